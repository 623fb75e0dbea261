#pragma once
//! perft: the number of leaf nodes of the legal move tree to a given depth (bulk-counted at the
//! last ply), and perft divide. Constexpr: usable in static_assert.

#include <cstdint>
#include <utility>

#include <chesslaw/movegen.hpp>

namespace chesslaw {

namespace detail {
template <color Us>
constexpr std::uint64_t perft_impl(const position& p, int depth) noexcept {
    if (depth == 1) {
        count_sink sink;
        generate<Us>(p, sink);
        return sink.n;
    }
    move_list moves;
    list_sink sink{moves};
    generate<Us>(p, sink);
    std::uint64_t n = 0;
    for (const move m : moves) n += perft_impl<~Us>(make_move(p, m), depth - 1);
    return n;
}
} // namespace detail

constexpr std::uint64_t perft(const position& p, int depth) noexcept {
    if (depth <= 0) return 1;
    return p.side_to_move == color::white ? detail::perft_impl<color::white>(p, depth)
                                          : detail::perft_impl<color::black>(p, depth);
}

struct divide_entry {
    move m;
    std::uint64_t nodes;
};

//! perft of each root move at depth - 1, in generation order (at least depth 1).
struct divide_result {
    divide_entry entries[move_list::capacity]{}; // initialised: clang copies no indeterminate value in constant evaluation
    int size = 0;
    std::uint64_t total = 0;
    constexpr const divide_entry* begin() const noexcept { return entries; }
    constexpr const divide_entry* end() const noexcept { return entries + size; }
};

constexpr divide_result perft_divide(const position& p, int depth) noexcept {
    divide_result r;
    for (const move m : legal_moves(p)) {
        const std::uint64_t n = perft(make_move(p, m), depth - 1);
        r.entries[r.size++] = divide_entry{m, n};
        r.total += n;
    }
    return r;
}

} // namespace chesslaw
