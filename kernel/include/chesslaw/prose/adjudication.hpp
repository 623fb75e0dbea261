#pragma once
//! English for the adjudication a record states, checked against the Laws (audit/adjudication.hpp):
//! the only place its sentences are built.
//!
//!   describe(adjudication_claim)               "a checkmate", "a draw by threefold repetition", …
//!   describe(const adjudication_check&)        the claim, the verdict and both sides' evidence:
//!     `the record's "White mates" (comment) claims a checkmate: contradicted (5.1.1): in the last
//!      position Black, not in check, has 23 legal moves`

#include <cstddef>
#include <string>
#include <string_view>

#include <chesslaw/audit/adjudication.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/clock.hpp>
#include <chesslaw/prose/mate.hpp>

namespace chesslaw::prose {

//! What a claim says ended the game.
constexpr std::string_view describe(audit::adjudication_claim c) noexcept {
    using k = audit::adjudication_claim;
    switch (c) {
    case k::illegal_move: return "an illegal move";
    case k::checkmate: return "a checkmate";
    case k::stalemate: return "a stalemate";
    case k::threefold: return "a draw by threefold repetition";
    case k::fifty_moves: return "a draw by the fifty-move rule";
    case k::insufficient_material: return "a draw by insufficient material (a dead position)";
    case k::time: return "a loss on time";
    case k::resignation: return "a resignation";
    case k::outside_laws: return "an adjudication outside the Laws (engine score, tablebase, match rule or disconnection)";
    }
    return "?";
}

//! The verdict in a word or two.
constexpr std::string_view describe(audit::adjudication_verdict v) noexcept {
    switch (v) {
    case audit::adjudication_verdict::confirmed: return "confirmed";
    case audit::adjudication_verdict::contradicted: return "contradicted";
    case audit::adjudication_verdict::not_checkable: return "not checkable";
    }
    return "?";
}

namespace adjudication_words {

inline std::string plies_text(const std::vector<std::size_t>& plies) {
    std::string s;
    for (std::size_t i = 0; i < plies.size(); ++i) s += (i == 0 ? "" : i + 1 == plies.size() ? " and " : ", ") + std::to_string(plies[i]);
    return s;
}

inline std::string clauses_text(const std::vector<spec::clause_ref>& cs) {
    std::string s;
    for (const spec::clause_ref c : cs) s += (s.empty() ? "" : ", ") + std::string(c.id());
    return s;
}

} // namespace adjudication_words

//! Why the verdict is what it is, with the evidence (no claim or verdict words: see describe).
inline std::string describe_evidence(const audit::adjudication_check& a) {
    using namespace adjudication_words;
    using b = audit::adjudication_basis;
    const audit::adjudication_evidence& e = a.evidence;
    const std::string side = e.side ? side_name(*e.side) : std::string("the side named");
    const std::string other = e.side ? side_name(~*e.side) : std::string("the opponent");
    const std::string to_move = e.board ? side_name(e.board->side_to_move) : std::string("the side to move");
    const std::string move_text = a.read.move.empty() ? std::string("the move") : a.read.move;
    const auto named = [&] { return e.named ? " (" + std::string(to_uci(*e.named).view()) + ")" : std::string(); };
    const auto legal_moves = [&] {
        return to_move + (e.in_check ? ", in check," : ", not in check,") + " has " + std::to_string(e.count) + (e.count == 1 ? " legal move" : " legal moves");
    };
    const auto forfeit = [&] {
        if (!e.forfeit) return std::string();
        return " (" + side + "'s clock at ply " + std::to_string(e.forfeit->ply) + ": " + clock_time(e.forfeit->clock_ms) + ")";
    };
    switch (e.basis) {
    case b::move_illegal: return move_text + named() + " is illegal in the last position: it breaks " + clauses_text(e.clauses);
    case b::move_breach: return move_text + " is the record's last move, an illegal one: it breaks " + clauses_text(e.clauses);
    case b::is_checkmate: return "the last position is checkmate: " + to_move + " is in check and has no legal move";
    case b::is_stalemate: return "the last position is stalemate: " + to_move + " is not in check and has no legal move";
    case b::repeated: return "the last position stood after plies " + plies_text(e.plies) + " (the same position, 9.2.2)";
    case b::fifty_reached: return "the last " + std::to_string(e.count) + " plies were made without a pawn move or a capture";
    case b::dead:
        return "the last position is dead: " + (e.argument && e.board ? describe(*e.board, *e.argument) : std::string("no side can checkmate"));
    case b::flag: return "the clocks show " + side + "'s flag" + forfeit();
    case b::result_follows: return "the result " + e.recorded + " is " + side + "'s loss";
    case b::move_legal: return move_text + named() + " is a legal move in the last position: a false adjudication";
    case b::not_checkmate: return "the last position is no checkmate: " + legal_moves();
    case b::wrong_mating_side: return "the last position is checkmate, but " + to_move + " is the side mated, not " + other;
    case b::not_stalemate: return "the last position is no stalemate: " + legal_moves();
    case b::not_repeated:
        return std::string("no position of the game stood three times; the last one stood after ") + (e.plies.size() == 1 ? "ply " : "plies ") + plies_text(e.plies) +
               " only (9.2.2)";
    case b::fifty_short:
        return "only the last " + std::to_string(e.count) + " plies were made without a pawn move or a capture, not 100";
    case b::mate_first: return "the last move checkmates: the game ended by checkmate (5.1.1), before any draw claim";
    case b::mate_possible:
        return "the last position is not dead: " + (e.argument && e.board ? describe(*e.board, *e.argument) : std::string("a side can checkmate"));
    case b::time_left:
        return "the clocks do not show " + side + "'s flag" + forfeit() + "; it may have fallen while " + side + " thought on the next move";
    case b::near_zero: return side + "'s clock was near zero, no flag is shown" + forfeit();
    case b::unrecorded_turn:
        return other + " made the last recorded move: " + side + "'s flag fell on the turn the record does not show" + forfeit() +
               ", which may have used all of it (6.8)";
    case b::winner_cannot_mate:
        if (a.verdict == audit::adjudication_verdict::confirmed)
            return "the result " + e.recorded + " is the Laws' draw: " +
                   (e.argument && e.board ? describe(*e.board, *e.argument) : other + " cannot checkmate");
        return other + " cannot checkmate in the last position, so the game is drawn: see the result's finding";
    case b::result_disagrees:
        return "the result recorded, " + (e.recorded.empty() ? std::string("none") : e.recorded) + ", is not the claim's " +
               (e.by_claim.empty() ? std::string("result") : e.by_claim) +
               (e.argument && e.board && e.argument->verdict == analysis::mate_verdict::can ? " (" + describe(*e.board, *e.argument) + ")" : std::string());
    case b::ended_before:
        if (!e.end_clause) return "the game was over before the last position: see the result's finding";
        return "the game was over after ply " + std::to_string(e.end_ply) + " (" + std::string(e.end_clause->id()) + ", " + std::string((*e.end_clause)->title) +
               "), so its result is " + e.end_result + ": see the result's finding";
    case b::outside: return "not judged";
    case b::not_replayed: return "the record's moves were not all replayed to a legal last position";
    case b::no_move_named: return "the move is not named";
    case b::move_unreadable: return move_text + " names no one move in the last position";
    case b::not_side_to_move: return side + " does not have the move in the last position";
    case b::side_unknown: return "the record does not say which side";
    case b::no_result: return "no result is recorded";
    case b::no_clock: return "the record shows no clock reading of " + side + "'s";
    case b::undecided:
        return e.argument && e.board ? describe(*e.board, *e.argument) : std::string("undecided within the audit's budget");
    case b::other_repeated: return "another position stood three times, not the last one";
    case b::before_start: return "the count runs back to the FEN start position: the moves before it are unknown";
    }
    return std::string(audit::name(e.basis));
}

//! The claim, the verdict with its clause, and why: `"White mates" (comment): a checkmate,
//! contradicted (5.1.1): …`.
inline std::string describe(const audit::adjudication_check& a) {
    std::string s = "\"" + pgn::to_utf8(a.read.text) + "\" (" + std::string(audit::name(a.read.source)) + "): " + std::string(describe(a.read.claim));
    s += ", " + std::string(describe(a.verdict));
    if (a.clause) s += " (" + std::string(a.clause->id()) + ")";
    return s + ": " + describe_evidence(a);
}

//! A contradicted claim as a result finding words it: `the record's "Black mates" (comment) claims
//! a checkmate, which the Laws contradict: …`.
inline std::string describe_contradicted(const audit::adjudication_check& a) {
    return "the record's \"" + pgn::to_utf8(a.read.text) + "\" (" + std::string(audit::name(a.read.source)) + ") claims " +
           std::string(describe(a.read.claim)) + ", which the Laws contradict: " + describe_evidence(a);
}

} // namespace chesslaw::prose
