// expect-error: a machine-checkable clause of the spec table has no predicate
// The Appendix A rule set without its predicate (A.1, the rapid game) must not compile.
#include <chesslaw/rules/game_category.hpp>

namespace r = chesslaw::rules;

using set = r::rule_set<chesslaw::spec::appendix_a
#ifdef CHESSLAW_CONTROL
    , r::rapid_game
#endif
    >;

static_assert(set::size == 0 || set::size == 1);
int main() {}
