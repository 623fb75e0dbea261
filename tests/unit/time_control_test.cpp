// The TimeControl reader on every TimeControl tag of the data brought from outside
// (CHESSLAW_DATA_DIR, ../shared/data) in unit.time_control.corpus (label corpus, registered only
// where that folder exists; the project's own tests/data holds no TimeControl tag).
// Each distinct tag must be in `expected` — the periods and the category (A.1 / B.1) a person reads
// in it, or `unknown` — so a form the table does not list fails and names itself.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <initializer_list>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include <chesslaw/clock/time_control.hpp>

#include "test_data.hpp"
#include <chesslaw/rules/game_category.hpp>

#ifndef CHESSLAW_DATA_DIR
#define CHESSLAW_DATA_DIR "tests/data"
#endif

namespace {
using namespace chesslaw;
using clock::category;
using clock::kind;
using clock::period;

struct expectation {
    std::string_view tag;
    kind k;
    std::vector<period> periods;
    category cat;
};

// Distinct tags of tests/data and ../shared/data (grep '\[TimeControl "' on 2026-12-04: 71 forms),
// with what a person reads: {moves (0 = rest of game), time ms, increment ms, delay ms, increment
// from move}. The PGN "S+I" rows are S seconds with an increment of I; category by
// S + 60 x I: at most 10 min blitz, under 60 min rapid, else standard.
const std::vector<expectation> expected{
    {"-", kind::none, {}, category::unknown},
    {"40/7200:20/3600:900+30", kind::periods, {{40, 7200000, 0, 0, 1}, {20, 3600000, 0, 0, 1}, {0, 900000, 30000, 0, 1}}, category::standard},
    {"15 min. + 10 s. per move", kind::periods, {{0, 900000, 10000, 0, 1}}, category::rapid},
    {"15 minutes + 10 seconds increment per move, starting from move 1", kind::periods, {{0, 900000, 10000, 0, 1}}, category::rapid},
    {": 90 minutes for the first 40 moves, followed by 30 minutes for the rest of the gamewith an increment of 30 seconds per move starting from move 1",
     kind::periods, {{40, 5400000, 30000, 0, 1}, {0, 1800000, 30000, 0, 1}}, category::standard},
    {"0+1", kind::periods, {{0, 0, 1000, 0, 1}}, category::blitz},
    {"10+0.05", kind::periods, {{0, 10000, 50, 0, 1}}, category::blitz},
    {"1020+0", kind::periods, {{0, 1020000, 0, 0, 1}}, category::rapid},
    {"120+0", kind::periods, {{0, 120000, 0, 0, 1}}, category::blitz},
    {"120+1", kind::periods, {{0, 120000, 1000, 0, 1}}, category::blitz},
    {"120+10", kind::periods, {{0, 120000, 10000, 0, 1}}, category::rapid},
    {"120+12", kind::periods, {{0, 120000, 12000, 0, 1}}, category::rapid},
    {"120+3", kind::periods, {{0, 120000, 3000, 0, 1}}, category::blitz},
    {"120+4", kind::periods, {{0, 120000, 4000, 0, 1}}, category::blitz},
    {"1200+0", kind::periods, {{0, 1200000, 0, 0, 1}}, category::rapid},
    {"15+0", kind::periods, {{0, 15000, 0, 0, 1}}, category::blitz},
    {"1560+30", kind::periods, {{0, 1560000, 30000, 0, 1}}, category::rapid},
    {"180", kind::periods, {{0, 180000, 0, 0, 1}}, category::blitz},
    {"180+0", kind::periods, {{0, 180000, 0, 0, 1}}, category::blitz},
    {"180+1", kind::periods, {{0, 180000, 1000, 0, 1}}, category::blitz},
    {"180+15", kind::periods, {{0, 180000, 15000, 0, 1}}, category::rapid},
    {"180+2", kind::periods, {{0, 180000, 2000, 0, 1}}, category::blitz},
    {"180+3", kind::periods, {{0, 180000, 3000, 0, 1}}, category::blitz},
    {"180+5", kind::periods, {{0, 180000, 5000, 0, 1}}, category::blitz},
    {"180+8", kind::periods, {{0, 180000, 8000, 0, 1}}, category::rapid},
    {"1800", kind::periods, {{0, 1800000, 0, 0, 1}}, category::rapid},
    {"1800+0", kind::periods, {{0, 1800000, 0, 0, 1}}, category::rapid},
    {"240+0", kind::periods, {{0, 240000, 0, 0, 1}}, category::blitz},
    {"240+10", kind::periods, {{0, 240000, 10000, 0, 1}}, category::rapid},
    {"240+2", kind::periods, {{0, 240000, 2000, 0, 1}}, category::blitz},
    {"240+3", kind::periods, {{0, 240000, 3000, 0, 1}}, category::blitz},
    {"240+5", kind::periods, {{0, 240000, 5000, 0, 1}}, category::blitz},
    {"30+0", kind::periods, {{0, 30000, 0, 0, 1}}, category::blitz},
    {"300+0", kind::periods, {{0, 300000, 0, 0, 1}}, category::blitz},
    {"300+12", kind::periods, {{0, 300000, 12000, 0, 1}}, category::rapid},
    {"300+2", kind::periods, {{0, 300000, 2000, 0, 1}}, category::blitz},
    {"300+3", kind::periods, {{0, 300000, 3000, 0, 1}}, category::blitz},
    {"300+5", kind::periods, {{0, 300000, 5000, 0, 1}}, category::blitz},
    {"300+8", kind::periods, {{0, 300000, 8000, 0, 1}}, category::rapid},
    {"360+10", kind::periods, {{0, 360000, 10000, 0, 1}}, category::rapid},
    {"360+5", kind::periods, {{0, 360000, 5000, 0, 1}}, category::rapid},
    {"360+6", kind::periods, {{0, 360000, 6000, 0, 1}}, category::rapid},
    {"420+0", kind::periods, {{0, 420000, 0, 0, 1}}, category::blitz},
    {"420+17", kind::periods, {{0, 420000, 17000, 0, 1}}, category::rapid},
    {"420+4", kind::periods, {{0, 420000, 4000, 0, 1}}, category::rapid},
    {"420+5", kind::periods, {{0, 420000, 5000, 0, 1}}, category::rapid},
    {"420+9", kind::periods, {{0, 420000, 9000, 0, 1}}, category::rapid},
    {"480+0", kind::periods, {{0, 480000, 0, 0, 1}}, category::blitz},
    {"480+2", kind::periods, {{0, 480000, 2000, 0, 1}}, category::blitz},
    {"480+5", kind::periods, {{0, 480000, 5000, 0, 1}}, category::rapid},
    {"480+8", kind::periods, {{0, 480000, 8000, 0, 1}}, category::rapid},
    {"540+0", kind::periods, {{0, 540000, 0, 0, 1}}, category::blitz},
    {"5400+30", kind::periods, {{0, 5400000, 30000, 0, 1}}, category::standard},
    {"60", kind::periods, {{0, 60000, 0, 0, 1}}, category::blitz},
    {"60+0", kind::periods, {{0, 60000, 0, 0, 1}}, category::blitz},
    {"60+1", kind::periods, {{0, 60000, 1000, 0, 1}}, category::blitz},
    {"60+3", kind::periods, {{0, 60000, 3000, 0, 1}}, category::blitz},
    {"600+0", kind::periods, {{0, 600000, 0, 0, 1}}, category::blitz},
    {"600+1", kind::periods, {{0, 600000, 1000, 0, 1}}, category::rapid},
    {"600+10", kind::periods, {{0, 600000, 10000, 0, 1}}, category::rapid},
    {"600+2", kind::periods, {{0, 600000, 2000, 0, 1}}, category::rapid},
    {"600+3", kind::periods, {{0, 600000, 3000, 0, 1}}, category::rapid},
    {"600+4", kind::periods, {{0, 600000, 4000, 0, 1}}, category::rapid},
    {"600+5", kind::periods, {{0, 600000, 5000, 0, 1}}, category::rapid},
    {"600+8", kind::periods, {{0, 600000, 8000, 0, 1}}, category::rapid},
    {"660+0", kind::periods, {{0, 660000, 0, 0, 1}}, category::rapid},
    {"7200+30", kind::periods, {{0, 7200000, 30000, 0, 1}}, category::standard},
    {"90+0.9", kind::periods, {{0, 90000, 900, 0, 1}}, category::blitz},
    {"900+0", kind::periods, {{0, 900000, 0, 0, 1}}, category::rapid},
    {"900+10", kind::periods, {{0, 900000, 10000, 0, 1}}, category::rapid},
    {"900+5", kind::periods, {{0, 900000, 5000, 0, 1}}, category::rapid},
};

const expectation* lookup(std::string_view tag) {
    for (const expectation& e : expected)
        if (e.tag == tag) return &e;
    return nullptr;
}

std::string describe(const clock::time_control& tc) {
    std::ostringstream o;
    o << clock::to_string(tc.kind) << " error=" << clock::to_string(tc.error);
    for (std::size_t i = 0; i < tc.count; ++i) {
        const period& p = tc.periods[i];
        o << " {" << p.moves << ", " << p.time_ms << ", " << p.increment_ms << ", " << p.delay_ms << ", " << p.increment_from_move << "}";
    }
    return o.str();
}

void check(std::string_view tag, const expectation& e) {
    SCOPED_TRACE(std::string(tag));
    const clock::time_control tc = clock::read(tag);
    EXPECT_EQ(tc.kind, e.k) << describe(tc);
    ASSERT_EQ(tc.count, e.periods.size()) << describe(tc);
    for (std::size_t i = 0; i < e.periods.size(); ++i) EXPECT_EQ(tc.periods[i], e.periods[i]) << "period " << i << ": " << describe(tc);
    const clock::categorised c = clock::category_of(tc);
    EXPECT_EQ(c.category, e.cat) << clock::to_string(c.category);
    // the clause the category rests on: B.1 for blitz, A.1 for rapid and for standard (above A.1)
    if (e.cat == category::unknown) EXPECT_FALSE(c.clause.has_value());
    else EXPECT_EQ(c.clause, e.cat == category::blitz ? spec::id::blitz_game : spec::id::rapid_game);
}

// Every TimeControl tag value under `dir` (all regular files: PGN and the fixtures that hold PGN
// text), unescaped (\" and \\), with its count.
std::map<std::string, int> collect(const std::filesystem::path& dir) {
    std::map<std::string, int> out;
    static constexpr std::string_view open = "[TimeControl \"";
    for (const auto& entry : std::filesystem::recursive_directory_iterator(dir)) {
        if (!entry.is_regular_file()) continue;
        std::ifstream in(entry.path(), std::ios::binary);
        std::string line;
        while (std::getline(in, line)) {
            for (std::size_t at = line.find(open); at != std::string::npos; at = line.find(open, at + 1)) {
                std::string value;
                std::size_t i = at + open.size();
                for (; i < line.size() && line[i] != '"'; ++i) {
                    if (line[i] == '\\' && i + 1 < line.size()) ++i;
                    value += line[i];
                }
                if (i < line.size()) ++out[value];
            }
        }
    }
    return out;
}

void check_dir(const std::filesystem::path& dir) {
    const auto tags = collect(dir);
    ASSERT_FALSE(tags.empty()) << "no TimeControl tag under " << dir;
    int games = 0;
    for (const auto& [tag, n] : tags) {
        games += n;
        const expectation* e = lookup(tag);
        if (e == nullptr) {
            ADD_FAILURE() << "a TimeControl form not in the expected table (" << n << " games): \"" << tag << "\" read as "
                          << describe(clock::read(tag));
            continue;
        }
        check(tag, *e);
    }
    std::cout << dir << ": " << tags.size() << " distinct TimeControl tags in " << games << " games\n";
}

TEST(TimeControlTable, EveryExpectedFormReadsAsListed) {
    for (const expectation& e : expected) check(e.tag, e);
}

TEST(TimeControlTable, TagsAreDistinct) {
    for (std::size_t i = 0; i < expected.size(); ++i)
        for (std::size_t j = i + 1; j < expected.size(); ++j) EXPECT_NE(expected[i].tag, expected[j].tag);
}

TEST(TimeControlCorpus, SharedData) {
    const std::string dir = chesslaw::test::data_dir();
    ASSERT_TRUE(std::filesystem::is_directory(dir)) << dir;
    const auto tags = collect(dir);
    ASSERT_FALSE(tags.empty()) << "the shared data holds TimeControl tags (the World Cup 2025 files)";
    check_dir(dir);
}

} // namespace
