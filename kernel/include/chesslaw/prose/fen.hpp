#pragma once
//! FEN errors and repairs in words: "placement field: rank 3 describes 9 squares (at offset 14)",
//! "castling right 'K' dropped: no white rook on h1 (at offset 47)". core/fen.hpp reads FEN into
//! typed values (fen_error: code, field, offset, character, square, side, count); this is the one
//! place that words them. The functions live in namespace chesslaw, beside fen_error, so that
//! argument-dependent lookup finds them (expected::value() and fen() word their exceptions so).

#include <string>
#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw {

constexpr std::string_view to_string(fen_field f) noexcept {
    constexpr std::string_view n[] = {"FEN", "placement field", "side-to-move field", "castling field",
                                      "en-passant field", "halfmove-clock field", "fullmove-number field"};
    return n[static_cast<int>(f)];
}

namespace detail {
//! 'x' for a printable ASCII character; a NUL, a control byte or a byte of UTF-8 (valid or not) as
//! "byte 0xNN", so that a message never carries raw bytes of hostile input.
inline std::string quote_char(char c) {
    const auto u = static_cast<unsigned char>(c);
    if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
    constexpr char hex[] = "0123456789ABCDEF";
    return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}
} // namespace detail

//! A readable message, e.g. "placement field: rank 3 describes 9 squares (at offset 14)".
inline std::string to_string(const fen_error& e) {
    std::string m(to_string(e.field));
    m += ": ";
    const auto ch = [&] { return detail::quote_char(e.character); };
    const auto sq = [&] { return std::string(to_string(e.sq).view()); };
    const std::string side(name(e.side));
    switch (e.code) {
    case fen_errc::empty: m += "empty text"; break;
    case fen_errc::field_count: m += "expected 6 fields (or 4, EPD style), found " + std::to_string(e.count); break;
    case fen_errc::empty_field: m += "empty field (extra space?)"; break;
    case fen_errc::unexpected_char: m += "unexpected " + ch(); break;
    case fen_errc::rank_count: m += "expected 8 ranks separated by '/', found " + std::to_string(e.count); break;
    case fen_errc::rank_too_long: m += "rank " + std::to_string(e.rank_no) + " describes " + std::to_string(e.count) + " squares"; break;
    case fen_errc::rank_too_short: m += "rank " + std::to_string(e.rank_no) + " describes " + std::to_string(e.count) + " squares"; break;
    case fen_errc::consecutive_digits: m += "rank " + std::to_string(e.rank_no) + ": two digits in a row (" + ch() + ")"; break;
    case fen_errc::king_count: m += side + " has " + std::to_string(e.count) + " kings, expected exactly 1"; break;
    case fen_errc::pawn_on_back_rank: m += "pawn on " + sq() + " (pawns never stand on rank 1 or 8)"; break;
    case fen_errc::too_many_pawns: m += side + " has " + std::to_string(e.count) + " pawns (at most 8)"; break;
    case fen_errc::too_many_pieces: m += side + " has " + std::to_string(e.count) + " pieces (at most 16)"; break;
    case fen_errc::opponent_in_check: m += side + " is in check but it is not " + side + "'s move"; break;
    case fen_errc::duplicate_right: m += ch() + " given twice"; break;
    case fen_errc::castling_no_king: m += ch() + " but the king is not on " + sq(); break;
    case fen_errc::castling_no_rook: m += ch() + " but no rook of that colour on " + sq(); break;
    case fen_errc::castling_king_off_rank: m += ch() + " but the " + side + " king (" + sq() + ") is not on its first rank"; break;
    case fen_errc::bad_square: m += "not a square name or '-'"; break;
    case fen_errc::ep_wrong_rank: m += sq() + " is not on the rank a pawn passes when the opponent moves"; break;
    case fen_errc::ep_no_pawn: m += "no pawn in front of " + sq() + " that could just have advanced two squares"; break;
    case fen_errc::ep_not_empty: m += sq() + " must be empty after a two-square advance"; break;
    case fen_errc::bad_number: m += "not a decimal number (" + ch() + ")"; break;
    case fen_errc::number_out_of_range: m += "number out of range"; break;
    case fen_errc::impossible_check:
        m += side + " to move is in check by " + std::to_string(e.count) + " piece(s) (one on " + sq() +
             ") in a way no legal move can produce";
        break;
    }
    m += " (at offset " + std::to_string(e.offset) + ")";
    return m;
}

//! A repair reported by parse_fen_with, in words: "castling right 'K' dropped: no white rook on h1
//! (at offset 47)", "castling right 'q' dropped: the black king is not on e8 (at offset 50)",
//! "fullmove number 0 read as 1 (at offset 56)".
inline std::string describe_repair(const fen_error& e) {
    std::string m;
    const std::string sq(to_string(e.sq).view()), side(name(e.side));
    switch (e.code) {
    case fen_errc::castling_no_king: m = "castling right " + detail::quote_char(e.character) + " dropped: the " + side + " king is not on " + sq; break;
    case fen_errc::castling_no_rook: m = "castling right " + detail::quote_char(e.character) + " dropped: no " + side + " rook on " + sq; break;
    case fen_errc::number_out_of_range: m = "fullmove number 0 read as 1"; break;
    default: m = to_string(e); return m;
    }
    return m + " (at offset " + std::to_string(e.offset) + ")";
}

} // namespace chesslaw
