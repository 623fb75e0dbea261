// The events of a live game as JSON Lines, schema chesslaw-watch/1 (report/watch_json.hpp): each
// line one object with the schema's members, the game's tags, the typed evidence of its kind, and
// a revision naming the event it replaces.

#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <nlohmann/json.hpp>

#include <chesslaw/audit/live.hpp>
#include <chesslaw/report/watch_json.hpp>

#include "live_support.hpp"

using namespace chesslaw;
using audit::live_event;
using audit::live_event_kind;

TEST(ReportWatchJson, EveryEventIsALineOfTheSchema) {
    const pgn::game h = test::read_game("[Event \"Cup\"]\n[Round \"1.2\"]\n[White \"A\"]\n[Black \"B\"]\n[TimeControl \"5400+30\"]\n\n*\n");
    audit::live_game g(h);
    std::vector<live_event> all;
    for (const char* p : {"e4", "e5", "Nf3", "Nc6", "Ke4"})
        for (live_event& e : g.push(p)) all.push_back(std::move(e));
    for (live_event& e : g.push("Nf6")) all.push_back(std::move(e)); // the end signal revised: a completed illegal move
    ASSERT_FALSE(all.empty());
    std::uint64_t dgt_id = 0;
    bool revision_seen = false;
    for (const live_event& e : all) {
        const std::string line = report::event_json_line(g.game(), "cup/1.2", e);
        ASSERT_EQ(line.back(), '\n');
        const auto j = nlohmann::json::parse(line);
        EXPECT_EQ(j.at("type"), "event");
        EXPECT_EQ(j.at("schema"), "chesslaw-watch/1");
        EXPECT_EQ(j.at("id").get<std::uint64_t>(), e.id);
        EXPECT_EQ(j.at("game").at("key"), "cup/1.2");
        EXPECT_EQ(j.at("game").at("event"), "Cup");
        EXPECT_EQ(j.at("game").at("round"), "1.2");
        EXPECT_EQ(j.at("game").at("white"), "A");
        EXPECT_EQ(j.at("game").at("black"), "B");
        EXPECT_EQ(j.at("kind"), std::string(name(e.kind)));
        EXPECT_EQ(j.at("ply").get<std::uint64_t>(), e.ply + 1); // every event here concerns a ply
        ASSERT_EQ(j.at("clauses").size(), e.clauses.size());
        for (std::size_t i = 0; i < e.clauses.size(); ++i) EXPECT_EQ(j.at("clauses")[i], std::string(e.clauses[i].id()));
        if (e.kind == live_event_kind::dgt_end_signal) {
            dgt_id = e.id;
            EXPECT_EQ(j.at("san"), "Ke4");
            EXPECT_TRUE(j.at("revises").is_null());
            EXPECT_EQ(j.at("irregularity").at("why"), "dgt_end_signal");
            EXPECT_EQ(j.at("irregularity").at("counted"), false);
        }
        if (e.kind == live_event_kind::illegal_move_counted) {
            ASSERT_NE(dgt_id, 0u);
            EXPECT_EQ(j.at("revises").get<std::uint64_t>(), dgt_id);
            EXPECT_EQ(j.at("irregularity").at("nth"), 1);
            EXPECT_EQ(j.at("irregularity").at("category"), "standard");
            EXPECT_EQ(j.at("irregularity").at("expected_seconds"), 120);
            EXPECT_TRUE(j.at("irregularity").at("why").is_null());
            revision_seen = true;
        }
    }
    EXPECT_TRUE(revision_seen);
}

TEST(ReportWatchJson, AnEndAResultAndAWithdrawalCarryTheirMembers) {
    audit::live_game g(test::read_game("[Event \"e\"]\n\n*\n"));
    std::vector<live_event> all;
    for (const char* p : {"f3", "e5", "g4", "Qh4#"})
        for (live_event& e : g.push(p)) all.push_back(std::move(e));
    for (live_event& e : g.finish("1-0")) all.push_back(std::move(e));
    for (live_event& e : g.rewind(3)) all.push_back(std::move(e));
    int ends = 0, results = 0, withdrawn = 0;
    for (const live_event& e : all) {
        const auto j = nlohmann::json::parse(report::event_json_line(g.game(), "k", e));
        EXPECT_TRUE(j.at("game").at("white").is_null()); // no such tag
        if (e.kind == live_event_kind::game_end) {
            ++ends;
            EXPECT_EQ(j.at("ply"), 4);
            EXPECT_EQ(j.at("end").at("kind"), "checkmate");
            EXPECT_EQ(j.at("end").at("result"), "0-1");
            EXPECT_EQ(j.at("by_laws"), "0-1");
        }
        if (e.kind == live_event_kind::result_contradicts) {
            ++results;
            EXPECT_EQ(j.at("result").at("kind"), "result_contradicts_end");
            EXPECT_EQ(j.at("result").at("recorded"), "1-0");
        }
        if (e.kind == live_event_kind::record_revised) {
            ++withdrawn;
            EXPECT_FALSE(j.at("revises").is_null());
            EXPECT_TRUE(j.contains("revised_kind"));
        }
    }
    EXPECT_EQ(ends, 1);
    EXPECT_GE(results, 1);
    EXPECT_GE(withdrawn, 2); // the end and the result withdrawn by the take-back
}
