#pragma once
//! A round's incidents from the incident log, through the audit's renderers: each game of the
//! log that has an event is rebuilt from its plies (tags, moves with their places and comments,
//! the result, "*" while in progress), audited as the batch audit audits it, and rendered by
//! report/text.hpp (text) or report/json.hpp (one JSON line per game); then the events standing
//! (neither revised nor withdrawn), as chesslaw-watch/1 lines or the terminal's lines.

#include <cstdint>
#include <string>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/text.hpp>
#include <chesslaw/watch/log.hpp>

namespace chesslaw::watch {

//! The record of game `g` of the log, as a PGN reader would give it.
inline pgn::game record_of(incident_log& log, const stored_game& g, std::uint64_t index) {
    pgn::game out;
    out.index = index;
    for (const auto& [k, v] : g.tags) out.tags.push_back({k, v, {}});
    std::size_t i = 0;
    for (const stored_ply& p : log.plies(g.key)) {
        out.moves.push_back(p.token());
        ++i;
        for (const std::string& c : p.comments) {
            pgn::comment k;
            k.after = i;
            k.text = c;
            out.comments.push_back(std::move(k));
        }
    }
    out.result = g.result.empty() ? "*" : g.result;
    return out;
}

enum class report_format : std::uint8_t { text, json };

//! The report of the log (see the header comment).
inline std::string round_report(incident_log& log, report_format f) {
    std::string out;
    std::uint64_t index = 0;
    for (const stored_game& g : log.games()) {
        ++index;
        if (log.game_events(g.key).empty()) continue;
        const pgn::game rec = record_of(log, g, index);
        const audit::record_result r = audit::audit_record(rec);
        if (f == report_format::text) out += report::game_text(rec, g.file, r);
        else out += report::game_json_line(rec, g.file, r);
    }
    return out;
}

} // namespace chesslaw::watch
