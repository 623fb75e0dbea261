#pragma once
//! Words every audit report shares (text, JSON, HTML): who played a game, where, and squares as
//! people write them. Header-only, no I/O, no dependency beyond the kernel.

#include <string>
#include <string_view>

#include <chesslaw/core/types.hpp>
#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::report {

//! "e4": a square's name.
inline std::string square_name(square s) { return std::string(to_string(s).view()); }

//! A tag's value as UTF-8, "?" when the game has no such tag.
inline std::string tag_text(const pgn::game& g, std::string_view tag_name) {
    const auto v = g.tag_value(tag_name);
    return v ? pgn::to_utf8(*v) : std::string("?");
}

//! "White – Black, Event, round R": who played, where.
inline std::string game_label(const pgn::game& g) {
    std::string s = tag_text(g, "White") + " \u2013 " + tag_text(g, "Black");
    const std::string event = tag_text(g, "Event");
    const std::string round = tag_text(g, "Round");
    if (event != "?" && !event.empty()) s += ", " + event;
    if (round != "?" && round != "-" && !round.empty()) s += ", round " + round;
    return s;
}

//! "a1 h8": squares, space-separated. Appended piece by piece, not `" " + square_name(q)`: GCC 12
//! at -O3 (plain Release) raises a false -Wrestrict on that operator+'s inlined memcpy (GCC bug 105329).
inline std::string squares_text(const auto& squares) {
    std::string out;
    for (const square q : squares) {
        if (!out.empty()) out += ' ';
        out += square_name(q);
    }
    return out;
}

} // namespace chesslaw::report
