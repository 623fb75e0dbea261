#pragma once
//! English for the clock ledger's typed values (clock/ledger.hpp, clock/reading.hpp): the only
//! place their sentences are built. Times are written H:MM:SS (with tenths when the value has
//! them); plies are 1-based as in the findings.

#include <cstdint>
#include <string>

#include <chesslaw/audit/clock.hpp>
#include <chesslaw/clock/ledger.hpp>
#include <chesslaw/clock/reading.hpp>
#include <chesslaw/clock/time_control.hpp>

namespace chesslaw::prose {

//! A time in ms as H:MM:SS, or H:MM:SS.t when it has tenths; "?" for -1 (unknown).
inline std::string clock_time(std::int64_t ms) {
    if (ms < 0) return "?";
    const std::int64_t s = ms / 1000;
    std::string out = std::to_string(s / 3600) + ':';
    const auto two = [&](std::int64_t v) { out += static_cast<char>('0' + v / 10); out += static_cast<char>('0' + v % 10); };
    two(s / 60 % 60);
    out += ':';
    two(s % 60);
    if (ms % 1000 != 0) {
        out += '.';
        out += static_cast<char>('0' + ms % 1000 / 100);
    }
    return out;
}

inline std::string side_name(color c) { return c == color::white ? "White" : "Black"; }

inline std::string describe(clock::reading_error e) {
    switch (e) {
    case clock::reading_error::none: return "clock comment read";
    case clock::reading_error::malformed_clk: return "a [%clk] command without a time H:MM:SS";
    case clock::reading_error::malformed_emt: return "an [%emt] command without a time H:MM:SS";
    case clock::reading_error::malformed_tcec: return "a tl= or mt= field without a time";
    case clock::reading_error::conflicting: return "two different clock values for one move";
    }
    return "clock comment";
}

//! One sentence for a finding; a run's range and size after it.
inline std::string describe_one(const clock::finding& f);
inline std::string describe(const clock::finding& f) {
    std::string s = describe_one(f);
    if (f.count > 1) s += " (a run of " + std::to_string(f.count) + ", plies " + std::to_string(f.ply) + "–" + std::to_string(f.last_ply) + ")";
    return s;
}
inline std::string describe_one(const clock::finding& f) {
    const std::string who = side_name(f.side);
    const std::string rec = clock_time(f.recorded_ms), exp = clock_time(f.expected_ms);
    switch (f.kind) {
    case clock::finding_kind::gain:
        return who + "'s clock reads " + rec + ", more than the increment and the period's time allow (at most " + exp + ")";
    case clock::finding_kind::mismatch:
        return who + "'s clock reads " + rec + " where the previous reading, the time spent and the increment give " + exp;
    case clock::finding_kind::wrong_side:
        return who + "'s clock reads " + rec + " (expected " + exp + ") and the opponent's next reading is off by the same amount the other way: time booked to the wrong player";
    case clock::finding_kind::missing:
        return f.expected_ms >= 0 ? "no clock reading for " + who + "'s move; the time spent gives " + exp
                                  : "no clock reading for " + who + "'s move";
    case clock::finding_kind::zero_artefact:
        return who + "'s clock reads 0:00:00 between two readings that agree with each other: a relay artefact, not a flag fall";
    case clock::finding_kind::flag:
        return who + "'s clock reads 0:00:00 before the moves of the period were completed: evidence of a flag fall (a flag is considered fallen only when the arbiter observes it or a player claims it)";
    case clock::finding_kind::forfeit_unsupported:
        return "the record ends on time, but " + who + "'s last clock reading shows " + rec + " left";
    case clock::finding_kind::control_contradicted:
        return "the clocks do not fit the TimeControl tag: " + who + "'s clock starts from " + rec + ", the tag gives " + exp + "; the clocks' own control is used";
    }
    return "clock finding";
}

//! The flag evidence, with how long the record went on.
inline std::string describe(const clock::flag_evidence& f) {
    std::string s = side_name(f.side) + "'s clock reached zero at ply " + std::to_string(f.ply);
    if (f.plies_after > 0) s += "; the game went on for " + std::to_string(f.plies_after) + (f.plies_after == 1 ? " ply" : " plies");
    return s;
}

inline std::string describe(clock::start_convention c) {
    switch (c) {
    case clock::start_convention::unknown: return "start convention not shown by the readings";
    case clock::start_convention::no_increment: return "the first move's reading shows no increment";
    case clock::start_convention::after_move: return "the first move's reading includes its increment";
    case clock::start_convention::increment_first: return "the clock showed one increment before the first move and another after it";
    }
    return "start convention";
}

//! The evidence of a finding in one line: the values recorded and expected, named as the kind uses them.
inline std::string evidence(const clock::finding& f) {
    const std::string rec = clock_time(f.recorded_ms), exp = clock_time(f.expected_ms);
    switch (f.kind) {
    case clock::finding_kind::gain: return "recorded " + rec + ", at most " + exp;
    case clock::finding_kind::control_contradicted: return "the clocks' base " + rec + ", the tag's " + exp;
    case clock::finding_kind::forfeit_unsupported: return "the last reading " + rec + ", a loss on time allows at most " + exp;
    case clock::finding_kind::wrong_side: return "recorded " + rec + ", expected " + exp + "; the next ply off the other way (ply " + std::to_string(f.paired_ply) + ")";
    default: return "recorded " + rec + ", expected " + exp;
    }
}

//! A finding's kind in a few words, for a headline.
inline std::string kind_words(clock::finding_kind k) {
    switch (k) {
    case clock::finding_kind::gain: return "the clock gains more than the control allows";
    case clock::finding_kind::mismatch: return "the clock does not add up";
    case clock::finding_kind::wrong_side: return "time booked to the wrong player";
    case clock::finding_kind::missing: return "a clock reading is missing";
    case clock::finding_kind::zero_artefact: return "a zero clock that is a relay artefact";
    case clock::finding_kind::flag: return "evidence of a flag fall";
    case clock::finding_kind::forfeit_unsupported: return "the clock does not support the loss on time";
    case clock::finding_kind::control_contradicted: return "the clocks contradict the TimeControl tag";
    }
    return "clock finding";
}

//! A duration of a control: "90 min", "1 h 30 min" is written "90 min"; "30 s", "2.5 s".
inline std::string control_duration(std::int64_t ms) {
    if (ms % 60'000 == 0) return std::to_string(ms / 60'000) + " min";
    if (ms % 1000 == 0) return std::to_string(ms / 1000) + " s";
    std::string s = std::to_string(ms / 1000) + '.';
    std::int64_t f = ms % 1000;
    std::string frac = std::to_string(f + 1000).substr(1);
    while (!frac.empty() && frac.back() == '0') frac.pop_back();
    return s + frac + " s";
}

//! A control in words: "90 min for 40 moves, then 30 min for the rest of the game, +30 s a move".
inline std::string describe(const clock::time_control& tc) {
    switch (tc.kind) {
    case clock::kind::unknown: return "an unknown control";
    case clock::kind::none: return "no time control";
    case clock::kind::sandclock: return "a sandclock of " + control_duration(tc.periods[0].time_ms);
    case clock::kind::periods: break;
    }
    std::string s;
    for (std::size_t i = 0; i < tc.count; ++i) {
        const clock::period& p = tc.periods[i];
        if (i > 0) s += ", then ";
        s += control_duration(p.time_ms);
        if (p.moves > 0) s += " for " + std::to_string(p.moves) + (p.moves == 1 ? " move" : " moves");
        else if (tc.count > 1) s += " for the rest of the game";
        if (p.increment_ms > 0) {
            s += ", +" + control_duration(p.increment_ms) + " a move";
            if (p.increment_from_move > 1) s += " from move " + std::to_string(p.increment_from_move);
        }
        if (p.delay_ms > 0) s += ", a delay of " + control_duration(p.delay_ms);
    }
    if (tc.last_repeats) s += ", the last period repeating";
    return s;
}

//! The control a record's ledger ran on, and where it comes from: "15 min, +10 s a move (the
//! control the clocks fit; the TimeControl tag gives 90 min for 40 moves, …)".
inline std::string describe_control(const audit::clock_record& c) {
    const clock::ledger_control& k = c.ledger.control;
    std::string s = k.side[0] == k.side[1] ? describe(k.side[0])
                                           : "White " + describe(k.side[0]) + ", Black " + describe(k.side[1]);
    if (!k.inferred) return s + (c.tag ? " (the TimeControl tag)" : "");
    s += " (the control the clocks fit";
    if (!k.increment_known) s += ", its increment unknown";
    if (c.ledger.tag.kind == clock::kind::periods) s += "; the TimeControl tag gives " + describe(c.ledger.tag);
    else if (!c.tag) s += "; no TimeControl tag";
    return s + ")";
}

} // namespace chesslaw::prose
