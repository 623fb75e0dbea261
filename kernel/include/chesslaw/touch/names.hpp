#pragma once
//! The stable names of the touch-move enums, as in the code (JSON output, logs): "move_piece",
//! "could", "accidental". The words for people are in <chesslaw/prose/touch.hpp>.

#include <string_view>

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

} // namespace chesslaw::touch
