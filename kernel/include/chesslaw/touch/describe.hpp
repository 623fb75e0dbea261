#pragma once
//! Plain-English rendering of obligations and witnesses, e.g. "must move the knight on g1 — 4.3.1".
//! Run-time only (std::string); the clause number comes from the spec table through the handle.

#include <string>
#include <string_view>

#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/touch/obligation.hpp>
#include <chesslaw/touch/rules.hpp>
#include <chesslaw/touch/state.hpp>

namespace chesslaw::touch {

constexpr std::string_view to_string(duty d) noexcept {
    switch (d) {
    case duty::free_choice: return "free_choice";
    case duty::move_piece: return "move_piece";
    case duty::capture_piece: return "capture_piece";
    case duty::capture_with: return "capture_with";
    case duty::castle: return "castle";
    case duty::no_castling: return "no_castling";
    case duty::king_move: return "king_move";
    case duty::any_move: return "any_move";
    case duty::stay: return "stay";
    case duty::finish_castling: return "finish_castling";
    case duty::finish_promotion: return "finish_promotion";
    case duty::promotion_piece: return "promotion_piece";
    case duty::remove_captured: return "remove_captured";
    case duty::replace_impossible: return "replace_impossible";
    }
    return "?";
}

constexpr std::string_view to_string(fact f) noexcept {
    switch (f) {
    case fact::adjusted: return "adjusted";
    case fact::touched: return "touched";
    case fact::not_engaged: return "not_engaged";
    case fact::governs: return "governs";
    case fact::cannot_move: return "cannot_move";
    case fact::could: return "could";
    case fact::made: return "made";
    case fact::presumed_first: return "presumed_first";
    case fact::castling_possible: return "castling_possible";
    case fact::castling_impossible: return "castling_impossible";
    case fact::king_has_no_move: return "king_has_no_move";
    case fact::castling_forbidden: return "castling_forbidden";
    case fact::promotion_chosen: return "promotion_chosen";
    case fact::released: return "released";
    case fact::relocated: return "relocated";
    case fact::completed: return "completed";
    case fact::awaiting: return "awaiting";
    case fact::impossible: return "impossible";
    case fact::opponent_touched: return "opponent_touched";
    case fact::claimed: return "claimed";
    case fact::broken: return "broken";
    case fact::set_aside: return "set_aside";
    }
    return "?";
}

constexpr std::string_view to_string(engagement e) noexcept {
    switch (e) {
    case engagement::engaged: return "engaged";
    case engagement::accidental: return "accidental";
    case engagement::adjustment: return "adjustment";
    case engagement::empty_square: return "empty_square";
    case engagement::repeated: return "repeated";
    case engagement::after_move: return "after_move";
    case engagement::not_a_touch: return "not_a_touch";
    }
    return "?";
}

namespace detail {
inline std::string piece_on(const position& p, square s) {
    const piece pc = p.piece_on(s);
    return std::string(pc == piece::none ? std::string_view("piece") : name(type_of(pc))) + " on " + std::string(to_string(s).view());
}
inline std::string side_name(side s) { return s == side::king_side ? "king side" : "queen side"; }
} // namespace detail

//! "must move the knight on g1 — 4.3.1". `p` is the position before the move.
inline std::string describe(const position& p, const obligation& o) {
    using detail::piece_on;
    const std::string sq = std::string(to_string(o.subject).view()), with = std::string(to_string(o.with).view());
    std::string text;
    switch (o.what) {
    case duty::free_choice: text = "no obligation: any legal move"; break;
    case duty::move_piece: text = "must move the " + piece_on(p, o.subject); break;
    case duty::capture_piece: text = "must capture the " + piece_on(p, o.subject); break;
    case duty::capture_with: text = "must capture the " + piece_on(p, o.subject) + " with the " + piece_on(p, o.with); break;
    case duty::castle: text = "must castle " + detail::side_name(o.sd) + " (" + to_uci_string(detail::castling_move(color_of(o.pc), o.sd)) + ")"; break;
    case duty::no_castling: text = "may not castle this move, on either side (the rook on " + sq + " was touched before the king)"; break;
    case duty::king_move: text = "must move the king (castling towards the rook on " + with + " is not possible)"; break;
    case duty::any_move: text = o.subject == square::none ? "no touched piece can move or be captured: any legal move"
                                                           : "the king has no legal move: any legal move"; break;
    case duty::stay: text = "the " + std::string(name(type_of(o.pc))) + " released on " + with + " must stay there (from " + sq + ")"; break;
    case duty::finish_castling: text = "must complete castling " + detail::side_name(o.sd) + ": release the rook on the square the king crossed"; break;
    case duty::finish_promotion: text = "must complete the promotion on " + with + ": remove the pawn and release the new piece there"; break;
    case duty::promotion_piece: text = "the new piece is the " + std::string(name(type_of(o.pc))) + " on " + sq + ": the choice is final"; break;
    case duty::remove_captured: text = "must remove the captured piece on " + sq; break;
    case duty::replace_impossible: text = "the impossible move " + to_uci_string(o.m) + " must be replaced by a legal move"; break;
    }
    return text + " \u2014 " + std::string(o.clause.id());
}

} // namespace chesslaw::touch
