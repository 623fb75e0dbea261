#pragma once
//! English for the arbiter's actions (audit/arbiter_action.hpp): the only place their sentences
//! are built. The screen shows them beside each incident.

#include <string>
#include <string_view>

#include <chesslaw/audit/arbiter_action.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/prose/mate.hpp>

namespace chesslaw::prose {

namespace arbiter_words {
inline std::string side(color c) { return c == color::white ? "White" : "Black"; }
inline std::string result(std::string_view r) {
    if (r == "1-0") return "1-0 (White wins)";
    if (r == "0-1") return "0-1 (Black wins)";
    if (r == "1/2-1/2") return "1/2-1/2 (drawn)";
    return std::string(r);
}
//! The can-mate argument, on its board when known, else the certificate as coordinate moves.
inline std::string argument(const audit::arbiter_action& a) {
    if (!a.can_mate) return {};
    if (a.argued_on) return describe(*a.argued_on, *a.can_mate);
    std::string s = std::string(analysis::name(a.can_mate->verdict));
    if (!a.can_mate->certificate.empty()) {
        s += ":";
        for (const move m : a.can_mate->certificate) s += " " + to_uci_string(m);
    }
    return s;
}
} // namespace arbiter_words

//! The action in one or two sentences, its clause first.
inline std::string describe(const audit::arbiter_action& a) {
    using K = audit::arbiter_action_kind;
    using namespace arbiter_words;
    const std::string c = std::string(a.clause.id()) + ": ";
    const std::string who = a.side ? side(*a.side) : std::string("the player");
    switch (a.kind) {
    case K::reinstate_position: return c + "reinstate the position immediately before the illegal move: " + a.fen;
    case K::add_time:
        if (!a.seconds)
            return c + "give " + who + " extra time: two minutes in standard play, one minute in rapid and blitz (" +
                   std::string(spec::id::rapid_penalty_one_minute.id()) + "); the category is unknown";
        return c + "give " + who + " " + (*a.seconds % 60 == 0 ? std::to_string(*a.seconds / 60) + " minute" + (*a.seconds == 60 ? "" : "s")
                                                                : std::to_string(*a.seconds) + " seconds") +
               " extra time";
    case K::declare_result: {
        std::string s = c + "the game is over: " + result(a.result);
        const std::string arg = argument(a);
        if (!arg.empty()) s += "; " + arg;
        return s;
    }
    case K::second_illegal_move:
        return c + "the second completed illegal move by " + who +
               ": the game is lost by " + who + ", or drawn if the opponent cannot checkmate by any series of legal moves (not decided here for this category)";
    case K::not_a_move: return c + "not a move: a DGT board's end signal (the kings put on the centre squares); drop it from the record, the game ended before it";
    case K::moves_void: return c + "the game had already ended: the moves recorded after the end do not count";
    case K::flag_undecided:
        return c + who + "'s flag fell: the game is lost unless the opponent cannot checkmate by any series of legal moves (then drawn); " +
               (a.can_mate ? argument(a) : std::string("not asked"));
    case K::claim_would_be_correct: return c + "a draw claim by " + who + " would be correct now";
    case K::check_clocks: return c + "check the clocks: the record's readings disagree with the time control";
    case K::correct_result:
        return c + "the recorded result " + a.recorded + " contradicts the Laws" + (a.result.empty() ? std::string(" (the Laws' result is unknown)") : ": " + result(a.result));
    case K::withdrawn: return c + "incident " + (a.revises ? std::to_string(*a.revises) : std::string("?")) + " no longer holds (the record was revised)";
    }
    return "?";
}

} // namespace chesslaw::prose
