// 3.8 — the king: a step to an adjoining square (3.8.1) or castling (3.8.2).
//   3.8       every legal king move is one of the two;
//   3.8.1     every safe step onto a square without an own piece is legal;
//   3.8.2     castling moves the king two squares towards the rook and that rook to the square the
//             king crossed, nothing else;
//   3.8.2.1   a lost castling right never comes back; along a game the right stays exactly as long
//             as neither the king (3.8.2.1.1) nor that rook (3.8.2.1.2) has moved (or been taken);
//   3.8.2.2.1 no castling out of, through or into attack;
//   3.8.2.2.2 no castling past a piece standing between king and rook.
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

bool is_king(const position& p, square s) { return !p.empty(s) && type_of(p.piece_on(s)) == piece_type::king; }

CHESSLAW_PROP(clause_3_8, king_moves_in_two_ways, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    const move_list legal = legal_moves(p);
    const square k = king_square(p, us);
    clause_set hit;
    for (const move m : legal) {
        if (!is_king(p, m.from())) continue;
        const bool step = king_step(m.from(), m.to()), castle = castling_shape(p, m);
        RC_ASSERT(step || castle);
        hit.add(id::king_two_ways);
        hit.add(step ? id::king_step : id::castling);
    }
    for (int j = 0; j < 64; ++j) {
        const square to = square_at(j);
        if (!king_step(k, to)) continue;
        const move m(k, to);
        const bool permitted = !own(p, to, us) && !king_left_attacked(p, m);
        RC_ASSERT(legal.contains(m) == permitted);
        hit.add(id::king_step);
        hit.add_if(!permitted && !own(p, to, us), id::check);
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_8, castling_moves_king_and_rook, 3000, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    clause_set hit;
    for (const position& p : ps) {
        const color us = p.side_to_move;
        const int home = us == color::white ? 0 : 7;
        for (const move m : legal_moves(p)) {
            if (!castling_shape(p, m)) continue;
            const bool king_side = file_no(m.to()) == 6;
            const square corner = sq(king_side ? 7 : 0, home), crossed = sq(king_side ? 5 : 3, home);
            RC_ASSERT(p.piece_on(corner) == make_piece(us, piece_type::rook));
            const position n = make_move(p, m);
            RC_ASSERT(n.piece_on(m.to()) == make_piece(us, piece_type::king));
            RC_ASSERT(n.piece_on(crossed) == make_piece(us, piece_type::rook));
            RC_ASSERT(n.empty(m.from()) && n.empty(corner));
            for (int i = 0; i < 64; ++i) {
                const square s = square_at(i);
                if (s != m.from() && s != m.to() && s != corner && s != crossed) RC_ASSERT(n.piece_on(s) == p.piece_on(s));
            }
            RC_ASSERT(!has(n.rights, castling_right(us, side::king_side)) && !has(n.rights, castling_right(us, side::queen_side)));
            hit.add(id::castling);
            hit.add(id::king_two_ways);
        }
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_8, lost_castling_right_never_comes_back, 3000, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    const auto ms = moves_of(g);
    clause_set hit;
    std::array<bool, 2> king_moved{};
    std::array<std::array<bool, 2>, 2> rook_moved{};
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const position& p = ps[i];
        if (i > 0) {
            RC_ASSERT((p.rights & ~ps[i - 1].rights) == castling::none); // never comes back
            const position& b = ps[i - 1];
            const move m = ms[i - 1];
            for (color c : {color::white, color::black}) {
                const int home = c == color::white ? 0 : 7;
                if (m.from() == sq(4, home) && b.piece_on(m.from()) == make_piece(c, piece_type::king)) {
                    king_moved[index(c)] = true;
                    if (castling_shape(b, m)) rook_moved[index(c)][file_no(m.to()) == 6 ? 0 : 1] = true; // 3.8.2 moves the rook
                }
                for (int w = 0; w < 2; ++w) {
                    const square corner = sq(w == 0 ? 7 : 0, home);
                    if ((m.from() == corner || m.to() == corner) && b.piece_on(corner) == make_piece(c, piece_type::rook))
                        rook_moved[index(c)][static_cast<std::size_t>(w)] = true;
                }
            }
        }
        for (color c : {color::white, color::black})
            for (int w = 0; w < 2; ++w) {
                const castling right = castling_right(c, w == 0 ? side::king_side : side::queen_side);
                if (!has(ps.front().rights, right)) {
                    RC_ASSERT(!has(p.rights, right));
                    continue;
                }
                const bool km = king_moved[index(c)], rm = rook_moved[index(c)][static_cast<std::size_t>(w)];
                RC_ASSERT(has(p.rights, right) == (!km && !rm));
                hit.add_if(km || rm, id::castling_right_lost);
                hit.add_if(km, id::castling_king_moved);
                hit.add_if(rm, id::castling_rook_moved);
            }
        // A castling without the right is never legal.
        const color us = p.side_to_move;
        for (const move m : legal_moves(p))
            if (castling_shape(p, m))
                RC_ASSERT(has(p.rights, castling_right(us, file_no(m.to()) == 6 ? side::king_side : side::queen_side)));
    }
    clause_hits::tag(hit);
}

//! Castling, both wings, in every position of the game: legal exactly when the right is held, the
//! rook is there, nothing stands between them, and none of the king's three squares is attacked.
CHESSLAW_PROP(clause_3_8, castling_exactly_when_unobstructed_and_unattacked, 3000, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    clause_set hit;
    for (const position& p : ps) {
        const color us = p.side_to_move;
        const int home = us == color::white ? 0 : 7;
        const move_list legal = legal_moves(p);
        for (const bool king_side : {true, false}) {
            const move m(sq(4, home), sq(king_side ? 6 : 2, home));
            const square corner = sq(king_side ? 7 : 0, home), crossed = sq(king_side ? 5 : 3, home);
            const bool right = has(p.rights, castling_right(us, king_side ? side::king_side : side::queen_side));
            if (!right) {
                if (p.piece_on(m.from()) == make_piece(us, piece_type::king)) { // (else e1g1 may be a rook's move)
                    RC_ASSERT(!legal.contains(m));
                    RC_ASSERT(judge(p, m).violates(id::castling_right_lost));
                    hit.add(id::castling_right_lost);
                }
                continue;
            }
            // A right implies the king and rook on their initial squares.
            RC_ASSERT(p.piece_on(m.from()) == make_piece(us, piece_type::king));
            RC_ASSERT(p.piece_on(corner) == make_piece(us, piece_type::rook));
            const bool clear = path_clear(p, m.from(), corner);
            bool attacked = false;
            for (square s : {m.from(), crossed, m.to()}) attacked |= is_attacked(p, s, ~us);
            RC_ASSERT(legal.contains(m) == (clear && !attacked));
            const judgement j = judge(p, m);
            RC_ASSERT(j.violates(id::castling_blocked) == !clear);
            RC_ASSERT(j.violates(id::castling_attacked) == attacked);
            hit.add(id::castling);
            hit.add_if(!clear, id::castling_blocked);
            hit.add_if(attacked, id::castling_attacked);
            hit.add_if(attacked, id::attack);
            // b1/b8 must be empty though the king never crosses it, but may be attacked.
            if (!king_side && clear && !attacked && is_attacked(p, sq(1, home), ~us)) hit.add(id::castling_attacked);
        }
    }
    clause_hits::tag(hit);
}

} // namespace
