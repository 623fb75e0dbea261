// Every position of the perft data (standard chess and Chess960), exact at every listed depth:
// random-play.perft (tests/data) here, cpw, tricky and chess960 (../shared/data) in the corpus test.
// Default run: depths whose count is at most CHESSLAW_PERFT_BUDGET nodes (default 5,000,000);
// ctest label `slow` runs the same binary with CHESSLAW_PERFT_BUDGET=0 (no limit).
#include <cstdlib>
#include <iostream>
#include <string_view>

#include <gtest/gtest.h>

#include <chesslaw/chesslaw.hpp>

#include "test_data.hpp"

namespace {
using namespace chesslaw;

std::uint64_t budget() {
    const char* b = std::getenv("CHESSLAW_PERFT_BUDGET");
    if (!b) return 5'000'000;
    const auto v = std::strtoull(b, nullptr, 10);
    return v == 0 ? UINT64_MAX : v;
}

void run_file(const std::string& rel) {
    const auto cases = test::read_perft_file(rel);
    ASSERT_FALSE(cases.empty()) << rel;
    int checked = 0, skipped_depths = 0, chess960 = 0;
    std::uint64_t nodes = 0;
    for (const auto& c : cases) {
        // Shredder-FEN (file letters) is Chess960 by itself; an X-FEN "KQkq" whose king or rooks are
        // off the standard squares is read as Chess960 (Guidelines II) on a second try.
        auto p = parse_fen(c.fen);
        if (!p && (p.error().code == fen_errc::castling_no_king || p.error().code == fen_errc::castling_no_rook)) {
            fen_options o;
            o.chess960 = true;
            const auto x = parse_fen_with(c.fen, o);
            if (x) p = x->pos;
        }
        if (p && p->chess960) ++chess960;
        ASSERT_TRUE(p.has_value()) << rel << " " << c.id << ": " << to_string(p.error());
        for (const auto& [depth, expected] : c.counts) {
            if (expected > budget()) { ++skipped_depths; continue; }
            EXPECT_EQ(perft(*p, depth), expected) << rel << " " << c.id << " " << c.fen << " depth " << depth;
            nodes += expected;
            ++checked;
        }
    }
    std::cout << rel << ": " << checked << " (position, depth) counts exact, " << nodes << " nodes; "
              << skipped_depths << " depths above the node budget (label slow runs them); "
              << chess960 << " Chess960 positions (Guidelines II castling)\n";
    EXPECT_GT(checked, 0);
}

TEST(PerftSuites, Cpw) { run_file("perft/cpw.epd"); }
TEST(PerftSuites, Tricky) { run_file("perft/tricky.perft"); }
TEST(PerftSuites, RandomPlay) { run_file("perft/random-play.perft"); }
// Every Chess960 starting array and the CPW Chess960 positions (Shredder-FEN).
TEST(PerftSuites, Chess960) { run_file("perft/chess960.perft"); }

TEST(PerftSuites, DivideSumsToPerft) {
    const auto p = fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
    const auto d = perft_divide(p, 3);
    EXPECT_EQ(d.size, 48);
    EXPECT_EQ(d.total, 97862u);
}

// has_legal_move equals count_legal_moves != 0 on every standard data position, every child and
// every grandchild of the CPW and tricky positions, and every child of the random-play ones
// (mates and stalemates among them are counted; the random-play children hold some). CPW and
// tricky come from outside (the corpus test), random-play is the project's own.
struct agreement {
    std::uint64_t positions = 0, without = 0;
};
agreement has_legal_move_agrees(const char* rel, bool deep) {
    std::uint64_t positions = 0, without = 0;
    const auto check = [&](const position& q) {
        const bool any = count_legal_moves(q) != 0;
        EXPECT_EQ(has_legal_move(q), any) << to_fen_string(q);
        ++positions;
        if (!any) ++without;
    };
    const auto cases = test::read_perft_file(rel);
    EXPECT_FALSE(cases.empty()) << rel;
    for (const auto& c : cases) {
        const auto p = parse_fen(c.fen);
        if (!p) continue;
        check(*p);
        for (const move m : legal_moves(*p)) {
            const position q = make_move(*p, m);
            check(q);
            if (deep)
                for (const move n : legal_moves(q)) check(make_move(q, n));
        }
    }
    std::cout << rel << ": " << positions << " positions, " << without << " without a legal move\n";
    return {positions, without};
}

TEST(Movegen, HasLegalMoveAgreesWithTheCount) { EXPECT_GT(has_legal_move_agrees("perft/random-play.perft", false).without, 0u); }
TEST(Movegen, HasLegalMoveAgreesWithTheCountOnTheCorpus) {
    EXPECT_GT(has_legal_move_agrees("perft/cpw.epd", true).positions + has_legal_move_agrees("perft/tricky.perft", true).positions, 10000u);
}

// The ray-mask lookups are constexpr: corner, edge and centre squares, empty and blocked.
static_assert(rook_attacks_by_rays(square::a1, 0) == detail::ray_attacks_rook(0, 0));
static_assert(rook_attacks_by_rays(square::h8, 0) == detail::ray_attacks_rook(63, 0));
static_assert(bishop_attacks_by_rays(square::a8, 0) == detail::ray_attacks_bishop(56, 0));
static_assert(bishop_attacks_by_rays(square::h1, 0) == detail::ray_attacks_bishop(7, 0));
static_assert(rook_attacks_by_rays(square::d4, 0x0008000000080022ULL) == detail::ray_attacks_rook(27, 0x0008000000080022ULL));
static_assert(bishop_attacks_by_rays(square::e5, 0x0000440000440000ULL) == detail::ray_attacks_bishop(36, 0x0000440000440000ULL));
static_assert(rook_attacks_by_rays(square::h1, ~bitboard{0}) == (bb(square::g1) | bb(square::h2)));

// Run-time (magic-table) slider attacks equal the compile-time ray walk on every square.
TEST(Attacks, MagicTablesMatchRayWalk) {
    std::uint64_t s = 0x1234567;
    for (int sq = 0; sq < 64; ++sq) {
        for (int i = 0; i < 2000; ++i) {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            const bitboard occ = s & (s >> 3);
            ASSERT_EQ(rook_attacks(square_at(sq), occ), detail::ray_attacks_rook(sq, occ));
            ASSERT_EQ(bishop_attacks(square_at(sq), occ), detail::ray_attacks_bishop(sq, occ));
#if CHESSLAW_DISPATCH
            // The PEXT-indexed table (its own, built on the first PEXT lookup), where the CPU has BMI2.
            if (__builtin_cpu_supports("bmi2")) {
                ASSERT_EQ(rook_attacks<isa::bmi2>(square_at(sq), occ), detail::ray_attacks_rook(sq, occ));
                ASSERT_EQ(bishop_attacks<isa::bmi2>(square_at(sq), occ), detail::ray_attacks_bishop(sq, occ));
            }
#endif
        }
        // The ray-mask lookups (san.hpp's) on sparse, dense, empty and full boards.
        for (int i = 0; i < 3000; ++i) {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17;
            const bitboard occ = i == 0 ? 0 : i == 1 ? ~bitboard{0} : i % 3 == 0 ? s & (s >> 3) & (s >> 5) : i % 3 == 1 ? s : s | (s >> 3);
            ASSERT_EQ(rook_attacks_by_rays(square_at(sq), occ), detail::ray_attacks_rook(sq, occ)) << sq << " " << occ;
            ASSERT_EQ(bishop_attacks_by_rays(square_at(sq), occ), detail::ray_attacks_bishop(sq, occ)) << sq << " " << occ;
        }
        for (int b = 0; b < 64; ++b) {
            ASSERT_EQ(between(square_at(sq), square_at(b)), detail::between_slow(sq, b));
            ASSERT_EQ(line(square_at(sq), square_at(b)), detail::line_slow(sq, b));
        }
    }
}
} // namespace
