// Article 3.7: the pawn.
#include "rules_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::static_tests;
constexpr std::string_view start = initial_fen;

// 3.7 — only forward, in one of the ways 3.7.1–3.7.4.
static_assert(permits(id::pawn_forward_only, start, "e2e3"));
static_assert(forbids_only({id::pawn_forward_only}, start, "e2e5"));
static_assert(forbids_only({id::pawn_forward_only}, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4e3")); // backwards
static_assert(forbids_only({id::pawn_forward_only}, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4d4")); // sideways
static_assert(forbids_only({id::pawn_forward_only}, "4k3/8/8/8/4p3/8/8/4K3 b - - 0 1", "e4e5")); // black backwards

// 3.7.1 — one square straight ahead, if empty.
static_assert(permits(id::pawn_step, start, "e2e3"));
static_assert(forbids_only({id::pawn_step}, "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", "e4e5"));
static_assert(witness(id::pawn_step, "4k3/8/8/4p3/4P3/8/8/4K3 w - - 0 1", "e4e5", fact::blocked_by, square::e5));

// 3.7.2 — two squares on the first move, both empty.
static_assert(permits(id::pawn_double_step, start, "e2e4"));
static_assert(permits(id::pawn_double_step, "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1", "d7d5"));
static_assert(forbids_only({id::pawn_double_step}, "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5"));
static_assert(witness(id::pawn_double_step, "4k3/8/8/8/8/4P3/8/4K3 w - - 0 1", "e3e5", fact::not_initial_rank, square::e3));
static_assert(forbids_only({id::pawn_double_step}, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4"));
static_assert(witness(id::pawn_double_step, "4k3/8/8/8/8/4n3/4P3/4K3 w - - 0 1", "e2e4", fact::blocked_by, square::e3));
static_assert(forbids_only({id::pawn_double_step}, "4k3/8/8/8/4n3/8/4P3/4K3 w - - 0 1", "e2e4"));

// 3.7.3 — diagonally forward onto an opponent's piece.
static_assert(permits(id::pawn_capture, "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "e4d5"));
static_assert(forbids_only({id::pawn_capture, id::en_passant}, "4k3/8/8/8/4P3/8/8/4K3 w - - 0 1", "e4d5"));
static_assert(forbids_only({id::pawn_capture, id::own_square}, "4k3/8/8/3N4/4P3/8/8/4K3 w - - 0 1", "e4d5"));

// 3.7.4 — en passant, only on the move right after the two-square advance.
constexpr std::string_view ep_now = "4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 2";
constexpr std::string_view ep_gone = "4k3/8/8/3pP3/8/8/8/4K3 w - - 0 3";
static_assert(permits(id::en_passant, ep_now, "e5d6"));
static_assert(witness(id::en_passant, ep_now, "e5d6", fact::en_passant_capture, square::d5));
static_assert(forbids_only({id::pawn_capture, id::en_passant}, ep_gone, "e5d6"));
static_assert(witness(id::en_passant, ep_gone, "e5d6", fact::no_double_advance, square::d6, square::d5));
// The horizontal pin: e5xd6 would take both pawns off the fifth rank and expose the king (3.9).
static_assert(forbids_only({id::check}, "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2", "e5d6"));
static_assert(witness(id::check, "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2", "e5d6", fact::square_attacked, square::a5, square::h5));
// An en-passant capture that removes the checking pawn.
static_assert(permits(id::en_passant, "8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1", "e4d3"));

// 3.7.5 — a pawn reaching the last rank becomes a queen, rook, bishop or knight.
constexpr std::string_view promo = "3n3k/4P3/8/8/8/8/8/4K3 w - - 0 1";
static_assert(permits(id::promotion, promo, "e7e8q"));
static_assert(permits(id::promotion, promo, "e7e8n"));
static_assert(permits(id::promotion, promo, "e7d8r")); // capture-promotion
static_assert(witness(id::promotion, promo, "e7e8n", fact::promotion_to, square::e8));
static_assert(forbids_only({id::promotion}, promo, "e7e8"));
static_assert(witness(id::promotion, promo, "e7e8", fact::missing_promotion, square::e8));
static_assert(forbids_only({id::promotion}, start, "e2e4q"));
static_assert(witness(id::promotion, start, "e2e4q", fact::promotion_not_allowed, square::e4));
static_assert(forbids_only({id::promotion}, start, "g1f3q"));
} // namespace
