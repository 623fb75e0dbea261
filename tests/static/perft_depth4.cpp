// perft(initial, 4) = 197,281 in constant evaluation under GCC 12's default limits.
// GCC counts its -fconstexpr-ops-limit (default 2^25) per constant expression, and the whole
// depth-4 tree needs more than that in one evaluation; so each root move's depth-3 subtree is its
// own constant (its own budget) and the sum is asserted. No limit is raised for GCC; clang's
// -fconstexpr-steps is raised for this file only (tests/CMakeLists.txt).
#include <cstdint>
#include <utility>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/perft.hpp>

namespace {
using namespace chesslaw;

constexpr move_list root_moves = legal_moves(initial_position());
static_assert(root_moves.size() == 20);

template <int I>
constexpr std::uint64_t subtree = perft(make_move(initial_position(), root_moves[I]), 3);

template <int... I>
constexpr std::uint64_t sum(std::integer_sequence<int, I...>) { return (subtree<I> + ...); }

static_assert(sum(std::make_integer_sequence<int, 20>{}) == 197281);
} // namespace
