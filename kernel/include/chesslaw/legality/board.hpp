#pragma once
//! A lenient board reader for the reachability analysis (3.10.3).
//!
//! parse_fen() refuses a placement that breaks structural requirements (nine pawns, no king, the
//! side not to move in check, castling rights without their pieces, an impossible en-passant
//! square): moves are not defined there. The analysis wants a verdict *about* such a board, so
//! this reader checks only the syntax of the fields and leaves every structural fault to the
//! arguments (legality/facts.hpp, analyse.hpp), which report them with their squares. The rights are
//! stored as written (even without king or rook), the en-passant square as written (any square).
//! Bad syntax still gets parse_fen's typed error (field, character, offset).
//!
//! read_board_with() is the same reader with the repairs a caller may want, each reported as the
//! fen_error strict reading would give (fen_reading::repaired(), in text order): `board_as_written`
//! for the 3.10.3 verdict (the castling rights as written — a right without its king or rook is an
//! argument for "illegal", not something to mend), `board_lenient` for a board whose moves are
//! then played (a right without its pieces would give castling moves that do not exist).
//! read_position_with() reads a position for play: this syntax first, then parse_fen's structure.

#include <cstddef>
#include <optional>
#include <string_view>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw::legality {

//! What read_board_with repairs (each repair reported, never silent).
struct board_options {
    //! Chess960 (Guidelines II): KQkq name the outermost rooks (also implied by a castling field
    //! naming rook files).
    bool chess960 = false;
    //! A castling right whose king or rook is not on its square (castling_right_fault) is dropped.
    bool drop_stale_castling = false;
    //! A fullmove number of 0 (seen in puzzle files) is read as 1.
    bool fullmove_zero_as_one = false;
};

//! For the 3.10.3 verdict: the board as written. Castling rights and the en-passant square are
//! kept as the text gives them, so the analysis rules on them (castling_without_king /
//! castling_without_rook, ep_wrong_rank / ep_no_pawn / ep_not_empty / ep_check); only a fullmove
//! number of 0 is read as 1 (the clocks take no part in the verdict).
inline constexpr board_options board_as_written{false, false, true};
//! For a board whose moves are played without a structural check (`chesslaw mate`): stale
//! castling rights dropped and a fullmove number of 0 read as 1, as other chess software reads them.
inline constexpr board_options board_lenient{false, true, true};

//! Reads FEN text as a board (read_board: syntax only, the same errors) with the repairs `opt`
//! allows, each in fen_reading::repairs as the fen_error strict reading reports (castling_no_king,
//! castling_no_rook or castling_king_off_rank for a dropped right, its letter as written;
//! number_out_of_range in the fullmove-number field for a 0), in the order of the text.
constexpr expected<fen_reading, fen_error> read_board_with(std::string_view text, const board_options& opt) {
    const auto split = chesslaw::detail::split_fen(text);
    if (!split) return unexpected{split.error()};
    const chesslaw::detail::fen_fields& fields = *split;
    fen_reading out;
    position& p = out.pos;
    if (const auto e = chesslaw::detail::read_placement(fields, p)) return unexpected{*e};
    if (const auto e = chesslaw::detail::read_side(fields, p)) return unexpected{*e};
    castling dropped = castling::none;
    const auto check = [&](color who, side s, char letter, std::size_t off) -> std::optional<fen_error> {
        if (!opt.drop_stale_castling) return std::nullopt;
        const castling right = castling_right(who, s);
        auto fault = castling_right_fault(p, right, off);
        if (fault) {
            fault->character = letter; // as written: a file letter in Shredder-FEN
            dropped = dropped | right;
            out.repairs[out.repair_count++] = *fault;
        }
        return std::nullopt; // added by read_castling, taken away below
    };
    p.chess960 = opt.chess960 || chesslaw::detail::names_rook_files(fields.text[2]);
    if (const auto e = chesslaw::detail::read_castling(fields, p, check)) return unexpected{*e};
    p.rights = p.rights & ~dropped;
    out.dropped_rights = dropped;
    const auto ep = chesslaw::detail::read_ep_square(fields);
    if (!ep) return unexpected{ep.error()};
    p.en_passant = *ep;
    if (const auto e = chesslaw::detail::read_clocks(fields, p, true)) return unexpected{*e};
    if (opt.fullmove_zero_as_one && fields.count == 6 && p.fullmove_number == 0) {
        p.fullmove_number = 1;
        out.fullmove_was_zero = true;
        out.repairs[out.repair_count++] = fen_error{fen_errc::number_out_of_range, fen_field::fullmove_number, fields.offset[5]};
    }
    return out;
}

//! Reads FEN text as a board: syntax only, nothing repaired. 6 fields or the first 4 (EPD style).
//! `chess960` (or a castling field naming rook files) makes it a Chess960 board: KQkq name the
//! outermost rooks. A fullmove number of 0 is kept as written (seen in the wild): the clocks take
//! no part in the verdict.
constexpr expected<position, fen_error> read_board(std::string_view text, bool chess960 = false) {
    const auto r = read_board_with(text, board_options{chess960, false, false});
    if (!r) return unexpected{r.error()};
    return r->pos;
}

//! Reads FEN text as a position moves are played in: the syntax of every field first (read_board,
//! so that a text that is not FEN gets the same error from every reader, whatever else is wrong
//! with it), then parse_fen_with's structural checks with the repairs `opt` allows (reported).
constexpr expected<fen_reading, fen_error> read_position_with(std::string_view text, const fen_options& opt) {
    if (const auto board = read_board(text, opt.chess960); !board) return unexpected{board.error()};
    return parse_fen_with(text, opt);
}

} // namespace chesslaw::legality
