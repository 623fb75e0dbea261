// Watchers on the audit's replay (audit/watch.hpp): a watcher defined here, in the test, plugs in
// without an edit of audit_game or audit_record and sees the start, every ply (the position before
// and after, the move, whether it was a breach's displacement, the text as written, where it
// stands in the PGN and the comments written after it), the plies whose move is no legal move, and
// the end; a made-up game-level rule reports a typed finding through game_result::findings; the
// standard end watcher's results are the same with another watcher beside it.

#include <gtest/gtest.h>

#include <cstddef>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/finding.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/watch.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/prose/san.hpp>
#include <chesslaw/report/findings.hpp>
#include <chesslaw/report/html.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/sarif.hpp>
#include <chesslaw/report/text.hpp>

using namespace chesslaw;

namespace {

//! Every notification, as seen (the positions copied).
struct seen_ply {
    std::size_t ply = 0;
    position before, after;
    move m;
    bool displaced = false;
    std::string text;
    pgn::source_pos at;
    std::vector<std::string> comments;
};

//! A test-only watcher: logs everything it is shown.
struct ply_log {
    int starts = 0;
    int ends = 0;
    position start;
    std::vector<seen_ply> plies;
    std::vector<std::size_t> unread;
    std::size_t end_plies = 0;
    bool end_complete = false;
    std::vector<std::string> before_moves; //!< comments before the first move

    void on_start(const audit::start_event& e) {
        ++starts;
        start = e.start;
        plies.clear();
        unread.clear();
        before_moves.clear();
        if (e.source)
            for (const auto& c : e.source->comments_before_moves()) before_moves.push_back(c.text);
    }
    void on_ply(const audit::ply_event& e) {
        seen_ply s{e.ply, e.before(), e.after, e.m, e.displaced, std::string(e.text), e.at(), {}};
        for (const auto& c : e.comments()) s.comments.push_back(c.text);
        plies.push_back(std::move(s));
    }
    void on_unread(const audit::unread_event& e) { unread.push_back(e.ply); }
    void on_end(const audit::end_event& e, audit::game_result&) {
        ++ends;
        end_plies = e.plies_read;
        end_complete = e.complete;
    }
};

//! A made-up game-level rule for the test: "a queen is taken". Its clause is a stand-in (3.10.2,
//! tested elsewhere): a real rule cites its own spec row.
enum class made_up_rule : std::uint8_t { queen_taken };
constexpr std::string_view name(made_up_rule) noexcept { return "queen_taken"; }

//! Its watcher: counts captures; each capture of a queen is a typed finding (the ply, where it is
//! written, the square and the position before as evidence). Reads only what it needs.
struct queen_taken_watch {
    std::size_t captures = 0;
    std::vector<audit::game_finding> found;

    void on_start(const audit::start_event&) {
        captures = 0;
        found.clear();
    }
    void on_ply(const audit::ply_event& e) {
        const piece taken = e.before().piece_on(e.m.to());
        const piece mover = e.before().piece_on(e.m.from());
        const bool en_passant = type_of(mover) == piece_type::pawn && e.m.to() == e.before().en_passant;
        if (taken == piece::none && !en_passant) return;
        ++captures;
        if (taken != piece::none && type_of(taken) == piece_type::queen) {
            audit::game_finding f = audit::make_finding(made_up_rule::queen_taken, spec::id::illegal_move, e.ply, e.at());
            f.evidence.squares.push_back(e.m.to());
            f.evidence.board = e.before();
            f.evidence.written = std::string(e.text);
            found.push_back(std::move(f));
        }
    }
    void on_end(const audit::end_event&, audit::game_result& r) {
        for (auto& f : found) r.findings.push_back(f);
    }
};

pgn::game read_one(std::string_view text, bool keep_comments = true) {
    std::istringstream in{std::string(text)};
    pgn::reader_options o;
    o.keep_comments = keep_comments;
    pgn::reader rd(in, o);
    pgn::game g;
    EXPECT_TRUE(rd.next(g));
    return g;
}

//! Every ply of the log against the game: positions chained from the start, each move the one its
//! text names (or, displaced, the breach's), texts and source positions the tokens'.
void expect_every_ply(const ply_log& log, const pgn::game& g, const position& start, std::size_t plies) {
    ASSERT_EQ(log.plies.size(), plies);
    position p = start;
    for (std::size_t k = 0; k < plies; ++k) {
        const seen_ply& s = log.plies[k];
        EXPECT_EQ(s.ply, k);
        EXPECT_EQ(s.before, p) << "ply " << k << ": " << to_fen_string(s.before) << " vs " << to_fen_string(p);
        EXPECT_EQ(s.text, g.moves[k].text);
        EXPECT_EQ(s.at, g.moves[k].at) << "ply " << k;
        if (!s.displaced) {
            const auto syn = parse_san(s.text);
            ASSERT_TRUE(syn.has_value()) << s.text;
            const auto m = read_san(p, *syn);
            ASSERT_TRUE(m.has_value()) << s.text;
            EXPECT_EQ(s.m, *m) << s.text;
            EXPECT_EQ(s.after, make_move(p, s.m)) << s.text;
        } else {
            EXPECT_EQ(s.after, audit::displace(p, s.m)) << s.text;
        }
        p = s.after;
    }
}

constexpr std::string_view commented = R"([Event "watch"]
[Result "1-0"]

{before the moves} 1. e4 {best by test} e5 {a reply} {two comments} 2. Qh5 Nc6 (2... Nf6 {in a variation, not kept})
3. Bc4 {a bishop
on two lines} Nf6 4. Qxf7# {mate, with a \} brace} 1-0
)";

} // namespace

TEST(audit_watch, a_test_watcher_sees_every_ply_with_source_and_comments) {
    const pgn::game g = read_one(commented);
    ASSERT_TRUE(g.readable());
    ASSERT_EQ(g.moves.size(), 7u);
    ply_log log;
    const audit::record_result r = audit::audit_record(g, {}, log);
    EXPECT_EQ(r.status, audit::record_status::clean);
    EXPECT_EQ(log.starts, 1); // a clean record is replayed once
    EXPECT_EQ(log.ends, 1);
    EXPECT_EQ(log.start, initial_position());
    expect_every_ply(log, g, initial_position(), 7);
    EXPECT_TRUE(log.unread.empty()); // every move legal; the end (checkmate) is found at the last position
    EXPECT_TRUE(log.end_complete);
    EXPECT_EQ(log.end_plies, 7u);
    for (const auto& s : log.plies) EXPECT_FALSE(s.displaced);
    // The comments, each with the move it follows; the variation's is not the main line's.
    EXPECT_EQ(log.before_moves, std::vector<std::string>{"before the moves"});
    EXPECT_EQ(log.plies[0].comments, (std::vector<std::string>{"best by test"}));
    EXPECT_EQ(log.plies[1].comments, (std::vector<std::string>{"a reply", "two comments"}));
    EXPECT_TRUE(log.plies[2].comments.empty());
    EXPECT_TRUE(log.plies[3].comments.empty());
    EXPECT_EQ(log.plies[4].comments, (std::vector<std::string>{"a bishop\non two lines"}));
    EXPECT_EQ(log.plies[6].comments, (std::vector<std::string>{"mate, with a } brace"}));
    // Where the texts stand: 4. Qxf7# on line 6 (the tags, a blank line, then the movetext).
    EXPECT_EQ(log.plies[6].at.line, 6u);
    // The standard end watcher ran beside it: checkmate after ply 7.
    ASSERT_NE(r.end(), nullptr);
    EXPECT_EQ(r.end()->kind, audit::end_kind::checkmate);
    EXPECT_EQ(r.end()->ply, 7u);
}

TEST(audit_watch, comments_are_kept_only_when_asked_and_cost_no_source_lookups_otherwise) {
    const pgn::game g = read_one(commented, false);
    EXPECT_TRUE(g.comments.empty());
    ply_log log;
    const audit::record_result r = audit::audit_record(g, {}, log);
    expect_every_ply(log, g, initial_position(), 7); // the source positions all the same
    for (const auto& s : log.plies) EXPECT_TRUE(s.comments.empty());
    // A bare list of SAN has no source: positions 0:0, no comments.
    const std::vector<std::string_view> sans = pgn::move_texts(g);
    ply_log bare;
    const audit::game_result gr = audit::audit_game(initial_position(), sans, {}, bare);
    ASSERT_EQ(bare.plies.size(), 7u);
    for (const auto& s : bare.plies) EXPECT_EQ(s.at, pgn::source_pos{});
    ASSERT_TRUE(gr.end.has_value());
    EXPECT_EQ(gr.end->ply, r.end()->ply);
}

TEST(audit_watch, a_breach_is_shown_as_a_displacement_and_its_ply_as_unread) {
    // 3... Ra6 (the a7 pawn blocks the rook) is a breach: the replay goes on from the board as it
    // stood, and 4. Qxf7# mates there.
    const pgn::game g = read_one("1. e4 e5 2. Bc4 Nc6 3. Qh5 Ra6 4. Qxf7# 1-0\n");
    ply_log log;
    const audit::record_result r = audit::audit_record(g, {}, log);
    EXPECT_EQ(r.status, audit::record_status::illegal);
    EXPECT_EQ(log.starts, 2); // an illegal record is replayed again, keeping its moves: the watcher starts afresh
    expect_every_ply(log, g, initial_position(), 7);
    EXPECT_EQ(log.unread, std::vector<std::size_t>{5});
    for (std::size_t k = 0; k < 7; ++k) EXPECT_EQ(log.plies[k].displaced, k == 5) << k;
    EXPECT_EQ(log.plies[5].m, move(square::a8, square::a6));
    EXPECT_TRUE(log.end_complete);
}

TEST(audit_watch, a_made_up_rule_reports_typed_findings_through_the_result) {
    // Four captures; the queens are taken at plies 7 (4... Qxe2+) and 8 (5. Bxe2).
    const pgn::game g = read_one("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ 4. Qe2 Qxe2+ 5. Bxe2 *\n");
    ASSERT_TRUE(g.readable());
    queen_taken_watch w;
    const audit::record_result r = audit::audit_record(g, {}, w);
    ASSERT_EQ(r.status, audit::record_status::clean);
    EXPECT_EQ(w.captures, 4u);
    ASSERT_TRUE(r.moves.has_value());
    const std::vector<audit::game_finding>& fs = r.moves->findings;
    ASSERT_EQ(fs.size(), 2u);
    const std::size_t plies[] = {7, 8};
    for (std::size_t i = 0; i < 2; ++i) {
        const audit::game_finding& f = fs[i];
        EXPECT_EQ(f.ply, plies[i]);
        EXPECT_EQ(f.clause, spec::id::illegal_move);
        EXPECT_EQ(f.kind, "queen_taken");
        EXPECT_EQ(audit::finding_kind<made_up_rule>(f), made_up_rule::queen_taken);
        EXPECT_EQ(f.at, g.moves[plies[i]].at);
        EXPECT_EQ(f.evidence.squares, std::vector<square>{square::e2});
        EXPECT_EQ(f.evidence.written, g.moves[plies[i]].text);
        ASSERT_TRUE(f.evidence.board.has_value());
        EXPECT_EQ(type_of(f.evidence.board->piece_on(square::e2)), piece_type::queen);
    }
    // The standard watchers' results are the same with or without it.
    const audit::record_result plain = audit::audit_record(g);
    ASSERT_TRUE(plain.moves.has_value());
    EXPECT_TRUE(plain.moves->findings.empty());
    EXPECT_EQ(plain.end() == nullptr, r.end() == nullptr);
    EXPECT_EQ(plain.claims().size(), r.claims().size());
}

// A new rule's typed findings reach every format with no renderer edited: the view (text, SARIF,
// the JSON's findings, the HTML) shows each at its ply's place, under its clause, its plies cited
// in SAN and its written text.
TEST(audit_watch, a_made_up_rules_findings_reach_every_format) {
    const pgn::game g = read_one("1. e4 d5 2. exd5 Qxd5 3. Nc3 Qe5+ 4. Qe2 Qxe2+ 5. Bxe2 *\n");
    queen_taken_watch w;
    const audit::record_result r = audit::audit_record(g, {}, w);
    ASSERT_EQ(r.status, audit::record_status::clean);
    const report::game_view v = report::view_of(g, r);
    std::vector<const report::game_finding*> made_up;
    for (const report::game_finding& f : v.findings)
        if (f.about == report::subject::watcher) made_up.push_back(&f);
    ASSERT_EQ(made_up.size(), 2u);
    const std::size_t plies[] = {7, 8};
    for (std::size_t i = 0; i < 2; ++i) {
        const report::game_finding& f = *made_up[i];
        EXPECT_EQ(f.index, i);
        EXPECT_EQ(f.at, g.moves[plies[i]].at);
        ASSERT_TRUE(f.clause.has_value());
        EXPECT_EQ(*f.clause, spec::id::illegal_move);
        EXPECT_NE(f.headline.find("queen taken"), std::string::npos) << f.headline;
        EXPECT_NE(f.headline.find("written \"" + g.moves[plies[i]].text + "\""), std::string::npos) << f.headline;
        EXPECT_NE(f.headline.find("square e2"), std::string::npos) << f.headline;
    }
    const std::string text = report::game_text(g, "t.pgn", v);
    EXPECT_NE(text.find("t.pgn:" + pgn::to_string(g.moves[7].at) + ": game 1"), std::string::npos) << text;
    EXPECT_NE(text.find(made_up[1]->headline), std::string::npos) << text;
    const auto j = nlohmann::ordered_json::parse(report::game_json_line(g, "t.pgn", r, v));
    std::size_t in_json = 0;
    for (const auto& f : j.at("findings"))
        if (f.at("about") == "watcher") {
            EXPECT_EQ(f.at("rule"), std::string(spec::id::illegal_move.id()));
            EXPECT_EQ(f.at("line").get<std::uint64_t>(), g.moves[plies[in_json]].at.line);
            ++in_json;
        }
    EXPECT_EQ(in_json, 2u);
    const report::sarif_game s = report::sarif_of("t.pgn", g, v);
    EXPECT_NE(s.results.find(made_up[0]->headline.substr(0, made_up[0]->headline.find('"'))), std::string::npos) << s.results; // (its quotes are escaped there)
    EXPECT_NE(s.results.find("\"startLine\":" + std::to_string(g.moves[7].at.line) + ",\"startColumn\":" + std::to_string(g.moves[7].at.column)), std::string::npos)
        << s.results;
    const report::html::section h = report::html::game_section("t.pgn", g, r, v);
    ASSERT_TRUE(h.entry.has_value());
    EXPECT_EQ(h.entry->headline, made_up[0]->headline);
    EXPECT_NE(h.body.find("<div class=\"finding watcher warning\">"), std::string::npos);
}

// A null move kept in the replay's moves (move{}, 7.5.3) is cited as "--", and the plies after it
// are cited from the board as it stood after the pass (the other side to move).
TEST(audit_watch, citations_pass_over_a_null_move) {
    const pgn::game g = read_one("1. e4 e5 2. Nf3 Nc6 3. Bc4 -- 4. Rg1 Nf6 5. Rh1 d6 6. O-O *\n");
    const audit::record_result r = audit::audit_record(g);
    ASSERT_TRUE(r.start && r.moves);
    ASSERT_EQ(r.moves->breaches.size(), 2u);
    const prose::ply_citations cites(*r.start, r.moves->moves, g.moves);
    EXPECT_EQ(cites.cite(5), "3... --");
    EXPECT_EQ(cites.cite(6), "4. Rg1");
    EXPECT_EQ(cites.cite(7), "4... Nf6");
    EXPECT_EQ(cites.cite(9), "5... d6");
}

TEST(audit_watch, the_end_watcher_alone_or_beside_others_finds_the_same_end_and_claims) {
    // The initial position three times (claims at plies 7, 8), five times (the end after ply 16).
    std::string text;
    for (int i = 0; i < 5; ++i) text += std::to_string(2 * i + 1) + ". Nf3 Nf6 " + std::to_string(2 * i + 2) + ". Ng1 Ng8 ";
    const pgn::game g = read_one(text + "1/2-1/2\n");
    ply_log log;
    queen_taken_watch q;
    const audit::record_result with = audit::audit_record(g, {}, log, q);
    const audit::record_result without = audit::audit_record(g);
    ASSERT_NE(with.end(), nullptr);
    ASSERT_NE(without.end(), nullptr);
    EXPECT_EQ(with.end()->ply, without.end()->ply);
    EXPECT_EQ(with.end()->kind, audit::end_kind::fivefold_repetition);
    EXPECT_EQ(with.end()->occurrences, without.end()->occurrences);
    ASSERT_EQ(with.claims().size(), without.claims().size());
    for (std::size_t i = 0; i < with.claims().size(); ++i) {
        EXPECT_EQ(with.claims()[i].ply, without.claims()[i].ply);
        EXPECT_EQ(with.claims()[i].clause, without.claims()[i].clause);
    }
    EXPECT_EQ(log.plies.size(), 20u); // the watchers see the plies recorded after the end too
    EXPECT_EQ(q.captures, 0u);
}
