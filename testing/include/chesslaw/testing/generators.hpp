#pragma once
//! chesslaw::testing — RapidCheck generators of legal games, the positions they reach, Chess960
//! games and candidate moves, with shrinking that stays inside the reachable games.
//!
//! A generated game is random legal play from its start, biased toward the moves that make rare
//! clauses come up (castling and the moves that spend or test its rights, en passant and the
//! double steps that allow it, king and heavy-piece moves onto the en passant ranks where pins and
//! discovered checks arise, promotions and under-promotions, checks and double checks, a move
//! undone by the next own move, the material of repetitions). `bias` holds the weights. Half the
//! games are cut back to a ply where something rare can happen (castling legal or refused, e.p.,
//! promotion, check, double check, a pin: an `interest`), drawn with `bias::cut_weights`.
//! `random_game` is the one implementation of this random play: the generators here, the project's
//! own property suite (properties/gen) and `chesslaw fuzz` all draw their games with it.
//!
//! Shrinking keeps a case reachable (3.10.3): every shrink is a prefix of the game (fewer plies), a
//! game with a cycle (a stretch returning to the same position) cut out, the game without an even
//! stretch of plies or one pair of moves, or — from the initial position — a shorter route to one
//! of the game's positions (a proof game) followed by the rest: a shorter game to the same kind of
//! position, and only if every move still replays legally from the same start. The start is never
//! moved, so the history that castling and en passant rights depend on stays in the case.
#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include <chesslaw/core/chess960.hpp>
#include <chesslaw/legality/proof_game.hpp>

#include "game.hpp"

namespace chesslaw {
//! How RapidCheck shows a kernel move: UCI.
inline void showValue(move m, std::ostream& os) { os << to_uci_string(m); }
} // namespace chesslaw

namespace chesslaw::testing {

//! What makes a ply worth ending a game on: a rare move is available or a rare rule bites there.
enum class interest : std::uint8_t {
    castling_legal,     //!< a castling move is legal (3.8.2)
    castling_refused,   //!< a castling right is held, but castling on that side is not legal (3.8.2.2)
    right_lost_at_home, //!< king and rook on their initial squares without the right (3.8.2.1; standard chess)
    en_passant,         //!< an en passant capture is legal (3.7.4)
    promotion,          //!< a promotion is legal (3.7.5)
    capture_promotion,  //!< a promotion by capture is legal
    check,              //!< the side to move is in check (3.9)
    double_check,       //!< in check by two pieces
    pin,                //!< a piece of either side is pinned to its king
    pinned_attacker,    //!< a pinned opponent piece attacks a square next to the king (3.1/4: it still attacks)
    count
};
inline constexpr std::size_t interest_count = static_cast<std::size_t>(interest::count);
//! Which interests hold in a position (index: the `interest`).
using interest_set = std::array<bool, interest_count>;

//! Weights of random play: a move's weight is `base` plus the weight of each feature it has
//! (0 turns a feature's bias off; `uniform_bias()`: uniform random play).
struct bias {
    std::uint32_t base = 2;
    std::uint32_t castling = 120;           //!< a castling move (3.8.2)
    std::uint32_t en_passant = 120;         //!< an en passant capture (3.7.4)
    std::uint32_t double_beside_enemy = 60; //!< a double step that lands beside an enemy pawn (e.p. comes up)
    std::uint32_t promotion = 25;           //!< a promotion (3.7.5)
    std::uint32_t capture_promotion = 15;   //!< added when the promotion captures
    std::uint32_t under_promotion = 10;     //!< added when it is not to a queen
    std::uint32_t pawn_late = 6;            //!< a pawn onto its 6th–8th rank
    std::uint32_t check = 8;                //!< the move gives check (3.9)
    std::uint32_t double_check = 20;        //!< added when it gives double check
    std::uint32_t homecoming = 30;          //!< a king or rook back onto its initial square (3.8.2.1.1/.2 come up)
    std::uint32_t ep_rank = 10;             //!< king, rook or queen onto the 4th/5th rank (e.p. pinned along the rank)
    std::uint32_t undo = 10;                //!< a piece back to where it came from (repetitions)
    std::uint32_t capture = 2;
    //! Of 1000 games, how many are cut back to a ply where something rare can happen.
    std::uint32_t cut_per_mille = 500;
    //! Of 1000 games from the initial position, how many begin with one of `rare_openings()`.
    std::uint32_t opening_per_mille = 250;
    //! The cut: among the interests that arose in the game (index: `interest`), one is drawn with
    //! these weights — the rarer, the heavier; 0 never cuts there — then a ply where it holds.
    std::array<std::uint32_t, interest_count> cut_weights{2, 1, 2, 3, 2, 3, 1, 3, 1, 4};
};

//! Uniform random play: every legal move equally likely, no cut, no openings.
inline bias uniform_bias() {
    bias b;
    b.base = 1;
    b.castling = b.en_passant = b.double_beside_enemy = b.promotion = b.capture_promotion = b.under_promotion = 0;
    b.pawn_late = b.check = b.double_check = b.homecoming = b.ep_rank = b.undo = b.capture = 0;
    b.cut_per_mille = b.opening_per_mille = 0;
    b.cut_weights.fill(0);
    return b;
}

//! Openings (UCI from the initial position) that set up what random play seldom reaches: en
//! passant that would expose the own king along the rank, castling through an attacked square,
//! castling with a right a capture on the rook's corner spent (for each colour). A game that begins
//! with one is still a legal game from the initial position, and shrinks like any other.
inline const std::vector<std::vector<std::string>>& rare_openings() {
    static const std::vector<std::vector<std::string>> v{
        // white king b5, pawn e5, black rook h5; d7d5 just played: exd6 would expose the king
        {"e2e4", "a7a5", "e4e5", "a8a6", "e1e2", "a6h6", "e2d3", "h6h5", "d3c4", "g7g6", "c4b5", "d7d5"},
        // black king b4, pawn e4, white rook h4; d2d4 just played: exd3 would expose the king
        {"a2a4", "e7e5", "a1a3", "e5e4", "a3h3", "e8e7", "h3h4", "e7d6", "g2g3", "d6c5", "h2h3", "c5b4", "d2d4"},
        // a black king on the 6th rank, a white rook lifted: e.p. and checks near the king in play
        {"e2e4", "d7d5", "e4e5", "e8d7", "h2h4", "d7e6", "h1h3", "f7f5"},
        // white to move, f1 attacked by the bishop on a6: castling e1g1 would pass an attacked square
        {"g2g3", "b7b6", "f1g2", "c8a6", "g1f3", "e7e6", "e2e3", "g8f6"},
        // black to move, f8 attacked by the bishop on a3: castling e8g8 would pass an attacked square
        {"b2b3", "g7g6", "c1a3", "f8g7", "e2e3", "g8f6", "g1f3", "e7e6", "h2h3"},
        // white to move: a knight took the rook on h1, the rook from a1 took it back on h1; f1, g1
        // empty: the right was spent by the capture on the corner (castling e1g1 is not legal)
        {"h2h4", "g8f6", "a2a4", "b7b6", "a1a3", "f6h5", "a3h3", "h5g3", "g1f3", "g3h1", "h3h1", "e7e6",
         "e2e3", "f8e7", "f1e2", "b8c6"},
        // black to move: the same on h8 (castling e8g8 is not legal)
        {"g1f3", "h7h5", "b2b3", "a7a5", "f3h4", "a8a6", "e2e3", "a6h6", "h4g6", "e7e6", "g6h8", "h6h8",
         "f1e2", "f8e7", "d2d3", "g8f6", "d3d4"},
    };
    return v;
}

//! What to generate.
struct game_options {
    //! Start FENs to choose from (uniformly); empty: the initial position (or Chess960 arrays).
    std::vector<std::string> starts;
    bool chess960 = false;        //!< Chess960 games from the 960 arrays (SP 0–959)
    bool chess960_mixed = false;  //!< Chess960: white's and black's arrays drawn independently
    int max_plies = 0;            //!< 0: up to 30 + 3 × RapidCheck's size
    struct bias bias {};
};

namespace detail {
inline int file_no(square s) { return index(file_of(s)); }
inline int rank_no(square s) { return index(rank_of(s)); }

inline bool castling_shape(const position& p, move m) {
    const piece pc = p.piece_on(m.from());
    if (type_of(pc) != piece_type::king) return false;
    if (p.chess960) return p.piece_on(m.to()) == make_piece(color_of(pc), piece_type::rook);
    const int df = file_no(m.to()) - file_no(m.from());
    return df == 2 || df == -2;
}

//! The men of the side to move that give check after m: `checkers(make_move(p, m))`, found
//! without playing the move for an ordinary move or a promotion (the placement after it is the
//! occupancy with the origin emptied and the target taken, and the mover — or the promoted piece —
//! on the target); castling, en passant and anything else are played.
inline bitboard checkers_after(const position& p, move m) {
    const color us = p.side_to_move, them = ~us;
    const piece pc = p.piece_on(m.from());
    const square k = p.king(them);
    const piece target = p.piece_on(m.to());
    const bool pawn = pc != piece::none && type_of(pc) == piece_type::pawn;
    const bool last_rank = rank_of(m.to()) == rank::r1 || rank_of(m.to()) == rank::r8;
    if (pc == piece::none || color_of(pc) != us || !is_valid(k) || m.from() == m.to() || castling_shape(p, m) ||
        (target != piece::none && color_of(target) == us) || (pawn && target == piece::none && file_of(m.from()) != file_of(m.to())) ||
        m.is_promotion() != (pawn && last_rank))
        return checkers(make_move(p, m));
    const bitboard from = bb(m.from()), to = bb(m.to());
    const bitboard occ = (p.occupied() & ~from) | to;
    const piece_type placed = m.is_promotion() ? to_piece_type(m.promotion()) : type_of(pc);
    const auto ours = [&](piece_type t) { return (p.pieces(us, t) & ~from) | (t == placed ? to : bitboard{0}); };
    const bitboard queens = ours(piece_type::queen);
    return (pawn_attacks(them, k) & ours(piece_type::pawn)) | (knight_attacks(k) & ours(piece_type::knight)) |
           (king_attacks(k) & ours(piece_type::king)) | (bishop_attacks(k, occ) & (ours(piece_type::bishop) | queens)) |
           (rook_attacks(k, occ) & (ours(piece_type::rook) | queens));
}

//! What tells, for a position and without playing a move, whether the move gives check: the
//! squares from which a man of each type would attack the king of the side not to move (with the
//! men as they stand), and the men of the side to move that alone stand between that king and
//! one of their own sliders (moving one off the line discovers check).
struct check_info {
    square king = square::none;
    std::array<bitboard, 6> squares{}; //!< index: piece_type (the king's: none)
    bitboard discoverers = 0;
    explicit check_info(const position& p) {
        const color us = p.side_to_move;
        king = p.king(~us);
        if (!is_valid(king)) return;
        const bitboard occ = p.occupied();
        squares[static_cast<std::size_t>(piece_type::pawn)] = pawn_attacks(~us, king);
        squares[static_cast<std::size_t>(piece_type::knight)] = knight_attacks(king);
        squares[static_cast<std::size_t>(piece_type::bishop)] = bishop_attacks(king, occ);
        squares[static_cast<std::size_t>(piece_type::rook)] = rook_attacks(king, occ);
        squares[static_cast<std::size_t>(piece_type::queen)] =
            squares[static_cast<std::size_t>(piece_type::bishop)] | squares[static_cast<std::size_t>(piece_type::rook)];
        for (bitboard sn = (rook_attacks(king, 0) & p.pieces(us, piece_type::rook, piece_type::queen)) |
                           (bishop_attacks(king, 0) & p.pieces(us, piece_type::bishop, piece_type::queen));
             sn;) {
            const bitboard between_them = between(king, pop_lsb(sn)) & occ;
            if (between_them && !more_than_one(between_them) && (between_them & p.pieces(us))) discoverers |= between_them;
        }
    }
};

//! Whether m gives check in p (a legal position, m a legal move): `checkers(make_move(p, m)) != 0`.
//! An ordinary move gives check when its man lands on a square of `c.squares` for its type or
//! moves a discoverer off its line to the king (a slider moving along a line through the king
//! would attack the king already, which a legal position rules out); castling, en passant and
//! promotions are looked at with `checkers_after`.
inline bool gives_check_ordinary(const check_info& c, piece_type t, square from, square to) {
    return contains(c.squares[static_cast<std::size_t>(t)], to) || (contains(c.discoverers, from) && !aligned(c.king, from, to));
}
inline bool gives_check(const position& p, const check_info& c, move m) {
    const piece pc = p.piece_on(m.from());
    if (!is_valid(c.king) || pc == piece::none || m.is_promotion() || castling_shape(p, m) ||
        (type_of(pc) == piece_type::pawn && p.empty(m.to()) && file_of(m.from()) != file_of(m.to())))
        return checkers_after(p, m) != 0;
    return gives_check_ordinary(c, type_of(pc), m.from(), m.to());
}

//! The weight of m in p (prev: the mover's previous move, for `undo`; c: p's check_info).
[[gnu::always_inline]] inline std::uint32_t weight(const position& p, move m, const bias& b, move prev, const check_info& c) {
    const square from = m.from(), to = m.to();
    const piece pc = p.piece_on(from);
    const piece_type t = type_of(pc);
    const color us = p.side_to_move;
    const bool empty_to = p.empty(to);
    std::uint32_t w = b.base;
    const bool castle = castling_shape(p, m);
    const bool capture = !castle && !empty_to;
    const bool ep = t == piece_type::pawn && empty_to && file_of(from) != file_of(to);
    if (castle) w += b.castling;
    if (p.chess960 && !castle) {
        // Chess960: clear the back rank; rarely spend a right by moving a king or a rook.
        const int home = us == color::white ? 0 : 7;
        if (rank_no(from) == home && t != piece_type::king && t != piece_type::rook && rank_no(to) != home) w += 12;
        if (t == piece_type::king && (has(p.rights, castling_right(us, side::king_side)) || has(p.rights, castling_right(us, side::queen_side))))
            return 1;
        if (t == piece_type::rook)
            for (const side s : {side::king_side, side::queen_side})
                if (has(p.rights, castling_right(us, s)) && p.castling_rook_square(us, s) == from) return 1;
    }
    if (!p.chess960 && (t == piece_type::king || t == piece_type::rook)) {
        const rank home = relative_rank(us, rank::r1);
        if ((t == piece_type::king && to == make_square(file::e, home) && from != to) ||
            (t == piece_type::rook && (to == make_square(file::a, home) || to == make_square(file::h, home))))
            w += b.homecoming;
    }
    if (t == piece_type::pawn) {
        const int dr = rank_no(to) - rank_no(from);
        if (ep) w += b.en_passant;
        if (m.is_promotion()) {
            w += b.promotion;
            if (capture) w += b.capture_promotion;
            if (m.promotion() != promotion::queen) w += b.under_promotion;
        }
        if (dr == 2 || dr == -2)
            for (int d : {-1, 1}) {
                const int f = file_no(to) + d;
                if (f >= 0 && f < 8 && p.piece_on(make_square(static_cast<file>(f), rank_of(to))) == make_piece(~us, piece_type::pawn))
                    w += b.double_beside_enemy;
            }
        if (index(relative_rank(us, rank_of(to))) >= 5) w += b.pawn_late;
    }
    if ((t == piece_type::king || t == piece_type::rook || t == piece_type::queen) && !castle &&
        (rank_of(to) == rank::r4 || rank_of(to) == rank::r5))
        w += b.ep_rank;
    if (from == prev.to() && to == prev.from()) w += b.undo;
    if (capture) w += b.capture;
    if (b.check || b.double_check) {
        const bool special = castle || ep || m.is_promotion() || pc == piece::none || !is_valid(c.king);
        if (special ? checkers_after(p, m) != 0 : gives_check_ordinary(c, t, from, to)) {
            const bitboard ch = checkers_after(p, m);
            w += b.check + (more_than_one(ch) ? b.double_check : 0);
        }
    }
    return w;
}
inline std::uint32_t weight(const position& p, move m, const bias& b, move prev) { return weight(p, m, b, prev, check_info(p)); }

//! g without moves i and i+1 (one move of each side), if every move still replays legally.
inline rc::Maybe<game> without_pair(const game& g, std::size_t i) {
    game out{g.start_fen, {}, g.chess960};
    for (std::size_t j = 0; j < g.moves.size(); ++j)
        if (j != i && j != i + 1) out.moves.push_back(g.moves[j]);
    if (!replay(out)) return rc::Nothing;
    return out;
}
} // namespace detail

//! Which interests hold in p (Chess960 too: castling is the king onto its own rook there).
//! (ms: the legal moves of p.)
inline interest_set interests(const position& p, const move_list& ms) {
    interest_set out{};
    const auto set = [&](interest i) { out[static_cast<std::size_t>(i)] = true; };
    for (const move m : ms) {
        if (detail::castling_shape(p, m)) set(interest::castling_legal);
        else if (m.is_promotion()) set(p.empty(m.to()) ? interest::promotion : interest::capture_promotion);
        else if (type_of(p.piece_on(m.from())) == piece_type::pawn && file_of(m.from()) != file_of(m.to()) && p.empty(m.to()))
            set(interest::en_passant);
    }
    const color us = p.side_to_move;
    const square k = p.king(us);
    for (const side s : {side::king_side, side::queen_side}) {
        if (!has(p.rights, castling_right(us, s))) continue;
        const move c = p.chess960 ? move(k, p.castling_rook_square(us, s))
                                  : move(k, square_at(index(k) + (s == side::king_side ? 2 : -2)));
        if (!ms.contains(c)) set(interest::castling_refused);
    }
    const rank home = relative_rank(us, rank::r1);
    if (!p.chess960 && p.piece_on(make_square(file::e, home)) == make_piece(us, piece_type::king))
        for (const side s : {side::king_side, side::queen_side})
            if (!has(p.rights, castling_right(us, s)) &&
                p.piece_on(make_square(s == side::king_side ? file::h : file::a, home)) == make_piece(us, piece_type::rook))
                set(interest::right_lost_at_home);
    const bitboard ch = checkers(p);
    if (ch) set(more_than_one(ch) ? interest::double_check : interest::check);
    if (pinned(p, us) || pinned(p, ~us)) set(interest::pin);
    const bitboard around = king_attacks(k) | bb(k);
    for (bitboard b = pinned(p, ~us); b;) {
        const square s = pop_lsb(b);
        if (attacks(type_of(p.piece_on(s)), ~us, s, p.occupied()) & around) set(interest::pinned_attacker);
    }
    return out;
}
inline interest_set interests(const position& p) { return interests(p, chesslaw::legal_moves(p)); }

//! One biased random game: g's moves so far (an opening), then up to `plies` more, drawn with the
//! weights of `b`, stopping at mate or stalemate. With `cut`, the game is then cut back to a ply
//! (not before the opening's end) where one of the interests held: the interest drawn by
//! `b.cut_weights` among those that arose, the ply uniformly among its plies (no cut if none arose).
//! Every move is legal in turn: the result is a legal game from g's start.
inline game random_game(game g, int plies, rc::Random& rnd, const bias& b = {}, bool cut = false) {
    position p = positions(g).back(); // after g's moves so far (an opening)
    std::array<std::vector<std::size_t>, interest_count> where{};
    move_list ms = chesslaw::legal_moves(p); // the legal moves of p (for the interests and the next move)
    const auto note = [&](std::size_t ply) {
        if (!cut) return;
        const interest_set f = interests(p, ms);
        for (std::size_t i = 0; i < interest_count; ++i)
            if (f[i] && b.cut_weights[i] != 0) where[i].push_back(ply);
    };
    note(g.moves.size());
    std::array<move, 2> prev{};
    std::array<std::uint32_t, move_list::capacity> w;
    g.moves.reserve(g.moves.size() + static_cast<std::size_t>(std::max(plies, 0)));
    for (int i = 0; i < plies; ++i) {
        if (ms.empty()) break;
        std::uint64_t total = 0;
        const move last = prev[static_cast<std::size_t>(index(p.side_to_move))];
        const detail::check_info checks(p);
        for (int j = 0; j < ms.size(); ++j) total += w[static_cast<std::size_t>(j)] = detail::weight(p, ms[j], b, last, checks);
        std::uint64_t r = rnd.next() % total;
        int j = 0;
        while (r >= w[static_cast<std::size_t>(j)]) r -= w[static_cast<std::size_t>(j++)];
        prev[static_cast<std::size_t>(index(p.side_to_move))] = ms[j];
        g.moves.push_back(to_uci_string(ms[j]));
        p = make_move(p, ms[j]);
        ms = chesslaw::legal_moves(p);
        note(g.moves.size());
    }
    if (cut) {
        std::uint64_t total = 0;
        for (std::size_t i = 0; i < interest_count; ++i) total += where[i].empty() ? 0 : b.cut_weights[i];
        if (total > 0) {
            std::uint64_t r = rnd.next() % total;
            std::size_t i = 0;
            for (;; ++i) {
                if (where[i].empty()) continue;
                if (r < b.cut_weights[i]) break;
                r -= b.cut_weights[i];
            }
            g.moves.resize(where[i][rnd.next() % where[i].size()]);
        }
    }
    return g;
}

namespace detail { // its former name
inline game random_game(game g, int plies, rc::Random& rnd, const bias& b, bool cut) {
    return chesslaw::testing::random_game(std::move(g), plies, rnd, b, cut);
}
} // namespace detail

//! Shorter games to the same position: for a game from the initial position (not Chess960), each
//! of the prefixes ending after n, n/2 and n/4 of its n moves (4 or more) replaced by a proof
//! game (3.10.3: legal moves from the initial position reaching exactly that placement, side to
//! move, castling rights and en passant square) at least two plies shorter, found by
//! legality::find_proof_game within 2,000 nodes (no clock: the same game always shrinks the same
//! way), then the rest of the game — kept only if every move replays legally. Lazy: a search runs
//! only when RapidCheck asks for the candidate.
inline rc::Seq<game> shorter_routes(const game& g) {
    const std::size_t n = g.moves.size();
    if (g.chess960 || g.start_fen != game{}.start_fen || n < 4) return rc::Seq<game>();
    std::vector<std::size_t> ends;
    for (const std::size_t j : {n, n / 2, n / 4})
        if (j >= 4 && (ends.empty() || ends.back() != j)) ends.push_back(j);
    return rc::seq::mapMaybe(rc::seq::fromContainer(std::move(ends)), [g](std::size_t j) -> rc::Maybe<game> {
        const auto start = replay(game{g.start_fen, {g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(j)}, false});
        if (!start) return rc::Nothing;
        const auto r = legality::find_proof_game(start->pos, legality::search_budget{1e12, 2000, static_cast<int>(j) - 2});
        if (!r.found || r.moves.size() + 2 > j) return rc::Nothing;
        game c{g.start_fen, {}, false};
        for (const move m : r.moves) c.moves.push_back(to_uci_string(m));
        c.moves.insert(c.moves.end(), g.moves.begin() + static_cast<std::ptrdiff_t>(j), g.moves.end());
        if (!replay(c)) return rc::Nothing;
        return c;
    });
}

//! The shrinks of a game, in this order: shorter prefixes (no moves first, then n/2, 3n/4, …,
//! n−1 moves), the game with a cycle cut out (plies i < j with the same placement, side to move
//! and rights: the moves between them go, and every later move stays legal; longest first), then
//! (games of up to 64 plies) the game without a stretch of 4, 6, … plies (longest first), then
//! without one pair of adjacent moves, then (from the initial position) a shorter route to the same
//! position (`shorter_routes`) — each only where the rest still replays legally (taking out an even
//! number of consecutive plies keeps every later move on its side). Each is a legal game from the
//! same start, with fewer moves.
inline rc::Seq<game> shrink_game(const game& g) {
    const std::size_t n = g.moves.size();
    if (n == 0) return rc::Seq<game>();
    std::vector<game> out;
    const auto prefix = [&](std::size_t keep) {
        return game{g.start_fen, {g.moves.begin(), g.moves.begin() + static_cast<std::ptrdiff_t>(keep)}, g.chess960};
    };
    out.push_back(prefix(0));
    for (std::size_t d = n / 2; d > 0; d /= 2) out.push_back(prefix(n - d));
    const auto ps = positions(g);
    std::vector<std::pair<std::size_t, std::size_t>> cycles;
    for (std::size_t i = 0; i < ps.size(); ++i)
        for (std::size_t j = ps.size() - 1; j > i; --j)
            if (ps[i].board == ps[j].board && ps[i].side_to_move == ps[j].side_to_move && ps[i].rights == ps[j].rights &&
                ps[i].en_passant == ps[j].en_passant) {
                cycles.emplace_back(i, j);
                break;
            }
    std::stable_sort(cycles.begin(), cycles.end(), [](auto a, auto b) { return a.second - a.first > b.second - b.first; });
    for (const auto& [i, j] : cycles) {
        game c = prefix(i);
        c.moves.insert(c.moves.end(), g.moves.begin() + static_cast<std::ptrdiff_t>(j), g.moves.end());
        if (replay(c)) out.push_back(std::move(c));
    }
    if (n < 3) return rc::seq::fromContainer(std::move(out)); // (shorter_routes needs 4 moves)
    auto pairs = rc::seq::mapMaybe(rc::seq::range<std::size_t>(0, n - 1), [g](std::size_t i) { return detail::without_pair(g, i); });
    // Games of up to 64 plies: also a longer stretch of an even number of plies taken out (so
    // every later move keeps its side), longest stretches first.
    const std::size_t far_n = n <= 64 ? n : 0;
    auto far = rc::seq::mapMaybe(rc::seq::range<std::size_t>(0, far_n * far_n), [g, n](std::size_t k) -> rc::Maybe<game> {
        const std::size_t len = n - k / n, i = k % n; // len = n, n − 1, …; start i
        if (len % 2 != 0 || len < 4 || i + len > n) return rc::Nothing;
        game c{g.start_fen, {}, g.chess960};
        for (std::size_t x = 0; x < n; ++x)
            if (x < i || x >= i + len) c.moves.push_back(g.moves[x]);
        if (!replay(c)) return rc::Nothing;
        return c;
    });
    return rc::seq::concat(rc::seq::fromContainer(std::move(out)), std::move(far), std::move(pairs), shorter_routes(g));
}

//! A game with shrink_game as its shrinker (recursively).
inline rc::Shrinkable<game> shrinkable(game g) { return rc::shrinkable::shrinkRecur(std::move(g), &shrink_game); }

//! The Chess960 start with white's array `w` and black's array `b` (0–959 each; equal: SP w).
inline game chess960_start(int w, int b) {
    const position pw = chess960_position(w).value(), pb = chess960_position(b).value();
    std::string fw = std::string(to_fen(pw, castling_style::shredder).view());
    const std::string fb = std::string(to_fen(pb, castling_style::shredder).view());
    // Black's back rank and castling letters from b's FEN, the rest from w's.
    const auto rank8 = fb.substr(0, fb.find('/'));
    fw.replace(0, fw.find('/'), rank8);
    const auto rights_of = [](const std::string& f) { const auto a = f.find(' ', f.find(' ') + 1) + 1; return f.substr(a, f.find(' ', a) - a); };
    std::string rw = rights_of(fw), rb = rights_of(fb), rights;
    for (const char c : rw) if (c >= 'A' && c <= 'Z') rights += c;
    for (const char c : rb) if (c >= 'a' && c <= 'z') rights += c;
    const auto a = fw.find(' ', fw.find(' ') + 1) + 1;
    fw.replace(a, fw.find(' ', a) - a, rights.empty() ? "-" : rights);
    return game{fw, {}, true};
}

//! Legal games from the options' starts (or the initial position, or the Chess960 arrays), biased
//! by `options.bias`, shrinking toward shorter games from the same start.
inline rc::Gen<game> games(game_options options = {}) {
    return rc::Gen<game>([options](const rc::Random& random, int size) {
        rc::Random rnd = random;
        game g;
        g.chess960 = options.chess960;
        if (options.chess960) {
            const int w = static_cast<int>(rnd.next() % chess960_count);
            const int b = options.chess960_mixed ? static_cast<int>(rnd.next() % chess960_count) : w;
            g = chess960_start(w, b);
        }
        if (!options.starts.empty()) g.start_fen = options.starts[rnd.next() % options.starts.size()];
        if (!options.chess960 && g.start_fen == game{}.start_fen && rnd.next() % 1000 < options.bias.opening_per_mille)
            g.moves = rare_openings()[rnd.next() % rare_openings().size()];
        const int cap = options.max_plies > 0 ? options.max_plies : 30 + 3 * size;
        const int plies = static_cast<int>(rnd.next() % static_cast<std::uint64_t>(cap + 1));
        const bool cut = rnd.next() % 1000 < options.bias.cut_per_mille;
        return shrinkable(random_game(std::move(g), plies, rnd, options.bias, cut));
    });
}

//! Games from the given start (a FEN; Chess960 if `chess960`).
inline rc::Gen<game> games_from(std::string start_fen, bool chess960 = false, struct bias b = {}) {
    game_options o;
    o.starts = {std::move(start_fen)};
    o.chess960 = chess960;
    o.bias = b;
    return games(std::move(o));
}

//! Chess960 games from any of the 960 arrays (`mixed`: white's and black's drawn independently).
inline rc::Gen<game> chess960_games(bool mixed = false, struct bias b = {}) {
    game_options o;
    o.chess960 = true;
    o.chess960_mixed = mixed;
    o.bias = b;
    return games(std::move(o));
}

//! Positions reached by such games (shrinking through the games: always reachable).
inline rc::Gen<position> positions(game_options options = {}) {
    return rc::gen::map(games(std::move(options)), [](const game& g) { return chesslaw::testing::positions(g).back(); });
}

//! A game and a candidate move after it: a legal move (about half the time), or a move of an own
//! piece to any square, sometimes with a promotion letter, or a castling / e.p. / promotion-shaped
//! near-miss — so both the legal and the illegal side of every Article 3 clause come up.
struct candidate {
    game g;
    move m{};
};
inline void showValue(const candidate& c, std::ostream& os) { os << c.g << " then " << to_uci_string(c.m); }

inline std::vector<move> candidate_moves(const position& p) {
    std::vector<move> out;
    const color us = p.side_to_move;
    constexpr std::array<promotion, 5> promos{promotion::none, promotion::queen, promotion::rook, promotion::bishop, promotion::knight};
    for (int i = 0; i < 64; ++i) {
        const square from = square_at(i);
        const piece pc = p.piece_on(from);
        if (pc == piece::none || color_of(pc) != us) continue;
        for (int j = 0; j < 64; ++j) {
            const square to = square_at(j);
            if (to == from) continue;
            const int df = detail::file_no(to) - detail::file_no(from), dr = detail::rank_no(to) - detail::rank_no(from);
            const bool near = df >= -2 && df <= 2 && dr >= -2 && dr <= 2;
            if (type_of(pc) == piece_type::pawn && near && (rank_of(to) == rank::r1 || rank_of(to) == rank::r8 ||
                                                            rank_of(from) == rank::r7 || rank_of(from) == rank::r2))
                for (const auto pr : promos) out.push_back(move(from, to, pr));
            else
                out.push_back(move(from, to));
        }
    }
    return out;
}

inline rc::Gen<candidate> candidates(game_options options = {}) {
    return rc::gen::mapcat(games(std::move(options)), [](const game& g) {
        const position p = chesslaw::testing::positions(g).back();
        const move_list legal = chesslaw::legal_moves(p);
        std::vector<move> any = candidate_moves(p);
        std::vector<move> lm(legal.begin(), legal.end());
        auto pick = [](std::vector<move> v) { return rc::gen::elementOf(std::move(v)); };
        rc::Gen<move> m = lm.empty() ? pick(any) : rc::gen::oneOf(pick(lm), pick(any));
        return rc::gen::map(std::move(m), [g](move x) { return candidate{g, x}; });
    });
}

} // namespace chesslaw::testing
