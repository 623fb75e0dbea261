// 3.2–3.6 — bishop, rook, queen, no jumping, knight.
//   The geometry of every legal move is its piece's (diagonal, file or rank, either, the knight's
//   nearest squares off its lines); no bishop, rook or queen passes an occupied square (3.5); and
//   the permissions are complete: every move of the right shape over empty squares, onto a square
//   without an own piece, that leaves the king unattacked, is legal.
#include <chesslaw/judge.hpp>

#include "gen/candidates.hpp"
#include "gen/chess.hpp"
#include "gen/expect.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

spec::clause_ref clause_of(piece_type t) {
    switch (t) {
    case piece_type::bishop: return id::bishop;
    case piece_type::rook: return id::rook;
    case piece_type::queen: return id::queen;
    default: return id::knight;
    }
}

bool fits(piece_type t, square a, square b) {
    switch (t) {
    case piece_type::bishop: return diagonal(a, b);
    case piece_type::rook: return orthogonal(a, b);
    case piece_type::queen: return diagonal(a, b) || orthogonal(a, b);
    case piece_type::knight: return knight_jump(a, b);
    default: return false;
    }
}

bool is_piece(piece_type t) {
    return t == piece_type::bishop || t == piece_type::rook || t == piece_type::queen || t == piece_type::knight;
}

CHESSLAW_PROP(clauses_3_2_to_3_6, legal_moves_have_their_piece_geometry, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    clause_set hit;
    for (const move m : legal_moves(p)) {
        const piece_type t = type_of(p.piece_on(m.from()));
        if (!is_piece(t)) continue;
        RC_ASSERT(fits(t, m.from(), m.to()));
        RC_ASSERT(!m.is_promotion());
        hit.add(clause_of(t));
        if (t != piece_type::knight) {
            RC_ASSERT(path_clear(p, m.from(), m.to())); // 3.5
            hit.add_if(!squares_between(m.from(), m.to()).empty(), id::no_jumping);
        }
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clauses_3_2_to_3_6, wrong_shape_or_jump_is_never_legal, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const move m = *candidates(p);
    clause_set hit;
    if (own(p, m.from(), p.side_to_move)) {
        const piece_type t = type_of(p.piece_on(m.from()));
        if (is_piece(t)) {
            const bool shape = fits(t, m.from(), m.to());
            // 3.5 speaks of any slider passing a piece along a line, whatever line (a bishop going
            // along a file over a piece breaks 3.2 and 3.5: the judge reports every broken clause).
            const bool line = diagonal(m.from(), m.to()) || orthogonal(m.from(), m.to());
            const bool jumps = t != piece_type::knight && line && !path_clear(p, m.from(), m.to());
            const judgement j = judge(p, m);
            RC_ASSERT(j.applies(clause_of(t)));
            RC_ASSERT(j.violates(clause_of(t)) == !shape);
            RC_ASSERT(j.violates(id::no_jumping) == jumps);
            if (!shape || jumps) RC_ASSERT(!is_legal(p, m));
            hit.add(clause_of(t));
            hit.add_if(jumps || (t != piece_type::knight && shape && squares_between(m.from(), m.to()).size() > 0), id::no_jumping);
        }
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clauses_3_2_to_3_6, every_permitted_piece_move_is_generated, 2000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    const move_list legal = legal_moves(p);
    clause_set hit;
    for (int i = 0; i < 64; ++i) {
        const square from = square_at(i);
        if (!own(p, from, us) || !is_piece(type_of(p.piece_on(from)))) continue;
        const piece_type t = type_of(p.piece_on(from));
        for (int j = 0; j < 64; ++j) {
            const square to = square_at(j);
            const move m(from, to);
            const bool permitted = fits(t, from, to) && (t == piece_type::knight || path_clear(p, from, to)) &&
                                   !own(p, to, us) && !king_left_attacked(p, m);
            if (permitted != legal.contains(m))
                RC_FAIL(to_uci_string(m) +
                        (permitted ? " permitted by " + std::string(clause_of(t).id()) + " and " + std::string(id::check.id()) + " but not generated"
                                   : std::string(" generated but not permitted")) +
                        " in " + to_fen_string(p));
            if (permitted) hit.add(clause_of(t));
        }
    }
    clause_hits::tag(hit);
}

} // namespace
