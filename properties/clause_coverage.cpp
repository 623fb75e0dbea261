// Coverage: do the generators reach every checkable clause of Article 3?
// Over generated games, the judge (with the game as history) runs on every legal move, every
// rare-clause shape (castling, king steps, pawn diagonals and promotions) and 16 random
// candidates of the final position; a clause is hit in a case when its predicate
// applied (satisfied or violated) at least once, and violated when it was broken at least once.
// The table of hits is printed; a checkable Article 3 clause (spec table: article 3, check =
// predicate) with zero hits fails the test: it would be a generator bug, not a kernel property.
#include <chesslaw/judge.hpp>

#include <array>
#include <iomanip>
#include <iostream>

#include "gen/candidates.hpp"
#include "gen/corpus.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;

struct tally {
    std::array<std::uint64_t, spec::table.size()> applied{}, violated{};
    std::uint64_t cases = 0, judged = 0;
};

TEST(coverage, every_checkable_article_3_clause_is_hit) {
    const corpus& c = start_positions();
    std::cout << "[chesslaw] start positions: " << c.data.size() << " corpus FENs from " << own_data_dir()
              << (corpus_run() ? " and " + data_dir() : std::string(" (not a corpus run: CHESSLAW_CORPUS unset)")) << " ("
              << c.rejected << " rows rejected: Chess960 castling or invalid on purpose), " << c.seeded.size()
              << " seeds" << std::endl;
    EXPECT_GT(c.data.size(), corpus_run() ? 1100u : 900u) << "the FEN corpora were not all read";
    EXPECT_EQ(c.seeded.size(), std::size(seeds)) << "a hand-built seed does not parse";

    tally t;
    props::detail::run_property(
        [&t] {
            const auto g = *games();
            const auto ps = replay(g);
            const position& p = ps.back();
            const auto game = moves_of(g);
            const position start = ps.front();
            const move_list legal = legal_moves(p);
            std::vector<move> batch(legal.begin(), legal.end());
            const auto rare = rare_candidates(p);
            batch.insert(batch.end(), rare.begin(), rare.end());
            const auto extra = *rc::gen::container<std::vector<move>>(16, candidates(p));
            batch.insert(batch.end(), extra.begin(), extra.end());
            clause_set applied, violated;
            for (const move m : batch) {
                const auto j = judge(start, std::span<const move>(game), m);
                RC_ASSERT(j.has_value());
                for (const auto& f : *j) {
                    applied.add_if(f.result != rules::outcome::not_applicable, f.clause);
                    violated.add_if(f.result == rules::outcome::violated, f.clause);
                }
                applied.add(j->verdict);
                violated.add_if(!j->legal, spec::id::illegal_move);
                ++t.judged;
            }
            for (std::size_t i = 0; i < spec::table.size(); ++i) {
                t.applied[i] += applied.in[i];
                t.violated[i] += violated.in[i];
            }
            ++t.cases;
            clause_hits::tag(applied);
        },
        2000);

    std::cout << "[chesslaw] clause coverage over " << t.cases << " cases (" << t.judged
              << " judged moves): cases in which each Article 3 clause applied / was violated\n";
    std::vector<std::string> missing;
    for (std::size_t i = 0; i < spec::table.size(); ++i) {
        const auto& cl = spec::table[i];
        if (cl.article != 3) continue;
        const bool checkable = cl.check_ == spec::check::predicate;
        const bool verdict = cl.check_ == spec::check::verdict;
        if (!checkable && !verdict) continue;
        std::cout << "  " << std::left << std::setw(10) << cl.id << std::right << std::setw(8) << t.applied[i] << std::setw(8)
                  << t.violated[i] << "  " << cl.title << (checkable && t.applied[i] == 0 ? "   <-- NEVER HIT" : "") << '\n';
        if (checkable && t.applied[i] == 0) missing.emplace_back(cl.id);
    }
    std::cout << std::flush;
    EXPECT_TRUE(missing.empty()) << "checkable Article 3 clauses never exercised by the generators: " << join(missing);
}

} // namespace
