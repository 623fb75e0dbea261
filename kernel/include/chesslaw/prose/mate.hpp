#pragma once
//! A mate-ability answer in English (analysis/mate_ability.hpp): "White can checkmate: 1... Kb8
//! 2. Qb7# (a series of legal moves, replayed)", "White cannot checkmate by any series of legal
//! moves: …", "undecided whether …". The answer is data (the verdict, the certificate's moves, the
//! rule and its squares, numbers and per-side material rules); the words are built here, from the
//! answer and the position it was asked of (the certificate's SAN starts there). Run time
//! (std::string).

#include <cstddef>
#include <span>
#include <string>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/material.hpp>

namespace chesslaw::prose {

//! The squares of b in words ("a4 c4 e4"), in square order.
inline std::string squares_in_words(bitboard b) {
    std::string s;
    for (; b;) {
        if (!s.empty()) s += ' ';
        s += to_string(pop_lsb(b)).view();
    }
    return s;
}

//! A line of moves in SAN with move numbers, from p ("1... Kb8 2. Qb7#").
inline std::string certificate_san(const position& p, std::span<const move> line) {
    std::string s;
    position q = p;
    bool first = true;
    for (const move m : line) {
        if (!s.empty()) s += ' ';
        if (q.side_to_move == color::white) s += std::to_string(q.fullmove_number) + ". ";
        else if (first) s += std::to_string(q.fullmove_number) + "... ";
        first = false;
        s += to_san(q, m).view();
        q = make_move(q, m);
    }
    return s;
}

//! The answer a, asked of position p, for people: "White can checkmate: 1... Kb8 2. Qb7# (a
//! series of legal moves, replayed)", "White cannot checkmate by any series of legal moves: …",
//! "undecided whether …".
inline std::string describe(const position& p, const analysis::mate_answer& a) {
    using analysis::mate_verdict;
    using analysis::proof_rule;
    const auto side = [](color c) { return std::string(c == color::white ? "White" : "Black"); };
    const std::string who = a.winner ? side(*a.winner) : std::string("either side");
    switch (a.verdict) {
    case mate_verdict::can:
        return side(~a.mated) + " can checkmate: " + certificate_san(p, a.certificate) + " (a series of legal moves, replayed)";
    case mate_verdict::unknown:
        return "undecided whether " + who + " can checkmate: no helpmate and no proof within " + std::to_string(a.nodes) + " positions";
    case mate_verdict::cannot: break;
    }
    std::string s = a.winner ? who + " cannot checkmate by any series of legal moves: " : std::string("no series of legal moves can checkmate either king: ");
    switch (a.rule) {
    case proof_rule::material: {
        std::string parts;
        for (const color c : {color::white, color::black}) {
            const auto r = a.material[static_cast<std::size_t>(index(c))];
            if (r == rules::cannot_mate_reason::none) continue;
            if (!parts.empty()) parts += "; ";
            parts += r == rules::cannot_mate_reason::same_colour_bishops ? std::string(describe(r)) : side(c) + " " + std::string(describe(r));
            if (r == rules::cannot_mate_reason::same_colour_bishops) break;
        }
        return s + parts;
    }
    case proof_rule::fixed_pawns: {
        std::string parts;
        for (const color c : {color::white, color::black}) {
            const std::size_t i = static_cast<std::size_t>(index(c));
            if (a.material[static_cast<std::size_t>(index(~c))] != rules::cannot_mate_reason::none) {
                if (!parts.empty()) parts += "; ";
                parts += side(~c) + " " + std::string(describe(a.material[static_cast<std::size_t>(index(~c))]));
            }
            if (!a.pawns[i]) continue;
            const analysis::fixed_pawns_proof& f = *a.pawns[i];
            if (!parts.empty()) parts += "; ";
            parts += "the pawns on " + squares_in_words(f.pawns) + " can never move (each is blocked, none can capture or be captured); " +
                     side(c) + "'s king can only stand on " + squares_in_words(f.mated_king_region) + ", which no " +
                     (c == color::white ? "black" : "white") + " man can ever attack";
        }
        return s + parts;
    }
    case proof_rule::exhausted: {
        s += "every position reachable from here was examined (" + std::to_string(a.positions) + ") and none is a checkmate";
        if (a.winner) s += " of " + side(~*a.winner);
        const bitboard fixed = a.pawns_fixed[0] | a.pawns_fixed[1];
        if (fixed) s += "; the pawns on " + squares_in_words(fixed) + " never move";
        return s;
    }
    case proof_rule::forced: {
        position q = p;
        for (const move m : a.forced) q = make_move(q, m);
        s += "every series of legal moves starts " + certificate_san(p, a.forced) +
             (a.forced.size() == 1 ? " (the only legal move)" : " (the only legal move at each turn)");
        if (a.forced_stalemate) return s + ", which stalemates";
        analysis::mate_answer after = a;
        after.rule = a.positions ? proof_rule::exhausted : analysis::mate_detail::static_rule(a);
        after.forced.clear();
        const std::string head = s.substr(0, s.find(':') + 2); // "no series … either king: "
        return s + "; after " + (a.forced.size() == 1 ? "it" : "them") + ", " + describe(q, after).substr(head.size());
    }
    case proof_rule::none: break;
    }
    return s;
}

} // namespace chesslaw::prose
