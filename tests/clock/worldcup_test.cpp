// The clock ledger on FIDE's own files: the World Cup 2025 (Goa), 63 files of DGT LiveChess output,
// 667 games, `{[%clk H:MM:SS]} {[%emt H:MM:SS]}` on every move, every game with the classical
// TimeControl tag (`90 minutes for the first 40 moves, followed by 30 minutes …`). File
// roundNgameM holds game M of every match of round N: M = 1, 2 the classical games, M >= 3 the
// rapid, blitz and Armageddon tiebreaks, whose clocks start at 15:00, 10:00, 5:00, 3:00 (or at
// different times for the two sides). Read from CHESSLAW_DATA_DIR (ctest label `clock`, registered
// only where the data is). Checks: the audit's clock findings per kind are the counts recorded
// here (a change of the ledger that moves them shows up; the counts are stated in docs/clock.md);
// every tiebreak game's control is inferred from its clocks, with exactly one control_contradicted
// finding; no classical game's control is; the inferred controls per kind are the counts recorded.

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <string>

#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/clock/ledger.hpp>
#include <chesslaw/notation/pgn.hpp>

using namespace chesslaw;

namespace {

const std::filesystem::path folder = std::filesystem::path(CHESSLAW_DATA_DIR) / "broadcast" / "fide-worldcup-2025";

//! "900+10", or "W300+2/B240+2" when the sides' controls differ: the control a ledger ran on.
std::string control_name(const clock::ledger_control& c) {
    const auto one = [](const clock::time_control& tc) {
        if (tc.kind != clock::kind::periods || tc.count == 0) return std::string("?");
        return std::to_string(tc.periods[0].time_ms / 1000) + "+" + std::to_string(tc.periods[0].increment_ms / 1000);
    };
    if (c.side[0] == c.side[1]) return one(c.side[0]);
    return "W" + one(c.side[0]) + "/B" + one(c.side[1]);
}

struct tally {
    int games = 0, with_clock = 0, tiebreaks = 0, classical = 0;
    std::map<std::string, int> kinds;            // clock finding kind -> findings
    std::map<std::string, int> inferred;         // the control the clocks fit -> tiebreak games
    int tiebreak_not_inferred = 0, tiebreak_contradictions_not_one = 0;
    int classical_inferred = 0, classical_contradicted = 0;
    int clean_status_changed = 0;                // games whose status a clock finding would change (none may)
    std::map<int, int> games_by_findings;        // clock findings of a game -> games (issue 49: floods)
};

tally audit_all() {
    tally t;
    const std::regex name(R"(round(\d+)game(\d+)\.pgn)");
    for (const auto& e : std::filesystem::directory_iterator(folder)) {
        std::smatch m;
        const std::string file = e.path().filename().string();
        if (!std::regex_match(file, m, name)) continue;
        const bool tiebreak = std::stoi(m[2]) >= 3;
        std::ifstream in(e.path(), std::ios::binary);
        pgn::reader_options ro;
        ro.keep_comments = true;
        pgn::reader rd(in, ro);
        pgn::game g;
        while (rd.next(g)) {
            ++t.games;
            const audit::record_result r = audit::audit_record(g);
            audit::record_options off;
            off.clocks = false;
            if (audit::audit_record(g, off).status != r.status) ++t.clean_status_changed;
            const audit::clock_record* c = r.clock();
            if (!c) continue;
            ++t.with_clock;
            ++t.games_by_findings[static_cast<int>(c->ledger.findings.size())];
            int contradicted = 0;
            for (const clock::finding& f : c->ledger.findings) {
                ++t.kinds[std::string(clock::to_string(f.kind))];
                contradicted += f.kind == clock::finding_kind::control_contradicted;
            }
            if (tiebreak) {
                ++t.tiebreaks;
                if (!c->ledger.control.inferred) ++t.tiebreak_not_inferred;
                else ++t.inferred[control_name(c->ledger.control)];
                if (contradicted != 1) ++t.tiebreak_contradictions_not_one;
            } else {
                ++t.classical;
                if (c->ledger.control.inferred) ++t.classical_inferred;
                if (contradicted != 0) ++t.classical_contradicted;
            }
        }
    }
    return t;
}

TEST(ClockWorldCup2025, FindingsPerKindAndControlsInferred) {
    ASSERT_TRUE(std::filesystem::is_directory(folder)) << folder;
    const tally t = audit_all();
    for (const auto& [k, n] : t.kinds) std::printf("clock findings: %s %d\n", k.c_str(), n);
    for (const auto& [k, n] : t.inferred) std::printf("inferred control: %s %d games\n", k.c_str(), n);
    std::printf("games %d, with clocks %d, classical %d, tiebreaks %d\n", t.games, t.with_clock, t.classical, t.tiebreaks);
    EXPECT_EQ(t.games, 667);
    EXPECT_EQ(t.with_clock, 663); // four games without a move or with one: a forfeit
    EXPECT_EQ(t.clean_status_changed, 0);
    // the tiebreaks: each one's control from its clocks, one finding about the tag each
    EXPECT_EQ(t.tiebreak_not_inferred, 0);
    EXPECT_EQ(t.tiebreak_contradictions_not_one, 0);
    // the classical games: the tag's control, never contradicted
    EXPECT_EQ(t.classical_inferred, 0);
    EXPECT_EQ(t.classical_contradicted, 0);
    EXPECT_EQ(t.kinds.at("control_contradicted"), t.tiebreaks);
    // issue 49: before, control_contradicted 255, flag 1, gain 163, mismatch 521, missing 475,
    // wrong_side 167, zero_artefact 1 (1,583), 16 games with more than 10. Now runs are one finding
    // (a side's small mismatches, the game's missing readings, wrong-side pairs back and forth), a
    // reading after a missing one is weighed by the bound only, the first move's reading is no
    // mismatch, and round 3 game 6's flag at the end of a loss on time is the result, not a finding
    // (then: gain 74, mismatch 411, wrong_side 118; 2 games over 10, 11 and 15). Then the relay's
    // lag: DGT times a move from the board's sight of the one before, a move seen d late reads d
    // long and the next ply d short — deviations lags of up to 5 s (1 s rounding a reading) explain
    // are no finding (mismatch 411 -> 167, wrong_side 118 -> 1: the one left, round 1 game 1.2
    // ply 87, 12 s each way); a period's bonus may show up to 10 of the side's moves late (both
    // sides' at their 43rd-44th moves: the clock's count behind) and a reading is weighed against
    // the nearer of with and without it (a 3-s noise no longer makes a late bonus a 30-min mismatch
    // then a gain): gain 74 -> 20, the 20 left a clock risen beyond increment and bonus
    const std::map<std::string, int> kinds = {{"control_contradicted", 255}, {"gain", 20},       {"mismatch", 167},
                                              {"missing", 216},              {"wrong_side", 1}, {"zero_artefact", 1}};
    EXPECT_EQ(t.kinds, kinds);
    // the issue's bound: no game with more than 10 clock findings (the most now 8)
    int over_ten = 0, most = 0;
    for (const auto& [n, games] : t.games_by_findings) {
        if (n > 10) over_ten += games;
        most = std::max(most, n);
    }
    EXPECT_EQ(over_ten, 0);
    EXPECT_EQ(most, 8);
    // the rapid 15+10 and 10+10, blitz 5+3 and 3+2, and two Armageddon games (White 4 min, Black 3 min;
    // Black's clock of round 3's 2:43 after a move of 1 s)
    const std::map<std::string, int> inferred = {{"900+10", 158}, {"600+10", 54},         {"300+3", 32},
                                                 {"180+2", 9},    {"W240+2/B162+2", 1}, {"W240+2/B180+2", 1}};
    EXPECT_EQ(t.inferred, inferred);
}

} // namespace
