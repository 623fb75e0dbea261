#pragma once
//! JSON and text rendering of Article 4 evidence (`chesslaw touch`). Witness fields follow the one
//! convention of Article 3 and Article 4 evidence (docs/jsonl.md, "Witness fields"):
//!   "at"    the square the fact is about (a piece touched, governing, awaited, ...)
//!   "by"    the other piece the fact involves (the capturing piece of 4.3.3/1, the rook of
//!           4.4.1/4.4.3, the opponent's piece of 4.3.3/2, the second square of a two-piece touch;
//!           in Article 3 the attacker, the pinning piece, the moving piece)
//!   "from"  where a piece started, "to" where it went (released, relocated, made, could, ...)
//!   "move"  a whole move in UCI; "piece" FEN letter; "event" 1-based index in --events.
//! A field that does not apply to the fact is absent.

#include <string>

#include <nlohmann/json.hpp>

#include <chesslaw/core/types.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/prose/touch.hpp>
#include <chesslaw/touch/rules.hpp>

namespace chesslaw::cli {

inline nlohmann::ordered_json touch_witness_json(const touch::witness& w) {
    const auto sq = [](square s) { return std::string(to_string(s).view()); };
    nlohmann::ordered_json j;
    j["fact"] = std::string(touch::to_string(w.what));
    if (w.at != square::none) j["at"] = sq(w.at);
    if (w.by != square::none) j["by"] = sq(w.by);
    if (w.from != square::none) j["from"] = sq(w.from);
    if (w.to != square::none) j["to"] = sq(w.to);
    if (w.pc != piece::none) j["piece"] = std::string(1, to_char(w.pc));
    if (!(w.m == move{})) j["move"] = to_uci_string(w.m);
    if (w.event >= 0) j["event"] = w.event + 1;
    if (w.what == touch::fact::not_engaged) j["why"] = std::string(touch::to_string(w.why));
    return j;
}

//! One line of evidence: "governs N g1", "released N from g1 to f3 (event 2)", "made P e2e4 (event 3)".
inline std::string touch_witness_text(const touch::witness& w) {
    using touch::fact;
    const auto sq = [](square s) { return std::string(to_string(s).view()); };
    std::string t(touch::to_string(w.what));
    if (w.pc != piece::none) t += " " + std::string(1, to_char(w.pc));
    const bool whole_move = w.what == fact::could || w.what == fact::made || w.what == fact::completed || w.what == fact::impossible;
    if (whole_move) {
        t += " " + to_uci_string(w.m);
    } else if (w.from != square::none || w.what == fact::relocated) {
        t += " from " + sq(w.from) + " to " + (w.to == square::none ? std::string("off the board") : sq(w.to));
    } else {
        if (w.at != square::none) t += " " + sq(w.at);
        if (w.by != square::none) t += (w.what == fact::governs ? " with " : " / ") + sq(w.by);
        if (!(w.m == move{})) t += " (" + to_uci_string(w.m) + ")";
    }
    if (w.what == fact::not_engaged) t += " (" + std::string(touch::to_string(w.why)) + ")";
    if (w.event >= 0) t += " (event " + std::to_string(w.event + 1) + ")";
    return t;
}

} // namespace chesslaw::cli
