#pragma once
//! UCI move errors in words: "move 'e2e9': destination square is not a square name ('9' at offset
//! 3)". core/uci.hpp reads UCI text into typed values (uci_error: code, offset, character); this is
//! the one place that words them, in namespace chesslaw beside uci_error so that argument-dependent
//! lookup finds them (uci() words its exception so).

#include <string>
#include <string_view>

#include <chesslaw/core/uci.hpp>

namespace chesslaw {

//! The reason alone: "destination square is not a square name ('9' at offset 3)".
inline std::string describe(const uci_error& e) {
    std::string m;
    // Printable ASCII quoted, any other byte (NUL, invalid UTF-8…) as "byte 0xNN".
    const std::string ch = [&] {
        const auto u = static_cast<unsigned char>(e.character);
        if (u >= 0x20 && u < 0x7f) return std::string("'") + e.character + "'";
        constexpr char hex[] = "0123456789ABCDEF";
        return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
    }();
    switch (e.code) {
    case uci_errc::bad_length: m += "expected 4 or 5 characters (like e2e4 or e7e8q)"; break;
    case uci_errc::bad_from: m += "origin square is not a square name (" + ch + " at offset " + std::to_string(e.offset) + ")"; break;
    case uci_errc::bad_to: m += "destination square is not a square name (" + ch + " at offset " + std::to_string(e.offset) + ")"; break;
    case uci_errc::bad_promotion: m += "promotion piece " + ch + " is not one of q, r, b, n (a pawn becomes a queen, rook, bishop or knight)"; break;
    case uci_errc::null_move: m += "\"0000\" (null move) is not a move"; break;
    }
    return m;
}

//! The error in words, after "move" and the text quoted when given: "move 'e2e9': destination
//! square is not a square name ('9' at offset 3)".
inline std::string to_string(const uci_error& e, std::string_view text = {}) {
    std::string m = "move";
    if (!text.empty()) m += " '" + std::string(text) + "'";
    return m + ": " + describe(e);
}

} // namespace chesslaw
