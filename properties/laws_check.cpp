// 3.9 — check. After a legal move the mover's king is not attacked (pinned attackers included);
// and, both ways, every move that no clause of 3.1–3.8 forbids is legal exactly when it leaves the
// mover's king unattacked — in check, in double check and with pinned pieces alike. A move that
// leaves the king attacked is judged illegal citing 3.9 (also exhaustively in laws_judge.cpp).
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

CHESSLAW_PROP(clause_3_9, no_legal_move_leaves_the_king_attacked, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    clause_set hit;
    const bool checked = king_attacked(p, us);
    RC_ASSERT(in_check(p) == checked);
    for (const move m : legal_moves(p)) {
        const position n = make_move(p, m);
        if (king_attacked(n, us)) RC_FAIL(to_uci_string(m) + " leaves the king attacked in " + to_fen_string(p));
        RC_ASSERT(king_attacked(play_by_text(p, m), us) == false);
    }
    bool pins = false;
    for (int i = 0; i < 64; ++i) pins |= is_pinned(p, square_at(i), us);
    hit.add_if(checked || pins, id::check);
    // No legal move at all: checkmate exactly when in check (the status the generator reports).
    if (legal_moves(p).empty()) RC_ASSERT(status(p) == (checked ? game_status::checkmate : game_status::stalemate));
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_9, legal_exactly_when_the_king_is_left_unattacked, 1500, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    const move_list legal = legal_moves(p);
    clause_set hit;
    int count = 0;
    for (const move m : own_piece_triples(p)) {
        if (m.from() == m.to() || !empty_set(text_violations(p, m))) continue;
        const bool attacked = king_left_attacked(p, m);
        if (legal.contains(m) == attacked)
            RC_FAIL(to_uci_string(m) + (attacked ? " leaves the king attacked but is generated" : " is permitted and safe but not generated") +
                    " in " + to_fen_string(p));
        count += !attacked;
        if (attacked) {
            hit.add(id::check);
            hit.add(id::attack);
            const position after = play_by_text(p, m);
            for (square a : attackers_of(after, king_square(after, us), ~us)) hit.add_if(is_pinned(after, a, ~us), id::attack_despite_pin);
        }
    }
    RC_ASSERT(count == legal.size()); // and nothing else is generated
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_9, move_leaving_king_attacked_is_judged_illegal_citing_3_9, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const move m = *candidates(p);
    clause_set hit;
    if (own(p, m.from(), p.side_to_move) && m.from() != m.to() && empty_set(text_violations(p, m)) && king_left_attacked(p, m)) {
        const judgement j = judge(p, m);
        RC_ASSERT(!j.legal);
        RC_ASSERT(j.verdict == id::illegal_move);
        RC_ASSERT(j.violates(id::check));
        RC_ASSERT(j.violation_count() == 1);
        RC_ASSERT(j.applies(id::attack));
        hit.add(id::check);
        hit.add(id::attack);
        hit.add(id::illegal_move);
    }
    clause_hits::tag(hit);
}

} // namespace
