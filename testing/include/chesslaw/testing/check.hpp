#pragma once
//! check_move_generator(fn, options): one call that tests someone's move generator against the
//! Laws with a RapidCheck property over generated games, and on failure reports the shrunk game,
//! the extra moves (with the clauses each breaks) and the missing moves (with the clause that
//! permits each). The comparison itself is report.hpp's (compare / find_difference), usable
//! without RapidCheck.
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <memory>
#include <optional>
#include <string>

#include <rapidcheck.h>

#include "generators.hpp"
#include "report.hpp"

namespace chesslaw::testing {

struct check_options {
    std::uint64_t seed = 0;     //!< 0: a seed from the clock (printed in the result)
    int cases = 100;            //!< games to try (RapidCheck's maxSuccess)
    int max_size = 100;         //!< RapidCheck's maxSize (game length grows with it)
    int depth = 2;              //!< compare the move lists at every node to this depth (perft D, node by node)
    bool chess960 = false;      //!< Chess960 games (moves in king-takes-rook UCI)
    bool chess960_mixed = false;//!< Chess960 with different arrays for white and black
    enum input input = input::history; //!< what fn receives: the game, or only the FEN reached (a game with no moves)
    struct bias bias {};        //!< the generator's weights
    std::vector<std::string> starts; //!< start FENs (empty: the initial position / Chess960 arrays)
    bool every_ply = true;      //!< also compare at each ply of the game (depth 1), not only below its end
    bool shrink = true;
    bool print = true;          //!< print the report (or "passed") to `out`
    std::ostream* out = &std::cout;
};

struct check_result {
    bool passed = true;
    int cases = 0;                         //!< games tried
    std::uint64_t seed = 0;
    std::optional<discrepancy> failure;    //!< the shrunk case
    std::string message;                   //!< RapidCheck's message when it gave up or fn threw
    std::string text() const {
        if (passed) return "passed: " + std::to_string(cases) + " games, seed " + std::to_string(seed) + "\n";
        if (failure) return render(*failure);
        return "failed: " + message + "\n";
    }
};

//! Runs the property "fn gives the legal moves at every node to `depth` below every generated
//! game". fn: `(const chesslaw::testing::game&) -> range of UCI strings or chesslaw::move`.
template <class Fn>
check_result check_move_generator(Fn&& fn, const check_options& options = {}) {
    check_result res;
    res.seed = options.seed ? options.seed : static_cast<std::uint64_t>(std::chrono::steady_clock::now().time_since_epoch().count()) | 1u;
    game_options go;
    go.starts = options.starts;
    go.chess960 = options.chess960 || options.chess960_mixed;
    go.chess960_mixed = options.chess960_mixed;
    go.bias = options.bias;
    auto last = std::make_shared<std::optional<discrepancy>>();
    auto tried = std::make_shared<int>(0);
    const auto property = [&fn, options, go, last, tried]() {
        const game g = *games(go);
        ++*tried;
        std::optional<discrepancy> d;
        try {
            d = find_difference(fn, g, options.depth, options.input, options.every_ply);
        } catch (...) { // fn threw: RapidCheck reports the exception; no stale report stays behind
            last->reset();
            throw;
        }
        if (d) {
            *last = std::move(d);
            RC_FAIL("move lists differ");
        }
    };
    rc::detail::TestParams params;
    params.seed = res.seed;
    params.maxSuccess = options.cases;
    params.maxSize = options.max_size;
    params.disableShrinking = !options.shrink;
    const auto r = rc::detail::checkProperty(rc::detail::toProperty(property), rc::detail::TestMetadata{}, params);
    rc::detail::SuccessResult ok;
    rc::detail::FailureResult fail;
    rc::detail::GaveUpResult gave;
    rc::detail::Error err;
    if (r.match(ok)) {
        res.cases = ok.numSuccess;
    } else if (r.match(fail)) {
        res.passed = false;
        res.cases = fail.numSuccess + 1;
        // The last failing run is the shrunk case: RapidCheck keeps a shrink only when it fails.
        if (*last) {
            res.failure = **last;
            res.failure->seed = res.seed;
        }
        res.message = fail.description;
    } else if (r.match(gave)) {
        res.passed = false;
        res.message = "gave up: " + gave.description;
    } else if (r.match(err)) {
        res.passed = false;
        res.message = "error: " + err.description;
    }
    if (options.print && options.out) *options.out << res.text() << std::flush;
    return res;
}

//! How often the property would fail: of `n` games drawn as check_move_generator draws them
//! (sizes 0, 1, …, max_size − 1 in turn, from `options.seed`), how many show a difference.
template <class Fn>
int count_failing_cases(Fn&& fn, const check_options& options, int n) {
    game_options go;
    go.starts = options.starts;
    go.chess960 = options.chess960 || options.chess960_mixed;
    go.chess960_mixed = options.chess960_mixed;
    go.bias = options.bias;
    const rc::Gen<game> gen = games(go);
    rc::Random rnd(options.seed);
    int failing = 0;
    for (int i = 0; i < n; ++i) {
        const game g = gen(rnd.split(), i % std::max(1, options.max_size)).value();
        if (find_difference(fn, g, options.depth, options.input, options.every_ply)) ++failing;
    }
    return failing;
}

} // namespace chesslaw::testing
