#pragma once
//! Candidate moves for a position: legal ones and arbitrary from/to/promotion triples, weighted so
//! that every way of breaking a clause comes up (own-square targets, blocked sliders, pawn moves of
//! the wrong shape, missing or spurious promotions, castling without the right, through attack or
//! past a piece). Also `exercised()`: which Article 3 clauses a candidate brings into play, read
//! off the position independently of the kernel; the laws tag cases with it.

#include <array>
#include <cstdint>
#include <ostream>
#include <vector>

#include <rapidcheck.h>

#include <chesslaw/chesslaw.hpp>

#include "chess.hpp"
#include "game.hpp"
#include "runner.hpp"

// How RapidCheck shows a move (UCI text): chesslaw::showValue(move, ostream&), from
// <chesslaw/testing/generators.hpp> (through game.hpp).

namespace chesslaw::props {

inline constexpr std::array<promotion, 5> all_promotions{promotion::none, promotion::queen, promotion::rook,
                                                         promotion::bishop, promotion::knight};

//! Moves of the pieces of the side to move that follow some piece's shape, ignoring occupancy,
//! pins and rights: slider rays to the edge, knight jumps, king steps and the castling shape,
//! every pawn step/double/diagonal from any rank (with all five promotion choices on the last rank).
inline std::vector<move> shaped_candidates(const position& p) {
    std::vector<move> out;
    const color us = p.side_to_move;
    for (int i = 0; i < 64; ++i) {
        const square from = square_at(i);
        if (!own(p, from, us)) continue;
        const piece_type t = type_of(p.piece_on(from));
        const int f = file_no(from), r = rank_no(from);
        const auto add = [&](int tf, int tr) {
            if (!on_board(tf, tr)) return;
            const square to = sq(tf, tr);
            if (t == piece_type::pawn && (tr == 0 || tr == 7)) {
                for (promotion pr : all_promotions) out.emplace_back(from, to, pr);
            } else {
                out.emplace_back(from, to);
            }
        };
        switch (t) {
        case piece_type::pawn: {
            const int d = forward(us);
            add(f, r + d), add(f, r + 2 * d), add(f - 1, r + d), add(f + 1, r + d);
            add(f, r - d), add(f + 1, r); // backwards and sideways: 3.7 forbids them
            break;
        }
        case piece_type::knight:
            for (auto [a, b] : {std::pair{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}}) add(f + a, r + b);
            add(f + 1, r + 1); // a bishop's step: 3.6 forbids it
            break;
        case piece_type::king:
            for (int a = -1; a <= 1; ++a)
                for (int b = -1; b <= 1; ++b)
                    if (a || b) add(f + a, r + b);
            add(f + 2, r), add(f - 2, r), add(f, r + 2 * forward(us));
            break;
        default: {
            const bool diag = t != piece_type::rook, orth = t != piece_type::bishop;
            for (int a = -1; a <= 1; ++a)
                for (int b = -1; b <= 1; ++b) {
                    if (!(a || b) || (a && b && !diag) || (!(a && b) && !orth)) continue;
                    for (int k = 1; on_board(f + k * a, r + k * b); ++k) add(f + k * a, r + k * b);
                }
            add(f + 1, r + 2); // a knight's jump: 3.2–3.4 forbid it
        }
        }
    }
    // The castling shapes from the initial king square, whatever stands there.
    const int home = us == color::white ? 0 : 7;
    out.emplace_back(sq(4, home), sq(6, home));
    out.emplace_back(sq(4, home), sq(2, home));
    return out;
}

//! Every from/to/promotion triple whose origin holds a piece of the side to move.
inline std::vector<move> own_piece_triples(const position& p) {
    std::vector<move> out;
    for (int i = 0; i < 64; ++i) {
        if (!own(p, square_at(i), p.side_to_move)) continue;
        for (int j = 0; j < 64; ++j)
            for (promotion pr : all_promotions) out.emplace_back(square_at(i), square_at(j), pr);
    }
    return out;
}

//! The shapes of the rare clauses: castling both ways, every king step (3.9 and 3.1/4 bite there),
//! every pawn's double step and diagonals, and every pawn move to the last rank with each of the
//! five promotion choices.
inline std::vector<move> rare_candidates(const position& p) {
    std::vector<move> out;
    const color us = p.side_to_move;
    const int home = us == color::white ? 0 : 7, d = forward(us);
    out.emplace_back(sq(4, home), sq(6, home));
    out.emplace_back(sq(4, home), sq(2, home));
    const square k = king_square(p, us);
    for (int i = 0; i < 64; ++i)
        if (king_step(k, square_at(i))) out.emplace_back(k, square_at(i));
    for (int i = 0; i < 64; ++i) {
        const square from = square_at(i);
        if (p.piece_on(from) != make_piece(us, piece_type::pawn)) continue;
        const int f = file_no(from), r = rank_no(from);
        for (int df : {-1, 0, 1}) {
            if (!on_board(f + df, r + d)) continue;
            const square to = sq(f + df, r + d);
            if (r + d == 0 || r + d == 7) {
                for (promotion pr : all_promotions) out.emplace_back(from, to, pr);
            } else {
                out.emplace_back(from, to);
            }
        }
        if (on_board(f, r + 2 * d)) out.emplace_back(from, sq(f, r + 2 * d));
    }
    return out;
}

//! Which candidate a key names: the move of `list` nearest at or after (from, to, promotion) in
//! cyclic square order. Keyed by squares rather than by list position, the same key keeps naming
//! the same move when shrinking changes the game but not the pieces involved — so a failing game
//! can shrink while its candidate stays put.
inline move nearest(const std::vector<move>& list, int from, int to, int pr) {
    move best = list.front();
    int best_d = 1 << 30;
    for (const move m : list) {
        const int d = ((index(m.from()) - from + 64) % 64) * 64 * 5 + ((index(m.to()) - to + 64) % 64) * 5 +
                      (static_cast<int>(m.promotion()) - pr + 5) % 5;
        if (d < best_d) best_d = d, best = m;
    }
    return best;
}

//! A candidate move: legal (weight 3), rare shapes (3), shaped (4), own piece to any square (2),
//! any from/to/promotion triple (1). Drawn as (category, from, to, promotion) keys, each shrinking
//! towards 0 (the legal moves, a1, a1, no promotion).
inline rc::Gen<move> candidates(const position& p) {
    using namespace rc;
    const move_list legal = legal_moves(p);
    struct part {
        std::uint32_t weight;
        std::vector<move> moves;
        bool keyed_promotion; //!< the promotion comes from the key, not the list
    };
    std::vector<part> lists;
    if (!legal.empty()) lists.push_back(part{3, std::vector<move>(legal.begin(), legal.end()), false});
    lists.push_back(part{3, rare_candidates(p), false});
    lists.push_back(part{4, shaped_candidates(p), false});
    std::vector<move> own_any; // own piece to any square; promotion key 0..3 none, 4..7 one of Q R B N
    for (int i = 0; i < 64; ++i)
        if (own(p, square_at(i), p.side_to_move))
            for (int j = 0; j < 64; ++j) own_any.emplace_back(square_at(i), square_at(j));
    lists.push_back(part{2, std::move(own_any), true});
    std::uint32_t total = 1; // + 1 for any triple
    for (const auto& l : lists) total += l.weight;
    return gen::apply(
        [lists](std::uint32_t r, int from, int to, int pr) {
            const auto promo = [&] { return pr < 4 ? promotion::none : static_cast<promotion>(pr - 3); };
            for (const auto& l : lists) {
                if (r < l.weight) {
                    const move m = nearest(l.moves, from, to, static_cast<int>(promo()));
                    return l.keyed_promotion ? move(m.from(), m.to(), promo()) : m;
                }
                r -= l.weight;
            }
            return move(square_at(from), square_at(to), promo());
        },
        gen::inRange<std::uint32_t>(0, total), gen::inRange(0, 64), gen::inRange(0, 64), gen::inRange(0, 8));
}

// ---------------------------------------------------------------------------- history

//! What a game tells about castling (3.8.2.1.1, 3.8.2.1.2): for each colour, whether its king
//! moved, and for each wing whether that rook left its initial square or was taken there, at some
//! ply of the game, having had the right before.
//! Only sides whose right the start FEN grants are known (the king and rook then start at home);
//! for the others the game cannot say why the right is missing.
struct castling_story {
    std::array<bool, 2> king_moved{};
    std::array<std::array<bool, 2>, 2> rook_moved{};     // [colour][0 = king side, 1 = queen side]
    std::array<std::array<bool, 2>, 2> right_at_start{}; // [colour][wing]
    bool known(color c, bool king_side) const { return right_at_start[index(c)][king_side ? 0 : 1]; }
};

inline castling_story story_of(const game_case& g, const std::vector<position>& ps) {
    castling_story s;
    for (color c : {color::white, color::black}) {
        s.right_at_start[index(c)][0] = has(ps.front().rights, castling_right(c, side::king_side));
        s.right_at_start[index(c)][1] = has(ps.front().rights, castling_right(c, side::queen_side));
    }
    const auto ms = moves_of(g);
    for (std::size_t i = 0; i < ms.size(); ++i) {
        const position& p = ps[i];
        for (color c : {color::white, color::black}) {
            const int home = c == color::white ? 0 : 7;
            if (ms[i].from() == sq(4, home) && p.piece_on(sq(4, home)) == make_piece(c, piece_type::king)) {
                s.king_moved[index(c)] = true;
                // Castling moves the rook too (3.8.2): that rook has moved.
                if (rank_no(ms[i].to()) == home && std::abs(file_no(ms[i].to()) - 4) == 2)
                    s.rook_moved[index(c)][file_no(ms[i].to()) == 6 ? 0 : 1] = true;
            }
            for (int w = 0; w < 2; ++w) {
                const square rs = sq(w == 0 ? 7 : 0, home);
                if ((ms[i].from() == rs || ms[i].to() == rs) && p.piece_on(rs) == make_piece(c, piece_type::rook))
                    s.rook_moved[index(c)][static_cast<std::size_t>(w)] = true;
            }
        }
    }
    return s;
}

// ---------------------------------------------------------------------------- classifier

//! The Article 3 clauses a candidate move brings into play in p (given the game's castling story,
//! if any). Independent of the kernel: shapes, occupancy and attacks are read off the mailbox.
inline clause_set exercised(const position& p, move m, const castling_story* story = nullptr) {
    namespace id = spec::id;
    clause_set s;
    const color us = p.side_to_move;
    const square from = m.from(), to = m.to();
    if (!own(p, from, us)) return s;
    const piece_type t = type_of(p.piece_on(from));
    const int df = file_no(to) - file_no(from), dr = (rank_no(to) - rank_no(from)) * forward(us);
    s.add_if(own(p, to, us), id::own_square);
    const bool ep_shape = t == piece_type::pawn && std::abs(df) == 1 && dr == 1 && p.empty(to) && to == p.en_passant;
    s.add_if(enemy(p, to, us) || ep_shape, id::capture);
    switch (t) {
    case piece_type::bishop: s.add(id::bishop); break;
    case piece_type::rook: s.add(id::rook); break;
    case piece_type::queen: s.add(id::queen); break;
    case piece_type::knight: s.add(id::knight); break;
    default: break;
    }
    if (t == piece_type::bishop || t == piece_type::rook || t == piece_type::queen)
        s.add_if(!squares_between(from, to).empty(), id::no_jumping);
    if (t == piece_type::pawn) {
        s.add(id::pawn_forward_only);
        s.add_if(df == 0 && dr == 1, id::pawn_step);
        s.add_if(df == 0 && dr == 2, id::pawn_double_step);
        s.add_if(std::abs(df) == 1 && dr == 1 && !p.empty(to), id::pawn_capture);
        s.add_if(std::abs(df) == 1 && dr == 1 && p.empty(to), id::en_passant);
        s.add_if(rank_no(to) == (us == color::white ? 7 : 0) || m.is_promotion(), id::promotion);
    } else {
        s.add_if(m.is_promotion(), id::promotion);
    }
    const int home = us == color::white ? 0 : 7;
    if (t == piece_type::king) {
        s.add(id::king_two_ways);
        s.add_if(king_step(from, to), id::king_step);
        if (from == sq(4, home) && dr == 0 && std::abs(df) == 2) {
            s.add(id::castling);
            const bool king_side = df > 0;
            const castling right = castling_right(us, king_side ? side::king_side : side::queen_side);
            if (!has(p.rights, right)) {
                s.add(id::castling_right_lost);
                if (story && story->known(us, king_side)) {
                    s.add_if(story->king_moved[index(us)], id::castling_king_moved);
                    s.add_if(story->rook_moved[index(us)][king_side ? 0 : 1], id::castling_rook_moved);
                }
            }
            const square rook_sq = sq(king_side ? 7 : 0, home);
            s.add_if(!path_clear(p, from, rook_sq), id::castling_blocked);
            for (square x : {from, sq(king_side ? 5 : 3, home), to})
                s.add_if(is_attacked(p, x, ~us), id::castling_attacked);
        }
    }
    // 3.9: the king is in check, the mover is pinned, or the king steps onto an attacked square.
    const bool checked = king_attacked(p, us);
    s.add_if(checked || is_pinned(p, from, us) || (t == piece_type::king && is_attacked(p, to, ~us)), id::check);
    // 3.1/3, 3.1/4: a verdict rests on an attack (castling squares attacked, or the mover's king
    // attacked after the move), and 3.1/4 when one of those attackers is itself pinned.
    const auto note_attackers = [&](const position& where, square target) {
        for (square a : attackers_of(where, target, ~us)) {
            s.add(id::attack);
            s.add_if(is_pinned(where, a, ~us), id::attack_despite_pin);
        }
    };
    if (s.has(id::castling))
        for (square x : {from, sq(file_no(to) == 6 ? 5 : 3, home), to}) note_attackers(p, x);
    if (!own(p, to, us) && from != to) {
        const position after = play_by_text(p, m);
        note_attackers(after, king_square(after, us));
    }
    return s;
}

} // namespace chesslaw::props
