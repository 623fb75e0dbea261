#pragma once
//! Core value types: colour, piece, file, rank, square, castling rights.
//! Constexpr, strongly typed, no clause logic (see rules/ for that).

#include <cstdint>
#include <optional>
#include <string_view>

namespace chesslaw {

enum class color : std::uint8_t { white = 0, black = 1 };

constexpr color operator~(color c) noexcept { return c == color::white ? color::black : color::white; }
constexpr int index(color c) noexcept { return static_cast<int>(c); }

enum class piece_type : std::uint8_t { pawn = 0, knight, bishop, rook, queen, king };
constexpr int index(piece_type t) noexcept { return static_cast<int>(t); }

//! A coloured piece, or none. Values: white pawn..king = 0..5, black pawn..king = 6..11, none = 12.
enum class piece : std::uint8_t {
    white_pawn, white_knight, white_bishop, white_rook, white_queen, white_king,
    black_pawn, black_knight, black_bishop, black_rook, black_queen, black_king,
    none
};

constexpr piece make_piece(color c, piece_type t) noexcept {
    return static_cast<piece>(index(c) * 6 + index(t));
}
constexpr piece_type type_of(piece p) noexcept { return static_cast<piece_type>(static_cast<int>(p) % 6); }
constexpr color color_of(piece p) noexcept { return static_cast<int>(p) >= 6 ? color::black : color::white; }

//! FEN letter of a piece: PNBRQK for white, pnbrqk for black.
constexpr char to_char(piece p) noexcept {
    constexpr std::string_view letters = "PNBRQKpnbrqk.";
    return letters[static_cast<std::size_t>(p)];
}
constexpr std::optional<piece> piece_from_char(char c) noexcept {
    constexpr std::string_view letters = "PNBRQKpnbrqk";
    const auto i = letters.find(c);
    if (i == std::string_view::npos) return std::nullopt;
    return static_cast<piece>(i);
}
//! Lower-case letter of a piece type (p n b r q k), as used in UCI promotions.
constexpr char to_char(piece_type t) noexcept { return "pnbrqk"[index(t)]; }
constexpr std::string_view name(piece_type t) noexcept {
    constexpr std::string_view names[] = {"pawn", "knight", "bishop", "rook", "queen", "king"};
    return names[index(t)];
}
constexpr std::string_view name(color c) noexcept { return c == color::white ? "white" : "black"; }

enum class file : std::uint8_t { a, b, c, d, e, f, g, h };
enum class rank : std::uint8_t { r1, r2, r3, r4, r5, r6, r7, r8 };
constexpr int index(file f) noexcept { return static_cast<int>(f); }
constexpr int index(rank r) noexcept { return static_cast<int>(r); }

// clang-format off
enum class square : std::uint8_t {
    a1, b1, c1, d1, e1, f1, g1, h1,
    a2, b2, c2, d2, e2, f2, g2, h2,
    a3, b3, c3, d3, e3, f3, g3, h3,
    a4, b4, c4, d4, e4, f4, g4, h4,
    a5, b5, c5, d5, e5, f5, g5, h5,
    a6, b6, c6, d6, e6, f6, g6, h6,
    a7, b7, c7, d7, e7, f7, g7, h7,
    a8, b8, c8, d8, e8, f8, g8, h8,
    none
};
// clang-format on

constexpr int index(square s) noexcept { return static_cast<int>(s); }
constexpr square make_square(file f, rank r) noexcept { return static_cast<square>(index(r) * 8 + index(f)); }
constexpr square square_at(int i) noexcept { return static_cast<square>(i); }
constexpr file file_of(square s) noexcept { return static_cast<file>(index(s) & 7); }
constexpr rank rank_of(square s) noexcept { return static_cast<rank>(index(s) >> 3); }
constexpr bool is_valid(square s) noexcept { return index(s) < 64; }

//! The rank as seen by `c`: rank 1 is the first rank of that player (rank 8 for black).
constexpr rank relative_rank(color c, rank r) noexcept {
    return c == color::white ? r : static_cast<rank>(7 - index(r));
}
constexpr rank relative_rank(color c, square s) noexcept { return relative_rank(c, rank_of(s)); }

constexpr char to_char(file f) noexcept { return static_cast<char>('a' + index(f)); }
constexpr char to_char(rank r) noexcept { return static_cast<char>('1' + index(r)); }

//! Two-letter name, e.g. "e4"; "-" for none.
struct square_name {
    char text[3]{};
    constexpr std::string_view view() const noexcept { return text[1] ? std::string_view(text, 2) : std::string_view(text, 1); }
};
constexpr square_name to_string(square s) noexcept {
    if (!is_valid(s)) return square_name{{'-', 0, 0}};
    return square_name{{to_char(file_of(s)), to_char(rank_of(s)), 0}};
}
constexpr std::optional<square> parse_square(std::string_view t) noexcept {
    if (t.size() != 2 || t[0] < 'a' || t[0] > 'h' || t[1] < '1' || t[1] > '8') return std::nullopt;
    return make_square(static_cast<file>(t[0] - 'a'), static_cast<rank>(t[1] - '1'));
}

//! Castling rights as a bit set: white king side, white queen side, black king side, black queen side.
enum class castling : std::uint8_t { none = 0, white_king = 1, white_queen = 2, black_king = 4, black_queen = 8, all = 15 };
constexpr castling operator|(castling a, castling b) noexcept { return static_cast<castling>(static_cast<int>(a) | static_cast<int>(b)); }
constexpr castling operator&(castling a, castling b) noexcept { return static_cast<castling>(static_cast<int>(a) & static_cast<int>(b)); }
constexpr castling operator~(castling a) noexcept { return static_cast<castling>(~static_cast<int>(a) & 15); }
constexpr bool has(castling set, castling right) noexcept { return (set & right) != castling::none; }

enum class side : std::uint8_t { king_side, queen_side };
constexpr castling castling_right(color c, side s) noexcept {
    if (c == color::white) return s == side::king_side ? castling::white_king : castling::white_queen;
    return s == side::king_side ? castling::black_king : castling::black_queen;
}

//! Where castling on side s leaves the king and the rook: g1/f1 and c1/d1 (g8/f8, c8/d8), the same
//! squares in standard chess (3.8.2) and in Chess960 (Guidelines II.3.2.5.2, II.3.2.6).
constexpr square castling_king_to(color c, side s) noexcept {
    return make_square(s == side::king_side ? file::g : file::c, c == color::white ? rank::r1 : rank::r8);
}
constexpr square castling_rook_to(color c, side s) noexcept {
    return make_square(s == side::king_side ? file::f : file::d, c == color::white ? rank::r1 : rank::r8);
}

} // namespace chesslaw
