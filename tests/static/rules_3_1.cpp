// Article 3.1: own-colour square, capture, attack, attack even when pinned.
#include "rules_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::static_tests;
constexpr std::string_view start = initial_fen;

// 3.1/1 — not onto a square occupied by a piece of the same colour.
static_assert(permits(id::own_square, start, "g1f3"));
static_assert(forbids_only({id::own_square}, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", "a1d1"));
static_assert(witness(id::own_square, "4k3/8/8/8/8/8/8/R2K4 w - - 0 1", "a1d1", fact::own_piece_on_target, square::d1));
static_assert(forbids(id::own_square, start, "d1e1"));

// 3.1/2 — the opponent's piece on the target square is captured as part of the move.
static_assert(permits(id::capture, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
static_assert(witness(id::capture, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5", fact::captures, square::d5));
static_assert(witness(id::capture, "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1", "e5d6", fact::captures, square::d5)); // e.p. takes d5
static_assert(judged(start, "e2e4").outcome_of(id::capture) == outcome::not_applicable);
// A move onto an opponent piece that breaks another clause is illegal though 3.1/2 applies.
static_assert(forbids(id::pawn_step, "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", "e4e5"));

// 3.1/3 — attack: a piece attacks what it could capture by 3.2–3.8.
static_assert(rules::attack::holds(fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), square::a1, square::a8));
static_assert(!rules::attack::holds(fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), square::a1, square::b2));
static_assert(!rules::attack::holds(fen("4k3/8/8/8/8/p7/8/R3K3 w - - 0 1"), square::a1, square::a8)); // blocked (3.5)
static_assert(rules::attack::holds(fen(start), square::e2, square::d3)); // a pawn attacks diagonally forward
static_assert(!rules::attack::holds(fen(start), square::e2, square::e3)); // not straight ahead
// Cited when a verdict rests on an attack: Ke1-f1 into the rook's file.
static_assert(judged("4k3/8/8/8/8/8/8/4K2r w - - 0 1", "e1f1").applies(id::attack));
static_assert(witness(id::attack, "5r1k/8/8/8/8/8/8/4K3 w - - 0 1", "e1f1", fact::attacks, square::f1, square::f8));
static_assert(!judged(start, "e2e4").applies(id::attack));

// 3.1/4 — a pinned piece attacks all the same. The black knight on e5 is pinned to its king by the
// rook on e1, yet it attacks f3: the white king may not step there.
constexpr std::string_view pinned_knight = "4k3/8/8/4n3/8/8/6K1/4R3 w - - 0 1";
static_assert(rules::attack_despite_pin::holds(fen(pinned_knight), square::e5, square::f3));
static_assert(forbids_only({id::check}, pinned_knight, "g2f3"));
static_assert(judged(pinned_knight, "g2f3").applies(id::attack_despite_pin));
static_assert(witness(id::attack_despite_pin, pinned_knight, "g2f3", fact::attacks, square::f3, square::e5));
static_assert(!judged(pinned_knight, "g2g3").applies(id::attack_despite_pin));
static_assert(permits(id::check, pinned_knight, "g2g3"));
} // namespace
