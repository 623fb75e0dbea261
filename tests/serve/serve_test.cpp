// unit.serve: the arbiter's screen (chesslaw::serve) over real sockets on 127.0.0.1, ephemeral
// ports: the arbiter's actions as typed values, memory_source, the JSON API, Server-Sent Events
// resumed with Last-Event-ID, and the security rules (loopback, token, acknowledgement, path
// traversal, bounded requests and connections, escaping of what a PGN holds).
#include <algorithm>
#include <thread>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chesslaw/audit/arbiter_action.hpp>
#include <chesslaw/prose/arbiter_action.hpp>

#include "serve_support.hpp"

namespace chesslaw {
namespace {

using audit::arbiter_action_kind;
using json = nlohmann::json;

const audit::arbiter_action* find_action(const std::vector<audit::arbiter_action>& as, arbiter_action_kind k) {
    for (const auto& a : as)
        if (a.kind == k) return &a;
    return nullptr;
}

pgn::game header_with(std::string_view control) {
    pgn::game h;
    h.tags.push_back({"TimeControl", std::string(control), {}});
    return h;
}

//! The counted event of pushing `illegal` after `before` plies, with the board it was written on.
std::pair<audit::live_event, position> counted_after(audit::live_game& g, std::initializer_list<std::string_view> before, std::string_view illegal) {
    for (const std::string_view p : before) g.push(p);
    const position at = *g.board();
    for (audit::live_event& e : g.push(illegal))
        if (e.kind == audit::live_event_kind::illegal_move_counted) return {e, at};
    ADD_FAILURE() << "no counted event for " << illegal;
    return {};
}

// ---- the arbiter's actions ------------------------------------------------------------------

TEST(ArbiterAction, FirstIllegalMoveStandardReinstatesAndGivesTwoMinutes) {
    audit::live_game g(header_with("5400+30"));
    const auto [e, before] = counted_after(g, {"e4", "e5"}, "Ke3");
    const auto acts = audit::arbiter_actions(e, &before, g.board());
    const auto* r = find_action(acts, arbiter_action_kind::reinstate_position);
    ASSERT_NE(r, nullptr);
    EXPECT_EQ(r->clause, spec::id::illegal_move_completed);
    EXPECT_EQ(r->fen, "rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2");
    const auto* t = find_action(acts, arbiter_action_kind::add_time);
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->clause, spec::id::illegal_move_penalties);
    EXPECT_EQ(t->side, color::black); // the opponent of the offender
    EXPECT_EQ(t->seconds, 120);
    EXPECT_EQ(prose::describe(*t), std::string(spec::id::illegal_move_penalties.id()) + ": give Black 2 minutes extra time");
}

TEST(ArbiterAction, FirstIllegalMoveRapidGivesOneMinuteUnderA3) {
    audit::live_game g(header_with("900+10"));
    const auto [e, before] = counted_after(g, {"e4", "e5"}, "Ke3");
    const auto acts = audit::arbiter_actions(e, &before, g.board());
    const auto* t = find_action(acts, arbiter_action_kind::add_time);
    ASSERT_NE(t, nullptr);
    EXPECT_EQ(t->clause, spec::id::rapid_penalty_one_minute);
    EXPECT_EQ(t->seconds, 60);
    EXPECT_EQ(prose::describe(*t), std::string(spec::id::rapid_penalty_one_minute.id()) + ": give Black 1 minute extra time");
}

TEST(ArbiterAction, UnknownCategoryLeavesTheMinutesUnknown) {
    audit::live_game g(pgn::game{});
    const auto [e, before] = counted_after(g, {"e4", "e5"}, "Ke3");
    const auto acts = audit::arbiter_actions(e, &before, g.board());
    const auto* t = find_action(acts, arbiter_action_kind::add_time);
    ASSERT_NE(t, nullptr);
    EXPECT_FALSE(t->seconds.has_value());
    EXPECT_NE(prose::describe(*t).find("the category is unknown"), std::string::npos);
}

TEST(ArbiterAction, SecondIllegalMoveStandardDeclaresTheResult) {
    audit::live_game g(header_with("5400+30"));
    for (const char* p : {"e4", "e5", "Ke3", "Nc6", "Nf3", "Nf6"}) g.push(p);
    const position before = *g.board();
    std::optional<audit::live_event> second;
    for (audit::live_event& e : g.push("Ke5"))
        if (e.kind == audit::live_event_kind::illegal_move_counted && e.irregular && e.irregular->nth == 2) second = e;
    ASSERT_TRUE(second.has_value());
    const auto acts = audit::arbiter_actions(*second, &before, g.board());
    const auto* d = find_action(acts, arbiter_action_kind::declare_result);
    ASSERT_NE(d, nullptr);
    EXPECT_EQ(d->clause, spec::id::illegal_move_penalties);
    EXPECT_EQ(d->result, "0-1"); // black can checkmate: white loses
    ASSERT_TRUE(d->can_mate.has_value());
    EXPECT_EQ(d->can_mate->verdict, analysis::mate_verdict::can);
    EXPECT_EQ(find_action(acts, arbiter_action_kind::reinstate_position), nullptr);
}

TEST(ArbiterAction, FlagWithTheCanMateAnswer) {
    audit::live_event e;
    e.kind = audit::live_event_kind::flag;
    e.flag = clock::flag_evidence{10, color::white, 0};
    analysis::mate_answer cannot;
    cannot.verdict = analysis::mate_verdict::cannot;
    e.can_mate = cannot;
    auto acts = audit::arbiter_actions(e, nullptr, nullptr);
    ASSERT_EQ(acts.size(), 1u);
    EXPECT_EQ(acts[0].kind, arbiter_action_kind::declare_result);
    EXPECT_EQ(acts[0].clause, spec::id::flag_fall);
    EXPECT_EQ(acts[0].result, "1/2-1/2"); // 6.9: the opponent cannot checkmate
    e.can_mate->verdict = analysis::mate_verdict::can;
    EXPECT_EQ(audit::arbiter_actions(e, nullptr, nullptr)[0].result, "0-1");
    e.can_mate->verdict = analysis::mate_verdict::unknown;
    EXPECT_EQ(audit::arbiter_actions(e, nullptr, nullptr)[0].kind, arbiter_action_kind::flag_undecided);
}

TEST(ArbiterAction, CheckmateDeclaresTheResultAndABreachAloneNothing) {
    audit::live_game g(pgn::game{});
    std::vector<audit::live_event> evs;
    for (const char* p : {"e4", "e5", "Qh5", "Nc6", "Bc4", "Nf6", "Qxf7#"})
        for (auto& e : g.push(p)) evs.push_back(e);
    auto end = std::find_if(evs.begin(), evs.end(), [](const auto& e) { return e.kind == audit::live_event_kind::game_end; });
    ASSERT_NE(end, evs.end());
    const auto acts = audit::arbiter_actions(*end, nullptr, g.board());
    ASSERT_EQ(acts.size(), 1u);
    EXPECT_EQ(acts[0].kind, arbiter_action_kind::declare_result);
    EXPECT_EQ(acts[0].clause, spec::id::checkmate);
    EXPECT_EQ(acts[0].result, "1-0");
    audit::live_event b;
    b.kind = audit::live_event_kind::breach;
    EXPECT_TRUE(audit::arbiter_actions(b, nullptr, nullptr).empty());
}

// ---- memory_source --------------------------------------------------------------------------

TEST(MemorySource, EventsCarryLogIdsAndActions) {
    serve::memory_source s;
    const auto round = test::add_round(s);
    ASSERT_EQ(round.size(), 3u);
    const auto& [k1, g1] = round[0];
    test::feed_plies(s, k1, g1, 0, g1.moves.size());
    const auto evs = s.events_since(0, 100);
    ASSERT_FALSE(evs.empty());
    bool counted = false;
    for (std::size_t i = 0; i < evs.size(); ++i) {
        EXPECT_EQ(evs[i].id, i + 1);
        const json j = json::parse(evs[i].json);
        EXPECT_EQ(j["schema"], "chesslaw-watch/1");
        EXPECT_EQ(j["id"], evs[i].id);
        if (j["kind"] == "illegal_move_counted") {
            counted = true;
            EXPECT_EQ(j["san"], "O-O");
            ASSERT_TRUE(j.contains("actions"));
            EXPECT_EQ(j["actions"][0]["kind"], "reinstate_position");
            EXPECT_EQ(j["actions"][0]["fen"], "r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
            EXPECT_EQ(j["actions"][1]["kind"], "add_time");
            EXPECT_EQ(j["actions"][1]["seconds"], 120);
        }
    }
    EXPECT_TRUE(counted);
    const auto v = s.game(k1);
    ASSERT_TRUE(v.has_value());
    EXPECT_EQ(v->status, 1); // an incident open
    EXPECT_EQ(v->white, "Alpha, Anna");
    EXPECT_EQ(v->plies, 8u);
    EXPECT_EQ(v->white_clock_ms, 5462000L);
    EXPECT_EQ(v->black_clock_ms, 5571000L);
    for (const auto& e : evs) EXPECT_TRUE(s.acknowledge(e.id, "2026-12-07T19:00:00Z", "test"));
    EXPECT_EQ(s.game(k1)->status, 0);
    EXPECT_FALSE(s.acknowledge(9999, "2026-12-07T19:00:00Z", "test"));
}

TEST(MemorySource, RevisionsNameTheLogId) {
    // a king move to the centre as the last ply is a DGT end signal; a move after it makes it a
    // counted illegal move: the second event revises the first, by the log's ids
    serve::memory_source s;
    pgn::game h = header_with("5400+30");
    s.add_game("a", pgn::game{});
    s.add_game("b", h);
    s.push("a", "e4"); // another game's events take ids in between
    for (const char* p : {"e4", "e5", "Nf3", "Nc6"}) s.push("b", p);
    s.push("b", "Ke4");
    s.push("a", "e5");
    s.push("b", "Nf6");
    std::optional<std::uint64_t> dgt, revision_of;
    for (const auto& e : s.events_since(0, 100)) {
        const json j = json::parse(e.json);
        if (j["kind"] == "dgt_end_signal") dgt = e.id;
        if (j["kind"] == "illegal_move_counted" && !j["revises"].is_null()) revision_of = j["revises"].get<std::uint64_t>();
    }
    ASSERT_TRUE(dgt.has_value());
    ASSERT_TRUE(revision_of.has_value());
    EXPECT_EQ(*revision_of, *dgt);
}

// ---- the HTTP API ---------------------------------------------------------------------------

struct served {
    serve::memory_source src;
    std::vector<std::pair<std::string, pgn::game>> round;
    std::optional<serve::server> srv;
    explicit served(serve::options o = {}) {
        round = test::add_round(src);
        srv.emplace(src, std::move(o));
        srv->start();
    }
    unsigned short port() const { return srv->port(); }
    std::string bearer() const { return "Authorization: Bearer " + srv->token() + "\r\n"; }
};

TEST(ServeApi, PageAndItsPartsAreSelfContained) {
    served s;
    const auto page = test::request(s.port(), "GET", "/");
    EXPECT_EQ(page.status, 200);
    EXPECT_NE(page.head.find("Content-Security-Policy: default-src 'none'"), std::string::npos);
    EXPECT_NE(page.body.find("<script src=\"/app.js\">"), std::string::npos);
    for (const char* ext : {"http://", "https://", "//cdn"}) EXPECT_EQ(page.body.find(ext), std::string::npos) << ext;
    const auto js = test::request(s.port(), "GET", "/app.js");
    EXPECT_EQ(js.status, 200);
    EXPECT_EQ(js.body.find("innerHTML"), std::string::npos); // texts go in as textContent only
    EXPECT_EQ(js.body.find("http"), std::string::npos);
    EXPECT_EQ(test::request(s.port(), "GET", "/app.css").status, 200);
}

TEST(ServeApi, GamesGameEventsAndClauses) {
    served s;
    const auto& [k1, g1] = s.round[0];
    test::feed_plies(s.src, k1, g1, 0, g1.moves.size());
    const auto games = test::request(s.port(), "GET", "/api/games");
    ASSERT_EQ(games.status, 200);
    const json j = json::parse(games.body);
    EXPECT_EQ(j["schema"], "chesslaw-screen/1");
    ASSERT_EQ(j["games"].size(), 3u);
    EXPECT_EQ(j["games"][0]["status"], "incident");
    EXPECT_EQ(j["games"][1]["white"], "<img src=x onerror=alert(1)>"); // a JSON string, read as text by the page
    EXPECT_EQ(games.body.find("<img"), games.body.find("<img src=x onerror=alert(1)>")); // escaped by JSON only where a string
    // one game by its key, percent-encoded
    std::string enc;
    for (const unsigned char c : k1) {
        char b[4];
        std::snprintf(b, sizeof b, "%%%02X", c);
        enc += b;
    }
    const auto one = test::request(s.port(), "GET", "/api/games/" + enc);
    ASSERT_EQ(one.status, 200);
    EXPECT_EQ(json::parse(one.body)["game"]["key"], k1);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games/nobody").status, 404);
    const auto evs = test::request(s.port(), "GET", "/api/events?since=0&limit=2");
    ASSERT_EQ(evs.status, 200);
    const json e = json::parse(evs.body);
    ASSERT_EQ(e["events"].size(), 2u);
    EXPECT_EQ(e["events"][0]["id"], 1);
    EXPECT_EQ(e["events"][0]["event"]["schema"], "chesslaw-watch/1");
    EXPECT_EQ(e["last_id"], 2);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/events?since=abc").status, 400);
    const auto cl = test::request(s.port(), "GET", "/api/clauses");
    ASSERT_EQ(cl.status, 200);
    bool has = false;
    const json table = json::parse(cl.body);
    for (const auto& c : table["clauses"])
        if (c["id"] == spec::id::illegal_move_penalties.id()) has = !c["text_en"].get<std::string>().empty() && !c["text_ru"].get<std::string>().empty();
    EXPECT_TRUE(has);
    const auto svg = test::request(s.port(), "GET", "/api/board.svg?fen=8%2F8%2F8%2F8%2F8%2F8%2F8%2FK6k%20w%20-%20-%200%201");
    EXPECT_EQ(svg.status, 200);
    EXPECT_NE(svg.head.find("image/svg+xml"), std::string::npos);
    EXPECT_EQ(svg.body.rfind("<svg", 0), 0u);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/board.svg?fen=nonsense").status, 400);
}

TEST(ServeApi, AcknowledgeNeedsTheTokenAndIsStoredWithItsTime) {
    served s;
    const auto& [k1, g1] = s.round[0];
    test::feed_plies(s.src, k1, g1, 0, g1.moves.size());
    const std::string body = "{\"id\":1,\"by\":\"Chief Arbiter\"}";
    EXPECT_EQ(test::request(s.port(), "POST", "/api/ack", "Content-Type: application/json\r\n", body).status, 401);
    EXPECT_EQ(test::request(s.port(), "POST", "/api/ack", "Authorization: Bearer wrong\r\n", body).status, 401);
    EXPECT_FALSE(s.src.events_since(0, 1)[0].acknowledged_at.has_value());
    const auto ok = test::request(s.port(), "POST", "/api/ack", s.bearer(), body);
    ASSERT_EQ(ok.status, 200);
    const json j = json::parse(ok.body);
    const auto stored = s.src.events_since(0, 1)[0].acknowledged_at;
    ASSERT_TRUE(stored.has_value());
    EXPECT_EQ(j["acknowledged_at"], *stored);
    EXPECT_EQ(stored->size(), 24u); // 2026-12-07T19:00:00.000Z
    EXPECT_EQ(stored->back(), 'Z');
    EXPECT_EQ(s.src.acknowledged_by(1), "Chief Arbiter");
    EXPECT_EQ(test::request(s.port(), "POST", "/api/ack", s.bearer(), "{\"id\":999}").status, 404);
    EXPECT_EQ(test::request(s.port(), "POST", "/api/ack", s.bearer(), "not json").status, 400);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/ack", s.bearer()).status, 405);
}

TEST(ServeApi, StreamResumesFromLastEventId) {
    served s;
    const auto& [k1, g1] = s.round[0];
    const auto& [k2, g2] = s.round[1];
    test::client c(s.port());
    c.send("GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    EXPECT_NE(c.read_until("retry:", 2000).find("text/event-stream"), std::string::npos);
    test::feed_plies(s.src, k1, g1, 0, g1.moves.size());
    const std::uint64_t n1 = s.src.last_id();
    ASSERT_GT(n1, 1u);
    const std::string got = c.read_until("id: " + std::to_string(n1) + "\n", 3000);
    EXPECT_NE(got.find("id: 1\nevent: incident\ndata: {\"id\":1,"), std::string::npos) << got;
    // the client goes away; events happen; it comes back with the last id it saw
    c.sock.close();
    test::feed_plies(s.src, k2, g2, 0, g2.moves.size());
    const std::uint64_t n2 = s.src.last_id();
    ASSERT_GT(n2, n1);
    test::client d(s.port());
    d.send("GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nLast-Event-ID: " + std::to_string(n1) + "\r\n\r\n");
    const std::string again = d.read_until("id: " + std::to_string(n2) + "\n", 3000);
    EXPECT_EQ(again.find("id: " + std::to_string(n1) + "\n"), std::string::npos); // nothing twice
    for (std::uint64_t i = n1 + 1; i <= n2; ++i) EXPECT_NE(again.find("id: " + std::to_string(i) + "\n"), std::string::npos) << i;
}

// ---- security -------------------------------------------------------------------------------

TEST(ServeSecurity, LoopbackByDefault) {
    served s;
    EXPECT_TRUE(s.srv->loopback());
    EXPECT_EQ(s.srv->token().size(), 64u); // generated
    EXPECT_NE(s.srv->url().find("http://127.0.0.1:"), std::string::npos);
}

TEST(ServeSecurity, AnotherAddressNeedsTheTokenForEveryApiCall) {
    serve::options o;
    o.address = "0.0.0.0";
    o.token = "s3cret-token";
    served s(o);
    EXPECT_FALSE(s.srv->loopback());
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games").status, 401);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/events?since=0").status, 401);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/stream").status, 401);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games", "Authorization: Bearer s3cret-tokeN\r\n").status, 401);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games", "Authorization: Bearer s3cret-token\r\n").status, 200);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games?token=s3cret-token").status, 200);
    EXPECT_EQ(test::request(s.port(), "GET", "/").status, 200); // the page holds no data
}

TEST(ServeSecurity, OnLoopbackAForeignHostIsRefused) {
    served s;
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games").status, 200);
    test::client c(s.port());
    c.send("GET /api/games HTTP/1.1\r\nHost: evil.example:80\r\nConnection: close\r\n\r\n");
    EXPECT_EQ(test::parse_response(c.read_some()).status, 403);
}

TEST(ServeSecurity, NothingButThePageAndTheApiIsServed) {
    served s;
    for (const char* t : {"/etc/passwd", "/../../../../etc/passwd", "/%2e%2e/%2e%2e/etc/passwd", "/api/../../etc/passwd", "/..%2f..%2fetc%2fpasswd",
                          "/api/games/../../../etc/passwd", "/app.js/../../etc/passwd", "/serve/src/server.cpp", "/CMakeLists.txt",
                          "/index.html%00.js", "/%5c..%5cetc%5cpasswd", "/api", "/api/", "/api/nothing", "//etc/passwd"}) {
        const auto r = test::request(s.port(), "GET", t);
        EXPECT_TRUE(r.status == 404 || r.status == 400) << t << ": " << r.status;
        EXPECT_EQ(r.body.find("root:"), std::string::npos) << t;
    }
    EXPECT_EQ(test::request(s.port(), "DELETE", "/api/games").status, 405);
    EXPECT_EQ(test::request(s.port(), "POST", "/").status, 405);
}

TEST(ServeSecurity, RequestsAreBounded) {
    served s;
    const std::string huge_header = "X-Filler: " + std::string(20'000, 'a') + "\r\n";
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games", huge_header).status, 431);
    const std::string long_target = "/api/games?" + std::string(20'000, 'b');
    EXPECT_EQ(test::request(s.port(), "GET", long_target).status, 431);
    const std::string big_body = "{\"id\":1,\"by\":\"" + std::string(10'000, 'c') + "\"}";
    EXPECT_EQ(test::request(s.port(), "POST", "/api/ack", s.bearer(), big_body).status, 413);
    test::client junk(s.port());
    junk.send("\x16\x03\x01 not http at all\r\n\r\n");
    EXPECT_EQ(test::parse_response(junk.read_some()).status, 400);
}

TEST(ServeSecurity, IdleConnectionsAreClosed) {
    serve::options o;
    o.idle_timeout = std::chrono::milliseconds(300);
    served s(o);
    test::client c(s.port());
    c.send("GET /api/games HTTP/1.1\r\n"); // never finished
    const auto t0 = std::chrono::steady_clock::now();
    c.read_some(3000); // returns when the server closes
    EXPECT_LT(std::chrono::steady_clock::now() - t0, std::chrono::milliseconds(2500));
}

TEST(ServeSecurity, ConnectionsAreBounded) {
    serve::options o;
    o.max_connections = 4;
    served s(o);
    std::vector<std::unique_ptr<test::client>> held;
    for (int i = 0; i < 4; ++i) {
        held.push_back(std::make_unique<test::client>(s.port()));
        held.back()->send("GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        held.back()->read_until("retry:", 2000);
    }
    EXPECT_EQ(s.srv->connections(), 4u);
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games").status, 503);
    held.clear();
    for (int i = 0; i < 50 && s.srv->connections() > 0; ++i) std::this_thread::sleep_for(std::chrono::milliseconds(50));
    EXPECT_EQ(test::request(s.port(), "GET", "/api/games").status, 200);
}

TEST(ServeSecurity, StreamsAreBounded) {
    serve::options o;
    o.max_streams = 2;
    served s(o);
    test::client a(s.port()), b(s.port());
    for (auto* c : {&a, &b}) {
        c->send("GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
        c->read_until("retry:", 2000);
    }
    EXPECT_EQ(test::request(s.port(), "GET", "/api/stream").status, 503);
}

TEST(ServeSecurity, ListenAddressIsCheckedAndNamed) {
    std::string why;
    EXPECT_EQ(serve::parse_listen("8080", why)->port, 8080);
    EXPECT_EQ(serve::parse_listen("8080", why)->address, "127.0.0.1");
    EXPECT_EQ(serve::parse_listen("0.0.0.0:80", why)->address, "0.0.0.0");
    EXPECT_EQ(serve::parse_listen("[::1]:81", why)->address, "::1");
    EXPECT_FALSE(serve::parse_listen("host:80", why).has_value());
    EXPECT_NE(why.find("'host' is not an IP address"), std::string::npos);
    EXPECT_FALSE(serve::parse_listen("99999", why).has_value());
    serve::memory_source src;
    serve::options o;
    o.address = "not-an-address";
    EXPECT_THROW(serve::server(src, o), serve::bind_error);
}

} // namespace
} // namespace chesslaw
