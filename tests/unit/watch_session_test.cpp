// chesslaw::watch (watch/include): the follower, the registry and the incident log, on files
// written in a temporary folder while a session reads them (step() by step()).

#include <gtest/gtest.h>

#include <sys/resource.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <chesslaw/watch/report.hpp>
#include <chesslaw/watch/session.hpp>

using namespace chesslaw;
using namespace std::chrono_literals;
namespace fs = std::filesystem;

namespace {

struct temp_dir {
    fs::path path;
    temp_dir() {
        std::string t = (fs::temp_directory_path() / "chesslaw-watch-XXXXXX").string();
        path = ::mkdtemp(t.data());
    }
    ~temp_dir() {
        std::error_code ec;
        fs::remove_all(path, ec);
    }
};

void write(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::trunc);
    out << text;
}
void append(const fs::path& p, const std::string& text) {
    std::ofstream out(p, std::ios::binary | std::ios::app);
    out << text;
}

std::string game(const std::string& white, const std::string& black, const std::string& moves, const std::string& board = "1") {
    return "[Event \"Test\"]\n[Round \"1\"]\n[Board \"" + board + "\"]\n[White \"" + white + "\"]\n[Black \"" + black + "\"]\n\n" + moves + "\n\n";
}

//! A session on `paths` that keeps what it issues.
struct recorder {
    watch::session s;
    std::vector<watch::emitted_event> events;
    std::vector<watch::emitted_problem> problems;
    std::vector<std::string> changed;
    explicit recorder(std::vector<std::string> paths, std::optional<std::string> db = std::nullopt, std::chrono::milliseconds settle = 500ms)
        : s(make(std::move(paths), std::move(db), settle)) {
        s.on_event = [this](const watch::emitted_event& e) { events.push_back(e); };
        s.on_problem = [this](const watch::emitted_problem& p) { problems.push_back(p); };
        s.on_record_changed = [this](const watch::game_entry& g) { changed.push_back(g.key); };
    }
    static watch::options make(std::vector<std::string> paths, std::optional<std::string> db, std::chrono::milliseconds settle) {
        watch::options o;
        o.paths = std::move(paths);
        o.db = std::move(db);
        o.force_poll = true;
        o.settle = settle;
        return o;
    }
    std::size_t count(audit::live_event_kind k) const {
        std::size_t n = 0;
        for (const auto& e : events) n += e.event.kind == k;
        return n;
    }
    const watch::game_entry* game(const std::string& key) { return s.games().find(key); }
};

// Files change within one mtime tick on fast machines: each write in these tests gets a size of its own.

TEST(WatchKey, FromEventRoundBoardWhiteBlack) {
    pgn::game g;
    g.tags = {{"Event", "Cup", {}}, {"Round", "1.2", {}}, {"White", "A", {}}, {"Black", "B", {}}, {"Board", "3", {}}};
    EXPECT_EQ(watch::key_of(g), "Cup|1.2|3|A|B");
    EXPECT_EQ(watch::key_of(pgn::game{}), "");
}

TEST(WatchSession, GrowingFileHoldsTheLastTokenUntilMoreArrives) {
    temp_dir d;
    const fs::path f = d.path / "games.pgn";
    // the file ends "2. Nf" without a blank: cut off in mid-write
    write(f, "[Event \"Test\"]\n[Round \"1\"]\n[Board \"1\"]\n[White \"A\"]\n[Black \"B\"]\n\n1. e4 e5 2. Nf");
    recorder r({f.string()});
    r.s.step();
    const watch::game_entry* g = r.game("Test|1|1|A|B");
    ASSERT_NE(g, nullptr);
    EXPECT_EQ(g->pushed.size(), 2u); // "Nf" held: no breach
    EXPECT_TRUE(r.events.empty());
    append(f, "3 Nc6 3. Bb5");
    r.s.step();
    EXPECT_EQ(g->pushed.size(), 4u); // Nf3 Nc6, Bb5 held
    EXPECT_TRUE(r.events.empty());
    append(f, " a6 1-0\n");
    r.s.step();
    EXPECT_EQ(g->pushed.size(), 6u);
    EXPECT_EQ(g->result, "1-0");
    EXPECT_FALSE(r.changed.empty()); // the relay hook heard of it
}

TEST(WatchSession, AHeldTokenFollowedByABlankStandsOnceTheFileSettles) {
    temp_dir d;
    const fs::path f = d.path / "g.pgn";
    write(f, game("A", "B", "1. e4 e5 2. Ke3"));
    recorder r({f.string()}, std::nullopt, 0ms);
    r.s.step();
    EXPECT_EQ(r.game("Test|1|1|A|B")->pushed.size(), 2u);
    r.s.step(); // unchanged for the settle time (0): Ke3 stands as written
    EXPECT_EQ(r.game("Test|1|1|A|B")->pushed.size(), 3u);
    EXPECT_EQ(r.count(audit::live_event_kind::breach), 1u);
    EXPECT_EQ(r.count(audit::live_event_kind::illegal_move_counted), 1u);
}

TEST(WatchSession, ATakeBackRewindsAndWithdrawsWhatTheMoveCaused) {
    temp_dir d;
    const fs::path f = d.path / "g.pgn";
    write(f, game("A", "B", "1. e4 e5 2. Ke3 *"));
    recorder r({f.string()});
    r.s.step();
    ASSERT_EQ(r.count(audit::live_event_kind::breach), 1u);
    const std::uint64_t breach_id = r.events.front().event.id;
    write(f, game("A", "B", "1. e4 e5 2. Nf3 Nc6 *"));
    r.s.step();
    const watch::game_entry* g = r.game("Test|1|1|A|B");
    EXPECT_EQ(g->pushed.size(), 4u);
    EXPECT_TRUE(g->live->open_events().empty());
    bool withdrawn = false;
    for (const auto& e : r.events)
        withdrawn = withdrawn || (e.event.kind == audit::live_event_kind::record_revised && e.event.revises == breach_id);
    EXPECT_TRUE(withdrawn);
    // ids strictly increasing
    for (std::size_t i = 1; i < r.events.size(); ++i) EXPECT_LT(r.events[i - 1].event.id, r.events[i].event.id);
}

TEST(WatchSession, BoardsThatChangeOrderKeepTheirIdentity) {
    temp_dir d;
    const fs::path f = d.path / "games.pgn";
    const std::string a = game("A", "B", "1. e4 e5 2. Ke3 *", "1"), b = game("C", "D", "1. d4 d5 *", "2");
    write(f, a + b);
    recorder r({f.string()});
    r.s.step();
    const std::size_t n = r.events.size();
    ASSERT_EQ(r.count(audit::live_event_kind::breach), 1u);
    write(f, b + a + "\n");
    r.s.step();
    EXPECT_EQ(r.events.size(), n); // nothing new: same games, same plies
    EXPECT_EQ(r.s.games().games().size(), 2u);
}

TEST(WatchSession, AShrinkAtTheEndOfAFileWaitsForTheFileToSettle) {
    temp_dir d;
    const fs::path f = d.path / "g.pgn";
    write(f, game("A", "B", "1. e4 e5 2. Nf3 Nc6 *"));
    recorder r({f.string()}, std::nullopt, 0ms);
    r.s.step();
    EXPECT_EQ(r.game("Test|1|1|A|B")->pushed.size(), 4u);
    write(f, game("A", "B", "1. e4 e5"));
    r.s.step(); // a write in progress, perhaps
    EXPECT_EQ(r.game("Test|1|1|A|B")->pushed.size(), 4u);
    r.s.step(); // settled: the operator took the moves back
    EXPECT_EQ(r.game("Test|1|1|A|B")->pushed.size(), 2u);
}

TEST(WatchSession, FilesThatAppearLaterAreRead) {
    temp_dir d;
    recorder r({d.path.string()});
    r.s.step();
    EXPECT_TRUE(r.s.games().games().empty());
    write(d.path / "game-1.pgn", game("A", "B", "1. e4 e5 *"));
    fs::create_directory(d.path / "round-2");
    write(d.path / "round-2" / "game-2.pgn", game("C", "D", "1. d4 d5 *", "2"));
    r.s.step();
    EXPECT_EQ(r.s.games().games().size(), 2u);
}

TEST(WatchLog, ARestartRepeatsNoEventAndRevisesAcrossIt) {
    temp_dir d;
    const fs::path f = d.path / "g.pgn", db = d.path / "log.db";
    // a king to d4 last (attacked by the pawn on e5): taken for a DGT end signal; a move after it makes it a counted illegal move
    write(f, game("A", "B", "1. e4 e5 2. Ke2 Ke7 3. Ke3 Ke6 4. Kd4 *"));
    std::uint64_t dgt = 0;
    {
        recorder r({f.string()}, db.string());
        r.s.step();
        for (const auto& e : r.events)
            if (e.event.kind == audit::live_event_kind::dgt_end_signal) dgt = e.event.id;
        ASSERT_NE(dgt, 0u);
    }
    {
        recorder r({f.string()}, db.string());
        r.s.step();
        EXPECT_TRUE(r.events.empty()); // resumed: nothing again
        append(f, "\n");
        write(f, game("A", "B", "1. e4 e5 2. Ke2 Ke7 3. Ke3 Ke6 4. Kd4 d5 *"));
        r.s.step();
        bool revised = false;
        for (const auto& e : r.events) {
            EXPECT_GT(e.event.id, dgt);
            revised = revised || (e.event.kind == audit::live_event_kind::illegal_move_counted && e.event.revises == dgt);
        }
        EXPECT_TRUE(revised);
    }
    watch::incident_log log(db.string());
    const auto all = log.events_since(0);
    std::set<std::uint64_t> ids;
    for (const auto& e : all) EXPECT_TRUE(ids.insert(e.id).second);
    const std::string key = "Test|1|1|A|B";
    const std::vector<watch::stored_event> standing = log.standing(std::string_view(key));
    ASSERT_FALSE(standing.empty());
    EXPECT_EQ(log.unacknowledged(key), standing.size());
    for (const auto& e : standing) EXPECT_TRUE(log.acknowledge(e.id, "2026-12-07T19:00:00Z", "arbiter"));
    EXPECT_EQ(log.unacknowledged(key), 0u);
    EXPECT_TRUE(log.acknowledge(all.front().id, "2026-12-07T19:00:00Z", "arbiter"));
    EXPECT_FALSE(log.acknowledge(999999, "2026-12-07T19:00:00Z", "arbiter"));
    EXPECT_EQ(log.events_since(0).front().acknowledged_at.value_or(""), "2026-12-07T19:00:00Z");
    EXPECT_EQ(log.games().size(), 1u);
    EXPECT_EQ(log.games().front().plies, 8u);
    EXPECT_NE(watch::round_report(log, watch::report_format::json).find("\"illegal\""), std::string::npos);
}

// ---- bad input (issue 47 item 8) ----

TEST(WatchBadInput, BinaryJunkIsAProblemNotACrash) {
    temp_dir d;
    const fs::path f = d.path / "junk.pgn";
    std::string junk;
    std::uint32_t x = 12345;
    for (int i = 0; i < 200000; ++i) {
        x = x * 1103515245u + 12345u;
        junk += static_cast<char>(x >> 24);
    }
    write(f, junk + "\n");
    recorder r({f.string()});
    r.s.step(true);
    EXPECT_TRUE(r.events.empty() || r.events.size() < 100000u);
    bool unreadable = false;
    for (const auto& p : r.problems) unreadable = unreadable || p.kind == audit::input_problem::unreadable_game;
    EXPECT_TRUE(unreadable);
}

TEST(WatchBadInput, AFileReplacedByAFolderIsAProblem) {
    temp_dir d;
    const fs::path f = d.path / "g.pgn";
    write(f, game("A", "B", "1. e4 e5 *"));
    recorder r({f.string()});
    r.s.step();
    fs::remove(f);
    fs::create_directory(f);
    r.s.step();
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, audit::input_problem::not_a_file);
    r.s.step();
    EXPECT_EQ(r.problems.size(), 1u); // reported once
    fs::remove(f);
    write(f, game("A", "B", "1. e4 e5 2. Nf3 *"));
    r.s.step();
    EXPECT_EQ(r.game("Test|1|1|A|B")->pushed.size(), 3u); // and read again when it is a file again
}

TEST(WatchBadInput, AFileTruncatedInMidWriteIsNoBreach) {
    temp_dir d;
    const fs::path f = d.path / "g.pgn";
    const std::string whole = game("A", "B", "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 4. Ba4 Nf6 1-0");
    recorder r({f.string()});
    for (std::size_t cut = 10; cut < whole.size(); cut += 7) { // every 7th byte: mid-tag, mid-move, mid-result
        write(f, whole.substr(0, cut));
        r.s.step();
    }
    write(f, whole);
    r.s.step();
    EXPECT_EQ(r.count(audit::live_event_kind::breach), 0u);
    EXPECT_EQ(r.game("Test|1|1|A|B")->pushed.size(), 8u);
}

long max_rss_kb() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return u.ru_maxrss;
}

TEST(WatchBadInput, AHundredMegabyteLineInBoundedMemory) {
    temp_dir d;
    const fs::path f = d.path / "long.pgn";
    {
        std::ofstream out(f, std::ios::binary);
        out << "[Event \"Long\"]\n\n1. e4 e5 2. ";
        const std::string chunk(1 << 20, 'x');
        for (int i = 0; i < 100; ++i) out << chunk;
        out << " *\n";
    }
    const long before = max_rss_kb();
    recorder r({f.string()});
    r.s.step(true);
    EXPECT_LT(max_rss_kb() - before, 64 * 1024); // < 64 MB more than before: the line is never held whole
    bool unreadable = false;
    for (const auto& p : r.problems) unreadable = unreadable || p.kind == audit::input_problem::unreadable_game;
    EXPECT_TRUE(unreadable);
}

TEST(WatchBadInput, AFileOfTenThousandGames) {
    temp_dir d;
    const fs::path f = d.path / "many.pgn";
    {
        std::ofstream out(f, std::ios::binary);
        for (int i = 0; i < 10000; ++i) out << game("W" + std::to_string(i), "B", "1. e4 e5 2. Nf3 Nc6 *", std::to_string(i));
    }
    recorder r({f.string()});
    r.s.step(true);
    EXPECT_EQ(r.s.games().games().size(), 10000u);
    EXPECT_TRUE(r.events.empty());
    append(f, game("Last", "One", "1. e4 e5 2. Ke3 *", "10001"));
    const auto t0 = std::chrono::steady_clock::now();
    r.s.step(true); // a growing file: only from its last game on
    EXPECT_LT(std::chrono::steady_clock::now() - t0, 5s);
    EXPECT_EQ(r.s.games().games().size(), 10001u);
    EXPECT_EQ(r.count(audit::live_event_kind::breach), 1u);
}

TEST(WatchBadInput, PermissionsTakenAwayAreAProblem) {
    if (::geteuid() == 0) GTEST_SKIP() << "root reads any file: the CLI test cli.watch.permissions runs this as nobody";
    temp_dir d;
    const fs::path f = d.path / "g.pgn";
    write(f, game("A", "B", "1. e4 e5 *"));
    recorder r({f.string()});
    r.s.step();
    fs::permissions(f, fs::perms::none);
    r.s.step();
    ASSERT_EQ(r.problems.size(), 1u);
    EXPECT_EQ(r.problems[0].kind, audit::input_problem::permission_denied);
    fs::permissions(f, fs::perms::owner_read | fs::perms::owner_write);
    append(f, "\n");
    r.s.step();
    EXPECT_EQ(r.problems.size(), 1u);
}

} // namespace
