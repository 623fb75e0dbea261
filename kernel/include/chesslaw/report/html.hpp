#pragma once
//! The HTML audit report (`chesslaw audit --html`): one section per game that is not clean or has
//! reader warnings (its board with a legend of exactly the colours on it, headline, clauses,
//! warnings with FILE:LINE:COL), an index entry for it, and the page (the verdict, the summary,
//! the index linking to the sections, the sections). The pieces (escaping, the SVG board, the
//! legend, the index table) are in report/html_board.hpp. Header-only, nothing beyond the kernel
//! and the standard library: a library user renders the same page as the CLI.
//!
//!   chesslaw::report::game_section(file, game, record_result) -> section {body, entry}
//!   chesslaw::report::write_page(std::ostream&, summary, index entries, omitted, std::istream& bodies)

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <istream>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/text.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/html_board.hpp>
#include <chesslaw/report/label.hpp>

namespace chesslaw::report::html {

//! One line of the index: a game that is not clean.
struct index_entry {
    std::string anchor;   //!< the section's id
    std::uint64_t game = 0;
    std::string file;     //!< FILE:LINE:COL of the finding (or of the first warning)
    std::string label;    //!< game_label
    std::string players;  //!< "White – Black" (the index's short label)
    std::string status;   //!< illegal | unreadable | clean (a clean game with warnings)
    std::string headline; //!< the finding, one line
};

//! A game's part of the report: its section and its index entry (none for a clean game
//! without warnings).
struct section {
    std::string body;
    std::optional<index_entry> entry;
};

//! The section of an illegal start position: the board, the argument squares highlighted.
inline std::string start_html(const std::string& file, const pgn::game& g, const audit::start_verdict& sv) {
    const legality::report& r = sv.report;
    const spec::clause& c = r.clause.get();
    std::vector<highlight> marks;
    for (const auto& a : r.arguments)
        for (const square q : a.squares) marks.push_back({q, mark::square});
    std::string s = "<p class=\"where\">" + escape(file + ":" + pgn::to_string(sv.tag->at)) + "</p>\n";
    s += "<div class=\"fig\">" +
         board_svg(sv.board, marks, false, square::none, square::none,
                         "start-" + std::to_string(std::hash<std::string>{}(file) % 1000000) + "-" + std::to_string(g.index)) +
         legend(marks, {.witness = "a square the argument rests on"}) + "</div>";
    s += "\n<p><b>" + escape("the start position is illegal \u2014 " + std::string(c.id) + ": " + r.arguments.front().text) +
         "</b></p>\n";
    s += "<p class=\"where\">FEN tag: " + escape(pgn::to_utf8(sv.tag->value)) + "</p>\n";
    s += "<div class=\"clause\"><b>" + escape(std::string(c.id)) + "</b> " + escape(std::string(c.title)) +
         "<div class=\"ru\" lang=\"ru\">" + escape(std::string(c.text_ru)) + "</div><div class=\"en\">" +
         escape(std::string(c.text_en)) + "</div>";
    for (const auto& a : r.arguments) {
        const std::string sq = squares_text(a.squares);
        s += "<div class=\"ev\">argument [" + escape(std::string(legality::to_string(a.kind))) + "]: " + escape(a.text) +
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
        clauses += "<div class=\"clause\"><b>" + escape(std::string(fd.clause.id())) + "</b> " +
                   escape(std::string(fd.clause->title)) + "<div class=\"ru\" lang=\"ru\">" +
                   escape(std::string(fd.clause->text_ru)) + "</div><div class=\"en\">" +
                   escape(std::string(fd.clause->text_en)) + "</div>";
        for (const auto& w : fd.evidence())
            clauses += "<div class=\"ev\">evidence: " + escape(audit::describe_in_game(w, start, r.moves)) + "</div>";
        clauses += "</div>";
    };
    if (f.judged) {
        if (f.judged->verdict_finding.result == rules::outcome::violated) block(f.judged->verdict_finding);
        for (const auto& fd : *f.judged)
            if (fd.result == rules::outcome::violated) block(fd);
    } else {
        for (const auto c : f.clauses)
            clauses += "<div class=\"clause\"><b>" + escape(std::string(c.id())) + "</b> " + escape(std::string(c->title)) +
                       "<div class=\"ru\" lang=\"ru\">" + escape(std::string(c->text_ru)) + "</div><div class=\"en\">" +
                       escape(std::string(c->text_en)) + "</div></div>";
    }
    std::string s = "<p class=\"where\">" + escape(file + ":" + pgn::to_string(tok.at)) + "</p>\n";
    // one colour per square (painted_mark): the move's squares, then attackers, then witnesses
    s += "<div class=\"fig\">" +
         board_svg(f.before, marks, f.resolved.has_value(), f.resolved ? f.resolved->from() : square::none,
                         f.resolved ? f.resolved->to() : square::none,
                         "arrow-" + std::to_string(std::hash<std::string>{}(file) % 1000000) + "-" + std::to_string(g.index) + "-" + std::to_string(nth)) +
         legend(marks, {.move = "the move (arrow)", .attacker = "attacking or pinning piece",
                              .witness = "witness square (named in the evidence)"}) +
         "</div>";
    s += "\n<p><b>" + escape(audit::headline(start, r, f)) + "</b></p>\n";
    if (f.resolved) s += "<p>read as " + escape(audit::long_form(f.before, *f.resolved)) + "</p>\n";
    s += "<p class=\"where\">position before: " + escape(to_fen_string(f.before)) + "</p>\n";
    s += clauses + "\n";
    return s;
}

//! A game's section and index entry; empty for a clean game without warnings.
inline section game_section(const std::string& file, const pgn::game& g, const audit::record_result& r) {
    section out;
    if (r.status == audit::record_status::clean && r.warnings.empty()) return out;
    index_entry e;
    e.anchor = "g" + std::to_string(std::hash<std::string>{}(file) % 1000000) + "-" + std::to_string(g.index);
    e.game = g.index;
    e.file = file;
    e.label = game_label(g);
    e.players = tag_text(g, "White") + " \u2013 " + tag_text(g, "Black");
    e.status = std::string(audit::name(r.status));
    std::string body;
    if (r.start_illegal) {
        body += start_html(file, g, *r.start_position);
        const auto& a = r.start_position->report;
        e.headline = "the start position is illegal \u2014 " + std::string(a.clause.id()) + ": " + a.arguments.front().text;
        e.file = file + ":" + pgn::to_string(r.start_position->tag->at);
    }
    if (r.error) {
        body += "<p><b>unreadable</b> at " + escape(file + ":" + pgn::to_string(r.error->at)) + ": " + escape(r.error->message) +
                "</p>\n";
        if (e.headline.empty()) {
            e.headline = "unreadable: " + r.error->message;
            e.file = file + ":" + pgn::to_string(r.error->at);
        }
    }
    if (r.move_illegal) {
        for (std::size_t i = 0; i < r.moves->breaches.size(); ++i) // every breach, each with its board
            body += move_html(*r.start, *r.moves, r.moves->breaches[i], i, *r.breach_tokens[i], g, file);
        if (r.stop)
            body += "<p class=\"where\">" + escape(file + ":" + pgn::to_string(r.stop->at)) + ": " + escape(r.stop->message) +
                    " (the moves after it are not judged)</p>\n";
        if (e.headline.empty()) {
            e.headline = audit::headline(*r.start, *r.moves);
            e.file = file + ":" + pgn::to_string(r.finding_token->at);
        }
    }
    if (!r.warnings.empty()) {
        body += "<ul class=\"warnings\">";
        for (const auto& w : r.warnings)
            body += "<li><span class=\"where\">" + escape(file + ":" + pgn::to_string(w.at)) + "</span> warning: " +
                    escape(w.message) + "</li>";
        body += "</ul>\n";
        if (e.headline.empty()) {
            e.headline = r.warnings.size() == 1 ? r.warnings.front().message : std::to_string(r.warnings.size()) + " warnings";
            e.file = file + ":" + pgn::to_string(r.warnings.front().at);
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
    std::string clause_counts; //!< "3.9 ×2, …" (empty: none)
    double seconds = 0;
};

//! Writes the whole page: the summary, the legend, the index of the games that are not clean,
//! then their sections (read from `body`). Returns false when the stream failed.
inline bool write_page(std::ostream& out, const summary& s, const std::vector<index_entry>& index, std::size_t omitted, std::istream& body) {
    out << page_head("chesslaw audit: " + s.files);
    out << "<h1>chesslaw audit</h1>\n<p class=\"where\">" << escape(s.files) << "</p>\n";
    // the verdict in one line, then the numbers, then the index of the sections below
    if (s.games == 0)
        out << "<p class=\"verdict clean\">No game in the input.</p>\n";
    else if (s.illegal + s.unreadable == 0)
        out << "<p class=\"verdict clean\">" << (s.games == 1 ? std::string("The game is clean") : "All " + std::to_string(s.games) + " games are clean")
            << ": every move is legal under Article 3.</p>\n";
    else
        out << "<p class=\"verdict findings\">"
            << (s.illegal ? std::to_string(s.illegal) + " illegal" : std::string())
            << (s.illegal && s.unreadable ? " and " : "")
            << (s.unreadable ? std::to_string(s.unreadable) + " unreadable" : std::string()) << " of " << s.games
            << (s.games == 1 ? " game" : " games") << "; every finding of each is below.</p>\n";
    out << "<table class=\"summary\">\n<tr><th>games</th><td>" << s.games << "</td></tr>\n<tr><th>plies replayed</th><td>" << s.plies
        << "</td></tr>\n<tr><th>clean</th><td>" << s.clean << "</td></tr>\n<tr><th>illegal</th><td>" << s.illegal
        << "</td></tr>\n<tr><th>unreadable</th><td>" << s.unreadable << "</td></tr>\n";
    if (!s.clause_counts.empty()) out << "<tr><th>clauses violated</th><td>" << escape(s.clause_counts) << "</td></tr>\n";
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.2f", s.seconds);
    out << "<tr><th>seconds</th><td>" << secs << "</td></tr>\n</table>\n";
    if (!index.empty()) {
        std::vector<index_row> rows;
        rows.reserve(index.size());
        for (const index_entry& e : index) rows.push_back({e.anchor, static_cast<std::size_t>(e.game), e.file, e.players, e.status, e.headline});
        out << index_table(rows, omitted);
        out << "<p class=\"note\">Each board shows the position before the move; its legend names the colours on it.</p>\n";
    }
    // An empty body inserts nothing, and `out << rdbuf()` of an empty buffer sets failbit: copy by hand.
    char buf[1 << 14];
    while (body.read(buf, sizeof buf) || body.gcount() > 0) out.write(buf, body.gcount());
    out << page_tail();
    return static_cast<bool>(out);
}

} // namespace chesslaw::report::html
