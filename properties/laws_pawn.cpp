// 3.7 — the pawn.
//   3.7   every legal pawn move goes forward: one square, two, or one diagonally;
//   3.7.1 the single step goes to an empty square on its file, and every such safe step is legal;
//   3.7.2 the double advance starts on the pawn's initial rank and crosses two empty squares;
//   3.7.3 a diagonal step lands on an opponent's piece (en passant aside), and every safe one is legal;
//   3.7.4 en passant only on the move right after the opponent's two-square advance beside the
//         capturing pawn, taking that pawn; and then it is always available unless 3.9 forbids it;
//   3.7.5 every move to the last rank promotes, to exactly Q, R, B or N (all four offered), the new
//         piece acts at once (its check counts), and no other move names a promotion.
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

bool is_pawn(const position& p, square s) { return !p.empty(s) && type_of(p.piece_on(s)) == piece_type::pawn; }
int last_rank(color c) { return c == color::white ? 7 : 0; }
int initial_rank(color c) { return c == color::white ? 1 : 6; }

CHESSLAW_PROP(clause_3_7, pawn_moves_only_forward, 2000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    clause_set hit;
    for (const move m : legal_moves(p)) {
        if (!is_pawn(p, m.from())) continue;
        const int df = file_no(m.to()) - file_no(m.from()), dr = (rank_no(m.to()) - rank_no(m.from())) * forward(us);
        RC_ASSERT(std::abs(df) <= 1);
        RC_ASSERT(dr == 1 || (dr == 2 && df == 0));
        hit.add(id::pawn_forward_only);
    }
    // A pawn candidate of any other shape is judged a 3.7 violation and is not legal.
    const move m = *candidates(p);
    if (own(p, m.from(), us) && is_pawn(p, m.from())) {
        const int df = file_no(m.to()) - file_no(m.from()), dr = (rank_no(m.to()) - rank_no(m.from())) * forward(us);
        const bool shape = (df == 0 && (dr == 1 || dr == 2)) || (std::abs(df) == 1 && dr == 1);
        RC_ASSERT(judge(p, m).violates(id::pawn_forward_only) == !shape);
        if (!shape) RC_ASSERT(!is_legal(p, m));
        hit.add(id::pawn_forward_only);
    }
    clause_hits::tag(hit);
}

//! 3.7.1–3.7.3 both ways: a pawn move of each shape is generated exactly when its clause permits
//! it and the king is not left attacked (3.9); last-rank moves come with each promotion (3.7.5).
CHESSLAW_PROP(clause_3_7, step_double_and_capture_are_exactly_permitted, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    const move_list legal = legal_moves(p);
    clause_set hit;
    for (int i = 0; i < 64; ++i) {
        const square from = square_at(i);
        if (!own(p, from, us) || !is_pawn(p, from)) continue;
        const int f = file_no(from), r = rank_no(from), d = forward(us);
        struct shape { int df, dr; spec::clause_ref clause; };
        for (const shape s : {shape{0, 1, id::pawn_step}, shape{0, 2, id::pawn_double_step}, shape{-1, 1, id::pawn_capture},
                              shape{1, 1, id::pawn_capture}}) {
            if (!on_board(f + s.df, r + s.dr * d)) continue;
            const square to = sq(f + s.df, r + s.dr * d);
            bool permitted = false;
            if (s.clause == id::pawn_step) permitted = p.empty(to);
            if (s.clause == id::pawn_double_step) permitted = r == initial_rank(us) && p.empty(to) && p.empty(sq(f, r + d));
            if (s.clause == id::pawn_capture) {
                if (p.empty(to) && to == p.en_passant) continue; // 3.7.4's case, see below
                permitted = enemy(p, to, us);
            }
            const bool last = rank_no(to) == last_rank(us);
            const move m(from, to, last ? promotion::queen : promotion::none);
            const bool safe = permitted && !king_left_attacked(p, m);
            if (safe != legal.contains(m))
                RC_FAIL(to_uci_string(m) + (safe ? " permitted but not generated" : " generated but not permitted") + " (" +
                        std::string(s.clause.id()) + ") in " + to_fen_string(p));
            hit.add_if(permitted, s.clause);
            hit.add_if(permitted && last, id::promotion);
            // Every generated pawn move of this shape obeys its clause (checked above) and moves forward.
            hit.add_if(permitted, id::pawn_forward_only);
        }
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_7, en_passant_only_right_after_the_double_advance, 3000, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    const auto ms = moves_of(g);
    clause_set hit;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const position& p = ps[i];
        const color us = p.side_to_move;
        // The opponent's last move, if it was a two-square pawn advance: the square it passed.
        square passed = square::none;
        if (i > 0) {
            const position& before = ps[i - 1];
            const move last = ms[i - 1];
            if (is_pawn(before, last.from()) && file_no(last.from()) == file_no(last.to()) &&
                std::abs(rank_no(last.to()) - rank_no(last.from())) == 2)
                passed = sq(file_no(last.to()), (rank_no(last.to()) + rank_no(last.from())) / 2);
        } else {
            passed = p.en_passant; // the start FEN is the only record of the move before it
        }
        const move_list legal = legal_moves(p);
        for (const move m : legal) {
            if (!is_pawn(p, m.from()) || file_no(m.from()) == file_no(m.to()) || !p.empty(m.to())) continue;
            // An en-passant capture: only onto the square just passed, taking the pawn that passed it.
            if (m.to() != passed)
                RC_FAIL("en passant " + to_uci_string(m) + " not right after a double advance to " +
                        std::string(to_string(m.to()).view()) + " at ply " + std::to_string(i) + " of " + to_fen_string(p));
            const square taken = sq(file_no(m.to()), rank_no(m.from()));
            const position n = make_move(p, m);
            RC_ASSERT(n.empty(taken));
            RC_ASSERT(n.piece_on(m.to()) == make_piece(us, piece_type::pawn));
            RC_ASSERT(judge(p, m).applies(id::en_passant));
            hit.add(id::en_passant);
            hit.add(id::capture);
        }
        // ... and right after the advance, every pawn beside it may take it unless 3.9 forbids.
        if (passed == square::none || i == 0) continue;
        for (int df : {-1, 1}) {
            const int f = file_no(passed) + df, r = rank_no(passed) - forward(us);
            if (!on_board(f, r) || p.piece_on(sq(f, r)) != make_piece(us, piece_type::pawn)) continue;
            const move m(sq(f, r), passed);
            position after = p; // played by the text of 3.7.4
            after.remove(sq(file_no(passed), r));
            after.remove(m.from());
            after.put(make_piece(us, piece_type::pawn), passed);
            const bool safe = !king_attacked(after, us);
            RC_ASSERT(legal.contains(m) == safe);
            hit.add(id::en_passant);
            hit.add_if(!safe, id::check);
        }
    }
    // Past that move the right is gone: a diagonal step onto an empty square is judged 3.7.4-violating.
    const position& p = ps.back();
    for (const move m : rare_candidates(p))
        if (is_pawn(p, m.from()) && file_no(m.from()) != file_no(m.to()) && p.empty(m.to()) && m.to() != p.en_passant &&
            rank_no(m.to()) != last_rank(p.side_to_move)) {
            RC_ASSERT(judge(p, m).violates(id::en_passant));
            RC_ASSERT(!is_legal(p, m));
            hit.add(id::en_passant);
        }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_7, every_move_to_the_last_rank_promotes, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    const move_list legal = legal_moves(p);
    clause_set hit;
    for (const move m : legal) {
        const bool last = is_pawn(p, m.from()) && rank_no(m.to()) == last_rank(us);
        RC_ASSERT(m.is_promotion() == last);
        if (!last) continue;
        for (promotion pr : {promotion::queen, promotion::rook, promotion::bishop, promotion::knight})
            RC_ASSERT(legal.contains(move(m.from(), m.to(), pr)));
        RC_ASSERT(!legal.contains(move(m.from(), m.to())));
        const position n = make_move(p, m);
        RC_ASSERT(n.piece_on(m.to()) == make_piece(us, to_piece_type(m.promotion())));
        // The new piece acts at once: its check is a check.
        RC_ASSERT(in_check(n) == king_attacked(n, ~us));
        hit.add(id::promotion);
        hit.add_if(enemy(p, m.to(), us), id::pawn_capture);
        hit.add_if(enemy(p, m.to(), us), id::capture);
    }
    // Candidates: no promotion on the last rank, or a promotion elsewhere, is never legal.
    const move m = *candidates(p);
    if (own(p, m.from(), us)) {
        const bool last = is_pawn(p, m.from()) && rank_no(m.to()) == last_rank(us);
        if (last != m.is_promotion()) {
            RC_ASSERT(!is_legal(p, m));
            RC_ASSERT(judge(p, m).violates(id::promotion));
            hit.add(id::promotion);
        }
    }
    clause_hits::tag(hit);
}

} // namespace
