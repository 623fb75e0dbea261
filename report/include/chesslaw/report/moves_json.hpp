#pragma once
//! The JSON of a position's legal moves — what `chesslaw moves --json` prints (laid out by
//! report::indented), written by the one writer:
//!
//!   {"fen" (the position), "side_to_move": "white"|"black", "in_check": bool,
//!    "status": "ongoing"|"checkmate"|"stalemate", "moves": [UCI…] (as given: the CLI sorts them),
//!    "count": N}

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/report/json_writer.hpp>

namespace chesslaw::report {

constexpr std::string_view status_name(game_status s) noexcept {
    switch (s) {
    case game_status::ongoing: return "ongoing";
    case game_status::checkmate: return "checkmate";
    case game_status::stalemate: return "stalemate";
    }
    return "ongoing";
}

//! Position p and its legal moves `moves` (UCI text, in the order they are to be listed).
inline void write_moves(json_writer& j, const position& p, std::span<const std::string> moves) {
    j.begin_object();
    j.key("fen");
    j.value(std::string_view(to_fen_string(p)));
    j.key("side_to_move");
    j.value(name(p.side_to_move));
    j.key("in_check");
    j.value(in_check(p));
    j.key("status");
    j.value(status_name(status(p)));
    j.key("moves");
    j.begin_array();
    for (const std::string& m : moves) j.value(std::string_view(m));
    j.end_array();
    j.key("count");
    j.value(std::uint64_t{moves.size()});
    j.end_object();
}

} // namespace chesslaw::report
