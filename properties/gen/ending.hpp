#pragma once
//! How a legal game ended, worked out the long way from its positions — the check for the
//! audit's end_watch (audit/ending.hpp), which looks only where it must (mate where no move
//! follows, material after captures, repetitions within the tail since the last capture or
//! pawn move, the clock at exactly 150). Here every ply is looked at:
//!   - checkmate / stalemate (5.1.1, 5.2.1): a position with no legal move, looked for where no
//!     legal move follows (the last one; in a record with breaches also where the recorded move
//!     is not legal); in check by the mailbox attack test;
//!   - a dead position by the certain rules (5.2.2), counted on the mailbox: no man but the kings;
//!     one knight or bishop besides them; or only bishops, all on squares of one colour; or by
//!     forced moves into one (dead_by_forced_moves: where the audit looks for them);
//!   - fivefold repetition (9.6.1): rules::count_occurrences over the whole position list so far;
//!   - seventy-five moves (9.6.2): quiet plies counted from the board (no pawn moved, nothing
//!     taken) from the start's clock, at least 150.
//! The end is the first ply at which one of them holds; at a position with no legal move mate or
//! stalemate is the only answer (they come first: audit/ending.hpp); where two of the
//! others hold at one ply (fivefold and 75 moves, or a dead start with a high clock) either is.
//! The draw claims (information) the same way: 9.2.1.2 at the first ply after each capture or
//! pawn move at which a position stands for the third time, 9.2.1.1 one ply before it; 9.3.2 at
//! the ply the count reaches 100 (or the start, when its clock is already 100 or more), 9.3.1
//! one ply before it; only claims before the end.

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <vector>

#include <chesslaw/analysis/reachable.hpp>
#include <chesslaw/audit/ending.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/rules/ending.hpp>

#include "chess.hpp"

namespace chesslaw::props::ending {

//! A quiet move (no pawn, no capture, not castling) of the side to move from a to b, legal in p.
inline bool quiet_legal(const position& p, square a, square b) {
    const piece pc = p.piece_on(a);
    if (pc == piece::none || color_of(pc) != p.side_to_move || type_of(pc) == piece_type::pawn || !p.empty(b)) return false;
    if (type_of(pc) == piece_type::king && std::abs(file_no(a) - file_no(b)) == 2) return false;
    return is_legal(p, move(a, b));
}

//! Four plies that bring every man back: m1, m2 and their reverses, each quiet and legal (the
//! first m1 tried is the offset-th legal move, so the shuffles vary); null when there are none.
inline std::optional<std::array<move, 4>> shuffle_in(const position& p, std::size_t offset) {
    const move_list ours = legal_moves(p);
    const auto n = static_cast<std::size_t>(ours.size());
    for (std::size_t i = 0; i < n; ++i) {
        const move m1 = ours[static_cast<int>((i + offset) % n)];
        if (!quiet_legal(p, m1.from(), m1.to())) continue;
        const position p1 = make_move(p, m1);
        for (const move m2 : legal_moves(p1)) {
            if (!quiet_legal(p1, m2.from(), m2.to())) continue;
            const position p2 = make_move(p1, m2);
            if (!quiet_legal(p2, m1.to(), m1.from())) continue;
            const position p3 = make_move(p2, move(m1.to(), m1.from()));
            if (!quiet_legal(p3, m2.to(), m2.from())) continue;
            return std::array<move, 4>{m1, m2, move(m1.to(), m1.from()), move(m2.to(), m2.from())};
        }
    }
    return std::nullopt;
}

//! At the last position with no legal move, a stalemate comes before a dead position by material
//! (audit/ending.hpp: "At one ply, checkmate and stalemate come first"). Both are draws; set to
//! false to accept either there.
#ifndef CHESSLAW_PROPS_STALEMATE_FIRST
#define CHESSLAW_PROPS_STALEMATE_FIRST 1
#endif
inline constexpr bool stalemate_before_dead = CHESSLAW_PROPS_STALEMATE_FIRST;

//! No side can checkmate by the certain rules, counted on the mailbox (a1 is dark).
inline bool dead_by_count(const position& p) {
    int knights = 0, dark = 0, light = 0, others = 0;
    for (int s = 0; s < 64; ++s) {
        const piece pc = p.piece_on(square_at(s));
        if (pc == piece::none || type_of(pc) == piece_type::king) continue;
        if (type_of(pc) == piece_type::knight) ++knights;
        else if (type_of(pc) == piece_type::bishop) ((s % 8 + s / 8) % 2 == 0 ? dark : light)++;
        else ++others;
    }
    if (others > 0) return false;
    const int men = knights + dark + light;
    return men <= 1 || (knights == 0 && (dark == 0 || light == 0));
}

//! Taking one man off the board leaves a dead position by count (and p is not one already): where
//! the audit follows forced moves during a game (rules::one_capture_from_dead_material), the long way.
inline bool one_capture_from_dead(const position& p) {
    if (dead_by_count(p)) return false;
    for (int s = 0; s < 64; ++s) {
        const piece pc = p.piece_on(square_at(s));
        if (pc == piece::none || type_of(pc) == piece_type::king) continue;
        position q = p;
        q.remove(square_at(s));
        if (dead_by_count(q)) return true;
    }
    return false;
}

//! Every pawn on the board (one at least) has a pawn on the square in front of it, on the mailbox
//! (as analysis::pawns_blocked: blocked by pawns, which only a capture or a pawn move changes — a
//! piece standing in front does not count, since the audit decides this at captures and pawn moves).
inline bool every_pawn_blocked(const position& p) {
    int pawns = 0;
    for (int s = 0; s < 64; ++s) {
        const piece pc = p.piece_on(square_at(s));
        if (pc == piece::none || type_of(pc) != piece_type::pawn) continue;
        ++pawns;
        const int ahead = s + (color_of(pc) == color::white ? 8 : -8);
        if (ahead < 0 || ahead > 63) return false;
        const piece front = p.piece_on(square_at(ahead));
        if (front == piece::none || type_of(front) != piece_type::pawn) return false;
    }
    return pawns > 0;
}

//! A dead position by forced moves (5.2.2, issue 34), where the audit looks for them: at the start
//! when it has fewer than 32 men, else when one capture leaves a dead position by count or every
//! pawn is blocked. From there, while the side to move has exactly one legal move (6 plies at most),
//! it is played; dead when a position reached is dead by count or a stalemate, or when the line
//! ends (one move played at least) where at most 6 legal moves are left and the kernel's
//! enumeration of 256 positions finds no checkmate (that enumeration is checked against CHA's
//! labels in tests/unit, not here).
inline bool dead_by_forced_moves(const position& p, bool start) {
    int men = 0;
    for (int s = 0; s < 64; ++s) men += p.piece_on(square_at(s)) != piece::none;
    if (!(start && men < 32) && !one_capture_from_dead(p) && !every_pawn_blocked(p)) return false;
    position q = p;
    for (int i = 0; i <= 6; ++i) {
        const move_list moves = legal_moves(q);
        if (moves.size() != 1 || i == 6) {
            if (i == 0 || moves.size() > 6) return false;
            return analysis::enumerate_reachable(q, std::nullopt, 256).end == analysis::enumeration_end::exhausted;
        }
        q = make_move(q, moves[0]);
        if (dead_by_count(q)) return true;
        if (legal_moves(q).empty()) return !king_attacked(q, q.side_to_move);
    }
    return false;
}

struct expected_end {
    std::size_t ply = 0;
    std::vector<audit::end_kind> kinds;     //!< the ends that hold at that ply (any of them is right)
    std::string result;                     //!< "1-0", "0-1", "1/2-1/2"
    std::vector<std::size_t> occurrences;   //!< fivefold: the plies of the five positions
};

struct expected_claim {
    std::size_t ply = 0;
    spec::clause_ref clause;
    color claimant = color::white;
    friend bool operator<(const expected_claim& a, const expected_claim& b) {
        return std::tuple(a.ply, a.clause.index, a.claimant) < std::tuple(b.ply, b.clause.index, b.claimant);
    }
    friend bool operator==(const expected_claim& a, const expected_claim& b) {
        return a.ply == b.ply && a.clause == b.clause && a.claimant == b.claimant;
    }
};

struct expectation {
    std::optional<expected_end> end;
    std::vector<expected_claim> claims; //!< sorted
    std::vector<int> clock;             //!< quiet plies counted from the board, per position
};

//! The end and the claims of the game whose positions are `ps` (ps[k+1] = ps[k] after ms[k]: a
//! legal move, or an illegal one applied as a displacement, audit::displace).
inline expectation expect(std::span<const position> ps, std::span<const move> ms) {
    expectation out;
    const std::size_t n = ms.size();
    out.clock.push_back(ps[0].halfmove_clock);
    for (std::size_t i = 0; i < n; ++i) {
        const position& p = ps[i];
        const bool resets = type_of(p.piece_on(ms[i].from())) == piece_type::pawn || !p.empty(ms[i].to());
        out.clock.push_back(resets ? 0 : out.clock.back() + 1);
    }
    std::vector<expected_claim> claims;
    bool threefold_listed = false;
    if (out.clock[0] >= rules::fifty_moves_plies) claims.push_back({0, spec::id::fifty_moves_completed, ps[0].side_to_move});
    for (std::size_t j = 0; j <= n; ++j) {
        const position& q = ps[j];
        const auto c = rules::count_occurrences(ps.subspan(0, j + 1), q);
        if (j > 0 && out.clock[j] == 0) threefold_listed = false;
        if (j > 0 && out.clock[j] != 0 && !threefold_listed && c.count == 3) {
            threefold_listed = true;
            claims.push_back({j - 1, spec::id::threefold_intended_move, ps[j - 1].side_to_move});
            claims.push_back({j, spec::id::threefold_on_board, q.side_to_move});
        }
        if (j > 0 && out.clock[j] == rules::fifty_moves_plies) {
            claims.push_back({j - 1, spec::id::fifty_moves_intended_move, ps[j - 1].side_to_move});
            claims.push_back({j, spec::id::fifty_moves_completed, q.side_to_move});
        }
        std::vector<audit::end_kind> kinds;
        std::vector<std::size_t> occ;
        if ((j == n || !is_legal(q, ms[j])) && legal_moves(q).empty()) {
            kinds.push_back(king_attacked(q, q.side_to_move) ? audit::end_kind::checkmate : audit::end_kind::stalemate);
            if (!stalemate_before_dead && dead_by_count(q)) kinds.push_back(audit::end_kind::dead_position);
        } else {
            if (dead_by_count(q) || dead_by_forced_moves(q, j == 0)) kinds.push_back(audit::end_kind::dead_position);
            if (c.count >= 5) {
                kinds.push_back(audit::end_kind::fivefold_repetition);
                for (const auto i : c.at) occ.push_back(static_cast<std::size_t>(i));
            }
            if (out.clock[j] >= rules::seventy_five_moves_plies) kinds.push_back(audit::end_kind::seventy_five_moves);
        }
        if (!kinds.empty()) {
            expected_end e;
            e.ply = j;
            e.kinds = kinds;
            e.result = kinds.front() == audit::end_kind::checkmate ? (q.side_to_move == color::white ? "0-1" : "1-0") : "1/2-1/2";
            e.occurrences = occ;
            out.end = e;
            break;
        }
    }
    std::erase_if(claims, [&](const expected_claim& c) { return out.end && c.ply >= out.end->ply; });
    std::sort(claims.begin(), claims.end());
    out.claims = claims;
    return out;
}

inline std::string kind_names(const std::vector<audit::end_kind>& ks) {
    std::string s;
    for (const auto k : ks) s += (s.empty() ? "" : " or ") + std::string(audit::name(k));
    return s;
}

//! "" when the audit's end and claims are the expected ones, else what differs.
inline std::string compare(const expectation& want, const audit::game_end* got, std::span<const audit::draw_claim> claims) {
    std::string why;
    if (want.end && !got) why += "no end found, expected " + kind_names(want.end->kinds) + " after ply " + std::to_string(want.end->ply) + "; ";
    if (!want.end && got)
        why += "an end found (" + std::string(audit::name(got->kind)) + " after ply " + std::to_string(got->ply) +
               "), none expected; ";
    if (want.end && got) {
        const auto& w = *want.end;
        if (got->ply != w.ply || std::find(w.kinds.begin(), w.kinds.end(), got->kind) == w.kinds.end())
            why += "the end is " + std::string(audit::name(got->kind)) + " after ply " + std::to_string(got->ply) + ", expected " +
                   kind_names(w.kinds) + " after ply " + std::to_string(w.ply) + "; ";
        else {
            if (got->result != w.result) why += "the end's result is " + std::string(got->result) + ", expected " + w.result + "; ";
            if (got->clause != audit::clause_of(got->kind)) why += "the end's clause is not its kind's; ";
            if (got->kind == audit::end_kind::fivefold_repetition && got->occurrences != w.occurrences) why += "the five occurrences differ; ";
        }
    }
    std::vector<expected_claim> have;
    for (const auto& c : claims) have.push_back({c.ply, c.clause, c.claimant});
    std::sort(have.begin(), have.end());
    if (have != want.claims) {
        const auto list = [](const std::vector<expected_claim>& v) {
            std::string s;
            for (const auto& c : v) s += " " + std::string(c.clause.id()) + "@" + std::to_string(c.ply) + (c.claimant == color::white ? "w" : "b");
            return s.empty() ? std::string(" none") : s;
        };
        why += "claims:" + list(have) + ", expected:" + list(want.claims) + "; ";
    }
    return why;
}

} // namespace chesslaw::props::ending
