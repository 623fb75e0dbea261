// Test your move generator in 30 lines: chesslaw::testing plays biased random legal games (castling
// edge cases, en passant with pins, promotions, checks, repetitions), asks your generator for the
// moves at every ply and two plies below the end, and on a difference shrinks the game and names
// the clause each extra move breaks and the clause that permits each missing move.
#include <chesslaw/testing.hpp>

#include <string>
#include <vector>

// Your move generator: the legal moves (UCI) after a FEN and the UCI moves played from it.
// (Here: the mailbox generator of mailbox.cpp, which contains no chesslaw code.)
std::vector<std::string> moves_correct(const std::string& fen, const std::vector<std::string>& moves);

int main() {
    chesslaw::testing::check_options options;
    options.seed = 2026; // 0: a new seed each run (the report prints it)
    options.cases = 100; // games
    options.depth = 2;   // compare every node down to 2 plies below each game's end
    const auto result = chesslaw::testing::check_move_generator(
        [](const chesslaw::testing::game& g) { return moves_correct(g.start_fen, g.moves); }, options);
    // On failure, result.failure holds the shrunk game, the extra moves (with the clauses each
    // breaks, from the judge) and the missing ones (with the clause that permits each), and
    // result.text() words it; check_move_generator has printed it already.
    return result.passed ? 0 : 1;
}
