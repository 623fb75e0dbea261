// `chesslaw audit --merge` (see audit_merge.hpp). Game lines are copied byte for byte, with only
// the numbers of `game` and of every `line` key changed when the game is on standard input and a
// part before it read standard input too; a summary is parsed (nlohmann) into report::audit_totals.

#include "audit_merge.hpp"

#include <cstdint>
#include <iostream>
#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <string_view>

#include <nlohmann/json.hpp>

#include <chesslaw/report/json.hpp>
#include <chesslaw/report/schema.hpp>
#include <chesslaw/report/text.hpp>

#include "archive_input.hpp"
#include "common.hpp"

namespace chesslaw::cli {

namespace {

constexpr std::string_view stdin_name = "<stdin>";

//! The start of every game line of schema chesslaw-audit/3, up to the game's number.
std::string game_prefix() { return "{\"type\":\"game\",\"schema\":\"" + std::string(report::audit_schema) + "\",\"game\":"; }

class merger {
public:
    //! One line of the input `where` (FILE:LINE for messages).
    void line(std::string_view text, const std::string& where) {
        if (text.empty()) return;
        if (text.substr(0, prefix_.size()) == prefix_) return game(text, where);
        summary(text, where);
    }

    //! At the end of an input: its last part must have ended with a summary.
    void end_of_input(const std::string& name) {
        if (part_games_ > 0) throw usage_error(name + ": the last " + std::to_string(part_games_) +
                                               " game objects have no summary after them (a run that did not finish?)");
    }

    //! Prints the merged summary; 0 when every game is clean, 1 otherwise.
    int finish() {
        if (parts_ == 0) throw usage_error("--merge: no summary object in the input: nothing to merge (give the output of `chesslaw audit --jsonl`)");
        flush();
        std::cout << report::summary_json_line(totals_, seconds_);
        std::cout.flush();
        return totals_.not_clean() == 0 ? exit_ok : exit_finding;
    }

private:
    //! A game line: copied, renumbered when it goes on with standard input from a part before.
    void game(std::string_view text, const std::string& where) {
        ++part_games_;
        std::size_t at = prefix_.size();
        while (at < text.size() && text[at] >= '0' && text[at] <= '9') ++at;
        constexpr std::string_view stdin_file = ",\"file\":\"<stdin>\",\"line\":";
        const bool on_stdin = text.substr(at, stdin_file.size()) == stdin_file;
        if (on_stdin && first_input_) ++part_stdin_games_;
        else first_input_ = false;
        if (!on_stdin || !first_input_ || !stream_open_ || (stream_games_ == 0 && stream_lines_ == 0)) {
            out_.append(text);
        } else {
            renumber(text, where);
        }
        out_ += '\n';
        if (out_.size() > (1u << 20)) flush();
    }

    //! Appends `text` with `game` (top level) + stream_games_ and every number under a `line` key
    //! + stream_lines_: the only numbers that depend on where the part starts.
    void renumber(std::string_view t, const std::string& where) {
        int depth = 0;
        std::size_t i = 0;
        const std::size_t n = t.size();
        while (i < n) {
            const char c = t[i];
            if (c == '"') {
                std::size_t j = i + 1;
                while (j < n && t[j] != '"') j += t[j] == '\\' ? 2 : 1;
                if (j >= n) throw usage_error(where + ": a string without its closing quote: not a line of `chesslaw audit --jsonl`");
                const std::string_view s = t.substr(i + 1, j - i - 1);
                out_.append(t.substr(i, j + 1 - i));
                i = j + 1;
                if (i < n && t[i] == ':' && (s == "line" || (s == "game" && depth == 1))) {
                    out_ += ':';
                    ++i;
                    std::size_t k = i;
                    std::uint64_t v = 0;
                    while (k < n && t[k] >= '0' && t[k] <= '9') v = v * 10 + static_cast<std::uint64_t>(t[k++] - '0');
                    if (k > i) {
                        out_ += std::to_string(v + (s == "line" ? stream_lines_ : stream_games_));
                        i = k;
                    }
                }
                continue;
            }
            if (c == '{' || c == '[') ++depth;
            if (c == '}' || c == ']') --depth;
            out_ += c;
            ++i;
        }
    }

    //! A summary line: the part ends; its totals are added and checked against its games.
    void summary(std::string_view text, const std::string& where) {
        nlohmann::json j;
        try {
            j = nlohmann::json::parse(text);
        } catch (const nlohmann::json::exception&) {
            throw usage_error(where + ": not JSON: not a line of `chesslaw audit --jsonl`");
        }
        const auto bad = [&](const std::string& why) {
            return usage_error(where + ": " + why + " (give the JSON Lines of `chesslaw audit --jsonl`, schema " + std::string(report::audit_schema) + ")");
        };
        const auto has = [&](std::string_view k) { return j.contains(k); };
        // every object of the schema opens with "type" and "schema" (report/schema.hpp)
        if (!j.is_object() || !has(report::schema::summary.fields[0].name) || !has(report::schema::summary.fields[1].name))
            throw bad("not an object of the audit");
        if (j["schema"] != report::audit_schema) throw bad("schema " + j["schema"].dump() + ", not " + std::string(report::audit_schema));
        if (j["type"] == "game") throw bad("a game object written otherwise than by chesslaw audit (its keys are not in the audit's order)");
        if (j["type"] != "summary") throw bad("an object of type " + j["type"].dump());
        report::audit_totals part;
        double seconds = 0;
        try {
            part.games = j.at("games").get<std::uint64_t>();
            part.plies = j.at("plies").get<std::uint64_t>();
            part.clean = j.at("clean").get<std::uint64_t>();
            part.illegal = j.at("illegal").get<std::uint64_t>();
            part.unreadable = j.at("unreadable").get<std::uint64_t>();
            part.inconsistent = j.at("inconsistent").get<std::uint64_t>();
            for (const auto& [id, v] : j.at("clauses").items()) part.clauses[id] = v.get<std::uint64_t>();
            for (const auto& [id, v] : j.at("ends").items()) part.ends[id] = v.get<std::uint64_t>();
            if (const std::string_view missing = report::schema::first_missing(report::schema::summary, has); !missing.empty())
                throw bad("a summary without `" + std::string(missing) + "`" +
                          (missing == "inputs" || missing == "clock_findings" ? " (written by an older chesslaw: run the parts again with this one)" : ""));
            for (const auto& [k, v] : j.at("clock_findings").items()) part.clock_findings[k] = v.get<std::uint64_t>();
            for (const auto& in : j.at("inputs"))
                part.inputs.push_back({in.at("file").get<std::string>(), in.at("games").get<std::uint64_t>(), in.at("lines").get<std::uint64_t>()});
            seconds = j.at("seconds").get<double>();
        } catch (const nlohmann::json::exception& e) {
            throw bad(std::string("a summary field is missing or not a count: ") + e.what());
        }
        if (part.games != part_games_)
            throw bad("the summary counts " + std::to_string(part.games) + " games, and " + std::to_string(part_games_) + " game objects came before it");
        std::uint64_t stdin_first = 0;
        if (!part.inputs.empty() && part.inputs.front().file == stdin_name) stdin_first = part.inputs.front().games;
        if (stdin_first != part_stdin_games_)
            throw bad("the summary's first input has " + std::to_string(stdin_first) + " games on standard input, and " +
                      std::to_string(part_stdin_games_) + " such game objects came before it");
        const bool continues = !totals_.inputs.empty() && totals_.inputs.back().file == stdin_name && !part.inputs.empty() &&
                               part.inputs.front().file == stdin_name;
        totals_.add(part, continues);
        seconds_ += seconds;
        ++parts_;
        stream_open_ = !totals_.inputs.empty() && totals_.inputs.back().file == stdin_name;
        stream_games_ = stream_open_ ? totals_.inputs.back().games : 0;
        stream_lines_ = stream_open_ ? totals_.inputs.back().lines : 0;
        part_games_ = part_stdin_games_ = 0;
        first_input_ = true;
    }

    void flush() {
        std::cout << out_;
        out_.clear();
    }

    const std::string prefix_ = game_prefix();
    report::audit_totals totals_;
    double seconds_ = 0;
    std::uint64_t parts_ = 0;
    // standard input as read by the parts so far (its games and lines): where the next part's go on
    bool stream_open_ = false;
    std::uint64_t stream_games_ = 0, stream_lines_ = 0;
    // the part being read
    std::uint64_t part_games_ = 0, part_stdin_games_ = 0;
    bool first_input_ = true;
    std::string out_;
};

} // namespace

int merge_audit_jsonl(const std::vector<std::string>& files) {
    std::vector<std::string> names = files;
    if (names.empty()) names.push_back("-");
    merger m;
    for (const std::string& f : names) {
        const std::string shown = f == "-" ? std::string(stdin_name) : f;
        input_source src(shown, f == "-" ? "" : f);
        while (src.next_member()) {
            std::istream in(&src.bytes());
            std::string text;
            std::uint64_t line = 0;
            while (std::getline(in, text)) {
                ++line;
                m.line(text, src.member_name() + ":" + std::to_string(line));
            }
            m.end_of_input(src.member_name());
        }
        if (src.failure()) throw usage_error(src.failure()->what());
    }
    return m.finish();
}

} // namespace chesslaw::cli
