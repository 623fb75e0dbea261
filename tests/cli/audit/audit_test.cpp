// `chesslaw audit`: exit codes (0 clean, 1 illegal, inconsistent or unreadable, 2 bad arguments or
// file), the text, --jsonl and --html forms, the JSONL schema (every line parsed and checked, the
// key order as documented), input order with --jobs, standard input, the edge-case PGNs (errors
// never stop the next game), how games ended against their results (constructed records: a 1-0
// after a stalemate, moves after a mate, a fivefold repetition, `*` after a mate, a win on time
// with a bare king, an undecided win) and the real corpora (851 games: 849 clean, 2 inconsistent,
// checked by hand). Clauses are named through the spec handles.
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <utility>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/spec/texts.hpp>

#include "run_cli.hpp"

#ifndef CHESSLAW_XMLLINT
#define CHESSLAW_XMLLINT ""
#endif

namespace {

using namespace chesslaw::cli_tests;
namespace id = chesslaw::spec::id;
using json = nlohmann::json;

std::string sid(chesslaw::spec::clause_ref c) { return std::string(c.id()); }
std::string src(const std::string& rel) { return std::string(CHESSLAW_SOURCE_DIR) + "/" + rel; }
// PGN brought from outside (CHESSLAW_DATA_DIR/pgn, ../shared/data: the tests reading it run as
// cli.audit.corpus, label corpus) and the project's own (tests/data/pgn: start-positions).
std::string data(const std::string& rel) {
    const char* env = std::getenv("CHESSLAW_DATA_DIR");
    return std::string(env != nullptr && *env != '\0' ? env : CHESSLAW_DATA_DIR) + "/pgn/" + rel;
}
std::string own_data(const std::string& rel) { return std::string(CHESSLAW_OWN_DATA_DIR) + "/pgn/" + rel; }
const std::string sample = "tools/demo/sample.pgn";

std::vector<json> lines_of(const result& r) {
    std::vector<json> out;
    std::istringstream in(r.out);
    std::string line;
    while (std::getline(in, line)) {
        json j;
        EXPECT_NO_THROW(j = json::parse(line)) << line;
        out.push_back(j);
    }
    return out;
}

bool is_uint(const json& j) { return j.is_number_unsigned() || (j.is_number_integer() && j.get<long long>() >= 0); }

//! The keys of an object, sorted (json keeps them sorted; the order in the line does not matter).
std::set<std::string> keys_of(const json& j) {
    std::set<std::string> k;
    for (const auto& [key, v] : j.items()) k.insert(key);
    return k;
}

//! start_position: null (no FEN tag) or the 3.10.3 verdict on the FEN tag's board, with the
//! keys of `chesslaw legality --json` plus the tag's line and column.
void check_start_position(const json& sp) {
    if (sp.is_null()) return;
    const std::string verdict = sp.at("verdict");
    std::set<std::string> keys{"fen", "verdict", "clause", "arguments", "searched", "line", "column"};
    if (verdict == "reachable") keys.insert("proof_game");
    EXPECT_EQ(keys_of(sp), keys) << sp.dump();
    EXPECT_TRUE(verdict == "illegal" || verdict == "reachable" || verdict == "unknown") << verdict;
    EXPECT_EQ(sp.at("clause"), sid(id::illegal_position));
    EXPECT_TRUE(sp.at("fen").is_string());
    EXPECT_EQ(sp.at("arguments").empty(), verdict != "illegal") << sp.dump();
    for (const auto& a : sp.at("arguments")) {
        EXPECT_EQ(keys_of(a), (std::set<std::string>{"rule", "text", "squares"}));
        EXPECT_FALSE(a.at("text").get<std::string>().empty());
        for (const auto& q : a.at("squares")) EXPECT_EQ(q.get<std::string>().size(), 2u);
    }
    EXPECT_TRUE(is_uint(sp.at("searched").at("nodes")) && is_uint(sp.at("searched").at("ms")));
    EXPECT_GE(sp.at("line").get<int>(), 1);
    EXPECT_GE(sp.at("column").get<int>(), 1);
}

//! The clauses that end a game (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), by the end's kind.
const std::map<std::string, std::string>& end_kinds() {
    static const std::map<std::string, std::string> k{{"checkmate", sid(id::checkmate)},
                                                       {"stalemate", sid(id::stalemate)},
                                                       {"dead_position", sid(id::dead_position)},
                                                       {"fivefold_repetition", sid(id::fivefold_repetition)},
                                                       {"seventy_five_moves", sid(id::seventy_five_moves)}};
    return k;
}

std::set<std::string> end_clauses() {
    std::set<std::string> c;
    for (const auto& [k, v] : end_kinds()) c.insert(v);
    return c;
}

bool is_result(const json& r) { return r == "1-0" || r == "0-1" || r == "1/2-1/2"; }

//! A mate-ability answer (report/mate_json.hpp): its keys, the verdict expected, a certificate
//! exactly for "can", a rule exactly for "cannot".
void check_mate_answer(const json& a, const std::string& verdict) {
    EXPECT_EQ(keys_of(a), (std::set<std::string>{"verdict", "side", "rule", "text", "certificate", "squares", "positions", "nodes"})) << a.dump();
    EXPECT_EQ(a.at("verdict"), verdict) << a.dump();
    EXPECT_EQ(a.at("rule").is_null(), verdict != "cannot") << a.dump();
    EXPECT_EQ(a.at("certificate").is_null(), verdict != "can") << a.dump();
    EXPECT_FALSE(a.at("text").get<std::string>().empty());
    EXPECT_EQ(keys_of(a.at("squares")), (std::set<std::string>{"pawns", "white_king", "black_king"})) << a.dump();
}

//! end, result, claims, repairs (chesslaw-audit/3): their keys and values, and status
//! "inconsistent" exactly when a result finding is the game's only kind of finding.
void check_end_result_claims(const json& j) {
    const json& e = j.at("end");
    if (!e.is_null()) {
        EXPECT_EQ(keys_of(e), (std::set<std::string>{"ply", "clause", "kind", "result", "evidence", "fen", "after_breach", "argument"})) << e.dump();
        // A dead position carries its proof; no other end has an argument.
        EXPECT_EQ(e.at("argument").is_null(), e.at("kind") != "dead_position") << e.dump();
        if (!e.at("argument").is_null()) check_mate_answer(e.at("argument"), "cannot");
        ASSERT_TRUE(end_kinds().count(e.at("kind").get<std::string>())) << e.dump();
        EXPECT_EQ(e.at("clause"), end_kinds().at(e.at("kind").get<std::string>())) << e.dump();
        EXPECT_TRUE(is_uint(e.at("ply")));
        EXPECT_TRUE(is_result(e.at("result"))) << e.dump();
        EXPECT_FALSE(e.at("evidence").get<std::string>().empty());
        EXPECT_TRUE(chesslaw::parse_fen(e.at("fen").get<std::string>()).has_value()) << e.dump();
        EXPECT_TRUE(e.at("after_breach").is_boolean());
        if (j.at("status") == "clean" || j.at("status") == "inconsistent") {
            EXPECT_LE(e.at("ply").get<std::size_t>(), j.at("plies").get<std::size_t>()) << j.dump();
            EXPECT_FALSE(e.at("after_breach").get<bool>());
        }
    }
    const json& r = j.at("result");
    EXPECT_EQ(keys_of(r), (std::set<std::string>{"tag", "movetext", "by_laws", "findings", "warnings", "undecided"})) << r.dump();
    for (const char* k : {"tag", "movetext"}) EXPECT_TRUE(r.at(k).is_null() || (r.at(k).is_string() && !r.at(k).get<std::string>().empty())) << k;
    EXPECT_TRUE(r.at("by_laws").is_null() || is_result(r.at("by_laws"))) << r.dump();
    if (!e.is_null()) {
        EXPECT_EQ(r.at("by_laws"), e.at("result")) << j.dump();
    }
    for (const char* k : {"findings", "warnings", "undecided"})
        for (const auto& f : r.at(k)) {
            EXPECT_EQ(keys_of(f), (std::set<std::string>{"clause", "kind", "text", "line", "column", "argument", "by_laws", "platform_rule"})) << f.dump();
            EXPECT_TRUE(f.at("by_laws").is_null() || is_result(f.at("by_laws"))) << f.dump();
            const std::string fk = f.at("kind");
            const bool analysed = fk == "time_forfeit_drawn" || fk == "resignation_drawn" || fk == "winner_may_not_mate";
            EXPECT_EQ(f.at("argument").is_null(), !analysed) << f.dump();
            if (analysed) check_mate_answer(f.at("argument"), fk == "winner_may_not_mate" ? "unknown" : "cannot");
            EXPECT_TRUE(chesslaw::spec::find(f.at("clause").get<std::string>()).has_value()) << f.dump();
            EXPECT_FALSE(f.at("text").get<std::string>().empty());
            EXPECT_GE(f.at("line").get<int>(), 1);
            EXPECT_GE(f.at("column").get<int>(), 1);
        }
    for (const auto& f : r.at("findings")) {
        const std::string kind = f.at("kind");
        EXPECT_TRUE(kind == "moves_after_end" || kind == "result_contradicts_end" || kind == "time_forfeit_drawn" || kind == "resignation_drawn") << kind;
        if (kind == "moves_after_end" || kind == "result_contradicts_end") {
            ASSERT_FALSE(e.is_null()) << j.dump();
            EXPECT_EQ(f.at("clause"), e.at("clause"));
        }
        if (kind == "time_forfeit_drawn") {
            EXPECT_EQ(f.at("clause"), sid(id::flag_fall));
        }
        if (kind == "resignation_drawn") {
            EXPECT_EQ(f.at("clause"), sid(id::resignation));
        }
    }
    for (const auto& u : r.at("undecided")) EXPECT_EQ(u.at("kind"), "winner_may_not_mate") << u.dump();
    const std::string status = j.at("status");
    if (status == "clean") {
        EXPECT_TRUE(r.at("findings").empty()) << j.dump();
    }
    if (status == "inconsistent") {
        EXPECT_FALSE(r.at("findings").empty()) << j.dump();
    }
    for (const auto& c : j.at("claims")) {
        EXPECT_EQ(keys_of(c), (std::set<std::string>{"ply", "clause", "side", "text"})) << c.dump();
        const std::string cl = c.at("clause");
        EXPECT_TRUE(cl == sid(id::threefold_intended_move) || cl == sid(id::threefold_on_board) || cl == sid(id::fifty_moves_intended_move) ||
                    cl == sid(id::fifty_moves_completed))
            << cl;
        EXPECT_TRUE(c.at("side") == "white" || c.at("side") == "black");
        EXPECT_TRUE(is_uint(c.at("ply")));
        if (!e.is_null()) {
            EXPECT_LT(c.at("ply").get<std::size_t>(), e.at("ply").get<std::size_t>()) << "a claim before the end: " << j.dump();
        }
    }
    // repairs: only an illegal record has them; each edit names a written ply and a kind.
    if (j.at("status") != "illegal") {
        EXPECT_EQ(j.at("repairs"), json::array()) << j.dump();
    }
    for (const auto& rep : j.at("repairs")) {
        EXPECT_EQ(keys_of(rep), (std::set<std::string>{"edits", "kind", "text"})) << rep.dump();
        EXPECT_FALSE(rep.at("edits").empty()) << rep.dump();
        for (const auto& ed : rep.at("edits")) {
            EXPECT_EQ(keys_of(ed), (std::set<std::string>{"ply", "op", "san"})) << ed.dump();
            EXPECT_GE(ed.at("ply").get<int>(), 1);
            const std::string op = ed.at("op");
            EXPECT_TRUE(op == "replace" || op == "insert" || op == "delete") << op;
            EXPECT_EQ(ed.at("san").is_null(), op == "delete") << ed.dump();
        }
    }
}

//! Checks one JSONL object against the documented schema (chesslaw-audit/3).
void check_schema(const json& j) {
    ASSERT_TRUE(j.is_object());
    ASSERT_EQ(j.at("schema"), "chesslaw-audit/3");
    const std::string type = j.at("type");
    if (type == "summary") {
        EXPECT_EQ(keys_of(j), (std::set<std::string>{"type", "schema", "games", "plies", "clean", "illegal", "unreadable", "inconsistent",
                                                     "clauses", "ends", "clock_findings", "inputs", "seconds"}));
        for (const auto& [k, n] : j.at("clock_findings").items()) EXPECT_TRUE(is_uint(n)) << k;
        for (const char* k : {"games", "plies", "clean", "illegal", "unreadable", "inconsistent"}) EXPECT_TRUE(is_uint(j.at(k))) << k;
        EXPECT_EQ(j.at("games").get<unsigned long long>(), j.at("clean").get<unsigned long long>() + j.at("illegal").get<unsigned long long>() +
                                                               j.at("unreadable").get<unsigned long long>() +
                                                               j.at("inconsistent").get<unsigned long long>());
        for (const char* k : {"clauses", "ends"}) {
            EXPECT_TRUE(j.at(k).is_object()) << k;
            for (const auto& [c, n] : j.at(k).items()) {
                EXPECT_TRUE(chesslaw::spec::find(c).has_value()) << c;
                EXPECT_TRUE(is_uint(n));
            }
        }
        for (const auto& [c, n] : j.at("ends").items()) EXPECT_TRUE(end_clauses().count(c)) << c;
        EXPECT_TRUE(j.at("seconds").is_number());
        return;
    }
    ASSERT_EQ(type, "game");
    EXPECT_TRUE(is_uint(j.at("game")) && j.at("game").get<int>() >= 1);
    EXPECT_TRUE(j.at("file").is_string());
    EXPECT_TRUE(is_uint(j.at("line")) && j.at("line").get<int>() >= 1);
    EXPECT_TRUE(j.at("tags").is_object());
    for (const auto& [k, v] : j.at("tags").items()) EXPECT_TRUE(v.is_string()) << k;
    EXPECT_TRUE(is_uint(j.at("plies")));
    const std::string status = j.at("status");
    EXPECT_TRUE(status == "clean" || status == "illegal" || status == "inconsistent" || status == "unreadable") << status;
    EXPECT_TRUE(j.at("warnings").is_array());
    const json& fi = j.at("first_illegal");
    const json& er = j.at("error");
    const json& sp = j.at("start_position");
    if (!j.at("tags").contains("FEN")) {
        EXPECT_TRUE(sp.is_null()) << j.dump();
    }
    if (j.at("tags").contains("FEN") && status == "clean") {
        EXPECT_FALSE(sp.is_null()) << j.dump();
    }
    check_start_position(sp);
    const bool start_illegal = !sp.is_null() && sp.at("verdict") == "illegal";
    // illegal: the start position (3.10.3) or a move; unreadable: an error and no illegal finding
    EXPECT_EQ(status == "illegal", start_illegal || !fi.is_null()) << j.dump();
    if (status == "unreadable") {
        EXPECT_FALSE(er.is_null());
    }
    if (!er.is_null()) {
        EXPECT_TRUE(status == "unreadable" || start_illegal) << j.dump();
    }
    if (status == "clean" || status == "inconsistent") {
        EXPECT_TRUE(fi.is_null() && er.is_null()) << j.dump();
    }
    check_end_result_claims(j);
    if (!er.is_null()) {
        EXPECT_GE(er.at("line").get<int>(), 1);
        EXPECT_GE(er.at("column").get<int>(), 1);
        EXPECT_FALSE(er.at("message").get<std::string>().empty());
    }
    if (!fi.is_null()) {
        EXPECT_EQ(fi.at("ply").get<int>(), j.at("plies").get<int>() + 1); // the plies before it were legal
        EXPECT_GE(fi.at("move_number").get<int>(), 0);
        EXPECT_TRUE(fi.at("side") == "white" || fi.at("side") == "black");
        EXPECT_TRUE(fi.at("san").is_string());
        EXPECT_TRUE(fi.at("uci").is_null() || fi.at("uci").is_string());
        EXPECT_TRUE(fi.at("fen").is_string());
        EXPECT_GE(fi.at("line").get<int>(), 1);
        EXPECT_GE(fi.at("column").get<int>(), 1);
        ASSERT_FALSE(fi.at("clauses").empty());
        for (const auto& c : fi.at("clauses")) EXPECT_TRUE(chesslaw::spec::find(c.get<std::string>()).has_value()) << c;
        std::set<std::string> in_violations;
        for (const auto& v : fi.at("violations")) {
            in_violations.insert(v.at("clause").get<std::string>());
            for (const char* k : {"title", "text_ru", "text_en"}) EXPECT_TRUE(v.at(k).is_string()) << k;
            EXPECT_TRUE(v.at("evidence").is_array());
        }
        for (const auto& c : fi.at("clauses")) EXPECT_TRUE(in_violations.count(c.get<std::string>())) << c;
    }
}

//! Every line checked; returns the game objects and the summary.
std::pair<std::vector<json>, json> checked_jsonl(const result& r) {
    const auto all = lines_of(r);
    EXPECT_FALSE(all.empty());
    std::vector<json> games;
    for (const auto& j : all) check_schema(j);
    for (std::size_t i = 0; i + 1 < all.size(); ++i) {
        EXPECT_EQ(all[i].at("type"), "game");
        games.push_back(all[i]);
    }
    EXPECT_EQ(all.back().at("type"), "summary");
    EXPECT_EQ(all.back().at("games").get<std::size_t>(), games.size());
    return {games, all.back()};
}

// ---- the real corpora: clean but for two games that ended by fivefold repetition ---------------

// Checked by hand: two games of the Levenfish - Botvinnik match (1937, "Soviet-ch" in the file) repeat
// one position five times (9.6.1, since 2014 the game ends there, drawn) and play on to a white win;
// the file's own comment says "The rule about the repetition of position did not apply during the
// match". Game 259: after 30. g3, 32. Kg1, 34. Kg1, 36. Kg1, 38. Kg1 the same position, black to move
// (knight f4, white king g1). Game 267: after 64... Kf7, 66... Kf7, 68... Kf7, 70... Kf7, 72... Kf7.
const std::string corpora_inconsistent_1 = "world_matches.pgn:8240:14: game 259 (Levenfish, Gregory \u2013 Botvinnik, Michael, Soviet-ch, round 3): "
                                           "moves are recorded after the end \u2014 9.6.1: the game ended after 38. Kg1 (9.6.1, fivefold repetition), "
                                           "yet 58 more plies are recorded, from 38... Ne2+";
const std::string corpora_inconsistent_2 = "world_matches.pgn:8515:46: game 267 (Levenfish, Gregory \u2013 Botvinnik, Michael, Soviet-ch, round 11): "
                                           "moves are recorded after the end \u2014 9.6.1: the game ended after 72... Kf7 (9.6.1, fivefold repetition), "
                                           "yet 11 more plies are recorded, from 73. b4";

TEST(AuditCli, RealCorporaAuditClean) {
    const auto r = run({"audit", data("twic-01-232games.pgn"), data("32games.pgn"), data("world_matches.pgn"),
                        data("kasparov-deep-blue-1997.pgn"), data("molinari-bordais-1979.pgn")});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find("851 games, 71739 plies: 849 clean, 0 illegal, 0 unreadable, 2 inconsistent; clauses: " + sid(id::fivefold_repetition) +
                         " \u00d72; ends: "),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find(data(corpora_inconsistent_1)), std::string::npos) << show(r);
    EXPECT_NE(r.out.find(data(corpora_inconsistent_2)), std::string::npos) << show(r);
    EXPECT_EQ(occurrences(r.out, "\u2014 " + sid(id::fivefold_repetition) + ": the result 1-0 (the Result tag and the movetext) contradicts the end"), 2u)
        << show(r);
    EXPECT_EQ(occurrences(r.out, ": game "), 2u * 4u) << "per game: two findings, two claim notes; nothing else: " << show(r);
}

TEST(AuditCli, RealCorporaAuditCleanJsonl) {
    const auto r = run({"audit", "--jsonl", data("twic-01-232games.pgn"), data("32games.pgn"), data("world_matches.pgn"),
                        data("kasparov-deep-blue-1997.pgn"), data("molinari-bordais-1979.pgn")});
    EXPECT_EQ(r.code, 1);
    const auto [games, summary] = checked_jsonl(r);
    EXPECT_EQ(games.size(), 851u);
    EXPECT_EQ(summary.at("clean"), 849);
    EXPECT_EQ(summary.at("inconsistent"), 2);
    EXPECT_EQ(summary.at("plies"), 71739);
    EXPECT_EQ(summary.at("clauses"), json({{sid(id::fivefold_repetition), 2}}));
    EXPECT_EQ(summary.at("ends").at(sid(id::fivefold_repetition)), 2);
    std::set<std::pair<std::string, int>> inconsistent;
    for (const auto& g : games) {
        if (g.at("status") == "inconsistent")
            inconsistent.insert({std::filesystem::path(g.at("file").get<std::string>()).filename().string(), g.at("game").get<int>()});
        else EXPECT_EQ(g.at("status"), "clean") << g.dump();
    }
    EXPECT_EQ(inconsistent, (std::set<std::pair<std::string, int>>{{"world_matches.pgn", 259}, {"world_matches.pgn", 267}}));
    EXPECT_EQ(games[0].at("tags").at("Event"), "Lindores Abbey Prelim"); // first game of the first file
}

// ---- exit 1: the demo sample, text ---------------------------------------------------------

TEST(AuditCli, IllegalMovesTextNamesPlaceMoveAndClause) {
    const auto r = run({"audit", src(sample)});
    EXPECT_EQ(r.code, 1) << show(r);
    // game 2: castling after the rook moved (4. Rg1, 5. Rh1), at line 19 column 56
    EXPECT_NE(r.out.find(src(sample) + ":19:56: game 2 (Rook, Rudolf \u2013 Bishop, Bea, chesslaw demo, round 2): 6. O-O is illegal \u2014 " +
                         sid(id::castling_rook_moved) + ": "),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("at 4. Rg1"), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("violates " + sid(id::castling_rook_moved) + " ("), std::string::npos);
    // game 3: a pinned knight moves
    EXPECT_NE(r.out.find(src(sample) + ":29:38: game 3 (Pinner, Petra \u2013 Knight, Kurt, chesslaw demo, round 3): 4... Nd4 is illegal \u2014 " +
                         sid(id::check)),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("pinned"), std::string::npos);
    // the clause text in both languages
    EXPECT_NE(r.out.find("    ru: "), std::string::npos);
    EXPECT_NE(r.out.find("    en: "), std::string::npos);
    // summary last
    EXPECT_NE(r.out.find("5 games, 44 plies: 2 clean, 2 illegal, 0 unreadable, 1 inconsistent; clauses: "), std::string::npos) << show(r);
    // game 5: a win recorded after a stalemate (5.2.1), at the movetext result
    EXPECT_NE(r.out.find(src(sample) + ":52:83: game 5 (Hasty, Harriet \u2013 Stuck, Stan, chesslaw demo, round 5): the result contradicts the end \u2014 " +
                         sid(id::stalemate) + ": "),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find(sid(id::check) + " \u00d71"), std::string::npos);
    EXPECT_TRUE(r.err.empty()) << show(r);
}

TEST(AuditCli, IllegalMovesJsonl) {
    const auto r = run({"audit", "--jsonl", src(sample)});
    EXPECT_EQ(r.code, 1);
    const auto [games, summary] = checked_jsonl(r);
    ASSERT_EQ(games.size(), 5u);
    EXPECT_EQ(games[0].at("status"), "clean");
    EXPECT_EQ(games[0].at("plies"), 7);
    const json& g2 = games[1];
    EXPECT_EQ(g2.at("status"), "illegal");
    EXPECT_EQ(g2.at("game"), 2);
    EXPECT_EQ(g2.at("line"), 11);
    EXPECT_EQ(g2.at("tags").at("White"), "Rook, Rudolf");
    const json& f = g2.at("first_illegal");
    EXPECT_EQ(f.at("ply"), 11);
    EXPECT_EQ(f.at("move_number"), 6);
    EXPECT_EQ(f.at("side"), "white");
    EXPECT_EQ(f.at("san"), "O-O");
    EXPECT_EQ(f.at("uci"), "e1g1");
    EXPECT_EQ(f.at("fen"), "r1bqk2r/ppp2ppp/2np1n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w Qkq - 0 6");
    EXPECT_EQ(f.at("line"), 19);
    EXPECT_EQ(f.at("column"), 56);
    const auto clauses = f.at("clauses").get<std::vector<std::string>>();
    EXPECT_NE(std::find(clauses.begin(), clauses.end(), sid(id::castling_rook_moved)), clauses.end());
    bool rook_evidence = false;
    for (const auto& v : f.at("violations"))
        if (v.at("clause") == sid(id::castling_rook_moved))
            for (const auto& e : v.at("evidence"))
                if (e.contains("game_move") && e.at("game_move") == "h1g1") {
                    rook_evidence = true;
                    // one ply convention: 1-based, as first_illegal's; cited for people as in the text
                    EXPECT_EQ(e.at("ply"), 7) << e.dump();
                    EXPECT_EQ(e.at("move"), "4. Rg1") << e.dump();
                    EXPECT_NE(e.at("text").get<std::string>().find("at 4. Rg1"), std::string::npos) << e.dump();
                }
    EXPECT_TRUE(rook_evidence) << f.dump(2);
    EXPECT_NE(f.at("headline").get<std::string>().find("at 4. Rg1"), std::string::npos);
    const json& g3 = games[2].at("first_illegal");
    EXPECT_EQ(g3.at("san"), "Nd4");
    EXPECT_EQ(g3.at("uci"), "c6d4");
    EXPECT_EQ(g3.at("clauses"), json::array({sid(id::check)}));
    EXPECT_EQ(games[3].at("status"), "clean"); // from its FEN tag
    EXPECT_EQ(games[3].at("plies"), 1);
    // game 5: 1-0 recorded after a stalemate
    const json& g5 = games[4];
    EXPECT_EQ(g5.at("status"), "inconsistent");
    EXPECT_EQ(g5.at("end").at("clause"), sid(id::stalemate));
    EXPECT_EQ(g5.at("end").at("ply"), 19);
    EXPECT_EQ(g5.at("result").at("by_laws"), "1/2-1/2");
    ASSERT_EQ(g5.at("result").at("findings").size(), 1u);
    EXPECT_EQ(g5.at("result").at("findings")[0].at("kind"), "result_contradicts_end");
    EXPECT_EQ(summary.at("illegal"), 2);
    EXPECT_EQ(summary.at("inconsistent"), 1);
    EXPECT_EQ(summary.at("clauses").at(sid(id::castling_rook_moved)), 1);
    EXPECT_EQ(summary.at("clauses").at(sid(id::check)), 1);
    EXPECT_EQ(summary.at("clauses").at(sid(id::stalemate)), 1);
    EXPECT_EQ(summary.at("ends").at(sid(id::stalemate)), 1);
}

// ---- exit 1: unreadable games; errors never stop the next game -----------------------------

TEST(AuditCli, EdgeCasesNeverStopTheAudit) {
    namespace fs = std::filesystem;
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(data("edge-cases"))) files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    std::string cmd = shell_quote(CHESSLAW_CLI) + " audit --jsonl";
    for (const auto& f : files) append_quoted(cmd, f);
    const auto r = run_shell(cmd);
    EXPECT_EQ(r.code, 1) << show(r);
    const auto [games, summary] = checked_jsonl(r);
    EXPECT_EQ(games.size(), 90u);
    std::map<std::string, std::vector<json>> by_file;
    for (const auto& g : games) by_file[std::filesystem::path(g.at("file").get<std::string>()).filename().string()].push_back(g);
    // after a damaged game, the next one reads and audits clean
    for (const char* f : {"syntactic-error-1.pgn", "syntactic-error-4.pgn", "syntactic-error-5.pgn"}) {
        const auto& v = by_file.at(f);
        EXPECT_EQ(v.back().at("tags").at("Event"), "A valid game at the end of the file") << f;
        EXPECT_EQ(v.back().at("status"), "clean") << f;
        EXPECT_EQ(v.back().at("plies"), 7) << f;
    }
    const auto& s4 = by_file.at("syntactic-error-4.pgn");
    EXPECT_EQ(s4[0].at("status"), "unreadable");
    EXPECT_EQ(s4[0].at("error").at("line"), 3);
    EXPECT_EQ(s4[0].at("error").at("column"), 7);
    // Chess960: audited under Guidelines II (issue 20), every move replayed, never a crash
    const auto& c960 = by_file.at("chess960.pgn");
    ASSERT_EQ(c960.size(), 4u);
    for (const auto& g : c960) EXPECT_EQ(g.at("status"), "clean");
    EXPECT_EQ(c960[0].at("plies"), 63);
    EXPECT_EQ(c960[1].at("plies"), 40);
    // a bad FEN tag is that game's error
    const auto& sem = by_file.at("semantic-error.pgn");
    EXPECT_EQ(sem[2].at("status"), "unreadable");
    EXPECT_NE(sem[2].at("error").at("message").get<std::string>().find("FEN tag"), std::string::npos);
    EXPECT_EQ(sem[0].at("status"), "illegal"); // 1. e5
    EXPECT_EQ(sem[0].at("first_illegal").at("line"), 3);
    EXPECT_EQ(sem[0].at("first_illegal").at("column"), 4);
    EXPECT_EQ(sem[0].at("first_illegal").at("uci"), "e2e5"); // the e-pawn, not the first pawn found
    // Latin-1/UTF-8 tags come out as valid UTF-8 JSON
    EXPECT_EQ(by_file.at("chess960.pgn")[0].at("tags").at("Site"), "H\u00f8vikodden, B\u00e6rum NOR");
    // the reader's warnings are reported
    EXPECT_EQ(by_file.at("missing-last-end-of-game.pgn")[1].at("warnings").size(), 1u);
}

TEST(AuditCli, UnreadableTextForm) {
    const auto r = run({"audit", data("edge-cases/syntactic-error-4.pgn")});
    EXPECT_EQ(r.code, 1);
    EXPECT_NE(r.out.find(data("edge-cases/syntactic-error-4.pgn") + ":3:7: game 1 (? \u2013 ?, A game with an unclosed comment): unreadable: comment opened here is not closed"),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("2 games, 7 plies: 1 clean, 0 illegal, 1 unreadable"), std::string::npos) << show(r);
}

// ---- 3.10.3: the start position of a game with a FEN tag ------------------------------------

const std::string unreachable_fen = "start-positions/unreachable-fen.pgn";
const std::string reachable_fen = "start-positions/reachable-fen.pgn";

TEST(AuditCli, UnreachableStartPositionText) {
    const auto r = run({"audit", own_data(unreachable_fen)});
    EXPECT_EQ(r.code, 1) << show(r);
    const std::string f = own_data(unreachable_fen);
    const std::string c = sid(id::illegal_position);
    // at the FEN tag (line 6, column 1), the first argument's sentence after the clause
    EXPECT_NE(r.out.find(f + ":6:1: game 1 (Origin, Olga \u2013 Nobody, Ned, FEN tag test: the h3 pawn has no origin): "
                             "the start position is illegal \u2014 " + c + ": the white pawns on g2, h2 and h3 can only have started on the g and h files"),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("  FEN \"4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1\"\n  violates " + c + " (illegal position)\n    ru: "), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("    argument [pawn-origins]: "), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("(squares: g2 h2 h3)"), std::string::npos) << show(r);
    // the third rook: promotions; its legal moves are still replayed, and clean
    EXPECT_NE(r.out.find(f + ":15:1: game 2 (Rook, Rita"), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("argument [promotions]: "), std::string::npos) << show(r);
    // nine pawns: a board parse_fen refuses still gets its verdict; the moves cannot be replayed
    EXPECT_NE(r.out.find(f + ":24:1: game 3 (Pawns, Paul \u2013 Nobody, Ned, FEN tag test: nine white pawns): the start position is illegal \u2014 " + c +
                         ": white has 9 pawns"),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("  the moves are not replayed: FEN tag: "), std::string::npos) << show(r);
    EXPECT_EQ(r.out.find("unreadable:"), std::string::npos) << show(r);
    EXPECT_EQ(r.out.find("game 4"), std::string::npos) << "the clean game is silent: " << show(r);
    EXPECT_EQ(occurrences(r.out, "is illegal"), 3u) << "no move finding: " << show(r);
    EXPECT_NE(r.out.find("4 games, 11 plies: 1 clean, 3 illegal, 0 unreadable, 0 inconsistent; clauses: " + c + " \u00d73 ("), std::string::npos) << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r);
}

TEST(AuditCli, UnreachableStartPositionJsonl) {
    const auto r = run({"audit", "--jsonl", own_data(unreachable_fen)});
    EXPECT_EQ(r.code, 1) << show(r);
    const auto [games, summary] = checked_jsonl(r);
    ASSERT_EQ(games.size(), 4u);
    const json& g1 = games[0];
    EXPECT_EQ(g1.at("status"), "illegal");
    EXPECT_EQ(g1.at("plies"), 4); // the moves are legal on that board, and replayed
    EXPECT_TRUE(g1.at("first_illegal").is_null());
    EXPECT_TRUE(g1.at("error").is_null());
    const json& sp = g1.at("start_position");
    EXPECT_EQ(sp.at("fen"), "4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1");
    EXPECT_EQ(sp.at("verdict"), "illegal");
    EXPECT_EQ(sp.at("line"), 6);
    EXPECT_EQ(sp.at("column"), 1);
    ASSERT_EQ(sp.at("arguments").size(), 1u);
    EXPECT_EQ(sp.at("arguments")[0].at("rule"), "pawn-origins");
    EXPECT_EQ(sp.at("arguments")[0].at("squares"), json::array({"g2", "h2", "h3"}));
    EXPECT_EQ(sp.at("searched").at("nodes"), 0); // rules only by default
    const json& g2 = games[1];
    EXPECT_EQ(g2.at("status"), "illegal");
    EXPECT_EQ(g2.at("plies"), 4);
    EXPECT_EQ(g2.at("start_position").at("arguments")[0].at("rule"), "promotions");
    EXPECT_EQ(g2.at("start_position").at("arguments")[0].at("squares"), json::array({"a1", "b1", "c1"}));
    const json& g3 = games[2];
    EXPECT_EQ(g3.at("status"), "illegal");
    EXPECT_EQ(g3.at("plies"), 0);
    EXPECT_EQ(g3.at("start_position").at("arguments")[0].at("rule"), "too-many-pawns");
    EXPECT_EQ(g3.at("error").at("line"), 24);
    EXPECT_NE(g3.at("error").at("message").get<std::string>().find("not replayed"), std::string::npos);
    EXPECT_EQ(games[3].at("status"), "clean");
    EXPECT_TRUE(games[3].at("start_position").is_null());
    EXPECT_EQ(summary.at("illegal"), 3);
    EXPECT_EQ(summary.at("clauses"), json({{sid(id::illegal_position), 3}}));
}

TEST(AuditCli, IllegalStartAndIllegalMoveAreBothFindings) {
    // a game from an illegal start whose move is illegal too: both reported, the game counted once
    const auto path = std::filesystem::path(::testing::TempDir()) / ("audit_both_" + std::to_string(::getpid()) + ".pgn");
    {
        std::ofstream out(path);
        out << "[Event \"both\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1\"]\n\n1. Rc4 *\n";
    }
    const auto r = run({"audit", "--jsonl", path.string()});
    EXPECT_EQ(r.code, 1) << show(r);
    const auto [games, summary] = checked_jsonl(r);
    ASSERT_EQ(games.size(), 1u);
    EXPECT_EQ(games[0].at("start_position").at("verdict"), "illegal");
    EXPECT_EQ(games[0].at("first_illegal").at("clauses"), json::array({sid(id::no_jumping)}));
    EXPECT_EQ(summary.at("illegal"), 1);
    EXPECT_EQ(summary.at("clauses").at(sid(id::illegal_position)), 1);
    EXPECT_EQ(summary.at("clauses").at(sid(id::no_jumping)), 1);
    const auto t = run({"audit", path.string()});
    EXPECT_NE(t.out.find(":3:1: game 1 (? \u2013 ?, both): the start position is illegal"), std::string::npos) << show(t);
    EXPECT_NE(t.out.find(":5:4: game 1 (? \u2013 ?, both): 1. Rc4 is illegal"), std::string::npos) << show(t);
    std::filesystem::remove(path);
}

TEST(AuditCli, ReachableStartPositionStaysClean) {
    const auto t = run({"audit", own_data(reachable_fen)});
    EXPECT_EQ(t.code, 0) << show(t);
    EXPECT_EQ(occurrences(t.out, "\n"), 1u) << "only the summary line: " << show(t);
    EXPECT_NE(t.out.find("2 games, 6 plies: 2 clean, 0 illegal, 0 unreadable, 0 inconsistent ("), std::string::npos) << show(t);
    const auto r = run({"audit", "--jsonl", own_data(reachable_fen)});
    EXPECT_EQ(r.code, 0) << show(r);
    const auto [games, summary] = checked_jsonl(r);
    ASSERT_EQ(games.size(), 2u);
    for (const auto& g : games) {
        EXPECT_EQ(g.at("status"), "clean");
        EXPECT_EQ(g.at("start_position").at("verdict"), "unknown"); // no search by default: not a finding
        EXPECT_FALSE(g.at("start_position").contains("proof_game"));
    }
    EXPECT_EQ(games[0].at("plies"), 4);
    EXPECT_EQ(games[1].at("plies"), 2);
    EXPECT_TRUE(summary.at("clauses").empty());
}

TEST(AuditCli, ReachabilityBudgetFindsAProofGame) {
    const auto r = run({"audit", "--jsonl", "--reachability-budget", "5000", own_data(reachable_fen)});
    EXPECT_EQ(r.code, 0) << show(r);
    const auto [games, summary] = checked_jsonl(r);
    ASSERT_EQ(games.size(), 2u);
    for (const auto& g : games) {
        const json& sp = g.at("start_position");
        ASSERT_EQ(sp.at("verdict"), "reachable") << sp.dump();
        // the proof game replays from the initial position to the tag's placement, side, rights, e.p.
        chesslaw::position p = chesslaw::initial_position();
        for (const auto& m : sp.at("proof_game")) {
            const auto mv = chesslaw::parse_uci(m.get<std::string>());
            ASSERT_TRUE(mv) << m;
            bool legal = false;
            for (const auto lm : chesslaw::legal_moves(p)) legal = legal || lm == *mv;
            ASSERT_TRUE(legal) << m << " in " << chesslaw::to_fen_string(p);
            p = chesslaw::make_move(p, *mv);
        }
        const std::string got = chesslaw::to_fen_string(p), want = sp.at("fen");
        const auto four = [](const std::string& f) { // placement, side, castling (e.p. by convention)
            std::istringstream in(f);
            std::string a, b, c;
            in >> a >> b >> c;
            return a + " " + b + " " + c;
        };
        EXPECT_EQ(four(got), four(want));
    }
    EXPECT_EQ(games[0].at("start_position").at("proof_game").size(), 2u); // 1. e4 e5
    EXPECT_EQ(games[1].at("start_position").at("proof_game").size(), 1u); // 1. e4
    const auto t = run({"audit", "--reachability-budget", "5000", own_data(reachable_fen)});
    EXPECT_EQ(t.code, 0) << show(t);
    EXPECT_NE(t.out.find(own_data(reachable_fen) + ":6:1: game 1 (Open, Otto \u2013 Game, Greta, FEN tag test: after 1. e4 e5): note: the start position is reachable \u2014 " +
                         sid(id::illegal_position) + ": a proof game of 2 plies"),
              std::string::npos)
        << show(t);
    // an illegal start stays illegal with a search (the search never overrides the rules)
    const auto u = run({"audit", "--jsonl", "--reachability-budget", "200", own_data(unreachable_fen)});
    EXPECT_EQ(u.code, 1);
    const auto [ug, us] = checked_jsonl(u);
    EXPECT_EQ(us.at("illegal"), 3);
}

TEST(AuditCli, ReachabilityBudgetMustBeANumberOfMilliseconds) {
    for (const char* bad : {"-1", "x"}) {
        const auto r = run({"audit", "--reachability-budget", bad, own_data(reachable_fen)});
        EXPECT_EQ(r.code, 2) << bad << show(r);
        EXPECT_NE(r.err.find("--reachability-budget"), std::string::npos) << show(r);
        EXPECT_TRUE(r.out.empty()) << show(r);
    }
}

TEST(AuditCli, HtmlShowsTheIllegalStartPosition) {
    const auto path = std::filesystem::path(::testing::TempDir()) / ("audit_start_" + std::to_string(::getpid()) + ".html");
    const auto r = run({"audit", own_data(unreachable_fen), "--html", path.string()});
    EXPECT_EQ(r.code, 1) << show(r);
    const std::string html = slurp(path);
    EXPECT_EQ(occurrences(html, "<svg "), 3u); // one board per illegal start
    EXPECT_EQ(occurrences(html, "marker-end="), 0u); // no move arrow
    EXPECT_NE(html.find("the start position is illegal \u2014 " + sid(id::illegal_position)), std::string::npos);
    EXPECT_NE(html.find("argument [pawn-origins]"), std::string::npos);
    EXPECT_NE(html.find("(squares: g2 h2 h3)"), std::string::npos);
    // the argument squares highlighted: 3 + 3 + 9 squares, and the legend's swatch
    EXPECT_EQ(occurrences(html, "fill=\"#ffb74d\""), 15u);
    const std::string xmllint = CHESSLAW_XMLLINT;
    if (!xmllint.empty()) {
        const auto x = run_shell(shell_quote(xmllint) + " --noout " + shell_quote(path.string()));
        EXPECT_EQ(x.code, 0) << show(x);
    }
    std::filesystem::remove(path);
}

TEST(AuditCli, SampleFenTagIsUnknownNotAFinding) {
    const auto r = run({"audit", "--jsonl", src(sample)});
    const auto [games, summary] = checked_jsonl(r);
    ASSERT_EQ(games.size(), 5u);
    EXPECT_EQ(games[3].at("start_position").at("verdict"), "unknown");
    EXPECT_EQ(games[3].at("status"), "clean");
    for (int i = 0; i < 3; ++i) EXPECT_TRUE(games[static_cast<std::size_t>(i)].at("start_position").is_null());
}

// ---- how the game ended, against its result (Articles 5, 6.9, 9) ----------------------------

//! Writes `pgn` to a temporary file named after `name`; removed when the value goes.
struct temp_pgn {
    std::filesystem::path path;
    temp_pgn(const std::string& name, const std::string& pgn)
        : path(std::filesystem::path(::testing::TempDir()) / ("audit_" + name + "_" + std::to_string(::getpid()) + ".pgn")) {
        std::ofstream(path, std::ios::binary) << pgn;
    }
    ~temp_pgn() { std::filesystem::remove(path); }
    temp_pgn(const temp_pgn&) = delete;
    temp_pgn& operator=(const temp_pgn&) = delete;
    std::string str() const { return path.string(); }
};

//! The one game of a file, audited as JSON (every line checked against the schema).
json one_game(const temp_pgn& f, int expected_code) {
    const auto r = run({"audit", "--jsonl", f.str()});
    EXPECT_EQ(r.code, expected_code) << show(r);
    const auto [games, summary] = checked_jsonl(r);
    EXPECT_EQ(games.size(), 1u);
    return games.empty() ? json() : games[0];
}

// Sam Loyd's stalemate in ten moves, recorded as a white win.
const std::string loyd_stalemate = "[Event \"stalemate\"]\n[White \"Loyd\"]\n[Black \"Nobody\"]\n[Result \"1-0\"]\n\n"
                                   "1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3\n"
                                   "8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1-0\n";

TEST(AuditCli, AWinAfterAStalemateIsInconsistent) {
    const temp_pgn f("stalemate", loyd_stalemate);
    const json g = one_game(f, 1);
    EXPECT_EQ(g.at("status"), "inconsistent");
    EXPECT_EQ(g.at("plies"), 19);
    EXPECT_TRUE(g.at("breaches").empty());
    const json& e = g.at("end");
    EXPECT_EQ(e.at("ply"), 19); // after 10. Qe6, the 19th ply
    EXPECT_EQ(e.at("clause"), sid(id::stalemate));
    EXPECT_EQ(e.at("kind"), "stalemate");
    EXPECT_EQ(e.at("result"), "1/2-1/2");
    EXPECT_EQ(e.at("fen"), "5bnr/4p1pq/4Qpkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR b KQ - 2 10");
    EXPECT_EQ(e.at("after_breach"), false);
    EXPECT_NE(e.at("evidence").get<std::string>().find("after 10. Qe6 black is to move, has no legal move and is not in check"), std::string::npos)
        << e.dump();
    const json& res = g.at("result");
    EXPECT_EQ(res.at("tag"), "1-0");
    EXPECT_EQ(res.at("movetext"), "1-0");
    EXPECT_EQ(res.at("by_laws"), "1/2-1/2");
    ASSERT_EQ(res.at("findings").size(), 1u) << res.dump();
    const json& fd = res.at("findings")[0];
    EXPECT_EQ(fd.at("clause"), sid(id::stalemate));
    EXPECT_EQ(fd.at("kind"), "result_contradicts_end");
    EXPECT_EQ(fd.at("line"), 7); // the movetext's 1-0
    EXPECT_EQ(fd.at("column"), 33);
    EXPECT_TRUE(res.at("undecided").empty());
    EXPECT_TRUE(g.at("claims").empty());

    const auto t = run({"audit", f.str()});
    EXPECT_EQ(t.code, 1) << show(t);
    EXPECT_NE(t.out.find(f.str() + ":7:33: game 1 (Loyd \u2013 Nobody, stalemate): the result contradicts the end \u2014 " + sid(id::stalemate) +
                         ": the result 1-0 (the Result tag and the movetext) contradicts the end: the game ended after 10. Qe6 (" +
                         sid(id::stalemate) + ", stalemate), so the result is 1/2-1/2\n"
                         "  FEN \"5bnr/4p1pq/4Qpkr/7p/7P/4P3/PPPP1PP1/RNB1KBNR b KQ - 2 10\"\n"
                         "  contradicts " + sid(id::stalemate) + " (stalemate)\n    ru: "),
              std::string::npos)
        << show(t);
    EXPECT_NE(t.out.find("    en: The game is drawn if the player who is to move has no possible move"), std::string::npos) << show(t);
    EXPECT_NE(t.out.find("    evidence: after 10. Qe6 black is to move"), std::string::npos) << show(t);
    EXPECT_NE(t.out.find("1 game, 19 plies: 0 clean, 0 illegal, 0 unreadable, 1 inconsistent; clauses: " + sid(id::stalemate) + " \u00d71; ends: " +
                         sid(id::stalemate) + " \u00d71 ("),
              std::string::npos)
        << show(t);
    // the HTML report counts it too
    const auto html_path = std::filesystem::path(::testing::TempDir()) / ("audit_stalemate_" + std::to_string(::getpid()) + ".html");
    const auto h = run({"audit", f.str(), "--html", html_path.string()});
    EXPECT_EQ(h.code, 1) << show(h);
    EXPECT_NE(slurp(html_path).find("<tr><th>inconsistent</th><td>1</td></tr>"), std::string::npos);
    std::filesystem::remove(html_path);
}

TEST(AuditCli, MovesAfterAMate) {
    // 2... Qh4# ends the game; 3. a3 is then a breach (white's king is in check) and a move after the end
    const temp_pgn f("after_mate", "[Event \"after mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 3. a3 Qxe1 0-1\n");
    const json g = one_game(f, 1);
    EXPECT_EQ(g.at("status"), "illegal");
    ASSERT_EQ(g.at("breaches").size(), 1u);
    EXPECT_EQ(g.at("breaches")[0].at("ply"), 5);
    EXPECT_EQ(g.at("breaches")[0].at("clauses"), json::array({sid(id::check)}));
    EXPECT_EQ(g.at("end").at("ply"), 4);
    EXPECT_EQ(g.at("end").at("clause"), sid(id::checkmate));
    EXPECT_EQ(g.at("end").at("result"), "0-1");
    const json& res = g.at("result");
    EXPECT_EQ(res.at("by_laws"), "0-1");
    // the result recorded is the mate's: the moves after it are a warning (issue 49)
    EXPECT_TRUE(res.at("findings").empty()) << res.dump();
    ASSERT_EQ(res.at("warnings").size(), 1u) << res.dump();
    EXPECT_EQ(res.at("warnings")[0].at("kind"), "moves_after_end");
    EXPECT_EQ(res.at("warnings")[0].at("clause"), sid(id::checkmate));
    EXPECT_EQ(res.at("warnings")[0].at("by_laws"), "0-1");
    EXPECT_EQ(res.at("warnings")[0].at("column"), 24); // 3. a3
    const auto t = run({"audit", f.str()});
    EXPECT_EQ(t.code, 1);
    const auto breach = t.out.find(":4:24: game 1 (? \u2013 ?, after mate): 3. a3 is illegal \u2014 " + sid(id::check));
    const auto after = t.out.find(":4:24: game 1 (? \u2013 ?, after mate): warning: moves are recorded after the end \u2014 " + sid(id::checkmate) +
                                  ": the game ended after 2... Qh4# (" + sid(id::checkmate) + ", checkmate), yet 2 more plies are recorded, from 3. a3");
    EXPECT_NE(breach, std::string::npos) << show(t);
    EXPECT_NE(after, std::string::npos) << show(t);
    EXPECT_LT(breach, after) << "the result findings come after the breaches: " << show(t);
    EXPECT_NE(t.out.find("1 illegal, 0 unreadable, 0 inconsistent; clauses: " + sid(id::check) + " \u00d71;"),
              std::string::npos)
        << show(t);
}

TEST(AuditCli, FivefoldRepetitionEndsTheGameAndClaimsAreListed) {
    // the initial position after the start, 2... Ng8, 4... Ng8, 6... Ng8 and 8... Ng8: drawn there (9.6.1)
    const temp_pgn f("fivefold", "[Event \"fivefold\"]\n[Result \"1/2-1/2\"]\n\n"
                                 "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6\n8. Ng1 Ng8 9. e4 e5 1/2-1/2\n");
    const json g = one_game(f, 0); // clean: the result agrees with the end (issue 49)
    EXPECT_EQ(g.at("status"), "clean"); // the moves after the end change no result recorded (issue 49)
    EXPECT_EQ(g.at("plies"), 18);
    EXPECT_EQ(g.at("end").at("ply"), 16);
    EXPECT_EQ(g.at("end").at("clause"), sid(id::fivefold_repetition));
    EXPECT_EQ(g.at("end").at("kind"), "fivefold_repetition");
    EXPECT_EQ(g.at("end").at("fen"), "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 16 9");
    EXPECT_NE(g.at("end").at("evidence").get<std::string>().find("after the start, 2... Ng8, 4... Ng8, 6... Ng8, 8... Ng8"), std::string::npos);
    const json& res = g.at("result");
    EXPECT_EQ(res.at("by_laws"), "1/2-1/2");
    EXPECT_TRUE(res.at("findings").empty()) << res.dump(); // the result agrees with the end: the moves after it are a warning
    ASSERT_EQ(res.at("warnings").size(), 1u) << res.dump();
    EXPECT_EQ(res.at("warnings")[0].at("kind"), "moves_after_end");
    EXPECT_EQ(res.at("warnings")[0].at("line"), 5);
    EXPECT_EQ(res.at("warnings")[0].at("column"), 15); // 9. e4
    // the draw claims before the end: the third appearance of the initial position after 4... Ng8
    const json& claims = g.at("claims");
    ASSERT_EQ(claims.size(), 2u) << claims.dump();
    EXPECT_EQ(claims[0].at("ply"), 7);
    EXPECT_EQ(claims[0].at("clause"), sid(id::threefold_intended_move));
    EXPECT_EQ(claims[0].at("side"), "black");
    EXPECT_NE(claims[0].at("text").get<std::string>().find("by writing 4... Ng8"), std::string::npos) << claims.dump();
    EXPECT_EQ(claims[1].at("ply"), 8);
    EXPECT_EQ(claims[1].at("clause"), sid(id::threefold_on_board));
    EXPECT_EQ(claims[1].at("side"), "white");
    const auto t = run({"audit", f.str()});
    EXPECT_EQ(t.code, 0);
    EXPECT_NE(t.out.find(":5:15: game 1 (? \u2013 ?, fivefold): warning: moves are recorded after the end \u2014 " + sid(id::fivefold_repetition) +
                         ": the game ended after 8... Ng8"),
              std::string::npos)
        << show(t);
    // claims are notes at the claimant's move: 4... Ng8 (written and declared), 5. Nf3 (the position on the board)
    EXPECT_NE(t.out.find(":4:41: game 1 (? \u2013 ?, fivefold): note: a draw could be claimed \u2014 " + sid(id::threefold_intended_move) +
                         ": black could claim a draw after 4. Ng1 by writing 4... Ng8"),
              std::string::npos)
        << show(t);
    EXPECT_NE(t.out.find(":4:48: game 1 (? \u2013 ?, fivefold): note: a draw could be claimed \u2014 " + sid(id::threefold_on_board) +
                         ": white could claim a draw after 4... Ng8"),
              std::string::npos)
        << show(t);
    EXPECT_EQ(occurrences(t.out, "is illegal"), 0u) << show(t);
}

TEST(AuditCli, NoResultAfterAMateIsCleanWithTheResultByTheLaws) {
    // `*` records no result and contradicts nothing; the Laws' result is reported beside it
    const temp_pgn f("star_mate", "[Event \"mate, no result\"]\n[Result \"*\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7# *\n");
    const json g = one_game(f, 0);
    EXPECT_EQ(g.at("status"), "clean");
    EXPECT_EQ(g.at("end").at("ply"), 7);
    EXPECT_EQ(g.at("end").at("clause"), sid(id::checkmate));
    EXPECT_EQ(g.at("end").at("result"), "1-0");
    EXPECT_EQ(g.at("result").at("tag"), "*");
    EXPECT_EQ(g.at("result").at("by_laws"), "1-0");
    EXPECT_TRUE(g.at("result").at("findings").empty());
    const auto t = run({"audit", f.str()});
    EXPECT_EQ(t.code, 0) << show(t);
    EXPECT_EQ(occurrences(t.out, "\n"), 1u) << "a clean game is silent, its end too: " << show(t);
    EXPECT_NE(t.out.find("1 game, 7 plies: 1 clean, 0 illegal, 0 unreadable, 0 inconsistent; ends: " + sid(id::checkmate) + " \u00d71 ("),
              std::string::npos)
        << show(t);
}

TEST(AuditCli, AWinOnTimeWithABareKingIsADraw) {
    // 6.9: white lost on time (0-1), but black has a bare king and cannot checkmate by any series of legal moves: a draw
    const temp_pgn f("flag", "[Event \"flag\"]\n[White \"Queen, Quentin\"]\n[Black \"King, Kim\"]\n[Result \"0-1\"]\n[Termination \"Time forfeit\"]\n"
                             "[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 1\"]\n\n1. Qd2 Kf7 0-1\n");
    const json g = one_game(f, 1);
    EXPECT_EQ(g.at("status"), "inconsistent");
    EXPECT_TRUE(g.at("end").is_null());
    const json& res = g.at("result");
    EXPECT_EQ(res.at("by_laws"), "1/2-1/2");
    ASSERT_EQ(res.at("findings").size(), 1u) << res.dump();
    EXPECT_EQ(res.at("findings")[0].at("clause"), sid(id::flag_fall));
    EXPECT_EQ(res.at("findings")[0].at("kind"), "time_forfeit_drawn");
    EXPECT_NE(res.at("findings")[0].at("text").get<std::string>().find("black has a bare king"), std::string::npos) << res.dump();
    const auto t = run({"audit", f.str()});
    EXPECT_EQ(t.code, 1);
    EXPECT_NE(t.out.find(":9:12: game 1 (Queen, Quentin \u2013 King, Kim, flag): the win on time is a draw \u2014 " + sid(id::flag_fall) +
                         ": the result 0-1 (the Result tag and the movetext) is a win for black on time"),
              std::string::npos)
        << show(t);
    EXPECT_NE(t.out.find("  FEN \"8/5k2/8/8/8/8/3Q4/4K3 w - - 2 2\"\n  contradicts " + sid(id::flag_fall) + " (flag fall)\n"), std::string::npos)
        << show(t);
}

TEST(AuditCli, AnUndecidedWinIsNotAFinding) {
    // a knight against a pawn: whether white can checkmate (the pawn blocking its own king) is not
    // decided within the audit's budget (5.1.2): a question, not a finding
    const temp_pgn f("knights", "[Event \"knight v pawn\"]\n[Result \"1-0\"]\n[SetUp \"1\"]\n[FEN \"7k/7p/8/8/8/8/8/4KN2 w - - 0 1\"]\n\n1. Nd2 Kg7 1-0\n");
    const json g = one_game(f, 0);
    EXPECT_EQ(g.at("status"), "clean");
    EXPECT_TRUE(g.at("result").at("by_laws").is_null());
    EXPECT_TRUE(g.at("result").at("findings").empty());
    ASSERT_EQ(g.at("result").at("undecided").size(), 1u);
    EXPECT_EQ(g.at("result").at("undecided")[0].at("kind"), "winner_may_not_mate");
    EXPECT_EQ(g.at("result").at("undecided")[0].at("clause"), sid(id::resignation));
    const auto t = run({"audit", f.str()});
    EXPECT_EQ(t.code, 0) << show(t);
    EXPECT_EQ(occurrences(t.out, "\n"), 1u) << show(t);
}

// The adjudications of engine-match records (tests/data/adjudication, in cutechess's forms): each
// game's `adjudication`, a contradicted claim an error of the text (exit 1) under the claim's
// clause, a confirmed one in a clean game silent; --clocks=off reads them all the same (no clock).
TEST(AuditCli, AdjudicationsOfEngineMatchRecords) {
    const std::string f = std::string(CHESSLAW_OWN_DATA_DIR) + "/adjudication/cutechess.pgn";
    const auto r = run({"audit", "--jsonl", f});
    EXPECT_EQ(r.code, 1) << show(r);
    std::istringstream in(r.out);
    std::map<std::string, int> verdicts;
    for (std::string line; std::getline(in, line);) {
        const auto j = nlohmann::ordered_json::parse(line);
        if (j.at("type") != "game") continue;
        ASSERT_FALSE(j.at("adjudication").is_null()) << line;
        ++verdicts[j.at("adjudication").at("verdict").get<std::string>()];
    }
    EXPECT_EQ(verdicts, (std::map<std::string, int>{{"confirmed", 7}, {"contradicted", 9}, {"not_checkable", 5}}));
    const auto t = run({"audit", f});
    EXPECT_EQ(t.code, 1);
    EXPECT_NE(t.out.find(": game 2 (EngineA \u2013 EngineB, adjudication fixtures: cutechess-cli forms, round 2): adjudication contradicted \u2014 " +
                         sid(id::checkmate) + ": the record's \"Black mates\" (comment) claims a checkmate, which the Laws contradict"),
              std::string::npos)
        << show(t);
    EXPECT_EQ(t.out.find("game 1 ("), std::string::npos) << "a confirmed claim in a clean game is silent: " << show(t);
    const auto off = run({"audit", "--jsonl", "--clocks=off", f});
    std::istringstream in2(off.out);
    int claims = 0;
    for (std::string line; std::getline(in2, line);) {
        const auto j = nlohmann::ordered_json::parse(line);
        if (j.at("type") == "game" && !j.at("adjudication").is_null()) ++claims;
    }
    EXPECT_EQ(claims, 21) << "the comments' claims as well as the tags' (issue 49: --clocks=off drops the clocks only)";
}

TEST(AuditCli, GameObjectKeysInTheDocumentedOrder) {
    const temp_pgn f("stalemate_order", loyd_stalemate);
    const auto r = run({"audit", "--jsonl", f.str()});
    std::istringstream in(r.out);
    std::string game_line, summary_line;
    std::getline(in, game_line);
    std::getline(in, summary_line);
    const auto keys = [](const std::string& line) {
        std::vector<std::string> k;
        const auto o = nlohmann::ordered_json::parse(line);
        for (const auto& [key, v] : o.get_ref<const nlohmann::ordered_json::object_t&>()) k.push_back(key); // the map itself: no iterator wrapper
        return k;
    };
    EXPECT_EQ(keys(game_line), (std::vector<std::string>{"type", "schema", "game", "file", "line", "tags", "plies", "status", "start_position",
                                                          "first_illegal", "breaches", "replay_stopped", "end", "result", "claims", "repairs",
                                                          "error", "warnings", "clock", "irregularities", "adjudication", "findings"}));
    EXPECT_EQ(keys(summary_line), (std::vector<std::string>{"type", "schema", "games", "plies", "clean", "illegal", "unreadable", "inconsistent",
                                                             "clauses", "ends", "clock_findings", "inputs", "seconds"}));
}

// ---- exit 2: bad arguments, files that cannot be read ----------------------------------------

TEST(AuditCli, MissingFileIsNamed) {
    const auto r = run({"audit", src(sample), "/nonexistent/games.pgn"});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_NE(r.err.find("/nonexistent/games.pgn"), std::string::npos) << show(r);
    EXPECT_TRUE(r.out.empty()) << show(r); // checked before any output
}

TEST(AuditCli, DirectoryIsNamed) {
    const auto r = run({"audit", data("edge-cases")});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_NE(r.err.find("directory"), std::string::npos) << show(r);
}

TEST(AuditCli, BadJobs) {
    for (const char* bad : {"0", "x", "-3"}) {
        const auto r = run({"audit", "--jobs", bad, src(sample)});
        EXPECT_EQ(r.code, 2) << bad << show(r);
        EXPECT_NE(r.err.find("--jobs"), std::string::npos) << show(r);
    }
    const auto u = run({"audit", "--frobnicate", src(sample)});
    EXPECT_EQ(u.code, 2) << show(u);
}

TEST(AuditCli, EmptyInputIsClean) {
    const auto r = run_shell(shell_quote(CHESSLAW_CLI) + " audit - </dev/null");
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_NE(r.out.find("0 games, 0 plies"), std::string::npos) << show(r);
    EXPECT_NE(r.err.find("warning: <stdin>: no game in it (it is empty)"), std::string::npos) << show(r);
}

TEST(AuditCli, AnEmptyFileIsAWarningNotSilence) {
    const auto path = std::filesystem::path(::testing::TempDir()) / ("audit_empty_" + std::to_string(::getpid()) + ".pgn");
    { std::ofstream(path, std::ios::binary); }
    const auto r = run({"audit", path.string()});
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_NE(r.err.find("warning: " + path.string() + ": no game in it (it is empty)"), std::string::npos) << show(r);
    std::filesystem::remove(path);
}

// The summary's line count reads CR, LF and CRLF as one line break each, as the PGN reader does,
// wherever a block of input ends (a plain file is read in 64 KB pieces, a gzip one in 256 KB
// blocks): a file of 700 KB whose lines end in random breaks, CRs next to a block's end included.
TEST(AuditCli, LinesCountEveryKindOfLineBreak) {
    std::string text;
    std::uint32_t x = 12345;
    const auto next = [&x] { x = x * 1103515245u + 12345u; return (x >> 16) & 0x7FFF; };
    for (int game = 0; text.size() < 700 * 1024; ++game) {
        const std::string lines[] = {"[Event \"g" + std::to_string(game) + "\"]", "[Result \"*\"]", "", "1. e4 e5 2. Nf3 Nc6 *", ""};
        for (const std::string& l : lines) {
            const char* const kinds[] = {"\n", "\r\n", "\r"};
            text += l + kinds[next() % 3];
        }
        if (next() % 200 == 0) { // a CR right before a 64 KB boundary, an LF right after it
            while ((text.size() + 1) % 65536 != 0) text += ' ';
            text += "\r\n";
        }
    }
    std::uint64_t breaks = 0; // (the rule, byte by byte: an LF, or a CR that no LF follows)
    for (std::size_t i = 0; i < text.size(); ++i)
        breaks += text[i] == '\n' || (text[i] == '\r' && (i + 1 == text.size() || text[i + 1] != '\n')) ? 1 : 0;
    ASSERT_GT(breaks, 10000u);
    const auto dir = std::filesystem::path(::testing::TempDir());
    const auto plain = dir / ("audit_breaks_" + std::to_string(::getpid()) + ".pgn");
    { std::ofstream(plain, std::ios::binary) << text; }
    const auto packed = plain.string() + ".gz";
    ASSERT_EQ(std::system(("gzip -c " + shell_quote(plain.string()) + " > " + shell_quote(packed)).c_str()), 0);
    for (const std::string& path : {plain.string(), packed}) {
        const auto r = run({"audit", "--jsonl", "--no-progress", path});
        ASSERT_EQ(r.code, 0) << show(r);
        const auto summary = nlohmann::json::parse(r.out.substr(r.out.rfind("{\"type\":\"summary\"")));
        EXPECT_EQ(summary["inputs"][0]["lines"].get<std::uint64_t>(), breaks) << path;
    }
    std::filesystem::remove(plain);
    std::filesystem::remove(packed);
}

// A compressed file is read as such (issue 19): damaged data after the magic bytes is an error naming
// the file, the format and the compressed byte offset (exit 2), never "control character 0x1F".
// Whole archives of every format: tests/cli/audit/archive_cases.cmake (cli.audit_archive.*).
TEST(AuditCli, DamagedCompressedInputIsNamed) {
    const std::vector<std::pair<std::string, std::string>> kinds = {
        {"gzip", std::string("\x1f\x8b\x08\x00\x00\x00\x00\x00", 8)}, {"bzip2", "BZh91AY&SY"},
        {"xz", std::string("\xfd" "7zXZ\0\0", 7)}, {"zstd", std::string("\x28\xb5\x2f\xfd\x00", 5)}, {"zip", std::string("PK\x03\x04\x14\x00", 6)}};
    for (const auto& [kind, magic] : kinds) {
        const auto path = std::filesystem::path(::testing::TempDir()) / ("audit_" + kind + "_" + std::to_string(::getpid()) + ".pgn");
        { std::ofstream(path, std::ios::binary) << magic << std::string(64, '\0'); }
        const auto r = run({"audit", path.string()});
        EXPECT_EQ(r.code, 2) << kind << show(r);
        EXPECT_NE(r.err.find(path.string() + ": damaged or truncated " + kind + " data at compressed byte "), std::string::npos) << kind << show(r);
        EXPECT_EQ(r.err.find("control character"), std::string::npos) << kind << show(r);
        const auto in = run_shell(shell_quote(CHESSLAW_CLI) + " audit <" + shell_quote(path.string()));
        EXPECT_EQ(in.code, 2) << kind << show(in);
        EXPECT_NE(in.err.find("<stdin>: damaged or truncated " + kind + " data"), std::string::npos) << kind << show(in);
        std::filesystem::remove(path);
    }
}

// ---- stdin, --jobs order --------------------------------------------------------------------

TEST(AuditCli, StandardInput) {
    const auto file = run({"audit", "--jsonl", src(sample)});
    for (const std::string arg : {" -", ""}) {
        const auto in = run_shell(shell_quote(CHESSLAW_CLI) + " audit --jsonl" + arg + " <" + shell_quote(src(sample)));
        EXPECT_EQ(in.code, 1) << show(in);
        const auto a = lines_of(file), b = lines_of(in);
        ASSERT_EQ(a.size(), b.size());
        for (std::size_t i = 0; i + 1 < a.size(); ++i) {
            EXPECT_EQ(b[i].at("file"), "<stdin>");
            json x = a[i], y = b[i];
            x.erase("file");
            y.erase("file");
            EXPECT_EQ(x, y);
        }
    }
    const auto text = run_shell(shell_quote(CHESSLAW_CLI) + " audit - <" + shell_quote(src(sample)));
    EXPECT_NE(text.out.find("<stdin>:19:56: game 2"), std::string::npos) << show(text);
}

TEST(AuditCli, JobsKeepInputOrder) {
    std::string cmd = " audit --jsonl " + shell_quote(data("edge-cases/syntactic-error-1.pgn")) + " " + shell_quote(src(sample)) + " " +
                      shell_quote(data("world_matches.pgn")) + " " + shell_quote(data("edge-cases/misc.pgn"));
    const auto one = run_shell(shell_quote(CHESSLAW_CLI) + cmd + " --jobs 1");
    const auto four = run_shell(shell_quote(CHESSLAW_CLI) + cmd + " --jobs 4");
    const auto dflt = run_shell(shell_quote(CHESSLAW_CLI) + cmd);
    for (const result* r : {&one, &four, &dflt}) EXPECT_EQ(r->code, 1);
    auto a = lines_of(one), b = lines_of(four), c = lines_of(dflt);
    ASSERT_EQ(a.size(), b.size());
    ASSERT_EQ(a.size(), c.size());
    a.back().erase("seconds");
    b.back().erase("seconds");
    c.back().erase("seconds");
    EXPECT_EQ(a, b);
    EXPECT_EQ(a, c);
    EXPECT_TRUE(four.err.empty()) << "no progress line when stderr is not a terminal: " << four.err;
}

TEST(AuditCli, ProgressOnlyOnATerminalForAFile) {
    // script(1) gives the command a terminal; without one (every other test) stderr stays empty
    if (std::system("command -v script >/dev/null 2>&1") != 0) { if (std::getenv("CI")) FAIL() << "script(1) not found (bsdutils): CI must install it"; GTEST_SKIP() << "script(1) not found (bsdutils)"; }
    const std::string audit = shell_quote(CHESSLAW_CLI) + " audit " + shell_quote(data("twic-01-232games.pgn"));
    const auto tty = run_shell("script -qec " + shell_quote(audit + " >/dev/null") + " /dev/null");
    EXPECT_EQ(tty.code, 0) << show(tty);
    EXPECT_NE(tty.out.find("games/s"), std::string::npos) << show(tty);
    EXPECT_NE(tty.out.find("100%"), std::string::npos) << show(tty);
    const auto off = run_shell("script -qec " + shell_quote(audit + " --no-progress >/dev/null") + " /dev/null");
    EXPECT_EQ(off.out.find("games/s"), std::string::npos) << show(off);
    const auto in = run_shell("script -qec " + shell_quote(shell_quote(CHESSLAW_CLI) + " audit - <" + shell_quote(data("twic-01-232games.pgn")) + " >/dev/null") +
                       " /dev/null");
    EXPECT_EQ(in.out.find("games/s"), std::string::npos) << "no progress for standard input: " << show(in);
    // a finding never shares the progress line: the line is cleared (CR, erase) before it
    const auto f = run_shell("script -qec " + shell_quote(shell_quote(CHESSLAW_CLI) + " audit " + shell_quote(src(sample))) + " /dev/null");
    EXPECT_NE(f.out.find("\r\x1b[K" + src(sample) + ":19:56: game 2"), std::string::npos) << show(f);
    // with no file and standard input a terminal, the audit says what it waits for (then waits: timeout)
    const auto wait = run_shell("timeout 3 script -qec " + shell_quote(shell_quote(CHESSLAW_CLI) + " audit") + " /dev/null </dev/null");
    EXPECT_NE(wait.out.find("reading PGN from standard input"), std::string::npos) << show(wait);
}

// ---- --html ----------------------------------------------------------------------------------

TEST(AuditCli, HtmlReportIsWellFormedAndComplete) {
    const auto path = std::filesystem::path(::testing::TempDir()) / ("audit_" + std::to_string(::getpid()) + ".html");
    const auto r = run({"audit", src(sample), data("edge-cases/chess960.pgn"), "--html", path.string()});
    EXPECT_EQ(r.code, 1) << show(r);
    const std::string html = slurp(path);
    ASSERT_FALSE(html.empty());
    EXPECT_EQ(html.rfind("<!DOCTYPE html>", 0), 0u);
    // one board per breach: game 2's 6. O-O, game 3's 4... Nd4 and, from the board as it then
    // stood (the black king in check from b5), 5... exd4; and game 5's end (the stalemate after
    // 10. Qe6, recorded 1-0), with its last move
    EXPECT_EQ(occurrences(html, "<svg "), 4u);
    EXPECT_EQ(occurrences(html, "marker-end="), 4u); // the arrow of each move
    EXPECT_NE(html.find("the result contradicts the end"), std::string::npos);
    EXPECT_NE(html.find("fill=\"#e57373\""), std::string::npos); // the pinning bishop highlighted
    EXPECT_NE(html.find("6. O-O is illegal"), std::string::npos);
    EXPECT_NE(html.find("lang=\"ru\""), std::string::npos);
    EXPECT_NE(html.find("не может"), std::string::npos); // Russian clause text (3.9: «Ни одна из фигур не может …»)
    EXPECT_EQ(html.find("not standard chess"), std::string::npos); // the Chess960 games are audited, not listed unreadable
    EXPECT_EQ(html.find("src="), std::string::npos);                // self-contained
    EXPECT_EQ(html.find("href=\"http"), std::string::npos);  // links only inside the page (the index)
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".part"));
    const std::string xmllint = CHESSLAW_XMLLINT;
    if (xmllint.empty()) { if (std::getenv("CI")) FAIL() << "xmllint not found: CI must install libxml2-utils"; GTEST_SKIP() << "xmllint not found (Debian package libxml2-utils)"; }
    // well-formed XML (XHTML-compatible), and HTML without errors other than HTML4's unknown SVG tags
    const auto x = run_shell(shell_quote(xmllint) + " --noout " + shell_quote(path.string()));
    EXPECT_EQ(x.code, 0) << show(x);
    EXPECT_TRUE(x.err.empty()) << show(x);
    const auto h = run_shell(shell_quote(xmllint) + " --html --noout " + shell_quote(path.string()));
    EXPECT_EQ(h.code, 0) << show(h);
    std::istringstream errs(h.err);
    std::string line;
    while (std::getline(errs, line)) {
        if (line.find("error") != std::string::npos) {
            EXPECT_NE(line.find("Tag "), std::string::npos) << "unexpected xmllint --html error: " << line;
        }
    }
    std::filesystem::remove(path);
}

// An --html path that is a directory is refused before anything is audited, and leaves no .part.
TEST(AuditCli, HtmlToADirectoryIsRefusedFirst) {
    const auto dir = std::filesystem::path(::testing::TempDir()) / ("audit_htmldir_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto r = run({"audit", src(sample), "--html", dir.string()});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_NE(r.err.find("is a directory"), std::string::npos) << show(r);
    EXPECT_TRUE(r.out.empty()) << "audited before refusing: " << show(r);
    EXPECT_FALSE(std::filesystem::exists(dir.string() + ".part"));
    EXPECT_TRUE(std::filesystem::is_directory(dir));
    std::filesystem::remove_all(dir);
}

// --sarif: a path that is a directory is refused before anything is audited (no .part left);
// --merge reads JSONL, not games, and takes no --sarif.
TEST(AuditCli, SarifToADirectoryOrWithMergeIsRefused) {
    const auto dir = std::filesystem::path(::testing::TempDir()) / ("audit_sarifdir_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto r = run({"audit", src(sample), "--sarif", dir.string()});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_NE(r.err.find("--sarif: " + dir.string() + " is a directory"), std::string::npos) << show(r);
    EXPECT_TRUE(r.out.empty()) << "audited before refusing: " << show(r);
    EXPECT_FALSE(std::filesystem::exists(dir.string() + ".part"));
    std::filesystem::remove_all(dir);
    const auto m = run({"audit", "--merge", "--sarif", "x.sarif", "-"});
    EXPECT_EQ(m.code, 2) << show(m);
    EXPECT_NE(m.err.find("no --sarif"), std::string::npos) << show(m);
}

// --sarif on a game without a finding: a log with no result and no rule, exit 0, no .part left;
// with --jsonl the JSON Lines on stdout are those of a run without --sarif.
TEST(AuditCli, SarifOfACleanGame) {
    const auto dir = std::filesystem::path(::testing::TempDir()) / ("audit_sarifclean_" + std::to_string(::getpid()));
    std::filesystem::create_directories(dir);
    const auto pgn = dir / "clean.pgn", log = dir / "clean.sarif";
    std::ofstream(pgn) << "[Event \"t\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qh4# 0-1\n\n[Event \"u\"]\n[Result \"*\"]\n\n1. e4 *\n";
    const auto r = run({"audit", "--jsonl", "--sarif", log.string(), pgn.string()});
    const auto plain = run({"audit", "--jsonl", pgn.string()});
    const auto strip = [](const std::string& s) { return s.substr(0, s.rfind("\"seconds\"")); };
    EXPECT_EQ(strip(r.out), strip(plain.out));
    const auto j = nlohmann::json::parse(slurp(log));
    EXPECT_EQ(j["version"], "2.1.0");
    ASSERT_EQ(j["runs"].size(), 1u);
    EXPECT_EQ(j["runs"][0]["tool"]["driver"]["name"], "chesslaw");
    EXPECT_FALSE(std::filesystem::exists(log.string() + ".part"));
    EXPECT_EQ(plain.code, 0) << show(plain);
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_TRUE(j["runs"][0]["results"].empty()) << j.dump();
    EXPECT_TRUE(j["runs"][0]["tool"]["driver"]["rules"].empty()) << j.dump();
    std::filesystem::remove_all(dir);
}

// The arbiter's usual case: a file with no finding gives a report (and exit 0), and no .part stays.
TEST(AuditCli, HtmlOfACleanFile) {
    const auto path = std::filesystem::path(::testing::TempDir()) / ("audit_clean_" + std::to_string(::getpid()) + ".html");
    const auto r = run({"audit", data("kasparov-deep-blue-1997.pgn"), "--html", path.string()});
    EXPECT_EQ(r.code, 0) << show(r);
    const std::string html = slurp(path);
    EXPECT_NE(html.find("</html>"), std::string::npos);
    EXPECT_FALSE(std::filesystem::exists(path.string() + ".part"));
    std::filesystem::remove(path);
}

TEST(AuditCli, HtmlToAnUnwritablePathIsExit2) {
    const auto r = run({"audit", src(sample), "--html", "/nonexistent/dir/report.html"});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_NE(r.err.find("/nonexistent/dir/report.html"), std::string::npos) << show(r);
}

} // namespace

// Issue 49: a clause's texts once per run — at its first citation — and its line alone after that;
// --explain prints them at every citation. The demo cites 7.5.1 three times (its irregularities).
TEST(AuditCli, AClauseTextIsPrintedOncePerRunUnlessExplained) {
    const std::string ru = "    ru: " + std::string(chesslaw::spec::text_of(id::illegal_move_completed).ru) + "\n";
    const std::string line = "  rests on " + sid(id::illegal_move_completed) + " (" + std::string(id::illegal_move_completed.get().title) + ")\n";
    const auto brief = run({"audit", src(sample)});
    EXPECT_EQ(brief.code, 1) << show(brief);
    EXPECT_EQ(occurrences(brief.out, line), 3u) << show(brief);
    EXPECT_EQ(occurrences(brief.out, ru), 1u) << show(brief);
    const auto full = run({"audit", "--explain", src(sample)});
    EXPECT_EQ(occurrences(full.out, ru), 3u) << show(full);
    // once per run, not per file or per game: the same file twice still prints it once
    const auto twice = run({"audit", "-j", "2", src(sample), src(sample)});
    EXPECT_EQ(occurrences(twice.out, ru), 1u) << show(twice);
    EXPECT_EQ(occurrences(twice.out, line), 6u) << show(twice);
}
