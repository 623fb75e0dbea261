#pragma once
//! The category of a game from its time control: Appendix A.1 (rapid) and B.1 (blitz), each a
//! predicate bound at compile time to its clause; a game that is neither, with a control that is
//! read, is standard play (60 minutes or more: outside A.1 above its upper bound). Header-only,
//! constexpr, no I/O.
//!
//! The Laws measure "the time allotted plus 60 times any increment" for each player. For a control
//! of several periods the time allotted is the whole game's: the sum of the periods' times (a
//! control whose last period repeats has no fixed total; its lower bound can still decide).
//! Where the reading leaves the measure open the predicates say so (std::nullopt) instead of
//! guessing: a delay (6.3.2's time-delay mode is not an increment; counted and not counted), an
//! increment that starts after move 1 or differs between periods (the least and the most), a
//! repeating last period. If both ends of that range give the same answer, that is the answer.
//! A sandclock, `-` (no control), an unread tag and a correspondence control (a day or more per
//! move) have no category.

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include <chesslaw/clock/time_control.hpp>
#include <chesslaw/rules/rule.hpp>
#include <chesslaw/rules/rule_set.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::rules {

//! The measure of A.1 / B.1 for a control: the least and the most that "the time allotted plus 60
//! times any increment" can be, in ms; `bounded` false when the most has no bound (a repeating
//! last period). `known` false: no measure (not a control of periods).
struct control_measure {
    bool known = false;
    bool bounded = true;
    std::int64_t least_ms = 0;
    std::int64_t most_ms = 0;
};

constexpr control_measure measure(const clock::time_control& tc) noexcept {
    control_measure m;
    if (tc.kind != clock::kind::periods || tc.count == 0) return m;
    m.known = true;
    std::int64_t total = 0, inc_lo = -1, inc_hi = 0, delay_hi = 0;
    bool late_increment = false;
    for (std::size_t i = 0; i < tc.count; ++i) {
        const clock::period& p = tc.periods[i];
        total += p.time_ms;
        if (inc_lo < 0 || p.increment_ms < inc_lo) inc_lo = p.increment_ms;
        if (p.increment_ms > inc_hi) inc_hi = p.increment_ms;
        if (p.delay_ms > delay_hi) delay_hi = p.delay_ms;
        if (p.increment_ms > 0 && p.increment_from_move > 1) late_increment = true;
    }
    m.least_ms = total + 60 * (late_increment ? 0 : inc_lo);
    m.most_ms = total + 60 * (inc_hi + delay_hi);
    m.bounded = !tc.last_repeats;
    return m;
}

inline constexpr std::int64_t ten_minutes_ms = 10LL * 60 * 1000;
inline constexpr std::int64_t sixty_minutes_ms = 60LL * 60 * 1000;

//! A.1 — "A ‘Rapid chess’ game is one where either all the moves must be completed in a fixed time
//! of more than 10 minutes but less than 60 minutes for each player; or the time allotted plus 60
//! times any increment is of more than 10 minutes but less than 60 minutes for each player."
//! Holds when the measure lies strictly between 10 and 60 minutes at both of its ends; false when
//! both ends lie on the same side outside (10 minutes exactly is blitz, 60 exactly is not rapid);
//! nullopt when the ends fall in different bands or the control has no measure.
struct rapid_game final : rule<spec::id::rapid_game> {
    //! 0: 10 minutes or less, 1: more than 10 and less than 60 (rapid), 2: 60 minutes or more.
    static constexpr int band(std::int64_t ms) noexcept { return ms <= ten_minutes_ms ? 0 : ms < sixty_minutes_ms ? 1 : 2; }
    static constexpr std::optional<bool> holds(const clock::time_control& tc) noexcept {
        const control_measure m = measure(tc);
        if (!m.known) return std::nullopt;
        const int lo = band(m.least_ms), hi = m.bounded ? band(m.most_ms) : 2;
        if (lo != hi) return std::nullopt; // the ends fall in different bands: A.1 undecided
        return lo == 1;
    }
};

//! B.1 — "A ‘blitz’ game is one where all the moves must be completed in a fixed time of 10 minutes
//! or less for each player; or the allotted time plus 60 times any increment is 10 minutes or
//! less." Holds when the measure is at most 10 minutes at both ends; false when it is above at
//! both; nullopt when the ends disagree or the control has no measure.
struct blitz_game final : rule<spec::id::blitz_game> {
    static constexpr bool blitz(std::int64_t ms) noexcept { return ms <= ten_minutes_ms; }
    static constexpr std::optional<bool> holds(const clock::time_control& tc) noexcept {
        const control_measure m = measure(tc);
        if (!m.known) return std::nullopt;
        if (!m.bounded) return blitz(m.least_ms) ? std::nullopt : std::optional<bool>(false);
        if (blitz(m.least_ms) != blitz(m.most_ms)) return std::nullopt;
        return blitz(m.least_ms);
    }
};

} // namespace chesslaw::rules

namespace chesslaw {

//! Every Appendix A predicate, and every Appendix B one.
using appendix_a = rules::rule_set<spec::appendix_a, rules::rapid_game>;
using appendix_b = rules::rule_set<spec::appendix_b, rules::blitz_game>;
static_assert(appendix_a::size == 1 && appendix_b::size == 1);

} // namespace chesslaw

namespace chesslaw::clock {

enum class category : std::uint8_t { unknown, standard, rapid, blitz };

constexpr std::string_view to_string(category c) noexcept {
    switch (c) {
    case category::unknown: return "unknown";
    case category::standard: return "standard";
    case category::rapid: return "rapid";
    case category::blitz: return "blitz";
    }
    return "?";
}

//! A control's category and the clause it rests on: blitz B.1, rapid A.1, standard A.1 (the
//! measure is 60 minutes or more, above A.1's bound; the Laws define standard play by no clause of
//! its own). `clause` is empty for unknown.
struct categorised {
    clock::category category = clock::category::unknown;
    std::optional<spec::clause_ref> clause{};
    friend constexpr bool operator==(const categorised&, const categorised&) = default;
};

//! A correspondence control: a period that gives a day or more per move (chess.com's daily games,
//! `1/86400`). Play over days is outside A.1 and B.1, and "standard" (60 minutes or more) is a
//! measure of over-the-board play: such a control has no category (unknown), never standard.
constexpr bool correspondence(const time_control& tc) noexcept {
    if (tc.kind != clock::kind::periods) return false;
    for (std::size_t i = 0; i < tc.count; ++i)
        if (tc.periods[i].moves > 0 && tc.periods[i].time_ms / tc.periods[i].moves >= 86'400'000) return true;
    return false;
}

constexpr categorised category_of(const time_control& tc) noexcept {
    if (correspondence(tc)) return {};
    const std::optional<bool> blitz = rules::blitz_game::holds(tc);
    const std::optional<bool> rapid = rules::rapid_game::holds(tc);
    if (blitz == true) return {category::blitz, rules::blitz_game::clause};
    if (rapid == true) return {category::rapid, rules::rapid_game::clause};
    if (blitz == false && rapid == false) return {category::standard, rules::rapid_game::clause};
    return {};
}

} // namespace chesslaw::clock
