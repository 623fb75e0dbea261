#pragma once
//! Irregularities of a record under Article 7.5 and Appendix A: which of the replay's breaches
//! are a player's completed illegal moves, counted per player, and what the Laws then say.
//! Header-only, no I/O, no English (prose/irregular.hpp words it).
//!
//!   chesslaw::audit::irregularities_of(const game_result&, std::span<const repair>,
//!                                       const clock_record*, clock::categorised) -> std::vector<irregularity>
//!   chesslaw::audit::second_illegal_move(const game_result&, std::span<const irregularity>)
//!       -> std::optional<illegal_move_penalty>
//!
//! Each breach of the replay (game_result::breaches: the replay goes on after each) is an
//! irregularity of one kind: a completed illegal move (7.5.1), a pawn on the last rank with no new
//! piece (7.5.2: the replay went on with a queen), a null move (7.5.3: the clock pressed without a
//! move). It is *counted* as the player's completed illegal move unless the record explains it
//! otherwise (why_not_counted): the best repair (audit/repair.hpp, repairs[0]) deletes it as a DGT
//! board's end signal; the game was over before it (the end the replay found: game_over); the
//! record's clocks stop before it (a move with no reading after the last reading: the clock was
//! not pressed, and 7.5.1 completes an illegal move only by the clock); the
//! best repair explains it as a transcription slip (other_piece, square_off, squares_swapped,
//! swapped_moves, missing_move, piece_letter, extra_move). A repair of kind other_move or
//! two_errors explains nothing (another move of the same piece type fits almost any record).
//! Without repairs (record_options::repairs off, or none found) only the clocks can explain.
//!
//! The category (standard, rapid, blitz, unknown: rules/game_category.hpp, from the clock ledger's
//! control or the TimeControl tag) decides the rules: standard play 7.5.5 (two minutes to the
//! opponent for the first counted move, the game lost at the second, drawn when the opponent
//! cannot checkmate); rapid and blitz A.3 (one minute) and A.4 / A.5.2 (under full supervision
//! 7.5.5, otherwise an illegal move nobody claimed before the opponent's next move stands) —
//! which of the two the record does not say, so no result is derived there; unknown: any of them.
//! The extra time is looked for on the opponent's clock at its next reading (the ledger's gain
//! there): seen true when the clock rose by the penalty (within 10 s), false when the reading
//! fits the control with no gain and its elapsed time is written, null when the record cannot
//! tell (no reading, no elapsed time, increment not known, another deviation).

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/repair.hpp>
#include <chesslaw/clock/reading.hpp>
#include <chesslaw/clock/time_control.hpp>
#include <chesslaw/rules/game_category.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::audit {

//! What happened at the board. JSON `kind`: name().
enum class irregularity_kind : std::uint8_t {
    completed_illegal,       //!< an illegal move (7.5.1)
    promotion_without_piece, //!< a pawn on the last rank and no new piece named (7.5.2)
    null_move,               //!< the clock pressed without a move (7.5.3)
};

constexpr std::string_view name(irregularity_kind k) noexcept {
    switch (k) {
    case irregularity_kind::completed_illegal: return "completed_illegal";
    case irregularity_kind::promotion_without_piece: return "promotion_without_piece";
    case irregularity_kind::null_move: return "null_move";
    }
    return "?";
}

//! Why a breach is not counted as the player's completed illegal move. JSON `why_not_counted`:
//! name() (null for none).
enum class why_not_counted : std::uint8_t {
    none,               //!< counted
    dgt_end_signal,     //!< the best repair deletes it: a DGT board's end signal (the kings put on the centre)
    clock_not_pressed,  //!< the record's clocks stop before it: no clock was pressed, so no move completed (7.5.1)
    transcription_slip, //!< the best repair explains it as a slip of the record (its kind in `repair`)
    game_over,          //!< the game was over before it (game_result::end: 5.1.1, 5.2.x, 9.6): no move of the game
};

constexpr std::string_view name(why_not_counted w) noexcept {
    switch (w) {
    case why_not_counted::none: return "none";
    case why_not_counted::dgt_end_signal: return "dgt_end_signal";
    case why_not_counted::clock_not_pressed: return "clock_not_pressed";
    case why_not_counted::transcription_slip: return "transcription_slip";
    case why_not_counted::game_over: return "game_over";
    }
    return "?";
}

//! One irregularity of the record.
struct irregularity {
    std::size_t ply = 0;                   //!< 0-based (JSON ply + 1)
    color side = color::white;             //!< the player who made it
    irregularity_kind kind = irregularity_kind::completed_illegal;
    spec::clause_ref clause = spec::id::illegal_move_completed; //!< 7.5.1, 7.5.2 or 7.5.3
    bool counted = false;
    why_not_counted why = why_not_counted::none;
    std::optional<repair_kind> repair;     //!< dgt_end_signal, transcription_slip: the best repair's kind
    std::uint32_t nth = 0;                 //!< counted: the player's completed illegal moves so far, this one included
    clock::category category = clock::category::unknown;
    //! The rules that decide what follows: standard {7.5.5}; rapid and blitz {A.3, A.4, A.5.2};
    //! unknown {7.5.5, A.3, A.4, A.5.2}. Empty when not counted.
    std::vector<spec::clause_ref> decided_by;
    std::optional<std::int64_t> expected_seconds; //!< the extra time due to the opponent (null: none known or due)
    std::optional<bool> seen;                     //!< whether the opponent's next reading shows it (null: cannot tell)
};

//! Under 7.5.5 the second counted illegal move by one player: the game lost by that player, or
//! drawn when the opponent cannot checkmate (the can-mate analysis on the position before it).
struct illegal_move_penalty {
    std::size_t ply = 0;    //!< 0-based ply of the second counted illegal move
    color player = color::white;
    const char* result = ""; //!< "1-0", "0-1" or "1/2-1/2"
    analysis::mate_answer argument; //!< the opponent's can-mate answer (cannot: drawn)
};

namespace irregular_detail {

//! The extra time 7.5.5 gives for a first completed illegal move, by category (A.3: one minute
//! in rapid, and in blitz, whose Appendix B applies A.3); null when the category is unknown.
constexpr std::optional<std::int64_t> extra_seconds(clock::category c) noexcept {
    switch (c) {
    case clock::category::standard: return 120;
    case clock::category::rapid:
    case clock::category::blitz: return 60;
    case clock::category::unknown: return std::nullopt;
    }
    return std::nullopt;
}

constexpr bool is_slip(repair_kind k) noexcept {
    return k == repair_kind::other_piece || k == repair_kind::square_off || k == repair_kind::squares_swapped ||
           k == repair_kind::swapped_moves || k == repair_kind::missing_move || k == repair_kind::piece_letter ||
           k == repair_kind::extra_move;
}

//! Whether the ledger has a reading recorded (not reconstructed) at 0-based ply k.
inline bool recorded_at(const clock::ledger& l, std::size_t k) {
    if (k >= l.clock_ms.size() || l.clock_ms[k] < 0) return false;
    for (const clock::finding& f : l.findings)
        if (f.kind == clock::finding_kind::missing && f.ply == static_cast<int>(k + 1)) return false;
    return true;
}

//! The record's clocks stop before ply k: a clock recorded somewhere, none at k or after.
inline bool clocks_stop_before(const clock::ledger& l, std::size_t k) {
    if (l.plies_with_clock == 0) return false;
    for (std::size_t i = k; i < l.clock_ms.size(); ++i)
        if (recorded_at(l, i)) return false;
    return true;
}

//! Whether the opponent's reading after ply k (the next ply) shows `extra` seconds added: true
//! when the ledger's gain or mismatch there is that much (within 10 s); false only when the
//! reading fits the control and its elapsed time is written (`elapsed_known`: without it, time
//! added and time thought cancel out unseen); null otherwise.
inline std::optional<bool> extra_seen(const clock::ledger& l, std::size_t k, std::int64_t extra, bool elapsed_known) {
    const std::size_t q = k + 1;
    if (!l.control.increment_known || !recorded_at(l, q) || !recorded_at(l, k)) return std::nullopt;
    for (const clock::finding& f : l.findings) {
        if (f.ply != static_cast<int>(q + 1)) continue;
        if (f.kind == clock::finding_kind::gain || f.kind == clock::finding_kind::mismatch) {
            if (f.recorded_ms < 0 || f.expected_ms < 0) return std::nullopt;
            const std::int64_t d = f.recorded_ms - f.expected_ms - extra * 1000;
            return d >= -10'000 && d <= 10'000 ? std::optional<bool>(true) : std::nullopt;
        }
        return std::nullopt; // wrong_side, zero_artefact …: the reading does not tell
    }
    return elapsed_known ? std::optional<bool>(false) : std::nullopt;
}

//! Whether the comments after 0-based ply q write the move's elapsed time.
inline bool elapsed_written(const record_source* src, std::size_t q) {
    if (!src) return false;
    clock::reading r;
    for (const pgn::comment& c : src->comments_after(q)) r = clock::read_comment(c.text, r);
    return r.has_elapsed();
}

} // namespace irregular_detail

//! The kind of a breach: a null move (7.5.3: its clause), a pawn's move to the last rank with no
//! piece named (7.5.2), otherwise a completed illegal move (7.5.1).
inline irregularity_kind kind_of(const first_illegal& b) {
    if (!b.clauses.empty() && b.clauses.front() == spec::id::clock_without_move) return irregularity_kind::null_move;
    if (b.resolved && !b.resolved->is_promotion()) {
        const piece pc = b.before.piece_on(b.resolved->from());
        const rank r = rank_of(b.resolved->to());
        if (pc != piece::none && type_of(pc) == piece_type::pawn && (r == rank::r1 || r == rank::r8)) return irregularity_kind::promotion_without_piece;
    }
    return irregularity_kind::completed_illegal;
}

//! The irregularities of a replay (see the header comment). `clk`: the record's clocks (null:
//! none); `cat`: the game's category; `src`: the record's comments (the elapsed times; null: none).
inline std::vector<irregularity> irregularities_of(const game_result& gr, std::span<const repair> repairs, const clock_record* clk,
                                                   clock::categorised cat, const record_source* src = nullptr) {
    std::vector<irregularity> out;
    if (gr.breaches.empty()) return out;
    std::uint32_t counted[2] = {0, 0};
    const repair* best = repairs.empty() ? nullptr : &repairs.front();
    for (const first_illegal& b : gr.breaches) {
        irregularity x;
        x.ply = b.ply;
        x.side = b.before.side_to_move;
        x.kind = kind_of(b);
        x.clause = x.kind == irregularity_kind::null_move                 ? spec::id::clock_without_move
                   : x.kind == irregularity_kind::promotion_without_piece ? spec::id::promotion_without_piece
                                                                          : spec::id::illegal_move_completed;
        x.category = cat.category;
        bool deleted_as_dgt = false;
        if (best && best->kind == repair_kind::dgt_end_signal)
            for (const edit& e : best->edits)
                if (e.op == edit_op::remove && e.ply == b.ply + 1) deleted_as_dgt = true;
        if (deleted_as_dgt) {
            x.why = why_not_counted::dgt_end_signal;
            x.repair = best->kind;
        } else if (gr.end && b.ply >= gr.end->ply) {
            x.why = why_not_counted::game_over;
        } else if (clk && irregular_detail::clocks_stop_before(clk->ledger, b.ply)) {
            x.why = why_not_counted::clock_not_pressed;
        } else if (best && irregular_detail::is_slip(best->kind)) {
            x.why = why_not_counted::transcription_slip;
            x.repair = best->kind;
        }
        x.counted = x.why == why_not_counted::none;
        if (x.counted) {
            x.nth = ++counted[static_cast<std::size_t>(index(x.side))];
            switch (cat.category) {
            case clock::category::standard: x.decided_by = {spec::id::illegal_move_penalties}; break;
            case clock::category::rapid:
            case clock::category::blitz:
                x.decided_by = {spec::id::rapid_penalty_one_minute, spec::id::rapid_competition_rules, spec::id::rapid_illegal_move_stands};
                break;
            case clock::category::unknown:
                x.decided_by = {spec::id::illegal_move_penalties, spec::id::rapid_penalty_one_minute, spec::id::rapid_competition_rules,
                                spec::id::rapid_illegal_move_stands};
                break;
            }
            if (x.nth == 1) {
                x.expected_seconds = irregular_detail::extra_seconds(cat.category);
                if (x.expected_seconds && clk)
                    x.seen = irregular_detail::extra_seen(clk->ledger, b.ply, *x.expected_seconds, irregular_detail::elapsed_written(src, b.ply + 1));
            }
        }
        out.push_back(std::move(x));
    }
    return out;
}

//! Under standard play (7.5.5) the first player's second counted illegal move: the game lost by
//! that player, or drawn when the opponent cannot checkmate in the position before it (the
//! can-mate analysis with its certificate). Null when the category is not standard, no player
//! made two, or the analysis does not decide within `budget` (unknown: no result derived).
inline std::optional<illegal_move_penalty> second_illegal_move(const game_result& gr, std::span<const irregularity> xs,
                                                               const analysis::mate_budget& budget = {}) {
    for (const irregularity& x : xs) {
        if (!x.counted || x.nth != 2 || x.category != clock::category::standard) continue;
        const first_illegal* b = nullptr;
        for (const first_illegal& f : gr.breaches)
            if (f.ply == x.ply) b = &f;
        if (!b) return std::nullopt;
        illegal_move_penalty p;
        p.ply = x.ply;
        p.player = x.side;
        p.argument = analysis::can_checkmate(b->before, ~x.side, budget);
        if (p.argument.verdict == analysis::mate_verdict::cannot) p.result = "1/2-1/2";
        else if (p.argument.verdict == analysis::mate_verdict::can) p.result = x.side == color::white ? "0-1" : "1-0";
        else return std::nullopt;
        return p;
    }
    return std::nullopt;
}

} // namespace chesslaw::audit
