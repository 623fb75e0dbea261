// Test your move generator in 30 lines (docs/testing.md): chesslaw::testing plays biased random
// legal games (castling edge cases, en passant with pins, promotions, checks, repetitions), asks
// your generator for the moves at every ply and two plies below the end, and on a difference
// shrinks the game and names the clause each extra move breaks and the clause that permits each
// missing move. Linked with GoogleTest's main.
#include <chesslaw/testing/gtest.hpp>

#include <string>
#include <vector>

// Your move generator: the legal moves (UCI) after a FEN and the UCI moves played from it.
std::vector<std::string> moves_correct(const std::string& fen, const std::vector<std::string>& moves);

TEST(my_move_generator, follows_the_laws) {
    chesslaw::testing::check_options options;
    options.seed = 2026; // 0: a new seed each run (the report prints it)
    options.cases = 100; // games (the default)
    options.depth = 2;   // compare every node down to 2 plies below each game's end
    EXPECT_TRUE(chesslaw::testing::move_generator_agrees(
        [](const chesslaw::testing::game& g) { return moves_correct(g.start_fen, g.moves); }, options));
}

// The same check as a RapidCheck property of your own: any property over the generated games.
RC_GTEST_PROP(my_move_generator, agrees_after_every_game, ()) {
    const chesslaw::testing::game g = *chesslaw::testing::games();
    RC_ASSERT(!chesslaw::testing::compare(g, moves_correct(g.start_fen, g.moves)));
}
