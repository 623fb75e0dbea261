#pragma once
//! A move as the Laws describe it: a piece goes from one square to another, and a pawn reaching
//! the last rank names its promotion piece (3.7.5). Castling is the king's move two squares
//! (e1g1), en passant the pawn's diagonal step to the passed square — the position tells them apart.

#include <cstdint>

#include <chesslaw/core/types.hpp>

namespace chesslaw {

//! Promotion choice carried by a move. `none` for every move that is not a promotion.
enum class promotion : std::uint8_t { none = 0, knight = 1, bishop = 2, rook = 3, queen = 4 };

constexpr piece_type to_piece_type(promotion p) noexcept { return static_cast<piece_type>(static_cast<int>(p)); }
constexpr promotion to_promotion(piece_type t) noexcept {
    return (t == piece_type::pawn || t == piece_type::king) ? promotion::none : static_cast<promotion>(index(t));
}

//! 16 bits: from (6) | to (6) | promotion (3). Trivial, so arrays of moves need no initialisation.
struct move {
    std::uint16_t raw;

    constexpr move() = default;
    constexpr move(square from, square to, promotion p = promotion::none) noexcept
        : raw(static_cast<std::uint16_t>(index(from) | (index(to) << 6) | (static_cast<int>(p) << 12))) {}

    constexpr square from() const noexcept { return square_at(raw & 63); }
    constexpr square to() const noexcept { return square_at((raw >> 6) & 63); }
    constexpr enum promotion promotion() const noexcept { return static_cast<enum promotion>(raw >> 12); }
    constexpr bool is_promotion() const noexcept { return (raw >> 12) != 0; }
    friend constexpr bool operator==(move a, move b) noexcept { return a.raw == b.raw; }
    friend constexpr bool operator<(move a, move b) noexcept { return a.raw < b.raw; }
};

} // namespace chesslaw
