// The irregularities of Article 7.5 (audit/irregular.hpp) on FIDE's own files: the World Cup 2025
// (Goa), 63 files of DGT LiveChess output, 667 games. Seven games have an illegal king move in
// their record (eight plies); none is a player's completed illegal move: five are a DGT board's
// end signal (the kings put on the centre squares after the game: round2game4, round3game2's
// Ke4+, round3game4, round3game6 (two plies), round5game5), two are king moves after the clocks
// stopped, with no clock pressed (round2game1 44. Ke4, round3game2 52... Kc7). Read from
// CHESSLAW_DATA_DIR (ctest labels irregular and corpus, registered only where the data is).
// Checks: exactly these games, plies and reasons; nothing counted; no 7.5.5 result finding.

#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <set>
#include <string>

#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>

using namespace chesslaw;

namespace {

const std::filesystem::path folder = std::filesystem::path(CHESSLAW_DATA_DIR) / "broadcast" / "fide-worldcup-2025";

TEST(IrregularWorldCup2025, SevenGamesNoCompletedIllegalMove) {
    std::set<std::string> found; // "file game ply why"
    int games = 0, with_irregularity = 0, counted = 0, second = 0;
    for (const auto& e : std::filesystem::directory_iterator(folder)) {
        if (e.path().extension() != ".pgn") continue;
        std::ifstream in(e.path(), std::ios::binary);
        pgn::reader_options ro;
        ro.keep_comments = true;
        pgn::reader rd(in, ro);
        pgn::game g;
        while (rd.next(g)) {
            ++games;
            const audit::record_result r = audit::audit_record(g);
            if (!r.irregularities.empty()) ++with_irregularity;
            for (const audit::irregularity& x : r.irregularities) {
                EXPECT_EQ(x.kind, audit::irregularity_kind::completed_illegal);
                if (x.counted) ++counted;
                found.insert(e.path().filename().string() + " " + std::to_string(g.index) + " " + std::to_string(x.ply + 1) + " " +
                             std::string(audit::name(x.why)));
            }
            for (const auto& f : r.result.findings) second += f.kind == audit::result_finding_kind::second_illegal_move;
            g = pgn::game{};
        }
    }
    EXPECT_EQ(games, 667);
    EXPECT_EQ(with_irregularity, 7);
    EXPECT_EQ(counted, 0);
    EXPECT_EQ(second, 0);
    const std::set<std::string> expected{
        "round2game1.pgn 10 87 clock_not_pressed", "round2game4.pgn 25 197 dgt_end_signal", "round3game2.pgn 8 104 clock_not_pressed",
        "round3game2.pgn 30 119 dgt_end_signal",   "round3game4.pgn 3 246 dgt_end_signal",  "round3game6.pgn 2 120 dgt_end_signal",
        "round3game6.pgn 2 121 dgt_end_signal",    "round5game5.pgn 1 177 dgt_end_signal"};
    EXPECT_EQ(found, expected);
}

} // namespace
