#pragma once
//! Article 3.9 — check, and the prohibition of leaving or placing one's own king in check.

#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/rules/evidence.hpp>
#include <chesslaw/rules/rule.hpp>

namespace chesslaw::rules {

//! 3.9 — «Считается, что король находится "под шахом", если он атакован одной или несколькими
//! фигурами соперника, даже если такие фигуры не могут двигаться к полю, занимаемому королем, так
//! как в этом случае они оставят под шахом или подставят под шах собственного короля. Ни одна из
//! фигур не может сделать ход, который подставит под шах или оставит под шахом своего короля.»
//! Applies to every move of an own piece to a square not holding an own piece: the move is played
//! on a copy of the board and the mover's king must not be attacked afterwards. Witnesses: each
//! attacker (and whether it is itself pinned: it gives check all the same), and the pin that the
//! move broke, if the moving piece was pinned.
struct king_not_in_check final : rule<spec::id::check> {
    //! Whether the mover's king is attacked after m, without playing m: for an ordinary move (not
    //! a king's two-square move, not a pawn's diagonal step onto the en-passant square) the board
    //! after it differs from this one only on the origin and the target, so one attackers query
    //! with that occupancy decides it. Other moves (and a missing king) answer "maybe": the caller
    //! then plays the move with make_move, as it does to collect the witnesses.
    static constexpr bool attacked_after(const context& c) noexcept {
        const position& p = c.pos;
        const square from = c.m.from(), to = c.m.to();
        const piece_type pt = type_of(c.mover);
        const int d = index(to) - index(from);
        if (pt == piece_type::king && (d == 2 || d == -2 || c.castling_960())) return true;
        if (pt == piece_type::pawn && to == p.en_passant) return true;
        const square k = pt == piece_type::king ? to : p.king(c.us);
        if (!is_valid(k)) return true;
        const bitboard occ = (p.occupied() & ~bb(from)) | bb(to);
        const bitboard them = p.pieces(~c.us) & ~bb(to);
        return ((pawn_attacks(c.us, k) & p.pieces(piece_type::pawn)) | (knight_attacks(k) & p.pieces(piece_type::knight)) |
                (king_attacks(k) & p.pieces(piece_type::king)) |
                (bishop_attacks(k, occ) & (p.pieces(piece_type::bishop) | p.pieces(piece_type::queen))) |
                (rook_attacks(k, occ) & (p.pieces(piece_type::rook) | p.pieces(piece_type::queen)))) &
               them;
    }

    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.own_mover || c.m.from() == c.m.to() || (c.target != piece::none && color_of(c.target) == c.us && !c.castling_960())) return f;
        f.result = outcome::satisfied;
        if (!attacked_after(c)) return f; // the common case, decided by ray tests on the board as it is
        const position after = make_move(c.pos, c.m);
        const square k = after.king(c.us);
        if (!detail::add_attackers(f, after, k, ~c.us, after.occupied())) return f;
        if (type_of(c.mover) != piece_type::king) {
            const square pinner = pinner_of(c.pos, c.us, c.m.from());
            if (pinner != square::none && !aligned(c.pos.king(c.us), pinner, c.m.to()))
                f.add(witness{fact::pinned_piece, c.m.from(), pinner, c.pos.piece_on(pinner)});
        }
        return f;
    }
};

} // namespace chesslaw::rules
