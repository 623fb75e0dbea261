#pragma once
//! The fast path: legal move generation (check mask + pin masks), make-move, game status.
//!
//! Never the source of truth: the clause predicates in rules/ and the judge are. Tests and
//! RapidCheck properties prove that `m ∈ legal_moves(p) ⇔ judge(p, m).legal` on every candidate
//! move, and compare this generator with an independent reference and with Stockfish.

#include <algorithm>
#include <cstdint>

#include <type_traits>

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>

namespace chesslaw {

//! A fixed-capacity list of moves (no position has more than 218 legal moves).
class move_list {
public:
    static constexpr int capacity = 256;
    constexpr move_list() noexcept {
        // Clang refuses to copy a list holding indeterminate moves in constant evaluation (GCC
        // allows it): there, and only there, the slots are zeroed; at run time they stay as they are.
        if (std::is_constant_evaluated())
            for (move& m : data_) m = move{};
    }
    constexpr void push_back(move m) noexcept { data_[size_++] = m; }
    constexpr int size() const noexcept { return size_; }
    constexpr bool empty() const noexcept { return size_ == 0; }
    constexpr const move* begin() const noexcept { return data_; }
    constexpr const move* end() const noexcept { return data_ + size_; }
    constexpr move* begin() noexcept { return data_; }
    constexpr move* end() noexcept { return data_ + size_; }
    constexpr move operator[](int i) const noexcept { return data_[i]; }
    constexpr bool contains(move m) const noexcept {
        for (int i = 0; i < size_; ++i)
            if (data_[i] == m) return true;
        return false;
    }

private:
    move data_[capacity];
    int size_ = 0;
};

namespace detail {

//! Collects moves into a list.
struct list_sink {
    move_list& out;
    constexpr void add(square from, bitboard targets) noexcept {
        for (; targets;) out.push_back(move(from, pop_lsb(targets)));
    }
    constexpr void add_pawns(bitboard targets, int delta) noexcept {
        for (; targets;) {
            const square to = pop_lsb(targets);
            out.push_back(move(square_at(index(to) - delta), to));
        }
    }
    constexpr void add_promotions(bitboard targets, int delta) noexcept {
        for (; targets;) {
            const square to = pop_lsb(targets);
            const square from = square_at(index(to) - delta);
            out.push_back(move(from, to, promotion::queen));
            out.push_back(move(from, to, promotion::rook));
            out.push_back(move(from, to, promotion::bishop));
            out.push_back(move(from, to, promotion::knight));
        }
    }
    constexpr void add(move m) noexcept { out.push_back(m); }
};

//! Counts moves without listing them (bulk counting at perft leaves).
struct count_sink {
    std::uint64_t n = 0;
    constexpr void add(square, bitboard targets) noexcept { n += static_cast<unsigned>(popcount(targets)); }
    constexpr void add_pawns(bitboard targets, int) noexcept { n += static_cast<unsigned>(popcount(targets)); }
    constexpr void add_promotions(bitboard targets, int) noexcept { n += 4u * static_cast<unsigned>(popcount(targets)); }
    constexpr void add(move) noexcept { ++n; }
};

template <color Us, class Sink>
constexpr void generate(const position& p, Sink& sink) noexcept {
    constexpr color them = ~Us;
    constexpr bool white = Us == color::white;
    constexpr int up = white ? 8 : -8;
    constexpr direction up_dir = white ? direction::north : direction::south;
    constexpr direction up_east = white ? direction::north_east : direction::south_east;
    constexpr direction up_west = white ? direction::north_west : direction::south_west;
    constexpr bitboard rank3 = rank_bb(white ? rank::r3 : rank::r6);
    constexpr bitboard rank8 = rank_bb(white ? rank::r8 : rank::r1);

    const square ksq = p.king(Us);
    const bitboard us_bb = p.pieces(Us), them_bb = p.pieces(them);
    const bitboard occ = us_bb | them_bb;
    const bitboard checkers_bb = attackers_to(p, ksq, occ) & them_bb;

    // 3.8.1 king steps, 3.9: never onto an attacked square (the king itself no longer blocks).
    {
        bitboard legal = 0;
        const bitboard occ_wo_king = occ ^ bb(ksq);
        for (bitboard t = king_attacks(ksq) & ~us_bb; t;) {
            const square to = pop_lsb(t);
            if (!attacked(p, to, them, occ_wo_king)) legal |= bb(to);
        }
        sink.add(ksq, legal);
    }
    if (more_than_one(checkers_bb)) return; // double check: only the king may move

    const bitboard check_mask = checkers_bb ? (between(ksq, lsb(checkers_bb)) | checkers_bb) : ~bitboard{0};
    const bitboard target = ~us_bb & check_mask;

    bitboard pinned_bb = 0;
    {
        const bitboard sn = (rook_attacks(ksq, 0) & p.pieces(them, piece_type::rook, piece_type::queen)) |
                            (bishop_attacks(ksq, 0) & p.pieces(them, piece_type::bishop, piece_type::queen));
        for (bitboard s = sn; s;) {
            const bitboard b = between(ksq, pop_lsb(s)) & occ;
            if (b && !more_than_one(b)) pinned_bb |= b & us_bb;
        }
    }

    // Pawns (3.7.1–3.7.5), set-wise for unpinned pawns.
    {
        const bitboard pawns = p.pieces(Us, piece_type::pawn);
        const bitboard free_pawns = pawns & ~pinned_bb;
        const bitboard empty = ~occ;
        bitboard single = shift<up_dir>(free_pawns) & empty;
        const bitboard dbl = shift<up_dir>(single & rank3) & empty & check_mask;
        single &= check_mask;
        const bitboard cap_e = shift<up_east>(free_pawns) & them_bb & check_mask;
        const bitboard cap_w = shift<up_west>(free_pawns) & them_bb & check_mask;
        constexpr int de = white ? 9 : -7, dw = white ? 7 : -9;
        sink.add_pawns(single & ~rank8, up);
        sink.add_pawns(dbl, 2 * up);
        sink.add_pawns(cap_e & ~rank8, de);
        sink.add_pawns(cap_w & ~rank8, dw);
        sink.add_promotions(single & rank8, up);
        sink.add_promotions(cap_e & rank8, de);
        sink.add_promotions(cap_w & rank8, dw);

        if (!checkers_bb) { // a pinned piece can never answer a check
            for (bitboard pp = pawns & pinned_bb; pp;) {
                const square from = pop_lsb(pp);
                const bitboard allowed = line(ksq, from);
                const bitboard b = bb(from);
                bitboard s1 = shift<up_dir>(b) & empty;
                const bitboard s2 = shift<up_dir>(s1 & rank3) & empty & allowed;
                s1 &= allowed;
                const bitboard caps = pawn_attacks(Us, from) & them_bb & allowed;
                const bitboard quiet_and_caps = s1 | caps;
                if (quiet_and_caps & rank8) {
                    for (bitboard t = quiet_and_caps; t;) {
                        const square to = pop_lsb(t);
                        sink.add_promotions(bb(to), index(to) - index(from));
                    }
                } else {
                    sink.add(from, quiet_and_caps | s2);
                }
            }
        }

        // 3.7.4 en passant: simulate the capture, since removing two pawns from one rank can expose the king.
        if (p.en_passant != square::none) {
            const square ep = p.en_passant;
            const square captured = square_at(index(ep) - up);
            if ((check_mask & bb(ep)) || (checkers_bb & bb(captured))) {
                for (bitboard c = pawn_attacks(them, ep) & pawns; c;) {
                    const square from = pop_lsb(c);
                    const bitboard o = (occ ^ bb(from) ^ bb(captured)) | bb(ep);
                    if (!(rook_attacks(ksq, o) & p.pieces(them, piece_type::rook, piece_type::queen)) &&
                        !(bishop_attacks(ksq, o) & p.pieces(them, piece_type::bishop, piece_type::queen)))
                        sink.add(move(from, ep));
                }
            }
        }
    }

    // 3.6 knights: a pinned knight can never move.
    for (bitboard n = p.pieces(Us, piece_type::knight) & ~pinned_bb; n;) {
        const square from = pop_lsb(n);
        sink.add(from, knight_attacks(from) & target);
    }
    // 3.2, 3.4, 3.5 diagonal sliders; 3.3, 3.4, 3.5 orthogonal sliders.
    for (bitboard b = p.pieces(Us, piece_type::bishop, piece_type::queen); b;) {
        const square from = pop_lsb(b);
        bitboard t = bishop_attacks(from, occ) & target;
        if (pinned_bb & bb(from)) t &= line(ksq, from);
        if (p.piece_on(from) == make_piece(Us, piece_type::queen)) t |= [&] {
            bitboard r = rook_attacks(from, occ) & target;
            if (pinned_bb & bb(from)) r &= line(ksq, from);
            return r;
        }();
        sink.add(from, t);
    }
    for (bitboard r = p.pieces(Us, piece_type::rook); r;) {
        const square from = pop_lsb(r);
        bitboard t = rook_attacks(from, occ) & target;
        if (pinned_bb & bb(from)) t &= line(ksq, from);
        sink.add(from, t);
    }

    // 3.8.2 castling: right kept (3.8.2.1), nothing between king and rook (3.8.2.2.2), and the
    // king's square, the square it crosses and its arrival square not attacked (3.8.2.2.1).
    if (!checkers_bb) {
        constexpr square e = white ? square::e1 : square::e8;
        constexpr square f = white ? square::f1 : square::f8, g = white ? square::g1 : square::g8;
        constexpr square d = white ? square::d1 : square::d8, c = white ? square::c1 : square::c8;
        constexpr bitboard king_side_path = white ? 0x60ULL : 0x60ULL << 56;   // f, g
        constexpr bitboard queen_side_path = white ? 0x0EULL : 0x0EULL << 56;  // b, c, d
        if (has(p.rights, castling_right(Us, side::king_side)) && !(occ & king_side_path) &&
            !attacked(p, f, them, occ) && !attacked(p, g, them, occ))
            sink.add(move(e, g));
        if (has(p.rights, castling_right(Us, side::queen_side)) && !(occ & queen_side_path) &&
            !attacked(p, d, them, occ) && !attacked(p, c, them, occ))
            sink.add(move(e, c));
    }
}

//! Castling rights that survive a move touching each square (king or rook moved or captured).
constexpr castling rights_kept_by(square s) noexcept {
    switch (s) {
    case square::e1: return ~(castling::white_king | castling::white_queen);
    case square::h1: return ~castling::white_king;
    case square::a1: return ~castling::white_queen;
    case square::e8: return ~(castling::black_king | castling::black_queen);
    case square::h8: return ~castling::black_king;
    case square::a8: return ~castling::black_queen;
    default: return castling::all;
    }
}

} // namespace detail

//! Every legal move of the side to move (3.10.1).
constexpr move_list legal_moves(const position& p) noexcept {
    move_list out;
    detail::list_sink sink{out};
    if (p.side_to_move == color::white) detail::generate<color::white>(p, sink);
    else detail::generate<color::black>(p, sink);
    return out;
}

//! Number of legal moves, without listing them.
constexpr std::uint64_t count_legal_moves(const position& p) noexcept {
    detail::count_sink sink;
    if (p.side_to_move == color::white) detail::generate<color::white>(p, sink);
    else detail::generate<color::black>(p, sink);
    return sink.n;
}

constexpr bool is_legal(const position& p, move m) noexcept { return legal_moves(p).contains(m); }

//! Plays m on p and returns the new position. m should be legal; for the judge it may be any move
//! of an own piece whose geometry fits Article 3 (the judge then asks whether the mover's king is
//! attacked afterwards, 3.9). Updates castling rights, the en-passant square and both clocks.
constexpr position make_move(const position& p, move m) noexcept {
    position n = p;
    const square from = m.from(), to = m.to();
    const piece pc = p.piece_on(from);
    const color us = p.side_to_move;
    const piece_type pt = type_of(pc);
    const int up = us == color::white ? 8 : -8;
    n.en_passant = square::none;
    // The clocks saturate at 65535, the largest value FEN reading accepts (no game gets there: the
    // 75-move rule, 9.6.2, ends it first); wrapping would write a fullmove number of 0 (fuzz_fen).
    n.halfmove_clock = static_cast<std::uint16_t>(p.halfmove_clock == 65535 ? 65535 : p.halfmove_clock + 1);

    if (p.piece_on(to) != piece::none) {
        n.remove(to);
        n.halfmove_clock = 0;
    }
    n.remove(from);
    if (pt == piece_type::pawn) {
        n.halfmove_clock = 0;
        if (to == p.en_passant && file_of(from) != file_of(to) && p.piece_on(to) == piece::none)
            n.remove(square_at(index(to) - up)); // 3.7.4: the passed pawn is taken
        if (index(to) - index(from) == 2 * up) {
            const square passed = square_at(index(from) + up);
            if (pawn_attacks(us, passed) & p.pieces(~us, piece_type::pawn)) n.en_passant = passed;
        }
        n.put(m.is_promotion() ? make_piece(us, to_piece_type(m.promotion())) : pc, to);
    } else {
        n.put(pc, to);
        if (pt == piece_type::king && (index(to) - index(from) == 2 || index(from) - index(to) == 2)) {
            // 3.8.2: the rook goes to the square the king crossed.
            const bool king_side = index(to) > index(from);
            const square rook_from = make_square(king_side ? file::h : file::a, rank_of(from));
            const square rook_to = square_at((index(from) + index(to)) / 2);
            const piece rook = n.piece_on(rook_from);
            if (rook != piece::none) {
                n.remove(rook_from);
                n.put(rook, rook_to);
            }
        }
    }
    n.rights = n.rights & detail::rights_kept_by(from) & detail::rights_kept_by(to);
    n.side_to_move = ~us;
    if (us == color::black && n.fullmove_number != 65535) ++n.fullmove_number;
    return n;
}

enum class game_status : std::uint8_t { ongoing, checkmate, stalemate };

constexpr game_status status(const position& p) noexcept {
    if (count_legal_moves(p) != 0) return game_status::ongoing;
    return in_check(p) ? game_status::checkmate : game_status::stalemate;
}

} // namespace chesslaw
