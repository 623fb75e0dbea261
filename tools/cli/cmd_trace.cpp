// `chesslaw trace`: the traceability matrix, generated from the source tree at run time —
// clause → text → predicate (type and file:line) → static tests → unit tests → properties.
// Committed as spec/TRACE.md and spec/TRACE.csv; ctest label `trace` fails when they are stale.
//
// Nothing here spells a clause ID: the handle of each table row is read from table.hpp's
// `inline constexpr clause_ref NAME = ref("…");` lines and checked against the compiled table,
// and every other file is searched for the handle (`id::NAME`) or the predicate's type name.

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <CLI/CLI.hpp>

#include <chesslaw/spec/table.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "tabular.hpp"

#ifndef CHESSLAW_SOURCE_DIR
#define CHESSLAW_SOURCE_DIR ""
#endif

namespace chesslaw::cli {

namespace {

namespace fs = std::filesystem;

struct trace_options {
    std::string format = "md";
    std::string output;
    std::string source = CHESSLAW_SOURCE_DIR;
};

//! A source file: its path relative to the source root ('/'-separated) and its lines.
struct source_file {
    std::string path;
    std::vector<std::string> lines;
};

source_file read_source(const fs::path& root, const std::string& rel) {
    std::ifstream in(root / rel, std::ios::binary);
    if (!in) throw usage_error("--source: cannot read " + (root / rel).string());
    source_file f{rel, {}};
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        f.lines.push_back(std::move(line));
    }
    return f;
}

//! The files `dir/*ext` under the root (not recursive), sorted by name; none if `dir` is absent.
std::vector<source_file> read_dir(const fs::path& root, const std::string& dir, std::string_view ext) {
    std::vector<std::string> names;
    std::error_code ec;
    for (fs::directory_iterator it(root / dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (it->is_regular_file() && name.size() > ext.size() && name.ends_with(ext)) names.push_back(name);
    }
    std::sort(names.begin(), names.end());
    std::vector<source_file> files;
    for (const std::string& n : names) files.push_back(read_source(root, dir + "/" + n));
    return files;
}

bool ident_char(char c) noexcept {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

//! The identifiers written `qualifier::NAME` on a line (the qualifier itself a whole word).
std::set<std::string> qualified_names(std::string_view line, std::string_view qualifier) {
    std::set<std::string> out;
    const std::string needle = std::string(qualifier) + "::";
    for (std::size_t at = line.find(needle); at != std::string_view::npos; at = line.find(needle, at + 1)) {
        if (at > 0 && ident_char(line[at - 1])) continue;
        std::size_t end = at + needle.size();
        while (end < line.size() && ident_char(line[end])) ++end;
        if (end > at + needle.size()) out.emplace(line.substr(at + needle.size(), end - at - needle.size()));
    }
    return out;
}

//! A cursor over one line of C++ for the few fixed shapes the trace reads. (Hand-written rather
//! than std::regex: GCC's <regex> trips -Wmaybe-uninitialized in the sanitizer build.)
struct cursor {
    std::string_view rest;

    void skip_spaces() noexcept {
        while (!rest.empty() && (rest.front() == ' ' || rest.front() == '\t')) rest.remove_prefix(1);
    }
    //! Consumes `word` (after optional spaces) if it comes next. Keywords are not checked for a
    //! following space: the shapes read here leave no room for a longer word.
    bool eat(std::string_view word) noexcept {
        skip_spaces();
        if (!rest.starts_with(word)) return false;
        rest.remove_prefix(word.size());
        return true;
    }
    //! The identifier that comes next (after optional spaces), consumed; empty if none.
    std::string ident() {
        skip_spaces();
        std::size_t n = 0;
        while (n < rest.size() && ident_char(rest[n])) ++n;
        std::string out(rest.substr(0, n));
        rest.remove_prefix(n);
        return out;
    }
};

//! `inline constexpr clause_ref NAME = ref("ID");` -> {NAME, ID}.
std::optional<std::pair<std::string, std::string>> handle_line(std::string_view line) {
    cursor c{line};
    if (!c.eat("inline") || !c.eat("constexpr") || !c.eat("clause_ref")) return std::nullopt;
    std::string name = c.ident();
    if (name.empty() || !c.eat("=") || !c.eat("ref(\"")) return std::nullopt;
    const auto quote = c.rest.find('"');
    if (quote == std::string_view::npos) return std::nullopt;
    std::string clause_id(c.rest.substr(0, quote));
    c.rest.remove_prefix(quote + 1);
    if (!c.eat(")") || !c.eat(";")) return std::nullopt;
    return std::pair{std::move(name), std::move(clause_id)};
}

//! `namespace chesslaw::NS` at the start of a line -> NS.
std::string namespace_line(std::string_view line) {
    cursor c{line};
    if (!c.eat("namespace") || !c.eat("chesslaw::")) return {};
    return c.ident();
}

//! `struct NAME [final] : [public] [chesslaw::][rules::]rule<[chesslaw::][spec::]id::HANDLE>` anywhere
//! on the line -> {NAME, HANDLE}.
std::optional<std::pair<std::string, std::string>> predicate_line(std::string_view line) {
    for (std::size_t at = line.find("struct"); at != std::string_view::npos; at = line.find("struct", at + 1)) {
        if (at > 0 && ident_char(line[at - 1])) continue;
        cursor c{line.substr(at + 6)};
        if (c.rest.empty() || (c.rest.front() != ' ' && c.rest.front() != '\t')) continue;
        std::string name = c.ident();
        if (name.empty()) continue;
        c.eat("final");
        if (!c.eat(":")) continue;
        if (c.eat("public")) c.skip_spaces();
        c.eat("chesslaw::");
        c.eat("rules::");
        if (!c.eat("rule<")) continue;
        c.eat("chesslaw::");
        c.eat("spec::");
        if (!c.eat("id::")) continue;
        std::string handle = c.ident();
        if (handle.empty() || !c.eat(">")) continue;
        return std::pair{std::move(name), std::move(handle)};
    }
    return std::nullopt;
}

//! Lines of one file that mention a clause.
struct mention {
    std::string path;
    std::vector<std::size_t> lines; //!< 1-based
};

//! Where the predicate of a clause is defined.
struct predicate_site {
    std::string type; //!< e.g. rules::castling_attacked
    std::string ns;   //!< rules or touch
    std::string name; //!< castling_attacked
    std::string path;
    std::size_t line = 0;
};

struct row {
    spec::clause_ref clause{};
    std::string handle;
    std::optional<predicate_site> predicate;
    std::vector<mention> static_tests, unit_tests, properties;
};

struct matrix {
    std::vector<row> rows;
    std::string judge_site;    //!< file:line of judge(), which computes the verdicts on a move (3.10.1, 3.10.2)
    std::string legality_site; //!< file:line of legality::analyse(), the verdict on a position (3.10.3)
    //! Where a verdict clause is computed, and by what.
    std::pair<std::string, std::string> verdict_site(spec::clause_ref c) const {
        if (c == spec::id::illegal_position) return {legality_site, "legality::analyse()"};
        return {judge_site, "judge()"};
    }
    std::vector<std::string> problems;
};

//! The handle of every table row, from table.hpp, checked against the compiled table.
std::vector<std::string> read_handles(const fs::path& root) {
    const std::string table_path = "spec/include/chesslaw/spec/table.hpp";
    if (!fs::exists(root / table_path))
        throw usage_error("--source: '" + root.string() + "' is not a chesslaw source tree (no " + table_path + ")");
    const source_file table = read_source(root, table_path);
    std::vector<std::string> handles(spec::table.size());
    for (std::size_t i = 0; i < table.lines.size(); ++i) {
        const auto h = handle_line(table.lines[i]);
        if (!h) continue;
        const std::string where = table_path + ":" + std::to_string(i + 1);
        const auto c = spec::find(h->second);
        if (!c) throw std::runtime_error(where + ": handle '" + h->first + "' names a clause this chesslaw binary does not have (rebuild it, or pass the matching --source)");
        if (!handles[c->index].empty()) throw std::runtime_error(where + ": a second handle for a clause: '" + h->first + "'");
        handles[c->index] = h->first;
    }
    for (std::size_t i = 0; i < handles.size(); ++i)
        if (handles[i].empty())
            throw std::runtime_error(table_path + ": no handle for the clause at table index " + std::to_string(i) + " (" +
                                     std::string(spec::table[i].title) + ")");
    return handles;
}

//! Every `struct NAME [final] : [ns::]rule<[spec::]id::HANDLE>` in the rule headers.
std::map<std::string, predicate_site> scan_predicates(const fs::path& root, std::vector<std::string>& problems) {
    std::map<std::string, predicate_site> by_handle;
    for (const char* dir : {"kernel/include/chesslaw/rules", "kernel/include/chesslaw/touch"}) {
        for (const source_file& f : read_dir(root, dir, ".hpp")) {
            std::string ns;
            for (std::size_t i = 0; i < f.lines.size(); ++i) {
                if (std::string n = namespace_line(f.lines[i]); !n.empty()) ns = std::move(n);
                const auto found = predicate_line(f.lines[i]);
                if (!found) continue;
                const auto& [type, handle] = *found;
                predicate_site site{ns.empty() ? type : ns + "::" + type, ns, type, f.path, i + 1};
                if (const auto it = by_handle.find(handle); it != by_handle.end())
                    problems.push_back("two predicates for id::" + handle + ": " + it->second.path + ":" +
                                       std::to_string(it->second.line) + " and " + f.path + ":" + std::to_string(i + 1));
                else
                    by_handle.emplace(handle, std::move(site));
            }
        }
    }
    return by_handle;
}

//! The lines of `files` that mention `qualifier::name` for any (qualifier, name) in `names`.
std::vector<mention> mentions(const std::vector<source_file>& files,
                              const std::vector<std::pair<std::string, std::string>>& names) {
    std::vector<mention> out;
    for (const source_file& f : files) {
        mention m{f.path, {}};
        for (std::size_t i = 0; i < f.lines.size(); ++i) {
            const bool hit = std::any_of(names.begin(), names.end(), [&](const auto& qn) {
                return qualified_names(f.lines[i], qn.first).count(qn.second) > 0;
            });
            if (hit) m.lines.push_back(i + 1);
        }
        if (!m.lines.empty()) out.push_back(std::move(m));
    }
    return out;
}

matrix build_matrix(const fs::path& root) {
    matrix mx;
    const std::vector<std::string> handles = read_handles(root);
    const std::map<std::string, predicate_site> predicates = scan_predicates(root, mx.problems);
    const std::vector<source_file> static_files = read_dir(root, "tests/static", ".cpp");
    const std::vector<source_file> unit_files = read_dir(root, "tests/unit", ".cpp");
    const std::vector<source_file> property_files = read_dir(root, "properties", ".cpp");

    const source_file judge_hpp = read_source(root, "kernel/include/chesslaw/judge.hpp");
    for (std::size_t i = 0; i < judge_hpp.lines.size() && mx.judge_site.empty(); ++i)
        if (judge_hpp.lines[i].find("judgement judge(") != std::string::npos)
            mx.judge_site = judge_hpp.path + ":" + std::to_string(i + 1);
    if (mx.judge_site.empty()) mx.problems.push_back(judge_hpp.path + ": no definition of judge() found (the verdicts' site)");
    const source_file analyse_hpp = read_source(root, "kernel/include/chesslaw/legality/analyse.hpp");
    for (std::size_t i = 0; i < analyse_hpp.lines.size() && mx.legality_site.empty(); ++i)
        if (analyse_hpp.lines[i].find("report analyse(") != std::string::npos)
            mx.legality_site = analyse_hpp.path + ":" + std::to_string(i + 1);
    if (mx.legality_site.empty())
        mx.problems.push_back(analyse_hpp.path + ": no definition of legality::analyse() found (the 3.10.3 verdict's site)");

    for (std::size_t i = 0; i < spec::table.size(); ++i) {
        row r;
        r.clause = spec::clause_ref{static_cast<std::uint16_t>(i)};
        r.handle = handles[i];
        if (const auto it = predicates.find(r.handle); it != predicates.end()) r.predicate = it->second;
        const bool checkable = r.clause->check_ == spec::check::predicate;
        if (checkable && !r.predicate)
            mx.problems.push_back("no predicate found for id::" + r.handle + " (a machine-checkable clause)");
        if (!checkable && r.predicate)
            mx.problems.push_back("a predicate for id::" + r.handle + ", which the table does not mark checkable");
        const std::vector<std::pair<std::string, std::string>> handle_name{{"id", r.handle}};
        std::vector<std::pair<std::string, std::string>> unit_names = handle_name;
        if (r.predicate && !r.predicate->ns.empty()) unit_names.emplace_back(r.predicate->ns, r.predicate->name);
        r.static_tests = mentions(static_files, handle_name);
        r.unit_tests = mentions(unit_files, unit_names);
        r.properties = mentions(property_files, handle_name);
        mx.rows.push_back(std::move(r));
    }
    for (const auto& [handle, site] : predicates)
        if (std::find(handles.begin(), handles.end(), handle) == handles.end())
            mx.problems.push_back(site.path + ":" + std::to_string(site.line) + ": predicate bound to unknown handle id::" + handle);
    return mx;
}

// ---- rendering -----------------------------------------------------------------------------

//! The spec table's own static wall names every handle (it checks the table, not the clause's
//! rule), so it is listed in the matrix but does not count as a clause's static test in the coverage.
constexpr std::string_view table_wall = "tests/static/spec_table.cpp";

bool has_static_test(const row& r) {
    return std::any_of(r.static_tests.begin(), r.static_tests.end(), [](const mention& m) { return m.path != table_wall; });
}

//! `text` cut at a word boundary to at most `width` characters, with "..." when cut.
std::string shorten(std::string_view text, std::size_t width) {
    if (text.size() <= width) return std::string(text);
    std::size_t cut = text.rfind(' ', width - 3);
    if (cut == std::string_view::npos || cut == 0) cut = width - 3;
    std::string out(text.substr(0, cut));
    while (!out.empty() && (out.back() == ',' || out.back() == ';' || out.back() == ':' || out.back() == ' ')) out.pop_back();
    return out + "...";
}

std::string line_list(const std::vector<std::size_t>& lines) {
    std::string out;
    for (const std::size_t l : lines) out += (out.empty() ? "" : ",") + std::to_string(l);
    return out;
}

std::string file_name(const std::string& path) { return path.substr(path.rfind('/') + 1); }

//! "path:1,2; path:3" (CSV).
std::string mentions_csv(const std::vector<mention>& ms) {
    std::string out;
    for (const mention& m : ms) out += (out.empty() ? "" : "; ") + m.path + ":" + line_list(m.lines);
    return out;
}

//! "[name:1,2](../path#L1); …" — links relative to spec/, where the matrix is committed.
std::string mentions_md(const std::vector<mention>& ms) {
    if (ms.empty()) return "—";
    std::string out;
    for (const mention& m : ms)
        out += (out.empty() ? "" : "; ") + std::string("[") + file_name(m.path) + ":" + line_list(m.lines) + "](../" + m.path +
               "#L" + std::to_string(m.lines.front()) + ")";
    return out;
}

std::string predicate_text(const row& r) {
    if (r.predicate) return r.predicate->type;
    switch (r.clause->check_) {
    case spec::check::verdict: return "verdict, computed by " + std::string(r.clause == spec::id::illegal_position ? "legality::analyse()" : "judge()");
    case spec::check::not_checkable: return "not checkable";
    case spec::check::predicate: break;
    }
    return "MISSING";
}

std::string predicate_location(const row& r, const matrix& mx) {
    if (r.predicate) return r.predicate->path + ":" + std::to_string(r.predicate->line);
    if (r.clause->check_ == spec::check::verdict) return mx.verdict_site(r.clause).first;
    return "";
}

std::string render_csv(const matrix& mx) {
    std::string out = "# GENERATED by `chesslaw trace --format csv` — DO NOT EDIT (regenerate: chesslaw trace --format csv --output spec/TRACE.csv)\n";
    out += csv_row({"clause", "handle", "title", "text", "kind", "check", "why", "predicate", "predicate_location",
                    "static_tests", "unit_tests", "properties"});
    for (const row& r : mx.rows) {
        const spec::clause& c = r.clause.get();
        out += csv_row({c.id, r.handle, c.title, shorten(c.text_en, 80), spec::to_string(c.kind_), spec::to_string(c.check_),
                        c.why, predicate_text(r), predicate_location(r, mx), mentions_csv(r.static_tests),
                        mentions_csv(r.unit_tests), mentions_csv(r.properties)});
    }
    return out;
}

std::string render_md(const matrix& mx) {
    std::string out;
    out += "# Traceability matrix\n\n";
    out += "> GENERATED by `chesslaw trace` — DO NOT EDIT. Regenerate with\n"
           "> `chesslaw trace --format md --output spec/TRACE.md` and `chesslaw trace --format csv --output spec/TRACE.csv`;\n"
           "> ctest label `trace` fails when either is out of date.\n\n";
    out += "Each clause of the spec table (`spec/include/chesslaw/spec/table.hpp`, see `spec/CLAUSES.md`) → a short "
           "text → the predicate bound to it (`rule<spec::id::HANDLE>`, found in `kernel/include/chesslaw/rules/` and "
           "`kernel/include/chesslaw/touch/`) → the files that name it: static tests (`tests/static/*.cpp` mentioning "
           "`id::HANDLE`), unit tests (`tests/unit/*.cpp` mentioning `id::HANDLE` or the predicate type), properties "
           "(`properties/*.cpp` mentioning `id::HANDLE`). Test entries are `file:line,line,…`; links are relative to "
           "`spec/`.\n\n";

    // Coverage of the machine-checkable clauses, per article.
    out += "## Coverage of the machine-checkable clauses\n\n";
    out += "| article | clauses | checkable | with predicate | with static tests | with unit tests | with properties |\n";
    out += "|---|---|---|---|---|---|---|\n";
    for (const int article : {3, 4, 5, 6, 9, spec::guidelines_ii}) {
        int all = 0, checkable = 0, pred = 0, st = 0, ut = 0, pr = 0;
        for (const row& r : mx.rows) {
            if (r.clause->article != article) continue;
            ++all;
            if (r.clause->check_ != spec::check::predicate) continue;
            ++checkable;
            pred += r.predicate.has_value();
            st += has_static_test(r);
            ut += !r.unit_tests.empty();
            pr += !r.properties.empty();
        }
        out += "| " + (article == spec::guidelines_ii ? std::string("II") : std::to_string(article)) + " | " + std::to_string(all) + " | " + std::to_string(checkable) + " | " +
               std::to_string(pred) + " | " + std::to_string(st) + " | " + std::to_string(ut) + " | " + std::to_string(pr) +
               " |\n";
    }
    const auto gaps = [&](const char* what, auto covered) {
        std::string list;
        for (const row& r : mx.rows)
            if (r.clause->check_ == spec::check::predicate && !covered(r))
                list += (list.empty() ? "" : ", ") + std::string(r.clause.id());
        out += "- checkable clauses without " + std::string(what) + ": " + (list.empty() ? "none" : list) + "\n";
    };
    out += "\nStatic tests are counted without `" + std::string(table_wall) +
           "`, the table's own wall, which names every handle.\n\n";
    gaps("static tests", has_static_test);
    gaps("unit tests", [](const row& r) { return !r.unit_tests.empty(); });
    gaps("properties", [](const row& r) { return !r.properties.empty(); });
    if (!mx.problems.empty()) {
        out += "\n**Problems found while scanning:**\n\n";
        for (const std::string& p : mx.problems) out += "- " + md_cell(p) + "\n";
    }

    out += "\n## Matrix\n\n";
    out += "| clause | text | predicate | static tests | unit tests | properties |\n";
    out += "|---|---|---|---|---|---|\n";
    for (const row& r : mx.rows) {
        const spec::clause& c = r.clause.get();
        std::string pred;
        if (r.predicate)
            pred = "`" + r.predicate->type + "` [" + file_name(r.predicate->path) + ":" + std::to_string(r.predicate->line) +
                   "](../" + r.predicate->path + "#L" + std::to_string(r.predicate->line) + ")";
        else if (c.check_ == spec::check::verdict && !mx.verdict_site(r.clause).first.empty()) {
            const auto [site, by] = mx.verdict_site(r.clause);
            const std::string path = site.substr(0, site.rfind(':'));
            const std::string line = site.substr(site.rfind(':') + 1);
            pred = "verdict: `" + by + "` [" + file_name(path) + ":" + line + "](../" + path + "#L" + line + ")";
        } else if (c.check_ == spec::check::not_checkable)
            pred = "not checkable: " + md_cell(std::string(c.why));
        else
            pred = "**MISSING**";
        out += "| " + md_cell(c.id) + " `" + r.handle + "` | **" + md_cell(c.title) + "**: " + md_cell(shorten(c.text_en, 80)) +
               " | " + pred + " | " + mentions_md(r.static_tests) + " | " + mentions_md(r.unit_tests) + " | " +
               mentions_md(r.properties) + " |\n";
    }
    return out;
}

void run_trace(const trace_options& o) {
    if (o.source.empty()) throw usage_error("--source: no source directory (this build has none built in): pass --source DIR");
    const fs::path root(o.source);
    if (!fs::is_directory(root)) throw usage_error("--source: '" + o.source + "' is not a directory");
    const matrix mx = build_matrix(root);
    write_output(o.output, o.format == "csv" ? render_csv(mx) : render_md(mx));
    if (!mx.problems.empty()) {
        for (const std::string& p : mx.problems) std::cerr << "chesslaw trace: " << p << '\n';
        throw exit_request{exit_finding};
    }
}

} // namespace

void register_trace(CLI::App& app) {
    auto o = std::make_shared<trace_options>();
    CLI::App* sub = app.add_subcommand("trace", "Generate the traceability matrix: clause -> predicate -> tests");
    sub->add_option("--format", o->format, "md (default) or csv")->type_name("md|csv")->check(one_of({"md", "csv"}));
    sub->add_option("--output", o->output, "Write to FILE instead of stdout")->type_name("FILE");
    sub->add_option("--source", o->source, "The chesslaw source tree to scan (default: the one this binary was built from)")
        ->type_name("DIR");
    sub->footer(
        "Scans the source tree at run time: spec/include/chesslaw/spec/table.hpp for each clause's handle,\n"
        "kernel/include/chesslaw/{rules,touch}/*.hpp for `rule<spec::id::HANDLE>`, and tests/static/*.cpp,\n"
        "tests/unit/*.cpp, properties/*.cpp for `id::HANDLE` (unit tests also for the predicate's type).\n"
        "The committed matrix is spec/TRACE.md and spec/TRACE.csv:\n"
        "  chesslaw trace --format md --output spec/TRACE.md\n"
        "  chesslaw trace --format csv --output spec/TRACE.csv\n"
        + exit_status_help("the matrix was written",
                           "the scan found a checkable clause without a predicate (the matrix is written all\n"
                           "     the same, marked MISSING)",
                           "a bad option, --source or --output"));
    sub->callback([o] { run_trace(*o); });
}

} // namespace chesslaw::cli
