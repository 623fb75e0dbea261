#pragma once
//! Human rendering of a judgement: the verdict, each violated clause with its ID, Russian and
//! English text, and the evidence in words (run time; std::string). Part of the prose module (the
//! one place that words typed decisions); <chesslaw/judge_text.hpp> forwards here.

#include <string>
#include <string_view>

#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/prose/uci.hpp>
#include <chesslaw/spec/texts.hpp>

namespace chesslaw {

inline std::string piece_name(piece p) {
    if (p == piece::none) return "no piece";
    return std::string(name(color_of(p))) + " " + std::string(name(type_of(p)));
}

//! One witness in words, e.g. "f1 is attacked by the black bishop on a6".
inline std::string describe(const rules::witness& w) {
    using rules::fact;
    const std::string at(to_string(w.at).view()), by(to_string(w.by).view());
    const std::string pc = piece_name(w.pc);
    const std::string pinned_note =
        w.pinned ? " (that piece is pinned to its own king, yet it attacks all the same: " + std::string(spec::id::attack_despite_pin.id()) + ")" : "";
    switch (w.what) {
    case fact::no_own_piece:
        return w.pc == piece::none ? "there is no piece on " + at + ": a move is made with a piece of the player having the move"
                                   : "the piece on " + at + " is the " + pc + ", not a piece of the player having the move";
    case fact::same_square: return "the " + pc + " on " + at + " does not leave its square";
    case fact::own_piece_on_target: return at + " is occupied by the " + pc + ", a piece of the same colour";
    case fact::captures: return "the " + pc + " on " + at + " is captured and removed as part of the move";
    case fact::attacks: return "the " + pc + " on " + by + " attacks " + at + pinned_note;
    case fact::geometry: return "the " + pc + " cannot go from " + by + " to " + at + " in any way this clause allows";
    case fact::blocked_by: return at + " is occupied by the " + pc;
    case fact::not_initial_rank: return "the pawn on " + at + " is not on its initial square (the two-square advance is for its first move)";
    case fact::no_opponent_piece:
        return w.pc == piece::none ? at + " is empty: a pawn moves diagonally only to capture an opponent's piece"
                                   : at + " holds the " + pc + ", not an opponent's piece";
    case fact::no_double_advance:
        return w.by == square::none ? "no opponent pawn beside the capturing pawn has just advanced two squares to pass " + at
                                    : "the " + pc + " on " + by + " did not advance two squares on the move just made (en passant is allowed only on the move right after it)";
    case fact::en_passant_capture: return "the " + pc + " on " + at + " just advanced two squares and is taken en passant";
    case fact::missing_promotion: return "the pawn reaches " + at + ", the last rank, but no queen, rook, bishop or knight is named";
    case fact::promotion_to: return "the pawn is exchanged for a " + pc + " on " + at;
    case fact::promotion_not_allowed: return "a promotion piece is named but this move brings no pawn to the last rank";
    case fact::rook_missing: return "no rook of the king's colour stands on " + at + ", its initial square";
    case fact::right_lost: return "the right to castle with the rook on " + at + " has been lost (absent from the position's castling rights)";
    case fact::king_moved: return "the king already moved, at half-move " + std::to_string(w.ply + 1) + " of the game";
    case fact::rook_moved: return "the rook from " + at + " already moved or was captured, at half-move " + std::to_string(w.ply + 1) + " of the game";
    case fact::square_attacked: return at + " is attacked by the " + pc + " on " + by + pinned_note;
    case fact::pinned_piece: return "the moving piece on " + at + " is pinned to its king by the " + pc + " on " + by;
    case fact::not_castling_rook: return "the rook on " + at + " is not the castling rook: that side castles with the rook on " + by;
    case fact::castling_manoeuvre: return "the king ends on " + at + " and the rook on " + by;
    case fact::final_square: return "castling leaves the " + pc + " on " + at;
    case fact::misplaced_man: {
        if (w.at == square::none)
            return "the first rank does not hold white's king, queen, two rooks, two bishops and two knights: the count of the " + pc + " is wrong";
        const bool pawn_rank = rank_of(w.at) == rank::r2;
        const std::string wanted = pawn_rank ? "a white pawn (white's pawns stand on the second rank)"
                                             : "a white piece (white's pieces stand on the first rank)";
        return (w.pc == piece::none ? at + " is empty" : at + " holds the " + pc) + ", not " + wanted;
    }
    case fact::king_outside_rooks: return "the king on " + at + " is not between the rooks (the rook on " + by + " stands on the same side)";
    case fact::bishops_same_colour: return "the bishops on " + at + " and " + by + " stand on squares of one colour";
    case fact::not_opposite: return at + " holds " + (w.pc == piece::none ? std::string("no piece") : "the " + pc) + ", not the black counterpart of the white man on " + by;
    }
    return "?";
}

namespace rules {
//! The stable name of a fact, as in the enum (JSON output, logs).
constexpr std::string_view to_string(fact f) noexcept {
    switch (f) {
    case fact::no_own_piece: return "no_own_piece";
    case fact::same_square: return "same_square";
    case fact::own_piece_on_target: return "own_piece_on_target";
    case fact::captures: return "captures";
    case fact::attacks: return "attacks";
    case fact::geometry: return "geometry";
    case fact::blocked_by: return "blocked_by";
    case fact::not_initial_rank: return "not_initial_rank";
    case fact::no_opponent_piece: return "no_opponent_piece";
    case fact::no_double_advance: return "no_double_advance";
    case fact::en_passant_capture: return "en_passant_capture";
    case fact::missing_promotion: return "missing_promotion";
    case fact::promotion_to: return "promotion_to";
    case fact::promotion_not_allowed: return "promotion_not_allowed";
    case fact::rook_missing: return "rook_missing";
    case fact::right_lost: return "right_lost";
    case fact::king_moved: return "king_moved";
    case fact::rook_moved: return "rook_moved";
    case fact::square_attacked: return "square_attacked";
    case fact::pinned_piece: return "pinned_piece";
    case fact::not_castling_rook: return "not_castling_rook";
    case fact::castling_manoeuvre: return "castling_manoeuvre";
    case fact::final_square: return "final_square";
    case fact::misplaced_man: return "misplaced_man";
    case fact::king_outside_rooks: return "king_outside_rooks";
    case fact::bishops_same_colour: return "bishops_same_colour";
    case fact::not_opposite: return "not_opposite";
    }
    return "?";
}
} // namespace rules

//! The judgement as readable text: the verdict; every violated clause with its ID, Russian and
//! English text and the evidence in words; for a legal move, the clauses that permit it (with any
//! evidence, e.g. what is captured); last, the definitions (3.1/3, 3.1/4) a verdict rests on.
//! `witness_text` words each witness (default: describe); a caller that knows the game passes one
//! that cites its plies for people ("at 4. Rg1", audit::describe_in_game).
template <class WitnessText = std::string (*)(const rules::witness&)>
inline std::string render(const position& p, move m, const judgement& j, WitnessText witness_text = &describe) {
    const piece mover = p.piece_on(m.from());
    const std::string from(to_string(m.from()).view()), to(to_string(m.to()).view());
    std::string out = to_uci_string(m) + ": " + (j.legal ? "legal" : "illegal") + " — " + std::string(j.verdict.id()) + " " +
                      std::string(spec::text_of(j.verdict).en) + "\n";
    out += "  " + (mover == piece::none ? "no piece on " + from : "the " + piece_name(mover) + " from " + from + " to " + to) +
           "; " + std::string(name(p.side_to_move)) + " to move\n";
    const auto evidence = [&](const rules::finding& f, std::string_view indent) {
        for (int i = 0; i < f.witness_count; ++i)
            out += std::string(indent) + "evidence: " + witness_text(f.witnesses[static_cast<std::size_t>(i)]) + "\n";
    };
    const auto clause_block = [&](const rules::finding& f) {
        out += "\n  violates " + std::string(f.clause.id()) + " (" + std::string(f.clause->title) + ")\n";
        out += "    ru: " + std::string(spec::text_of(f.clause).ru) + "\n";
        out += "    en: " + std::string(spec::text_of(f.clause).en) + "\n";
        evidence(f, "    ");
    };
    if (j.verdict_finding.result == rules::outcome::violated) clause_block(j.verdict_finding);
    for (const auto& f : j)
        if (f.result == rules::outcome::violated) clause_block(f);
    const auto is_definition = [](const rules::finding& f) { return f.clause->kind_ == spec::kind::definition; };
    if (j.legal) {
        out += "\n  permitted by:\n";
        for (const auto& f : j)
            if (f.result == rules::outcome::satisfied && !is_definition(f)) {
                out += "    " + std::string(f.clause.id()) + " (" + std::string(f.clause->title) + ")\n";
                evidence(f, "      ");
            }
    }
    std::string cited;
    for (const auto& f : j)
        if (f.result == rules::outcome::satisfied && is_definition(f))
            cited += (cited.empty() ? "" : ", ") + std::string(f.clause.id()) + " (" + std::string(f.clause->title) + ")";
    if (!cited.empty()) out += "\n  definitions applied: " + cited + "\n";
    return out;
}

//! A refusal (refuse()) in words, for a person who entered m in p: e.g. "the piece on e7 is
//! black's, and it is white's move", "a pawn reaching the last rank must be promoted (3.7.5): write
//! b7b8q, b7b8r, b7b8b or b7b8n", "the white knight on f3 cannot legally move to f5 (white is in
//! check)". A hint for the move's author; `chesslaw judge` gives the clause-by-clause ruling.
inline std::string describe(const position& p, move m, const refusal& r) {
    const std::string mover(name(p.side_to_move));
    const std::string from(to_string(m.from()).view()), to(to_string(m.to()).view());
    switch (r.kind) {
    case refusal_kind::legal: return to_uci_string(m) + " is legal";
    case refusal_kind::game_over:
        return "the game is over (" + std::string(r.status == game_status::checkmate ? "checkmate" : "stalemate") + "): " + mover +
               " has no legal move";
    case refusal_kind::no_piece: return "there is no piece on " + from;
    case refusal_kind::opponent_piece:
        return "the piece on " + from + " is " + std::string(name(color_of(r.pc))) + "'s, and it is " + mover + "'s move";
    case refusal_kind::promotion_missing: {
        const std::string base = to_uci_string(move(m.from(), m.to()));
        return "a pawn reaching the last rank must be promoted (" + std::string(r.clause.id()) + "): write " + base + "q, " + base + "r, " +
               base + "b or " + base + "n";
    }
    case refusal_kind::promotion_not_allowed:
        return "only a pawn reaching the last rank is promoted: write " + to_uci_string(move(m.from(), m.to()));
    case refusal_kind::not_a_pawn:
        return "only a pawn is promoted, and the piece on " + from + " is a " + std::string(name(type_of(r.pc)));
    case refusal_kind::illegal: {
        std::string why = "the " + mover + " " + std::string(name(type_of(r.pc))) + " on " + from + " cannot legally move to " + to;
        if (r.in_check) why += " (" + mover + " is in check)";
        return why;
    }
    }
    return "?";
}

} // namespace chesslaw
