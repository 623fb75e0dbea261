// expect-error: a predicate may only be bound to a clause the spec table marks machine-checkable
// 5.2.2 (a dead position) has no predicate (the spec table says why): binding one must not compile.
#include <chesslaw/rules/rule.hpp>

#ifdef CHESSLAW_CONTROL
struct fine : chesslaw::rules::rule<chesslaw::spec::id::checkmate> {};
static_assert(fine::clause == chesslaw::spec::id::checkmate);
#else
struct bad : chesslaw::rules::rule<chesslaw::spec::id::dead_position> {};
static_assert(bad::clause == chesslaw::spec::id::dead_position);
#endif

int main() {}
