// How the game ended, as the audit finds it (audit/ending.hpp's end_watch inside audit_game),
// against the long way round (gen/ending.hpp: every ply looked at, repetitions counted with
// rules::count_occurrences over the whole position list, the quiet plies counted from the board,
// dead material counted on the mailbox):
//   (a) a generated game extended by 0–6 rounds of a four-ply shuffle (two quiet moves of a
//       piece, knight or king or any other, and back), from a start clock redrawn in half the
//       cases (0–169, or 90–149): the audit's end is the first that applies — fivefold exactly where the
//       position count first reaches 5, unless an earlier mate, stalemate, dead position or 75
//       moves applies — and its claims (9.2.1.1/9.2.1.2 at the first third occurrence after a
//       capture or pawn move, 9.3.1/9.3.2 at the 100th quiet ply) are the expected ones;
//   (b) a generated game played on until no legal move is left (a mating or stalemating move
//       taken when there is one): checkmate or stalemate after the last ply, unless an earlier
//       end applies.
// A coverage test after them asserts that every kind of end and every claim came up.
#include <chesslaw/audit/game.hpp>
#include <chesslaw/prose/ending.hpp>

#include <array>
#include <iomanip>
#include <iostream>
#include <optional>
#include <string>
#include <vector>

#include "gen/chess.hpp"
#include "gen/ending.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

using ending::shuffle_in;

//! A game as positions and moves, from `start` (its clock as given) through `ms`.
struct line {
    std::vector<position> ps;
    std::vector<move> ms;
    void play(move m) {
        ms.push_back(m);
        ps.push_back(make_move(ps.back(), m));
    }
};

//! The audit's end and claims for the line against the expected ones; tags what came up.
void check_line(const line& g, clause_set& hit) {
    std::vector<std::string> text;
    for (std::size_t i = 0; i < g.ms.size(); ++i) text.emplace_back(to_san(g.ps[i], g.ms[i]).view());
    const std::vector<std::string_view> views(text.begin(), text.end());
    const auto r = audit::audit_game(g.ps.front(), views);
    RC_ASSERT(r.status == audit::game_status::clean);
    const ending::expectation want = ending::expect(g.ps, g.ms);
    // The clock the kernel keeps is the count of quiet plies from the board.
    for (std::size_t j = 0; j < g.ps.size(); ++j) RC_ASSERT(static_cast<int>(g.ps[j].halfmove_clock) == want.clock[j]);
    const std::string why = ending::compare(want, r.end ? &*r.end : nullptr, r.claims);
    if (!why.empty()) {
        std::string moves;
        for (const auto& t : text) moves += t + " ";
        RC_FAIL(why + "\nstart " + to_fen_string(g.ps.front()) + "\nmoves " + moves);
    }
    if (r.end) {
        hit.add(r.end->clause);
        RC_ASSERT(!r.end->after_breach);
        RC_ASSERT(r.end->at == g.ps[r.end->ply]);
        RC_ASSERT(!prose::evidence(g.ps.front(), views, *r.end).empty());
    }
    for (const auto& c : r.claims) {
        hit.add(c.clause);
        RC_ASSERT(!prose::describe(g.ps.front(), views, c).empty());
    }
}

//! The generated game's positions, its start clock redrawn in two cases of four: in 0–169, or in
//! 90–149 (so that the 100th and the 150th quiet ply come up in short games too).
line generated() {
    const auto g = *games();
    const auto moves = moves_of(g);
    line out;
    out.ps.push_back(parse_fen(g.start_fen).value());
    const int clock_mode = *rc::gen::inRange(0, 4);
    if (clock_mode == 0) out.ps.back().halfmove_clock = static_cast<std::uint16_t>(*rc::gen::inRange(0, 170));
    if (clock_mode == 1) out.ps.back().halfmove_clock = static_cast<std::uint16_t>(*rc::gen::inRange(90, 150));
    for (const move m : moves) out.play(m);
    return out;
}

CHESSLAW_PROP(audit_end, the_end_is_the_first_that_applies, 1000, ()) {
    line g = generated();
    const int rounds = *rc::gen::inRange(0, 7);
    const auto offset = *rc::gen::inRange<std::size_t>(0, 64);
    if (rounds > 0)
        if (const auto shuffle = shuffle_in(g.ps.back(), offset))
            for (int r = 0; r < rounds; ++r)
                for (const move m : *shuffle) {
                    RC_ASSERT(is_legal(g.ps.back(), m));
                    g.play(m);
                }
    clause_set hit;
    check_line(g, hit);
    clause_hits::tag(hit);
}

CHESSLAW_PROP(audit_end, no_legal_move_left_is_mate_or_stalemate, 500, ()) {
    line g = generated();
    // Play on: a move that leaves the opponent no legal move when there is one (one time in
    // two), else a random one, until no legal move is left.
    for (int i = 0; i < 400 && !legal_moves(g.ps.back()).empty(); ++i) {
        const move_list ms = legal_moves(g.ps.back());
        std::vector<move> ending_moves;
        for (const move m : ms)
            if (count_legal_moves(make_move(g.ps.back(), m)) == 0) ending_moves.push_back(m);
        const bool take = !ending_moves.empty() && *rc::gen::inRange(0, 2) == 0;
        g.play(take ? *rc::gen::elementOf(ending_moves) : ms[*rc::gen::inRange(0, static_cast<int>(ms.size()))]);
    }
    RC_PRE(legal_moves(g.ps.back()).empty());
    clause_set hit;
    check_line(g, hit);
    // With no earlier end, the last position's mate or stalemate is the end.
    const ending::expectation want = ending::expect(g.ps, g.ms);
    RC_ASSERT(want.end.has_value());
    clause_hits::tag(hit);
}

} // namespace

namespace {

// Every kind of end and every claim the audit lists came up in some case of the properties above
// (same binary, definition order). Skipped when the properties did not run (a filter).
TEST(coverage, every_end_and_claim_is_found) {
    using namespace chesslaw;
    const auto& hits = props::clause_hits::global();
    if (!hits.any()) GTEST_SKIP() << "the audit_end properties did not run in this invocation";
    const std::vector<spec::clause_ref> wanted{id::checkmate,          id::stalemate,        id::dead_position,
                                               id::fivefold_repetition, id::seventy_five_moves, id::threefold_intended_move,
                                               id::threefold_on_board,  id::fifty_moves_intended_move, id::fifty_moves_completed};
    const auto missing = hits.report(std::cout, "[chesslaw] cases in which the audit found each end / claim:", wanted);
    EXPECT_TRUE(missing.empty()) << "ends or claims never found: " << props::join(missing);
}

} // namespace
