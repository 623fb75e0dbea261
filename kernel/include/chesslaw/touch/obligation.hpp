#pragma once
//! What the player having the move must do, given what his hands have done so far: the touch
//! obligation (4.3.1–4.3.3, 4.4.1–4.4.3, 4.5) and the constraints of pieces already released
//! (4.6/1, 4.6.2, 4.6.3) and of a promotion piece already placed (4.4.4). Each obligation names
//! its clause and narrows the set of legal moves that comply.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/spec/table.hpp>
#include <chesslaw/touch/state.hpp>

namespace chesslaw::touch {

enum class duty : std::uint8_t {
    free_choice,        //!< nothing engaged yet: any legal move
    move_piece,         //!< 4.3.1: move the piece on `subject`
    capture_piece,      //!< 4.3.2 / 4.3.3/1 (second part): capture the piece on `subject`
    capture_with,       //!< 4.3.3/1: capture the piece on `subject` with the piece on `with`
    castle,             //!< 4.4.1: castle on side `sd`
    no_castling,        //!< 4.4.2: no castling at all this move (`subject`: the rook touched first, `sd`: its side)
    king_move,          //!< 4.4.3: a move of the king on `subject` (castling on the other side included)
    any_move,           //!< 4.5, 4.4.3 (the king has no move): any legal move
    stay,               //!< 4.6/1: the piece from `subject` released on `with` stays there
    finish_castling,    //!< 4.6.2: the king was released on its castling square: castle on side `sd`
    finish_promotion,   //!< 4.6.3: the pawn from `subject` reached `with`: promote it there
    promotion_piece,    //!< 4.4.4: the promotion piece is `pc`, final
    remove_captured,    //!< 4.6.1: remove the captured piece on `subject`
    replace_impossible, //!< 4.6/4: the impossible move `m` must be replaced by a legal one
};

struct obligation {
    spec::clause_ref clause{};
    duty what = duty::free_choice;
    square subject = square::none;
    square with = square::none;
    piece pc = piece::none;
    side sd = side::king_side;
    move m{};
    friend constexpr bool operator==(const obligation&, const obligation&) = default;
};

//! The touch obligation with its evidence.
struct touch_ruling {
    obligation main{spec::id::no_touched_piece_movable, duty::free_choice};
    bool engaged = false;               //!< some touch engaged 4.3
    bool forbids_castling = false;      //!< 4.4.2: no castling on this move, on either side
    side forbidden_side = side::king_side; //!< the side of the rook touched first (evidence only)
    square rook_first = square::none;   //!< 4.4.2: the rook touched before the king
    bool order_presumed = false;        //!< 4.3.3/2: own and opponent's pieces touched together
    square presumed_own = square::none, presumed_opponent = square::none;
    std::array<square, 8> immobile{};   //!< touched before the governing piece, but cannot move / be captured
    std::size_t immobile_count = 0;
    move_list allowed;                  //!< the legal moves that comply
};

namespace detail {

constexpr bool can_move(const move_list& legal, square sq) noexcept {
    for (const move m : legal)
        if (m.from() == sq) return true;
    return false;
}

constexpr bool can_be_captured(const position& p, const move_list& legal, square sq) noexcept {
    for (const move m : legal)
        if (captured_square(p, m) == sq) return true;
    return false;
}

template <class Keep>
constexpr move_list filter(const move_list& in, Keep keep) noexcept {
    move_list out;
    for (const move m : in)
        if (keep(m)) out.push_back(m);
    if (std::is_constant_evaluated()) out.fill_unused();  // clang: no copying of unset slots
    return out;
}

constexpr void note_immobile(touch_ruling& r, square sq) noexcept {
    if (r.immobile_count < r.immobile.size()) r.immobile[r.immobile_count++] = sq;
}

//! 4.3.1 over the own pieces touched, in order: the first that can move governs; none -> 4.5.
//! `exclude` is the castling side 4.4.2 forbids, if any.
constexpr void rule_own(const state& s, std::span<const touch_note> touches, touch_ruling& r, spec::clause_ref clause) noexcept {
    const move_list legal = r.allowed;
    for (const auto& t : touches) {
        if (color_of(t.pc) != s.us) continue;
        if (can_move(legal, t.at)) {
            r.main = obligation{clause, duty::move_piece, t.at, square::none, t.pc};
            r.allowed = filter(legal, [&](move m) { return m.from() == t.at; });
            return;
        }
        note_immobile(r, t.at);
    }
    r.main = obligation{spec::id::no_touched_piece_movable, duty::any_move};
}

} // namespace detail

//! The obligation the engaged touches `touches` (in order) impose (4.3–4.5), with the complying
//! legal moves. Never empty while the position has a legal move: each branch either names a
//! piece that can move / be captured, or falls back to 4.5 / 4.4.3 (any legal move).
constexpr touch_ruling rule_touches(const state& s, std::span<const touch_note> touches) noexcept {
    using namespace detail;
    touch_ruling r;
    r.allowed = s.legal;
    r.immobile.fill(square::none);
    if (touches.empty()) return r;
    r.engaged = true;

    bool own = false, theirs = false;
    for (const auto& t : touches) {
        if (color_of(t.pc) != s.us) theirs = true;
        else if (!t.execution) own = true;
    }
    for (std::size_t i = 0; i + 1 < touches.size(); ++i)
        if (touches[i].together && touches[i + 1].together && touches[i].event == touches[i + 1].event &&
            color_of(touches[i].pc) == s.us && color_of(touches[i + 1].pc) != s.us) {
            r.order_presumed = true;
            r.presumed_own = touches[i].at;
            r.presumed_opponent = touches[i + 1].at;
        }

    if (!theirs) {
        own = true;
        // 4.4: the first own piece touched is the king on its initial square, or a rook on the
        // king's first rank, and the other is touched after it (together: king first, 4.4.3).
        const square home = make_square(file::e, relative_rank(s.us, rank::r1));
        const auto is_king = [&](const touch_note& t) { return t.pc == make_piece(s.us, piece_type::king) && t.at == home; };
        const auto is_rook = [&](const touch_note& t) {
            return t.pc == make_piece(s.us, piece_type::rook) && rank_of(t.at) == relative_rank(s.us, rank::r1);
        };
        const auto side_of = [&](square rook) { return file_of(rook) > file::e ? side::king_side : side::queen_side; };
        const touch_note& first = touches[0];
        if (is_king(first)) {
            for (const auto& t : touches.subspan(1))
                if (is_rook(t)) {
                    const side sd = side_of(t.at);
                    const move c = castling_move(s.us, sd);
                    if (t.at == castling_rook_home(s.us, sd) && s.legal.contains(c)) {
                        r.main = obligation{spec::id::castling_touch_king_rook, duty::castle, home, t.at, first.pc, sd};
                        r.allowed = filter(s.legal, [&](move m) { return m == c; });
                    } else if (can_move(s.legal, home)) {
                        r.main = obligation{spec::id::castling_touch_king_first_illegal, duty::king_move, home, t.at, first.pc, sd};
                        r.allowed = filter(s.legal, [&](move m) { return m.from() == home; });
                    } else {
                        r.main = obligation{spec::id::castling_touch_king_first_illegal, duty::any_move, home, t.at, first.pc, sd};
                    }
                    return r;
                }
        } else if (is_rook(first)) {
            for (const auto& t : touches.subspan(1))
                if (is_king(t)) {
                    r.forbids_castling = true;
                    r.forbidden_side = side_of(first.at);
                    r.rook_first = first.at;
                    // «рокировка не разрешается»: no castling on this move, towards either rook.
                    r.allowed = filter(s.legal, [&](move m) { return !is_castling(s.start, m); });
                    break;
                }
        }
        rule_own(s, touches, r, spec::id::touch_own);
        return r;
    }

    // Opponent's pieces touched: the first whose capture is possible (4.3.2).
    square target = square::none;
    for (const auto& t : touches) {
        if (color_of(t.pc) == s.us) continue;
        if (can_be_captured(s.start, s.legal, t.at)) {
            target = t.at;
            break;
        }
        note_immobile(r, t.at);
    }
    if (target != square::none && !own) {
        r.main = obligation{spec::id::touch_opponent, duty::capture_piece, target, square::none, s.start.piece_on(target)};
        r.allowed = filter(s.legal, [&](move m) { return captured_square(s.start, m) == target; });
        return r;
    }
    if (target != square::none) {
        // 4.3.3/1: with the touched own piece (the first touched that can), else with another.
        for (const auto& t : touches) {
            if (color_of(t.pc) != s.us) continue;
            bool can = false;
            for (const move m : s.legal) can = can || (m.from() == t.at && captured_square(s.start, m) == target);
            if (can) {
                r.main = obligation{spec::id::touch_both, duty::capture_with, target, t.at, s.start.piece_on(target)};
                r.allowed = filter(s.legal, [&](move m) { return m.from() == t.at && captured_square(s.start, m) == target; });
                return r;
            }
        }
        r.main = obligation{spec::id::touch_both, duty::capture_piece, target, square::none, s.start.piece_on(target)};
        r.allowed = filter(s.legal, [&](move m) { return captured_square(s.start, m) == target; });
        return r;
    }
    // No touched opponent's piece can be captured: the own pieces touched, by 4.3.1; none -> 4.5.
    if (own) rule_own(s, touches, r, spec::id::touch_own);
    else r.main = obligation{spec::id::no_touched_piece_movable, duty::any_move};
    return r;
}

//! An obligation that is not in force although its clause was engaged: `broken` — the player's
//! own action (`event`) fixed a move that cannot meet it, so no legal move can any more; or
//! `set aside` — it arose from a touch after `event`, when the board had already fixed the move
//! by `because` (4.6/1, 4.6.2, 4.6.3, 4.4.4), and by the precedence below it never binds.
struct standing {
    obligation o{};
    std::uint8_t event = 0;
    spec::clause_ref because{};
    friend constexpr bool operator==(const standing&, const standing&) = default;
};

//! Every obligation in force before the move is complete, and the legal moves that meet them all;
//! the obligations broken or set aside, and the clause that frees the player, if any.
//!
//! Precedence (seed 002, 4.6: «она не может пойти на другое поле на этом ходу», 4.6.2: «не имеет
//! права сделать другой ход, кроме рокировки в эту сторону», 4.6.3, 4.4.4 «выбор … завершен»):
//!  1. What the board fixes binds first: a piece released as (part of) a possible move (4.6/1,
//!     4.6.2, 4.6.3) and the promotion piece placed (4.4.4), in the order of events. A later one
//!     that no legal move can meet together with the earlier ones is `broken`, not in force.
//!  2. The touch obligation (4.3.1–4.3.3, 4.4.1–4.4.3, 4.5) binds only as far as it is compatible
//!     with (1). The touches made before the first fixing event decide it; if the fixed moves
//!     cannot meet it, the fixing action broke it (reported as broken, and violated). Touches
//!     after the fixing event add an obligation only where it is compatible with (1) — otherwise
//!     it is `set aside`: obligations from later touches never override a move already fixed.
//!  3. 4.6.1 (remove the captured piece) and 4.6/4 (replace an impossible move) do not narrow the
//!     moves and always stand.
//! Hence the law the arbiter keeps at every event (properties/touch_obligations.cpp): while the
//! position has a legal move, at least one legal move meets every obligation in force; where the
//! touch obligation is "any legal move", the freeing clause is named (`freed_by`: 4.5, or 4.4.3's
//! last sentence); an obligation that can no longer be met is named as broken, never dropped.
struct ruling {
    static constexpr std::size_t capacity = 8;
    std::array<obligation, capacity> items{};
    std::size_t size = 0;
    move_list allowed;
    touch_ruling touch;                 //!< the touch obligation that counts (before or over the fixing event)
    bool touch_in_force = false;        //!< false when broken (or nothing engaged)
    std::array<standing, 4> broken{};
    std::size_t broken_count = 0;
    std::array<standing, 4> set_aside{};
    std::size_t set_aside_count = 0;
    bool freed = false;                 //!< the touch obligation is any legal move, by `freed_by`
    spec::clause_ref freed_by{};
    constexpr const obligation* begin() const noexcept { return items.data(); }
    constexpr const obligation* end() const noexcept { return items.data() + size; }
    constexpr void add(const obligation& o) noexcept {
        if (size < capacity) items[size++] = o;
    }
    constexpr bool has(spec::clause_ref c) const noexcept {
        for (const auto& o : *this)
            if (o.clause == c) return true;
        return false;
    }
    constexpr std::span<const standing> broken_ones() const noexcept { return {broken.data(), broken_count}; }
    constexpr std::span<const standing> set_aside_ones() const noexcept { return {set_aside.data(), set_aside_count}; }
    constexpr bool is_broken(spec::clause_ref c) const noexcept {
        for (const auto& b : broken_ones())
            if (b.o.clause == c) return true;
        return false;
    }
    constexpr void note_broken(const obligation& o, std::size_t ev, spec::clause_ref because) noexcept {
        if (broken_count < broken.size()) broken[broken_count++] = standing{o, static_cast<std::uint8_t>(ev), because};
    }
    constexpr void note_set_aside(const obligation& o, std::size_t ev, spec::clause_ref because) noexcept {
        if (set_aside_count < set_aside.size()) set_aside[set_aside_count++] = standing{o, static_cast<std::uint8_t>(ev), because};
    }
};

namespace detail {

constexpr move_list intersect(const move_list& a, const move_list& b) noexcept {
    return filter(a, [&](move m) { return b.contains(m); });
}

//! One constraint the board fixes (4.6/1, 4.6.2, 4.6.3, 4.4.4), with the legal moves meeting it.
struct fixing {
    obligation o{};
    move_list allowed;
    std::uint8_t event = 0;
};

//! Does the legal move m meet the touch obligation o on its own (4.3.1–4.3.3, 4.4.1–4.4.3, 4.5)?
//! The governing obligation of 4.4.2's situation is read by itself here: a castling moves the
//! king (4.3.1), and only 4.4.2 forbids it — one act, one violation.
constexpr bool meets_touch(const state& s, const obligation& o, move m) noexcept {
    switch (o.what) {
    case duty::move_piece:
    case duty::king_move: return m.from() == o.subject;
    case duty::capture_piece: return captured_square(s.start, m) == o.subject;
    case duty::capture_with: return captured_square(s.start, m) == o.subject && m.from() == o.with;
    case duty::castle: return m == castling_move(s.us, o.sd);
    case duty::no_castling: return !is_castling(s.start, m);
    default: return true;
    }
}

//! The touch ruling's obligations, in the order they are listed: 4.4.2's prohibition, then the main one.
template <class F>
constexpr void for_each_touch_obligation(const state& s, const touch_ruling& t, F f) noexcept {
    if (t.forbids_castling)
        f(obligation{spec::id::castling_touch_rook_first, duty::no_castling, t.rook_first, square::none,
                     s.start.piece_on(t.rook_first), t.forbidden_side});
    if (t.engaged) f(t.main);
}

} // namespace detail

//! Every constraint in force, by the precedence documented at `ruling`.
constexpr ruling rule(const state& s) noexcept {
    using namespace detail;
    ruling out;

    // 1. What the board fixes, in the order of events.
    std::array<fixing, 10> fixes{};
    std::size_t nf = 0;
    for (std::size_t i = 0; i < s.release_count; ++i) {
        const release_note& r = s.releases[i];
        if (!r.possible) continue;
        bool seen = false;
        for (std::size_t j = 0; j < i; ++j) seen = seen || (s.releases[j].possible && s.releases[j].from == r.from);
        if (seen || nf + 1 >= fixes.size()) continue;
        fixing& f = fixes[nf++];
        f.event = r.event;
        const piece_type t = type_of(r.pc);
        if (t == piece_type::king && is_castling(s.start, move(r.from, r.at))) {
            const move c(r.from, r.at);
            f.o = obligation{spec::id::complete_castling, duty::finish_castling, r.from, r.at, r.pc, castling_side_of(c)};
            f.allowed = filter(s.legal, [&](move m) { return m == c; });
        } else if (t == piece_type::pawn && relative_rank(s.us, r.at) == rank::r8) {
            f.o = obligation{spec::id::complete_promotion, duty::finish_promotion, r.from, r.at, r.pc};
            f.allowed = filter(s.legal, [&](move m) { return m.from() == r.from && m.to() == r.at; });
        } else {
            f.o = obligation{spec::id::released_piece, duty::stay, r.from, r.at, r.pc};
            f.allowed = filter(s.legal, [&](move m) {
                if (m.from() == r.from && m.to() == r.at) return true;
                if (!is_castling(s.start, m)) return false;
                const side sd = castling_side_of(m);
                return r.from == castling_rook_home(s.us, sd) && r.at == castling_crossed(s.us, sd);
            });
        }
    }
    if (s.first_promotion != piece::none) {
        fixing& f = fixes[nf++];
        f.event = s.promotion_event;
        f.o = obligation{spec::id::promotion_choice_final, duty::promotion_piece, s.promotion_square, square::none, s.first_promotion};
        f.allowed = filter(s.legal, [&](move m) {
            return m.to() == s.promotion_square && m.is_promotion() && to_piece_type(m.promotion()) == type_of(s.first_promotion);
        });
        for (std::size_t i = nf - 1; i > 0 && fixes[i - 1].event > fixes[i].event; --i) {
            const fixing tmp = fixes[i];
            fixes[i] = fixes[i - 1];
            fixes[i - 1] = tmp;
        }
    }
    move_list fixed = s.legal;
    std::array<obligation, 10> fixed_in_force{};
    std::size_t nfi = 0;
    bool any_fix = false;
    std::size_t fix_event = 0;
    spec::clause_ref fix_clause{};
    for (std::size_t i = 0; i < nf; ++i) {
        const move_list both = intersect(fixed, fixes[i].allowed);
        if (both.empty()) {
            out.note_broken(fixes[i].o, fixes[i].event, any_fix ? fix_clause : fixes[i].o.clause);
            continue;
        }
        fixed = both;
        fixed_in_force[nfi++] = fixes[i].o;
        if (!any_fix) {
            any_fix = true;
            fix_event = fixes[i].event;
            fix_clause = fixes[i].o.clause;
        }
    }

    // 2. The touch obligation, as far as it is compatible with what is fixed.
    const auto touches = s.engaged();
    const touch_ruling all = rule_touches(s, touches);
    out.touch = all;
    out.touch_in_force = all.engaged;
    if (any_fix) {
        std::size_t n = 0;
        while (n < touches.size() && touches[n].event < fix_event) ++n;
        const touch_ruling before = n == touches.size() ? all : rule_touches(s, touches.first(n));
        const bool before_fits = !before.engaged || !intersect(before.allowed, fixed).empty();
        const bool all_fits = !intersect(all.allowed, fixed).empty();
        const auto aside_unless_in = [&](const touch_ruling& kept) {
            for_each_touch_obligation(s, all, [&](const obligation& o) {
                bool in = false;
                for_each_touch_obligation(s, kept, [&](const obligation& k) { in = in || k == o; });
                if (!in) out.note_set_aside(o, fix_event, fix_clause);
            });
        };
        if (!before_fits) {
            // The fixing action broke the touch obligation made before it. Its parts (4.4.2's
            // prohibition, then the governing obligation) are taken in turn, like the fixes: a part
            // no remaining fixed move meets is broken; a part that can still be met stands.
            out.touch = before;
            out.touch_in_force = false;
            const bool main_free = before.main.what == duty::any_move;
            for_each_touch_obligation(s, before, [&](const obligation& o) {
                const move_list kept = filter(fixed, [&](move m) { return meets_touch(s, o, m); });
                if (kept.empty()) out.note_broken(o, fix_event, fix_clause);
                else {
                    out.add(o);
                    fixed = kept;
                }
            });
            if (main_free) {
                out.freed = true;
                out.freed_by = before.main.clause;
            }
            aside_unless_in(before);
        } else if (!all_fits) {
            out.touch = before;
            out.touch_in_force = before.engaged;
            aside_unless_in(before);
        }
    }
    if (out.touch_in_force) {
        for_each_touch_obligation(s, out.touch, [&](const obligation& o) { out.add(o); });
        out.allowed = intersect(out.touch.allowed, fixed);
        if (out.touch.main.what == duty::any_move) {
            out.freed = true;
            out.freed_by = out.touch.main.clause;
        }
    } else {
        out.allowed = fixed;
    }
    for (std::size_t i = 0; i < nfi; ++i) out.add(fixed_in_force[i]);

    // 3. Conditions that do not narrow the moves.
    if (s.stage == progress::capture_pending)
        out.add(obligation{spec::id::complete_capture, duty::remove_captured, s.pending_at});
    if (s.stage == progress::impossible)
        out.add(obligation{spec::id::impossible_move_replaced, duty::replace_impossible, s.attempted.from(), s.attempted.to(),
                           s.start.piece_on(s.attempted.from()), side::king_side, s.attempted});
    return out;
}

} // namespace chesslaw::touch
