#pragma once
//! Attack queries on a position: who attacks a square, checkers, pinned pieces.
//!
//! "Attacks" follows the Laws: a piece attacks a square if it could capture there per 3.2–3.8
//! (seed 000, 3.1, third sentence), even when it could not actually move there because its own
//! king would be left or placed in check (3.1, fourth sentence; 3.9). So pinned pieces count.

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/position.hpp>

namespace chesslaw {

//! Every piece of either colour that attacks s, with `occupied` as the blockers. Pinned pieces included.
constexpr bitboard attackers_to(const position& p, square s, bitboard occupied) noexcept {
    return (pawn_attacks(color::white, s) & p.pieces(color::black, piece_type::pawn)) |
           (pawn_attacks(color::black, s) & p.pieces(color::white, piece_type::pawn)) |
           (knight_attacks(s) & p.pieces(piece_type::knight)) |
           (king_attacks(s) & p.pieces(piece_type::king)) |
           (bishop_attacks(s, occupied) & (p.pieces(piece_type::bishop) | p.pieces(piece_type::queen))) |
           (rook_attacks(s, occupied) & (p.pieces(piece_type::rook) | p.pieces(piece_type::queen)));
}
constexpr bitboard attackers_to(const position& p, square s) noexcept { return attackers_to(p, s, p.occupied()); }

//! Pieces of colour `by` attacking s (pinned pieces included).
constexpr bitboard attackers(const position& p, square s, color by) noexcept { return attackers_to(p, s) & p.pieces(by); }

//! True if any piece of colour `by` attacks s, given `occupied` as blockers. A one-off query (a
//! castling path, a king's flight square, a FEN's side not to move): a slider is looked up only
//! when one of `by` stands on a line through s, and by the ray masks, which stay in the cache
//! where the magic tables would miss it (see bishop_attacks_by_rays).
constexpr bool attacked(const position& p, square s, color by, bitboard occupied) noexcept {
    const bitboard them = p.pieces(by);
    const bitboard queens = p.pieces(piece_type::queen);
    const bitboard diagonal = them & (p.pieces(piece_type::bishop) | queens) & bishop_pseudo_attacks(s);
    const bitboard straight = them & (p.pieces(piece_type::rook) | queens) & rook_pseudo_attacks(s);
    return (pawn_attacks(~by, s) & them & p.pieces(piece_type::pawn)) ||
           (knight_attacks(s) & them & p.pieces(piece_type::knight)) ||
           (king_attacks(s) & them & p.pieces(piece_type::king)) ||
           (diagonal && (bishop_attacks_by_rays(s, occupied) & diagonal)) ||
           (straight && (rook_attacks_by_rays(s, occupied) & straight));
}
constexpr bool attacked(const position& p, square s, color by) noexcept { return attacked(p, s, by, p.occupied()); }

//! Opponent pieces giving check to the side to move.
constexpr bitboard checkers(const position& p) noexcept {
    const square k = p.king(p.side_to_move);
    return is_valid(k) ? attackers(p, k, ~p.side_to_move) : 0;
}
constexpr bool in_check(const position& p) noexcept { return checkers(p) != 0; }

//! Opponent sliders that would attack c's king if no piece stood between them.
constexpr bitboard snipers(const position& p, color c) noexcept {
    const square k = p.king(c);
    if (!is_valid(k)) return 0;
    return (rook_attacks(k, 0) & p.pieces(~c, piece_type::rook, piece_type::queen)) |
           (bishop_attacks(k, 0) & p.pieces(~c, piece_type::bishop, piece_type::queen));
}

//! Pieces of colour c pinned to their own king: the only piece between the king and an opponent slider.
constexpr bitboard pinned(const position& p, color c) noexcept {
    const square k = p.king(c);
    bitboard out = 0;
    const bitboard occ = p.occupied();
    for (bitboard s = snipers(p, c); s;) {
        const square sn = pop_lsb(s);
        const bitboard b = between(k, sn) & occ;
        if (b && !more_than_one(b) && (b & p.pieces(c))) out |= b;
    }
    return out;
}

//! The opponent slider pinning the piece on s to c's king, or square::none.
constexpr square pinner_of(const position& p, color c, square s) noexcept {
    const square k = p.king(c);
    const bitboard occ = p.occupied();
    for (bitboard sn = snipers(p, c); sn;) {
        const square x = pop_lsb(sn);
        if ((between(k, x) & occ) == bb(s)) return x;
    }
    return square::none;
}

} // namespace chesslaw
