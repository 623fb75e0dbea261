#pragma once
//! What the Laws tell the arbiter to do about an event of a live game (audit/live.hpp), as typed
//! values: the screen (serve/) shows them beside each incident, prose/arbiter_action.hpp words
//! them, report/arbiter_json.hpp writes them. No English here.
//!
//!   arbiter_actions(event, before, now) -> std::vector<arbiter_action>
//!
//! `before`: the position in which the event's ply was written (the caller keeps the board before
//! each ply; null when unknown), `now`: the board after the plies read when the event was issued
//! (null when unknown: the 6.9 certificate is then given as moves without a board).
//!
//!   illegal_move_counted, first (nth 1): 7.5.1 reinstate `before` (its FEN), and 7.5.5 / A.3 the
//!     extra time to the opponent (`seconds`: 120 standard, 60 rapid and blitz, null: category unknown)
//!   illegal_move_counted, second (nth 2, standard): 7.5.5 the game lost by the player, or drawn when
//!     the opponent cannot checkmate (the event's can-mate answer); other categories: the 7.5.5
//!     decision is named, its result left undecided (what the record cannot prove is unknown)
//!   dgt_end_signal: not a move — the kings put on the centre squares; nothing to reinstate
//!   game_end: the result by the end's clause (5.1.1, 5.2.1, 5.2.2 with its proof, 9.6.1, 9.6.2)
//!   moves_after_end: the moves after the end do not count (the end's clause)
//!   flag: 6.9 the game lost by the flagged player, drawn when the opponent cannot checkmate
//!     (the answer with its certificate); undecided when the answer is unknown
//!   claim_available: a claim under 9.2 / 9.3 would be correct now (the claimant)
//!   clock: check the clocks (the ledger's clause)
//!   result_contradicts: the recorded result against the Laws' (the result finding's clause)
//!   record_revised: the incident it names is withdrawn
//!   breach: nothing of its own (its Article 7 standing is the counted / end-signal event)

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/live.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::audit {

//! What the arbiter does. JSON: name().
enum class arbiter_action_kind : std::uint8_t {
    reinstate_position,    //!< 7.5.1: the position immediately before the irregularity (`fen`)
    add_time,              //!< 7.5.5 / A.3: `seconds` extra to `side` (the opponent of the offender)
    declare_result,        //!< the game is over: `result` (a loss under 7.5.5 or 6.9, a draw, a mate)
    second_illegal_move,   //!< 7.5.5 applies to `side`'s second completed illegal move; the result undecided here
    not_a_move,            //!< a DGT end signal: no move was played; the record drops it
    moves_void,            //!< the game had ended: the plies after the end do not count
    flag_undecided,        //!< 6.9: `side`'s flag fell; whether the opponent can checkmate is undecided
    claim_would_be_correct,//!< 9.2 / 9.3: a claim by `side` would be correct now
    check_clocks,          //!< Article 6: the clocks disagree with the record (a clock finding)
    correct_result,        //!< the recorded `recorded` contradicts the Laws (`result`: the Laws', "" unknown)
    withdrawn,             //!< the incident `revises` no longer holds
};

constexpr std::string_view name(arbiter_action_kind k) noexcept {
    switch (k) {
    case arbiter_action_kind::reinstate_position: return "reinstate_position";
    case arbiter_action_kind::add_time: return "add_time";
    case arbiter_action_kind::declare_result: return "declare_result";
    case arbiter_action_kind::second_illegal_move: return "second_illegal_move";
    case arbiter_action_kind::not_a_move: return "not_a_move";
    case arbiter_action_kind::moves_void: return "moves_void";
    case arbiter_action_kind::flag_undecided: return "flag_undecided";
    case arbiter_action_kind::claim_would_be_correct: return "claim_would_be_correct";
    case arbiter_action_kind::check_clocks: return "check_clocks";
    case arbiter_action_kind::correct_result: return "correct_result";
    case arbiter_action_kind::withdrawn: return "withdrawn";
    }
    return "?";
}

//! One action. The members its kind uses are set, the others empty.
struct arbiter_action {
    arbiter_action_kind kind = arbiter_action_kind::reinstate_position;
    spec::clause_ref clause = spec::id::illegal_move_completed; //!< the clause that prescribes it
    std::optional<color> side;                   //!< add_time: who gets it; second/flag/claim: the player concerned
    std::optional<std::int64_t> seconds;         //!< add_time (null: the category is unknown: 120 standard, 60 rapid/blitz)
    std::string fen;                             //!< reinstate_position: the position to set up
    std::string result;                          //!< declare_result, correct_result: "1-0", "0-1", "1/2-1/2" ("" unknown)
    std::string recorded;                        //!< correct_result: the result the record shows
    std::optional<analysis::mate_answer> can_mate; //!< the can-mate argument (7.5.5 second, 6.9, 5.2.2)
    std::optional<position> argued_on;           //!< the position the argument was asked on (its certificate's start)
    std::optional<std::uint64_t> revises;        //!< withdrawn: the incident withdrawn
};

namespace arbiter_detail {

inline std::string win_for(color c) { return c == color::white ? "1-0" : "0-1"; }

inline void second(const live_event& e, const irregularity& x, const position* before, std::vector<arbiter_action>& out) {
    arbiter_action a;
    a.clause = spec::id::illegal_move_penalties;
    if (!e.by_laws.empty()) {
        a.kind = arbiter_action_kind::declare_result;
        a.side = x.side;
        a.result = e.by_laws;
        a.can_mate = e.can_mate;
        if (before) a.argued_on = *before; // second_illegal_move asks on the position before it
    } else {
        a.kind = arbiter_action_kind::second_illegal_move;
        a.side = x.side;
    }
    out.push_back(std::move(a));
}

} // namespace arbiter_detail

//! The actions the Laws prescribe for event `e` (see the header comment).
inline std::vector<arbiter_action> arbiter_actions(const live_event& e, const position* before, const position* now) {
    using K = arbiter_action_kind;
    std::vector<arbiter_action> out;
    switch (e.kind) {
    case live_event_kind::breach: break;
    case live_event_kind::illegal_move_counted: {
        if (!e.irregular) break;
        const irregularity& x = *e.irregular;
        if (x.nth >= 2) {
            arbiter_detail::second(e, x, before, out);
            break;
        }
        if (x.kind == irregularity_kind::completed_illegal && before) {
            arbiter_action a;
            a.kind = K::reinstate_position;
            a.clause = spec::id::illegal_move_completed;
            a.fen = to_fen_string(*before);
            out.push_back(std::move(a));
        }
        arbiter_action t;
        t.kind = K::add_time;
        t.clause = x.category == clock::category::rapid || x.category == clock::category::blitz ? spec::id::rapid_penalty_one_minute
                                                                                              : spec::id::illegal_move_penalties;
        t.side = ~x.side;
        t.seconds = x.expected_seconds;
        out.push_back(std::move(t));
        break;
    }
    case live_event_kind::dgt_end_signal: {
        arbiter_action a;
        a.kind = K::not_a_move;
        a.clause = e.irregular ? e.irregular->clause : spec::id::illegal_move_completed;
        out.push_back(std::move(a));
        break;
    }
    case live_event_kind::game_end: {
        if (!e.end) break;
        arbiter_action a;
        a.kind = K::declare_result;
        a.clause = e.end->clause;
        a.result = std::string(e.end->result);
        a.can_mate = e.end->dead;
        if (e.end->dead) a.argued_on = e.end->at;
        out.push_back(std::move(a));
        break;
    }
    case live_event_kind::moves_after_end: {
        arbiter_action a;
        a.kind = K::moves_void;
        a.clause = e.clauses.empty() ? spec::id::checkmate : e.clauses.front();
        out.push_back(std::move(a));
        break;
    }
    case live_event_kind::flag: {
        if (!e.flag) break;
        arbiter_action a;
        a.clause = spec::id::flag_fall;
        a.side = e.flag->side;
        a.can_mate = e.can_mate;
        if (now) a.argued_on = *now;
        const analysis::mate_verdict v = e.can_mate ? e.can_mate->verdict : analysis::mate_verdict::unknown;
        if (v == analysis::mate_verdict::unknown) {
            a.kind = K::flag_undecided;
        } else {
            a.kind = K::declare_result;
            a.result = v == analysis::mate_verdict::cannot ? std::string("1/2-1/2") : arbiter_detail::win_for(~e.flag->side);
        }
        out.push_back(std::move(a));
        break;
    }
    case live_event_kind::claim_available: {
        if (!e.claim) break;
        arbiter_action a;
        a.kind = K::claim_would_be_correct;
        a.clause = e.claim->clause;
        a.side = e.claim->claimant;
        out.push_back(std::move(a));
        break;
    }
    case live_event_kind::clock: {
        if (!e.clock_finding) break;
        arbiter_action a;
        a.kind = K::check_clocks;
        a.clause = e.clock_finding->clause;
        a.side = e.clock_finding->side;
        out.push_back(std::move(a));
        break;
    }
    case live_event_kind::result_contradicts: {
        if (!e.result) break;
        arbiter_action a;
        a.kind = K::correct_result;
        a.clause = e.result->clause;
        a.recorded = e.result->result;
        a.result = e.result->by_laws;
        out.push_back(std::move(a));
        break;
    }
    case live_event_kind::record_revised: {
        arbiter_action a;
        a.kind = K::withdrawn;
        a.clause = e.clauses.empty() ? spec::id::illegal_move_completed : e.clauses.front();
        a.revises = e.revises;
        out.push_back(std::move(a));
        break;
    }
    }
    return out;
}

} // namespace chesslaw::audit
