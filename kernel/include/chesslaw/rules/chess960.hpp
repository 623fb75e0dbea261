#pragma once
//! Guidelines II — Chess960: the starting array (II.2) and castling (II.3), which reads 3.8.2 anew
//! for any king and rook squares. The castling predicates apply to a move of a Chess960 position
//! (position::chess960) written king-takes-own-rook; in standard chess none applies. The array
//! predicates apply to a game's starting position (check_start_array).

#include <array>

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/rules/rule.hpp>
#include <chesslaw/rules/rule_set.hpp>

namespace chesslaw::rules {

namespace detail {
//! Where a Chess960 castling move leaves the king and the rook (II.3.2.6).
struct castling_squares {
    square king_from, king_to, rook_from, rook_to;
};
constexpr castling_squares castling_squares_of(const context& c) noexcept {
    const side s = c.castling_side();
    return {c.m.from(), castling_king_to(c.us, s), c.m.to(), castling_rook_to(c.us, s)};
}
} // namespace detail

//! II.3.1 — «В шахматах 960 каждому игроку разрешается один раз за игру сделать рокировку, при
//! которой король и ладья могут перемещаться за один ход. …» — each player may castle once, king and
//! rook in one move; the regular rules need interpreting (3.8.2: the king castles with *the*
//! castling rook, wherever the two stand). Violated when the rook the king moves onto is not the
//! castling rook of that side (the right's rook, position::castling_rook_file).
struct chess960_castle_once final : rule<spec::id::chess960_castle_once> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_960()) return f;
        f.result = outcome::satisfied;
        const square own = c.pos.castling_rook_square(c.us, c.castling_side());
        if (own != c.m.to()) f.violate(witness{fact::not_castling_rook, c.m.to(), own, c.target});
        return f;
    }
};

namespace detail {
//! The finding of clause C, one of the manoeuvres of II.3.2: satisfied when the Chess960 castling
//! move is it (the king moves or not, the rook moves or not, they exchange squares or not: II.3.2.2,
//! in which both move); not applicable otherwise. None names a prohibition.
constexpr finding manoeuvre(spec::clause_ref clause, const context& c, bool king_moves_, bool rook_moves_, bool transposed_) noexcept {
    finding f(clause);
    if (!c.castling_960()) return f;
    const auto q = castling_squares_of(c);
    const bool king_moves = q.king_from != q.king_to, rook_moves = q.rook_from != q.rook_to;
    const bool transposed = q.king_to == q.rook_from && q.rook_to == q.king_from;
    if (king_moves != king_moves_ || rook_moves != rook_moves_ || transposed != transposed_) return f;
    f.result = outcome::satisfied;
    f.add(witness{fact::castling_manoeuvre, q.king_to, q.rook_to, c.mover});
    return f;
}
} // namespace detail

//! II.3.2.1 — «двухэтапная рокировка: посредством перемещения короля и перемещения ладьи, или» —
//! double-move castling: a king's move and a rook's move (both move, not onto each other's squares).
struct chess960_double_move final : rule<spec::id::chess960_double_move> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept { return detail::manoeuvre(clause, c, true, true, false); }
};
//! II.3.2.2 — «рокировка перестановкой: король и ладья меняются местами, или» — transposition
//! castling: the king and the rook exchange squares.
struct chess960_transposition final : rule<spec::id::chess960_transposition> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept { return detail::manoeuvre(clause, c, true, true, true); }
};
//! II.3.2.3 — «рокировка только ходом короля: перемещается только король, или» — king-move-only
//! castling: the rook already stands on f1/d1 (f8/d8).
struct chess960_king_move_only final : rule<spec::id::chess960_king_move_only> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept { return detail::manoeuvre(clause, c, true, false, false); }
};
//! II.3.2.4 — «рокировка только ходом ладьи: перемещается только ладья.» — rook-move-only castling:
//! the king already stands on g1/c1 (g8/c8).
struct chess960_rook_move_only final : rule<spec::id::chess960_rook_move_only> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept { return detail::manoeuvre(clause, c, false, true, false); }
};

//! II.3.2.6 — «Таким образом, после рокировки на с-фланг (обозначаемой 0-0-0 …) король находится на
//! с-поле (c1 для белых и с8 для черных), а ладья находится на d-поле … После рокировки на g-фланг
//! … король стоит на g-поле …, а ладья стоит на f-поле …» — after castling the king is on c1/g1 and
//! the rook on d1/f1 (c8/g8, d8/f8). The predicate checks that make_move leaves them exactly there.
struct chess960_final_squares final : rule<spec::id::chess960_final_squares> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_960()) return f;
        f.result = outcome::satisfied;
        const auto q = detail::castling_squares_of(c);
        const position after = make_move(c.pos, c.m);
        const piece king = make_piece(c.us, piece_type::king), rook = make_piece(c.us, piece_type::rook);
        if (after.piece_on(q.king_to) != king) f.violate(witness{fact::final_square, q.king_to, square::none, after.piece_on(q.king_to)});
        else f.add(witness{fact::final_square, q.king_to, square::none, king});
        if (after.piece_on(q.rook_to) != rook) f.violate(witness{fact::final_square, q.rook_to, square::none, after.piece_on(q.rook_to)});
        else f.add(witness{fact::final_square, q.rook_to, square::none, rook});
        return f;
    }
};

//! II.3.2.7.4 — «Все поля между начальным и конечным полями короля (включая конечное поле) и все поля
//! между начальным и конечным полями ладьи (включая конечное поле) должны быть свободны, за
//! исключением короля и рокирующей ладьи.» — every square between the king's initial and final
//! squares and between the rook's (final squares included) vacant but for the king and the castling
//! rook. Reads 3.8.2.2.2 anew. Witnesses: each occupied square with its piece.
struct chess960_vacant final : rule<spec::id::chess960_vacant> {
    template <class Trace>
    static constexpr finding check(const context& c, const Trace&) noexcept {
        finding f(clause);
        if (!c.castling_960()) return f;
        f.result = outcome::satisfied;
        const auto q = detail::castling_squares_of(c);
        const bitboard path = between(q.king_from, q.king_to) | bb(q.king_to) | between(q.rook_from, q.rook_to) | bb(q.rook_to);
        for (bitboard b = path & c.pos.occupied() & ~(bb(q.king_from) | bb(q.rook_from)); b;) {
            const square s = pop_lsb(b);
            f.violate(witness{fact::blocked_by, s, c.m.from(), c.pos.piece_on(s)});
        }
        return f;
    }
};

// ---- the starting array (II.2) -----------------------------------------------------------------

//! II.2/1 — «Начальная позиция для шахмат 960 должна соответствовать определенным правилам. Белые
//! пешки располагаются на второй горизонтали, как в классических шахматах. Все остальные белые фигуры
//! размещаются на первой горизонтали …» — white's pawns on the second rank, white's other men (king,
//! queen, two rooks, two bishops, two knights) on the first. Witnesses: each square of the first two
//! ranks that breaks it, with what stands there; when every square holds a white man of the right
//! kind yet the first rank's count of one kind is wrong, a witness without a square names that kind.
struct chess960_start_requirements final : rule<spec::id::chess960_start_requirements> {
    static constexpr finding check(const position& p) noexcept {
        finding f(clause, outcome::satisfied);
        for (int x = 0; x < 8; ++x) {
            const square s2 = make_square(static_cast<file>(x), rank::r2);
            if (p.piece_on(s2) != piece::white_pawn) f.violate(witness{fact::misplaced_man, s2, square::none, p.piece_on(s2)});
            const square s1 = make_square(static_cast<file>(x), rank::r1);
            const piece pc = p.piece_on(s1);
            if (pc == piece::none || color_of(pc) != color::white || type_of(pc) == piece_type::pawn)
                f.violate(witness{fact::misplaced_man, s1, square::none, pc});
        }
        constexpr std::array<int, 6> wanted{0, 2, 2, 2, 1, 1}; // pawn, knight, bishop, rook, queen, king on rank 1
        for (int t = 1; t < 6; ++t) {
            const int n = popcount(p.pieces(color::white, static_cast<piece_type>(t)) & rank_bb(rank::r1));
            if (n != wanted[static_cast<std::size_t>(t)] && f.witness_count == 0)
                f.violate(witness{fact::misplaced_man, square::none, square::none, make_piece(color::white, static_cast<piece_type>(t))});
        }
        return f;
    }
};

//! II.2.1 — «король должен находиться между двумя ладьями, и» — the king between the two rooks.
//! Applies to an array that has the men of II.2/1.
struct chess960_king_between_rooks final : rule<spec::id::chess960_king_between_rooks> {
    static constexpr finding check(const position& p) noexcept {
        finding f(clause);
        const bitboard rooks = p.pieces(color::white, piece_type::rook) & rank_bb(rank::r1);
        const bitboard king = p.pieces(color::white, piece_type::king) & rank_bb(rank::r1);
        if (popcount(rooks) != 2 || popcount(king) != 1) return f;
        f.result = outcome::satisfied;
        const square k = lsb(king), lo = lsb(rooks), hi = msb(rooks);
        if (!(lo < k && k < hi)) f.violate(witness{fact::king_outside_rooks, k, k < lo ? lo : hi, piece::white_king});
        return f;
    }
};

//! II.2.2 — «слоны должны находиться на полях противоположного цвета, и» — the bishops on squares of
//! opposite colours.
struct chess960_bishops_opposite final : rule<spec::id::chess960_bishops_opposite> {
    static constexpr finding check(const position& p) noexcept {
        finding f(clause);
        const bitboard bishops = p.pieces(color::white, piece_type::bishop) & rank_bb(rank::r1);
        if (popcount(bishops) != 2) return f;
        f.result = outcome::satisfied;
        const square a = lsb(bishops), b = msb(bishops);
        if ((index(a) & 1) == (index(b) & 1)) f.violate(witness{fact::bishops_same_colour, a, b, piece::white_bishop});
        return f;
    }
};

//! II.2.3 — «чёрные фигуры должны располагаться напротив соответствующих фигур белых.» — each black
//! man opposite the white one of its kind (rank 8 mirrors rank 1, rank 7 rank 2).
struct chess960_black_opposite final : rule<spec::id::chess960_black_opposite> {
    static constexpr finding check(const position& p) noexcept {
        finding f(clause, outcome::satisfied);
        for (int x = 0; x < 8; ++x)
            for (const auto& [w, b] : {std::array<rank, 2>{rank::r1, rank::r8}, std::array<rank, 2>{rank::r2, rank::r7}}) {
                const square ws = make_square(static_cast<file>(x), w), bs = make_square(static_cast<file>(x), b);
                const piece white = p.piece_on(ws), black = p.piece_on(bs);
                const bool ok = white == piece::none ? black == piece::none
                                                     : color_of(white) == color::white && black == make_piece(color::black, type_of(white));
                if (!ok) f.violate(witness{fact::not_opposite, bs, ws, black});
            }
        return f;
    }
};

//! Every Guidelines II predicate: the binding checked by the compiler (each checkable clause of
//! Guidelines II has exactly one).
using guidelines2 = rule_set<spec::guidelines_ii,
    chess960_start_requirements, chess960_king_between_rooks, chess960_bishops_opposite, chess960_black_opposite,
    chess960_castle_once, chess960_double_move, chess960_transposition, chess960_king_move_only, chess960_rook_move_only,
    chess960_final_squares, chess960_vacant>;

//! The II.2 verdicts on a game's starting array, in the order of the Laws.
struct start_array_findings {
    std::array<finding, 4> findings{finding(spec::id::chess960_start_requirements), finding(spec::id::chess960_king_between_rooks),
                                    finding(spec::id::chess960_bishops_opposite), finding(spec::id::chess960_black_opposite)};
    constexpr bool conforms() const noexcept {
        for (const auto& f : findings)
            if (f.result == outcome::violated) return false;
        return true;
    }
    constexpr const finding* begin() const noexcept { return findings.data(); }
    constexpr const finding* end() const noexcept { return findings.data() + findings.size(); }
};

//! Judges a starting position against II.2: is it a Chess960 starting array? (Castling rights and
//! the side to move are not part of II.2.)
constexpr start_array_findings check_start_array(const position& p) noexcept {
    start_array_findings out;
    out.findings[0] = chess960_start_requirements::check(p);
    out.findings[1] = chess960_king_between_rooks::check(p);
    out.findings[2] = chess960_bishops_opposite::check(p);
    out.findings[3] = chess960_black_opposite::check(p);
    return out;
}

} // namespace chesslaw::rules
