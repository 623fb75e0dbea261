// The FEN reader against the validity verdicts of python-chess and chess.js
// (../shared/data/validity/status-cases.tsv), read with fen_strictness::strict: every position those libraries call valid is
// accepted, every invalid one is rejected with a typed error — except the Chess960 rows, which are
// outside Article 3 as written and are skipped with a visible reason.
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>

#include <gtest/gtest.h>

#include <chesslaw/chesslaw.hpp>

#include "test_data.hpp"

namespace {
using namespace chesslaw;

TEST(FenValidity, StatusCases) {
    std::ifstream in(test::data_path("validity/status-cases.tsv"));
    ASSERT_TRUE(in) << "cannot open status-cases.tsv";
    std::string line;
    std::getline(in, line); // header
    int accepted = 0, rejected = 0, skipped = 0;
    while (std::getline(in, line)) {
        std::istringstream row(line);
        std::string fen_text, expected, source;
        std::getline(row, fen_text, '\t');
        std::getline(row, expected, '\t');
        std::getline(row, source, '\t');
        if (source.find("[chess960]") != std::string::npos) {
            std::cout << "[ SKIPPED  ] Chess960 row (not Article 3 as written): " << fen_text << "\n";
            ++skipped;
            continue;
        }
        const bool valid = expected == "VALID" || expected == "valid";
        const auto p = parse_fen(fen_text, fen_strictness::strict);
        if (valid) {
            EXPECT_TRUE(p.has_value()) << fen_text << " (" << source << ") rejected: " << to_string(p.error());
            if (p) {
                ++accepted;
                // What is accepted round-trips (castling letters in canonical order).
                const auto again = parse_fen(to_fen_string(*p));
                EXPECT_TRUE(again.has_value() && *again == *p) << fen_text;
            }
        } else {
            EXPECT_FALSE(p.has_value()) << fen_text << " (" << expected << ", " << source << ") accepted";
            if (!p) {
                ++rejected;
                EXPECT_FALSE(to_string(p.error()).empty());
            }
        }
    }
    std::cout << accepted << " valid FENs accepted, " << rejected << " invalid FENs rejected, " << skipped << " skipped\n";
    EXPECT_GT(accepted, 100);
    EXPECT_GT(rejected, 30);
}

TEST(FenValidity, MessagesNameTheProblem) {
    const auto msg = [](std::string_view f) { return to_string(parse_fen(f).error()); };
    EXPECT_EQ(msg("rnbqkbnr/pppppppp/8/8/8/8P/PPPPPPPP/RNBQKBNR w KQkq - 0 1"),
              "placement field: rank 3 describes 9 squares (at offset 25)");
    EXPECT_EQ(msg("4k3/8/8/8/8/8/8/4K3 w X - 0 1"), "castling field: unexpected 'X' (at offset 22)");
    EXPECT_NE(to_string(parse_fen("4k3/5P2/3N4/8/8/8/4R3/4K3 b - - 0 1", fen_strictness::strict).error()).find("in check by 3"),
              std::string::npos);
}
} // namespace
