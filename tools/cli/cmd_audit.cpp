// `chesslaw audit`: every game of PGN files replayed under Article 3; for the first move of a game
// that is not legal: where it is (file:line:column), what was written, what it can only mean and
// which clauses it breaks, with the evidence. Output for people (compiler-style), JSON Lines
// (--jsonl, schema below) and an HTML report (--html). A game with a FEN tag also gets the 3.10.3
// verdict on its start position (legality::analyse; rules only unless --reachability-budget):
// an illegal start position is a finding of that game. Streams game by game in bounded memory;
// --jobs N audits in parallel, output still in input order.
//
// Pipeline: a reader (this thread, or a reader thread with --jobs > 1) → a bounded window of
// games in flight → workers (notation/pgn.hpp game → audit::audit_game → rendered text) → the
// writer, which prints results strictly in input order. The window bounds memory: the reader waits
// while `max_in_flight` games are read but not yet printed.

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <cstdio>
#include <deque>
#include <exception>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <sstream>
#include <string>
#include <thread>
#include <vector>

#include <unistd.h>

#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/text.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>

#include "commands.hpp"
#include "common.hpp"
#include "html_report.hpp"
#include "json_report.hpp"
#include "legality_json.hpp"

namespace chesslaw::cli {

namespace {

//! Version of the --jsonl objects; bump on any incompatible change.
//! /2 (from /1): `start_position` added (the 3.10.3 verdict on a FEN tag's position), and with it
//! `status` "illegal" no longer implies a non-null `first_illegal` (the start position may be the
//! finding), and `error` may be non-null in an "illegal" game (a record that is partly unreadable).
constexpr std::string_view audit_schema = "chesslaw-audit/2";

struct audit_options {
    std::vector<std::string> files;
    bool jsonl = false;
    unsigned jobs = 0;
    std::string html;
    bool progress = true;
    double reachability_ms = 0; //!< proof-game search for a FEN tag's position; 0: the 3.10.3 rules only
};

enum class verdict : std::uint8_t { clean, illegal, unreadable };
constexpr std::string_view name(verdict v) noexcept {
    return v == verdict::clean ? "clean" : v == verdict::illegal ? "illegal" : "unreadable";
}

//! One game, audited and rendered: what the writer prints and counts.
struct game_outcome {
    verdict status = verdict::clean;
    std::size_t plies = 0;
    std::vector<std::string> clauses; // violated clause IDs (summary counts)
    std::string out;                  // text lines or one JSON line, for stdout
    std::string html;                 // a section of the HTML report (illegal / unreadable games)
};

std::string tag_text(const pgn::game& g, std::string_view tag_name) {
    const auto v = g.tag_value(tag_name);
    return v ? pgn::to_utf8(*v) : std::string("?");
}

//! "White – Black, Event, round R": who played, where.
std::string game_label(const pgn::game& g) {
    std::string s = tag_text(g, "White") + " \u2013 " + tag_text(g, "Black");
    const std::string event = tag_text(g, "Event");
    const std::string round = tag_text(g, "Round");
    if (event != "?" && !event.empty()) s += ", " + event;
    if (round != "?" && round != "-" && !round.empty()) s += ", round " + round;
    return s;
}

//! "a1 h8": a legality argument's squares, space-separated. Appended piece by piece, not
//! `" " + square_name(q)`: GCC 12 at -O3 (plain Release) raises a false -Wrestrict on that
//! operator+'s inlined memcpy (GCC bug 105329).
std::string squares_text(const auto& squares) {
    std::string out;
    for (const square q : squares) {
        if (!out.empty()) out += ' ';
        out += square_name(q);
    }
    return out;
}

std::string lower(std::string_view s) {
    std::string out(s);
    for (char& c : out) c = static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
    return out;
}

bool is_null_move(std::string_view t) { return t == "--" || t == "Z0" || t == "0000" || t == "@@@@" || t == "null"; }

//! Why a game is not standard chess (a Variant tag, or a FEN naming Chess960 castling rooks), if so.
std::optional<std::string> not_standard(const pgn::tag* variant, const pgn::tag* fen) {
    if (variant) {
        const std::string_view v = variant->value;
        const std::string l = lower(v);
        if (!(l.empty() || l == "standard" || l == "chess" || l == "regular" || l == "normal" || l == "traditional" ||
              l == "standard chess" || l == "orthodox"))
            return "not standard chess: Variant \"" + pgn::to_utf8(v) + "\" (chesslaw audits the Laws of Chess, Article 3)";
    }
    if (fen) {
        std::istringstream in{fen->value};
        std::string placement, side, castling;
        in >> placement >> side >> castling;
        if (castling.find_first_not_of("KQkq-") != std::string::npos &&
            castling.find_first_of("ABCDEFGHabcdefgh") != std::string::npos)
            return "not standard chess: the FEN tag's castling field \"" + castling +
                   "\" names rook files (Chess960 / Shredder-FEN)";
    }
    return std::nullopt;
}

struct auditor {
    const audit_options& opt;
    bool html = false;

    //! "FILE:LINE:COL: game N (label): "
    static std::string prefix(const std::string& file, pgn::source_pos at, const pgn::game& g) {
        return file + ":" + pgn::to_string(at) + ": game " + std::to_string(g.index) + " (" + game_label(g) + "): ";
    }

    game_outcome run(const pgn::game& g, const std::string& file) const {
        game_outcome o;
        nlohmann::ordered_json j;
        if (opt.jsonl) {
            j["type"] = "game";
            j["schema"] = audit_schema;
            j["game"] = g.index;
            j["file"] = file;
            j["line"] = g.start.line;
            nlohmann::ordered_json tags = nlohmann::ordered_json::object();
            for (const auto& t : g.tags)
                if (!tags.contains(pgn::to_utf8(t.name))) tags[pgn::to_utf8(t.name)] = pgn::to_utf8(t.value);
            j["tags"] = tags;
        }
        std::string text;
        for (const auto& w : g.warnings) text += prefix(file, w.at, g) + "warning: " + w.message + "\n";
        // The parts of the JSON object, filled as the game is audited, written in order at the end.
        nlohmann::ordered_json start_json = nullptr, first_json = nullptr, error_json = nullptr;
        bool start_illegal = false, move_illegal = false, has_error = false;

        // A game whose start position is illegal (3.10.3) stays "illegal" even where its record
        // cannot be read further; the error is reported too.
        const auto unreadable = [&](pgn::source_pos at, const std::string& message, std::size_t plies) {
            has_error = true;
            o.plies = plies;
            text += prefix(file, at, g) + "unreadable: " + message + "\n";
            error_json = {{"line", at.line}, {"column", at.column}, {"message", message}};
            if (html)
                o.html += "<div class=\"game\"><h3>" + html::escape(file + ":" + pgn::to_string(at)) + " \u2014 game " +
                          std::to_string(g.index) + " (" + html::escape(game_label(g)) + "): unreadable</h3><p>" +
                          html::escape(message) + "</p></div>\n";
        };

        // the tags that decide the start position, found in one pass (first occurrence wins)
        const pgn::tag *variant = nullptr, *fen = nullptr, *setup = nullptr;
        for (const auto& t : g.tags) {
            if (t.name.size() < 3 || t.name.size() > 7) continue;
            if (!variant && t.name == "Variant") variant = &t;
            else if (!fen && t.name == "FEN") fen = &t;
            else if (!setup && t.name == "SetUp") setup = &t;
        }
        std::optional<position> start;
        if (g.error) {
            unreadable(g.error->at, g.error->message, 0);
        } else if (const auto why = not_standard(variant, fen)) {
            unreadable(variant ? variant->at : fen->at, *why, 0);
        } else if (fen) {
            // 3.10.3: is the FEN tag's position reachable? The rules always (cheap); a proof-game
            // search only with --reachability-budget. A board parse_fen refuses (nine pawns, the
            // side not to move in check, …) still gets the rules' verdict: illegal, with the argument.
            const auto p = parse_fen(fen->value);
            if (const auto board = legality::read_board(fen->value)) {
                const legality::report sv = legality::analyse(*board, legality::budget{p ? opt.reachability_ms : 0.0});
                start_json = legality_report_json(pgn::to_utf8(fen->value), sv);
                start_json["line"] = fen->at.line;
                start_json["column"] = fen->at.column;
                if (sv.result == legality::verdict::illegal) {
                    start_illegal = true;
                    o.clauses.emplace_back(sv.clause.id());
                    text += start_finding(file, *fen, g, sv);
                    if (html) o.html += start_html(file, *fen, g, *board, sv);
                } else if (p && opt.reachability_ms > 0) {
                    text += prefix(file, fen->at, g) + "note: " + start_note(sv) + "\n";
                }
            }
            if (p) {
                start = *p;
            } else if (start_illegal) { // the finding stands; the moves cannot be replayed on that board
                const std::string message = "FEN tag: " + to_string(p.error()) + "; the moves are not replayed";
                has_error = true;
                error_json = {{"line", fen->at.line}, {"column", fen->at.column}, {"message", message}};
                text += "  the moves are not replayed: FEN tag: " + to_string(p.error()) + "\n";
            } else {
                unreadable(fen->at, "FEN tag: " + to_string(p.error()), 0);
            }
        } else if (setup && setup->value == "1") {
            unreadable(setup->at, "SetUp \"1\" without a FEN tag: the start position is unknown", 0);
        } else {
            start = initial_position();
        }

        if (start) {
            std::vector<std::string_view> sans;
            sans.reserve(g.moves.size());
            for (const auto& m : g.moves) sans.push_back(m.text);
            audit::audit_options ao;
            ao.keep_moves = false;
            audit::game_result r = audit::audit_game(*start, sans, ao);
            if (r.status != audit::game_status::clean) {
                ao.keep_moves = true; // the renderer cites earlier plies in SAN
                r = audit::audit_game(*start, sans, ao);
            }
            o.plies = r.plies_replayed;
            if (r.status != audit::game_status::clean) {
                const audit::first_illegal& f = *r.first;
                const pgn::san_token& tok = g.moves[f.ply];
                if (r.status == audit::game_status::bad_san) {
                    std::string message = audit::headline(*start, r);
                    if (is_null_move(f.san))
                        message = audit::move_number(*start, f.ply) + " " + std::string(f.san) +
                                  " is a null move (analysis notation), not a move under the Laws";
                    unreadable(tok.at, message, o.plies);
                } else {
                    move_illegal = true;
                    for (const auto c : f.clauses)
                        if (std::find(o.clauses.begin(), o.clauses.end(), c.id()) == o.clauses.end()) o.clauses.emplace_back(c.id());
                    const std::string rendered = audit::render(*start, r);
                    const auto nl = rendered.find('\n');
                    text += prefix(file, tok.at, g) + rendered.substr(0, nl) + "\n" + rendered.substr(nl + 1);
                    if (opt.jsonl) first_json = first_illegal_json(*start, r, tok);
                    if (html) o.html += html_section(*start, r, tok, g, file);
                }
            }
        }
        o.status = start_illegal || move_illegal ? verdict::illegal : has_error ? verdict::unreadable : verdict::clean;
        if (opt.jsonl) {
            j["plies"] = o.plies;
            j["status"] = name(o.status);
            j["start_position"] = start_json;
            j["first_illegal"] = first_json;
            j["error"] = error_json;
            nlohmann::ordered_json ws = nlohmann::ordered_json::array();
            for (const auto& w : g.warnings)
                ws.push_back({{"line", w.at.line}, {"column", w.at.column}, {"code", pgn::name(w.code)}, {"message", w.message}});
            j["warnings"] = ws;
            o.out = j.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace) + "\n";
        } else {
            o.out = std::move(text);
        }
        return o;
    }

    //! The finding for an illegal start position (3.10.3), compiler-style, at the FEN tag:
    //!   FILE:LINE:COL: game N (…): the start position is illegal — 3.10.3: <first argument>
    //! then the FEN, the clause text (ru, en) and every argument with its squares.
    static std::string start_finding(const std::string& file, const pgn::tag& fen, const pgn::game& g, const legality::report& r) {
        const spec::clause& c = r.clause.get();
        std::string s = prefix(file, fen.at, g) + "the start position is illegal \u2014 " + std::string(c.id) + ": " +
                        r.arguments.front().text + "\n";
        s += "  FEN \"" + pgn::to_utf8(fen.value) + "\"\n";
        s += "  violates " + std::string(c.id) + " (" + std::string(c.title) + ")\n";
        s += "    ru: " + std::string(c.text_ru) + "\n";
        s += "    en: " + std::string(c.text_en) + "\n";
        for (const auto& a : r.arguments) {
            s += "    argument [" + std::string(legality::to_string(a.kind)) + "]: " + a.text;
            if (!a.squares.empty()) {
                s += " (squares: ";
                s += squares_text(a.squares);
                s += ")";
            }
            s += "\n";
        }
        return s;
    }

    //! With --reachability-budget: what the search found for a start position that is not illegal.
    static std::string start_note(const legality::report& r) {
        const std::string head = std::string(r.clause.id()) + ": ";
        if (r.result == legality::verdict::reachable)
            return "the start position is reachable \u2014 " + head + "a proof game of " + std::to_string(r.proof_game.size()) +
                   (r.proof_game.size() == 1 ? " ply" : " plies") + " from the initial position, replayed by the kernel";
        return "the start position's reachability is unknown \u2014 " + head + (r.tried.empty() ? std::string("nothing tried") : r.tried.back());
    }

    //! The HTML section of an illegal start position: the board, the argument squares highlighted.
    static std::string start_html(const std::string& file, const pgn::tag& fen, const pgn::game& g, const position& board,
                                  const legality::report& r) {
        const spec::clause& c = r.clause.get();
        std::vector<html::highlight> marks;
        for (const auto& a : r.arguments)
            for (const square q : a.squares) marks.push_back({q, html::mark::square});
        std::string s = "<div class=\"game\">\n<h3>Game " + std::to_string(g.index) + ": " + html::escape(game_label(g)) + "</h3>\n";
        s += "<p class=\"where\">" + html::escape(file + ":" + pgn::to_string(fen.at)) + "</p>\n";
        s += html::board_svg(board, marks, false, square::none, square::none,
                             "start-" + std::to_string(std::hash<std::string>{}(file) % 1000000) + "-" + std::to_string(g.index));
        s += "\n<p><b>" + html::escape("the start position is illegal \u2014 " + std::string(c.id) + ": " + r.arguments.front().text) +
             "</b></p>\n";
        s += "<p class=\"where\">FEN tag: " + html::escape(pgn::to_utf8(fen.value)) + "</p>\n";
        s += "<div class=\"clause\"><b>" + html::escape(std::string(c.id)) + "</b> " + html::escape(std::string(c.title)) +
             "<div class=\"ru\" lang=\"ru\">" + html::escape(std::string(c.text_ru)) + "</div><div class=\"en\">" +
             html::escape(std::string(c.text_en)) + "</div>";
        for (const auto& a : r.arguments) {
            const std::string sq = squares_text(a.squares);
            s += "<div class=\"ev\">argument [" + html::escape(std::string(legality::to_string(a.kind))) + "]: " + html::escape(a.text) +
                 (sq.empty() ? std::string() : " (squares: " + sq + ")") + "</div>";
        }
        s += "</div>\n</div>\n";
        return s;
    }

    static nlohmann::ordered_json first_illegal_json(const position& start, const audit::game_result& r, const pgn::san_token& tok) {
        const audit::first_illegal& f = *r.first;
        nlohmann::ordered_json fi;
        fi["ply"] = f.ply + 1;
        const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
        fi["move_number"] = start.fullmove_number + (f.ply + black_first) / 2;
        fi["side"] = std::string(name(f.before.side_to_move));
        fi["san"] = std::string(f.san);
        if (f.resolved) fi["uci"] = to_uci_string(*f.resolved);
        else fi["uci"] = nullptr;
        fi["fen"] = to_fen_string(f.before);
        fi["line"] = tok.at.line;
        fi["column"] = tok.at.column;
        nlohmann::ordered_json ids = nlohmann::ordered_json::array();
        for (const auto c : f.clauses) ids.push_back(std::string(c.id()));
        fi["clauses"] = ids;
        if (f.judged) {
            fi["violations"] = violations_json(*f.judged, r.moves);
        } else {
            nlohmann::ordered_json vs = nlohmann::ordered_json::array();
            for (const auto c : f.clauses)
                vs.push_back({{"clause", std::string(c.id())},
                              {"title", std::string(c->title)},
                              {"text_ru", std::string(c->text_ru)},
                              {"text_en", std::string(c->text_en)},
                              {"evidence", nlohmann::ordered_json::array()}});
            fi["violations"] = vs;
        }
        fi["resolution"] = std::string(name(f.resolution.kind));
        fi["headline"] = audit::headline(start, r);
        return fi;
    }

    static std::string html_section(const position& start, const audit::game_result& r, const pgn::san_token& tok,
                                    const pgn::game& g, const std::string& file) {
        const audit::first_illegal& f = *r.first;
        std::vector<html::highlight> marks;
        if (f.resolved) {
            marks.push_back({f.resolved->from(), html::mark::from});
            marks.push_back({f.resolved->to(), html::mark::to});
        }
        std::string clauses;
        const auto block = [&](const rules::finding& fd) {
            for (const auto& w : fd.evidence()) {
                if (w.by != square::none) marks.push_back({w.by, html::mark::attacker});
                if (w.at != square::none) marks.push_back({w.at, html::mark::square});
            }
            clauses += "<div class=\"clause\"><b>" + html::escape(std::string(fd.clause.id())) + "</b> " +
                       html::escape(std::string(fd.clause->title)) + "<div class=\"ru\" lang=\"ru\">" +
                       html::escape(std::string(fd.clause->text_ru)) + "</div><div class=\"en\">" +
                       html::escape(std::string(fd.clause->text_en)) + "</div>";
            for (const auto& w : fd.evidence())
                clauses += "<div class=\"ev\">evidence: " + html::escape(audit::describe_in_game(w, start, r.moves)) + "</div>";
            clauses += "</div>";
        };
        if (f.judged) {
            if (f.judged->verdict_finding.result == rules::outcome::violated) block(f.judged->verdict_finding);
            for (const auto& fd : *f.judged)
                if (fd.result == rules::outcome::violated) block(fd);
        } else {
            for (const auto c : f.clauses)
                clauses += "<div class=\"clause\"><b>" + html::escape(std::string(c.id())) + "</b> " + html::escape(std::string(c->title)) +
                           "<div class=\"ru\" lang=\"ru\">" + html::escape(std::string(c->text_ru)) + "</div><div class=\"en\">" +
                           html::escape(std::string(c->text_en)) + "</div></div>";
        }
        // attacker marks win over square marks, which win over the move's squares
        std::stable_sort(marks.begin(), marks.end(), [](const html::highlight& a, const html::highlight& b) {
            return static_cast<int>(a.kind) < static_cast<int>(b.kind);
        });
        std::string s = "<div class=\"game\">\n<h3>Game " + std::to_string(g.index) + ": " + html::escape(game_label(g)) + "</h3>\n";
        s += "<p class=\"where\">" + html::escape(file + ":" + pgn::to_string(tok.at)) + "</p>\n";
        s += html::board_svg(f.before, marks, f.resolved.has_value(), f.resolved ? f.resolved->from() : square::none,
                             f.resolved ? f.resolved->to() : square::none,
                             "arrow-" + std::to_string(std::hash<std::string>{}(file) % 1000000) + "-" + std::to_string(g.index));
        s += "\n<p><b>" + html::escape(audit::headline(start, r)) + "</b></p>\n";
        if (f.resolved) s += "<p>read as " + html::escape(audit::long_form(f.before, *f.resolved)) + "</p>\n";
        s += "<p class=\"where\">position before: " + html::escape(to_fen_string(f.before)) + "</p>\n";
        s += clauses + "\n</div>\n";
        return s;
    }
};

struct totals {
    std::uint64_t games = 0, plies = 0, clean = 0, illegal = 0, unreadable = 0;
    std::map<std::string, std::uint64_t> clauses;
    void add(const game_outcome& o) {
        ++games;
        plies += o.plies;
        (o.status == verdict::clean ? clean : o.status == verdict::illegal ? illegal : unreadable) += 1;
        for (const auto& c : o.clauses) ++clauses[c];
    }
};

struct input {
    std::string name;    // as shown in findings
    std::string path;    // "" for stdin
    std::uint64_t size = 0;
};

//! Progress on stderr: only when stderr is a terminal and the input a file.
struct progress_line {
    bool on = false;
    std::chrono::steady_clock::time_point t0 = std::chrono::steady_clock::now(), last = t0;
    void update(const input& in, std::uint64_t bytes, std::uint64_t games, bool force = false) {
        if (!on) return;
        const auto now = std::chrono::steady_clock::now();
        if (!force && now - last < std::chrono::milliseconds(250)) return;
        last = now;
        const double secs = std::chrono::duration<double>(now - t0).count();
        const double pct = in.size ? 100.0 * static_cast<double>(bytes) / static_cast<double>(in.size) : 100.0;
        std::fprintf(stderr, "\r%s: %llu games, %.0f games/s, %.0f%%   ", in.name.c_str(), static_cast<unsigned long long>(games),
                     secs > 0 ? static_cast<double>(games) / secs : 0.0, pct);
        std::fflush(stderr);
    }
    void done() {
        if (on) std::fprintf(stderr, "\r\033[K");
    }
};

class audit_run {
public:
    explicit audit_run(const audit_options& o) : opt_(o), auditor_{o, !o.html.empty()} {}

    int run() {
        std::vector<input> inputs = open_inputs();
        const auto t0 = std::chrono::steady_clock::now();
        if (!opt_.html.empty()) {
            html_body_path_ = opt_.html + ".part";
            html_body_.open(html_body_path_, std::ios::binary | std::ios::trunc);
            if (!html_body_) throw usage_error("--html: cannot write " + html_body_path_);
        }
        unsigned jobs = opt_.jobs ? opt_.jobs : std::max(1u, std::thread::hardware_concurrency());
        for (const input& in : inputs) {
            std::ifstream file;
            std::istream* stream = &std::cin;
            if (!in.path.empty()) {
                file.open(in.path, std::ios::binary);
                if (!file) throw usage_error("cannot read " + in.path);
                stream = &file;
            }
            progress_line progress;
            progress.on = opt_.progress && !in.path.empty() && isatty(fileno(stderr));
            if (jobs <= 1) sequential(in, *stream, progress);
            else parallel(in, *stream, progress, jobs);
            progress.done();
            if (!in.path.empty() && file.bad()) throw usage_error("error reading " + in.path);
        }
        const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
        print_summary(seconds);
        if (!opt_.html.empty()) write_html(seconds, inputs);
        return (totals_.illegal + totals_.unreadable) == 0 ? exit_ok : 1;
    }

private:
    std::vector<input> open_inputs() {
        std::vector<input> out;
        std::vector<std::string> names = opt_.files;
        if (names.empty()) names.push_back("-");
        for (const std::string& n : names) {
            if (n == "-") {
                out.push_back({"<stdin>", "", 0});
                continue;
            }
            std::error_code ec;
            if (std::filesystem::is_directory(n, ec)) throw usage_error("cannot read " + n + ": it is a directory");
            std::ifstream probe(n, std::ios::binary);
            if (!probe) throw usage_error("cannot read " + n + ": no such file or no permission");
            const auto size = std::filesystem::file_size(n, ec);
            out.push_back({n, n, ec ? 0 : static_cast<std::uint64_t>(size)});
        }
        return out;
    }

    void emit(game_outcome&& o) {
        totals_.add(o);
        std::cout << o.out;
        if (html_body_.is_open() && !o.html.empty()) html_body_ << o.html;
    }

    void sequential(const input& in, std::istream& stream, progress_line& progress) {
        pgn::reader r(stream);
        pgn::game g;
        std::uint64_t n = 0;
        while (r.next(g)) {
            emit(auditor_.run(g, in.name));
            progress.update(in, r.bytes_consumed(), ++n);
        }
        progress.update(in, r.bytes_consumed(), n, true);
    }

    //! Reader thread → workers → this thread prints in input order. At most `window` games are
    //! read but not yet printed (bounded memory).
    void parallel(const input& in, std::istream& stream, progress_line& progress, unsigned jobs) {
        const std::uint64_t window = 8ull * jobs + 32;
        std::mutex mu;
        std::condition_variable cv_work, cv_done, cv_room;
        std::deque<std::pair<std::uint64_t, pgn::game>> work;
        std::map<std::uint64_t, game_outcome> done;
        std::uint64_t read = 0, printed = 0;
        bool eof = false;
        std::atomic<std::uint64_t> bytes{0};
        std::exception_ptr failure;

        std::thread reader_thread([&] {
            try {
                pgn::reader r(stream);
                pgn::game g;
                while (r.next(g)) {
                    std::unique_lock lk(mu);
                    cv_room.wait(lk, [&] { return read - printed < window; });
                    work.emplace_back(read++, std::move(g));
                    bytes = r.bytes_consumed();
                    lk.unlock();
                    cv_work.notify_one();
                    g = pgn::game{};
                }
            } catch (...) {
                std::lock_guard lk(mu);
                failure = std::current_exception();
            }
            {
                std::lock_guard lk(mu);
                eof = true;
            }
            cv_work.notify_all();
            cv_done.notify_all();
        });
        std::vector<std::thread> workers;
        for (unsigned w = 0; w < jobs; ++w)
            workers.emplace_back([&] {
                for (;;) {
                    std::unique_lock lk(mu);
                    cv_work.wait(lk, [&] { return !work.empty() || eof; });
                    if (work.empty()) return;
                    auto [seq, g] = std::move(work.front());
                    work.pop_front();
                    lk.unlock();
                    game_outcome o;
                    try {
                        o = auditor_.run(g, in.name);
                    } catch (...) {
                        std::lock_guard lk2(mu);
                        if (!failure) failure = std::current_exception();
                    }
                    {
                        std::lock_guard lk2(mu);
                        done.emplace(seq, std::move(o));
                    }
                    cv_done.notify_one();
                }
            });
        for (;;) {
            std::unique_lock lk(mu);
            cv_done.wait(lk, [&] { return done.count(printed) > 0 || (eof && printed == read) || failure; });
            if (failure) break;
            if (done.count(printed) == 0) break; // eof and everything printed
            game_outcome o = std::move(done.at(printed));
            done.erase(printed);
            ++printed;
            lk.unlock();
            cv_room.notify_one();
            emit(std::move(o));
            progress.update(in, bytes.load(), printed);
        }
        {
            std::lock_guard lk(mu);
            printed = read + window; // releases the reader if it waits (after a failure)
        }
        cv_room.notify_all();
        reader_thread.join();
        cv_work.notify_all();
        for (auto& w : workers) w.join();
        if (failure) std::rethrow_exception(failure);
        progress.update(in, bytes.load(), read, true);
    }

    std::string clause_counts(std::string_view sep) const {
        std::string s;
        for (const auto& [id, n] : totals_.clauses) s += (s.empty() ? "" : std::string(sep)) + id + " \u00d7" + std::to_string(n);
        return s;
    }

    void print_summary(double seconds) {
        if (opt_.jsonl) {
            nlohmann::ordered_json j;
            j["type"] = "summary";
            j["schema"] = audit_schema;
            j["games"] = totals_.games;
            j["plies"] = totals_.plies;
            j["clean"] = totals_.clean;
            j["illegal"] = totals_.illegal;
            j["unreadable"] = totals_.unreadable;
            nlohmann::ordered_json c = nlohmann::ordered_json::object();
            for (const auto& [id, n] : totals_.clauses) c[id] = n;
            j["clauses"] = c;
            j["seconds"] = seconds;
            std::cout << j.dump() << "\n";
            return;
        }
        char secs[32];
        std::snprintf(secs, sizeof secs, "%.2f", seconds);
        std::cout << totals_.games << (totals_.games == 1 ? " game, " : " games, ") << totals_.plies << " plies: " << totals_.clean
                  << " clean, " << totals_.illegal << " illegal, " << totals_.unreadable << " unreadable";
        if (!totals_.clauses.empty()) std::cout << "; clauses: " << clause_counts(", ");
        std::cout << " (" << secs << " s)\n";
    }

    void write_html(double seconds, const std::vector<input>& inputs) {
        html_body_.close();
        std::ofstream out(opt_.html, std::ios::binary | std::ios::trunc);
        if (!out) throw usage_error("--html: cannot write " + opt_.html);
        std::string files;
        for (const input& in : inputs) files += (files.empty() ? "" : ", ") + in.name;
        out << html::page_head("chesslaw audit: " + files);
        out << "<h1>chesslaw audit</h1>\n<p>" << html::escape(files) << "</p>\n<table>\n";
        out << "<tr><th>games</th><td>" << totals_.games << "</td></tr>\n<tr><th>plies replayed</th><td>" << totals_.plies
            << "</td></tr>\n<tr><th>clean</th><td>" << totals_.clean << "</td></tr>\n<tr><th>illegal</th><td>" << totals_.illegal
            << "</td></tr>\n<tr><th>unreadable</th><td>" << totals_.unreadable << "</td></tr>\n";
        if (!totals_.clauses.empty()) out << "<tr><th>clauses violated</th><td>" << html::escape(clause_counts(", ")) << "</td></tr>\n";
        char secs[32];
        std::snprintf(secs, sizeof secs, "%.2f", seconds);
        out << "<tr><th>seconds</th><td>" << secs << "</td></tr>\n</table>\n";
        out << "<p class=\"legend\">Boards show the position before the move. <span style=\"background:#f6f669\"></span>the "
               "move (arrow) <span style=\"background:#e57373\"></span>attacking or pinning piece "
               "<span style=\"background:#ffb74d\"></span>witness square (blocker, pinned piece, moved piece; for an illegal start position: the squares its argument rests on)</p>\n";
        std::ifstream body(html_body_path_, std::ios::binary);
        out << body.rdbuf();
        body.close();
        std::filesystem::remove(html_body_path_);
        out << html::page_tail();
        if (!out) throw usage_error("--html: error writing " + opt_.html);
    }

    const audit_options& opt_;
    auditor auditor_;
    totals totals_;
    std::string html_body_path_;
    std::ofstream html_body_;
};

} // namespace

void register_audit(CLI::App& app) {
    auto o = std::make_shared<audit_options>();
    CLI::App* sub = app.add_subcommand("audit", "Audit PGN game records: the first illegal move of each game, traced to its clause");
    sub->add_option("files", o->files, "PGN files to audit, in order; '-' or none: standard input")->type_name("FILE|-");
    sub->add_flag("--jsonl", o->jsonl, "One JSON object per game (input order), then a summary object (schema " +
                                           std::string(audit_schema) + ")");
    sub->add_option("--jobs,-j", o->jobs, "Games audited in parallel (default: all cores); output stays in input order")
        ->type_name("N")
        ->check(CLI::Range(1u, 1024u));
    sub->add_option("--html", o->html, "Also write a self-contained HTML report: summary, and per illegal game a board with "
                                       "the move, the witness squares and the clause text (ru, en)")
        ->type_name("REPORT.html");
    const std::string p3103(spec::id::illegal_position.id());
    sub->add_option("--reachability-budget", o->reachability_ms,
                    "Games with a FEN tag: milliseconds of proof-game search for the start position (" + p3103 + "); "
                    "default 0: the rules only (illegal with an argument, else unknown)")
        ->type_name("MS");
    sub->add_flag("!--no-progress", o->progress, "No progress line on stderr (shown only when stderr is a terminal and the input a file)");
    sub->footer(
        std::string("Output (default): one finding per game that is not clean, like a compiler:\n"
        "  FILE:LINE:COL: game N (White \u2013 Black, Event, round R): 12. O-O is illegal \u2014 ") + std::string(spec::id::castling_rook_moved.id()) + ": the rook ...\n"
        "then the clause text (ru, en) and the evidence; reader warnings as FILE:LINE:COL: ... warning: ...;\n"
        "last a summary line: games, plies, clean, illegal, unreadable, per-clause counts, seconds.\n"
        "A game with a FEN tag whose position no series of legal moves reaches is illegal (" + p3103 + "), the finding\n"
        "at the tag: FILE:LINE:COL: game N (…): the start position is illegal \u2014 " + p3103 + ": <argument>.\n"
        "--jsonl: {\"type\":\"game\",\"schema\",\"game\",\"file\",\"line\",\"tags\",\"plies\",\"status\":clean|illegal|unreadable,\n"
        "  \"start_position\":null|{\"fen\",\"verdict\":illegal|reachable|unknown,\"clause\",\"arguments\",\"proof_game\"?,\n"
        "  \"searched\",\"line\",\"column\"},\n"
        "  \"first_illegal\":null|{\"ply\",\"move_number\",\"side\",\"san\",\"uci\",\"fen\",\"line\",\"column\",\"clauses\",\n"
        "  \"violations\",\"resolution\",\"headline\"},\"error\":null|{\"line\",\"column\",\"message\"},\"warnings\"}, then\n"
        "  {\"type\":\"summary\",\"schema\",\"games\",\"plies\",\"clean\",\"illegal\",\"unreadable\",\"clauses\",\"seconds\"}.\n"
        "A game is unreadable when its PGN is damaged (the reader resumes at the next game), its FEN tag is bad,\n"
        "it is not standard chess (Variant, Chess960 FEN), or a move is not SAN / ambiguous / a null move.\n"
        "Exit status: 0 every game clean; 1 some game illegal or unreadable; 2 bad arguments or a file that\n"
        "cannot be read (named).");
    sub->callback([o] {
        if (!(o->reachability_ms >= 0)) throw usage_error("--reachability-budget: must be 0 or more milliseconds");
        audit_run run(*o);
        const int code = run.run();
        if (code != exit_ok) throw exit_request{code};
    });
}

} // namespace chesslaw::cli
