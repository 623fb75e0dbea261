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
//! `… warning: …` lines. A clean game prints nothing but its warnings.
//! Header-only, no I/O, no dependency beyond the kernel.

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/text.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/label.hpp>
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
    if (r.result == legality::verdict::reachable)
        return "the start position is reachable \u2014 " + head + "a proof game of " + std::to_string(r.proof_game.size()) +
               (r.proof_game.size() == 1 ? " ply" : " plies") + " from the initial position, replayed by the kernel";
    return "the start position's reachability is unknown \u2014 " + head + (r.tried.empty() ? std::string("nothing tried") : r.tried.back());
}

//! The findings of one audited game for people; "" for a clean game without warnings (and, with
//! opt.reachability_searched, without a FEN tag).
inline std::string game_text(const pgn::game& g, std::string_view file, const audit::record_result& r, const text_options& opt = {}) {
    std::string s;
    for (const auto& w : r.warnings) s += prefix(file, w.at, g) + "warning: " + w.message + "\n";
    if (r.start_position) {
        const audit::start_verdict& sv = *r.start_position;
        if (r.start_illegal) s += start_finding(file, *sv.tag, g, sv.report);
        else if (r.start && opt.reachability_searched) s += prefix(file, sv.tag->at, g) + "note: " + start_note(sv.report) + "\n";
    }
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
    return s;
}

// ---- the summary -----------------------------------------------------------------------------

//! What the summary counts of one game, copied out of its record_result (which refers into the
//! game, and the game may be gone when the count is taken).
struct game_tally {
    audit::record_status status = audit::record_status::clean;
    std::size_t plies = 0;
    std::vector<spec::clause_ref> clauses;   //!< the game's findings' clauses (record_result::clauses)

    static game_tally of(const audit::record_result& r) {
        game_tally t;
        t.status = r.status;
        t.plies = r.plies;
        t.clauses = r.clauses;
        return t;
    }
};

//! The counts of an audit: games per status and clauses.
struct audit_totals {
    std::uint64_t games = 0, plies = 0, clean = 0, illegal = 0, unreadable = 0;
    std::map<std::string, std::uint64_t> clauses; //!< clause ID → games with a finding under it (each clause once a game)

    void add(const game_tally& t) {
        ++games;
        plies += t.plies;
        (t.status == audit::record_status::clean ? clean : t.status == audit::record_status::illegal ? illegal : unreadable) += 1;
        for (const auto c : t.clauses) ++clauses[std::string(c.id())];
    }
    void add(const audit::record_result& r) { add(game_tally::of(r)); }

    //! Games with a finding or that cannot be audited (the audit's exit status 1 when non-zero).
    std::uint64_t not_clean() const noexcept { return illegal + unreadable; }
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

//! The summary line: "4 games, 25 plies: 2 clean, 2 illegal, 0 unreadable; clauses: 3.9 ×1
//! (0.04 s)" and a newline (clauses only when there are any).
inline std::string summary_text(const audit_totals& t, double seconds) {
    char secs[32];
    std::snprintf(secs, sizeof secs, "%.2f", seconds);
    std::string s = std::to_string(t.games) + (t.games == 1 ? " game, " : " games, ") + std::to_string(t.plies) + " plies: " +
                    std::to_string(t.clean) + " clean, " + std::to_string(t.illegal) + " illegal, " + std::to_string(t.unreadable) +
                    " unreadable";
    if (!t.clauses.empty()) s += "; clauses: " + clause_counts(t.clauses);
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
