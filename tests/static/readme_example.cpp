// The README's ten lines (tests/docs compiles the README's block and checks its lines are these).
#include <chesslaw/chesslaw.hpp>
#include <chesslaw/judge.hpp>
namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;

constexpr position p = fen("4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1");   // a bishop on a6 eyes f1
static_assert(perft(initial_position(), 3) == 8902);                // the generator, at compile time
constexpr judgement j = judge(p, uci("e1g1"));                      // castle king side?
static_assert(!j.legal && j.violates_exactly({id::castling_attacked})); // 3.8.2.2.1 and nothing else
static_assert(j.find(id::castling_attacked).witnesses[0].by == square::a6); // the evidence: the attacker
} // namespace
