// Articles 5 and 9: how a game ends (kernel/include/chesslaw/rules/ending.hpp). Checkmate and
// stalemate (5.1.1, 5.2.1), the same position (9.2.2 with 9.2.2.1 e.p. and 9.2.2.2 castling
// rights), repetitions counted over played games (9.2.1.1, 9.2.1.2, 9.6.1) and the halfmove counts
// (9.3.1, 9.3.2, 9.6.2; a mate on the 150th quiet ply is a mate). Positive and negative cases each.
#include <array>
#include <cstddef>
#include <initializer_list>
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/rules/ending.hpp>

namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;
using rules::position_difference;

// The predicates are bound to their clauses.
static_assert(rules::checkmate::clause == id::checkmate);
static_assert(rules::stalemate::clause == id::stalemate);
static_assert(rules::same_position::clause == id::same_position);
static_assert(rules::same_en_passant::clause == id::same_position_en_passant);
static_assert(rules::same_castling_rights::clause == id::same_position_castling);
static_assert(rules::threefold_intended_move::clause == id::threefold_intended_move);
static_assert(rules::threefold_on_board::clause == id::threefold_on_board);
static_assert(rules::fifty_moves_intended_move::clause == id::fifty_moves_intended_move);
static_assert(rules::fifty_moves_completed::clause == id::fifty_moves_completed);
static_assert(rules::fivefold_repetition::clause == id::fivefold_repetition);
static_assert(rules::seventy_five_moves::clause == id::seventy_five_moves);

// ---- 5.1.1 checkmate, 5.2.1 stalemate --------------------------------------------------------

constexpr std::string_view fools_mate = "rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3";
constexpr std::string_view back_rank_mate = "R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1";
constexpr std::string_view stalemate_pos = "7k/5Q2/6K1/8/8/8/8/8 b - - 0 1";
constexpr std::string_view check_with_escape = "4k3/8/8/8/8/8/4r3/R3K3 w Q - 0 1"; // Kxe2 and more

static_assert(rules::checkmate::holds(fen(fools_mate)));
static_assert(rules::checkmate::holds(fen(back_rank_mate)));
static_assert(!rules::checkmate::holds(fen(stalemate_pos)));        // no move, but not in check
static_assert(!rules::checkmate::holds(fen(check_with_escape)));    // in check, but a move
static_assert(!rules::checkmate::holds(initial_position()));

static_assert(rules::stalemate::holds(fen(stalemate_pos)));
static_assert(rules::stalemate::holds(fen("k7/2Q5/1K6/8/8/8/8/8 b - - 0 1")));
static_assert(!rules::stalemate::holds(fen(fools_mate)));           // no move, but in check
static_assert(!rules::stalemate::holds(fen("7k/5Q2/6K1/8/8/8/7p/8 b - - 0 1"))); // the pawn can move
static_assert(!rules::stalemate::holds(initial_position()));

// ---- 9.2.2 the same position -----------------------------------------------------------------

//! p with its castling rights replaced (positions a FEN reader would not build).
constexpr position with_rights(position p, castling r) {
    p.rights = r;
    return p;
}

constexpr std::string_view rooks = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

static_assert(rules::same_position::holds(initial_position(), initial_position()));
static_assert(rules::same_position::holds(fen(rooks), fen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 37 60"))); // clocks are not the position
static_assert(rules::compare_positions(fen(rooks), fen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1")) ==
              position_difference::side_to_move);
static_assert(rules::compare_positions(fen(rooks), fen("r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1")) ==
              position_difference::placement);
static_assert(rules::compare_positions(fen(rooks), fen("r3k1r1/8/8/8/8/8/8/R3K2R w KQq - 0 1")) ==
              position_difference::placement);

// 9.2.2.2: positions differing only by a castling right are not the same...
static_assert(rules::compare_positions(fen(rooks), fen("r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1")) ==
              position_difference::castling_rights);
static_assert(!rules::same_castling_rights::holds(fen(rooks), fen("r3k2r/8/8/8/8/8/8/R3K2R w KQk - 0 1")));
static_assert(!rules::same_position::holds(fen(rooks), fen("r3k2r/8/8/8/8/8/8/R3K2R w - - 0 1")));
// ...even when castling is impossible at the moment (b1 blocks the queen side): the right counts.
static_assert(!rules::same_castling_rights::holds(fen("r3k2r/8/8/8/8/8/8/RN2K2R w KQkq - 0 1"),
                                                  fen("r3k2r/8/8/8/8/8/8/RN2K2R w Kkq - 0 1")));
static_assert(rules::same_castling_rights::holds(fen(rooks), fen(rooks)));
// A right written without its rook (or king) in place is no right: it changes no possible move.
static_assert(rules::same_position::holds(with_rights(fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1"), castling::white_king),
                                          fen("4k3/8/8/8/8/8/8/4K3 w - - 0 1")));
static_assert(rules::castling_rights_in_force(with_rights(fen("4k3/8/8/8/8/8/8/R3K3 w - - 0 1"), castling::all)) ==
              castling::white_queen);

// 9.2.2.1: after a two-square advance whose e.p. capture is legal, the position is not the same
// as without the e.p. square...
constexpr std::string_view ep_possible = "4k3/8/8/8/3pP3/8/8/4K3 b - e3 0 1";
constexpr std::string_view ep_possible_none = "4k3/8/8/8/3pP3/8/8/4K3 b - - 0 1";
static_assert(rules::en_passant_in_force(fen(ep_possible)) == square::e3);
static_assert(!rules::same_en_passant::holds(fen(ep_possible), fen(ep_possible_none)));
static_assert(rules::compare_positions(fen(ep_possible), fen(ep_possible_none)) == position_difference::en_passant);
static_assert(!rules::same_position::holds(fen(ep_possible), fen(ep_possible_none)));
// ...but when the capture is illegal (d4xe3 would expose the king on a4 to the rook on h4), the
// e.p. square changes no possible move: the same position.
constexpr std::string_view ep_pinned = "8/8/8/8/k2pP2R/8/8/4K3 b - e3 0 1";
constexpr std::string_view ep_pinned_none = "8/8/8/8/k2pP2R/8/8/4K3 b - - 0 1";
static_assert(rules::en_passant_in_force(fen(ep_pinned)) == square::none);
static_assert(rules::same_en_passant::holds(fen(ep_pinned), fen(ep_pinned_none)));
static_assert(rules::same_position::holds(fen(ep_pinned), fen(ep_pinned_none)));
// An e.p. square no pawn stands beside: the same as none.
static_assert(rules::same_position::holds(fen("4k3/8/8/8/4P3/8/8/4K3 b - e3 0 1"), fen("4k3/8/8/8/4P3/8/8/4K3 b - - 0 1")));
// Two different legal e.p. captures are different positions.
static_assert(rules::compare_positions(fen("4k3/8/8/8/2pPPp2/8/8/4K3 b - d3 0 1"), fen("4k3/8/8/8/2pPPp2/8/8/4K3 b - e3 0 1")) ==
              position_difference::en_passant);
static_assert(rules::same_en_passant::holds(fen(ep_possible), fen(ep_possible)));

// ---- repetitions over played games -----------------------------------------------------------

//! The positions of a game from `start` through the moves (index k: after k plies).
template <std::size_t N>
constexpr std::array<position, N + 1> played(std::string_view start, const std::array<std::string_view, N>& moves) {
    std::array<position, N + 1> out{};
    out[0] = fen(start);
    for (std::size_t i = 0; i < N; ++i) out[i + 1] = make_move(out[i], uci(moves[i]));
    return out;
}

template <std::size_t N>
constexpr int count_of(const std::array<position, N>& g, std::size_t last, std::size_t at) {
    return rules::count_occurrences(std::span<const position>(g.data(), last + 1), g[at]).count;
}
template <std::size_t N>
constexpr std::span<const position> upto(const std::array<position, N>& g, std::size_t last) {
    return std::span<const position>(g.data(), last + 1);
}

// Knights out and back four times: the initial position at plies 0, 4, 8, 12, 16.
constexpr std::array<std::string_view, 16> shuffle{"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8",
                                                   "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"};
constexpr auto knights = played(initial_fen, shuffle);

static_assert(count_of(knights, 16, 16) == 5 && count_of(knights, 8, 8) == 3 && count_of(knights, 4, 4) == 2);
static_assert(rules::count_occurrences(upto(knights, 16), knights[16]).at == std::array<std::int32_t, 5>{0, 4, 8, 12, 16});
static_assert(count_of(knights, 16, 1) == 4); // after 1.Nf3: plies 1, 5, 9, 13
static_assert(!rules::threefold_on_board::holds(upto(knights, 4)));
static_assert(!rules::threefold_on_board::holds(upto(knights, 7)));   // ply 7 occurs twice (3, 7)
static_assert(rules::threefold_on_board::holds(upto(knights, 8)));
static_assert(!rules::threefold_on_board::holds(std::span<const position>{}));
// 9.2.1.1: at ply 7 (black to move) ...Ng8 would make the initial position appear a third time.
static_assert(rules::threefold_intended_move::holds(upto(knights, 7), uci("f6g8")));
static_assert(!rules::threefold_intended_move::holds(upto(knights, 3), uci("f6g8"))); // only the second time
static_assert(!rules::threefold_intended_move::holds(upto(knights, 7), uci("f6e4")));  // another position
static_assert(!rules::threefold_intended_move::holds(upto(knights, 7), uci("f6f5")));  // not a legal move
// 9.6.1: the fifth time ends the game, the fourth does not.
static_assert(!rules::fivefold_repetition::holds(upto(knights, 12)));
static_assert(rules::fivefold_repetition::holds(upto(knights, 16)));
static_assert(!rules::fivefold_repetition::holds(upto(knights, 15)));

// 9.2.2.2 over a game: kings out and back lose the castling rights, so the start (with rights)
// is not repeated at ply 4 (same squares, no rights); plies 4 and 8 are the same.
constexpr std::array<std::string_view, 8> kings_walk{"e1f1", "e8f8", "f1e1", "f8e8", "e1f1", "e8f8", "f1e1", "f8e8"};
constexpr auto castlers = played(rooks, kings_walk);
static_assert(castlers[4].board == castlers[0].board);
static_assert(rules::compare_positions(castlers[0], castlers[4]) == position_difference::castling_rights);
static_assert(count_of(castlers, 8, 0) == 1 && count_of(castlers, 8, 8) == 2);

// 9.2.2.1 over a game: right after e2-e4 black can take e.p.; the same squares four plies later,
// without the e.p. capture, are another position...
constexpr std::array<std::string_view, 9> after_ep{"e2e4", "e8d8", "e1d1", "d8e8", "d1e1", "e8d8", "e1d1", "d8e8", "d1e1"};
constexpr auto ep_game = played("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1", after_ep);
static_assert(ep_game[1].board == ep_game[5].board && ep_game[1].side_to_move == ep_game[5].side_to_move);
static_assert(rules::compare_positions(ep_game[1], ep_game[5]) == position_difference::en_passant);
static_assert(count_of(ep_game, 9, 9) == 2 && count_of(ep_game, 9, 1) == 1);
// ...but when the e.p. capture is illegal (pinned along the fourth rank), e.p. square or not, the
// position after e2-e4 recurs four plies later.
constexpr std::array<std::string_view, 5> pinned_ep{"e2e4", "a4a5", "e1d1", "a5a4", "d1e1"};
constexpr auto pinned_game = played("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1", pinned_ep);
static_assert(pinned_game[1].en_passant == square::e3); // make_move writes it: a pawn stands beside
static_assert(rules::same_position::holds(pinned_game[1], pinned_game[5]));
static_assert(count_of(pinned_game, 5, 5) == 2);

// ---- 9.3 fifty moves, 9.6.2 seventy-five moves -----------------------------------------------

static_assert(rules::fifty_moves_completed::holds(fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 80")));
static_assert(rules::fifty_moves_completed::holds(fen("4k3/8/8/8/8/8/8/R3K3 w - - 120 80")));
static_assert(!rules::fifty_moves_completed::holds(fen("4k3/8/8/8/8/8/8/R3K3 w - - 99 80")));
// 9.3.1: the intended move makes the hundredth quiet ply; a pawn move or capture resets the count.
constexpr std::string_view ninety_nine = "4k3/8/8/8/8/1p6/P7/R3K3 w - - 99 80";
static_assert(rules::fifty_moves_intended_move::holds(fen(ninety_nine), uci("e1d2")));
static_assert(!rules::fifty_moves_intended_move::holds(fen(ninety_nine), uci("a2b3")));  // a capture
static_assert(!rules::fifty_moves_intended_move::holds(fen(ninety_nine), uci("a2a3")));  // a pawn move
static_assert(!rules::fifty_moves_intended_move::holds(fen(ninety_nine), uci("e1e3")));  // not legal
static_assert(!rules::fifty_moves_intended_move::holds(fen("4k3/8/8/8/8/1p6/P7/R3K3 w - - 98 80"), uci("e1d2")));

static_assert(rules::seventy_five_moves::holds(fen("4k3/8/8/8/8/8/8/R3K3 b - - 150 100")));
static_assert(!rules::seventy_five_moves::holds(fen("4k3/8/8/8/8/8/8/R3K3 b - - 149 100")));
static_assert(!rules::seventy_five_moves::holds(fen("4k3/8/8/8/8/8/8/R3K3 w - - 100 100")));
// "If the last move results in mate, it has priority": a mate on the 150th quiet ply is a mate...
static_assert(!rules::seventy_five_moves::holds(fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100")));
static_assert(rules::checkmate::holds(fen("R5k1/5ppp/8/8/8/8/8/6K1 b - - 150 100")));
// ...while a stalemate on it does not stop 9.6.2 (both are draws).
static_assert(rules::seventy_five_moves::holds(fen("7k/5Q2/6K1/8/8/8/8/8 b - - 150 100")));
// The mate comes with the 150th ply played: Ra1-a8 mates, the clock reaching 150.
static_assert(rules::checkmate::holds(make_move(fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"), uci("a1a8"))));
static_assert(!rules::seventy_five_moves::holds(make_move(fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"), uci("a1a8"))));
static_assert(rules::seventy_five_moves::holds(make_move(fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100"), uci("a1a7"))));

} // namespace
