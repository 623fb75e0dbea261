#pragma once
//! The physical record of one move under Article 4: the board as the hands leave it, the piece in
//! hand, the pieces touched (in order), the pieces released and where, and whether the move is
//! complete (4.6/2, 4.6.1–4.6.3). `apply` folds one event into it; no clause is decided here
//! beyond what the event itself fixes — obligations and verdicts read this record.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <string_view>

#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/touch/event.hpp>

namespace chesslaw::touch {

//! Why a touch of the player having the move does or does not engage 4.3 / 4.4.
enum class engagement : std::uint8_t {
    engaged,      //!< deliberate touch of a piece, not an announced adjustment (4.3)
    accidental,   //!< explicit input: not deliberate
    adjustment,   //!< announced adjustment (4.2)
    empty_square, //!< no piece there
    repeated,     //!< the piece was touched before: the first touch counts
    after_move,   //!< the move was already complete
    not_a_touch,  //!< event is not a touch of the player having the move
};

//! A deliberate touch that engages 4.3 / 4.4. `at` is the piece's square in the start position.
struct touch_note {
    square at = square::none;
    piece pc = piece::none;
    std::uint8_t event = 0;
    bool together = false; //!< touched together with another piece, order not established
    bool execution = false; //!< a lift after an earlier engaged touch: carrying out the move. It
                            //!< counts in the order of own pieces (4.3.1, 4.4.2), not as a second
                            //!< colour (4.3.3) nor among "the touched pieces" of 4.5
    friend constexpr bool operator==(const touch_note&, const touch_note&) = default;
};

//! A piece released on a square. `possible`: from -> at is a possible move or part of one (4.6/1).
struct release_note {
    piece pc = piece::none;
    square from = square::none; //!< square in the start position; none for a new promotion piece
    square at = square::none;
    std::uint8_t event = 0;
    bool possible = false;
};

//! Where the move stands after an event (4.6).
enum class progress : std::uint8_t {
    nothing_moved,     //!< the board is as it was
    in_hand,           //!< a piece is held
    capture_pending,   //!< own piece released on a capture square, captured piece not yet removed (4.6.1)
    castling_pending,  //!< king released on its castling square, rook not yet moved (4.6.2)
    promotion_pending, //!< pawn released on (or removed for) the promotion square, new piece not yet released (4.6.3)
    impossible,        //!< the board shows a move that breaks Article 3 (4.6/3, 4.6/4)
    unrecognised,      //!< the board shows no single move
    complete,          //!< the move is made (4.6/2)
};

//! An event that cannot physically happen in the record's state (nothing in hand, empty square…).
//! Why an event cannot happen (prose/touch.hpp words it).
enum class event_errc : std::uint8_t {
    none,                //!< the event happened
    adjust_empty,        //!< adjust: no piece on that square
    lift_in_hand,        //!< lift: a piece is already in hand
    lift_empty,          //!< lift: no piece on that square
    lift_not_own,        //!< lift: not a piece of the player having the move
    place_empty_hand,    //!< place: nothing in hand
    place_own_piece,     //!< place: the square holds a piece of the same colour
    release_empty_hand,  //!< release: nothing in hand
    release_own_piece,   //!< release: the square holds a piece of the same colour
    release_in_air,      //!< release: the piece was never set on a square
    remove_empty,        //!< remove: no piece on that square
    promote_in_hand,     //!< promote: a piece is already in hand
    promote_own_piece,   //!< promote: the square holds a piece of the same colour (the pawn not removed)
    promote_not_last_rank, //!< promote: not the last rank of the player having the move
};

struct event_error {
    std::size_t event = 0; //!< 0-based index
    event_errc code = event_errc::none;
    friend constexpr bool operator==(const event_error&, const event_error&) = default;
};

namespace detail {

//! The square of the piece m captures in p (en passant included), or none.
constexpr square captured_square(const position& p, move m) noexcept {
    const piece mover = p.piece_on(m.from());
    if (mover == piece::none) return square::none;
    if (p.piece_on(m.to()) != piece::none && color_of(p.piece_on(m.to())) != color_of(mover)) return m.to();
    if (type_of(mover) == piece_type::pawn && m.to() == p.en_passant && file_of(m.from()) != file_of(m.to()))
        return make_square(file_of(m.to()), rank_of(m.from()));
    return square::none;
}

constexpr bool is_castling(const position& p, move m) noexcept {
    const piece k = p.piece_on(m.from());
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    return k != piece::none && type_of(k) == piece_type::king && rank_of(m.from()) == rank_of(m.to()) &&
           (df == 2 || df == -2);
}

constexpr side castling_side_of(move m) noexcept { return file_of(m.to()) > file_of(m.from()) ? side::king_side : side::queen_side; }

//! The rook's initial square and the square the king crosses, for castling on side s.
constexpr square castling_rook_home(color c, side s) noexcept {
    return make_square(s == side::king_side ? file::h : file::a, relative_rank(c, rank::r1));
}
constexpr square castling_crossed(color c, side s) noexcept {
    return make_square(s == side::king_side ? file::f : file::d, relative_rank(c, rank::r1));
}
constexpr move castling_move(color c, side s) noexcept {
    const rank r = relative_rank(c, rank::r1);
    return move(make_square(file::e, r), make_square(s == side::king_side ? file::g : file::c, r));
}

} // namespace detail

struct state {
    position start;                              //!< before the move
    color us = color::white;                     //!< the player having the move
    move_list legal;                             //!< legal moves in `start`
    std::array<piece, 64> board{};               //!< the physical board, hand excluded
    std::array<piece, 64> under{};               //!< a captured piece still under the capturing one
    std::array<square, 64> origin{};             //!< start square of the piece on each square (none: new piece)

    piece held = piece::none;                    //!< piece in hand
    square held_from = square::none;             //!< its start square (none for a new promotion piece)
    square held_at = square::none;               //!< square it stands on with the hand on it (none: in the air)
    square lifted_from = square::none;           //!< board square the piece in hand was lifted from
    bool lifted_any = false;                     //!< an own piece was lifted during this move

    std::array<touch_note, max_events * 2> touches{}; //!< engaged touches, in order (4.3.3/2 applied)
    std::size_t touch_count = 0;
    std::array<engagement, max_events> note{};   //!< per event

    std::array<release_note, max_events> releases{};
    std::size_t release_count = 0;

    piece first_promotion = piece::none;         //!< first new piece to touch the promotion square (4.4.4)
    square promotion_square = square::none;
    std::uint8_t promotion_event = 0;

    progress stage = progress::nothing_moved;
    move made{};                                 //!< the completed move (stage complete)
    std::uint8_t complete_event = 0;
    std::array<piece, 64> board_made{};          //!< the board when the move was completed
    move attempted{};                            //!< the impossible move on the board (stage impossible)
    std::uint8_t attempted_event = 0;
    bool ever_impossible = false;                //!< an impossible move was made at some point (4.6/4)
    move first_impossible{};
    std::uint8_t first_impossible_event = 0;
    square pending_at = square::none;            //!< capture_pending: captured piece's square; castling/promotion: the square

    //! 4.6/1: a piece released as (part of) a possible move later stood elsewhere.
    bool relocated = false;
    square relocated_from = square::none, relocated_to = square::none;
    std::uint8_t relocated_event = 0;

    std::int16_t opponent_touch_event = -1;      //!< first deliberate touch by the opponent (4.7)
    square opponent_touch_at = square::none;
    std::int16_t claim_event = -1;               //!< first claim (4.7)
    std::size_t event_count = 0;

    constexpr std::span<const touch_note> engaged() const noexcept { return {touches.data(), touch_count}; }
    constexpr std::span<const release_note> released() const noexcept { return {releases.data(), release_count}; }
    constexpr bool complete() const noexcept { return stage == progress::complete; }
};

namespace detail {

constexpr void add_touch(state& s, square at, piece pc, std::size_t ev, bool together, bool lift = false) noexcept {
    for (const auto& t : s.engaged())
        if (t.at == at) {
            s.note[ev] = engagement::repeated;
            return;
        }
    const bool execution = lift && s.touch_count > 0;
    s.touches[s.touch_count++] = touch_note{at, pc, static_cast<std::uint8_t>(ev), together, execution};
    s.note[ev] = engagement::engaged;
}

//! The start square of the piece physically on `sq` now (its own square if it never moved).
constexpr square start_square(const state& s, square sq) noexcept {
    return s.origin[static_cast<std::size_t>(index(sq))] == square::none ? sq : s.origin[static_cast<std::size_t>(index(sq))];
}

//! A touch by the player having the move of the piece on `sq` (deliberate unless `accidental`).
constexpr void player_touch(state& s, square sq, std::size_t ev, bool accidental, bool lift = false) noexcept {
    const piece pc = s.board[static_cast<std::size_t>(index(sq))];
    if (s.complete()) s.note[ev] = engagement::after_move;
    else if (accidental) s.note[ev] = engagement::accidental;
    else if (pc == piece::none) s.note[ev] = engagement::empty_square;
    else add_touch(s, start_square(s, sq), pc, ev, false, lift);
}

//! Two pieces touched together: 4.3.3/2 — the own piece counts as touched first; 4.4.3 — the king
//! and a rook "simultaneously" read as king then rook.
constexpr void player_touch_together(state& s, square a, square b, std::size_t ev) noexcept {
    if (s.complete()) {
        s.note[ev] = engagement::after_move;
        return;
    }
    piece pa = s.board[static_cast<std::size_t>(index(a))], pb = s.board[static_cast<std::size_t>(index(b))];
    const auto rank_of_piece = [&](piece pc) {
        if (pc == piece::none) return 3;
        if (color_of(pc) != s.us) return 2;
        return type_of(pc) == piece_type::king ? 0 : 1;
    };
    if (rank_of_piece(pb) < rank_of_piece(pa)) {
        const square t = a; a = b; b = t;
        const piece tp = pa; pa = pb; pb = tp;
    }
    if (pa == piece::none) {
        s.note[ev] = engagement::empty_square;
        return;
    }
    add_touch(s, start_square(s, a), pa, ev, true);
    const engagement first = s.note[ev];
    if (pb != piece::none) add_touch(s, start_square(s, b), pb, ev, true);
    if (first == engagement::engaged) s.note[ev] = engagement::engaged;
}

//! Is from -> at a possible move (4.6/3), or part of one: castling's king move or rook move, a
//! pawn reaching the promotion square?
constexpr bool part_of_possible_move(const state& s, square from, square at) noexcept {
    if (from == square::none || from == at) return false;
    for (const move m : s.legal) {
        if (m.from() == from && m.to() == at) return true;
        if (is_castling(s.start, m)) {
            const side sd = castling_side_of(m);
            if (from == castling_rook_home(s.us, sd) && at == castling_crossed(s.us, sd)) return true;
        }
    }
    return false;
}

//! After the hands leave the board: is a move made (4.6/2), and if not, what is on the board?
constexpr void assess(state& s, std::size_t ev) noexcept {
    if (s.held != piece::none) {
        s.stage = progress::in_hand;
        return;
    }
    for (std::size_t i = 0; i < 64; ++i)
        if (s.under[i] != piece::none) {
            s.stage = progress::capture_pending;
            s.pending_at = square_at(static_cast<int>(i));
            return;
        }
    if (s.board == s.start.board) {
        s.stage = progress::nothing_moved;
        return;
    }
    for (const move m : s.legal)
        if (make_move(s.start, m).board == s.board) {
            s.stage = progress::complete;
            s.made = m;
            s.complete_event = static_cast<std::uint8_t>(ev);
            s.board_made = s.board;
            return;
        }
    // One own piece left its square and one own piece stands on a square where it did not: the
    // move shown on the board. Anything else is no single move.
    square vacated = square::none, arrived = square::none;
    int nv = 0, na = 0;
    for (std::size_t i = 0; i < 64; ++i) {
        const piece was = s.start.board[i], now = s.board[i];
        if (was == now) continue;
        if (was != piece::none && color_of(was) == s.us) { vacated = square_at(static_cast<int>(i)); ++nv; }
        if (now != piece::none && color_of(now) == s.us) { arrived = square_at(static_cast<int>(i)); ++na; }
    }
    // A promoting pawn removed before the new piece is released (4.6.3).
    if (nv == 1 && na == 0) {
        const piece pc = s.start.piece_on(vacated);
        if (type_of(pc) == piece_type::pawn && relative_rank(s.us, vacated) == rank::r7 && s.promotion_square != square::none) {
            s.stage = progress::promotion_pending;
            s.pending_at = s.promotion_square;
            return;
        }
    }
    if (nv != 1 || na != 1) {
        s.stage = progress::unrecognised;
        return;
    }
    const piece mover = s.start.piece_on(vacated), now = s.board[static_cast<std::size_t>(index(arrived))];
    const promotion promo = type_of(now) != type_of(mover) ? to_promotion(type_of(now)) : promotion::none;
    const move shown(vacated, arrived, promo);
    if (type_of(mover) == piece_type::pawn && promo == promotion::none &&
        relative_rank(s.us, arrived) == rank::r8 && is_legal(s.start, move(vacated, arrived, promotion::queen))) {
        s.stage = progress::promotion_pending;
        s.pending_at = arrived;
        return;
    }
    if (is_legal(s.start, shown)) {
        if (is_castling(s.start, shown)) {
            s.stage = progress::castling_pending;
            s.pending_at = detail::castling_rook_home(s.us, castling_side_of(shown));
        } else {
            s.stage = progress::capture_pending; // en passant, the passed pawn still on the board
            s.pending_at = captured_square(s.start, shown);
        }
        return;
    }
    s.stage = progress::impossible;
    s.attempted = shown;
    s.attempted_event = static_cast<std::uint8_t>(ev);
    if (!s.ever_impossible) {
        s.ever_impossible = true;
        s.first_impossible = shown;
        s.first_impossible_event = static_cast<std::uint8_t>(ev);
    }
}

constexpr void note_relocation(state& s, square from, square to, std::size_t ev) noexcept {
    if (s.relocated) return;
    s.relocated = true;
    s.relocated_from = from;
    s.relocated_to = to;
    s.relocated_event = static_cast<std::uint8_t>(ev);
}

} // namespace detail

//! The record before any event: `start` with its side to move as the player having the move.
constexpr state begin(const position& start) noexcept {
    state s;
    s.start = start;
    s.us = start.side_to_move;
    s.legal = legal_moves(start);
    s.board = start.board;
    s.under.fill(piece::none);
    s.origin.fill(square::none);
    s.note.fill(engagement::not_a_touch);
    return s;
}

//! Folds event `e` (the `ev`-th, 0-based) into `s`. Returns event_errc::none or why the event cannot happen.
constexpr event_errc apply(state& s, const event& e, std::size_t ev) noexcept {
    using detail::assess;
    const auto at = [&](square q) -> piece& { return s.board[static_cast<std::size_t>(index(q))]; };
    s.event_count = ev + 1;
    switch (e.act) {
    case action::adjust:
        if (at(e.at) == piece::none) return event_errc::adjust_empty;
        s.note[ev] = s.complete() ? engagement::after_move : engagement::adjustment;
        return event_errc::none;
    case action::touch:
        if (e.also != square::none) detail::player_touch_together(s, e.at, e.also, ev);
        else detail::player_touch(s, e.at, ev, false);
        return event_errc::none;
    case action::touch_accidental:
        detail::player_touch(s, e.at, ev, true);
        return event_errc::none;
    case action::lift: {
        if (s.held != piece::none) return event_errc::lift_in_hand;
        const piece pc = at(e.at);
        if (pc == piece::none) return event_errc::lift_empty;
        if (color_of(pc) != s.us) return event_errc::lift_not_own;
        detail::player_touch(s, e.at, ev, false, true);
        s.held = pc;
        s.held_from = s.origin[static_cast<std::size_t>(index(e.at))] != square::none ? s.origin[static_cast<std::size_t>(index(e.at))]
                      : s.start.piece_on(e.at) == pc                         ? e.at
                                                                             : square::none;
        s.held_at = square::none;
        s.lifted_from = e.at;
        s.lifted_any = true;
        at(e.at) = s.under[static_cast<std::size_t>(index(e.at))];
        s.under[static_cast<std::size_t>(index(e.at))] = piece::none;
        s.origin[static_cast<std::size_t>(index(e.at))] = square::none;
        if (!s.complete()) s.stage = progress::in_hand;
        return event_errc::none;
    }
    case action::place: {
        if (s.held == piece::none) return event_errc::place_empty_hand;
        const piece there = at(e.at);
        if (there != piece::none && color_of(there) == s.us) return event_errc::place_own_piece;
        s.held_at = e.at;
        return event_errc::none;
    }
    case action::release: {
        if (s.held == piece::none) return event_errc::release_empty_hand;
        if (e.at != square::none) {
            const piece there = at(e.at);
            if (there != piece::none && color_of(there) == s.us) return event_errc::release_own_piece;
            s.held_at = e.at;
        }
        if (s.held_at == square::none) return event_errc::release_in_air;
        const square to = s.held_at;
        if (at(to) != piece::none) s.under[static_cast<std::size_t>(index(to))] = at(to);
        at(to) = s.held;
        s.origin[static_cast<std::size_t>(index(to))] = s.held_from;
        const bool possible = !s.complete() && detail::part_of_possible_move(s, s.held_from, to);
        // 4.6/1: released before on another square as (part of) a possible move.
        for (const auto& r : s.released())
            if (r.possible && r.from != square::none && r.from == s.held_from && r.pc == s.held && r.at != to) detail::note_relocation(s, r.at, to, ev);
        if (s.release_count < s.releases.size())
            s.releases[s.release_count++] = release_note{s.held, s.held_from, to, static_cast<std::uint8_t>(ev), possible};
        s.held = piece::none;
        s.held_from = square::none;
        s.held_at = square::none;
        if (s.complete()) {
            if (s.board != s.board_made) detail::note_relocation(s, s.lifted_from, to, ev);
        } else {
            assess(s, ev);
        }
        return event_errc::none;
    }
    case action::remove: {
        const std::size_t i = static_cast<std::size_t>(index(e.at));
        if (s.held != piece::none && s.held_at == e.at && s.held_from == square::none) {
            // the new promotion piece in hand taken back off the square (4.4.4 judges the choice)
            s.held = piece::none;
            s.held_at = square::none;
        } else if (s.under[i] != piece::none) {
            s.under[i] = piece::none;
        } else {
            const piece pc = s.board[i];
            if (pc == piece::none) return event_errc::remove_empty;
            // Removing an opponent's piece before any own piece was lifted is a deliberate touch
            // of it; after, it is part of carrying out the capture. An own pawn on the last rank
            // is the promoting pawn (4.6.3); an own new piece taken back is judged by 4.4.4.
            if (color_of(pc) != s.us && !s.lifted_any) detail::player_touch(s, e.at, ev, false);
            else if (type_of(pc) == piece_type::pawn && relative_rank(s.us, e.at) == rank::r8) s.promotion_square = e.at;
            s.board[i] = piece::none;
            s.origin[i] = square::none;
        }
        if (s.complete()) {
            if (s.board != s.board_made) detail::note_relocation(s, s.made.to(), square::none, ev);
        } else {
            assess(s, ev);
        }
        return event_errc::none;
    }
    case action::promote: {
        if (s.held != piece::none) return event_errc::promote_in_hand;
        const piece there = at(e.at);
        if (there != piece::none && color_of(there) == s.us)
            return event_errc::promote_own_piece;
        if (relative_rank(s.us, e.at) != rank::r8) return event_errc::promote_not_last_rank;
        const piece pc = make_piece(s.us, e.promoted);
        if (s.first_promotion == piece::none && !s.complete()) {
            s.first_promotion = pc;
            s.promotion_square = e.at;
            s.promotion_event = static_cast<std::uint8_t>(ev);
        }
        s.held = pc;
        s.held_from = square::none;
        s.held_at = e.at;
        if (!s.complete()) s.stage = progress::in_hand;
        return event_errc::none;
    }
    case action::opponent_touch:
        if (s.opponent_touch_event < 0) {
            s.opponent_touch_event = static_cast<std::int16_t>(ev);
            s.opponent_touch_at = e.at;
        }
        return event_errc::none;
    case action::opponent_touch_accidental:
        return event_errc::none;
    case action::claim:
        if (s.claim_event < 0) s.claim_event = static_cast<std::int16_t>(ev);
        return event_errc::none;
    }
    return event_errc::none;
}

} // namespace chesslaw::touch
