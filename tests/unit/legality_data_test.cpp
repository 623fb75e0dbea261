// 3.10.3 over the data: the validity tables (status-cases.tsv: python-chess and chess.js;
// kokopu-fens.tsv) and the CPW / tricky perft positions. Prints how many boards got each verdict,
// and asserts:
//  - every board-readable row gets a verdict; an `illegal` always comes with arguments;
//  - a row those libraries call VALID (standard chess) is `illegal` only where the argument is one
//    we would bet on — listed here by FEN with the reason (the libraries' "valid" is a structural
//    check, not reachability);
//  - the rows they reject for a structural fault (castling rights, en-passant square, checks,
//    kings) are `illegal`;
//  - a `reachable` verdict's proof game replays to the row's board.
// The budget per position is small (CHESSLAW_LEGALITY_MS, default 100 ms): this is a table test.

#include <gtest/gtest.h>

#include <cstdlib>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/prose/legality.hpp>

#include "test_data.hpp"

namespace {

using namespace chesslaw;
using legality::verdict;

double budget_ms() {
    const char* v = std::getenv("CHESSLAW_LEGALITY_MS");
    return v ? std::atof(v) : 100.0;
}

struct tally {
    std::map<std::string, int> by_verdict;
    int unreadable = 0;
    void print(const std::string& what) const {
        std::cout << "[chesslaw] legality verdicts, " << what << ":";
        for (const auto& [v, n] : by_verdict) std::cout << ' ' << v << '=' << n;
        std::cout << " unreadable=" << unreadable << std::endl;
    }
};

//! Rows called valid by python-chess / chess.js that are unreachable under Article 3, with why.
const std::map<std::string, std::string>& bet_on() {
    static const std::map<std::string, std::string> m = {
        {"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1",
         "Chess960 start position: under Article 3 the rights KQkq need kings on e1/e8 and rooks on the corners"},
    };
    return m;
}

legality::report check_row(const std::string& fen, tally& t, bool& readable) {
    const auto r = legality::analyse_fen(fen, legality::budget{budget_ms()});
    readable = r.has_value();
    if (!r) {
        ++t.unreadable;
        return {};
    }
    ++t.by_verdict[std::string(legality::to_string(r->result))];
    EXPECT_EQ(r->result == verdict::illegal, !r->arguments.empty()) << fen;
    if (r->result == verdict::reachable) {
        EXPECT_TRUE(legality::verify_proof_game(*legality::read_board(fen), r->proof_game)) << fen;
    }
    return *r;
}

TEST(LegalityData, StatusCases) {
    std::ifstream in(test::data_path("validity/status-cases.tsv"));
    ASSERT_TRUE(in);
    std::string line;
    std::getline(in, line);
    tally t;
    const std::set<std::string> structural = {"BAD_CASTLING_RIGHTS", "INVALID_EP_SQUARE", "OPPOSITE_CHECK", "TOO_MANY_KINGS",
                                              "IMPOSSIBLE_CHECK", "EMPTY|NO_WHITE_KING|NO_BLACK_KING",
                                              "TOO_MANY_CHECKERS|IMPOSSIBLE_CHECK"};
    int valid_illegal = 0;
    while (std::getline(in, line)) {
        std::istringstream row(line);
        std::string fen, expected, source;
        std::getline(row, fen, '\t');
        std::getline(row, expected, '\t');
        std::getline(row, source, '\t');
        bool readable = false;
        const auto r = check_row(fen, t, readable);
        if (!readable) continue;
        const bool valid = expected == "VALID" || expected == "valid";
        if (valid && r.result == verdict::illegal) {
            ++valid_illegal;
            const auto it = bet_on().find(fen);
            EXPECT_TRUE(it != bet_on().end()) << "called valid by " << source << " but illegal here: " << fen << " — "
                                              << prose::describe(r.arguments[0]);
            if (it != bet_on().end()) std::cout << "[chesslaw] valid there, illegal here: " << fen << " — " << it->second << "\n";
        }
        if (structural.count(expected) || expected.rfind("includes:", 0) == 0) {
            EXPECT_EQ(r.result, verdict::illegal) << expected << ": " << fen;
        }
    }
    t.print("status-cases.tsv");
    std::cout << "[chesslaw] rows called valid there and illegal here: " << valid_illegal << std::endl;
}

TEST(LegalityData, KokopuFens) {
    std::ifstream in(test::data_path("validity/kokopu-fens.tsv"));
    ASSERT_TRUE(in);
    std::string line;
    std::getline(in, line);
    tally all, regular;
    while (std::getline(in, line)) {
        std::istringstream row(line);
        std::string label, fen, variant, strict;
        std::getline(row, label, '\t');
        std::getline(row, fen, '\t');
        std::getline(row, variant, '\t');
        std::getline(row, strict, '\t');
        bool readable = false;
        const auto r = check_row(fen, all, readable);
        if (variant != "regular") continue;
        if (!readable) {
            ++regular.unreadable;
            continue;
        }
        ++regular.by_verdict[std::string(legality::to_string(r.result))];
        // kokopu's strict standard-chess rows are positions of games.
        if (strict == "true") {
            EXPECT_NE(r.result, verdict::illegal) << label << ": " << fen;
        }
    }
    all.print("kokopu-fens.tsv (all rows; Chess960 X-FEN castling letters are unreadable as standard FEN)");
    regular.print("kokopu-fens.tsv, regular-chess rows");
}

TEST(LegalityData, PerftPositions) {
    for (const char* file : {"perft/cpw.epd", "perft/tricky.perft"}) {
        tally t;
        for (const auto& c : test::read_perft_file(file)) {
            bool readable = false;
            const auto r = check_row(c.fen, t, readable);
            if (readable)
                std::cout << "  " << c.id << ": " << legality::to_string(r.result)
                          << (r.arguments.empty() ? std::string() : " [" + std::string(legality::to_string(r.arguments[0].kind)) + "]")
                          << (r.result == verdict::reachable ? " in " + std::to_string(r.proof_game.size()) + " plies" : std::string())
                          << "\n";
        }
        t.print(file);
    }
}

} // namespace
