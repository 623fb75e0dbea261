#pragma once
//! Article 4 predicates: one type per machine-checkable clause, each bound to its clause by
//! `rules::rule<spec::id::...>` and each reading the physical record (state) and the obligations
//! in force (ruling). `article4` proves at compile time that every checkable clause of Article 4
//! has exactly one predicate.
//!
//! Outcomes follow rules::outcome. For an obligation or a prohibition, `satisfied` means "in force
//! and not broken (so far)"; for a condition (4.6/2, 4.6.1–4.6.3), `satisfied` means the condition
//! holds (the move is complete), `not_applicable` with an `awaiting` witness that it does not yet.

#include <array>
#include <cstdint>
#include <span>

#include <chesslaw/core/move.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/rules/rule.hpp>
#include <chesslaw/rules/rule_set.hpp>
#include <chesslaw/spec/table.hpp>
#include <chesslaw/touch/event.hpp>
#include <chesslaw/touch/obligation.hpp>
#include <chesslaw/touch/state.hpp>

namespace chesslaw::touch {

using rules::outcome;

//! What a witness states; `at`, `by`, `from`, `to`, `pc`, `m`, `event` are filled as each fact
//! documents. One convention for Article 3 and Article 4 evidence (docs/jsonl.md, "Witness fields"):
//! `at` is the square the fact is about, `by` the other piece it involves (the capturing piece,
//! the rook, the opponent's piece, the attacker in Article 3), `from`/`to` a piece's movement —
//! where it started and where it went. A move is also given whole in `m`.
enum class fact : std::uint8_t {
    adjusted,            //!< at: piece adjusted after an announcement, event (4.2)
    touched,             //!< at, pc, event: a deliberate touch that engages 4.3
    not_engaged,         //!< at, event, why: a touch that does not engage 4.3
    governs,             //!< at, pc: the piece the obligation is about; by: the capturing piece (4.3.3/1)
    cannot_move,         //!< at: touched before, but it cannot move / cannot be captured
    could,               //!< m (from, to): a legal move that complies (the obligation could be met)
    made,                //!< m (from, to), pc, event: the move made
    presumed_first,      //!< at: own piece presumed touched first, by: the opponent's (4.3.3/2)
    castling_possible,   //!< at: the king, by: the rook touched, m: the castling move (4.4.1)
    castling_impossible, //!< at: the king, by: the rook touched, m: the castling move towards it (4.4.3)
    king_has_no_move,    //!< at: the king (4.4.3)
    castling_forbidden,  //!< at: the rook touched before the king, m: a castling move it forbids (4.4.2: both)
    promotion_chosen,    //!< at: the promotion square, pc: the first new piece placed there (4.4.4)
    released,            //!< from: start square, to: square released on, pc, event (4.6/1)
    relocated,           //!< from: square it was released on, to: where it went (none: off the board), event (4.6/1)
    completed,           //!< m (from, to), event: the move is complete (4.6/2, 4.6.1–4.6.3)
    awaiting,            //!< at: what the move still waits for (captured piece, rook, new piece)
    impossible,          //!< m (from, to), event: a move made on the board that breaks Article 3 (4.6/3, 4.6/4)
    opponent_touched,    //!< at, event: the opponent deliberately touched a piece (4.7)
    claimed,             //!< event: the opponent's claim (4.7)
    broken,              //!< at: the obligation's piece, event: the action that fixed a move which cannot meet it
    set_aside,           //!< at: the obligation's piece, event: the release that had fixed the move — a later
                         //!< touch's obligation that the fixed move overrides (precedence, see `ruling`)
};

struct witness {
    fact what{};
    square at = square::none;
    square by = square::none;
    square from = square::none;
    square to = square::none;
    piece pc = piece::none;
    move m{};
    std::int16_t event = -1;
    engagement why = engagement::engaged;
    friend constexpr bool operator==(const witness&, const witness&) = default;
};

//! One Article 4 clause's verdict on the move, with its evidence.
using finding = rules::basic_finding<witness>;

//! What every predicate reads: the events, the record they built, the obligations in force.
struct context {
    std::span<const event> events;
    const state& s;
    const ruling& r;
};

namespace detail {

constexpr move first_of(const move_list& l) noexcept { return l.empty() ? move{} : l[0]; }

//! A witness of a whole move: from, to, the move, and (if given) the piece and the event.
constexpr witness movement(fact f, move m, piece pc = piece::none, std::int16_t ev = -1) noexcept {
    return {.what = f, .from = m.from(), .to = m.to(), .pc = pc, .m = m, .event = ev};
}
constexpr witness made(const state& s, fact f = fact::made) noexcept {
    return movement(f, s.made, s.start.piece_on(s.made.from()), static_cast<std::int16_t>(s.complete_event));
}
constexpr witness completed(const state& s) noexcept { return made(s, fact::completed); }

//! Shared by the touch obligations (4.3.1, 4.3.2, 4.3.3/1, 4.4.1, 4.4.3): in force when the
//! governing obligation is this clause's; violated by a completed move outside the complying set.
constexpr finding touch_obligation(spec::clause_ref c, const context& x) noexcept {
    finding f(c);
    const touch_ruling& t = x.r.touch;
    // Precedence (see `ruling`): an obligation of this clause from a touch after the move was fixed
    // never bound; the finding shows it, not applicable.
    for (const auto& a : x.r.set_aside_ones())
        if (a.o.clause == c && !(t.main.clause == c && t.engaged))
            f.add({.what = fact::set_aside, .at = a.o.subject, .pc = a.o.pc, .event = a.event});
    if (!(t.main.clause == c) || !t.engaged) return f;
    f.result = outcome::satisfied;
    for (std::size_t i = 0; i < t.immobile_count; ++i) f.add({.what = fact::cannot_move, .at = t.immobile[i]});
    if (t.main.what == duty::any_move) {
        f.add({.what = fact::king_has_no_move, .at = t.main.subject});
        return f;
    }
    f.add({.what = fact::governs, .at = t.main.subject, .by = t.main.with, .pc = t.main.pc});
    if (t.main.what == duty::castle) f.add({.what = fact::castling_possible, .at = t.main.subject, .by = t.main.with, .pc = t.main.pc, .m = castling_move(x.s.us, t.main.sd)});
    if (c == spec::id::castling_touch_king_first_illegal)
        f.add({.what = fact::castling_impossible, .at = t.main.subject, .by = t.main.with, .pc = t.main.pc, .m = castling_move(x.s.us, t.main.sd)});
    if (!t.allowed.empty()) f.add(movement(fact::could, first_of(t.allowed)));
    if (x.s.complete()) {
        const witness w = made(x.s);
        if (meets_touch(x.s, t.main, x.s.made)) f.add(w);
        else f.violate(w);
    }
    return f;
}



} // namespace detail

//! 4.2 — «При своем ходе игрок может поправить одну или несколько фигур на их полях при условии,
//! что он сначала предупредит соперника». An announced adjustment never engages 4.3; an
//! unannounced one is simply a deliberate touch (notation: adjust:SQ vs touch:SQ).
struct adjust final : rules::rule<spec::id::adjust> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        for (std::size_t i = 0; i < x.events.size(); ++i)
            if (x.events[i].act == action::adjust && x.s.note[i] == engagement::adjustment) {
                f.result = outcome::satisfied;
                f.add({.what = fact::adjusted, .at = x.events[i].at, .pc = x.s.start.piece_on(x.events[i].at), .event = static_cast<std::int16_t>(i)});
            }
        return f;
    }
};

//! 4.3 — «Если игрок, который должен делать ход, намеренно касается…». Which touches engage:
//! deliberate (explicit input), of a piece, not an announced adjustment, before the move is complete.
struct touch_deliberate final : rules::rule<spec::id::touch_deliberate> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        for (std::size_t i = 0; i < x.events.size(); ++i) {
            const event& e = x.events[i];
            const bool touch = e.act == action::touch || e.act == action::touch_accidental || e.act == action::lift;
            if (!touch) continue;
            f.result = outcome::satisfied;
            const engagement why = x.s.note[i];
            if (why == engagement::engaged) f.add({.what = fact::touched, .at = e.at, .by = e.also, .pc = x.s.start.piece_on(e.at), .event = static_cast<std::int16_t>(i)});
            else if (why != engagement::repeated) f.add({.what = fact::not_engaged, .at = e.at, .by = e.also, .event = static_cast<std::int16_t>(i), .why = why});
        }
        return f;
    }
};

//! 4.3.1 — «…своих фигур, то он должен сделать ход фигурой, до которой дотронулся первой, если
//! такой ход возможен». Read as FIDE 2023: the first piece touched that can move.
struct touch_own final : rules::rule<spec::id::touch_own> {
    static constexpr finding check(const context& x) noexcept { return detail::touch_obligation(clause, x); }
};

//! 4.3.2 — «…фигур соперника, то он должен взять фигуру, до которой дотронулся первой, взятие которой возможно».
struct touch_opponent final : rules::rule<spec::id::touch_opponent> {
    static constexpr finding check(const context& x) noexcept { return detail::touch_obligation(clause, x); }
};

//! 4.3.3/1 — «Двух фигур разного цвета, он должен взять фигуру соперника своей фигурой или, если
//! это невозможно, взять тронутую фигуру соперника другой своей фигурой».
struct touch_both final : rules::rule<spec::id::touch_both> {
    static constexpr finding check(const context& x) noexcept { return detail::touch_obligation(clause, x); }
};

//! 4.3.3/2 — «Если нельзя установить, какая фигура была тронута первой, считается, что это фигура
//! игрока, за которым очередь хода». Applied when `touch:A+B` names pieces of both colours.
struct touch_order_unknown final : rules::rule<spec::id::touch_order_unknown> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        if (!x.r.touch.order_presumed) return f;
        f.result = outcome::satisfied;
        f.add({.what = fact::presumed_first, .at = x.r.touch.presumed_own, .by = x.r.touch.presumed_opponent});
        return f;
    }
};

//! 4.4.1 — «Намеренно касается своего короля и ладьи, он должен рокировать в сторону этой ладьи,
//! если такой ход возможен».
struct castling_touch_king_rook final : rules::rule<spec::id::castling_touch_king_rook> {
    static constexpr finding check(const context& x) noexcept { return detail::touch_obligation(clause, x); }
};

//! 4.4.2 — «Намеренно касается ладьи, а затем короля, рокировка не разрешается, и к этой ситуации
//! должна быть применена статья 4.3.1». Castling is not permitted on this move at all — towards
//! either rook, not only the one touched (FIDE 2023 4.4.2 reads the same: "he is not allowed to
//! castle on that move"); 4.3.1 then governs (the first touched own piece that can move, castling
//! excluded). Violated by a completed castling, or when the king is released on a castling square
//! (4.6.2 then leaves nothing but that castling: the prohibition is broken, see `ruling`).
struct castling_touch_rook_first final : rules::rule<spec::id::castling_touch_rook_first> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        const touch_ruling& t = x.r.touch;
        if (!t.forbids_castling) return f;
        f.result = outcome::satisfied;
        for (const side sd : {side::king_side, side::queen_side})
            f.add({.what = fact::castling_forbidden, .at = t.rook_first, .pc = x.s.start.piece_on(t.rook_first),
                   .m = detail::castling_move(x.s.us, sd)});
        if (x.s.complete()) {
            const witness w = detail::made(x.s);
            if (detail::is_castling(x.s.start, x.s.made)) f.violate(w);
            else f.add(w);
        }
        return f;
    }
};

//! 4.4.3 — «…касается короля, а затем ладьи или короля и ладьи одновременно, но рокировка в эту
//! сторону невозможна, игрок должен сделать ход королем, включая рокировку в другую сторону…
//! Если король не имеет хода, игрок может сделать любой возможный ход».
struct castling_touch_king_first_illegal final : rules::rule<spec::id::castling_touch_king_first_illegal> {
    static constexpr finding check(const context& x) noexcept { return detail::touch_obligation(clause, x); }
};

//! 4.4.4 — «…выбор новой фигуры завершен, когда эта фигура коснулась поля превращения».
struct promotion_choice_final final : rules::rule<spec::id::promotion_choice_final> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        if (x.s.first_promotion == piece::none) return f;
        f.result = outcome::satisfied;
        f.add({.what = fact::promotion_chosen, .at = x.s.promotion_square, .pc = x.s.first_promotion, .event = x.s.promotion_event});
        if (x.s.complete() && x.s.made.is_promotion()) {
            const witness w = detail::made(x.s);
            if (to_piece_type(x.s.made.promotion()) != type_of(x.s.first_promotion) || x.s.made.to() != x.s.promotion_square) f.violate(w);
            else f.add(w);
        }
        return f;
    }
};

//! 4.5 — «Если ни одна из тронутых фигур не может ходить или быть взятой, игрок может сделать любой возможный ход».
struct no_touched_piece_movable final : rules::rule<spec::id::no_touched_piece_movable> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        const auto touches = x.s.engaged();
        if (touches.empty()) return f;
        for (const auto& t : touches) {
            if (t.execution) continue;
            const bool mobile = color_of(t.pc) == x.s.us ? detail::can_move(x.s.legal, t.at)
                                                         : detail::can_be_captured(x.s.start, x.s.legal, t.at);
            if (mobile) return f;
        }
        f.result = outcome::satisfied;
        for (const auto& t : touches)
            if (!t.execution) f.add({.what = fact::cannot_move, .at = t.at, .pc = t.pc});
        return f;
    }
};

//! 4.6/1 — «Если фигура поставлена на поле при выполнении возможного хода или как часть возможного
//! хода, она не может пойти на другое поле на этом ходу».
struct released_piece final : rules::rule<spec::id::released_piece> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        for (const auto& r : x.s.released())
            if (r.possible) {
                if (f.result == outcome::not_applicable) f.result = outcome::satisfied;
                f.add({.what = fact::released, .from = r.from, .to = r.at, .pc = r.pc, .event = r.event});
            }
        if (x.s.relocated && f.result != outcome::not_applicable)
            f.violate({.what = fact::relocated, .from = x.s.relocated_from, .to = x.s.relocated_to, .event = x.s.relocated_event});
        return f;
    }
};

//! 4.6/2 — «Ход считается сделанным, когда все требования статьи 3 полностью выполнены».
struct move_complete final : rules::rule<spec::id::move_complete> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        if (x.s.complete()) f = finding(clause, outcome::satisfied), f.add(detail::completed(x.s));
        else if (x.s.stage != progress::nothing_moved) f.add({.what = fact::awaiting, .at = x.s.pending_at});
        return f;
    }
};

namespace detail {
//! Shared by 4.6.1–4.6.3: the condition for one kind of move.
template <class Kind>
constexpr finding completion(spec::clause_ref c, const context& x, progress pending, Kind is_kind) noexcept {
    finding f(c);
    if (x.s.complete() && is_kind(x.s.made)) {
        f.result = outcome::satisfied;
        f.add(completed(x.s));
    } else if (x.s.stage == pending) {
        f.add({.what = fact::awaiting, .at = x.s.pending_at});
    }
    return f;
}
} // namespace detail

//! 4.6.1 — «В случае взятия, когда взятая фигура снята с доски и игрок, поставив свою фигуру на это поле, отпустил руку».
struct complete_capture final : rules::rule<spec::id::complete_capture> {
    static constexpr finding check(const context& x) noexcept {
        return detail::completion(clause, x, progress::capture_pending,
                                  [&](move m) { return detail::captured_square(x.s.start, m) != square::none; });
    }
};

//! 4.6.2 — «В случае рокировки, когда игрок отпустил руку от ладьи на поле, пересеченном королем.
//! Если игрок отпустил руку от короля, … не имеет права сделать другой ход, кроме рокировки в эту сторону».
struct complete_castling final : rules::rule<spec::id::complete_castling> {
    static constexpr finding check(const context& x) noexcept {
        finding f = detail::completion(clause, x, progress::castling_pending, [&](move m) { return detail::is_castling(x.s.start, m); });
        for (const auto& o : x.r)
            if (o.what == duty::finish_castling && x.s.complete() && !(x.s.made == move(o.subject, o.with)))
                f.violate(detail::made(x.s));
        return f;
    }
};

//! 4.6.3 — «В случае превращения пешки, когда она снята с доски и игрок отпустил руку от новой
//! фигуры… Если игрок отпустил руку от пешки, …ход выполнен не полностью, … не имеет права сделать
//! ход пешкой на другое поле».
struct complete_promotion final : rules::rule<spec::id::complete_promotion> {
    static constexpr finding check(const context& x) noexcept {
        finding f = detail::completion(clause, x, progress::promotion_pending, [](move m) { return m.is_promotion(); });
        for (const auto& o : x.r)
            if (o.what == duty::finish_promotion && x.s.complete() && !(x.s.made.from() == o.subject && x.s.made.to() == o.with))
                f.violate(detail::made(x.s));
        return f;
    }
};

//! 4.6/3 — «Ход считается возможным, если все требования статьи 3.7.5 могут быть полностью
//! выполнены» (read: Article 3). Violated by a move made on the board that is not possible.
struct possible_move final : rules::rule<spec::id::possible_move> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        if (x.s.ever_impossible)
            f.violate(detail::movement(fact::impossible, x.s.first_impossible, x.s.start.piece_on(x.s.first_impossible.from()),
                                       static_cast<std::int16_t>(x.s.first_impossible_event)));
        else if (x.s.complete()) f = finding(clause, outcome::satisfied), f.add(detail::completed(x.s));
        return f;
    }
};

//! 4.6/4 — «Если игроком был сделан невозможный ход, то вместо него должен быть сделан новый ход в
//! соответствии со статьей 4.5». Satisfied once a legal move is completed; violated while the
//! impossible move stands.
struct impossible_move_replaced final : rules::rule<spec::id::impossible_move_replaced> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        if (!x.s.ever_impossible) return f;
        f.add(detail::movement(fact::impossible, x.s.first_impossible, x.s.start.piece_on(x.s.first_impossible.from()),
                               static_cast<std::int16_t>(x.s.first_impossible_event)));
        if (x.s.complete()) {
            f.result = outcome::satisfied;
            f.add(detail::completed(x.s));
        } else {
            f.result = outcome::violated;
        }
        return f;
    }
};

//! 4.7 — «Игрок теряет право заявлять о нарушении соперником статей 4.3 или 4.4, как только он
//! намеренно коснется фигуры». Violated: the claim came after the claimant's deliberate touch (lost).
struct claim_lost final : rules::rule<spec::id::claim_lost> {
    static constexpr finding check(const context& x) noexcept {
        finding f(clause);
        if (x.s.claim_event < 0) return f;
        f.result = outcome::satisfied;
        const witness claim{.what = fact::claimed, .event = x.s.claim_event};
        if (x.s.opponent_touch_event >= 0 && x.s.opponent_touch_event < x.s.claim_event) {
            f.violate({.what = fact::opponent_touched, .at = x.s.opponent_touch_at, .event = x.s.opponent_touch_event});
            f.add(claim);
        } else {
            f.add(claim);
        }
        return f;
    }
};

//! Every Article 4 predicate, in the order of the Laws. 4.6/5 (the penalty) is not checkable.
using article4 = rules::rule_set<4,
    adjust, touch_deliberate, touch_own, touch_opponent, touch_both, touch_order_unknown,
    castling_touch_king_rook, castling_touch_rook_first, castling_touch_king_first_illegal, promotion_choice_final,
    no_touched_piece_movable, released_piece, move_complete, complete_capture, complete_castling, complete_promotion,
    possible_move, impossible_move_replaced, claim_lost>;

} // namespace chesslaw::touch
