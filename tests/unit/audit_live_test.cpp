// The live game (audit/live.hpp): a record fed ply by ply returns the events each ply causes —
// one test per event kind — and, once finished, stands where the batch audit of the same record
// does (live_support.hpp; the corpus test does so over every PGN of the shared data).

#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/json.hpp>

#include "live_support.hpp"
#include "test_data.hpp"

using namespace chesslaw;
using audit::live_event;
using audit::live_event_kind;

namespace {

pgn::game header(const std::string& tags = "") { return test::read_game("[Event \"live\"]\n" + tags + "\n*\n"); }

std::vector<live_event> of_kind(const std::vector<live_event>& es, live_event_kind k) {
    std::vector<live_event> out;
    for (const live_event& e : es)
        if (e.kind == k) out.push_back(e);
    return out;
}

std::vector<live_event> push_all(audit::live_game& g, std::initializer_list<const char*> plies) {
    std::vector<live_event> out;
    for (const char* p : plies)
        for (live_event& e : g.push(p)) out.push_back(std::move(e));
    return out;
}

bool has_clause(const live_event& e, spec::clause_ref c) { return std::find(e.clauses.begin(), e.clauses.end(), c) != e.clauses.end(); }

} // namespace

TEST(AuditLive, ALegalGameCausesNoEvent) {
    audit::live_game g(header());
    EXPECT_TRUE(push_all(g, {"e4", "e5", "Nf3", "Nc6", "Bb5", "a6"}).empty());
    EXPECT_TRUE(g.finish("*").empty());
    EXPECT_EQ(g.record().status, audit::record_status::clean);
}

TEST(AuditLive, ABreachIsAnEventOfItsPlyWithItsClauses) {
    audit::live_game g(header());
    EXPECT_TRUE(push_all(g, {"e4", "e5"}).empty());
    const std::vector<live_event> es = g.push("Ke3"); // the king two squares
    const auto breaches = of_kind(es, live_event_kind::breach);
    ASSERT_EQ(breaches.size(), 1u);
    EXPECT_EQ(breaches[0].ply, 2u);
    EXPECT_EQ(breaches[0].written, "Ke3");
    EXPECT_FALSE(breaches[0].clauses.empty());
    EXPECT_FALSE(breaches[0].revises.has_value());
    EXPECT_GT(breaches[0].id, 0u);
}

TEST(AuditLive, CompletedIllegalMovesAreCountedWithTheExtraTimeAndTheSecondDecides) {
    audit::live_options o;
    o.record.repairs = false; // (with them, the finish may explain Ke3 as a slip for Ke2: a revision)
    audit::live_game g(header("[TimeControl \"5400+30\"]\n"), o);
    push_all(g, {"e4", "e5"});
    const auto first = of_kind(g.push("Ke3"), live_event_kind::illegal_move_counted);
    ASSERT_EQ(first.size(), 1u);
    ASSERT_TRUE(first[0].irregular.has_value());
    EXPECT_EQ(first[0].irregular->nth, 1u);
    EXPECT_EQ(first[0].irregular->side, color::white);
    EXPECT_EQ(first[0].irregular->expected_seconds, std::optional<std::int64_t>(120)); // standard play: two minutes (7.5.5)
    EXPECT_TRUE(has_clause(first[0], spec::id::illegal_move_penalties));
    push_all(g, {"Nc6"});
    const auto second = of_kind(g.push("Ke1"), live_event_kind::illegal_move_counted); // from e3 back two squares
    ASSERT_EQ(second.size(), 1u);
    EXPECT_EQ(second[0].irregular->nth, 2u);
    EXPECT_EQ(second[0].by_laws, "0-1"); // the game lost by white (7.5.5)
    const auto contradicts = of_kind(g.finish("1/2-1/2"), live_event_kind::result_contradicts);
    ASSERT_EQ(contradicts.size(), 1u);
    EXPECT_EQ(contradicts[0].result->kind, audit::result_finding_kind::second_illegal_move);
}

TEST(AuditLive, RapidGivesOneMinute) {
    audit::live_game g(header("[TimeControl \"900+10\"]\n"));
    push_all(g, {"e4", "e5"});
    const auto first = of_kind(g.push("Ke3"), live_event_kind::illegal_move_counted);
    ASSERT_EQ(first.size(), 1u);
    EXPECT_EQ(first[0].irregular->expected_seconds, std::optional<std::int64_t>(60));
}

TEST(AuditLive, AKingOnTheCentreAtTheEndIsADgtSignalUntilAMoveFollowsIt) {
    audit::live_game g(header());
    push_all(g, {"e4", "e5", "Nf3", "Nc6"});
    const auto signal = of_kind(g.push("Ke4"), live_event_kind::dgt_end_signal); // the white king put on e4
    ASSERT_EQ(signal.size(), 1u);
    EXPECT_FALSE(signal[0].irregular->counted);
    EXPECT_EQ(signal[0].irregular->why, audit::why_not_counted::dgt_end_signal);
    // a move follows: no end signal after all, a completed illegal move — a revision naming it
    const std::vector<live_event> later = g.push("Nf6");
    const auto counted = of_kind(later, live_event_kind::illegal_move_counted);
    ASSERT_EQ(counted.size(), 1u);
    EXPECT_EQ(counted[0].revises, std::optional<std::uint64_t>(signal[0].id));
    EXPECT_TRUE(counted[0].irregular->counted);
}

TEST(AuditLive, TheDgtSignalStandsWhenTheRecordEndsThere) {
    const pgn::game rec = test::read_game("[Event \"live\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Ke4 Ke5 1/2-1/2\n");
    audit::live_game g(header());
    audit::feed(g, rec);
    const auto standing = g.open_events();
    EXPECT_EQ(std::count_if(standing.begin(), standing.end(), [](const live_event& e) { return e.kind == live_event_kind::dgt_end_signal; }), 1);
    EXPECT_EQ(test::live_vs_batch(g, audit::audit_record(rec), rec), "");
}

TEST(AuditLive, AThreefoldRepetitionOpensAClaim) {
    audit::live_game g(header());
    const std::vector<live_event> es = push_all(g, {"Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1", "Ng8"});
    const auto claims = of_kind(es, live_event_kind::claim_available);
    ASSERT_EQ(claims.size(), 2u); // 9.2.1.1 one ply before (the intended move), 9.2.1.2 on the board
    EXPECT_EQ(claims[1].claim->clause, spec::id::threefold_on_board);
    EXPECT_EQ(claims[1].ply, 8u);
    EXPECT_EQ(claims[0].claim->clause, spec::id::threefold_intended_move);
}

TEST(AuditLive, CheckmateEndsTheGameAtOnceAndMovesAfterItAreAnEvent) {
    audit::live_game g(header());
    const auto ends = of_kind(push_all(g, {"f3", "e5", "g4", "Qh4#"}), live_event_kind::game_end);
    ASSERT_EQ(ends.size(), 1u);
    EXPECT_EQ(ends[0].end->kind, audit::end_kind::checkmate);
    EXPECT_EQ(ends[0].ply, 4u);
    EXPECT_EQ(ends[0].by_laws, "0-1");
    EXPECT_TRUE(has_clause(ends[0], spec::id::checkmate));
    const auto after = of_kind(g.push("Kf2"), live_event_kind::moves_after_end);
    ASSERT_EQ(after.size(), 1u);
    EXPECT_EQ(after[0].written, "Kf2");
}

TEST(AuditLive, AResultAgainstTheEndIsAnEventOfTheFinish) {
    audit::live_game g(header());
    push_all(g, {"f3", "e5", "g4", "Qh4#"});
    const auto es = of_kind(g.finish("1-0"), live_event_kind::result_contradicts);
    ASSERT_EQ(es.size(), 1u);
    EXPECT_EQ(es[0].result->kind, audit::result_finding_kind::result_contradicts_end);
    EXPECT_EQ(es[0].result->result, "1-0");
}

TEST(AuditLive, AFlagIsAnEventWithTheSixNineAnswer) {
    // 1+0; black's clock at zero after 1...Qa2, and white has a bare king: white cannot checkmate (6.9: drawn)
    audit::live_game g(header("[TimeControl \"60\"]\n[SetUp \"1\"]\n[FEN \"8/8/8/4k3/8/8/4K3/q7 w - - 0 1\"]\n"));
    std::vector<live_event> all;
    const char* plies[][2] = {{"Ke3", "[%clk 0:00:50]"}, {"Qa2", "[%clk 0:00:00]"}};
    for (const auto& p : plies)
        for (live_event& e : g.push(p[0], {p[1]})) all.push_back(std::move(e));
    const auto flags = of_kind(all, live_event_kind::flag);
    ASSERT_EQ(flags.size(), 1u);
    EXPECT_EQ(flags[0].flag->side, color::black);
    EXPECT_EQ(flags[0].ply, 1u);
    ASSERT_TRUE(flags[0].can_mate.has_value());
    EXPECT_EQ(flags[0].can_mate->verdict, analysis::mate_verdict::cannot);
    EXPECT_TRUE(has_clause(flags[0], spec::id::flag_fall));
}

TEST(AuditLive, AClockThatGainsTimeIsAClockEvent) {
    audit::live_game g(header("[TimeControl \"300\"]\n"));
    std::vector<live_event> all;
    const char* plies[][2] = {{"e4", "[%clk 0:04:50]"}, {"e5", "[%clk 0:04:50]"}, {"Nf3", "[%clk 0:04:40]"},
                              {"Nc6", "[%clk 0:04:40]"}, {"Bb5", "[%clk 0:04:55]"}, {"a6", "[%clk 0:04:30]"}};
    for (const auto& p : plies)
        for (live_event& e : g.push(p[0], {p[1]})) all.push_back(std::move(e));
    const auto clocks = of_kind(all, live_event_kind::clock);
    ASSERT_FALSE(clocks.empty());
    EXPECT_EQ(clocks[0].clock_finding->kind, clock::finding_kind::gain);
    EXPECT_EQ(clocks[0].ply, 4u);
}

TEST(AuditLive, ATakeBackWithdrawsWhatTheTakenPliesCaused) {
    audit::live_game g(header());
    push_all(g, {"e4", "e5"});
    const std::vector<live_event> bad = g.push("Ke3");
    ASSERT_FALSE(bad.empty());
    const std::vector<live_event> back = g.rewind(2);
    ASSERT_EQ(back.size(), bad.size());
    for (const live_event& e : back) {
        EXPECT_EQ(e.kind, live_event_kind::record_revised);
        ASSERT_TRUE(e.revises.has_value());
        EXPECT_TRUE(std::any_of(bad.begin(), bad.end(), [&](const live_event& b) { return b.id == *e.revises && b.kind == *e.revised_kind; }));
    }
    EXPECT_TRUE(g.open_events().empty());
    EXPECT_TRUE(push_all(g, {"Nf3", "Nc6"}).empty());
    EXPECT_TRUE(g.finish("*").empty());
    const pgn::game rec = test::read_game("[Event \"live\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n");
    EXPECT_EQ(test::live_vs_batch(g, audit::audit_record(rec), rec), "");
    EXPECT_EQ(g.record().status, audit::record_status::clean);
}

TEST(AuditLive, IdsGrowAndNoEventIsIssuedTwice) {
    const pgn::game rec = test::read_game("[Event \"live\"]\n\n1. e4 e5 2. Ke3 Nc6 3. Ke1 Nf6 4. Ke4 1-0\n");
    audit::live_game g(header());
    const std::vector<live_event> es = audit::feed(g, rec);
    for (std::size_t i = 1; i < es.size(); ++i) EXPECT_EQ(es[i].id, es[i - 1].id + 1);
    EXPECT_EQ(test::live_vs_batch(g, audit::audit_record(rec), rec), "");
}

TEST(AuditLive, UciAndNullMovesAreRead) {
    audit::live_game g(header());
    EXPECT_TRUE(push_all(g, {"e2e4", "e7e5"}).empty());
    const auto es = g.push("--");
    const auto breaches = of_kind(es, live_event_kind::breach);
    ASSERT_EQ(breaches.size(), 1u);
    EXPECT_TRUE(has_clause(breaches[0], spec::id::clock_without_move));
    EXPECT_EQ(g.game().moves[1].side, color::black);
}

//! Every game of the file, fed ply by ply: the JSON line of the live record equals the batch's,
//! and the events standing are the batch's findings.
static void expect_file_live_as_batch(const std::filesystem::path& file, std::size_t& games) {
    std::ifstream in(file, std::ios::binary);
    pgn::reader_options ro;
    ro.keep_comments = true;
    pgn::reader rd(in, ro);
    pgn::game g;
    while (rd.next(g)) {
        ++games;
        const audit::record_result batch = audit::audit_record(g);
        audit::live_game live(g);
        const std::vector<live_event> events = audit::feed(live, g);
        ASSERT_EQ(test::clock_reissued(events), "") << file << " game " << g.index;
        ASSERT_EQ(report::game_json_line(live.game(), "f", live.record()), report::game_json_line(g, "f", batch)) << file << " game " << g.index;
        ASSERT_EQ(test::live_vs_batch(live, batch, g), "") << file << " game " << g.index;
        g = pgn::game{};
    }
}

TEST(AuditLive, OurOwnPgnFilesLiveAsBatch) {
    std::size_t games = 0;
    for (const auto& f : std::filesystem::recursive_directory_iterator(test::own_data_path("pgn")))
        if (f.path().extension() == ".pgn") expect_file_live_as_batch(f.path(), games);
    EXPECT_GT(games, 0u);
}

TEST(AuditLiveCorpus, EveryPgnOfTheSharedDataLiveAsBatch) {
    std::size_t games = 0, files = 0;
    for (const auto& f : std::filesystem::recursive_directory_iterator(test::data_dir()))
        if (f.path().extension() == ".pgn") {
            ++files;
            expect_file_live_as_batch(f.path(), games);
        }
    EXPECT_GT(files, 1000u);
    EXPECT_GT(games, 3000u);
}
