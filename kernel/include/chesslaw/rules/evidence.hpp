#pragma once
//! Helpers shared by the predicates: collecting attackers of a square as witnesses.

#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/rules/rule.hpp>

namespace chesslaw::rules::detail {

//! Adds one square_attacked witness per piece of colour `by` attacking s in p (occupancy `occ`).
//! Each says whether the attacker is itself pinned to its own king: it attacks all the same (3.1/4, 3.9).
constexpr bool add_attackers(finding& f, const position& p, square s, color by, bitboard occ) noexcept {
    const bitboard att = attackers_to(p, s, occ) & p.pieces(by);
    if (!att) return false;
    const bitboard pinned_bb = pinned(p, by);
    for (bitboard a = att; a;) {
        const square from = pop_lsb(a);
        f.violate(witness{fact::square_attacked, s, from, p.piece_on(from), contains(pinned_bb, from)});
    }
    return true;
}

} // namespace chesslaw::rules::detail
