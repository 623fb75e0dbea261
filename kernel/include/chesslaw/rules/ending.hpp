#pragma once
//! How a game ends under Articles 5 and 9 — the machine-checkable clauses: checkmate (5.1.1),
//! stalemate (5.2.1), the sameness of positions (9.2.2, 9.2.2.1, 9.2.2.2), the repetitions that
//! count it (9.2.1.1, 9.2.1.2, 9.6.1) and the halfmove counts (9.3.1, 9.3.2, 9.6.2).
//!
//! Each predicate is bound at compile time to its clause (`rule<spec::id::…>`), as Article 3's
//! are; `article5` and `article9` at the bottom prove that every machine-checkable clause of
//! those articles has exactly one. A predicate reads positions (and, for a claim, the intended
//! move): a claim — a player writing his move and declaring it to the arbiter, or asking for the
//! draw — is the caller's input, as touches are Article 4's. The other clauses of the two
//! articles (resignation, dead position, agreement, the headings 9.2.1, 9.3, 9.6) and 6.9 have
//! no predicate: the spec table says why.
//!
//! Positions are those the kernel plays (make_move): the en-passant square set after a
//! two-square advance when an opposing pawn stands beside it, the castling rights updated, the
//! halfmove clock counting plies since the last capture or pawn move. Header-only, constexpr, no
//! I/O.

#include <array>
#include <cstdint>
#include <span>

#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/rules/rule.hpp>
#include <chesslaw/rules/rule_set.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::rules {

// ---- Article 5 -----------------------------------------------------------------------------

//! 5.1.1 — "The game is won by the player who has checkmated his opponent’s king. This
//! immediately ends the game, provided that the move producing the checkmate position was in
//! accordance with Article 3 and Articles 4.2 - 4.7."
//! Holds when the side to move is in check (3.9) and has no legal move (3.10.1). Whether the move
//! that produced the position was legal is the judge's question, not this predicate's.
struct checkmate final : rule<spec::id::checkmate> {
    //! The side to move of p is checkmated.
    static constexpr bool holds(const position& p) noexcept { return in_check(p) && count_legal_moves(p) == 0; }
};

//! 5.2.1 — «Партия заканчивается вничью, если у игрока, который должен ходить, нет возможного
//! хода, а его король не находится под шахом. Считается, что партия закончилась «патом». …»
//! (the source has no English 5.2.1: "the game is drawn if the player who is to move has no
//! possible move and his king is not in check; 'stalemate'"). Holds when the side to move is not
//! in check and has no legal move.
struct stalemate final : rule<spec::id::stalemate> {
    //! The side to move of p is stalemated.
    static constexpr bool holds(const position& p) noexcept { return !in_check(p) && count_legal_moves(p) == 0; }
};

// ---- Article 9: the same position ----------------------------------------------------------

//! The en-passant square of p if an en-passant capture is legal in p (3.7.4 with 3.9), else
//! square::none: a square written after a two-square advance that no pawn can legally use
//! changes no possible move (9.2.2.1).
constexpr square en_passant_in_force(const position& p) noexcept {
    const square ep = p.en_passant;
    if (ep == square::none) return square::none;
    bitboard from = pawn_attacks(~p.side_to_move, ep) & p.pieces(p.side_to_move, piece_type::pawn);
    while (from) {
        const square s = pop_lsb(from);
        if (is_legal(p, move(s, ep))) return ep;
    }
    return square::none;
}

//! The castling rights of p that still exist: each right whose king stands on e1/e8 and whose
//! rook stands on its corner. A right written without its king and rook in place changes no
//! possible move (9.2.2.2: the right is compared, not whether castling is possible now).
constexpr chesslaw::castling castling_rights_in_force(const position& p) noexcept {
    chesslaw::castling out = chesslaw::castling::none;
    for (const color c : {color::white, color::black}) {
        const rank r = c == color::white ? rank::r1 : rank::r8;
        if (p.piece_on(make_square(file::e, r)) != make_piece(c, piece_type::king)) continue;
        const piece rook = make_piece(c, piece_type::rook);
        for (const side s : {side::king_side, side::queen_side}) {
            const square corner = make_square(s == side::king_side ? file::h : file::a, r);
            const chesslaw::castling right = castling_right(c, s);
            if (has(p.rights, right) && p.piece_on(corner) == rook) out = out | right;
        }
    }
    return out;
}

//! Why two positions are not the same under 9.2.2 (the first difference found, in this order).
enum class position_difference : std::uint8_t {
    none,            //!< the same position
    side_to_move,    //!< another player has the move
    placement,       //!< pieces of another kind or colour on some square
    castling_rights, //!< 9.2.2.2: a castling right that exists in one and not in the other
    en_passant,      //!< 9.2.2.1: an en-passant capture possible in one and not in the other
};

//! The first 9.2.2 difference between a and b (position_difference::none: the same position).
//! Clocks and move numbers are not part of a position.
constexpr position_difference compare_positions(const position& a, const position& b) noexcept {
    if (a.side_to_move != b.side_to_move) return position_difference::side_to_move;
    if (a.by_color != b.by_color || a.board != b.board) return position_difference::placement;
    if (castling_rights_in_force(a) != castling_rights_in_force(b)) return position_difference::castling_rights;
    if (en_passant_in_force(a) != en_passant_in_force(b)) return position_difference::en_passant;
    return position_difference::none;
}

//! 9.2.2.1 — "Thus positions are not the same if: at the start of the sequence a pawn could have
//! been captured en passant". Holds when a and b agree on the en-passant capture: both have none
//! that is legal, or both have a legal one on the same square (so a position right after a
//! two-square advance whose capture is illegal, or that no pawn can make, is the same as the
//! position without the e.p. square).
struct same_en_passant final : rule<spec::id::same_position_en_passant> {
    //! a and b offer the same en-passant capture (or none).
    static constexpr bool holds(const position& a, const position& b) noexcept {
        return en_passant_in_force(a) == en_passant_in_force(b);
    }
};

//! 9.2.2.2 — "a king had castling rights with a rook that has not been moved, but forfeited these
//! after moving. The castling rights are lost only after the king or rook is moved."
//! Holds when a and b hold the same castling rights that still exist (castling_rights_in_force):
//! a right kept while castling is momentarily impossible counts, a right lost by a king or rook
//! move makes a different position even with every piece back on its square.
struct same_castling_rights final : rule<spec::id::same_position_castling> {
    //! a and b hold the same existing castling rights.
    static constexpr bool holds(const position& a, const position& b) noexcept {
        return castling_rights_in_force(a) == castling_rights_in_force(b);
    }
};

//! 9.2.2 — "Positions are considered the same if and only if the same player has the move,
//! pieces of the same kind and colour occupy the same squares and the possible moves of all the
//! pieces of both players are the same. Thus positions are not the same if: …"
//! With the same side to move and the same placement the possible moves differ only by the
//! castling rights (9.2.2.2) and the en-passant capture (9.2.2.1): holds when all four agree.
struct same_position final : rule<spec::id::same_position> {
    //! a and b are the same position under 9.2.2.
    static constexpr bool holds(const position& a, const position& b) noexcept {
        return compare_positions(a, b) == position_difference::none;
    }
};

// ---- Article 9: repetitions ----------------------------------------------------------------

//! How often a position occurs in a sequence, and where first.
struct occurrences {
    static constexpr int max_listed = 5;
    int count = 0;                                //!< positions of the sequence that are the same (9.2.2)
    std::array<std::int32_t, max_listed> at{};    //!< indices of the first min(count, 5), ascending
};

//! Counts the positions of `seq` that are the same as p under 9.2.2 (p itself counts if it is in
//! seq), listing the indices of the first five. `seq` is a game's positions in order (index k:
//! after k plies); only a tail since the last capture or pawn move can hold a repetition of its
//! last position, so a caller may pass just that tail (indices are then relative to it).
constexpr occurrences count_occurrences(std::span<const position> seq, const position& p) noexcept {
    occurrences out;
    const chesslaw::castling rights = castling_rights_in_force(p);
    const square ep = en_passant_in_force(p);
    for (std::size_t i = 0; i < seq.size(); ++i) {
        const position& q = seq[i];
        if (q.side_to_move != p.side_to_move || q.by_color != p.by_color || q.board != p.board) continue;
        if (castling_rights_in_force(q) != rights || en_passant_in_force(q) != ep) continue;
        if (out.count < occurrences::max_listed) out.at[static_cast<std::size_t>(out.count)] = static_cast<std::int32_t>(i);
        ++out.count;
    }
    return out;
}

//! 9.2.1.1 — "The game is drawn, upon a correct claim by a player having the move, when the same
//! position for at least the third time (not necessarily by a repetition of moves): is about to
//! appear, if he/she first indicates his/her move, which cannot be changed, by writing it on the
//! paper scoresheet or entering it on the electronic scoresheet and declares to the arbiter
//! his/her intention to make this move, or"
//! `game`: the positions so far, the last one on the board; `intended`: the move written (the
//! claim is the caller's input). Holds when the move is legal and the position it produces
//! occurs, with itself, at least three times.
struct threefold_intended_move final : rule<spec::id::threefold_intended_move> {
    //! The claim with `intended` in the last position of `game` is correct.
    static constexpr bool holds(std::span<const position> game, move intended) noexcept {
        if (game.empty() || !is_legal(game.back(), intended)) return false;
        const position after = make_move(game.back(), intended);
        return count_occurrences(game, after).count + 1 >= 3;
    }
};

//! 9.2.1.2 — "[the same position for at least the third time] has just appeared, and the player
//! claiming the draw has the move."
//! `game`: the positions so far, the last one on the board (its side to move is the claimant).
//! Holds when the last position occurs at least three times in `game`.
struct threefold_on_board final : rule<spec::id::threefold_on_board> {
    //! The side to move of the last position of `game` may claim the draw now.
    static constexpr bool holds(std::span<const position> game) noexcept {
        return !game.empty() && count_occurrences(game, game.back()).count >= 3;
    }
};

//! 9.6.1 — "If one or both of the following occur(s) then the game is drawn: the same position
//! has appeared, as in 9.2.2 at least five times."
//! Holds when the last position of `game` occurs at least five times in it (no claim needed).
struct fivefold_repetition final : rule<spec::id::fivefold_repetition> {
    //! The game whose positions so far are `game` is drawn by 9.6.1 at its last position.
    static constexpr bool holds(std::span<const position> game) noexcept {
        return !game.empty() && count_occurrences(game, game.back()).count >= 5;
    }
};

// ---- Article 9: the halfmove counts --------------------------------------------------------

//! Plies ("moves by each player": two plies a move) of 9.3 and 9.6.2.
inline constexpr int fifty_moves_plies = 100;
inline constexpr int seventy_five_moves_plies = 150;

//! 9.3.1 — "[The game is drawn, upon a correct claim by a player having the move, if:] he/she
//! indicates his/her move, which cannot be changed, by writing it on the paper scoresheet or
//! entering it on the electronic scoresheet and declares to the arbiter his/her intention to make
//! this move which will result in the last 50 moves by each player having been made without the
//! movement of any pawn and without any capture, or"
//! Holds when `intended` is legal in p and leaves the halfmove clock at 100 plies or more.
struct fifty_moves_intended_move final : rule<spec::id::fifty_moves_intended_move> {
    //! The claim with `intended` in p is correct.
    static constexpr bool holds(const position& p, move intended) noexcept {
        return is_legal(p, intended) && make_move(p, intended).halfmove_clock >= fifty_moves_plies;
    }
};

//! 9.3.2 — "the last 50 moves by each player have been completed without the movement of any
//! pawn and without any capture." Holds when p's halfmove clock is 100 plies or more.
struct fifty_moves_completed final : rule<spec::id::fifty_moves_completed> {
    //! The side to move of p may claim the draw now.
    static constexpr bool holds(const position& p) noexcept { return p.halfmove_clock >= fifty_moves_plies; }
};

//! 9.6.2 — "any series of at least 75 moves have been made by each player without the movement
//! of any pawn and without any capture. If the last move results in mate, it has priority."
//! Holds when p's halfmove clock is 150 plies or more and p is not checkmate (5.1.1 takes
//! precedence: a mate on the 150th quiet ply is a mate).
struct seventy_five_moves final : rule<spec::id::seventy_five_moves> {
    //! The game is drawn by 9.6.2 at p.
    static constexpr bool holds(const position& p) noexcept {
        return p.halfmove_clock >= seventy_five_moves_plies && !checkmate::holds(p);
    }
};

} // namespace chesslaw::rules

namespace chesslaw {

//! Every Article 5 predicate, in the order of the Laws.
using article5 = rules::rule_set<5, rules::checkmate, rules::stalemate>;

//! Every Article 9 predicate, in the order of the Laws.
using article9 = rules::rule_set<9,
    rules::threefold_intended_move, rules::threefold_on_board,
    rules::same_position, rules::same_en_passant, rules::same_castling_rights,
    rules::fifty_moves_intended_move, rules::fifty_moves_completed,
    rules::fivefold_repetition, rules::seventy_five_moves>;

// Instantiating the sets runs their static_asserts (one predicate per checkable clause).
static_assert(article5::size == 2 && article9::size == 9);

} // namespace chesslaw
