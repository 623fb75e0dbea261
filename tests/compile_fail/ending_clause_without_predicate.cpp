// expect-error: a machine-checkable clause of the spec table has no predicate
// The Article 9 rule set minus one predicate (9.6.2, seventy-five moves) must not compile.
#include <chesslaw/rules/ending.hpp>

namespace r = chesslaw::rules;

using set = r::rule_set<9,
    r::threefold_intended_move, r::threefold_on_board, r::same_position, r::same_en_passant, r::same_castling_rights,
    r::fifty_moves_intended_move, r::fifty_moves_completed, r::fivefold_repetition
#ifdef CHESSLAW_CONTROL
    , r::seventy_five_moves
#endif
    >;

static_assert(set::size > 0);
int main() {}
