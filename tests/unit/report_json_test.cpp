// report/json_writer.hpp and report/json.hpp: the audit's JSON line is written straight into a
// string (json_writer), not through nlohmann's document. The writer escapes strings as
// nlohmann::json::dump(-1, ' ', false, replace) does — byte for byte on every UTF-8 string and
// control character, and valid JSON with U+FFFD for bytes that are not UTF-8 — and a game's line
// parses to the document game_json gives, with the documented key order, for every game of the
// real corpora and of constructed records that exercise every field (breaches, a FEN tag's
// verdict, an end, result findings, claims, warnings, an unreadable part).
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/schema.hpp>

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include "test_data.hpp"

namespace {
using namespace chesslaw;
using nlohmann::ordered_json;

//! The writer's text of one string value.
std::string written(std::string_view s) {
    report::json_writer w;
    w.value(s);
    return w.take();
}

//! nlohmann's text of the same string.
std::string nlohmanns(std::string_view s) { return ordered_json(std::string(s)).dump(-1, ' ', false, ordered_json::error_handler_t::replace); }

TEST(ReportJson, StringsAreEscapedAsNlohmannEscapesThem) {
    for (int c = 0; c < 128; ++c) {
        const std::string s = "a" + std::string(1, static_cast<char>(c)) + "b";
        EXPECT_EQ(written(s), nlohmanns(s)) << "byte " << c;
    }
    for (const std::string s : {"", "Hübner", "Смыслов", "½-½", "1–0", "\xF0\x9F\x98\x80", "\xEF\xBB\xBF" "BOM", "a/b", "\x7F"})
        EXPECT_EQ(written(s), nlohmanns(s)) << s;
}

TEST(ReportJson, RandomUtf8AndControlStringsAreByteIdentical) {
    std::mt19937 rng(17);
    const std::vector<std::string> pieces = {"a", "\"", "\\", "\n", "\t", "\x01", "\x1f", "é", "ж", "€", "\xF0\x9F\x98\x80", " ", "}", "\x7F"};
    for (int n = 0; n < 2000; ++n) {
        std::string s;
        const int len = static_cast<int>(rng() % 12);
        for (int i = 0; i < len; ++i) s += pieces[rng() % pieces.size()];
        ASSERT_EQ(written(s), nlohmanns(s)) << s;
    }
}

// Plain texts of every length up to 40 with one special byte (or none) at every place: the
// writer's word-at-a-time test, its overlapping last word and its short copies meet every case.
TEST(ReportJson, EveryLengthAndEveryPlaceOfASpecialByte) {
    for (std::size_t len = 0; len <= 40; ++len)
        for (const char special : {'\0', '"', '\\', '\n', '\x1f', '\xC3', '\x7F'})
            for (std::size_t at = 0; at <= len; ++at) { // at == len: none
                std::string s;
                for (std::size_t i = 0; i < len; ++i) s += static_cast<char>('a' + i % 26);
                if (at < len) s[at] = special;
                ASSERT_EQ(written(s), nlohmanns(s)) << len << " " << at << " " << static_cast<int>(special);
            }
}

TEST(ReportJson, BytesThatAreNotUtf8BecomeTheReplacementCharacter) {
    for (const std::string s : {"\xE9t\xE9", "\xC3", "\xED\xA0\x80", "\xC0\xAF", "\xF5\x80\x80\x80", "ok\xFF", "\xE2\x82"}) {
        const std::string w = written(s);
        const ordered_json j = ordered_json::parse(w); // valid JSON
        EXPECT_NE(j.get<std::string>().find("\xEF\xBF\xBD"), std::string::npos) << w;
        EXPECT_EQ(ordered_json::parse(nlohmanns(s)).get<std::string>().find('\xFF'), std::string::npos);
    }
    EXPECT_EQ(ordered_json::parse(written("\xE9t\xE9")).get<std::string>(), "\xEF\xBF\xBDt\xEF\xBF\xBD");
}

TEST(ReportJson, ObjectsArraysAndCommas) {
    report::json_writer w;
    w.begin_object();
    w.key("a");
    w.begin_array();
    w.value(std::uint64_t{1});
    w.begin_object();
    w.end_object();
    w.null();
    w.value(true);
    w.end_array();
    w.key("b");
    w.value_or_null("");
    w.key("c");
    w.raw(R"({"x":[]})");
    w.end_object();
    EXPECT_EQ(w.view(), R"({"a":[1,{},null,true],"b":null,"c":{"x":[]}})");
}

// A double as nlohmann dumps it (the summary's seconds): shortest text, ".0" on an integer.
TEST(ReportJson, DoublesAreWrittenAsNlohmannWritesThem) {
    for (const double d : {0.0, 1.0, 0.25, 0.281583101, 1e-5, 123.456, 1e15, 1e16, 2.5e-300, 1234567.0, 0.1 + 0.2}) {
        report::json_writer w;
        w.value(d);
        EXPECT_EQ(w.view(), ordered_json(d).dump()) << d;
    }
}

// indented(): the writer's compact text laid out as nlohmann's dump(2) lays out the same document
// (the CLI's --json): nested objects and arrays, empty ones, strings holding the structural characters.
TEST(ReportJson, IndentedIsNlohmannsDumpTwo) {
    const std::vector<std::string> docs = {R"({"a":[1,{},null,true,[]],"b":{"c":"x{[,:]}\"y","d":[{"e":[]}]},"f":-3})", R"([])", R"({})",
                                           R"(["\\",{"k":"v"}])", R"({"fen":"8/8/8/8/8/8/8/8 w - - 0 1","arguments":[{"rule":"r","squares":["a1","h8"]}]})"};
    for (const std::string& d : docs) EXPECT_EQ(report::indented(d), ordered_json::parse(d).dump(2)) << d;
}

//! The keys of an object of the schema, in order (report/schema.hpp: the one source).
std::vector<std::string> keys_of(const report::schema::object& o) {
    std::vector<std::string> out;
    for (const auto& f : o.fields) out.emplace_back(f.name);
    return out;
}
std::vector<std::string> keys_of(const ordered_json& j) {
    std::vector<std::string> out;
    for (const auto& [k, v] : j.items()) out.push_back(k);
    return out;
}

const std::vector<std::string> game_keys = keys_of(report::schema::game);

//! The objects nested in a game line follow the schema's table too (those present).
void check_nested(const ordered_json& j, const std::string& line) {
    namespace schema = report::schema;
    for (const auto& b : j.at("breaches")) EXPECT_EQ(keys_of(b), keys_of(schema::breach)) << line;
    if (!j.at("end").is_null()) {
        EXPECT_EQ(keys_of(j.at("end")), keys_of(schema::end)) << line;
    }
    EXPECT_EQ(keys_of(j.at("result")), keys_of(schema::result)) << line;
    for (const char* k : {"findings", "undecided"}) {
        for (const auto& f : j.at("result").at(k)) EXPECT_EQ(keys_of(f), keys_of(schema::result_finding)) << line;
    }
    for (const auto& r : j.at("repairs")) EXPECT_EQ(keys_of(r), keys_of(schema::repair)) << line;
    if (!j.at("error").is_null()) {
        EXPECT_EQ(keys_of(j.at("error")), keys_of(schema::error)) << line;
    }
    if (!j.at("replay_stopped").is_null()) {
        EXPECT_EQ(keys_of(j.at("replay_stopped")), keys_of(schema::stop)) << line;
    }
    for (const auto& x : j.at("warnings")) EXPECT_EQ(keys_of(x), keys_of(schema::warning)) << line;
    // A second place is a field, never in the words: `--merge` renumbers it as a number.
    for (const auto* o : {&j.at("error"), &j.at("replay_stopped")}) {
        if (!o->is_null() && !o->at("cited").is_null()) {
            EXPECT_GE(o->at("cited").at("line").get<std::uint64_t>(), 1u) << line;
        }
    }
    for (const auto& x : j.at("warnings")) {
        if (!x.at("cited").is_null()) {
            EXPECT_GE(x.at("cited").at("line").get<std::uint64_t>(), 1u) << line;
        }
    }
    if (!j.at("clock").is_null()) {
        const ordered_json& c = j.at("clock");
        EXPECT_EQ(keys_of(c), keys_of(schema::clock)) << line;
        EXPECT_EQ(keys_of(c.at("control")), keys_of(schema::clock_control)) << line;
        for (const auto& f : c.at("findings")) EXPECT_EQ(keys_of(f), keys_of(schema::clock_finding)) << line;
        if (!c.at("flag").is_null()) {
            EXPECT_EQ(keys_of(c.at("flag")), keys_of(schema::clock_flag)) << line;
        }
    }
    for (const auto& x : j.at("irregularities")) {
        EXPECT_EQ(keys_of(x), keys_of(schema::irregularity)) << line;
        EXPECT_EQ(keys_of(x.at("extra_time")), keys_of(schema::extra_time)) << line;
    }
    for (const auto& f : j.at("findings")) EXPECT_EQ(keys_of(f), keys_of(schema::finding)) << line;
    if (!j.at("adjudication").is_null()) {
        EXPECT_EQ(keys_of(j.at("adjudication")), keys_of(schema::adjudication)) << line;
        EXPECT_EQ(keys_of(j.at("adjudication").at("evidence")), keys_of(schema::adjudication_evidence)) << line;
    }
}

//! Every game of `text`: its line is one line, valid JSON, with the documented keys in order.
int check_lines(const std::string& text, const std::string& file) {
    int n = 0;
    for (const auto& rec : audit::audit_pgn(text)) {
        const std::string line = report::game_json_line(rec.game, file, rec.result);
        EXPECT_EQ(line.find('\n'), line.size() - 1) << line;
        const ordered_json j = ordered_json::parse(line);
        std::vector<std::string> keys;
        for (const auto& [k, v] : j.items()) keys.push_back(k);
        EXPECT_EQ(keys, game_keys) << line;
        check_nested(j, line);
        EXPECT_EQ(j, report::game_json(rec.game, file, rec.result));
        // `findings` is the text's list: the same findings, in order, at the same places, with the same headlines
        const report::game_view v = report::view_of(rec.game, rec.result);
        const ordered_json& fs = j.at("findings");
        EXPECT_EQ(fs.size(), v.findings.size()) << line;
        for (std::size_t i = 0; i < std::min<std::size_t>(fs.size(), v.findings.size()); ++i) {
            EXPECT_EQ(fs[i].at("message").get<std::string>(), std::string(v.findings[i].message())) << line;
            if (v.findings[i].second.line == 0) {
                EXPECT_EQ(v.findings[i].message(), v.findings[i].headline) << line;
            }
            EXPECT_EQ(fs[i].at("rule").get<std::string>(), std::string(v.findings[i].rule())) << line;
            EXPECT_EQ(fs[i].at("level").get<std::string>(), std::string(report::name(v.findings[i].level))) << line;
            EXPECT_EQ(fs[i].at("line").get<std::uint64_t>(), v.findings[i].at.line) << line;
            EXPECT_EQ(fs[i].at("column").get<std::uint64_t>(), v.findings[i].at.column) << line;
            EXPECT_EQ(fs[i].at("clauses").size(), v.findings[i].cited.size()) << line;
            if (v.findings[i].clause && !fs[i].at("clauses").empty()) {
                EXPECT_EQ(fs[i].at("clauses")[0].get<std::string>(), std::string(v.findings[i].clause->id())) << line;
            }
        }
        EXPECT_EQ(fs.empty(), report::game_text(rec.game, file, rec.result).empty()) << line;
        EXPECT_EQ(j.at("status"), std::string(audit::name(rec.result.status)));
        ++n;
    }
    return n;
}

TEST(ReportJson, EveryRealGameWritesItsLine) {
    int games = 0;
    for (const char* f : {"pgn/world_matches.pgn", "pgn/twic-01-232games.pgn", "pgn/32games.pgn"}) {
        std::ifstream in(chesslaw::test::data_path(f), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        games += check_lines(ss.str(), f);
    }
    EXPECT_EQ(games, 580 + 232 + 32);
}

TEST(ReportJson, EveryFieldOfConstructedRecords) {
    const std::string pgn =
        "[Event \"breaches\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. O-O Nf6 *\n\n"
        "[Event \"fen\"]\n[FEN \"4k3/8/8/8/8/8/PPPPPPPP/4K3 w - - 0 1\"]\n[Result \"*\"]\n\n1. a3 *\n\n"
        "[Event \"stalemate\"]\n[Result \"1-0\"]\n\n1. e3 a5 2. Qh5 Ra6 3. Qxa5 h5 4. h4 Rah6 5. Qxc7 f6 6. Qxd7+ Kf7 7. Qxb7 Qd3 "
        "8. Qxb8 Qh7 9. Qxc8 Kg6 10. Qe6 1-0\n\n"
        "[Event \"claims\"]\n[Result \"1-0\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 1-0\n\n"
        "[Event \"unreadable \\\"quoted\\\" \\\\ tag\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Qq9 *\n\n"
        "[Event \"coordinates\"]\n[Result \"*\"]\n\n1. e2e4 e7e5 *\n";
    const int n = check_lines(pgn, "constructed.pgn");
    EXPECT_EQ(n, 6);
    const auto recs = audit::audit_pgn(pgn);
    const ordered_json b = report::game_json(recs[0].game, "c.pgn", recs[0].result);
    EXPECT_EQ(b.at("breaches").size(), 1u);
    EXPECT_EQ(b.at("first_illegal"), b.at("breaches")[0]);
    EXPECT_FALSE(report::game_json(recs[1].game, "c.pgn", recs[1].result).at("start_position").is_null());
    const ordered_json s = report::game_json(recs[2].game, "c.pgn", recs[2].result);
    EXPECT_EQ(s.at("end").at("kind"), "stalemate");
    EXPECT_EQ(s.at("result").at("findings")[0].at("kind"), "result_contradicts_end");
    const ordered_json c = report::game_json(recs[3].game, "c.pgn", recs[3].result);
    EXPECT_EQ(c.at("end").at("clause"), "9.6.1");
    EXPECT_EQ(c.at("claims").size(), 2u);
    const ordered_json u = report::game_json(recs[4].game, "c.pgn", recs[4].result);
    EXPECT_EQ(u.at("tags").at("Event"), "unreadable \"quoted\" \\ tag");
    EXPECT_FALSE(u.at("error").is_null());
    EXPECT_EQ(report::game_json(recs[5].game, "c.pgn", recs[5].result).at("warnings")[0].at("code"), "coordinate_notation");
}

//! A game with clocks: `clock` holds the control, the readings' count, the convention, each finding
//! (seconds as numbers) and the flag; a clock defect leaves the status clean; the summary counts
//! the findings per kind. Without clocks (or with them off) `clock` is null.
TEST(ReportJson, ClockOfAGame) {
    const std::string pgn = "[Event \"clocks\"]\n[TimeControl \"180+2\"]\n[Result \"*\"]\n\n"
                            "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:47]} Nc6 {[%clk 0:02:47]} "
                            "3. Bb5 {[%clk 0:04:34]} a6 {[%clk 0:02:34]} *\n\n"
                            "[Event \"none\"]\n[Result \"*\"]\n\n1. e4 {a comment} e5 *\n";
    EXPECT_EQ(check_lines(pgn, "clocks.pgn"), 2);
    const auto recs = audit::audit_pgn(pgn);
    const ordered_json j = report::game_json(recs[0].game, "clocks.pgn", recs[0].result);
    EXPECT_EQ(j.at("status"), "clean");
    const ordered_json& c = j.at("clock");
    EXPECT_EQ(c.at("control").at("tag"), "180+2");
    EXPECT_EQ(c.at("control").at("source"), "tag");
    EXPECT_EQ(c.at("control").at("periods"), ordered_json::parse(R"([{"moves":0,"seconds":180,"increment":2,"delay":0}])"));
    EXPECT_EQ(c.at("control").at("category"), "blitz");
    EXPECT_EQ(c.at("control").at("clause"), "B.1");
    EXPECT_EQ(c.at("plies_with_clock"), 6);
    ASSERT_EQ(c.at("findings").size(), 1u);
    const ordered_json& f = c.at("findings")[0];
    EXPECT_EQ(f.at("ply"), 5);
    EXPECT_EQ(f.at("side"), "white");
    EXPECT_EQ(f.at("kind"), "gain");
    EXPECT_EQ(f.at("clause"), "6.3.1");
    EXPECT_EQ(f.at("recorded"), 274);
    EXPECT_TRUE(c.at("flag").is_null());
    EXPECT_TRUE(report::game_json(recs[1].game, "clocks.pgn", recs[1].result).at("clock").is_null());
    report::audit_totals t;
    for (const auto& rec : recs) t.add(rec.result);
    const ordered_json s = ordered_json::parse(report::summary_json_line(t, 0.1));
    EXPECT_EQ(s.at("clean"), 2);
    EXPECT_EQ(s.at("clock_findings"), ordered_json::parse(R"({"gain":1})"));
    audit::record_options off;
    off.clocks = false;
    EXPECT_TRUE(report::game_json(recs[0].game, "clocks.pgn", audit::audit_record(recs[0].game, off)).at("clock").is_null());
}

//! The summary line follows the schema's table, and so does each of its inputs.
TEST(ReportSchema, SummaryFollowsTheTable) {
    report::audit_totals t;
    t.games = 2;
    t.clean = 2;
    t.inputs.push_back({"a.pgn", 2, 10});
    const ordered_json j = ordered_json::parse(report::summary_json_line(t, 0.5));
    EXPECT_EQ(keys_of(j), keys_of(report::schema::summary));
    for (const auto& in : j.at("inputs")) EXPECT_EQ(keys_of(in), keys_of(report::schema::input));
}

//! docs/jsonl.md lists exactly the schema's fields: its key-order sentence names the fields of the
//! game object and of the summary in the table's order, and every field of the game object after
//! type and schema has a row of its own in a field table.
TEST(ReportSchema, DocsListExactlyTheTablesFields) {
    std::ifstream in(std::string(CHESSLAW_SOURCE_DIR) + "/docs/jsonl.md");
    ASSERT_TRUE(in) << "docs/jsonl.md";
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string page = ss.str();
    std::string flat = page;
    for (char& c : flat)
        if (c == '\n') c = ' ';
    const auto listed = [](const std::string& list) {
        std::vector<std::string> out;
        std::stringstream ls(list);
        for (std::string k; std::getline(ls, k, ',');) {
            k.erase(0, k.find_first_not_of(' '));
            k.erase(k.find_last_not_of(' ') + 1);
            out.push_back(k);
        }
        return out;
    };
    std::smatch m;
    ASSERT_TRUE(std::regex_search(flat, m, std::regex("Key order of a game object: `([^`]*)`; of the summary: `([^`]*)`")));
    EXPECT_EQ(listed(m[1]), keys_of(report::schema::game));
    EXPECT_EQ(listed(m[2]), keys_of(report::schema::summary));
    for (const auto& f : report::schema::game.fields) {
        if (f.name == "type" || f.name == "schema") continue;
        EXPECT_TRUE(std::regex_search(page, std::regex("\n\\| [^|\n]*`" + std::string(f.name) + "`[^|\n]*\\|"))) << f.name << ": no row in docs/jsonl.md";
    }
}

} // namespace

namespace {

//! The adjudication a record states: `adjudication` is null without one, else the claim, the
//! verdict and its evidence, each line checked against the schema (the fixtures of
//! tests/data/adjudication, written in the forms cutechess, fastchess, TCEC and the servers write).
TEST(ReportJson, AdjudicationOfAGame) {
    int games = 0, claimed = 0;
    for (const char* f : {"adjudication/cutechess.pgn", "adjudication/fastchess.pgn", "adjudication/tcec.pgn", "adjudication/servers.pgn"}) {
        std::ifstream in(chesslaw::test::own_data_path(f), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        games += check_lines(ss.str(), f);
        for (const auto& rec : audit::audit_pgn(ss.str())) {
            const ordered_json j = report::game_json(rec.game, f, rec.result);
            if (j.at("adjudication").is_null()) continue;
            ++claimed;
            EXPECT_EQ(j.at("adjudication").at("verdict"), std::string(audit::name(rec.result.adjudication->verdict)));
        }
    }
    EXPECT_EQ(games, 21 + 7 + 7 + 8);
    EXPECT_EQ(claimed, games - 1); // lichess's "Normal" is no claim
    const std::string pgn = "[Event \"mate\"]\n[Result \"0-1\"]\n\n1. f3 e5 2. g4 Qf6 {Black mates} 0-1\n";
    const auto recs = audit::audit_pgn(pgn);
    const ordered_json a = report::game_json(recs[0].game, "m.pgn", recs[0].result).at("adjudication");
    EXPECT_EQ(a.at("source"), "comment");
    EXPECT_EQ(a.at("text"), "Black mates");
    EXPECT_EQ(a.at("claim"), "checkmate");
    EXPECT_EQ(a.at("verdict"), "contradicted");
    EXPECT_EQ(a.at("clause"), "5.1.1");
    EXPECT_EQ(a.at("evidence").at("basis"), "not_checkmate");
    EXPECT_EQ(a.at("evidence").at("side"), "black");
    EXPECT_EQ(a.at("evidence").at("count"), 20u);
    EXPECT_EQ(a.at("evidence").at("in_check"), false);
    EXPECT_TRUE(report::game_json(audit::audit_pgn("[Event \"x\"]\n\n1. e4 *\n")[0].game, "x", audit::audit_pgn("[Event \"x\"]\n\n1. e4 *\n")[0].result)
                    .at("adjudication")
                    .is_null());
}

} // namespace
