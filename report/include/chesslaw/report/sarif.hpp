#pragma once
//! The audit of game records as SARIF 2.1.0 (OASIS Static Analysis Results Interchange Format):
//! what `chesslaw audit --sarif FILE` writes, so that code-scanning services and editors show the
//! illegal moves and wrong results of a PGN archive as annotations on the lines that hold them.
//!
//!   report::sarif_game s = report::sarif_of(file, g, view, cwd, root); // per game (any thread): its results
//!   report::sarif_rules rules; rules.add(s);                   // the rules cited so far (in input order)
//!   report::write_sarif(out, rules, results, tool_version, run); // the log: one run, its rules, invocation, then the results
//!
//! One `run`; `tool.driver` is chesslaw (name, version), `tool.driver.rules` every rule a result
//! cites, in the order of the Laws: a clause of the spec table (id = the clause ID; name and
//! shortDescription its title; fullDescription its English text; properties its Russian text, its
//! part of the Laws, the sources of both texts, its number in the FIDE 2023 edition, the caveat),
//! then the codes of the findings under no clause (a reader's or the audit's warning code,
//! `unreadable`, `replay_stopped`, `repairs`). Each finding of the game's view
//! (report/findings.hpp — the findings the text output prints, in its order) is one `result`:
//! ruleId (the clause ID, or the code), level (error | warning | note), message.text (the
//! text output's headline), one physicalLocation (artifactLocation.uri: the file relative to the
//! run's source root, uriBaseId %SRCROOT% — `--sarif-root`, default the current folder, named in
//! run.originalUriBaseIds — or an absolute file URI outside it; percent-encoded; standard input: no
//! uri, a description; region.startLine / startColumn: the line and column of the text output),
//! partialFingerprints {"chesslaw/v1": sarif_fingerprint — path, game, rule, ply; no line}, and
//! properties {game (1-based index in its file), label,
//! clauses (every clause it cites), detail (the text output's lines under the headline, each clause
//! as its line alone: its texts are in its rule)}. The run's
//! `invocations` hold the command line, the working folder, the exit code.
//! Columns: the text output's, which count bytes; `run.columnKind` is "unicodeCodePoints", the same
//! count on every line that is ASCII up to the finding (SARIF has no byte columns).
//! Header-only; the results are written with report/json_writer.hpp (no other dependency).

#include <algorithm>
#include <bitset>
#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <istream>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/findings.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/spec/texts.hpp>

namespace chesslaw::report {

//! The SARIF version written, and the schema it validates against (its $id).
inline constexpr std::string_view sarif_version = "2.1.0";
inline constexpr std::string_view sarif_schema_uri = "https://raw.githubusercontent.com/oasis-tcs/sarif-spec/master/Schemata/sarif-schema-2.1.0.json";
//! The name of standard input as the audit shows it (no URI: a result there has a description instead).
inline constexpr std::string_view sarif_stdin_name = "<stdin>";
//! The base of the relative URIs: the run's source root (originalUriBaseIds).
inline constexpr std::string_view sarif_root_base = "%SRCROOT%";

//! A file name as a URI reference (RFC 3986): every byte outside the unreserved characters, the
//! sub-delimiters, ':', '@' and '/' percent-encoded ("my games.pgn" → "my%20games.pgn"); '\\' as '/'.
inline std::string sarif_uri(std::string_view file) {
    static constexpr char hex[] = "0123456789ABCDEF";
    std::string out;
    out.reserve(file.size());
    for (const char ch : file) {
        const unsigned char c = static_cast<unsigned char>(ch);
        const bool plain = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') ||
                           std::string_view("-._~!$&'()*+,;=:@/").find(ch) != std::string_view::npos;
        if (ch == '\\') out += '/';
        else if (plain) out += ch;
        else {
            out += '%';
            out += hex[c >> 4];
            out += hex[c & 15];
        }
    }
    return out;
}

//! Where a file stands for SARIF: relative to the run's source root (`--sarif-root`, default the
//! current folder) with uriBaseId %SRCROOT% — what code-scanning services need to place a result in
//! their repository — or, for a file outside the root, an absolute `file://` URI with no base.
struct sarif_artifact {
    std::string uri;      //!< percent-encoded; relative (under the root) or absolute (file:///…)
    bool relative = false; //!< under the root: the uri is relative to %SRCROOT%
};

//! The absolute folder `dir` as a file URI ending in '/': what originalUriBaseIds and
//! workingDirectory hold.
inline std::string sarif_folder_uri(const std::filesystem::path& dir) {
    std::string p = dir.lexically_normal().generic_string();
    if (p.empty() || p.back() != '/') p += '/';
    return "file://" + sarif_uri(p);
}

//! The artifact of `file` (as given on the command line) for a run from `cwd` (absolute) whose
//! source root is `root` (absolute; empty: the file's name as given, relative when so): purely lexical (no file is looked at), so two runs from
//! different folders name the same file alike when their roots are the same folder.
inline sarif_artifact sarif_artifact_of(std::string_view file, const std::filesystem::path& cwd, const std::filesystem::path& root) {
    namespace fs = std::filesystem;
    const fs::path given{std::string(file)};
    if (root.empty()) { // no root: the name as given, relative to the root when it is relative
        if (given.is_absolute()) return {"file://" + sarif_uri(given.lexically_normal().generic_string()), false};
        return {sarif_uri(given.lexically_normal().generic_string()), true};
    }
    const fs::path abs = (given.is_absolute() ? given : cwd / given).lexically_normal();
    const fs::path rel = abs.lexically_relative(root.lexically_normal());
    const std::string r = rel.generic_string();
    if (!rel.empty() && r != "." && r.rfind("..", 0) != 0) return {sarif_uri(r), true};
    return {"file://" + sarif_uri(abs.generic_string()), false};
}

//! A stable fingerprint of a finding: FNV-1a (64 bits, hex) over the file's path relative to the
//! root, the game's identity (its Event, Site, Date, Round, White and Black tags; without any of
//! them, its place in the file), the rule, the ply the finding stands at (0: not at a move) and
//! what it is about (report::subject, index) — not its line, so that a record reformatted, or the
//! same file audited from another folder, keeps its fingerprints.
inline std::string sarif_fingerprint(std::string_view artifact, const pgn::game& g, const game_finding& f) {
    std::uint64_t h = 14695981039346656037ull;
    const auto mix = [&](std::string_view s) {
        for (const char c : s) {
            h ^= static_cast<unsigned char>(c);
            h *= 1099511628211ull;
        }
        h ^= 0xff; // a separator no text holds
        h *= 1099511628211ull;
    };
    mix(artifact);
    bool roster = false;
    for (const std::string_view name : {"Event", "Site", "Date", "Round", "White", "Black"})
        for (const auto& t : g.tags)
            if (t.name == name) {
                mix(name);
                mix(t.value);
                roster = true;
                break;
            }
    if (!roster) mix(std::to_string(g.index));
    mix(f.rule());
    std::size_t ply = 0;
    for (std::size_t i = 0; i < g.moves.size(); ++i)
        if (g.moves[i].at.line == f.at.line && g.moves[i].at.column == f.at.column) {
            ply = i + 1;
            break;
        }
    mix(std::to_string(ply));
    mix(name(f.about));
    mix(std::to_string(f.index));
    static constexpr char hex[] = "0123456789abcdef";
    std::string out(16, '0');
    for (int i = 15; i >= 0; --i, h >>= 4) out[static_cast<std::size_t>(i)] = hex[h & 15];
    return out;
}

//! The key of chesslaw's fingerprint in `partialFingerprints` (versioned: a change of what it
//! hashes is a new key).
inline constexpr std::string_view sarif_fingerprint_key = "chesslaw/v1";

//! One game's part of the log: its results (JSON objects separated by commas; "" for none) and
//! the rules they cite.
struct sarif_game {
    std::string results;
    std::vector<spec::clause_ref> clauses; //!< every clause cited (each once)
    std::vector<std::string> codes;        //!< the rules under no clause (each once)
};

//! The results of one game's findings (see the header comment).
inline sarif_game sarif_of(std::string_view file, const pgn::game& g, const game_view& v, const std::filesystem::path& cwd = {},
                           const std::filesystem::path& root = {}) {
    sarif_game out;
    if (v.findings.empty()) return out;
    json_writer w;
    const bool stdin_input = file == sarif_stdin_name;
    const sarif_artifact art = stdin_input ? sarif_artifact{} : sarif_artifact_of(file, cwd, root);
    for (const game_finding& f : v.findings) {
        w.begin_object();
        w.key("ruleId");
        w.value(f.rule());
        w.key("level");
        w.value(name(f.level));
        w.key("message");
        w.begin_object();
        w.key("text");
        w.value(std::string_view(f.headline));
        w.end_object();
        w.key("locations");
        w.begin_array();
        w.begin_object();
        w.key("physicalLocation");
        w.begin_object();
        w.key("artifactLocation");
        w.begin_object();
        if (stdin_input) {
            w.key("description");
            w.begin_object();
            w.key("text");
            w.value(file);
            w.end_object();
        } else {
            w.key("uri");
            w.value(std::string_view(art.uri));
            if (art.relative) {
                w.key("uriBaseId");
                w.value(sarif_root_base);
            }
        }
        w.end_object();
        if (f.at.line > 0) {
            w.key("region");
            w.begin_object();
            w.key("startLine");
            w.value(std::uint64_t{f.at.line});
            if (f.at.column > 0) {
                w.key("startColumn");
                w.value(std::uint64_t{f.at.column});
            }
            w.end_object();
        }
        w.end_object();
        w.end_object();
        w.end_array();
        w.key("partialFingerprints");
        w.begin_object();
        w.key(sarif_fingerprint_key);
        w.value(sarif_fingerprint(stdin_input ? file : std::string_view(art.uri), g, f));
        w.end_object();
        w.key("properties");
        w.begin_object();
        w.key("game");
        w.value(std::uint64_t{g.index});
        w.key("label");
        w.value(std::string_view(v.label));
        w.key("clauses");
        w.begin_array();
        for (const auto c : f.cited) w.value(c.id());
        w.end_array();
        w.key("detail");
        w.value(f.detail_brief()); // each clause its line: its texts are its rule's
        w.end_object();
        w.end_object();
        for (const auto c : f.cited)
            if (std::find(out.clauses.begin(), out.clauses.end(), c) == out.clauses.end()) out.clauses.push_back(c);
        if (!f.clause && std::find(out.codes.begin(), out.codes.end(), f.code) == out.codes.end()) out.codes.push_back(f.code);
    }
    out.results = w.take();
    return out;
}

//! The rules cited by the results written so far: clauses (by their place in the spec table) and codes.
class sarif_rules {
public:
    void add(const sarif_game& s) {
        for (const auto c : s.clauses) clauses_.set(c.index);
        for (const auto& code : s.codes)
            if (std::find(codes_.begin(), codes_.end(), code) == codes_.end()) codes_.push_back(code);
    }
    bool cites(spec::clause_ref c) const noexcept { return clauses_.test(c.index); }
    const std::vector<std::string>& codes() const noexcept { return codes_; }

private:
    std::bitset<spec::table.size()> clauses_;
    std::vector<std::string> codes_;
};

namespace sarif_detail {

//! A code in words for a rule's description: "missing_result" → "missing result".
inline std::string code_words(std::string_view code) {
    if (code == unreadable_code) return "the record cannot be read (further): not PGN, not SAN, an unknown start or variant";
    if (code == replay_stopped_code) return "the replay stopped after an illegal move: the moves after it are not judged";
    if (code == repairs_code) return "the verified repairs after which the whole record replays legally";
    std::string s(code);
    std::replace(s.begin(), s.end(), '_', ' ');
    return s;
}

inline void text_object(json_writer& w, std::string_view key, std::string_view text) {
    w.key(key);
    w.begin_object();
    w.key("text");
    w.value(text);
    w.end_object();
}

inline void clause_rule(json_writer& w, const spec::clause& c) {
    w.begin_object();
    w.key("id");
    w.value(c.id);
    w.key("name");
    w.value(c.title);
    text_object(w, "shortDescription", c.title);
    text_object(w, "fullDescription", spec::text_of(c).en);
    w.key("properties");
    w.begin_object();
    w.key("part");
    w.value(spec::article_name(c.article));
    w.key("text_en");
    w.value(spec::text_of(c).en);
    w.key("text_en_source");
    w.value(c.text_en_source); // "": text_en renders text_ru
    w.key("text_ru");
    w.value(spec::text_of(c).ru);
    w.key("text_ru_source");
    w.value(c.text_source);
    w.key("fide2023");
    if (c.fide2023.id.empty()) w.null();
    else w.value(c.fide2023.id);
    w.key("fide2023_uncertain");
    w.value(c.fide2023.uncertain);
    w.key("caveat");
    w.value(c.caveat);
    w.end_object();
    w.end_object();
}

inline void code_rule(json_writer& w, std::string_view code) {
    w.begin_object();
    w.key("id");
    w.value(code);
    text_object(w, "shortDescription", code_words(code));
    w.end_object();
}

} // namespace sarif_detail

//! The run's invocation and base: what `invocations` and `originalUriBaseIds` say.
struct sarif_run {
    std::vector<std::string> arguments; //!< the command line, the program first
    std::filesystem::path cwd;          //!< the working folder (absolute)
    std::filesystem::path root;         //!< the source root %SRCROOT% (absolute)
    bool successful = true;             //!< the audit ran to its end (findings or none)
    int exit_code = 0;
};

//! The log: `{"$schema", "version", "runs": [{"tool": {"driver": {name, version, rules}},
//! "invocations", "originalUriBaseIds", "columnKind", "results": [...]}]}` and a newline; `results`
//! holds the games' results (sarif_game::results), joined with commas, in input order. False when
//! writing failed.
inline bool write_sarif(std::ostream& out, const sarif_rules& rules, std::istream& results, std::string_view tool_version,
                        const sarif_run& run) {
    json_writer w;
    w.begin_object();
    w.key("$schema");
    w.value(sarif_schema_uri);
    w.key("version");
    w.value(sarif_version);
    w.key("runs");
    w.begin_array();
    w.begin_object();
    w.key("tool");
    w.begin_object();
    w.key("driver");
    w.begin_object();
    w.key("name");
    w.value("chesslaw");
    w.key("version");
    w.value(tool_version);
    w.key("rules");
    w.begin_array();
    for (std::size_t i = 0; i < spec::table.size(); ++i) // in the order of the Laws
        if (const spec::clause_ref c{static_cast<std::uint16_t>(i)}; rules.cites(c)) sarif_detail::clause_rule(w, c.get());
    for (const std::string& code : rules.codes()) sarif_detail::code_rule(w, code);
    w.end_array();
    w.end_object();
    w.end_object();
    w.key("invocations");
    w.begin_array();
    w.begin_object();
    std::string line;
    for (const std::string& a : run.arguments) {
        if (!line.empty()) line += ' ';
        line += a.find_first_of(" \t\"'") == std::string::npos && !a.empty() ? a : "'" + a + "'";
    }
    w.key("commandLine");
    w.value(std::string_view(line));
    w.key("arguments");
    w.begin_array();
    for (std::size_t i = 1; i < run.arguments.size(); ++i) w.value(std::string_view(run.arguments[i]));
    w.end_array();
    w.key("workingDirectory");
    w.begin_object();
    w.key("uri");
    w.value(std::string_view(sarif_folder_uri(run.cwd)));
    w.end_object();
    w.key("exitCode");
    w.value(static_cast<std::uint64_t>(run.exit_code < 0 ? 0 : run.exit_code));
    w.key("executionSuccessful");
    w.value(run.successful);
    w.end_object();
    w.end_array();
    w.key("originalUriBaseIds");
    w.begin_object();
    w.key(sarif_root_base);
    w.begin_object();
    w.key("uri");
    w.value(std::string_view(sarif_folder_uri(run.root)));
    w.end_object();
    w.end_object();
    w.key("columnKind");
    w.value("unicodeCodePoints");
    w.key("results");
    w.text("[");
    out << w.view();
    if (results.peek() != std::char_traits<char>::eof()) out << results.rdbuf(); // (an empty buffer would set failbit)
    out << "]}]}\n";
    return static_cast<bool>(out);
}

} // namespace chesslaw::report
