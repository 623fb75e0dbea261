// Article 3.9: no move may leave or place the own king in check; pinned pieces give check too.
#include "rules_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::static_tests;

// Leaving the king in check.
constexpr std::string_view in_check_pos = "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1"; // Re2 gives check
static_assert(permits(id::check, in_check_pos, "e1e2")); // capture the checker
static_assert(forbids_only({id::check}, in_check_pos, "a1a8"));
static_assert(witness(id::check, in_check_pos, "a1a8", fact::square_attacked, square::e1, square::e2));
static_assert(forbids_only({id::castling_attacked}, in_check_pos, "e1c1"));

// Placing the king in check: stepping next to the opponent's king, or into a rook's file.
static_assert(forbids_only({id::check}, "8/8/8/8/8/3k4/8/3K4 w - - 0 1", "d1d2"));
static_assert(forbids_only({id::check}, "4k3/8/8/8/8/8/8/3K1r2 w - - 0 1", "d1e1"));

// Exposing the king: a pinned piece moving off its line. The witness names the pin.
constexpr std::string_view pin = "4k3/4r3/8/8/8/8/4N3/4K3 w - - 0 1";
static_assert(forbids_only({id::check}, pin, "e2c3"));
static_assert(witness(id::check, pin, "e2c3", fact::pinned_piece, square::e2, square::e7));
static_assert(witness(id::check, pin, "e2c3", fact::square_attacked, square::e1, square::e7));
static_assert(permits(id::check, "4k3/4r3/8/8/8/8/4R3/4K3 w - - 0 1", "e2e5")); // along the pin line

// Check given by a pinned piece still counts (3.1/4, 3.9): the black knight on f3 is pinned to its
// king on g2 by the white bishop on e4, yet it attacks e1, so the white king may not step there.
constexpr std::string_view pinned_checker = "8/8/8/8/4B3/5n2/6k1/3K4 w - - 0 1";
static_assert(forbids_only({id::check}, pinned_checker, "d1e1"));
static_assert(witness(id::check, pinned_checker, "d1e1", fact::square_attacked, square::e1, square::f3));
static_assert(judged(pinned_checker, "d1e1").find(id::check).witnesses[0].pinned);
static_assert(judged(pinned_checker, "d1e1").applies(id::attack_despite_pin));
static_assert(permits(id::check, pinned_checker, "d1c1"));

// 3.10.1 / 3.10.2: the verdict.
static_assert(judged(initial_fen, "e2e4").verdict == id::legal_move);
static_assert(judged(initial_fen, "e2e5").verdict == id::illegal_move);
// A move of no own piece is not a move of Article 3: 3.10.2 with that witness.
static_assert(judged(initial_fen, "e7e5").violates_exactly({id::illegal_move}));
static_assert(judged(initial_fen, "e4e5").violates_exactly({id::illegal_move}));
static_assert(judged(initial_fen, "e4e5").find(id::illegal_move).witnesses[0].what == fact::no_own_piece);
} // namespace
