#pragma once
//! Article 3.7 — the pawn. 3.7.1–3.7.4 are alternatives ("или"): each applies to its own shape of
//! move (one step, two steps, diagonal step onto a piece, diagonal step onto the passed square),
//! and 3.7 rejects every other pawn move. 3.7.5 adds the promotion requirement on the last rank.

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/rules/rule.hpp>

namespace chesslaw::rules {

//! 3.7 — «Пешка может ходить только вперед:» — the pawn moves only forward, in one of the ways
//! 3.7.1–3.7.4 list. Violated by any other pawn move (sideways, backwards, too far, a knight-like jump).
struct pawn_forward_only final : rule<spec::id::pawn_forward_only> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.moves(piece_type::pawn)) return f;
        f.result = outcome::satisfied;
        if (!(c.pawn_step() || c.pawn_double() || c.pawn_diagonal()))
            f.violate(witness{fact::geometry, c.m.to(), c.m.from(), c.mover});
        return f;
    }
};

//! 3.7.1 — «Пешка может пойти вперед на поле, расположенное непосредственно перед ней на той же
//! самой вертикали, при условии, что это поле не занято; или»
struct pawn_step final : rule<spec::id::pawn_step> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.pawn_step()) return f;
        f.result = outcome::satisfied;
        if (c.target != piece::none) f.violate(witness{fact::blocked_by, c.m.to(), c.m.from(), c.target});
        return f;
    }
};

//! 3.7.2 — «При своем первоначальном ходе пешка может пойти так, как описано в Статье 3.7.1, или же
//! она может быть продвинута на два поля по той же самой вертикали, при условии, что оба эти поля
//! не заняты; или»
struct pawn_double_step final : rule<spec::id::pawn_double_step> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.pawn_double()) return f;
        f.result = outcome::satisfied;
        if (relative_rank(c.us, c.m.from()) != rank::r2) f.violate(witness{fact::not_initial_rank, c.m.from(), c.m.from(), c.mover});
        const square crossed = square_at((index(c.m.from()) + index(c.m.to())) / 2);
        for (const square s : {crossed, c.m.to()})
            if (!c.pos.empty(s)) f.violate(witness{fact::blocked_by, s, c.m.from(), c.pos.piece_on(s)});
        return f;
    }
};

//! 3.7.3 — «Пешка может пойти на поле, занятое фигурой соперника, расположенное перед ней по
//! диагонали на соседней вертикали, забирая эту фигуру.»
//! Applies to the pawn's diagonal step unless it is the en-passant capture (3.7.4).
struct pawn_capture final : rule<spec::id::pawn_capture> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.pawn_diagonal()) return f;
        if (c.target == piece::none && c.m.to() == c.pos.en_passant) return f; // 3.7.4's case
        f.result = outcome::satisfied;
        if (c.target == piece::none || color_of(c.target) == c.us)
            f.violate(witness{fact::no_opponent_piece, c.m.to(), c.m.from(), c.target});
        return f;
    }
};

//! 3.7.4 — «Пешка, занимающая поле на той же горизонтали и на соседней вертикали с пешкой
//! соперника, которая только что продвинулась на два поля в один ход от своей первоначальной
//! позиции, может взять эту продвинутую пешку соперника, как если бы последний ее ход был только на
//! одно поле. Это взятие разрешено только ходом, следующим за этим продвижением, и называется
//! взятием "на проходе".»
//! Applies to a diagonal step onto an empty square. Permitted only onto the square the opponent's
//! pawn passed on the move just made (the position's en-passant square).
struct en_passant final : rule<spec::id::en_passant> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.en_passant_shape()) return f;
        f.result = outcome::satisfied;
        const square beside = make_square(file_of(c.m.to()), rank_of(c.m.from()));
        if (c.m.to() == c.pos.en_passant) {
            f.add(witness{fact::en_passant_capture, beside, c.m.from(), c.pos.piece_on(beside)});
        } else {
            const bool pawn_beside = c.pos.piece_on(beside) == make_piece(~c.us, piece_type::pawn);
            f.violate(witness{fact::no_double_advance, c.m.to(), pawn_beside ? beside : square::none,
                              pawn_beside ? c.pos.piece_on(beside) : piece::none});
        }
        return f;
    }
};

//! 3.7.5 — «Когда игрок при своем ходе продвигает пешку на самую дальнюю от исходного положения
//! горизонталь, он должен обменять эту пешку в рамках того же самого хода на нового ферзя, ладью,
//! слона или коня того же цвета на предполагаемом поле превращения. …»
//! Violated by a pawn move to the last rank that names no new piece (the move type can only name
//! Q, R, B or N), and by a promotion piece named for any other move.
struct promotion final : rule<spec::id::promotion> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.own_mover) return f;
        const bool reaches_last = c.moves(piece_type::pawn) && relative_rank(c.us, c.m.to()) == rank::r8;
        if (!reaches_last && !c.m.is_promotion()) return f;
        f.result = outcome::satisfied;
        if (!reaches_last) f.violate(witness{fact::promotion_not_allowed, c.m.to(), c.m.from(), c.mover});
        else if (!c.m.is_promotion()) f.violate(witness{fact::missing_promotion, c.m.to(), c.m.from(), c.mover});
        else f.add(witness{fact::promotion_to, c.m.to(), c.m.from(), make_piece(c.us, to_piece_type(c.m.promotion()))});
        return f;
    }
};

} // namespace chesslaw::rules
