#pragma once
//! A live game: the audit of one record fed a ply at a time, as a broadcast writes it, returning
//! after each ply the typed events that ply caused. The batch audit's mechanism, driven the other
//! way (ARCHITECTURE.md: one set of watchers, two drivers): begin_record (audit/record.hpp) reads
//! the tags, the replay's steps (game_detail::replay_steps, audit/game.hpp) read each ply through
//! the same watchers (end_watch: Articles 5 and 9; clock_watch), finish_record weighs the whole
//! record when its result arrives. No ply is replayed from the start (a take-back, rewind(),
//! replays the plies kept).
//!
//!   live_game g(header);                 // a pgn::game holding the tags (moves and result ignored)
//!   g.push("e4", {"[%clk 1:30:00]"});    // SAN, coordinate or long notation, with its comments
//!   g.push(token, comments);             // a pgn::san_token as read (its place, written number)
//!   g.rewind(k);                         // the plies from 0-based k taken back
//!   g.finish("1-0");                     // the result: the batch audit's findings from here on
//!   feed(g, game);                       // a record read whole: every ply, then its result
//!   g.record();                          // the record_result (after finish: audit_record's, equal)
//!   g.open_events();                     // the events standing (neither revised nor withdrawn)
//!
//! Events are the difference between what the record shows after a ply and what it showed
//! before: each finding of the moment (a breach, a counted illegal move, a suspected DGT end
//! signal, a claim open, the end, moves after it, a flag, a clock finding, a result against the
//! Laws) is an event when it first appears; when a later ply changes it (hindsight: a king move to
//! e4 is a DGT end signal only when nothing follows it; the repairs and the clocks' control are
//! known at the end) a new event of the same kind names the one it replaces (`revises`), and a
//! finding that no longer holds is withdrawn by a record_revised event naming it. After finish()
//! the events standing are exactly the batch audit's findings (a property and a corpus test say so).
//! Typed values only: prose/ and report/ word and render them.

#include <cstddef>
#include <cstdint>
#include <deque>
#include <initializer_list>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/game.hpp>
#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/audit/repair.hpp>
#include <chesslaw/clock/ledger.hpp>
#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::audit {

//! What an event says. JSON `kind`: name().
enum class live_event_kind : std::uint8_t {
    breach,               //!< a move that breaks Article 3 (or a null move, 7.5.3): the breach's clauses
    illegal_move_counted, //!< a breach counted as the player's completed illegal move (7.5.1, 7.5.5, A.3-A.5)
    dgt_end_signal,       //!< a breach taken for a DGT board's end signal (the kings put on the centre squares)
    claim_available,      //!< a draw that a claim under 9.2 or 9.3 would win now
    game_end,             //!< the game ended by itself (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2)
    moves_after_end,      //!< plies recorded after the end
    flag,                 //!< a clock at zero (6.8), with the 6.9 answer: can the opponent checkmate
    clock,                //!< a finding of the clock ledger (Article 6, the control)
    result_contradicts,   //!< the recorded result against the Laws (finish)
    record_revised,       //!< an earlier event no longer holds (`revises` names it)
};

constexpr std::string_view name(live_event_kind k) noexcept {
    switch (k) {
    case live_event_kind::breach: return "breach";
    case live_event_kind::illegal_move_counted: return "illegal_move_counted";
    case live_event_kind::dgt_end_signal: return "dgt_end_signal";
    case live_event_kind::claim_available: return "claim_available";
    case live_event_kind::game_end: return "game_end";
    case live_event_kind::moves_after_end: return "moves_after_end";
    case live_event_kind::flag: return "flag";
    case live_event_kind::clock: return "clock";
    case live_event_kind::result_contradicts: return "result_contradicts";
    case live_event_kind::record_revised: return "record_revised";
    }
    return "?";
}

//! One event of a live game. `id`: 1-based, in the order the game issued them; `revises`: the
//! event this one replaces (an event of the same kind with the finding as it now stands) or, for
//! record_revised, withdraws. The kind's part of the evidence is set, the others empty.
struct live_event {
    std::uint64_t id = 0;
    live_event_kind kind = live_event_kind::breach;
    std::size_t ply = 0;                           //!< the 0-based ply it concerns (JSON ply + 1); game_end: the plies before the end
    pgn::source_pos at;                            //!< where that ply's text stands (0:0 when unknown)
    std::vector<spec::clause_ref> clauses;         //!< the clauses it applies
    std::optional<std::uint64_t> revises;          //!< the event replaced (or withdrawn: record_revised)
    std::optional<live_event_kind> revised_kind;   //!< record_revised: the kind of the event withdrawn
    std::string written;                           //!< the ply's text as written (breach, counted, dgt, moves_after_end)
    std::optional<irregularity> irregular;         //!< illegal_move_counted, dgt_end_signal: Article 7's count
    std::string by_laws;                           //!< illegal_move_counted (the second, 7.5.5): the result; game_end: the end's
    std::optional<analysis::mate_answer> can_mate; //!< flag, illegal_move_counted (second): the opponent's can-mate answer
    std::optional<game_end> end;                   //!< game_end
    std::optional<draw_claim> claim;               //!< claim_available
    std::optional<clock::finding> clock_finding;   //!< clock
    std::optional<clock::flag_evidence> flag;      //!< flag
    std::optional<result_finding> result;          //!< result_contradicts, moves_after_end (at finish)
};

namespace live_detail {

//! What identifies a finding across plies: its kind, its ply and what tells two of one ply apart.
struct key {
    live_event_kind kind;
    std::size_t ply;
    std::uint32_t extra;
    friend bool operator==(const key&, const key&) = default;
};

inline key key_of(const live_event& e) {
    std::uint32_t x = 0;
    if (e.claim) x = e.claim->clause.index;
    if (e.clock_finding) x = static_cast<std::uint32_t>(e.clock_finding->kind);
    if (e.result) x = static_cast<std::uint32_t>(e.result->kind) * 4u + static_cast<std::uint32_t>(e.result->source);
    // A breach's standing under Article 7 is one finding, counted or taken for a DGT end signal:
    // a change from one to the other is a revision of it.
    const live_event_kind k = e.kind == live_event_kind::dgt_end_signal ? live_event_kind::illegal_move_counted : e.kind;
    return {k, e.ply, x};
}

inline bool same_irregularity(const irregularity& a, const irregularity& b) {
    return a.ply == b.ply && a.side == b.side && a.kind == b.kind && a.counted == b.counted && a.why == b.why && a.repair == b.repair &&
           a.nth == b.nth && a.category == b.category && a.decided_by == b.decided_by && a.expected_seconds == b.expected_seconds &&
           a.seen == b.seen;
}

//! Whether two findings of one key say the same (a revision is due when they do not).
inline bool same(const live_event& a, const live_event& b) {
    if (a.kind != b.kind || a.clauses != b.clauses || a.by_laws != b.by_laws) return false;
    if (a.irregular.has_value() != b.irregular.has_value() || (a.irregular && !same_irregularity(*a.irregular, *b.irregular))) return false;
    if (a.end.has_value() != b.end.has_value() || (a.end && (a.end->kind != b.end->kind || a.end->ply != b.end->ply))) return false;
    if (a.claim.has_value() != b.claim.has_value() || (a.claim && a.claim->claimant != b.claim->claimant)) return false;
    if (a.clock_finding != b.clock_finding || a.flag != b.flag) return false;
    if (a.result.has_value() != b.result.has_value()) return false;
    if (a.result && (a.result->clause != b.result->clause || a.result->result != b.result->result || a.result->by_laws != b.result->by_laws ||
                     a.result->extra != b.result->extra))
        return false;
    return true;
}

inline bool may_hold_clock_any(std::span<const std::string> comments) {
    for (const std::string& c : comments)
        if (clock_detail::may_hold_clock(c)) return true;
    return false;
}

inline live_event breach_event(const pgn::game& g, const first_illegal& b) {
    live_event e;
    e.kind = live_event_kind::breach;
    e.ply = b.ply;
    e.at = b.ply < g.moves.size() ? g.moves[b.ply].at : pgn::source_pos{};
    e.clauses = b.clauses;
    e.written = std::string(b.san);
    return e;
}

//! The Article 7 events of irregularities `xs` of the replay `gr`: each counted one, each taken
//! for a DGT end signal (the second counted one under 7.5.5 with the result it gives).
inline void irregularity_events(const pgn::game& g, const game_result& gr, std::span<const irregularity> xs, std::vector<live_event>& now) {
    std::optional<illegal_move_penalty> second;
    for (const irregularity& x : xs)
        if (x.counted && x.nth == 2 && x.category == clock::category::standard) {
            analysis::mate_budget budget;
            budget.nodes = 20'000; // judge_irregularities' budget
            second = second_illegal_move(gr, xs, budget);
            break;
        }
    for (const irregularity& x : xs) {
        if (!x.counted && x.why != why_not_counted::dgt_end_signal) continue;
        live_event e;
        e.kind = x.counted ? live_event_kind::illegal_move_counted : live_event_kind::dgt_end_signal;
        e.ply = x.ply;
        e.at = x.ply < g.moves.size() ? g.moves[x.ply].at : pgn::source_pos{};
        e.clauses = {x.clause};
        for (const spec::clause_ref c : x.decided_by) e.clauses.push_back(c);
        e.written = x.ply < g.moves.size() ? std::string(std::string_view(g.moves[x.ply].text)) : std::string{};
        e.irregular = x;
        if (second && second->ply == x.ply) {
            e.by_laws = second->result;
            e.can_mate = second->argument;
        }
        now.push_back(std::move(e));
    }
}

inline live_event claim_event(const draw_claim& c) {
    live_event e;
    e.kind = live_event_kind::claim_available;
    e.ply = c.ply;
    e.clauses = {c.clause};
    e.claim = c;
    return e;
}

inline live_event end_event_of(const pgn::game& g, const game_end& end) {
    live_event e;
    e.kind = live_event_kind::game_end;
    e.ply = end.ply;
    e.at = end.ply > 0 && end.ply <= g.moves.size() ? g.moves[end.ply - 1].at : pgn::source_pos{};
    e.clauses = {end.clause};
    e.by_laws = std::string(end.result);
    e.end = end;
    return e;
}

//! The clock ledger's findings as events (its flag apart: the live game asks 6.9 on its board).
inline void clock_events(const pgn::game& g, const clock_record& c, std::vector<live_event>& now) {
    for (const clock::finding& f : c.ledger.findings) {
        live_event e;
        e.kind = live_event_kind::clock;
        e.ply = f.ply > 0 ? static_cast<std::size_t>(f.ply - 1) : 0;
        e.at = e.ply < g.moves.size() ? g.moves[e.ply].at : pgn::source_pos{};
        e.clauses = {f.clause};
        e.clock_finding = f;
        now.push_back(std::move(e));
    }
}

} // namespace live_detail

//! A finished record's findings (audit_record's result r of game g) as the events that state
//! them: what a live game's standing events are after its last ply and finish().
//! (The flag's 6.9 answer is the live game's own: asked on the board when the flag was seen.)
inline std::vector<live_event> findings_as_events(const pgn::game& g, const record_result& r) {
    using namespace live_detail;
    std::vector<live_event> now;
    if (r.moves) {
        for (const first_illegal& b : r.moves->breaches) now.push_back(breach_event(g, b));
        irregularity_events(g, *r.moves, r.irregularities, now);
        for (const draw_claim& c : r.claims()) now.push_back(claim_event(c));
        if (const game_end* e = r.end()) now.push_back(end_event_of(g, *e));
    }
    for (const result_finding& f : r.result.findings) {
        live_event e;
        e.kind = f.kind == result_finding_kind::moves_after_end ? live_event_kind::moves_after_end : live_event_kind::result_contradicts;
        e.at = f.at;
        e.clauses = {f.clause};
        if (f.kind == result_finding_kind::moves_after_end) {
            const game_end* end = r.end();
            e.ply = end ? end->ply : 0;
            if (f.from) e.written = std::string(std::string_view(f.from->text));
        } else {
            e.ply = g.moves.size();
            e.result = f;
        }
        now.push_back(std::move(e));
    }
    if (const clock_record* c = r.clock()) {
        clock_events(g, *c, now);
        if (const auto& fl = c->ledger.flag) {
            live_event e;
            e.kind = live_event_kind::flag;
            e.ply = fl->ply > 0 ? static_cast<std::size_t>(fl->ply - 1) : 0;
            e.at = e.ply < g.moves.size() ? g.moves[e.ply].at : pgn::source_pos{};
            e.clauses = {spec::id::flag_fall};
            e.flag = clock::flag_evidence{fl->ply, fl->side, 0};
            now.push_back(std::move(e));
        }
    }
    return now;
}

//! The options of a live game: the batch audit's (record_options: repairs at finish, clocks).
struct live_options {
    record_options record{};
};

//! A game judged ply by ply (see the header comment). Not copyable or movable: the replay's
//! watchers and its views of the texts point into it.
class live_game {
public:
    //! `header`: the record's tags (and the reader's warnings and error, its index and place, the
    //! comments before the first move); its moves, comments after moves and result are ignored.
    explicit live_game(pgn::game header, live_options opt = {}) : opt_(opt) {
        g_ = std::move(header);
        g_.moves.clear();
        std::erase_if(g_.comments, [](const pgn::comment& c) { return c.after != 0; });
        g_.result.clear();
        g_.result_at = {};
        steps_.emplace(audit_options{}, watchers_.end, watchers_.clock);
    }
    live_game(const live_game&) = delete;
    live_game& operator=(const live_game&) = delete;

    //! The next ply, written `text` (SAN, coordinate or long notation, a null move), with the
    //! comments written after it: the events it caused.
    std::vector<live_event> push(std::string_view text, std::initializer_list<std::string_view> comments = {}) {
        pgn::san_token t;
        t.text = text;
        t.written_number = 0;
        return push_ply(std::move(t), std::vector<std::string>(comments.begin(), comments.end()), true);
    }

    //! The next ply as read from a PGN (its place and written move number kept: the record's
    //! numbering is checked as the batch audit does), with its comments' texts.
    std::vector<live_event> push(pgn::san_token t, std::vector<std::string> comments) { return push_ply(std::move(t), std::move(comments), false); }

    //! The plies from 0-based `to_ply` on taken back (an operator's take-back, a record rewritten):
    //! the game as it stood after to_ply plies, the events that changes (revisions, withdrawals).
    //! The plies kept are read again (a take-back is rare; the watchers keep no undo).
    std::vector<live_event> rewind(std::size_t to_ply) {
        std::vector<live_event> out;
        if (to_ply >= plies_kept_.size() && !finished_) return out;
        std::vector<std::pair<pgn::san_token, std::vector<std::string>>> kept;
        for (std::size_t i = 0; i < to_ply && i < plies_kept_.size(); ++i) {
            std::vector<std::string> cs;
            for (const pgn::comment& c : g_.comments)
                if (c.after == i + 1) cs.push_back(c.text);
            kept.push_back({plies_kept_[i].first, std::move(cs)});
        }
        std::vector<live_event> standing = std::move(open_);
        const std::uint64_t next = next_id_;
        reset();
        for (auto& [t, cs] : kept) {
            std::vector<live_event> ignored = push_ply(std::move(t), std::move(cs), false);
            (void)ignored;
        }
        // the events of the game as it now stands, against those that stood before the take-back
        std::vector<live_event> now = std::move(open_);
        open_ = std::move(standing);
        next_id_ = next;
        for (live_event& e : now) e.id = 0;
        diff(std::move(now), out);
        return out;
    }

    //! The record's result arrives ("1-0", "0-1", "1/2-1/2", "*"; `tag`: the Result tag's value when
    //! the header had none): the record weighed whole, as the batch audit weighs it. After it the
    //! events standing are the batch audit's findings.
    std::vector<live_event> finish(std::string_view result, pgn::source_pos at = {}) {
        std::vector<live_event> out;
        if (finished_) return out;
        finished_ = true;
        g_.result = std::string(result);
        g_.result_at = at;
        source_ = record_source{g_.moves, g_.comments, g_.tags};
        if (g_.moves.empty()) begin_without_moves();
        if (!r_.start) {
            finish_record(g_, r_, opt_.record, nullptr, {}, restart_);
        } else {
            steps_->set_source(&source_);
            const std::size_t n = restart_ ? *restart_ : g_.moves.size();
            steps_->end(n);
            game_result gr = std::move(steps_->r);
            if (gr.status == game_status::clean) gr.moves.clear(); // as the batch keeps none for a clean game
            std::vector<std::string_view> sans(texts_.begin(), texts_.begin() + static_cast<std::ptrdiff_t>(n));
            finish_record(g_, r_, opt_.record, &gr, sans, restart_);
        }
        diff(final_events(), out);
        return out;
    }

    //! The record so far: the game as read (tags, moves, comments, result) and, after finish(),
    //! its audit (equal to audit_record of that game).
    const pgn::game& game() const noexcept { return g_; }
    const record_result& record() const noexcept { return r_; }
    bool finished() const noexcept { return finished_; }
    std::size_t plies() const noexcept { return g_.moves.size(); }
    //! The events standing: issued, and neither revised nor withdrawn since, in the order issued.
    std::span<const live_event> open_events() const noexcept { return open_; }
    //! The position after the plies read (null: the start is unknown).
    const position* board() const noexcept { return r_.start ? &steps_->pos : nullptr; }
    //! Every breach so far under Article 7, counted or not (why_not_counted): after finish() the
    //! record's; before it, as the plies so far show (the relay copy, audit/relay.hpp, reads them).
    std::span<const irregularity> irregularities() const noexcept { return finished_ ? std::span<const irregularity>(r_.irregularities) : irregular_; }

private:
    live_options opt_;
    pgn::game g_;
    record_result r_;
    standard_watchers watchers_;
    std::optional<game_detail::replay_steps<end_watch, clock_watch>> steps_;
    record_source source_{};
    std::deque<std::string> texts_; // the plies' texts (stable: the replay's views point here)
    std::vector<std::pair<pgn::san_token, std::vector<std::string>>> plies_kept_;
    std::optional<std::size_t> numbering_break_;
    std::optional<std::size_t> restart_;
    std::optional<clock_record> clock_;
    std::optional<analysis::mate_answer> flag_answer_;
    color first_mover_ = color::white;
    int first_move_ = 1;
    bool reading_ = false;
    bool finished_ = false;
    std::vector<live_event> open_;
    std::vector<irregularity> irregular_; // current()'s, for irregularities()
    std::uint64_t next_id_ = 1;

    //! push() and its bare-text overload (count_numbers: the token's number and side counted here).
    std::vector<live_event> push_ply(pgn::san_token t, std::vector<std::string> comments, bool count_numbers) {
        std::vector<live_event> out;
        if (finished_) return out; // a finished record takes no ply (rewind first)
        const std::size_t ply = g_.moves.size();
        if (ply == 0) begin(t);
        if (count_numbers && r_.start) { // a bare text: its number and side counted from the start
            const std::size_t black_first = r_.start->side_to_move == color::black ? 1 : 0;
            t.move_number = static_cast<std::uint32_t>(r_.start->fullmove_number + (ply + black_first) / 2);
            t.side = (ply + black_first) % 2 == 1 ? color::black : color::white;
        }
        texts_.emplace_back(std::string_view(t.text));
        g_.moves.push_back(t);
        bool clocked = false;
        for (std::string& c : comments) {
            clocked = clocked || clock_detail::may_hold_clock(c);
            pgn::comment k;
            k.after = ply + 1;
            k.text = std::move(c);
            g_.comments.push_back(std::move(k));
        }
        plies_kept_.push_back({std::move(t), {}});
        // the numbering: its first break decides, as pgn::first_numbering_break over the whole record
        if (!numbering_break_ && breaks_numbering(g_.moves.back(), ply)) {
            numbering_break_ = ply;
            if (ply > 0 && g_.moves.back().written_number == 1) restart_ = ply;
        }
        source_ = record_source{g_.moves, g_.comments, g_.tags};
        if (reading_ && !restart_) {
            steps_->set_source(&source_);
            if (!steps_->step(ply, texts_.back())) reading_ = false;
            else if (!watchers_.end.end && !has_legal_move(steps_->pos))
                watchers_.end.no_move_read(steps_->pos, ply + 1); // mate or stalemate now: what the next text or the end would find
        }
        // the clock ledger on the readings so far (once any ply has one): its control is inferred
        // from them, so a finding may change with a later reading (a revision)
        if (opt_.record.clocks && (clocked || clock_)) clock_ = clock_of(source_, first_mover_, first_move_);
        diff(current(), out);
        return out;
    }


    void reset() {
        pgn::game header = std::move(g_);
        header.moves.clear();
        std::erase_if(header.comments, [](const pgn::comment& c) { return c.after != 0; });
        header.result.clear();
        header.result_at = {};
        g_ = std::move(header);
        r_ = record_result{};
        watchers_.end = end_watch{};
        watchers_.clock = clock_watch{};
        steps_.reset();
        steps_.emplace(audit_options{}, watchers_.end, watchers_.clock);
        texts_.clear();
        plies_kept_.clear();
        numbering_break_.reset();
        restart_.reset();
        clock_.reset();
        flag_answer_.reset();
        reading_ = finished_ = false;
        open_.clear();
        irregular_.clear();
    }

    static bool breaks_numbering(const pgn::san_token& t, std::size_t i) noexcept {
        if (t.written_number == 0) return false;
        if (t.written_number != t.move_number) return true;
        if (t.written_ellipsis && t.side == color::white) return true;
        return !t.written_ellipsis && t.side == color::black && i == 0;
    }

    //! The record's start, at its first ply `first` (the fragment test reads it).
    void begin(const pgn::san_token& first) {
        pgn::game one;
        one.tags = g_.tags;
        one.error = g_.error;
        one.warnings = g_.warnings;
        one.moves.push_back(first);
        begin_record(one, r_, opt_.record, breaks_numbering(first, 0));
        started();
    }
    void begin_without_moves() {
        begin_record(g_, r_, opt_.record, false);
        started();
    }
    void started() {
        if (!r_.start) return;
        audit_options ao;
        ao.keep_moves = true;
        ao.watch_clock = opt_.record.clocks;
        watchers_.clock.on = opt_.record.clocks;
        steps_.reset();
        steps_.emplace(ao, watchers_.end, watchers_.clock);
        source_ = record_source{g_.moves, g_.comments, g_.tags};
        steps_->set_source(&source_);
        steps_->begin(*r_.start, 64);
        first_mover_ = r_.start->side_to_move;
        first_move_ = r_.start->fullmove_number;
        reading_ = true;
        if (!watchers_.end.end && !has_legal_move(*r_.start)) watchers_.end.no_move_read(*r_.start, 0);
    }

    //! The findings of the moment, as events (ids unset).
    std::vector<live_event> current() {
        std::vector<live_event> now;
        if (!r_.start) return now;
        game_result& gr = steps_->r;
        const std::optional<game_end>& end = watchers_.end.end;
        irregular_.clear();
        for (const first_illegal& b : gr.breaches) now.push_back(breach_event(b));
        if (!gr.breaches.empty()) {
            // Article 7 with what the record shows so far: the end found so far, the clocks so far,
            // and as repair only the DGT end signal a breach among the last two plies may be.
            std::vector<repair> provisional;
            const std::size_t n = g_.moves.size();
            std::size_t tail = 0;
            while (tail < 2 && tail < n && repair_detail::king_to_centre(texts_[n - 1 - tail])) ++tail;
            if (tail > 0 && gr.breaches.front().ply >= n - tail) {
                repair d;
                d.kind = repair_kind::dgt_end_signal;
                for (std::size_t i = n - tail; i < n; ++i) d.edits.push_back({i + 1, edit_op::remove, {}});
                provisional.push_back(std::move(d));
            }
            gr.end = end;
            const clock_record* clk = clock_ ? &*clock_ : nullptr;
            clock::categorised cat = clk ? clk->category : clock::categorised{};
            if (!clk)
                for (const pgn::tag& t : g_.tags)
                    if (t.name == "TimeControl") cat = clock::category_of(clock::read(t.value));
            const std::vector<irregularity> xs = irregularities_of(gr, provisional, clk, cat, &source_);
            irregularity_events(gr, xs, now);
            irregular_ = xs;
            gr.end.reset();
        }
        for (const draw_claim& c : watchers_.end.claims) now.push_back(claim_event(c));
        if (end) {
            now.push_back(end_event_of(*end));
            if (g_.moves.size() > end->ply) {
                live_event e;
                e.kind = live_event_kind::moves_after_end;
                e.ply = end->ply;
                e.at = g_.moves[end->ply].at;
                e.clauses = {end->clause};
                e.written = std::string(std::string_view(g_.moves[end->ply].text));
                now.push_back(std::move(e));
            }
        }
        if (clock_) clock_events(*clock_, now);
        return now;
    }

    //! The findings of the finished record, as events: the batch audit's findings.
    std::vector<live_event> final_events() {
        std::vector<live_event> now = findings_as_events(g_, r_);
        for (live_event& e : now)
            if (e.kind == live_event_kind::flag) {
                if (!flag_answer_ && r_.moves) {
                    const color winner = ~e.flag->side;
                    const position& p = r_.moves->final_position;
                    flag_answer_ = analysis::can_checkmate(p, winner, record_detail::mate_budget_for(p, winner));
                }
                e.can_mate = flag_answer_;
            }
        return now;
    }

    live_event breach_event(const first_illegal& b) const { return live_detail::breach_event(g_, b); }
    void irregularity_events(const game_result& gr, std::span<const irregularity> xs, std::vector<live_event>& now) const {
        live_detail::irregularity_events(g_, gr, xs, now);
    }
    static live_event claim_event(const draw_claim& c) { return live_detail::claim_event(c); }
    live_event end_event_of(const game_end& end) const { return live_detail::end_event_of(g_, end); }

    void clock_events(const clock_record& c, std::vector<live_event>& now) {
        live_detail::clock_events(g_, c, now);
        if (const auto& fl = c.ledger.flag) {
            live_event e;
            e.kind = live_event_kind::flag;
            e.ply = fl->ply > 0 ? static_cast<std::size_t>(fl->ply - 1) : 0;
            e.at = e.ply < g_.moves.size() ? g_.moves[e.ply].at : pgn::source_pos{};
            e.clauses = {spec::id::flag_fall};
            e.flag = clock::flag_evidence{fl->ply, fl->side, 0}; // plies_after grows with the record: not part of the event
            // 6.9: can the opponent checkmate? Asked once, on the board when the flag is first seen.
            if (!flag_answer_ && r_.start) {
                const color winner = ~fl->side;
                flag_answer_ = analysis::can_checkmate(steps_->pos, winner, record_detail::mate_budget_for(steps_->pos, winner));
            }
            e.can_mate = flag_answer_;
            now.push_back(std::move(e));
        }
    }

    //! The events that turn the standing ones into `now`: new findings, revisions, withdrawals.
    void diff(std::vector<live_event> now, std::vector<live_event>& out) {
        std::vector<bool> still(open_.size(), false);
        std::vector<live_event> next;
        for (live_event& e : now) {
            const live_detail::key k = live_detail::key_of(e);
            std::size_t found = open_.size();
            for (std::size_t i = 0; i < open_.size(); ++i)
                if (!still[i] && live_detail::key_of(open_[i]) == k) {
                    found = i;
                    break;
                }
            if (found < open_.size()) {
                still[found] = true;
                if (live_detail::same(open_[found], e)) {
                    next.push_back(open_[found]);
                    continue;
                }
                e.revises = open_[found].id;
            }
            e.id = next_id_++;
            out.push_back(e);
            next.push_back(std::move(e));
        }
        for (std::size_t i = 0; i < open_.size(); ++i) {
            if (still[i]) continue;
            // A clock finding the ledger no longer shows mid-game stays standing until the result
            // (or a take-back of its ply): the ledger's control is inferred from the readings so
            // far, and a finding it drops at one reading it often finds again at the next (the
            // World Cup 2025 files: 97 contradicted controls and 223 mismatches withdrawn and
            // issued anew). Withdrawn at finish if the whole record does not hold it: one event a
            // finding, revised when it changes, and after finish exactly the batch audit's.
            if (!finished_ && open_[i].kind == live_event_kind::clock && open_[i].ply < g_.moves.size()) {
                next.push_back(std::move(open_[i]));
                continue;
            }
            live_event w;
            w.id = next_id_++;
            w.kind = live_event_kind::record_revised;
            w.ply = open_[i].ply;
            w.at = open_[i].at;
            w.clauses = open_[i].clauses;
            w.revises = open_[i].id;
            w.revised_kind = open_[i].kind;
            out.push_back(std::move(w));
        }
        open_ = std::move(next);
    }
};

//! Feeds a record read whole (a pgn::game read with keep_comments) to a live game ply by ply —
//! each main-line move with the comments written after it — then its result (the movetext's;
//! the Result tag's when the movetext has none is read by the audit itself): every event, in order.
inline std::vector<live_event> feed(live_game& live, const pgn::game& g) {
    std::vector<live_event> out;
    std::size_t c = 0;
    while (c < g.comments.size() && g.comments[c].after == 0) ++c;
    for (std::size_t i = 0; i < g.moves.size(); ++i) {
        std::vector<std::string> cs;
        for (; c < g.comments.size() && g.comments[c].after == i + 1; ++c) cs.push_back(g.comments[c].text);
        for (live_event& e : live.push(g.moves[i], std::move(cs))) out.push_back(std::move(e));
    }
    for (live_event& e : live.finish(g.result, g.result_at)) out.push_back(std::move(e));
    return out;
}

} // namespace chesslaw::audit
