#pragma once
//! The HTML audit report (`chesslaw audit --html`): one section per game that is not clean or has
//! reader warnings (each breach with its board and a legend of exactly the colours on it, headline,
//! clauses, warnings with FILE:LINE:COL; how the game ended — the board at the end with the clause
//! when the record contradicts it, each result finding, the undecided questions and the draw
//! claims as information), an index entry for it, and the page (the verdict, the summary, the
//! index linking to the sections, the sections). The pieces (escaping, the SVG board, the
//! legend, the index table) are in report/html_board.hpp. Header-only, nothing beyond the kernel
//! and the standard library: a library user renders the same page as the CLI.
//!
//!   chesslaw::report::html::game_section(file, game, record_result) -> section {body, entry}
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
    return "<div class=\"clause\"><b>" + escape(c.id) + "</b> " + escape(c.title) + "<div class=\"ru\" lang=\"ru\">" + escape(c.text_ru) +
           "</div><div class=\"en\">" + escape(c.text_en) + "</div>";
}

//! The section of an illegal start position: the board, the argument squares highlighted.
inline std::string start_html(const std::string& file, const pgn::game& g, const audit::start_verdict& sv) {
    const legality::report& r = sv.report;
    const spec::clause& c = r.clause.get();
    std::vector<highlight> marks;
    for (const auto& a : r.arguments)
        for (const square q : a.squares) marks.push_back({q, mark::square});
    std::string s = "<p class=\"where\">" + escape(where(file, sv.at)) + "</p>\n";
    s += "<div class=\"fig\">" + board_svg(sv.board, marks, false, square::none, square::none, "start-" + game_key(file, g)) +
         legend(marks, {.witness = "a square the argument rests on"}) + "</div>";
    s += "\n<p><b>" + escape("the start position is illegal \u2014 " + std::string(c.id) + ": " + prose::describe(r.arguments.front())) +
         "</b></p>\n";
    s += "<p class=\"where\">FEN tag: " + escape(pgn::to_utf8(sv.fen)) + "</p>\n";
    s += clause_open(c);
    for (const auto& a : r.arguments) {
        const std::string sq = squares_text(a.squares);
        s += "<div class=\"ev\">argument [" + escape(std::string(legality::to_string(a.kind))) + "]: " + escape(prose::describe(a)) +
             (sq.empty() ? std::string() : " (squares: " + sq + ")") + "</div>";
    }
    s += "</div>\n";
    return s;
}

//! The section of an illegal move: the board before it with the move as an arrow, the witness
//! squares, the headline, each violated clause (ru, en) with its evidence.
inline std::string move_html(const position& start, const audit::game_result& r, const audit::first_illegal& f, std::size_t nth,
                             const pgn::san_token& tok, const pgn::game& g, const std::string& file) {
    std::vector<highlight> marks;
    if (f.resolved) {
        marks.push_back({f.resolved->from(), mark::from});
        marks.push_back({f.resolved->to(), mark::to});
    }
    std::string clauses;
    const auto block = [&](const rules::finding& fd) {
        for (const auto& w : fd.evidence()) {
            // `by` is an attacker only in these facts; elsewhere (the origin of a move's shape,
            // the pawn beside for en passant) it is one more witness square
            const bool attacker = w.what == rules::fact::attacks || w.what == rules::fact::square_attacked ||
                                  w.what == rules::fact::pinned_piece;
            if (w.by != square::none) marks.push_back({w.by, attacker ? mark::attacker : mark::square});
            if (w.at != square::none) marks.push_back({w.at, mark::square});
        }
        clauses += clause_open(fd.clause.get());
        for (const auto& w : fd.evidence())
            clauses += "<div class=\"ev\">evidence: " + escape(prose::describe_in_game(w, start, r.moves)) + "</div>";
        clauses += "</div>";
    };
    if (f.judged) {
        if (f.judged->verdict_finding.result == rules::outcome::violated) block(f.judged->verdict_finding);
        for (const auto& fd : *f.judged)
            if (fd.result == rules::outcome::violated) block(fd);
    } else {
        for (const auto c : f.clauses) clauses += clause_open(c.get()) + "</div>";
    }
    std::string s = "<p class=\"where\">" + escape(where(file, tok.at)) + "</p>\n";
    // one colour per square (painted_mark): the move's squares, then attackers, then witnesses
    s += "<div class=\"fig\">" +
         board_svg(f.before, marks, f.resolved.has_value(), f.resolved ? f.resolved->from() : square::none,
                   f.resolved ? f.resolved->to() : square::none, "arrow-" + game_key(file, g) + "-" + std::to_string(nth)) +
         legend(marks, {.move = "the move (arrow)", .attacker = "attacking or pinning piece",
                        .witness = "witness square (named in the evidence)"}) +
         "</div>";
    s += "\n<p><b>" + escape(prose::headline(start, r, f)) + "</b></p>\n";
    if (f.resolved) s += "<p>read as " + escape(prose::long_form(f.before, *f.resolved)) + "</p>\n";
    s += "<p class=\"where\">position before: " + escape(to_fen_string(f.before)) + "</p>\n";
    s += clauses + "\n";
    return s;
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

//! The one-line headline of a result finding: "5.2.1: the result 1-0 (…) contradicts the end: …".
inline std::string result_headline(const audit::result_finding& f, const audit::record_result& r) {
    return std::string(f.clause.id()) + ": " + prose::describe(f, r);
}

//! How the game ended, for a game's section: when the record's result or moves contradict the
//! end (result findings), a board of the position at the end (or, when the game did not end on
//! the board, the final position) with the last move as an arrow, the checking pieces and the
//! king that has no move; the end's clause (ru, en) with its evidence; each result finding with
//! its clause, kind, text and FILE:LINE:COL, and the text of each other clause they cite; then,
//! as information (never findings), what the certain rules leave undecided and the draws a
//! player could have claimed. "" when there is nothing to say.
inline std::string ending_html(const std::string& file, const pgn::game& g, const audit::record_result& r) {
    const audit::game_end* e = r.end();
    const audit::result_verdict& v = r.result;
    const std::span<const audit::draw_claim> claims = r.claims();
    if (!e && v.findings.empty() && v.undecided.empty() && claims.empty()) return {};
    std::string s = "<div class=\"end\">\n";
    if (!v.findings.empty() && (e || r.moves)) {
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
        s += "<p class=\"where\">" + escape(where(file, v.findings.front().at)) + "</p>\n";
        s += "<div class=\"fig\">" +
             board_svg(at, marks, last.has_value(), last ? last->from() : square::none, last ? last->to() : square::none,
                       "end-" + game_key(file, g)) +
             legend(marks, words) + "</div>\n";
    }
    if (e) {
        s += "<p><b>" + escape("The game ended " + prose::when(*r.start, g.moves, *e) + " \u2014 " + std::string(e->clause.id()) + " (" + std::string(e->clause->title) +
                               "): " + std::string(e->result)) +
             "</b></p>\n";
    } else if (!v.findings.empty() && r.moves) {
        const std::vector<std::string_view> sans = pgn::move_texts(g, r.moves->plies_read);
        s += "<p><b>" +
             escape("The game did not end on the board (no checkmate, stalemate, dead position, fivefold repetition or 75 moves); "
                    "the board shows the final position, " + prose::after_ply(*r.start, sans, r.moves->plies_read)) +
             "</b></p>\n";
    }
    s += "<p>" + escape("The record: " + recorded_result(v) + ".") + "</p>\n";
    if (!v.findings.empty() && (e || r.moves))
        s += "<p class=\"where\">" + escape(std::string(e ? "position at the end: " : "final position: ") +
                                            to_fen_string(e ? e->at : r.moves->final_position)) +
             "</p>\n";
    std::vector<spec::clause_ref> shown;
    if (e) {
        s += clause_open(e->clause.get()) + "<div class=\"ev\">evidence: " + escape(prose::evidence(*r.start, g.moves, *e)) + "</div></div>\n";
        shown.push_back(e->clause);
    }
    if (!v.findings.empty()) {
        s += "<ul class=\"findings\">";
        for (const audit::result_finding& f : v.findings)
            s += "<li><span class=\"where\">" + escape(where(file, f.at)) + "</span> <b>" + escape(f.clause.id()) + "</b> [" + escape(audit::name(f.kind)) +
                 "]: " + escape(prose::describe(f, r)) + "</li>";
        s += "</ul>\n";
        for (const audit::result_finding& f : v.findings)
            if (std::find(shown.begin(), shown.end(), f.clause) == shown.end()) {
                s += clause_open(f.clause.get()) + "</div>\n";
                shown.push_back(f.clause);
            }
    }
    if (!v.undecided.empty() || !claims.empty()) {
        s += "<ul class=\"info\">";
        for (const audit::result_finding& u : v.undecided)
            s += "<li><span class=\"where\">" + escape(where(file, u.at)) + "</span> undecided, not a finding: <b>" + escape(u.clause.id()) +
                 "</b> [" + escape(audit::name(u.kind)) + "] " + escape(prose::describe(u, r)) + "</li>";
        for (const audit::draw_claim& c : claims) {
            s += "<li>";
            if (c.ply > 0 && c.ply <= g.moves.size())
                s += "<span class=\"where\">" + escape(where(file, g.moves[c.ply - 1].at)) + "</span> ";
            s += "draw claim (information, not a finding): <b>" + escape(c.clause.id()) + "</b> " + escape(prose::describe(*r.start, g.moves, c)) + "</li>";
        }
        s += "</ul>\n";
    }
    return s + "</div>\n";
}

//! The adjudication the record states, checked against the Laws (audit/adjudication.hpp): the claim
//! as written with its place, the verdict (class confirmed / contradicted / not_checkable), the
//! clause's texts, the evidence in words. "" when the record states none.
inline std::string adjudication_html(const std::string& file, const audit::record_result& r) {
    if (!r.adjudication) return {};
    const audit::adjudication_check& a = *r.adjudication;
    std::string s = "<div class=\"adjudication " + std::string(audit::name(a.verdict)) + "\">\n<p><span class=\"where\">" +
                    escape(where(file, a.read.at)) + "</span> adjudication (" + escape(audit::name(a.read.source)) + "): <b>\u201c" +
                    escape(pgn::to_utf8(a.read.text)) + "\u201d</b> \u2014 " + escape(prose::describe(a.read.claim)) + ": <b>" +
                    escape(prose::describe(a.verdict)) + "</b>" + (a.clause ? " (" + escape(a.clause->id()) + ")" : std::string()) + "</p>\n";
    s += "<p class=\"ev\">" + escape(prose::describe_evidence(a)) + "</p>\n";
    if (a.clause) s += clause_open(a.clause->get()) + "</div>\n";
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

//! A game's clocks: the control (and where it comes from), the chart, each clock finding with its place.
inline std::string clock_html(const std::string& file, const pgn::game& g, const audit::clock_record& c, const std::string& id) {
    std::string s = "<div class=\"clock\">\n<p><b>clocks</b>: " + escape(prose::describe_control(c)) + "; " +
                    std::to_string(c.ledger.plies_with_clock) + " plies with a clock; " + escape(prose::describe(c.ledger.convention)) + "</p>\n";
    s += clock_chart_svg(c, id);
    if (!c.ledger.findings.empty()) {
        s += "<ul class=\"warnings\">";
        for (const clock::finding& f : c.ledger.findings)
            s += "<li><span class=\"where\">" + escape(where(file, ply_at(g, static_cast<std::size_t>(f.ply)))) + "</span> <b title=\"" + escape(f.clause->text_en) + "\">" + escape(f.clause.id()) + "</b> " +
                 escape(prose::kind_words(f.kind)) + ": " + escape(prose::describe(f)) + " (" + escape(prose::evidence(f)) + ")</li>";
        s += "</ul>\n";
    }
    return s + "</div>\n";
}

//! A game's section and index entry; empty for a clean game without warnings. The index's
//! headline is the game's first finding: the start position, the unreadable part, the first
//! breach, the first result finding (an inconsistent game), else the warnings.
inline section game_section(const std::string& file, const pgn::game& g, const audit::record_result& r) {
    section out;
    const audit::clock_record* clk = r.clock();
    const bool clock_findings = clk && !clk->ledger.findings.empty();
    if (r.status == audit::record_status::clean && r.warnings.empty() && !clock_findings) return out;
    index_entry e;
    e.anchor = "g" + game_key(file, g);
    e.game = g.index;
    e.file = file;
    e.label = game_label(g);
    e.players = tag_text(g, "White") + " \u2013 " + tag_text(g, "Black");
    e.status = std::string(audit::name(r.status));
    const auto headline = [&](std::string text, pgn::source_pos at) {
        if (!e.headline.empty()) return;
        e.headline = std::move(text);
        e.file = where(file, at);
    };
    std::string body;
    if (r.start_illegal) {
        body += start_html(file, g, *r.start_position);
        const auto& a = r.start_position->report;
        headline("the start position is illegal \u2014 " + std::string(a.clause.id()) + ": " + prose::describe(a.arguments.front()),
                 r.start_position->at);
    }
    if (r.error) {
        body += "<p><b>unreadable</b> at " + escape(where(file, r.error->at)) + ": " + escape(prose::describe(*r.error, r)) + "</p>\n";
        headline("unreadable: " + prose::describe(*r.error, r), r.error->at);
    }
    if (r.move_illegal) {
        for (std::size_t i = 0; i < r.moves->breaches.size(); ++i) // every breach, each with its board
            body += "<div class=\"breach\">\n" + move_html(*r.start, *r.moves, r.moves->breaches[i], i, r.breach_tokens[i], g, file) +
                    "</div>\n";
        if (r.stop)
            body += "<p class=\"where\">" + escape(where(file, r.stop->at)) + ": " + escape(prose::describe(*r.stop, r)) +
                    " (the moves after it are not judged)</p>\n";
        headline(prose::headline(*r.start, *r.moves), r.finding_token->at);
    }
    if (!r.repairs.empty() && r.start) body += repairs_html(*r.start, pgn::move_texts(g), r.repairs);
    body += ending_html(file, g, r);
    body += adjudication_html(file, r); // (a game with a section: one that is not clean, or has warnings or clock findings)
    if (!r.result.findings.empty()) headline(result_headline(r.result.findings.front(), r), r.result.findings.front().at);
    if (!r.warnings.empty()) {
        body += "<ul class=\"warnings\">";
        for (const auto& w : r.warnings)
            body += "<li><span class=\"where\">" + escape(where(file, w.at)) + "</span> warning: " + escape(prose::describe(w)) + "</li>";
        body += "</ul>\n";
        headline(r.warnings.size() == 1 ? prose::describe(r.warnings.front()) : std::to_string(r.warnings.size()) + " warnings", r.warnings.front().at);
    }
    if (clk) {
        body += clock_html(file, g, *clk, e.anchor + "-clocks");
        if (clock_findings) {
            const clock::finding& f = clk->ledger.findings.front();
            headline("clock: " + prose::kind_words(f.kind) + " \u2014 " + std::string(f.clause.id()) + ": " + prose::describe(f), ply_at(g, static_cast<std::size_t>(f.ply)));
        }
    }
    out.body = "<div class=\"game " + escape(e.status) + "\" id=\"" + e.anchor + "\">\n<h3>Game " + std::to_string(g.index) + ": " +
               escape(e.label) + " \u2014 <span class=\"st\">" + escape(e.status) +
               "</span> <a class=\"top\" href=\"#index\">\u2191 index</a></h3>\n" + body + "</div>\n";
    out.entry = std::move(e);
    return out;
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
