#pragma once
//! An audit finding for people (run time; std::string):
//!
//!   12. O-O is illegal — 3.8.2.1.2: the rook from h1 already moved, at 7. Rg1
//!     violates 3.8.2.1 (...)
//!       ru: ...
//!       en: ...
//!       evidence: ...
//!
//! Move numbers are SAN's: ply → "N." (white) or "N..." (black), counted from the start
//! position's fullmove number. Plies cited as evidence (the king or rook moved) are written in SAN.

#include <cstddef>
#include <span>
#include <string>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/judge_text.hpp>
#include <chesslaw/notation/san.hpp>

namespace chesslaw::audit {

//! "7. Rg1": the SAN of the move played at `ply` (moves: the replayed moves from start).
inline std::string cite_ply(const position& start, std::span<const move> moves, std::size_t ply) {
    if (ply >= moves.size()) { // the move is not at hand: its number and side, the convention of people
        const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
        const bool black = (ply + black_first) % 2 == 1;
        return std::string(black ? "black" : "white") + "'s move " + std::to_string(start.fullmove_number + (ply + black_first) / 2);
    }
    position p = start;
    for (std::size_t i = 0; i < ply; ++i) p = make_move(p, moves[i]);
    return move_number(start, ply) + " " + std::string(to_san(p, moves[ply]).view());
}

//! A move that may be illegal, in long form: "Nb8-d7", "e7-e8", "Ke1-g1".
inline std::string long_form(const position& p, move m) {
    const piece pc = p.piece_on(m.from());
    std::string s;
    if (pc != piece::none && type_of(pc) != piece_type::pawn) s += san_detail::letter(type_of(pc));
    s += std::string(to_string(m.from()).view()) + (p.empty(m.to()) ? "-" : "x") + std::string(to_string(m.to()).view());
    if (m.is_promotion()) s += std::string("=") + san_detail::letter(to_piece_type(m.promotion()));
    return s;
}

//! One witness in words; plies of the game are cited in SAN.
inline std::string describe_in_game(const rules::witness& w, const position& start, std::span<const move> moves) {
    using rules::fact;
    if (w.what == fact::king_moved && w.ply >= 0)
        return "the king already moved, at " + cite_ply(start, moves, static_cast<std::size_t>(w.ply));
    if (w.what == fact::rook_moved && w.ply >= 0)
        return "the rook from " + std::string(to_string(w.at).view()) + " already moved or was captured, at " +
               cite_ply(start, moves, static_cast<std::size_t>(w.ply));
    return chesslaw::describe(w);
}

//! The most specific violated clause (deepest ID; ties: first in the order of the Laws).
inline const rules::finding* main_finding(const judgement& j) {
    const rules::finding* best = nullptr;
    const auto depth = [](const rules::finding& f) {
        int d = 0;
        for (const char c : f.clause.id()) d += c == '.' || c == '/';
        return d;
    };
    if (j.verdict_finding.result == rules::outcome::violated) best = &j.verdict_finding;
    for (const auto& f : j)
        if (f.result == rules::outcome::violated && (best == nullptr || depth(f) > depth(*best))) best = &f;
    return best;
}

//! The one-line finding: "12. O-O is illegal — 3.8.2.1.2: the rook from h1 already moved, at 7. Rg1".
inline std::string headline(const position& start, const game_result& r, const first_illegal& f) {
    const std::string written = move_number(start, f.ply) + " " + std::string(f.san);
    if (!f.syntax && !f.judged) return written + " is not SAN — " + to_string(f.error, f.san);
    if (f.error.code == san_errc::ambiguous) {
        std::string s = written + " is ambiguous — these legal moves fit:";
        for (const move m : f.resolution.candidates()) s += " " + std::string(to_san(f.before, m).view());
        return s;
    }
    if (!f.judged) {
        const san_syntax& s = *f.syntax;
        if (s.castling)
            return written + " is illegal — " + std::string(spec::id::castling.id()) + ": castling is a move of the king from its initial square, " +
                   std::string(to_string(san_detail::king_home(f.before.side_to_move)).view()) + ", and the " +
                   std::string(name(f.before.side_to_move)) + " king is not there";
        std::string what = std::string(name(type_of(make_piece(f.before.side_to_move, s.piece))));
        if (s.from_file) what += std::string(" on the ") + to_char(*s.from_file) + "-file";
        if (s.from_rank) what += std::string(" on rank ") + to_char(*s.from_rank);
        return written + " is illegal — " + std::string(spec::id::illegal_move.id()) + ": " +
               std::string(name(f.before.side_to_move)) + " has no " + what + " to make this move";
    }
    const rules::finding* main = main_finding(*f.judged);
    std::string s = written + " is illegal";
    if (main != nullptr) {
        s += " — " + std::string(main->clause.id());
        if (main->witness_count > 0) s += ": " + describe_in_game(main->witnesses[0], start, r.moves);
    }
    return s;
}

//! Headline, then which move was judged and why, then each violated clause: ID, title, Russian
//! and English text, evidence.
inline std::string render(const position& start, const game_result& r, const first_illegal& f) {
    std::string out = headline(start, r, f) + "\n";
    if (!f.judged) return out;
    const san_resolution& res = f.resolution;
    if (f.resolved) out += "  read as " + long_form(f.before, *f.resolved);
    else out += "  read as castling " + std::string(f.syntax && f.syntax->castling == side::queen_side ? "queen side" : "king side") +
                "; the " + std::string(name(f.before.side_to_move)) + " king is on " +
                std::string(to_string(f.before.king(f.before.side_to_move)).view()) + ", not on its initial square " +
                std::string(to_string(san_detail::king_home(f.before.side_to_move)).view());
    if (f.coordinate) out += " (written in coordinate notation)";
    if (res.kind == san_resolution_kind::unreachable && f.syntax)
        out += " (no " + std::string(name(f.syntax->piece)) + " can reach the target; the nearest one is judged)";
    if (res.count > 1) {
        out += "; it could also mean:";
        for (std::size_t i = 0; i < res.count; ++i) {
            if (i == res.chosen) continue;
            out += " " + long_form(f.before, res.moves[i]) + " (";
            bool first = true;
            for (const auto c : violated_clauses(res.judgements[i])) {
                out += (first ? "" : ", ") + std::string(c.id());
                first = false;
            }
            out += ")";
        }
        out += "; judged the reading with the fewest violated clauses";
    }
    out += "\n";
    const auto block = [&](const rules::finding& fd) {
        out += "  violates " + std::string(fd.clause.id()) + " (" + std::string(fd.clause->title) + ")\n";
        out += "    ru: " + std::string(fd.clause->text_ru) + "\n";
        out += "    en: " + std::string(fd.clause->text_en) + "\n";
        for (const auto& w : fd.evidence()) out += "    evidence: " + describe_in_game(w, start, r.moves) + "\n";
    };
    if (f.judged->verdict_finding.result == rules::outcome::violated) block(f.judged->verdict_finding);
    for (const auto& fd : *f.judged)
        if (fd.result == rules::outcome::violated) block(fd);
    return out;
}

//! The headline of the game's first finding ("clean" when there is none).
inline std::string headline(const position& start, const game_result& r) { return r.first ? headline(start, r, *r.first) : "clean"; }

//! The game's first finding, rendered (see render above); "clean\n" when there is none.
inline std::string render(const position& start, const game_result& r) { return r.first ? render(start, r, *r.first) : "clean\n"; }

} // namespace chesslaw::audit
