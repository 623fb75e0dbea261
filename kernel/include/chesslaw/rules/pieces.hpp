#pragma once
//! Articles 3.2–3.6 — bishop, rook, queen, no jumping, knight.

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/rules/rule.hpp>

namespace chesslaw::rules {

namespace detail {
template <class Self>
constexpr finding geometry(const context& c, piece_type t, bool fits) noexcept {
    finding f(Self::clause);
    if (!c.moves(t)) return f;
    f.result = outcome::satisfied;
    if (!fits) f.violate(witness{fact::geometry, c.m.to(), c.m.from(), c.mover});
    return f;
}
} // namespace detail

//! 3.2 — «Слон может пойти на любое поле по диагонали, на которой он стоит.»
//! The bishop may move to any square along a diagonal on which it stands.
struct bishop final : rule<spec::id::bishop> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        return detail::geometry<bishop>(c, piece_type::bishop, c.diagonal());
    }
};

//! 3.3 — «Ладья может пойти на любое поле по вертикали или горизонтали, на которых она стоит.»
struct rook final : rule<spec::id::rook> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        return detail::geometry<rook>(c, piece_type::rook, c.orthogonal());
    }
};

//! 3.4 — «Ферзь может пойти на любое поле по вертикали, горизонтали или диагонали, на которых он стоит.»
struct queen final : rule<spec::id::queen> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        return detail::geometry<queen>(c, piece_type::queen, c.orthogonal() || c.diagonal());
    }
};

//! 3.5 — «При выполнении этих ходов слон, ладья или ферзь не могут перейти через поля, занятые
//! другими фигурами.» Witnesses: every occupied square the piece would pass over.
struct no_jumping final : rule<spec::id::no_jumping> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        const bool slider = c.moves(piece_type::bishop) || c.moves(piece_type::rook) || c.moves(piece_type::queen);
        if (!slider || !(c.orthogonal() || c.diagonal())) return f;
        f.result = outcome::satisfied;
        for (bitboard b = between(c.m.from(), c.m.to()) & c.pos.occupied(); b;) {
            const square s = pop_lsb(b);
            f.violate(witness{fact::blocked_by, s, c.m.from(), c.pos.piece_on(s)});
        }
        return f;
    }
};

//! 3.6 — «Конь может пойти на одно из ближайших полей от того, на котором он стоит, но не на той же
//! самой вертикали, горизонтали или диагонали.»
struct knight final : rule<spec::id::knight> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        return detail::geometry<knight>(c, piece_type::knight, contains(knight_attacks(c.m.from()), c.m.to()));
    }
};

} // namespace chesslaw::rules
