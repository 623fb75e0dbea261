#pragma once
//! SAN (Standard Algebraic Notation, FIDE Laws Appendix C) — constexpr, no I/O, typed errors.
//!
//!   to_san(p, m)        canonical SAN of a legal move: piece letter, minimal disambiguation
//!                       (file, else rank, else both), `x`, `=Q`, `O-O`/`O-O-O`, `+`/`#`.
//!   parse_san(text)     syntax only: what the text says (piece, hints, target, marks, variants).
//!   read_san(p, text)   exactly one legal move, or a typed error (no_legal_move, ambiguous,
//!                       missing_promotion, or the syntax error).
//!   resolve_san(p, s)   when no legal move fits: the move(s) the text can only mean, judged.
//!
//! Accepted variants (each flagged in san_syntax::variants / san_reading::variants, never silent):
//!   zero_castling `0-0`, colon_capture `Nf3:e5`/`N:e5`, promotion_without_equals `e8Q`,
//!   promotion_parenthesised `e8(Q)`, pawn_prefix `Pe4`, annotation `! ? !! ?? !? ?!`,
//!   long_algebraic `e2-e4`/`Ng1-f3`/`e7-e8=Q`/`e7-e8Q` (a hyphen between a full origin square
//!   and the target; the origin is then not also flagged over_disambiguated), en_passant_suffix
//!   `exf6ep`/`exf6e.p.`/`exf6 e.p.`/`exf6+ e.p.` (a pawn capture to rank 3 or 6 from a
//!   neighbouring file; whether it is en passant is the position's business: read as the capture),
//!   double_plus `Rh7++` (some writers' double check, others' mate: syntax mark `check`, and
//!   read_san_detailed takes it as check-or-mate, so neither check-mark flag fires on a check or
//!   a mate), lower_case_castling `o-o`/`o-o-o`, and, known
//!   only against a position (read_san_detailed): over_disambiguated `Ngf3`/`Ng1f3`/`e2e4` (and
//!   the full origin with `x`: `Bb5xc6`, `e5xd6`), missing_check_mark, extra_check_mark (a `+` on
//!   a quiet move, `#` on a mere check), missing_capture_mark `ed5`/`Nf3e5`/`Bb5-c6` on a capture,
//!   spurious_capture_mark (`x` on a non-capture: the capture mark never selects a move),
//!   castling_as_king_move `Kg1`/`Ke1-g1` for O-O.
//! Everything else is a san_error naming the offset and character: evaluation symbols glued on
//! (`+-`, `=+`, `-+`, `+/-`), a hyphen anywhere but between a full origin and the target (`N-f3`,
//! `Ng-f3`, `e2-xe4`, `Ng1-`), `++` followed by more marks (`++-`), lower-case piece letters
//! (`nf3`), mixed castling letters (`O-o`), ...
//! Coordinate (UCI-like) moves are not SAN: `e2e4` happens to read (over_disambiguated), `g1f3`
//! and `e1g1` read as pawn moves (illegal), `e7e8q` is a syntax error. A caller that accepts
//! coordinate moves tests looks_like_coordinate first and reads them as UCI.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/movegen.hpp>

namespace chesslaw {

//! SAN text of at most 15 characters (the longest canonical SAN, `Qa1xb2=Q#`-like, is 9).
struct san_text {
    char data[16]{};
    std::size_t size = 0;
    constexpr std::string_view view() const noexcept { return {data, size}; }
    constexpr void push(char c) noexcept {
        if (size < 15) data[size++] = c;
    }
    friend constexpr bool operator==(const san_text& a, std::string_view b) noexcept { return a.view() == b; }
};

//! Each accepted departure from canonical SAN, as a bit.
enum class san_variant : std::uint16_t {
    none = 0,
    zero_castling = 1 << 0,            //!< `0-0`, `0-0-0` (digit zero)
    colon_capture = 1 << 1,            //!< `:` as capture mark
    promotion_without_equals = 1 << 2, //!< `e8Q`
    promotion_parenthesised = 1 << 3,  //!< `e8(Q)`
    pawn_prefix = 1 << 4,              //!< `Pe4`
    annotation = 1 << 5,               //!< `!`, `?`, `!!`, `??`, `!?`, `?!` glued on
    over_disambiguated = 1 << 6,       //!< more origin hint than needed (`Ngf3`, `Ng1f3`, `e2e4`)   [position]
    missing_check_mark = 1 << 7,       //!< the move checks (mates) but the mark is absent (or `+` for mate) [position]
    extra_check_mark = 1 << 8,         //!< `+` on a move that does not check, `#` on one that does not mate [position]
    missing_capture_mark = 1 << 9,     //!< a capture written without `x` (`ed5`, `Nf3e5`)              [position]
    spurious_capture_mark = 1 << 10,   //!< `x` or `:` on a move that captures nothing                  [position]
    castling_as_king_move = 1 << 11,   //!< `Kg1` for the king's two-square castling move               [position]
    long_algebraic = 1 << 12,          //!< `e2-e4`, `Ng1-f3`: full origin, hyphen, target (hyphenated long algebraic)
    en_passant_suffix = 1 << 13,       //!< `exf6ep`, `exf6e.p.`, `exf6 e.p.`: a pawn capture marked en passant
    double_plus = 1 << 14,             //!< `Rh7++`: `++` as the check mark (double check or mate: read as check-or-mate)
    lower_case_castling = 1 << 15,     //!< `o-o`, `o-o-o`
};
constexpr san_variant operator|(san_variant a, san_variant b) noexcept {
    return static_cast<san_variant>(static_cast<unsigned>(a) | static_cast<unsigned>(b));
}
constexpr san_variant operator&(san_variant a, san_variant b) noexcept {
    return static_cast<san_variant>(static_cast<unsigned>(a) & static_cast<unsigned>(b));
}
constexpr san_variant& operator|=(san_variant& a, san_variant b) noexcept { return a = a | b; }
constexpr bool has(san_variant set, san_variant v) noexcept { return (set & v) != san_variant::none; }

//! Stable names of the variants (docs, JSON).
constexpr std::string_view name(san_variant v) noexcept {
    switch (v) {
    case san_variant::none: return "none";
    case san_variant::zero_castling: return "zero_castling";
    case san_variant::colon_capture: return "colon_capture";
    case san_variant::promotion_without_equals: return "promotion_without_equals";
    case san_variant::promotion_parenthesised: return "promotion_parenthesised";
    case san_variant::pawn_prefix: return "pawn_prefix";
    case san_variant::annotation: return "annotation";
    case san_variant::over_disambiguated: return "over_disambiguated";
    case san_variant::missing_check_mark: return "missing_check_mark";
    case san_variant::extra_check_mark: return "extra_check_mark";
    case san_variant::missing_capture_mark: return "missing_capture_mark";
    case san_variant::spurious_capture_mark: return "spurious_capture_mark";
    case san_variant::castling_as_king_move: return "castling_as_king_move";
    case san_variant::long_algebraic: return "long_algebraic";
    case san_variant::en_passant_suffix: return "en_passant_suffix";
    case san_variant::double_plus: return "double_plus";
    case san_variant::lower_case_castling: return "lower_case_castling";
    }
    return "?";
}

enum class san_mark : std::uint8_t { none, check, mate };
enum class san_annotation : std::uint8_t { none, good, mistake, brilliant, blunder, interesting, dubious }; // ! ? !! ?? !? ?!

//! What a SAN text says, before any position is consulted.
struct san_syntax {
    piece_type piece = piece_type::pawn;
    std::optional<file> from_file;  //!< origin hint
    std::optional<rank> from_rank;  //!< origin hint
    square to = square::none;       //!< target (for castling: none; see castling)
    bool capture = false;           //!< `x` or `:` written
    enum promotion promotion = promotion::none;
    std::optional<side> castling;   //!< `O-O` king side, `O-O-O` queen side
    san_mark mark = san_mark::none; //!< `+` / `#` as written
    san_annotation annotation = san_annotation::none;
    san_variant variants = san_variant::none; //!< the syntactic variants used
    friend constexpr bool operator==(const san_syntax&, const san_syntax&) = default;
};

enum class san_errc : std::uint8_t {
    // syntax (parse_san)
    empty,                    //!< no text
    null_move,                //!< `--`, `Z0`, `0000`, `@@@@`: a null move is not a move
    bad_piece,                //!< first character is neither a piece letter (K Q R B N P), a file, nor castling
    unexpected_character,     //!< a character that has no place in SAN at this point
    missing_target,           //!< the text ends (or breaks off) before a target square
    bad_castling,             //!< `O-O` / `O-O-O` malformed (`O-0`, `O-O-`, `OO`)
    misplaced_capture_mark,   //!< `x`/`:` not directly before the target square, or twice
    pawn_capture_without_file,//!< `xd5`: a pawn capture names the file it comes from
    bad_promotion_piece,      //!< after `=` or `(`: not one of Q R B N (3.7.5)
    promotion_not_pawn,       //!< a promotion written on a piece move (`Ne8=Q`)
    promotion_rank,           //!< a promotion to a square not on rank 1 or 8 (`e5=Q`)
    evaluation_symbol,        //!< `+-`, `-+`, `+=`, `=+`, `+/-`, `-/+`, `=` glued on: not SAN
    bad_annotation,           //!< a run of `!`/`?` that is not ! ? !! ?? !? ?!
    // against a position (read_san)
    no_legal_move,            //!< no legal move fits the SAN: the move written is illegal (see resolve_san)
    ambiguous,                //!< two or more legal moves fit
    missing_promotion,        //!< a pawn reaches the last rank and no piece is named (`e8`): 3.7.5
};

constexpr std::string_view name(san_errc c) noexcept {
    switch (c) {
    case san_errc::empty: return "empty";
    case san_errc::null_move: return "null_move";
    case san_errc::bad_piece: return "bad_piece";
    case san_errc::unexpected_character: return "unexpected_character";
    case san_errc::missing_target: return "missing_target";
    case san_errc::bad_castling: return "bad_castling";
    case san_errc::misplaced_capture_mark: return "misplaced_capture_mark";
    case san_errc::pawn_capture_without_file: return "pawn_capture_without_file";
    case san_errc::bad_promotion_piece: return "bad_promotion_piece";
    case san_errc::promotion_not_pawn: return "promotion_not_pawn";
    case san_errc::promotion_rank: return "promotion_rank";
    case san_errc::evaluation_symbol: return "evaluation_symbol";
    case san_errc::bad_annotation: return "bad_annotation";
    case san_errc::no_legal_move: return "no_legal_move";
    case san_errc::ambiguous: return "ambiguous";
    case san_errc::missing_promotion: return "missing_promotion";
    }
    return "?";
}

//! A SAN error: what, and where in the text (0-based offset; the character there, 0 at the end).
//! Errors found against a position (no_legal_move, ambiguous, missing_promotion) concern the
//! whole token: offset 0.
struct san_error {
    san_errc code{};
    std::size_t offset = 0;
    char character = 0;
    friend constexpr bool operator==(const san_error&, const san_error&) = default;
    constexpr bool is_syntax() const noexcept { return code < san_errc::no_legal_move; }
};

namespace san_detail {

constexpr bool is_file(char c) noexcept { return c >= 'a' && c <= 'h'; }
constexpr bool is_rank(char c) noexcept { return c >= '1' && c <= '8'; }
constexpr std::optional<piece_type> piece_letter(char c) noexcept {
    switch (c) {
    case 'N': return piece_type::knight;
    case 'B': return piece_type::bishop;
    case 'R': return piece_type::rook;
    case 'Q': return piece_type::queen;
    case 'K': return piece_type::king;
    case 'P': return piece_type::pawn;
    default: return std::nullopt;
    }
}
constexpr char letter(piece_type t) noexcept { return "PNBRQK"[index(t)]; }

constexpr unexpected<san_error> fail(san_errc c, std::string_view t, std::size_t at) noexcept {
    return unexpected<san_error>{san_error{c, at, at < t.size() ? t[at] : '\0'}};
}

//! Check marks and annotations from `i` to the end.
constexpr expected<std::size_t, san_error> parse_suffix(std::string_view t, std::size_t i, san_syntax& s) noexcept {
    const auto eval_at = [&](std::size_t k) {
        // An evaluation symbol: + - = followed by one of + - = /
        if (k + 1 >= t.size()) return false;
        const char a = t[k], b = t[k + 1];
        return (a == '+' || a == '-' || a == '=') && (b == '+' || b == '-' || b == '=' || b == '/');
    };
    if (i + 1 < t.size() && t[i] == '+' && t[i + 1] == '+' && (i + 2 == t.size() || t[i + 2] == '!' || t[i + 2] == '?')) {
        // `++`: double check for some writers, mate for others; a check mark either way.
        s.mark = san_mark::check;
        s.variants |= san_variant::double_plus;
        i += 2;
    } else if (i < t.size() && (t[i] == '+' || t[i] == '#')) {
        if (eval_at(i)) return fail(san_errc::evaluation_symbol, t, i);
        s.mark = t[i] == '+' ? san_mark::check : san_mark::mate;
        ++i;
    }
    if (i < t.size() && (t[i] == '!' || t[i] == '?')) {
        const std::size_t start = i;
        while (i < t.size() && (t[i] == '!' || t[i] == '?')) ++i;
        const std::string_view a = t.substr(start, i - start);
        if (a == "!") s.annotation = san_annotation::good;
        else if (a == "?") s.annotation = san_annotation::mistake;
        else if (a == "!!") s.annotation = san_annotation::brilliant;
        else if (a == "??") s.annotation = san_annotation::blunder;
        else if (a == "!?") s.annotation = san_annotation::interesting;
        else if (a == "?!") s.annotation = san_annotation::dubious;
        else return fail(san_errc::bad_annotation, t, start);
        s.variants |= san_variant::annotation;
    }
    if (i < t.size()) {
        if (eval_at(i) || t[i] == '=') return fail(san_errc::evaluation_symbol, t, i);
        return fail(san_errc::unexpected_character, t, i);
    }
    return i;
}

//! Where an en-passant suffix sits in a pawn capture `exf6ep`: the capture `[a-h][x:]?[a-h][1-8]`
//! (two different, neighbouring files; the target on rank 3 or 6) ends at `core`; an optional
//! `+`/`#`/`++` from `mark`, an optional blank, then `ep` or `e.p.` from `suffix` to `end`.
struct en_passant_place {
    std::size_t core = 0, mark = 0, mark_end = 0, suffix = 0, end = 0;
};
constexpr std::optional<en_passant_place> en_passant_suffix_at(std::string_view t) noexcept {
    if (t.empty() || !is_file(t[0])) return std::nullopt;
    std::size_t k = 1;
    if (k < t.size() && (t[k] == 'x' || t[k] == ':')) ++k;
    if (k + 2 > t.size() || !is_file(t[k]) || !(t[k + 1] == '3' || t[k + 1] == '6')) return std::nullopt;
    if (t[k] - t[0] != 1 && t[0] - t[k] != 1) return std::nullopt;
    en_passant_place e;
    e.core = e.mark = k + 2;
    std::size_t j = e.core;
    if (j < t.size() && (t[j] == '+' || t[j] == '#')) {
        ++j;
        if (j < t.size() && t[j] == '+' && t[j - 1] == '+') ++j;
    }
    e.mark_end = j;
    if (j < t.size() && t[j] == ' ') ++j;
    e.suffix = j;
    const std::string_view rest = t.substr(j);
    if (rest.substr(0, 4) == "e.p.") e.end = j + 4;
    else if (rest.substr(0, 2) == "ep") e.end = j + 2;
    else return std::nullopt;
    return e;
}

} // namespace san_detail

namespace san_detail {

//! Capital letters as piece letters (knight, bishop, rook, queen, king; -1: no piece letter).
inline constexpr std::array<std::int8_t, 26> piece_of_capital{-1, 2, -1, -1, -1, -1, -1, -1, -1, -1, 5, -1, -1,
                                                             1, -1, -1, 4, 3, -1, -1, -1, -1, -1, -1, -1, -1};

//! The forms most moves are written in — `e4`, `exd5`, `Nf3`, `Nxf3`, each with at most one `+`
//! or `#` after it — read straight into s (what parse_san's general path reads from them);
//! false for any other text (s then untouched), which the general path reads. The shape is known
//! from the length once the mark is off: 2 a pawn's push, 3 a piece's move, 4 a capture.
[[gnu::always_inline]] constexpr bool parse_common_san(std::string_view t, san_syntax& s) noexcept {
    std::size_t n = t.size();
    if (n < 2 || n > 5) return false;
    san_mark mark = san_mark::none;
    if (t[n - 1] == '+' || t[n - 1] == '#') {
        mark = t[n - 1] == '+' ? san_mark::check : san_mark::mate;
        --n;
    }
    if (n < 2 || !is_file(t[n - 2]) || !is_rank(t[n - 1])) return false;
    piece_type piece = piece_type::pawn;
    bool capture = false;
    std::optional<file> from_file;
    if (n != 2) { // (n == 2: the target is t[0] t[1], a pawn's push)
        if (n == 4) {
            if (t[1] != 'x') return false;
            capture = true;
        } else if (n != 3) {
            return false;
        }
        const char c = t[0];
        if (c >= 'A' && c <= 'Z' && piece_of_capital[static_cast<std::size_t>(c - 'A')] >= 0) {
            piece = static_cast<piece_type>(piece_of_capital[static_cast<std::size_t>(c - 'A')]);
        } else if (n == 4 && is_file(c)) { // exd5: the pawn's file
            from_file = static_cast<file>(c - 'a');
        } else {
            return false;
        }
    }
    s = san_syntax{};
    s.piece = piece;
    s.from_file = from_file;
    s.to = make_square(static_cast<file>(t[n - 2] - 'a'), static_cast<rank>(t[n - 1] - '1'));
    s.capture = capture;
    s.mark = mark;
    return true;
}

} // namespace san_detail

//! What the text says, without a position. Syntax errors only.
constexpr expected<san_syntax, san_error> parse_san(std::string_view t) noexcept {
    using namespace san_detail;
    san_syntax s;
    if (t.empty()) return fail(san_errc::empty, t, 0);
    if (parse_common_san(t, s)) return s; // most moves: one pass, the same syntax as below
    switch (t[0]) { // (the five comparisons only for a text that can be one of them: this runs once a ply)
    case '-': case 'Z': case '0': case '@': case 'n':
        if (t == "--" || t == "Z0" || t == "0000" || t == "@@@@" || t == "null") return fail(san_errc::null_move, t, 0);
        break;
    default: break;
    }

    // Castling: O-O, O-O-O (or with digit zeros, or lower-case letters o).
    if (t[0] == 'O' || t[0] == '0' || t[0] == 'o') {
        const char o = t[0];
        std::size_t i = 1;
        int count = 1;
        while (i < t.size() && t[i] == '-') {
            if (i + 1 >= t.size() || t[i + 1] != o) return fail(san_errc::bad_castling, t, i + 1);
            i += 2;
            ++count;
            if (count == 3) break;
        }
        if (count < 2) return fail(san_errc::bad_castling, t, i);
        s.castling = count == 2 ? side::king_side : side::queen_side;
        s.piece = piece_type::king;
        if (o == '0') s.variants |= san_variant::zero_castling;
        if (o == 'o') s.variants |= san_variant::lower_case_castling;
        if (i < t.size() && t[i] == '-') return fail(san_errc::bad_castling, t, i);
        const auto r = parse_suffix(t, i, s);
        if (!r) return unexpected<san_error>{r.error()};
        return s;
    }

    if (const auto ep = t.size() >= 5 ? en_passant_suffix_at(t) : std::nullopt) { // (the shortest such text: `ed6ep`)
        // `exf6ep`, `exf6e.p.`, `exf6 e.p.`, `exf6+ e.p.`: the pawn capture, then its marks.
        const auto core = parse_san(t.substr(0, ep->core));
        if (!core) return core;
        san_syntax c = *core;
        if (ep->mark < ep->mark_end) {
            const auto r = parse_suffix(t.substr(0, ep->mark_end), ep->mark, c);
            if (!r) return unexpected<san_error>{r.error()};
        }
        c.variants |= san_variant::en_passant_suffix;
        if (c.mark != san_mark::none && ep->end < t.size() && (t[ep->end] == '+' || t[ep->end] == '#'))
            return fail(san_errc::unexpected_character, t, ep->end);
        const auto r = parse_suffix(t, ep->end, c);
        if (!r) return unexpected<san_error>{r.error()};
        return c;
    }

    std::size_t i = 0;
    if (const auto pt = piece_letter(t[0])) {
        s.piece = *pt;
        if (*pt == piece_type::pawn) s.variants |= san_variant::pawn_prefix;
        i = 1;
    } else if (!is_file(t[0])) {
        return fail(san_errc::bad_piece, t, 0);
    }

    // Hyphenated long algebraic: a full origin square, '-', the target (`e2-e4`, `Ng1-f3`).
    const std::size_t body = i;
    std::size_t end = 0;
    std::size_t capture_at = std::string_view::npos;
    if (body + 5 <= t.size() && t[body + 2] == '-' && is_file(t[body]) && is_rank(t[body + 1]) && is_file(t[body + 3]) &&
        is_rank(t[body + 4])) {
        s.from_file = static_cast<file>(t[body] - 'a');
        s.from_rank = static_cast<rank>(t[body + 1] - '1');
        s.to = make_square(static_cast<file>(t[body + 3] - 'a'), static_cast<rank>(t[body + 4] - '1'));
        s.variants |= san_variant::long_algebraic;
        end = body + 5;
    } else {
        // Body: up to [file][rank][x|:]file rank. Collect squares-characters and the capture mark.
        while (i < t.size() && (is_file(t[i]) || is_rank(t[i]) || t[i] == 'x' || t[i] == ':')) {
            if (t[i] == 'x' || t[i] == ':') {
                if (capture_at != std::string_view::npos) return fail(san_errc::misplaced_capture_mark, t, i);
                capture_at = i;
            }
            ++i;
        }
        end = i;
        if (end - body < 2) {
            if (end < t.size() && !(t[end] == '=' || t[end] == '(' || t[end] == '+' || t[end] == '#' || t[end] == '!' || t[end] == '?'))
                return fail(san_errc::unexpected_character, t, end);
            return fail(san_errc::missing_target, t, end);
        }
        if (!is_file(t[end - 2]) || !is_rank(t[end - 1])) {
            // Find the first character that breaks the target square.
            if (t[end - 1] == 'x' || t[end - 1] == ':') return fail(san_errc::misplaced_capture_mark, t, end - 1);
            const std::size_t bad = is_file(t[end - 2]) ? end - 1 : end - 2;
            if (t[bad] == 'x' || t[bad] == ':') return fail(san_errc::misplaced_capture_mark, t, bad);
            if (end < t.size() && t[end] != '=' && t[end] != '(' && t[end] != '+' && t[end] != '#' && t[end] != '!' &&
                t[end] != '?' && !piece_letter(t[end]))
                return fail(san_errc::unexpected_character, t, end);
            return fail(san_errc::missing_target, t, bad);
        }
        s.to = make_square(static_cast<file>(t[end - 2] - 'a'), static_cast<rank>(t[end - 1] - '1'));
        std::size_t hint_end = end - 2;
        if (capture_at != std::string_view::npos) {
            if (capture_at != end - 3) return fail(san_errc::misplaced_capture_mark, t, capture_at);
            s.capture = true;
            if (t[capture_at] == ':') s.variants |= san_variant::colon_capture;
            hint_end = capture_at;
        }
        // Hints: file, rank, or file+rank.
        const std::string_view h = t.substr(body, hint_end - body);
        if (h.size() == 1) {
            if (is_file(h[0])) s.from_file = static_cast<file>(h[0] - 'a');
            else s.from_rank = static_cast<rank>(h[0] - '1');
        } else if (h.size() == 2) {
            if (!is_file(h[0]) || !is_rank(h[1])) return fail(san_errc::unexpected_character, t, body + (is_file(h[0]) ? 1 : 0));
            s.from_file = static_cast<file>(h[0] - 'a');
            s.from_rank = static_cast<rank>(h[1] - '1');
        } else if (h.size() > 2) {
            return fail(san_errc::unexpected_character, t, body + 2);
        }
    }
    if (s.piece == piece_type::pawn && s.capture && !s.from_file) return fail(san_errc::pawn_capture_without_file, t, capture_at);

    // Promotion: =Q, (Q), Q.
    i = end;
    if (i < t.size()) {
        const std::size_t promo_at = i;
        std::optional<piece_type> pp;
        bool promo_written = false;
        if (t[i] == '=') {
            if (i + 1 < t.size() && (t[i + 1] == '+' || t[i + 1] == '-' || t[i + 1] == '/')) return fail(san_errc::evaluation_symbol, t, i);
            if (i + 1 >= t.size()) return fail(san_errc::evaluation_symbol, t, i);
            pp = piece_letter(t[i + 1]);
            if (!pp || *pp == piece_type::pawn || *pp == piece_type::king) return fail(san_errc::bad_promotion_piece, t, i + 1);
            i += 2;
            promo_written = true;
        } else if (t[i] == '(') {
            pp = i + 1 < t.size() ? piece_letter(t[i + 1]) : std::nullopt;
            if (!pp || *pp == piece_type::pawn || *pp == piece_type::king) return fail(san_errc::bad_promotion_piece, t, i + 1);
            if (i + 2 >= t.size() || t[i + 2] != ')') return fail(san_errc::unexpected_character, t, i + 2);
            s.variants |= san_variant::promotion_parenthesised;
            i += 3;
            promo_written = true;
        } else if (const auto q = piece_letter(t[i])) {
            if (*q == piece_type::pawn || *q == piece_type::king) return fail(san_errc::bad_promotion_piece, t, i);
            pp = q;
            s.variants |= san_variant::promotion_without_equals;
            ++i;
            promo_written = true;
        }
        if (promo_written) {
            if (s.piece != piece_type::pawn) return fail(san_errc::promotion_not_pawn, t, promo_at);
            if (rank_of(s.to) != rank::r8 && rank_of(s.to) != rank::r1) return fail(san_errc::promotion_rank, t, promo_at);
            s.promotion = to_promotion(*pp);
        }
    }
    const auto r = parse_suffix(t, i, s);
    if (!r) return unexpected<san_error>{r.error()};
    return s;
}

//! Does the text look like a coordinate (UCI-like) move rather than SAN? True exactly for
//! [a-h][1-8][a-h][1-8], optionally one promotion letter of `qrbnQRBN`, optionally one `+` or
//! `#` (the check marks some writers glue on): `e2e4`, `g1f3`, `e1g1`, `e7e8q`, `e7e8Q+`. Syntax
//! only (`e2e4` is also readable SAN, `a1h8` names no move of any piece): the caller decides how
//! to read it (as UCI, before SAN) and flags it as a notation variant. Nothing else qualifies:
//! no hyphen (`e2-e4` is long algebraic SAN), no `=Q`, no annotation, no blanks, no `0000`.
constexpr bool looks_like_coordinate(std::string_view t) noexcept {
    using namespace san_detail;
    if (t.size() < 4 || t.size() > 6) return false;
    if (!is_file(t[0]) || !is_rank(t[1]) || !is_file(t[2]) || !is_rank(t[3])) return false;
    std::size_t i = 4;
    if (i < t.size() && std::string_view("qrbnQRBN").find(t[i]) != std::string_view::npos) ++i;
    if (i < t.size() && (t[i] == '+' || t[i] == '#')) ++i;
    return i == t.size();
}

namespace san_detail {

constexpr square castling_target(color us, side sd) noexcept {
    return make_square(sd == side::king_side ? file::g : file::c, relative_rank(us, rank::r1));
}
constexpr square king_home(color us) noexcept { return make_square(file::e, relative_rank(us, rank::r1)); }

//! Castling as written: standard chess the king's two-square move from e1/e8; Chess960 (Guidelines
//! II) the king onto its own rook.
constexpr bool is_castling_move(const position& p, move m) noexcept {
    if (p.chess960) return is_castling_shape(p, m.from(), m.to());
    if (type_of(p.piece_on(m.from())) != piece_type::king || p.piece_on(m.from()) == piece::none) return false;
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    return m.from() == king_home(p.side_to_move) && rank_of(m.to()) == rank_of(m.from()) && (df == 2 || df == -2);
}

constexpr bool hints_fit(const san_syntax& s, square from) noexcept {
    return (!s.from_file || *s.from_file == file_of(from)) && (!s.from_rank || *s.from_rank == rank_of(from));
}

//! The legal moves of p that land on one square, collected straight from the generator (no full
//! move list: faster, and usable in constant evaluation with every compiler).
struct moves_to {
    static constexpr int capacity = 64; // 16 pieces, at most 4 moves each (promotions) to one square
    std::array<move, capacity> data{};
    int size = 0;
    square to = square::none;
    constexpr void push(move m) noexcept {
        if (size < capacity) data[static_cast<std::size_t>(size++)] = m;
    }
    constexpr void add(square from, bitboard targets) noexcept {
        if (contains(targets, to)) push(move(from, to));
    }
    constexpr void add_pawns(bitboard targets, int delta) noexcept {
        if (contains(targets, to)) push(move(square_at(index(to) - delta), to));
    }
    constexpr void add_promotions(bitboard targets, int delta) noexcept {
        if (!contains(targets, to)) return;
        const square from = square_at(index(to) - delta);
        for (const promotion pr : {promotion::queen, promotion::rook, promotion::bishop, promotion::knight}) push(move(from, to, pr));
    }
    constexpr void add(move m) noexcept {
        if (m.to() == to) push(m);
    }
    constexpr const move* begin() const noexcept { return data.data(); }
    constexpr const move* end() const noexcept { return data.data() + size; }
};

constexpr moves_to legal_moves_to(const position& p, square to) noexcept {
    moves_to sink;
    sink.to = to;
    if (!is_valid(to)) return sink;
    if (p.side_to_move == color::white) detail::generate<color::white>(p, sink);
    else detail::generate<color::black>(p, sink);
    return sink;
}

//! The square a syntax moves to (castling: the king's arrival square).
constexpr square target_of(const position& p, const san_syntax& s) noexcept;

//! A pawn SAN written as a capture: its origin file differs from the target's (`x` or not).
constexpr bool pawn_capture_written(const san_syntax& s) noexcept { return s.from_file && *s.from_file != file_of(s.to); }

//! Does legal move m fit the syntax? Promotion is compared by the caller (see missing_promotion).
constexpr bool fits_ignoring_promotion(const position& p, const san_syntax& s, move m) noexcept {
    const piece pc = p.piece_on(m.from());
    if (s.castling) return is_castling_move(p, m) && castling_side_of(m.from(), m.to()) == *s.castling;
    if (p.chess960 && is_castling_move(p, m)) return false; // Chess960: castling is written O-O / O-O-O only
    if (type_of(pc) != s.piece || m.to() != s.to || !hints_fit(s, m.from())) return false;
    // A pawn move names its origin file exactly when it is a capture (`exd6`, `ed6`); `d6` is a push.
    return s.piece != piece_type::pawn || (file_of(m.from()) != file_of(m.to())) == pawn_capture_written(s);
}

constexpr square target_of(const position& p, const san_syntax& s) noexcept {
    if (s.castling && p.chess960) return p.castling_rook_square(p.side_to_move, *s.castling); // king takes own rook
    return s.castling ? castling_target(p.side_to_move, *s.castling) : s.to;
}

} // namespace san_detail

//! Canonical SAN of m, a legal move of p (for a move that is not legal the text is unspecified).
constexpr san_text to_san(const position& p, move m) noexcept {
    using namespace san_detail;
    san_text out;
    const piece pc = p.piece_on(m.from());
    const piece_type pt = type_of(pc);
    const auto put_square = [&](square s) {
        out.push(to_char(file_of(s)));
        out.push(to_char(rank_of(s)));
    };
    const moves_to legal = legal_moves_to(p, m.to());
    if (pc != piece::none && is_castling_move(p, m)) {
        for (const char c : std::string_view(castling_side_of(m.from(), m.to()) == side::king_side ? "O-O" : "O-O-O")) out.push(c);
    } else if (pt == piece_type::pawn) {
        const bool capture = file_of(m.from()) != file_of(m.to());
        if (capture) {
            out.push(to_char(file_of(m.from())));
            out.push('x');
        }
        put_square(m.to());
        if (m.is_promotion()) {
            out.push('=');
            out.push(letter(to_piece_type(m.promotion())));
        }
    } else {
        out.push(letter(pt));
        bool others = false, same_file = false, same_rank = false;
        for (const move o : legal) {
            if (o.to() != m.to() || o.from() == m.from() || p.piece_on(o.from()) != pc) continue;
            others = true;
            same_file = same_file || file_of(o.from()) == file_of(m.from());
            same_rank = same_rank || rank_of(o.from()) == rank_of(m.from());
        }
        if (others) {
            if (!same_file) out.push(to_char(file_of(m.from())));
            else if (!same_rank) out.push(to_char(rank_of(m.from())));
            else put_square(m.from());
        }
        if (!p.empty(m.to())) out.push('x');
        put_square(m.to());
    }
    const position n = make_move(p, m);
    if (in_check(n)) out.push(count_legal_moves(n) == 0 ? '#' : '+');
    return out;
}

//! read_san's answer with the variants the text used, syntactic and positional.
struct san_reading {
    move m{};
    san_syntax syntax{};
    san_variant variants = san_variant::none;
};

namespace san_detail {

constexpr expected<move, san_error> read_result(int n, int unpromoted, move found) noexcept {
    if (n == 1) return found;
    if (n > 1) return unexpected<san_error>{san_error{san_errc::ambiguous, 0, 0}};
    if (unpromoted > 0) return unexpected<san_error>{san_error{san_errc::missing_promotion, 0, 0}};
    return unexpected<san_error>{san_error{san_errc::no_legal_move, 0, 0}};
}

//! read_san through the move generator (every legal move to the target). The reference the fast
//! path is tested against (unit_san compares them on every syntax in every data position).
constexpr expected<move, san_error> read_san_by_generator(const position& p, const san_syntax& s) noexcept {
    const moves_to legal = legal_moves_to(p, target_of(p, s));
    move found{};
    int n = 0, unpromoted = 0;
    for (const move m : legal) {
        if (!fits_ignoring_promotion(p, s, m)) continue;
        if (m.promotion() == s.promotion) {
            found = m;
            ++n;
        } else if (s.promotion == promotion::none) {
            ++unpromoted;
        }
    }
    return read_result(n, unpromoted, found);
}

//! A pseudo-legal move (shape, occupancy, e.p. square right; not castling) is legal iff the
//! mover's king is not attacked afterwards (3.9). Computed on bitboards, without making the move:
//! the occupancy after it, minus the captured piece (on the target, or the pawn passed by e.p.).
[[gnu::always_inline]] constexpr bool king_safe_after(const position& p, move m) noexcept {
    const color us = p.side_to_move, them = ~us;
    const square from = m.from(), to = m.to();
    bitboard their = p.pieces(them) & ~bb(to);
    bitboard occ = (p.occupied() ^ bb(from)) | bb(to);
    if (type_of(p.piece_on(from)) == piece_type::pawn && to == p.en_passant && file_of(from) != file_of(to) && p.empty(to)) {
        const square passed = make_square(file_of(to), rank_of(from));
        their &= ~bb(passed);
        occ &= ~bb(passed);
    }
    const square k = type_of(p.piece_on(from)) == piece_type::king ? to : p.king(us);
    if (!is_valid(k)) return false;
    if ((knight_attacks(k) & their & p.pieces(piece_type::knight)) | (pawn_attacks(us, k) & their & p.pieces(piece_type::pawn)) |
        (king_attacks(k) & their & p.pieces(piece_type::king)))
        return false;
    // A slider's attack is looked up only when such a slider stands on a line of the king (the
    // attack is a subset of the empty-board lines).
    const bitboard queens = p.pieces(piece_type::queen);
    const bitboard diagonal = their & (p.pieces(piece_type::bishop) | queens) & bishop_pseudo_attacks(k);
    if (diagonal && (bishop_attacks_by_rays(k, occ) & diagonal)) return false;
    const bitboard straight = their & (p.pieces(piece_type::rook) | queens) & rook_pseudo_attacks(k);
    return !straight || !(rook_attacks_by_rays(k, occ) & straight);
}

//! Castling as the generator allows it: not in check, the right kept, nothing between king and
//! rook, the crossed and arrival squares not attacked.
constexpr bool castling_allowed(const position& p, side sd) noexcept {
    const color us = p.side_to_move;
    if (p.king(us) != king_home(us) || !has(p.rights, castling_right(us, sd))) return false;
    const bitboard occ = p.occupied();
    const rank r1 = relative_rank(us, rank::r1);
    const bitboard path = sd == side::king_side ? (bb(make_square(file::f, r1)) | bb(make_square(file::g, r1)))
                                                : (bb(make_square(file::b, r1)) | bb(make_square(file::c, r1)) | bb(make_square(file::d, r1)));
    if (occ & path) return false;
    const square cross = make_square(sd == side::king_side ? file::f : file::d, r1);
    return !attacked(p, king_home(us), ~us, occ) && !attacked(p, cross, ~us, occ) &&
           !attacked(p, castling_target(us, sd), ~us, occ);
}

} // namespace san_detail

//! The one legal move the syntax names. Errors: no_legal_move, ambiguous, missing_promotion.
//! The fast path of the audit: only the pieces that can reach the target are looked at, each
//! checked by making the move (equal to the generator's answer: see read_san_by_generator).
constexpr expected<move, san_error> read_san(const position& p, const san_syntax& s) noexcept {
    using namespace san_detail;
    const color us = p.side_to_move;
    move found{};
    int n = 0, unpromoted = 0;
    if (s.castling) {
        if (p.chess960) { // Guidelines II.3: the generator's castling, king takes own rook
            const move c(p.king(us), p.castling_rook_square(us, *s.castling));
            return read_result(has(p.rights, castling_right(us, *s.castling)) && is_legal(p, c) ? 1 : 0, 0, c);
        }
        if (castling_allowed(p, *s.castling)) return move(king_home(us), castling_target(us, *s.castling));
        return read_result(0, 0, found);
    }
    const square t = s.to;
    if (!is_valid(t) || contains(p.pieces(us), t)) return read_result(0, 0, found);
    const bitboard occ = p.occupied();
    bitboard candidates = 0; // the men that may make the move
    bool last = false;       // a pawn reaching the last rank
    if (s.piece == piece_type::pawn) {
        const int up = us == color::white ? 8 : -8;
        const bitboard pawns = p.pieces(us, piece_type::pawn);
        const int ti = index(t);
        const bool capture = pawn_capture_written(s);
        if (!capture && p.empty(t) && ti - up >= 0 && ti - up < 64) {
            const square one = square_at(ti - up);
            if (contains(pawns, one)) candidates |= bb(one);
            else if (p.empty(one) && relative_rank(us, t) == rank::r4 && contains(pawns, square_at(ti - 2 * up)))
                candidates |= bb(square_at(ti - 2 * up));
        }
        if (capture && (contains(p.pieces(~us), t) || (t == p.en_passant && p.en_passant != square::none)))
            candidates |= pawn_attacks(~us, t) & pawns;
        last = relative_rank(us, t) == rank::r8;
    } else {
        bitboard from = 0;
        switch (s.piece) {
        case piece_type::knight: from = knight_attacks(t); break;
        case piece_type::bishop: from = bishop_attacks_by_rays(t, occ); break; // (by rays: see attacks.hpp)
        case piece_type::rook: from = rook_attacks_by_rays(t, occ); break;
        case piece_type::queen: from = bishop_attacks_by_rays(t, occ) | rook_attacks_by_rays(t, occ); break;
        case piece_type::king:
            from = king_attacks(t);
            for (const side sd : {side::king_side, side::queen_side}) // `Kg1`: castling written as a king move (not in Chess960)
                if (!p.chess960 && t == castling_target(us, sd) && hints_fit(s, king_home(us)) && castling_allowed(p, sd)) {
                    found = move(king_home(us), t);
                    ++n;
                }
            break;
        case piece_type::pawn: break;
        }
        if (s.promotion != promotion::none) return read_result(n, 0, found);
        candidates = from & p.pieces(us, s.piece);
    }
    // Each candidate checked by its king's safety after the move (one call site: inlined once).
    // A pawn on the last rank with no piece named counts as `unpromoted` (missing_promotion).
    for (bitboard b = candidates; b;) {
        const square f = pop_lsb(b);
        if (!hints_fit(s, f)) continue;
        move m(f, t);
        bool unnamed = false;
        if (last) {
            unnamed = s.promotion == promotion::none;
            m = move(f, t, unnamed ? promotion::queen : s.promotion);
        } else if (s.promotion != promotion::none) {
            continue; // (a pawn only: a piece's promotion returned above)
        }
        if (king_safe_after(p, m)) {
            if (unnamed) {
                ++unpromoted;
            } else {
                found = m;
                ++n;
            }
        }
    }
    return read_result(n, unpromoted, found);
}

//! Exactly one legal move of p, named by the SAN text.
constexpr expected<move, san_error> read_san(const position& p, std::string_view text) noexcept {
    const auto s = parse_san(text);
    if (!s) return unexpected<san_error>{s.error()};
    return read_san(p, *s);
}

//! As read_san, and which variants (syntactic and against the position) the text used.
constexpr expected<san_reading, san_error> read_san_detailed(const position& p, std::string_view text) noexcept {
    using namespace san_detail;
    const auto s = parse_san(text);
    if (!s) return unexpected<san_error>{s.error()};
    const auto m = read_san(p, *s);
    if (!m) return unexpected<san_error>{m.error()};
    san_reading r{*m, *s, s->variants};
    const piece pc = p.piece_on(m->from());
    const bool castles = is_castling_move(p, *m);
    if (castles && !s->castling) r.variants |= san_variant::castling_as_king_move;
    const bool captures = !castles && (!p.empty(m->to()) || (type_of(pc) == piece_type::pawn && file_of(m->from()) != file_of(m->to())));
    if (!castles) {
        if (captures && !s->capture) r.variants |= san_variant::missing_capture_mark;
        if (!captures && s->capture) r.variants |= san_variant::spurious_capture_mark;
    }
    // Hints beyond what canonical SAN writes.
    if (!castles && (s->from_file || s->from_rank) && !has(s->variants, san_variant::long_algebraic)) {
        const san_text canon = to_san(p, *m);
        const std::string_view c = canon.view();
        // Canonical hint: characters between the piece letter (if any) and the target/`x`.
        std::size_t k = type_of(pc) == piece_type::pawn ? 0 : 1, hint_len = 0;
        while (k + hint_len < c.size() && c[k + hint_len] != 'x' &&
               !(k + hint_len + 2 <= c.size() && c.substr(k + hint_len, 2) == to_string(m->to()).view()))
            ++hint_len;
        const std::size_t written = (s->from_file ? 1u : 0u) + (s->from_rank ? 1u : 0u);
        if (written > hint_len) r.variants |= san_variant::over_disambiguated;
    }
    const position n = make_move(p, *m);
    const san_mark actual = in_check(n) ? (count_legal_moves(n) == 0 ? san_mark::mate : san_mark::check) : san_mark::none;
    // `++` is a check mark that may mean mate: right on a check and on a mate, extra on a quiet move.
    const san_mark written = has(s->variants, san_variant::double_plus) && actual != san_mark::none ? actual : s->mark;
    if (written < actual) r.variants |= san_variant::missing_check_mark;
    if (written > actual) r.variants |= san_variant::extra_check_mark;
    return r;
}

// ---- illegal SAN resolution ---------------------------------------------------------------------

enum class san_resolution_kind : std::uint8_t {
    legal,           //!< exactly one legal move fits (candidates: it)
    ambiguous_legal, //!< two or more legal moves fit (candidates: them)
    illegal,         //!< no legal move fits; candidates: every move the SAN can only mean, each judged
    unreachable,     //!< own pieces of the named type (fitting the hints) exist but none's geometry
                     //!< reaches the target; candidate: the nearest one's move, judged (its movement
                     //!< clause is violated)
    no_such_piece,   //!< no own piece of the named type fitting the hints (castling: no king on its
                     //!< initial square, nor two files of room for the move): no candidate
};

constexpr std::string_view name(san_resolution_kind k) noexcept {
    switch (k) {
    case san_resolution_kind::legal: return "legal";
    case san_resolution_kind::ambiguous_legal: return "ambiguous_legal";
    case san_resolution_kind::illegal: return "illegal";
    case san_resolution_kind::unreachable: return "unreachable";
    case san_resolution_kind::no_such_piece: return "no_such_piece";
    }
    return "?";
}

//! The move(s) a SAN can mean in a position, and for illegal ones the judge's verdict on each.
struct san_resolution {
    static constexpr std::size_t capacity = 10; // at most 10 pieces of one type (2 + 8 promoted)
    san_resolution_kind kind = san_resolution_kind::no_such_piece;
    std::array<move, capacity> moves{};
    std::size_t count = 0;
    std::array<judgement, capacity> judgements{}; //!< judgements[i] judges moves[i] (illegal, unreachable)
    std::size_t chosen = 0;                        //!< index of the audit's first choice

    constexpr std::span<const move> candidates() const noexcept { return {moves.data(), count}; }
    constexpr std::optional<move> choice() const noexcept {
        if (count == 0) return std::nullopt;
        return moves[chosen];
    }
    constexpr const judgement* chosen_judgement() const noexcept {
        if (count == 0 || kind == san_resolution_kind::legal || kind == san_resolution_kind::ambiguous_legal) return nullptr;
        return &judgements[chosen];
    }
};

namespace san_detail {

//! Does the movement pattern of a piece of type t (colour us) on `from` include `to`?
//! Geometry only: blockers, pins, checks, castling and e.p. rights are the judge's business.
constexpr bool geometry_fits(piece_type t, color us, square from, square to) noexcept {
    if (from == to) return false;
    switch (t) {
    case piece_type::knight: return contains(knight_attacks(from), to);
    case piece_type::bishop: return contains(bishop_attacks(from, 0), to);
    case piece_type::rook: return contains(rook_attacks(from, 0), to);
    case piece_type::queen: return contains(queen_attacks(from, 0), to);
    case piece_type::king: {
        if (contains(king_attacks(from), to)) return true;
        const int df = index(file_of(to)) - index(file_of(from));
        return from == king_home(us) && rank_of(to) == rank_of(from) && (df == 2 || df == -2);
    }
    case piece_type::pawn: return false; // pawns: see pawn_origins
    }
    return false;
}

constexpr int distance(square a, square b) noexcept {
    const int df = index(file_of(a)) - index(file_of(b)), dr = index(rank_of(a)) - index(rank_of(b));
    const int x = df < 0 ? -df : df, y = dr < 0 ? -dr : dr;
    return x > y ? x : y;
}

//! How far the SAN's piece on `from` is from what the text names, when no piece's geometry
//! reaches `to` (smaller: the piece more plausibly meant). Compared as one number, in order:
//!  - pawns only: on the right file first — for a push the target's own file, for a capture
//!    (a file named other than the target's) a file next to the target's — then a pawn behind
//!    the target (it moves forward only) before one level with or beyond it;
//!  - then the Chebyshev distance (king steps), then the Manhattan distance, then the lower
//!    square (a1 = 0 … h8 = 63).
//! So `e5` from the initial position means the e2 pawn, not b2 (which is as many king steps away).
constexpr int remoteness(const san_syntax& s, color us, square from, square to) noexcept {
    const int df = index(file_of(from)) - index(file_of(to)), dr = index(rank_of(from)) - index(rank_of(to));
    const int adf = df < 0 ? -df : df, adr = dr < 0 ? -dr : dr;
    int pawn_class = 0; // 0 … 3
    if (s.piece == piece_type::pawn && !s.castling) {
        const bool capture_shape = s.from_file && *s.from_file != file_of(to);
        const bool right_file = capture_shape ? adf == 1 : adf == 0;
        const bool behind = us == color::white ? dr < 0 : dr > 0;
        pawn_class = (right_file ? 0 : 2) + (behind ? 0 : 1);
    }
    return ((pawn_class * 8 + distance(from, to)) * 16 + adf + adr) * 64 + index(from);
}

} // namespace san_detail

//! What the SAN means in p. When no legal move fits, the candidates are the moves the text can
//! only mean: every own piece of the named type (and hints) whose movement pattern reaches the
//! target — blocked sliders included (the judge reports 3.5), pins, checks, castling and e.p.
//! rights ignored; castling SAN: the king's two-square move from its initial square; a pawn move
//! to the last rank with no piece named: that move without promotion (3.7.5). Pawn pushes: the
//! own pawn one square behind the target, else the one two squares behind. Each candidate is
//! judged with `history`. No candidate: the nearest own piece of the type fitting the hints is
//! judged (`unreachable`: its movement clause is violated; "nearest" as san_detail::remoteness
//! orders them: pawns on the push's own file / a capture's neighbouring file and behind the
//! target first, then Chebyshev, Manhattan distance, lower square); none fits: `no_such_piece`. A
//! reading the judge finds legal is never a candidate. First choice: the candidate with the fewest violated clauses, ties by
//! the lower origin square (a1 = 0 … h8 = 63): the reading closest to a legal move.
constexpr san_resolution resolve_san(const position& p, const san_syntax& s, const rules::castling_history& history = {}) noexcept {
    using namespace san_detail;
    san_resolution r;
    const color us = p.side_to_move;
    const moves_to legal = legal_moves_to(p, target_of(p, s));
    for (const move m : legal)
        if (fits_ignoring_promotion(p, s, m) && m.promotion() == s.promotion && r.count < san_resolution::capacity)
            r.moves[r.count++] = m;
    if (r.count == 1) {
        r.kind = san_resolution_kind::legal;
        return r;
    }
    if (r.count > 1) {
        r.kind = san_resolution_kind::ambiguous_legal;
        return r;
    }

    const auto add = [&](move m) {
        if (r.count < san_resolution::capacity) r.moves[r.count++] = m;
    };
    const square king = p.king(us);
    square target = s.to;
    if (s.castling && p.chess960) {
        // Guidelines II: the king onto that side's castling rook, if the king is on its first rank
        // and a rook of its colour stands there (judged: the right, II.3.1, II.3.2.7.4, 3.8.2.2.1).
        const square rook = p.castling_rook_square(us, *s.castling);
        if (is_valid(king) && relative_rank(us, king) == rank::r1 && p.piece_on(rook) == make_piece(us, piece_type::rook) &&
            castling_side_of(king, rook) == *s.castling)
            add(move(king, rook));
        if (r.count == 0) return r; // no_such_piece: no king move can mean this castling
    } else if (s.castling) {
        target = castling_target(us, *s.castling);
        if (king == king_home(us)) {
            add(move(king, target));
        } else if (is_valid(king)) {
            // The king is off its initial square: the two-square move towards that wing, if on
            // the board (judged: only castling moves a king two squares, 3.8.1, 3.8.2).
            const int f = index(file_of(king)) + (*s.castling == side::king_side ? 2 : -2);
            if (f >= 0 && f < 8) add(move(king, make_square(static_cast<file>(f), rank_of(king))));
        }
        if (r.count == 0) return r; // no_such_piece: no king move can mean this castling
    } else if (s.piece == piece_type::pawn) {
        const int up = us == color::white ? 8 : -8;
        const bitboard pawns = p.pieces(us, piece_type::pawn);
        const int behind = index(target) - up;
        if (s.from_file && *s.from_file != file_of(target)) { // capture shape
            const int df = index(*s.from_file) - index(file_of(target));
            if ((df == 1 || df == -1) && behind >= 0 && behind < 64) {
                const square from = make_square(*s.from_file, rank_of(square_at(behind)));
                if (contains(pawns, from) && hints_fit(s, from)) add(move(from, target, s.promotion));
            }
        } else if (behind >= 0 && behind < 64) {
            const square one = square_at(behind);
            if (contains(pawns, one) && hints_fit(s, one)) add(move(one, target, s.promotion));
            else if (!contains(pawns, one) && behind - up >= 0 && behind - up < 64) {
                const square two = square_at(behind - up);
                if (contains(pawns, two) && hints_fit(s, two)) add(move(two, target, s.promotion));
            }
        }
    } else {
        for (bitboard b = p.pieces(us, s.piece); b;) {
            const square from = pop_lsb(b);
            if (hints_fit(s, from) && geometry_fits(s.piece, us, from, target)) add(move(from, target, s.promotion));
        }
    }

    if (r.count > 0) {
        r.kind = san_resolution_kind::illegal;
    } else {
        // The nearest own piece of the type that fits the hints (none fits: no such piece).
        bitboard pool = 0;
        for (bitboard b = p.pieces(us, s.piece); b;) {
            const square from = pop_lsb(b);
            if (hints_fit(s, from)) pool |= bb(from);
        }
        if (!pool || target == square::none) {
            r.kind = san_resolution_kind::no_such_piece;
            return r;
        }
        square best = square::none;
        for (bitboard b = pool; b;) {
            const square from = pop_lsb(b);
            if (best == square::none || remoteness(s, us, from, target) < remoteness(s, us, best, target)) best = from;
        }
        add(move(best, target, s.promotion));
        r.kind = san_resolution_kind::unreachable;
    }
    // A reading the judge finds legal is never reported as illegal (a wrong "illegal" is the worst
    // error). With the legal moves matched above this cannot happen; the filter keeps it so.
    std::size_t kept = 0;
    for (std::size_t i = 0; i < r.count; ++i) {
        const judgement j = judge(p, r.moves[i], history);
        if (j.legal) continue;
        r.moves[kept] = r.moves[i];
        r.judgements[kept++] = j;
    }
    r.count = kept;
    if (r.count == 0) {
        r.kind = san_resolution_kind::no_such_piece;
        return r;
    }
    int best_violations = 1 << 30;
    for (std::size_t i = 0; i < r.count; ++i) {
        const int v = r.judgements[i].violation_count();
        if (v < best_violations) {
            best_violations = v;
            r.chosen = i;
        }
    }
    return r;
}

constexpr san_resolution resolve_san(const position& p, std::string_view text, const rules::castling_history& history = {}) noexcept {
    const auto s = parse_san(text);
    if (!s) return san_resolution{};
    return resolve_san(p, *s, history);
}

} // namespace chesslaw
