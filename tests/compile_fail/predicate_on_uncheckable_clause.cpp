// expect-error: a predicate may only be bound to a clause the spec table marks machine-checkable
// 3.10.3 (an illegal position) is a verdict (legality::analyse), not a predicate clause: binding a predicate to it must not compile.
#include <chesslaw/rules/rule.hpp>

#ifdef CHESSLAW_CONTROL
struct fine : chesslaw::rules::rule<chesslaw::spec::id::check> {};
static_assert(fine::clause == chesslaw::spec::id::check);
#else
struct bad : chesslaw::rules::rule<chesslaw::spec::id::illegal_position> {};
static_assert(bad::clause == chesslaw::spec::id::illegal_position);
#endif

int main() {}
