// 3.10.3 — the arguments for "illegal" are constant expressions: each rule fires on a board it
// must catch and stays silent on a near-miss, at compile time. (The sentences and the proof-game
// search are run-time; tests/unit/legality_*_test.cpp and properties/legality_reachable.cpp.)

#include <string_view>

#include <chesslaw/legality/facts.hpp>
#include <chesslaw/legality/board.hpp>
#include <chesslaw/legality/proof_game.hpp>

namespace {

using namespace chesslaw;
using legality::rule;

constexpr legality::fact_list facts(std::string_view fen) { return legality::find_facts(legality::read_board(fen).value()); }
constexpr bool fires(std::string_view fen, rule r) { return facts(fen).has(r); }
constexpr bool clean(std::string_view fen) { return facts(fen).empty(); }

// The initial position and a few opening positions: no argument.
static_assert(clean("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"));
static_assert(clean("rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1"));
static_assert(clean("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"));

// Structure.
static_assert(fires("8/8/8/8/8/8/8/4K3 w - - 0 1", rule::king_count));
static_assert(fires("4k3/8/8/8/8/8/8/P3K3 w - - 0 1", rule::pawn_on_back_rank));
static_assert(fires("4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1", rule::too_many_pawns));
static_assert(fires("4k3/8/8/8/8/8/8/4K3 w K - 0 1", rule::castling_without_rook));
static_assert(clean("4k3/8/8/8/8/8/8/4K2R w K - 0 1"));
static_assert(fires("4k3/8/8/8/8/8/8/4K3 b - e3 0 1", rule::ep_no_pawn));
static_assert(clean("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"));

// Checks.
static_assert(fires("4k3/8/8/8/8/8/8/4R1K1 w - - 0 1", rule::opponent_in_check));
static_assert(clean("4k3/8/8/8/8/8/8/4R1K1 b - - 0 1"));
static_assert(fires("4k3/2N5/5N2/8/8/8/8/6K1 b - - 0 1", rule::impossible_double_check));
static_assert(clean("4k3/8/3N4/8/8/8/8/4R1K1 b - - 0 1"));
static_assert(fires("8/8/8/R3k3/4P3/8/8/4K3 b - e3 0 1", rule::ep_check));
static_assert(clean("8/8/k7/8/4P3/8/8/4KB2 b - e3 0 1"));

// Pawns, captures, promotions (the two examples first).
static_assert(fires("4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1", rule::pawn_origins));
static_assert(clean("4k3/8/8/8/8/6PP/6P1/4K3 w - - 0 1"));
static_assert(fires("4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1", rule::promotions));
static_assert(clean("4k3/8/8/8/8/8/PPPPPPP1/QQ2K3 w - - 0 1"));
static_assert(fires("rnbqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR w KQkq - 0 1", rule::pawn_captures));
static_assert(clean("r1bqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR b KQkq - 0 1"));
static_assert(fires("4k3/8/8/8/8/4B3/PPPPPPPP/4K3 w - - 0 1", rule::trapped_bishop));
static_assert(clean("4k3/8/8/8/8/3PB3/PPP1PPPP/4K3 w - - 0 1"));
static_assert(fires("4k3/8/8/8/8/8/PPPPPPPP/2B1K1RR w - - 0 1", rule::boxed_rook));
static_assert(clean("4k3/8/8/8/8/8/PPPPPPP1/2B1K1RR w - - 0 1"));

// The fact carries its squares and numbers: h3 has no origin; 1 capture needed, 0 available.
static_assert(facts("4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1").items[0].squares == (bb(square::g2) | bb(square::h2) | bb(square::h3)));
static_assert(facts("rnbqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR w KQkq - 0 1").items[0].n1 == 1);
static_assert(facts("rnbqkbnr/pppppppp/8/8/8/2P5/P1PPPPPP/RNBQKBNR w KQkq - 0 1").items[0].n2 == 0);

// The search's lower bound: distances on an empty board.
static_assert(legality::detail::pawn_steps(color::white, square::e2, square::e4) == 1);
static_assert(legality::detail::pawn_steps(color::white, square::e2, square::f3) == 1);
static_assert(legality::detail::pawn_steps(color::white, square::e2, square::g3) == legality::detail::far);
static_assert(legality::detail::pawn_steps(color::black, square::d7, square::d5) == 1);
static_assert(legality::detail::man_distance(color::white, piece_type::knight, square::g1, piece_type::knight, square::f3,
                                             castling::none) == 1);
static_assert(legality::detail::man_distance(color::white, piece_type::king, square::e1, piece_type::king, square::g1,
                                             castling::white_king) == 1);
static_assert(legality::detail::man_distance(color::white, piece_type::bishop, square::c1, piece_type::bishop, square::c2,
                                             castling::none) == legality::detail::far);


// The lenient board reader: syntax as parse_fen reads it (the same errors, offsets included) …
constexpr bool same_error(std::string_view text) {
    const auto a = legality::read_board(text);
    const auto b = parse_fen(text);
    return !a && !b && a.error().code == b.error().code && a.error().field == b.error().field && a.error().offset == b.error().offset;
}
static_assert(same_error(""));
static_assert(same_error("4k3/8/8/8/8/8/8/4K3 w - - 0 1 "));      // trailing space: its offset, not past the end
static_assert(same_error("4k3/8/8/8/8/8/8/4K3 w - d"));           // a square cut short: the field's start
static_assert(same_error("4k3/8/8/8/8/8/8/4K2R w KK - 0 1"));      // a right twice
static_assert(same_error("4k3/8/8/8/8/8/8/4K3 x - - 0 1"));
static_assert(same_error("4k3/8/8/8/8/8/8/4K2 w - - 0 1"));
static_assert(same_error("4k3/8/8/8/8/8/8/4K3 w - - 0 x"));
// … and no structure: nine pawns, no black king, a right without its rook, a fullmove number of 0.
static_assert(legality::read_board("8/8/8/8/8/8/PPPPPPPP/P3K3 w K e3 0 0").has_value());
static_assert(legality::read_board("8/8/8/8/8/8/PPPPPPPP/P3K3 w K e3 0 0")->en_passant == square::e3);
static_assert(legality::read_board("8/8/8/8/8/8/PPPPPPPP/P3K3 w K e3 0 0")->rights == castling::white_king);
static_assert(!parse_fen("8/8/8/8/8/8/PPPPPPPP/P3K3 w K e3 0 0").has_value());

} // namespace
