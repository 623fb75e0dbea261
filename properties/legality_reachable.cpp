// 3.10.3 — the law the reachability analysis must never break: a position reached by legal play
// from the initial position is never called illegal. Checked on every position along games of
// biased random play (castling, en passant, promotions, checks come up often), with the
// en-passant square written both ways (only when a pawn can take, as the kernel does; after every
// double step, as the FEN standard does). And the certificate the other way: for every game of
// at most 8 plies the search finds a proof game, which the kernel replays to the same position.
// Only games from the initial position: corpus positions need not be reachable.

#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/prose/legality.hpp>

#include <atomic>
#include <iostream>

#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

std::atomic<std::uint64_t> positions_checked{0};

//! The rules only (no search): every argument would be a false "illegal".
void expect_not_illegal(const position& p) {
    const auto facts = legality::find_facts(p);
    if (!facts.empty()) {
        const auto a = legality::make_argument(*facts.begin(), p);
        RC_FAIL("reachable position called illegal: " + to_fen_string(p) + " [" + std::string(legality::to_string(a.kind)) +
                "] " + prose::describe(a));
    }
    ++positions_checked;
}

CHESSLAW_PROP(clause_3_10_3, reachable_positions_are_never_illegal, 300, ()) {
    const auto g = *games(start_from::initial);
    position p = parse_fen(g.start_fen).value();
    expect_not_illegal(p);
    clause_set hit;
    for (const auto& t : g.moves) {
        const move m = parse_uci(t).value();
        const square passed = legality::detail::passed_by(p, m);
        p = make_move(p, m);
        expect_not_illegal(p);
        if (is_valid(passed) && p.en_passant == square::none) {
            position always = p; // the FEN standard's convention: e.p. square after every double step
            always.en_passant = passed;
            expect_not_illegal(always);
        }
    }
    hit.add(id::illegal_position);
    clause_hits::tag(hit);
}

CHESSLAW_PROP(clause_3_10_3, proof_game_found_up_to_8_plies, 40, ()) {
    const bool uniform = *rc::gen::arbitrary<bool>();
    const int plies = *rc::gen::inRange(0, 9);
    rc::Random rnd(*rc::gen::arbitrary<std::uint64_t>());
    const game_case g = random_game(std::string(initial_fen), plies, rnd, uniform);
    const position p = final_position(g);
    // The search is complete to 8 plies: with no time limit to speak of it must find a game.
    const auto r = legality::analyse(p, legality::budget{60000, 0, 8});
    RC_ASSERT(r.result == legality::verdict::reachable);
    RC_ASSERT(r.proof_game.size() <= g.moves.size());
    RC_ASSERT(legality::verify_proof_game(p, r.proof_game));
    RC_CLASSIFY(r.proof_game.size() < g.moves.size(), "shorter proof game than the game played");
    clause_set hit;
    hit.add(id::illegal_position);
    clause_hits::tag(hit);
}

TEST(clause_3_10_3, positions_checked) {
    std::cout << "[chesslaw] 3.10.3: " << positions_checked.load() << " reachable positions analysed, none called illegal"
              << std::endl;
}

} // namespace
