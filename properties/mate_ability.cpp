// "Can this side checkmate?" (analysis/mate_ability.hpp) never answers *cannot* where a series of
// legal moves mates: random endgames (kings and up to four men, or kings behind blocked pawn
// walls with minor pieces) are played on at random, a mating move taken whenever there is one and
// checks preferred; where the play ends in checkmate, the start position is asked
//   (a) can the mating side checkmate?  — never *cannot* (6.9, 5.1.2);
//   (b) is it a dead position?          — never *cannot* (5.2.2);
// and every *can* answer's certificate is a series of legal moves ending in checkmate of the
// other side (replayed here, move by move, with the kernel's legality test). The verdicts are
// counted per kind of endgame and printed (the unknown rate on random-play endgames in docs/mate.md).
// RapidCheck draws a seed and the number of men; the placement and the play come from that seed
// (a placement redrawn until legal would otherwise grow RapidCheck's shrink record without end).
#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/prose/mate.hpp>

#include <array>
#include <chrono>
#include <cstdint>
#include <iostream>
#include <map>
#include <random>
#include <string>
#include <vector>

#include "gen/chess.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

//! A random legal endgame: two kings and `extra` men of random types and colours (pawns off the
//! first and last ranks), the side not to move not in check; nullopt when the draw fails.
std::optional<position> random_endgame(std::mt19937_64& rng, int extra, bool walls) {
    const auto in = [&](int lo, int hi) { return std::uniform_int_distribution<int>(lo, hi - 1)(rng); };
    position p;
    std::array<bool, 64> used{};
    const auto free_square = [&](int lo_rank, int hi_rank) -> std::optional<square> {
        for (int tries = 0; tries < 64; ++tries) {
            const int f = in(0, 8), r = in(lo_rank, hi_rank + 1);
            const square s = sq(f, r);
            if (!used[static_cast<std::size_t>(index(s))]) {
                used[static_cast<std::size_t>(index(s))] = true;
                return s;
            }
        }
        return std::nullopt;
    };
    if (walls) {
        // Blocked pawn pairs: a white pawn with a black pawn on the square in front of it.
        const int pairs = in(2, 7);
        for (int i = 0; i < pairs; ++i) {
            const int f = in(0, 8), r = in(1, 6);
            const square a = sq(f, r), b = sq(f, r + 1);
            if (used[static_cast<std::size_t>(index(a))] || used[static_cast<std::size_t>(index(b))]) continue;
            used[static_cast<std::size_t>(index(a))] = used[static_cast<std::size_t>(index(b))] = true;
            p.put(piece::white_pawn, a);
            p.put(piece::black_pawn, b);
        }
    }
    for (const color c : {color::white, color::black}) {
        const auto s = free_square(0, 7);
        if (!s) return std::nullopt;
        p.put(make_piece(c, piece_type::king), *s);
    }
    for (int i = 0; i < extra; ++i) {
        const color c = in(0, 2) ? color::black : color::white;
        const piece_type t = walls ? (in(0, 2) ? piece_type::bishop : piece_type::knight) : static_cast<piece_type>(in(0, 5));
        const auto s = t == piece_type::pawn ? free_square(1, 6) : free_square(0, 7);
        if (!s) return std::nullopt;
        p.put(make_piece(c, t), *s);
    }
    p.side_to_move = in(0, 2) ? color::black : color::white;
    if (king_attacks(p.king(color::white)) & p.pieces(color::black, piece_type::king)) return std::nullopt;
    position other = p;
    other.side_to_move = ~p.side_to_move;
    if (in_check(other)) return std::nullopt; // the side that just moved may not stand in check
    return p;
}

//! A random endgame as random_endgame draws it, drawn again until one is legal.
position some_endgame(std::mt19937_64& rng, int extra, bool walls) {
    for (;;)
        if (auto p = random_endgame(rng, extra, walls)) return *p;
}

//! Random play from p, at most `plies`: a mating move whenever there is one; else, a case in four
//! each, a check, a move that leaves the opponent fewest replies, or any move (twice). The mated side, if the play ends in checkmate.
std::optional<color> play_to_mate(std::mt19937_64& rng, position p, int plies) {
    const auto in = [&](std::size_t n) { return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng); };
    for (int i = 0; i < plies; ++i) {
        const move_list moves = legal_moves(p);
        if (moves.empty()) return in_check(p) ? std::optional<color>(p.side_to_move) : std::nullopt;
        std::vector<move> mates, checks, tight; // tight: the moves that leave the opponent fewest replies
        std::uint64_t fewest = ~std::uint64_t{0};
        for (const move m : moves) {
            const position n = make_move(p, m);
            const std::uint64_t replies = count_legal_moves(n);
            if (in_check(n)) (replies == 0 ? mates : checks).push_back(m);
            if (replies < fewest) {
                fewest = replies;
                tight.clear();
            }
            if (replies == fewest) tight.push_back(m);
        }
        if (!mates.empty()) return ~p.side_to_move;
        const std::size_t pick = in(4);
        const move m = pick == 0 && !checks.empty() ? checks[in(checks.size())]
                       : pick == 1                  ? tight[in(tight.size())]
                                                    : moves[static_cast<int>(in(static_cast<std::size_t>(moves.size())))];
        p = make_move(p, m);
    }
    return std::nullopt;
}

//! The certificate of a *can* answer replays: legal moves, checkmate of `mated` at the end.
bool certificate_replays(const position& start, const analysis::mate_answer& a) {
    position q = start;
    for (const move m : a.certificate) {
        if (!is_legal(q, m)) return false;
        q = make_move(q, m);
    }
    return q.side_to_move == a.mated && in_check(q) && count_legal_moves(q) == 0;
}

//! The analysis' budget here: 20,000 positions (the default is 200,000; the unknown rate printed
//! is for this budget).
constexpr analysis::mate_budget budget{20'000, 4'000, true};

struct tally {
    std::map<std::string, std::array<std::uint64_t, 3>> verdicts; // kind -> can, cannot, unknown
    double seconds = 0;
    std::uint64_t asked = 0;
    std::uint64_t mates = 0; // starts from which a checkmate was played (the cases that test soundness)
    ~tally() {
        if (verdicts.empty()) return;
        std::cout << "[chesslaw] mate_ability on random-play endgames (budget " << budget.nodes
                  << " positions): can / cannot / unknown\n";
        for (const auto& [k, v] : verdicts)
            std::cout << "  " << k << ": " << v[0] << " / " << v[1] << " / " << v[2] << " (unknown "
                      << (100.0 * static_cast<double>(v[2]) / static_cast<double>(v[0] + v[1] + v[2])) << " %)\n";
 std::cout << "  " << mates << " starts from which a checkmate was played; " << asked << " questions, " << (1e3 * seconds / static_cast<double>(asked)) << " ms each\n";
    }
};
tally& counts() {
    static tally t;
    return t;
}

void ask(const std::string& kind, const position& p, std::optional<color> mated) {
    const auto t0 = std::chrono::steady_clock::now();
    const color winner = mated ? ~*mated : popcount(p.pieces(color::white)) >= popcount(p.pieces(color::black)) ? color::white : color::black;
    const analysis::mate_answer a = analysis::can_checkmate(p, winner, budget);
    const analysis::mate_answer d = analysis::dead_position(p, budget);
    counts().seconds += std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    counts().asked += 2;
    const std::string fen = to_fen_string(p);
    for (const auto* x : {&a, &d}) {
        counts().verdicts[kind + (x == &a ? " can_checkmate" : " dead_position")][static_cast<std::size_t>(x->verdict)]++;
        if (x->verdict == analysis::mate_verdict::can) RC_ASSERT(certificate_replays(p, *x));
    }
    counts().mates += mated.has_value();
    if (mated) {
        RC_TAG(std::string(spec::id::dead_position.id()));
        if (a.verdict == analysis::mate_verdict::cannot)
            RC_FAIL("a checkmate of " + std::string(name(*mated)) + " was played from " + fen + ", yet: " + prose::describe(p, a));
        if (d.verdict == analysis::mate_verdict::cannot)
            RC_FAIL("a checkmate was played from " + fen + ", yet: " + prose::describe(p, d));
    }
}

} // namespace

CHESSLAW_PROP(mate_ability, never_cannot_where_a_mate_is_played, 300, ()) {
    std::mt19937_64 rng(*rc::gen::noShrink(rc::gen::arbitrary<std::uint64_t>()));
    const int extra = *rc::gen::noShrink(rc::gen::inRange(1, 5));
    const auto p = some_endgame(rng, extra, false);
    const auto mated = play_to_mate(rng, p, 80);
    ask("open endgame", p, mated);
}

CHESSLAW_PROP(mate_ability, never_cannot_behind_pawn_walls, 200, ()) {
    std::mt19937_64 rng(*rc::gen::noShrink(rc::gen::arbitrary<std::uint64_t>()));
    const int extra = *rc::gen::noShrink(rc::gen::inRange(0, 4));
    const auto p = some_endgame(rng, extra, true);
    const auto mated = play_to_mate(rng, p, 120);
    ask("pawn walls", p, mated);
}
