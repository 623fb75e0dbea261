#pragma once
//! The "yes" half of "can side X checkmate by any series of legal moves?" (5.2.2, 6.9, 5.1.2):
//! a helpmate finder. Both sides cooperate so that `winner` checkmates; a line found is a
//! certificate that the kernel replays (verify_helpmate). Not finding a line proves nothing.
//!
//! The question is whether a series of legal moves exists (as in Ambrona's CHA), so the 50/75-move
//! rules (9.3, 9.6.2) and repetitions (9.2, 9.6.1) are ignored: the line may repeat positions and
//! may contain any number of quiet moves.
//!
//! Search (our own design; CHA's idea of rewarded moves that cost no depth, read, not copied):
//! depth-first search bounded by the sum of move *costs*, the bound raised by one per iteration.
//! A move is free (cost 0) when it is progress — a piece of the winner nearer its goal (the king
//! next to the loser's king; a knight, bishop, rook or queen on a square from which it attacks the
//! loser's king's zone; goals by BFS round the pawns), a capture or an advanced pawn push by the
//! winner, a queen promotion, the loser's king nearer its plan's target, a loser's piece stepping
//! next to its own king (a self-block); any other move costs 1, and the reply right after a
//! progress move is free too; under-promotions cost 1 or 2 and the loser's unneeded promotions 3.
//! The loser's king follows three plans in turn: to a corner (of the bishops' colour when the
//! winner has only bishops and knights), to the winner's king, or staying. A winner who has only
//! pawns sends its king for the loser's pawns that stop its own; a winner with a lone knight or
//! only bishops needs the loser's pawns to promote (to a knight or bishop), so those are free.
//! At every node of the winner every move that may give check is tried for mate, whatever it
//! costs. A table of failed (position, remaining cost) pairs, marked on entry, skips repeated work
//! and cuts cycles; its 64-bit key (our own hash: splitmix64 over the bitboards) may collide,
//! which can only hide a line, never invent one: every line is replayed (verify_helpmate) before
//! it is returned, after shortcuts (a move that reaches a later position of the line directly
//! replaces the moves between). A tenth of the budget first looks for lines of at most 16 plies.
//! Each run gets a slice of the budget and is abandoned when it overruns it, for the next bound;
//! for locked pawn chains and budgets of 500,000 positions or more, the second half of the budget
//! runs the iterations unsliced (long walks round the chains need it).
//! The table and the distance-map cache are skipped in constant evaluation, so small cases run
//! in a static_assert. Lines found are not the shortest (nor searched to be).

#include <algorithm>
#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>
#include <span>
#include <type_traits>
#include <utility>
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
    bool budget_spent = false; //!< the node budget ran out (false is no proof either: the search is not exhaustive)
    int cost_limit = 0;       //!< the last cost bound searched (a plain move costs 1)
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
    //! Forgets every entry.
    constexpr void clear() {
        for (auto& e : slots_) e = entry{};
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

//! King-step distance between two squares on an empty board.
constexpr int chebyshev(square a, square b) noexcept {
    const int df = index(file_of(a)) - index(file_of(b)), dr = index(rank_of(a)) - index(rank_of(b));
    return (df < 0 ? -df : df) > (dr < 0 ? -dr : dr) ? (df < 0 ? -df : df) : (dr < 0 ? -dr : dr);
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
    if (t == piece_type::king && is_castling_shape(p, from, to)) return true; // castling (standard or Chess960): the rook may check
    if (type_of(pc) == piece_type::pawn && file_of(from) != file_of(to) && p.empty(to)) return true; // en passant
    const bitboard occ = (p.occupied() & ~bb(from)) | bb(to);
    if (t != piece_type::king && (attacks(t, us, to, occ) & bb(ksq))) return true;
    const bitboard sliders = (bishop_pseudo_attacks(ksq) & p.pieces(us, piece_type::bishop, piece_type::queen)) |
                             (rook_pseudo_attacks(ksq) & p.pieces(us, piece_type::rook, piece_type::queen));
    for (bitboard s = sliders; s;)
        if (between(ksq, pop_lsb(s)) & bb(from)) return true;
    return false;
}

//! Distances (in moves of a piece of type t and colour c) from every square to a goal set,
//! moving over the squares of `allowed`, with `blockers` stopping sliders (BFS; 64 = unreachable).
//! Moves of these pieces are symmetric, so expanding from the goal gives the distance to it.
constexpr std::array<std::uint8_t, 64> goal_distances(piece_type t, color c, bitboard goal, bitboard allowed, bitboard blockers) noexcept {
    std::array<std::uint8_t, 64> d{};
    d.fill(64);
    for (bitboard g = goal; g;) d[static_cast<std::size_t>(index(pop_lsb(g)))] = 0;
    bitboard frontier = goal, seen = goal;
    for (std::uint8_t step = 1; frontier; ++step) {
        bitboard next = 0;
        for (bitboard f = frontier; f;) next |= attacks(t, c, pop_lsb(f), blockers);
        next &= allowed & ~seen;
        seen |= next;
        for (bitboard n = next; n;) d[static_cast<std::size_t>(index(pop_lsb(n)))] = step;
        frontier = next;
    }
    return d;
}

//! Two positions are the same for the search: placement, side to move, rights, en-passant square.
constexpr bool same_node(const position& a, const position& b) noexcept {
    return a.board == b.board && a.side_to_move == b.side_to_move && a.rights == b.rights && a.en_passant == b.en_passant;
}

//! Which way the loser's king is sent: to a corner (the mate on the edge), to the winner's king,
//! or nowhere (its moves are plain; the winner's men come to it).
enum class plan : std::uint8_t { corner, meet, stay };

using distance_map = std::array<std::uint8_t, 64>;

//! Per-node facts the move costs read: goal distances for the pieces of the side to move (the
//! maps are owned by the searcher's cache and read only while the node's moves are costed).
struct node_facts {
    color winner = color::white;
    bool loser_must_promote = false;
    bool winner_pawns_only = false;
    const distance_map* loser_king = nullptr;  //!< the loser's king's walk to its target
    const distance_map* winner_king = nullptr; //!< the winner's king's walk to the loser's king
    std::array<const distance_map*, 4> winner_piece{}; //!< knight, bishop, rook, queen: to attack the loser's king's zone
};

//! The corner the loser's king walks to under plan::corner: the one nearest both kings (the
//! loser's counted twice), of the bishops' colour when the winner's pieces are bishops of one
//! colour and knights (such a mate needs the corner of the bishops' colour).
constexpr square corner_target(const position& p, color winner) noexcept {
    const bitboard w_men = p.pieces(winner) & ~p.pieces(piece_type::king) & ~p.pieces(piece_type::pawn);
    const bitboard w_bishops = p.pieces(winner, piece_type::bishop);
    const square lk = p.king(~winner), wk = p.king(winner);
    constexpr square corners[4] = {square::a1, square::h1, square::a8, square::h8};
    square best = square::a1;
    int best_score = 1000;
    for (const square c : corners) {
        int score = 2 * chebyshev(lk, c) + chebyshev(wk, c);
        // Bishops (and a knight) mate in the corner of the bishops' colour.
        if (w_bishops && w_bishops == (w_bishops & dark_squares) && !contains(dark_squares, c) && w_men == (w_men & (p.pieces(piece_type::bishop) | p.pieces(piece_type::knight)))) score += 100;
        if (w_bishops && !(w_bishops & dark_squares) && contains(dark_squares, c) && w_men == (w_men & (p.pieces(piece_type::bishop) | p.pieces(piece_type::knight)))) score += 100;
        if (score < best_score) {
            best_score = score;
            best = c;
        }
    }
    return best;
}

//! Squares a king of colour c may walk over (not its own pawns, not squares the opponent's pawns
//! attack); the opponent's pieces are ignored (they may move away or be taken).
constexpr bitboard walkable(const position& p, color c) noexcept {
    const bitboard own_pawns = p.pieces(c, piece_type::pawn), their_pawns = p.pieces(~c, piece_type::pawn);
    const bitboard their_attacks = c == color::white ? pawn_attacks_set<color::black>(their_pawns) : pawn_attacks_set<color::white>(their_pawns);
    return ~own_pawns & ~their_attacks;
}

//! The kinds of distance map: the loser's king (one per plan), the winner's king, the winner's pieces.
enum class map_kind : std::uint8_t { loser_corner, loser_meet, loser_stay, winner_king, knight, bishop, rook, queen };

//! True if c has nothing but its king and pawns.
constexpr bool pawns_only(const position& p, color c) noexcept {
    return (p.pieces(c) & ~p.pieces(piece_type::king) & ~p.pieces(piece_type::pawn)) == 0;
}

//! The opponent's pawns standing in front of c's pawns (the first one on each file), or none if
//! some pawn of c has a free file ahead.
constexpr bitboard pawn_stoppers(const position& p, color c) noexcept {
    const bitboard theirs = p.pieces(~c, piece_type::pawn);
    bitboard out = 0;
    for (bitboard w = p.pieces(c, piece_type::pawn); w;) {
        const square s = pop_lsb(w);
        bitboard ahead = 0;
        for (int r = index(rank_of(s)) + (c == color::white ? 1 : -1); r >= 0 && r < 8; r += c == color::white ? 1 : -1)
            ahead |= bb(make_square(file_of(s), static_cast<rank>(r)));
        const bitboard stop = ahead & theirs;
        if (!stop) return 0;
        out |= bb(c == color::white ? lsb(stop) : square_at(63 - std::countl_zero(stop)));
    }
    return out;
}

//! Computes one distance map for position p.
constexpr distance_map make_map(const position& p, color winner, map_kind k, square corner) noexcept {
    const square wk = p.king(winner), lk = p.king(~winner);
    const bitboard pawns = p.pieces(piece_type::pawn);
    switch (k) {
    case map_kind::loser_stay: {
        distance_map d{};
        return d;
    }
    case map_kind::loser_corner:
    case map_kind::loser_meet: {
        const bitboard l_walk = walkable(p, ~winner);
        const bitboard target = k == map_kind::loser_corner ? bb(corner) : (king_attacks(wk) & l_walk);
        return goal_distances(piece_type::king, ~winner, target ? target : bb(wk), l_walk, 0);
    }
    case map_kind::winner_king: {
        // With pawns only, the winner must promote: the king goes for the loser's pawns that stand
        // in front of its pawns (when every pawn of the winner is stopped so).
        if (pawns_only(p, winner)) {
            const bitboard stoppers = pawn_stoppers(p, winner);
            if (stoppers) return goal_distances(piece_type::king, winner, stoppers, walkable(p, winner) | stoppers, 0);
        }
        return goal_distances(piece_type::king, winner, king_attacks(lk) | bb(lk), walkable(p, winner), 0);
    }
    default: {
        const piece_type pt = static_cast<piece_type>(static_cast<int>(k) - static_cast<int>(map_kind::knight) + index(piece_type::knight));
        bitboard goal = 0;
        for (bitboard z = king_attacks(lk) | bb(lk); z;) goal |= attacks(pt, winner, pop_lsb(z), pawns);
        return goal_distances(pt, winner, goal & ~pawns, ~p.pieces(winner, piece_type::pawn), pawns);
    }
    }
}

//! What a map of kind k depends on, as a key: the pawns and the squares the map reads.
constexpr std::uint64_t map_key(const position& p, color winner, map_kind k, square corner) noexcept {
    std::uint64_t h = mix64(p.pieces(color::white, piece_type::pawn) ^ mix64(p.pieces(color::black, piece_type::pawn)));
    std::uint64_t extra = static_cast<std::uint64_t>(k) | (static_cast<std::uint64_t>(index(winner)) << 4) |
                          (static_cast<std::uint64_t>(pawns_only(p, winner)) << 30);
    if (k == map_kind::loser_corner) {
        extra |= static_cast<std::uint64_t>(index(corner)) << 8;
        extra |= static_cast<std::uint64_t>(index(p.king(winner))) << 20; // the fallback target
    } else if (k == map_kind::loser_meet) {
        extra |= static_cast<std::uint64_t>(index(p.king(winner))) << 8;
    } else {
        extra |= static_cast<std::uint64_t>(index(p.king(~winner))) << 8;
    }
    return mix64(h ^ extra) | 1;
}

//! The cost of playing m in p: 0 for progress (a piece nearer its goal, a capture or an advanced
//! push by the winner, a queen promotion, a self-block, a needed promotion of the loser), 1 for
//! any other move (the loser's captures included: measured on CHA's test vector and on random-play
//! endgames, dearer captures or dearer moves away lost more lines than they saved), 2 for the
//! winner's under-promotions to rook or bishop, 3 for promotions of the loser nobody needs.
constexpr int move_cost(const position& p, move m, const node_facts& f) noexcept {
    const color us = p.side_to_move;
    const square from = m.from(), to = m.to();
    const piece_type t = type_of(p.piece_on(from));
    const bool capture = !p.empty(to) || (t == piece_type::pawn && file_of(from) != file_of(to));
    const auto dist = [](const distance_map* d, square s) { return static_cast<int>((*d)[static_cast<std::size_t>(index(s))]); };
    if (us == f.winner) {
        if (m.is_promotion()) return m.promotion() == promotion::queen ? 0 : (m.promotion() == promotion::knight ? 1 : 2);
        if (capture) return 0;
        if (t == piece_type::pawn) return (relative_rank(us, to) >= rank::r5 || f.winner_pawns_only) ? 0 : 1;
        const distance_map* d = t == piece_type::king ? f.winner_king : f.winner_piece[static_cast<std::size_t>(index(t) - 1)];
        const int a = dist(d, from), b = dist(d, to);
        return b < a ? 0 : 1;
    }
    if (m.is_promotion()) {
        if (!f.loser_must_promote) return 3;
        return (m.promotion() == promotion::queen || m.promotion() == promotion::rook) ? 3 : 0;
    }
    if (capture) return 1; // a sacrifice of the winner's may open the lines it needs
    if (t == piece_type::king) {
        const int a = dist(f.loser_king, from), b = dist(f.loser_king, to);
        return b < a ? 0 : 1;
    }
    if (t == piece_type::pawn && f.loser_must_promote) return 0;
    if (t != piece_type::pawn) { // a self-block next to its own king
        const bitboard zone = king_attacks(p.king(us));
        if ((zone & bb(to)) && !(zone & bb(from))) return 0;
    }
    return 1;
}

//! True for a pawns-and-bishops position with at least three pawns blocked head-on by opposing
//! pawns: its mates need long king and bishop walks round the chains.
constexpr bool locked_position(const position& p) noexcept {
    if (p.pieces(piece_type::knight) | p.pieces(piece_type::rook) | p.pieces(piece_type::queen)) return false;
    const bitboard wp = p.pieces(color::white, piece_type::pawn), bp = p.pieces(color::black, piece_type::pawn);
    return popcount(shift<direction::north>(wp) & bp) >= 3;
}

//! The search: depth-first, bounded by the sum of the move costs (a plain reply right after a
//! progress move is free), with a failure table and a node budget.
class searcher {
public:
    constexpr searcher(color winner, std::uint64_t limit, unsigned log2_table) : winner_(winner), limit_(limit), table_(log2_table) {
        if (log2_table != 0) map_cache_.resize(std::size_t{1} << (log2_table > 13 ? 13 : log2_table));
    }

    //! Searches from p with the given cost bound and plan; on success the moves are in line().
    //! The run stops (abandoned) when `end` positions have been visited in all.
    constexpr bool run(const position& p, int bound, plan pl, std::uint64_t end) {
        path_.clear();
        stopped_ = false;
        corner_ = corner_target(p, winner_); // fixed for the run: both kings head for one corner
        run_end_ = end < limit_ ? end : limit_;
        plan_ = pl;
        return search(p, bound, false);
    }
    constexpr const std::vector<move>& line() const noexcept { return path_; }
    constexpr std::uint64_t nodes() const noexcept { return nodes_; }
    constexpr bool stopped() const noexcept { return stopped_; }
    constexpr bool exhausted() const noexcept { return nodes_ >= limit_; }
    constexpr void clear_table() { table_.clear(); }

    static constexpr std::size_t max_plies = 400;
    //! Lines longer than `plies` are not searched (at most max_plies).
    constexpr void set_ply_cap(std::size_t plies) noexcept { ply_cap_ = plies < max_plies ? plies : max_plies; }

private:
    constexpr bool search(const position& p, int remaining, bool after_progress) {
        if (hopeless(p, winner_)) return false;
        bool use_table = true; // not a const initialiser: that would be constant-evaluated itself
        if (std::is_constant_evaluated()) use_table = false;
        const std::uint64_t key = use_table ? position_key(p) ^ (after_progress ? 0x5bd1e995ULL << 1 : 0) ^ (static_cast<std::uint64_t>(plan_) << 40) ^ (static_cast<std::uint64_t>(ply_cap_) << 48) : 0;
        if (use_table) {
            if (table_.failed(key, remaining)) return false;
            table_.store(key, remaining); // also cuts cycles on the current line
        }

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
        }
        if (path_.size() + 2 > ply_cap_) return false;

        const node_facts f = facts(p);
        std::array<std::uint8_t, move_list::capacity> cost; // small frames: the recursion may be 400 deep
        std::array<std::uint8_t, move_list::capacity> order;
        std::array<bool, move_list::capacity> progress;
        const int count = moves.size();
        int kept = 0;
        for (int i = 0; i < count; ++i) {
            const int own = move_cost(p, moves[i], f);
            const int c = own == 1 && after_progress ? 0 : own;
            // Every move must fit the bound (a winner's node with nothing left still tries its
            // checks for mate, above).
            if (remaining - c < 0) continue;
            int j = kept++;
            while (j > 0 && cost[static_cast<std::size_t>(order[static_cast<std::size_t>(j - 1)])] > c) {
                order[static_cast<std::size_t>(j)] = order[static_cast<std::size_t>(j - 1)];
                --j;
            }
            cost[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(c);
            progress[static_cast<std::size_t>(i)] = own == 0;
            order[static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(i);
        }
        for (int k = 0; k < kept; ++k) {
            const int i = order[static_cast<std::size_t>(k)];
            const move m = moves[i];
            if (!count_node()) return false;
            const position n = make_move(p, m);
            path_.push_back(m);
            const int c = cost[static_cast<std::size_t>(i)];
            if (search(n, remaining - c, progress[static_cast<std::size_t>(i)])) return true;
            path_.pop_back();
            if (stopped_) return false;
        }
        return false;
    }

    //! One distance map for p: from the cache at run time, computed into a scratch slot in
    //! constant evaluation (read only while the node's moves are costed, so reuse is safe).
    constexpr const distance_map* map(const position& p, map_kind k) {
        if (std::is_constant_evaluated() || map_cache_.empty()) {
            auto& slot = scratch_[static_cast<std::size_t>(k)];
            slot = make_map(p, winner_, k, corner_);
            return &slot;
        }
        const std::uint64_t key = map_key(p, winner_, k, corner_);
        auto& slot = map_cache_[static_cast<std::size_t>(key & (map_cache_.size() - 1))];
        if (slot.first != key) {
            slot.first = key;
            slot.second = make_map(p, winner_, k, corner_);
        }
        return &slot.second;
    }

    //! The facts the costs of p's moves read: only the maps of the side to move.
    constexpr node_facts facts(const position& p) {
        node_facts f;
        f.winner = winner_;
        const bitboard w_men = p.pieces(winner_) & ~p.pieces(piece_type::king);
        f.loser_must_promote = !(w_men & p.pieces(piece_type::pawn)) &&
                               ((w_men == (w_men & p.pieces(piece_type::knight)) && !more_than_one(w_men)) ||
                                w_men == (w_men & p.pieces(piece_type::bishop)));
        f.winner_pawns_only = pawns_only(p, winner_);
        if (p.side_to_move != winner_) {
            f.loser_king = map(p, plan_ == plan::corner ? map_kind::loser_corner : plan_ == plan::meet ? map_kind::loser_meet : map_kind::loser_stay);
            return f;
        }
        f.winner_king = map(p, map_kind::winner_king);
        for (int t = index(piece_type::knight); t <= index(piece_type::queen); ++t)
            if (p.pieces(winner_, static_cast<piece_type>(t)))
                f.winner_piece[static_cast<std::size_t>(t - 1)] =
                    map(p, static_cast<map_kind>(static_cast<int>(map_kind::knight) + t - index(piece_type::knight)));
        return f;
    }

    constexpr bool count_node() noexcept {
        if (nodes_ >= run_end_) {
            stopped_ = true;
            return false;
        }
        ++nodes_;
        return true;
    }

    color winner_;
    std::uint64_t limit_;
    std::uint64_t run_end_ = 0;
    std::uint64_t nodes_ = 0;
    bool stopped_ = false;
    plan plan_ = plan::corner;
    square corner_ = square::a1;
    std::size_t ply_cap_ = max_plies;
    failure_table table_;
    std::vector<move> path_;
    std::vector<std::pair<std::uint64_t, distance_map>> map_cache_;
    std::array<distance_map, 8> scratch_{};
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

namespace helpmate_detail {

//! Shortens a line by shortcuts: wherever one legal move from the position before ply i reaches
//! the position before a later ply j (the same placement, side to move, rights and en-passant
//! square), the moves i..j-1 are replaced by that move. Repeated until none is left.
constexpr std::vector<move> shortcut(const position& p, std::vector<move> line) {
    for (bool changed = true; changed;) {
        changed = false;
        std::vector<position> at;
        at.reserve(line.size() + 1);
        at.push_back(p);
        for (const move m : line) at.push_back(make_move(at.back(), m));
        std::vector<std::pair<std::uint64_t, std::size_t>> keys; // (key, ply) of every position, sorted
        keys.reserve(at.size());
        for (std::size_t i = 0; i < at.size(); ++i) keys.emplace_back(position_key(at[i]), i);
        std::sort(keys.begin(), keys.end());
        std::vector<move> out;
        std::size_t i = 0;
        while (i < line.size()) {
            // The farthest position one move from at[i] reaches, if it is at least 3 plies on.
            std::size_t best = i + 1;
            move best_move = line[i];
            for (const move m : legal_moves(at[i])) {
                const position n = make_move(at[i], m);
                const std::uint64_t k = position_key(n);
                auto it = std::lower_bound(keys.begin(), keys.end(), std::pair<std::uint64_t, std::size_t>{k, 0});
                for (; it != keys.end() && it->first == k; ++it) {
                    const std::size_t j = it->second;
                    if (j > best && same_node(at[j], n)) {
                        best = j;
                        best_move = m;
                    }
                }
            }
            if (best > i + 1) changed = true;
            out.push_back(best_move);
            i = best;
        }
        line = std::move(out);
    }
    return line;
}

} // namespace helpmate_detail

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
    unsigned log2 = 0; // no table in constant evaluation
    if (!std::is_constant_evaluated()) log2 = helpmate_detail::table_log2(b.nodes);
    helpmate_detail::searcher s(winner, b.nodes, log2);
    // Phase 0 (a tenth of the budget): lines of at most 16 plies, so that short lines come first.
    // Phase 1: each run may use a slice of the budget; a bound whose free moves explode is
    // abandoned for the next bound, which ranks the moves the same way but lets more through.
    // Phase 2 (half the budget, for locked positions and budgets of 500,000 and more): the same
    // iterations, each run to its end — long walks round locked chains need the big cheap
    // subtrees that phase 1 cuts.
    const std::uint64_t slice = b.nodes / 20 < 1000 ? 1000 : (b.nodes / 20 > 10000 ? 10000 : b.nodes / 20);
    // (Measured on CHA's test vector: phase 2 pays only with large budgets, and only when locked.)
    const std::uint64_t phase1_end = b.nodes >= 500'000 && helpmate_detail::locked_position(p) ? b.nodes / 2 : b.nodes;
    for (int phase = 0; phase <= 2 && !out.found && !out.budget_spent; ++phase) {
        if (phase == 2) s.clear_table(); // abandoned runs left their unfinished lines marked
        s.set_ply_cap(phase == 0 ? 16 : helpmate_detail::searcher::max_plies);
        const std::uint64_t phase_end = phase == 0 ? s.nodes() + b.nodes / 10 : phase1_end;
        for (int bound = 0; bound <= 200 && !out.found && !out.budget_spent; ++bound) {
            if (phase < 2 && s.nodes() >= phase_end) break;
            out.cost_limit = bound;
            for (const auto pl : {helpmate_detail::plan::corner, helpmate_detail::plan::meet, helpmate_detail::plan::stay}) {
                std::uint64_t end = phase < 2 ? s.nodes() + slice : b.nodes;
                if (phase == 0 && end > phase_end) end = phase_end;
                if (s.run(p, bound, pl, end)) {
                    std::vector<move> line = helpmate_detail::shortcut(p, s.line());
                    if (!verify_helpmate(p, winner, line)) line = s.line();
                    if (verify_helpmate(p, winner, line)) {
                        out.line = std::move(line);
                        out.found = true;
                    }
                    break;
                }
                if (s.exhausted()) {
                    out.budget_spent = true;
                    break;
                }
            }
        }
    }
    out.nodes = s.nodes();
    return out;
}

} // namespace chesslaw::analysis
