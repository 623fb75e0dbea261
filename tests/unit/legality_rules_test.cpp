// 3.10.3: every argument kind of the reachability analysis, with positions it must catch and
// near-misses it must not. A near-miss marked "reachable" is also proved reachable by the search
// (so the test would fail if a rule ever fired on it, and the position is known to be legal).

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/prose/legality.hpp>

namespace {

using namespace chesslaw;
using legality::rule;
using legality::verdict;

legality::report analyse_text(const std::string& fen, double ms = 0) {
    const auto r = legality::analyse_fen(fen, legality::budget{ms});
    if (!r) throw std::runtime_error("unreadable test FEN: " + fen);
    return *r;
}

bool fires(const legality::report& r, rule k) {
    for (const auto& a : r.arguments)
        if (a.kind == k) return true;
    return false;
}

struct rule_case {
    rule kind;
    std::vector<std::string> catches;      //!< each must get an argument of this rule (verdict illegal)
    std::vector<std::string> near_misses;  //!< none may get an argument of this rule
    std::vector<std::string> reachable;    //!< near-misses the search must also prove reachable
};

const std::vector<rule_case>& cases() {
    static const std::vector<rule_case> c = {
        {rule::king_count,
         {"8/8/8/8/8/8/8/4K3 w - - 0 1", "4k3/8/8/8/8/8/8/3KK3 w - - 0 1", "8/8/8/8/8/8/8/8 w - - 0 1"},
         {"4k3/8/8/8/8/8/8/4K3 w - - 0 1"},
         {}},
        {rule::pawn_on_back_rank,
         {"4k3/8/8/8/8/8/8/P3K3 w - - 0 1", "3pk3/8/8/8/8/8/8/4K3 w - - 0 1"},
         {"4k3/P7/8/8/8/8/8/4K3 w - - 0 1"},
         {}},
        {rule::too_many_pawns,
         {"4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"},
         {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
         {}},
        {rule::too_many_men,
         {"rnbqkbnr/pppppppp/8/8/8/N7/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
         {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"},
         {}},
        {rule::castling_without_king,
         {"r3k2r/8/8/8/8/8/8/R2K3R w K - 0 1", "r3k2r/pppppppp/8/8/8/8/PPPPPPPP/R4K1R w Q - 0 1"},
         {"r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"},
         {}},
        {rule::castling_without_rook,
         {"4k3/8/8/8/8/8/8/4K3 w K - 0 1", "4k2r/8/8/8/8/8/8/4K3 w q - 0 1"},
         {"4k3/8/8/8/8/8/8/4K2R w K - 0 1"},
         {}},
        {rule::ep_wrong_rank,
         {"4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e7 0 1"},
         {"4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"},
         {}},
        {rule::ep_no_pawn,
         {"4k3/8/8/8/8/8/8/4K3 b - e3 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
         {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"},
         {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"}},
        {rule::ep_not_empty,
         {"4k3/8/8/8/4P3/4N3/8/4K3 b - e3 0 1", "4k3/8/8/8/4P3/8/4N3/4K3 b - e3 0 1"},
         {"4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"},
         {}},
        {rule::opponent_in_check,
         {"4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", "4k3/8/8/8/8/8/4Q3/4K3 w - - 0 1"},
         {"4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"},
         {}},
        {rule::triple_check,
         {"4k3/8/3N4/1B6/8/8/8/4R1K1 b - - 0 1", "4k3/5P2/3N4/8/8/8/4R3/4K3 b - - 0 1"},
         // knight d6 + rook e1: the knight moved (from e4, say) and uncovered the rook
         {"4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1"},
         {}},
        {rule::impossible_double_check,
         {"4k3/2N5/5N2/8/8/8/8/6K1 b - - 0 1", "R3k2R/8/8/8/8/8/8/6K1 b - - 0 1", "8/8/N7/2k5/N7/8/8/3K4 b - - 0 1"},
         {"4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1",
          // a promotion with capture: g7xh8=Q+ checks along the rank and uncovers the bishop on a2... here the queen and a knight
          "4k2Q/8/5N2/8/8/8/8/6K1 b - - 0 1"},
         {}},
        {rule::ep_check,
         {"8/8/8/R3k3/4P3/8/8/4K3 b - e3 0 1", "8/8/8/1k6/3Pp3/8/8/4KQ2 b - d3 0 1"},
         // the pushed pawn itself gives check; a bishop uncovered on e2 gives check
         {"8/8/8/3k4/4P3/8/8/4K3 b - e3 0 1", "8/8/k7/8/4P3/8/8/4KB2 b - e3 0 1"},
         {}},
        {rule::pawn_origins,
         {"4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1", "4k3/8/8/8/8/PP6/PP6/4K3 w - - 0 1",
          // black: a7, b7 at home and a pawn on a6 that only the b-pawn could have made
          "4k3/pp6/p7/8/8/8/8/4K3 w - - 0 1",
          // the pawn on e4 just made the announced double step, so it started on e2; then d3 has no
          // origin (c2, d2 never moved)
          "4k3/8/8/8/4P3/3P4/2PP4/4K3 b - e3 0 1"},
         {"4k3/8/8/8/8/6PP/6P1/4K3 w - - 0 1", "4k3/8/8/8/8/6PP/7P/4K3 w - - 0 1", "4k3/8/8/8/4P3/3P4/2PP4/4K3 b - - 0 1"},
         {}},
        {rule::pawn_captures,
         {"rnbqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR w KQkq - 0 1",
          // tripled c-pawns (from a and b) need three captures; black is missing only one man
          "rnbqkbn1/pppppppp/8/8/2P5/2P5/2PPPPPP/RNBQKBNR w KQq - 0 1"},
         // doubled pawns with the capture available (black's b8 knight is missing; black to move: knight
         // moves keep parity, so with white to move and all rights kept it would be unreachable)
         {"r1bqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR b KQkq - 0 1"},
         {"r1bqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR b KQkq - 0 1"}},
        {rule::promotions,
         {"4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1", "4k3/8/8/8/8/8/PPPPPPPP/QQ2K3 w - - 0 1",
          "3qkq2/pppppppp/8/8/8/8/8/4K3 w - - 0 1",
          // two light-squared bishops, all pawns present
          "4k3/8/8/8/8/8/PPPPPPPP/4KB1B w - - 0 1"},
         // a second queen with a missing pawn; two bishops on different colours
         {"4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1", "4k3/8/8/8/8/8/PPPPPPPP/4KBB1 w - - 0 1"},
         {}},
        {rule::trapped_bishop,
         {// b2, d2 never moved: the dark bishop on e3 cannot be the c1 bishop
          "4k3/8/8/8/8/4B3/PPPPPPPP/4K3 w - - 0 1",
          // black: b7, d7 at home, c8's light bishop cannot be on e6; all pawns present
          "4k3/pppppppp/4b3/8/8/8/8/4K3 w - - 0 1",
          // one pawn missing but two promoted bishops needed (e2, g2 and b2, d2 at home)
          "4k3/8/8/8/8/2B1B3/PPPPPPP1/4K3 w - - 0 1"},
         // the d-pawn moved: the bishop got out via d2
         {"4k3/8/8/8/8/3PB3/PPP1PPPP/4K3 w - - 0 1", "rnbqkbnr/pppppppp/8/8/8/3PB3/PPP1PPPP/RN1QKBNR b KQkq - 0 1"},
         {"rnbqkbnr/pppppppp/8/8/8/3PB3/PPP1PPPP/RN1QKBNR b KQkq - 0 1"}},
        // Chess960 (Shredder-FEN castling: a Chess960 board): a board in a starting array's shape
        // judged by Guidelines II.2; a real array (SP 0, SP 518 in Chess960) is spared and reachable.
        {rule::chess960_array,
         {// II.2.1: the king on f1 beside both rooks
          "bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w Hh - 0 1",
          // II.2.2: both bishops on light squares
          "nbqbnrkr/pppppppp/8/8/8/8/PPPPPPPP/NBQBNRKR w HFhf - 0 1",
          // II.2.3: black's array is not white's
          "qbbnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HF - 0 1"},
         {"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1",
          // not a starting array's shape: II.2 says nothing
          "bbqnnkrr/pppppppp/8/8/8/8/PPPPPPP1/BBQNNKRR w G - 0 1"},
         {"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w HFhf - 0 1"}},
        {rule::boxed_rook,
         {// a1/b1 closed by a2, b2 and the bishop fixed on c1 (b2, d2): no second rook gets in
          "4k3/8/8/8/8/8/PP1P4/RRB1K3 w - - 0 1",
          // the a1 rook never left its corner, so the rooks on g1 and h1 need a promotion
          "4k3/8/8/8/8/8/PPPPPPPP/2B1K1RR w - - 0 1"},
         {"4k3/8/8/8/8/8/PP1P4/R1B1K3 w - - 0 1",
          // one pawn missing: a promoted rook is possible
          "4k3/8/8/8/8/8/PPPPPPP1/2B1K1RR w - - 0 1",
          // b-pawn moved: the box is open
          "4k3/8/8/8/8/1P6/P1PPPPPP/2B1K1RR w - - 0 1"},
         {}},
    };
    return c;
}

TEST(LegalityRules, EveryRuleHasCases) {
    std::vector<bool> seen(legality::rule_count, false);
    for (const auto& c : cases()) {
        EXPECT_FALSE(c.catches.empty()) << to_string(c.kind);
        EXPECT_FALSE(c.near_misses.empty()) << to_string(c.kind);
        seen[static_cast<std::size_t>(c.kind)] = true;
    }
    for (int i = 0; i < legality::rule_count; ++i)
        EXPECT_TRUE(seen[static_cast<std::size_t>(i)]) << "no test cases for rule " << to_string(static_cast<rule>(i));
}

TEST(LegalityRules, CatchesWhatItMust) {
    for (const auto& c : cases())
        for (const auto& fen : c.catches) {
            const auto r = analyse_text(fen);
            EXPECT_EQ(r.result, verdict::illegal) << to_string(c.kind) << ": " << fen;
            EXPECT_TRUE(fires(r, c.kind)) << "rule " << to_string(c.kind) << " should fire on " << fen;
            for (const auto& a : r.arguments) {
                const std::string text = prose::describe(a);
                EXPECT_FALSE(text.empty());
                EXPECT_EQ(text.find("  "), std::string::npos) << text;
            }
        }
}

TEST(LegalityRules, SparesTheNearMisses) {
    for (const auto& c : cases())
        for (const auto& fen : c.near_misses) {
            const auto r = analyse_text(fen);
            EXPECT_FALSE(fires(r, c.kind)) << "rule " << to_string(c.kind) << " fired on the near-miss " << fen << ": "
                                           << (r.arguments.empty() ? "" : prose::describe(r.arguments[0]));
        }
}

TEST(LegalityRules, NearMissesKnownReachableHaveAProofGame) {
    for (const auto& c : cases())
        for (const auto& fen : c.reachable) {
            const auto r = analyse_text(fen, 5000);
            EXPECT_EQ(r.result, verdict::reachable) << to_string(c.kind) << ": " << fen << " — " << prose::describe(r.tried.back());
            EXPECT_TRUE(legality::verify_proof_game(*legality::read_board(fen), r.proof_game));
        }
}

TEST(LegalityRules, IssueExamples) {
    const auto a = analyse_text("4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1");
    ASSERT_EQ(a.result, verdict::illegal);
    EXPECT_TRUE(fires(a, rule::pawn_origins));
    EXPECT_EQ(a.arguments[0].squares, (std::vector<square>{square::g2, square::h2, square::h3}));
    const auto b = analyse_text("4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1");
    ASSERT_EQ(b.result, verdict::illegal);
    EXPECT_TRUE(fires(b, rule::promotions));
    EXPECT_EQ(b.clause, spec::id::illegal_position);
}

TEST(LegalityRules, BrokenBoardsGetAVerdictUnreadableTextAnError) {
    for (const char* fen : {"8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/p7/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
                            "4k3/8/8/8/8/8/8/4K3 w KQkq e5 0 1", "4k3/8/8/8/8/8/8/4K3 w - - 0 0"})
        EXPECT_TRUE(legality::analyse_fen(fen, legality::budget{0}).has_value()) << fen;
    for (const char* fen : {"", "8/8/8/8/8/8/8/9 w - - 0 1", "8/8/8/8/8/8/8 w - - 0 1", "8/8/8/8/8/8/8/8 x - - 0 1",
                            "8/8/8/8/8/8/8/8 w KK - 0 1", "8/8/8/8/8/8/8/8 w - e9 0 1", "8/8/8/8/8/8/8/8 w - - a 1"})
        EXPECT_FALSE(legality::analyse_fen(fen, legality::budget{0}).has_value()) << fen;
}

TEST(LegalityRules, FactsAreConstexpr) {
    constexpr auto f = legality::find_facts(legality::read_board("4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1").value());
    static_assert(f.size == 1 && f.items[0].kind == rule::pawn_origins);
    EXPECT_EQ(f.items[0].squares, bb(square::g2) | bb(square::h2) | bb(square::h3));
}

} // namespace
