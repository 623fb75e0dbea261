// `chesslaw spec` (md / json / csv): the whole table, every record in table order, CSV quoting
// that round-trips the texts. (Whether the committed spec/*.md|csv are current is the `trace` ctest
// label; the traceability matrix itself is tools/trace.py, tested by tools/trace_test.py.)

#include <cstddef>
#include <filesystem>
#include <set>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chesslaw/spec/texts.hpp>

#include "run_cli.hpp"

namespace {

using namespace chesslaw::cli_tests;
namespace spec = chesslaw::spec;
using json = nlohmann::json;

using csv_record = std::vector<std::string>;

//! RFC 4180 reader: quoted fields may hold commas, doubled quotes and line breaks.
std::vector<csv_record> read_csv(const std::string& text) {
    std::vector<csv_record> rows;
    csv_record row;
    std::string field;
    bool quoted = false, any = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (quoted) {
            if (c == '"' && i + 1 < text.size() && text[i + 1] == '"') field += '"', ++i;
            else if (c == '"') quoted = false;
            else field += c;
        } else if (c == '"') {
            quoted = any = true;
        } else if (c == ',') {
            row.push_back(field), field.clear(), any = true;
        } else if (c == '\n') {
            row.push_back(field), field.clear();
            rows.push_back(row), row.clear(), any = false;
        } else if (c != '\r') {
            field += c, any = true;
        }
    }
    if (any || !field.empty()) row.push_back(field), rows.push_back(row);
    return rows;
}

const std::vector<std::string> editions{"seed000", "seed001", "seed002", "fide2023"};

TEST(CliSpec, JsonHasEveryRecordInTableOrder) {
    const result r = run({"spec", "--format", "json"});
    ASSERT_EQ(r.code, 0) << show(r);
    const json j = json::parse(r.out);
    ASSERT_TRUE(j.is_array());
    ASSERT_EQ(j.size(), spec::table.size());
    EXPECT_EQ(j.size(), 340u); // every clause ID of ../shared/laws (issue 51): Articles 1-12, Appendices A-D, Guidelines I-III
    std::set<std::string> ids;
    for (std::size_t i = 0; i < j.size(); ++i) {
        const json& rec = j[i];
        const spec::clause& c = spec::table[i];
        EXPECT_TRUE(ids.insert(rec.at("id").get<std::string>()).second) << rec.at("id");
        EXPECT_EQ(rec.at("id"), std::string(c.id));
        EXPECT_EQ(rec.at("title"), std::string(c.title));
        EXPECT_EQ(rec.at("article"), c.article);
        EXPECT_EQ(rec.at("kind"), std::string(spec::to_string(c.kind_)));
        EXPECT_EQ(rec.at("check"), std::string(spec::to_string(c.check_)));
        EXPECT_EQ(rec.at("where"), std::string(spec::to_string(c.where_)));
        EXPECT_EQ(rec.at("text_ru"), std::string(chesslaw::spec::text_of(c).ru));
        EXPECT_EQ(rec.at("text_en"), std::string(chesslaw::spec::text_of(c).en));
        EXPECT_EQ(rec.at("text_source"), std::string(c.text_source));
        if (c.caveat.empty()) EXPECT_TRUE(rec.at("caveat").is_null());
        else EXPECT_EQ(rec.at("caveat"), std::string(c.caveat));
        if (c.text_en_source.empty()) EXPECT_TRUE(rec.at("text_en_source").is_null());
        else EXPECT_EQ(rec.at("text_en_source"), std::string(c.text_en_source));
        if (c.why.empty()) {
            EXPECT_TRUE(rec.at("why").is_null());
        } else {
            EXPECT_EQ(rec.at("why"), std::string(c.why));
        }
        for (std::size_t e = 0; e < editions.size(); ++e) {
            const spec::alias& a = spec::alias_in(c, static_cast<spec::edition>(e));
            const json& ja = rec.at("aliases").at(editions[e]);
            if (a.id.empty()) {
                EXPECT_TRUE(ja.at("id").is_null()) << c.id << " " << editions[e];
            } else {
                EXPECT_EQ(ja.at("id"), std::string(a.id)) << c.id << " " << editions[e];
            }
            EXPECT_EQ(ja.at("uncertain"), a.uncertain) << c.id << " " << editions[e];
        }
    }
    EXPECT_EQ(ids.size(), spec::table.size());
}

TEST(CliSpec, CsvRoundTripsEveryField) {
    const result r = run({"spec", "--format", "csv"});
    ASSERT_EQ(r.code, 0) << show(r);
    const auto rows = read_csv(r.out);
    ASSERT_EQ(rows.size(), 1 + spec::table.size()); // header + one row per clause
    EXPECT_EQ(rows[0][0], "id");
    EXPECT_EQ(rows[0].size(), 20u);
    EXPECT_EQ(rows[0][19], "where");
    for (std::size_t i = 0; i < spec::table.size(); ++i) {
        const auto& row = rows[i + 1];
        const spec::clause& c = spec::table[i];
        ASSERT_EQ(row.size(), rows[0].size()) << c.id;
        EXPECT_EQ(row[0], std::string(c.id));
        EXPECT_EQ(row[9], std::string(c.fide2023.id));
        EXPECT_EQ(row[10], c.fide2023.uncertain ? "true" : "false");
        EXPECT_EQ(row[13], std::string(c.why)); // holds commas
        EXPECT_EQ(row[15], std::string(chesslaw::spec::text_of(c).ru)); // holds commas and double quotes
        EXPECT_EQ(row[16], std::string(chesslaw::spec::text_of(c).en));
        EXPECT_EQ(row[19], std::string(spec::to_string(c.where_)));
    }
    // One physical line per record: no field holds a line break.
    EXPECT_EQ(occurrences(r.out, "\n"), rows.size());
}

TEST(CliSpec, MarkdownHasEveryClause) {
    const result r = run({"spec"});
    ASSERT_EQ(r.code, 0) << show(r);
    EXPECT_NE(r.out.find("GENERATED by `chesslaw spec --format md` — DO NOT EDIT"), std::string::npos);
    for (const spec::clause& c : spec::table) {
        EXPECT_NE(r.out.find("\n### " + std::string(c.id) + " — " + std::string(c.title) + "\n"), std::string::npos) << c.id;
        EXPECT_NE(r.out.find("> " + std::string(chesslaw::spec::text_of(c).ru) + "\n"), std::string::npos) << c.id;
        if (!c.why.empty()) {
            EXPECT_NE(r.out.find(std::string(c.why)), std::string::npos) << c.id;
        }
    }
}

TEST(CliSpec, OutputFileAndBadFormat) {
    const auto path = std::filesystem::path(::testing::TempDir()) / "chesslaw_spec_output.json";
    const result r = run({"spec", "--format", "json", "--output", path.string()});
    ASSERT_EQ(r.code, 0) << show(r);
    EXPECT_TRUE(r.out.empty());
    EXPECT_EQ(json::parse(slurp(path)).size(), spec::table.size());
    std::filesystem::remove(path);
    EXPECT_EQ(run({"spec", "--format", "xml"}).code, 2);
    EXPECT_EQ(run({"spec", "--output", "/nonexistent-dir/x.md"}).code, 2);
}

} // namespace
