#pragma once
//! Chess960 starting arrays (Guidelines II.2): the 960 arrays in the usual numbering (Scharnagl's:
//! start position SP 0–959, SP 518 = the standard array RNBQKBNR), the position of a number, the
//! number of a position, and which requirement of II.2 a first-rank array breaks.
//!
//! The numbering: n mod 4 puts the light-squared bishop on b, d, f or h; (n / 4) mod 4 the
//! dark-squared bishop on a, c, e or g; (n / 16) mod 6 the queen on that free square (counted
//! from a); n / 96 (0–9) the two knights on a pair of the five squares left, in the order
//! ab, ac, ad, ae, bc, bd, be, cd, ce, de; the three squares left hold rook, king, rook.

#include <array>
#include <cstdint>
#include <optional>

#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw {

//! A first-rank array: the piece type on each file a–h.
using back_rank = std::array<piece_type, 8>;

inline constexpr int chess960_count = 960;
inline constexpr int chess960_standard_number = 518;

namespace detail {
inline constexpr std::array<std::array<int, 2>, 10> knight_pairs{{{0, 1}, {0, 2}, {0, 3}, {0, 4}, {1, 2}, {1, 3}, {1, 4}, {2, 3}, {2, 4}, {3, 4}}};
} // namespace detail

//! The array of start position n (0–959); nullopt for any other n.
constexpr std::optional<back_rank> chess960_array(int n) noexcept {
    if (n < 0 || n >= chess960_count) return std::nullopt;
    back_rank r{};
    std::array<bool, 8> used{};
    const int light = n % 4, dark = (n / 4) % 4, queen = (n / 16) % 6, knights = n / 96;
    r[static_cast<std::size_t>(2 * light + 1)] = piece_type::bishop;
    used[static_cast<std::size_t>(2 * light + 1)] = true;
    r[static_cast<std::size_t>(2 * dark)] = piece_type::bishop;
    used[static_cast<std::size_t>(2 * dark)] = true;
    // The k-th free file (0-based), counted from a.
    const auto free_file = [&](int k) {
        for (int f = 0; f < 8; ++f)
            if (!used[static_cast<std::size_t>(f)] && k-- == 0) return f;
        return -1; // unreachable: enough files are free at each step
    };
    const int qf = free_file(queen);
    r[static_cast<std::size_t>(qf)] = piece_type::queen;
    used[static_cast<std::size_t>(qf)] = true;
    const auto pair = detail::knight_pairs[static_cast<std::size_t>(knights)];
    const int n1 = free_file(pair[0]), n2 = free_file(pair[1]); // both counted before either is placed
    r[static_cast<std::size_t>(n1)] = r[static_cast<std::size_t>(n2)] = piece_type::knight;
    used[static_cast<std::size_t>(n1)] = used[static_cast<std::size_t>(n2)] = true;
    const int a = free_file(0), b = free_file(1), c = free_file(2);
    r[static_cast<std::size_t>(a)] = piece_type::rook;
    r[static_cast<std::size_t>(b)] = piece_type::king;
    r[static_cast<std::size_t>(c)] = piece_type::rook;
    return r;
}

//! The number of a first-rank array, nullopt if it is none of the 960 (the numbering read back:
//! bishops, queen, knights; the array of that number must then be this one).
constexpr std::optional<int> chess960_number(const back_rank& r) noexcept {
    int light = -1, dark = -1;
    for (int f = 0; f < 8; ++f)
        if (r[static_cast<std::size_t>(f)] == piece_type::bishop) (f % 2 ? light : dark) = f;
    if (light < 0 || dark < 0) return std::nullopt;
    int queen = -1, knights[2]{-1, -1}, free_index = 0, k = 0;
    for (int f = 0; f < 8; ++f) { // the queen's index among the six squares the bishops leave
        const piece_type t = r[static_cast<std::size_t>(f)];
        if (t == piece_type::bishop) continue;
        if (t == piece_type::queen) queen = free_index;
        ++free_index;
    }
    free_index = 0;
    for (int f = 0; f < 8; ++f) { // the knights' indices among the five squares left then
        const piece_type t = r[static_cast<std::size_t>(f)];
        if (t == piece_type::bishop || t == piece_type::queen) continue;
        if (t == piece_type::knight && k < 2) knights[k++] = free_index;
        ++free_index;
    }
    if (queen < 0 || k != 2) return std::nullopt;
    int pair = -1;
    for (int i = 0; i < 10; ++i)
        if (detail::knight_pairs[static_cast<std::size_t>(i)][0] == knights[0] && detail::knight_pairs[static_cast<std::size_t>(i)][1] == knights[1]) pair = i;
    if (pair < 0) return std::nullopt;
    const int n = (light - 1) / 2 + 4 * (dark / 2) + 16 * queen + 96 * pair;
    if (chess960_array(n) != r) return std::nullopt;
    return n;
}

//! The starting position of array n (Guidelines II.2): white's array on rank 1, pawns on rank 2,
//! black's opposite (II.2.3); all four castling rights with the rooks of the array (II.3);
//! white to move; position::chess960 set. nullopt for n outside 0–959.
constexpr std::optional<position> chess960_position(int n) noexcept {
    const auto r = chess960_array(n);
    if (!r) return std::nullopt;
    position p;
    p.chess960 = true;
    int rooks = 0;
    for (int f = 0; f < 8; ++f) {
        const piece_type t = (*r)[static_cast<std::size_t>(f)];
        p.put(make_piece(color::white, t), make_square(static_cast<file>(f), rank::r1));
        p.put(make_piece(color::black, t), make_square(static_cast<file>(f), rank::r8));
        p.put(piece::white_pawn, make_square(static_cast<file>(f), rank::r2));
        p.put(piece::black_pawn, make_square(static_cast<file>(f), rank::r7));
        if (t == piece_type::rook) {
            const std::size_t q = rooks++ == 0 ? 1 : 0; // the rook on the lower file castles queen side
            p.castling_rook_file[q] = p.castling_rook_file[q + 2] = static_cast<file>(f);
        }
    }
    p.rights = castling::all;
    return p;
}

//! What breaks Guidelines II.2 in a first-rank array (white's; II.2.3 compares black's).
enum class array_fault : std::uint8_t {
    none,
    wrong_pieces,        //!< II.2: not the eight pieces (K, Q, 2 R, 2 B, 2 N) of the first rank
    king_not_between,    //!< II.2.1: the king is not between the two rooks
    bishops_same_colour, //!< II.2.2: both bishops on squares of one colour
};

//! The first fault of a white first-rank array against II.2, II.2.1, II.2.2.
constexpr array_fault check_array(const back_rank& r) noexcept {
    int count[6]{};
    int king = -1, rook_lo = -1, rook_hi = -1, bishop_colours = 0;
    for (int f = 0; f < 8; ++f) {
        const piece_type t = r[static_cast<std::size_t>(f)];
        ++count[index(t)];
        if (t == piece_type::king) king = f;
        if (t == piece_type::rook) (rook_lo < 0 ? rook_lo : rook_hi) = f;
        if (t == piece_type::bishop) bishop_colours |= 1 << (f % 2);
    }
    if (count[index(piece_type::pawn)] != 0 || count[index(piece_type::king)] != 1 || count[index(piece_type::queen)] != 1 ||
        count[index(piece_type::rook)] != 2 || count[index(piece_type::bishop)] != 2 || count[index(piece_type::knight)] != 2)
        return array_fault::wrong_pieces;
    if (!(rook_lo < king && king < rook_hi)) return array_fault::king_not_between;
    if (bishop_colours != 3) return array_fault::bishops_same_colour;
    return array_fault::none;
}

} // namespace chesslaw
