// chesslaw::testing (the public generators): every generated game replays legally from its start
// (3.10.3: a case no game reaches is never produced), and so does every shrink RapidCheck may try,
// with the same start and fewer moves: all of the first level, five by five at the second, and a
// random path from the game down its shrink tree (25 levels at most; the bottom is the empty
// game), the first 20 candidates of every level on the way checked;
// standard, Chess960 and Chess960 with per-side arrays. The shorter routes (a prefix replaced by a
// proof game) are legal, shorter and reach the same position. The oracles agree with the kernel,
// and the comparison reports a dropped or an added move with the clause that permits or forbids it.
// Also: GoogleTest's `testing::` names still work inside namespace chesslaw with gtest.hpp.
#include <chesslaw/testing.hpp>
#include <chesslaw/testing/gtest.hpp>

#include <algorithm>
#include <vector>

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
    // A random path down the tree, 25 levels at most or to the bottom: at each level, up to 20
    // shrinks are checked and one of them is the next level (RapidCheck walks such a path: the
    // first shrink that still fails).
    rc::Random pick(seed ^ 0x9e3779b97f4a7c15ull);
    rc::Shrinkable<game> cur = s;
    int depth = 0;
    for (; depth < 25;) {
        std::vector<rc::Shrinkable<game>> level;
        auto seq = cur.shrinks();
        while (auto c = seq.next()) {
            expect_legal_game(c->value(), g);
            RC_ASSERT(c->value().moves.size() < cur.value().moves.size());
            level.push_back(std::move(*c));
            if (level.size() == 20) break;
        }
        if (level.empty()) break;
        cur = level[pick.next() % level.size()];
        ++depth;
    }
    if (depth < 25) RC_ASSERT(cur.value().moves.empty()); // the bottom of every path: the start itself
    RC_TAG(g.moves.size() < 20 ? "short" : "long");
    RC_CLASSIFY(depth < 25, "the path reached the bottom");
}

} // namespace

RC_GTEST_PROP(testing_generators, games_and_their_shrinks_replay_legally, ()) { check_shrink_tree({}); }

RC_GTEST_PROP(testing_generators, chess960_games_and_their_shrinks_replay_legally, ()) {
    game_options o;
    o.chess960 = true;
    o.chess960_mixed = *rc::gen::arbitrary<bool>();
    check_shrink_tree(o);
}

// Shorter routes: each a legal game from the initial position, two plies shorter at least, whose
// replacement reaches the position the replaced prefix reached (the rest replays from there).
RC_GTEST_PROP(testing_generators, shorter_routes_are_shorter_legal_games, ()) {
    game_options o;
    o.max_plies = 24;
    const game g = *games(o);
    auto seq = shorter_routes(g);
    int found = 0;
    while (auto c = seq.next()) {
        expect_legal_game(*c, g);
        RC_ASSERT(c->moves.size() + 2 <= g.moves.size());
        // c ends with the last k moves of g, for a k where c's prefix before them reaches the
        // position g's prefix before them reached.
        const auto pg = positions(g), pc = positions(*c);
        const std::size_t n = g.moves.size(), m = c->moves.size();
        bool same = false;
        for (std::size_t k = 0; k <= m && !same; ++k) {
            if (k > 0 && g.moves[n - k] != c->moves[m - k]) break;
            const chesslaw::position &a = pg[n - k], &b = pc[m - k];
            same = a.board == b.board && a.side_to_move == b.side_to_move && a.rights == b.rights && a.en_passant == b.en_passant;
        }
        RC_ASSERT(same);
        ++found;
    }
    RC_CLASSIFY(found > 0, "a shorter route found");
}

TEST(testing_generators, shorter_route_to_the_same_position) {
    // 1.e3 e6 2.e4 e5 reaches the position of 1.e4 e5 in two plies more: the shrinker offers it
    // (no cycle, no even stretch to take out gives it), and keeps the rest of the game.
    const game g{game{}.start_fen, {"e2e3", "e7e6", "e3e4", "e6e5", "g1f3"}, false};
    const game want{game{}.start_fen, {"e2e4", "e7e5", "g1f3"}, false};
    bool routed = false, shrunk = false;
    auto r = shorter_routes(g);
    while (auto c = r.next()) routed = routed || *c == want;
    auto s = shrink_game(g);
    while (auto c = s.next()) shrunk = shrunk || *c == want;
    EXPECT_TRUE(routed);
    EXPECT_TRUE(shrunk);
}

TEST(testing_generators, interests_of_a_position) {
    const auto has = [](const interest_set& s, interest i) { return s[static_cast<std::size_t>(i)]; };
    // The initial position: rights held, castling not legal (pieces between).
    const auto start = interests(positions(game{}).back());
    EXPECT_TRUE(has(start, interest::castling_refused));
    EXPECT_FALSE(has(start, interest::castling_legal));
    EXPECT_FALSE(has(start, interest::check));
    // rare_openings()[3]: f1 attacked by the bishop on a6, e1g1 refused, no castling legal.
    const game g{game{}.start_fen, rare_openings()[3], false};
    const auto s = interests(positions(g).back());
    EXPECT_TRUE(has(s, interest::castling_refused));
    EXPECT_FALSE(has(s, interest::castling_legal));
    // After 1.e4 f5 2.Qh5+: check, by one piece.
    const auto c = interests(positions(game{game{}.start_fen, {"e2e4", "f7f5", "d1h5"}, false}).back());
    EXPECT_TRUE(has(c, interest::check));
    EXPECT_FALSE(has(c, interest::double_check));
}

// The weights' check tests without playing the move: for every position of a generated game
// (standard and Chess960) and every legal move there, the men giving check after it are those of
// the position the move makes, and the move gives check exactly when some do (castling, en
// passant, promotions and discovered checks included).
RC_GTEST_PROP(testing_generators, checkers_after_agrees_with_playing_the_move, ()) {
    game_options o;
    o.chess960 = *rc::gen::arbitrary<bool>();
    const game g = *games(o);
    int checks = 0;
    for (const chesslaw::position& p : positions(g)) {
        const detail::check_info ci(p);
        for (const chesslaw::move m : chesslaw::legal_moves(p)) {
            const auto want = chesslaw::checkers(chesslaw::make_move(p, m));
            RC_ASSERT(detail::checkers_after(p, m) == want);
            RC_ASSERT(detail::gives_check(p, ci, m) == (want != 0));
            checks += want != 0;
        }
    }
    RC_CLASSIFY(checks > 0, "a move gives check");
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

// GoogleTest inside namespace chesslaw: `testing::` there names chesslaw::testing, and gtest.hpp
// declares GoogleTest's names in it, so a chess library's tests written this way still compile.
namespace chesslaw {
namespace {
class gtest_names_fixture : public testing::Test {
protected:
    int plies = 2;
};
class gtest_names_param : public testing::TestWithParam<int> {};
} // namespace

TEST_F(gtest_names_fixture, test_f_compiles_inside_namespace_chesslaw) {
    EXPECT_EQ(plies, 2);
    const testing::AssertionResult ok = testing::AssertionSuccess();
    EXPECT_TRUE(ok);
}
TEST_P(gtest_names_param, test_p_compiles_inside_namespace_chesslaw) { EXPECT_GE(GetParam(), 1); }
INSTANTIATE_TEST_SUITE_P(values, gtest_names_param, testing::Values(1, 2));
INSTANTIATE_TEST_SUITE_P(values_in, gtest_names_param, testing::ValuesIn(std::vector<int>{3}));
RC_GTEST_PROP(gtest_names, rc_gtest_prop_compiles_inside_namespace_chesslaw, ()) {
    const testing::game g = *testing::games();
    RC_ASSERT(bool(testing::replay(g)));
}
} // namespace chesslaw
