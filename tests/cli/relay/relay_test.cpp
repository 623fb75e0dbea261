// cli.relay: the relay copies of `chesslaw audit --relay-out DIR` (audit/relay.hpp, report/relay_pgn.hpp).
//
// For every game of the sources: the copy DIR/STEM-N.pgn is read by chess.js and chessops to its
// end (relay_import.mjs: every game of it, every move played), it holds one game per segment of
// the plan, each segment's plies and nothing else, the segments and the plies left out or named in
// a note cover the record's plies exactly once, and each continuation's FEN is the position a live
// game (audit/live.hpp: the replay driven ply by ply, not the plan's own walk) has after the ply
// before it — the illegal move itself, or the first later ply whose position an importer holds.
// cli.relay: the project's own cases (tests/data/relay, tools/demo/sample.pgn); cli.relay.corpus
// (label corpus): the 667 games of FIDE's World Cup 2025 files (CHESSLAW_DATA_DIR/broadcast).
// Also write_atomically (tools/cli/atomic_file): a reader never sees part of a file.
#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/relay.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/notation/pgn.hpp>

#include "atomic_file.hpp"
#include "run_cli.hpp"

namespace {

using namespace chesslaw;
using namespace chesslaw::cli_tests;
namespace fs = std::filesystem;
using json = nlohmann::json;

std::vector<pgn::game> read_games(const std::string& text) {
    std::istringstream in(text);
    pgn::reader_options ro;
    ro.keep_comments = true;
    pgn::reader r(in, ro);
    std::vector<pgn::game> out;
    for (pgn::game g; r.next(g);) out.push_back(g);
    return out;
}

//! What a run over some sources found.
struct tally {
    std::size_t games = 0, segments = 0, exact_continuations = 0, later_continuations = 0, notes = 0;
};

//! node and the folder holding chess.js and chessops (installed by tests/engines at configure time).
bool importers_there(std::string& why) {
    if (std::string(CHESSLAW_NODE).empty()) why = "node not found";
    else if (!fs::exists(fs::path(CHESSLAW_NODE_MODULES) / "chessops" / "package.json") || !fs::exists(fs::path(CHESSLAW_NODE_MODULES) / "chess.js"))
        why = std::string("chess.js and chessops not installed in ") + CHESSLAW_NODE_MODULES + " (tests/engines runs npm ci at configure time)";
    return why.empty();
}

//! One game `g` of a source whose copies are in `dir` under `stem`.
void check_game(const fs::path& dir, const std::string& stem, const pgn::game& g, tally& t) {
    ++t.games;
    SCOPED_TRACE(stem + " game " + std::to_string(g.index));
    const fs::path copy = dir / (stem + "-" + std::to_string(g.index) + ".pgn");
    ASSERT_TRUE(fs::exists(copy)) << copy;
    const std::vector<pgn::game> relay = read_games(slurp(copy));
    const audit::record_result r = audit::audit_record(g);
    const audit::relay_plan plan = audit::plan_relay(g, r);
    ASSERT_EQ(relay.size(), plan.segments.size());
    t.segments += plan.segments.size();
    t.notes += plan.notes.size();
    // the live game's position after each ply (null: not read)
    std::vector<std::string> fen_after;
    std::vector<position> board_after;
    {
        pgn::game header = g;
        audit::live_game live(header);
        std::size_t c = 0;
        while (c < g.comments.size() && g.comments[c].after == 0) ++c;
        for (std::size_t i = 0; i < g.moves.size(); ++i) {
            std::vector<std::string> cs;
            for (; c < g.comments.size() && g.comments[c].after == i + 1; ++c) cs.push_back(g.comments[c].text);
            live.push(g.moves[i], std::move(cs));
            fen_after.push_back(live.board() ? std::string(to_fen(*live.board()).view()) : std::string{});
            board_after.push_back(live.board() ? *live.board() : position{});
        }
    }
    std::vector<int> covered(g.moves.size(), 0);
    for (std::size_t s = 0; s < plan.segments.size(); ++s) {
        const audit::relay_segment& seg = plan.segments[s];
        for (std::size_t i = seg.from; i < seg.to; ++i) ++covered[i];
        EXPECT_EQ(relay[s].moves.size(), seg.to - seg.from) << "segment " << s;
        EXPECT_EQ(relay[s].result.empty() ? "*" : relay[s].result, s + 1 == plan.segments.size() ? (g.result.empty() ? "*" : g.result) : "*");
        for (const char* tag : {"Event", "Round", "White", "Black"})
            EXPECT_EQ(relay[s].tag_value(tag), g.tag_value(tag)) << tag;
        if (s == 0) {
            EXPECT_FALSE(seg.setup.has_value());
            EXPECT_EQ(relay[s].tag_value("FEN"), g.tag_value("FEN"));
            continue;
        }
        // a continuation: its FEN is the live game's position after the ply before it
        ASSERT_TRUE(seg.setup.has_value());
        ASSERT_GT(seg.from, 0u);
        EXPECT_EQ(relay[s].tag_value("SetUp"), std::optional<std::string_view>("1"));
        const auto fen = relay[s].tag_value("FEN");
        ASSERT_TRUE(fen.has_value());
        EXPECT_EQ(std::string(*fen), fen_after[seg.from - 1]) << "segment " << s;
        // the illegal move it follows: the previous segment's note
        const auto stood = std::find_if(plan.notes.begin(), plan.notes.end(), [&](const audit::relay_note& n) {
            return n.segment == s - 1 && n.kind == audit::relay_note_kind::stood;
        });
        ASSERT_NE(stood, plan.notes.end());
        EXPECT_EQ(stood->to, seg.from);
        const bool exact = stood->to == stood->from + 1;
        (exact ? t.exact_continuations : t.later_continuations)++;
        // the position after the illegal move is skipped only when no importer holds it
        if (!exact) {
            EXPECT_FALSE(audit::relay_detail::importable(board_after[stood->from]));
        }
        EXPECT_TRUE(audit::relay_detail::importable(*seg.setup));
    }
    for (const audit::relay_note& n : plan.notes) {
        if (n.kind == audit::relay_note_kind::moves_after_end) continue;
        for (std::size_t i = n.from; i < n.to; ++i) ++covered[i];
    }
    for (std::size_t i = 0; i < covered.size(); ++i) EXPECT_EQ(covered[i], 1) << "ply " << i;
}

//! Runs the audit with --relay-out over `sources`, the importers over its folder, and checks every game.
tally check_sources(const std::vector<fs::path>& sources, const std::string& name) {
    tally t;
    const fs::path dir = fs::path(::testing::TempDir()) / ("chesslaw_relay_" + name);
    fs::remove_all(dir);
    std::string cmd = shell_quote(CHESSLAW_CLI);
    for (const char* a : {"audit", "--no-progress", "--jsonl", "--relay-out"}) append_quoted(cmd, a);
    append_quoted(cmd, dir.string());
    for (const fs::path& s : sources) append_quoted(cmd, s.string());
    const result audit = run_shell(cmd + " </dev/null");
    EXPECT_LE(audit.code, 1) << show(audit);

    std::string why;
    if (!importers_there(why)) {
        if (std::getenv("CI")) ADD_FAILURE() << why;
        else std::cout << "[ SKIPPED  ] the importers' half: " << why << '\n';
    } else {
        std::string node = shell_quote(CHESSLAW_NODE);
        append_quoted(node, CHESSLAW_RELAY_IMPORT);
        append_quoted(node, CHESSLAW_NODE_MODULES);
        append_quoted(node, dir.string());
        const result imported = run_shell(node);
        EXPECT_EQ(imported.code, 0) << imported.err;
        std::size_t lines = 0;
        std::istringstream in(imported.out);
        for (std::string line; std::getline(in, line);) {
            const json j = json::parse(line);
            ++lines;
            EXPECT_FALSE(j.contains("error")) << line;
            EXPECT_TRUE(j.value("chessjs", json()).is_null()) << "chess.js: " << line;
            EXPECT_TRUE(j.value("chessops", json()).is_null()) << "chessops: " << line;
        }
        EXPECT_GT(lines, 0u);
    }

    for (const fs::path& src : sources) {
        std::string stem = src.filename().string();
        if (stem.ends_with(".pgn")) stem.resize(stem.size() - 4);
        for (const pgn::game& g : read_games(slurp(src))) {
            check_game(dir, stem, g, t);
        }
    }
    return t;
}

const fs::path own_data = fs::path(CHESSLAW_OWN_DATA_DIR);

TEST(RelayCli, OwnCasesReadInTheImporters) {
    const tally t = check_sources({own_data / "relay" / "relay-cases.pgn", own_data / ".." / ".." / "tools" / "demo" / "sample.pgn"}, "own");
    EXPECT_EQ(t.games, 13u);
    EXPECT_EQ(t.exact_continuations, 3u); // 4. Bd7+, the null move 2... --, and sample.pgn's 6. O-O
    EXPECT_EQ(t.later_continuations, 2u); // into check: 6. Kd3 (after 6... e5), sample.pgn's pinned 4... Nd4 (after 5. Nxd4)
}

//! The copies of tests/data/relay/relay-cases.pgn, one by one.
TEST(RelayCli, EachCaseAsDecided) {
    const fs::path dir = fs::path(::testing::TempDir()) / "chesslaw_relay_cases";
    fs::remove_all(dir);
    const result audit = run({"audit", "--no-progress", "--relay-out", dir.string(), (own_data / "relay" / "relay-cases.pgn").string()});
    ASSERT_EQ(audit.code, 1) << show(audit);
    // a copy's text with its line breaks as spaces (the movetext is wrapped at 79 columns)
    const auto copy = [&](int n) {
        std::string s = slurp(dir / ("relay-cases-" + std::to_string(n) + ".pgn"));
        std::replace(s.begin(), s.end(), '\n', ' ');
        return s;
    };
    const auto text = [&](int n) { return slurp(dir / ("relay-cases-" + std::to_string(n) + ".pgn")); };
    // 1: the DGT end signal 5. Ke4 is left out, the result kept
    EXPECT_EQ(read_games(text(1)).size(), 1u);
    EXPECT_EQ(read_games(text(1))[0].moves.size(), 8u);
    EXPECT_NE(copy(1).find("chesslaw: 5. Ke4 is left out: a DGT board's end signal"), std::string::npos) << copy(1);
    EXPECT_NE(copy(1).find("} 1/2-1/2"), std::string::npos);
    // 2: 4. Bd7+ stood: the first game ends before it with "*", the continuation starts after it
    const auto two = read_games(text(2));
    ASSERT_EQ(two.size(), 2u);
    EXPECT_EQ(two[0].tag_value("Result"), std::optional<std::string_view>("*"));
    EXPECT_EQ(two[1].tag_value("Result"), std::optional<std::string_view>("1-0"));
    EXPECT_EQ(two[1].tag_value("FEN"), std::optional<std::string_view>("r1bqkbnr/1ppB1ppp/p1n5/4p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 0 4"));
    EXPECT_NE(copy(2).find("4. Bd7+ is illegal (3.5) and stood: nobody applied 7.5.1"), std::string::npos) << copy(2);
    // 3: a null move stood: the continuation from the position after it (the other side to move)
    const auto three = read_games(text(3));
    ASSERT_EQ(three.size(), 2u);
    EXPECT_EQ(three[1].tag_value("FEN"), std::optional<std::string_view>("rnbqkbnr/ppp1pppp/8/3p4/2PP4/8/PP2PPPP/RNBQKBNR w KQkq - 1 3"));
    // 4: 6. Kd3 into check: no importer holds the position after it; the continuation starts after 6... e5
    const auto four = read_games(text(4));
    ASSERT_EQ(four.size(), 2u);
    EXPECT_EQ(four[0].moves.size(), 10u);
    EXPECT_EQ(four[1].moves.size(), 2u);
    EXPECT_NE(copy(4).find("from the position after it and 6... e5"), std::string::npos) << copy(4);
    // 5: an illegal move after checkmate is left out
    EXPECT_EQ(read_games(text(5))[0].moves.size(), 7u);
    EXPECT_NE(copy(5).find("after the game was over: checkmate (5.1.1)"), std::string::npos) << copy(5);
    // 6: legal moves after a dead position are kept, the end said
    EXPECT_EQ(read_games(text(6))[0].moves.size(), 5u);
    EXPECT_NE(copy(6).find("the game ended here: dead position (5.2.2)"), std::string::npos) << copy(6);
    // 7: no clock pressed for 3. Ke3 or after it: both plies left out
    EXPECT_EQ(read_games(text(7))[0].moves.size(), 4u);
    EXPECT_NE(copy(7).find("3. Ke3 3... Nf6 are left out"), std::string::npos) << copy(7);
    // 8: coordinate notation written as SAN
    EXPECT_NE(copy(8).find("1. e4 e5 2. Nf3 Nc6 3. Bb5 *"), std::string::npos) << copy(8);
}

TEST(RelayCli, WorldCupCopiesReadInTheImporters) {
    const fs::path cup = fs::path(CHESSLAW_DATA_DIR) / "broadcast" / "fide-worldcup-2025";
    std::vector<fs::path> files;
    for (const auto& e : fs::directory_iterator(cup))
        if (e.path().extension() == ".pgn") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    ASSERT_EQ(files.size(), 63u);
    const tally t = check_sources(files, "worldcup");
    EXPECT_EQ(t.games, 667u);
    EXPECT_EQ(t.segments, 667u); // every illegal king move there is an end signal or was never completed: no continuation
    EXPECT_GE(t.notes, 7u);
}

//! write_atomically: a reader thread reading the file over and over sees one of the contents
//! written whole, never a part or a mix, while the file is replaced 200 times.
TEST(AtomicWrite, AReaderNeverSeesPartOfAFile) {
    const fs::path dir = fs::path(::testing::TempDir()) / "chesslaw_atomic";
    fs::remove_all(dir);
    fs::create_directories(dir);
    const fs::path target = dir / "copy.pgn";
    const auto content = [](int i) { return std::string(static_cast<std::size_t>(1000 + (i * 7919) % 60000), static_cast<char>('a' + i % 26)); };
    cli::write_atomically(target, content(0));
    std::atomic<bool> done{false};
    std::atomic<int> reads{0}, bad{0};
    std::thread reader([&] {
        while (!done) {
            const std::string s = slurp(target);
            ++reads;
            const bool whole = !s.empty() && std::all_of(s.begin(), s.end(), [&](char c) { return c == s[0]; }) &&
                               [&] {
                                   for (int i = 0; i <= 200; ++i)
                                       if (content(i) == s) return true;
                                   return false;
                               }();
            if (!whole) ++bad;
        }
    });
    for (int i = 1; i <= 200; ++i) cli::write_atomically(target, content(i));
    done = true;
    reader.join();
    EXPECT_EQ(bad.load(), 0);
    EXPECT_GT(reads.load(), 0);
    EXPECT_EQ(slurp(target), content(200));
    // no temporary file left beside it
    std::size_t files = 0;
    for ([[maybe_unused]] const auto& e : fs::directory_iterator(dir)) ++files;
    EXPECT_EQ(files, 1u);
    // a folder that does not exist: a typed error naming the file, nothing written
    EXPECT_THROW(cli::write_atomically(dir / "no" / "such.pgn", "x"), cli::atomic_write_error);
}

} // namespace

namespace {

//! A live game's copy as the plies arrive (audit/relay.hpp's live overload): a king move to a
//! centre square at the end is an end signal and left out; when a move follows it, it was a
//! completed illegal move after all, and the copy goes on in a continuation.
TEST(RelayLive, AnEndSignalLeftOutUntilAMoveFollowsIt) {
    pgn::game header;
    header.tags.push_back({"Event", "Live", {}});
    header.tags.push_back({"TimeControl", "5400+30", {}});
    audit::live_game live(header);
    for (const char* san : {"d4", "d5", "Kd2", "Kd7", "Ke3", "Ke6", "Kf4", "Kf6"}) live.push(san, {"[%clk 1:29:00]"});
    live.push("Ke4", {"[%clk 1:28:00]"}); // e4 is attacked by the pawn on d5: illegal (3.9)
    audit::relay_plan p = audit::plan_relay(live);
    ASSERT_EQ(p.segments.size(), 1u);
    EXPECT_EQ(p.segments[0].to, 8u);
    ASSERT_EQ(p.notes.size(), 1u);
    EXPECT_EQ(p.notes[0].kind, audit::relay_note_kind::dgt_end_signal);
    live.push("Kg6", {"[%clk 1:28:00]"});
    live.push("Kd3", {"[%clk 1:27:00]"}); // the king leaves: the game went on
    p = audit::plan_relay(live);
    ASSERT_EQ(p.segments.size(), 2u);
    EXPECT_EQ(p.notes[0].kind, audit::relay_note_kind::stood);
    ASSERT_TRUE(p.segments[1].setup.has_value());
    // after 5. Ke4 white's king stands attacked with black to move (no importer holds it); after
    // 5... Kg6 white is to move in check: the continuation starts there
    EXPECT_EQ(p.notes[0].from, 8u);
    EXPECT_EQ(p.notes[0].to, 10u);
    EXPECT_EQ(p.segments[1].from, 10u);
    EXPECT_EQ(std::string(to_fen(*p.segments[1].setup).view()), "rnbq1bnr/ppp1pppp/6k1/3p4/3PK3/8/PPP1PPPP/RNBQ1BNR w - - 8 6");
    EXPECT_EQ(p.segments[1].to, 11u);
    live.finish("*");
    EXPECT_EQ(audit::plan_relay(live).segments.size(), 2u);
}

} // namespace
