#pragma once
// Test support: the physical events that make a legal move on the board (shared by the touch
// unit tests and the touch RapidCheck property).
#include <string>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/touch/arbiter.hpp>

namespace chesslaw::test {

//! The events that make m on the board: a capture removes the captured piece last, castling moves
//! the king then the rook, promotion releases the pawn, removes it and places the new piece.
inline std::string events_for(const position& p, move m) {
    const auto sq = [](square s) { return std::string(to_string(s).view()); };
    std::string out;
    const square cap = touch::detail::captured_square(p, m);
    out += "lift:" + sq(m.from()) + " release:" + sq(m.to());
    if (cap != square::none) out += " remove:" + sq(cap);
    if (touch::detail::is_castling(p, m)) {
        const side sd = touch::detail::castling_side_of(m);
        out += " lift:" + sq(touch::detail::castling_rook_home(p.side_to_move, sd)) + " release:" +
               sq(touch::detail::castling_crossed(p.side_to_move, sd));
    }
    if (m.is_promotion())
        out += " remove:" + sq(m.to()) + " promote:" + sq(m.to()) + "=" +
               std::string(1, static_cast<char>(to_char(to_piece_type(m.promotion())) - 'a' + 'A')) + " release";
    return out;
}

} // namespace chesslaw::test
