#pragma once
//! perft: the number of leaf nodes of the legal move tree to a given depth (bulk-counted at the
//! last ply), and perft divide. Constexpr: usable in static_assert.
//!
//! Run-time dispatch: the header is compiled with whatever flags the user chose, often the plain
//! x86-64 baseline (no POPCNT, no BMI2). On GCC and clang for x86-64, perft is also compiled, function
//! by function, for POPCNT and for POPCNT + BMI2 (PEXT slider lookups) with `target` attributes;
//! the first call asks the CPU (__builtin_cpu_supports) and every later call goes straight to the
//! best variant. The search recurses through the attributed entry points, and `flatten` inlines the
//! generator into them, so no baseline code runs inside a POPCNT/BMI2 search. In constant
//! evaluation (`std::is_constant_evaluated()`) the portable path runs: same generator, same source.

#include <cstdint>
#include <type_traits>
#include <utility>

#include <chesslaw/movegen.hpp>

namespace chesslaw {

namespace detail {

//! One node of the perft tree; `Next::call<C>(child, depth - 1)` recurses (through an entry point
//! compiled for Isa, or plainly in constant evaluation). Depth 2 counts its children's moves in bulk.
template <class Isa, color Us, class Next>
constexpr std::uint64_t perft_node(const position& p, int depth) noexcept {
    if (depth == 1) {
        count_sink<Isa> sink;
        generate<Us, Isa>(p, sink);
        return sink.n;
    }
    move_list moves;
    list_sink sink{moves};
    generate<Us, Isa>(p, sink);
    std::uint64_t n = 0;
    if (depth == 2) {
        for (const move m : moves) {
            count_sink<Isa> leaves;
            generate<~Us, Isa>(play_legal<Us>(p, m), leaves);
            n += leaves.n;
        }
        return n;
    }
    for (const move m : moves) n += Next::template call<~Us>(play_legal<Us>(p, m), depth - 1);
    return n;
}

//! Plain recursion (constant evaluation, other compilers, and the baseline variant).
template <class Isa>
struct perft_plain {
    template <color C>
    static constexpr std::uint64_t call(const position& p, int depth) noexcept {
        return perft_node<Isa, C, perft_plain>(p, depth);
    }
};

using perft_fn = std::uint64_t (*)(const position&, int) noexcept;

//! The start of a run-time search with Isa (the baseline needs no attributes).
inline std::uint64_t perft_run_baseline(const position& p, int depth) noexcept {
    return p.side_to_move == color::white ? perft_plain<isa::baseline>::call<color::white>(p, depth)
                                          : perft_plain<isa::baseline>::call<color::black>(p, depth);
}

#if CHESSLAW_DISPATCH
// Each variant: two mutually recursive entry points (white / black to move) compiled for the
// instruction set, with the node code flattened into them.
#define CHESSLAW_PERFT_VARIANT(NAME, ISA, TARGET)                                                          \
    [[gnu::target(TARGET), gnu::flatten]] inline std::uint64_t perft_##NAME##_white(const position&, int) noexcept; \
    [[gnu::target(TARGET), gnu::flatten]] inline std::uint64_t perft_##NAME##_black(const position&, int) noexcept; \
    struct perft_##NAME##_next {                                                                            \
        template <color C>                                                                                  \
        static std::uint64_t call(const position& p, int depth) noexcept {                                  \
            if constexpr (C == color::white) return perft_##NAME##_white(p, depth);                        \
            else return perft_##NAME##_black(p, depth);                                                      \
        }                                                                                                   \
    };                                                                                                      \
    [[gnu::target(TARGET), gnu::flatten]] inline std::uint64_t perft_##NAME##_white(const position& p, int depth) noexcept { \
        return perft_node<ISA, color::white, perft_##NAME##_next>(p, depth);                                \
    }                                                                                                       \
    [[gnu::target(TARGET), gnu::flatten]] inline std::uint64_t perft_##NAME##_black(const position& p, int depth) noexcept { \
        return perft_node<ISA, color::black, perft_##NAME##_next>(p, depth);                                \
    }                                                                                                       \
    inline std::uint64_t perft_run_##NAME(const position& p, int depth) noexcept {                          \
        return p.side_to_move == color::white ? perft_##NAME##_white(p, depth) : perft_##NAME##_black(p, depth); \
    }

CHESSLAW_PERFT_VARIANT(popcnt, isa::popcnt, "popcnt")
CHESSLAW_PERFT_VARIANT(bmi2, isa::bmi2, "popcnt,bmi,bmi2")
#undef CHESSLAW_PERFT_VARIANT
#endif

//! The instruction-set variants of perft this build has, for the CPU it runs on or forced.
enum class perft_path : std::uint8_t { baseline, popcnt, bmi2 };

inline perft_fn perft_variant(perft_path path) noexcept {
#if CHESSLAW_DISPATCH
    switch (path) {
    case perft_path::bmi2: return perft_run_bmi2;
    case perft_path::popcnt: return perft_run_popcnt;
    case perft_path::baseline: break;
    }
#else
    (void)path;
#endif
    return perft_run_baseline;
}

//! The best path for this CPU. PEXT is microcoded (slow) on AMD before Zen 3: POPCNT with magic
//! multiplication is used there.
inline perft_path best_perft_path() noexcept {
#if CHESSLAW_DISPATCH
    __builtin_cpu_init();
    if (__builtin_cpu_supports("popcnt")) {
        if (__builtin_cpu_supports("bmi2") && !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2"))
            return perft_path::bmi2;
        return perft_path::popcnt;
    }
#endif
    return perft_path::baseline;
}

inline std::uint64_t perft_dispatch(const position& p, int depth) noexcept {
    static const perft_fn best = perft_variant(best_perft_path());
    return best(p, depth);
}

} // namespace detail

constexpr std::uint64_t perft(const position& p, int depth) noexcept {
    if (depth <= 0) return 1;
    if (std::is_constant_evaluated())
        return p.side_to_move == color::white ? detail::perft_plain<isa::baseline>::call<color::white>(p, depth)
                                              : detail::perft_plain<isa::baseline>::call<color::black>(p, depth);
    return detail::perft_dispatch(p, depth);
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
    if (std::is_constant_evaluated()) // clang will not copy unwritten entries out of a constant expression
        for (divide_entry& e : r.entries) e = divide_entry{move(square::a1, square::a1), 0};
    for (const move m : legal_moves(p)) {
        const std::uint64_t n = perft(make_move(p, m), depth - 1);
        r.entries[r.size++] = divide_entry{m, n};
        r.total += n;
    }
    return r;
}

} // namespace chesslaw
