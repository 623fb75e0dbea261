#pragma once
//! The audit of game records for people, compiler-style — what `chesslaw audit` prints, so that a
//! library user gets the same lines:
//!
//!   chesslaw::report::game_text(const pgn::game& g, std::string_view file, const audit::record_result& r,
//!                               const text_options& opt = {}) -> std::string   ("" for a clean game)
//!   chesslaw::report::audit_totals t; t.add(r); … summary_text(t, seconds)
//!
//! Each finding is one line `FILE:LINE:COL: game N (White – Black, Event, round R): <headline>`,
//! then its clause texts (ru, en) and evidence, indented; the reader's and the audit's warnings are
//! `… warning: …` lines, information (undecided questions, draw claims, the end of a game that has
//! a finding, a start position's search result) `… note: …` lines. A clean game prints nothing
//! but its warnings: its end, its claims and any undecided question are in the JSON
//! (report/json.hpp), and the writing costs nothing for the many clean games.
//! Header-only, no I/O, no dependency beyond the kernel.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/text.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/report/label.hpp>
#include <chesslaw/report/repairs.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::report {

struct text_options {
    bool reachability_searched = false; //!< a proof game was searched for (--reachability-budget): a note for each
                                        //!< start position that is not illegal
};

//! "FILE:LINE:COL: game N (label): ", the start of every line about game g.
inline std::string prefix(std::string_view file, pgn::source_pos at, const pgn::game& g) {
    std::string s(file);
    s += ':';
    s += pgn::to_string(at);
    s += ": game ";
    s += std::to_string(g.index);
    s += " (";
    s += game_label(g);
    s += "): ";
    return s;
}

//! The finding for an illegal start position (3.10.3), at the FEN tag:
//!   FILE:LINE:COL: game N (…): the start position is illegal — 3.10.3: <first argument>
//! then the FEN, the clause text (ru, en) and every argument with its squares.
inline std::string start_finding(std::string_view file, const pgn::tag& fen, const pgn::game& g, const legality::report& r) {
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

//! With a proof-game search: what it found for a start position that is not illegal.
inline std::string start_note(const legality::report& r) {
    const std::string head = std::string(r.clause.id()) + ": ";
    if (r.result == legality::verdict::reachable && r.proof_game.empty() && !r.tried.empty() && r.tried.back().starts_with("a Chess960 starting array"))
        return "the start position is reachable \u2014 " + head + r.tried.back(); // the start itself (Guidelines II.2)
    if (r.result == legality::verdict::reachable)
        return "the start position is reachable \u2014 " + head + "a proof game of " + std::to_string(r.proof_game.size()) +
               (r.proof_game.size() == 1 ? " ply" : " plies") + " from the initial position, replayed by the kernel";
    return "the start position's reachability is unknown \u2014 " + head + (r.tried.empty() ? std::string("nothing tried") : r.tried.back());
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

//! One result finding (the record's result or moves against Articles 5, 6.9, 9):
//!   FILE:LINE:COL: game N (…): <kind in words> — <clause>: <text>
//!     FEN "<the position at the end, or the final position>"
//!     contradicts <clause> (<title>)
//!       ru: …
//!       en: …
//!       evidence: <how the game ended> (a finding about the end)
inline std::string result_finding_text(std::string_view file, const pgn::game& g, const audit::record_result& r,
                                       const audit::result_finding& f) {
    const spec::clause& c = f.clause.get();
    std::string s = prefix(file, f.at, g) + kind_words(f.kind) + " \u2014 " + std::string(c.id) + ": " + f.text + "\n";
    const audit::game_end* e = r.end();
    const bool about_end = e != nullptr && (f.kind == "moves_after_end" || f.kind == "result_contradicts_end");
    if (about_end) s += "  FEN \"" + to_fen_string(e->at) + "\"\n";
    else if (r.moves) s += "  FEN \"" + to_fen_string(r.moves->final_position) + "\"\n";
    s += "  contradicts " + std::string(c.id) + " (" + std::string(c.title) + ")\n";
    s += "    ru: " + std::string(c.text_ru) + "\n";
    s += "    en: " + std::string(c.text_en) + "\n";
    if (about_end) s += "    evidence: " + prose::evidence(*r.start, g.moves, *e) + "\n";
    return s;
}

//! The findings of one audited game for people; "" for a clean game without warnings (and, with
//! opt.reachability_searched, without a FEN tag). Order: warnings, the start position, the error,
//! every breach, where the replay stopped, the result findings, then the notes (the end when no
//! finding names it, undecided questions, draw claims).
inline std::string game_text(const pgn::game& g, std::string_view file, const audit::record_result& r, const text_options& opt = {}) {
    std::string s;
    for (const auto& w : r.warnings) s += prefix(file, w.at, g) + "warning: " + w.message + "\n";
    if (r.start_position) {
        const audit::start_verdict& sv = *r.start_position;
        if (r.start_illegal) s += start_finding(file, *sv.tag, g, sv.report);
        else if (r.start && opt.reachability_searched) s += prefix(file, sv.tag->at, g) + "note: " + start_note(sv.report) + "\n";
    }
    if (r.status == audit::record_status::clean) return s; // silent: the end, claims and undecided questions are in the JSON
    if (r.error) {
        if (r.start_illegal && !r.start) s += "  the moves are not replayed: " + r.error->message.substr(0, r.error->message.rfind(';')) + "\n";
        else s += prefix(file, r.error->at, g) + "unreadable: " + r.error->message + "\n";
    }
    if (r.move_illegal)
        for (std::size_t i = 0; i < r.moves->breaches.size(); ++i) { // every breach, in order
            const std::string rendered = audit::render(*r.start, *r.moves, r.moves->breaches[i]);
            const auto nl = rendered.find('\n');
            s += prefix(file, r.breach_tokens[i]->at, g) + rendered.substr(0, nl) + "\n" + rendered.substr(nl + 1);
        }
    if (r.stop) s += prefix(file, r.stop->at, g) + "note: " + r.stop->message + " (the moves after it are not judged)\n";
    if (!r.repairs.empty() && r.start) {
        const pgn::source_pos at = !r.breach_tokens.empty() ? r.breach_tokens.front()->at : r.error ? r.error->at : g.start;
        s += prefix(file, at, g) + "note: the whole record replays legally after one of these repairs (best first; each replayed):\n" +
             repairs_text(*r.start, pgn::move_texts(g), r.repairs);
    }
    bool end_cited = false;
    for (const auto& f : r.result.findings) {
        s += result_finding_text(file, g, r, f);
        end_cited = end_cited || f.kind == "moves_after_end" || f.kind == "result_contradicts_end";
    }
    if (const audit::game_end* e = r.end(); e && !end_cited)
        s += prefix(file, ply_at(g, e->ply), g) + "note: the game was over \u2014 " + std::string(e->clause.id()) + ": " + prose::evidence(*r.start, g.moves, *e) + "\n";
    for (const auto& u : r.result.undecided)
        s += prefix(file, u.at, g) + "note: " + kind_words(u.kind) + " \u2014 " + std::string(u.clause.id()) + ": " + u.text + "\n";
    for (const auto& c : r.claims())
        s += prefix(file, ply_at(g, c.ply + (c.ply < g.moves.size() ? 1 : 0)), g) + "note: a draw could be claimed \u2014 " +
             std::string(c.clause.id()) + ": " + prose::describe(*r.start, g.moves, c) + "\n";
    return s;
}

// ---- the summary -----------------------------------------------------------------------------

//! What the summary counts of one game, copied out of its record_result (which refers into the
//! game, and the game may be gone when the count is taken).
struct game_tally {
    audit::record_status status = audit::record_status::clean;
    std::size_t plies = 0;
    std::vector<spec::clause_ref> clauses;   //!< the game's findings' clauses (record_result::clauses)
    std::optional<spec::clause_ref> end;     //!< the clause that ended the game (null: it did not end)

    static game_tally of(const audit::record_result& r) {
        game_tally t;
        t.status = r.status;
        t.plies = r.plies;
        t.clauses = r.clauses;
        if (const audit::game_end* e = r.end()) t.end = e->clause;
        return t;
    }
};

//! One input of an audit: its name as shown, the games read from it and its line breaks (CR, LF
//! or CRLF: one each) — what a later part of the same stream starts after (audit_totals::add).
struct input_count {
    std::string file;
    std::uint64_t games = 0, lines = 0;
};

//! The counts of an audit: games per status, clauses, ends.
struct audit_totals {
    std::uint64_t games = 0, plies = 0, clean = 0, illegal = 0, unreadable = 0, inconsistent = 0;
    std::map<std::string, std::uint64_t> clauses; //!< clause ID → games with a finding under it (each clause once a game)
    std::map<std::string, std::uint64_t> ends;    //!< clause ID → games that ended by it (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2)
    std::vector<input_count> inputs;              //!< the inputs in order (filled by the reader of the inputs, not by add(tally))

    //! Adds the totals of a later part of the same audit (the audit of the input that follows):
    //! every count and per-clause count summed, its inputs appended; when `continues` (the later
    //! part's first input goes on with this one's last, as parts of one stream cut at game starts
    //! do), those two inputs are one: their games and lines summed.
    void add(const audit_totals& later, bool continues) {
        games += later.games;
        plies += later.plies;
        clean += later.clean;
        illegal += later.illegal;
        unreadable += later.unreadable;
        inconsistent += later.inconsistent;
        for (const auto& [id, n] : later.clauses) clauses[id] += n;
        for (const auto& [id, n] : later.ends) ends[id] += n;
        std::size_t from = 0;
        if (continues && !inputs.empty() && !later.inputs.empty()) {
            inputs.back().games += later.inputs.front().games;
            inputs.back().lines += later.inputs.front().lines;
            from = 1;
        }
        inputs.insert(inputs.end(), later.inputs.begin() + static_cast<std::ptrdiff_t>(from), later.inputs.end());
    }

    void add(const game_tally& t) {
        ++games;
        plies += t.plies;
        switch (t.status) {
        case audit::record_status::clean: ++clean; break;
        case audit::record_status::illegal: ++illegal; break;
        case audit::record_status::unreadable: ++unreadable; break;
        case audit::record_status::inconsistent: ++inconsistent; break;
        }
        for (const auto c : t.clauses) ++clauses[std::string(c.id())];
        if (t.end) ++ends[std::string(t.end->id())];
    }
    void add(const audit::record_result& r) { add(game_tally::of(r)); }

    //! Games with a finding or that cannot be audited (the audit's exit status 1 when non-zero).
    std::uint64_t not_clean() const noexcept { return illegal + unreadable + inconsistent; }
};

//! "3.9 ×2, 5.2.1 ×1": counts per clause ID, in the order of the IDs' text.
inline std::string clause_counts(const std::map<std::string, std::uint64_t>& counts, std::string_view sep = ", ") {
    std::string s;
    for (const auto& [id, n] : counts) {
        if (!s.empty()) s += sep;
        s += id;
        s += " \u00d7";
        s += std::to_string(n);
    }
    return s;
}

//! The summary line: "4 games, 25 plies: 2 clean, 2 illegal, 0 unreadable, 0 inconsistent;
//! clauses: 3.9 ×1; ends: 5.1.1 ×1 (0.04 s)" and a newline (clauses and ends only when there are any).
inline std::string summary_text(const audit_totals& t, double seconds) {
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.2f", seconds);
    std::string s = std::to_string(t.games) + (t.games == 1 ? " game, " : " games, ") + std::to_string(t.plies) + " plies: " +
                    std::to_string(t.clean) + " clean, " + std::to_string(t.illegal) + " illegal, " + std::to_string(t.unreadable) +
                    " unreadable, " + std::to_string(t.inconsistent) + " inconsistent";
    if (!t.clauses.empty()) s += "; clauses: " + clause_counts(t.clauses);
    if (!t.ends.empty()) s += "; ends: " + clause_counts(t.ends);
    s += " (";
    s += secs;
    s += " s)\n";
    return s;
}

// ---- positions in FEN text ---------------------------------------------------------------------

//! 1-based column of square s in the placement field of `fen` (1 if it cannot be found): where a
//! compiler-style `fen:1:COL:` line points.
inline std::size_t fen_column_of(std::string_view fen, square s) {
    if (!is_valid(s)) return 1;
    int r = 7, f = 0;
    for (std::size_t i = 0; i < fen.size() && fen[i] != ' '; ++i) {
        const char c = fen[i];
        if (c == '/') {
            --r;
            f = 0;
        } else if (c >= '1' && c <= '8') {
            const int run = c - '0';
            if (r == index(rank_of(s)) && index(file_of(s)) >= f && index(file_of(s)) < f + run) return i + 1;
            f += run;
        } else {
            if (r == index(rank_of(s)) && f == index(file_of(s))) return i + 1;
            ++f;
        }
    }
    return 1;
}

} // namespace chesslaw::report
