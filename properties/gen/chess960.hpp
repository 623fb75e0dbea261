#pragma once
//! Chess960 cases (FIDE Laws, Guidelines II): a game from a random start array (chess960_position,
//! SP 0–959) or a row of perft/chess960.perft, then biased random legal play that makes castling
//! come up — the clearing moves of the back-rank pieces are favoured, king and rook moves that
//! would spend a right are not, castling itself is strongly favoured — and two thirds of the games
//! are cut back to a ply where castling is legal or a right is held but castling is refused. The
//! play, the cut and the shrinking are chesslaw::testing's (one implementation, with the weights of
//! bias960()). Start FENs are Shredder-FEN (`HAha`) and always read as Chess960
//! (fen_options::chess960), so a game without rights stays a Chess960 game; the moves are UCI with
//! castling king-takes-own-rook ("b1a1").
//!
//! Also `castle_kind` / `castling_tally`: what a Chess960 castling move does, read off the mailbox
//! (king and rook squares, II.3.2.1–II.3.2.4), and per-property counts of them for the reports.

#include <algorithm>
#include <array>
#include <cstdint>
#include <iomanip>
#include <iostream>
#include <string>
#include <vector>

#include <rapidcheck.h>

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/core/chess960.hpp>

#include "chess.hpp"
#include "corpus.hpp"
#include "game.hpp"
#include "runner.hpp"

namespace chesslaw::props::c960 {

//! Shredder-FEN: every right as its rook's file (what Stockfish reads with UCI_Chess960).
inline std::string shredder_fen(const position& p) { return std::string(to_fen(p, castling_style::shredder).view()); }

//! A FEN read as Chess960's (X-FEN KQkq = outermost rook, or Shredder letters).
inline expected<position, fen_error> read960(std::string_view fen) {
    fen_options o;
    o.chess960 = true;
    const auto r = parse_fen_with(fen, o);
    if (!r) return unexpected{r.error()};
    return r->pos;
}

inline std::vector<position> replay(const game_case& g) {
    std::vector<position> out;
    out.push_back(read960(g.start_fen).value());
    for (const auto& t : g.moves) out.push_back(make_move(out.back(), parse_uci(t).value()));
    return out;
}
inline position final_position(const game_case& g) { return c960::replay(g).back(); }

// ------------------------------------------------------------------ castling, read off the board

//! A Chess960 castling move as written: the king onto a rook of its own colour on its rank.
inline bool is_castling(const position& p, move m) {
    if (p.empty(m.from()) || p.empty(m.to()) || rank_no(m.from()) != rank_no(m.to())) return false;
    const piece k = p.piece_on(m.from()), r = p.piece_on(m.to());
    return type_of(k) == piece_type::king && r == make_piece(color_of(k), piece_type::rook);
}

//! What a castling move does (Guidelines II.3.2, II.3.2.6): king and rook end on g/f (the rook
//! towards h: king side) or c/d.
struct castle_kind {
    bool king_side = false;
    bool king_moves = false, rook_moves = false, transposed = false; //!< II.3.2.1–II.3.2.4
    bool adjacent = false;        //!< king and rook side by side before the move
    bool standard_squares = false; //!< king on e, rook on a/h: the standard array's castling
    bool rook_passes_king = false; //!< the rook ends on the other side of the king's start square
    int king_travel = 0;           //!< files the king moves
};

inline castle_kind kind_of_castling(move m) {
    castle_kind k;
    const int kf = file_no(m.from()), rf = file_no(m.to());
    k.king_side = rf > kf;
    const int kt = k.king_side ? 6 : 2, rt = k.king_side ? 5 : 3;
    k.king_moves = kf != kt;
    k.rook_moves = rf != rt;
    k.transposed = kt == rf && rt == kf;
    k.adjacent = std::abs(kf - rf) == 1;
    k.standard_squares = kf == 4 && (rf == 0 || rf == 7);
    k.rook_passes_king = k.king_side ? rt < kf : rt > kf;
    k.king_travel = std::abs(kt - kf);
    return k;
}

//! The Guidelines II clauses a castling move of that kind brings into play (for the hit tables).
inline clause_set castling_clauses(move m) {
    namespace id = spec::id;
    const castle_kind k = kind_of_castling(m);
    clause_set s;
    s.add(id::chess960_castling);
    s.add(id::chess960_how_to_castle);
    s.add(id::chess960_final_squares);
    s.add_if(k.transposed, id::chess960_transposition);
    s.add_if(k.king_moves && k.rook_moves && !k.transposed, id::chess960_double_move);
    s.add_if(k.king_moves && !k.rook_moves, id::chess960_king_move_only);
    s.add_if(!k.king_moves && k.rook_moves, id::chess960_rook_move_only);
    return s;
}

//! Per-property counts of the castling moves a property checked (moves, not cases, except
//! `cases` and `cases_with_castling`).
struct castling_tally {
    std::uint64_t cases = 0, cases_with_castling = 0, cases_refused = 0, moves = 0, king_side = 0, queen_side = 0,
                  double_move = 0, transposition = 0, king_only = 0, rook_only = 0, adjacent = 0, standard_squares = 0,
                  rook_passes_king = 0, king_travels_3_plus = 0, castling_candidates_illegal = 0;
    //! One root position: its legal castling moves (and whether a held right was refused).
    void note_case(const position& p, const move_list& legal) {
        ++cases;
        bool any = false;
        for (const move m : legal) {
            if (!is_castling(p, m)) continue;
            any = true;
            note_move(m);
        }
        cases_with_castling += any;
        const color us = p.side_to_move;
        for (const side s : {side::king_side, side::queen_side}) {
            if (!has(p.rights, castling_right(us, s))) continue;
            const move c(p.king(us), p.castling_rook_square(us, s));
            if (!legal.contains(c)) {
                ++cases_refused;
                break;
            }
        }
    }
    void note_move(move m) {
        const castle_kind k = kind_of_castling(m);
        ++moves;
        (k.king_side ? king_side : queen_side) += 1;
        if (k.transposed) ++transposition;
        else if (k.king_moves && k.rook_moves) ++double_move;
        else if (k.king_moves) ++king_only;
        else ++rook_only;
        adjacent += k.adjacent;
        standard_squares += k.standard_squares;
        rook_passes_king += k.rook_passes_king;
        king_travels_3_plus += k.king_travel >= 3;
    }
    void print(std::ostream& os, std::string_view title) const {
        const auto row = [&](std::string_view what, std::uint64_t n) {
            os << "  " << std::left << std::setw(52) << what << std::right << std::setw(8) << n << '\n';
        };
        os << title << '\n';
        row("cases (root positions)", cases);
        row("  with a legal castling move at the root", cases_with_castling);
        row("  with a castling right held but refused", cases_refused);
        row("legal castling moves checked", moves);
        row("  king side (king to g, rook to f)", king_side);
        row("  queen side (king to c, rook to d)", queen_side);
        row("  II.3.2.1 double move (both move)", double_move);
        row("  II.3.2.2 transposition (king and rook swap)", transposition);
        row("  II.3.2.3 king move only (rook already on f/d)", king_only);
        row("  II.3.2.4 rook move only (king already on g/c)", rook_only);
        row("  king and rook adjacent", adjacent);
        row("  rook ends beyond the king's start square", rook_passes_king);
        row("  king travels 3+ files", king_travels_3_plus);
        row("  king e, rook a/h (the standard squares)", standard_squares);
        if (castling_candidates_illegal) row("castling-shaped candidates judged illegal", castling_candidates_illegal);
        os << std::flush;
    }
};

// ------------------------------------------------------------------ starts and play

//! The rows of perft/chess960.perft (brought from outside: a corpus run only, else none) the
//! kernel reads as Chess960 positions (Shredder-FEN).
inline const std::vector<std::string>& corpus_starts() {
    static const std::vector<std::string> v = [] {
        std::vector<std::string> out;
        if (!corpus_run()) return out;
        for (const auto& f : detail::raw_fens(data_dir(), "perft/chess960.perft"))
            if (const auto p = read960(f)) out.push_back(shredder_fen(*p));
        return out;
    }();
    return v;
}

//! The suite's Chess960 weights for chesslaw::testing's random play (one implementation; its
//! Chess960 rules: a back-rank piece other than king and rook leaving the rank +12, a king or rook
//! move that spends a right weighs 1): castling 200, base 4, en passant +60, promotion +20,
//! capture +3, nothing else. The cut: castling legal (weight 3) or a right held but castling
//! refused (weight 1), nothing else.
inline chesslaw::testing::bias bias960() {
    chesslaw::testing::bias b = chesslaw::testing::uniform_bias();
    b.base = 4;
    b.castling = 196;
    b.en_passant = 60;
    b.promotion = 20;
    b.capture = 3;
    b.cut_weights[static_cast<std::size_t>(chesslaw::testing::interest::castling_legal)] = 3;
    b.cut_weights[static_cast<std::size_t>(chesslaw::testing::interest::castling_refused)] = 1;
    return b;
}

//! One biased random game from `start` (Chess960), at most `plies` long, stopping at mate or
//! stalemate; `cut`: back to a ply with castling legal or a right held but castling refused
//! (3 : 1, when there is such a ply). chesslaw::testing::random_game does the play.
inline game_case random_game(const std::string& start, int plies, rc::Random& rnd, bool cut) {
    const auto g = chesslaw::testing::random_game(chesslaw::testing::game{start, {}, true}, plies, rnd, bias960(), cut);
    return game_case{g.start_fen, g.moves};
}

//! Shrinks: chesslaw::testing's shrinker on the game read as Chess960 (one implementation; see
//! gen/game.hpp): each shrink a legal game from the same start.
inline rc::Seq<game_case> shrink_game(const game_case& g) {
    return rc::seq::map(chesslaw::testing::shrink_game(chesslaw::testing::game{g.start_fen, g.moves, true}),
                        [](const chesslaw::testing::game& t) { return game_case{t.start_fen, t.moves}; });
}

//! Chess960 games: start SP n (n uniform in 0–959; 3 in 4) or a chess960.perft row; length a
//! third ≤ 6 plies, else up to 20 + size plies; two thirds cut back to a ply with castling legal
//! or (a quarter of those, when both arose) with a right refused.
inline rc::Gen<game_case> games() {
    return rc::Gen<game_case>([](const rc::Random& random, int size) {
        rc::Random rnd = random;
        const auto& corpus = corpus_starts();
        std::string start;
        if (corpus.empty() || rnd.next() % 4 != 0)
            start = shredder_fen(*chess960_position(static_cast<int>(rnd.next() % chess960_count)));
        else
            start = corpus[rnd.next() % corpus.size()];
        const int cap = rnd.next() % 3 == 0 ? 6 : 20 + size;
        const int plies = static_cast<int>(rnd.next() % static_cast<std::uint64_t>(cap + 1));
        const bool cut = rnd.next() % 6 < 4;
        return rc::shrinkable::shrinkRecur(c960::random_game(start, plies, rnd, cut), &c960::shrink_game);
    });
}

} // namespace chesslaw::props::c960
