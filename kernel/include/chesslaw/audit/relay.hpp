#pragma once
//! The relay copy of a record: which plies a broadcast importer (lichess's relay and its
//! Broadcaster, chessops, chess.js) is given, from which position, and what is said instead of
//! the rest — decided from the audit's typed findings, with no English (report/relay_pgn.hpp
//! words and writes it). Importers stop at the first move they cannot play; the copy keeps the
//! game going past what the Laws call irregular without hiding it:
//!
//!   - a DGT board's end signal (the kings put on the centre squares; irregularity why
//!     dgt_end_signal) is left out, with a note;
//!   - an illegal move that was never completed (why clock_not_pressed: the clocks stop before it,
//!     7.5.1) or that came after the game was over (why game_over) is left out with every ply after
//!     it: none of them is a move of the game;
//!   - a completed illegal move that stood (counted, or explained only as a slip of the record:
//!     nobody applied 7.5.1) ends the segment before it; a continuation — the same tags, SetUp "1"
//!     and the FEN of the position after it (the replay's displacement: audit/game.hpp) — holds the
//!     plies after it. When no importer can hold that position (the side that moved left its own
//!     king attacked, a king gone, a pawn on the last rank), the continuation starts after the first
//!     later ply whose position one can hold, and the plies between are named in the note;
//!   - legal plies after the end of the game (5.2.2, 9.6: the players went on) are kept, with a note
//!     at the end;
//!   - plies the replay cannot read (a text that is not a move, a move with no board after it, two
//!     games run together) are left out from there, with a note.
//!
//!   relay_plan p = plan_relay(game, audit_record(game));   // a record read whole
//!   relay_plan q = plan_relay(live);                        // a live game (audit/live.hpp), ply by ply
//!
//! Every segment's plies replay legally from its start (the record's, or the continuation's FEN).

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::audit {

//! What a note of the relay copy says.
enum class relay_note_kind : std::uint8_t {
    dgt_end_signal,     //!< plies [from, to) left out: a DGT board's end signal
    not_completed,      //!< plies [from, to) left out: an illegal move with no clock pressed for it or after it (7.5.1)
    after_game_over,    //!< plies [from, to) left out: an illegal move after the game was over
    stood,              //!< the illegal move at `from` stood: the game goes on in the next segment (plies [from, to) not written as moves)
    stood_no_position,  //!< the illegal move at `from` stood, and no position after it up to the end is one an importer holds: [from, to) left out
    moves_after_end,    //!< the game ended after ply `from` (`end`); the plies after it are kept
    replay_stopped,     //!< plies [from, to) left out: no board to go on from (`stop`)
    unreadable_move,    //!< plies [from, to) left out: the text at `from` is no move of SAN, or is ambiguous
    games_run_together, //!< plies [from, to) left out: the move numbers start again at 1 at `from`
    unreadable_record,  //!< no ply written: the record's start is unknown (`error`)
};

//! One note: where it stands (after ply `after` of the record, 0 = before the first; in segment
//! `segment`), the plies it concerns, and its evidence.
struct relay_note {
    relay_note_kind kind = relay_note_kind::stood;
    std::size_t segment = 0;
    std::size_t after = 0;  //!< written after this many plies of the record (within its segment)
    std::size_t from = 0;   //!< 0-based plies [from, to) of the record
    std::size_t to = 0;
    std::vector<spec::clause_ref> clauses;     //!< the breach's clauses (dgt, not_completed, after_game_over, stood, replay_stopped)
    std::optional<irregularity> irregular;     //!< the breach under Article 7 (counted or why not)
    std::optional<game_end> end;               //!< moves_after_end, after_game_over: how the game ended
    replay_stop stop = replay_stop::none;      //!< replay_stopped
    std::optional<record_error_kind> error;    //!< unreadable_record
};

//! One game of the relay copy: the record's plies [from, to), from the record's own start
//! (`setup` null: its tags as they are) or from `setup` (a continuation: SetUp "1" and its FEN).
struct relay_segment {
    std::size_t from = 0, to = 0;
    std::optional<position> setup;
    std::vector<move> moves; //!< the plies' moves, as the replay read them (legal from the segment's start)
};

struct relay_plan {
    std::vector<relay_segment> segments; //!< never empty
    std::vector<relay_note> notes;       //!< in the order written
    std::size_t plies = 0;               //!< the record's plies
};

namespace relay_detail {

//! Can an importer hold p as a starting position? One king a side, no pawn on the first or last
//! rank, and the side not to move not attacked (chessops' setup validation, which lichess's
//! Broadcaster applies; chess.js checks the first two).
constexpr bool importable(const position& p) noexcept {
    for (const color c : {color::white, color::black})
        if (popcount(p.pieces(c, piece_type::king)) != 1) return false;
    if (p.pieces(piece_type::pawn) & (rank_bb(rank::r1) | rank_bb(rank::r8))) return false;
    const color them = ~p.side_to_move;
    return (attackers_to(p, p.king(them)) & p.pieces(p.side_to_move)) == 0;
}

} // namespace relay_detail

//! The relay copy of record `g` (its tags and plies), replayed from `start` (null: unknown), with
//! the irregularities the audit found (`xs`: batch record_result::irregularities, or a live game's
//! so far) and the end it found (null: none). `start_error`: why the start is unknown.
inline relay_plan plan_relay(const pgn::game& g, const std::optional<position>& start, std::span<const irregularity> xs, const game_end* end,
                             std::optional<record_error_kind> start_error = {}) {
    relay_plan plan;
    plan.plies = g.moves.size();
    const std::size_t n = g.moves.size();
    if (!start) {
        plan.segments.push_back({});
        relay_note note;
        note.kind = relay_note_kind::unreadable_record;
        note.to = n;
        note.error = start_error;
        plan.notes.push_back(std::move(note));
        return plan;
    }
    const std::optional<std::size_t> restart = games_restart(g, pgn::first_numbering_break(g));
    const std::size_t limit = restart ? *restart : n;
    const std::vector<std::string_view> texts = pgn::move_texts(g, limit);
    audit_options ao;
    ao.keep_moves = true;
    ao.watch_end = false;
    const game_result gr = audit_game(*start, texts, ao);
    std::size_t read = limit;
    if (gr.stopped_at) read = *gr.stopped_at;
    else if (gr.status == game_status::bad_san && gr.first) read = gr.first->ply;
    read = std::min(read, gr.moves.size());

    // The position after each ply read (after[i]: after ply i), as the replay had it.
    std::vector<position> after;
    after.reserve(read);
    {
        position p = *start;
        std::size_t b = 0;
        for (std::size_t i = 0; i < read; ++i) {
            while (b < gr.breaches.size() && gr.breaches[b].ply < i) ++b;
            if (b < gr.breaches.size() && gr.breaches[b].ply == i) {
                const move m = gr.moves[i];
                p = m == move{} ? pass(gr.breaches[b].before) : displace(gr.breaches[b].before, m);
            } else {
                play_move(p, gr.moves[i]);
            }
            after.push_back(p);
        }
    }
    const auto irregular_at = [&](std::size_t ply) -> const irregularity* {
        for (const irregularity& x : xs)
            if (x.ply == ply) return &x;
        return nullptr;
    };

    relay_segment cur;
    bool closed = false; // the plies after the last segment are all left out
    const auto close = [&](std::size_t to) {
        cur.to = to;
        cur.moves.assign(gr.moves.begin() + static_cast<std::ptrdiff_t>(cur.from), gr.moves.begin() + static_cast<std::ptrdiff_t>(to));
        plan.segments.push_back(std::move(cur));
        cur = relay_segment{};
    };
    const auto note_of = [&](relay_note_kind k, std::size_t from, std::size_t to, const first_illegal* b) {
        relay_note note;
        note.kind = k;
        note.segment = plan.segments.size();
        note.after = from;
        note.from = from;
        note.to = to;
        if (b) {
            note.clauses = b->clauses;
            if (const irregularity* x = irregular_at(b->ply)) note.irregular = *x;
        }
        return note;
    };
    for (const first_illegal& b : gr.breaches) {
        if (b.ply >= read || b.ply < cur.from) continue;
        const irregularity* x = irregular_at(b.ply);
        const why_not_counted why = x ? x->why : why_not_counted::none;
        if (why == why_not_counted::dgt_end_signal || why == why_not_counted::clock_not_pressed || why == why_not_counted::game_over) {
            const relay_note_kind k = why == why_not_counted::dgt_end_signal  ? relay_note_kind::dgt_end_signal
                                      : why == why_not_counted::game_over ? relay_note_kind::after_game_over
                                                                          : relay_note_kind::not_completed;
            relay_note note = note_of(k, b.ply, n, &b);
            if (end) note.end = *end;
            close(b.ply);
            plan.notes.push_back(std::move(note));
            closed = true;
            break;
        }
        // It stood: the continuation starts after the first ply from it on whose position an importer holds.
        std::size_t k = b.ply;
        while (k < read && !relay_detail::importable(after[k])) ++k;
        if (k == read) {
            relay_note note = note_of(relay_note_kind::stood_no_position, b.ply, n, &b);
            close(b.ply);
            plan.notes.push_back(std::move(note));
            closed = true;
            break;
        }
        relay_note note = note_of(relay_note_kind::stood, b.ply, k + 1, &b);
        close(b.ply);
        plan.notes.push_back(std::move(note));
        cur.from = k + 1;
        cur.setup = after[k];
    }
    if (!closed) {
        close(read);
        if (read < n) {
            relay_note note;
            note.segment = plan.segments.size() - 1;
            note.after = note.from = read;
            note.to = n;
            if (read == limit && restart) {
                note.kind = relay_note_kind::games_run_together;
            } else if (gr.stopped_at) {
                note.kind = relay_note_kind::replay_stopped;
                note.stop = gr.stop_reason;
                for (const first_illegal& b : gr.breaches)
                    if (b.ply == read) note.clauses = b.clauses;
                if (gr.stop_reason == replay_stop::unreadable_after_breach) note.kind = relay_note_kind::unreadable_move;
            } else {
                note.kind = relay_note_kind::unreadable_move;
            }
            plan.notes.push_back(std::move(note));
        }
    }
    // Legal plies after the end: kept, the end said where it is (within a segment's plies).
    if (end)
        for (std::size_t s = 0; s < plan.segments.size(); ++s) {
            const relay_segment& seg = plan.segments[s];
            if (end->ply >= seg.from && end->ply < seg.to) {
                relay_note note;
                note.kind = relay_note_kind::moves_after_end;
                note.segment = s;
                note.after = note.from = end->ply;
                note.to = seg.to;
                note.clauses = {end->clause};
                note.end = *end;
                plan.notes.push_back(std::move(note));
            }
        }
    std::stable_sort(plan.notes.begin(), plan.notes.end(), [](const relay_note& a, const relay_note& b) {
        return a.segment != b.segment ? a.segment < b.segment : a.after < b.after;
    });
    return plan;
}

//! The relay copy of a record read whole, from its audit (audit_record's result, or a finished live game's record()).
inline relay_plan plan_relay(const pgn::game& g, const record_result& r) {
    std::optional<record_error_kind> why;
    if (!r.start && r.error) why = r.error->kind;
    return plan_relay(g, r.start, r.irregularities, r.end(), why);
}

//! The relay copy of a live game as it stands: after finish() the record's; before it, with the
//! irregularities and the end the plies so far show.
inline relay_plan plan_relay(const live_game& live) {
    if (live.finished()) return plan_relay(live.game(), live.record());
    std::optional<game_end> end;
    for (const live_event& e : live.open_events())
        if (e.end) end = e.end;
    std::optional<record_error_kind> why;
    if (!live.record().start && live.record().error) why = live.record().error->kind;
    return plan_relay(live.game(), live.record().start, live.irregularities(), end ? &*end : nullptr, why);
}

} // namespace chesslaw::audit
