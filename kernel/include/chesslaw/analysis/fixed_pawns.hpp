#pragma once
//! A proof that a side cannot checkmate because the pawns can never move: the blocked pawn walls
//! of 5.2.2's textbook dead positions, with their squares as evidence.
//!
//! The argument, each step checked on the board:
//! 1. every pawn has a pawn on the square in front of it, so no pawn can advance; no e.p. capture
//!    is possible now; no pawn attacks a man of the other colour;
//! 2. each man other than a pawn can only ever stand on the squares of its *region*: the squares
//!    it reaches by its own moves, the pawns taken as the only obstacles (the other men ignored,
//!    which only makes the region larger); a king's region leaves out the squares an enemy pawn
//!    attacks (a king never stands on them);
//! 3. no region holds a square from which its man could capture an enemy pawn (a king only
//!    unprotected ones: a pawn protected by a pawn stays protected, the pawns never move), and no
//!    region of a man other than a king holds a square an enemy pawn attacks (it could be taken);
//!    so no pawn is ever captured and none ever captures: by induction the pawns never move, and
//!    no promotion ever happens;
//! 4. the mated side's king is not in check now, and no square of its region is attacked from
//!    the region of any man of the mating side (pawns' attacks are outside it by 2.): that king is
//!    never in check again, so it is never checkmated.
//! Sound by construction (every approximation makes a region larger); it proves nothing when a
//! step fails. Header-only, constexpr.

#include <array>
#include <cstdint>
#include <optional>

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/position.hpp>

namespace chesslaw::analysis {

//! The evidence of a fixed-pawns proof.
struct fixed_pawns_proof {
    bitboard pawns = 0;                 //!< every pawn, none of which ever moves
    bitboard mated_king_region = 0;     //!< the squares the king that cannot be mated can ever stand on
    bitboard attackable = 0;            //!< the squares the mating side's men (other than pawns and king) can ever attack
    std::array<bitboard, 2> king_region{}; //!< per colour
};

namespace detail {

//! The squares a man of type t attacks from s with only the pawns as obstacles.
constexpr bitboard attacks_past_pawns(piece_type t, color c, square s, bitboard pawns) noexcept {
    return attacks(t, c, s, pawns);
}

//! The region of a man (step 2): flood fill from s over its moves, pawns as the only obstacles,
//! never onto an own pawn; a king never onto a square in `king_forbidden`.
constexpr bitboard region_of(piece_type t, color c, square s, bitboard pawns, bitboard king_forbidden) noexcept {
    bitboard region = bb(s), frontier = bb(s);
    while (frontier) {
        const square q = pop_lsb(frontier);
        bitboard next = attacks_past_pawns(t, c, q, pawns) & ~pawns & ~region;
        if (t == piece_type::king) next &= ~king_forbidden;
        region |= next;
        frontier |= next;
    }
    return region;
}

} // namespace detail

//! Whether every pawn of p has a pawn on the square in front of it (and p has pawns): step 1's
//! first test, a few instructions — the audit asks it at every capture and pawn move.
constexpr bool pawns_blocked(const position& p) noexcept {
    const bitboard pawns = p.pieces(piece_type::pawn);
    const bitboard wp = p.pieces(color::white, piece_type::pawn), bp = p.pieces(color::black, piece_type::pawn);
    return pawns && (((wp << 8) | (bp >> 8)) & ~pawns) == 0 && !(wp & rank_bb(rank::r8)) && !(bp & rank_bb(rank::r1));
}

//! The fixed-pawns proof that `mated`'s king can never be checkmated in p, or nullopt when a step
//! of the argument fails (see the file comment).
constexpr std::optional<fixed_pawns_proof> prove_fixed_pawns(const position& p, color mated) noexcept {
    // Step 1: no pawn can advance, capture or take e.p.
    if (!pawns_blocked(p)) return std::nullopt;
    const bitboard pawns = p.pieces(piece_type::pawn);
    const bitboard wp = p.pieces(color::white, piece_type::pawn), bp = p.pieces(color::black, piece_type::pawn);
    const bitboard white_pawn_attacks = pawn_attacks_set<color::white>(wp);
    const bitboard black_pawn_attacks = pawn_attacks_set<color::black>(bp);
    if ((white_pawn_attacks & p.pieces(color::black)) || (black_pawn_attacks & p.pieces(color::white))) return std::nullopt;
    if (p.en_passant != square::none) return std::nullopt;
    if (in_check(p)) return std::nullopt;
    if (p.rights != castling::none) return std::nullopt; // castling moves a rook past the regions' reasoning
    fixed_pawns_proof proof;
    proof.pawns = pawns;
    // Steps 2 and 3, man by man.
    for (const color c : {color::white, color::black}) {
        const bitboard own_pawns = c == color::white ? wp : bp;
        const bitboard enemy_pawns = c == color::white ? bp : wp;
        const bitboard enemy_attacks = c == color::white ? black_pawn_attacks : white_pawn_attacks;
        // A pawn the enemy's pawns protect cannot be taken by this king.
        const bitboard enemy_pawns_unprotected = enemy_pawns & ~(c == color::white ? black_pawn_attacks : white_pawn_attacks);
        for (bitboard men = p.pieces(c) & ~own_pawns; men;) {
            const square s = pop_lsb(men);
            const piece_type t = type_of(p.piece_on(s));
            const bitboard region = detail::region_of(t, c, s, pawns, enemy_attacks);
            bitboard reach = 0;
            for (bitboard r = region; r;) reach |= detail::attacks_past_pawns(t, c, pop_lsb(r), pawns);
            if (t == piece_type::king) {
                if (reach & enemy_pawns_unprotected) return std::nullopt;
                proof.king_region[static_cast<std::size_t>(index(c))] = region;
            } else {
                if (reach & enemy_pawns) return std::nullopt;
                if (region & enemy_attacks) return std::nullopt;
                if (c != mated) proof.attackable |= reach;
            }
        }
    }
    // Step 4: the mated king is never attacked.
    proof.mated_king_region = proof.king_region[static_cast<std::size_t>(index(mated))];
    if (proof.attackable & proof.mated_king_region) return std::nullopt;
    return proof;
}

} // namespace chesslaw::analysis
