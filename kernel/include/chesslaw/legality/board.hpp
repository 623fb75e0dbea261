#pragma once
//! A lenient board reader for the reachability analysis (3.10.3).
//!
//! parse_fen() refuses a placement that breaks structural requirements (nine pawns, no king, the
//! side not to move in check, castling rights without their pieces, an impossible en-passant
//! square): moves are not defined there. The analysis wants a verdict *about* such a board, so
//! this reader checks only the syntax of the fields and leaves every structural fault to the
//! arguments (legality/arguments.hpp), which report them with their squares. The rights are
//! stored as written (even without king or rook), the en-passant square as written (any square).
//! Bad syntax still gets parse_fen's typed error (field, character, offset).

#include <cstddef>
#include <optional>
#include <string_view>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw::legality {

//! Reads FEN text as a board: syntax only. 6 fields or the first 4 (EPD style). `chess960` (or
//! a castling field naming rook files) makes it a Chess960 board: KQkq name the outermost rooks.
constexpr expected<position, fen_error> read_board(std::string_view text, bool chess960 = false) {
    const auto split = chesslaw::detail::split_fen(text);
    if (!split) return unexpected{split.error()};
    const chesslaw::detail::fen_fields& fields = *split;
    position p;
    if (const auto e = chesslaw::detail::read_placement(fields, p)) return unexpected{*e};
    if (const auto e = chesslaw::detail::read_side(fields, p)) return unexpected{*e};
    const auto any_right = [](color, side, char, std::size_t) -> std::optional<fen_error> { return std::nullopt; };
    p.chess960 = chess960 || chesslaw::detail::names_rook_files(fields.text[2]);
    if (const auto e = chesslaw::detail::read_castling(fields, p, any_right)) return unexpected{*e};
    const auto ep = chesslaw::detail::read_ep_square(fields);
    if (!ep) return unexpected{ep.error()};
    p.en_passant = *ep;
    // Kept as written, even a fullmove number of 0 (seen in the wild): the clocks take no part in
    // the verdict.
    if (const auto e = chesslaw::detail::read_clocks(fields, p, true)) return unexpected{*e};
    return p;
}

} // namespace chesslaw::legality
