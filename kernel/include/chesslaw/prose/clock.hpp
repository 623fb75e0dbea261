#pragma once
//! English for the clock ledger's typed values (clock/ledger.hpp, clock/reading.hpp): the only
//! place their sentences are built. Times are written H:MM:SS (with tenths when the value has
//! them); plies are 1-based as in the findings.

#include <cstdint>
#include <string>

#include <chesslaw/clock/ledger.hpp>
#include <chesslaw/clock/reading.hpp>

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

//! One sentence for a finding.
inline std::string describe(const clock::finding& f) {
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

} // namespace chesslaw::prose
