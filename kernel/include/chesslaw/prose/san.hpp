#pragma once
//! SAN reading errors in words: "SAN 'Nf9': no target square ('9' at offset 2)". notation/san.hpp
//! reads SAN into typed values (san_error: code, offset, character); this is the one place that
//! words them, in namespace chesslaw beside san_error so that argument-dependent lookup finds them
//! (expected<move, san_error>::value() words its exception so when this header is included).

#include <string>
#include <string_view>

#include <chesslaw/notation/san.hpp>

namespace chesslaw {

inline std::string to_string(const san_error& e, std::string_view text = {}) {
    std::string m = "SAN";
    if (!text.empty()) m += " '" + std::string(text) + "'";
    m += ": ";
    const std::string ch = e.character ? std::string("'") + e.character + "'" : std::string("end of text");
    const std::string at = " (" + ch + " at offset " + std::to_string(e.offset) + ")";
    switch (e.code) {
    case san_errc::empty: m += "empty move text"; break;
    case san_errc::null_move: m += "a null move (--, Z0, 0000) is not a move"; break;
    case san_errc::bad_piece: m += "does not start with a piece letter (K Q R B N, or P), a file a-h, or O-O" + at; break;
    case san_errc::unexpected_character: m += "unexpected character" + at; break;
    case san_errc::missing_target: m += "no target square" + at; break;
    case san_errc::bad_castling: m += "malformed castling, expected O-O or O-O-O" + at; break;
    case san_errc::misplaced_capture_mark: m += "capture mark not directly before the target square" + at; break;
    case san_errc::pawn_capture_without_file: m += "a pawn capture names the file the pawn comes from (like exd5)" + at; break;
    case san_errc::bad_promotion_piece: m += "promotion piece is not one of Q, R, B, N (a pawn becomes a queen, rook, bishop or knight)" + at; break;
    case san_errc::promotion_not_pawn: m += "only a pawn is promoted" + at; break;
    case san_errc::promotion_rank: m += "a pawn is promoted only on the last rank (1 or 8)" + at; break;
    case san_errc::evaluation_symbol: m += "an evaluation symbol (like +- or =+) is not part of a move; separate it or use a NAG" + at; break;
    case san_errc::bad_annotation: m += "annotation is not one of ! ? !! ?? !? ?!" + at; break;
    case san_errc::no_legal_move: m += "names no legal move in this position"; break;
    case san_errc::ambiguous: m += "ambiguous: two or more legal moves fit"; break;
    case san_errc::missing_promotion: m += "the pawn reaches the last rank but no promotion piece is named (3.7.5)"; break;
    }
    return m;
}

} // namespace chesslaw
