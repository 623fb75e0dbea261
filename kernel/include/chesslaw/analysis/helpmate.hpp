#pragma once
//! The "yes" half of "can side X checkmate by any series of legal moves?" (5.2.2, 6.9, 5.1.2):
//! a helpmate finder. Both sides cooperate so that `winner` checkmates; a line found is a
//! certificate that the kernel replays (verify_helpmate). Not finding a line proves nothing.
//!
//! The question is whether a series of legal moves exists (as in Ambrona's CHA), so the 50/75-move
//! rules (9.3, 9.6.2) and repetitions (9.2, 9.6.1) are ignored: the line may repeat positions and
//! may contain any number of quiet moves.
//!
//! Search: iterative deepening over a move *cost* (not plies): moves that look like progress
//! towards a mate (the loser's king walking towards the winner's king or an edge, the winner's
//! pieces closing in, pawns advancing, promotions) are cheap, moves that look like regress (the
//! loser capturing, pieces walking away) are dear. At every node of the winner, every move that
//! may give check is tried for mate whatever its cost. Positions already searched with at least
//! the remaining cost are skipped (a table keyed by a 64-bit hash of the position; a collision can
//! only hide a line, never invent one: every line is replayed before it is returned). In locked
//! pawn positions the kings' walks are guided by their distances through the squares they may
//! enter. The table is skipped in constant evaluation, so small cases work in a static_assert.

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>
#include <vector>

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/movegen.hpp>

namespace chesslaw::analysis {

//! How much the finder may search: positions visited (every position a move is played into).
struct helpmate_budget {
    std::uint64_t nodes = 200'000;
};

//! The finder's answer. `found` with an empty line means the position is already checkmate with
//! `winner`'s opponent mated; otherwise a found line is never empty.
struct helpmate_search {
    std::vector<move> line;   //!< empty if not found; else legal moves from p, the last one checkmates
    std::uint64_t nodes = 0;  //!< positions visited
    bool found = false;       //!< a helpmate was found (line replays to checkmate of ~winner)
    bool budget_spent = false; //!< the search stopped because the node budget ran out
    int cost_limit = 0;       //!< the last cost bound searched (in quarter plies of a plain move)
};

namespace helpmate_detail {

//! splitmix64's finaliser: a bijective scramble of 64 bits.
constexpr std::uint64_t mix64(std::uint64_t x) noexcept {
    x += 0x9e3779b97f4a7c15ULL;
    x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ULL;
    x = (x ^ (x >> 27)) * 0x94d049bb133111ebULL;
    return x ^ (x >> 31);
}

//! A 64-bit key of the placement, side to move, castling rights and en-passant square (never 0).
constexpr std::uint64_t position_key(const position& p) noexcept {
    std::uint64_t h = mix64(p.by_color[0]);
    for (const bitboard b : p.by_type) h = mix64(h ^ b);
    h = mix64(h ^ (static_cast<std::uint64_t>(index(p.side_to_move)) | (static_cast<std::uint64_t>(p.rights) << 1) |
                   (static_cast<std::uint64_t>(p.en_passant) << 5)));
    return h | 1;
}

//! Positions whose search with some remaining cost found nothing (two-way buckets, the entry with
//! less remaining cost replaced). Empty (and never consulted) when constructed with log2_size 0.
class failure_table {
public:
    constexpr explicit failure_table(unsigned log2_size) {
        if (log2_size == 0) return;
        slots_.assign(std::size_t{1} << log2_size, entry{});
        mask_ = (std::uint64_t{1} << log2_size) - 2; // even index: the first slot of a bucket
    }
    //! True if the position with this key was searched with at least `remaining` and failed.
    constexpr bool failed(std::uint64_t key, int remaining) const noexcept {
        if (slots_.empty()) return false;
        const std::size_t i = static_cast<std::size_t>(key & mask_);
        return (slots_[i].key == key && slots_[i].remaining >= remaining) ||
               (slots_[i + 1].key == key && slots_[i + 1].remaining >= remaining);
    }
    //! Records that the search of the position with `remaining` failed.
    constexpr void store(std::uint64_t key, int remaining) noexcept {
        if (slots_.empty()) return;
        const std::size_t i = static_cast<std::size_t>(key & mask_);
        for (std::size_t j = i; j < i + 2; ++j) {
            if (slots_[j].key == key) {
                if (slots_[j].remaining < remaining) slots_[j].remaining = remaining;
                return;
            }
        }
        const std::size_t victim = slots_[i].remaining <= slots_[i + 1].remaining ? i : i + 1;
        slots_[victim] = entry{key, remaining};
    }

private:
    struct entry {
        std::uint64_t key = 0;
        int remaining = -1;
    };
    std::vector<entry> slots_;
    std::uint64_t mask_ = 0;
};

constexpr int chebyshev(square a, square b) noexcept {
    const int df = index(file_of(a)) - index(file_of(b)), dr = index(rank_of(a)) - index(rank_of(b));
    return (df < 0 ? -df : df) > (dr < 0 ? -dr : dr) ? (df < 0 ? -df : df) : (dr < 0 ? -dr : dr);
}
//! Distance of a square from the nearest edge of the board (0 on the edge, 3 in the centre).
constexpr int edge_distance(square s) noexcept {
    const int f = index(file_of(s)), r = index(rank_of(s));
    const int df = f < 7 - f ? f : 7 - f, dr = r < 7 - r ? r : 7 - r;
    return df < dr ? df : dr;
}

//! King-step distances from one square through an allowed set of squares (BFS); 64 = unreachable.
constexpr std::array<std::uint8_t, 64> king_distances(square from, bitboard allowed) noexcept {
    std::array<std::uint8_t, 64> d{};
    d.fill(64);
    d[static_cast<std::size_t>(index(from))] = 0;
    bitboard frontier = bb(from), seen = frontier;
    for (std::uint8_t step = 1; frontier; ++step) {
        bitboard next = 0;
        for (bitboard f = frontier; f;) next |= king_attacks(pop_lsb(f));
        next &= allowed & ~seen;
        seen |= next;
        for (bitboard n = next; n;) d[static_cast<std::size_t>(index(pop_lsb(n)))] = step;
        frontier = next;
    }
    return d;
}

//! Positions from which `winner` can never mate, by material alone (sound, deliberately narrow):
//! the winner has a bare king, or a lone minor piece or only bishops of one colour, against a bare
//! king.
constexpr bool hopeless(const position& p, color winner) noexcept {
    const bitboard w = p.pieces(winner), l = p.pieces(~winner);
    const bitboard w_men = w & ~p.pieces(piece_type::king);
    if (!w_men) return true;
    if (more_than_one(l)) return false;
    if (w_men & p.pieces(piece_type::pawn)) return false;
    if (w_men == (w_men & p.pieces(piece_type::knight))) return !more_than_one(w_men);
    if (w_men == (w_men & p.pieces(piece_type::bishop)))
        return (w_men & dark_squares) == w_men || (w_men & ~dark_squares) == w_men;
    return false;
}

//! True if m (legal in p) might give check to the king on ksq: a conservative filter (a direct
//! attack from the arrival square, a piece leaving a line between ksq and one of the mover's
//! sliders, castling, en passant, promotion).
constexpr bool may_give_check(const position& p, move m, square ksq) noexcept {
    const color us = p.side_to_move;
    const square from = m.from(), to = m.to();
    const piece pc = p.piece_on(from);
    piece_type t = type_of(pc);
    if (m.is_promotion()) t = to_piece_type(m.promotion());
    if (t == piece_type::king) {
        const int df = index(file_of(to)) - index(file_of(from));
        if (df == 2 || df == -2) return true; // castling: the rook may check
    }
    if (type_of(pc) == piece_type::pawn && file_of(from) != file_of(to) && p.empty(to)) return true; // en passant
    const bitboard occ = (p.occupied() & ~bb(from)) | bb(to);
    if (t != piece_type::king && (attacks(t, us, to, occ) & bb(ksq))) return true;
    const bitboard sliders = (bishop_pseudo_attacks(ksq) & p.pieces(us, piece_type::bishop, piece_type::queen)) |
                             (rook_pseudo_attacks(ksq) & p.pieces(us, piece_type::rook, piece_type::queen));
    for (bitboard s = sliders; s;)
        if (between(ksq, pop_lsb(s)) & bb(from)) return true;
    return false;
}

//! Per-node facts the move costs read.
struct node_facts {
    color winner;
    square wk, lk;                 //!< the winner's and the loser's king
    bitboard lk_zone;              //!< the loser's king and its neighbours
    bool loser_must_promote;       //!< the winner has no pawns and only a knight or only bishops
    bool locked;                   //!< pawns-and-bishops position with blocked pawns: guided king walks
    const std::array<std::uint8_t, 64>* wk_to_lk = nullptr; //!< walking distances to the loser's king (winner's king)
    const std::array<std::uint8_t, 64>* lk_to_wk = nullptr; //!< walking distances to the winner's king (loser's king)
};

//! The cost of playing m in p (4 for a plain move; 1 for clear progress; up to 10 for regress).
constexpr int move_cost(const position& p, move m, const node_facts& f) noexcept {
    const color us = p.side_to_move;
    const square from = m.from(), to = m.to();
    const piece_type t = type_of(p.piece_on(from));
    const bool capture = !p.empty(to) || (t == piece_type::pawn && file_of(from) != file_of(to));
    if (us == f.winner) {
        if (m.is_promotion()) {
            switch (m.promotion()) {
            case promotion::queen: return 1;
            case promotion::knight: return 2;
            case promotion::rook: return 3;
            default: return 4;
            }
        }
        switch (t) {
        case piece_type::pawn: return capture ? 2 : (relative_rank(us, to) >= rank::r6 ? 1 : 2);
        case piece_type::king: {
            if (f.locked && f.wk_to_lk) {
                const int a = (*f.wk_to_lk)[static_cast<std::size_t>(index(from))], b = (*f.wk_to_lk)[static_cast<std::size_t>(index(to))];
                if (b < a) return 1;
                return capture ? 3 : 8;
            }
            if (capture) return 3;
            const int a = chebyshev(from, f.lk), b = chebyshev(to, f.lk);
            if (b < a) return 2;
            return b == a ? 5 : 7;
        }
        case piece_type::knight: {
            if (capture) return 3;
            const int a = chebyshev(from, f.lk), b = chebyshev(to, f.lk);
            return (b < a || (b == 2 && a == 2)) ? 2 : 5;
        }
        default: { // sliders
            if (capture) return 3;
            const bitboard occ = p.occupied() & ~bb(from);
            const int before = popcount(attacks(t, us, from, occ) & f.lk_zone);
            const int after = popcount(attacks(t, us, to, occ) & f.lk_zone);
            if (after > before) return 2;
            return after == before && after > 0 ? 4 : 5;
        }
        }
    }
    // the loser
    if (m.is_promotion()) {
        if (!f.loser_must_promote) return 6;
        return m.promotion() == promotion::queen ? 3 : 1;
    }
    switch (t) {
    case piece_type::king: {
        if (f.locked && f.lk_to_wk) {
            const int a = (*f.lk_to_wk)[static_cast<std::size_t>(index(from))], b = (*f.lk_to_wk)[static_cast<std::size_t>(index(to))];
            if (b < a) return 1;
            return capture ? 6 : 8;
        }
        if (capture) return 8;
        const int a = chebyshev(from, f.wk), b = chebyshev(to, f.wk);
        if (a > 2 && b < a) return 2;
        if (edge_distance(to) < edge_distance(from)) return 2;
        if (b < a) return 3;
        return 6;
    }
    case piece_type::pawn:
        if (capture) return f.loser_must_promote ? 3 : 8;
        return f.loser_must_promote ? 1 : 5;
    default:
        if (capture) return 8;
        if (king_attacks(f.lk) & bb(to)) return 3; // self-block next to its own king
        if (f.locked) return 8;
        return 5;
    }
}

//! True if the pawns-and-bishops position is locked (at least three pawns of one side stand
//! blocked by an opposing pawn): kings must then walk around the chains, guided by BFS distances.
constexpr bool locked_position(const position& p) noexcept {
    if (p.pieces(piece_type::knight) | p.pieces(piece_type::rook) | p.pieces(piece_type::queen)) return false;
    const bitboard wp = p.pieces(color::white, piece_type::pawn), bp = p.pieces(color::black, piece_type::pawn);
    return popcount(shift<direction::north>(wp) & bp) >= 3;
}

//! Squares a king of colour c might enter on its walk: not its own pawns' squares and not squares
//! the opponent's pawns attack (opposing pawns may be captured only if unprotected, ignored here).
constexpr bitboard walkable(const position& p, color c) noexcept {
    const bitboard own_pawns = p.pieces(c, piece_type::pawn), their_pawns = p.pieces(~c, piece_type::pawn);
    const bitboard their_attacks = c == color::white ? pawn_attacks_set<color::black>(their_pawns) : pawn_attacks_set<color::white>(their_pawns);
    return ~own_pawns & ~their_attacks & ~their_pawns;
}

//! The search: cost-bounded depth-first search with a failure table and a node budget.
class searcher {
public:
    constexpr searcher(color winner, std::uint64_t limit, unsigned log2_table) : winner_(winner), limit_(limit), table_(log2_table) {}

    //! Searches from p with the given cost bound; on success the moves are in line().
    constexpr bool run(const position& p, int bound) {
        path_.clear();
        return search(p, bound);
    }
    constexpr const std::vector<move>& line() const noexcept { return path_; }
    constexpr std::uint64_t nodes() const noexcept { return nodes_; }
    constexpr bool stopped() const noexcept { return stopped_; }
    //! Guided-walk distances for a locked position: computed once at the root (the pawns hardly move).
    constexpr void set_walks(const position& p) {
        if (!locked_position(p)) return;
        locked_ = true;
        const square wk = p.king(winner_), lk = p.king(~winner_);
        // The winner's king goes towards the loser's king; the loser's king towards the winner's.
        wk_to_lk_ = king_distances(lk, walkable(p, winner_) | bb(lk));
        lk_to_wk_ = king_distances(wk, walkable(p, ~winner_) | bb(wk));
    }

private:
    constexpr bool search(const position& p, int remaining) {
        if (hopeless(p, winner_)) return false;
        const bool use_table = !std::is_constant_evaluated();
        const std::uint64_t key = use_table ? position_key(p) : 0;
        if (use_table && table_.failed(key, remaining)) return false;

        const move_list moves = legal_moves(p);
        const bool winner_moves = p.side_to_move == winner_;
        const square lk = p.king(~winner_);
        if (winner_moves) {
            // Every move that may check is tried for mate, whatever its cost.
            for (const move m : moves) {
                if (!may_give_check(p, m, lk)) continue;
                if (!count_node()) return false;
                const position n = make_move(p, m);
                if (in_check(n) && count_legal_moves(n) == 0) {
                    path_.push_back(m);
                    return true;
                }
            }
            if (remaining < 2) { // no room for a loser's move and another mate try
                if (use_table) table_.store(key, remaining);
                return false;
            }
        }

        node_facts f{winner_, p.king(winner_), lk, king_attacks(lk) | bb(lk), false, locked_, nullptr, nullptr};
        if (locked_) {
            f.wk_to_lk = &wk_to_lk_;
            f.lk_to_wk = &lk_to_wk_;
        }
        {
            const bitboard w_men = p.pieces(winner_) & ~p.pieces(piece_type::king);
            f.loser_must_promote = !(w_men & p.pieces(piece_type::pawn)) &&
                                   ((w_men == (w_men & p.pieces(piece_type::knight)) && !more_than_one(w_men)) ||
                                    w_men == (w_men & p.pieces(piece_type::bishop)));
        }
        std::array<int, move_list::capacity> cost{};
        std::array<std::uint8_t, move_list::capacity> order{};
        const int count = moves.size();
        int kept = 0;
        const int min_left = winner_moves ? 1 : 0; // after a winner's move: room for the loser's move
        for (int i = 0; i < count; ++i) {
            const int c = move_cost(p, moves[i], f);
            if (remaining - c < min_left) continue;
            // insertion by cost, stable
            int j = kept++;
            while (j > 0 && cost[static_cast<std::size_t>(order[static_cast<std::size_t>(j - 1)])] > c) {
                order[static_cast<std::size_t>(j)] = order[static_cast<std::size_t>(j - 1)];
                --j;
            }
            cost[static_cast<std::size_t>(i)] = c;
            order[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(i);
        }
        for (int k = 0; k < kept; ++k) {
            const int i = order[static_cast<std::size_t>(k)];
            const move m = moves[i];
            if (winner_moves && may_give_check(p, m, lk)) {
                // already tried for mate; still a move of the search
            }
            if (!count_node()) return false;
            const position n = make_move(p, m);
            path_.push_back(m);
            if (search(n, remaining - cost[static_cast<std::size_t>(i)])) return true;
            path_.pop_back();
            if (stopped_) return false;
        }
        if (use_table) table_.store(key, remaining);
        return false;
    }

    constexpr bool count_node() noexcept {
        if (nodes_ >= limit_) {
            stopped_ = true;
            return false;
        }
        ++nodes_;
        return true;
    }

    color winner_;
    std::uint64_t limit_;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
    bool locked_ = false;
    failure_table table_;
    std::vector<move> path_;
    std::array<std::uint8_t, 64> wk_to_lk_{}, lk_to_wk_{};
};

//! Table size for a budget: about two slots per node, between 2^10 and 2^22.
constexpr unsigned table_log2(std::uint64_t nodes) noexcept {
    unsigned l = 10;
    while (l < 22 && (std::uint64_t{1} << l) < 2 * nodes) ++l;
    return l;
}

} // namespace helpmate_detail

//! True if `line` replays from p by the kernel (every move legal in turn) and the final position
//! is checkmate with `winner`'s opponent to move (5.1.1). An empty line checks p itself.
constexpr bool verify_helpmate(const position& p, color winner, std::span<const move> line) {
    position q = p;
    for (const move m : line) {
        if (!is_legal(q, m)) return false;
        q = make_move(q, m);
    }
    return q.side_to_move == ~winner && in_check(q) && count_legal_moves(q) == 0;
}

//! Looks for a series of legal moves from p after which `winner` has checkmated the opponent, both
//! sides cooperating (a helpmate), within the budget. The side to move may be either. Ignores the
//! 50/75-move and repetition rules (a series of legal moves is asked for). The line returned is
//! verified by replay (verify_helpmate); an empty line with found == false means none was found
//! within the budget, which proves nothing.
constexpr helpmate_search find_helpmate(const position& p, color winner, helpmate_budget b = {}) {
    helpmate_search out;
    if (!is_valid(p.king(color::white)) || !is_valid(p.king(color::black))) return out;
    if (count_legal_moves(p) == 0) {
        out.found = p.side_to_move == ~winner && in_check(p);
        return out;
    }
    if (helpmate_detail::hopeless(p, winner)) return out;
    const unsigned log2 = std::is_constant_evaluated() ? 0u : helpmate_detail::table_log2(b.nodes);
    helpmate_detail::searcher s(winner, b.nodes, log2);
    s.set_walks(p);
    for (int bound = 0; bound <= 4000; ++bound) {
        out.cost_limit = bound;
        if (s.run(p, bound)) {
            if (verify_helpmate(p, winner, s.line())) {
                out.line = s.line();
                out.found = true;
            }
            break;
        }
        if (s.stopped()) {
            out.budget_spent = true;
            break;
        }
    }
    out.nodes = s.nodes();
    return out;
}

} // namespace chesslaw::analysis
