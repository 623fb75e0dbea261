#pragma once
//! The JSON of a judgement — what `chesslaw judge --json` prints (laid out by report::indented):
//!
//!   {"fen", "move" (UCI; null: no piece can mean the SAN), "move_text" (as given), "read_as",
//!    "game_known", "game" [UCI…] (the moves played before, only when a move can be judged), "legal",
//!    "verdict" (3.10.1 | 3.10.2), "verdict_title", "why" (only when no piece can mean the SAN),
//!    "violations" [violation], "permitted_by" [clause IDs satisfied that permit the move (legal moves;
//!    definitions left out)], "trace" [{"clause", "title", "outcome", "evidence"}] (every clause judged)}
//!
//! violation and evidence are report/json.hpp's (write_violations, write_evidence): one writer.

#include <span>
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/judge.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/json_writer.hpp>

namespace chesslaw::report {

//! The judgement jd of move m (written `text`, read as `read_as`) in position p; `game` the moves
//! played before from `start` (null when no game is known: witnesses then cite no move).
inline void write_judgement(json_writer& j, const position& p, move m, const judgement& jd, std::span<const move> game,
                            const position* start, bool game_known, std::string_view text, std::string_view read_as) {
    j.begin_object();
    j.key("fen");
    j.value(std::string_view(to_fen_string(p)));
    j.key("move");
    j.value(std::string_view(to_uci_string(m)));
    j.key("move_text");
    j.value(text);
    j.key("read_as");
    j.value(read_as);
    j.key("game_known");
    j.value(game_known);
    j.key("game");
    j.begin_array();
    for (const move g : game) j.value(std::string_view(to_uci_string(g)));
    j.end_array();
    j.key("legal");
    j.value(jd.legal);
    j.key("verdict");
    j.value(jd.verdict.id());
    j.key("verdict_title");
    j.value(jd.verdict->title);
    j.key("violations");
    write_violations(j, jd, game, start);
    j.key("permitted_by");
    j.begin_array();
    for (const rules::finding& f : jd)
        if (jd.legal && f.result == rules::outcome::satisfied && f.clause->kind_ != spec::kind::definition) j.value(f.clause.id());
    j.end_array();
    j.key("trace");
    j.begin_array();
    for (const rules::finding& f : jd) {
        j.begin_object();
        j.key("clause");
        j.value(f.clause.id());
        j.key("title");
        j.value(f.clause->title);
        j.key("outcome");
        j.value(rules::to_string(f.result));
        j.key("evidence");
        write_evidence(j, f, game, start);
        j.end_object();
    }
    j.end_array();
    j.end_object();
}

//! A SAN that no piece can mean in position p: illegal (3.10.2) with no move to trace; `why` says so.
inline void write_unjudged(json_writer& j, const position& p, std::string_view text, bool game_known, std::string_view why) {
    j.begin_object();
    j.key("fen");
    j.value(std::string_view(to_fen_string(p)));
    j.key("move");
    j.null();
    j.key("move_text");
    j.value(text);
    j.key("read_as");
    j.value("san");
    j.key("game_known");
    j.value(game_known);
    j.key("legal");
    j.value(false);
    j.key("verdict");
    j.value(spec::id::illegal_move.id());
    j.key("verdict_title");
    j.value(spec::id::illegal_move->title);
    j.key("why");
    j.value(why);
    j.key("violations");
    j.begin_array();
    j.end_array();
    j.key("permitted_by");
    j.begin_array();
    j.end_array();
    j.key("trace");
    j.begin_array();
    j.end_array();
    j.end_object();
}

} // namespace chesslaw::report
