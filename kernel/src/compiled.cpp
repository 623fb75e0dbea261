//! chesslaw::compiled: the optional precompiled part of the header-only kernel. The run-time perft
//! (its baseline, POPCNT and BMI2 variants: see perft.hpp) is compiled here once, instead of in
//! every file of the program that calls perft. The target defines CHESSLAW_COMPILED for its users;
//! this file also defines CHESSLAW_COMPILED_SOURCE, so that perft.hpp compiles the variants here.
#ifndef CHESSLAW_COMPILED
#error "kernel/src/compiled.cpp is compiled by the chesslaw::compiled target, which defines CHESSLAW_COMPILED"
#endif
#define CHESSLAW_COMPILED_SOURCE 1
#include <chesslaw/perft.hpp>

namespace chesslaw::detail {

perft_fn compiled_perft_variant(perft_path path) noexcept { return perft_variant_here(path); }

} // namespace chesslaw::detail
