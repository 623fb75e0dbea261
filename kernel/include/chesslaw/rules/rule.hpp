#pragma once
//! The vocabulary of clause predicates: a rule bound at compile time to one clause of the spec
//! table, the context a rule reads (position, move, what the game so far tells), and the finding
//! it returns (applies / satisfied / violated, with witnesses).

#include <array>
#include <cstdint>
#include <span>
#include <type_traits>

#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::rules {

enum class outcome : std::uint8_t { not_applicable, satisfied, violated };

constexpr std::string_view to_string(outcome o) noexcept {
    switch (o) {
    case outcome::not_applicable: return "not_applicable";
    case outcome::satisfied: return "satisfied";
    case outcome::violated: return "violated";
    }
    return "?";
}

//! What a witness states. `at`, `by`, `pc`, `ply` are filled as each fact documents.
enum class fact : std::uint8_t {
    no_own_piece,        //!< at: the origin square holds no piece of the side to move (pc: what is there)
    same_square,         //!< the move does not leave its square
    own_piece_on_target, //!< at: target, pc: own piece there (3.1/1)
    captures,            //!< at: square of the captured piece, pc: that piece (3.1/2)
    attacks,             //!< by attacks at (3.1/3); pinned: the attacker is pinned (3.1/4)
    geometry,            //!< the move's shape is not the piece's: at = target, by = origin (3.2–3.4, 3.6, 3.7, 3.8, 3.8.1)
    blocked_by,          //!< at: occupied square the piece would pass or land on, pc: the piece there (3.5, 3.7.1, 3.7.2, 3.8.2.2.2)
    not_initial_rank,    //!< at: origin of a two-square pawn advance not on its initial rank (3.7.2)
    no_opponent_piece,   //!< at: diagonal target without an opponent piece (3.7.3)
    no_double_advance,   //!< at: target; by: the opponent pawn beside, if any (3.7.4)
    en_passant_capture,  //!< at: square of the passed pawn taken en passant (3.7.4)
    missing_promotion,   //!< at: last-rank square reached without naming Q/R/B/N (3.7.5)
    promotion_to,        //!< pc: the new piece (3.7.5)
    promotion_not_allowed, //!< a promotion piece named for a move that brings no pawn to the last rank (3.7.5)
    rook_missing,        //!< at: the rook's initial square holds no own rook (3.8.2)
    right_lost,          //!< at: the rook's initial square; the right is absent (3.8.2.1)
    king_moved,          //!< ply: the half-move (0-based, in the given game) when the king moved (3.8.2.1.1)
    rook_moved,          //!< ply: when that rook moved or was captured; at: its initial square (3.8.2.1.2)
    square_attacked,     //!< at: square (king's, crossed or arrival) attacked by `by` (3.8.2.2.1, 3.9); pinned as above
    pinned_piece,        //!< at: the moving piece, by: the opponent piece pinning it to its king (3.9)
    not_castling_rook,   //!< Chess960: at: the rook moved onto, by: the square of that side's castling rook (II.3.1)
    castling_manoeuvre,  //!< Chess960: at: the king's arrival square, by: the rook's, pc: the king (II.3.2.1–II.3.2.4)
    final_square,        //!< Chess960: at: where castling left pc (II.3.2.6)
    misplaced_man,       //!< a start array: at: a square of rank 1 or 2, pc: the man there (none if empty); or at none, pc: a kind the first rank holds too few or too many of (II.2/1)
    king_outside_rooks,  //!< a start array: at: the king, by: a rook on the same side of it as the other (II.2.1)
    bishops_same_colour, //!< a start array: at and by: the two bishops, on squares of one colour (II.2.2)
    not_opposite,        //!< a start array: at: black's square, by: white's man opposite, pc: what is on at (II.2.3)
};

struct witness {
    fact what;
    square at;
    square by;
    piece pc;
    bool pinned;
    std::int16_t ply;
    //! Trivial: a finding's unused witness slots are never written (judge throughput). Build a
    //! witness from its fact; the other fields default to none / not pinned / no ply.
    witness() = default;
    constexpr witness(fact w, square at_ = square::none, square by_ = square::none, piece pc_ = piece::none,
                      bool pinned_ = false, std::int16_t ply_ = -1) noexcept
        : what(w), at(at_), by(by_), pc(pc_), pinned(pinned_), ply(ply_) {}
    friend constexpr bool operator==(const witness&, const witness&) = default;
};

//! One clause's verdict with its evidence. `Witness` is the evidence type of the article
//! (Article 3: `witness` below; Article 4: `touch::witness`); it needs a member `what`.
template <class Witness>
struct basic_finding {
    static constexpr int max_witnesses = 8;
    spec::clause_ref clause{};
    outcome result = outcome::not_applicable;
    std::uint8_t witness_count = 0;
    //! Only the first witness_count entries are meaningful. At run time the others are left
    //! unwritten when Witness is trivially default-constructible (no zero-filling of ~64 bytes per
    //! clause per judged move); in constant evaluation they are value-initialised.
    std::array<Witness, max_witnesses> witnesses;

    constexpr basic_finding() noexcept { clear_unused(); }
    constexpr explicit basic_finding(spec::clause_ref c, outcome o = outcome::not_applicable) noexcept
        : clause(c), result(o) { clear_unused(); }
    //! Copies only the witnesses in use.
    constexpr basic_finding(const basic_finding& o) noexcept : clause(o.clause), result(o.result), witness_count(o.witness_count) {
        clear_unused();
        for (int i = 0; i < witness_count; ++i) witnesses[static_cast<std::size_t>(i)] = o.witnesses[static_cast<std::size_t>(i)];
    }
    constexpr basic_finding& operator=(const basic_finding& o) noexcept {
        clause = o.clause;
        result = o.result;
        witness_count = o.witness_count;
        for (int i = 0; i < witness_count; ++i) witnesses[static_cast<std::size_t>(i)] = o.witnesses[static_cast<std::size_t>(i)];
        return *this;
    }
    //! Makes this the finding of clause c, not applicable, without evidence.
    constexpr void reset(spec::clause_ref c) noexcept {
        clause = c;
        result = outcome::not_applicable;
        witness_count = 0;
    }
    constexpr basic_finding& add(const Witness& w) noexcept {
        if (witness_count < max_witnesses) witnesses[witness_count++] = w;
        return *this;
    }
    constexpr basic_finding& violate(const Witness& w) noexcept {
        result = outcome::violated;
        return add(w);
    }
    constexpr void clear_unused() noexcept {
        if (std::is_constant_evaluated()) witnesses = {};
    }
    constexpr std::span<const Witness> evidence() const noexcept { return {witnesses.data(), witness_count}; }
    template <class Fact>
    constexpr bool has(Fact f) const noexcept {
        for (const auto& w : evidence())
            if (w.what == f) return true;
        return false;
    }
};

//! One Article 3 clause's verdict on one move.
using finding = basic_finding<witness>;

//! What the game so far says about castling (3.8.2.1.1, 3.8.2.1.2). Unknown from a bare FEN.
struct castling_history {
    bool known = false;
    std::array<std::int16_t, 2> king_moved{-1, -1};                   //!< ply the king of each colour first moved
    std::array<std::array<std::int16_t, 2>, 2> rook_moved{{{-1, -1}, {-1, -1}}}; //!< [colour][side]: ply that rook first moved or was captured
    std::array<std::uint8_t, 2> lost_at_start{};                       //!< rights (bit per side) already absent in the start position
};

//! Everything a rule reads. Built once per judged move.
struct context {
    const position& pos;
    move m;
    const castling_history& history;
    color us;
    piece mover;       //!< piece on the origin square (may be none or the opponent's)
    piece target;      //!< piece on the target square
    bool own_mover;    //!< the origin holds a piece of the side to move
    int df, dr;        //!< file and rank deltas, rank delta seen from the mover (forward > 0)
    bool castles;      //!< castling_shape(), computed once (every castling predicate and 3.1/1, 3.9 ask)

    constexpr context(const position& p, move mv, const castling_history& h) noexcept
        : pos(p), m(mv), history(h), us(p.side_to_move), mover(p.piece_on(mv.from())), target(p.piece_on(mv.to())),
          own_mover(mover != piece::none && color_of(mover) == p.side_to_move),
          df(index(file_of(mv.to())) - index(file_of(mv.from()))),
          dr((index(rank_of(mv.to())) - index(rank_of(mv.from()))) * (p.side_to_move == color::white ? 1 : -1)),
          castles(compute_castling_shape()) {}

    constexpr bool moves(piece_type t) const noexcept { return own_mover && type_of(mover) == t; }
    constexpr bool diagonal() const noexcept { return df != 0 && (df == dr || df == -dr); }
    constexpr bool orthogonal() const noexcept { return (df == 0) != (dr == 0); }
    constexpr int adf() const noexcept { return df < 0 ? -df : df; }
    constexpr int adr() const noexcept { return dr < 0 ? -dr : dr; }
    //! Castling's shape: standard chess, the king's two-square move along its first rank from its
    //! initial square (3.8.2); Chess960 (position::chess960), the king onto a rook of its colour on
    //! its first rank — the move as written, whichever manoeuvre of II.3.2 performs it.
    constexpr bool castling_shape() const noexcept { return castles; }
    constexpr bool compute_castling_shape() const noexcept {
        if (!moves(piece_type::king) || dr != 0) return false;
        if (pos.chess960) return relative_rank(us, m.from()) == rank::r1 && target == make_piece(us, piece_type::rook);
        return m.from() == make_square(file::e, relative_rank(us, rank::r1)) && (df == 2 || df == -2);
    }
    constexpr side castling_side() const noexcept { return df > 0 ? side::king_side : side::queen_side; }
    //! The rook castling would move: h1/a1 (h8/a8) in standard chess, the rook moved onto in Chess960.
    constexpr square castling_rook_square() const noexcept {
        if (pos.chess960) return m.to();
        return make_square(df > 0 ? file::h : file::a, relative_rank(us, rank::r1));
    }
    //! Where castling leaves the king: standard chess the move's target, Chess960 g1/c1 (g8/c8).
    constexpr square castling_king_to() const noexcept { return pos.chess960 ? chesslaw::castling_king_to(us, castling_side()) : m.to(); }
    //! A Chess960 castling move (Guidelines II apply), or not.
    constexpr bool castling_960() const noexcept { return pos.chess960 && castling_shape(); }
    //! Pawn shapes (3.7.1–3.7.4).
    constexpr bool pawn_step() const noexcept { return moves(piece_type::pawn) && df == 0 && dr == 1; }
    constexpr bool pawn_double() const noexcept { return moves(piece_type::pawn) && df == 0 && dr == 2; }
    constexpr bool pawn_diagonal() const noexcept { return moves(piece_type::pawn) && adf() == 1 && dr == 1; }
    constexpr bool en_passant_shape() const noexcept { return pawn_diagonal() && target == piece::none; }
};

//! Base of every clause predicate: binds the derived type to clause C of the spec table.
//! `spec::ref` is consteval, so a clause ID missing from the table does not compile; the
//! static_assert rejects a predicate bound to a clause the table marks as not checkable.
template <spec::clause_ref C>
struct rule {
    static constexpr spec::clause_ref clause = C;
    static_assert(C.get().check_ == spec::check::predicate,
                  "a predicate may only be bound to a clause the spec table marks machine-checkable");
};

} // namespace chesslaw::rules
