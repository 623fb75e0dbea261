// chesslaw reference oracle: an independent, deliberately simple legal move
// generator for standard chess, written directly from the FIDE Laws of Chess,
// Article 3 ("The moves of the pieces"; clause numbers follow the 2014
// Russian edition, e.g. 3.7.4 = en passant, 3.8.2.2.1 = castling not
// out of / through / into attack).
//
// It shares no code with the chesslaw kernel and includes only the standard
// library.  It exists to be a differential oracle: clarity over speed.
//
// Design:
//   * 0x88 mailbox: square index = 16 * rank + file, rank 0 is the first rank
//     ("1"), file 0 is the a-file.  A square s is on the board iff (s & 0x88)
//     == 0, so off-board steps are detected without a border.
//   * Pieces are stored as their FEN letters (upper case = white), '.' empty.
//   * Legality (3.9) by "make the move on a copy, then ask whether the
//     mover's king is attacked".  Nothing clever: no pins, no check masks.
//
// Conventions that are not in Article 3 but are needed for FEN:
//   * The FEN en passant field names the square a capturing pawn would land
//     on.  from_fen() requires it to be consistent with a double step that
//     was just made (enemy pawn in front of it, it and the square behind it
//     empty); it yields a capture only if a pawn can legally make one.
//   * play() records the en passant square after EVERY double step (the
//     PGN-standard FEN convention), whether or not a capture is possible.
//     to_fen() prints the stored field unchanged.
//   * Castling rights whose king or rook is not on its original square
//     (e1/e8, a1/h1/a8/h8) are dropped by from_fen() (standard chess only;
//     X-FEN / Shredder-FEN letters are a parse_error).
//   * Chess960 (FIDE Laws, Guidelines II) is read by from_fen_chess960() only:
//     the castling field names each right's rook by its file (Shredder-FEN
//     "HAha"; KQkq = the outermost rook on that side of the king, X-FEN), and
//     castling is written king-takes-own-rook ("b1a1"), as UCI engines do in
//     Chess960 mode.  to_fen() writes such a board's rights as Shredder-FEN.
//   * Halfmove clock: reset by a pawn move or a capture, else +1.  Fullmove
//     number: +1 after Black's move.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

namespace chesslaw::oracle::reference {

namespace detail {

inline constexpr char empty = '.';

inline constexpr std::array<char, 128> empty_squares() {
    std::array<char, 128> a{};
    for (auto& c : a) c = empty;
    return a;
}

}  // namespace detail

// A position: the board (2.1-2.3), the side to move, and the FEN bookkeeping
// that Article 3 refers to (castling rights 3.8.2.1, en passant 3.7.4).
struct board {
    std::array<char, 128> squares = detail::empty_squares();  // 0x88, FEN letters
    bool white_to_move = true;
    bool castle_white_kingside = false;   // FEN 'K'
    bool castle_white_queenside = false;  // FEN 'Q'
    bool castle_black_kingside = false;   // FEN 'k'
    bool castle_black_queenside = false;  // FEN 'q'
    int en_passant = -1;                  // 0x88 square or -1
    int halfmove_clock = 0;
    int fullmove_number = 1;
    // Chess960 (Guidelines II): castling with the rook of each right from its
    // file (0 = a .. 7 = h), in the order of the flags above: white king side,
    // white queen side, black king side, black queen side.  Standard chess
    // (chess960 false): always 7, 0, 7, 0 (the a/h corners), unused.
    bool chess960 = false;
    std::array<int, 4> castle_rook_file{7, 0, 7, 0};

    friend bool operator==(const board&, const board&) = default;
};

struct parse_error {
    std::string what;
};

namespace detail {

// ---------------------------------------------------------------- squares

inline constexpr int square(int file, int rank) { return 16 * rank + file; }
inline constexpr int file_of(int sq) { return sq & 7; }
inline constexpr int rank_of(int sq) { return sq >> 4; }
inline constexpr bool on_board(int sq) { return sq >= 0 && sq < 128 && (sq & 0x88) == 0; }

// The piece letter on a 0x88 square (checked by the callers to be on the board).
inline char at(const board& b, int sq) { return b.squares[static_cast<std::size_t>(sq)]; }
inline char& at(board& b, int sq) { return b.squares[static_cast<std::size_t>(sq)]; }

inline std::string square_name(int sq) {
    return {static_cast<char>('a' + file_of(sq)), static_cast<char>('1' + rank_of(sq))};
}

inline constexpr int a1 = square(0, 0), c1 = square(2, 0), d1 = square(3, 0), e1 = square(4, 0),
                     f1 = square(5, 0), g1 = square(6, 0), h1 = square(7, 0), b1 = square(1, 0);
inline constexpr int a8 = square(0, 7), b8 = square(1, 7), c8 = square(2, 7), d8 = square(3, 7),
                     e8 = square(4, 7), f8 = square(5, 7), g8 = square(6, 7), h8 = square(7, 7);

// ---------------------------------------------------------------- pieces

inline constexpr bool is_white(char p) { return p >= 'A' && p <= 'Z'; }
inline constexpr bool is_black(char p) { return p >= 'a' && p <= 'z'; }
inline constexpr bool belongs_to(char p, bool white) { return white ? is_white(p) : is_black(p); }
inline constexpr char kind(char p) { return is_white(p) ? static_cast<char>(p - 'A' + 'a') : p; }
inline constexpr char coloured(char lower_kind, bool white) {
    return white ? static_cast<char>(lower_kind - 'a' + 'A') : lower_kind;
}

// Steps in 0x88 (+1 = one file right, +16 = one rank up).
inline constexpr std::array<int, 4> orthogonal_steps{1, -1, 16, -16};
inline constexpr std::array<int, 4> diagonal_steps{15, 17, -15, -17};
inline constexpr std::array<int, 8> king_steps{1, -1, 16, -16, 15, 17, -15, -17};
// 3.4: the queen moves along all eight lines (ranks, files and diagonals).
inline constexpr std::array<int, 8> queen_steps = king_steps;
// 3.6: the nearest squares not on the same rank, file or diagonal.
inline constexpr std::array<int, 8> knight_steps{33, 31, 18, 14, -14, -18, -31, -33};

// ---------------------------------------------------------------- attacks

// 3.1 (second sentence and its note): a piece attacks a square if, by
// Articles 3.2-3.8, it could capture an opposing piece standing there,
// EVEN IF that capture would leave its own king attacked.  Castling and the
// pawn's forward moves are not captures and so are not attacks; en passant
// only ever captures a pawn, never a king, so it is irrelevant here.
inline bool attacked_by(const board& b, int target, bool by_white) {
    // 3.7.3 pawn captures diagonally forward: a white pawn attacks from one
    // rank below (target - 15 or target - 17), a black one from one above.
    const char pawn = coloured('p', by_white);
    for (int step : by_white ? std::array<int, 2>{-15, -17} : std::array<int, 2>{15, 17}) {
        const int from = target + step;
        if (on_board(from) && at(b, from) == pawn) return true;
    }
    // 3.6 knight.
    for (int step : knight_steps) {
        const int from = target + step;
        if (on_board(from) && at(b, from) == coloured('n', by_white)) return true;
    }
    // 3.8.1 king: any adjoining square.
    for (int step : king_steps) {
        const int from = target + step;
        if (on_board(from) && at(b, from) == coloured('k', by_white)) return true;
    }
    // 3.2 / 3.4 / 3.5 bishop or queen along a diagonal, no jumping.
    for (int step : diagonal_steps) {
        for (int from = target + step; on_board(from); from += step) {
            const char p = at(b, from);
            if (p == empty) continue;
            if (p == coloured('b', by_white) || p == coloured('q', by_white)) return true;
            break;
        }
    }
    // 3.3 / 3.4 / 3.5 rook or queen along a rank or file, no jumping.
    for (int step : orthogonal_steps) {
        for (int from = target + step; on_board(from); from += step) {
            const char p = at(b, from);
            if (p == empty) continue;
            if (p == coloured('r', by_white) || p == coloured('q', by_white)) return true;
            break;
        }
    }
    return false;
}

inline int king_square(const board& b, bool white) {
    const char k = coloured('k', white);
    for (int sq = 0; sq < 128; ++sq)
        if (on_board(sq) && at(b, sq) == k) return sq;
    return -1;
}

// 3.9: a king is "in check" if attacked by one or more opposing pieces.
inline bool king_attacked(const board& b, bool white_king) {
    const int k = king_square(b, white_king);
    return k >= 0 && attacked_by(b, k, !white_king);
}

// ---------------------------------------------------------------- moves

struct move {
    int from;
    int to;
    char promotion;  // 0, or 'q' 'r' 'b' 'n' (3.7.5)
};

inline std::string uci(const move& m) {
    std::string s = square_name(m.from) + square_name(m.to);
    if (m.promotion != 0) s += m.promotion;
    return s;
}

// 3.7.1-3.7.5: a pawn move to `to`; reaching the last rank must be a
// promotion to a queen, rook, bishop or knight of the same colour (3.7.5).
inline void add_pawn_move(std::vector<move>& out, int from, int to, bool white) {
    const int last_rank = white ? 7 : 0;
    if (rank_of(to) == last_rank) {
        for (char p : {'q', 'r', 'b', 'n'}) out.push_back({from, to, p});
    } else {
        out.push_back({from, to, 0});
    }
}

inline void pawn_moves(const board& b, int from, std::vector<move>& out) {
    const bool white = b.white_to_move;
    const int forward = white ? 16 : -16;
    const int start_rank = white ? 1 : 6;  // a pawn on its 2nd rank has never moved

    // 3.7.1 one square straight forward onto an unoccupied square.
    const int one = from + forward;
    if (on_board(one) && at(b, one) == empty) {
        add_pawn_move(out, from, one, white);
        // 3.7.2 on its first move, two squares, both unoccupied.
        const int two = one + forward;
        if (rank_of(from) == start_rank && on_board(two) && at(b, two) == empty)
            out.push_back({from, two, 0});
    }
    for (int side : {-1, 1}) {
        const int to = from + forward + side;
        if (!on_board(to)) continue;
        // 3.7.3 capture diagonally forward on an adjacent file.
        if (belongs_to(at(b, to), !white)) add_pawn_move(out, from, to, white);
        // 3.7.4 en passant: the opposing pawn that has just advanced two
        // squares (recorded as b.en_passant = the square it passed over) is
        // captured as if it had moved only one square; allowed only on the
        // move immediately after that advance.
        const int passed_pawn = to - forward;
        if (to == b.en_passant && at(b, to) == empty &&
            at(b, passed_pawn) == coloured('p', !white))
            out.push_back({from, to, 0});
    }
}

// 3.2-3.5 bishop, rook and queen: any number of squares along the line, not
// over occupied squares; may end on an opposing piece (3.1 capture) but not
// on an own piece (3.1).
template <std::size_t N>
inline void slider_moves(const board& b, int from, const std::array<int, N>& steps,
                         std::vector<move>& out) {
    for (int step : steps) {
        for (int to = from + step; on_board(to); to += step) {
            const char p = at(b, to);
            if (belongs_to(p, b.white_to_move)) break;  // 3.1 own piece
            out.push_back({from, to, 0});
            if (p != empty) break;  // 3.1 capture; 3.5 cannot pass through it
        }
    }
}

// 3.6 knight, 3.8.1 king (adjoining squares): single steps.
template <std::size_t N>
inline void step_moves(const board& b, int from, const std::array<int, N>& steps,
                       std::vector<move>& out) {
    for (int step : steps) {
        const int to = from + step;
        if (on_board(to) && !belongs_to(at(b, to), b.white_to_move)) out.push_back({from, to, 0});
    }
}

// 3.8.2 castling: the king moves from its original square two squares
// towards a rook on its original square (same rank), and that rook moves to
// the square the king has just crossed.
//   3.8.2.1   the right is lost once the king or that rook has moved (the
//             right flags in `board`, maintained by make_move / from_fen);
//   3.8.2.2.1 not if the king's square, the square it crosses or the square
//             it lands on is attacked by an opposing piece;
//   3.8.2.2.2 not if any piece stands between the king and the rook.
inline void castling_moves_960(const board& b, std::vector<move>& out);

inline void castling_moves(const board& b, std::vector<move>& out) {
    if (b.chess960) return castling_moves_960(b, out);
    const bool white = b.white_to_move;
    const int rank = white ? 0 : 7;
    const int king_from = square(4, rank);
    const char king = coloured('k', white);
    const char rook = coloured('r', white);
    if (at(b, king_from) != king) return;

    struct wing {
        bool right;
        int rook_from;
        int king_to;
        int king_crosses;
    };
    const std::array<wing, 2> wings{
        wing{white ? b.castle_white_kingside : b.castle_black_kingside, square(7, rank),
             square(6, rank), square(5, rank)},
        wing{white ? b.castle_white_queenside : b.castle_black_queenside, square(0, rank),
             square(2, rank), square(3, rank)},
    };
    for (const wing& w : wings) {
        if (!w.right) continue;                                    // 3.8.2.1
        if (at(b, w.rook_from) != rook) continue;              // rook on its original square
        const int step = w.rook_from > king_from ? 1 : -1;
        bool clear = true;                                         // 3.8.2.2.2
        for (int sq = king_from + step; sq != w.rook_from; sq += step)
            if (at(b, sq) != empty) clear = false;
        if (!clear) continue;
        if (attacked_by(b, king_from, !white) ||                   // 3.8.2.2.1 out of,
            attacked_by(b, w.king_crosses, !white) ||              //           through,
            attacked_by(b, w.king_to, !white))                     //           into attack
            continue;
        out.push_back({king_from, w.king_to, 0});
    }
}

// Guidelines II.3 (Chess960): castling moves the king and the castling rook
// (the rook of the right, wherever the array put it) in one move; afterwards,
// as in standard chess, the king stands on g1 and the rook on f1 (king side,
// the rook's side towards h) or the king on c1 and the rook on d1 (queen
// side); g8/f8, c8/d8 for Black.  Written as the king moving onto its rook.
//   II.3.1 / 3.8.2.1  once, with the right still held (lost when the king or
//             that rook has moved; `board` keeps the flags);
//   3.8.2.2.2 every square between the king's start and end square and
//             between the rook's start and end square, both ends included,
//             must be vacant except for the king and the castling rook
//             (II.3.2.7.4-5: a square may stay filled by one of the two);
//   3.8.2.2.1 the king's start square, every square it passes and its end
//             square must not be attacked by an opposing piece;
//   3.9       and the king must not stand attacked after the move (legal()
//             plays it and looks: an opponent rook or queen behind the
//             castling rook on the first rank may see the king once the rook
//             has gone).
// The king may already stand on its end square (only the rook moves,
// II.3.2.4), the rook on its own (only the king moves, II.3.2.3), or both
// exchange squares (II.3.2.2).
inline void castling_moves_960(const board& b, std::vector<move>& out) {
    const bool white = b.white_to_move;
    const int rank = white ? 0 : 7;
    const int king_from = king_square(b, white);
    if (king_from < 0 || rank_of(king_from) != rank) return;
    const char rook = coloured('r', white);
    for (int wing = 0; wing < 2; ++wing) {  // 0: king side (g/f), 1: queen side (c/d)
        const bool right = white ? (wing == 0 ? b.castle_white_kingside : b.castle_white_queenside)
                                 : (wing == 0 ? b.castle_black_kingside : b.castle_black_queenside);
        if (!right) continue;
        const int rook_from = square(b.castle_rook_file[static_cast<std::size_t>((white ? 0 : 2) + wing)], rank);
        if (at(b, rook_from) != rook) continue;
        if (wing == 0 ? rook_from < king_from : rook_from > king_from) continue;  // on that side of the king
        const int king_to = square(wing == 0 ? 6 : 2, rank);
        const int rook_to = square(wing == 0 ? 5 : 3, rank);
        // Vacant from start to end (inclusive) for both pieces, but for the two themselves.
        const auto vacant_span = [&](int a, int c) {
            for (int sq = std::min(a, c); sq <= std::max(a, c); ++sq)
                if (sq != king_from && sq != rook_from && at(b, sq) != empty) return false;
            return true;
        };
        if (!vacant_span(king_from, king_to) || !vacant_span(rook_from, rook_to)) continue;
        bool attacked = false;  // start, path and end of the king
        for (int sq = std::min(king_from, king_to); sq <= std::max(king_from, king_to); ++sq)
            attacked = attacked || attacked_by(b, sq, !white);
        if (attacked) continue;
        out.push_back({king_from, rook_from, 0});
    }
}

// Every move allowed by 3.1-3.8 for the side to move, before the 3.9 test.
inline std::vector<move> pseudo_legal_moves(const board& b) {
    std::vector<move> out;
    out.reserve(64);
    for (int from = 0; from < 128; ++from) {
        if (!on_board(from)) continue;
        const char p = at(b, from);
        if (!belongs_to(p, b.white_to_move)) continue;
        switch (kind(p)) {
            case 'p': pawn_moves(b, from, out); break;
            case 'n': step_moves(b, from, knight_steps, out); break;              // 3.6
            case 'b': slider_moves(b, from, diagonal_steps, out); break;          // 3.2
            case 'r': slider_moves(b, from, orthogonal_steps, out); break;        // 3.3
            case 'q': slider_moves(b, from, queen_steps, out); break;             // 3.4
            case 'k': step_moves(b, from, king_steps, out); break;                // 3.8.1
            default: break;
        }
    }
    castling_moves(b, out);  // 3.8.2
    return out;
}

// Carry out a move generated above on a copy of the board, and keep the FEN
// bookkeeping up to date.
inline board make_move(const board& b, const move& m) {
    board n = b;
    const bool white = b.white_to_move;
    const char piece = at(b, m.from);
    const char captured = at(b, m.to);
    const bool is_pawn = kind(piece) == 'p';

    // Guidelines II.3: the king "captures" its own rook: king to g/c, rook to f/d.
    if (b.chess960 && kind(piece) == 'k' && captured == coloured('r', white)) {
        const bool kingside = file_of(m.to) > file_of(m.from);
        const int rank = rank_of(m.from);
        at(n, m.from) = empty;
        at(n, m.to) = empty;
        at(n, square(kingside ? 6 : 2, rank)) = piece;
        at(n, square(kingside ? 5 : 3, rank)) = captured;
        if (white) n.castle_white_kingside = n.castle_white_queenside = false;
        else n.castle_black_kingside = n.castle_black_queenside = false;
        n.en_passant = -1;
        n.halfmove_clock = b.halfmove_clock + 1;
        if (!white) n.fullmove_number = b.fullmove_number + 1;
        n.white_to_move = !white;
        return n;
    }

    // 3.1 the moved piece replaces any opposing piece on the arrival square.
    at(n, m.from) = empty;
    // 3.7.5 promotion: the pawn is exchanged for the chosen piece.
    at(n, m.to) = m.promotion != 0 ? coloured(m.promotion, white) : piece;

    // 3.7.4 en passant: a pawn moving diagonally onto an empty square is an
    // en passant capture; the captured pawn stands behind the arrival square.
    bool en_passant_capture = false;
    if (is_pawn && file_of(m.from) != file_of(m.to) && captured == empty) {
        at(n, m.to + (white ? -16 : 16)) = empty;
        en_passant_capture = true;
    }

    // 3.8.2 castling: a king move of two squares; the rook goes to the square
    // the king crossed.
    if (!b.chess960 && kind(piece) == 'k' && (m.to - m.from == 2 || m.from - m.to == 2)) {
        const bool kingside = m.to > m.from;
        const int rook_from = kingside ? m.from + 3 : m.from - 4;
        const int rook_to = kingside ? m.from + 1 : m.from - 1;
        at(n, rook_to) = at(n, rook_from);
        at(n, rook_from) = empty;
    }

    // 3.8.2.1 castling rights: lost when the king moves (3.8.2.1.1) or that
    // rook moves (3.8.2.1.2); a rook captured on its original square can no
    // longer castle either.
    auto touch = [&n, &b](int sq) {
        if (b.chess960) {  // the king wherever it stands, each right's rook on its own file
            const bool on_white_rank = rank_of(sq) == 0, on_black_rank = rank_of(sq) == 7;
            if (at(b, sq) == 'K') n.castle_white_kingside = n.castle_white_queenside = false;
            if (at(b, sq) == 'k') n.castle_black_kingside = n.castle_black_queenside = false;
            if (on_white_rank && file_of(sq) == b.castle_rook_file[0]) n.castle_white_kingside = false;
            if (on_white_rank && file_of(sq) == b.castle_rook_file[1]) n.castle_white_queenside = false;
            if (on_black_rank && file_of(sq) == b.castle_rook_file[2]) n.castle_black_kingside = false;
            if (on_black_rank && file_of(sq) == b.castle_rook_file[3]) n.castle_black_queenside = false;
            return;
        }
        if (sq == e1) n.castle_white_kingside = n.castle_white_queenside = false;
        if (sq == e8) n.castle_black_kingside = n.castle_black_queenside = false;
        if (sq == h1) n.castle_white_kingside = false;
        if (sq == a1) n.castle_white_queenside = false;
        if (sq == h8) n.castle_black_kingside = false;
        if (sq == a8) n.castle_black_queenside = false;
    };
    touch(m.from);
    touch(m.to);

    // 3.7.4 the en passant possibility exists only for the very next move.
    n.en_passant = -1;
    if (is_pawn && (m.to - m.from == 32 || m.from - m.to == 32)) n.en_passant = (m.from + m.to) / 2;

    // FEN clocks (Article 9.3 counting; not part of Article 3).
    n.halfmove_clock = (is_pawn || captured != empty || en_passant_capture) ? 0 : b.halfmove_clock + 1;
    if (!white) n.fullmove_number = b.fullmove_number + 1;
    n.white_to_move = !white;
    return n;
}

// 3.9 / 3.10.1: a move is legal when it satisfies 3.1-3.8 and does not
// expose or leave the mover's own king under attack.
inline std::vector<move> legal(const board& b) {
    std::vector<move> out;
    for (const move& m : pseudo_legal_moves(b)) {
        const board after = make_move(b, m);
        if (!king_attacked(after, b.white_to_move)) out.push_back(m);
    }
    return out;
}

inline std::uint64_t perft(const board& b, int depth) {
    if (depth <= 0) return 1;
    const std::vector<move> moves = legal(b);
    if (depth == 1) return moves.size();
    std::uint64_t nodes = 0;
    for (const move& m : moves) nodes += perft(make_move(b, m), depth - 1);
    return nodes;
}

// ---------------------------------------------------------------- FEN

inline std::vector<std::string_view> split_fields(std::string_view s) {
    std::vector<std::string_view> fields;
    std::size_t i = 0;
    while (i < s.size()) {
        while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
        const std::size_t start = i;
        while (i < s.size() && s[i] != ' ' && s[i] != '\t') ++i;
        if (i > start) fields.push_back(s.substr(start, i - start));
    }
    return fields;
}

// Non-negative decimal integer, at most 9 digits (so it fits in an int).
inline std::optional<int> parse_count(std::string_view s) {
    if (s.empty() || s.size() > 9) return std::nullopt;
    int v = 0;
    for (char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + (c - '0');
    }
    return v;
}

inline bool is_piece_letter(char c) {
    return std::string_view("pnbrqkPNBRQK").find(c) != std::string_view::npos;
}

}  // namespace detail

// FEN: piece placement, side to move, castling (subset of "KQkq" or "-"),
// en passant square or "-", halfmove clock, fullmove number.  The last two
// fields may be omitted together (4-field EPD-style), defaulting to "0 1".
// Besides syntax, rejects positions on which Article 3 is not defined:
// not exactly one king per side, a pawn on the first or last rank (3.7.5),
// the side NOT to move in check (its king could be "captured"), and an
// en passant square that no double step (3.7.2) could have produced.
// Lenient on form: runs of spaces/tabs separate fields, castling letters may
// come in any order (to_fen prints them as "KQkq"), adjacent digits in a
// rank ("44") are summed.
inline std::variant<board, parse_error> from_fen(std::string_view fen) {
    using namespace detail;
    const std::vector<std::string_view> f = split_fields(fen);
    if (f.size() != 4 && f.size() != 6)
        return parse_error{"FEN must have 6 fields (or 4, without clocks); got " + std::to_string(f.size())};

    board b;

    // Field 1: piece placement, rank 8 first, files a..h within a rank.
    {
        int rank = 7, file = 0;
        for (char c : f[0]) {
            if (c == '/') {
                if (file != 8) return parse_error{"rank " + std::to_string(rank + 1) + " does not have 8 squares"};
                if (rank == 0) return parse_error{"more than 8 ranks in piece placement"};
                --rank;
                file = 0;
            } else if (c >= '1' && c <= '8') {
                file += c - '0';
                if (file > 8) return parse_error{"rank " + std::to_string(rank + 1) + " has more than 8 squares"};
            } else if (is_piece_letter(c)) {
                if (file >= 8) return parse_error{"rank " + std::to_string(rank + 1) + " has more than 8 squares"};
                at(b, square(file, rank)) = c;
                ++file;
            } else {
                return parse_error{std::string("invalid character '") + c + "' in piece placement"};
            }
        }
        if (rank != 0) return parse_error{"piece placement must have 8 ranks"};
        if (file != 8) return parse_error{"rank 1 does not have 8 squares"};
    }

    // Field 2: side to move.
    if (f[1] == "w") b.white_to_move = true;
    else if (f[1] == "b") b.white_to_move = false;
    else return parse_error{"side to move must be 'w' or 'b', got '" + std::string(f[1]) + "'"};

    // Field 3: castling availability.
    if (f[2] != "-") {
        for (char c : f[2]) {
            bool* flag = nullptr;
            switch (c) {
                case 'K': flag = &b.castle_white_kingside; break;
                case 'Q': flag = &b.castle_white_queenside; break;
                case 'k': flag = &b.castle_black_kingside; break;
                case 'q': flag = &b.castle_black_queenside; break;
                default:
                    return parse_error{"castling field must be '-' or a subset of \"KQkq\" (standard chess), got '" +
                                       std::string(f[2]) + "'"};
            }
            if (*flag) return parse_error{"castling field repeats '" + std::string(1, c) + "'"};
            *flag = true;
        }
    }

    // Field 4: en passant target square.
    if (f[3] != "-") {
        const std::string_view e = f[3];
        if (e.size() != 2 || e[0] < 'a' || e[0] > 'h' || e[1] < '1' || e[1] > '8')
            return parse_error{"en passant field must be '-' or a square, got '" + std::string(e) + "'"};
        const int sq = square(e[0] - 'a', e[1] - '1');
        const int expected_rank = b.white_to_move ? 5 : 2;  // "6" or "3"
        if (rank_of(sq) != expected_rank)
            return parse_error{"en passant square " + std::string(e) + " must be on rank " +
                               std::string(b.white_to_move ? "6 (white to move)" : "3 (black to move)")};
        // 3.7.2/3.7.4: the opposing pawn has just advanced two squares across
        // `sq`: it now stands in front of sq, and sq and its start square are empty.
        const int forward_of_mover = b.white_to_move ? 16 : -16;
        const int pawn_now = sq - forward_of_mover;
        const int pawn_start = sq + forward_of_mover;
        if (at(b, pawn_now) != coloured('p', !b.white_to_move) || at(b, sq) != empty ||
            at(b, pawn_start) != empty)
            return parse_error{"en passant square " + std::string(e) +
                               " is not consistent with a pawn double step just made"};
        b.en_passant = sq;
    }

    // Fields 5-6: clocks.
    if (f.size() == 6) {
        const auto half = parse_count(f[4]);
        const auto full = parse_count(f[5]);
        if (!half) return parse_error{"halfmove clock must be a non-negative integer, got '" + std::string(f[4]) + "'"};
        if (!full || *full < 1)
            return parse_error{"fullmove number must be a positive integer, got '" + std::string(f[5]) + "'"};
        b.halfmove_clock = *half;
        b.fullmove_number = *full;
    }

    // Positions on which Article 3 is not defined.
    int white_kings = 0, black_kings = 0;
    for (int sq = 0; sq < 128; ++sq) {
        if (!on_board(sq)) continue;
        const char p = at(b, sq);
        if (p == 'K') ++white_kings;
        if (p == 'k') ++black_kings;
        if (kind(p) == 'p' && (rank_of(sq) == 0 || rank_of(sq) == 7))
            return parse_error{"pawn on " + square_name(sq) + ": pawns cannot stand on the first or last rank (3.7.5)"};
    }
    if (white_kings != 1 || black_kings != 1)
        return parse_error{"each side must have exactly one king (white " + std::to_string(white_kings) +
                           ", black " + std::to_string(black_kings) + ")"};
    if (king_attacked(b, !b.white_to_move))
        return parse_error{"the side not to move is in check (3.9): impossible position"};

    // Standard chess: a castling right needs king and rook on their original
    // squares; otherwise the right is treated as absent.
    if (at(b, e1) != 'K') b.castle_white_kingside = b.castle_white_queenside = false;
    if (at(b, e8) != 'k') b.castle_black_kingside = b.castle_black_queenside = false;
    if (at(b, h1) != 'R') b.castle_white_kingside = false;
    if (at(b, a1) != 'R') b.castle_white_queenside = false;
    if (at(b, h8) != 'r') b.castle_black_kingside = false;
    if (at(b, a8) != 'r') b.castle_black_queenside = false;

    return b;
}

// Chess960 (Guidelines II): the same FEN, but the castling field names each
// right's rook: a file letter (Shredder-FEN: A-H White, a-h Black; its side is
// the side of the king it stands on) or K/Q/k/q for the outermost rook on that
// side of the king (X-FEN).  A right needs its king on the first rank and that
// rook there; anything else is a parse_error (nothing is dropped).  The board
// is marked chess960 even without rights.
inline std::variant<board, parse_error> from_fen_chess960(std::string_view fen) {
    using namespace detail;
    const std::vector<std::string_view> f = split_fields(fen);
    if (f.size() != 4 && f.size() != 6)
        return parse_error{"FEN must have 6 fields (or 4, without clocks); got " + std::to_string(f.size())};
    std::string without_rights;
    for (std::size_t i = 0; i < f.size(); ++i) {
        if (i > 0) without_rights += ' ';
        without_rights += i == 2 ? std::string_view("-") : f[i];
    }
    auto parsed = from_fen(without_rights);
    if (const auto* e = std::get_if<parse_error>(&parsed)) return *e;
    board b = std::get<board>(parsed);
    b.chess960 = true;
    if (f[2] == "-") return b;
    for (const char c : f[2]) {
        const std::string letter(1, c);
        if (!is_white(c) && !is_black(c)) return parse_error{"castling field: '" + letter + "' is not a letter"};
        const bool white = is_white(c);
        const char u = white ? c : static_cast<char>(c - 'a' + 'A');
        const int rank = white ? 0 : 7;
        const int king = king_square(b, white);
        if (rank_of(king) != rank)
            return parse_error{"castling right '" + letter + "' but that king is not on its first rank"};
        const char rook = coloured('r', white);
        int rook_file = -1, wing = 0;  // wing 0: king side (towards h), 1: queen side
        if (u == 'K' || u == 'Q') {
            wing = u == 'K' ? 0 : 1;
            for (int x = 0; x < 8; ++x) {  // from the edge towards the king
                const int file = wing == 0 ? 7 - x : x;
                if (file == file_of(king)) break;
                if (at(b, square(file, rank)) == rook) {
                    rook_file = file;
                    break;
                }
            }
            if (rook_file < 0) return parse_error{"castling right '" + letter + "' but no rook on that side of the king"};
        } else if (u >= 'A' && u <= 'H') {
            rook_file = u - 'A';
            if (rook_file == file_of(king)) return parse_error{"castling right '" + letter + "' names the king's file"};
            wing = rook_file > file_of(king) ? 0 : 1;
            if (at(b, square(rook_file, rank)) != rook)
                return parse_error{"castling right '" + letter + "' but no rook of that colour on that file"};
        } else {
            return parse_error{"castling field: '" + letter + "' names no rook"};
        }
        bool& flag = white ? (wing == 0 ? b.castle_white_kingside : b.castle_white_queenside)
                           : (wing == 0 ? b.castle_black_kingside : b.castle_black_queenside);
        if (flag) return parse_error{"castling field gives two rights on one side of a king ('" + letter + "')"};
        flag = true;
        b.castle_rook_file[static_cast<std::size_t>((white ? 0 : 2) + wing)] = rook_file;
    }
    return b;
}

inline std::string to_fen(const board& b) {
    using namespace detail;
    std::string s;
    for (int rank = 7; rank >= 0; --rank) {
        int run = 0;
        for (int file = 0; file < 8; ++file) {
            const char p = at(b, square(file, rank));
            if (p == empty) {
                ++run;
                continue;
            }
            if (run > 0) s += static_cast<char>('0' + run);
            run = 0;
            s += p;
        }
        if (run > 0) s += static_cast<char>('0' + run);
        if (rank > 0) s += '/';
    }
    s += b.white_to_move ? " w " : " b ";
    std::string castling;
    // Chess960: Shredder-FEN, each right's rook file ("HAha").
    const auto letter = [&b](int i, char standard) {
        if (!b.chess960) return standard;
        const char upper = static_cast<char>('A' + b.castle_rook_file[static_cast<std::size_t>(i)]);
        return i < 2 ? upper : static_cast<char>(upper - 'A' + 'a');
    };
    if (b.castle_white_kingside) castling += letter(0, 'K');
    if (b.castle_white_queenside) castling += letter(1, 'Q');
    if (b.castle_black_kingside) castling += letter(2, 'k');
    if (b.castle_black_queenside) castling += letter(3, 'q');
    s += castling.empty() ? "-" : castling;
    s += ' ';
    s += b.en_passant >= 0 ? square_name(b.en_passant) : "-";
    s += ' ' + std::to_string(b.halfmove_clock) + ' ' + std::to_string(b.fullmove_number);
    return s;
}

// All legal moves (3.10.1) in UCI notation, sorted.  Castling is written as
// the king's move ("e1g1"; Chess960: onto its rook, "e1h1"), promotions with
// a lower-case suffix ("e7e8q").
inline std::vector<std::string> legal_moves(const board& b) {
    std::vector<std::string> out;
    for (const detail::move& m : detail::legal(b)) out.push_back(detail::uci(m));
    std::sort(out.begin(), out.end());
    return out;
}

// The position after the legal move `uci`, or nullopt if it is not one of
// legal_moves(b) (exact, case-sensitive match).
inline std::optional<board> play(const board& b, std::string_view uci) {
    for (const detail::move& m : detail::legal(b))
        if (detail::uci(m) == uci) return detail::make_move(b, m);
    return std::nullopt;
}

// Number of leaf nodes of the legal move tree of the given depth (depth <= 0: 1).
inline std::uint64_t perft(const board& b, int depth) { return detail::perft(b, depth); }

// 3.9: the side to move's king is attacked by one or more opposing pieces.
inline bool in_check(const board& b) { return detail::king_attacked(b, b.white_to_move); }

}  // namespace chesslaw::oracle::reference
