// Article 3.8: the king — a step, or castling with its conditions.
#include <array>

#include "rules_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::static_tests;
constexpr std::string_view castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

// 3.8 — the king moves in exactly two ways.
static_assert(permits(id::king_two_ways, castle, "e1f1"));
static_assert(permits(id::king_two_ways, castle, "e1g1"));
static_assert(forbids_only({id::king_two_ways, id::king_step}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e3"));
static_assert(forbids_only({id::king_two_ways, id::king_step}, "4k3/8/8/8/8/8/8/3K4 w - - 0 1", "d1f1")); // not from e1: not castling

// 3.8.1 — to an adjoining square.
static_assert(permits(id::king_step, castle, "e1d2"));
static_assert(judged(castle, "e1g1").outcome_of(id::king_step) == outcome::not_applicable);
static_assert(forbids(id::king_step, "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "e1e3"));
// Found by a property (tests/unit/regressions_test.cpp): staying on its square is no step.
static_assert(forbids(id::king_step, "4k3/8/8/8/5K2/8/8/8 w - - 17 126", "f4f4"));

// 3.8.2 — castling: king two squares towards a rook on its initial square, the rook to the crossed square.
static_assert(permits(id::castling, castle, "e1g1"));
static_assert(permits(id::castling, castle, "e1c1"));
static_assert(permits(id::castling, castle, "e8g8") == false); // white to move: e8 is not an own piece
static_assert(permits(id::castling, "r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1", "e8c8"));
static_assert(make_move(fen(castle), uci("e1g1")).piece_on(square::f1) == piece::white_rook);
static_assert(forbids_only({id::castling, id::castling_right_lost}, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1g1"));
static_assert(witness(id::castling, "4k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1g1", fact::rook_missing, square::h1));

// 3.8.2.1 — right lost (bare position: the rights field no longer has it).
static_assert(permits(id::castling_right_lost, castle, "e1g1"));
static_assert(forbids_only({id::castling_right_lost}, "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1", "e1g1"));
static_assert(judged(castle, "e1g1").outcome_of(id::castling_king_moved) == outcome::not_applicable); // no game known

// 3.8.2.1.1 / 3.8.2.1.2 — with the game, the judge tells the king's move from the rook's.
constexpr auto after_game(std::string_view start, std::initializer_list<std::string_view> moves, std::string_view m) {
    std::array<move, 16> game{};
    std::size_t n = 0;
    for (const auto t : moves) game[n++] = uci(t);
    return judge(fen(start), std::span<const move>(game.data(), n), uci(m)).value();
}
// White king e1-f1-e1, black rook a8-b8-a8: the king side is lost by the king, the queen side too.
constexpr auto king_walked = after_game(castle, {"e1f1", "a8b8", "f1e1", "b8a8"}, "e1g1");
static_assert(king_walked.violates_exactly({id::castling_right_lost, id::castling_king_moved}));
constexpr auto rook_walked = after_game(castle, {"h1h2", "a8b8", "h2h1", "b8a8"}, "e1g1");
static_assert(rook_walked.violates_exactly({id::castling_right_lost, id::castling_rook_moved}));
static_assert(rook_walked.find(id::castling_rook_moved).witnesses[0].ply == 0);
constexpr auto other_rook_walked = after_game(castle, {"a1a2", "a8b8", "a2a1", "b8a8"}, "e1g1");
static_assert(other_rook_walked.legal); // only the queen-side right was lost
static_assert(other_rook_walked.outcome_of(id::castling_rook_moved) == outcome::satisfied);
static_assert(after_game(castle, {"e1f1", "a8b8", "f1e1", "b8a8"}, "e1c1").violates(id::castling_king_moved));
static_assert(!after_game(castle, {"a1a2", "e8f8", "a2a1", "f8e8"}, "e1g1").violates(id::castling_king_moved));
static_assert(!judge(fen(castle), std::span<const move>(), uci("e1e3")).value().legal);
// Castling itself moves the rook (found by a property, tests/unit/regressions_test.cpp): after
// castling, walking king and rook back, castling again has lost the right both ways, since ply 0.
constexpr auto recastled = after_game(castle, {"e1g1", "a8b8", "g1g2", "b8a8", "f1h1", "a8b8", "g2f1", "b8a8", "f1e1", "a8b8"}, "e1g1");
static_assert(recastled.violates_exactly({id::castling_right_lost, id::castling_king_moved, id::castling_rook_moved}));
static_assert(recastled.find(id::castling_rook_moved).witnesses[0].ply == 0);
// A game with an illegal move is an error, naming the ply.
constexpr std::array<move, 2> bad_game{uci("e1f1"), uci("e1f1")};
static_assert(judge(fen(castle), std::span<const move>(bad_game), uci("e8g8")).error().ply == 1);

// 3.8.2.2.1 — not out of, through or into attack; b1 may be attacked.
static_assert(permits(id::castling_attacked, castle, "e1g1"));
constexpr std::string_view crossed_f1 = "4k3/8/b7/8/8/8/8/R3K2R w KQ - 0 1"; // the bishop on a6 attacks f1
static_assert(forbids_only({id::castling_attacked}, crossed_f1, "e1g1"));
static_assert(witness(id::castling_attacked, crossed_f1, "e1g1", fact::square_attacked, square::f1, square::a6));
static_assert(permits(id::castling_attacked, crossed_f1, "e1c1"));
constexpr std::string_view out_of_check = "4k3/4r3/8/8/8/8/8/R3K2R w KQ - 0 1";
static_assert(forbids_only({id::castling_attacked}, out_of_check, "e1g1"));
static_assert(witness(id::castling_attacked, out_of_check, "e1g1", fact::square_attacked, square::e1, square::e7));
constexpr std::string_view into = "4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1";
static_assert(judged(into, "e1g1").violates_exactly({id::castling_attacked, id::check})); // arrival attacked: check too
static_assert(permits(id::castling_attacked, "1r2k3/8/8/8/8/8/8/R3K3 w Q - 0 1", "e1c1")); // b1 attacked: allowed
// A pinned piece still attacks (3.1/4): the black bishop on d3 is pinned to its king on d8 by the
// white rook on d1, and still attacks f1, the square the king must cross.
constexpr std::string_view pinned_guard = "3k4/8/8/8/8/3b4/8/R2RK2R w K - 0 1";
static_assert(forbids_only({id::castling_attacked}, pinned_guard, "e1g1"));
static_assert(judged(pinned_guard, "e1g1").applies(id::attack_despite_pin));

// 3.8.2.2.2 — no piece between king and rook (b1 included).
static_assert(permits(id::castling_blocked, castle, "e1c1"));
static_assert(forbids_only({id::castling_blocked}, "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1c1"));
static_assert(witness(id::castling_blocked, "r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1", "e1c1", fact::blocked_by, square::b1));
static_assert(forbids_only({id::castling_blocked, id::own_square}, initial_fen, "e1g1")); // g1 holds the own knight
} // namespace
