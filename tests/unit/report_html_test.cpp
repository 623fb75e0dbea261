// report::html, the kernel's HTML audit report, without the CLI: a game's section from
// audit::audit_pgn — how the game ended (the end board, the clause in Russian and English, the
// evidence, each result finding with FILE:LINE:COL, undecided questions and draw claims as
// information), for an inconsistent game, a game that did not end on the board (6.9), and an
// illegal game with a result finding; no section for a clean game; the page's verdict and summary,
// and the whole page from audit_pgn as a library user writes it.
#include <gtest/gtest.h>

#include <algorithm>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/report/findings.hpp>
#include <chesslaw/report/html.hpp>
#include <chesslaw/prose/audit.hpp>

using namespace chesslaw;
namespace html = chesslaw::report::html;
using audit::record_status;

namespace {

const std::string pgn_file = "t.pgn";

//! One game of PGN: the tags (a FEN tag when `fen` is not empty), the moves and the result.
std::string game(std::string_view moves, std::string_view result, std::string_view fen = {}, std::string_view extra_tags = {}) {
    std::string s = "[Event \"html test\"]\n[White \"White, W\"]\n[Black \"Black, B\"]\n[Result \"" + std::string(result) + "\"]\n";
    if (!fen.empty()) s += "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n";
    s += std::string(extra_tags);
    return s + "\n" + std::string(moves) + " " + std::string(result) + "\n\n";
}

std::size_t occurrences(const std::string& s, std::string_view what) {
    std::size_t n = 0;
    for (auto at = s.find(what); at != std::string::npos; at = s.find(what, at + what.size())) ++n;
    return n;
}

bool has(const std::string& s, std::string_view what) { return s.find(what) != std::string::npos; }

//! The clause's ID, title and both texts as the page writes them.
void expect_clause(const std::string& body, spec::clause_ref c) {
    EXPECT_TRUE(has(body, "<b>" + html::escape(c.id()) + "</b> " + html::escape(c->title))) << c.id();
    EXPECT_TRUE(has(body, html::escape(chesslaw::spec::text_of(c).ru))) << c.id() << ": Russian text";
    EXPECT_TRUE(has(body, html::escape(chesslaw::spec::text_of(c).en))) << c.id() << ": English text";
}

struct audited {
    std::vector<audit::owned_record> records;
    html::section section;
    const audit::record_result& result() const { return records.front().result; }
};

audited section_of(const std::string& pgn) {
    audited a;
    a.records = audit::audit_pgn(pgn);
    EXPECT_EQ(a.records.size(), 1u);
    if (!a.records.empty()) a.section = html::game_section(pgn_file, a.records.front().game, a.records.front().result);
    return a;
}

//! The section shows the game's view (report/findings.hpp), the text's findings: each one's
//! place, level and headline, in order, and every clause it rests on with its texts; the index
//! names the first error.
void expect_view(const audited& a) {
    const report::game_view v = report::view_of(a.records.front().game, a.result());
    const std::string& b = a.section.body;
    std::size_t from = 0;
    for (const report::game_finding& f : v.findings) {
        const std::string open = "<div class=\"finding " + std::string(report::name(f.about)) + " " + std::string(report::name(f.level)) + "\">";
        const auto at = b.find(open, from);
        ASSERT_NE(at, std::string::npos) << open << " after " << from << ": " << f.headline;
        EXPECT_TRUE(has(b.substr(at), "<p class=\"where\">" + pgn_file + ":" + pgn::to_string(f.at) + "</p>")) << f.headline;
        EXPECT_TRUE(has(b.substr(at), "<b>" + html::escape(f.headline) + "</b>")) << f.headline;
        for (const report::detail_line& l : f.lines)
            if (l.clause) expect_clause(b, *l.clause);
        from = at + open.size();
    }
    ASSERT_TRUE(a.section.entry.has_value());
    const report::game_finding* first = &v.findings.front();
    for (const report::game_finding& f : v.findings)
        if (f.level == report::level::error) {
            first = &f;
            break;
        }
    EXPECT_EQ(a.section.entry->headline, first->headline);
    EXPECT_EQ(a.section.entry->file, pgn_file + ":" + pgn::to_string(first->at));
}

// 1. Nf3 Nf6 2. Ng1 Ng8 four times: the initial position for the fifth time after 8... Ng8.
constexpr std::string_view shuffle = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8";

} // namespace

// 1-0 recorded after a stalemate: the end board (the last move as an arrow, the king with no
// move), the clause and the finding; the index names the game inconsistent, headline the finding.
TEST(ReportHtml, InconsistentGameAfterAStalemate) {
    const auto a = section_of(game("1. Qc7", "1-0", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1"));
    const auto& r = a.result();
    ASSERT_EQ(r.status, record_status::inconsistent);
    ASSERT_NE(r.end(), nullptr);
    ASSERT_EQ(r.result.findings.size(), 1u);
    const audit::result_finding& f = r.result.findings.front();
    ASSERT_TRUE(a.section.entry.has_value());
    const html::index_entry& e = *a.section.entry;
    EXPECT_EQ(e.status, "inconsistent");
    expect_view(a);
    EXPECT_TRUE(has(e.headline, chesslaw::prose::describe(f, r))) << e.headline;
    EXPECT_EQ(e.file, pgn_file + ":" + pgn::to_string(f.at));
    const std::string& b = a.section.body;
    EXPECT_TRUE(has(b, "class=\"game inconsistent\"")) << b;
    EXPECT_EQ(occurrences(b, "<svg "), 1u) << "one board: the end";
    EXPECT_TRUE(has(b, "<marker id=\"end-")) << "the end board's id";
    EXPECT_EQ(occurrences(b, "marker-end="), 1u) << "the last move, c1-c7, as an arrow";
    EXPECT_EQ(occurrences(b, "fill=\"#cddc39\""), 2u) << "the last move's squares";
    EXPECT_EQ(occurrences(b, "fill=\"#ffb74d\""), 1u) << "the king with no legal move";
    EXPECT_TRUE(has(b, "the king with no legal move"));
    EXPECT_TRUE(has(b, "position at the end: " + to_fen_string(r.end()->at)));
    expect_clause(b, spec::id::stalemate);
    EXPECT_TRUE(has(b, "evidence: " + html::escape(prose::evidence(*r.start, a.records.front().game.moves, *r.end()))));
    EXPECT_TRUE(has(b, "<div class=\"finding result error\">"));
    EXPECT_TRUE(has(b, html::escape(chesslaw::prose::describe(f, r))));
    EXPECT_TRUE(has(b, pgn_file + ":" + pgn::to_string(f.at)));
    EXPECT_TRUE(has(b, "by the Laws 1/2-1/2"));
}

// A fivefold repetition with a move recorded after it and 1-0: both findings, each with its
// place; the threefold claims before it listed as information.
TEST(ReportHtml, FivefoldRepetitionWithMovesAfterTheEnd) {
    const auto a = section_of(game(std::string(shuffle) + " 9. e4", "1-0"));
    const auto& r = a.result();
    ASSERT_EQ(r.status, record_status::inconsistent);
    ASSERT_NE(r.end(), nullptr);
    EXPECT_EQ(r.end()->clause, spec::id::fivefold_repetition);
    ASSERT_EQ(r.result.findings.size(), 2u);
    const std::string& b = a.section.body;
    EXPECT_EQ(occurrences(b, "<svg "), 1u);
    expect_clause(b, spec::id::fivefold_repetition);
    expect_view(a);
    for (const audit::result_finding& f : r.result.findings) {
        EXPECT_TRUE(has(b, "<p class=\"where\">" + pgn_file + ":" + pgn::to_string(f.at) + "</p>")) << audit::name(f.kind);
        EXPECT_TRUE(has(b, html::escape(chesslaw::prose::describe(f, r)))) << audit::name(f.kind);
    }
    EXPECT_EQ(occurrences(b, "<div class=\"finding result error\">"), 2u);
    ASSERT_FALSE(r.claims().empty());
    EXPECT_EQ(occurrences(b, "<div class=\"finding claim note\">"), r.claims().size());
    for (const audit::draw_claim& c : r.claims())
        EXPECT_TRUE(has(b, html::escape(prose::describe(*r.start, a.records.front().game.moves, c)))) << prose::describe(*r.start, a.records.front().game.moves, c);
    EXPECT_TRUE(has(a.section.entry->headline, chesslaw::prose::describe(r.result.findings.front(), r))) << a.section.entry->headline;
}

// A win on time for a side with a bare king (6.9): the game did not end on the board, so the
// board is the final position; the finding's clause is shown with its texts.
TEST(ReportHtml, TimeForfeitByABareKingIsShownOnTheFinalPosition) {
    const auto a = section_of(game("1. Qh2+ Kd5", "0-1", "8/8/8/4k3/8/8/8/4K2Q w - - 0 1", "[Termination \"time forfeit\"]\n"));
    const auto& r = a.result();
    ASSERT_EQ(r.status, record_status::inconsistent) << a.section.body;
    EXPECT_EQ(r.end(), nullptr);
    ASSERT_EQ(r.result.findings.size(), 1u);
    EXPECT_EQ(r.result.findings.front().kind, audit::result_finding_kind::time_forfeit_drawn);
    const std::string& b = a.section.body;
    EXPECT_EQ(occurrences(b, "<svg "), 1u);
    EXPECT_EQ(occurrences(b, "marker-end="), 1u) << "the last move, Ke5-d5";
    EXPECT_TRUE(has(b, "The game did not end on the board"));
    EXPECT_TRUE(has(b, "the board shows the final position, after 1... Kd5"));
    EXPECT_TRUE(has(b, "final position: " + to_fen_string(r.moves->final_position)));
    expect_clause(b, spec::id::flag_fall);
    expect_view(a);
    EXPECT_TRUE(has(b, "<div class=\"finding result error\">"));
}

// An illegal game whose record also contradicts its end: each breach with its board as before,
// then the end board and the finding; the index's headline stays the breach.
TEST(ReportHtml, IllegalGameWithAResultFinding) {
    // 6. O-O after the rook moved (displaced: king g1, rook f1), then 7. Kh1 Nf6 8. Kg1 Ng8 … until
    // the position after 6... Ng8 stands for the fifth time (after 14... Ng8); 1-0 recorded.
    std::string moves = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Rg1 Nf6 5. Rh1 d6 6. O-O Ng8";
    for (int n = 7; n <= 14; n += 2)
        moves += " " + std::to_string(n) + ". Kh1 Nf6 " + std::to_string(n + 1) + ". Kg1 Ng8";
    const auto a = section_of(game(moves, "1-0"));
    const auto& r = a.result();
    ASSERT_EQ(r.status, record_status::illegal);
    ASSERT_TRUE(r.move_illegal);
    ASSERT_EQ(r.moves->breaches.size(), 1u);
    ASSERT_NE(r.end(), nullptr);
    EXPECT_EQ(r.end()->clause, spec::id::fivefold_repetition);
    EXPECT_TRUE(r.end()->after_breach);
    ASSERT_FALSE(r.result.findings.empty());
    const std::string& b = a.section.body;
    EXPECT_EQ(occurrences(b, "<svg "), 2u) << "the breach's board and the end board";
    EXPECT_EQ(occurrences(b, "<div class=\"finding breach error\">"), 1u);
    EXPECT_GE(occurrences(b, "<div class=\"finding result error\">"), 1u);
    EXPECT_LT(b.find("<div class=\"finding breach error\">"), b.find("<div class=\"finding result error\">"));
    EXPECT_LT(b.find("<marker id=\"arrow-"), b.find("<marker id=\"end-")) << "the breach's board first, the end board with the result finding";
    EXPECT_TRUE(has(b, "6. O-O is illegal"));
    expect_clause(b, spec::id::fivefold_repetition);
    expect_view(a);
    EXPECT_TRUE(has(b, "(on the board as it stood after an illegal move)"));
    ASSERT_TRUE(a.section.entry.has_value());
    EXPECT_EQ(a.section.entry->status, "illegal");
    EXPECT_EQ(a.section.entry->headline.rfind("6. O-O is illegal", 0), 0u) << a.section.entry->headline;
}

// A clean game without warnings has no section, whether it ended on the board or not.
TEST(ReportHtml, CleanGameWithoutWarningsHasNoSection) {
    for (const std::string& pgn : {game("1. e4 e5 2. Nf3 Nc6", "*"), game("1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7#", "1-0"),
                                   game(shuffle, "1/2-1/2")}) {
        const auto a = section_of(pgn);
        EXPECT_EQ(a.result().status, record_status::clean) << pgn;
        EXPECT_TRUE(a.result().warnings.empty()) << pgn;
        EXPECT_TRUE(a.section.body.empty()) << pgn;
        EXPECT_FALSE(a.section.entry.has_value()) << pgn;
    }
}

// The page: inconsistent games count as findings in the verdict and have their row in the summary.
TEST(ReportHtml, PageCountsInconsistentGames) {
    const auto page = [](const html::summary& s) {
        std::ostringstream out;
        std::istringstream body;
        EXPECT_TRUE(html::write_page(out, s, {}, 0, body));
        return out.str();
    };
    html::summary s;
    s.files = "t.pgn";
    s.games = 3;
    s.clean = 1;
    s.inconsistent = 2;
    const std::string p = page(s);
    EXPECT_TRUE(has(p, "<p class=\"verdict findings\">2 inconsistent of 3 games;")) << p;
    EXPECT_TRUE(has(p, "<tr><th>inconsistent</th><td>2</td></tr>"));
    s.illegal = 1;
    s.unreadable = 4;
    EXPECT_TRUE(has(page(s), "1 illegal, 2 inconsistent and 4 unreadable of 3 games")) << page(s);
    s.illegal = s.inconsistent = s.unreadable = 0;
    EXPECT_TRUE(has(page(s), "<p class=\"verdict clean\">All 3 games are clean"));
}

// A library user's page: every game of a text audited, counted (report::audit_totals, summary_of), its sections and
// index entries written — the page the CLI writes.
TEST(ReportHtml, PageFromAuditPgn) {
    const std::string pgn = game("1. Qc7", "1-0", "k7/8/1K6/8/8/8/8/2Q5 w - - 0 1") + game("1. e4 e5", "*") +
                            game("1. d4 e6 2. c4 Bb4+ 3. Nc3 d5 4. Nxd5", "*");
    const auto games = audit::audit_pgn(pgn);
    ASSERT_EQ(games.size(), 3u);
    report::audit_totals totals;
    std::vector<html::index_entry> index;
    std::stringstream body;
    for (const auto& g : games) {
        totals.add(g.result);
        const html::section s = html::game_section(pgn_file, g.game, g.result);
        body << s.body;
        if (s.entry) index.push_back(*s.entry);
    }
    const html::summary sm = html::summary_of(totals, pgn_file, 0.25);
    EXPECT_EQ(sm.files, pgn_file);
    EXPECT_EQ(sm.games, 3u);
    EXPECT_EQ(sm.clean, 1u);
    EXPECT_EQ(sm.inconsistent, 1u);
    EXPECT_EQ(sm.illegal, 1u);
    EXPECT_EQ(sm.plies, games[0].result.plies + games[1].result.plies + games[2].result.plies);
    ASSERT_EQ(index.size(), 2u);
    std::ostringstream out;
    ASSERT_TRUE(html::write_page(out, sm, index, 0, body));
    const std::string page = out.str();
    EXPECT_TRUE(has(page, "1 illegal and 1 inconsistent of 3 games")) << page;
    EXPECT_TRUE(has(page, "<tr><th>clauses violated</th><td>" + html::escape(report::clause_counts(totals.clauses)) + "</td></tr>"));
    EXPECT_TRUE(has(page, "<tr><th>games ended by</th><td>" + std::string(spec::id::stalemate.id()) + " \u00d71</td></tr>")) << page;
    EXPECT_TRUE(has(page, "<tr><th>seconds</th><td>0.25</td></tr>"));
    EXPECT_TRUE(has(page, "<tr class=\"inconsistent\">"));
    EXPECT_TRUE(has(page, "<tr class=\"illegal\">"));
    EXPECT_EQ(occurrences(page, "<svg "), 2u) << "the stalemate's end, the breach";
    EXPECT_EQ(page.rfind("<!DOCTYPE html>", 0), 0u);
    EXPECT_TRUE(page.ends_with("</html>\n"));
}

// A clean game whose clock gains two minutes: a section (status clean) with the clock finding at
// its move, the control, and the clocks drawn as an SVG chart (both sides' lines, the finding
// ringed with its words); the index headline is the clock finding. The same game with honest
// clocks has no section.
TEST(ReportHtml, ClockFindingsAndTheClocksChart) {
    const std::string clocks = "[Event \"clocks\"]\n[White \"A\"]\n[Black \"B\"]\n[TimeControl \"180+2\"]\n[Result \"*\"]\n\n"
                               "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:47]} Nc6 {[%clk 0:02:47]} "
                               "3. Bb5 {[%clk 0:04:34]} a6 {[%clk 0:02:34]} *\n";
    const auto a = section_of(clocks);
    EXPECT_EQ(a.result().status, record_status::clean);
    ASSERT_TRUE(a.section.entry.has_value());
    EXPECT_EQ(a.section.entry->status, "clean");
    EXPECT_TRUE(has(a.section.entry->headline, "clock: the clock gains more than the control allows")) << a.section.entry->headline;
    const std::string& b = a.section.body;
    EXPECT_TRUE(has(b, "class=\"clocks\"")) << b;
    std::size_t lines = 0;
    for (std::size_t at = b.find("<polyline"); at != std::string::npos; at = b.find("<polyline", at + 1)) ++lines;
    EXPECT_EQ(lines, 2u);
    EXPECT_TRUE(has(b, "<circle")) << b;
    EXPECT_TRUE(has(b, "ply 5: the clock gains more than the control allows")) << b;
    EXPECT_TRUE(has(b, "3 min, +2 s a move (the TimeControl tag)")) << b;
    std::string honest = clocks;
    honest.replace(honest.find("0:04:34"), 7, "0:02:34");
    // issue 49: a clean game with clocks still gets its chart (the control, both lines, no finding
    // ringed), and no row in the index of the games that are not clean
    const auto h = section_of(honest);
    EXPECT_FALSE(h.section.entry.has_value());
    EXPECT_TRUE(has(h.section.body, "class=\"clocks\"")) << h.section.body;
    EXPECT_TRUE(has(h.section.body, "3 min, +2 s a move (the TimeControl tag)")) << h.section.body;
    EXPECT_FALSE(has(h.section.body, "<circle")) << h.section.body;
    std::size_t honest_lines = 0;
    for (std::size_t at = h.section.body.find("<polyline"); at != std::string::npos; at = h.section.body.find("<polyline", at + 1)) ++honest_lines;
    EXPECT_EQ(honest_lines, 2u);
}

// A false adjudication (cutechess's "Draw by 3-fold repetition" where no position stood three
// times): the game is inconsistent, its section shows the claim, the verdict with the clause's
// texts and the evidence; a confirmed claim in a clean game has no section (the JSON has it).
TEST(ReportHtml, AdjudicationContradictedAndConfirmed) {
    const auto a = section_of(game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 {Draw by 3-fold repetition}", "1/2-1/2", "", ""));
    const auto& r = a.result();
    ASSERT_EQ(r.status, record_status::inconsistent) << a.section.body;
    const std::string& b = a.section.body;
    EXPECT_TRUE(has(b, "<div class=\"finding result error\">")) << b; // its result finding adjudication_contradicted
    expect_view(a);
    EXPECT_TRUE(has(b, html::escape("\"Draw by 3-fold repetition\" (comment)"))) << b;
    EXPECT_TRUE(has(b, html::escape(prose::describe_evidence(*r.adjudication))));
    expect_clause(b, spec::id::threefold_on_board);
    const auto ok = section_of(game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {Draw by 3-fold repetition}", "1/2-1/2", "", ""));
    EXPECT_EQ(ok.result().adjudication->verdict, audit::adjudication_verdict::confirmed);
    EXPECT_TRUE(ok.section.body.empty());
}
