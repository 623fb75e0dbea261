// expect-error: no clause with this ID in the spec table
// A predicate bound to a clause ID that does not exist must not compile: spec::ref is consteval.
#include <chesslaw/rules/rule.hpp>

#ifdef CHESSLAW_CONTROL
struct bound_to_real_clause : chesslaw::rules::rule<chesslaw::spec::id::bishop> {};
#else
struct bound_to_missing_clause : chesslaw::rules::rule<chesslaw::spec::ref("3.99")> {};
#endif

int main() {}
