// Compile-time perft: the generator, make-move and FEN reader all run in constant evaluation.
// Every position of ../shared/data/perft/cpw.epd is checked at depth 2 (the start position at 3);
// perft_depth4.cpp reaches depth 4 of the start position under GCC's default limits.
#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/perft.hpp>

namespace {
using namespace chesslaw;

// The slider tables are filled by blocked rays (detail::slider_by_rays): the same sets as the
// square-by-square rays, blockers on both sides of the slider.
static_assert(detail::slider_by_rays<true>(27, 0x0000'0008'0000'0800ULL) == detail::ray_attacks_rook(27, 0x0000'0008'0000'0800ULL));
static_assert(detail::slider_by_rays<false>(27, 0x0000'0040'0000'0200ULL) == detail::ray_attacks_bishop(27, 0x0000'0040'0000'0200ULL));
static_assert(detail::slider_by_rays<true>(0, 0x8100'0000'0000'0081ULL) == detail::ray_attacks_rook(0, 0x8100'0000'0000'0081ULL));
static_assert(detail::slider_by_rays<false>(63, 0x0040'0000'0000'0001ULL) == detail::ray_attacks_bishop(63, 0x0040'0000'0000'0001ULL));

static_assert(perft(initial_position(), 0) == 1);
static_assert(perft(initial_position(), 1) == 20);
static_assert(perft(initial_position(), 2) == 400);
static_assert(perft(initial_position(), 3) == 8902);

// cpw.epd, positions 2–7 (Kiwipete, 3, 4, 4 mirrored, 5, 6).
static_assert(perft(fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 1) == 48);
static_assert(perft(fen("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"), 2) == 2039);
static_assert(perft(fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 2) == 191);
static_assert(perft(fen("8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1"), 3) == 2812);
static_assert(perft(fen("r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1"), 2) == 264);
static_assert(perft(fen("r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1"), 2) == 264);
static_assert(perft(fen("rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8"), 2) == 1486);
static_assert(perft(fen("r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10"), 2) == 2079);

// Divide sums to perft, and every root move of the start position has 20 replies.
constexpr auto root = perft_divide(initial_position(), 2);
static_assert(root.size == 20 && root.total == 400);
static_assert([] {
    for (const auto& e : root)
        if (e.nodes != 20) return false;
    return true;
}());

// Horizontal pin through the two pawns of an en-passant capture: e5xd6 would expose the king.
static_assert(perft(fen("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2"), 1) == 6);
static_assert(!is_legal(fen("8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2"), uci("e5d6")));
// En passant that removes the checking pawn.
static_assert(is_legal(fen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1"), uci("e4d3")));
static_assert(in_check(fen("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1")));

// Status.
static_assert(status(fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3")) == game_status::checkmate);
static_assert(status(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")) == game_status::stalemate);
static_assert(status(initial_position()) == game_status::ongoing);
// has_legal_move: a king step found first, or the moves counted.
static_assert(has_legal_move(initial_position()));                                         // no king step: counted
static_assert(!has_legal_move(fen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3"))); // mate
static_assert(!has_legal_move(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1")));                           // stalemate
static_assert(!has_legal_move(fen("1k5R/8/1K6/8/8/8/8/8 b - - 0 1"))); // a8, behind the king on the rook's line: attacked
static_assert(has_legal_move(fen("1k5R/8/1K6/8/8/8/8/7r b - - 0 1"))); // no king step, but ...Rxh8
static_assert(has_legal_move(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
} // namespace
