// expect-error: a clause has more than one predicate
// A second predicate for a clause that already has one must not compile.
#include <chesslaw/judge.hpp>

namespace r = chesslaw::rules;

struct another_bishop_rule : r::rule<chesslaw::spec::id::bishop> {};

using set = r::rule_set<3,
    r::own_square, r::capture, r::attack, r::attack_despite_pin, r::bishop, r::rook, r::queen, r::no_jumping, r::knight,
    r::pawn_forward_only, r::pawn_step, r::pawn_double_step, r::pawn_capture, r::en_passant, r::promotion,
    r::king_two_ways, r::king_step, r::castling, r::castling_right_lost, r::castling_king_moved, r::castling_rook_moved,
    r::castling_attacked, r::castling_blocked, r::king_not_in_check
#ifndef CHESSLAW_CONTROL
    , another_bishop_rule
#endif
    >;

static_assert(set::size > 0);
int main() {}
