#pragma once
//! The events of a live game (audit/live.hpp) as JSON Lines, schema "chesslaw-watch/1": one
//! object per event, written from the typed event (no words: a terminal line is prose's).
//!
//!   chesslaw::report::event_json_line(const pgn::game& g, std::string_view key, const audit::live_event& e) -> std::string
//!
//!   {"type":"event","schema":"chesslaw-watch/1","id":N,
//!    "game":{"key":K,"event":…,"round":…,"white":…,"black":…},   // the tags' values (null: no such tag)
//!    "ply":P,              // 1-based: the ply the event concerns (game_end, claim_available: the last ply before
//!                          // the end or the claim; result_contradicts: the record's last ply; 0: the start)
//!    "san":S|null,         // that ply's text as written (breach, illegal_move_counted, dgt_end_signal, moves_after_end)
//!    "kind":…,             // breach | illegal_move_counted | dgt_end_signal | claim_available | game_end |
//!                          // moves_after_end | flag | clock | result_contradicts | record_revised
//!    "clauses":[ID…], "revises":null|ID, "at":{"line","column"}|null,
//!    …the kind's members: "irregularity" {side, nth, counted, why, category, expected_seconds, seen},
//!    "by_laws", "can_mate" {verdict}, "end" {kind, result}, "claim" {claimant}, "clock" {kind, side,
//!    recorded_ms, expected_ms}, "flag" {side}, "result" {kind, recorded, by_laws}, "revised_kind"}
//! Versioned: a member renamed or removed is a new schema number; members are only added within one.

#include <cstdint>
#include <string>
#include <string_view>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/live.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/report/json.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/rules/game_category.hpp>

namespace chesslaw::report {

inline constexpr std::string_view watch_schema = "chesslaw-watch/1";

namespace watch_detail {

inline void tag_or_null(json_writer& j, const pgn::game& g, std::string_view name) {
    if (const auto v = g.tag_value(name)) j.value(std::string_view(pgn::to_utf8(*v)));
    else j.null();
}

//! The 1-based ply of the event (see the header comment).
constexpr std::uint64_t ply_of(const audit::live_event& e) noexcept {
    switch (e.kind) {
    case audit::live_event_kind::game_end:
    case audit::live_event_kind::claim_available:
    case audit::live_event_kind::result_contradicts: return e.ply;
    default: return e.ply + 1;
    }
}

} // namespace watch_detail

//! One event as a line of "chesslaw-watch/1" (ending in '\n'). `g`: the game's tags; `key`: the
//! game's identity in the watched broadcast (the caller's: file, Event, Round, Board, players).
inline std::string event_json_line(const pgn::game& g, std::string_view key, const audit::live_event& e) {
    using audit::live_event_kind;
    json_writer j;
    j.begin_object();
    j.key("type");
    j.value("event");
    j.key("schema");
    j.value(watch_schema);
    j.key("id");
    j.value(std::uint64_t{e.id});
    j.key("game");
    j.begin_object();
    j.key("key");
    j.value(key);
    j.key("event");
    watch_detail::tag_or_null(j, g, "Event");
    j.key("round");
    watch_detail::tag_or_null(j, g, "Round");
    j.key("white");
    watch_detail::tag_or_null(j, g, "White");
    j.key("black");
    watch_detail::tag_or_null(j, g, "Black");
    j.end_object();
    j.key("ply");
    j.value(watch_detail::ply_of(e));
    j.key("san");
    if (e.written.empty()) j.null();
    else j.value(std::string_view(e.written));
    j.key("kind");
    j.value(name(e.kind));
    j.key("clauses");
    j.begin_array();
    for (const spec::clause_ref c : e.clauses) j.value(c.id());
    j.end_array();
    j.key("revises");
    if (e.revises) j.value(std::uint64_t{*e.revises});
    else j.null();
    j.key("at");
    write_place(j, e.at);
    if (e.revised_kind) {
        j.key("revised_kind");
        j.value(name(*e.revised_kind));
    }
    if (e.irregular) {
        const audit::irregularity& x = *e.irregular;
        j.key("irregularity");
        j.begin_object();
        j.key("side");
        j.value(name(x.side));
        j.key("kind");
        j.value(name(x.kind));
        j.key("counted");
        j.value(x.counted);
        j.key("why");
        if (x.why == audit::why_not_counted::none) j.null();
        else j.value(name(x.why));
        j.key("nth");
        j.value(std::uint64_t{x.nth});
        j.key("category");
        j.value(clock::to_string(x.category));
        j.key("expected_seconds");
        if (x.expected_seconds) j.value(static_cast<std::uint64_t>(*x.expected_seconds));
        else j.null();
        j.key("seen");
        if (x.seen) j.value(*x.seen);
        else j.null();
        j.end_object();
    }
    if (!e.by_laws.empty()) {
        j.key("by_laws");
        j.value(std::string_view(e.by_laws));
    }
    if (e.can_mate) {
        j.key("can_mate");
        j.begin_object();
        j.key("verdict");
        j.value(analysis::name(e.can_mate->verdict));
        j.end_object();
    }
    if (e.end) {
        j.key("end");
        j.begin_object();
        j.key("kind");
        j.value(name(e.end->kind));
        j.key("result");
        j.value(e.end->result);
        j.end_object();
    }
    if (e.claim) {
        j.key("claim");
        j.begin_object();
        j.key("claimant");
        j.value(name(e.claim->claimant));
        j.end_object();
    }
    if (e.clock_finding) {
        const clock::finding& f = *e.clock_finding;
        j.key("clock");
        j.begin_object();
        j.key("kind");
        j.value(clock::to_string(f.kind));
        j.key("side");
        j.value(name(f.side));
        j.key("recorded_ms");
        if (f.recorded_ms < 0) j.null();
        else j.value(static_cast<std::uint64_t>(f.recorded_ms));
        j.key("expected_ms");
        if (f.expected_ms < 0) j.null();
        else j.value(static_cast<std::uint64_t>(f.expected_ms));
        j.end_object();
    }
    if (e.flag) {
        j.key("flag");
        j.begin_object();
        j.key("side");
        j.value(name(e.flag->side));
        j.end_object();
    }
    if (e.result) {
        j.key("result");
        j.begin_object();
        j.key("kind");
        j.value(name(e.result->kind));
        j.key("recorded");
        j.value(std::string_view(e.result->result));
        j.key("by_laws");
        if (e.result->by_laws.empty()) j.null();
        else j.value(std::string_view(e.result->by_laws));
        j.end_object();
    }
    j.end_object();
    std::string out = j.take();
    out += '\n';
    return out;
}

} // namespace chesslaw::report
