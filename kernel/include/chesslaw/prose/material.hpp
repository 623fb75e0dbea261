#pragma once
//! The certain material rules (rules/material.hpp) in English: why a side cannot checkmate.
//! Header-only, constexpr, no I/O.

#include <string_view>

#include <chesslaw/rules/material.hpp>

namespace chesslaw::prose {

//! The rule in words, after the side's name ("White has a bare king") — or, for
//! same_colour_bishops, a sentence of its own; "" for none.
constexpr std::string_view describe(rules::cannot_mate_reason r) noexcept {
    switch (r) {
    case rules::cannot_mate_reason::bare_king: return "has a bare king";
    case rules::cannot_mate_reason::lone_minor: return "has a king and one minor piece against a bare king";
    case rules::cannot_mate_reason::same_colour_bishops: return "the men are kings and bishops, every bishop on squares of one colour";
    case rules::cannot_mate_reason::none: break;
    }
    return "";
}

} // namespace chesslaw::prose
