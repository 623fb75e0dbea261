#pragma once
//! A position: placement, side to move, castling rights, en-passant square, clocks, and whether
//! castling follows Guidelines II (Chess960). A plain value (copy-make); all queries constexpr.

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
    //! Guidelines II (Chess960): castling moves the king from wherever it stands and the rook of
    //! each right from `castling_rook_file`; the move is written king-takes-own-rook (e1h1). False:
    //! the standard array's castling of 3.8.2 (king e1/e8, rooks a/h, the move e1g1).
    bool chess960 = false;
    //! The file of the rook each castling right uses, indexed as the right's bit (white king side,
    //! white queen side, black king side, black queen side). Standard chess: h, a, h, a. Meaningful
    //! only while the right is held; never changed by a move.
    std::array<file, 4> castling_rook_file{file::h, file::a, file::h, file::a};

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

    //! The square of the rook that castling right (c, s) uses: on c's first rank, on the file above.
    constexpr square castling_rook_square(color c, side s) const noexcept {
        const std::size_t i = static_cast<std::size_t>(index(c) * 2 + (s == side::queen_side ? 1 : 0));
        return make_square(castling_rook_file[i], c == color::white ? rank::r1 : rank::r8);
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

//! Whether m is castling in p, as the move is written: standard chess, the king's two-square move
//! along its first rank (e1g1); Chess960, the king onto a square of its own rook (e1h1).
constexpr bool is_castling_shape(const position& p, square from, square to) noexcept {
    const piece k = p.piece_on(from);
    if (k == piece::none || type_of(k) != piece_type::king || rank_of(from) != rank_of(to)) return false;
    if (p.chess960) return p.piece_on(to) == make_piece(color_of(k), piece_type::rook);
    const int df = index(file_of(to)) - index(file_of(from));
    return df == 2 || df == -2;
}

//! The side of a castling move (is_castling_shape): towards the h-file is the king side.
constexpr side castling_side_of(square from, square to) noexcept { return to > from ? side::king_side : side::queen_side; }

} // namespace chesslaw
