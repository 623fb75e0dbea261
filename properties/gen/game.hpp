#pragma once
//! A generated case is a game: a start FEN and the UCI moves played from it. Games come from
//! random legal play, biased towards the moves that make rare clauses come up (castling, the
//! double advance beside an enemy pawn, en passant, promotions of every kind, checks), starting
//! from the initial position, a corpus FEN or a hand-built seed. The play, the cut and the
//! shrinking are chesslaw::testing's (one implementation); this file picks the starts and lengths.
//!
//! Shrinking keeps a game a game from the same start: chesslaw::testing's shrinker (truncations,
//! cycles, stretches of plies taken out), so a counterexample keeps its history.

#include <algorithm>
#include <array>
#include <cstdint>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/testing/generators.hpp>

#include "chess.hpp"
#include "corpus.hpp"

namespace chesslaw::props {

struct game_case {
    std::string start_fen;
    std::vector<std::string> moves; //!< UCI, each legal (per the kernel) in turn
    friend bool operator==(const game_case&, const game_case&) = default;
};

inline std::ostream& operator<<(std::ostream& os, const game_case& g) {
    os << "fen \"" << g.start_fen << "\" moves {";
    for (std::size_t i = 0; i < g.moves.size(); ++i) os << (i ? ", " : "") << '"' << g.moves[i] << '"';
    return os << "}";
}
inline void showValue(const game_case& g, std::ostream& os) { os << g; }
inline std::string to_string(const game_case& g) {
    std::ostringstream os;
    os << g;
    return os.str();
}

//! The positions of a game: [start, after move 1, ..., after the last move].
inline std::vector<position> replay(const game_case& g) {
    std::vector<position> out;
    out.push_back(parse_fen(g.start_fen).value());
    for (const auto& t : g.moves) out.push_back(make_move(out.back(), parse_uci(t).value()));
    return out;
}
inline position final_position(const game_case& g) { return replay(g).back(); }
inline std::vector<move> moves_of(const game_case& g) {
    std::vector<move> out;
    for (const auto& t : g.moves) out.push_back(parse_uci(t).value());
    return out;
}

// ------------------------------------------------------------------- random play

//! The suite's weights: chesslaw::testing's random play (one implementation) with the weights the
//! suite has always drawn with — castling and e.p. 120, a double step beside an enemy pawn 60,
//! promotions 25 (40 by capture, +10 under), a pawn onto its 6th–8th rank 6, check 8, a king or
//! rook back home 30, capture 2, base 2 — and no double-check, e.p.-rank or undo extras and no
//! openings (the suite's starts come from the corpus and the seeds). The cut: the component's, an
//! interest drawn by rarity (castling refused, check, pin 1; castling legal, right lost at home,
//! promotion 2; e.p., capture-promotion, double check 3; pinned attacker 4).
inline chesslaw::testing::bias suite_bias() {
    chesslaw::testing::bias b;
    b.double_check = 0;
    b.ep_rank = 0;
    b.undo = 0;
    b.opening_per_mille = 0;
    return b;
}

//! One biased (or uniform) random game from `start`, at most `plies` long; stops at mate or
//! stalemate. With `cut`, the game is then cut back to a position of a randomly chosen interest
//! (if any arose). chesslaw::testing::random_game does the play.
inline game_case random_game(const std::string& start, int plies, rc::Random& rnd, bool uniform = false, bool cut = false) {
    const auto g = chesslaw::testing::random_game(chesslaw::testing::game{start, {}, false}, plies, rnd,
                                                  uniform ? chesslaw::testing::uniform_bias() : suite_bias(), cut);
    return game_case{g.start_fen, g.moves};
}

// ------------------------------------------------------------------------- shrinking

//! Shrinks of a game: chesslaw::testing's shrinker (one implementation for the project and its
//! users): shorter prefixes, cycles cut out, even stretches of plies and adjacent pairs taken out —
//! each a legal game from the same start, so the history stays in the counterexample.
inline rc::Seq<game_case> shrink_game(const game_case& g) {
    return rc::seq::map(chesslaw::testing::shrink_game(chesslaw::testing::game{g.start_fen, g.moves, false}),
                        [](const chesslaw::testing::game& t) { return game_case{t.start_fen, t.moves}; });
}

inline rc::Shrinkable<game_case> shrinkable_game(game_case g) {
    return rc::shrinkable::shrinkRecur(std::move(g), &shrink_game);
}

// ------------------------------------------------------------------------- generators

enum class start_from : std::uint8_t { anywhere, initial, corpus, seeds };
//! Whether games may start from the dubious corpus rows (positions no game reaches; the kernel
//! must still answer by the Laws, but an engine oracle need not).
enum class dubious : std::uint8_t { allowed, excluded };

//! Games of biased random play. Length: up to a few hundred plies, scaled by RapidCheck's size;
//! a third of the games are short (≤ 6 plies) so that corpus and seed positions stay in reach, and
//! half are cut back to a position where a rare move is available or a rare rule bites.
inline rc::Gen<game_case> games(start_from from = start_from::anywhere, bool uniform = false,
                                enum dubious dub = dubious::allowed) {
    return rc::Gen<game_case>([from, uniform, dub](const rc::Random& random, int size) {
        rc::Random rnd = random;
        const corpus& c = start_positions();
        std::string start(initial_fen);
        start_from where = from;
        if (where == start_from::anywhere) {
            const auto r = rnd.next() % 10;
            where = r < 3 ? start_from::initial : r < 6 ? start_from::corpus : start_from::seeds;
        }
        if (where == start_from::corpus && !c.data.empty()) {
            const std::size_t n = c.data.size() + (dub == dubious::allowed ? c.dubious.size() : 0);
            const std::size_t i = rnd.next() % n;
            start = i < c.data.size() ? c.data[i] : c.dubious[i - c.data.size()];
        }
        if (where == start_from::seeds && !c.seeded.empty()) start = c.seeded[rnd.next() % c.seeded.size()];
        // Half the corpus and seed positions are played with colours reversed (board flipped).
        if (where != start_from::initial && rnd.next() % 2 == 0) start = to_fen_string(colour_mirror(parse_fen(start).value()));
        const int cap = where == start_from::initial ? 30 + 3 * size : 6 + 2 * size;
        const auto mode = rnd.next() % 3;
        const int plies = static_cast<int>(rnd.next() % static_cast<std::uint64_t>((mode == 0 ? 6 : cap) + 1));
        // Half the games end where something rare can happen (see `interest`), the rest anywhere.
        const bool cut = !uniform && rnd.next() % 2 == 0;
        return shrinkable_game(random_game(start, plies, rnd, uniform, cut));
    });
}

//! A game and its final position (replayed once).
struct played {
    game_case game;
    std::vector<position> positions;
    const position& last() const { return positions.back(); }
};

} // namespace chesslaw::props
