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
#include <string_view>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw::legality {

//! Reads FEN text as a board: syntax only. 6 fields or the first 4 (EPD style).
constexpr expected<position, fen_error> read_board(std::string_view text) {
    using E = fen_error;
    if (text.empty()) return unexpected{E{fen_errc::empty, fen_field::whole}};
    std::string_view fields[6];
    std::size_t offsets[6]{};
    int n = 0;
    std::size_t start = 0;
    for (std::size_t i = 0; i <= text.size(); ++i) {
        if (i == text.size() || text[i] == ' ') {
            if (i == start) return unexpected{E{fen_errc::empty_field, static_cast<fen_field>(n < 6 ? n + 1 : 0), i}};
            if (n < 6) {
                fields[n] = text.substr(start, i - start);
                offsets[n] = start;
            }
            ++n;
            start = i + 1;
        }
    }
    if (n != 6 && n != 4) return unexpected{E{fen_errc::field_count, fen_field::whole, 0, 0, 0, n}};

    position p;
    {
        const auto f = fen_field::placement;
        int r = 7, file_no = 0;
        bool last_digit = false;
        const std::string_view t = fields[0];
        for (std::size_t i = 0; i < t.size(); ++i) {
            const char c = t[i];
            const std::size_t off = offsets[0] + i;
            if (c == '/') {
                if (file_no < 8) return unexpected{E{fen_errc::rank_too_short, f, off, c, r + 1, file_no}};
                if (r == 0) return unexpected{E{fen_errc::rank_count, f, off, c, 0, 9}};
                --r;
                file_no = 0;
                last_digit = false;
            } else if (c >= '1' && c <= '8') {
                if (last_digit) return unexpected{E{fen_errc::consecutive_digits, f, off, c, r + 1}};
                file_no += c - '0';
                last_digit = true;
                if (file_no > 8) return unexpected{E{fen_errc::rank_too_long, f, off, c, r + 1, file_no}};
            } else if (const auto pc = piece_from_char(c)) {
                if (file_no >= 8) return unexpected{E{fen_errc::rank_too_long, f, off, c, r + 1, file_no + 1}};
                p.put(*pc, make_square(static_cast<file>(file_no), static_cast<rank>(r)));
                ++file_no;
                last_digit = false;
            } else {
                return unexpected{E{fen_errc::unexpected_char, f, off, c}};
            }
        }
        if (r != 0) return unexpected{E{fen_errc::rank_count, f, offsets[0] + t.size(), 0, 0, 8 - r}};
        if (file_no < 8) return unexpected{E{fen_errc::rank_too_short, f, offsets[0] + t.size(), 0, 1, file_no}};
    }
    {
        const std::string_view t = fields[1];
        if (t == "w") p.side_to_move = color::white;
        else if (t == "b") p.side_to_move = color::black;
        else {
            const std::size_t bad = (t.size() > 1 && (t[0] == 'w' || t[0] == 'b')) ? 1 : 0;
            return unexpected{E{fen_errc::unexpected_char, fen_field::side_to_move, offsets[1] + bad, t[bad]}};
        }
    }
    {
        const std::string_view t = fields[2];
        if (t != "-") {
            for (std::size_t i = 0; i < t.size(); ++i) {
                const char c = t[i];
                const std::size_t off = offsets[2] + i;
                castling right{};
                switch (c) {
                case 'K': right = castling::white_king; break;
                case 'Q': right = castling::white_queen; break;
                case 'k': right = castling::black_king; break;
                case 'q': right = castling::black_queen; break;
                default: return unexpected{E{fen_errc::unexpected_char, fen_field::castling, off, c}};
                }
                if (has(p.rights, right)) return unexpected{E{fen_errc::duplicate_right, fen_field::castling, off, c}};
                p.rights = p.rights | right;
            }
        }
    }
    {
        const std::string_view t = fields[3];
        if (t != "-") {
            const auto sq = parse_square(t);
            if (!sq) {
                std::size_t bad = 0;
                if (!t.empty() && t[0] >= 'a' && t[0] <= 'h') bad = 1;
                if (bad == 1 && t.size() > 1 && t[1] >= '1' && t[1] <= '8') bad = 2;
                const char c = bad < t.size() ? t[bad] : 0;
                return unexpected{E{fen_errc::bad_square, fen_field::en_passant, offsets[3] + bad, c}};
            }
            p.en_passant = *sq;
        }
    }
    if (n == 6) {
        const auto h = chesslaw::detail::parse_number(fields[4], offsets[4], fen_field::halfmove_clock, 65535);
        if (!h) return unexpected{h.error()};
        const auto fm = chesslaw::detail::parse_number(fields[5], offsets[5], fen_field::fullmove_number, 65535);
        if (!fm) return unexpected{fm.error()};
        p.halfmove_clock = static_cast<std::uint16_t>(*h);
        // Kept as written, even 0 (seen in the wild): the clocks take no part in the verdict.
        p.fullmove_number = static_cast<std::uint16_t>(*fm);
    }
    return p;
}

} // namespace chesslaw::legality
