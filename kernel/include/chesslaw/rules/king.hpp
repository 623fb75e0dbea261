#pragma once
//! Article 3.8 — the king: a step to an adjacent square (3.8.1) or castling (3.8.2), with the
//! conditions of 3.8.2.1 (right lost) and 3.8.2.2 (castling prevented for now).

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/rules/evidence.hpp>
#include <chesslaw/rules/rule.hpp>

namespace chesslaw::rules {

//! 3.8 — «Существует два различных способа делать ход королем:» — the king moves in exactly two
//! ways. Violated by a king move that is neither a step (3.8.1) nor castling's shape (3.8.2).
struct king_two_ways final : rule<spec::id::king_two_ways> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.moves(piece_type::king)) return f;
        f.result = outcome::satisfied;
        const bool step = c.adf() <= 1 && c.adr() <= 1 && (c.df | c.dr) != 0;
        if (!step && !c.castling_shape()) f.violate(witness{fact::geometry, c.m.to(), c.m.from(), c.mover});
        return f;
    }
};

//! 3.8.1 — «Пойти на любое соседнее поле,» — to any adjoining square.
struct king_step final : rule<spec::id::king_step> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.moves(piece_type::king) || c.castling_shape()) return f;
        f.result = outcome::satisfied;
        // An adjoining square: one step at most in each direction, and not the king's own square.
        if (c.adf() > 1 || c.adr() > 1 || (c.df == 0 && c.dr == 0))
            f.violate(witness{fact::geometry, c.m.to(), c.m.from(), c.mover});
        return f;
    }
};

//! 3.8.2 — «"Рокировка". Это перемещение короля и одной из ладей того же цвета по первой для игрока
//! горизонтали, считающееся за один ход короля, выполняется следующим образом: король перемещается
//! со своего начального поля на два поля по направлению к ладье, стоящей на начальном поле, затем эта
//! ладья перемещается на поле, которое король пересек последним.»
//! Violated when no rook of the king's colour stands on that side's initial rook square.
struct castling final : rule<spec::id::castling> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_shape()) return f;
        f.result = outcome::satisfied;
        const square r = c.castling_rook_square();
        if (c.pos.piece_on(r) != make_piece(c.us, piece_type::rook)) f.violate(witness{fact::rook_missing, r, c.m.from(), c.pos.piece_on(r)});
        return f;
    }
};

//! 3.8.2.1 — «Право на рокировку теряется:» — the right to castle is lost (from a bare position: the
//! castling-rights field no longer holds it; why is told by 3.8.2.1.1 / 3.8.2.1.2 when the game is known).
struct castling_right_lost final : rule<spec::id::castling_right_lost> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_shape()) return f;
        f.result = outcome::satisfied;
        if (!has(c.pos.rights, castling_right(c.us, c.castling_side())))
            f.violate(witness{fact::right_lost, c.castling_rook_square(), c.m.from(), c.mover});
        return f;
    }
};

//! 3.8.2.1.1 — «если король уже делал ход,» — lost if the king has already moved. Needs the game.
struct castling_king_moved final : rule<spec::id::castling_king_moved> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_shape() || !c.history.known) return f;
        f.result = outcome::satisfied;
        const auto ply = c.history.king_moved[static_cast<std::size_t>(index(c.us))];
        if (ply >= 0) f.violate(witness{fact::king_moved, c.m.from(), c.m.from(), c.mover, false, ply});
        return f;
    }
};

//! 3.8.2.1.2 — «с той ладьей, которая уже делала ход.» — lost with a rook that has already moved
//! (or was captured on its initial square, after which no rook of that side has not moved). Needs the game.
struct castling_rook_moved final : rule<spec::id::castling_rook_moved> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_shape() || !c.history.known) return f;
        f.result = outcome::satisfied;
        const auto ply = c.history.rook_moved[static_cast<std::size_t>(index(c.us))][static_cast<std::size_t>(c.castling_side())];
        if (ply >= 0) f.violate(witness{fact::rook_moved, c.castling_rook_square(), c.castling_rook_square(), make_piece(c.us, piece_type::rook), false, ply});
        return f;
    }
};

//! 3.8.2.2.1 — «если поле, на котором стоит король, или поле, которое он должен пересечь, или поле,
//! которое он должен занять, атаковано одной или несколькими фигурами соперника;»
//! Witnesses: each attacked square with each attacker (pinned attackers count, 3.1/4).
struct castling_attacked final : rule<spec::id::castling_attacked> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_shape()) return f;
        f.result = outcome::satisfied;
        if (c.castling_960()) { // II.3.1: the king's square, every square it crosses, its arrival square
            const square to = c.castling_king_to();
            for (bitboard b = between(c.m.from(), to) | bb(c.m.from()) | bb(to); b;)
                detail::add_attackers(f, c.pos, pop_lsb(b), ~c.us, c.pos.occupied());
            return f;
        }
        const square crossed = square_at((index(c.m.from()) + index(c.m.to())) / 2);
        for (const square s : {c.m.from(), crossed, c.m.to()})
            detail::add_attackers(f, c.pos, s, ~c.us, c.pos.occupied());
        return f;
    }
};

//! 3.8.2.2.2 — «если между королем и ладьей, с которой должна быть произведена рокировка,
//! находится какая-либо фигура.» — b1/b8 must be empty too (but may be attacked). Not applicable
//! in Chess960, where II.3.2.7.4 says which squares must be vacant.
struct castling_blocked final : rule<spec::id::castling_blocked> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_shape() || c.pos.chess960) return f; // Chess960: II.3.2.7.4 instead
        f.result = outcome::satisfied;
        for (bitboard b = between(c.m.from(), c.castling_rook_square()) & c.pos.occupied(); b;) {
            const square s = pop_lsb(b);
            f.violate(witness{fact::blocked_by, s, c.m.from(), c.pos.piece_on(s)});
        }
        return f;
    }
};

} // namespace chesslaw::rules
