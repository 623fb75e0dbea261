#pragma once
//! How a recorded game ended under Articles 5 and 9, watched ply by ply during the audit's replay
//! (audit_game: end_watch is one of its watchers, audit/watch.hpp), and the draw claims the record
//! offered on the way. Typed values only: prose/ending.hpp words an end and a claim.
//!
//! The end is the first of, after some ply (0 = the start position):
//! - checkmate (5.1.1) and stalemate (5.2.1): the side to move has no legal move;
//! - a dead position (5.2.2), proved (analysis/mate_ability.hpp): by the certain rules of
//!   rules/material.hpp (a bare king on both sides, a lone minor piece against a bare king,
//!   bishops of one colour only), by fixed pawns (every pawn blocked, no pawn can ever be taken or
//!   take, neither king can ever be attacked: analysis/fixed_pawns.hpp, the squares in the
//!   evidence), or by forced moves (each side in turn has one legal move, up to a position those
//!   rules, a stalemate or a small enumeration prove dead: `3k4/3Q4/1K6/8/8/1N6/8/8 b`, Black must
//!   take the queen); what these do not prove is no end (`chesslaw mate` searches further);
//! - fivefold repetition (9.6.1): the same position (9.2.2: same side to move, same men on the
//!   same squares, same castling rights that exist, same en-passant capture possible) for the
//!   fifth time;
//! - seventy-five moves (9.6.2): 150 plies without a pawn move or a capture — unless the last of
//!   them checkmates (the mate takes precedence).
//! At one ply, checkmate and stalemate come first (they end the game "immediately").
//!
//! Claims (information, never findings): 9.2.1.2 when a position appears for the third time (the
//! side to move may claim), 9.2.1.1 one ply before it (the player could have claimed by writing
//! the recorded move that produces it) — the first such position after each capture or pawn
//! move, not every later one of the same shuffle; 9.3.2 when the 50-move count is reached, 9.3.1
//! one ply before it. Only claims before the end.
//!
//! Cost: a few comparisons a ply. A legal move read next proves that the side to move had one,
//! so checkmate and stalemate are looked for only where the record's next move is no legal move
//! and at the last position; a dead position only after a capture, promotion or pawn move (the
//! material and the pawns change nowhere else), and beyond the material rules only when every
//! pawn is blocked (a few instructions) — except forced moves: those are followed at every ply
//! while the material is one capture from dead (rules::one_capture_from_dead_material) or every
//! pawn is blocked, both known since the last capture or pawn move, and at a start position
//! other than the initial one (once per game); repetitions only among the positions since the last capture or pawn
//! move (no earlier position can recur). Header-only, no I/O.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/audit/watch.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/rules/ending.hpp>
#include <chesslaw/rules/material.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::audit {

enum class end_kind : std::uint8_t { checkmate, stalemate, dead_position, fivefold_repetition, seventy_five_moves };

constexpr std::string_view name(end_kind k) noexcept {
    switch (k) {
    case end_kind::checkmate: return "checkmate";
    case end_kind::stalemate: return "stalemate";
    case end_kind::dead_position: return "dead_position";
    case end_kind::fivefold_repetition: return "fivefold_repetition";
    case end_kind::seventy_five_moves: return "seventy_five_moves";
    }
    return "?";
}

//! The clause that ends the game in each way.
constexpr spec::clause_ref clause_of(end_kind k) noexcept {
    switch (k) {
    case end_kind::checkmate: return spec::id::checkmate;
    case end_kind::stalemate: return spec::id::stalemate;
    case end_kind::dead_position: return spec::id::dead_position;
    case end_kind::fivefold_repetition: return spec::id::fivefold_repetition;
    case end_kind::seventy_five_moves: return spec::id::seventy_five_moves;
    }
    return spec::id::checkmate;
}

//! Where and how the game was over.
struct game_end {
    std::size_t ply = 0;                  //!< the plies after which the game was over (0: the start position)
    end_kind kind = end_kind::checkmate;
    spec::clause_ref clause = spec::id::checkmate;
    std::string_view result;              //!< "1-0", "0-1" or "1/2-1/2"
    position at;                          //!< the position at the end
    std::vector<std::size_t> occurrences; //!< fivefold: the plies after which the position stood (five)
    rules::cannot_mate_reason dead_reason = rules::cannot_mate_reason::none; //!< dead position by material: the rule
    std::optional<analysis::mate_answer> dead; //!< dead position: the proof that neither side can checkmate
    bool after_breach = false;            //!< the end came on the board as it stood after an illegal move
};

//! A draw the record let a player claim (information, not a finding).
struct draw_claim {
    std::size_t ply = 0;                  //!< the plies after which the claim was open (the claimant had the move)
    spec::clause_ref clause = spec::id::threefold_on_board;
    color claimant = color::white;
};

namespace ending_detail {

//! A position as 9.2.2 compares it, kept cheap: the men, the castling rights as written and the
//! en-passant capture that is possible. (The side to move is the tail's parity. Written rights
//! are compared through the rights that exist on the placement, which equal placements share:
//! see same_rights.) No default member initialisers: a tail of them is not zeroed per game.
struct position_key {
    std::array<bitboard, 6> by_type;
    bitboard white;
    castling rights;
    square ep;
    std::uint32_t ply;
};

//! Same men on the same squares.
constexpr bool same_men(const position_key& a, const position_key& b) noexcept {
    if (a.white != b.white) return false;
    for (std::size_t i = 0; i < 6; ++i)
        if (a.by_type[i] != b.by_type[i]) return false;
    return true;
}

//! p's key after `ply` plies, written in place into k (no key built and then copied: this runs every ply).
[[gnu::always_inline]] constexpr void write_key(position_key& k, const position& p, std::size_t ply) noexcept {
    k.by_type = p.by_type;
    k.white = p.pieces(color::white);
    k.rights = p.rights;
    k.ep = p.en_passant == square::none ? square::none : rules::en_passant_in_force(p);
    k.ply = static_cast<std::uint32_t>(ply);
}

//! Positions a tail holds: those since the last capture (the men never come back), of which the
//! ones since the last pawn move are compared in a game without a breach (9.6.2 ends that stretch
//! at 150 plies). When a longer stretch fills it, the older half goes: only a breach (a pawn
//! taken back) could make those positions recur.
inline constexpr std::size_t tail_capacity = 256;

} // namespace ending_detail

//! Watches the positions of a replay: call start(), then after() for every ply, no_move_read()
//! where the record's next move is not a legal move, and last() at the last position — as a
//! watcher of audit_game (audit/watch.hpp), its hooks do; on_end writes the end and the claims
//! into the game's result (game_result::end, claims).
class end_watch {
public:
    std::optional<game_end> end;
    std::vector<draw_claim> claims;

    static constexpr bool wants_before = false; //!< only the position after each ply is read

    void on_start(const start_event& e) {
        end.reset();
        claims.clear();
        breached_ = false;
        threefold_listed_ = false;
        follow_forced_ = false;
        start(e.start);
    }
    [[gnu::always_inline]] void on_ply(const ply_event& e) { after(e.after, e.ply + 1, e.displaced); }
    void on_unread(const unread_event& e) { no_move_read(e.at, e.ply); }
    template <class Result>
    void on_end(const end_event& e, Result& r) {
        if (e.complete) last(e.final_position, e.plies_read);
        r.end = std::move(end);
        r.claims = std::move(claims);
    }

    //! The start position (ply 0).
    void start(const position& p) {
        size_ = 0;
        since_ = 0;
        men_ = popcount(p.occupied());
        push(p, 0);
        material(p, 0, popcount(p.occupied()) < 32); // a start with fewer men (a FEN tag's): forced moves looked for whatever the material
        if (!end && p.halfmove_clock >= rules::seventy_five_moves_plies) seventy_five(p, 0);
        if (!end && p.halfmove_clock >= rules::fifty_moves_plies) claim(0, spec::id::fifty_moves_completed, p.side_to_move);
    }

    //! The position p after `ply` plies; `displaced`: the board as it stood after an illegal move.
    //! Most plies of a legal game (no capture or pawn move, no clock threshold, room in the tail)
    //! only append the position and look for a repetition: that path is inline; the rest is
    //! after_general (the same steps, each skipped here because its condition is false).
    [[gnu::always_inline]] void after(const position& p, std::size_t ply, bool displaced) {
        const std::uint16_t clock = p.halfmove_clock;
        if (!displaced && !breached_ && clock != 0 && clock != rules::fifty_moves_plies && clock != rules::seventy_five_moves_plies &&
            size_ != ending_detail::tail_capacity && !end && !follow_forced_) {
            push(p, ply);
            if (size_ - since_ >= 5) repetition(p, ply);
            return;
        }
        after_general(p, ply, displaced);
    }

private:
    void after_general(const position& p, std::size_t ply, bool displaced) {
        if (end) return;
        if (displaced) breached_ = true;
        // No earlier position can recur after a capture (the men are fewer) or, in a legal game,
        // a pawn move. After a breach the positions before a pawn move are compared too: an
        // illegal move may take the pawn back (e4-e2). (men_ is kept at clock-0 plies only: the
        // men change only with a capture, which resets the clock.)
        bool capture = false;
        if (p.halfmove_clock == 0 || breached_) {
            const int men = popcount(p.occupied());
            capture = men != men_;
            men_ = men;
        }
        // The material changes with a capture or a promotion; after an illegal move also without
        // (a bishop that changes the colour of its squares).
        if (p.halfmove_clock == 0 || displaced) {
            material(p, ply);
            if (end) return;
        }
        if (capture) {
            size_ = 0;
            since_ = 0;
        } else if (size_ == ending_detail::tail_capacity) {
            constexpr std::size_t half = ending_detail::tail_capacity / 2;
            for (std::size_t i = 0; i < half; ++i) tail_[i] = tail_[i + half];
            size_ = half;
            since_ = since_ > half ? since_ - half : 0;
        }
        if (p.halfmove_clock == 0) {
            since_ = size_;
            threefold_listed_ = false;
        }
        push(p, ply);
        if (p.halfmove_clock == rules::fifty_moves_plies) { // before an end at this ply erases the claims from here on
            claim(ply - 1, spec::id::fifty_moves_intended_move, ~p.side_to_move);
            claim(ply, spec::id::fifty_moves_completed, p.side_to_move);
        }
        if (p.halfmove_clock != 0 && !displaced && follow_forced_) { // after the claims: the intended-move claim of the ply before stands
            forced_moves(p, ply);
            if (end) return;
        }
        if (size_ - (breached_ ? 0 : since_) >= 5) repetition(p, ply);
        if (end) return;
        if (p.halfmove_clock == rules::seventy_five_moves_plies) seventy_five(p, ply);
    }

public:
    //! The record's move after `ply` plies is no legal move (or the replay ends at p): the game
    //! may have been over there.
    void no_move_read(const position& p, std::size_t ply) {
        if (end) return;
        if (has_legal_move(p)) return; // the common case: a king step, or one generator call; no predicate
        game_end e;
        e.ply = ply;
        e.kind = rules::checkmate::holds(p) ? end_kind::checkmate : end_kind::stalemate; // else rules::stalemate::holds(p)
        e.result = e.kind == end_kind::stalemate ? "1/2-1/2" : p.side_to_move == color::white ? "0-1" : "1-0";
        finish(std::move(e), p);
    }

    //! The last position of the replay (after `ply` plies).
    void last(const position& p, std::size_t ply) { no_move_read(p, ply); }

private:
    ending_detail::position_key tail_[ending_detail::tail_capacity]; // positions since the last capture or pawn move
    std::size_t size_ = 0;
    std::size_t since_ = 0; // index of the first position after the last pawn move or capture
    int men_ = 0; // men on the board at the newest position

    [[gnu::always_inline]] void push(const position& p, std::size_t ply) noexcept { ending_detail::write_key(tail_[size_++], p, ply); }
    bool breached_ = false;
    bool threefold_listed_ = false; // a threefold claim is listed since the last capture or pawn move
    bool follow_forced_ = false;    // forced moves are looked for at every ply: the material is one capture from
                                    // dead, or every pawn is blocked (both change only with a capture or a pawn move)

    void finish(game_end e, const position& p) {
        e.clause = clause_of(e.kind);
        e.at = p;
        e.after_breach = breached_;
        std::erase_if(claims, [&](const draw_claim& c) { return c.ply >= e.ply; });
        end = std::move(e);
    }

    void claim(std::size_t ply, spec::clause_ref c, color who) { claims.push_back({ply, c, who}); }

    //! The audit proves a dead position by the static proofs and forced moves only: an enumeration
    //! costs thousands of positions where the pawns are blocked and a king can still take one, which
    //! real endgames reach often, and it rarely decides there (`chesslaw mate` does). After forced
    //! moves, where the side then to move has a few legal moves, 256 positions (mate_budget's
    //! after_forced) are enumerated.
    static constexpr analysis::mate_budget dead_budget{0, 0, false};

    //! `forced`: look for forced moves whatever the material (the start).
    void material(const position& p, std::size_t ply, bool forced = false) {
        if (end) return;
        // (a pawn, rook or queen on the board can mate: the side that has it is never "cannot")
        const bool by_material = !(p.pieces(piece_type::pawn) | p.pieces(piece_type::rook) | p.pieces(piece_type::queen)) && rules::dead_by_material(p);
        const bool blocked = !by_material && analysis::pawns_blocked(p);
        follow_forced_ = blocked || (!by_material && rules::one_capture_from_dead_material(p));
        if (!by_material && !follow_forced_ && !forced) return;
        analysis::mate_answer a = analysis::dead_position(p, dead_budget);
        if (a.verdict != analysis::mate_verdict::cannot) return;
        no_move_read(p, ply); // a stalemate on that board ends the game first (5.2.1 "immediately")
        if (end) return;
        game_end e;
        e.ply = ply;
        e.kind = end_kind::dead_position;
        e.result = "1/2-1/2";
        if (by_material) {
            const auto w = rules::why_cannot_checkmate(p, color::white), b = rules::why_cannot_checkmate(p, color::black);
            e.dead_reason = w == rules::cannot_mate_reason::same_colour_bishops || b == rules::cannot_mate_reason::same_colour_bishops
                                ? rules::cannot_mate_reason::same_colour_bishops
                            : w == rules::cannot_mate_reason::lone_minor || b == rules::cannot_mate_reason::lone_minor
                                ? rules::cannot_mate_reason::lone_minor
                                : rules::cannot_mate_reason::bare_king;
        }
        e.dead = std::move(a);
        finish(std::move(e), p);
    }

    //! A ply without a capture or pawn move while follow_forced_: the material and the pawns are
    //! those the static proofs failed on at the last capture or pawn move, so only forced moves
    //! can show the position dead. Most such positions have more than one legal move (counted,
    //! not listed: the cheap test first).
    void forced_moves(const position& p, std::size_t ply) {
        if (count_legal_moves(p) != 1) return; // none: no_move_read finds the mate or stalemate
        analysis::mate_answer a;
        if (!analysis::mate_detail::forced_proof(p, analysis::forced_plies, dead_budget.after_forced, a)) return;
        game_end e;
        e.ply = ply;
        e.kind = end_kind::dead_position;
        e.result = "1/2-1/2";
        e.dead = std::move(a);
        finish(std::move(e), p);
    }

    void seventy_five(const position& p, std::size_t ply) {
        if (!rules::seventy_five_moves::holds(p) || rules::stalemate::holds(p)) { // the last move mates (9.6.2: it has priority) or stalemates
            no_move_read(p, ply);
            return;
        }
        game_end e;
        e.ply = ply;
        e.kind = end_kind::seventy_five_moves;
        e.result = "1/2-1/2";
        finish(std::move(e), p);
    }

    //! The newest position (p, after `ply` plies) against the earlier ones of the tail with the
    //! same side to move (every other one).
    void repetition(const position& p, std::size_t ply) {
        const ending_detail::position_key& k = tail_[size_ - 1];
        int n = 1;
        std::array<std::uint32_t, 4> earlier{}; // the plies of the earlier occurrences, newest first
        castling in_force = castling::none;      // the rights that exist on this placement (9.2.2.2), once needed
        bool in_force_known = false;
        const std::size_t from = breached_ ? 0 : since_; // the positions that can recur
        for (std::size_t i = size_ - 1; i >= from + 2;) {
            i -= 2;
            if (!ending_detail::same_men(tail_[i], k) || tail_[i].ep != k.ep) continue;
            if (!in_force_known) {
                position all = p; // the rights this placement can hold at all
                all.rights = castling::all;
                in_force = rules::castling_rights_in_force(all);
                in_force_known = true;
            }
            if ((tail_[i].rights & in_force) == (k.rights & in_force)) {
                if (n < 5) earlier[static_cast<std::size_t>(n - 1)] = tail_[i].ply;
                ++n;
            }
        }
        if (n == 3 && !threefold_listed_) {
            threefold_listed_ = true;
            claim(ply - 1, spec::id::threefold_intended_move, ~p.side_to_move);
            claim(ply, spec::id::threefold_on_board, p.side_to_move);
        }
        if (n >= 5) {
            game_end e;
            e.ply = ply;
            e.kind = end_kind::fivefold_repetition;
            e.result = "1/2-1/2";
            for (std::size_t j = 4; j-- > 0;) e.occurrences.push_back(earlier[j]);
            e.occurrences.push_back(ply);
            finish(std::move(e), p);
        }
    }
};

//! "12." or "12..." for the 0-based ply of a game starting at `start` (SAN's move numbers).
inline std::string move_number(const position& start, std::size_t ply) {
    const std::size_t black_first = start.side_to_move == color::black ? 1 : 0;
    const std::size_t n = start.fullmove_number + (ply + black_first) / 2;
    const bool black = (ply + black_first) % 2 == 1;
    return std::to_string(n) + (black ? "..." : ".");
}

} // namespace chesslaw::audit
