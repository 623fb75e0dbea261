#pragma once
//! chesslaw::testing — greedy shrinking of a failing game outside a RapidCheck property: the
//! shrinks of `shrink_game` (shorter prefixes, a cycle cut out, a stretch or a pair of moves taken
//! out — each a legal game from the same start) tried in turn, the first that still fails taken,
//! until none does or the budget of tries is spent. `chesslaw fuzz` shrinks an engine's
//! discrepancy with it; a property's failure is shrunk by RapidCheck with the same shrinks.
#include <cstddef>

#include "generators.hpp"

namespace chesslaw::testing {

//! The outcome of shrink_greedy: the smallest failing game found, and the tries it took.
struct shrink_result {
    game smallest;
    std::size_t tries = 0;   //!< calls of the predicate
    std::size_t steps = 0;   //!< shrinks taken
    bool exhausted = false;  //!< the budget ran out before a local minimum was reached
};

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
        if (!took) return r;
    }
}

} // namespace chesslaw::testing
