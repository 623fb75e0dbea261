#pragma once
//! 3.10.3, the other way round: a proof game — legal moves from the initial position that reach
//! exactly a given position — found by search and checked by replaying it with the kernel.
//!
//! Search: iterative deepening (IDA*) over the plies from the initial position, with an
//! admissible lower bound on the plies still needed: per side, every target man not yet in place
//! needs at least the moves its nearest possible source needs on an empty board (king steps,
//! knight jumps, 1–2 moves for line pieces, pawn steps with the double step, a pawn's promotion),
//! and every opponent man still to disappear needs a capture; castling (two men, one move) is
//! allowed for. The two sides' counts are interleaved with the side to move. Children are tried
//! in order of their bound; a transposition table remembers positions that failed with a given
//! number of plies left. The search never decides "illegal": it finds a game or runs out of budget.
//!
//! "Exactly": same placement, side to move, castling rights; the en-passant square of the target
//! is matched by the last move (a double step passing that square). When the target gives none,
//! the game must not end with an en-passant capture available (a target written with the
//! "only when a pawn can take" convention and with the "after every double step" convention both
//! match).

#include <algorithm>
#include <array>
#include <chrono>
#include <cstdint>
#include <unordered_map>
#include <vector>

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/chess960.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/movegen.hpp>

namespace chesslaw::legality {

struct search_budget {
    double ms = 1000;          //!< wall-clock limit of the search
    std::uint64_t nodes = 0;   //!< node limit; 0 = none
    int max_plies = 40;        //!< deepest iteration
};

struct search_result {
    bool found = false;
    std::vector<move> moves;        //!< the proof game, when found (verified)
    std::uint64_t nodes = 0;
    double ms = 0;
    int lower_bound = 0;            //!< plies the bound says are needed at least (-1: cannot be reached from the start by the bound)
    int depth_completed = -1;       //!< deepest iteration searched to the end without a game
    bool out_of_budget = false;
};

namespace detail {

inline constexpr int far = 1000;

//! The square the last move's double step passed, or none.
inline square passed_by(const position& before, move m) noexcept {
    const piece pc = before.piece_on(m.from());
    if (type_of(pc) != piece_type::pawn || pc == piece::none) return square::none;
    const int d = index(m.to()) - index(m.from());
    if (d == 16 || d == -16) return square_at((index(m.from()) + index(m.to())) / 2);
    return square::none;
}

inline bool ep_capture_available(const position& s) {
    if (!is_valid(s.en_passant)) return false;
    for (const move m : legal_moves(s))
        if (m.to() == s.en_passant && type_of(s.piece_on(m.from())) == piece_type::pawn) return true;
    return false;
}

} // namespace detail

//! Whether `reached`, arrived at by a last move that passed `last_passed` (or none), is the
//! target position: placement, side to move, castling rights, en-passant square.
inline bool same_position(const position& reached, square last_passed, const position& target) {
    if (reached.board != target.board || reached.side_to_move != target.side_to_move || reached.rights != target.rights)
        return false;
    if (is_valid(target.en_passant)) return last_passed == target.en_passant;
    return !detail::ep_capture_available(reached);
}

//! Replays `game` from the initial position with the kernel, every move checked against
//! legal_moves(), and compares the result with `target`.
//! A Chess960 board (Guidelines II) is "reachable" only as a starting array itself (analyse's
//! verdict): the empty game, from that array; it must then be one of the 960 (II.2) with white to move.
inline bool verify_proof_game(const position& target, const std::vector<move>& game) {
    if (target.chess960) {
        if (!game.empty() || target.side_to_move != color::white || target.en_passant != square::none) return false;
        back_rank r{};
        for (int x = 0; x < 8; ++x) r[static_cast<std::size_t>(x)] = type_of(target.piece_on(make_square(static_cast<file>(x), rank::r1)));
        const auto n = chess960_number(r);
        if (!n) return false;
        const position start = *chess960_position(*n);
        return start.board == target.board;
    }
    position p = initial_position();
    square last = square::none;
    for (const move m : game) {
        if (!is_legal(p, m)) return false;
        last = detail::passed_by(p, m);
        p = make_move(p, m);
    }
    return same_position(p, last, target);
}

namespace detail {

struct distance_tables {
    std::array<std::array<std::uint8_t, 64>, 64> knight{};
};
constexpr distance_tables make_distance_tables() {
    distance_tables t{};
    for (int from = 0; from < 64; ++from) {
        auto& d = t.knight[static_cast<std::size_t>(from)];
        for (auto& x : d) x = 255;
        std::array<int, 64> queue{};
        int head = 0, tail = 0;
        d[static_cast<std::size_t>(from)] = 0;
        queue[static_cast<std::size_t>(tail++)] = from;
        while (head < tail) {
            const int s = queue[static_cast<std::size_t>(head++)];
            for (bitboard b = knight_attacks(square_at(s)); b;) {
                const int n = index(pop_lsb(b));
                if (d[static_cast<std::size_t>(n)] == 255) {
                    d[static_cast<std::size_t>(n)] = static_cast<std::uint8_t>(d[static_cast<std::size_t>(s)] + 1);
                    queue[static_cast<std::size_t>(tail++)] = n;
                }
            }
        }
    }
    return t;
}
inline constexpr distance_tables distances = make_distance_tables();

constexpr int cheb(square a, square b) noexcept {
    const int df = index(file_of(a)) - index(file_of(b)), dr = index(rank_of(a)) - index(rank_of(b));
    return std::max(df < 0 ? -df : df, dr < 0 ? -dr : dr);
}
constexpr bool same_colour(square a, square b) noexcept {
    return ((index(file_of(a)) + index(rank_of(a)) + index(file_of(b)) + index(rank_of(b))) & 1) == 0;
}

//! Fewest moves for a pawn of c from `from` to the pawn square `to` (empty board).
constexpr int pawn_steps(color c, square from, square to) noexcept {
    const int rf = index(relative_rank(c, from)), rt = index(relative_rank(c, to));
    const int dr = rt - rf;
    const int df0 = index(file_of(to)) - index(file_of(from));
    const int df = df0 < 0 ? -df0 : df0;
    if (dr < 0 || df > dr) return far;
    if (dr == 0) return 0;
    if (rf == 1 && dr >= 2 && df <= dr - 2) return dr - 1;
    return dr;
}

//! Fewest moves for a man of type `ft` (colour c) on `from` to become a man of type `tt` on `to`,
//! on an empty board; `rights` lets a king castle.
constexpr int man_distance(color c, piece_type ft, square from, piece_type tt, square to, castling rights) noexcept {
    if (from == to && ft == tt) return 0;
    if (ft == piece_type::pawn) {
        if (tt == piece_type::pawn) return pawn_steps(c, from, to);
        if (tt == piece_type::king) return far;
        // Straight on to the last rank, promote, then at least one move unless the promotion square is `to`.
        const int rf = index(relative_rank(c, from));
        const int steps = (7 - rf) - (rf == 1 ? 1 : 0);
        return steps + (relative_rank(c, to) == rank::r8 ? 0 : 1);
    }
    if (ft != tt) return far;
    switch (ft) {
    case piece_type::knight: return distances.knight[static_cast<std::size_t>(index(from))][static_cast<std::size_t>(index(to))];
    case piece_type::bishop:
        if (!same_colour(from, to)) return far;
        return (bishop_attacks(from, 0) & bb(to)) ? 1 : 2;
    case piece_type::rook: return (file_of(from) == file_of(to) || rank_of(from) == rank_of(to)) ? 1 : 2;
    case piece_type::queen: return (queen_attacks(from, 0) & bb(to)) ? 1 : 2;
    case piece_type::king: {
        int d = cheb(from, to);
        const square e1 = c == color::white ? square::e1 : square::e8;
        if (from == e1) {
            if (has(rights, castling_right(c, side::king_side))) d = std::min(d, 1 + cheb(c == color::white ? square::g1 : square::g8, to));
            if (has(rights, castling_right(c, side::queen_side))) d = std::min(d, 1 + cheb(c == color::white ? square::c1 : square::c8, to));
        }
        return d;
    }
    default: return far;
    }
}

constexpr castling rights_of(color c) noexcept {
    return c == color::white ? (castling::white_king | castling::white_queen) : (castling::black_king | castling::black_queen);
}

//! Least number of moves side c still has to make to turn s into t.
inline int side_moves_needed(const position& s, const position& t, color c) noexcept {
    if (popcount(s.pieces(c)) < popcount(t.pieces(c))) return far;
    if (popcount(s.pieces(c, piece_type::pawn)) < popcount(t.pieces(c, piece_type::pawn))) return far;
    const int captures = popcount(s.pieces(~c)) - popcount(t.pieces(~c));
    if (captures < 0) return far;
    const castling my_rights = s.rights & rights_of(c);
    int sum = 0;
    for (const square sq : squares{t.pieces(c)}) {
        const piece tp = t.piece_on(sq);
        if (s.piece_on(sq) == tp) continue;
        int best = far;
        for (const square from : squares{s.pieces(c)}) {
            const int d = man_distance(c, type_of(s.piece_on(from)), from, type_of(tp), sq, my_rights);
            if (d < best) best = d;
            if (best == 1) break;
        }
        if (best >= far) return far;
        sum += best;
    }
    if (my_rights != castling::none && sum > 0) --sum; // one castling moves two men
    int need = std::max(sum, captures);
    // A right still held here but not in the target, with king and that rook at home in the target:
    // the king or the rook moves, or the rook is taken at home and another comes — a move of c.
    // (Taken at home and not replaced costs c nothing, so only then.)
    const piece king = make_piece(c, piece_type::king), rook = make_piece(c, piece_type::rook);
    const square e1 = c == color::white ? square::e1 : square::e8;
    const square h1 = c == color::white ? square::h1 : square::h8, a1 = c == color::white ? square::a1 : square::a8;
    const castling lost = my_rights & ~t.rights;
    if (lost != castling::none && t.piece_on(e1) == king &&
        ((has(lost, castling_right(c, side::king_side)) && t.piece_on(h1) == rook) ||
         (has(lost, castling_right(c, side::queen_side)) && t.piece_on(a1) == rook)))
        need = std::max(need, 1);
    return need;
}

//! Plies from s to t, at least, with the side to move alternating.
inline int plies_needed(const position& s, const position& t) noexcept {
    if ((t.rights & ~s.rights) != castling::none) return far; // rights are never regained
    const int w = side_moves_needed(s, t, color::white);
    if (w >= far) return far;
    const int b = side_moves_needed(s, t, color::black);
    if (b >= far) return far;
    // n plies starting with s.side_to_move: the mover makes ceil(n/2) moves, the other floor(n/2).
    const int first = s.side_to_move == color::white ? w : b;
    const int second = s.side_to_move == color::white ? b : w;
    int n = std::max(first > 0 ? 2 * first - 1 : 0, 2 * second);
    const int parity = s.side_to_move == t.side_to_move ? 0 : 1;
    if ((n & 1) != parity) ++n;
    return n;
}

struct zobrist_keys {
    std::array<std::array<std::uint64_t, 64>, 12> man{};
    std::uint64_t black_to_move = 0;
    std::array<std::uint64_t, 16> rights{};
    std::array<std::uint64_t, 65> ep{};
    std::uint64_t passed_target_ep = 0;
};
constexpr zobrist_keys make_zobrist() {
    zobrist_keys z{};
    std::uint64_t x = 0x9E3779B97F4A7C15ULL;
    const auto next = [&x] {
        x += 0x9E3779B97F4A7C15ULL;
        std::uint64_t r = x;
        r = (r ^ (r >> 30)) * 0xBF58476D1CE4E5B9ULL;
        r = (r ^ (r >> 27)) * 0x94D049BB133111EBULL;
        return r ^ (r >> 31);
    };
    for (auto& row : z.man)
        for (auto& k : row) k = next();
    z.black_to_move = next();
    for (auto& k : z.rights) k = next();
    for (auto& k : z.ep) k = next();
    z.passed_target_ep = next();
    return z;
}
inline constexpr zobrist_keys zobrist = make_zobrist();

inline std::uint64_t hash(const position& p) noexcept {
    std::uint64_t h = 0;
    for (const square s : squares{p.occupied()})
        h ^= zobrist.man[static_cast<std::size_t>(p.piece_on(s))][static_cast<std::size_t>(index(s))];
    if (p.side_to_move == color::black) h ^= zobrist.black_to_move;
    h ^= zobrist.rights[static_cast<std::size_t>(p.rights)];
    h ^= zobrist.ep[static_cast<std::size_t>(index(p.en_passant))];
    return h;
}

class proof_searcher {
public:
    proof_searcher(const position& target, const search_budget& budget) : target_(target), budget_(budget) {}

    search_result run() {
        start_ = std::chrono::steady_clock::now();
        search_result r;
        const position root = initial_position();
        const int h0 = plies_needed(root, target_);
        r.lower_bound = h0 >= far ? -1 : h0;
        if (h0 < far) {
            for (int bound = h0; bound <= budget_.max_plies; bound += 2) {
                path_.clear();
                if (dfs(root, 0, bound, square::none)) {
                    r.moves = path_;
                    break;
                }
                if (aborted_) break;
                r.depth_completed = bound;
            }
        }
        r.nodes = nodes_;
        r.ms = elapsed_ms();
        r.out_of_budget = aborted_;
        // Reported only once the kernel replays it to exactly the target.
        r.found = !r.moves.empty() || (h0 == 0 && same_position(root, square::none, target_));
        if (r.found && !verify_proof_game(target_, r.moves)) {
            r.found = false;
            r.moves.clear();
        }
        return r;
    }

private:
    double elapsed_ms() const {
        return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start_).count();
    }
    bool over_budget() {
        if (aborted_) return true;
        if (budget_.nodes && nodes_ >= budget_.nodes) aborted_ = true;
        else if ((nodes_ & 1023) == 0 && elapsed_ms() > budget_.ms) aborted_ = true;
        return aborted_;
    }

    bool dfs(const position& s, int g, int bound, square last_passed) {
        ++nodes_;
        if (g == bound) return same_position(s, last_passed, target_);
        if (over_budget()) return false;
        struct child {
            int h;
            move m;
            square passed;
            std::uint64_t key;
        };
        std::array<child, 256> kids;
        int n = 0;
        const int remaining = bound - g - 1;
        for (const move m : legal_moves(s)) {
            const position c = make_move(s, m);
            const int h = plies_needed(c, target_);
            if (h > remaining) continue;
            const square passed = passed_by(s, m);
            std::uint64_t key = hash(c);
            if (is_valid(target_.en_passant) && passed == target_.en_passant) key ^= zobrist.passed_target_ep;
            const auto it = tt_.find(key);
            if (it != tt_.end() && remaining < 64 && (it->second >> remaining & 1)) continue;
            kids[static_cast<std::size_t>(n++)] = {h, m, passed, key};
        }
        std::stable_sort(kids.begin(), kids.begin() + n, [](const child& a, const child& b) { return a.h < b.h; });
        for (int i = 0; i < n; ++i) {
            const child& k = kids[static_cast<std::size_t>(i)];
            path_.push_back(k.m);
            if (dfs(make_move(s, k.m), g + 1, bound, k.passed)) return true;
            path_.pop_back();
            if (aborted_) return false;
            if (tt_.size() > 4'000'000) tt_.clear();
            if (remaining < 64) tt_[k.key] |= std::uint64_t{1} << remaining;
        }
        return false;
    }

    position target_;
    search_budget budget_;
    std::chrono::steady_clock::time_point start_{};
    std::uint64_t nodes_ = 0;
    bool aborted_ = false;
    std::vector<move> path_;
    std::unordered_map<std::uint64_t, std::uint64_t> tt_;
};

} // namespace detail

//! Searches a proof game for `target` within `budget`. The result's moves, when found, have been
//! replayed with the kernel to exactly the target.
inline search_result find_proof_game(const position& target, const search_budget& budget = {}) {
    return detail::proof_searcher(target, budget).run();
}

} // namespace chesslaw::legality
