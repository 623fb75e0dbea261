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
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/legality/analyse.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/findings.hpp>
#include <chesslaw/prose/ending.hpp>
#include <chesslaw/report/label.hpp>
#include <chesslaw/report/totals.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::report {

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

//! The text of a game's findings (report/findings.hpp): each `FILE:LINE:COL: game N (label):
//! <marker><headline>` and its detail lines; `index`: the game's in its file. With `run`, a clause's
//! texts only at its first citation in the run (clause_memory); without, every time.
inline std::string game_text(std::uint64_t index, std::string_view file, const game_view& v, clause_memory* run = nullptr) {
    std::string s;
    if (v.findings.empty()) return s;
    std::string head(file); // "FILE:", then per finding "LINE:COL: game N (label): "
    head += ':';
    const std::string game = ": game " + std::to_string(index) + " (" + v.label + "): ";
    for (const game_finding& f : v.findings) {
        s += head;
        s += pgn::to_string(f.at);
        s += game;
        s += f.marker;
        s += f.headline;
        s += '\n';
        s += run ? f.detail(*run) : f.detail();
    }
    return s;
}

inline std::string game_text(const pgn::game& g, std::string_view file, const game_view& v, clause_memory* run = nullptr) {
    return game_text(g.index, file, v, run);
}

//! The findings of one audited game for people; "" for a clean game without warnings (and, with
//! opt.reachability_searched, without a FEN tag). Order: warnings, the start position, the error,
//! every breach, where the replay stopped, the result findings, then the notes (the end when no
//! finding names it, undecided questions, draw claims): report/findings.hpp's view, walked.
inline std::string game_text(const pgn::game& g, std::string_view file, const audit::record_result& r, const text_options& opt = {}) {
    return game_text(g, file, view_of(g, r, opt));
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
