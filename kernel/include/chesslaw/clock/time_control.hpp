#pragma once
//! The TimeControl tag read into periods: the PGN standard's forms and the prose forms real files
//! carry. No I/O, constexpr, no allocation: a control is a fixed-capacity struct of at most
//! `max_periods` periods. What the reader cannot read is `kind::unknown` with a typed error,
//! never a guessed control; the category of a control (Appendix A.1 rapid, B.1 blitz) is
//! rules/game_category.hpp's, which rests on the spec table.
//!
//! Forms read (every period: moves (0 = the rest of the game), time, increment, delay, the move
//! from which the increment applies):
//!  - PGN standard (PGN spec 9.6.1): `?` (unknown: the tag says so), `-` (no control), fields
//!    separated by `:`, each `S` (sudden death in S seconds), `M/S` (M moves in S seconds),
//!    `S+I` (with an increment of I seconds), `M/S+I`, `*S` (sandclock of S seconds). Seconds may
//!    carry a decimal fraction (engine matches write `10+0.05`); times are held in milliseconds.
//!    A last field `M/S` repeats (the standard's reading of a moves period without a following
//!    sudden-death period): `last_repeats`.
//!  - Prose, English (and a little Russian): a duration is a number with a unit (h, hour(s), hr,
//!    m, min, min., minute(s), ', ′, s, sec, s., second(s), ", '', ″; час, мин, сек); a move count
//!    is "N moves" / "first N moves"; "game", "G", "SD", "rest of the game" mark a sudden-death
//!    period; a duration is an increment when "increment", "inc", "bonus" comes before or after it,
//!    when "per move", "/move", "a move" follows it, or when it follows `+` in seconds; "starting
//!    from move N" gives the move the increment starts from; "delay", "d" a delay (the time-delay
//!    mode of 6.3.2). US notation: `G/90`, `SD/30` and `40/90` count minutes, `+30` after them and
//!    `d5` count seconds. One increment (or delay) written once applies to every period.
//!    Examples: FIDE's "90 minutes for the first 40 moves, followed by 30 minutes for the rest of
//!    the game with an increment of 30 seconds per move starting from move 1" (with a leading
//!    ": ", and the World Cup 2025 files' "gamewith"), DGT's "15 min/game + 10 sec/move",
//!    "15 min. + 10 s. per move", the Grand Prix 2022's `15'/game & 10"/move`, `90'+30''`,
//!    `G/90;+30`, `G/90;d5`, `40/90, SD/30 +30`, and the FIDE handbook's
//!    `90’/40+30’/end with incr. 30”/move, starting from move 1` (`/40` after minutes: the
//!    period's moves; `end`: the rest of the game).
//!  - The delay form `S d D` (`2700d5`: 45 minutes, a delay of 5 s a move), PGN-shaped.
//! Anything else — an unknown word, a bare number whose unit is not implied, a `+` between two
//! minute durations that no move count separates, more than `max_periods` periods — is unknown.

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace chesslaw::clock {

inline constexpr std::size_t max_periods = 4;
//! Largest time a reader accepts for one period, an increment or a delay: 100 hours, in ms.
inline constexpr std::int64_t max_ms = 100LL * 3600 * 1000;
//! Largest move count of a period, and largest move an increment may start from.
inline constexpr std::int32_t max_moves = 999;

//! One period of a control. Times in milliseconds (an engine's increment can be 0.05 s).
struct period {
    std::int32_t moves = 0;               //!< moves to complete in the period; 0: the rest of the game
    std::int32_t time_ms = 0;             //!< the period's time (added to what is left, 6.3.2)
    std::int32_t increment_ms = 0;        //!< added with each move (6.3.1: `additional amount of time with each move`)
    std::int32_t delay_ms = 0;            //!< the time-delay mode's fixed extra time per move (6.3.2)
    std::int32_t increment_from_move = 1; //!< the first move whose completion earns the increment
    friend constexpr bool operator==(const period&, const period&) = default;
};

//! What the tag says.
enum class kind : std::uint8_t {
    unknown,   //!< `?`, or a tag the reader cannot read (error says which)
    none,      //!< `-`: the game had no time control
    periods,   //!< one or more periods
    sandclock, //!< `*S`: a sandclock (hourglass) of S seconds, in periods[0].time_ms
};

//! Why a tag is unknown. `none` for a tag read, `-`, or `?` (which is the tag's own word).
enum class error : std::uint8_t {
    none,
    empty,            //!< an empty tag
    unrecognised,     //!< a character, word or shape the reader does not know
    unit_missing,     //!< a number whose unit nothing implies
    ambiguous,        //!< a reading that could be a period or an increment (`+` between minute durations)
    out_of_range,     //!< a number beyond max_ms / max_moves, or a fraction finer than 1 ms
    too_many_periods, //!< more than max_periods periods
    bad_period,       //!< a period without time, a rest-of-game period before another, a move count without time
};

//! Which notation the tag was read as.
enum class notation : std::uint8_t { none, pgn, prose };

struct time_control {
    clock::kind kind = clock::kind::unknown;
    clock::error error = clock::error::none;
    clock::notation form = clock::notation::none;
    bool last_repeats = false; //!< PGN: the last period has a move count and repeats
    std::uint8_t count = 0;    //!< periods in use
    std::array<period, max_periods> periods{};

    constexpr bool known() const noexcept { return kind == clock::kind::periods || kind == clock::kind::sandclock; }
    friend constexpr bool operator==(const time_control&, const time_control&) = default;
};

constexpr std::string_view to_string(kind k) noexcept {
    switch (k) {
    case kind::unknown: return "unknown";
    case kind::none: return "none";
    case kind::periods: return "periods";
    case kind::sandclock: return "sandclock";
    }
    return "?";
}

constexpr std::string_view to_string(error e) noexcept {
    switch (e) {
    case error::none: return "none";
    case error::empty: return "empty";
    case error::unrecognised: return "unrecognised";
    case error::unit_missing: return "unit_missing";
    case error::ambiguous: return "ambiguous";
    case error::out_of_range: return "out_of_range";
    case error::too_many_periods: return "too_many_periods";
    case error::bad_period: return "bad_period";
    }
    return "?";
}

namespace detail {

constexpr bool is_digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool is_space(char c) noexcept { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

constexpr std::string_view trim(std::string_view s) noexcept {
    while (!s.empty() && is_space(s.front())) s.remove_prefix(1);
    while (!s.empty() && is_space(s.back())) s.remove_suffix(1);
    return s;
}

constexpr time_control failed(error e, notation n = notation::none) noexcept {
    time_control tc;
    tc.error = e;
    tc.form = n;
    return tc;
}

//! A decimal number "123" or "1.25" at the start of s, in thousandths; consumed is its length.
//! ok false: no digit, too large, or more than three decimals.
struct number {
    std::int64_t milli = 0;
    std::size_t consumed = 0;
    bool ok = false;
    bool integral = true;
};

constexpr number read_number(std::string_view s) noexcept {
    number n;
    std::size_t i = 0;
    std::int64_t whole = 0;
    while (i < s.size() && is_digit(s[i])) {
        whole = whole * 10 + (s[i] - '0');
        if (whole > max_ms) return n;
        ++i;
    }
    if (i == 0) return n;
    std::int64_t frac = 0;
    if (i + 1 < s.size() && s[i] == '.' && is_digit(s[i + 1])) {
        n.integral = false;
        ++i;
        int digits = 0;
        while (i < s.size() && is_digit(s[i])) {
            if (++digits > 3) return n;
            frac = frac * 10 + (s[i] - '0');
            ++i;
        }
        for (; digits < 3; ++digits) frac *= 10;
    }
    n.milli = whole * 1000 + frac;
    n.consumed = i;
    n.ok = true;
    return n;
}

//! Adds a period; false when full.
constexpr bool push(time_control& tc, const period& p) noexcept {
    if (tc.count >= max_periods) return false;
    tc.periods[tc.count++] = p;
    return true;
}

// ---- PGN standard ----------------------------------------------------------------------------

//! One PGN field: [M "/"] S ["+" I], or "*" S (sandclock, alone).
constexpr time_control read_pgn(std::string_view s) noexcept {
    time_control tc;
    tc.form = notation::pgn;
    if (s == "?") return tc; // the tag's own "unknown"
    if (s == "-") {
        tc.kind = kind::none;
        return tc;
    }
    if (s.starts_with('*')) {
        const number n = read_number(s.substr(1));
        if (!n.ok || n.consumed + 1 != s.size()) return failed(error::unrecognised, notation::pgn);
        tc.kind = kind::sandclock;
        period p;
        p.time_ms = static_cast<std::int32_t>(n.milli);
        push(tc, p);
        if (p.time_ms == 0) return failed(error::bad_period, notation::pgn);
        return tc;
    }
    for (;;) {
        const std::size_t colon = s.find(':');
        std::string_view field = s.substr(0, colon);
        period p;
        const number first = read_number(field);
        if (!first.ok) return failed(error::unrecognised, notation::pgn);
        field.remove_prefix(first.consumed);
        number secs = first;
        if (field.starts_with('/')) {
            if (!first.integral || first.milli == 0 || first.milli / 1000 > max_moves) return failed(error::out_of_range, notation::pgn);
            p.moves = static_cast<std::int32_t>(first.milli / 1000);
            secs = read_number(field.substr(1));
            if (!secs.ok) return failed(error::unrecognised, notation::pgn);
            field.remove_prefix(1 + secs.consumed);
        }
        if (secs.milli > max_ms) return failed(error::out_of_range, notation::pgn);
        p.time_ms = static_cast<std::int32_t>(secs.milli);
        if (field.starts_with('+')) {
            const number inc = read_number(field.substr(1));
            if (!inc.ok) return failed(error::unrecognised, notation::pgn);
            if (inc.milli > max_ms) return failed(error::out_of_range, notation::pgn);
            p.increment_ms = static_cast<std::int32_t>(inc.milli);
            field.remove_prefix(1 + inc.consumed);
        }
        if (field.starts_with('d')) { // the delay form `2700d5` (the time-delay mode of 6.3.2)
            const number dly = read_number(field.substr(1));
            if (!dly.ok) return failed(error::unrecognised, notation::pgn);
            if (dly.milli > max_ms) return failed(error::out_of_range, notation::pgn);
            p.delay_ms = static_cast<std::int32_t>(dly.milli);
            field.remove_prefix(1 + dly.consumed);
        }
        if (!field.empty()) return failed(error::unrecognised, notation::pgn);
        if (p.time_ms == 0 && p.increment_ms == 0) return failed(error::bad_period, notation::pgn);
        if (tc.count > 0 && tc.periods[tc.count - 1].moves == 0) return failed(error::bad_period, notation::pgn);
        if (!push(tc, p)) return failed(error::too_many_periods, notation::pgn);
        if (colon == std::string_view::npos) break;
        s.remove_prefix(colon + 1);
    }
    tc.kind = kind::periods;
    tc.last_repeats = tc.periods[tc.count - 1].moves != 0;
    return tc;
}

//! The whole tag is in the PGN standard's alphabet (digits, / + : . * ? -), with the delay form's
//! `d` between two digits (`2700d5`).
constexpr bool pgn_shaped(std::string_view s) noexcept {
    for (std::size_t i = 0; i < s.size(); ++i) {
        const char c = s[i];
        if (c == 'd' && i > 0 && is_digit(s[i - 1]) && i + 1 < s.size() && is_digit(s[i + 1])) continue;
        if (!is_digit(c) && c != '/' && c != '+' && c != ':' && c != '.' && c != '*' && c != '?' && c != '-') return false;
    }
    return true;
}

// ---- prose -----------------------------------------------------------------------------------

enum class tk : std::uint8_t { num, hours, minutes, seconds, moves, game, inc, per, delay, from, plus, slash, sep, filler, bad };

struct token {
    tk t = tk::bad;
    number n{};
    bool after_word = false; //!< a filler word ("with", "for", ...) stood before it
};

struct word_class {
    std::string_view w;
    tk t;
};

// Lower-case words (ASCII lowered; Cyrillic as written in lower case).
inline constexpr word_class words[] = {
    {"h", tk::hours}, {"hr", tk::hours}, {"hrs", tk::hours}, {"hour", tk::hours}, {"hours", tk::hours},
    {"m", tk::minutes}, {"min", tk::minutes}, {"mins", tk::minutes}, {"minute", tk::minutes}, {"minutes", tk::minutes},
    {"s", tk::seconds}, {"sec", tk::seconds}, {"secs", tk::seconds}, {"second", tk::seconds}, {"seconds", tk::seconds},
    {"move", tk::moves}, {"moves", tk::moves},
    {"game", tk::game}, {"g", tk::game}, {"sd", tk::game}, {"end", tk::game}, // FIDE's handbook: `30’/end`
    {"increment", tk::inc}, {"increments", tk::inc}, {"inc", tk::inc}, {"incr", tk::inc}, {"bonus", tk::inc},
    {"per", tk::per}, {"each", tk::per}, {"every", tk::per}, {"a", tk::per},
    {"delay", tk::delay}, {"d", tk::delay},
    {"from", tk::from}, {"starting", tk::from}, {"beginning", tk::from},
    {"plus", tk::plus},
    {"followed", tk::sep}, {"then", tk::sep}, {"and", tk::sep}, {"by", tk::sep},
    {"for", tk::filler}, {"the", tk::filler}, {"first", tk::filler}, {"of", tk::filler}, {"rest", tk::filler},
    {"with", tk::filler}, {"an", tk::filler}, {"in", tk::filler}, {"all", tk::filler}, {"remaining", tk::filler},
    {"sudden", tk::game}, {"death", tk::filler}, {"added", tk::filler}, {"to", tk::filler}, {"on", tk::filler},
    {"side", tk::game}, {"player", tk::game}, {"players", tk::game}, // "per side", "per player"
    {"\u0447\u0430\u0441", tk::hours}, {"\u0447\u0430\u0441\u0430", tk::hours}, {"\u0447\u0430\u0441\u043e\u0432", tk::hours},
    {"\u043c\u0438\u043d", tk::minutes}, {"\u043c\u0438\u043d\u0443\u0442", tk::minutes}, {"\u043c\u0438\u043d\u0443\u0442\u044b", tk::minutes}, {"\u043c\u0438\u043d\u0443\u0442\u0430", tk::minutes},
    {"\u0441\u0435\u043a", tk::seconds}, {"\u0441\u0435\u043a\u0443\u043d\u0434", tk::seconds}, {"\u0441\u0435\u043a\u0443\u043d\u0434\u044b", tk::seconds}, {"\u0441\u0435\u043a\u0443\u043d\u0434\u0430", tk::seconds},
    {"\u0445\u043e\u0434", tk::moves}, {"\u0445\u043e\u0434\u0430", tk::moves}, {"\u0445\u043e\u0434\u043e\u0432", tk::moves},
    {"\u043f\u0430\u0440\u0442\u0438\u044e", tk::game}, {"\u043f\u0430\u0440\u0442\u0438\u0438", tk::game},
    {"\u0434\u043e\u0431\u0430\u0432\u043b\u0435\u043d\u0438\u0435\u043c", tk::inc}, {"\u0434\u043e\u0431\u0430\u0432\u043b\u0435\u043d\u0438\u0435", tk::inc},
    {"\u043d\u0430", tk::per}, {"\u043a\u0430\u0436\u0434\u044b\u0439", tk::per},
    {"\u043d\u0430\u0447\u0438\u043d\u0430\u044f", tk::from}, {"\u0441", tk::from},
    {"\u0437\u0430", tk::filler}, {"\u043f\u0435\u0440\u0432\u044b\u0435", tk::filler}, {"\u043f\u0435\u0440\u0432\u044b\u0445", tk::filler},
    {"\u0434\u043e", tk::filler}, {"\u043a\u043e\u043d\u0446\u0430", tk::filler}, {"\u0438", tk::sep}, {"\u0437\u0430\u0442\u0435\u043c", tk::sep},
    {"\u043f\u043b\u044e\u0441", tk::plus},
};

constexpr tk classify_word(std::string_view w) noexcept {
    if (w.empty()) return tk::bad;
    for (const word_class& c : words)
        if (c.w == w) return c.t;
    return tk::bad;
}

//! A word, or two known words run together ("gamewith" in the World Cup 2025 files).
constexpr tk classify_word_or_pair(std::string_view w, tk& second) noexcept {
    second = tk::bad;
    if (const tk t = classify_word(w); t != tk::bad) return t;
    for (std::size_t cut = 2; cut + 2 <= w.size(); ++cut) {
        const tk a = classify_word(w.substr(0, cut)), b = classify_word(w.substr(cut));
        if (a != tk::bad && b != tk::bad && a != tk::per && b != tk::per) {
            second = b;
            return a;
        }
    }
    return tk::bad;
}

inline constexpr std::size_t max_tokens = 64;

struct token_list {
    std::array<token, max_tokens> at{};
    std::size_t size = 0;
    bool ok = true;
    bool filler_seen = false;
    constexpr void add(tk t, number n = {}) noexcept {
        if (t == tk::filler) {
            filler_seen = true;
            return;
        }
        if (size == max_tokens) {
            ok = false;
            return;
        }
        at[size++] = token{t, n, filler_seen};
        filler_seen = false;
    }
};

constexpr bool is_ascii_letter(char c) noexcept { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }
constexpr char lower(char c) noexcept { return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c; }

constexpr token_list tokenize(std::string_view s) noexcept {
    token_list out;
    std::size_t i = 0;
    while (i < s.size() && out.ok) {
        const char c = s[i];
        if (is_space(c) || c == '(' || c == ')' || c == '\\') {
            ++i;
        } else if (is_digit(c)) {
            const number n = read_number(s.substr(i));
            if (!n.ok) {
                out.ok = false;
                break;
            }
            out.add(tk::num, n);
            i += n.consumed;
        } else if (c == '\'') {
            if (i + 1 < s.size() && s[i + 1] == '\'') {
                out.add(tk::seconds);
                i += 2;
            } else {
                out.add(tk::minutes);
                ++i;
            }
        } else if (c == '"') {
            out.add(tk::seconds);
            ++i;
        } else if (s.substr(i).starts_with("\u2032") || s.substr(i).starts_with("\u2019")) { // ′ ’
            const bool twice = s.substr(i + 3).starts_with(s.substr(i, 3));
            out.add(twice ? tk::seconds : tk::minutes);
            i += twice ? 6 : 3;
        } else if (s.substr(i).starts_with("\u2033") || s.substr(i).starts_with("\u201d")) { // ″ ”
            out.add(tk::seconds);
            i += 3;
        } else if (c == '+') {
            out.add(tk::plus);
            ++i;
        } else if (c == '/') {
            out.add(tk::slash);
            ++i;
        } else if (c == ',' || c == ';' || c == ':' || c == '&') {
            out.add(tk::sep);
            ++i;
        } else if (c == '.') {
            if (i + 1 < s.size() && is_digit(s[i + 1])) { // ".9": a fraction without its whole part
                out.ok = false;
                break;
            }
            ++i; // "min." "s." and a sentence's full stop
        } else if (is_ascii_letter(c) || static_cast<unsigned char>(c) >= 0x80) {
            std::array<char, 32> buf{};
            std::size_t len = 0;
            while (i < s.size() && (is_ascii_letter(s[i]) || static_cast<unsigned char>(s[i]) >= 0x80)) {
                // a Cyrillic letter is two bytes; typographic quotes (E2 80 ..) end a word
                if (static_cast<unsigned char>(s[i]) == 0xE2) break;
                if (len == buf.size()) {
                    out.ok = false;
                    return out;
                }
                buf[len++] = lower(s[i++]);
            }
            if (len == 0) {
                out.ok = false;
                break;
            }
            tk second = tk::bad;
            const tk t = classify_word_or_pair(std::string_view(buf.data(), len), second);
            if (t == tk::bad) {
                out.ok = false;
                break;
            }
            out.add(t);
            if (second != tk::bad) out.add(second);
        } else {
            out.ok = false;
        }
    }
    return out;
}

constexpr std::int64_t unit_ms(tk t) noexcept {
    return t == tk::hours ? 3600 : t == tk::minutes ? 60 : 1;
}

constexpr bool is_unit(tk t) noexcept { return t == tk::hours || t == tk::minutes || t == tk::seconds; }

//! The prose reader's state: periods being built, and the increment / delay written once.
struct prose_state {
    time_control tc{};
    bool has_time = false, has_moves = false; // of the current (last) period
    std::int64_t increment = -1, delay = -1;  // written once for the whole control (-1: not written)
    std::int32_t from_move = 1;
    error err = error::none;

    constexpr period& current() noexcept { return tc.periods[tc.count - 1]; }
    constexpr void add_time(std::int64_t ms) noexcept {
        if (tc.count == 0 || has_time) {
            if (tc.count > 0 && current().moves == 0) { // a period after a rest-of-game period
                err = error::bad_period;
                return;
            }
            if (!push(tc, period{})) {
                err = error::too_many_periods;
                return;
            }
            has_moves = false;
        }
        current().time_ms = static_cast<std::int32_t>(ms);
        has_time = true;
    }
    constexpr void add_moves(std::int64_t milli) noexcept {
        if (milli % 1000 != 0 || milli == 0 || milli / 1000 > max_moves) {
            err = error::out_of_range;
            return;
        }
        if (tc.count == 0 || has_moves) {
            if (tc.count > 0 && !has_time) {
                err = error::bad_period;
                return;
            }
            if (!push(tc, period{})) {
                err = error::too_many_periods;
                return;
            }
            has_time = false;
        }
        current().moves = static_cast<std::int32_t>(milli / 1000);
        has_moves = true;
    }
    constexpr void set_once(std::int64_t& slot, std::int64_t ms) noexcept {
        if (ms > max_ms) err = error::out_of_range;
        if (slot >= 0 && slot != ms) err = error::ambiguous;
        slot = ms;
    }
};

constexpr time_control read_prose(std::string_view s) noexcept {
    const token_list tl = tokenize(s);
    if (!tl.ok) return failed(error::unrecognised, notation::prose);
    const auto& t = tl.at;
    const std::size_t n = tl.size;
    const auto kind_at = [&](std::size_t i) { return i < n ? t[i].t : tk::bad; };
    prose_state st;
    bool inc_pending = false, plus_pending = false, from_pending = false, implied_minutes = false, us_plus = false;
    // a time duration ends at last_time_end (token index) in unit last_unit: "1h30m", "1 hour 30
    // minutes" is one duration when minutes follow hours directly
    std::size_t last_time_end = max_tokens + 1;
    tk last_unit = tk::bad;
    for (std::size_t i = 0; i < n && st.err == error::none;) {
        const token& k = t[i];
        switch (k.t) {
        case tk::num: {
            const tk next = kind_at(i + 1);
            if (is_unit(next)) {
                const std::int64_t ms = k.n.milli * unit_ms(next);
                if (ms > max_ms) return failed(error::out_of_range, notation::prose);
                // hours then minutes is one duration; minutes then seconds ("15 min 10 sec") may be a
                // time of 15:10 or 15 minutes with 10 seconds' increment: not guessed
                const bool adjacent = i == last_time_end && !k.after_word && st.has_time;
                i += 2;
                // what follows says what the duration is
                const tk a = kind_at(i), b = kind_at(i + 1);
                enum class role : std::uint8_t { time, increment, delay } r = role::time;
                if (a == tk::inc && b != tk::num) { // "10 seconds increment", not "30 minutes, increment 30 s"
                    r = role::increment;
                    ++i;
                } else if ((a == tk::per || a == tk::slash) && b == tk::moves) {
                    r = role::increment;
                    i += 2;
                } else if (a == tk::slash && b == tk::game) {
                    i += 2;
                } else if (a == tk::delay) {
                    r = role::delay;
                    ++i;
                } else if (a == tk::moves) { // "30 sec move": per move, or a time? not guessed
                    return failed(error::ambiguous, notation::prose);
                } else if (inc_pending) {
                    r = role::increment;
                } else if (plus_pending) {
                    if (next == tk::seconds) r = role::increment;
                    else if (!(st.tc.count > 0 && st.current().moves > 0) && a != tk::moves && a != tk::game)
                        return failed(error::ambiguous, notation::prose);
                }
                inc_pending = plus_pending = false;
                if (r == role::time && adjacent && last_unit == tk::minutes && next == tk::seconds)
                    return failed(error::ambiguous, notation::prose);
                const bool continues = r == role::time && adjacent && last_unit == tk::hours && next == tk::minutes;
                if (r == role::increment) st.set_once(st.increment, ms);
                else if (r == role::delay) st.set_once(st.delay, ms);
                else if (continues && st.current().time_ms + ms <= max_ms) st.current().time_ms += static_cast<std::int32_t>(ms);
                else st.add_time(ms);
                if (r == role::time) {
                    last_time_end = i;
                    last_unit = next;
                }
                // "per move" after an increment already consumed; a trailing "per move" is filler
                while (kind_at(i) == tk::per && kind_at(i + 1) == tk::moves && r == role::increment) i += 2;
                break;
            }
            if (next == tk::moves) {
                if (from_pending) return failed(error::unrecognised, notation::prose);
                st.add_moves(k.n.milli);
                i += 2;
                break;
            }
            if (next == tk::slash && kind_at(i + 2) == tk::num) { // US "40/90": moves, then minutes
                st.add_moves(k.n.milli);
                implied_minutes = true;
                us_plus = true;
                i += 2;
                break;
            }
            const tk prev = i > 0 ? t[i - 1].t : tk::bad;
            if (prev == tk::moves && from_pending) {
                if (!k.n.integral || k.n.milli == 0 || k.n.milli / 1000 > max_moves) return failed(error::out_of_range, notation::prose);
                st.from_move = static_cast<std::int32_t>(k.n.milli / 1000);
                from_pending = false;
            } else if (prev == tk::delay) {
                st.set_once(st.delay, k.n.milli);
            } else if (implied_minutes) {
                if (k.n.milli * 60 > max_ms) return failed(error::out_of_range, notation::prose);
                st.add_time(k.n.milli * 60);
                implied_minutes = false;
            } else if (plus_pending && us_plus) {
                st.set_once(st.increment, k.n.milli);
                plus_pending = false;
            } else {
                return failed(error::unit_missing, notation::prose);
            }
            ++i;
            break;
        }
        case tk::game:
            if (kind_at(i + 1) == tk::slash && kind_at(i + 2) == tk::num) { // US "G/90", "SD/30"
                implied_minutes = true;
                us_plus = true;
                i += 2;
                break;
            }
            ++i; // `for the rest of the game`, `/game`: the period has no move count

            break;
        case tk::inc: inc_pending = true; ++i; break;
        case tk::from: from_pending = true; ++i; break;
        case tk::plus: plus_pending = true; ++i; break;
        case tk::sep:
            if (inc_pending || plus_pending) return failed(error::unrecognised, notation::prose); // "increment," "+,"
            ++i;
            break;
        case tk::per: { // `per game`, `per player`; `30 minutes each`; before a number only `per 40 moves`
            const tk a = kind_at(i + 1);
            if (a == tk::moves || a == tk::game) i += 2;
            else if (a == tk::num && kind_at(i + 2) == tk::moves) ++i; // "90 минут на 40 ходов", "per 40 moves"
            else if (a == tk::num || is_unit(a) || a == tk::inc || a == tk::delay || a == tk::from) return failed(error::unrecognised, notation::prose);
            else ++i;
            break;
        }
        case tk::slash: { // "/game", "/move", "90 min/40 moves"
            const tk a = kind_at(i + 1);
            if (a == tk::moves || a == tk::game) i += 2;
            else if (a == tk::num && kind_at(i + 2) == tk::moves && i > 0 && is_unit(t[i - 1].t)) ++i;
            else if (a == tk::num && i > 0 && t[i - 1].t == tk::minutes && kind_at(i + 2) != tk::num && !is_unit(kind_at(i + 2)) &&
                     kind_at(i + 2) != tk::slash) { // FIDE's handbook `90’/40`: a time for so many moves
                st.add_moves(t[i + 1].n.milli);
                i += 2;
            } else return failed(error::unrecognised, notation::prose);
            break;
        }
        case tk::moves: // only "from move N"; "N moves", "per move", "/move" are read with their neighbours
            if (!from_pending || kind_at(i + 1) != tk::num) return failed(error::unrecognised, notation::prose);
            ++i;
            break;
        case tk::delay: // "d5", "delay 5"; "5 sec delay" is read with its duration
            if (kind_at(i + 1) != tk::num) return failed(error::unrecognised, notation::prose);
            ++i;
            break;
        case tk::hours:
        case tk::minutes:
        case tk::seconds:
        case tk::filler:
        case tk::bad: return failed(error::unrecognised, notation::prose);
        }
    }
    if (st.err != error::none) return failed(st.err, notation::prose);
    if (from_pending || plus_pending || inc_pending || implied_minutes) return failed(error::unrecognised, notation::prose);
    time_control tc = st.tc;
    if (tc.count == 0) return failed(error::unrecognised, notation::prose);
    for (std::size_t p = 0; p < tc.count; ++p) {
        period& q = tc.periods[p];
        if (st.increment >= 0) q.increment_ms = static_cast<std::int32_t>(st.increment);
        if (st.delay >= 0) q.delay_ms = static_cast<std::int32_t>(st.delay);
        q.increment_from_move = st.from_move;
        if (q.time_ms == 0) return failed(error::bad_period, notation::prose);
        if (p + 1 < tc.count && q.moves == 0) return failed(error::bad_period, notation::prose);
    }
    tc.kind = kind::periods;
    tc.form = notation::prose;
    tc.last_repeats = tc.periods[tc.count - 1].moves != 0;
    return tc;
}

} // namespace detail

//! Reads a TimeControl tag's value (unescaped). Never guesses: see the file comment for the forms.
constexpr time_control read(std::string_view tag) noexcept {
    const std::string_view s = detail::trim(tag);
    if (s.empty()) return detail::failed(error::empty);
    if (detail::pgn_shaped(s)) return detail::read_pgn(s);
    return detail::read_prose(s);
}

} // namespace chesslaw::clock
