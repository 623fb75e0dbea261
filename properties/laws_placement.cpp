// 3.1 — own-colour square, capture, and what "attack" means.
//   3.1/1 no legal move lands on a piece of its own colour; a candidate that would is not legal.
//   3.1/2 a capture removes exactly the captured piece (en passant: the passed pawn), as part of
//         the same move; a move that captures nothing removes nothing.
//   3.1/3 the kernel's attackers of every square are exactly the pieces that could capture there
//         by 3.2–3.8 (read off the board independently).
//   3.1/4 pinned pieces are among them: the king never steps onto a square a pinned piece attacks.
#include <chesslaw/judge.hpp>

#include "gen/candidates.hpp"
#include "gen/chess.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

CHESSLAW_PROP(clause_3_1, own_square_never_legal, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    for (const move m : legal_moves(p)) RC_ASSERT(!own(p, m.to(), us));
    const move m = *candidates(p);
    clause_set hit;
    if (own(p, m.from(), us) && own(p, m.to(), us)) {
        RC_ASSERT(!is_legal(p, m));
        RC_ASSERT(judge(p, m).violates(id::own_square));
        hit.add(id::own_square);
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_1, capture_removes_the_captured_piece, 2000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    clause_set hit;
    for (const move m : legal_moves(p)) {
        const position n = make_move(p, m);
        const bool ep = type_of(p.piece_on(m.from())) == piece_type::pawn && file_no(m.from()) != file_no(m.to()) && p.empty(m.to());
        const square victim = ep ? sq(file_no(m.to()), rank_no(m.from())) : m.to();
        const bool captures = enemy(p, victim, us);
        int before = 0, after = 0, ours_before = 0, ours_after = 0;
        for (int i = 0; i < 64; ++i) {
            before += enemy(p, square_at(i), us);
            after += enemy(n, square_at(i), us);
            ours_before += own(p, square_at(i), us);
            ours_after += own(n, square_at(i), us);
        }
        RC_ASSERT(after == before - (captures ? 1 : 0));
        RC_ASSERT(ours_after == ours_before);
        if (captures) {
            RC_ASSERT(!enemy(n, victim, us));
            RC_ASSERT(own(n, m.to(), us));
            const judgement j = judge(p, m);
            RC_ASSERT(j.applies(id::capture));
            hit.add(id::capture);
            hit.add_if(ep, id::en_passant);
        }
        // Every other opponent piece stays where it was.
        for (int i = 0; i < 64; ++i)
            if (square_at(i) != victim && enemy(p, square_at(i), us)) RC_ASSERT(n.piece_on(square_at(i)) == p.piece_on(square_at(i)));
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_1, attackers_are_the_pieces_that_could_capture, 2000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    clause_set hit;
    hit.add(id::attack);
    for (int s = 0; s < 64; ++s)
        for (color c : {color::white, color::black}) {
            std::vector<square> kernel;
            for (bitboard b = attackers(p, square_at(s), c); b;) kernel.push_back(pop_lsb(b));
            const auto text = attackers_of(p, square_at(s), c);
            if (kernel != text)
                RC_FAIL("attackers of " + std::string(to_string(square_at(s)).view()) + " by " + std::string(name(c)) +
                        " differ in " + to_fen_string(p));
            RC_ASSERT(attacked(p, square_at(s), c) == !text.empty());
            for (square a : text) {
                RC_ASSERT(rules::attack::holds(p, a, square_at(s)));
                if (is_pinned(p, a, c)) {
                    RC_ASSERT(rules::attack_despite_pin::holds(p, a, square_at(s)));
                    hit.add(id::attack_despite_pin);
                }
            }
        }
    // The check is the attack on the king (3.9 uses 3.1/3): checkers are the king's attackers.
    std::vector<square> chk;
    for (bitboard b = checkers(p); b;) chk.push_back(pop_lsb(b));
    RC_ASSERT(chk == attackers_of(p, king_square(p, p.side_to_move), ~p.side_to_move));
    hit.add_if(!chk.empty(), id::check);
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_1, pinned_pieces_still_attack, 3000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    const square k = king_square(p, us);
    clause_set hit;
    // Opponent pinned pieces that attack a square next to our king, or our king itself.
    bool relevant = false;
    for (int i = 0; i < 64; ++i) {
        const square a = square_at(i);
        if (!own(p, a, ~us) || !is_pinned(p, a, ~us)) continue;
        for (int j = 0; j < 64; ++j)
            if (king_step(k, square_at(j)) || square_at(j) == k) relevant |= attacks_square(p, a, square_at(j));
    }
    for (const move m : legal_moves(p)) {
        if (type_of(p.piece_on(m.from())) != piece_type::king) continue;
        const position after = play_by_text(p, m);
        RC_ASSERT(!is_attacked(after, m.to(), ~us));
    }
    // And every king step the texts forbid only because of a pinned attacker is judged so.
    for (int j = 0; j < 64; ++j) {
        const square to = square_at(j);
        if (!king_step(k, to) || own(p, to, us)) continue;
        const move m(k, to);
        const position after = play_by_text(p, m);
        const auto att = attackers_of(after, to, ~us);
        bool only_pinned = !att.empty();
        for (square a : att) only_pinned &= is_pinned(after, a, ~us);
        if (!only_pinned) continue;
        const judgement jd = judge(p, m);
        RC_ASSERT(!jd.legal);
        RC_ASSERT(jd.violates(id::check));
        RC_ASSERT(jd.applies(id::attack_despite_pin));
        hit.add(id::attack_despite_pin);
        hit.add(id::check);
    }
    hit.add_if(relevant, id::attack_despite_pin);
    clause_hits::tag(hit);
}

} // namespace
