#pragma once
//! The arbiter's actions (audit/arbiter_action.hpp) in JSON, added to a chesslaw-watch/1 event
//! line as the member "actions" (members are only added within a schema):
//!
//!   "actions":[{"kind":K,"clause":ID,"side":"white"|"black"|null,"seconds":N|null,"fen":S|null,
//!               "result":S|null,"recorded":S|null,"can_mate":{"verdict","certificate":[UCI…]}|null,
//!               "revises":ID|null,"text":S}]
//!
//! `text` is prose::describe's English sentence (the screen shows it; a program reads the rest).
//!
//!   event_json_line_with_actions(game, key, event, actions) -> the line of event_json_line with
//!   "actions" before its closing brace (ending in '\n').

#include <span>
#include <string>
#include <string_view>

#include <chesslaw/audit/arbiter_action.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/prose/arbiter_action.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/watch_json.hpp>

namespace chesslaw::report {

inline void write_actions(json_writer& j, std::span<const audit::arbiter_action> actions) {
    j.begin_array();
    for (const audit::arbiter_action& a : actions) {
        j.begin_object();
        j.key("kind");
        j.value(name(a.kind));
        j.key("clause");
        j.value(a.clause.id());
        j.key("side");
        if (a.side) j.value(name(*a.side));
        else j.null();
        j.key("seconds");
        if (a.seconds) j.value(static_cast<std::uint64_t>(*a.seconds));
        else j.null();
        j.key("fen");
        if (a.fen.empty()) j.null();
        else j.value(std::string_view(a.fen));
        j.key("result");
        if (a.result.empty()) j.null();
        else j.value(std::string_view(a.result));
        j.key("recorded");
        if (a.recorded.empty()) j.null();
        else j.value(std::string_view(a.recorded));
        j.key("can_mate");
        if (a.can_mate) {
            j.begin_object();
            j.key("verdict");
            j.value(analysis::name(a.can_mate->verdict));
            j.key("certificate");
            j.begin_array();
            for (const move m : a.can_mate->certificate) j.value(std::string_view(to_uci_string(m)));
            j.end_array();
            j.end_object();
        } else {
            j.null();
        }
        j.key("revises");
        if (a.revises) j.value(std::uint64_t{*a.revises});
        else j.null();
        j.key("text");
        j.value(std::string_view(prose::describe(a)));
        j.end_object();
    }
    j.end_array();
}

//! The event's chesslaw-watch/1 line with its actions (see the header comment).
inline std::string event_json_line_with_actions(const pgn::game& g, std::string_view key, const audit::live_event& e,
                                                std::span<const audit::arbiter_action> actions) {
    std::string line = event_json_line(g, key, e);
    json_writer j;
    write_actions(j, actions);
    // the line is one object ending in "}\n": the member goes before the brace
    line.resize(line.size() - 2);
    line += ",\"actions\":";
    line += j.take();
    line += "}\n";
    return line;
}

} // namespace chesslaw::report
