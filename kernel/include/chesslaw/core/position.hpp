#pragma once
//! A position: placement, side to move, castling rights, en-passant square, clocks.
//! A plain value (copy-make); all queries constexpr.

#include <array>
#include <cstdint>

#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw {

struct position {
    std::array<piece, 64> board{};            //!< mailbox: the piece on each square
    std::array<bitboard, 6> by_type{};        //!< squares of each piece type, both colours
    std::array<bitboard, 2> by_color{};       //!< squares of each colour
    color side_to_move = color::white;
    castling rights = castling::none;
    square en_passant = square::none;         //!< the square passed by a pawn's two-square advance, or none
    std::uint16_t halfmove_clock = 0;
    std::uint16_t fullmove_number = 1;

    constexpr position() { board.fill(piece::none); }

    constexpr piece piece_on(square s) const noexcept { return board[static_cast<std::size_t>(index(s))]; }
    constexpr bool empty(square s) const noexcept { return piece_on(s) == piece::none; }
    constexpr bitboard occupied() const noexcept { return by_color[0] | by_color[1]; }
    constexpr bitboard pieces(color c) const noexcept { return by_color[static_cast<std::size_t>(index(c))]; }
    constexpr bitboard pieces(piece_type t) const noexcept { return by_type[static_cast<std::size_t>(index(t))]; }
    constexpr bitboard pieces(color c, piece_type t) const noexcept { return pieces(c) & pieces(t); }
    constexpr bitboard pieces(color c, piece_type a, piece_type b) const noexcept { return pieces(c) & (pieces(a) | pieces(b)); }
    //! The king of colour c (square::none if the position has none, which FEN parsing rejects).
    constexpr square king(color c) const noexcept {
        const bitboard k = pieces(c, piece_type::king);
        return k ? lsb(k) : square::none;
    }

    constexpr void put(piece p, square s) noexcept {
        board[static_cast<std::size_t>(index(s))] = p;
        const bitboard b = bb(s);
        by_type[static_cast<std::size_t>(index(type_of(p)))] |= b;
        by_color[static_cast<std::size_t>(index(color_of(p)))] |= b;
    }
    constexpr void remove(square s) noexcept {
        const piece p = piece_on(s);
        const bitboard b = ~bb(s);
        by_type[static_cast<std::size_t>(index(type_of(p)))] &= b;
        by_color[static_cast<std::size_t>(index(color_of(p)))] &= b;
        board[static_cast<std::size_t>(index(s))] = piece::none;
    }

    friend constexpr bool operator==(const position&, const position&) = default;
};

} // namespace chesslaw
