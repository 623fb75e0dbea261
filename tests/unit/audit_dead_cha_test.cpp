// The audit's dead-position check (5.2.2, audit/ending.hpp) on CHA's test vector (Ambrona's Chess
// Unwinnability Analyzer: `--` neither side can checkmate, `W-` / `-B` one side can, `WB` both),
// each FEN audited as a game's start with no moves (label corpus: the vector is outside data,
// CHESSLAW_DATA_DIR/unwinnability; unit.audit_dead_cha, registered only when it is there).
//   - never a wrong verdict: the audit ends no game as dead where CHA says a side can mate;
//   - the one-capture forced positions (the side to move has one legal move, a capture; issue 34's
//     `3k4/3Q4/1K6/8/8/1N6/8/8 b`): at least 90 % found dead (measured: 20 of 21);
//   - the dead positions found at all: a floor under the figure measured (263 of 806; 187 before
//     forced moves were followed).
#include <gtest/gtest.h>

#include <fstream>
#include <iostream>
#include <string>
#include <vector>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/core/fen.hpp>

#include "test_data.hpp"

using namespace chesslaw;

TEST(AuditDeadCha, NoWrongDeadPositionAndTheForcedCapturesFound) {
    std::ifstream in(test::data_path("unwinnability/cha-test-vector.txt"));
    ASSERT_TRUE(in) << test::data_path("unwinnability/cha-test-vector.txt");
    std::size_t lines = 0, dead_labelled = 0, found = 0, one_capture = 0, one_capture_found = 0;
    std::string line;
    while (std::getline(in, line)) {
        if (line.size() < 4 || line[0] == '#') continue;
        const std::string label = line.substr(0, 2);
        std::string fen = line.substr(3);
        int fields = 1;
        for (const char c : fen) fields += c == ' ';
        for (; fields < 4; ++fields) fen += " -";
        const auto p = parse_fen(fen + " 0 1");
        ASSERT_TRUE(p.has_value()) << line;
        ++lines;
        const audit::game_result r = audit::audit_game(*p, std::span<const std::string_view>{});
        const bool dead = r.end && r.end->kind == audit::end_kind::dead_position;
        if (label != "--") {
            EXPECT_FALSE(dead) << "CHA: " << label << " (a side can mate), the audit: dead — " << line << ": " << audit::name(r.end->kind) << " after ply " << r.end->ply;
            continue;
        }
        ++dead_labelled;
        found += dead;
        const move_list moves = legal_moves(*p);
        if (moves.size() == 1 && !p->empty(moves[0].to())) {
            ++one_capture;
            one_capture_found += dead;
        }
    }
    std::cout << "[chesslaw] CHA test vector, the audit's dead-position check: " << found << "/" << dead_labelled
              << " dead positions found, one-capture forced " << one_capture_found << "/" << one_capture << "\n";
    ASSERT_GE(lines, 1800u);
    ASSERT_GE(one_capture, 20u);
    EXPECT_GE(one_capture_found * 100, one_capture * 90);
    EXPECT_GE(found, 255u);
}
