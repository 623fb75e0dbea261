#pragma once
//! The findings of one audited game, built once per game, that every renderer walks: the text
//! (report/text.hpp prints each as `FILE:LINE:COL: game N (label): <marker><headline>` and its
//! detail lines), SARIF (report/sarif.hpp: one `result` each), the JSON line's `findings`
//! (report/json.hpp) and the HTML section (report/html.hpp: each finding, with the boards beside
//! the ones it names) — one list, so that the formats cannot disagree on what a game's findings
//! are, where they stand and what they say. The plies the findings cite are replayed once for the
//! game (prose::ply_citations), not once per citation.
//!
//!   chesslaw::report::game_view v = report::view_of(g, r, opt);   // v.findings, in text order
//!
//! Each finding: its level (error: an illegal move or start position, an unreadable record, a
//! result the Laws contradict; warning: what the reader or the audit read although the standard
//! does not write it so; note: information — the end of a game with a finding, where the replay
//! stopped, the repairs of an illegal record, a start position's search result, an undecided
//! question, a draw a player could claim), its place in the PGN, the clause it is a finding under
//! (the rule; a finding under no clause — a warning, an unreadable record, a note of the replay —
//! has a code instead), every clause it cites, the headline and the detail lines (typed: words,
//! or a clause whose texts the renderer takes from the spec table), and what it is about (the
//! part of the record_result it renders: a renderer that shows more than words finds it there).
//! Order (the text's): warnings, the start position, the error, every breach, where the replay
//! stopped, the repairs, the result findings, the end when no finding names it, undecided
//! questions, draw claims, the adjudication the record states (a note; contradicted, it is a result
//! finding, an error), then the watchers' typed findings (game_result::findings: a new rule's
//! findings reach every format with no renderer edited), then the clock's findings, then the
//! irregularities of Article 7.5 (a note each) (warnings at the ply they concern, under
//! their clause of Article 6, in any game: a clock defect leaves the status alone). A clean game
//! has its warnings, its clock findings (and, with a proof-game search, its start position's
//! note) and nothing else: its end, claims and undecided questions are in the JSON.
//! Header-only, no I/O, no dependency beyond the kernel.

#include <bitset>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/prose/clock.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/prose/irregular.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/prose/legality.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/label.hpp>
#include <chesslaw/report/repairs.hpp>
#include <chesslaw/spec/texts.hpp>

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

//! What a finding is about: which part of the record_result it renders (a renderer that shows more
//! than words — the HTML's boards and clock chart — finds that part through it).
enum class subject : std::uint8_t {
    warning,     //!< r.warnings[index]
    start,       //!< the start position (r.start_position)
    unreadable,  //!< r.error
    breach,      //!< r.moves->breaches[index]
    replay_stop, //!< r.stop
    repairs,     //!< r.repairs
    result,      //!< r.result.findings[index]
    end,         //!< the end (r.end()), when no result finding names it
    undecided,   //!< r.result.undecided[index]
    result_warning, //!< r.result.warnings[index]: contradicted by the Laws, the result recorded unchanged
    claim,       //!< r.claims()[index]
    clock,       //!< r.clock()->ledger.findings[index]
    watcher,     //!< r.moves->findings[index]: a watcher's typed finding (audit/finding.hpp)
    irregularity, //!< r.irregularities[index]: a breach under Article 7.5 (audit/irregular.hpp)
    adjudication, //!< r.adjudication: the adjudication the record states (audit/adjudication.hpp)
};

constexpr std::string_view name(subject s) noexcept {
    switch (s) {
    case subject::warning: return "warning";
    case subject::start: return "start";
    case subject::unreadable: return "unreadable";
    case subject::breach: return "breach";
    case subject::replay_stop: return "replay_stop";
    case subject::repairs: return "repairs";
    case subject::result: return "result";
    case subject::end: return "end";
    case subject::undecided: return "undecided";
    case subject::result_warning: return "result_warning";
    case subject::claim: return "claim";
    case subject::clock: return "clock";
    case subject::watcher: return "watcher";
    case subject::irregularity: return "irregularity";
    case subject::adjudication: return "adjudication";
    }
    return "?";
}

//! A line under a finding's headline: words (what it shows: a FEN, an argument, a reading, a
//! piece of evidence), or a clause the finding rests on — its ID, title, Russian and English text
//! taken from the spec table by the renderer (the text writes three lines, the HTML a block).
struct detail_line {
    std::string text;                       //!< the words (no newline); empty for a clause line
    std::size_t indent = 2;                 //!< the text's indentation: 2 under the headline, 4 under a clause
    std::optional<spec::clause_ref> clause; //!< a clause line
    std::string_view verb;                  //!< its relation: "violates", "contradicts", "rests on"
};

//! The clauses whose texts a run has printed: the text output gives a clause's texts (ru, en) once,
//! at its first citation in the run, and its line alone after that (`explain`: the texts every time),
//! so that the findings are not buried under the Laws.
struct clause_memory {
    std::bitset<spec::table.size()> shown;
    bool explain = false;
    //! Whether c's texts are printed now (and, if so, remembered as printed).
    bool full(spec::clause_ref c) {
        if (explain) return true;
        if (shown.test(c.index)) return false;
        shown.set(c.index);
        return true;
    }
};

//! One finding of a game, as every format shows it.
struct game_finding {
    report::subject about = subject::warning; //!< which part of the result it renders
    std::size_t index = 0;                  //!< which one of that part's list (0 for a single part)
    report::level level = level::error;
    pgn::source_pos at;                     //!< where it stands in the PGN
    std::optional<spec::clause_ref> clause; //!< the clause it is a finding under (its rule)
    std::string code;                       //!< the rule when there is no clause (a warning's code, unreadable_code, …)
    std::vector<spec::clause_ref> cited;    //!< every clause it cites (the rule first)
    std::string_view marker;                //!< the text's word before the headline: "warning: ", "note: " or ""
    std::string headline;                   //!< one line, no newline
    //! A reader's finding that names a second place (an unclosed variation's tag section, the next
    //! game's tag line): that place, and the headline without it in words — what the JSON writes
    //! (`cited`, `message`), so that `--merge` renumbers a number and never matches words.
    pgn::source_pos second;                 //!< 0:0: none
    std::string apart;                      //!< "" when the headline names no second place
    std::vector<detail_line> lines;         //!< the lines under the headline, in order

    //! The lines under the headline as the text shows them, each indented and ending in a newline
    //! ("" for none): a clause line as "  <verb> ID (title)", "    ru: …", "    en: …".
    std::string detail() const { return detail_with([](spec::clause_ref) { return true; }); }

    //! The lines under the headline as a run prints them: a clause's texts (ru, en) at its first
    //! citation in the run (`m` remembers it) or always with m.explain; after that its line alone.
    std::string detail(clause_memory& m) const { return detail_with([&](spec::clause_ref c) { return m.full(c); }); }

    //! The lines under the headline, each clause as its line alone (its texts are elsewhere: SARIF's rules).
    std::string detail_brief() const { return detail_with([](spec::clause_ref) { return false; }); }

    //! The lines under the headline; `full(c)`: whether clause c's texts follow its line.
    template <class Full>
    std::string detail_with(Full&& full) const {
        std::string s;
        for (const detail_line& l : lines) {
            if (!l.clause) {
                s.append(l.indent, ' ');
                s += l.text;
                s += '\n';
                continue;
            }
            const spec::clause& c = l.clause->get();
            s += "  ";
            s += l.verb;
            s += " " + std::string(c.id) + " (" + std::string(c.title) + ")\n";
            if (!full(*l.clause)) continue;
            s += "    ru: " + std::string(spec::text_of(c).ru) + "\n";
            s += "    en: " + std::string(spec::text_of(c).en) + "\n";
        }
        return s;
    }

    //! The headline with no place in its words (the JSON's `message`).
    std::string_view message() const noexcept { return apart.empty() ? std::string_view(headline) : std::string_view(apart); }

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
    if (kind == "second_illegal_move") return "the result contradicts the second completed illegal move";
    if (kind == "points_outside_laws") return "the Result's points are not a game's";
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

//! A reader's finding naming a second place (or a line in its words): f keeps the place, and its
//! headline without it (`apart`, set when it differs).
inline void second(game_finding& f, const std::optional<pgn::pgn_error>& reader, std::string apart) {
    if (reader && reader->cited.line != 0) f.second = reader->cited;
    if (apart != f.headline) f.apart = std::move(apart);
}

//! A clause line under f: "  <verb> <id> (<title>)" and its Russian and English text.
inline void clause_line(game_finding& f, std::string_view verb, spec::clause_ref c) { f.lines.push_back({{}, 2, c, verb}); }

//! A line of words under f, at `indent`.
inline void line(game_finding& f, std::string text, std::size_t indent = 2) { f.lines.push_back({std::move(text), indent, std::nullopt, {}}); }

//! The lines of a text made of whole lines (each ending in a newline), each kept with its indentation.
inline void text_lines(game_finding& f, std::string_view text) {
    while (!text.empty()) {
        const auto nl = text.find('\n');
        std::string_view l = text.substr(0, nl);
        const auto words = l.find_first_not_of(' ');
        line(f, std::string(words == std::string_view::npos ? std::string_view() : l.substr(words)), words == std::string_view::npos ? 0 : words);
        text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    }
}

//! The rule of a breach: the clause its headline names (audit::headline: the most specific
//! violated clause of the reading judged; castling or 3.7 when no piece could make the move).
//! None for a move that is not SAN or is ambiguous (no clause is named: unreadable_code).
inline std::optional<spec::clause_ref> breach_rule(const audit::first_illegal& f) {
    if (!f.syntax && !f.judged && !f.clauses.empty() && f.clauses.front() == spec::id::clock_without_move) return f.clauses.front(); // a null move
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
    const auto add = [&](subject about, std::size_t index, level l, pgn::source_pos at, std::string_view marker, std::string headline) -> game_finding& {
        game_finding& f = v.findings.emplace_back();
        f.about = about;
        f.index = index;
        f.level = l;
        f.at = at;
        f.marker = marker;
        f.headline = std::move(headline);
        return f;
    };
    // the plies the findings cite, in SAN: replayed once for the whole game, not for each citation
    std::optional<prose::ply_citations> game;
    if (r.start && r.moves && (r.move_illegal || !r.moves->findings.empty())) game.emplace(*r.start, r.moves->moves, g.moves);
    const auto under = [](game_finding& f, spec::clause_ref c) -> game_finding& {
        f.clause = c;
        view_detail::cite(f, c);
        return f;
    };
    for (std::size_t i = 0; i < r.warnings.size(); ++i) {
        const auto& w = r.warnings[i];
        game_finding& f = add(subject::warning, i, level::warning, w.at, "warning: ", prose::describe(w));
        f.code = std::string(audit::code(w));
        view_detail::second(f, w.reader, prose::describe(w, prose::second_place::apart));
    }
    if (r.start_position) {
        const audit::start_verdict& sv = *r.start_position;
        const legality::report& rep = sv.report;
        if (r.start_illegal) { // at the FEN tag: the FEN, the clause text (ru, en), every argument with its squares
            const spec::clause& c = rep.clause.get();
            game_finding& f = under(add(subject::start, 0, level::error, sv.at, "",
                                        "the start position is illegal \u2014 " + std::string(c.id) + ": " + prose::describe(rep.arguments.front())),
                                    rep.clause);
            view_detail::line(f, "FEN \"" + pgn::to_utf8(sv.fen) + "\"");
            view_detail::clause_line(f, "violates", rep.clause);
            for (const auto& a : rep.arguments) {
                view_detail::cite(f, a.clause);
                std::string words = "argument [" + std::string(legality::to_string(a.kind)) + "]: " + prose::describe(a);
                if (!a.squares.empty()) words += " (squares: " + squares_text(a.squares) + ")";
                view_detail::line(f, std::move(words), 4);
            }
            if (r.error && !r.start) { // the moves of an illegal start are not replayed: said under it
                const std::string message = prose::describe(*r.error, r);
                view_detail::line(f, "the moves are not replayed: " + message.substr(0, message.rfind(';')));
            }
        } else if (r.start && opt.reachability_searched) {
            under(add(subject::start, 0, level::note, sv.at, "note: ", start_note(rep)), rep.clause);
        }
    }
    // a clean game: its end, claims and undecided questions are in the JSON (one whose result
    // warnings the Laws give shows them, and these notes with them)
    if (r.status != audit::record_status::clean || !r.result.warnings.empty()) {
        if (r.error && !(r.start_illegal && !r.start))
        {
            game_finding& f = add(subject::unreadable, 0, level::error, r.error->at, "", "unreadable: " + prose::describe(*r.error, r));
            f.code = unreadable_code;
            view_detail::second(f, r.error->reader, "unreadable: " + prose::describe(*r.error, r, prose::second_place::apart));
        }
        if (r.move_illegal)
            for (std::size_t i = 0; i < r.moves->breaches.size(); ++i) { // every breach, in order
                const audit::first_illegal& b = r.moves->breaches[i];
                game_finding& f = add(subject::breach, i, level::error, r.breach_tokens[i].at, "", prose::headline(*game, b));
                if (b.judged) { // which move was judged, then each violated clause with its evidence (prose::render's lines)
                    view_detail::line(f, prose::reading(b));
                    const auto block = [&](const rules::finding& fd) {
                        view_detail::clause_line(f, "violates", fd.clause);
                        for (const auto& w : fd.evidence()) view_detail::line(f, "evidence: " + prose::describe_in_game(w, *game), 4);
                    };
                    if (b.judged->verdict_finding.result == rules::outcome::violated) block(b.judged->verdict_finding);
                    for (const auto& fd : *b.judged)
                        if (fd.result == rules::outcome::violated) block(fd);
                }
                if (const auto rule = view_detail::breach_rule(b)) under(f, *rule);
                else f.code = unreadable_code;
                for (const auto c : b.clauses) view_detail::cite(f, c);
            }
        if (r.stop) {
            game_finding& f = add(subject::replay_stop, 0, level::note, r.stop->at, "note: ", prose::describe(*r.stop, r) + " (the moves after it are not judged)");
            f.code = replay_stopped_code;
            view_detail::second(f, r.stop->reader, prose::describe(*r.stop, r, prose::second_place::apart) + " (the moves after it are not judged)");
        }
        if (!r.repairs.empty() && r.start) {
            const pgn::source_pos at = !r.breach_tokens.empty() ? r.breach_tokens.front().at : r.error ? r.error->at : g.start;
            game_finding& f = add(subject::repairs, 0, level::note, at, "note: ", "the whole record replays legally after one of these repairs (best first; each replayed):");
            f.code = repairs_code;
            view_detail::text_lines(f, repairs_text(*r.start, pgn::move_texts(g), r.repairs));
        }
        bool end_cited = false;
        const audit::game_end* e = r.end();
        // the record's result or moves against Articles 5, 6.9, 9: errors; what leaves the result
        // recorded as the Laws give it: warnings
        const std::size_t errors = r.result.findings.size();
        for (std::size_t n = 0; n < errors + r.result.warnings.size(); ++n) {
            const bool error = n < errors;
            const std::size_t i = error ? n : n - errors;
            const audit::result_finding& rf = error ? r.result.findings[i] : r.result.warnings[i];
            const spec::clause& c = rf.clause.get();
            game_finding& f = under(add(error ? subject::result : subject::result_warning, i, error ? level::error : level::warning, rf.at,
                                        error ? "" : "warning: ", kind_words(audit::name(rf.kind)) + " \u2014 " + std::string(c.id) + ": " + prose::describe(rf, r)),
                                    rf.clause);
            const bool about_end = e != nullptr && (rf.kind == audit::result_finding_kind::moves_after_end || rf.kind == audit::result_finding_kind::result_contradicts_end);
            if (about_end) view_detail::line(f, "FEN \"" + to_fen_string(e->at) + "\"");
            else if (r.moves) view_detail::line(f, "FEN \"" + to_fen_string(r.moves->final_position) + "\"");
            view_detail::clause_line(f, "contradicts", rf.clause);
            if (about_end) {
                view_detail::line(f, "evidence: " + prose::evidence(*r.start, g.moves, *e), 4);
                view_detail::cite(f, e->clause);
            }
            end_cited = end_cited || rf.kind == audit::result_finding_kind::moves_after_end || rf.kind == audit::result_finding_kind::result_contradicts_end;
        }
        if (e && !end_cited)
            under(add(subject::end, 0, level::note, ply_at(g, e->ply), "note: ", "the game was over \u2014 " + std::string(e->clause.id()) + ": " + prose::evidence(*r.start, g.moves, *e)),
                  e->clause);
        for (std::size_t i = 0; i < r.result.undecided.size(); ++i) {
            const audit::result_finding& u = r.result.undecided[i];
            under(add(subject::undecided, i, level::note, u.at, "note: ", kind_words(audit::name(u.kind)) + " \u2014 " + std::string(u.clause.id()) + ": " + prose::describe(u, r)), u.clause);
        }
        const std::span<const audit::draw_claim> claims = r.claims();
        for (std::size_t i = 0; i < claims.size(); ++i) {
            const audit::draw_claim& c = claims[i];
            under(add(subject::claim, i, level::note, ply_at(g, c.ply + (c.ply < g.moves.size() ? 1 : 0)), "note: ",
                      "a draw could be claimed \u2014 " + std::string(c.clause.id()) + ": " + prose::describe(*r.start, g.moves, c)),
                  c.clause);
        }
        // The adjudication the record states, as a note (a contradicted one is an error above, as
        // its result finding adjudication_contradicted; one outside the Laws has no clause: JSON only).
        if (const auto& a = r.adjudication; a && a->clause) {
            bool shown = false;
            for (const auto& rf : r.result.findings) shown = shown || rf.kind == audit::result_finding_kind::adjudication_contradicted;
            for (const auto& rf : r.result.warnings) shown = shown || rf.kind == audit::result_finding_kind::adjudication_contradicted;
            if (!shown) under(add(subject::adjudication, 0, level::note, a->read.at, "note: ", "adjudication \u2014 " + std::string(a->clause->id()) + ": " + prose::describe(*a)), *a->clause);
        }
    }
    if (game) // the watchers' typed findings (audit/finding.hpp), each under its clause, at its ply
        for (std::size_t i = 0; i < r.moves->findings.size(); ++i) {
            const audit::game_finding& wf = r.moves->findings[i];
            game_finding& f = under(add(subject::watcher, i, level::warning, wf.at.line ? wf.at : ply_at(g, wf.ply + 1), "warning: ", prose::describe(wf, *game)),
                                    wf.clause);
            view_detail::clause_line(f, "rests on", wf.clause);
        }
    if (const audit::clock_record* c = r.clock())
        for (std::size_t i = 0; i < c->ledger.findings.size(); ++i) { // file:line:col of the ply, what, the clause, the evidence
            const clock::finding& cf = c->ledger.findings[i];
            const spec::clause& k = cf.clause.get();
            game_finding& f = under(add(subject::clock, i, level::warning, ply_at(g, static_cast<std::size_t>(cf.ply)), "warning: ",
                                        "clock: " + prose::kind_words(cf.kind) + " \u2014 " + std::string(k.id) + ": " + prose::describe(cf)),
                                    cf.clause);
            if (cf.kind == clock::finding_kind::flag && c->ledger.flag && c->ledger.flag->ply == cf.ply)
                view_detail::line(f, prose::describe(*c->ledger.flag));
            view_detail::line(f, "control: " + prose::describe_control(*c));
            if (cf.kind == clock::finding_kind::control_contradicted && c->tag) view_detail::line(f, "TimeControl \"" + pgn::to_utf8(*c->tag) + "\"");
            view_detail::line(f, prose::evidence(cf));
            view_detail::clause_line(f, "rests on", cf.clause);
        }
    // The irregularities of Article 7.5 (audit/irregular.hpp): a note at each breach's ply, under its
    // clause, citing the clauses that decide what follows (the breach itself is the error above).
    for (std::size_t i = 0; i < r.irregularities.size(); ++i) {
        const audit::irregularity& x = r.irregularities[i];
        const spec::clause& k = x.clause.get();
        game_finding& f = under(add(subject::irregularity, i, level::note, ply_at(g, x.ply + 1), "note: ",
                                    "irregularity: " + std::string(k.id) + ": " + prose::describe(x)),
                                x.clause);
        view_detail::clause_line(f, "rests on", x.clause);
        if (!x.decided_by.empty()) {
            std::string words = "decided by";
            for (const spec::clause_ref c : x.decided_by) {
                view_detail::cite(f, c);
                words += (c == x.decided_by.front() ? " " : ", ") + std::string(c.id()) + " (" + std::string(c->title) + ")";
            }
            view_detail::line(f, std::move(words));
        }
    }
    if (!v.findings.empty()) v.label = game_label(g);
    return v;
}

} // namespace chesslaw::report
