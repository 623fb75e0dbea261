#pragma once
//! A generated case is a game: a start FEN and the UCI moves played from it. Games come from
//! random legal play, biased towards the moves that make rare clauses come up (castling, the
//! double advance beside an enemy pawn, en passant, promotions of every kind, checks), starting
//! from the initial position, a corpus FEN or a hand-built seed.
//!
//! Shrinking keeps a game a game: it truncates the move list (shortest first), and it rebases
//! the game (start FEN := the position after k plies, dropping those k moves), so a counterexample
//! ends as a short "FEN + few moves".

#include <algorithm>
#include <array>
#include <cstdint>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include <chesslaw/chesslaw.hpp>

#include "chess.hpp"
#include "corpus.hpp"

namespace chesslaw::props {

struct game_case {
    std::string start_fen;
    std::vector<std::string> moves; //!< UCI, each legal (per the kernel) in turn
    friend bool operator==(const game_case&, const game_case&) = default;
};

inline std::ostream& operator<<(std::ostream& os, const game_case& g) {
    os << "fen \"" << g.start_fen << "\" moves {";
    for (std::size_t i = 0; i < g.moves.size(); ++i) os << (i ? ", " : "") << '"' << g.moves[i] << '"';
    return os << "}";
}
inline void showValue(const game_case& g, std::ostream& os) { os << g; }
inline std::string to_string(const game_case& g) {
    std::ostringstream os;
    os << g;
    return os.str();
}

//! The positions of a game: [start, after move 1, ..., after the last move].
inline std::vector<position> replay(const game_case& g) {
    std::vector<position> out;
    out.push_back(parse_fen(g.start_fen).value());
    for (const auto& t : g.moves) out.push_back(make_move(out.back(), parse_uci(t).value()));
    return out;
}
inline position final_position(const game_case& g) { return replay(g).back(); }
inline std::vector<move> moves_of(const game_case& g) {
    std::vector<move> out;
    for (const auto& t : g.moves) out.push_back(parse_uci(t).value());
    return out;
}

// ------------------------------------------------------------------- move kinds (for the bias)

//! The shape of a legal move, read off the position (castling and e.p. are told apart by it).
struct move_kind {
    bool castling = false, en_passant = false, promotion = false, under_promotion = false, capture = false,
         double_advance = false, double_beside_enemy = false, pawn_late = false, check = false, king = false,
         homecoming = false; //!< a king or rook back onto its initial square (3.8.2.1.1, 3.8.2.1.2 come up)
};

inline move_kind kind_of(const position& p, move m, bool want_check = true) {
    move_kind k;
    const piece pc = p.piece_on(m.from());
    const piece_type t = type_of(pc);
    const color us = p.side_to_move;
    const int df = index(file_of(m.to())) - index(file_of(m.from()));
    const int dr = index(rank_of(m.to())) - index(rank_of(m.from()));
    k.capture = !p.empty(m.to());
    k.king = t == piece_type::king;
    if (t == piece_type::king && (df == 2 || df == -2)) k.castling = true;
    const rank home = relative_rank(us, rank::r1);
    if ((t == piece_type::king && m.to() == make_square(file::e, home)) ||
        (t == piece_type::rook && (m.to() == make_square(file::a, home) || m.to() == make_square(file::h, home))))
        k.homecoming = true;
    if (t == piece_type::pawn) {
        if (df != 0 && p.empty(m.to())) k.en_passant = k.capture = true;
        k.promotion = m.is_promotion();
        k.under_promotion = k.promotion && m.promotion() != promotion::queen;
        if (dr == 2 || dr == -2) {
            k.double_advance = true;
            const rank r = rank_of(m.to());
            for (int d : {-1, 1}) {
                const int f = index(file_of(m.to())) + d;
                if (f >= 0 && f < 8 && p.piece_on(make_square(static_cast<file>(f), r)) == make_piece(~us, piece_type::pawn))
                    k.double_beside_enemy = true;
            }
        }
        k.pawn_late = index(relative_rank(us, m.to())) >= 5;
    }
    if (want_check) k.check = in_check(make_move(p, m));
    return k;
}

//! Bias weights: rare clauses first, ordinary moves still possible.
inline std::uint32_t weight(const move_kind& k) {
    std::uint32_t w = 2;
    if (k.castling) w += 120;
    if (k.en_passant) w += 120;
    if (k.double_beside_enemy) w += 60;
    if (k.promotion) w += k.capture ? 40 : 25;
    if (k.under_promotion) w += 10;
    if (k.pawn_late) w += 6;
    if (k.check) w += 8;
    if (k.homecoming) w += 30;
    if (k.capture) w += 2;
    return w;
}

//! What makes a position worth ending a game on: a rare move is available or a rare rule bites.
enum class interest : std::uint8_t {
    castling_legal, castling_refused, right_lost_at_home, en_passant, promotion, capture_promotion, check, double_check,
    pin, pinned_attacker, count
};

inline std::array<bool, static_cast<std::size_t>(interest::count)> interests(const position& p) {
    std::array<bool, static_cast<std::size_t>(interest::count)> out{};
    const auto set = [&](interest i) { out[static_cast<std::size_t>(i)] = true; };
    const move_list ms = legal_moves(p);
    for (const move m : ms) {
        const move_kind k = kind_of(p, m, false);
        if (k.castling) set(interest::castling_legal);
        if (k.en_passant) set(interest::en_passant);
        if (k.promotion) set(k.capture ? interest::capture_promotion : interest::promotion);
    }
    const color us = p.side_to_move;
    for (side s : {side::king_side, side::queen_side}) {
        if (!has(p.rights, castling_right(us, s))) continue;
        const square k = p.king(us);
        const move c(k, square_at(index(k) + (s == side::king_side ? 2 : -2)));
        if (!ms.contains(c)) set(interest::castling_refused);
    }
    // King and rook back home without the right: 3.8.2.1 and its reasons decide the castling.
    const rank home = relative_rank(us, rank::r1);
    if (p.piece_on(make_square(file::e, home)) == make_piece(us, piece_type::king))
        for (side s : {side::king_side, side::queen_side})
            if (!has(p.rights, castling_right(us, s)) &&
                p.piece_on(make_square(s == side::king_side ? file::h : file::a, home)) == make_piece(us, piece_type::rook))
                set(interest::right_lost_at_home);
    const bitboard ch = checkers(p);
    if (ch) set(more_than_one(ch) ? interest::double_check : interest::check);
    if (pinned(p, us) || pinned(p, ~us)) set(interest::pin);
    // 3.1/4: a pinned opponent piece attacks a square next to the king (the king may not go there).
    const bitboard around = king_attacks(p.king(us)) | bb(p.king(us));
    for (bitboard b = pinned(p, ~us); b;) {
        const square s = pop_lsb(b);
        if (attacks(type_of(p.piece_on(s)), ~us, s, p.occupied()) & around) set(interest::pinned_attacker);
    }
    return out;
}

//! One biased random game from `start`, at most `plies` long; stops at mate or stalemate. With
//! `cut`, the game is then cut back to a position of a randomly chosen interest (if any arose).
inline game_case random_game(const std::string& start, int plies, rc::Random& rnd, bool uniform = false, bool cut = false) {
    game_case g{start, {}};
    position p = parse_fen(start).value();
    constexpr auto n_interests = static_cast<std::size_t>(interest::count);
    std::array<std::vector<std::size_t>, n_interests> where{};
    const auto note = [&](const position& q, std::size_t ply) {
        if (!cut) return;
        const auto f = interests(q);
        for (std::size_t i = 0; i < n_interests; ++i)
            if (f[i]) where[i].push_back(ply);
    };
    note(p, 0);
    for (int i = 0; i < plies; ++i) {
        const move_list ms = legal_moves(p);
        if (ms.empty()) break;
        std::vector<std::uint32_t> w(static_cast<std::size_t>(ms.size()));
        std::uint64_t total = 0;
        for (int j = 0; j < ms.size(); ++j) {
            w[static_cast<std::size_t>(j)] = uniform ? 1 : weight(kind_of(p, ms[j]));
            total += w[static_cast<std::size_t>(j)];
        }
        std::uint64_t r = rnd.next() % total;
        int j = 0;
        while (r >= w[static_cast<std::size_t>(j)]) r -= w[static_cast<std::size_t>(j++)];
        g.moves.push_back(to_uci_string(ms[j]));
        p = make_move(p, ms[j]);
        note(p, g.moves.size());
    }
    if (cut) {
        // The rarer the interest, the likelier the cut goes there.
        constexpr std::array<std::uint64_t, n_interests> rarity{2, 1, 2, 3, 2, 3, 1, 3, 1, 4};
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < n_interests; ++i) total += where[i].empty() ? 0 : rarity[i];
        if (total > 0) {
            std::uint64_t r = rnd.next() % total;
            std::size_t i = 0;
            for (;; ++i) {
                if (where[i].empty()) continue;
                if (r < rarity[i]) break;
                r -= rarity[i];
            }
            g.moves.resize(where[i][rnd.next() % where[i].size()]);
        }
    }
    return g;
}

// ------------------------------------------------------------------------- shrinking

//! The game without moves i and i+1 (one move of each side), if what remains is still a legal game.
inline rc::Maybe<game_case> without_pair(const game_case& g, std::size_t i) {
    game_case out{g.start_fen, {}};
    for (std::size_t j = 0; j < g.moves.size(); ++j)
        if (j != i && j != i + 1) out.moves.push_back(g.moves[j]);
    position p = parse_fen(out.start_fen).value();
    for (const auto& t : out.moves) {
        const move m = parse_uci(t).value();
        if (!is_legal(p, m)) return rc::Nothing;
        p = make_move(p, m);
    }
    return out;
}

//! Shrinks of a game, tried in this order: shorter prefixes (empty first), rebased suffixes (the
//! start FEN moves forward), cut-out cycles (a stretch that returns to the same position), then the
//! game with one pair of moves taken out (lazily, and only where the rest stays legal), so a
//! counterexample ends as a short "FEN + few moves".
inline rc::Seq<game_case> shrink_game(const game_case& g) {
    const std::size_t n = g.moves.size();
    if (n == 0) return rc::Seq<game_case>();
    std::vector<game_case> out;
    const auto prefix = [&](std::size_t keep) {
        return game_case{g.start_fen, {g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(keep)}};
    };
    // Truncations: keep 0, n/2, 3n/4, ..., n-1 moves (as rc::shrink::towards does for integers).
    out.push_back(prefix(0));
    for (std::size_t d = n / 2; d > 0; d /= 2)
        if (n - d > 0) out.push_back(prefix(n - d));
    // Rebasings: start after k plies, k = n/2, 3n/4, ..., n-1, then 1.
    const auto ps = replay(g);
    std::vector<std::size_t> ks;
    for (std::size_t d = n / 2; d > 0; d /= 2) ks.push_back(n - d);
    ks.push_back(1);
    std::size_t last = SIZE_MAX;
    for (std::size_t k : ks) {
        if (k == last || k == 0 || k > n) continue;
        last = k;
        out.push_back(game_case{to_fen_string(ps[k]), {g.moves.begin() + static_cast<std::ptrdiff_t>(k), g.moves.end()}});
    }
    // Cycles: plies i < j with the same placement, side to move and rights; the moves between
    // them can go, and every later move stays legal (longest cycles first).
    std::vector<std::pair<std::size_t, std::size_t>> cycles;
    const auto same = [](const position& a, const position& b) {
        return a.board == b.board && a.side_to_move == b.side_to_move && a.rights == b.rights;
    };
    for (std::size_t i = 0; i < ps.size(); ++i)
        for (std::size_t j = ps.size() - 1; j > i; --j)
            if (same(ps[i], ps[j])) {
                cycles.emplace_back(i, j);
                break;
            }
    std::stable_sort(cycles.begin(), cycles.end(), [](auto a, auto b) { return a.second - a.first > b.second - b.first; });
    for (const auto& [i, j] : cycles) {
        game_case c{g.start_fen, {g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(i)}};
        c.moves.insert(c.moves.end(), g.moves.begin() + static_cast<std::ptrdiff_t>(j), g.moves.end());
        out.push_back(std::move(c));
    }
    if (n < 3) return rc::seq::fromContainer(std::move(out));
    auto pairs = rc::seq::mapMaybe(rc::seq::range<std::size_t>(0, n - 1), [g](std::size_t i) { return without_pair(g, i); });
    return rc::seq::concat(rc::seq::fromContainer(std::move(out)), std::move(pairs));
}

inline rc::Shrinkable<game_case> shrinkable_game(game_case g) {
    return rc::shrinkable::shrinkRecur(std::move(g), &shrink_game);
}

// ------------------------------------------------------------------------- generators

enum class start_from : std::uint8_t { anywhere, initial, corpus, seeds };
//! Whether games may start from the dubious corpus rows (positions no game reaches; the kernel
//! must still answer by the Laws, but an engine oracle need not).
enum class dubious : std::uint8_t { allowed, excluded };

//! Games of biased random play. Length: up to a few hundred plies, scaled by RapidCheck's size;
//! a third of the games are short (≤ 6 plies) so that corpus and seed positions stay in reach, and
//! half are cut back to a position where a rare move is available or a rare rule bites.
inline rc::Gen<game_case> games(start_from from = start_from::anywhere, bool uniform = false,
                                enum dubious dub = dubious::allowed) {
    return rc::Gen<game_case>([from, uniform, dub](const rc::Random& random, int size) {
        rc::Random rnd = random;
        const corpus& c = start_positions();
        std::string start(initial_fen);
        start_from where = from;
        if (where == start_from::anywhere) {
            const auto r = rnd.next() % 10;
            where = r < 3 ? start_from::initial : r < 6 ? start_from::corpus : start_from::seeds;
        }
        if (where == start_from::corpus && !c.data.empty()) {
            const std::size_t n = c.data.size() + (dub == dubious::allowed ? c.dubious.size() : 0);
            const std::size_t i = rnd.next() % n;
            start = i < c.data.size() ? c.data[i] : c.dubious[i - c.data.size()];
        }
        if (where == start_from::seeds && !c.seeded.empty()) start = c.seeded[rnd.next() % c.seeded.size()];
        // Half the corpus and seed positions are played with colours reversed (board flipped).
        if (where != start_from::initial && rnd.next() % 2 == 0) start = to_fen_string(colour_mirror(parse_fen(start).value()));
        const int cap = where == start_from::initial ? 30 + 3 * size : 6 + 2 * size;
        const auto mode = rnd.next() % 3;
        const int plies = static_cast<int>(rnd.next() % static_cast<std::uint64_t>((mode == 0 ? 6 : cap) + 1));
        // Half the games end where something rare can happen (see `interest`), the rest anywhere.
        const bool cut = !uniform && rnd.next() % 2 == 0;
        return shrinkable_game(random_game(start, plies, rnd, uniform, cut));
    });
}

//! A game and its final position (replayed once).
struct played {
    game_case game;
    std::vector<position> positions;
    const position& last() const { return positions.back(); }
};

} // namespace chesslaw::props
