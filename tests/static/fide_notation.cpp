//! Compile-only static_assert wall for Appendix C on a record (kernel/include/chesslaw/notation/fide.hpp):
//! the forms of a written move that Appendix C does not give, each with the C clause of its form.
//! Clause IDs are never spelled here.

#include <chesslaw/notation/fide.hpp>

namespace {

namespace id = chesslaw::spec::id;
using chesslaw::notation::fide_form;
using chesslaw::notation::fide_forms;
using chesslaw::notation::fide_forms_of;

constexpr bool only(std::string_view t, fide_form f) {
    fide_forms want;
    want.add(f);
    return fide_forms_of(t) == want;
}

// PGN's letter O against C.13's digit zero
static_assert(only("O-O", fide_form::letter_o_castling) && only("O-O-O+", fide_form::letter_o_castling));
static_assert(only("o-o", fide_form::letter_o_castling) && only("O-O#", fide_form::letter_o_castling));
static_assert(clause_of(fide_form::letter_o_castling) == id::notation_abbreviations);
// PGN's '=' of a promotion against C.11's d8Q
static_assert(only("e8=Q", fide_form::promotion_equals) && only("exf8=N+", fide_form::promotion_equals));
static_assert(only("b1(B)", fide_form::promotion_parenthesised));
static_assert(clause_of(fide_form::promotion_equals) == id::notation_promotion);
// C.9's x, not ':'
static_assert(only("e:d5", fide_form::colon_capture) && only("N:f3", fide_form::colon_capture));
static_assert(clause_of(fide_form::colon_capture) == id::notation_capture);
// C.4: no letter for a pawn
static_assert(only("Pe4", fide_form::pawn_letter) && only("Pexd5", fide_form::pawn_letter));
static_assert(clause_of(fide_form::pawn_letter) == id::notation_pawn_no_letter);

// Appendix C's own forms: nothing (C.8 long form, C.9 without x, C.9.3 e.p., C.10 origins, C.11,
// C.13's 0-0 and its check and mate marks), and PGN's SAN where it is C's too
constexpr std::string_view appendix_c_forms[] = {
    "e4",   "Nf3",  "Bb2e5", "Ng1f3", "e7e5", "Bxe5", "dxe5", "ed4", "exd6", "Ngf3", "N5f3", "Ngxf3", "N1xf3",
    "d8Q",  "exf8N", "0-0",  "0-0-0", "Qe3+", "Qh7#", "Rh7++", "Kb1", "Ra1d1", "a6a5"};
constexpr bool none_of_them() {
    for (std::string_view t : appendix_c_forms)
        if (!fide_forms_of(t).empty()) return false;
    return true;
}
static_assert(none_of_them());

} // namespace
