#pragma once
//! "Can this side checkmate by any possible series of legal moves?" — the question of 6.9 (a flag
//! fall is a draw when the opponent cannot), 5.1.2 of the 2023 Laws (a resignation likewise) and,
//! for both sides at once, 5.2.2 (a dead position ends the game drawn).
//!
//! Every answer carries its evidence:
//! - **can**: a certificate, a helpmate line replayed by the kernel (verified before it is given);
//! - **cannot**: an argument, one of four rules with its squares: the certain material rules
//!   (rules/material.hpp), the fixed pawns (analysis/fixed_pawns.hpp: no pawn can ever move and
//!   the king is never attacked from the squares the other side's men can reach), every
//!   reachable position enumerated (analysis/reachable.hpp: none is a checkmate), or (5.2.2 only)
//!   forced moves: from p each side in turn has exactly one legal move, up to a position one of
//!   the static proofs covers or a stalemate (`3k4/3Q4/1K6/8/8/1N6/8/8 b`: Kxd7 is Black's only
//!   move and leaves a king and a knight against a bare king);
//! - **unknown**: the budget ran out first. Never a wrong *cannot*: each rule is a proof.
//!
//! The order: the static proofs (cheap), for 5.2.2 the forced moves (a move generation per ply
//! while there is one legal move), a small enumeration (decides small spaces either way),
//! the helpmate finder (analysis/helpmate.hpp, for positions with room), then the enumeration
//! with the whole budget. Header-only; constexpr for small budgets.

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include <chesslaw/analysis/fixed_pawns.hpp>
#include <chesslaw/analysis/helpmate.hpp>
#include <chesslaw/analysis/reachable.hpp>
#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/rules/material.hpp>

namespace chesslaw::analysis {

enum class mate_verdict : std::uint8_t { can, cannot, unknown };

constexpr std::string_view name(mate_verdict v) noexcept {
    switch (v) {
    case mate_verdict::can: return "can";
    case mate_verdict::cannot: return "cannot";
    case mate_verdict::unknown: return "unknown";
    }
    return "?";
}

//! The rule a *cannot* rests on.
enum class proof_rule : std::uint8_t { none, material, fixed_pawns, exhausted, forced };

constexpr std::string_view name(proof_rule r) noexcept {
    switch (r) {
    case proof_rule::none: return "none";
    case proof_rule::material: return "material";
    case proof_rule::fixed_pawns: return "fixed_pawns";
    case proof_rule::exhausted: return "exhausted";
    case proof_rule::forced: return "forced";
    }
    return "?";
}

//! How much the analysis may do.
struct mate_budget {
    std::uint64_t nodes = 200'000;         //!< positions, for the helpmate finder and the enumeration each
    std::uint64_t first_enumeration = 4'000; //!< the small enumeration before the finder
    bool search = true;                    //!< run the helpmate finder (false: static proofs and enumeration only)
    std::uint64_t after_forced = 256;      //!< 5.2.2: positions enumerated after the forced moves, when the side then
                                           //!< to move has few legal moves (forced_proof; 0: none)
};

//! The answer, with its certificate or argument.
struct mate_answer {
    mate_verdict verdict = mate_verdict::unknown;
    std::optional<color> winner;     //!< the side asked about; nullopt: both (5.2.2)
    // can
    std::vector<move> certificate;   //!< a helpmate line from the position (verified)
    color mated = color::black;      //!< the side checkmated at the end of the certificate
    // cannot
    proof_rule rule = proof_rule::none;
    std::array<rules::cannot_mate_reason, 2> material{}; //!< material: the rule per side (winner's, or both for 5.2.2)
    std::array<std::optional<fixed_pawns_proof>, 2> pawns{}; //!< fixed_pawns: the proof that this colour's king is never mated
    std::uint64_t positions = 0;     //!< exhausted: positions enumerated
    std::array<bitboard, 2> pawns_fixed{};  //!< exhausted: pawns that stay on their squares in every reachable position
    std::array<bitboard, 2> king_squares{}; //!< exhausted: squares each king can stand on
    std::vector<move> forced;        //!< forced: the moves, each the only legal move, after which `material`
                                     //!< / `pawns` (or a stalemate, forced_stalemate) prove the position dead
    bool forced_stalemate = false;   //!< forced: the last forced move stalemates
    std::uint64_t nodes = 0;         //!< positions visited by the searches
};

namespace mate_detail {
//! Only a board that can stand in a game is searched: one king a side, the side not to move not
//! in check. A record's illegal move played as written can leave either, a FEN can state either,
//! and the moves of such a board take a king (no line from it says anything of 5.2.2): the
//! searches answer `unknown` there, the static proofs still apply.
constexpr bool game_board(const position& p) noexcept {
    for (const color c : {color::white, color::black})
        if (popcount(p.pieces(c) & p.pieces(piece_type::king)) != 1) return false;
    return !attacked(p, p.king(~p.side_to_move), p.side_to_move);
}
} // namespace mate_detail

//! The most plies of forced moves a 5.2.2 proof follows (each a position with one legal move).
inline constexpr int forced_plies = 6;
//! After the forced moves, the position reached is enumerated (mate_budget::after_forced) only
//! when its side to move has at most this many legal moves (a lone rook or queen has more: its
//! space is not exhausted in a few hundred positions, and the audit meets such endings often).
inline constexpr int forced_enumeration_moves = 6;

namespace mate_detail {

//! The static proof that `mated`'s king is never checkmated, written into a: the material rule
//! of the other side, or the fixed pawns.
constexpr bool static_proof(const position& p, color mated, mate_answer& a) noexcept {
    const rules::cannot_mate_reason why = rules::why_cannot_checkmate(p, ~mated);
    if (why != rules::cannot_mate_reason::none) {
        a.material[static_cast<std::size_t>(index(~mated))] = why;
        return true;
    }
    if (auto f = prove_fixed_pawns(p, mated)) {
        a.pawns[static_cast<std::size_t>(index(mated))] = *f;
        return true;
    }
    return false;
}

//! The rule of a *cannot* made of per-side static proofs: material if every side's is material.
constexpr proof_rule static_rule(const mate_answer& a) noexcept {
    return a.pawns[0] || a.pawns[1] ? proof_rule::fixed_pawns : proof_rule::material;
}

//! Writes an enumeration's result into a; true if it decided.
constexpr bool take(const enumeration& e, const position& p, mate_answer& a) {
    a.nodes += e.positions;
    if (e.end == enumeration_end::mate_found) {
        a.verdict = mate_verdict::can;
        a.certificate = e.line;
        position q = p;
        for (const move m : e.line) q = make_move(q, m);
        a.mated = q.side_to_move;
        return true;
    }
    if (e.end == enumeration_end::exhausted) {
        a.verdict = mate_verdict::cannot;
        a.rule = proof_rule::exhausted;
        a.positions = e.positions;
        a.pawns_fixed = e.pawns_fixed;
        a.king_squares = e.king_squares;
        return true;
    }
    return false;
}

//! 5.2.2 through forced moves: from p, while the side to move has exactly one legal move (at
//! most `plies` of them), play it; p is dead when a position so reached is dead by the static
//! proofs for both kings, or is a stalemate — every series of legal moves from p passes through
//! it, and none from it checkmates. Where the line ends (at least one forced move played) in a
//! position with a few legal moves (forced_enumeration_moves), every position reachable from it
//! is enumerated, `budget` positions at most: none a checkmate proves p dead too. A
//! checkmate, or a budget run out, ends the line without a proof. The answer is written into a
//! (rule forced) only on success.
constexpr bool forced_proof(const position& p, int plies, std::uint64_t budget, mate_answer& a) {
    if (!game_board(p)) return false;
    position q = p;
    std::vector<move> line;
    for (int i = 0; i <= plies; ++i) {
        const move_list moves = legal_moves(q);
        if (moves.size() != 1 || i == plies) {
            if (line.empty() || !budget || moves.size() > forced_enumeration_moves) return false;
            const enumeration e = enumerate_reachable(q, std::nullopt, budget);
            a.nodes += e.positions;
            if (e.end != enumeration_end::exhausted) return false;
            a.verdict = mate_verdict::cannot;
            a.rule = proof_rule::forced;
            a.positions = e.positions;
            a.pawns_fixed = e.pawns_fixed;
            a.king_squares = e.king_squares;
            a.forced = std::move(line);
            return true;
        }
        q = make_move(q, moves[0]);
        line.push_back(moves[0]);
        mate_answer t;
        const bool dead = static_proof(q, color::white, t) && static_proof(q, color::black, t);
        const bool stalemate = !dead && !has_legal_move(q) && !in_check(q);
        if (!dead && !stalemate) {
            if (!has_legal_move(q)) return false; // a checkmate
            continue;
        }
        a.verdict = mate_verdict::cannot;
        a.rule = proof_rule::forced;
        a.material = dead ? t.material : std::array<rules::cannot_mate_reason, 2>{};
        a.pawns = dead ? t.pawns : std::array<std::optional<fixed_pawns_proof>, 2>{};
        a.forced = std::move(line);
        a.forced_stalemate = stalemate;
        return true;
    }
    return false;
}

} // namespace mate_detail

//! Whether `winner` can checkmate the other side from p by some series of legal moves (both sides
//! cooperating), with the certificate or the argument (see the file comment).
constexpr mate_answer can_checkmate(const position& p, color winner, const mate_budget& b = {}) {
    mate_answer a;
    a.winner = winner;
    if (mate_detail::static_proof(p, ~winner, a)) {
        a.verdict = mate_verdict::cannot;
        a.rule = mate_detail::static_rule(a);
        return a;
    }
    if (!mate_detail::game_board(p)) return a; // unknown: no search on a board no game holds
    const std::uint64_t first = b.first_enumeration < b.nodes ? b.first_enumeration : b.nodes;
    if (first && mate_detail::take(enumerate_reachable(p, ~winner, first), p, a)) return a;
    if (b.search) {
        const helpmate_search h = find_helpmate(p, winner, helpmate_budget{b.nodes});
        a.nodes += h.nodes;
        if (h.found && verify_helpmate(p, winner, h.line)) {
            a.verdict = mate_verdict::can;
            a.certificate = h.line;
            a.mated = ~winner;
            return a;
        }
    }
    if (b.nodes > first && mate_detail::take(enumerate_reachable(p, ~winner, b.nodes), p, a)) return a;
    return a;
}

//! Whether p is a dead position (5.2.2): *cannot* when no side can checkmate (the argument covers
//! both), *can* with a certificate for one side, or unknown.
constexpr mate_answer dead_position(const position& p, const mate_budget& b = {}) {
    mate_answer a;
    const bool white_safe = mate_detail::static_proof(p, color::white, a);
    const bool black_safe = mate_detail::static_proof(p, color::black, a);
    if (white_safe && black_safe) {
        a.verdict = mate_verdict::cannot;
        a.rule = mate_detail::static_rule(a);
        return a;
    }
    a.material = {};
    a.pawns = {};
    if (!mate_detail::game_board(p)) return a; // unknown: no search on a board no game holds
    if (mate_detail::forced_proof(p, forced_plies, b.after_forced, a)) return a;
    const std::uint64_t first = b.first_enumeration < b.nodes ? b.first_enumeration : b.nodes;
    if (first && mate_detail::take(enumerate_reachable(p, std::nullopt, first), p, a)) return a;
    if (b.search) {
        for (const color w : {p.side_to_move, ~p.side_to_move}) {
            const helpmate_search h = find_helpmate(p, w, helpmate_budget{b.nodes});
            a.nodes += h.nodes;
            if (h.found && verify_helpmate(p, w, h.line)) {
                a.verdict = mate_verdict::can;
                a.certificate = h.line;
                a.mated = ~w;
                return a;
            }
        }
    }
    if (b.nodes > first && mate_detail::take(enumerate_reachable(p, std::nullopt, b.nodes), p, a)) return a;
    return a;
}

} // namespace chesslaw::analysis
