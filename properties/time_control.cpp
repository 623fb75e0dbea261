// The TimeControl reader and the game category (Appendix A.1 rapid, B.1 blitz):
// kernel/include/chesslaw/clock/time_control.hpp, kernel/include/chesslaw/rules/game_category.hpp.
// A random control of one to three periods (moves, whole seconds or a decimal time, an increment),
// written in the PGN standard's form and in prose (FIDE's sentence, DGT's "min/game + sec/move",
// the apostrophes of "90'+30''"), reads back as the same periods; its category is the one the
// texts give for "the time allotted plus 60 times any increment" computed here from the numbers
// (at most 10 minutes blitz, more than 10 and less than 60 rapid, else standard).
#include <chesslaw/clock/time_control.hpp>
#include <chesslaw/rules/game_category.hpp>

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

struct drawn_period {
    int moves;       // 0: the rest of the game
    std::int64_t ms; // period time
};

//! The category the texts give for a total in ms (A.1, B.1).
clock::category by_the_texts(std::int64_t total_ms) {
    if (total_ms <= 10LL * 60 * 1000) return clock::category::blitz;
    if (total_ms < 60LL * 60 * 1000) return clock::category::rapid;
    return clock::category::standard;
}

std::string decimal(std::int64_t ms) {
    std::string s = std::to_string(ms / 1000);
    if (ms % 1000 != 0) {
        std::string frac = std::to_string(1000 + ms % 1000).substr(1);
        while (frac.back() == '0') frac.pop_back();
        s += "." + frac;
    }
    return s;
}

void check_read(const std::string& tag, const std::vector<drawn_period>& want, std::int64_t inc_ms) {
    RC_LOG() << tag << '\n';
    const clock::time_control tc = clock::read(tag);
    RC_ASSERT(tc.kind == clock::kind::periods);
    RC_ASSERT(tc.error == clock::error::none);
    RC_ASSERT(tc.count == want.size());
    RC_ASSERT(!tc.last_repeats);
    for (std::size_t i = 0; i < want.size(); ++i) {
        RC_ASSERT(tc.periods[i].moves == want[i].moves);
        RC_ASSERT(tc.periods[i].time_ms == want[i].ms);
        RC_ASSERT(tc.periods[i].increment_ms == inc_ms);
        RC_ASSERT(tc.periods[i].delay_ms == 0);
        RC_ASSERT(tc.periods[i].increment_from_move == 1);
    }
}

CHESSLAW_PROP(clock, written_controls_read_back_with_their_category, 3000, ()) {
    const int n = *rc::gen::inRange(1, 4);
    const bool minutes_only = *rc::gen::arbitrary<bool>(); // prose needs whole minutes
    // a game of up to 10 minutes, up to an hour, or up to three hours a period
    const std::int64_t top_minutes = *rc::gen::element<std::int64_t>(10, 60, 180);
    std::vector<drawn_period> ps;
    std::int64_t total = 0;
    for (int i = 0; i < n; ++i) {
        const int moves = i + 1 < n ? *rc::gen::inRange(1, 61) : 0;
        const std::int64_t ms = minutes_only ? *rc::gen::inRange<std::int64_t>(1, top_minutes + 1) * 60'000LL
                                             : *rc::gen::inRange<std::int64_t>(1, top_minutes * 6'000 + 1) * 10LL; // to 0.01 s
        ps.push_back({moves, ms});
        total += ms;
    }
    const std::int64_t inc = *rc::gen::element<std::int64_t>(0, 0, 1000, 2000, 3000, 5000, 10000, 30000, 50, 900, 60000);
    const std::int64_t measure = total + 60 * inc;

    // PGN standard: M/S+I per period, ':' between
    std::string pgn;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        if (i) pgn += ':';
        if (ps[i].moves) pgn += std::to_string(ps[i].moves) + '/';
        pgn += decimal(ps[i].ms);
        if (inc) pgn += '+' + decimal(inc);
    }
    check_read(pgn, ps, inc);

    if (minutes_only && inc % 1000 == 0) {
        // FIDE's sentence, or DGT's and the apostrophes for one period
        std::string fide;
        for (std::size_t i = 0; i < ps.size(); ++i) {
            fide += i ? ", followed by " : "";
            fide += std::to_string(ps[i].ms / 60'000) + " minutes";
            fide += ps[i].moves ? " for the first " + std::to_string(ps[i].moves) + " moves" : " for the rest of the game";
        }
        if (inc) fide += " with an increment of " + std::to_string(inc / 1000) + " seconds per move starting from move 1";
        check_read(fide, ps, inc);
        if (ps.size() == 1) {
            check_read(std::to_string(ps[0].ms / 60'000) + " min/game + " + std::to_string(inc / 1000) + " sec/move", ps, inc);
            if (inc) check_read(std::to_string(ps[0].ms / 60'000) + "'+" + std::to_string(inc / 1000) + "''", ps, inc);
        }
    }

    const clock::time_control tc = clock::read(pgn);
    const clock::categorised c = clock::category_of(tc);
    const clock::category want = by_the_texts(measure);
    RC_ASSERT(c.category == want);
    RC_ASSERT(rules::blitz_game::holds(tc) == std::optional<bool>(want == clock::category::blitz));
    RC_ASSERT(rules::rapid_game::holds(tc) == std::optional<bool>(want == clock::category::rapid));
    RC_ASSERT(c.clause == (want == clock::category::blitz ? id::blitz_game : id::rapid_game));
    clause_set hit;
    hit.add(id::blitz_game); // both predicates decide every case
    hit.add(id::rapid_game);
    clause_hits::tag(hit);
}

} // namespace
