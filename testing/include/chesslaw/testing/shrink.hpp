#pragma once
//! chesslaw::testing — greedy shrinking of a failing game outside a RapidCheck property: the
//! shrinks of `shrink_game` (shorter prefixes, a cycle cut out, a stretch or a pair of moves taken
//! out — each a legal game from the same start) tried in turn, the first that still fails taken,
//! until none does or the budget of tries is spent. `chesslaw fuzz` shrinks an engine's
//! discrepancy with it; a property's failure is shrunk by RapidCheck with the same shrinks.
#include <cctype>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <chesslaw/legality/analyse.hpp>

#include "generators.hpp"

namespace chesslaw::testing {

//! The outcome of shrink_greedy: the smallest failing game found, and the tries it took.
struct shrink_result {
    game smallest;
    std::size_t tries = 0;   //!< calls of the predicate
    std::size_t steps = 0;   //!< shrinks taken
    bool exhausted = false;  //!< the budget ran out before a local minimum was reached
};

//! g without two of its moves, one of each side (plies i < j of different parity; later moves of
//! each side keep their turn), each only where the rest still replays legally: a shrink that
//! shrink_game does not try (it takes out adjacent pairs and stretches only), so that a move made
//! early and needed late (a king that went away and came back) can stay while what lies between
//! goes. Earliest plies first.
inline std::vector<game> without_two(const game& g) {
    std::vector<game> out;
    const std::size_t n = g.moves.size();
    for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = i + 1; j < n; j += 2) {
            game c{g.start_fen, {}, g.chess960};
            for (std::size_t k = 0; k < n; ++k)
                if (k != i && k != j) c.moves.push_back(g.moves[k]);
            if (replay(c)) out.push_back(std::move(c));
        }
    return out;
}

//! Shrinks g (for which `still_fails(g)` holds) greedily: `still_fails(game) -> bool` is asked for
//! each shrink of the current game in shrink_game's order, and the first that still fails becomes
//! the current game. At most `budget` calls.
template <class Pred>
shrink_result shrink_greedy(game g, Pred&& still_fails, std::size_t budget = 2000) {
    shrink_result r{std::move(g)};
    for (;;) {
        bool took = false;
        rc::Seq<game> seq = shrink_game(r.smallest);
        while (auto c = seq.next()) {
            if (r.tries >= budget) {
                r.exhausted = true;
                return r;
            }
            ++r.tries;
            if (still_fails(*c)) {
                r.smallest = std::move(*c);
                ++r.steps;
                took = true;
                break;
            }
        }
        if (!took) {
            // Then without two moves anywhere (one of each side).
            for (auto& c : without_two(r.smallest)) {
                if (r.tries >= budget) {
                    r.exhausted = true;
                    return r;
                }
                ++r.tries;
                if (still_fails(c)) {
                    r.smallest = std::move(c);
                    ++r.steps;
                    took = true;
                    break;
                }
            }
        }
        if (!took) return r;
    }
}

//! Short openings (UCI from the initial position) that set up what a long random game reaches by
//! chance: a king that went away and came back with the squares between it and its rook cleared
//! (castling refused by 3.8.2.1.1, each colour), and the chesslaw::testing `rare_openings()`.
inline const std::vector<std::vector<std::string>>& short_setups() {
    static const std::vector<std::vector<std::string>> v = [] {
        std::vector<std::vector<std::string>> o{
            {"e2e4", "e7e5", "g1f3", "b8c6", "f1c4", "g8f6", "e1f1", "f8c5", "f1e1", "d7d6"},
            {"e2e4", "e7e5", "g1f3", "g8f6", "f1c4", "f8c5", "d2d3", "e8f8", "c2c3", "f8e8", "h2h3"},
        };
        for (const auto& r : rare_openings()) o.push_back(r);
        return o;
    }();
    return v;
}

//! A game shorter than `shorter_than` plies that still fails, looked for among fresh short games:
//! from the initial position, one of `short_setups()` (or nothing) followed by a few biased random
//! moves; every prefix is tried, shortest first. A shrink of the kind "a shorter game to the same
//! kind of position": what is kept is only what `still_fails` confirms. Standard chess only.
template <class Pred>
std::optional<game> shorter_by_search(std::uint64_t seed, std::size_t shorter_than, Pred&& still_fails, std::size_t budget,
                                      std::size_t& tries) {
    rc::Random rnd(seed);
    std::size_t used = 0;
    const bias b{};
    if (shorter_than <= 1) return std::nullopt;
    while (used < budget) {
        game g;
        if (rnd.next() % 4 != 0) g.moves = short_setups()[rnd.next() % short_setups().size()];
        if (g.moves.size() >= shorter_than) g.moves.clear();
        g = detail::random_game(std::move(g), static_cast<int>(rnd.next() % 8), rnd, b, false);
        for (std::size_t len = 1; len <= g.moves.size() && len < shorter_than && used < budget; ++len) {
            const game c{g.start_fen, {g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(len)}, false};
            ++used;
            if (still_fails(c)) {
                tries += used;
                return c;
            }
        }
    }
    tries += used;
    return std::nullopt;
}

//! The FENs of p with one man fewer (never a king), castling rights whose king or rook is gone
//! dropped and the e.p. square kept only while its pawn and a capturing pawn stand — each only if
//! no rule of 3.10.3 finds the board unreachable (the rules alone: such a position is not proved
//! reachable by a game, only not proved unreachable). Chess960: castling as Shredder-FEN.
inline std::vector<std::string> with_one_man_fewer(const position& p) {
    std::vector<std::string> out;
    for (int i = 0; i < 64; ++i) {
        const square s = square_at(i);
        const piece pc = p.piece_on(s);
        if (pc == piece::none || type_of(pc) == piece_type::king) continue;
        position q = p;
        q.remove(s);
        for (const color c : {color::white, color::black})
            for (const side sd : {side::king_side, side::queen_side})
                if (has(q.rights, castling_right(c, sd)) && (p.castling_rook_square(c, sd) == s)) q.rights = q.rights & ~castling_right(c, sd);
        if (q.en_passant != square::none) {
            const color us = q.side_to_move;
            const square pawn = make_square(file_of(q.en_passant), us == color::white ? rank::r5 : rank::r4);
            if (q.piece_on(pawn) != make_piece(~us, piece_type::pawn) || !(pawn_attacks(~us, q.en_passant) & q.pieces(us, piece_type::pawn)))
                q.en_passant = square::none;
        }
        if (legality::analyse(q, legality::budget{0, 0, 0}).result == legality::verdict::illegal) continue;
        out.push_back(fen_of(q));
    }
    return out;
}

//! Shrinks a position (a FEN for which `still_fails(fen)` holds) greedily to fewer men with
//! with_one_man_fewer: the first FEN that still fails is taken, until none does or `budget` calls.
template <class Pred>
std::string shrink_men_greedy(std::string fen, bool chess960, Pred&& still_fails, std::size_t budget, std::size_t* tries = nullptr) {
    std::size_t used = 0;
    for (;;) {
        fen_options o;
        o.chess960 = chess960;
        const auto r = parse_fen_with(fen, o);
        if (!r) break;
        bool took = false;
        for (auto& c : with_one_man_fewer(r->pos)) {
            if (used >= budget) break;
            ++used;
            if (still_fails(c)) {
                fen = std::move(c);
                took = true;
                break;
            }
        }
        if (!took) break;
    }
    if (tries) *tries += used;
    return fen;
}

} // namespace chesslaw::testing
