#pragma once
//! Whether a side cannot checkmate, decided by the rules that are certain whatever the squares —
//! the question of 5.1.2 (2023), 5.2.2 and 6.9 ("the opponent cannot checkmate the player's king
//! by any possible series of legal moves"):
//!
//! - a bare king checkmates nothing;
//! - a king and one minor piece (bishop or knight) cannot checkmate a bare king;
//! - when the men are kings and bishops only, and every bishop stands on squares of one colour,
//!   no side can checkmate (a bishop never leaves its colour, and a king is mated only when a
//!   square of the other colour around it is covered or blocked).
//!
//! Everything else is *undecided* here (K+N against K+P can mate, a blocked pawn wall cannot):
//! the full analysis is the dead-position issue's, and until it lands an undecided case is never
//! a finding. Header-only, constexpr, no I/O.

#include <cstdint>

#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/position.hpp>

namespace chesslaw::rules {

//! What the certain rules say of one side's mating material.
enum class mating_material : std::uint8_t {
    cannot,    //!< no series of legal moves lets this side checkmate (one of the rules above)
    undecided, //!< the rules above do not decide (the dead-position analysis would)
};

//! Why a side cannot checkmate: the rule that decided it (in words: prose::describe,
//! chesslaw/prose/material.hpp).
enum class cannot_mate_reason : std::uint8_t { none, bare_king, lone_minor, same_colour_bishops };

//! The rule by which side c cannot checkmate in p (cannot_mate_reason::none: undecided).
constexpr cannot_mate_reason why_cannot_checkmate(const position& p, color c) noexcept {
    const bitboard kings = p.pieces(piece_type::king);
    const bitboard ours = p.pieces(c) & ~kings;
    const bitboard theirs = p.pieces(~c) & ~kings;
    if (!ours) return cannot_mate_reason::bare_king;
    const bitboard minors = p.pieces(piece_type::knight) | p.pieces(piece_type::bishop);
    if (!theirs && (ours & (ours - 1)) == 0 && (ours & minors)) return cannot_mate_reason::lone_minor;
    const bitboard men = ours | theirs;
    if ((men & ~p.pieces(piece_type::bishop)) == 0 && ((men & dark_squares) == 0 || (men & ~dark_squares) == 0))
        return cannot_mate_reason::same_colour_bishops;
    return cannot_mate_reason::none;
}

//! What the certain rules say of side c's mating material in p.
constexpr mating_material mating_material_of(const position& p, color c) noexcept {
    return why_cannot_checkmate(p, c) == cannot_mate_reason::none ? mating_material::undecided : mating_material::cannot;
}

//! No side of p can checkmate by the certain rules: a dead position (5.2.2) on material alone.
constexpr bool dead_by_material(const position& p) noexcept {
    return mating_material_of(p, color::white) == mating_material::cannot && mating_material_of(p, color::black) == mating_material::cannot;
}

//! One capture from a dead position on material: p is not dead_by_material, yet taking some one
//! man (the pawn, rook or queen when there is exactly one, else any minor piece) off the board
//! makes it so — the men a forced capture may leave (K+Q+N v K: the queen taken,
//! a king and a knight remain). A filter (a few instructions when two or more pawns, rooks and
//! queens stand on the board), not a rule of the Laws: where it holds, a forced reply is worth
//! following (analysis::dead_position's forced moves).
constexpr bool one_capture_from_dead_material(const position& p) noexcept {
    const bitboard heavy = p.pieces(piece_type::pawn) | p.pieces(piece_type::rook) | p.pieces(piece_type::queen);
    if (heavy & (heavy - 1)) return false;
    const bitboard minors = p.pieces(piece_type::knight) | p.pieces(piece_type::bishop);
    for (bitboard b = heavy ? heavy : minors; b;) {
        position q = p;
        q.remove(pop_lsb(b));
        if (dead_by_material(q)) return !dead_by_material(p);
    }
    return false;
}

//! The men of side c other than the king are minor pieces only (at least one): a case the
//! dead-position analysis must decide when the certain rules do not.
constexpr bool only_minor_pieces(const position& p, color c) noexcept {
    const bitboard ours = p.pieces(c) & ~p.pieces(piece_type::king);
    return ours && (ours & ~(p.pieces(piece_type::knight) | p.pieces(piece_type::bishop))) == 0;
}

} // namespace chesslaw::rules
