// The clock ledger's first test of a record's comments (kernel/include/chesslaw/audit/clock.hpp,
// clock_detail::may_hold_clock): a record has clock readings when a comment may hold `[%clk`
// (lichess, DGT) or TCEC's `tl=`; prose with '=' and '%' does not count, nor a lone `[%emt`
// (once a record counts, clock_of reads every comment, a DGT `[%emt` of its own included).
#include <chesslaw/audit/clock.hpp>

namespace {
using chesslaw::audit::clock_detail::may_hold_clock;

static_assert(may_hold_clock("[%clk 0:03:00]"));
static_assert(may_hold_clock("wv=0.3, tl=7200000,"));
static_assert(may_hold_clock("x [%emt 0:00:01] [%clk 1:00:00]"));
static_assert(may_hold_clock("tl=1"));
static_assert(!may_hold_clock("Correct is 23.e8=Q, the pointe: total=3"));
static_assert(!may_hold_clock("%clk"));
static_assert(!may_hold_clock("[%emt 0:00:01]"));
static_assert(!may_hold_clock("l="));
static_assert(!may_hold_clock(""));
} // namespace
