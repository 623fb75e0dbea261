#pragma once
//! A generated case is a game: a start FEN and the UCI moves played from it. Games come from
//! random legal play, biased towards the moves that make rare clauses come up (castling, the
//! double advance beside an enemy pawn, en passant, promotions of every kind, checks), starting
//! from the initial position, a corpus FEN or a hand-built seed.
//!
//! Shrinking keeps a game a game from the same start: chesslaw::testing's shrinker (truncations,
//! cycles, stretches of plies taken out), so a counterexample keeps its history.

#include <algorithm>
#include <array>
#include <cstdint>
#include <ostream>
#include <sstream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/testing/generators.hpp>

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

//! Shrinks of a game: chesslaw::testing's shrinker (one implementation for the project and its
//! users): shorter prefixes, cycles cut out, even stretches of plies and adjacent pairs taken out —
//! each a legal game from the same start, so the history stays in the counterexample.
inline rc::Seq<game_case> shrink_game(const game_case& g) {
    return rc::seq::map(chesslaw::testing::shrink_game(chesslaw::testing::game{g.start_fen, g.moves, false}),
                        [](const chesslaw::testing::game& t) { return game_case{t.start_fen, t.moves}; });
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
