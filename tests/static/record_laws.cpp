//! Compile-only static_assert wall for the predicates of Articles 2 and 10 a record can show
//! (kernel/include/chesslaw/rules/record.hpp): 2.3 the initial position a game without SetUp
//! starts from, 10.1 and 10.2 the points a Result may hold. Clause IDs are never spelled here.

#include <chesslaw/core/fen.hpp>
#include <chesslaw/rules/record.hpp>

namespace {

namespace id = chesslaw::spec::id;
using chesslaw::fen;
using chesslaw::initial_position;
using chesslaw::rules::initial_position_placed;
using chesslaw::rules::no_score_beyond_maximum;
using chesslaw::rules::outcome;
using chesslaw::rules::points;
using chesslaw::rules::points_of;
using chesslaw::rules::points_of_a_game;

static_assert(initial_position_placed::clause == id::initial_position_of_the_pieces);
static_assert(points_of_a_game::clause == id::points);
static_assert(no_score_beyond_maximum::clause == id::no_more_than_maximum);

// ---- 2.3 -----------------------------------------------------------------------------------
static_assert(initial_position_placed::holds(initial_position()));
// rights, en-passant square and counters are not placement
static_assert(initial_position_placed::holds(fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 7 12")));
// a move made: not the initial position (e4), nor Black to move in it
static_assert(!initial_position_placed::holds(fen("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1")));
static_assert(!initial_position_placed::holds(fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR b KQkq - 0 1")));
// king and queen swapped (a Chess960-like array), one piece missing
static_assert(!initial_position_placed::holds(fen("rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKQBNR w - - 0 1")));
static_assert(!initial_position_placed::holds(fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w Qkq - 0 1")));

// ---- reading a result's points ---------------------------------------------------------------
static_assert(points_of("1-0") == points{4, 0} && points_of("0-1") == points{0, 4});
static_assert(points_of("1/2-1/2") == points{2, 2} && points_of("\u00bd-\u00bd") == points{2, 2});
static_assert(points_of("3/4-1/4") == points{3, 1} && points_of("\u00be-\u00bc") == points{3, 1});
static_assert(points_of("1-1") == points{4, 4} && points_of("0-0") == points{0, 0} && points_of("1:0") == points{4, 0});
static_assert(points_of("1\u00bd-\u00bd") == points{6, 2});
static_assert(!points_of("*") && !points_of("") && !points_of("1-0-1") && !points_of("white wins") && !points_of("2/3-1/3"));
static_assert(!points_of("-") && !points_of("1-") && !points_of("-0"));

// ---- 10.1 ----------------------------------------------------------------------------------
static_assert(points_of_a_game::check(*points_of("1-0")) == outcome::satisfied);
static_assert(points_of_a_game::check(*points_of("0-1")) == outcome::satisfied);
static_assert(points_of_a_game::check(*points_of("1/2-1/2")) == outcome::satisfied);
static_assert(points_of_a_game::check(*points_of("0-0")) == outcome::not_applicable); // both lose (11.8)
static_assert(points_of_a_game::check(*points_of("1/2-0")) == outcome::violated);
static_assert(points_of_a_game::check(*points_of("1-1")) == outcome::violated);
static_assert(points_of_a_game::check(*points_of("3/4-1/4")) == outcome::violated);

// ---- 10.2 ----------------------------------------------------------------------------------
static_assert(no_score_beyond_maximum::holds(*points_of("1-0")) && no_score_beyond_maximum::holds(*points_of("1/2-1/2")));
static_assert(no_score_beyond_maximum::holds(*points_of("0-0")) && no_score_beyond_maximum::holds(*points_of("1/2-0")));
static_assert(!no_score_beyond_maximum::holds(*points_of("1-1")));      // exceeds the maximum
static_assert(!no_score_beyond_maximum::holds(*points_of("3/4-1/4")));  // the Law's own example
static_assert(!no_score_beyond_maximum::holds(*points_of("1\u00bd-\u00bd")));

} // namespace
