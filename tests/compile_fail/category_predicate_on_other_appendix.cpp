// expect-error: a predicate is bound to a clause of another article
// The blitz predicate (B.1) in the Appendix A rule set must not compile.
#include <chesslaw/rules/game_category.hpp>

namespace r = chesslaw::rules;

using set = r::rule_set<chesslaw::spec::appendix_a, r::rapid_game
#ifndef CHESSLAW_CONTROL
    , r::blitz_game
#endif
    >;

static_assert(set::size > 0);
int main() {}
