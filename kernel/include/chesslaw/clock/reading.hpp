#pragma once
//! One ply's clock reading from the text of its comment(s): the clock left after the move and the
//! time the move took, in every form real files carry. A pure function of the text: no I/O, no
//! allocation, constexpr, never reads past the text; a malformed form is a typed error, never a
//! crash or a guess (fit for a fuzzer).
//!
//! Forms read (times in milliseconds):
//!  - `[%clk H:MM:SS]`, `[%clk H:MM:SS.f]` (lichess writes one decimal, DGT LiveChess `01:30:54`):
//!    the clock after the move; `[%emt …]` the elapsed time of the move, same syntax. Both may stand
//!    in one comment or in two (DGT writes `{[%clk 01:30:54]} {[%emt 00:00:05]}`): read_comment
//!    adds to a reading already begun.
//!  - cutechess / fastchess engine comments `{+0.30/15 0.52s}`, `{-M5/20 1.2s, White mates}`,
//!    `{0.00/31 48s}`: an evaluation and depth, then the elapsed time in seconds; `{book}` (a book
//!    move: no time of the engine's) is an elapsed time of zero. They state no clock: under a known
//!    control the ledger's clocks are derived from them (clock::derive_clocks, ledger.hpp).
//!  - TCEC's `key=value, …` fields: `tl=` the time left, `mt=` the move's time, each either
//!    `H:MM:SS` (older TCEC files) or a whole number of milliseconds (`tl=5400000`), or seconds with
//!    an `s` (`tl=12.5s`).
//! A duration is `[H:]MM:SS[.fff]` (hours up to 99, or one or two fields: `M:SS`); at most three
//! decimals. Anything else in a `[%clk …]`, `[%emt …]`, `tl=` or `mt=` is `malformed`; a second,
//! different value of the same quantity on one ply is `conflicting` (the first is kept).

#include <cstdint>
#include <string_view>

namespace chesslaw::clock {

//! Where a value was read from.
//! `derived`: a clock that no comment states, derived from an engine tool's elapsed times under the
//! control (clock::derive_clocks).
enum class reading_form : std::uint8_t { none, clk, emt, engine, tcec, derived };

//! What went wrong reading one ply's comments. The first error is kept; values read before or
//! after a malformed form are kept too.
enum class reading_error : std::uint8_t {
    none,
    malformed_clk,  //!< `[%clk …]` without a duration, or without its `]`
    malformed_emt,  //!< `[%emt …]` likewise
    malformed_tcec, //!< `tl=` / `mt=` whose value is not a duration
    conflicting,    //!< two different clocks (or elapsed times) for one ply
};

struct reading {
    std::int64_t clock_ms = -1;   //!< clock after the move; -1: none read
    std::int64_t elapsed_ms = -1; //!< time the move took; -1: none read
    reading_form clock_form = reading_form::none;
    reading_form elapsed_form = reading_form::none;
    reading_error error = reading_error::none;

    constexpr bool has_clock() const noexcept { return clock_ms >= 0; }
    constexpr bool has_elapsed() const noexcept { return elapsed_ms >= 0; }
    friend constexpr bool operator==(const reading&, const reading&) = default;
};

constexpr std::string_view to_string(reading_form f) noexcept {
    switch (f) {
    case reading_form::none: return "none";
    case reading_form::clk: return "clk";
    case reading_form::emt: return "emt";
    case reading_form::engine: return "engine";
    case reading_form::tcec: return "tcec";
    case reading_form::derived: return "derived";
    }
    return "?";
}

constexpr std::string_view to_string(reading_error e) noexcept {
    switch (e) {
    case reading_error::none: return "none";
    case reading_error::malformed_clk: return "malformed_clk";
    case reading_error::malformed_emt: return "malformed_emt";
    case reading_error::malformed_tcec: return "malformed_tcec";
    case reading_error::conflicting: return "conflicting";
    }
    return "?";
}

namespace reading_detail {

constexpr bool digit(char c) noexcept { return c >= '0' && c <= '9'; }
constexpr bool space(char c) noexcept { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; }

constexpr std::string_view trim(std::string_view s) noexcept {
    while (!s.empty() && space(s.front())) s.remove_prefix(1);
    while (!s.empty() && space(s.back())) s.remove_suffix(1);
    return s;
}

//! A run of 1..max digits at s[i]; -1 when none or too long.
constexpr std::int64_t digits(std::string_view s, std::size_t& i, std::size_t max) noexcept {
    const std::size_t from = i;
    std::int64_t v = 0;
    while (i < s.size() && digit(s[i])) {
        if (i - from == max) return -1;
        v = v * 10 + (s[i] - '0');
        ++i;
    }
    return i == from ? -1 : v;
}

//! `.fff` at s[i] in ms (one to three decimals); 0 and nothing consumed when no '.'; -1 malformed.
constexpr std::int64_t fraction(std::string_view s, std::size_t& i) noexcept {
    if (i >= s.size() || s[i] != '.') return 0;
    ++i;
    std::int64_t v = 0;
    int n = 0;
    while (i < s.size() && digit(s[i])) {
        if (++n > 3) return -1;
        v = v * 10 + (s[i] - '0');
        ++i;
    }
    if (n == 0) return -1;
    for (; n < 3; ++n) v *= 10;
    return v;
}

//! The whole of s as `[H:]MM:SS[.fff]` or `M:SS[.fff]`, in ms; -1 when it is not one.
constexpr std::int64_t duration(std::string_view s) noexcept {
    std::int64_t field[3]{};
    int n = 0;
    std::size_t i = 0;
    for (;;) {
        if (n == 3) return -1;
        const std::int64_t v = digits(s, i, n == 0 ? 2 : 2);
        if (v < 0) return -1;
        field[n++] = v;
        if (i < s.size() && s[i] == ':') {
            ++i;
            continue;
        }
        break;
    }
    if (n < 2) return -1;
    const std::int64_t frac = fraction(s, i);
    if (frac < 0 || i != s.size()) return -1;
    const std::int64_t secs = field[n - 1], mins = field[n - 2], hours = n == 3 ? field[0] : 0;
    if (secs >= 60 || (n == 3 && mins >= 60)) return -1;
    return ((hours * 60 + mins) * 60 + secs) * 1000 + frac;
}

//! A number of seconds with an `s`: "0.52s", "48s"; -1 when s is not one.
constexpr std::int64_t seconds_with_s(std::string_view s) noexcept {
    if (s.size() < 2 || s.back() != 's') return -1;
    s.remove_suffix(1);
    std::size_t i = 0;
    const std::int64_t whole = digits(s, i, 7);
    if (whole < 0) return -1;
    const std::int64_t frac = fraction(s, i);
    if (frac < 0 || i != s.size()) return -1;
    return whole * 1000 + frac;
}

//! TCEC's value: `H:MM:SS`, whole milliseconds, or seconds with an `s`.
constexpr std::int64_t tcec_value(std::string_view s) noexcept {
    if (s.find(':') != std::string_view::npos) return duration(s);
    if (!s.empty() && s.back() == 's') return seconds_with_s(s);
    std::size_t i = 0;
    const std::int64_t ms = digits(s, i, 10);
    return i == s.size() ? ms : -1;
}

constexpr void fail(reading& r, reading_error e) noexcept {
    if (r.error == reading_error::none) r.error = e;
}

constexpr void set_clock(reading& r, std::int64_t ms, reading_form f) noexcept {
    if (r.has_clock()) {
        if (r.clock_ms != ms) fail(r, reading_error::conflicting);
        return;
    }
    r.clock_ms = ms;
    r.clock_form = f;
}

constexpr void set_elapsed(reading& r, std::int64_t ms, reading_form f) noexcept {
    if (r.has_elapsed()) {
        if (r.elapsed_ms != ms) fail(r, reading_error::conflicting);
        return;
    }
    r.elapsed_ms = ms;
    r.elapsed_form = f;
}

//! `[%clk …]` / `[%emt …]` commands anywhere in the text.
constexpr void commands(std::string_view text, reading& r) noexcept {
    for (std::size_t at = text.find("[%"); at != std::string_view::npos; at = text.find("[%", at + 2)) {
        const std::string_view rest = text.substr(at + 2);
        const bool clk = rest.starts_with("clk"), emt = rest.starts_with("emt");
        if (!clk && !emt) continue; // another command (%eval, %egt, %csl …): not ours
        if (rest.size() > 3 && !space(rest[3]) && rest[3] != ']') continue; // "%clkx": another word
        const std::size_t close = rest.find(']');
        const reading_error bad = clk ? reading_error::malformed_clk : reading_error::malformed_emt;
        if (close == std::string_view::npos) {
            fail(r, bad);
            return;
        }
        const std::int64_t ms = duration(trim(rest.substr(3, close - 3)));
        if (ms < 0) fail(r, bad);
        else if (clk) set_clock(r, ms, reading_form::clk);
        else set_elapsed(r, ms, reading_form::emt);
    }
}

//! An engine's `eval/depth time` opening: `+0.30/15 0.52s`, `-M5/20 1.2s`, `0.00/31 48s`.
constexpr void engine(std::string_view text, reading& r) noexcept {
    const std::string_view s = trim(text);
    if (s == "book") { // cutechess's book move: played by the tool, no time of the engine's
        set_elapsed(r, 0, reading_form::engine);
        return;
    }
    std::size_t i = 0;
    if (i < s.size() && (s[i] == '+' || s[i] == '-')) ++i;
    if (i < s.size() && s[i] == 'M') {
        ++i;
        if (digits(s, i, 4) < 0) return;
    } else {
        if (digits(s, i, 6) < 0) return;
        if (fraction(s, i) < 0) return;
    }
    if (i >= s.size() || s[i] != '/') return;
    ++i;
    if (digits(s, i, 4) < 0) return;
    if (i >= s.size() || s[i] != ' ') return;
    ++i;
    std::size_t end = i;
    while (end < s.size() && !space(s[end]) && s[end] != ',') ++end;
    const std::int64_t ms = seconds_with_s(s.substr(i, end - i));
    if (ms >= 0) set_elapsed(r, ms, reading_form::engine);
}

//! TCEC's `tl=` and `mt=` fields (a key at the start or after a space or comma). Only the `=` signs
//! are looked at (a comment of a clock relay has none: the audit reads two comments a ply).
constexpr void tcec(std::string_view text, reading& r) noexcept {
    for (std::size_t eq = text.find('='); eq != std::string_view::npos; eq = text.find('=', eq + 1)) {
        if (eq < 2) continue;
        const std::size_t i = eq - 2;
        const bool tl = text[i] == 't' && text[i + 1] == 'l', mt = text[i] == 'm' && text[i + 1] == 't';
        if (!tl && !mt) continue;
        if (i > 0 && !space(text[i - 1]) && text[i - 1] != ',' && text[i - 1] != '{') continue;
        std::size_t end = eq + 1;
        while (end < text.size() && text[end] != ',' && text[end] != '}' && !space(text[end])) ++end;
        const std::int64_t ms = tcec_value(text.substr(eq + 1, end - eq - 1));
        if (ms < 0) fail(r, reading_error::malformed_tcec);
        else if (tl) set_clock(r, ms, reading_form::tcec);
        else set_elapsed(r, ms, reading_form::tcec);
        eq = end - 1; // the next key starts after the value's delimiter
    }
}

} // namespace reading_detail

//! Adds what one comment's text (without its braces, or with them) says to `r`, and returns it.
constexpr reading read_comment(std::string_view text, reading r = {}) noexcept {
    if (!text.empty() && text.front() == '{') text.remove_prefix(1);
    if (!text.empty() && text.back() == '}') text.remove_suffix(1);
    reading_detail::commands(text, r);
    reading_detail::engine(text, r);
    reading_detail::tcec(text, r);
    return r;
}

//! One ply's reading from all its comments, in order.
template <class Range>
constexpr reading read_comments(const Range& comments) noexcept {
    reading r;
    for (const auto& c : comments) r = read_comment(std::string_view(c), r);
    return r;
}

} // namespace chesslaw::clock
