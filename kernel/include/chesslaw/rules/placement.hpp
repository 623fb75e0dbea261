#pragma once
//! Article 3.1 — where a piece may go, capture, and what "attack" means.

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/rules/rule.hpp>

namespace chesslaw::rules {

//! 3.1/1 — «Не разрешается делать ход фигурой на поле, занятое фигурой того же цвета.»
//! A piece may not move to a square occupied by a piece of the same colour.
struct own_square final : rule<spec::id::own_square> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.own_mover) return f;
        f.result = outcome::satisfied;
        // Chess960 castling is written as the king onto its own rook (II.3.2): no piece goes there.
        if (c.target != piece::none && color_of(c.target) == c.us && !c.castling_960())
            f.violate(witness{fact::own_piece_on_target, c.m.to(), c.m.from(), c.target});
        return f;
    }
};

//! 3.1/2 — «Если фигура перемещается на поле, занятое фигурой соперника, последняя забирается и
//! снимается с шахматной доски, как часть того же самого хода.»
//! Applies to every move onto an opponent's piece (and to en passant, 3.7.4): the captured piece
//! leaves the board as part of the same move. The predicate checks make_move does exactly that.
struct capture final : rule<spec::id::capture> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.own_mover) return f;
        square victim = square::none;
        if (c.target != piece::none && color_of(c.target) != c.us) victim = c.m.to();
        else if (c.moves(piece_type::pawn) && c.en_passant_shape() && c.m.to() == c.pos.en_passant)
            victim = square_at(index(c.m.to()) - (c.us == color::white ? 8 : -8));
        if (victim == square::none) return f;
        f.result = outcome::satisfied;
        f.add(witness{fact::captures, victim, c.m.from(), c.pos.piece_on(victim)});
        return f;
    }
};

//! 3.1/3 — «Считается, что фигура нападает на фигуру соперника, если в соответствии со Статьями
//! 3.2 - 3.8 эта фигура может взять фигуру соперника на этом поле.»
//! A definition: `holds` is the predicate itself; the judge cites it wherever a verdict rests on
//! an attack (3.8.2.2.1, 3.9), with the attacking pieces as witnesses.
struct attack final : rule<spec::id::attack> {
    //! The piece on `from` attacks square `s`: it could capture there by its moves (3.2–3.8).
    static constexpr bool holds(const position& p, square from, square s) noexcept {
        const piece pc = p.piece_on(from);
        if (pc == piece::none || from == s) return false;
        return contains(attacks(type_of(pc), color_of(pc), from, p.occupied()), s);
    }
    template <class Trace>
    static constexpr finding check(const context&, const Trace& earlier) noexcept {
        finding f(clause);
        for (const finding& e : earlier)
            for (int i = 0; i < e.witness_count; ++i)
                if (const witness& w = e.witnesses[static_cast<std::size_t>(i)]; w.what == fact::square_attacked) {
                    f.result = outcome::satisfied;
                    f.add(witness{fact::attacks, w.at, w.by, w.pc, w.pinned});
                }
        return f;
    }
};

//! 3.1/4 — «Считается, что фигура нападает на поле, даже если она не может пойти на это поле из-за
//! того, что король того же цвета останется или окажется под атакой.»
//! A pinned piece still attacks. Applies when a verdict rests on an attack by a pinned piece.
struct attack_despite_pin final : rule<spec::id::attack_despite_pin> {
    //! Same as 3.1/3, regardless of whether the piece on `from` is pinned to its own king.
    static constexpr bool holds(const position& p, square from, square s) noexcept { return attack::holds(p, from, s); }
    template <class Trace>
    static constexpr finding check(const context&, const Trace& earlier) noexcept {
        finding f(clause);
        for (const finding& e : earlier)
            for (int i = 0; i < e.witness_count; ++i)
                if (const witness& w = e.witnesses[static_cast<std::size_t>(i)]; w.what == fact::square_attacked && w.pinned) {
                    f.result = outcome::satisfied;
                    f.add(witness{fact::attacks, w.at, w.by, w.pc, true});
                }
        return f;
    }
};

} // namespace chesslaw::rules
