// cli.peers: other chess libraries' own test data as the referee of `chesslaw audit`.
//
// Every PGN file under ../shared/data/peers/ (CHESSLAW_DATA_DIR/peers: other projects' files, not
// copied into this repository) is audited with the CLI (`audit --jsonl --no-progress`) and
// each game's verdict is compared with those of chessops, python-chess and pgn-extract in
// peers/VERDICTS.tsv there (games matched by file and start line). Two rules:
//   1. no game that all three peers read as clean is called "illegal" by chesslaw (no exception,
//      no expectation file can allow it);
//   2. every other disagreement — chesslaw's status differs from one of the three, an illegal move
//     found at another ply, a game only one side sees — is listed with its reason in
//      tests/data/peers/EXPECTED-DISAGREEMENTS.tsv (this project's own file), and the test fails when the actual set differs
//      from that file in either direction (both lists are printed).
// The peers replay moves; none judges how a game ended against its result (Articles 5, 6.9, 9), so
// chesslaw's "inconsistent" (no breach, but the result or moves after the end contradict the Laws)
// is compared as "clean": it agrees with a peer's clean. Such games are counted and printed.
// Files that VERDICTS.tsv does not cover (pgn-extract's expected outputs, shakmaty's prefixes, an
// empty file) are audited too; each is one file-level row of the expectation file holding
// chesslaw's counts per status.
//
// Regenerate the expectation file: CHESSLAW_PEERS_WRITE=1 ./cli_peers — rows that stay keep their
// reason, new rows get the reason TODO, which a person must replace (the test fails on TODO).
// CHESSLAW_PEERS_JOBS (default 2) is passed to --jobs; CHESSLAW_PEERS_CLI names another chesslaw
// executable to referee (e.g. an older build, to measure what changed).
#include <algorithm>
#include <array>
#include <cctype>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

namespace {

using namespace chesslaw::cli_tests;
using json = nlohmann::json;
namespace fs = std::filesystem;

const fs::path peers_dir = fs::path(CHESSLAW_DATA_DIR) / "peers";
const fs::path expected_path = fs::path(CHESSLAW_OWN_DATA_DIR) / "peers" / "EXPECTED-DISAGREEMENTS.tsv";
constexpr const char* todo_reason = "TODO";

//! The three peers whose verdicts are the referee (VERDICTS.tsv columns 4-6), in that order.

//! One game's verdicts: chesslaw's (from the JSONL) and the peers' (from VERDICTS.tsv).
struct game_verdicts {
    std::string chesslaw;                  // clean | illegal@PLY | illegal@start | unreadable; "-": no such game
    std::array<std::string, 3> peers{};    // chessops, python-chess, pgn-extract; "-": no VERDICTS row
    std::string detail;                    // chesslaw's headline or error message (information only)
};

//! One row of the expectation file. `line` is "*" for a file VERDICTS.tsv does not cover.
struct row {
    std::string file, line, chesslaw;
    std::array<std::string, 3> peers{};
    std::string reason, detail;

    //! The identity compared between the actual and the expected set: everything but reason and detail.
    [[nodiscard]] std::string key() const {
        return file + '\t' + line + '\t' + chesslaw + '\t' + peers[0] + '\t' + peers[1] + '\t' + peers[2];
    }
};

//! Splits a line at tabs.
std::vector<std::string> split_tabs(const std::string& s) {
    std::vector<std::string> out;
    std::string cur;
    for (const char c : s) {
        if (c == '\t') {
            out.push_back(cur);
            cur.clear();
        } else if (c != '\r') {
            cur += c;
        }
    }
    out.push_back(cur);
    return out;
}

//! The status part of a verdict ("illegal@12" -> "illegal").
std::string status_of(const std::string& v) { return v.substr(0, v.find('@')); }

//! Every PGN file under the peers folder, relative to it, sorted.
std::vector<std::string> pgn_files() {
    std::vector<std::string> out;
    for (const auto& e : fs::recursive_directory_iterator(peers_dir)) {
        if (!e.is_regular_file()) continue;
        std::string ext = e.path().extension().string();
        std::transform(ext.begin(), ext.end(), ext.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
        if (ext == ".pgn") out.push_back(fs::relative(e.path(), peers_dir).generic_string());
    }
    std::sort(out.begin(), out.end());
    return out;
}

//! chesslaw's verdict of one JSONL game object, in VERDICTS.tsv's form ("inconsistent" is "clean":
//! the peers do not judge results).
std::pair<std::string, std::string> verdict_of(const json& g) {
    const std::string status = g.at("status");
    if (status == "inconsistent") return {"clean", ""};
    if (status == "illegal") {
        const auto& fi = g.at("first_illegal");
        if (fi.is_null()) {
            const auto& sp = g.value("start_position", json());
            std::string why = "start position illegal";
            if (sp.is_object() && sp.contains("arguments") && !sp.at("arguments").empty())
                why += ": " + sp.at("arguments").at(0).value("text", std::string());
            return {"illegal@start", why};
        }
        return {"illegal@" + std::to_string(fi.at("ply").get<long long>()), fi.value("headline", std::string())};
    }
    if (status == "unreadable") {
        const auto& e = g.value("error", json());
        return {"unreadable", e.is_object() ? e.value("message", std::string()) : std::string()};
    }
    return {status, ""};
}

//! Replaces tabs and newlines so a text fits one TSV cell.
std::string cell(std::string s) {
    for (auto& c : s)
        if (c == '\t' || c == '\n' || c == '\r') c = ' ';
    if (s.size() > 160) s = s.substr(0, 157) + "...";
    return s;
}

//! What the audit of the whole folder produced, computed once for all tests.
struct referee_run {
    std::map<std::string, std::map<int, game_verdicts>> games; // file -> start line -> verdicts
    std::set<std::string> covered_files;                      // files with at least one VERDICTS row
    std::vector<std::string> files;                           // every PGN file
    std::vector<std::string> run_errors;                      // exit codes, unparsable output
    std::size_t chesslaw_games = 0;
    std::map<std::string, std::size_t> inconsistent;           // "clause kind" of a result finding -> how often (information)
    double seconds = 0;
};

//! Reads VERDICTS.tsv into `r`.
void read_verdicts(referee_run& r) {
    std::ifstream in(peers_dir / "VERDICTS.tsv");
    ASSERT_TRUE(in) << "cannot read " << (peers_dir / "VERDICTS.tsv");
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.rfind("file\t", 0) == 0) continue;
        const auto f = split_tabs(line);
        ASSERT_GE(f.size(), 6u) << line;
        auto& gv = r.games[f[0]][std::stoi(f[2])];
        if (gv.chesslaw.empty()) gv.chesslaw = "-";
        gv.peers = {f[3], f[4], f[5]};
        r.covered_files.insert(f[0]);
    }
}

//! Audits every file with the CLI (one invocation per file) and records chesslaw's verdicts in `r`.
void audit_all(referee_run& r) {
    const char* jobs_env = std::getenv("CHESSLAW_PEERS_JOBS");
    const std::string jobs = jobs_env && *jobs_env ? jobs_env : "2";
    const char* cli_env = std::getenv("CHESSLAW_PEERS_CLI");
    const std::string cli = cli_env && *cli_env ? cli_env : CHESSLAW_CLI;
    for (const auto& rel : r.files) {
        const std::string path = (peers_dir / rel).string();
        std::string cmd = shell_quote(cli);
        for (const char* a : {"audit", "--jsonl", "--no-progress", "--jobs"}) append_quoted(cmd, a);
        append_quoted(cmd, jobs);
        append_quoted(cmd, path);
        const auto res = run_shell(cmd + " </dev/null");
        if (res.code != 0 && res.code != 1) {
            r.run_errors.push_back(rel + ": " + show(res).substr(0, 2000));
            continue;
        }
        std::istringstream lines(res.out);
        std::string text;
        bool summary = false;
        while (std::getline(lines, text)) {
            json j;
            try {
                j = json::parse(text);
            } catch (const std::exception&) {
                r.run_errors.push_back(rel + ": unparsable JSONL line: " + text.substr(0, 200));
                continue;
            }
            if (j.value("type", "") == "summary") {
                summary = true;
                continue;
            }
            if (j.value("type", "") != "game") continue;
            ++r.chesslaw_games;
            if (j.at("status") == "inconsistent")
                for (const auto& f : j.at("result").at("findings")) ++r.inconsistent[f.at("clause").get<std::string>() + " " + f.at("kind").get<std::string>()];
            const int start = j.at("line").get<int>();
            auto& gv = r.games[rel][start];
            if (!gv.chesslaw.empty() && gv.chesslaw != "-")
                r.run_errors.push_back(rel + ": two games start on line " + std::to_string(start));
            std::tie(gv.chesslaw, gv.detail) = verdict_of(j);
            if (gv.peers[0].empty()) gv.peers = {"-", "-", "-"};
        }
        if (!summary) r.run_errors.push_back(rel + ": no summary object; " + show(res).substr(0, 2000));
    }
}

//! Runs the referee once (the first test that asks).
const referee_run& the_run() {
    static const referee_run run = [] {
        referee_run r;
        const auto t0 = std::chrono::steady_clock::now();
        r.files = pgn_files();
        read_verdicts(r);
        audit_all(r);
        r.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        return r;
    }();
    return run;
}

//! Whether chesslaw and the three peers agree (same status; the same ply when illegal).
bool agree(const game_verdicts& g) {
    if (g.chesslaw == "-") return false;
    for (const auto& p : g.peers) {
        if (p == "-") return false;
        if (status_of(p) != status_of(g.chesslaw)) return false;
        if (status_of(p) == "illegal" && p != g.chesslaw) return false;
    }
    return true;
}

//! The class of a disagreement for the summary: chesslaw's status against the peers' statuses.
std::string kind_of(const game_verdicts& g) {
    if (g.chesslaw == "-") return "only VERDICTS has this game (chesslaw starts no game on that line)";
    if (g.peers[0] == "-") return "only chesslaw has this game (no VERDICTS row on that line), chesslaw " + status_of(g.chesslaw);
    std::string k = "chesslaw " + status_of(g.chesslaw) + " vs " + status_of(g.peers[0]) + "/" + status_of(g.peers[1]) + "/" +
                    status_of(g.peers[2]);
    bool same_status = true;
    for (const auto& p : g.peers) same_status = same_status && status_of(p) == status_of(g.chesslaw);
    if (same_status) k += " (illegal at another ply)";
    return k;
}

//! The actual disagreements (file-level rows for files VERDICTS.tsv does not cover).
std::vector<row> actual_rows(const referee_run& r) {
    std::vector<row> out;
    for (const auto& file : r.files) {
        if (!r.covered_files.count(file)) {
            std::map<std::string, int> n{{"clean", 0}, {"illegal", 0}, {"unreadable", 0}};
            if (const auto it = r.games.find(file); it != r.games.end())
                for (const auto& [line, g] : it->second) ++n[status_of(g.chesslaw)];
            row x{file, "*", "clean:" + std::to_string(n["clean"]) + " illegal:" + std::to_string(n["illegal"]) +
                                 " unreadable:" + std::to_string(n["unreadable"]),
                  {"-", "-", "-"}, "", "no VERDICTS rows for this file"};
            out.push_back(x);
            continue;
        }
        const auto it = r.games.find(file);
        if (it == r.games.end()) continue;
        for (const auto& [line, g] : it->second) {
            if (agree(g)) continue;
            out.push_back(row{file, std::to_string(line), g.chesslaw, g.peers, "", cell(g.detail)});
        }
    }
    return out;
}

//! Reads the expectation file (missing file: no rows).
std::vector<row> expected_rows() {
    std::vector<row> out;
    std::ifstream in(expected_path);
    std::string line;
    while (std::getline(in, line)) {
        if (line.empty() || line[0] == '#' || line.rfind("file\t", 0) == 0) continue;
        const auto f = split_tabs(line);
        row x;
        if (f.size() < 7) {
            ADD_FAILURE() << expected_path << ": a row needs 7 or 8 tab-separated columns: " << line;
            continue;
        }
        x.file = f[0];
        x.line = f[1];
        x.chesslaw = f[2];
        x.peers = {f[3], f[4], f[5]};
        x.reason = f[6];
        if (f.size() > 7) x.detail = f[7];
        out.push_back(x);
    }
    return out;
}

//! Writes `rows` as the expectation file, keeping the reason of every row whose key stays.
void write_expected(std::vector<row> rows, const std::vector<row>& old) {
    std::map<std::string, std::string> reasons;
    for (const auto& o : old) reasons[o.key()] = o.reason;
    std::ofstream out(expected_path, std::ios::trunc);
    out << "# Every game where chesslaw's audit disagrees with chessops, python-chess and pgn-extract (VERDICTS.tsv),\n"
           "# with its reason. Checked by tests/cli/audit/peers_test.cpp (ctest cli.peers); regenerate with\n"
           "# CHESSLAW_PEERS_WRITE=1 (rows that stay keep their reason; new rows get TODO, to be replaced by hand).\n"
           "# chesslaw: clean | illegal@PLY (1-based) | illegal@start (FEN tag refuted by 3.10.3) | unreadable | - (no game there);\n"
           "# line * = a file VERDICTS.tsv does not cover, with chesslaw's counts per status. detail: chesslaw's headline\n"
           "# or error when written (information only, not compared).\n";
    out << "file\tline\tchesslaw\tchessops\tpython_chess\tpgn_extract\treason\tdetail\n";
    for (auto& x : rows) {
        const auto it = reasons.find(x.key());
        x.reason = it != reasons.end() && !it->second.empty() ? it->second : todo_reason;
        out << x.file << '\t' << x.line << '\t' << x.chesslaw << '\t' << x.peers[0] << '\t' << x.peers[1] << '\t' << x.peers[2]
            << '\t' << cell(x.reason) << '\t' << cell(x.detail) << '\n';
    }
}

//! One row as a line for a failure message.
std::string show_row(const row& x) {
    std::string s = x.key();
    if (!x.reason.empty()) s += "\t" + x.reason;
    if (!x.detail.empty()) s += "\t" + x.detail;
    return s;
}

TEST(PeersReferee, EveryFileAudited) {
    const auto& r = the_run();
    EXPECT_GT(r.files.size(), 900u);
    EXPECT_GT(r.covered_files.size(), 800u);
    for (const auto& e : r.run_errors) ADD_FAILURE() << e;
    // Every file VERDICTS.tsv names exists.
    for (const auto& f : r.covered_files) EXPECT_TRUE(fs::exists(peers_dir / f)) << f;
    std::cout << "[peers] " << r.files.size() << " PGN files, " << r.chesslaw_games << " games audited in " << r.seconds << " s\n";
    for (const auto& [what, n] : r.inconsistent)
        std::cout << "[peers] a result finding of inconsistent games (compared as clean): " << what << " \u00d7" << n << "\n";
}

TEST(PeersReferee, Summary) {
    const auto& r = the_run();
    std::map<std::string, int> classes;
    for (const auto& [file, by_line] : r.games) {
        if (!r.covered_files.count(file)) continue;
        for (const auto& [line, g] : by_line) {
            if (agree(g)) ++classes["agree " + status_of(g.chesslaw)];
            else ++classes[kind_of(g)];
        }
    }
    std::size_t uncovered = 0;
    for (const auto& f : r.files) uncovered += r.covered_files.count(f) ? 0 : 1;
    std::cout << "[peers] verdicts per class (chesslaw vs chessops/python-chess/pgn-extract):\n";
    for (const auto& [k, n] : classes) std::cout << "  " << n << "\t" << k << "\n";
    std::cout << "  " << uncovered << "\tfiles without VERDICTS rows (file-level rows)\n";
}

TEST(PeersReferee, NoWrongIllegal) {
    const auto& r = the_run();
    std::vector<std::string> wrong;
    for (const auto& [file, by_line] : r.games)
        for (const auto& [line, g] : by_line)
            if (status_of(g.chesslaw) == "illegal" && g.peers[0] == "clean" && g.peers[1] == "clean" && g.peers[2] == "clean")
                wrong.push_back(file + ":" + std::to_string(line) + "\t" + g.chesslaw + "\t" + g.detail);
    std::ostringstream list;
    for (const auto& w : wrong) list << "  " << w << "\n";
    EXPECT_TRUE(wrong.empty()) << wrong.size()
                               << " games that chessops, python-chess and pgn-extract all read as clean are called illegal:\n"
                               << list.str();
}

TEST(PeersReferee, DisagreementsAsExpected) {
    const auto& r = the_run();
    const auto actual = actual_rows(r);
    const auto expected = expected_rows();
    if (const char* w = std::getenv("CHESSLAW_PEERS_WRITE"); w && std::string(w) == "1") {
        write_expected(actual, expected);
        std::cout << "[peers] wrote " << actual.size() << " rows to " << expected_path << "\n";
        return;
    }
    std::set<std::string> actual_keys, expected_keys;
    for (const auto& x : actual) actual_keys.insert(x.key());
    for (const auto& x : expected) expected_keys.insert(x.key());
    std::ostringstream fresh, gone;
    std::size_t n_fresh = 0, n_gone = 0;
    for (const auto& x : actual)
        if (!expected_keys.count(x.key())) {
            fresh << "  " << show_row(x) << "\n";
            ++n_fresh;
        }
    for (const auto& x : expected)
        if (!actual_keys.count(x.key())) {
            gone << "  " << show_row(x) << "\n";
            ++n_gone;
        }
    EXPECT_EQ(n_fresh, 0u) << n_fresh << " disagreements not in " << expected_path
                           << " (file, line, chesslaw, chessops, python-chess, pgn-extract, detail):\n"
                           << fresh.str();
    EXPECT_EQ(n_gone, 0u) << n_gone << " rows of " << expected_path << " no longer disagree (or changed):\n" << gone.str();
    if (n_fresh + n_gone > 0)
        std::cout << "[peers] regenerate with CHESSLAW_PEERS_WRITE=1 (reasons of rows that stay are kept; new rows get "
                  << todo_reason << ")\n";
    std::size_t todo = 0;
    for (const auto& x : expected) todo += x.reason.empty() || x.reason == todo_reason ? 1 : 0;
    EXPECT_EQ(todo, 0u) << todo << " rows of " << expected_path << " have no reason yet (" << todo_reason << ")";
    std::cout << "[peers] " << actual.size() << " disagreements, " << expected.size() << " expected\n";
}

} // namespace
