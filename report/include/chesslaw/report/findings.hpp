#pragma once
//! The findings of one audited game, built once per game, that every renderer walks: the text
//! (report/text.hpp prints each as `FILE:LINE:COL: game N (label): <marker><headline>` and its
//! detail lines) and SARIF (report/sarif.hpp: one `result` each) — one list, so that the formats
//! cannot disagree on what a game's findings are, where they stand and what they say.
//!
//!   chesslaw::report::game_view v = report::view_of(g, r, opt);   // v.findings, in text order
//!
//! Each finding: its level (error: an illegal move or start position, an unreadable record, a
//! result the Laws contradict; warning: what the reader or the audit read although the standard
//! does not write it so; note: information — the end of a game with a finding, where the replay
//! stopped, the repairs of an illegal record, a start position's search result, an undecided
//! question, a draw a player could claim), its place in the PGN, the clause it is a finding under
//! (the rule; a finding under no clause — a warning, an unreadable record, a note of the replay —
//! has a code instead), every clause it cites, the headline and the detail lines.
//! Order (the text's): warnings, the start position, the error, every breach, where the replay
//! stopped, the repairs, the result findings, the end when no finding names it, undecided
//! questions, draw claims, the adjudication the record states (a note; contradicted, it is a result
//! finding, an error), then the clock's findings (warnings at the ply they concern, under
//! their clause of Article 6, in any game: a clock defect leaves the status alone). A clean game
//! has its warnings, its clock findings (and, with a proof-game search, its start position's
//! note) and nothing else: its end, claims and undecided questions are in the JSON.
//! Header-only, no I/O, no dependency beyond the kernel.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/prose/clock.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/prose/legality.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/label.hpp>
#include <chesslaw/report/repairs.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::report {

//! How much a finding weighs (SARIF's `level` names).
enum class level : std::uint8_t { error, warning, note };

constexpr std::string_view name(level l) noexcept {
    switch (l) {
    case level::error: return "error";
    case level::warning: return "warning";
    case level::note: return "note";
    }
    return "?";
}

//! The codes of the findings under no clause (the rule of their SARIF result): a reader's or the
//! audit's warning has its own code (audit::record_warning::code).
inline constexpr std::string_view unreadable_code = "unreadable";
inline constexpr std::string_view replay_stopped_code = "replay_stopped";
inline constexpr std::string_view repairs_code = "repairs";

//! One finding of a game, as every format shows it.
struct game_finding {
    report::level level = level::error;
    pgn::source_pos at;                     //!< where it stands in the PGN
    std::optional<spec::clause_ref> clause; //!< the clause it is a finding under (its rule)
    std::string code;                       //!< the rule when there is no clause (a warning's code, unreadable_code, …)
    std::vector<spec::clause_ref> cited;    //!< every clause it cites (the rule first)
    std::string_view marker;                //!< the text's word before the headline: "warning: ", "note: " or ""
    std::string headline;                   //!< one line, no newline
    std::string detail;                     //!< the lines under the headline, each indented and ending in a newline; "" for none

    //! The rule's ID: the clause's, or the code.
    std::string_view rule() const noexcept { return clause ? clause->id() : std::string_view(code); }
};

//! The findings of one game, in the text's order, and the game's label.
struct game_view {
    std::string label; //!< game_label(g), computed once for every line of the game ("" when there is no finding)
    std::vector<game_finding> findings;
};

struct text_options {
    bool reachability_searched = false; //!< a proof game was searched for (--reachability-budget): a note for each
                                        //!< start position that is not illegal
};

//! With a proof-game search: what it found for a start position that is not illegal.
inline std::string start_note(const legality::report& r) {
    const std::string head = std::string(r.clause.id()) + ": ";
    if (r.result == legality::verdict::reachable && r.proof_game.empty() && !r.tried.empty() &&
        r.tried.back().kind == legality::attempt_kind::chess960_start)
        return "the start position is reachable \u2014 " + head + prose::describe(r.tried.back()); // the start itself (Guidelines II.2)
    if (r.result == legality::verdict::reachable)
        return "the start position is reachable \u2014 " + head + "a proof game of " + std::to_string(r.proof_game.size()) +
               (r.proof_game.size() == 1 ? " ply" : " plies") + " from the initial position, replayed by the kernel";
    return "the start position's reachability is unknown \u2014 " + head + (r.tried.empty() ? std::string("nothing tried") : prose::describe(r.tried.back()));
}

//! A result finding's kind (audit::result_finding::kind) in words, for the headline.
inline std::string kind_words(std::string_view kind) {
    if (kind == "moves_after_end") return "moves are recorded after the end";
    if (kind == "result_contradicts_end") return "the result contradicts the end";
    if (kind == "time_forfeit_drawn") return "the win on time is a draw";
    if (kind == "resignation_drawn") return "the win is a draw";
    if (kind == "winner_may_not_mate") return "undecided";
    std::string s(kind);
    for (char& c : s)
        if (c == '_') c = ' ';
    return s;
}

//! Where a ply of the record stands: the token of the k-th ply (1-based), or the game's start.
inline pgn::source_pos ply_at(const pgn::game& g, std::size_t k) {
    if (k > 0 && k <= g.moves.size()) return g.moves[k - 1].at;
    return g.start;
}

namespace view_detail {

inline void cite(game_finding& f, spec::clause_ref c) {
    for (const auto x : f.cited)
        if (x == c) return;
    f.cited.push_back(c);
}

//! "  violates|contradicts <id> (<title>)\n    ru: …\n    en: …\n"
inline void clause_block(std::string& s, std::string_view verb, const spec::clause& c) {
    s += "  ";
    s += verb;
    s += " " + std::string(c.id) + " (" + std::string(c.title) + ")\n";
    s += "    ru: " + std::string(c.text_ru) + "\n";
    s += "    en: " + std::string(c.text_en) + "\n";
}

//! The rule of a breach: the clause its headline names (audit::headline: the most specific
//! violated clause of the reading judged; castling or 3.7 when no piece could make the move).
//! None for a move that is not SAN or is ambiguous (no clause is named: unreadable_code).
inline std::optional<spec::clause_ref> breach_rule(const audit::first_illegal& f) {
    if (!f.syntax && !f.judged) return std::nullopt;
    if (f.error.code == san_errc::ambiguous) return std::nullopt;
    if (!f.judged) return f.syntax->castling ? spec::id::castling : spec::id::illegal_move;
    if (const rules::finding* m = audit::main_finding(*f.judged)) return m->clause;
    if (!f.clauses.empty()) return f.clauses.front();
    return std::nullopt;
}

} // namespace view_detail

//! The findings of one audited game (see the header comment for what and in which order).
inline game_view view_of(const pgn::game& g, const audit::record_result& r, const text_options& opt = {}) {
    game_view v;
    const auto add = [&](level l, pgn::source_pos at, std::string_view marker, std::string headline) -> game_finding& {
        game_finding& f = v.findings.emplace_back();
        f.level = l;
        f.at = at;
        f.marker = marker;
        f.headline = std::move(headline);
        return f;
    };
    const auto under = [](game_finding& f, spec::clause_ref c) -> game_finding& {
        f.clause = c;
        view_detail::cite(f, c);
        return f;
    };
    for (const auto& w : r.warnings) add(level::warning, w.at, "warning: ", prose::describe(w)).code = std::string(audit::code(w));
    if (r.start_position) {
        const audit::start_verdict& sv = *r.start_position;
        const legality::report& rep = sv.report;
        if (r.start_illegal) { // at the FEN tag: the FEN, the clause text (ru, en), every argument with its squares
            const spec::clause& c = rep.clause.get();
            game_finding& f = under(add(level::error, sv.at, "",
                                        "the start position is illegal \u2014 " + std::string(c.id) + ": " + prose::describe(rep.arguments.front())),
                                    rep.clause);
            f.detail = "  FEN \"" + pgn::to_utf8(sv.fen) + "\"\n";
            view_detail::clause_block(f.detail, "violates", c);
            for (const auto& a : rep.arguments) {
                view_detail::cite(f, a.clause);
                f.detail += "    argument [" + std::string(legality::to_string(a.kind)) + "]: " + prose::describe(a);
                if (!a.squares.empty()) {
                    f.detail += " (squares: ";
                    f.detail += squares_text(a.squares);
                    f.detail += ")";
                }
                f.detail += "\n";
            }
            if (r.error && !r.start) { // the moves of an illegal start are not replayed: said under it
                const std::string message = prose::describe(*r.error, r);
                f.detail += "  the moves are not replayed: " + message.substr(0, message.rfind(';')) + "\n";
            }
        } else if (r.start && opt.reachability_searched) {
            under(add(level::note, sv.at, "note: ", start_note(rep)), rep.clause);
        }
    }
    if (r.status != audit::record_status::clean) { // a clean game: its end, claims and undecided questions are in the JSON
        if (r.error && !(r.start_illegal && !r.start))
            add(level::error, r.error->at, "", "unreadable: " + prose::describe(*r.error, r)).code = unreadable_code;
        if (r.move_illegal)
            for (std::size_t i = 0; i < r.moves->breaches.size(); ++i) { // every breach, in order
                const audit::first_illegal& b = r.moves->breaches[i];
                std::string rendered = prose::render(*r.start, *r.moves, b);
                const auto nl = rendered.find('\n');
                game_finding& f = add(level::error, r.breach_tokens[i].at, "", rendered.substr(0, nl));
                f.detail = rendered.substr(nl + 1);
                if (const auto rule = view_detail::breach_rule(b)) under(f, *rule);
                else f.code = unreadable_code;
                for (const auto c : b.clauses) view_detail::cite(f, c);
            }
        if (r.stop) add(level::note, r.stop->at, "note: ", prose::describe(*r.stop, r) + " (the moves after it are not judged)").code = replay_stopped_code;
        if (!r.repairs.empty() && r.start) {
            const pgn::source_pos at = !r.breach_tokens.empty() ? r.breach_tokens.front().at : r.error ? r.error->at : g.start;
            game_finding& f = add(level::note, at, "note: ", "the whole record replays legally after one of these repairs (best first; each replayed):");
            f.code = repairs_code;
            f.detail = repairs_text(*r.start, pgn::move_texts(g), r.repairs);
        }
        bool end_cited = false;
        const audit::game_end* e = r.end();
        for (const auto& rf : r.result.findings) { // the record's result or moves against Articles 5, 6.9, 9
            const spec::clause& c = rf.clause.get();
            game_finding& f =
                under(add(level::error, rf.at, "", kind_words(audit::name(rf.kind)) + " \u2014 " + std::string(c.id) + ": " + prose::describe(rf, r)), rf.clause);
            const bool about_end = e != nullptr && (rf.kind == audit::result_finding_kind::moves_after_end || rf.kind == audit::result_finding_kind::result_contradicts_end);
            if (about_end) f.detail = "  FEN \"" + to_fen_string(e->at) + "\"\n";
            else if (r.moves) f.detail = "  FEN \"" + to_fen_string(r.moves->final_position) + "\"\n";
            view_detail::clause_block(f.detail, "contradicts", c);
            if (about_end) {
                f.detail += "    evidence: " + prose::evidence(*r.start, g.moves, *e) + "\n";
                view_detail::cite(f, e->clause);
            }
            end_cited = end_cited || rf.kind == audit::result_finding_kind::moves_after_end || rf.kind == audit::result_finding_kind::result_contradicts_end;
        }
        if (e && !end_cited)
            under(add(level::note, ply_at(g, e->ply), "note: ", "the game was over \u2014 " + std::string(e->clause.id()) + ": " + prose::evidence(*r.start, g.moves, *e)),
                  e->clause);
        for (const auto& u : r.result.undecided)
            under(add(level::note, u.at, "note: ", kind_words(audit::name(u.kind)) + " \u2014 " + std::string(u.clause.id()) + ": " + prose::describe(u, r)), u.clause);
        for (const auto& c : r.claims())
            under(add(level::note, ply_at(g, c.ply + (c.ply < g.moves.size() ? 1 : 0)), "note: ",
                      "a draw could be claimed \u2014 " + std::string(c.clause.id()) + ": " + prose::describe(*r.start, g.moves, c)),
                  c.clause);        // The adjudication the record states, as a note (a contradicted one is an error above, as
        // its result finding adjudication_contradicted; one outside the Laws has no clause: JSON only).
        if (const auto& a = r.adjudication; a && a->clause) {
            bool shown = false;
            for (const auto& rf : r.result.findings) shown = shown || rf.kind == audit::result_finding_kind::adjudication_contradicted;
            if (!shown) under(add(level::note, a->read.at, "note: ", "adjudication \u2014 " + std::string(a->clause->id()) + ": " + prose::describe(*a)), *a->clause);
        }
    }
    if (const audit::clock_record* c = r.clock())
        for (const clock::finding& cf : c->ledger.findings) { // file:line:col of the ply, what, the clause, the evidence
            const spec::clause& k = cf.clause.get();
            game_finding& f = under(add(level::warning, ply_at(g, static_cast<std::size_t>(cf.ply)), "warning: ",
                                        "clock: " + prose::kind_words(cf.kind) + " \u2014 " + std::string(k.id) + ": " + prose::describe(cf)),
                                    cf.clause);
            if (cf.kind == clock::finding_kind::flag && c->ledger.flag && c->ledger.flag->ply == cf.ply)
                f.detail += "  " + prose::describe(*c->ledger.flag) + "\n";
            f.detail += "  control: " + prose::describe_control(*c) + "\n";
            if (cf.kind == clock::finding_kind::control_contradicted && c->tag) f.detail += "  TimeControl \"" + pgn::to_utf8(*c->tag) + "\"\n";
            f.detail += "  " + prose::evidence(cf) + "\n";
            view_detail::clause_block(f.detail, "rests on", k);
        }
    if (!v.findings.empty()) v.label = game_label(g);
    return v;
}

} // namespace chesslaw::report
