// Tests of the independent reference oracle (properties/oracles/reference.hpp)
// against published perft counts, plus FEN round trips and FEN errors.
#include "../../properties/oracles/reference.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <cstdint>
#include <fstream>
#include <iostream>
#include <sstream>
#include <string>
#include <utility>
#include <variant>
#include <vector>

#include "tests/unit/test_data.hpp"

namespace ref = chesslaw::oracle::reference;

namespace {

// ------------------------------------------------------------------ helpers

ref::board parse(const std::string& fen) {
    auto r = ref::from_fen(fen);
    if (auto* e = std::get_if<ref::parse_error>(&r)) {
        ADD_FAILURE() << "unexpected parse_error for '" << fen << "': " << e->what;
        return ref::board{};
    }
    return std::get<ref::board>(r);
}

bool parses(const std::string& fen) { return std::holds_alternative<ref::board>(ref::from_fen(fen)); }

std::vector<std::string> fields_of(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

std::string trim(const std::string& s) {
    const auto b = s.find_first_not_of(" \t\r\n");
    if (b == std::string::npos) return "";
    const auto e = s.find_last_not_of(" \t\r\n");
    return s.substr(b, e - b + 1);
}

// ------------------------------------------------------------------ data files

struct perft_case {
    std::string name;  // unique test-name suffix
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> counts;  // (depth, nodes)
};

// cpw.epd and tricky.perft come from outside (CHESSLAW_DATA_DIR; the tests reading them run as
// unit.reference_oracle.corpus), random-play.perft is the project's own (tests/data).
std::string data_path(const std::string& rel) { return chesslaw::test::data_file("perft/" + rel); }

std::string sanitize(const std::string& s) {
    std::string out;
    for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) ? c : '_');
    return out;
}

// cpw.epd: "FEN ;D1 n ;D2 n ..."
std::vector<perft_case> load_epd(const std::string& path, const std::string& prefix) {
    std::vector<perft_case> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        line = trim(line);
        if (line.empty() || line[0] == '#') continue;
        std::istringstream parts(line);
        std::string part;
        perft_case c;
        c.name = prefix + std::to_string(out.size());
        bool first = true;
        while (std::getline(parts, part, ';')) {
            part = trim(part);
            if (first) {
                c.fen = part;
                first = false;
                continue;
            }
            if (part.size() < 2 || part[0] != 'D') continue;
            std::istringstream dn(part.substr(1));
            int depth = 0;
            std::uint64_t nodes = 0;
            if (dn >> depth >> nodes) c.counts.emplace_back(depth, nodes);
        }
        out.push_back(std::move(c));
    }
    return out;
}

// tricky.perft / random-play.perft: blocks of "id NAME", "epd FEN", "perft D N".
std::vector<perft_case> load_perft(const std::string& path, const std::string& prefix) {
    std::vector<perft_case> out;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        line = trim(line);
        if (line.empty() || line[0] == '#') continue;
        if (line.rfind("id ", 0) == 0) {
            out.push_back(perft_case{prefix + sanitize(trim(line.substr(3))), "", {}});
        } else if (line.rfind("epd ", 0) == 0 && !out.empty()) {
            out.back().fen = trim(line.substr(4));
        } else if (line.rfind("perft ", 0) == 0 && !out.empty()) {
            std::istringstream dn(line.substr(6));
            int depth = 0;
            std::uint64_t nodes = 0;
            if (dn >> depth >> nodes) out.back().counts.emplace_back(depth, nodes);
        }
    }
    return out;
}

const std::vector<perft_case>& cpw_cases() {
    static const auto v = load_epd(data_path("cpw.epd"), "cpw_");
    return v;
}
const std::vector<perft_case>& tricky_cases() {
    static const auto v = load_perft(data_path("tricky.perft"), "tricky_");
    return v;
}
const std::vector<perft_case>& random_cases() {
    static const auto v = load_perft(data_path("random-play.perft"), "random_");
    return v;
}

// Node budgets per expected count, so the whole suite runs in seconds at -O2.
constexpr std::uint64_t curated_budget = 2'000'000;  // cpw.epd, tricky.perft
constexpr std::uint64_t random_budget = 50'000;      // random-play.perft

// Returns an empty string if the case is standard chess as this oracle
// understands it, else the reason to skip it.
std::string nonstandard_reason(const perft_case& c) {
    const auto f = fields_of(c.fen);
    if (f.size() < 4) return "";  // let the test fail on the parse
    const std::string& castling = f[2];
    if (castling != "-" && castling.find_first_not_of("KQkq") != std::string::npos)
        return "castling field '" + castling + "' uses Chess960/X-FEN letters (not standard chess)";
    auto r = ref::from_fen(c.fen);
    if (auto* b = std::get_if<ref::board>(&r)) {
        std::string claimed = castling == "-" ? "" : castling;
        std::string kept = fields_of(ref::to_fen(*b))[2];
        if (kept == "-") kept.clear();
        std::sort(claimed.begin(), claimed.end());
        std::sort(kept.begin(), kept.end());
        if (claimed != kept)
            return "castling field '" + castling +
                   "' claims rights whose king/rook are not on e1/e8 and a/h-file corners "
                   "(X-FEN semantics; counts assume Chess960 castling)";
    }
    return "";
}

void check_perft(const perft_case& c, std::uint64_t budget) {
    const std::string reason = nonstandard_reason(c);
    if (!reason.empty()) {
        std::cout << "[ reference ] skipping " << c.name << " (" << c.fen << "): " << reason << '\n';
        GTEST_SKIP() << reason;
    }
    SCOPED_TRACE(c.fen);
    const ref::board b = parse(c.fen);
    ASSERT_FALSE(c.counts.empty()) << "no perft counts for " << c.name;
    int checked = 0;
    for (const auto& [depth, nodes] : c.counts) {
        if (nodes > budget) continue;
        EXPECT_EQ(ref::perft(b, depth), nodes) << c.name << " depth " << depth;
        ++checked;
    }
    EXPECT_GT(checked, 0) << "no depth within the node budget for " << c.name;
}

struct case_name {
    std::string operator()(const testing::TestParamInfo<perft_case>& info) const { return info.param.name; }
};

// ------------------------------------------------------------------ perft vs data

class CpwPerft : public testing::TestWithParam<perft_case> {};
TEST_P(CpwPerft, MatchesPublishedCounts) { check_perft(GetParam(), curated_budget); }
INSTANTIATE_TEST_SUITE_P(Data, CpwPerft, testing::ValuesIn(cpw_cases()), case_name{});
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(CpwPerft); // no cpw.epd: ReferenceData.CorpusFilesAreLoaded fails

class TrickyPerft : public testing::TestWithParam<perft_case> {};
TEST_P(TrickyPerft, MatchesPublishedCounts) { check_perft(GetParam(), curated_budget); }
INSTANTIATE_TEST_SUITE_P(Data, TrickyPerft, testing::ValuesIn(tricky_cases()), case_name{});
GTEST_ALLOW_UNINSTANTIATED_PARAMETERIZED_TEST(TrickyPerft);

class RandomPlayPerft : public testing::TestWithParam<perft_case> {};
TEST_P(RandomPlayPerft, MatchesStockfishCounts) { check_perft(GetParam(), random_budget); }
INSTANTIATE_TEST_SUITE_P(Data, RandomPlayPerft, testing::ValuesIn(random_cases()), case_name{});

// The data must actually have been found and read (a wrong CHESSLAW_DATA_DIR
// must not turn into a silently empty suite).
void expect_loaded(const std::vector<perft_case>& set) {
    for (const auto& c : set) {
        EXPECT_FALSE(c.fen.empty()) << c.name;
        EXPECT_FALSE(c.counts.empty()) << c.name;
    }
}
TEST(ReferenceData, FilesAreLoaded) {
    EXPECT_GE(random_cases().size(), 990u) << "looked for " << data_path("random-play.perft");
    expect_loaded(random_cases());
}
TEST(ReferenceData, CorpusFilesAreLoaded) {
    EXPECT_EQ(cpw_cases().size(), 7u) << "looked for " << data_path("cpw.epd");
    EXPECT_GE(tricky_cases().size(), 18u) << "looked for " << data_path("tricky.perft");
    expect_loaded(cpw_cases());
    expect_loaded(tricky_cases());
}

// Every standard position of the data parses, and to_fen(from_fen(x)) gives
// x back (with " 0 1" appended for 4-field EPD).
int round_trip_positions(const std::vector<perft_case>& set) {
    int checked = 0;
    for (const auto& c : set) {
        if (!nonstandard_reason(c).empty()) continue;
        const ref::board b = parse(c.fen);
        std::string expected = c.fen;
        if (fields_of(c.fen).size() == 4) expected += " 0 1";
        EXPECT_EQ(ref::to_fen(b), expected);
        ++checked;
    }
    return checked;
}
TEST(ReferenceFen, DataPositionsRoundTrip) { EXPECT_GT(round_trip_positions(random_cases()), 990); }
TEST(ReferenceFen, CorpusPositionsRoundTrip) { EXPECT_GE(round_trip_positions(cpw_cases()) + round_trip_positions(tricky_cases()), 19); }

// ------------------------------------------------------------------ self-consistency

// perft(d) == sum over legal moves m of perft(play(m), d-1); every child
// position survives a FEN round trip (so play() keeps consistent FEN state).
TEST(ReferenceConsistency, DivideAndChildRoundTrip) {
    for (const auto& c : cpw_cases()) {
        const ref::board b = parse(c.fen);
        const auto moves = ref::legal_moves(b);
        EXPECT_EQ(moves.size(), ref::perft(b, 1)) << c.fen;
        EXPECT_TRUE(std::is_sorted(moves.begin(), moves.end()));
        std::uint64_t sum = 0;
        for (const auto& m : moves) {
            const auto child = ref::play(b, m);
            ASSERT_TRUE(child.has_value()) << c.fen << " " << m;
            sum += ref::perft(*child, 2);
            for (const auto& m2 : ref::legal_moves(*child)) {
                const auto grandchild = ref::play(*child, m2);
                ASSERT_TRUE(grandchild.has_value());
                const std::string fen = ref::to_fen(*grandchild);
                auto back = ref::from_fen(fen);
                ASSERT_TRUE(std::holds_alternative<ref::board>(back)) << fen;
                EXPECT_EQ(std::get<ref::board>(back), *grandchild) << fen;
            }
        }
        EXPECT_EQ(sum, ref::perft(b, 3)) << c.fen;
    }
}

// ------------------------------------------------------------------ specific rules

TEST(ReferenceRules, StartPosition) {
    const ref::board b = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    const std::vector<std::string> expected{"a2a3", "a2a4", "b1a3", "b1c3", "b2b3", "b2b4", "c2c3",
                                            "c2c4", "d2d3", "d2d4", "e2e3", "e2e4", "f2f3", "f2f4",
                                            "g1f3", "g1h3", "g2g3", "g2g4", "h2h3", "h2h4"};
    EXPECT_EQ(ref::legal_moves(b), expected);
    EXPECT_FALSE(ref::in_check(b));
    EXPECT_EQ(ref::perft(b, 0), 1u);
}

TEST(ReferenceRules, PlayUpdatesFenState) {
    ref::board b = parse("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1");
    auto after = ref::play(b, "e2e4");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1");
    after = ref::play(*after, "g8f6");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "rnbqkb1r/pppppppp/5n2/8/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 1 2");
    // illegal / malformed UCI
    EXPECT_FALSE(ref::play(b, "e2e5"));
    EXPECT_FALSE(ref::play(b, "e7e5"));  // not white's piece
    EXPECT_FALSE(ref::play(b, "e2e4q"));
    EXPECT_FALSE(ref::play(b, "E2E4"));
    EXPECT_FALSE(ref::play(b, ""));
    EXPECT_FALSE(ref::play(b, "e1g1"));
}

TEST(ReferenceRules, EnPassant_3_7_4) {
    // Legal en passant.
    const ref::board b = parse("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2");
    auto moves = ref::legal_moves(b);
    EXPECT_NE(std::find(moves.begin(), moves.end(), "e5d6"), moves.end());
    auto after = ref::play(b, "e5d6");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "4k3/8/3P4/8/8/8/8/4K3 b - - 0 2");
    // Only on the move immediately following the double step.
    const ref::board late = parse("4k3/8/8/3pP3/8/8/8/4K3 w - - 0 2");
    moves = ref::legal_moves(late);
    EXPECT_EQ(std::find(moves.begin(), moves.end(), "e5d6"), moves.end());
    // Horizontal pin: removing both pawns from rank 5 would expose the king (3.9).
    const ref::board pinned = parse("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2");
    moves = ref::legal_moves(pinned);
    EXPECT_EQ(std::find(moves.begin(), moves.end(), "e5d6"), moves.end());
    EXPECT_EQ(ref::perft(pinned, 1), 6u);  // e5e6 + king a4 a6 b4 b5 b6
    // The e.p. field is kept after a double step even with no capturer.
    auto dbl = ref::play(parse("4k3/8/8/8/8/8/4P3/4K3 w - - 0 1"), "e2e4");
    ASSERT_TRUE(dbl);
    EXPECT_EQ(ref::to_fen(*dbl), "4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1");
    // En passant capture that removes a checking pawn.
    const ref::board check_by_pawn = parse("8/8/8/2k5/3Pp3/8/8/7K b - d3 0 1");
    EXPECT_TRUE(ref::in_check(check_by_pawn));
    moves = ref::legal_moves(check_by_pawn);
    EXPECT_NE(std::find(moves.begin(), moves.end(), "e4d3"), moves.end());
}

TEST(ReferenceRules, Castling_3_8_2) {
    // Both wings available.
    auto moves = ref::legal_moves(parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"));
    EXPECT_NE(std::find(moves.begin(), moves.end(), "e1g1"), moves.end());
    EXPECT_NE(std::find(moves.begin(), moves.end(), "e1c1"), moves.end());
    auto after = ref::play(parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1g1");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1");
    after = ref::play(parse("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8c8");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2");

    auto has = [](const std::string& fen, const std::string& m) {
        const auto v = ref::legal_moves(parse(fen));
        return std::find(v.begin(), v.end(), m) != v.end();
    };
    // 3.8.2.2.1 not out of check, not through or into an attacked square.
    EXPECT_FALSE(has("4k3/8/8/8/8/8/4r3/R3K2R w KQ - 0 1", "e1g1"));  // e1 attacked
    EXPECT_FALSE(has("4k3/8/8/8/8/8/5r2/R3K2R w KQ - 0 1", "e1g1"));  // f1 attacked
    EXPECT_FALSE(has("4k3/8/8/8/8/8/6r1/R3K2R w KQ - 0 1", "e1g1"));  // g1 attacked
    EXPECT_TRUE(has("4k3/8/8/8/8/8/7r/R3K2R w KQ - 0 1", "e1g1"));    // only h1 (rook) attacked
    EXPECT_FALSE(has("4k3/8/8/8/8/8/3r4/R3K2R w KQ - 0 1", "e1c1"));  // d1 attacked
    EXPECT_TRUE(has("4k3/8/8/8/8/8/1r6/R3K2R w KQ - 0 1", "e1c1"));   // b1 may be attacked
    // 3.8.2.2.2 no piece between king and rook (including b1 on the queen side).
    EXPECT_FALSE(has("4k3/8/8/8/8/8/8/RN2K2R w KQ - 0 1", "e1c1"));
    EXPECT_FALSE(has("4k3/8/8/8/8/8/8/R3K1NR w KQ - 0 1", "e1g1"));
    // 3.8.2.1 no right, no castling.
    EXPECT_FALSE(has("4k3/8/8/8/8/8/8/R3K2R w Q - 0 1", "e1g1"));
    // Rights are lost when king or rook moves or the rook is captured.
    after = ref::play(parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "a1a8");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "R3k2r/8/8/8/8/8/8/4K2R b Kk - 0 1");
    after = ref::play(parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "e1f1");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "r3k2r/8/8/8/8/8/8/R4K1R b kq - 1 1");
    after = ref::play(parse("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"), "h1h2");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "r3k2r/8/8/8/8/8/7R/R3K3 b Qkq - 1 1");
}

TEST(ReferenceRules, CastlingRightsWithoutKingOrRookAreDropped) {
    EXPECT_EQ(ref::to_fen(parse("4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1")), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(ref::to_fen(parse("r3k3/8/8/8/8/8/8/3K3R w KQkq - 0 1")), "r3k3/8/8/8/8/8/8/3K3R w q - 0 1");
}

TEST(ReferenceRules, Promotion_3_7_5) {
    const ref::board b = parse("1n2k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    const auto moves = ref::legal_moves(b);
    for (const char* m : {"a7a8q", "a7a8r", "a7a8b", "a7a8n", "a7b8q", "a7b8r", "a7b8b", "a7b8n"})
        EXPECT_NE(std::find(moves.begin(), moves.end(), m), moves.end()) << m;
    EXPECT_EQ(std::find(moves.begin(), moves.end(), "a7a8"), moves.end());
    EXPECT_EQ(std::find(moves.begin(), moves.end(), "a7a8k"), moves.end());
    EXPECT_FALSE(ref::play(b, "a7a8"));
    EXPECT_FALSE(ref::play(b, "a7a8Q"));
    auto after = ref::play(b, "a7b8n");
    ASSERT_TRUE(after);
    EXPECT_EQ(ref::to_fen(*after), "1N2k3/8/8/8/8/8/8/4K3 b - - 0 1");
    // The new piece acts at once: a promoted queen gives check.
    after = ref::play(parse("4k3/P7/8/8/8/8/8/4K3 w - - 0 1"), "a7a8q");
    ASSERT_TRUE(after);
    EXPECT_TRUE(ref::in_check(*after));
}

TEST(ReferenceRules, KingNotLeftInCheck_3_9) {
    // Pinned knight may not move; checked king must respond.
    const ref::board pinned = parse("4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1");
    for (const auto& m : ref::legal_moves(pinned)) EXPECT_NE(m.substr(0, 2), "e2") << m;
    const ref::board mate = parse("R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1");
    EXPECT_TRUE(ref::in_check(mate));
    EXPECT_TRUE(ref::legal_moves(mate).empty());
    const ref::board stalemate = parse("7k/5Q2/8/8/8/8/8/6K1 b - - 0 1");
    EXPECT_FALSE(ref::in_check(stalemate));
    EXPECT_TRUE(ref::legal_moves(stalemate).empty());
    // A king may not capture a defended piece, nor step along the checking line.
    const auto moves = ref::legal_moves(parse("8/8/8/8/8/2k5/1q6/K7 w - - 0 1"));
    EXPECT_TRUE(moves.empty());
}

// ------------------------------------------------------------------ FEN

TEST(ReferenceFen, RoundTrip) {
    for (const char* fen : {
             "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
             "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2",
             "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
             "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2",
             "4k3/8/8/8/8/8/8/4K2R w K - 49 120",
             "r3k3/8/8/8/8/8/8/4K3 b q - 0 1",
         })
        EXPECT_EQ(ref::to_fen(parse(fen)), fen);
    // 4-field FEN gets default clocks; extra whitespace is tolerated.
    EXPECT_EQ(ref::to_fen(parse("4k3/8/8/8/8/8/8/4K3 w - -")), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
    EXPECT_EQ(ref::to_fen(parse("  4k3/8/8/8/8/8/8/4K3   b  -  -  3  7 ")), "4k3/8/8/8/8/8/8/4K3 b - - 3 7");
}

TEST(ReferenceFen, MalformedIsRejected) {
    const char* bad[] = {
        "",
        "   ",
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR",                        // 1 field
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq",                 // 3 fields
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0",             // 5 fields
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 x",         // 7 fields
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1",                    // 7 ranks
        "rnbqkbnr/pppppppp/8/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",         // 9 ranks
        "rnbqkbnr/ppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",            // 7 squares
        "rnbqkbnr/ppppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",          // 9 squares
        "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",           // digit 9
        "rnbqkbnr/pppppppp/08/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",          // digit 0
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1x",          // bad fullmove
        "rnbqkbnr/pppxpppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",           // bad piece letter
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR/ w KQkq - 0 1",          // trailing slash
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1",           // side
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR W KQkq - 0 1",           // side case
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkqK - 0 1",          // repeated right
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w AHah - 0 1",           // Shredder-FEN
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w -K - 0 1",             // '-' mixed in
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e9 0 1",          // bad ep square
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq i6 0 1",          // bad ep file
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1",          // ep rank vs side
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e6 0 1",          // no pawn did a double step
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - -1 1",          // negative clock
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - a 1",           // non-numeric clock
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 0",           // fullmove 0
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 99999999999 1", // overflow
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1BNR w kq - 0 1",             // no white king
        "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKKBNR w kq - 0 1",             // two white kings
        "P3k3/8/8/8/8/8/8/4K3 w - - 0 1",                                     // pawn on rank 8
        "4k3/8/8/8/8/8/8/p3K3 w - - 0 1",                                     // pawn on rank 1
        "4k3/8/8/8/8/8/8/4K2r b - - 0 1",                                     // side not to move in check
        "8/8/8/8/8/8/8/3kK3 w - - 0 1",                                       // adjacent kings
    };
    for (const char* fen : bad) {
        auto r = ref::from_fen(fen);
        ASSERT_TRUE(std::holds_alternative<ref::parse_error>(r)) << "accepted: '" << fen << "'";
        EXPECT_FALSE(std::get<ref::parse_error>(r).what.empty()) << fen;
    }
    // A legal ep field whose capture is impossible still parses.
    EXPECT_TRUE(parses("4k3/8/8/3p4/8/8/8/4K3 w - d6 0 2"));
}

}  // namespace
