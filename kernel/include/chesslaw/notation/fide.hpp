#pragma once
//! A move as written against Appendix C, the algebraic notation FIDE accepts on a scoresheet
//! (`chesslaw audit --notation fide`, issue 51): the forms of a written move that Appendix C does
//! not give, each with the clause of C that gives the form it should have. PGN's SAN, which the
//! reader takes by default, differs from C in a few places: PGN castles with the letter O
//! (`O-O`), C with the digit zero (C.13: `0-0`); PGN promotes with `=` (`e8=Q`), C writes the
//! piece immediately after the move (C.11: `d8Q`); PGN requires the `x` of a capture, C lets it
//! out (C.9, C.9.3: "an x may be inserted") — a capture without `x` is C's own form, no finding.
//!
//! Read from the text of the move alone (no position): the forms are lexical. What this does not
//! see: a figurine (♘), which the PGN reader turns into its letter before a move is kept, and
//! pieces named in another language (C.3 allows a player's national abbreviations), which the
//! SAN reader does not read. Header-only, constexpr, no I/O, no words (prose/audit.hpp words a
//! form).

#include <cstddef>
#include <cstdint>
#include <string_view>

#include <chesslaw/spec/table.hpp>

namespace chesslaw::notation {

//! A form of a written move that Appendix C does not give.
enum class fide_form : std::uint8_t {
    letter_o_castling,       //!< `O-O`, `O-O-O`, `o-o`: C.13 writes castling with the digit zero, `0-0`, `0-0-0`
    promotion_equals,        //!< `e8=Q`: C.11, the piece's abbreviation immediately after the pawn's move (`d8Q`)
    promotion_parenthesised, //!< `e8(Q)`: C.11 likewise
    colon_capture,           //!< `exd5` written `e:d5`: C.9's capture sign is `x`
    pawn_letter,             //!< `Pe4`: C.4, pawns are recognised by the absence of a letter (not `pe5`, `Pd4`)
};

inline constexpr std::size_t fide_form_count = 5;

constexpr std::string_view name(fide_form f) noexcept {
    switch (f) {
    case fide_form::letter_o_castling: return "letter_o_castling";
    case fide_form::promotion_equals: return "promotion_equals";
    case fide_form::promotion_parenthesised: return "promotion_parenthesised";
    case fide_form::colon_capture: return "colon_capture";
    case fide_form::pawn_letter: return "pawn_letter";
    }
    return "?";
}

//! The clause of Appendix C that gives the form the move should have.
constexpr spec::clause_ref clause_of(fide_form f) noexcept {
    switch (f) {
    case fide_form::letter_o_castling: return spec::id::notation_abbreviations;
    case fide_form::promotion_equals:
    case fide_form::promotion_parenthesised: return spec::id::notation_promotion;
    case fide_form::colon_capture: return spec::id::notation_capture;
    case fide_form::pawn_letter: return spec::id::notation_pawn_no_letter;
    }
    return spec::id::notation_abbreviations;
}

//! The forms of one written move, a bit per fide_form (bit k: fide_form k).
struct fide_forms {
    std::uint8_t bits = 0;
    constexpr bool has(fide_form f) const noexcept { return (bits >> static_cast<unsigned>(f)) & 1u; }
    constexpr void add(fide_form f) noexcept { bits = static_cast<std::uint8_t>(bits | (1u << static_cast<unsigned>(f))); }
    constexpr bool empty() const noexcept { return bits == 0; }
    friend constexpr bool operator==(const fide_forms&, const fide_forms&) = default;
};

namespace detail {
constexpr bool is_file(char c) noexcept { return c >= 'a' && c <= 'h'; }
constexpr bool is_rank(char c) noexcept { return c >= '1' && c <= '8'; }
constexpr bool is_promotion_piece(char c) noexcept {
    return c == 'Q' || c == 'R' || c == 'B' || c == 'N' || c == 'q' || c == 'r' || c == 'b' || c == 'n';
}
} // namespace detail

//! The forms Appendix C does not give in the text of one move as written (its SAN token: the
//! move without its number; a check mark, `e.p.` and glued annotations may follow).
constexpr fide_forms fide_forms_of(std::string_view t) noexcept {
    fide_forms out;
    if (t.size() >= 3 && (t[0] == 'O' || t[0] == 'o') && t[1] == '-' && (t[2] == 'O' || t[2] == 'o')) {
        out.add(fide_form::letter_o_castling);
        return out;
    }
    if (t.size() >= 3 && t[0] == 'P' && detail::is_file(t[1])) out.add(fide_form::pawn_letter);
    for (std::size_t i = 0; i < t.size(); ++i) {
        const char c = t[i];
        if (c == ':' && i + 1 < t.size() && detail::is_file(t[i + 1])) out.add(fide_form::colon_capture);
        if (c == '=' && i > 0 && detail::is_rank(t[i - 1]) && i + 1 < t.size() && detail::is_promotion_piece(t[i + 1]))
            out.add(fide_form::promotion_equals);
        if (c == '(' && i > 0 && detail::is_rank(t[i - 1]) && i + 2 < t.size() && detail::is_promotion_piece(t[i + 1]) && t[i + 2] == ')')
            out.add(fide_form::promotion_parenthesised);
    }
    return out;
}

} // namespace chesslaw::notation
