#pragma once
//! judge(position, move[, game]) — which clauses of Article 3 permit or forbid a move, with evidence.
//!
//! Every predicate of rules/ runs on the move; each reports not_applicable / satisfied / violated
//! with witnesses. The verdict is exactly "no clause of 3.1–3.9 violated" (3.10.1), otherwise
//! 3.10.2 with every violated clause, not only the first. A move whose origin holds no piece of
//! the side to move is not a move of Article 3 at all: it is judged 3.10.2 with that witness.
//! Definitions (3.1/3, 3.1/4) run last and cite the attacks the other verdicts rest on.

#include <array>
#include <cstdint>
#include <span>

#include <boost/hana/for_each.hpp>

#include <chesslaw/core/expected.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/rules/check.hpp>
#include <chesslaw/rules/chess960.hpp>
#include <chesslaw/rules/king.hpp>
#include <chesslaw/rules/pawn.hpp>
#include <chesslaw/rules/pieces.hpp>
#include <chesslaw/rules/placement.hpp>
#include <chesslaw/rules/rule.hpp>
#include <chesslaw/rules/rule_set.hpp>

namespace chesslaw {

//! Every Article 3 predicate, in the order of the Laws.
using article3 = rules::rule_set<3,
    rules::own_square, rules::capture, rules::attack, rules::attack_despite_pin,
    rules::bishop, rules::rook, rules::queen, rules::no_jumping, rules::knight,
    rules::pawn_forward_only, rules::pawn_step, rules::pawn_double_step, rules::pawn_capture, rules::en_passant,
    rules::promotion,
    rules::king_two_ways, rules::king_step, rules::castling, rules::castling_right_lost, rules::castling_king_moved,
    rules::castling_rook_moved, rules::castling_attacked, rules::castling_blocked,
    rules::king_not_in_check>;

//! The Guidelines II predicates judged on a move: Chess960 castling (in standard chess none applies,
//! and a judgement lists them only for a Chess960 position).
using chess960_castling = rules::rule_list<rules::chess960_castle_once, rules::chess960_double_move,
    rules::chess960_transposition, rules::chess960_king_move_only, rules::chess960_rook_move_only,
    rules::chess960_final_squares, rules::chess960_vacant>;

namespace rules {
//! Definitions are cited after the verdicts that use them have been found.
template <class R>
constexpr bool is_definition = R::clause == spec::id::attack || R::clause == spec::id::attack_despite_pin;
} // namespace rules

struct judgement {
    static constexpr std::size_t capacity = article3::size + chess960_castling::size;
    bool legal = false;
    spec::clause_ref verdict = spec::id::illegal_move;       //!< 3.10.1 or 3.10.2
    rules::finding verdict_finding{spec::id::illegal_move};  //!< 3.10.2 witnesses when the move is not a move at all
    //! One per predicate, in the order of the Laws: Article 3's, then (Chess960 only) Guidelines II's.
    std::array<rules::finding, capacity> findings = article3::initial_findings<rules::finding>(chess960_castling{});
    std::size_t count = article3::size; //!< findings in use: Article 3's, and Guidelines II's in Chess960

    constexpr const rules::finding* begin() const noexcept { return findings.data(); }
    constexpr const rules::finding* end() const noexcept { return findings.data() + count; }
    //! The finding for clause c (3.10.1/3.10.2: the verdict's own finding; other clauses: not applicable).
    constexpr rules::finding find(spec::clause_ref c) const noexcept {
        for (const auto& f : *this)
            if (f.clause == c) return f;
        if (c == verdict_finding.clause) return verdict_finding;
        return rules::finding(c);
    }
    constexpr rules::outcome outcome_of(spec::clause_ref c) const noexcept { return find(c).result; }
    constexpr bool violates(spec::clause_ref c) const noexcept { return outcome_of(c) == rules::outcome::violated; }
    constexpr bool applies(spec::clause_ref c) const noexcept { return outcome_of(c) != rules::outcome::not_applicable; }
    //! Violated clauses, counting 3.10.2 itself only when the move is not a move of a piece at all.
    constexpr int violation_count() const noexcept {
        int n = verdict_finding.result == rules::outcome::violated ? 1 : 0;
        for (std::size_t i = 0; i < article3::size; ++i) n += findings[i].result == rules::outcome::violated; // a fixed bound: unrolled
        for (std::size_t i = article3::size; i < count; ++i) n += findings[i].result == rules::outcome::violated;
        return n;
    }
    //! True if exactly these clauses are violated (static tests: "violates 3.8.2.2.1 and nothing else").
    constexpr bool violates_exactly(std::initializer_list<spec::clause_ref> cs) const noexcept {
        for (const auto c : cs)
            if (!violates(c)) return false;
        return violation_count() == static_cast<int>(cs.size());
    }
};

namespace detail {
//! The Guidelines II predicates of a Chess960 position's move, after Article 3's.
constexpr void judge_chess960_castling(judgement& j, const rules::context& ctx) noexcept {
    std::size_t i = article3::size;
    boost::hana::for_each(chess960_castling::types, [&](auto t) { j.findings[i++] = decltype(t)::type::check(ctx, j); });
    j.count = judgement::capacity;
}
} // namespace detail

//! Judges m in p. `history` tells what the game so far says about castling (unknown by default).
constexpr judgement judge(const position& p, move m, const rules::castling_history& history = {}) noexcept {
    judgement j;
    const rules::context ctx(p, m, history);
    std::size_t i = 0;
    if (!ctx.own_mover) { // no predicate applies to a move of no own piece: skip straight to 3.10.2
        j.verdict_finding.violate(rules::witness{rules::fact::no_own_piece, m.from(), square::none, ctx.mover});
        return j;
    }
    boost::hana::for_each(article3::types, [&](auto t) {
        using R = typename decltype(t)::type;
        if constexpr (!rules::is_definition<R>) j.findings[i] = R::check(ctx, j);
        ++i;
    });
    i = 0;
    boost::hana::for_each(article3::types, [&](auto t) {
        using R = typename decltype(t)::type;
        if constexpr (rules::is_definition<R>) j.findings[i] = R::check(ctx, j);
        ++i;
    });
    if (p.chess960) detail::judge_chess960_castling(j, ctx);
    if (m.from() == m.to())
        j.verdict_finding.violate(rules::witness{rules::fact::same_square, m.from(), m.from(), ctx.mover});
    j.legal = j.violation_count() == 0;
    j.verdict = j.legal ? spec::id::legal_move : spec::id::illegal_move;
    if (j.legal) j.verdict_finding = rules::finding(spec::id::legal_move, rules::outcome::satisfied);
    return j;
}

//! A game given to the judge had a move that is not legal where it was played.
struct game_error {
    std::size_t ply = 0; //!< 0-based index of the offending move
    move m{};
    friend constexpr bool operator==(const game_error&, const game_error&) = default;
};

//! A position reached by a game, with what the game tells about castling.
struct game_state {
    position pos;
    rules::castling_history history;
};

//! Replays `game` from `start` (every move must be legal), recording when each king and each
//! rook first moved or was captured (for 3.8.2.1.1 and 3.8.2.1.2).
constexpr expected<game_state, game_error> replay(const position& start, std::span<const move> game) {
    game_state s{start, {}};
    s.history.known = true;
    for (const color c : {color::white, color::black})
        for (const side sd : {side::king_side, side::queen_side})
            if (!has(start.rights, castling_right(c, sd)))
                s.history.lost_at_start[static_cast<std::size_t>(index(c))] |= static_cast<std::uint8_t>(1u << static_cast<int>(sd));
    for (std::size_t ply = 0; ply < game.size(); ++ply) {
        const move m = game[ply];
        if (!is_legal(s.pos, m)) return unexpected{game_error{ply, m}};
        const color us = s.pos.side_to_move;
        const auto pl = static_cast<std::int16_t>(ply);
        const auto note = [&](std::int16_t& slot) { if (slot < 0) slot = pl; };
        if (type_of(s.pos.piece_on(m.from())) == piece_type::king) {
            note(s.history.king_moved[static_cast<std::size_t>(index(us))]);
            // Castling moves that side's rook too (3.8.2, II.3.1): it has moved from then on.
            if (is_castling_shape(s.pos, m.from(), m.to()))
                note(s.history.rook_moved[static_cast<std::size_t>(index(us))]
                                         [static_cast<std::size_t>(castling_side_of(m.from(), m.to()))]);
        }
        for (const color c : {color::white, color::black})
            for (const side sd : {side::king_side, side::queen_side}) {
                // h1/a1 (h8/a8), or in Chess960 the square of that right's rook
                const square home = s.pos.castling_rook_square(c, sd);
                if ((m.from() == home && c == us) || (m.to() == home && c != us))
                    note(s.history.rook_moved[static_cast<std::size_t>(index(c))][static_cast<std::size_t>(sd)]);
            }
        s.pos = make_move(s.pos, m);
    }
    return s;
}

//! Judges m after `game` played from `start`: the verdict can tell 3.8.2.1.1 from 3.8.2.1.2.
constexpr expected<judgement, game_error> judge(const position& start, std::span<const move> game, move m) {
    const auto s = replay(start, game);
    if (!s) return unexpected{s.error()};
    return judge(s->pos, m, s->history);
}

//! Why a move is refused where it is written (a list of moves entered by a person, `--moves`), in
//! the order a person checks it: the game is over; no piece of the side to move on the origin; a
//! promotion left out or named where there is none; else the judge's first violated clause.
enum class refusal_kind : std::uint8_t {
    legal,                 //!< not refused: the move is legal (clause 3.10.1)
    game_over,             //!< the side to move has no legal move: checkmate (5.1.1) or stalemate (5.2.1)
    no_piece,              //!< the origin is empty (3.10.2; evidence: no_own_piece)
    opponent_piece,        //!< the origin holds the opponent's piece (3.10.2; evidence: no_own_piece, pc: that piece)
    promotion_missing,     //!< a pawn reaches the last rank and no piece is named; with one the move is legal (3.7.5)
    promotion_not_allowed, //!< a piece is named for a move that is legal without it (3.7.5)
    not_a_pawn,            //!< a piece is named for a move of a piece that is not a pawn (3.7.5)
    illegal,               //!< any other move that is not legal: `finding` is the judge's first violated clause
};

//! A refusal with its clause and evidence (prose/judge.hpp words it for people).
struct refusal {
    refusal_kind kind = refusal_kind::legal;
    spec::clause_ref clause = spec::id::legal_move; //!< the clause the refusal rests on
    rules::finding finding{spec::id::legal_move};   //!< the judge's finding for `clause` (empty for game_over)
    piece pc = piece::none;                         //!< what stands on the move's origin
    game_status status = game_status::ongoing;      //!< game_over: checkmate or stalemate
    bool in_check = false;                          //!< the side to move is in check
};

//! Why m is not legal in p (kind legal when it is).
constexpr refusal refuse(const position& p, move m) noexcept {
    refusal r;
    r.pc = p.piece_on(m.from());
    r.in_check = in_check(p);
    const auto moves = legal_moves(p);
    if (moves.contains(m)) return r;
    if (moves.empty()) {
        r.kind = refusal_kind::game_over;
        r.status = r.in_check ? game_status::checkmate : game_status::stalemate;
        r.clause = r.in_check ? spec::id::checkmate : spec::id::stalemate;
        r.finding = rules::finding(r.clause, rules::outcome::satisfied);
        return r;
    }
    const judgement j = judge(p, m);
    if (r.pc == piece::none || color_of(r.pc) != p.side_to_move) {
        r.kind = r.pc == piece::none ? refusal_kind::no_piece : refusal_kind::opponent_piece;
        r.clause = j.verdict_finding.clause;
        r.finding = j.verdict_finding;
        return r;
    }
    const auto promotion_finding = [&] {
        r.clause = spec::id::promotion;
        r.finding = j.find(spec::id::promotion);
    };
    if (!m.is_promotion() && moves.contains(move(m.from(), m.to(), promotion::queen))) {
        r.kind = refusal_kind::promotion_missing;
        promotion_finding();
        return r;
    }
    if (m.is_promotion() && (moves.contains(move(m.from(), m.to())) || type_of(r.pc) != piece_type::pawn)) {
        r.kind = moves.contains(move(m.from(), m.to())) ? refusal_kind::promotion_not_allowed : refusal_kind::not_a_pawn;
        promotion_finding();
        return r;
    }
    r.kind = refusal_kind::illegal;
    r.clause = spec::id::illegal_move;
    r.finding = j.verdict_finding;
    for (const rules::finding& f : j)
        if (f.result == rules::outcome::violated) {
            r.clause = f.clause;
            r.finding = f;
            break;
        }
    return r;
}

} // namespace chesslaw
