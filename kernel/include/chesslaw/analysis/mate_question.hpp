#pragma once
//! The question `chesslaw mate` asks, decided here: can White, can Black checkmate by any series
//! of legal moves (6.9, 5.1.2), and — when both are asked — is the position dead (5.2.2)? Each
//! answer comes from mate_ability.hpp with budgets doubled from 20,000 positions until it decides
//! or the time is spent; the dead-position verdict follows from the two answers when they decide
//! it, else from the 5.2.2 enumeration itself (one enumeration covers both sides). Run time only
//! (a wall-clock budget); the words are the caller's (prose::describe for each answer, chesslaw/prose/mate.hpp).

#include <chrono>
#include <cstdint>
#include <optional>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::analysis {

//! The 5.2.2 verdict of a mate question, and what it rests on.
enum class dead_verdict : std::uint8_t {
    not_asked,        //!< one side was asked alone
    yes_neither_can,  //!< dead: both sides' answers are "cannot"
    yes_enumerated,   //!< dead: the 5.2.2 question asked as such says no side can (mate_question::dead's argument)
    no_a_side_can,    //!< not dead: a side's answer is "can" (its certificate)
    no_enumerated,    //!< not dead: the 5.2.2 question asked as such found a mate (mate_question::dead's certificate)
    undecided,        //!< neither within the budget
};

//! True for the two "yes" verdicts, false for the two "no", nullopt otherwise.
constexpr std::optional<bool> is_dead(dead_verdict v) noexcept {
    switch (v) {
    case dead_verdict::yes_neither_can:
    case dead_verdict::yes_enumerated: return true;
    case dead_verdict::no_a_side_can:
    case dead_verdict::no_enumerated: return false;
    case dead_verdict::not_asked:
    case dead_verdict::undecided: return std::nullopt;
    }
    return std::nullopt;
}

struct mate_question {
    std::optional<mate_answer> side[2]; //!< index(color): the answer for each side asked
    std::optional<mate_answer> dead;    //!< the 5.2.2 enumeration, when the two answers did not decide it
    dead_verdict verdict = dead_verdict::not_asked;
    spec::clause_ref clause = spec::id::dead_position;
};

//! The analysis with budgets doubled from 20,000 positions until it decides or `ms` is spent
//! (each round repeats the last: at most twice the work of the round that decides).
template <class Ask>
mate_answer within(double ms, Ask ask) {
    const auto t0 = std::chrono::steady_clock::now();
    mate_budget b;
    b.nodes = 20'000;
    for (;;) {
        mate_answer a = ask(b);
        const double spent = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
        if (a.verdict != mate_verdict::unknown || spent * 3 > ms || b.nodes > (std::uint64_t{1} << 32)) return a;
        b.nodes *= 2;
    }
}

//! Asks whether `only` (or each side, and then 5.2.2) can checkmate in p, each question within
//! `ms` milliseconds. p needs one king of each colour.
inline mate_question ask_mate(const position& p, std::optional<color> only, double ms) {
    mate_question q;
    for (const color c : {color::white, color::black})
        if (!only || *only == c)
            q.side[index(c)] = within(ms, [&](const mate_budget& b) { return can_checkmate(p, c, b); });
    if (only) return q;
    const auto verdict_of = [&](color c) { return q.side[index(c)]->verdict; };
    if (verdict_of(color::white) == mate_verdict::can || verdict_of(color::black) == mate_verdict::can) {
        q.verdict = dead_verdict::no_a_side_can;
        return q;
    }
    if (verdict_of(color::white) == mate_verdict::cannot && verdict_of(color::black) == mate_verdict::cannot) {
        q.verdict = dead_verdict::yes_neither_can;
        return q;
    }
    q.dead = within(ms, [&](const mate_budget& b) { return dead_position(p, b); });
    q.verdict = q.dead->verdict == mate_verdict::cannot ? dead_verdict::yes_enumerated
              : q.dead->verdict == mate_verdict::can    ? dead_verdict::no_enumerated
                                                        : dead_verdict::undecided;
    return q;
}

} // namespace chesslaw::analysis
