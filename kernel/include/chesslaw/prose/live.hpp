#pragma once
//! English for the events of a live game (audit/live.hpp) and the input problems of a watched
//! broadcast (audit/live_input.hpp): the only place `chesslaw watch` gets its words.
//!
//!   chesslaw::prose::describe(const audit::live_event&) -> std::string
//!       "Ke4 by white (3.8.1): not counted as white's completed illegal move: …"
//!   chesslaw::prose::event_line(file, game_key, event) -> std::string   (a terminal's line, no '\n')
//!       "round1.pgn:45:12: event 7 dgt_end_signal, game A|1.1|1|X|Y, ply 97 Ke4 (revises 5): …"
//!   chesslaw::prose::problem_line(path, problem, error, errno_value) -> std::string
//!       "games.pgn:3:1: input unreadable_game: …"

#include <cstdint>
#include <cstring>
#include <optional>
#include <string>
#include <string_view>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/live_input.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/clock.hpp>
#include <chesslaw/prose/irregular.hpp>
#include <chesslaw/prose/pgn.hpp>

namespace chesslaw::prose {

//! The end of a game in words.
constexpr std::string_view end_words(audit::end_kind k) noexcept {
    switch (k) {
    case audit::end_kind::checkmate: return "checkmate";
    case audit::end_kind::stalemate: return "stalemate";
    case audit::end_kind::dead_position: return "a dead position: neither player can checkmate by any series of legal moves";
    case audit::end_kind::fivefold_repetition: return "the same position for the fifth time";
    case audit::end_kind::seventy_five_moves: return "75 moves by each player without a capture or a pawn move";
    }
    return "?";
}

//! One live event in a sentence (its place, id and game are the line's: event_line).
inline std::string describe(const audit::live_event& e) {
    using K = audit::live_event_kind;
    std::string s;
    switch (e.kind) {
    case K::breach: s = e.written + " breaks the Laws"; break;
    case K::illegal_move_counted:
    case K::dgt_end_signal:
        s = e.written + (e.irregular ? ": " + describe(*e.irregular) : std::string());
        if (!e.by_laws.empty()) s += "; by the Laws " + e.by_laws;
        if (e.can_mate) s += "; can the opponent checkmate: " + std::string(analysis::name(e.can_mate->verdict));
        break;
    case K::claim_available:
        s = e.claim ? std::string(name(e.claim->claimant)) + " may claim a draw now, and the claim would be correct" : std::string("a draw may be claimed now");
        break;
    case K::game_end:
        s = "the game is over: " + (e.end ? std::string(end_words(e.end->kind)) : std::string("?")) + (e.by_laws.empty() ? "" : ", " + e.by_laws);
        break;
    case K::moves_after_end: s = e.written + " is recorded after the end of the game: the moves from it do not count"; break;
    case K::flag:
        s = e.flag ? describe(*e.flag) : std::string("a clock reached zero");
        if (e.can_mate)
            s += e.can_mate->verdict == analysis::mate_verdict::cannot ? "; the opponent cannot checkmate by any series of legal moves: drawn (6.9)"
                 : e.can_mate->verdict == analysis::mate_verdict::can ? "; the opponent can checkmate: the game is lost if the flag is observed or claimed (6.9)"
                                                                     : "; whether the opponent can checkmate is not decided";
        break;
    case K::clock: s = e.clock_finding ? describe(*e.clock_finding) : std::string("a clock finding"); break;
    case K::result_contradicts:
        s = e.result ? "the recorded result " + e.result->result + " is against the Laws" + (e.result->by_laws.empty() ? "" : " (by the Laws " + e.result->by_laws + ")")
                     : std::string("the recorded result is against the Laws");
        break;
    case K::record_revised:
        s = "event " + (e.revises ? std::to_string(*e.revises) : std::string("?")) + " (" +
            (e.revised_kind ? std::string(name(*e.revised_kind)) : std::string("?")) + ") no longer holds: the record changed";
        break;
    }
    if (!e.clauses.empty()) {
        s += " [";
        for (std::size_t i = 0; i < e.clauses.size(); ++i) s += (i ? " " : "") + std::string(e.clauses[i].id());
        s += "]";
    }
    return s;
}

//! A terminal's line for an event, in the audit's file:line:column style (1-based ply as in the
//! JSON; `e.id` and `e.revises` as the caller numbers them: the log's ids).
inline std::string event_line(std::string_view file, std::string_view game_key, const audit::live_event& e, std::uint64_t ply_1based) {
    std::string s(file);
    if (e.at.line > 0) s += ":" + pgn::to_string(e.at);
    s += ": event " + std::to_string(e.id) + " " + std::string(name(e.kind)) + ", game " + std::string(game_key) + ", ply " + std::to_string(ply_1based);
    if (e.revises && e.kind != audit::live_event_kind::record_revised) s += " (revises " + std::to_string(*e.revises) + ")";
    return s + ": " + describe(e);
}

//! An input problem in a sentence.
inline std::string describe(audit::input_problem k, const std::optional<pgn::pgn_error>& error, int errno_value, std::uint64_t count = 1) {
    using P = audit::input_problem;
    switch (k) {
    case P::unreadable_game: {
        std::string s = "a game cannot be read";
        if (error) s += ": " + describe(*error);
        if (count > 1) s += " (and " + std::to_string(count - 1) + " more unreadable games in this file)";
        return s + "; the moves before it are judged";
    }
    case P::not_a_file: return "neither a file nor a folder that can be followed (or a file replaced by a folder): not read";
    case P::permission_denied: return "cannot be opened: permission denied; read again when it can";
    case P::missing: return "does not exist (any more); read again when it appears";
    case P::read_error: return std::string("cannot be read: ") + (errno_value ? std::strerror(errno_value) : "error") + "; read again at the next change";
    case P::too_large: return "larger than the limit read (--max-file-bytes): not read";
    }
    return "?";
}

//! A terminal's line for an input problem.
inline std::string problem_line(std::string_view path, audit::input_problem k, const std::optional<pgn::pgn_error>& error, int errno_value,
                                std::uint64_t count = 1) {
    std::string s(path);
    if (error && error->at.line > 0) s += ":" + pgn::to_string(error->at);
    return s + ": input " + std::string(name(k)) + ": " + describe(k, error, errno_value, count);
}

} // namespace chesslaw::prose
