// 3.10 — the judge and the generator agree, and the judge cites exactly the clauses the texts say.
//   3.10.1 / 3.10.2: m ∈ legal_moves(p) ⇔ judge(p, m).legal ⇔ no clause of 3.1–3.9 violated,
//   over every from/to/promotion triple of every own piece (and arbitrary triples of other squares).
//   Citations: for every candidate, the clauses of 3.1–3.8 the judge finds violated are exactly
//   those the texts say (gen/expect.hpp), and when none is, 3.9 is violated exactly when the
//   mover's king stands attacked afterwards; 3.1/3 and 3.1/4 are cited exactly when a verdict
//   rests on an attack (by a pinned piece). With the game as history, 3.8.2.1.1 and 3.8.2.1.2
//   tell the king's move from the rook's.
//   Chess960 (Guidelines II): the same 3.10 equivalence over random 960 starts and play, and every
//   king-onto-own-rook candidate judged by the texts of II.3 read off the mailbox.
#include <iostream>

#include <chesslaw/judge.hpp>

#include "gen/candidates.hpp"
#include "gen/chess960.hpp"
#include "gen/chess.hpp"
#include "gen/expect.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

//! The clauses of 3.1–3.8 whose violation the texts decide (gen/expect.hpp).
constexpr spec::clause_ref text_clauses[] = {
    id::own_square, id::bishop, id::rook, id::queen, id::no_jumping, id::knight, id::pawn_forward_only,
    id::pawn_step, id::pawn_double_step, id::pawn_capture, id::en_passant, id::promotion, id::king_two_ways,
    id::king_step, id::castling, id::castling_right_lost, id::castling_king_moved, id::castling_rook_moved,
    id::castling_attacked, id::castling_blocked};

clause_set violated_by(const judgement& j) {
    clause_set s;
    for (const auto& f : j)
        if (f.result == rules::outcome::violated) s.add(f.clause);
    return s;
}

CHESSLAW_PROP(judge, iff_generator_on_every_triple, 1800, ()) { // 600 before the judge got ~10x faster (issue 11): same time
    const auto g = *games();
    const auto ps = replay(g);
    const position& p = ps.back();
    const move_list legal = legal_moves(p);
    clause_set hit;
    auto triples = own_piece_triples(p);
    for (int k = 0; k < 64; ++k) // a few triples from empty and opponent squares too
        triples.emplace_back(square_at(k), square_at((k * 37 + 11) % 64), all_promotions[static_cast<std::size_t>(k % 5)]);
    for (const move m : triples) {
        const judgement j = judge(p, m);
        const bool in_gen = legal.contains(m);
        if (j.legal != in_gen)
            RC_FAIL("judge and generator disagree on " + to_uci_string(m) + " in " + to_fen_string(p) + ": judge says " +
                    (j.legal ? "legal" : "illegal (" + ids_of(violated_by(j)) + ")") + ", generator " +
                    (in_gen ? "lists it" : "does not"));
        RC_ASSERT(j.legal == (j.violation_count() == 0));
        RC_ASSERT(j.verdict == (j.legal ? id::legal_move : id::illegal_move));
        hit |= violated_by(j);
        hit.add(j.verdict);
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(judge, cites_exactly_the_text_clauses, 3000, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    const position& p = ps.back();
    const castling_story story = story_of(g, ps);
    const move m = *candidates(p);
    const auto game = moves_of(g);
    const auto jh = judge(ps.front(), std::span<const move>(game), m);
    RC_ASSERT(jh.has_value());
    const judgement& j = *jh;
    const judgement bare = judge(p, m);

    const clause_set expect = text_violations(p, m, &story);
    const clause_set got = violated_by(j);
    const color us = p.side_to_move;
    const bool king_side = file_no(m.to()) == 6;
    for (const auto c : text_clauses) {
        const bool history_clause = c == id::castling_king_moved || c == id::castling_rook_moved;
        if (history_clause && !story.known(us, king_side)) continue;
        if (got.has(c) != expect.has(c))
            RC_FAIL(std::string(c.id()) + (got.has(c) ? " cited but the text is met" : " not cited but the text is broken") +
                    ": " + to_uci_string(m) + " in " + to_fen_string(p) + " (judge: " + ids_of(got) +
                    "; texts: " + ids_of(expect) + ")");
        // Without the game, the history clauses do not apply; everything else is judged the same.
        if (!history_clause) RC_ASSERT(bare.violates(c) == j.violates(c));
    }
    RC_ASSERT(!bare.applies(id::castling_king_moved) && !bare.applies(id::castling_rook_moved));

    if (own(p, m.from(), us) && m.from() != m.to() && !own(p, m.to(), us)) {
        RC_ASSERT(j.applies(id::check));
        if (empty_set(expect)) {
            const bool attacked = king_left_attacked(p, m);
            if (j.violates(id::check) != attacked)
                RC_FAIL(std::string(id::check.id()) + (attacked ? " not cited though the king is left attacked" : " cited though the king is safe") +
                        ": " + to_uci_string(m) + " in " + to_fen_string(p));
            RC_ASSERT(j.legal == !attacked);
            // 3.1/4: cited exactly when one of the attackers is itself pinned to its own king.
            const position after = play_by_text(p, m);
            bool pinned_attacker = false;
            for (square a : attackers_of(after, king_square(after, us), ~us)) pinned_attacker |= is_pinned(after, a, ~us);
            if (!j.violates(id::castling_attacked)) RC_ASSERT(j.applies(id::attack_despite_pin) == pinned_attacker);
        }
    }
    RC_ASSERT(j.applies(id::attack) == (j.violates(id::check) || j.violates(id::castling_attacked)));
    RC_ASSERT(j.legal == is_legal(p, m));
    RC_ASSERT(j.legal == bare.legal); // a right the game lost is also missing from the position

    clause_set hit = exercised(p, m, &story);
    hit |= got;
    hit.add(j.verdict);
    clause_hits::tag(hit);
}

//! 3.9 over every move no other clause forbids: judged illegal citing 3.9 exactly when the
//! mover's king is attacked afterwards, and each 3.9 witness is a real attacker of that king.
CHESSLAW_PROP(judge, leaving_king_attacked_cites_3_9, 800, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const color us = p.side_to_move;
    clause_set hit;
    for (const move m : own_piece_triples(p)) {
        if (!empty_set(text_violations(p, m)) || m.from() == m.to()) continue;
        const judgement j = judge(p, m);
        const position after = play_by_text(p, m);
        const square k = king_square(after, us);
        const bool attacked = is_attacked(after, k, ~us);
        RC_ASSERT(j.violates(id::check) == attacked);
        RC_ASSERT(j.legal == !attacked);
        const auto f = j.find(id::check);
        for (int i = 0; i < f.witness_count; ++i) {
            const auto& w = f.witnesses[static_cast<std::size_t>(i)];
            if (w.what == rules::fact::square_attacked) {
                RC_ASSERT(w.at == k);
                RC_ASSERT(attacks_square(after, w.by, k));
                RC_ASSERT(w.pinned == is_pinned(after, w.by, ~us));
                hit.add_if(w.pinned, id::attack_despite_pin);
            }
        }
        if (attacked) {
            hit.add(id::check);
            hit.add(id::attack);
        }
    }
    clause_hits::tag(hit);
}

//! 3.8.2.1.1 / 3.8.2.1.2 with the game as history: a king that went away and came back, or a rook
//! that did, has lost the right; the judge names which, and the ply.
CHESSLAW_PROP(judge, history_tells_king_from_rook, 1500, ()) {
    const bool white = *rc::gen::arbitrary<bool>();
    const int who = *rc::gen::inRange(0, 3); // 0: king, 1: king-side rook, 2: queen-side rook
    const int filler = *rc::gen::inRange(0, 4);
    const std::string start = white ? "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R w KQkq - 0 1"
                                    : "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R3K2R b KQkq - 0 1";
    const int home = white ? 0 : 7;
    const square out_from = who == 0 ? sq(4, home) : who == 1 ? sq(7, home) : sq(0, home);
    const square out_to = who == 0 ? sq(5, home) : who == 1 ? sq(6, home) : sq(1, home);
    // Mover: out, (filler pawn moves), back; opponent: pawn moves in between.
    std::vector<std::string> moves;
    position p = parse_fen(start).value();
    const auto play = [&](move m) {
        RC_ASSERT(is_legal(p, m));
        moves.push_back(to_uci_string(m));
        p = make_move(p, m);
    };
    const auto pawn_move = [&](int k) {
        // A single pawn step on the b..g files, starting the search at file 1 + k % 6 (pawns never
        // reach a square from which they attack the first rank of the other side).
        const int r0 = p.side_to_move == color::white ? 1 : 6, d = p.side_to_move == color::white ? 1 : -1;
        for (int i = 0; i < 6; ++i)
            for (int rr = r0; rr != r0 + 3 * d; rr += d) {
                const move m(sq(1 + (k + i) % 6, rr), sq(1 + (k + i) % 6, rr + d));
                if (is_legal(p, m)) return play(m);
            }
        RC_FAIL("no pawn step found in " + to_fen_string(p));
    };
    play(move(out_from, out_to));
    for (int i = 0; i < filler; ++i) { pawn_move(i); pawn_move(i + 1); }
    pawn_move(filler);
    play(move(out_to, out_from));
    pawn_move(filler + 2);
    const game_case g{start, moves};
    const auto game = moves_of(g);
    clause_set hit;
    for (const int to_file : {6, 2}) {
        const move castle(sq(4, home), sq(to_file, home));
        const auto j = judge(parse_fen(start).value(), std::span<const move>(game), castle);
        RC_ASSERT(j.has_value());
        const bool king_side = to_file == 6;
        const bool lost = who == 0 || (who == 1) == king_side;
        RC_ASSERT(j->legal == !lost);
        RC_ASSERT(j->violates(id::castling_right_lost) == lost);
        RC_ASSERT(j->violates(id::castling_king_moved) == (who == 0));
        RC_ASSERT(j->violates(id::castling_rook_moved) == (who != 0 && lost));
        if (who == 0) RC_ASSERT(j->find(id::castling_king_moved).witnesses[0].ply == 0);
        if (who != 0 && lost) RC_ASSERT(j->find(id::castling_rook_moved).witnesses[0].ply == 0);
        // Without the game only 3.8.2.1 can be said.
        const judgement bare = judge(p, castle);
        RC_ASSERT(bare.violates(id::castling_right_lost) == lost);
        RC_ASSERT(!bare.applies(id::castling_king_moved));
        hit |= violated_by(*j);
    }
    hit.add(id::castling);
    clause_hits::tag(hit);
}

// ------------------------------------------------------------------------- Chess960

c960::castling_tally tally_iff, tally_cites;

//! 3.10 in Chess960: judge(p, m).legal ⇔ m ∈ legal_moves(p) ⇔ no violation, over every own triple
//! (king onto own rook included) and 64 others; with the game as history, the same verdict on one
//! triple (a castling one when there is one).
void chess960_iff_generator() {
    const auto g = *c960::games();
    const auto ps = c960::replay(g);
    const position& p = ps.back();
    const move_list legal = legal_moves(p);
    clause_set hit;
    hit.add(id::chess960_game);
    auto triples = own_piece_triples(p);
    for (int k = 0; k < 64; ++k)
        triples.emplace_back(square_at(k), square_at((k * 37 + 11) % 64), all_promotions[static_cast<std::size_t>(k % 5)]);
    std::vector<move> castles;
    for (const move m : triples) {
        const judgement j = judge(p, m);
        const bool in_gen = legal.contains(m);
        if (j.legal != in_gen)
            RC_FAIL("judge and generator disagree on " + to_uci_string(m) + " in " + c960::shredder_fen(p) + ": judge says " +
                    (j.legal ? "legal" : "illegal (" + ids_of(violated_by(j)) + ")") + ", generator " +
                    (in_gen ? "lists it" : "does not"));
        RC_ASSERT(j.legal == (j.violation_count() == 0));
        RC_ASSERT(j.verdict == (j.legal ? id::legal_move : id::illegal_move));
        hit |= violated_by(j);
        hit.add(j.verdict);
        if (c960::is_castling(p, m) && !m.is_promotion()) {
            castles.push_back(m);
            if (j.legal) hit |= c960::castling_clauses(m);
            else ++tally_iff.castling_candidates_illegal;
        }
    }
    const move probe = !castles.empty() ? castles[static_cast<std::size_t>(*rc::gen::inRange<std::size_t>(0, castles.size()))]
                                        : triples[static_cast<std::size_t>(*rc::gen::inRange<std::size_t>(0, triples.size()))];
    const auto game = moves_of(g);
    const auto jh = judge(ps.front(), std::span<const move>(game), probe);
    RC_ASSERT(jh.has_value());
    RC_ASSERT(jh->legal == legal.contains(probe));
    tally_iff.note_case(p, legal);
    clause_hits::tag(hit);
}

//! Guidelines II.3 by the texts, for every king-onto-own-rook candidate of a Chess960 position
//! (mailbox only): with the right of that rook held, 3.8.2.2.1 is cited ⇔ the king's start, a
//! square it passes or its end square is attacked, II.3.2.7.4 ⇔ a square from king start to king
//! end or rook start to rook end (ends included) holds a man other than the two, and the move is
//! legal ⇔ neither and the king is not attacked with king and rook on g/f (c/d); a legal castling
//! leaves exactly that board. Without that right the candidate is illegal.
void chess960_castling_by_the_texts() {
    const auto g = *c960::games();
    const position p = c960::final_position(g);
    const color us = p.side_to_move;
    const int home = us == color::white ? 0 : 7;
    const square k = king_square(p, us);
    const move_list legal = legal_moves(p);
    clause_set hit;
    hit.add(id::chess960_game);
    for (int f = 0; f < 8 && rank_no(k) == home; ++f) {
        const square r = sq(f, home);
        if (p.piece_on(r) != make_piece(us, piece_type::rook)) continue;
        const move m(k, r);
        const judgement j = judge(p, m);
        RC_ASSERT(j.legal == legal.contains(m));
        const bool king_side = f > file_no(k);
        const side s = king_side ? side::king_side : side::queen_side;
        if (!has(p.rights, castling_right(us, s)) || p.castling_rook_square(us, s) != r) {
            if (j.legal) RC_FAIL("castling " + to_uci_string(m) + " judged legal without the right of that rook in " + c960::shredder_fen(p));
            hit |= violated_by(j);
            ++tally_cites.castling_candidates_illegal;
            continue;
        }
        const int kf = file_no(k), kt = king_side ? 6 : 2, rt = king_side ? 5 : 3;
        bool vacant = true, attacked = false;
        for (int x = std::min(kf, kt); x <= std::max(kf, kt); ++x) {
            attacked = attacked || is_attacked(p, sq(x, home), ~us);
            vacant = vacant && (x == kf || x == f || p.empty(sq(x, home)));
        }
        for (int x = std::min(f, rt); x <= std::max(f, rt); ++x) vacant = vacant && (x == kf || x == f || p.empty(sq(x, home)));
        position after = p;
        after.remove(k);
        after.remove(r);
        after.put(make_piece(us, piece_type::king), sq(kt, home));
        after.put(make_piece(us, piece_type::rook), sq(rt, home));
        const bool exposed = vacant && is_attacked(after, sq(kt, home), ~us);
        const std::string where = to_uci_string(m) + " in " + c960::shredder_fen(p) + " (judge: " + ids_of(violated_by(j)) + ")";
        if (j.violates(id::chess960_vacant) == vacant) RC_FAIL(std::string(id::chess960_vacant.id()) + (vacant ? " cited though the squares are vacant: " : " not cited though a square is occupied: ") + where);
        if (j.violates(id::castling_attacked) != attacked) RC_FAIL(std::string(id::castling_attacked.id()) + (attacked ? " not cited though a king square is attacked: " : " cited though no king square is attacked: ") + where);
        const bool expect_legal = vacant && !attacked && !exposed;
        if (j.legal != expect_legal) RC_FAIL(std::string("castling judged ") + (j.legal ? "legal" : "illegal") + " against the texts: " + where);
        if (j.legal) {
            const position q = make_move(p, m);
            for (int i = 0; i < 64; ++i)
                RC_ASSERT(q.piece_on(square_at(i)) == after.piece_on(square_at(i)));
            RC_ASSERT(!has(q.rights, castling_right(us, side::king_side)) && !has(q.rights, castling_right(us, side::queen_side)));
            hit |= c960::castling_clauses(m);
        } else {
            ++tally_cites.castling_candidates_illegal;
        }
        hit |= violated_by(j);
        hit.add_if(exposed && !attacked, id::check);
    }
    tally_cites.note_case(p, legal);
    clause_hits::tag(hit);
}

TEST(judge, chess960_iff_generator_on_every_triple) {
    tally_iff = {};
    props::detail::run_property(&chess960_iff_generator, 500);
    tally_iff.print(std::cout, "[chesslaw] judge/chess960_iff_generator_on_every_triple: Chess960 castling coverage");
}

TEST(judge, chess960_castling_by_the_texts) {
    tally_cites = {};
    props::detail::run_property(&chess960_castling_by_the_texts, 3000);
    tally_cites.print(std::cout, "[chesslaw] judge/chess960_castling_by_the_texts: Chess960 castling coverage");
}

} // namespace
