// Articles 3.2–3.6: bishop, rook, queen, no jumping, knight.
#include "rules_support.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::static_tests;
constexpr std::string_view open_board = "k7/8/8/8/3BRQ2/8/8/4K2N w - - 0 1"; // B d4, R e4, Q f4, N h1

// 3.2 — bishop along its diagonals only.
static_assert(permits(id::bishop, open_board, "d4a7"));
static_assert(permits(id::bishop, open_board, "d4g1"));
static_assert(forbids_only({id::bishop}, open_board, "d4d6"));
static_assert(witness(id::bishop, open_board, "d4d6", fact::geometry, square::d6, square::d4));

// 3.3 — rook along its file or rank.
static_assert(permits(id::rook, open_board, "e4e7"));
static_assert(forbids_only({id::rook}, open_board, "e4f5"));

// 3.4 — queen along file, rank or diagonal.
static_assert(permits(id::queen, open_board, "f4f8"));
static_assert(permits(id::queen, open_board, "f4c7"));
static_assert(forbids_only({id::queen}, open_board, "f4g6"));

// 3.5 — no passing over occupied squares; witnesses are the blocking squares.
static_assert(permits(id::no_jumping, open_board, "e4e8"));
static_assert(forbids_only({id::no_jumping}, open_board, "d4h4") == false); // also 3.2: not a diagonal
static_assert(forbids_only({id::no_jumping}, "4k3/8/8/8/3R1p1r/8/8/4K3 w - - 0 1", "d4h4"));
static_assert(witness(id::no_jumping, "4k3/8/8/8/3R1p1r/8/8/4K3 w - - 0 1", "d4h4", fact::blocked_by, square::f4));
static_assert(forbids_only({id::no_jumping}, open_board, "f4c4"));
static_assert(witness(id::no_jumping, open_board, "f4c4", fact::blocked_by, square::e4));
static_assert(witness(id::no_jumping, open_board, "f4c4", fact::blocked_by, square::d4));
static_assert(forbids(id::no_jumping, initial_fen, "c1e3"));
static_assert(judged(open_board, "h1g3").outcome_of(id::no_jumping) == outcome::not_applicable); // the knight jumps

// 3.6 — knight: the nearest squares not on its rank, file or diagonal.
static_assert(permits(id::knight, initial_fen, "g1f3"));
static_assert(permits(id::knight, initial_fen, "b1a3"));
static_assert(forbids_only({id::knight}, initial_fen, "g1g3"));
static_assert(forbids_only({id::knight}, open_board, "h1f1"));
} // namespace
