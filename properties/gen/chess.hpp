#pragma once
//! Facts the laws state, computed here from the clause texts on the mailbox (`position::board`)
//! only — no kernel movegen, attack table or board query — so a law compares the kernel with an
//! independent reading. Also: colour and file mirrors, move sets as sorted UCI strings.

#include <algorithm>
#include <cstdlib>
#include <string>
#include <vector>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/uci.hpp>

namespace chesslaw::props {

inline int file_no(square s) { return index(file_of(s)); }
inline int rank_no(square s) { return index(rank_of(s)); }
inline square sq(int f, int r) { return make_square(static_cast<file>(f), static_cast<rank>(r)); }
inline bool on_board(int f, int r) { return f >= 0 && f < 8 && r >= 0 && r < 8; }
inline int forward(color c) { return c == color::white ? 1 : -1; }

inline bool own(const position& p, square s, color c) { return !p.empty(s) && color_of(p.piece_on(s)) == c; }
inline bool enemy(const position& p, square s, color c) { return !p.empty(s) && color_of(p.piece_on(s)) != c; }

//! Squares strictly between a and b when they share a file, rank or diagonal (else empty).
inline std::vector<square> squares_between(square a, square b) {
    const int df = file_no(b) - file_no(a), dr = rank_no(b) - rank_no(a);
    std::vector<square> out;
    if (!(df == 0 || dr == 0 || std::abs(df) == std::abs(dr)) || (df == 0 && dr == 0)) return out;
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    for (int f = file_no(a) + sf, r = rank_no(a) + sr; f != file_no(b) || r != rank_no(b); f += sf, r += sr)
        out.push_back(sq(f, r));
    return out;
}
inline bool path_clear(const position& p, square a, square b) {
    for (square s : squares_between(a, b))
        if (!p.empty(s)) return false;
    return true;
}

//! The shape a move of piece type t makes, per 3.2–3.4, 3.6, 3.8.1 (no occupancy).
inline bool diagonal(square a, square b) {
    const int df = std::abs(file_no(b) - file_no(a)), dr = std::abs(rank_no(b) - rank_no(a));
    return df == dr && df != 0;
}
inline bool orthogonal(square a, square b) {
    const int df = file_no(b) - file_no(a), dr = rank_no(b) - rank_no(a);
    return (df == 0) != (dr == 0);
}
inline bool knight_jump(square a, square b) {
    const int df = std::abs(file_no(b) - file_no(a)), dr = std::abs(rank_no(b) - rank_no(a));
    return (df == 1 && dr == 2) || (df == 2 && dr == 1);
}
inline bool king_step(square a, square b) {
    const int df = std::abs(file_no(b) - file_no(a)), dr = std::abs(rank_no(b) - rank_no(a));
    return std::max(df, dr) == 1;
}

//! 3.1/3 (with 3.2–3.8): the piece on `from` could capture an opponent piece standing on `to`,
//! whatever its own king's safety (3.1/4). Pawns capture diagonally forward; castling never captures.
inline bool attacks_square(const position& p, square from, square to) {
    if (p.empty(from) || from == to) return false;
    const piece pc = p.piece_on(from);
    const color c = color_of(pc);
    switch (type_of(pc)) {
    case piece_type::pawn:
        return std::abs(file_no(to) - file_no(from)) == 1 && rank_no(to) - rank_no(from) == forward(c);
    case piece_type::knight: return knight_jump(from, to);
    case piece_type::bishop: return diagonal(from, to) && path_clear(p, from, to);
    case piece_type::rook: return orthogonal(from, to) && path_clear(p, from, to);
    case piece_type::queen: return (diagonal(from, to) || orthogonal(from, to)) && path_clear(p, from, to);
    case piece_type::king: return king_step(from, to);
    }
    return false;
}

//! Squares of colour `by` that attack s.
inline std::vector<square> attackers_of(const position& p, square s, color by) {
    std::vector<square> out;
    for (int i = 0; i < 64; ++i)
        if (own(p, square_at(i), by) && attacks_square(p, square_at(i), s)) out.push_back(square_at(i));
    return out;
}
inline bool is_attacked(const position& p, square s, color by) { return !attackers_of(p, s, by).empty(); }

inline square king_square(const position& p, color c) {
    for (int i = 0; i < 64; ++i)
        if (p.piece_on(square_at(i)) == make_piece(c, piece_type::king)) return square_at(i);
    return square::none;
}
inline bool king_attacked(const position& p, color c) { return is_attacked(p, king_square(p, c), ~c); }

//! The piece on s (colour c) is pinned: removing it would expose c's king to an opponent slider.
inline bool is_pinned(const position& p, square s, color c) {
    if (!own(p, s, c) || type_of(p.piece_on(s)) == piece_type::king) return false;
    position q = p;
    q.remove(s);
    const square k = king_square(p, c);
    for (square a : attackers_of(q, k, ~c))
        if (!attacks_square(p, a, k)) return true;
    return false;
}

//! The board after m, played as the clause texts describe it (mailbox only): the piece goes from
//! `from` to `to`, taking what stands there (3.1/2); a pawn's diagonal step onto the position's
//! en-passant square also takes the pawn beside it (3.7.4); the king's two-square step from its
//! initial square brings the rook of that side to the square it crossed (3.8.2); a promotion puts
//! the new piece (3.7.5). Only the placement and side to move are updated: enough to ask who
//! attacks what afterwards (3.9).
inline position play_by_text(const position& p, move m) {
    position q = p;
    const square from = m.from(), to = m.to();
    const piece pc = p.piece_on(from);
    const color us = color_of(pc);
    const piece_type t = type_of(pc);
    if (t == piece_type::pawn && file_no(from) != file_no(to) && p.empty(to) && to == p.en_passant) {
        const square beside = sq(file_no(to), rank_no(from));
        if (!q.empty(beside)) q.remove(beside);
    }
    const int home = us == color::white ? 0 : 7;
    if (t == piece_type::king && from == sq(4, home) && rank_no(to) == home && std::abs(file_no(to) - 4) == 2) {
        const square corner = sq(file_no(to) == 6 ? 7 : 0, home), crossed = sq(file_no(to) == 6 ? 5 : 3, home);
        if (p.piece_on(corner) == make_piece(us, piece_type::rook)) {
            q.remove(corner);
            if (!q.empty(crossed)) q.remove(crossed);
            q.put(make_piece(us, piece_type::rook), crossed);
        }
    }
    if (!q.empty(to)) q.remove(to);
    q.remove(from);
    q.put(m.is_promotion() && t == piece_type::pawn ? make_piece(us, to_piece_type(m.promotion())) : pc, to);
    q.side_to_move = ~p.side_to_move;
    return q;
}

// ----------------------------------------------------------------------------- mirrors

//! Colour flip: ranks reversed, colours swapped, side to move swapped. Legal moves map 1:1.
inline square flip_rank(square s) { return square_at(index(s) ^ 56); }
inline square flip_file(square s) { return square_at(index(s) ^ 7); }
inline piece swap_colour(piece p) { return p == piece::none ? p : make_piece(~color_of(p), type_of(p)); }

inline position colour_mirror(const position& p) {
    position q;
    for (int i = 0; i < 64; ++i)
        if (!p.empty(square_at(i))) q.put(swap_colour(p.piece_on(square_at(i))), flip_rank(square_at(i)));
    q.side_to_move = ~p.side_to_move;
    castling r = castling::none;
    if (has(p.rights, castling::white_king)) r = r | castling::black_king;
    if (has(p.rights, castling::white_queen)) r = r | castling::black_queen;
    if (has(p.rights, castling::black_king)) r = r | castling::white_king;
    if (has(p.rights, castling::black_queen)) r = r | castling::white_queen;
    q.rights = r;
    q.en_passant = is_valid(p.en_passant) ? flip_rank(p.en_passant) : square::none;
    q.halfmove_clock = p.halfmove_clock;
    q.fullmove_number = p.fullmove_number;
    return q;
}
inline move colour_mirror(move m) { return move(flip_rank(m.from()), flip_rank(m.to()), m.promotion()); }

//! Left-right flip; a symmetry of the Laws only without castling rights (castling is not symmetric).
inline position file_mirror(const position& p) {
    position q;
    for (int i = 0; i < 64; ++i)
        if (!p.empty(square_at(i))) q.put(p.piece_on(square_at(i)), flip_file(square_at(i)));
    q.side_to_move = p.side_to_move;
    q.rights = castling::none;
    q.en_passant = is_valid(p.en_passant) ? flip_file(p.en_passant) : square::none;
    q.halfmove_clock = p.halfmove_clock;
    q.fullmove_number = p.fullmove_number;
    return q;
}
inline move file_mirror(move m) { return move(flip_file(m.from()), flip_file(m.to()), m.promotion()); }

template <class Moves>
std::vector<std::string> uci_set(const Moves& ms) {
    std::vector<std::string> out;
    for (const move m : ms) out.push_back(to_uci_string(m));
    std::sort(out.begin(), out.end());
    return out;
}

inline std::string join(const std::vector<std::string>& v) {
    std::string s;
    for (const auto& x : v) s += (s.empty() ? "" : " ") + x;
    return s;
}

//! Moves in a but not in b, as text.
inline std::string difference(const std::vector<std::string>& a, const std::vector<std::string>& b) {
    std::vector<std::string> d;
    std::set_difference(a.begin(), a.end(), b.begin(), b.end(), std::back_inserter(d));
    return join(d);
}

} // namespace chesslaw::props
