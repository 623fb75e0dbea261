// 3.10.3 — the proof-game search, measured on positions of uniform random play from the initial
// position (fixed seeds): at 8 plies every position must get a proof game; at 10 and 12 plies the
// share found within the budget and the median time are printed (the closing note quotes them).
// CHESSLAW_LEGALITY_SAMPLES (default 100 at 8 plies, 30 at 10/12) and CHESSLAW_LEGALITY_MS
// (default 1000) scale the measurement.

#include <gtest/gtest.h>

#include <algorithm>
#include <cstdlib>
#include <iostream>
#include <random>
#include <vector>

#include <chesslaw/core/uci.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/prose/legality.hpp>

namespace {

using namespace chesslaw;
using legality::verdict;

int env_int(const char* name, int fallback) {
    const char* v = std::getenv(name);
    return v ? std::atoi(v) : fallback;
}

struct measured {
    int positions = 0, found = 0, illegal = 0;
    double median_ms = 0, p90_ms = 0, max_ms = 0;
};

measured measure(int plies, int samples, double budget_ms, unsigned seed) {
    std::mt19937_64 rng(seed);
    measured out;
    std::vector<double> ms;
    for (int i = 0; i < samples; ++i) {
        position p = initial_position();
        for (int k = 0; k < plies; ++k) {
            const move_list ml = legal_moves(p);
            if (ml.empty()) break;
            p = make_move(p, ml[static_cast<int>(rng() % static_cast<unsigned>(ml.size()))]);
        }
        const auto r = legality::analyse(p, legality::budget{budget_ms});
        ++out.positions;
        if (r.result == verdict::reachable) {
            ++out.found;
            EXPECT_TRUE(legality::verify_proof_game(p, r.proof_game)) << to_fen_string(p);
        }
        if (r.result == verdict::illegal) {
            ++out.illegal;
            ADD_FAILURE() << "reachable position called illegal: " << to_fen_string(p) << " — " << prose::describe(r.arguments[0]);
        }
        ms.push_back(r.searched.ms);
    }
    std::sort(ms.begin(), ms.end());
    if (!ms.empty()) {
        out.median_ms = ms[ms.size() / 2];
        out.p90_ms = ms[ms.size() * 9 / 10];
        out.max_ms = ms.back();
    }
    std::cout << "[chesslaw] proof games at " << plies << " plies: " << out.found << "/" << out.positions << " found ("
              << (out.positions ? 100.0 * out.found / out.positions : 0) << "%), median " << out.median_ms << " ms, p90 "
              << out.p90_ms << " ms, max " << out.max_ms << " ms (budget " << budget_ms << " ms)" << std::endl;
    return out;
}

TEST(LegalitySearch, EightPliesAlwaysFound) {
    const auto m = measure(8, env_int("CHESSLAW_LEGALITY_SAMPLES", 100), env_int("CHESSLAW_LEGALITY_MS", 1000), 8);
    EXPECT_EQ(m.found, m.positions);
    EXPECT_EQ(m.illegal, 0);
}

TEST(LegalitySearch, TenAndTwelvePliesMeasured) {
    const int n = std::max(1, env_int("CHESSLAW_LEGALITY_SAMPLES", 100) * 3 / 10);
    for (const int plies : {10, 12}) {
        const auto m = measure(plies, n, env_int("CHESSLAW_LEGALITY_MS", 1000), static_cast<unsigned>(plies));
        EXPECT_EQ(m.illegal, 0);
        EXPECT_GT(m.found, 0) << "no proof game at all at " << plies << " plies";
    }
}

TEST(LegalitySearch, KnownGames) {
    // Short games with castling, en passant and a promotion: the search must find a game as short.
    struct known {
        const char* moves;
    };
    for (const known k : {known{"e2e4 d7d5 e4d5 g8f6 f1b5 c7c6 d5c6 d8d7 c6b7 d7b5 b7a8q"},
                          known{"e2e4 a7a6 e4e5 d7d5 e5d6"}, known{"g1f3 g8f6 e2e3 e7e6 f1e2 f8e7 e1g1 e8g8"},
                          known{"g2g4 e7e5 f2f3 d8h4"}}) {
        position p = initial_position();
        std::size_t n = 0;
        for (const char* s = k.moves; *s;) {
            while (*s == ' ') ++s;
            const char* e = s;
            while (*e && *e != ' ') ++e;
            const move m = uci(std::string_view(s, static_cast<std::size_t>(e - s)));
            ASSERT_TRUE(is_legal(p, m)) << k.moves;
            p = make_move(p, m);
            ++n;
            s = e;
        }
        const auto r = legality::analyse(p, legality::budget{20000});
        ASSERT_EQ(r.result, verdict::reachable) << k.moves << " — " << prose::describe(r.tried.back());
        EXPECT_LE(r.proof_game.size(), n);
        EXPECT_TRUE(legality::verify_proof_game(p, r.proof_game));
    }
}

TEST(LegalitySearch, EnPassantSquareMatchedByTheLastMove) {
    // e3 written after 1. e4 (FEN standard) and omitted (no black pawn can take): both reachable.
    const auto with = legality::analyse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    const auto without = legality::analyse_fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1");
    ASSERT_TRUE(with && without);
    EXPECT_EQ(with->result, verdict::reachable);
    EXPECT_EQ(without->result, verdict::reachable);
    // An e.p. square the last move must have made: the proof game ends with that double step.
    ASSERT_FALSE(with->proof_game.empty());
    EXPECT_EQ(with->proof_game.back(), uci("e2e4"));
}

TEST(LegalitySearch, UnknownSaysWhatWasTried) {
    const auto r = legality::analyse_fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                         legality::budget{50});
    ASSERT_TRUE(r);
    EXPECT_EQ(r->result, verdict::unknown);
    EXPECT_TRUE(r->arguments.empty());
    EXPECT_TRUE(r->proof_game.empty());
    EXPECT_GE(r->tried.size(), 2u);
    EXPECT_GT(r->searched.nodes, 0u);
}

} // namespace
