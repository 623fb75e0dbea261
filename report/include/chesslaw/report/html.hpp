#pragma once
//! The HTML audit report (`chesslaw audit --html`): one section per game with a finding — the
//! findings of its view (report/findings.hpp, the same list, order and words as the text and
//! SARIF), each with its FILE:LINE:COL, headline and the clauses it rests on (ID, title, Russian and
//! English text) with their evidence, and what a page shows beyond words: the board of an illegal
//! start position and of each breach (the move as an arrow, a legend of exactly the colours on it),
//! the board of the end beside the first result finding, the clock chart of a game with clocks —
//! an index entry for it, and the page (the verdict, the summary, the index linking to the
//! sections, the sections). The pieces (escaping, the SVG board, the legend, the index table) are
//! in report/html_board.hpp. Header-only, nothing beyond the kernel and the standard library: a
//! library user renders the same page as the CLI.
//!
//!   chesslaw::report::html::game_section(file, game, record_result[, view]) -> section {body, entry}
//!   chesslaw::report::html::write_page(std::ostream&, summary, index entries, omitted, std::istream& bodies)
//!   summary_of(report::audit_totals, files, seconds) -> summary   (the page's numbers)

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <istream>
#include <optional>
#include <ostream>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/prose/adjudication.hpp>
#include <chesslaw/prose/clock.hpp>
#include <chesslaw/prose/irregular.hpp>
#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/legality.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/report/html_board.hpp>
#include <chesslaw/report/label.hpp>
#include <chesslaw/report/text.hpp>
#include <chesslaw/spec/texts.hpp>

namespace chesslaw::report::html {

//! One line of the index: a game that is not clean.
struct index_entry {
    std::string anchor;   //!< the section's id
    std::uint64_t game = 0;
    std::string file;     //!< FILE:LINE:COL of the finding (or of the first warning)
    std::string label;    //!< game_label
    std::string players;  //!< "White – Black" (the index's short label)
    std::string status;   //!< illegal | inconsistent | unreadable | clean (a clean game with warnings)
    std::string headline; //!< the finding, one line
};

//! A game's part of the report: its section and its index entry (none for a clean game
//! without warnings).
struct section {
    std::string body;
    std::optional<index_entry> entry;
};

//! "123456-7": a game's key in the page's ids (its file hashed, its number), unique over the
//! inputs of one report.
inline std::string game_key(const std::string& file, const pgn::game& g) {
    return std::to_string(std::hash<std::string>{}(file) % 1000000) + "-" + std::to_string(g.index);
}

//! "FILE:LINE:COL".
inline std::string where(const std::string& file, pgn::source_pos at) { return file + ":" + pgn::to_string(at); }

//! The opening of a clause's block: its ID, title, Russian and English text. The caller appends
//! the evidence (`<div class="ev">`) and closes it with `</div>`.
inline std::string clause_open(const spec::clause& c) {
    return "<div class=\"clause\"><b>" + escape(c.id) + "</b> " + escape(c.title) + "<div class=\"ru\" lang=\"ru\">" + escape(spec::text_of(c).ru) +
           "</div><div class=\"en\">" + escape(spec::text_of(c).en) + "</div>";
}

//! The board of an illegal start position: the argument squares highlighted.
inline std::string start_board(const std::string& file, const pgn::game& g, const audit::start_verdict& sv) {
    const legality::report& r = sv.report;
    std::vector<highlight> marks;
    for (const auto& a : r.arguments)
        for (const square q : a.squares) marks.push_back({q, mark::square});
    return "<div class=\"fig\">" + board_svg(sv.board, marks, false, square::none, square::none, "start-" + game_key(file, g)) +
           legend(marks, {.witness = "a square the argument rests on"}) + "</div>\n";
}

//! The board of a breach: the position before it with the move as an arrow, the attackers and
//! the witness squares of its evidence.
inline std::string breach_board(const audit::first_illegal& f, std::size_t nth, const pgn::game& g, const std::string& file) {
    std::vector<highlight> marks;
    if (f.resolved) {
        marks.push_back({f.resolved->from(), mark::from});
        marks.push_back({f.resolved->to(), mark::to});
    }
    const auto witnesses = [&](const rules::finding& fd) {
        for (const auto& w : fd.evidence()) {
            // `by` is an attacker only in these facts; elsewhere (the origin of a move's shape,
            // the pawn beside for en passant) it is one more witness square
            const bool attacker = w.what == rules::fact::attacks || w.what == rules::fact::square_attacked ||
                                  w.what == rules::fact::pinned_piece;
            if (w.by != square::none) marks.push_back({w.by, attacker ? mark::attacker : mark::square});
            if (w.at != square::none) marks.push_back({w.at, mark::square});
        }
    };
    if (f.judged) {
        if (f.judged->verdict_finding.result == rules::outcome::violated) witnesses(f.judged->verdict_finding);
        for (const auto& fd : *f.judged)
            if (fd.result == rules::outcome::violated) witnesses(fd);
    }
    // one colour per square (painted_mark): the move's squares, then attackers, then witnesses
    return "<div class=\"fig\">" +
           board_svg(f.before, marks, f.resolved.has_value(), f.resolved ? f.resolved->from() : square::none,
                     f.resolved ? f.resolved->to() : square::none, "arrow-" + game_key(file, g) + "-" + std::to_string(nth)) +
           legend(marks, {.move = "the move (arrow)", .attacker = "attacking or pinning piece", .witness = "witness square (named in the evidence)"}) +
           "</div>\n<p class=\"where\">position before: " + escape(to_fen_string(f.before)) + "</p>\n";
}

//! The move that led to the position after `ply` plies of r's replay (null: the start position,
//! or a ply the replay did not reach). A clean replay keeps no moves; its plies up to there are
//! then replayed again (only for a game that has a section).
inline std::optional<move> move_into(const audit::record_result& r, const pgn::game& g, std::size_t ply) {
    if (ply == 0 || !r.start || !r.moves) return std::nullopt;
    if (r.moves->moves.size() >= ply) return r.moves->moves[ply - 1];
    if (ply > g.moves.size()) return std::nullopt;
    const std::vector<std::string_view> sans = pgn::move_texts(g, ply);
    audit::audit_options ao;
    ao.watch_end = false;
    const audit::game_result again = audit::audit_game(*r.start, sans, ao);
    if (again.moves.size() != ply) return std::nullopt;
    return again.moves.back();
}

//! "the Result tag 1-0, the movetext 1-0; by the Laws 1/2-1/2": what the record says of its result
//! and what the Laws give it.
inline std::string recorded_result(const audit::result_verdict& v) {
    return (v.tag.empty() ? std::string("no Result tag") : "the Result tag " + v.tag) + ", " +
           (v.movetext.empty() ? std::string("no result in the movetext") : "the movetext " + v.movetext) + "; by the Laws " +
           (v.by_laws.empty() ? std::string("undecided (what the record says stands)") : v.by_laws);
}

//! The board of a game's end, shown with its first result finding: the position at the end (or,
//! when the game did not end on the board, the final position) with the last move as an arrow,
//! the checking pieces and the king that has no move; when the game ended and what the record
//! says of its result. "" when there is no board to show.
inline std::string end_board(const std::string& file, const pgn::game& g, const audit::record_result& r) {
    const audit::game_end* e = r.end();
    if (!e && !r.moves) return {};
    const position& at = e ? e->at : r.moves->final_position;
    const std::size_t ply = e ? e->ply : r.moves->plies_read;
    std::vector<highlight> marks;
    const std::optional<move> last = move_into(r, g, ply);
    if (last) {
        marks.push_back({last->from(), mark::from});
        marks.push_back({last->to(), mark::to});
    }
    legend_text words{.move = "the last move (arrow)", .attacker = "checking piece", .witness = "the king with no legal move"};
    if (e && (e->kind == audit::end_kind::checkmate || e->kind == audit::end_kind::stalemate)) {
        for (const square q : squares{checkers(at)}) marks.push_back({q, mark::attacker});
        marks.push_back({at.king(at.side_to_move), mark::square});
        if (e->kind == audit::end_kind::checkmate) words.witness = "the king checkmated";
    }
    std::string s = "<div class=\"fig\">" +
                    board_svg(at, marks, last.has_value(), last ? last->from() : square::none, last ? last->to() : square::none, "end-" + game_key(file, g)) +
                    legend(marks, words) + "</div>\n";
    if (e)
        s += "<p>" + escape("The game ended " + prose::when(*r.start, g.moves, *e) + " \u2014 " + std::string(e->clause.id()) + " (" +
                            std::string(e->clause->title) + "): " + std::string(e->result)) + "</p>\n";
    else
        s += "<p>" + escape("The game did not end on the board (no checkmate, stalemate, dead position, fivefold repetition or 75 moves); "
                            "the board shows the final position, " + prose::after_ply(*r.start, pgn::move_texts(g, r.moves->plies_read), r.moves->plies_read)) +
             "</p>\n";
    s += "<p>" + escape("The record: " + recorded_result(r.result) + ".") + "</p>\n";
    s += "<p class=\"where\">" + escape(std::string(e ? "position at the end: " : "final position: ") + to_fen_string(at)) + "</p>\n";
    return s;
}

//! One finding of the view (report/findings.hpp), as the text words it: FILE:LINE:COL, the
//! headline, then its lines — each clause it rests on as a block (ID, title, Russian and English
//! text), the words (evidence, arguments, the reading, a FEN) beneath. `figure`: what the page
//! shows beside it (a board, the end), "" for none.
inline std::string finding_html(const std::string& file, const game_finding& f, const std::string& figure) {
    std::string s = "<div class=\"finding " + std::string(name(f.about)) + " " + std::string(name(f.level)) + "\">\n";
    s += "<p class=\"where\">" + escape(where(file, f.at)) + "</p>\n" + figure;
    s += "<p>";
    if (f.level != level::error) s += "<i>" + std::string(name(f.level)) + "</i> ";
    s += "<b>" + escape(f.headline) + "</b></p>\n";
    bool open = false; // a clause block takes the word lines after it (its evidence) until the next clause
    for (const detail_line& l : f.lines) {
        if (l.clause) {
            if (open) s += "</div>\n";
            s += clause_open(l.clause->get());
            open = true;
        } else if (open && l.indent > 2) {
            s += "<div class=\"ev\">" + escape(l.text) + "</div>";
        } else {
            if (open) s += "</div>\n";
            open = false;
            s += "<p class=\"ln\">" + escape(l.text) + "</p>\n";
        }
    }
    if (open) s += "</div>\n";
    return s + "</div>\n";
}

//! A number for an SVG attribute, one decimal.
inline std::string svg_num(double v) {
    char b[32];
    std::snprintf(b, sizeof b, "%.1f", v);
    return b;
}

//! The clocks of a game as an inline SVG chart: the time left per side (White's line blue, Black's
//! dark) against the move number; the end of each period with a move count a dashed line; each
//! clock finding a red ring at its ply (its words in a tooltip); the flag a red line. The plies
//! whose clock is unknown break the line. `id` is unique in the page.
inline std::string clock_chart_svg(const audit::clock_record& c, const std::string& id) {
    const clock::ledger& l = c.ledger;
    const std::size_t n = l.clock_ms.size();
    if (n == 0) return {};
    const int black_first = l.first_mover == color::black ? 1 : 0;
    // where ply i (0-based) stands, in moves from the record's first move: move k spans [k, k + 1),
    // White's reading at its middle, Black's at its end
    const auto move_of = [&](std::size_t i) { return static_cast<double>((i + static_cast<std::size_t>(black_first)) / 2) + ((i + static_cast<std::size_t>(black_first)) % 2 ? 0.5 : 0.0); };
    std::int64_t top = 60'000;
    for (const std::int64_t v : l.clock_ms) top = std::max(top, v);
    for (const clock::finding& f : l.findings)
        if (f.kind != clock::finding_kind::control_contradicted && f.kind != clock::finding_kind::forfeit_unsupported) top = std::max(top, f.recorded_ms);
    const double moves = std::max(1.0, std::floor(move_of(n - 1)) + 1.0);
    constexpr double w = 640, h = 220, left = 60, right = 12, up = 14, down = 30;
    const auto x_of = [&](double m) { return left + (w - left - right) * m / moves; };
    const auto y_of = [&](std::int64_t ms) { return up + (h - up - down) * (1.0 - static_cast<double>(ms) / static_cast<double>(top)); };
    std::string out = "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"clocks\" id=\"" + id + "\" width=\"" + svg_num(w) + "\" height=\"" + svg_num(h) +
                      "\" viewBox=\"0 0 " + svg_num(w) + " " + svg_num(h) + "\" role=\"img\" aria-label=\"clocks\">\n";
    out += "<rect x=\"" + svg_num(left) + "\" y=\"" + svg_num(up) + "\" width=\"" + svg_num(w - left - right) + "\" height=\"" + svg_num(h - up - down) +
           "\" fill=\"#fafafa\" stroke=\"#bdbdbd\"/>\n";
    // the time axis: 0, half, the top
    for (const std::int64_t t : {std::int64_t{0}, top / 2, top}) {
        out += "<text x=\"" + svg_num(left - 4) + "\" y=\"" + svg_num(y_of(t) + 4) + "\" font-size=\"10\" text-anchor=\"end\">" + escape(prose::clock_time(t / 1000 * 1000)) + "</text>\n";
        out += "<line x1=\"" + svg_num(left) + "\" x2=\"" + svg_num(w - right) + "\" y1=\"" + svg_num(y_of(t)) + "\" y2=\"" + svg_num(y_of(t)) + "\" stroke=\"#eeeeee\"/>\n";
    }
    // the move axis: every 10 moves (every 5 in a short game), numbered as the record numbers them
    const int first = l.first_move;
    const int step = moves > 30 ? 10 : 5;
    for (int m = 0; m <= static_cast<int>(moves); ++m)
        if ((m + first) % step == 0 || m == 0)
            out += "<text x=\"" + svg_num(x_of(m)) + "\" y=\"" + svg_num(h - down + 14) + "\" font-size=\"10\" text-anchor=\"middle\">" + std::to_string(m + first) + "</text>\n";
    out += "<text x=\"" + svg_num((left + w - right) / 2) + "\" y=\"" + svg_num(h - 4) + "\" font-size=\"10\" text-anchor=\"middle\">move</text>\n";
    // the periods' ends (a move count: 40, then 80 when it repeats …)
    const clock::time_control& tc = l.control.side[0];
    if (tc.kind == clock::kind::periods) {
        int end = 0;
        for (std::size_t p = 0; p < tc.count; ++p) {
            if (tc.periods[p].moves == 0) break;
            for (int k = 0; k < (p + 1 == tc.count && tc.last_repeats ? 20 : 1); ++k) {
                end += tc.periods[p].moves;
                const double m = end - first + 1;
                if (m <= 0 || m >= moves) continue;
                out += "<line x1=\"" + svg_num(x_of(m)) + "\" x2=\"" + svg_num(x_of(m)) + "\" y1=\"" + svg_num(up) + "\" y2=\"" + svg_num(h - down) +
                       "\" stroke=\"#9e9e9e\" stroke-dasharray=\"4 3\"><title>" + escape("end of the period: move " + std::to_string(end)) + "</title></line>\n";
            }
        }
    }
    // each side's line, broken where a clock is unknown
    for (int side = 0; side < 2; ++side) {
        const std::string colour = side == 0 ? "#1565c0" : "#212121";
        std::string pts;
        const auto flush = [&] {
            if (!pts.empty()) out += "<polyline fill=\"none\" stroke=\"" + colour + "\" stroke-width=\"1.5\" points=\"" + pts + "\"/>\n";
            pts.clear();
        };
        for (std::size_t i = static_cast<std::size_t>((side == 0) == (l.first_mover == color::white) ? 0 : 1); i < n; i += 2) {
            if (l.clock_ms[i] < 0) {
                flush();
                continue;
            }
            if (!pts.empty()) pts += ' ';
            pts += svg_num(x_of(move_of(i) + 0.5)) + "," + svg_num(y_of(l.clock_ms[i]));
        }
        flush();
        out += "<text x=\"" + svg_num(left + side * 50) + "\" y=\"" + svg_num(h - 4) + "\" font-size=\"11\" fill=\"" + colour + "\">" +
               (side == 0 ? "White" : "Black") + "</text>\n";
    }
    // the flag, and the findings
    if (l.flag) {
        const double x = x_of(move_of(static_cast<std::size_t>(l.flag->ply - 1)) + 0.5);
        out += "<line x1=\"" + svg_num(x) + "\" x2=\"" + svg_num(x) + "\" y1=\"" + svg_num(up) + "\" y2=\"" + svg_num(h - down) +
               "\" stroke=\"#c62828\" stroke-width=\"2\"><title>" + escape(prose::describe(*l.flag)) + "</title></line>\n";
    }
    for (const clock::finding& f : l.findings) {
        if (f.ply < 1 || static_cast<std::size_t>(f.ply) > n) continue;
        const std::size_t i = static_cast<std::size_t>(f.ply - 1);
        const std::int64_t at = l.clock_ms[i] >= 0 ? l.clock_ms[i] : f.recorded_ms >= 0 && f.kind != clock::finding_kind::control_contradicted ? f.recorded_ms : 0;
        out += "<circle cx=\"" + svg_num(x_of(move_of(i) + 0.5)) + "\" cy=\"" + svg_num(y_of(std::min(at, top))) + "\" r=\"5\" fill=\"none\" stroke=\"#c62828\" stroke-width=\"2\"><title>" +
               escape("ply " + std::to_string(f.ply) + ": " + prose::kind_words(f.kind) + " \u2014 " + std::string(f.clause.id()) + ": " + prose::describe(f)) + "</title></circle>\n";
    }
    return out + "</svg>\n";
}

//! A game's clocks: the control (and where it comes from) and the chart (its findings are the
//! section's, each with its place).
inline std::string clock_html(const audit::clock_record& c, const std::string& id) {
    std::string s = "<div class=\"clock\">\n<p><b>clocks</b>: " + escape(prose::describe_control(c)) + "; " +
                    std::to_string(c.ledger.plies_with_clock) + " plies with a clock; " + escape(prose::describe(c.ledger.convention)) + "</p>\n";
    return s + clock_chart_svg(c, id) + "</div>\n";
}

//! A game's section and index entry: the findings of its view (report/findings.hpp: the text's,
//! in the text's order), each with what the page shows beside it — the board of an illegal start
//! position, of each breach, of the end beside the first result finding — then the clock chart of
//! a game with clocks. A game with no finding (a clean game without warnings) has no index entry,
//! and a body only when it has clocks: its control and chart (issue 38 asked for a chart per game
//! with clocks). The index's headline is the game's first error (else its first finding).
inline section game_section(const std::string& file, const pgn::game& g, const audit::record_result& r, const game_view& v) {
    section out;
    if (v.findings.empty()) {
        const audit::clock_record* clk = r.clock();
        if (!clk || clk->ledger.plies_with_clock == 0) return out;
        const std::string anchor = "g" + game_key(file, g);
        out.body = "<div class=\"game clean\" id=\"" + anchor + "\">\n<h3>Game " + std::to_string(g.index) + ": " + escape(v.label) +
                   " \u2014 <span class=\"st\">clean</span> <a class=\"top\" href=\"#index\">\u2191 index</a></h3>\n" +
                   clock_html(*clk, anchor + "-clocks") + "</div>\n";
        return out;
    }
    index_entry e;
    e.anchor = "g" + game_key(file, g);
    e.game = g.index;
    e.label = v.label;
    e.players = tag_text(g, "White") + " \u2013 " + tag_text(g, "Black");
    e.status = std::string(audit::name(r.status));
    const game_finding* first = &v.findings.front();
    for (const game_finding& f : v.findings)
        if (f.level == level::error) {
            first = &f;
            break;
        }
    e.headline = first->headline;
    e.file = where(file, first->at);
    std::string body;
    bool end_shown = false;
    for (const game_finding& f : v.findings) {
        std::string figure;
        if (f.about == subject::start && f.level == level::error && r.start_position) figure = start_board(file, g, *r.start_position);
        else if (f.about == subject::breach && r.moves && f.index < r.moves->breaches.size()) figure = breach_board(r.moves->breaches[f.index], f.index, g, file);
        else if (f.about == subject::result && !end_shown && r.start) {
            figure = end_board(file, g, r);
            end_shown = true;
        }
        body += finding_html(file, f, figure);
    }
    if (const audit::clock_record* clk = r.clock()) body += clock_html(*clk, e.anchor + "-clocks");
    out.body = "<div class=\"game " + escape(e.status) + "\" id=\"" + e.anchor + "\">\n<h3>Game " + std::to_string(g.index) + ": " +
               escape(e.label) + " \u2014 <span class=\"st\">" + escape(e.status) +
               "</span> <a class=\"top\" href=\"#index\">\u2191 index</a></h3>\n" + body + "</div>\n";
    out.entry = std::move(e);
    return out;
}

//! A game's section, its view built here (a caller that renders the game in other formats too
//! builds the view once and passes it).
inline section game_section(const std::string& file, const pgn::game& g, const audit::record_result& r, const text_options& opt = {}) {
    return game_section(file, g, r, view_of(g, r, opt));
}

//! The numbers of the summary table.
struct summary {
    std::string files;
    std::uint64_t games = 0, plies = 0, clean = 0, illegal = 0, unreadable = 0;
    std::uint64_t inconsistent = 0; //!< games whose result or moves after the end contradict Articles 5, 6.9 or 9
    std::string clause_counts;      //!< "3.9 ×2, …" (empty: none)
    double seconds = 0;
    std::string end_counts;         //!< "5.1.1 ×3, 9.6.1 ×1": games that ended by each clause (empty: none)
    std::string clock_counts;       //!< "gain ×2, missing ×1": the clock findings per kind (empty: none)
};

//! The summary of an audit's totals (report/text.hpp: audit_totals, filled game by game with
//! add()): `files` names the inputs, `seconds` the time taken.
inline summary summary_of(const audit_totals& t, std::string files, double seconds) {
    summary s;
    s.files = std::move(files);
    s.games = t.games;
    s.plies = t.plies;
    s.clean = t.clean;
    s.illegal = t.illegal;
    s.unreadable = t.unreadable;
    s.inconsistent = t.inconsistent;
    s.clause_counts = clause_counts(t.clauses);
    s.end_counts = clause_counts(t.ends);
    s.clock_counts = clause_counts(t.clock_findings);
    s.seconds = seconds;
    return s;
}

//! "2 illegal, 1 inconsistent and 3 unreadable": the counts of the games with a finding.
inline std::string finding_counts(const summary& s) {
    std::vector<std::string> parts;
    if (s.illegal) parts.push_back(std::to_string(s.illegal) + " illegal");
    if (s.inconsistent) parts.push_back(std::to_string(s.inconsistent) + " inconsistent");
    if (s.unreadable) parts.push_back(std::to_string(s.unreadable) + " unreadable");
    std::string out;
    for (std::size_t i = 0; i < parts.size(); ++i) out += (i == 0 ? "" : i + 1 == parts.size() ? " and " : ", ") + parts[i];
    return out;
}

//! Writes the whole page: the summary, the legend, the index of the games that are not clean,
//! then their sections (read from `body`). Returns false when the stream failed.
inline bool write_page(std::ostream& out, const summary& s, const std::vector<index_entry>& index, std::size_t omitted, std::istream& body) {
    out << page_head("chesslaw audit: " + s.files);
    out << "<h1>chesslaw audit</h1>\n<p class=\"where\">" << escape(s.files) << "</p>\n";
    // the verdict in one line, then the numbers, then the index of the sections below
    if (s.games == 0)
        out << "<p class=\"verdict clean\">No game in the input.</p>\n";
    else if (s.illegal + s.inconsistent + s.unreadable == 0)
        out << "<p class=\"verdict clean\">" << (s.games == 1 ? std::string("The game is clean") : "All " + std::to_string(s.games) + " games are clean")
            << ": every move is legal under Article 3, and no result or move after the end contradicts Articles 5, 6.9 and 9.</p>\n";
    else
        out << "<p class=\"verdict findings\">" << escape(finding_counts(s)) << " of " << s.games << (s.games == 1 ? " game" : " games")
            << "; every finding of each is below.</p>\n";
    out << "<table class=\"summary\">\n<tr><th>games</th><td>" << s.games << "</td></tr>\n<tr><th>plies replayed</th><td>" << s.plies
        << "</td></tr>\n<tr><th>clean</th><td>" << s.clean << "</td></tr>\n<tr><th>illegal</th><td>" << s.illegal
        << "</td></tr>\n<tr><th>inconsistent</th><td>" << s.inconsistent << "</td></tr>\n<tr><th>unreadable</th><td>" << s.unreadable
        << "</td></tr>\n";
    if (!s.clause_counts.empty()) out << "<tr><th>clauses violated</th><td>" << escape(s.clause_counts) << "</td></tr>\n";
    if (!s.end_counts.empty()) out << "<tr><th>games ended by</th><td>" << escape(s.end_counts) << "</td></tr>\n";
    if (!s.clock_counts.empty()) out << "<tr><th>clock findings</th><td>" << escape(s.clock_counts) << "</td></tr>\n";
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.2f", s.seconds);
    out << "<tr><th>seconds</th><td>" << secs << "</td></tr>\n</table>\n";
    if (!index.empty()) {
        std::vector<index_row> rows;
        rows.reserve(index.size());
        for (const index_entry& e : index) rows.push_back({e.anchor, static_cast<std::size_t>(e.game), e.file, e.players, e.status, e.headline});
        out << index_table(rows, omitted);
        out << "<p class=\"note\">A breach's board shows the position before the move, the board of a game's end the position at "
               "the end; each legend names the colours on its board.</p>\n";
    }
    // An empty body inserts nothing, and `out << rdbuf()` of an empty buffer sets failbit: copy by hand.
    char buf[1 << 14];
    while (body.read(buf, sizeof buf) || body.gcount() > 0) out.write(buf, body.gcount());
    out << page_tail();
    return static_cast<bool>(out);
}

} // namespace chesslaw::report::html
