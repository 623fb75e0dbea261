#pragma once
//! PGN reader: bytes in, games out — tags, main-line SAN tokens with their line:column, the
//! result. Streaming (one game at a time, bounded memory), no recursion, never a crash on bad
//! input: a damaged game is returned with a typed `pgn_error` naming what is wrong and where,
//! and the reader resynchronises so the next game reads normally.
//!
//! Dialect accepted (the PGN standard of 1994, plus what real files contain):
//! - Tag pairs `[Name "value"]`, several per line allowed, `\"` and `\\` escapes (any other
//!   backslash is kept as written). Names are PGN symbols (letters, digits, `_+#=:-/`).
//!   Values are kept as raw bytes (Latin-1 bytes stay Latin-1; see `to_utf8`). A line break
//!   inside a value is an error.
//! - Movetext: move numbers `12.`, `12...`, `12…` (U+2026) and bare `12`; SAN tokens (kept as
//!   written, annotations glued on stay: `Nf3!?`, `e8(Q)`; figurines ♘ etc. become letters);
//!   NAGs `$n`; annotation glyphs as their own tokens (`!`, `?!`, `+-`, `+/=`, `=`, `N`, `RR`,
//!   `TN`, `inf`, `±` and other non-figurine symbols U+2000–U+2BFF) are skipped; `--` and `@@@@` (null
//!   moves) are passed on as SAN tokens (the audit reads them as breaches of 7.5.3); comments `{…}` (a backslash
//!   escapes `}` and `\` inside, as several writers do) and `;` to end of line; `%` escape lines
//!   (a `%` in column 1); recursive variations `( … )`, skipped, nesting depth limited
//!   (`reader_options::max_depth`) with an error — counted, never recursed; results
//!   `1-0 0-1 1/2-1/2 *`.
//! - Read although not standard, each with a warning (chessops, python-chess and pgn-extract
//!   read them all; the game stays readable):
//!   - a result with a Unicode dash (U+2013 –, U+2014 —, U+2212 −) or ½ (U+00BD): `1–0`, `0—1`,
//!     `1/2–1/2`, `½-½`, `½–½` — the result is its standard form (unicode_result). A Result
//!     tag so written is kept as written and compared in its standard form (result_tag_mismatch);
//!   - a byte-order mark U+FEFF or a zero-width character U+200B, U+200C, U+200D, U+2060 where
//!     a blank may stand (between tokens, before a tag line, inside a tag pair): a blank
//!     (invisible_character, once per game; a BOM at the very start of the input is skipped
//!     silently, as before; inside a tag value or a comment such a character is kept/skipped
//!     like any other);
//!   - a tag value with no closing quote on a line that ends in `]` (`[Event "Paris]`): the
//!     value ends before that `]`, trailing blanks dropped (tag_value_unterminated); a line
//!     that does not end in `]` stays an error;
//!   - a `"` inside a tag value that is not followed by `]` (after blanks) — `[White "The "Best"
//!     Player"]`, `[White ""Socrates Expert""]` — is part of the value, which ends at the first
//!     later `"` followed by `]` (tag_value_unescaped_quote); with no such quote on the line, the
//!     error is the stray quote's (tag_close_expected, as before);
//!   - an en-passant mark: glued on (`exf6ep`, `exf6e.p.`) it is part of the SAN token; written
//!     apart after a main-line pawn capture to rank 3 or 6 (`exd6 e.p.`, `exd6 ep`, even across
//!     a line break) it is appended to that token as `exd6 e.p.` (one blank) for the SAN reader to
//!     flag (san_variant::en_passant_suffix); anywhere else `ep`/`e.p.` is an annotation, skipped.
//! - A game ends at its result token, at the next tag section (a `[` in the movetext: the game
//!   gets a `missing_result` warning) or at the end of input.
//! - Every tag section is a game, movetext or not. In a tag section, a tag pair begins the next
//!   game — the section before it is a readable game with no moves and a `missing_result`
//!   warning — when it is a second `[Event`, or follows a blank line and is an `[Event` or
//!   repeats a tag name of the section (lichess broadcast sections without movetext, some with
//!   no Event tag: `[Round "1.1"]` … blank line … `[Round "1.2"]`), or comes two or more blank
//!   lines after the section's last tag pair. A single blank line before a new tag name keeps
//!   the section together (ChessBase writes one after `[Event`).
//! - Move numbers as written are kept per main-line move (san_token::written_number,
//!   written_ellipsis; first_numbering_break finds where they contradict the count: a fragment,
//!   a record starting with black's move, games run together). A FEN tag's fullmove number 0 is
//!   counted as 1, as the audit reads it.
//! - Line breaks CR, LF and CRLF each count as one; a UTF-8 byte-order mark at the very start is
//!   skipped and not counted in columns. Lines and columns are 1-based, columns in bytes.
//! - NUL bytes and other control characters (except tab, VT, FF) in tags and movetext are
//!   errors; a NUL inside a brace comment too. Any other byte inside a comment is fine (comments
//!   are skipped, not decoded: invalid UTF-8 there is no error).
//!
//! Resynchronisation after an error: the reader skips the rest of the line holding the error,
//! then whole lines, and the next game begins at the first line that starts (column 1) with
//! `[Event` followed by a blank, or with `[` and a letter right after a blank line. An error
//! found *at* such a line (a variation or comment still open when a new tag section begins)
//! ends the damaged game there, and the next game starts on that line. The damaged game keeps
//! what was read before the error (tags, moves) for the report, but is unreadable.
//!
//! Bounded memory: the input buffer is fixed (`reader_options::buffer_size`); variations are
//! skipped, not stored, and comments too unless `reader_options::keep_comments` asks for the
//! main line's; a token, a tag name, the tags of a game and the main line are limited
//! (`reader_options`) — past a limit the game gets an error.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <istream>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/core/bytes.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw::pgn {

//! A place in the input: 1-based line and column (column in bytes). {0, 0} means "nowhere".
struct source_pos {
    std::uint64_t line = 0;
    std::uint32_t column = 0;
    friend constexpr bool operator==(const source_pos&, const source_pos&) = default;
};

inline std::string to_string(source_pos p) { return std::to_string(p.line) + ":" + std::to_string(p.column); }

struct tag {
    std::string name, value; //!< value unescaped, raw bytes
    source_pos at;           //!< the '['
};

//! The text of a movetext token as written: a std::string_view of it (implicit), compared with
//! any text, printed to a stream. Up to 23 bytes — every SAN move with its marks — are held in
//! the object itself, a longer token on the heap: the reader fills a move without a call into the
//! library (fast_movetext), and a vector of tokens moves and copies like one of strings.
class token_text {
public:
    static constexpr std::size_t inline_capacity = 23;

    token_text() noexcept = default;
    token_text(std::string_view s) { assign(s); } // NOLINT: implicit, like std::string's
    token_text(const token_text& o) { assign(o.view()); }
    token_text(token_text&& o) noexcept : heap_(o.heap_) {
        std::memcpy(small_, o.small_, sizeof small_);
        o.heap_ = nullptr;
        o.small_[inline_capacity] = 0;
    }
    token_text& operator=(const token_text& o) {
        if (this != &o) assign(o.view());
        return *this;
    }
    token_text& operator=(token_text&& o) noexcept {
        if (this != &o) {
            delete[] heap_;
            heap_ = o.heap_;
            std::memcpy(small_, o.small_, sizeof small_);
            o.heap_ = nullptr;
            o.small_[inline_capacity] = 0;
        }
        return *this;
    }
    token_text& operator=(std::string_view s) {
        assign(s);
        return *this;
    }
    ~token_text() { delete[] heap_; }

    //! The text becomes s (s may be this text or a part of it).
    void assign(std::string_view s) {
        if (s.size() <= inline_capacity) {
            char tmp[inline_capacity];
            detail::copy_short(tmp, s.data(), s.size()); // (s may lie in heap_)
            delete[] heap_;
            heap_ = nullptr;
            detail::copy_short(small_, tmp, s.size());
            small_[inline_capacity] = static_cast<char>(s.size());
        } else {
            char* p = new char[s.size()];
            std::memcpy(p, s.data(), s.size());
            delete[] heap_;
            heap_ = p;
            const std::size_t n = s.size();
            std::memcpy(small_, &n, sizeof n);
        }
    }
    //! The reader's fill of an empty text: n <= inline_capacity bytes from p.
    void assign_short(const char* p, std::size_t n) noexcept {
        detail::copy_short(small_, p, n);
        small_[inline_capacity] = static_cast<char>(n);
    }
    token_text& operator+=(std::string_view s) {
        std::string joined(view());
        joined += s;
        assign(joined);
        return *this;
    }
    token_text& operator+=(char c) { return *this += std::string_view(&c, 1); }

    std::string_view view() const noexcept { return {data(), size()}; }
    operator std::string_view() const noexcept { return view(); } // NOLINT: implicit
    std::string str() const { return std::string(view()); }
    const char* data() const noexcept { return heap_ ? heap_ : small_; }
    std::size_t size() const noexcept {
        if (!heap_) return static_cast<unsigned char>(small_[inline_capacity]);
        std::size_t n;
        std::memcpy(&n, small_, sizeof n);
        return n;
    }
    bool empty() const noexcept { return size() == 0; }
    char operator[](std::size_t i) const noexcept { return data()[i]; }
    char front() const noexcept { return data()[0]; }
    char back() const noexcept { return data()[size() - 1]; }
    const char* begin() const noexcept { return data(); }
    const char* end() const noexcept { return data() + size(); }
    std::size_t find(std::string_view s, std::size_t from = 0) const noexcept { return view().find(s, from); }
    std::size_t find(char c, std::size_t from = 0) const noexcept { return view().find(c, from); }
    bool starts_with(std::string_view s) const noexcept { return view().starts_with(s); }
    bool ends_with(std::string_view s) const noexcept { return view().ends_with(s); }
    std::string_view substr(std::size_t from, std::size_t n = std::string_view::npos) const { return view().substr(from, n); }

    // (two: with one for any text, `a == b` of two token_texts is ambiguous between it and its
    // reversed form; no constructor from const char*, or `t == "e4"` would be)
    friend bool operator==(const token_text& a, const token_text& b) noexcept { return a.view() == b.view(); }
    friend bool operator==(const token_text& a, std::string_view b) noexcept { return a.view() == b; }
    friend std::ostream& operator<<(std::ostream& o, const token_text& t) { return o << t.view(); }
    // (a by value: one overload for a std::string, a temporary one or a literal, appended in place)
    friend std::string operator+(std::string a, const token_text& b) { return std::move(a.append(b.view())); }
    friend std::string operator+(const token_text& a, std::string_view b) { return std::string(a.view()).append(b); }

private:
    char small_[inline_capacity + 1] = {}; //!< the text and, last, its length; on the heap: the length first
    char* heap_ = nullptr;                 //!< a text longer than inline_capacity
};

//! One main-line move as written (no move number, annotations glued on stay).
struct san_token {
    token_text text;
    source_pos at;
    std::uint32_t move_number = 1; //!< counted from the game's start (FEN tag fullmove number, 0 read as 1; else 1)
    color side = color::white;     //!< the side that plays it, counted from the start position
    //! The move number written immediately before this token in the main line (since the
    //! previous main-line token; numbers inside variations do not count), 0 if none. A number
    //! of more than 9 digits reads as 4294967295; a written `0` is indistinguishable from none.
    std::uint32_t written_number = 0;
    //! That number was written `N...` (two or more periods, blanks allowed between: `N. ...`)
    //! or `N…` (U+2026): the writer says black plays this move.
    bool written_ellipsis = false;
};

//! A brace comment `{…}` of the main line, kept when reader_options::keep_comments is set: the
//! text between the braces (a `\}` or `\\` read as the character escaped, line breaks as LF), and
//! the main-line moves read before it — the comment follows move `after` (1-based; 0: before the
//! first move: those of the tag section too). Comments inside variations are not kept.
struct comment {
    std::size_t after = 0;
    source_pos at; //!< the '{'
    std::string text;
};

enum class pgn_errc : std::uint8_t {
    // errors: the game is unreadable
    nul_byte,             //!< a NUL byte (binary data)
    control_character,    //!< another control character outside comments
    unexpected_character, //!< a character that starts no PGN token here
    tag_name_expected,    //!< '[' not followed by a tag name
    tag_value_expected,   //!< tag name not followed by a quoted string
    tag_close_expected,   //!< tag value not followed by ']'
    tag_value_line_break, //!< a line break inside a tag value
    unterminated_tag,     //!< the input ends inside a tag pair
    unterminated_comment, //!< a '{' comment not closed (end of input, or a new game's tag line)
    string_in_movetext,   //!< a quoted string outside a tag pair
    unmatched_close,      //!< ')' with no open variation
    variation_too_deep,   //!< more nested variations than reader_options::max_depth
    unclosed_variation,   //!< a result, a new tag section or the end of input inside a variation
    bad_nag,              //!< '$' not followed by digits
    token_too_long,       //!< a token or tag name longer than reader_options::max_token
    tags_too_large,       //!< the game's tags exceed reader_options::max_tag_bytes
    too_many_plies,       //!< the main line exceeds reader_options::max_plies
    // warnings: the game is read, but not as written by the standard
    missing_result,       //!< no result token before the next tag section or the end of input
    move_number_mismatch, //!< a move number that does not match the moves before it
    result_tag_mismatch,  //!< the result token differs from the Result tag
    unicode_result,       //!< a result written with a Unicode dash or ½ (`1–0`, `½-½`): read as 1-0, 0-1, 1/2-1/2
    invisible_character,  //!< a byte-order mark or zero-width space (U+FEFF, U+200B-U+200D, U+2060) read as blank
    tag_value_unterminated, //!< a tag value with no closing quote on a line ending in `]`: the value ends before it
    tag_value_unescaped_quote, //!< a quote inside a tag value not escaped by a backslash (The "Best" Player): kept in the value
};

constexpr bool is_warning(pgn_errc c) noexcept { return c >= pgn_errc::missing_result; }

constexpr std::string_view name(pgn_errc c) noexcept {
    constexpr std::string_view names[] = {
        "nul_byte", "control_character", "unexpected_character", "tag_name_expected", "tag_value_expected",
        "tag_close_expected", "tag_value_line_break", "unterminated_tag", "unterminated_comment",
        "string_in_movetext", "unmatched_close", "variation_too_deep", "unclosed_variation", "bad_nag",
        "token_too_long", "tags_too_large", "too_many_plies", "missing_result", "move_number_mismatch",
        "result_tag_mismatch", "unicode_result", "invisible_character", "tag_value_unterminated",
        "tag_value_unescaped_quote"};
    return names[static_cast<int>(c)];
}

//! Which of the reader's findings (a code has several cases: where the input ended, what was
//! open, which token was too long). Its words are prose/pgn.hpp's.
enum class pgn_finding : std::uint8_t {
    no_result_at_end,              //!< missing_result: the input ends
    no_result_before_tags,         //!< missing_result: the next tag section begins
    no_movetext_no_result,         //!< missing_result: tags, then the next tag section
    variation_open_at_end,         //!< unclosed_variation (at: the '('): the input ends
    variation_open_before_tags,    //!< unclosed_variation: the next tag section begins at `cited`
    variation_open_before_result,  //!< unclosed_variation: the result `written` at `cited`
    nul_byte,                      //!< a NUL byte in movetext
    nul_in_comment,                //!< a NUL byte in a comment
    nul_in_tag_value,              //!< a NUL byte in the value of tag `name`
    string_in_movetext,            //!< a quoted string outside a tag pair
    variation_too_deep,            //!< deeper than `number`
    unmatched_close,               //!< ')' closing no variation
    bad_nag,                       //!< '$' without digits
    nag_too_long,                  //!< a NAG longer than `number` bytes
    control_character,             //!< the control character `byte` in movetext
    unexpected_character,          //!< the ASCII `byte` in movetext
    unexpected_non_ascii,          //!< the non-ASCII `byte`, no move, comment or annotation
    too_many_plies,                //!< more than `number` main-line moves
    move_number_mismatch,          //!< the move number `written` where `number` is due
    result_tag_mismatch,           //!< the result `written` against the Result tag's `value`
    token_too_long,                //!< a movetext token longer than `number` bytes
    invisible_character,           //!< the code point `number` read as a blank
    unicode_result,                //!< the result `written` read as `value`
    comment_open_at_end,           //!< unterminated_comment (at: the '{'): the input ends
    comment_open_before_next_game, //!< unterminated_comment: the next game's tag line begins at `cited`
    tag_value_unterminated,        //!< tag `name`'s value without its closing quote, read as `value`
    tag_name_expected,             //!< '[' followed by `byte`
    tag_name_too_long,             //!< a tag name longer than `number` bytes
    tag_value_expected,            //!< tag `name` followed by `byte`, not a quoted value
    tag_value_open_at_end,         //!< the value of tag `name` open at the end of input
    tag_value_line_break,          //!< a line break inside the value of tag `name`
    tag_value_unescaped_quote,     //!< a '"' inside tag `name`'s value, kept: the value read is `value`
    tag_close_expected,            //!< tag `name`'s value followed by `byte`, not ']'
    tags_too_large,                //!< the game's tags exceed `number` bytes
};

//! An error or a warning of the reader: its code, where, which case, and the evidence that case
//! names (the other fields stay empty). prose::describe(const pgn_error&) words it.
struct pgn_error {
    pgn_errc code{};
    source_pos at;
    pgn_finding what{};
    source_pos cited;         //!< a second place the finding names (a tag section, a result, the next game's tag line)
    std::string name;         //!< the tag concerned
    std::string written;      //!< the text as written: a move number, a result
    std::string value;        //!< the text as read: a tag's value, the Result tag's value, the result read
    std::uint64_t number = 0; //!< the limit exceeded, the move number due, the code point read as a blank
    int byte = 0;             //!< the byte found (-1: the end of input)
};

struct game {
    std::uint64_t index = 0; //!< 1-based, in input order (unreadable games count)
    source_pos start;        //!< first byte of the game
    std::vector<tag> tags;
    std::vector<san_token> moves; //!< the main line
    std::string result;           //!< "1-0", "0-1", "1/2-1/2", "*", or empty if none was read
    source_pos result_at;
    std::optional<pgn_error> error; //!< set: the game is unreadable (what was read before stays)
    std::vector<pgn_error> warnings;
    std::vector<comment> comments; //!< the main line's brace comments, in order (reader_options::keep_comments; else empty)
    //! Not part of the record: the heap buffers of the comments of the games read before into
    //! this object (up to 1 KB each), kept by clear() and taken again by the reader: a game object
    //! read into over and over stops allocating for its comments once it has held as many.
    std::vector<std::string> spare_texts;

    bool readable() const noexcept { return !error.has_value(); }
    //! The value of the first tag called `name`, if any.
    std::optional<std::string_view> tag_value(std::string_view name) const noexcept {
        for (const tag& t : tags)
            if (t.name == name) return std::string_view(t.value);
        return std::nullopt;
    }
    void clear() {
        index = 0;
        start = {};
        tags.clear();
        moves.clear();
        result.clear();
        result_at = {};
        error.reset();
        warnings.clear();
        for (comment& c : comments) keep_spare(c.text);
        comments.clear();
    }
    //! A new main-line comment at the end of `comments`, its text empty (a spare buffer).
    comment& add_comment() {
        comment& k = comments.emplace_back();
        take_spare(k.text);
        return k;
    }

private:
    //! s (empty) takes a spare buffer, if there is one.
    void take_spare(std::string& s) {
        if (spare_texts.empty()) return;
        s = std::move(spare_texts.back());
        s.clear();
        spare_texts.pop_back();
    }
    void keep_spare(std::string& s) {
        if (s.capacity() > std::string().capacity() && s.capacity() <= 1024) spare_texts.push_back(std::move(s));
    }
};

//! The main line's SAN tokens as written, the first `n` of them (all by default): what the audit
//! replays and what the reports cite.
inline std::vector<std::string_view> move_texts(const game& g, std::size_t n = static_cast<std::size_t>(-1)) {
    const std::size_t k = n < g.moves.size() ? n : g.moves.size();
    std::vector<std::string_view> out(k);
    for (std::size_t i = 0; i < k; ++i) out[i] = g.moves[i].text;
    return out;
}

//! The index of the first main-line move whose written number contradicts the count from the
//! start — the move's move_number and side, counted from the FEN tag's side to move and fullmove
//! number (0 read as 1), else from 1. with white — or nullopt if none does. A move contradicts
//! the count when
//!  - a number is written before it (written_number != 0) and differs from its move_number, or
//!  - it is written `N...` / `N…` but white plays it by the count, or
//!  - it is the game's first move, black plays it by the count, and a number is written before it
//!    without the ellipsis (`23. Kxf7` where black is to move).
//! Moves written without a number never contradict it (`e4 e5 2. Nf3` is fine). Examples, with
//! no FEN tag: the fragment `23. Nf3 Nc6 24. e4` breaks at 0 (23 written, 1 counted); `1... e5`
//! at 0 (an ellipsis on white's move); `1. e4 e5 2. Nf3 1. d4` (games run together: the count
//! restarts at 1) at 3. The numbering is not the audit's business (the moves are read as
//! counted), but a break tells a record whose start is unknown or that holds two games.
inline std::optional<std::size_t> first_numbering_break(const game& g) noexcept {
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const san_token& t = g.moves[i];
        if (t.written_number == 0) continue;
        if (t.written_number != t.move_number) return i;
        if (t.written_ellipsis && t.side == color::white) return i;
        if (!t.written_ellipsis && t.side == color::black && i == 0) return i;
    }
    return std::nullopt;
}

struct reader_options {
    std::size_t buffer_size = 1 << 16;   //!< input buffer, bytes
    std::uint32_t max_depth = 255;       //!< nested variations
    std::size_t max_token = 255;         //!< bytes in one movetext token or tag name
    std::size_t max_tag_bytes = 4 << 20; //!< names + values of one game's tags
    std::size_t max_plies = 20000;       //!< main-line moves (the longest legal game is < 17,700 plies)
    std::size_t max_warnings = 16;       //!< further warnings of a game are dropped
    //! Read the common movetext in one pass over the buffer (read_movetext's fast paths). Off, every
    //! token goes through read_movetext's loop: the same games either way (unit_pgn compares them).
    bool one_pass_movetext = true;
    //! Keep the main line's brace comments in game::comments (the audit's watchers read them with
    //! the ply they follow). Off, a comment is only skipped.
    bool keep_comments = false;
};

//! Bytes that are not valid UTF-8 read as Latin-1 and converted, valid UTF-8 kept: what the
//! JSON and HTML reports do with tag values (PGN's standard character set is Latin-1; most
//! files today are UTF-8).
inline std::string to_utf8(std::string_view bytes) {
    std::string out;
    out.reserve(bytes.size());
    const auto u = [&](std::size_t i) { return static_cast<unsigned char>(bytes[i]); };
    std::size_t i = 0;
    while (i < bytes.size()) {
        const unsigned char c = u(i);
        std::size_t len = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
        bool ok = len > 0 && i + len <= bytes.size();
        for (std::size_t k = 1; ok && k < len; ++k) ok = (u(i + k) & 0xC0) == 0x80;
        if (ok && len == 3) ok = !(c == 0xE0 && u(i + 1) < 0xA0) && !(c == 0xED && u(i + 1) >= 0xA0);
        if (ok && len == 4) ok = !(c == 0xF0 && u(i + 1) < 0x90) && !(c == 0xF4 && u(i + 1) >= 0x90);
        if (ok) {
            out.append(bytes.substr(i, len));
            i += len;
        } else {
            out += static_cast<char>(0xC0 | (c >> 6));
            out += static_cast<char>(0x80 | (c & 0x3F));
            ++i;
        }
    }
    return out;
}

namespace detail {

// Character classes by table (the reader's hot loops); c may be -1 (end of input).
enum : std::uint8_t { cc_digit = 1, cc_alpha = 2, cc_symbol = 4, cc_blank = 8, cc_newline = 16, cc_plain_value = 32, cc_plain_comment = 64 };
inline constexpr auto char_classes = [] {
    std::array<std::uint8_t, 256> t{};
    for (int c = 0; c < 256; ++c) {
        std::uint8_t k = 0;
        if (c >= '0' && c <= '9') k |= cc_digit | cc_symbol;
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')) k |= cc_alpha | cc_symbol;
        if (c == '_' || c == '+' || c == '#' || c == '=' || c == ':' || c == '-' || c == '/') k |= cc_symbol;
        if (c == ' ' || c == '\t' || c == '\v' || c == '\f') k |= cc_blank;
        if (c == '\n' || c == '\r') k |= cc_newline;
        if (c != '"' && c != '\\' && c != '\n' && c != '\r' && c != 0) k |= cc_plain_value;
        if (c != '}' && c != '\\' && c != '\n' && c != '\r' && c != 0) k |= cc_plain_comment;
        t[static_cast<std::size_t>(c)] = k;
    }
    return t;
}();
constexpr bool has_class(int c, std::uint8_t k) noexcept {
    return static_cast<unsigned>(c) < 256 && (char_classes[static_cast<std::size_t>(c)] & k) != 0;
}
//! The reader's fast movetext path (fast_movetext): the bytes a plain SAN move begins with (a-h, N B R Q
//! K, O) and the bytes it may hold (also 1-8, x, =, +, #, -). Anything else goes to read_movetext's loop.
enum : std::uint8_t { fs_start = 1, fs_char = 2 };
inline constexpr auto fast_san_classes = [] {
    std::array<std::uint8_t, 256> t{};
    for (const char c : std::string_view("abcdefghNBRQKO")) t[static_cast<unsigned char>(c)] = fs_start | fs_char;
    for (const char c : std::string_view("12345678x=+#-")) t[static_cast<unsigned char>(c)] = fs_char;
    return t;
}();
constexpr bool is_digit(int c) noexcept { return has_class(c, cc_digit); }
constexpr bool is_alpha(int c) noexcept { return has_class(c, cc_alpha); }
constexpr bool is_symbol_start(int c) noexcept { return has_class(c, cc_digit | cc_alpha); }
constexpr bool is_symbol_char(int c) noexcept { return has_class(c, cc_symbol); }
constexpr bool is_blank(int c) noexcept { return has_class(c, cc_blank); }
constexpr bool is_newline(int c) noexcept { return has_class(c, cc_newline); }
constexpr bool is_space(int c) noexcept { return has_class(c, cc_blank | cc_newline); }
constexpr bool is_glyph_char(int c) noexcept { return c == '+' || c == '-' || c == '=' || c == '/' || c == '~'; }


//! Symbol tokens that are annotations, not moves (ChessBase and others write them as words).
inline bool is_annotation_word(std::string_view t) noexcept {
    switch (t.empty() ? 0 : t[0]) {
    case 'N': return t.size() == 1;
    case 'D': return t.size() == 1;
    case 'R': return t == "RR";
    case 'T': return t == "TN";
    case 'i': return t == "inf";
    case 'e': return t == "ep" || t == "e.p.";
    default: return false;
    }
}

//! Code point of a valid UTF-8 sequence in `s`, or -1.
inline long decode_utf8(std::string_view s, std::size_t& i) noexcept {
    const auto u = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
    const unsigned char c = u(i);
    std::size_t len = c < 0x80 ? 1 : (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
    if (len == 0 || i + len > s.size()) return -1;
    long cp = len == 1 ? c : len == 2 ? (c & 0x1F) : len == 3 ? (c & 0x0F) : (c & 0x07);
    for (std::size_t k = 1; k < len; ++k) {
        if ((u(i + k) & 0xC0) != 0x80) return -1;
        cp = (cp << 6) | (u(i + k) & 0x3F);
    }
    i += len;
    return cp;
}

//! A figurine (♔–♟, U+2654–U+265F) as its SAN letter, else 0.
constexpr char figurine_letter(long cp) noexcept {
    if (cp < 0x2654 || cp > 0x265F) return 0;
    return "KQRBNP"[(cp - 0x2654) % 6];
}

//! An annotation glyph written in Unicode (±, ∓, ⩲, ∞, □, → …): U+00B1, U+00D7 or U+2000–U+2BFF
//! except figurines.
constexpr bool is_unicode_glyph(long cp) noexcept {
    return cp == 0xB1 || cp == 0xD7 || (cp >= 0x2000 && cp <= 0x2BFF && figurine_letter(cp) == 0);
}

//! The length of a result written at the start of `t` with Unicode dashes or halves, or in the
//! standard form — `1-0`, `0-1`, `1/2-1/2`, each dash also U+2013 (–), U+2014 (—) or U+2212 (−),
//! each `1/2` also U+00BD (½): `1–0`, `½-½`, `1/2–1/2`, `½–½` — with its standard form in `norm`;
//! 0 (norm empty) if none.
constexpr std::size_t result_prefix(std::string_view t, std::string_view& norm) noexcept {
    norm = {};
    std::size_t i = 0;
    const auto side = [&](int& v) { // 2: one half
        if (t.substr(i, 3) == "1/2") i += 3, v = 2;
        else if (t.substr(i, 2) == "\xC2\xBD") i += 2, v = 2;
        else if (i < t.size() && (t[i] == '1' || t[i] == '0')) v = t[i++] - '0';
        else return false;
        return true;
    };
    int a = -1, b = -1;
    if (!side(a)) return 0;
    if (i < t.size() && t[i] == '-') ++i;
    else if (t.substr(i, 3) == "\xE2\x80\x93" || t.substr(i, 3) == "\xE2\x80\x94" || t.substr(i, 3) == "\xE2\x88\x92") i += 3;
    else return 0;
    if (!side(b)) return 0;
    if (a == 1 && b == 0) norm = "1-0";
    else if (a == 0 && b == 1) norm = "0-1";
    else if (a == 2 && b == 2) norm = "1/2-1/2";
    else return 0;
    return i;
}

//! A result value in its standard form: `1–0`, `½-½` … as `1-0`, `1/2-1/2` (see result_prefix);
//! any other text as it is. What result_tag_mismatch compares.
constexpr std::string_view normalised_result(std::string_view v) noexcept {
    std::string_view norm;
    return result_prefix(v, norm) == v.size() && !norm.empty() ? norm : v;
}

//! The code point of an invisible character read as blank, from its first two bytes (see
//! reader::invisible_length): U+FEFF, U+2060, or U+200B for the zero-width U+200B-U+200D.
constexpr std::uint32_t invisible_code_point(int b1, int b2) noexcept {
    if (b1 == 0xEF) return 0xFEFF;
    if (b1 == 0xE2 && b2 == 0x81) return 0x2060;
    return 0x200B;
}

//! A main-line move that an en-passant mark written apart (`exd6 e.p.`) belongs to: a pawn
//! capture to rank 3 or 6, `[a-h][x:]?[a-h][36]`, check marks allowed after it.
inline bool en_passant_capture_shape(std::string_view t) noexcept {
    while (!t.empty() && (t.back() == '+' || t.back() == '#')) t.remove_suffix(1);
    if (t.size() == 4) return t[0] >= 'a' && t[0] <= 'h' && (t[1] == 'x' || t[1] == ':') && t[2] >= 'a' && t[2] <= 'h' && (t[3] == '3' || t[3] == '6');
    return t.size() == 3 && t[0] >= 'a' && t[0] <= 'h' && t[1] >= 'a' && t[1] <= 'h' && (t[2] == '3' || t[2] == '6');
}

} // namespace detail

//! Reads games one by one from a stream. `next(g)` fills `g` with the next game (readable or
//! not) and returns true, or returns false at the end of input. Never throws on bad input.
class reader {
public:
    explicit reader(std::istream& in, reader_options opt = {})
        : sb_(in.rdbuf()), opt_(opt), buf_(std::max<std::size_t>(opt.buffer_size, 64)) {}

    bool next(game& g) {
        g.clear();
        for (;;) {
            if (!start_game(g)) return false;
            read_game(g);
            if (g.error) resync_if_needed();
            if (g.error || !g.tags.empty() || !g.moves.empty() || !g.result.empty()) {
                g.index = ++count_;
                return true;
            }
            g.clear(); // only comments or escape lines: not a game
        }
    }

    //! Bytes held by the input buffer (fixed; for tests of bounded memory).
    std::size_t buffer_capacity() const noexcept { return buf_.capacity(); }
    std::uint64_t bytes_consumed() const noexcept { return base_ + pos_; }
    std::uint64_t games_read() const noexcept { return count_; }

private:
    // ---- bytes -----------------------------------------------------------------------------
    static constexpr int eof = -1;

    //! The byte k positions ahead (k < 16), or eof.
    //! The byte k ahead (eof past the end). Small on purpose, so that it inlines: the refill is out of line.
#if defined(__GNUC__)
    [[gnu::always_inline]]
#endif
    int peek(std::size_t k = 0) {
        if (pos_ + k < end_) [[likely]]
            return static_cast<unsigned char>(buf_[pos_ + k]);
        return peek_refill(k);
    }
#if defined(__GNUC__)
    [[gnu::noinline]]
#endif
    int peek_refill(std::size_t k) {
        if (!fill(k + 1)) return eof;
        return static_cast<unsigned char>(buf_[pos_ + k]);
    }
    bool fill(std::size_t need) {
        if (end_of_input_) return pos_ + need <= end_;
        if (pos_ > 0) {
            std::copy(buf_.begin() + static_cast<std::ptrdiff_t>(pos_), buf_.begin() + static_cast<std::ptrdiff_t>(end_), buf_.begin());
            end_ -= pos_;
            base_ += pos_;
            pos_ = 0;
        }
        const std::size_t want = bom_checked_ ? need : std::max<std::size_t>(need, 3);
        while (end_ < want && !end_of_input_) {
            const auto got = sb_ ? sb_->sgetn(buf_.data() + end_, static_cast<std::streamsize>(buf_.size() - end_)) : 0;
            if (got <= 0) end_of_input_ = true;
            else end_ += static_cast<std::size_t>(got);
        }
        if (!bom_checked_) {
            bom_checked_ = true;
            if (end_ >= 3 && buf_[0] == '\xEF' && buf_[1] == '\xBB' && buf_[2] == '\xBF') {
                pos_ = 3;
                line_start_ = 3; // the byte after the mark is column 1
                return fill(need);
            }
        }
        return pos_ + need <= end_;
    }
    //! Consumes one byte; a CR, an LF or a CRLF pair is one line break.
#if defined(__GNUC__)
    [[gnu::always_inline]]
#endif
    void advance() {
        const char c = buf_[pos_++];
        if (c == '\n' || c == '\r') [[unlikely]]
            line_break(c);
    }
    //! After consuming the line break c: the next byte begins a line (an LF right after a CR
    //! ends the same line break).
    void line_break(char c) noexcept {
        const std::uint64_t off = base_ + pos_;
        if (c == '\r') {
            ++line_;
            cr_end_ = off;
        } else if (cr_end_ != off - 1) {
            ++line_;
        }
        line_start_ = off;
    }
    //! Consumes the bytes at the cursor, up to `max`, for which `keep(byte)` holds and that are
    //! not line breaks; appends them to `out` if given. Fast path over the buffer.
    template <class Pred>
    std::size_t advance_while(Pred keep, std::string* out = nullptr, std::size_t max = static_cast<std::size_t>(-1)) {
        std::size_t total = 0;
        for (;;) {
            if (pos_ >= end_ && !fill(1)) return total;
            const char* b = buf_.data() + pos_;
            const char* e = buf_.data() + end_;
            const char* q = b;
            const char* const lim = max - total < static_cast<std::size_t>(e - b) ? b + (max - total) : e; // total < max here
            while (q < lim && keep(static_cast<unsigned char>(*q))) ++q;
            const auto n = static_cast<std::size_t>(q - b);
            if (out) out->append(b, n);
            pos_ += n;
            total += n;
            if (q < e || total >= max) return total;
        }
    }

    //! Consumes a line break (CRLF as one) if there is one.
    void skip_newline() {
        if (peek() == '\r') {
            advance();
            if (peek() == '\n') advance();
        } else if (peek() == '\n') {
            advance();
        }
    }
    bool at_line_start() const noexcept { return base_ + pos_ == line_start_; }
    source_pos pos() const noexcept {
        source_pos p;
        p.line = line_;
        p.column = static_cast<std::uint32_t>(base_ + pos_ - line_start_ + 1);
        return p;
    }
    bool looking_at(std::string_view s) {
        for (std::size_t i = 0; i < s.size(); ++i)
            if (peek(i) != static_cast<unsigned char>(s[i])) return false;
        return true;
    }

    // ---- errors ----------------------------------------------------------------------------
    //! A finding with no evidence beyond its place, or with the evidence set by `fill`.
    static pgn_error finding(pgn_errc c, source_pos at, pgn_finding what) { return pgn_error{c, at, what, {}, {}, {}, {}, 0, 0}; }
    void fail(game& g, pgn_error e) {
        if (!g.error) g.error = std::move(e);
    }
    void warn(game& g, pgn_error e) {
        if (g.warnings.size() < opt_.max_warnings) g.warnings.push_back(std::move(e));
    }
    void fail(game& g, pgn_errc c, source_pos at, pgn_finding what) { fail(g, finding(c, at, what)); }
    void warn(game& g, pgn_errc c, source_pos at, pgn_finding what) { warn(g, finding(c, at, what)); }
    //! A finding whose evidence is a number (a limit, a move number due, a code point).
    void fail_n(game& g, pgn_errc c, source_pos at, pgn_finding what, std::uint64_t n) {
        pgn_error e = finding(c, at, what);
        e.number = n;
        fail(g, std::move(e));
    }
    //! A finding whose evidence is the byte found (-1: the end of input) and the tag concerned.
    void fail_b(game& g, pgn_errc c, source_pos at, pgn_finding what, int byte, std::string_view tag_name = {}) {
        pgn_error e = finding(c, at, what);
        e.byte = byte;
        e.name = tag_name;
        fail(g, std::move(e));
    }

    // ---- game structure ----------------------------------------------------------------------
    //! Skips blanks and `%` lines before a game; false at end of input.
    bool start_game(game& g) {
        for (;;) {
            const int c = peek();
            if (c == eof) return false;
            if (detail::is_space(c)) {
                advance();
            } else if (c >= 0x80 && invisible_length() > 0) {
                skip_invisible(g);
            } else if (c == '%' && at_line_start()) {
                skip_line_rest();
            } else {
                g.start = pos();
                return true;
            }
        }
    }

    void skip_line_rest() {
        while (peek() != eof && !detail::is_newline(peek())) advance();
    }

    // ---- one game: the tag section, then the movetext ------------------------------------------
    //! Reads one game from its first byte: its tag section, then its movetext, up to the result,
    //! the next tag section, the end of input or an error.
    void read_game(game& g) {
        if (read_tag_section(g)) read_movetext(g);
    }

    //! The tag section: tag pairs (read_tag), with the blanks, line breaks, invisible characters,
    //! comments and `%` lines around them. True when a movetext token follows (the cursor is at
    //! it, nothing of it consumed); false when the game ends first — at the end of input (with
    //! a missing_result warning if it has tags), at a tag pair that begins the next game
    //! (starts_new_section: the game is a tags-only record, see the file comment), or at an error.
    bool read_tag_section(game& g) {
        std::size_t tag_bytes = 0;           // names and values of the tags read (max_tag_bytes)
        bool line_has_text = false;          // the current line holds something besides blanks
        std::uint32_t blanks_after_tags = 0; // blank lines since the last tag pair, counted up to 2
        for (;;) {
            if (g.error) return false;
            const int c = peek();
            if (c == eof) {
                if (!g.tags.empty()) warn(g, pgn_errc::missing_result, pos(), pgn_finding::no_result_at_end);
                return false;
            }
            if (detail::is_blank(c)) {
                advance_while([](int b) { return detail::is_blank(b); });
                continue;
            }
            if (detail::is_newline(c)) {
                skip_newline(); // CRLF is one line break: the line after it is not blank
                if (!line_has_text && !g.tags.empty() && blanks_after_tags < 2) ++blanks_after_tags;
                line_has_text = false;
                continue;
            }
            if (c >= 0x80 && invisible_length() > 0) { // read as a blank (a BOM before a tag line, a zero-width space)
                skip_invisible(g);
                continue;
            }
            line_has_text = true;
            if (c == '%' && at_line_start()) {
                skip_line_rest();
            } else if (c == ';') {
                skip_line_rest();
            } else if (c == '{') {
                if (opt_.keep_comments) [[unlikely]] { // (one before the tags or after them: before the first move)
                    comment& k = g.add_comment();
                    k.at = pos();
                    skip_comment(g, &k.text);
                } else {
                    skip_comment(g);
                }
            } else if (c == '[') {
                if (!g.tags.empty() && starts_new_section(g, blanks_after_tags)) {
                    warn(g, pgn_errc::missing_result, pos(), pgn_finding::no_movetext_no_result);
                    return false; // the '[' begins the next game
                }
                read_tag(g, tag_bytes);
                blanks_after_tags = 0;
            } else {
                return true;
            }
        }
    }

    //! What the movetext's parts share while one game's movetext is read: the variations open,
    //! the main line's count and numbering, the move number written before the next move.
    struct movetext_state {
        bool after_number = false; //!< the last token was a move number (periods may follow)
        std::uint32_t depth = 0;   //!< variations open
        source_pos outer_open{};   //!< the outermost open '('
        std::uint64_t ply = 0;     //!< main-line plies read
        color start_side = color::white;
        std::uint32_t start_number = 1;
        bool numbers_checked = false;   //!< start_side and start_number set (start_numbering)
        bool mismatch_reported = false; //!< a move_number_mismatch warned (once per game)
        std::uint32_t written_number = 0; //!< the main-line move number written since the last move
        bool written_ellipsis = false;
        std::uint32_t written_periods = 0;
        bool en_passant_may_follow = false; //!< the last token was a main-line pawn capture to rank 3 or 6

        color ply_side(std::uint64_t k) const noexcept {
            return ((k + (start_side == color::black ? 1 : 0)) % 2) ? color::black : color::white;
        }
        std::uint32_t ply_number(std::uint64_t k) const noexcept {
            return static_cast<std::uint32_t>(start_number + (k + (start_side == color::black ? 1 : 0)) / 2);
        }
    };

    //! What a movetext step did: read a token and go on, end the game (a result, the next tag
    //! section, an error), or leave a symbol token (move, number, result, word) in `t` to read.
    enum class step : std::uint8_t { next, end, symbol };

    //! The movetext, from its first token (the cursor at it) to the result, the next tag section
    //! (a '[', a missing_result warning), the end of input or an error. Main-line moves go to
    //! g.moves (read_symbol_token); comments, NAGs, glyphs and variations are skipped
    //! (read_punctuation; the lenient readings of non-ASCII bytes in read_non_ascii). The common
    //! bytes are read in one pass (fast_movetext, fast_variation); the loop reads the rest.
    void read_movetext(game& g) {
        movetext_state s;
        for (;;) {
            if (g.error) return;
            if (s.depth > 0 && opt_.one_pass_movetext) {
                fast_variation(g, s);
                if (g.error) return;
            }
            if (s.depth == 0 && s.numbers_checked && !s.en_passant_may_follow && opt_.one_pass_movetext) fast_movetext(g, s);
            const int c = peek();
            if (c == eof) {
                if (s.depth > 0)
                    fail(g, pgn_errc::unclosed_variation, s.outer_open, pgn_finding::variation_open_at_end);
                else
                    warn(g, pgn_errc::missing_result, pos(), pgn_finding::no_result_at_end);
                return;
            }
            const source_pos at = pos();
            if (detail::is_blank(c)) {
                if (pos_ + 1 < end_ && !detail::is_blank(static_cast<unsigned char>(buf_[pos_ + 1]))) { // one blank between tokens
                    ++pos_;
                } else {
                    advance_while([](int b) { return detail::is_blank(b); });
                }
                continue;
            }
            if (detail::is_newline(c)) {
                skip_newline();
                continue;
            }
            if (c >= 0x80 && invisible_length() > 0) { // read as a blank (a zero-width space)
                skip_invisible(g);
                continue;
            }
            const bool glue_en_passant = s.en_passant_may_follow;
            s.en_passant_may_follow = false;
            // The token: a view of the input buffer (the common case, symbol_in_buffer), of tok_, or
            // of a literal. A view of the buffer stays valid while nothing is peeked past the byte
            // after the symbol (a blank, a line break or a '.'), which is all the code below does
            // before the view is copied or dropped.
            std::string_view t;
            if (detail::is_symbol_start(c)) { // the common case first: a move, a move number, a result
                t = symbol_in_buffer();
                if (t.data() == nullptr) {
                    tok_.clear();
                    if (!read_symbol(g, tok_, at)) return;
                    if (peek() >= 0x80 && tok_.size() <= 4 && tok_.find_first_not_of("012/-") == std::string::npos &&
                        read_unicode_result(g, tok_, at)) { // `1–0`, `1/2–1/2` (lenient)
                        finish_result(g, tok_, at, s);
                        return;
                    }
                    t = tok_;
                }
            } else {
                const step k = read_punctuation(g, s, c, at, t);
                if (k == step::next) continue;
                if (k == step::end) return;
            }
            if (!read_symbol_token(g, s, t, at, glue_en_passant)) return;
        }
    }

    //! A movetext token at `c` (at `at`) that does not begin a symbol: a move number's periods, a
    //! comment, an escape line, a variation's bracket, a NAG, a glyph, `*`, a null move `--` (left
    //! in `t` as a symbol), the next tag section (ends the game) — or an error.
    step read_punctuation(game& g, movetext_state& s, int c, source_pos at, std::string_view& t) {
        if (c == '.' && s.after_number) { // "12." (the common case of the branch: first)
            ++pos_;
            if (s.depth == 0 && ++s.written_periods >= 2) s.written_ellipsis = true;
            return step::next;
        }
        if ((c == '%' && at_line_start()) || c == ';') {
            skip_line_rest();
            return step::next;
        }
        if (c == '{') {
            if (opt_.keep_comments && s.depth == 0) [[unlikely]] {
                comment& k = g.add_comment();
                k.after = static_cast<std::size_t>(s.ply);
                k.at = at;
                skip_comment(g, &k.text);
            } else {
                skip_comment(g);
            }
            return step::next;
        }
        if (c == '[') {
            if (s.depth > 0)
            {
                pgn_error e = finding(pgn_errc::unclosed_variation, s.outer_open, pgn_finding::variation_open_before_tags);
                e.cited = at;
                fail(g, std::move(e));
            }
            else
                warn(g, pgn_errc::missing_result, at, pgn_finding::no_result_before_tags);
            return step::end; // the '[' begins the next game
        }
        if (c == 0) {
            fail(g, pgn_errc::nul_byte, at, pgn_finding::nul_byte);
            return step::end;
        }
        if (c == '"') {
            fail(g, pgn_errc::string_in_movetext, at, pgn_finding::string_in_movetext);
            return step::end;
        }
        if (c == '(') {
            if (s.depth == opt_.max_depth) {
                fail_n(g, pgn_errc::variation_too_deep, at, pgn_finding::variation_too_deep, opt_.max_depth);
                return step::end;
            }
            if (s.depth++ == 0) s.outer_open = at;
            advance();
            s.after_number = false;
            return step::next;
        }
        if (c == ')') {
            if (s.depth == 0) {
                fail(g, pgn_errc::unmatched_close, at, pgn_finding::unmatched_close);
                return step::end;
            }
            --s.depth;
            advance();
            s.after_number = false;
            return step::next;
        }
        if (c == '$') {
            advance();
            if (!detail::is_digit(peek())) {
                fail(g, pgn_errc::bad_nag, at, pgn_finding::bad_nag);
                return step::end;
            }
            std::size_t n = 0;
            while (detail::is_digit(peek())) {
                advance();
                if (++n > opt_.max_token) {
                    fail_n(g, pgn_errc::token_too_long, at, pgn_finding::nag_too_long, opt_.max_token);
                    return step::end;
                }
            }
            s.after_number = false;
            return step::next;
        }
        if (c == '*') {
            advance();
            finish_result(g, "*", at, s);
            return step::end;
        }
        if (c == '!' || c == '?') {
            while (peek() == '!' || peek() == '?') advance();
            return step::next;
        }
        if (detail::is_glyph_char(c) && !(c == '-' && peek(1) == '-' && !detail::is_glyph_char(peek(2)))) {
            // +- -+ +/= = ~ … (a lone "--" is a null move, handled below as a SAN token)
            // (After a Unicode glyph, the byte that follows is looked at again, not consumed:
            // "~±Nc6" once lost the N, and "v~±" at the end of input advanced past it — fuzz_pgn.)
            while (detail::is_glyph_char(peek()) || peek() >= 0x80) {
                if (peek() < 0x80) advance();
                else if (!skip_unicode_glyph()) break;
            }
            s.after_number = false;
            return step::next;
        }
        if (c == '-') { // "--"
            advance();
            advance();
            t = "--";
            return step::symbol;
        }
        if (c == '@' && peek(1) == '@' && peek(2) == '@' && peek(3) == '@') { // "@@@@": a null move as UCI GUIs write it
            for (int k = 0; k < 4; ++k) advance();
            t = "@@@@";
            return step::symbol;
        }
        if (c >= 0x80) return read_non_ascii(g, s, c, at, t);
        if (c < 0x20 || c == 0x7F)
            fail_b(g, pgn_errc::control_character, at, pgn_finding::control_character, c);
        else
            fail_b(g, pgn_errc::unexpected_character, at, pgn_finding::unexpected_character, c);
        return step::end;
    }

    //! The lenient readings of a non-ASCII byte `c` in movetext (at `at`; invisible characters are
    //! blanks, read before): `…` after a move number (black's move), a result written with ½
    //! (`½-½`, a unicode_result warning), a figurine (♘ as N, the symbol left in `t`), a Unicode
    //! annotation glyph (skipped); anything else is an error.
    step read_non_ascii(game& g, movetext_state& s, int c, source_pos at, std::string_view& t) {
        if (c == 0xE2 && s.after_number && peek(1) == 0x80 && peek(2) == 0xA6) { // "12. …"
            for (int k = 0; k < 3; ++k) advance();
            if (s.depth == 0) s.written_ellipsis = true;
            return step::next;
        }
        tok_.clear();
        if (c == 0xC2 && peek(1) == 0xBD && read_unicode_result(g, tok_, at)) { // "½-½"
            finish_result(g, tok_, at, s);
            return step::end;
        }
        const char fig = figurine_at_cursor();
        if (fig == 0) {
            if (skip_unicode_glyph()) {
                s.after_number = false;
                return step::next;
            }
            fail_b(g, pgn_errc::unexpected_character, at, pgn_finding::unexpected_non_ascii, c);
            return step::end;
        }
        for (int k = 0; k < 3; ++k) advance();
        tok_ += fig;
        if (!read_symbol(g, tok_, at)) return step::end;
        t = tok_;
        return step::symbol;
    }

    //! A symbol token `t` read at `at`: a move number (checked against the count: a
    //! move_number_mismatch warning, once), a result (ends the game), an annotation word
    //! (skipped; an `e.p.` after a main-line capture glued to it, see glue_en_passant), a move
    //! inside a variation (skipped) or a main-line move, appended to g.moves. False when the game
    //! ends (a result, an error).
    bool read_symbol_token(game& g, movetext_state& s, std::string_view t, source_pos at, bool glue_en_passant) {
        // `0000` with no period after it stands where a move does: UCI's null move, a move token
        // (the audit reads it as 7.5.3's null move); any other run of digits is a move number
        if (std::all_of(t.begin(), t.end(), [](char ch) { return detail::is_digit(ch); }) && !(t == "0000" && peek() != '.' && peek() != 0xE2)) {
            read_move_number(g, s, t, at);
            return true;
        }
        s.after_number = false;
        if ((t[0] == '0' || t[0] == '1') && (t == "1-0" || t == "0-1" || t == "1/2-1/2")) {
            finish_result(g, t, at, s);
            return false;
        }
        if (t.size() <= 4 && detail::is_annotation_word(t)) {
            if (glue_en_passant && t[0] == 'e') append_en_passant_mark(g, t);
            return true;
        }
        if (s.depth > 0) return true;
        if (g.moves.size() == opt_.max_plies) {
            fail_n(g, pgn_errc::too_many_plies, at, pgn_finding::too_many_plies, opt_.max_plies);
            return false;
        }
        if (!s.numbers_checked) start_numbering(g, s);
        s.en_passant_may_follow = detail::en_passant_capture_shape(t);
        // (constructed whole: a text built from the view is cheaper than one assigned to)
        // (braces, not emplace_back's parentheses: clang 14 has no parenthesised aggregate initialisation)
        g.moves.push_back(san_token{token_text(t), at, s.ply_number(s.ply), s.ply_side(s.ply), s.written_number, s.written_ellipsis});
        s.written_number = 0;
        s.written_ellipsis = false;
        s.written_periods = 0;
        ++s.ply;
        return true;
    }

    //! A move number `t` (digits) read at `at`, with its periods or `…`: kept for the next
    //! main-line move (written_number, written_ellipsis) and checked against the count.
    void read_move_number(game& g, movetext_state& s, std::string_view t, source_pos at) {
        s.after_number = true;
        const bool ellipsis = peek() == 0xE2 && peek(1) == 0x80 && peek(2) == 0xA6; // "…"
        if (ellipsis)
            for (int k = 0; k < 3; ++k) advance();
        std::uint64_t written = 0;
        for (const char ch : t) written = written * 10 + static_cast<std::uint64_t>(ch - '0');
        if (s.depth == 0) {
            s.written_number = t.size() <= 9 ? static_cast<std::uint32_t>(written) : 0xFFFFFFFFu;
            s.written_ellipsis = ellipsis;
            s.written_periods = 0;
        }
        if (s.depth == 0 && !s.mismatch_reported) {
            if (!s.numbers_checked) start_numbering(g, s);
            const std::uint32_t due = s.ply_number(s.ply);
            const bool ok = t.size() <= 9 && written == due;
            if (!ok) {
                s.mismatch_reported = true;
                pgn_error e = finding(pgn_errc::move_number_mismatch, at, pgn_finding::move_number_mismatch);
                e.written = t;
                e.number = due;
                warn(g, std::move(e));
            }
        }
        for (; pos_ < end_ && buf_[pos_] == '.'; ++pos_) // its periods (as read_punctuation reads them, one pass here)
            if (s.depth == 0 && ++s.written_periods >= 2) s.written_ellipsis = true;
    }

    //! The lenient reading of an en-passant mark written apart after a main-line pawn capture to
    //! rank 3 or 6 (`exd6 e.p.`, `exd6 ep`): appended to that move's token, one blank between, for
    //! the SAN reader to flag (san_variant::en_passant_suffix).
    static void append_en_passant_mark(game& g, std::string_view mark) {
        g.moves.back().text += ' ';
        g.moves.back().text += mark;
    }

    //! Sets the main line's numbering, once, at its first move or move number: the FEN tag's side
    //! to move and fullmove number (0 read as 1, like the audit), else 1. with white. The audit
    //! validates the FEN itself.
    static void start_numbering(const game& g, movetext_state& s) {
        if (s.numbers_checked) return;
        s.numbers_checked = true;
        const auto fen = g.tag_value("FEN");
        if (!fen) return;
        std::string_view f = *fen;
        std::vector<std::string_view> fields;
        std::size_t i = 0;
        while (i < f.size() && fields.size() < 7) {
            while (i < f.size() && f[i] == ' ') ++i;
            const std::size_t b = i;
            while (i < f.size() && f[i] != ' ') ++i;
            if (i > b) fields.push_back(f.substr(b, i - b));
        }
        if (fields.size() >= 2 && fields[1] == "b") s.start_side = color::black;
        if (fields.size() >= 6 && !fields[5].empty() && fields[5].size() <= 6 &&
            std::all_of(fields[5].begin(), fields[5].end(), [](char ch) { return detail::is_digit(ch); }))
            s.start_number = std::max<std::uint32_t>(1, static_cast<std::uint32_t>(std::stoul(std::string(fields[5])))); // 0 as 1, like the audit
    }

    //! The one-pass loops' blank or line break at q (base: the buffer, e: its end): a blank, an
    //! LF or a CRLF (one line break) consumed, or false.
    bool blank_or_break(const char*& q, const char* base, const char* e) {
        const char ch = *q;
        if (ch == ' ') {
            ++q;
            return true;
        }
        if (ch == '\n' || (ch == '\r' && q + 1 < e && q[1] == '\n')) { // LF or CRLF: one line break
            if (ch == '\r') {
                pos_ = static_cast<std::size_t>(++q - base);
                line_break('\r');
            }
            pos_ = static_cast<std::size_t>(++q - base);
            line_break('\n');
            return true;
        }
        return false;
    }

    //! The movetext most records hold — `12. Nf3 Nc6 13. O-O` — read in one pass over the buffer:
    //! a move number with its periods, a SAN-shaped symbol (a-h, 1-8, x, N B R Q K, O, =, +, #, -)
    //! ended by a blank or an LF, single blanks, LF line breaks. It stops, consuming nothing of
    //! the token, at anything else and wherever read_movetext's loop would do more than read the
    //! token (a number that contradicts the count, an annotation word, a capture that an `e.p.`
    //! may follow, the ply limit, the end of the buffer): the loop then reads it, and every token
    //! comes out the same either way (unit_pgn reads every file with a 64-byte buffer too).
    void fast_movetext(game& g, movetext_state& s) {
        const char* const base = buf_.data();
        const char* const e = base + end_;
        const char* q = base + pos_;
        // the next main-line ply's number and side, kept as the loop goes (ply_number, ply_side)
        std::uint32_t number = s.ply_number(s.ply);
        color side = s.ply_side(s.ply);
        while (q < e) {
            const char ch = *q;
            if (blank_or_break(q, base, e)) continue;
            if (ch >= '0' && ch <= '9') { // a move number, then its periods
                const char* d = q;
                std::uint32_t written = 0;
                while (d < e && *d >= '0' && *d <= '9' && d - q < 9) written = written * 10 + static_cast<std::uint32_t>(*d++ - '0');
                if (d == e || *d != '.' || (!s.mismatch_reported && written != number)) break;
                s.written_number = written;
                s.written_ellipsis = false;
                s.written_periods = 0;
                for (; d < e && *d == '.'; ++d)
                    if (++s.written_periods >= 2) s.written_ellipsis = true;
                q = d;
                s.after_number = true;
                continue;
            }
            if (!(detail::fast_san_classes[static_cast<unsigned char>(ch)] & detail::fs_start)) break;
            const char* t = q + 1;
            while (t < e && (detail::fast_san_classes[static_cast<unsigned char>(*t)] & detail::fs_char)) ++t;
            const std::string_view tok(q, static_cast<std::size_t>(t - q));
            // (of the annotation words only `N` and `RR` are made of these bytes; a capture that an
            // `e.p.` may follow ends in 3 or 6, or in a check mark)
            const char last = t[-1];
            if (t == e || (*t != ' ' && *t != '\n' && *t != '\r') || tok.size() < 2 || tok.size() > opt_.max_token ||
                (tok.size() == 2 && q[0] == 'R' && q[1] == 'R') || g.moves.size() == opt_.max_plies ||
                ((last == '3' || last == '6' || last == '+' || last == '#') && detail::en_passant_capture_shape(tok)))
                break;
            pos_ = static_cast<std::size_t>(q - base);
            san_token& m = g.moves.emplace_back(); // (filled in place: no temporary string to move)
            if (tok.size() <= token_text::inline_capacity) [[likely]] m.text.assign_short(q, tok.size());
            else m.text.assign(tok);
            m.at = pos();
            m.move_number = number;
            m.side = side;
            number += side == color::black ? 1 : 0;
            side = ~side;
            m.written_number = s.written_number;
            m.written_ellipsis = s.written_ellipsis;
            s.written_number = 0;
            s.written_ellipsis = false;
            s.written_periods = 0;
            ++s.ply;
            s.after_number = false;
            q = t;
        }
        pos_ = static_cast<std::size_t>(q - base);
    }

    //! Inside a variation nothing is kept: its moves, numbers, NAGs, `!?` runs and comments are
    //! only skipped. The common bytes of one — SAN-shaped symbols and move numbers ended by a
    //! blank or a line break, periods after a number, single blanks, LF/CRLF, `(`, `)`, `$n`,
    //! `!`/`?` and brace comments — are read here in one pass, with read_movetext's effects on
    //! the state. It stops, consuming nothing of the token, at anything else (results, errors,
    //! glyphs, a token that reaches the end of the buffer, the nesting limit) and when the
    //! outermost variation closes (the main line again).
    void fast_variation(game& g, movetext_state& s) {
        for (;;) { // once per brace comment (skip_comment may refill the buffer)
            const char* const base = buf_.data();
            const char* const e = base + end_;
            const char* q = base + pos_;
            bool comment = false;
            while (q < e && s.depth > 0) {
                const char ch = *q;
                if (blank_or_break(q, base, e)) continue;
                if (ch >= '0' && ch <= '9') { // a move number (the loop checks none in a variation)
                    const char* d = q + 1;
                    while (d < e && *d >= '0' && *d <= '9') ++d;
                    if (d == e || static_cast<std::size_t>(d - q) > opt_.max_token || (*d != '.' && *d != ' ' && *d != '\n' && *d != '\r')) break;
                    while (d < e && *d == '.') ++d;
                    q = d;
                    s.after_number = true;
                } else if (ch == '.' && s.after_number) {
                    ++q;
                } else if (detail::fast_san_classes[static_cast<unsigned char>(ch)] & detail::fs_start) {
                    const char* t = q + 1;
                    while (t < e && (detail::fast_san_classes[static_cast<unsigned char>(*t)] & detail::fs_char)) ++t;
                    if (t == e || static_cast<std::size_t>(t - q) > opt_.max_token || (*t != ' ' && *t != '\n' && *t != '\r')) break;
                    q = t;
                    s.after_number = false;
                } else if (ch == '(') {
                    if (s.depth == opt_.max_depth) break;
                    ++s.depth;
                    ++q;
                    s.after_number = false;
                } else if (ch == ')') {
                    --s.depth;
                    ++q;
                    s.after_number = false;
                } else if (ch == '$') { // a NAG
                    const char* d = q + 1;
                    while (d < e && *d >= '0' && *d <= '9') ++d;
                    if (d == e || d == q + 1 || static_cast<std::size_t>(d - q - 1) > opt_.max_token) break;
                    q = d;
                    s.after_number = false;
                } else if (ch == '!' || ch == '?') {
                    while (q < e && (*q == '!' || *q == '?')) ++q;
                } else if (ch == '{') {
                    comment = true;
                    break;
                } else {
                    break;
                }
            }
            pos_ = static_cast<std::size_t>(q - base);
            if (!comment) return;
            skip_comment(g);
            if (g.error) return;
        }
    }
    //! A result token `tok` read at `at`: the game ends there (an error if a variation is open;
    //! a result_tag_mismatch warning if it differs from the Result tag).
    void finish_result(game& g, std::string_view tok, source_pos at, const movetext_state& s) {
        if (s.depth > 0) {
            pgn_error e = finding(pgn_errc::unclosed_variation, s.outer_open, pgn_finding::variation_open_before_result);
            e.written = tok;
            e.cited = at;
            fail(g, std::move(e));
            return;
        }
        g.result = tok;
        g.result_at = at;
        if (const auto r = g.tag_value("Result"); r && detail::normalised_result(*r) != tok)
            {
            pgn_error e = finding(pgn_errc::result_tag_mismatch, at, pgn_finding::result_tag_mismatch);
            e.written = tok;
            e.value = *r;
            warn(g, std::move(e));
        }
    }

    bool too_long(game& g, source_pos at) {
        fail_n(g, pgn_errc::token_too_long, at, pgn_finding::token_too_long, opt_.max_token);
        return false;
    }

    //! The common case of read_symbol at a symbol's first byte, taken only when it is certain:
    //! the whole symbol in the buffer, then a blank, a line break or a '.' (not after an 'e': `e.p.`)
    //! — nothing that read_symbol would glue on. Consumes it and returns a view of it in the buffer;
    //! a null view (nothing consumed) otherwise.
    std::string_view symbol_in_buffer() {
        const char* const b = buf_.data() + pos_;
        const char* const e = buf_.data() + end_;
        const char* q = b;
        while (q < e && detail::has_class(static_cast<unsigned char>(*q), detail::cc_symbol)) ++q;
        const auto n = static_cast<std::size_t>(q - b);
        if (q == e || n == 0 || n > opt_.max_token) return {};
        const auto next = static_cast<unsigned char>(*q);
        if (!(detail::is_space(next) || (next == '.' && q[-1] != 'e'))) return {};
        pos_ += n;
        return {b, n};
    }

    //! Reads a symbol token into tok (after a possible figurine already in it); glued `!?`
    //! annotations and a `(Q)` promotion stay part of it.
    bool read_symbol(game& g, std::string& tok, source_pos at) {
        advance_while([](int b) { return detail::is_symbol_char(b); }, &tok, opt_.max_token + 1 - std::min(tok.size(), opt_.max_token));
        if (tok.size() > opt_.max_token) return too_long(g, at);
        if (tok.size() == 1 && tok[0] == 'e' && peek() == '.' && looking_at(".p.")) { // "e.p.", an annotation
            for (int k = 0; k < 3; ++k) advance();
            tok = "e.p.";
            return true;
        }
        if (tok.size() > 1 && tok.back() == 'e' && peek() == '.' && looking_at(".p.")) { // "exf6e.p.": one SAN token
            for (int k = 0; k < 3; ++k) advance();
            tok += ".p.";
            advance_while([](int b) { return detail::is_symbol_char(b); }, &tok, opt_.max_token + 1 - std::min(tok.size(), opt_.max_token));
            if (tok.size() > opt_.max_token) return too_long(g, at);
        }
        if (peek() == '(' && !tok.empty() && (tok.back() == '8' || tok.back() == '1') &&
            std::string_view("QRBNqrbn").find(static_cast<char>(peek(1) < 0 ? 0 : peek(1))) != std::string_view::npos && peek(2) == ')') {
            for (int k = 0; k < 3; ++k) {
                tok += static_cast<char>(peek());
                advance();
            }
            // Bounded like the token itself: a run of `+` after `e8(Q)` must not grow without end.
            while (peek() == '+' || peek() == '#') {
                tok += static_cast<char>(peek());
                advance();
                if (tok.size() > opt_.max_token + 3) return too_long(g, at);
            }
        }
        while (peek() == '!' || peek() == '?') {
            tok += static_cast<char>(peek());
            advance();
            if (tok.size() > opt_.max_token) return too_long(g, at);
        }
        return true;
    }

    //! The SAN letter of a figurine at the cursor, else 0 (nothing consumed).
    char figurine_at_cursor() {
        if (peek() != 0xE2 || peek(1) != 0x99) return 0;
        const int c3 = peek(2);
        if (c3 < 0x94 || c3 > 0x9F) return 0;
        return detail::figurine_letter(0x2640 + (c3 - 0x80));
    }

    //! The byte length of an invisible character at the cursor that the reader takes for a blank
    //! — U+FEFF (EF BB BF, a byte-order mark not at the start of the input), U+200B, U+200C,
    //! U+200D (E2 80 8B-8D), U+2060 (E2 81 A0) — else 0. Nothing consumed.
    std::size_t invisible_length() {
        const int a = peek();
        if (a == 0xEF) return peek(1) == 0xBB && peek(2) == 0xBF ? 3 : 0;
        if (a != 0xE2) return 0;
        const int b = peek(1), c = peek(2);
        return (b == 0x80 && c >= 0x8B && c <= 0x8D) || (b == 0x81 && c == 0xA0) ? 3 : 0;
    }
    //! Consumes the invisible character at the cursor (invisible_length() > 0); the first of a
    //! game gets an invisible_character warning.
    void skip_invisible(game& g) {
        const source_pos at = pos();
        const int b1 = peek(), b2 = peek(1);
        for (std::size_t k = invisible_length(); k > 0; --k) advance();
        if (std::none_of(g.warnings.begin(), g.warnings.end(), [](const pgn_error& w) { return w.code == pgn_errc::invisible_character; }))
        {
            pgn_error e = finding(pgn_errc::invisible_character, at, pgn_finding::invisible_character);
            e.number = detail::invisible_code_point(b1, b2);
            warn(g, std::move(e));
        }
    }
    //! Skips blanks and invisible characters (inside a tag pair).
    void skip_tag_blanks(game& g) {
        for (;;) {
            if (detail::is_blank(peek())) advance();
            else if (peek() >= 0x80 && invisible_length() > 0) skip_invisible(g);
            else return;
        }
    }

    //! At the cursor, a result written with a Unicode dash or ½ (`1–0`, `½-½`, `1/2–1/2`), of
    //! which `tok` holds the bytes already read: consumes the rest, sets tok to the standard
    //! form, warns unicode_result; true. False (nothing consumed) if there is none, or if a
    //! symbol character follows it.
    bool read_unicode_result(game& g, std::string& tok, source_pos at) {
        std::string run = tok;
        std::size_t k = 0;
        for (int b = peek(); run.size() < 12 && b >= 0; b = peek(++k)) {
            if (b < 0x80 && std::string_view("012/-").find(static_cast<char>(b)) == std::string_view::npos) break;
            run += static_cast<char>(b);
        }
        std::string_view norm;
        const std::size_t n = detail::result_prefix(run, norm);
        if (n <= tok.size() || norm.empty()) return false;
        const int after = n < run.size() ? static_cast<unsigned char>(run[n]) : peek(k);
        if (after == '/' || detail::is_symbol_char(after)) return false;
        for (std::size_t i = tok.size(); i < n; ++i) advance();
        pgn_error e = finding(pgn_errc::unicode_result, at, pgn_finding::unicode_result);
        e.written = run.substr(0, n);
        tok = std::string(norm);
        e.value = tok;
        warn(g, std::move(e));
        return true;
    }

    //! Consumes one Unicode annotation glyph at the cursor; false (nothing consumed) if there is none.
    bool skip_unicode_glyph() {
        char bytes[4];
        std::size_t n = 0;
        const int c = peek();
        const std::size_t len = (c >= 0xC2 && c <= 0xDF) ? 2 : (c >= 0xE0 && c <= 0xEF) ? 3 : (c >= 0xF0 && c <= 0xF4) ? 4 : 0;
        if (len == 0) return false;
        for (; n < len; ++n) {
            const int b = peek(n);
            if (b < 0) return false;
            bytes[n] = static_cast<char>(b);
        }
        std::size_t i = 0;
        const long cp = detail::decode_utf8(std::string_view(bytes, len), i);
        if (cp < 0 || !detail::is_unicode_glyph(cp)) return false;
        for (std::size_t k = 0; k < len; ++k) advance();
        return true;
    }

    //! Skips a `{…}` comment. Unterminated at the end of input, or still open at a line that
    //! begins a new game (`[Event ` after a blank line): an error at the '{'.
    void skip_comment(game& g, std::string* out = nullptr) {
        const source_pos open = pos();
        advance();
        bool line_has_text = true; // the comment's first line is not a blank line
        bool prev_blank = false;
        for (;;) {
            const int c = peek();
            if (c == eof) {
                fail(g, pgn_errc::unterminated_comment, open, pgn_finding::comment_open_at_end);
                return;
            }
            if (c == '}') {
                advance();
                return;
            }
            if (c == 0) {
                fail(g, pgn_errc::nul_byte, pos(), pgn_finding::nul_in_comment);
                return;
            }
            if (c == '\\') {
                advance();
                if (peek() == '}' || peek() == '\\') {
                    if (out) out->push_back(static_cast<char>(peek()));
                    advance();
                } else if (out) {
                    out->push_back('\\');
                }
                line_has_text = true;
                continue;
            }
            if (detail::is_newline(c)) {
                skip_newline();
                if (out) out->push_back('\n');
                prev_blank = !line_has_text;
                line_has_text = false;
                if (prev_blank && looking_at("[Event") && detail::is_blank(peek(6))) {
                    pgn_error e = finding(pgn_errc::unterminated_comment, open, pgn_finding::comment_open_before_next_game);
                    e.cited = source_pos{line_, 1};
                    fail(g, std::move(e));
                    stop_here_ = true;
                    return;
                }
                continue;
            }
            // a run of plain bytes, blanks included; the line has text when one of them is not a blank
            // (once it has, the run is only skipped)
            if (line_has_text) {
                advance_while([](int b) { return (detail::char_classes[static_cast<std::size_t>(b)] & detail::cc_plain_comment) != 0; }, out);
                continue;
            }
            // the blanks that begin the line; a plain byte after them (not a blank, then) is text,
            // and the run above reads it
            advance_while([](int b) { return (detail::char_classes[static_cast<std::size_t>(b)] & detail::cc_blank) != 0; }, out);
            line_has_text = detail::has_class(peek(), detail::cc_plain_comment);
        }
    }

    //! At a '[' in a tag section that already holds tags (`g`'s), `blanks` blank lines after
    //! the last tag pair (counted up to 2, comments between them do not reset the count): does
    //! this tag pair begin a new game? Yes for a second
    //! `[Event`; after one blank line for an `[Event` or a tag whose name the section already has
    //! (lichess broadcasts without Event tags repeat `[Round`); after two or more blank lines
    //! always. Nothing consumed (the name is peeked, up to 48 bytes).
    bool starts_new_section(const game& g, std::uint32_t blanks) {
        if (blanks >= 2) return true;
        std::size_t k = 1;
        while (k < 4 && detail::is_blank(peek(k))) ++k;
        if (blanks == 0) { // the common case: the next tag of the section, unless it is an `[Event` (no copy of its name)
            if (peek(k) != 'E' || peek(k + 1) != 'v' || peek(k + 2) != 'e' || peek(k + 3) != 'n' || peek(k + 4) != 't' ||
                detail::is_symbol_char(peek(k + 5)))
                return false;
            return g.tag_value("Event").has_value(); // a second Event begins a new game
        }
        char bytes[49];
        std::size_t n = 0;
        while (n <= 48 && detail::is_symbol_char(peek(k + n))) {
            if (n < 48) bytes[n] = static_cast<char>(peek(k + n));
            ++n;
        }
        if (n == 0 || n > 48) return false;
        const std::string_view name(bytes, n);
        const bool event = name == "Event";
        const bool seen = g.tag_value(name).has_value();
        return event || seen; // (one blank line here)
    }

    //! After a `"` in a tag value: does it close the value? Yes when blanks (and invisible
    //! characters) then `]`, `[`, a line break or the end of input follow — or more than 32 of
    //! them (what follows is then the reader's usual business). No when anything else follows:
    //! the quote is then not escaped and may belong to the value (`"The "Best" Player"`).
    //! `k` is set to the offset of the byte that follows the blanks. Nothing consumed.
    bool quote_closes(std::size_t& k) {
        k = 0;
        for (; k < 32; ++k) {
            const int b = peek(k);
            if (detail::is_blank(b)) continue;
            if (b == 0xEF && peek(k + 1) == 0xBB && peek(k + 2) == 0xBF) k += 2;
            else if (b == 0xE2 && ((peek(k + 1) == 0x80 && peek(k + 2) >= 0x8B && peek(k + 2) <= 0x8D) || (peek(k + 1) == 0x81 && peek(k + 2) == 0xA0))) k += 2;
            else return b == ']' || b == '[' || b == eof || detail::is_newline(b);
        }
        return true;
    }

    //! The lenient reading of a tag value `t` (opened at t.at) with no closing quote, at the end of
    //! its line: if the line ends in `]` (blanks after it allowed), the value ends before that `]`,
    //! trailing blanks dropped, with a tag_value_unterminated warning — true; else false (nothing
    //! changed: an error for read_tag).
    bool end_value_at_bracket(game& g, tag& t) {
        std::size_t e = t.value.size();
        while (e > 0 && detail::is_blank(static_cast<unsigned char>(t.value[e - 1]))) --e;
        if (e == 0 || t.value[e - 1] != ']') return false;
        t.value.resize(e - 1);
        while (!t.value.empty() && detail::is_blank(static_cast<unsigned char>(t.value.back()))) t.value.pop_back();
        pgn_error w = finding(pgn_errc::tag_value_unterminated, t.at, pgn_finding::tag_value_unterminated);
        w.name = t.name;
        w.value = t.value;
        warn(g, std::move(w));
        return true;
    }

    //! Reads one tag pair at '['. Two damaged forms are read, each with a warning (PGN writers
    //! produce them; chessops, python-chess and pgn-extract read them):
    //!  - a `"` inside the value not followed by `]` (after blanks) — `[White "The "Best" Player"]`,
    //!    `[White ""Socrates Expert""]` — is kept in the value, which ends at the first later `"`
    //!    followed by `]` on that line (tag_value_unescaped_quote); if there is none, the error is
    //!    the one of the stray quote (tag_close_expected);
    //!  - a value with no `"` after the opening one, on a line that ends in `]` —
    //!    `[Event "NII - Lille 2 / Tour Blanche Paris]` — ends before that `]`, trailing blanks
    //!    dropped (tag_value_unterminated). On any other line it is an error (tag_value_line_break,
    //!    unterminated_tag at the end of input).
    void read_tag(game& g, std::size_t& tag_bytes) {
        if (tag_in_buffer(g, tag_bytes)) return;
        const source_pos open = pos();
        advance();
        skip_tag_blanks(g);
        tag t;
        t.at = open;
        if (!detail::is_symbol_start(peek())) {
            fail_b(g, pgn_errc::tag_name_expected, peek() == eof ? open : pos(), pgn_finding::tag_name_expected, peek());
            return;
        }
        advance_while([](int b) { return detail::is_symbol_char(b); }, &t.name, opt_.max_token + 1);
        if (t.name.size() > opt_.max_token) {
            fail_n(g, pgn_errc::token_too_long, open, pgn_finding::tag_name_too_long, opt_.max_token);
            return;
        }
        skip_tag_blanks(g);
        if (peek() != '"') {
            fail_b(g, peek() == eof ? pgn_errc::unterminated_tag : pgn_errc::tag_value_expected, peek() == eof ? open : pos(),
                   pgn_finding::tag_value_expected, peek(), t.name);
            return;
        }
        advance();
        std::optional<pgn_error> stray; // the first quote that did not close: the error if nothing closes later
        source_pos stray_quote{};       // that quote
        bool unterminated = false;      // the value ended by the line's last ']'
        for (;;) {
            const int c = peek();
            if (c == eof || detail::is_newline(c)) {
                if (stray) {
                    fail(g, std::move(*stray));
                    return;
                }
                if (end_value_at_bracket(g, t)) { // `[Event "Paris]`
                    unterminated = true;
                    break;
                }
                if (c == eof) fail_b(g, pgn_errc::unterminated_tag, open, pgn_finding::tag_value_open_at_end, eof, t.name);
                else fail_b(g, pgn_errc::tag_value_line_break, pos(), pgn_finding::tag_value_line_break, c, t.name);
                return;
            }
            if (c == 0) {
                if (stray) fail(g, std::move(*stray));
                else fail_b(g, pgn_errc::nul_byte, pos(), pgn_finding::nul_in_tag_value, 0, t.name);
                return;
            }
            if (detail::has_class(c, detail::cc_plain_value)) { // a run of ordinary bytes at once
                advance_while([](int b) { return detail::has_class(b, detail::cc_plain_value); }, &t.value,
                              opt_.max_tag_bytes + 1 - std::min(opt_.max_tag_bytes, tag_bytes + t.name.size() + t.value.size()));
            } else {
                const source_pos quote_at = pos();
                advance();
                if (c == '"') {
                    std::size_t k = 0;
                    if (quote_closes(k)) {
                        if (stray) {
                            pgn_error w = finding(pgn_errc::tag_value_unescaped_quote, stray_quote, pgn_finding::tag_value_unescaped_quote);
                            w.name = t.name;
                            w.value = t.value;
                            warn(g, std::move(w));
                        }
                        break;
                    }
                    if (!stray) {
                        source_pos found = pos();
                        found.column += static_cast<std::uint32_t>(k);
                        stray = finding(pgn_errc::tag_close_expected, found, pgn_finding::tag_close_expected);
                        stray->byte = peek(k);
                        stray->name = t.name;
                        stray_quote = quote_at;
                    }
                    t.value += '"';
                } else if (c == '\\' && (peek() == '"' || peek() == '\\')) {
                    t.value += static_cast<char>(peek());
                    advance();
                } else {
                    t.value += static_cast<char>(c);
                }
            }
            if (tag_bytes + t.name.size() + t.value.size() > opt_.max_tag_bytes) {
                fail_n(g, pgn_errc::tags_too_large, open, pgn_finding::tags_too_large, opt_.max_tag_bytes);
                return;
            }
        }
        if (!unterminated) { // closed by a quote: then ']'
            skip_tag_blanks(g);
            if (peek() != ']') {
                fail_b(g, peek() == eof ? pgn_errc::unterminated_tag : pgn_errc::tag_close_expected, peek() == eof ? open : pos(),
                       pgn_finding::tag_close_expected, peek(), t.name);
                return;
            }
            advance();
        }
        tag_bytes += t.name.size() + t.value.size();
        g.tags.push_back(std::move(t));
    }

    //! The common case of read_tag, taken only when it is certain: `[Name "value"]` whole in the
    //! buffer, blanks only between the name and the value, the value without `"`, `\\` or a line
    //! break, `]` right after its closing quote, within max_token and max_tag_bytes. Reads it
    //! into g as read_tag would (that is the slow path's reading of these bytes too); false
    //! (nothing consumed) otherwise.
    bool tag_in_buffer(game& g, std::size_t& tag_bytes) {
        const char* const b = buf_.data() + pos_; // the '['
        const char* const e = buf_.data() + end_;
        const auto cls = [](char ch) { return detail::char_classes[static_cast<unsigned char>(ch)]; };
        const char* q = b + 1;
        if (q == e || (cls(*q) & (detail::cc_digit | detail::cc_alpha)) == 0) return false;
        const char* const name = q;
        while (q < e && (cls(*q) & detail::cc_symbol)) ++q;
        const auto name_n = static_cast<std::size_t>(q - name);
        if (q == e || name_n > opt_.max_token || (cls(*q) & detail::cc_blank) == 0) return false;
        while (q < e && (cls(*q) & detail::cc_blank)) ++q;
        if (q == e || *q != '"') return false;
        const char* const value = ++q;
        while (q < e && (cls(*q) & detail::cc_plain_value)) ++q;
        if (e - q < 2 || q[0] != '"' || q[1] != ']') return false;
        const auto value_n = static_cast<std::size_t>(q - value);
        if (tag_bytes + name_n + value_n > opt_.max_tag_bytes) return false;
        tag& t = g.tags.emplace_back(); // (filled in place: no temporary strings to move)
        t.name.append(name, name_n);
        t.value.append(value, value_n);
        t.at = pos();
        tag_bytes += name_n + value_n;
        pos_ += static_cast<std::size_t>(q + 2 - b);
        return true;
    }

    //! After an error: skip to the start of the next game (see the file comment).
    void resync_if_needed() {
        if (stop_here_) {
            stop_here_ = false;
            return;
        }
        skip_line_rest();
        skip_newline();
        bool prev_blank = false;
        for (;;) {
            for (std::size_t n = peek() >= 0x80 ? invisible_length() : 0; n > 0; --n) advance(); // a BOM before `[Event`
            const int c = peek();
            if (c == eof) return;
            if (c == '[' && ((looking_at("[Event") && detail::is_blank(peek(6))) || (prev_blank && detail::is_alpha(peek(1)))))
                return;
            bool blank = true;
            while (peek() != eof && !detail::is_newline(peek())) {
                if (!detail::is_blank(peek())) blank = false;
                advance();
            }
            skip_newline();
            prev_blank = blank;
        }
    }

    std::streambuf* sb_;
    reader_options opt_;
    std::vector<char> buf_;
    std::size_t pos_ = 0, end_ = 0;
    bool end_of_input_ = false;
    bool bom_checked_ = false;
    bool stop_here_ = false;
    // The place of the next byte: its line, and the offsets (in bytes consumed) where that line
    // began and where the last CR ended (an LF there belongs to it). The column is computed when
    // asked for, so the byte loops only move pos_.
    std::uint64_t line_ = 1;
    std::uint64_t line_start_ = 0;
    std::uint64_t cr_end_ = static_cast<std::uint64_t>(-2);
    std::uint64_t base_ = 0; //!< bytes consumed before buf_[0]
    std::string tok_;        //!< a movetext token that is not read straight from the buffer
    std::uint64_t count_ = 0;
};

//! PGN text for a game: its tags (escaped), the main line with move numbers, the result
//! ("*" if none). Reading it back gives the same tags, moves and result.
inline std::string write_pgn(const game& g) {
    std::string out;
    for (const tag& t : g.tags) {
        out += '[';
        out += t.name;
        out += " \"";
        for (const char ch : t.value) {
            if (ch == '"' || ch == '\\') out += '\\';
            out += ch;
        }
        out += "\"]\n";
    }
    out += '\n';
    std::size_t col = 0;
    const auto put = [&](const std::string& w) {
        if (col > 0 && col + 1 + w.size() > 79) {
            out += '\n';
            col = 0;
        } else if (col > 0) {
            out += ' ';
            ++col;
        }
        out += w;
        col += w.size();
    };
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        const san_token& m = g.moves[i];
        if (m.side == color::white) put(std::to_string(m.move_number) + ".");
        else if (i == 0) put(std::to_string(m.move_number) + "...");
        put(m.text.str());
    }
    put(g.result.empty() ? std::string("*") : g.result);
    out += "\n\n";
    return out;
}

} // namespace chesslaw::pgn
