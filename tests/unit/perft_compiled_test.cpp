// chesslaw::compiled: perft linked from the precompiled library (kernel/src/compiled.cpp) instead of
// compiled in this file. Every variant the CPU can run gives the CPW counts; the constant-evaluated
// perft (which never goes through the library) still works in a CHESSLAW_COMPILED file; and the
// dispatched entry point agrees with the variants. Linked with chesslaw::compiled by
// tests/CMakeLists.txt (a unit test file named *_compiled_test.cpp).
#ifndef CHESSLAW_COMPILED
#error "perft_compiled_test.cpp tests chesslaw::compiled: the target must define CHESSLAW_COMPILED"
#endif
#include <cstdint>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <chesslaw/chesslaw.hpp>

namespace {
using namespace chesslaw;

static_assert(perft(initial_position(), 2) == 400); // constant evaluation: the header's own path

struct cpw_case {
    const char* fen;
    int depth;
    std::uint64_t nodes;
};

// The Chess Programming Wiki's perft results (also ../shared/data/perft/cpw.epd).
const std::vector<cpw_case> cpw = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 4, 197281},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 3, 97862},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 4, 43238},
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 3, 9467},
    {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 3, 62379},
};

std::vector<detail::perft_path> runnable_paths() {
    std::vector<detail::perft_path> paths{detail::perft_path::baseline};
    const detail::perft_path best = detail::best_perft_path();
    if (best != detail::perft_path::baseline) paths.push_back(detail::perft_path::popcnt);
    if (best == detail::perft_path::bmi2) paths.push_back(detail::perft_path::bmi2);
    return paths;
}

TEST(PerftCompiled, EveryVariantGivesTheCpwCounts) {
    for (const detail::perft_path path : runnable_paths()) {
        const detail::perft_fn fn = detail::perft_variant(path);
        ASSERT_NE(fn, nullptr);
        for (const cpw_case& c : cpw) {
            const auto p = parse_fen(c.fen);
            ASSERT_TRUE(p) << c.fen;
            EXPECT_EQ(fn(*p, c.depth), c.nodes) << c.fen << " path " << static_cast<int>(path);
        }
    }
}

TEST(PerftCompiled, DispatchedPerftAndDivideAgree) {
    for (const cpw_case& c : cpw) {
        const auto p = parse_fen(c.fen);
        ASSERT_TRUE(p) << c.fen;
        EXPECT_EQ(perft(*p, c.depth), c.nodes) << c.fen;
        EXPECT_EQ(perft_divide(*p, c.depth).total, c.nodes) << c.fen;
    }
}

} // namespace
