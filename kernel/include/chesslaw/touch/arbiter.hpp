#pragma once
//! The touch-move arbiter: folds the events of one move into the physical record, and reports
//! after each event the obligations in force, and at the end every Article 4 clause's finding
//! (with evidence), the move made if it is complete, whether it complies, the Article 3 verdict
//! on an impossible move made on the board (from judge()), and the fate of a claim (4.7).

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include <boost/hana/for_each.hpp>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/spec/table.hpp>
#include <chesslaw/touch/event.hpp>
#include <chesslaw/touch/obligation.hpp>
#include <chesslaw/touch/rules.hpp>
#include <chesslaw/touch/state.hpp>

namespace chesslaw::touch {

//! The situation after one event. The arbiter's law (properties/touch_obligations.cpp): before
//! the move is complete, and while the position has a legal move, `allowed_count > 0` — at least
//! one legal move meets every obligation in `duties()`; `freed` names the clause (4.5, or the last
//! sentence of 4.4.3) when the touch obligation is "any legal move"; obligations the player's own
//! actions can no longer meet are named in `broken_ones()`, those a fixed move overrides in
//! `set_aside_ones()` — none is dropped silently.
struct step {
    progress stage = progress::nothing_moved;
    std::array<obligation, ruling::capacity> obligations{};
    std::size_t obligation_count = 0;
    std::size_t allowed_count = 0;   //!< legal moves that meet every obligation
    engagement note = engagement::not_a_touch;
    std::array<standing, 4> broken{};
    std::size_t broken_count = 0;
    std::array<standing, 4> set_aside{};
    std::size_t set_aside_count = 0;
    bool freed = false;
    spec::clause_ref freed_by{};
    constexpr std::span<const obligation> duties() const noexcept { return {obligations.data(), obligation_count}; }
    constexpr std::span<const standing> broken_ones() const noexcept { return {broken.data(), broken_count}; }
    constexpr std::span<const standing> set_aside_ones() const noexcept { return {set_aside.data(), set_aside_count}; }
};

//! The opponent's claim of a 4.3 / 4.4 violation (4.7).
enum class claim_status : std::uint8_t { none, lost, upheld, rejected, pending };

constexpr std::string_view to_string(claim_status c) noexcept {
    switch (c) {
    case claim_status::none: return "none";
    case claim_status::lost: return "lost";
    case claim_status::upheld: return "upheld";
    case claim_status::rejected: return "rejected";
    case claim_status::pending: return "pending";
    }
    return "?";
}

struct report {
    static constexpr std::size_t capacity = article4::size;
    state record;
    ruling final_ruling;
    std::array<step, max_events> steps{};
    std::size_t step_count = 0;
    std::array<finding, capacity> findings{};
    bool has_article3 = false;       //!< an impossible move was made: `article3` judges it
    judgement article3{};
    claim_status claim = claim_status::none;

    constexpr bool complete() const noexcept { return record.complete(); }
    constexpr move made() const noexcept { return record.made; }
    constexpr std::span<const step> history() const noexcept { return {steps.data(), step_count}; }
    constexpr finding find(spec::clause_ref c) const noexcept {
        for (const auto& f : findings)
            if (f.clause == c) return f;
        return finding(c);
    }
    constexpr outcome outcome_of(spec::clause_ref c) const noexcept { return find(c).result; }
    constexpr bool violates(spec::clause_ref c) const noexcept { return outcome_of(c) == outcome::violated; }
    constexpr bool applies(spec::clause_ref c) const noexcept { return outcome_of(c) != outcome::not_applicable; }
    constexpr int violation_count() const noexcept {
        int n = 0;
        for (const auto& f : findings) n += f.result == outcome::violated;
        return n;
    }
    //! Complete, legal, and no Article 4 clause violated.
    constexpr bool compliant() const noexcept { return complete() && violation_count() == 0; }
    //! The obligations in force after the last event.
    constexpr std::span<const obligation> obligations() const noexcept {
        return step_count ? steps[step_count - 1].duties() : std::span<const obligation>{};
    }
    //! Does an obligation of clause c stand after the last event?
    constexpr bool obliged_by(spec::clause_ref c) const noexcept {
        for (const auto& o : obligations())
            if (o.clause == c) return true;
        return false;
    }
};

namespace detail {

constexpr step snapshot(const state& s, const ruling& r, std::size_t ev) noexcept {
    step st;
    st.stage = s.stage;
    st.note = s.note[ev];
    if (s.complete()) return st; // the move is made: nothing more is owed on it
    for (const auto& o : r) st.obligations[st.obligation_count++] = o;
    st.allowed_count = static_cast<std::size_t>(r.allowed.size());
    st.broken = r.broken;
    st.broken_count = r.broken_count;
    st.set_aside = r.set_aside;
    st.set_aside_count = r.set_aside_count;
    st.freed = r.freed;
    st.freed_by = r.freed_by;
    return st;
}

} // namespace detail

//! Arbitrates the events of one move from `start` (its side to move has the move).
constexpr expected<report, event_error> arbitrate(const position& start, std::span<const event> events) noexcept {
    report out;
    state& s = out.record;
    s = begin(start);
    for (std::size_t i = 0; i < events.size() && i < max_events; ++i) {
        const event_errc why = apply(s, events[i], i);
        if (why != event_errc::none) return unexpected{event_error{i, why}};
        out.steps[out.step_count++] = detail::snapshot(s, rule(s), i);
    }
    out.final_ruling = rule(s);
    const context ctx{events, s, out.final_ruling};
    std::size_t i = 0;
    boost::hana::for_each(article4::types, [&](auto t) { out.findings[i++] = decltype(t)::type::check(ctx); });
    // An obligation broken at some event (the player's own action fixed a move that cannot meet
    // it, see `ruling`) is violated, whether or not the move was completed afterwards.
    for (const auto& b : out.final_ruling.broken_ones())
        for (auto& f : out.findings)
            if (f.clause == b.o.clause)
                f.violate({.what = fact::broken, .at = b.o.subject, .pc = b.o.pc, .event = static_cast<std::int16_t>(b.event)});
    if (s.ever_impossible) {
        out.has_article3 = true;
        out.article3 = judge(start, s.first_impossible);
    }
    if (s.claim_event >= 0) {
        if (out.violates(spec::id::claim_lost)) out.claim = claim_status::lost;
        else {
            bool broken = false;
            for (const auto& f : out.findings)
                if (f.result == outcome::violated && f.clause->article == 4) {
                    const auto c = f.clause;
                    broken = broken || c == spec::id::touch_own || c == spec::id::touch_opponent || c == spec::id::touch_both ||
                             c == spec::id::castling_touch_king_rook || c == spec::id::castling_touch_rook_first ||
                             c == spec::id::castling_touch_king_first_illegal || c == spec::id::promotion_choice_final;
                }
            out.claim = broken ? claim_status::upheld : s.complete() ? claim_status::rejected : claim_status::pending;
        }
    }
    return out;
}

//! The same, on a parsed event log (parse_events() reports malformed text).
constexpr expected<report, event_error> arbitrate(const position& start, const event_log& log) noexcept {
    return arbitrate(start, std::span<const event>(log.items.data(), log.size));
}

} // namespace chesslaw::touch
