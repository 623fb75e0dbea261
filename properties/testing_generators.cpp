// chesslaw::testing (the public generators): every generated game replays legally from its start
// (3.10.3: a case no game reaches is never produced), and so does every shrink RapidCheck may try —
// two levels down the shrink tree — with the same start and fewer moves; standard, Chess960 and
// Chess960 with per-side arrays. The oracles agree with the kernel, and the comparison reports a
// dropped or an added move with the clause that permits or forbids it.
#include <chesslaw/testing.hpp>
#include <chesslaw/testing/gtest.hpp>

#include <algorithm>

namespace {
using namespace chesslaw::testing;
namespace id = chesslaw::spec::id;

void expect_legal_game(const game& g, const game& from) {
    RC_ASSERT(g.start_fen == from.start_fen);
    RC_ASSERT(g.chess960 == from.chess960);
    const auto s = replay(g);
    if (!s) RC_FAIL("not a legal game: " + to_string(g) + " (ply " + std::to_string(s.error().ply) + ")");
}

//! The generated game and the shrinks RapidCheck may walk: all of the first level (up to 300), and
//! the first 5 shrinks of each of the first 5.
void check_shrink_tree(const game_options& o) {
    const auto seed = *rc::gen::arbitrary<std::uint64_t>();
    const int size = *rc::gen::inRange(0, 100);
    const rc::Shrinkable<game> s = games(o)(rc::Random(seed), size);
    const game g = s.value();
    expect_legal_game(g, g);
    int first = 0;
    auto level1 = s.shrinks();
    while (auto c = level1.next()) {
        const game h = c->value();
        expect_legal_game(h, g);
        RC_ASSERT(h.moves.size() < g.moves.size());
        if (first < 5) {
            int second = 0;
            auto level2 = c->shrinks();
            while (auto d = level2.next()) {
                expect_legal_game(d->value(), g);
                RC_ASSERT(d->value().moves.size() < h.moves.size());
                if (++second == 5) break;
            }
        }
        if (++first == 300) break;
    }
    RC_TAG(g.moves.size() < 20 ? "short" : "long");
}

} // namespace

RC_GTEST_PROP(testing_generators, games_and_their_shrinks_replay_legally, ()) { check_shrink_tree({}); }

RC_GTEST_PROP(testing_generators, chess960_games_and_their_shrinks_replay_legally, ()) {
    game_options o;
    o.chess960 = true;
    o.chess960_mixed = *rc::gen::arbitrary<bool>();
    check_shrink_tree(o);
}

TEST(testing_generators, rare_openings_are_legal_games) {
    for (const auto& moves : rare_openings()) EXPECT_TRUE(replay(game{game{}.start_fen, moves, false})) << moves.size();
}

TEST(testing_generators, mixed_chess960_arrays_differ_per_side) {
    const game g = chess960_start(0, 959);
    const auto p = start_position(g);
    ASSERT_TRUE(p);
    EXPECT_TRUE(p->chess960);
    const auto fen = [](int n) { return fen_of(*chesslaw::chess960_position(n)); };
    // White's rank from SP 0, black's from SP 959: the placement differs from both.
    const auto rank1 = [](const std::string& f) { const auto a = f.rfind('/'); return f.substr(a, f.find(' ') - a); };
    EXPECT_EQ(rank1(g.start_fen), rank1(fen(0)));
    EXPECT_EQ(g.start_fen.substr(0, g.start_fen.find('/')), fen(959).substr(0, fen(959).find('/')));
    EXPECT_NE(g.start_fen, fen(0));
    EXPECT_NE(g.start_fen, fen(959));
    EXPECT_FALSE(chesslaw::legal_moves(*p).empty());
}

// The oracles on a game: a candidate is legal by explain() iff legal_moves(game) lists it, and a
// legal move has a permitting clause, an illegal one a broken clause.
RC_GTEST_PROP(testing_generators, explain_agrees_with_legal_moves, ()) {
    const candidate c = *candidates();
    const auto e = explain(c.g, c.m);
    RC_ASSERT(bool(e));
    const auto lm = legal_moves(c.g);
    const bool listed = std::find(lm.begin(), lm.end(), chesslaw::to_uci_string(c.m)) != lm.end();
    RC_ASSERT(e->verdict.legal == listed);
    if (listed) RC_ASSERT(e->permitted_by().has_value());
    else RC_ASSERT(!e->broken().empty());
}

// The kernel's own generator passes; one with a move dropped or a king move added is caught at
// the first node where it differs, and the report cites the clause.
RC_GTEST_PROP(testing_generators, compare_reports_dropped_and_added_moves, ()) {
    const game g = *games();
    const auto ours = [](const game& x) { return legal_moves(x); };
    RC_ASSERT(!find_difference(ours, g, 2, input::history, true));
    const auto lm = legal_moves(g);
    RC_PRE(!lm.empty());
    const std::string dropped = lm[*rc::gen::inRange<std::size_t>(0, lm.size())];
    auto less = lm;
    less.erase(std::find(less.begin(), less.end(), dropped));
    const auto d = compare(g, less);
    RC_ASSERT(d.has_value());
    RC_ASSERT(d->extra.empty() && d->missing.size() == 1u && d->missing[0].uci == dropped);
    RC_ASSERT(d->missing[0].clauses.size() == 1u);
    auto more = lm;
    more.push_back("a1a1");
    const auto e = compare(g, more);
    RC_ASSERT(e.has_value() && e->extra.size() == 1u && !e->extra[0].clauses.empty());
}

// check_move_generator itself: the kernel passes; a generator without knight promotions fails,
// citing 3.7.5 (a missing move, permitted by the promotion clause), with a shrunk game that
// replays legally.
TEST(testing_generators, check_move_generator_passes_and_fails) {
    check_options o;
    o.seed = 7;
    o.print = false;
    o.bias.promotion = 400;
    EXPECT_TRUE(check_move_generator([](const game& g) { return legal_moves(g); }, o).passed);
    {   // Chess960 with per-side arrays, and FEN-only input (the game handed over has no moves)
        check_options c = o;
        c.chess960_mixed = true;
        c.input = input::fen;
        c.cases = 30;
        EXPECT_TRUE(check_move_generator(
                        [](const game& g) {
                            EXPECT_TRUE(g.moves.empty());
                            EXPECT_TRUE(g.chess960);
                            return legal_moves(g);
                        },
                        c)
                        .passed);
    }
    const auto r = check_move_generator(
        [](const game& g) {
            auto v = legal_moves(g);
            v.erase(std::remove_if(v.begin(), v.end(), [](const std::string& m) { return m.size() == 5 && m[4] == 'n'; }), v.end());
            return v;
        },
        o);
    ASSERT_FALSE(r.passed);
    ASSERT_TRUE(r.failure.has_value()) << r.text();
    EXPECT_TRUE(r.failure->cites(id::promotion)) << r.text();
    EXPECT_TRUE(replay(r.failure->at)) << r.text();
    EXPECT_NE(r.text().find("3.7.5"), std::string::npos);
}
