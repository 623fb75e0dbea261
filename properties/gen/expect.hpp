#pragma once
//! What the clause texts say about a candidate move, read off the mailbox independently of the
//! kernel: the set of Article 3 clauses the move violates. The judge must cite exactly these
//! (laws_judge.cpp). 3.9 is stated for the moves no other clause forbids (what "leaving the king
//! in check" means for a move that is not a move of its piece at all is the judge's convention).

#include <cstdlib>

#include <chesslaw/chesslaw.hpp>

#include "candidates.hpp"
#include "chess.hpp"
#include "runner.hpp"

namespace chesslaw::props {

//! The castling shape (3.8.2): the king's two-square step along its first rank from e1/e8.
inline bool castling_shape(const position& p, move m) {
    const color us = p.side_to_move;
    const int home = us == color::white ? 0 : 7;
    return p.piece_on(m.from()) == make_piece(us, piece_type::king) && m.from() == sq(4, home) &&
           rank_no(m.to()) == home && std::abs(file_no(m.to()) - 4) == 2;
}

//! Clauses of 3.1–3.8 that m violates in p, per the texts (3.9 excluded; see king_left_attacked).
//! `story`: what the game says about castling (3.8.2.1.1, 3.8.2.1.2); null for a bare position.
inline clause_set text_violations(const position& p, move m, const castling_story* story = nullptr) {
    namespace id = spec::id;
    clause_set v;
    const color us = p.side_to_move;
    const square from = m.from(), to = m.to();
    if (!own(p, from, us)) return v;
    const piece_type t = type_of(p.piece_on(from));
    const int df = file_no(to) - file_no(from), dr = (rank_no(to) - rank_no(from)) * forward(us);
    const bool line = diagonal(from, to) || orthogonal(from, to);

    v.add_if(own(p, to, us), id::own_square);                                                        // 3.1/1
    v.add_if(t == piece_type::bishop && !diagonal(from, to), id::bishop);                            // 3.2
    v.add_if(t == piece_type::rook && !orthogonal(from, to), id::rook);                              // 3.3
    v.add_if(t == piece_type::queen && !line, id::queen);                                            // 3.4
    v.add_if((t == piece_type::bishop || t == piece_type::rook || t == piece_type::queen) && line &&
                 !path_clear(p, from, to),
             id::no_jumping);                                                                        // 3.5
    v.add_if(t == piece_type::knight && !knight_jump(from, to), id::knight);                         // 3.6
    if (t == piece_type::pawn) {
        const bool step = df == 0 && dr == 1, dbl = df == 0 && dr == 2, diag = std::abs(df) == 1 && dr == 1;
        v.add_if(!(step || dbl || diag), id::pawn_forward_only);                                     // 3.7
        v.add_if(step && !p.empty(to), id::pawn_step);                                               // 3.7.1
        v.add_if(dbl && (rank_no(from) != (us == color::white ? 1 : 6) || !p.empty(to) ||
                         !p.empty(sq(file_no(from), rank_no(from) + forward(us)))),
                 id::pawn_double_step);                                                              // 3.7.2
        const bool ep_square = p.empty(to) && to == p.en_passant;
        v.add_if(diag && !ep_square && !enemy(p, to, us), id::pawn_capture);                         // 3.7.3
        v.add_if(diag && p.empty(to) && to != p.en_passant, id::en_passant);                         // 3.7.4
    }
    const bool reaches_last = t == piece_type::pawn && rank_no(to) == (us == color::white ? 7 : 0);
    v.add_if(reaches_last != m.is_promotion(), id::promotion);                                       // 3.7.5
    if (t == piece_type::king) {
        const bool castle = castling_shape(p, m);
        v.add_if(!king_step(from, to) && !castle, id::king_two_ways);                                // 3.8
        v.add_if(!castle && !king_step(from, to), id::king_step);                                    // 3.8.1
        if (castle) {
            const bool king_side = file_no(to) == 6;
            const int home = us == color::white ? 0 : 7;
            const square corner = sq(king_side ? 7 : 0, home);
            v.add_if(p.piece_on(corner) != make_piece(us, piece_type::rook), id::castling);          // 3.8.2
            v.add_if(!has(p.rights, castling_right(us, king_side ? side::king_side : side::queen_side)),
                     id::castling_right_lost);                                                       // 3.8.2.1
            if (story && story->known(us, king_side)) {
                v.add_if(story->king_moved[index(us)], id::castling_king_moved);                     // 3.8.2.1.1
                v.add_if(story->rook_moved[index(us)][king_side ? 0 : 1], id::castling_rook_moved);  // 3.8.2.1.2
            }
            for (square x : {from, sq(king_side ? 5 : 3, home), to})
                v.add_if(is_attacked(p, x, ~us), id::castling_attacked);                             // 3.8.2.2.1
            v.add_if(!path_clear(p, from, corner), id::castling_blocked);                            // 3.8.2.2.2
        }
    }
    return v;
}

//! 3.9 for a move: the mover's king stands attacked after it (pinned attackers count, 3.1/4).
inline bool king_left_attacked(const position& p, move m) {
    return king_attacked(play_by_text(p, m), p.side_to_move);
}

inline bool empty_set(const clause_set& s) {
    for (bool b : s.in)
        if (b) return false;
    return true;
}

inline std::string ids_of(const clause_set& s) {
    std::string out;
    for (std::size_t i = 0; i < s.in.size(); ++i)
        if (s.in[i]) {
            // Appended piece by piece: `(cond ? "" : " ") + std::string(id)` inserts at the front of
            // a temporary, and GCC 12 at -O3 (Release) then raises a false -Wrestrict on the inlined
            // memcpy (GCC bug 105329). Same text, no temporary.
            if (!out.empty()) out += ' ';
            out += spec::table[i].id;
        }
    return out.empty() ? "-" : out;
}

} // namespace chesslaw::props
