#pragma once
//! English for the irregularities of Article 7.5 (audit/irregular.hpp): the only place their
//! sentences are built.

#include <string>
#include <string_view>

#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/clock/time_control.hpp>

namespace chesslaw::prose {

//! What the irregularity is: "an illegal move", …
constexpr std::string_view kind_words(audit::irregularity_kind k) noexcept {
    switch (k) {
    case audit::irregularity_kind::completed_illegal: return "an illegal move";
    case audit::irregularity_kind::promotion_without_piece: return "a pawn moved to the last rank with no new piece named (the replay goes on with a queen)";
    case audit::irregularity_kind::null_move: return "a null move: the clock pressed without a move";
    }
    return "?";
}

//! Why it is not counted as the player's completed illegal move.
constexpr std::string_view why_words(audit::why_not_counted w) noexcept {
    switch (w) {
    case audit::why_not_counted::none: return "";
    case audit::why_not_counted::dgt_end_signal: return "the best repair deletes it as a DGT board's end signal (the kings put on the centre squares when the game is over)";
    case audit::why_not_counted::clock_not_pressed: return "the record's clocks stop before it: no clock was pressed for it, and an illegal move is completed only once the clock is pressed";
    case audit::why_not_counted::transcription_slip: return "the best repair explains it as a slip of the record";
    case audit::why_not_counted::game_over: return "the game was over before it";
    }
    return "?";
}

//! The irregularity in one sentence (without its place: the renderers put that first).
inline std::string describe(const audit::irregularity& x) {
    const std::string who(name(x.side));
    const std::string other(name(~x.side));
    std::string s = std::string(kind_words(x.kind)) + " by " + who + " (" + std::string(x.clause.id()) + ")";
    if (!x.counted) return s + ", not counted as " + who + "'s completed illegal move: " + std::string(why_words(x.why));
    s += ", " + who + "'s " + (x.nth == 1 ? std::string("first") : x.nth == 2 ? std::string("second") : std::to_string(x.nth) + "th") +
         " completed illegal move";
    switch (x.category) {
    case clock::category::standard:
        s += "; under standard play the position before it should have been reinstated (7.5.1), and the record shows the move stood";
        if (x.nth >= 2) s += "; 7.5.5: the game is lost by " + who + ", or drawn if " + other + " cannot checkmate";
        break;
    case clock::category::rapid:
    case clock::category::blitz:
        s += "; " + std::string(clock::to_string(x.category)) + ": under full supervision (A.4) 7.5.5 applies, otherwise (A.5.2) the move stood once " +
             other + " made the next move unclaimed — the record does not say which, so no result is derived";
        break;
    case clock::category::unknown:
        s += "; the game's category is unknown: 7.5.5 (standard), or A.4 / A.5.2 (rapid, blitz) — no result is derived";
        break;
    }
    if (x.expected_seconds) {
        s += "; the extra time due to " + other + ": " + std::to_string(*x.expected_seconds) + " s (" +
             (x.category == clock::category::standard ? "7.5.5" : "A.3") + "), ";
        s += !x.seen ? "which the record's clocks cannot show" : *x.seen ? "seen on " + other + "'s clock at the next reading" : "not seen on " + other + "'s clock at the next reading";
    }
    return s;
}

} // namespace chesslaw::prose
