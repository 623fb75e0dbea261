#pragma once
//! UCI move text: "e2e4", "e7e8q". Reading is strict (typed errors); castling is the king's
//! two-square move ("e1g1") in standard chess and the king onto its own rook ("e1h1", Stockfish's
//! UCI_Chess960 form) in a Chess960 position; en passant the pawn's diagonal step.

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw {

enum class uci_errc : std::uint8_t {
    bad_length,        //!< not 4 or 5 characters
    bad_from,          //!< characters 1–2 are not a square name
    bad_to,            //!< characters 3–4 are not a square name
    bad_promotion,     //!< 5th character not one of q r b n (3.7.5: queen, rook, bishop or knight)
    null_move,         //!< "0000": not a move
};

struct uci_error {
    uci_errc code{};
    std::size_t offset = 0; //!< 0-based offset of the offending character
    char character = 0;
    friend constexpr bool operator==(const uci_error&, const uci_error&) = default;
};

constexpr expected<move, uci_error> parse_uci(std::string_view t) {
    if (t == "0000") return unexpected{uci_error{uci_errc::null_move, 0, '0'}};
    if (t.size() != 4 && t.size() != 5) return unexpected{uci_error{uci_errc::bad_length, 0, 0}};
    const auto bad_at = [&](std::size_t base) {
        const bool file_ok = t[base] >= 'a' && t[base] <= 'h';
        return file_ok ? base + 1 : base;
    };
    const auto from = parse_square(t.substr(0, 2));
    if (!from) return unexpected{uci_error{uci_errc::bad_from, bad_at(0), t[bad_at(0)]}};
    const auto to = parse_square(t.substr(2, 2));
    if (!to) return unexpected{uci_error{uci_errc::bad_to, bad_at(2), t[bad_at(2)]}};
    promotion p = promotion::none;
    if (t.size() == 5) {
        switch (t[4]) {
        case 'q': p = promotion::queen; break;
        case 'r': p = promotion::rook; break;
        case 'b': p = promotion::bishop; break;
        case 'n': p = promotion::knight; break;
        default: return unexpected{uci_error{uci_errc::bad_promotion, 4, t[4]}};
        }
    }
    return move(*from, *to, p);
}

//! What uci() throws at run time for bad text: a std::invalid_argument whose what() is
//! to_string(error, text) (<chesslaw/prose/uci.hpp>), e.g. "move 'e2e9': destination square is not
//! a square name ('9' at offset 3)", with the typed error in error().
using bad_uci = bad_expected_access<uci_error>;

namespace detail {
//! Throws bad_uci for `t` (run time only: not constexpr, so reaching it while compiling fails).
//! A template, so that the words (to_string(uci_error, text), <chesslaw/prose/uci.hpp>, included
//! by <chesslaw/chesslaw.hpp>) are found by argument-dependent lookup where uci() is used.
template <class E>
[[noreturn]] void throw_bad_uci(std::string_view t, const E& e) {
    if constexpr (requires { std::string(to_string(e, t)); }) throw bad_expected_access<E>(std::string(to_string(e, t)), e);
    else throw bad_expected_access<E>(error_message(e), e);
}
} // namespace detail

//! Parses known-good UCI text (constants, tests); bad text is a compile error in constant
//! evaluation and throws bad_uci (a std::invalid_argument) at run time.
constexpr move uci(std::string_view t) {
    const auto r = parse_uci(t);
    if (!r) detail::throw_bad_uci(t, r.error());
    return *r;
}

struct uci_text {
    char data[6]{};
    std::size_t size = 0;
    constexpr std::string_view view() const noexcept { return {data, size}; }
    friend constexpr bool operator==(const uci_text& a, std::string_view b) noexcept { return a.view() == b; }
};

constexpr uci_text to_uci(move m) noexcept {
    uci_text out;
    const auto f = to_string(m.from()), t = to_string(m.to());
    out.data[0] = f.text[0]; out.data[1] = f.text[1]; out.data[2] = t.text[0]; out.data[3] = t.text[1];
    out.size = 4;
    if (m.is_promotion()) out.data[out.size++] = to_char(to_piece_type(m.promotion()));
    return out;
}

inline std::string to_uci_string(move m) { return std::string(to_uci(m).view()); }

} // namespace chesslaw
