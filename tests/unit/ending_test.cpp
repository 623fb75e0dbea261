// Articles 5 and 9 at run time (kernel/include/chesslaw/rules/ending.hpp) over played games: the
// first ply at which each ending predicate holds, on constructed games — repetitions that an e.p.
// capture or a castling right splits (9.2.2.1, 9.2.2.2), the 50- and 75-move counts from a clock,
// and a mate on the 150th quiet ply, which is a mate (5.1.1), not a 9.6.2 draw.
#include <chesslaw/chesslaw.hpp>
#include <chesslaw/rules/ending.hpp>

#include <gtest/gtest.h>

#include <initializer_list>
#include <span>
#include <string_view>
#include <vector>

namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;

//! The positions of a game from `start` through the UCI moves (index k: after k plies).
std::vector<position> play(std::string_view start, std::initializer_list<std::string_view> moves) {
    std::vector<position> out{parse_fen(start).value()};
    for (const std::string_view m : moves) {
        const move mv = parse_uci(m).value();
        EXPECT_TRUE(is_legal(out.back(), mv)) << m;
        out.push_back(make_move(out.back(), mv));
    }
    return out;
}

//! The first ply k at which `holds(positions 0..k)` is true, or -1.
template <class Pred>
int first_ply(const std::vector<position>& g, Pred holds) {
    for (std::size_t k = 0; k < g.size(); ++k)
        if (holds(std::span<const position>(g.data(), k + 1))) return static_cast<int>(k);
    return -1;
}

TEST(ending, threefold_and_fivefold_found_at_their_ply) {
    const auto g = play(initial_fen, {"g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8", "g1f3", "g8f6",
                                      "f3g1", "f6g8", "g1f3", "g8f6", "f3g1", "f6g8"});
    EXPECT_EQ(first_ply(g, rules::threefold_on_board::holds), 8);
    EXPECT_EQ(first_ply(g, rules::fivefold_repetition::holds), 16);
    const auto occ = rules::count_occurrences(g, g.back());
    EXPECT_EQ(occ.count, 5);
    EXPECT_EQ(std::vector<int>(occ.at.begin(), occ.at.end()), (std::vector<int>{0, 4, 8, 12, 16}));
    // 9.2.1.1: at ply 7 the written ...Ng8 makes the third occurrence.
    EXPECT_TRUE(rules::threefold_intended_move::holds(std::span<const position>(g.data(), 8), parse_uci("f6g8").value()));
    EXPECT_FALSE(rules::threefold_intended_move::holds(std::span<const position>(g.data(), 4), parse_uci("f6g8").value()));
    EXPECT_EQ(spec::id::threefold_on_board, rules::threefold_on_board::clause);
}

TEST(ending, en_passant_capture_makes_another_position) {
    // After 1.e4 (black pawn on d4) e.p. is possible: that position is not repeated by the king
    // walk; the walk's own positions repeat from ply 5 on.
    const auto g = play("4k3/8/8/8/3p4/8/4P3/4K3 w - - 0 1",
                        {"e2e4", "e8d8", "e1d1", "d8e8", "d1e1", "e8d8", "e1d1", "d8e8", "d1e1", "e8d8", "e1d1", "d8e8",
                         "d1e1", "e8d8", "e1d1", "d8e8", "d1e1", "e8d8", "e1d1", "d8e8", "d1e1"});
    EXPECT_EQ(rules::compare_positions(g[1], g[5]), rules::position_difference::en_passant);
    EXPECT_FALSE(rules::same_en_passant::holds(g[1], g[5]));
    EXPECT_EQ(rules::count_occurrences(g, g[1]).count, 1);
    EXPECT_EQ(first_ply(g, rules::threefold_on_board::holds), 10); // plies 2, 6, 10 (white to move)
    EXPECT_EQ(first_ply(g, rules::fivefold_repetition::holds), 18);
    EXPECT_EQ(rules::count_occurrences(g, g[21]).count, 5); // plies 5, 9, 13, 17, 21: not ply 1
    EXPECT_EQ(rules::count_occurrences(g, g[21]).at[0], 5);
}

TEST(ending, illegal_en_passant_capture_changes_nothing) {
    // The e.p. capture after 1.e4 would expose the king on a4 to the rook on h4: ply 1 is the
    // same as ply 5, so the fifth occurrence comes one round earlier than with a legal capture.
    const auto g = play("8/8/8/8/k2p3R/8/4P3/4K3 w - - 0 1",
                        {"e2e4", "a4a5", "e1d1", "a5a4", "d1e1", "a4a5", "e1d1", "a5a4", "d1e1", "a4a5", "e1d1", "a5a4",
                         "d1e1", "a4a5", "e1d1", "a5a4", "d1e1"});
    EXPECT_EQ(g[1].en_passant, square::e3);
    EXPECT_TRUE(rules::same_position::holds(g[1], g[5]));
    EXPECT_TRUE(rules::same_en_passant::holds(g[1], g[5]));
    EXPECT_EQ(first_ply(g, rules::fivefold_repetition::holds), 17); // plies 1, 5, 9, 13, 17
}

TEST(ending, lost_castling_right_makes_another_position) {
    const auto g = play("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1",
                        {"e1f1", "e8f8", "f1e1", "f8e8", "e1f1", "e8f8", "f1e1", "f8e8", "e1f1", "e8f8", "f1e1", "f8e8"});
    EXPECT_EQ(rules::compare_positions(g[0], g[4]), rules::position_difference::castling_rights);
    EXPECT_FALSE(rules::same_castling_rights::holds(g[0], g[4]));
    EXPECT_EQ(rules::count_occurrences(g, g[12]).count, 3); // plies 4, 8, 12: not ply 0
    EXPECT_EQ(rules::count_occurrences(g, g[0]).count, 1);
    EXPECT_EQ(first_ply(g, rules::threefold_on_board::holds), 10); // kings on f1/f8: plies 2, 6, 10
}

TEST(ending, fifty_and_seventy_five_moves_from_the_clock) {
    // Rooks shuffling from a clock of 96: the 100th quiet ply is ply 4, the 150th ply 54.
    std::vector<std::string_view> moves;
    for (int i = 0; i < 14; ++i)
        for (const std::string_view m : {"a1a2", "h8h7", "a2a1", "h7h8"}) moves.push_back(m);
    std::vector<position> g{parse_fen("1k5r/8/8/8/8/8/8/R5K1 w - - 96 120").value()};
    for (const std::string_view m : moves) g.push_back(make_move(g.back(), parse_uci(m).value()));
    const auto at = [&](auto pred) {
        for (std::size_t k = 0; k < g.size(); ++k)
            if (pred(g[k])) return static_cast<int>(k);
        return -1;
    };
    EXPECT_EQ(at(rules::fifty_moves_completed::holds), 4);
    EXPECT_EQ(at(rules::seventy_five_moves::holds), 54);
    EXPECT_TRUE(rules::fifty_moves_intended_move::holds(g[3], parse_uci("h7h8").value()));
    EXPECT_FALSE(rules::fifty_moves_intended_move::holds(g[2], parse_uci("a2a1").value()));
}

TEST(ending, mate_on_the_150th_quiet_ply_is_a_mate) {
    const position before = parse_fen("6k1/5ppp/8/8/8/8/8/R5K1 w - - 149 100").value();
    const position mate = make_move(before, parse_uci("a1a8").value());
    EXPECT_EQ(mate.halfmove_clock, 150);
    EXPECT_TRUE(rules::checkmate::holds(mate));
    EXPECT_FALSE(rules::seventy_five_moves::holds(mate));
    const position quiet = make_move(before, parse_uci("a1a7").value());
    EXPECT_TRUE(rules::seventy_five_moves::holds(quiet));
    EXPECT_FALSE(rules::checkmate::holds(quiet));
    EXPECT_TRUE(rules::stalemate::holds(parse_fen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1").value()));
    EXPECT_EQ(rules::checkmate::clause, id::checkmate);
}

} // namespace
