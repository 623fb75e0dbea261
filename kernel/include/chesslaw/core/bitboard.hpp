#pragma once
//! Bitboards: one bit per square, bit i = square i (a1 = 0, h8 = 63).

#include <bit>
#include <cstdint>
#include <type_traits>

#include <chesslaw/core/types.hpp>

namespace chesslaw {

using bitboard = std::uint64_t;

constexpr bitboard bb(square s) noexcept { return bitboard{1} << index(s); }
constexpr bitboard file_bb(file f) noexcept { return bitboard{0x0101010101010101} << index(f); }
constexpr bitboard rank_bb(rank r) noexcept { return bitboard{0xFF} << (8 * index(r)); }
//! The dark squares (a1 is dark): a bishop never leaves its colour.
inline constexpr bitboard dark_squares = 0xAA55AA55AA55AA55ULL;
//! Without a popcnt instruction (-mpopcnt / -march), GCC turns std::popcount into a libgcc call;
//! the inline SWAR count is several times cheaper there, and perft bulk-counts with it.
constexpr int popcount_portable(bitboard b) noexcept {
#if defined(__POPCNT__) || !(defined(__GNUC__) || defined(__clang__))
    return std::popcount(b);
#else
    b = b - ((b >> 1) & 0x5555555555555555ULL);
    b = (b & 0x3333333333333333ULL) + ((b >> 2) & 0x3333333333333333ULL);
    b = (b + (b >> 4)) & 0x0F0F0F0F0F0F0F0FULL;
    return static_cast<int>((b * 0x0101010101010101ULL) >> 56);
#endif
}
constexpr int popcount(bitboard b) noexcept { return popcount_portable(b); }

//! Instruction sets the hot paths (perft, the generator) are instantiated for. `baseline` is plain
//! x86-64 (or any other target); `popcnt` adds POPCNT; `bmi2` adds BMI2 PEXT slider lookups.
//! The run-time dispatch (perft.hpp) picks one per CPU; `compiled` is what the user's own flags
//! already guarantee, used by every call that does not go through the dispatch.
namespace isa {
struct baseline { static constexpr bool has_popcnt = false, has_pext = false; };
struct popcnt { static constexpr bool has_popcnt = true, has_pext = false; };
struct bmi2 { static constexpr bool has_popcnt = true, has_pext = true; };
#if defined(__BMI2__) && defined(__POPCNT__) && (defined(__x86_64__) || defined(_M_X64))
using compiled = bmi2;
#elif defined(__POPCNT__)
using compiled = popcnt;
#else
using compiled = baseline;
#endif
} // namespace isa

#if (defined(__GNUC__) || defined(__clang__)) && defined(__x86_64__) && !defined(CHESSLAW_NO_DISPATCH)
//! CHESSLAW_DISPATCH: GCC/clang on x86-64 can compile functions for popcnt/BMI2 whatever the user's
//! flags (function-level `target` attributes) and ask the CPU at run time (__builtin_cpu_supports).
//! Define CHESSLAW_NO_DISPATCH to compile the portable path only: one perft instead of three per
//! translation unit that calls it (GCC 12 -O2: a file that calls perft compiles in 5 s instead of
//! 30 s; clang 14 under ASan+UBSan, 6 s instead of 10 s).
#define CHESSLAW_DISPATCH 1
namespace detail {
[[gnu::target("popcnt")]] inline int popcnt_hw(bitboard b) noexcept { return __builtin_popcountll(b); }
[[gnu::target("bmi2")]] inline bitboard pext_hw(bitboard b, bitboard mask) noexcept { return __builtin_ia32_pext_di(b, mask); }
} // namespace detail
#else
#define CHESSLAW_DISPATCH 0
#endif

//! popcount for instruction set Isa: the hardware instruction where Isa has it (the caller is then
//! compiled for it: see perft.hpp), the portable count otherwise and in constant evaluation.
template <class Isa>
constexpr int popcount(bitboard b) noexcept {
#if CHESSLAW_DISPATCH
    if constexpr (Isa::has_popcnt) {
        if (!std::is_constant_evaluated()) return detail::popcnt_hw(b);
    }
#endif
    return popcount_portable(b);
}
constexpr bool more_than_one(bitboard b) noexcept { return (b & (b - 1)) != 0; }
//! Lowest set square; b must be non-zero.
constexpr square lsb(bitboard b) noexcept { return square_at(std::countr_zero(b)); }
//! The highest square of a non-empty set.
constexpr square msb(bitboard b) noexcept { return square_at(63 - std::countl_zero(b)); }
constexpr square pop_lsb(bitboard& b) noexcept {
    const square s = lsb(b);
    b &= b - 1;
    return s;
}
constexpr bool contains(bitboard b, square s) noexcept { return (b & bb(s)) != 0; }

enum class direction : int { north = 8, south = -8, east = 1, west = -1,
                             north_east = 9, north_west = 7, south_east = -7, south_west = -9 };

//! Shift every square one step in direction d, dropping squares that leave the board.
template <direction D>
constexpr bitboard shift(bitboard b) noexcept {
    constexpr bitboard not_a = ~file_bb(file::a), not_h = ~file_bb(file::h);
    if constexpr (D == direction::north) return b << 8;
    else if constexpr (D == direction::south) return b >> 8;
    else if constexpr (D == direction::east) return (b & not_h) << 1;
    else if constexpr (D == direction::west) return (b & not_a) >> 1;
    else if constexpr (D == direction::north_east) return (b & not_h) << 9;
    else if constexpr (D == direction::north_west) return (b & not_a) << 7;
    else if constexpr (D == direction::south_east) return (b & not_h) >> 7;
    else return (b & not_a) >> 9;
}

//! Iterate the squares of a bitboard: for (square s : squares(b)).
struct squares {
    bitboard bits;
    struct iterator {
        bitboard b;
        constexpr square operator*() const noexcept { return lsb(b); }
        constexpr iterator& operator++() noexcept { b &= b - 1; return *this; }
        constexpr bool operator!=(const iterator& o) const noexcept { return b != o.b; }
    };
    constexpr iterator begin() const noexcept { return {bits}; }
    constexpr iterator end() const noexcept { return {0}; }
};

} // namespace chesslaw
