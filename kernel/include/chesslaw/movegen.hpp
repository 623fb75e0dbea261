#pragma once
//! The fast path: legal move generation (check mask + pin masks), make-move, game status.
//!
//! Never the source of truth: the clause predicates in rules/ and the judge are. Tests and
//! RapidCheck properties prove that `m ∈ legal_moves(p) ⇔ judge(p, m).legal` on every candidate
//! move, and compare this generator with an independent reference and with Stockfish.

#include <algorithm>
#include <array>
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
    constexpr move_list() noexcept {}
    //! Writes the unused slots (in constant evaluation, before a list is returned by value: clang
    //! refuses to copy a list with uninitialised slots out of a constant expression). Only there:
    //! the search's own lists are never copied, and constant-evaluated perft stays cheap.
    constexpr void fill_unused() noexcept {
        for (int i = size_; i < capacity; ++i) data_[i] = move(square::a1, square::a1);
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

//! Counts moves without listing them (bulk counting at perft leaves), with Isa's popcount.
template <class Isa = isa::compiled>
struct count_sink {
    std::uint64_t n = 0;
    constexpr void add(square, bitboard targets) noexcept { n += static_cast<unsigned>(popcount<Isa>(targets)); }
    constexpr void add_pawns(bitboard targets, int) noexcept { n += static_cast<unsigned>(popcount<Isa>(targets)); }
    constexpr void add_promotions(bitboard targets, int) noexcept { n += 4u * static_cast<unsigned>(popcount<Isa>(targets)); }
    constexpr void add(move) noexcept { ++n; }
};

//! Squares attacked by colour `them` with `occ` as the blockers (the mover's king removed from it,
//! so that a king step along a checking ray is seen as attacked), for Isa.
template <color Them, class Isa>
constexpr bitboard attacked_by(const position& p, bitboard occ) noexcept {
    const bitboard them_bb = p.pieces(Them);
    bitboard out = pawn_attacks_set<Them>(them_bb & p.pieces(piece_type::pawn));
    for (bitboard n = them_bb & p.pieces(piece_type::knight); n;) out |= knight_attacks(pop_lsb(n));
    for (bitboard b = them_bb & (p.pieces(piece_type::bishop) | p.pieces(piece_type::queen)); b;)
        out |= bishop_attacks<Isa>(pop_lsb(b), occ);
    for (bitboard r = them_bb & (p.pieces(piece_type::rook) | p.pieces(piece_type::queen)); r;)
        out |= rook_attacks<Isa>(pop_lsb(r), occ);
    return out | king_attacks(lsb(them_bb & p.pieces(piece_type::king)));
}

//! Standard castling of side c: the squares between king and rook that must be empty (f, g;
//! b, c, d), and the squares the king crosses and reaches (f, g; c, d).
constexpr bitboard standard_castling_path(color c, side s) noexcept {
    const bitboard first_rank = s == side::king_side ? 0x60ULL : 0x0EULL;
    return c == color::white ? first_rank : first_rank << 56;
}
constexpr bitboard standard_castling_walk(color c, side s) noexcept {
    const bitboard first_rank = s == side::king_side ? 0x60ULL : 0x0CULL;
    return c == color::white ? first_rank : first_rank << 56;
}

//! Guidelines II.3 (Chess960) castling of side Us, not in check, `danger` the squares the opponent
//! attacks with our king lifted: for each right held, every square between the king and its
//! arrival square and between the rook and its arrival square (both included) vacant but for the
//! king and that rook (II.3.2.7.4), and the king's square, the squares it crosses and its arrival
//! square not attacked (3.8.2.2.1 as II.3.1 reads it) — the arrival square also once the rook has
//! left: a rook or queen behind the castling rook on the first rank. The move is king-takes-rook.
template <color Us, class Isa, class Sink>
constexpr void generate_castling_960(const position& p, Sink& sink, square ksq, bitboard occ, bitboard danger, bitboard their_rq) noexcept {
    for (const side s : {side::king_side, side::queen_side}) {
        if (!has(p.rights, castling_right(Us, s))) continue;
        const square rsq = p.castling_rook_square(Us, s);
        const square kto = castling_king_to(Us, s), rto = castling_rook_to(Us, s);
        const bitboard movers = bb(ksq) | bb(rsq);
        const bitboard king_walk = between(ksq, kto) | bb(kto);
        if (occ & (king_walk | between(rsq, rto) | bb(rto)) & ~movers) continue;
        if (danger & king_walk) continue;
        if (rook_attacks<Isa>(kto, (occ ^ movers) | bb(kto) | bb(rto)) & their_rq) continue;
        sink.add(move(ksq, rsq));
    }
}

//! The legal moves of side Us, given to `sink` (a list or a counter), for instruction set Isa.
//! Legality from a check mask and pin masks; king steps against the set of squares the opponent
//! attacks with our king lifted off the board; no move is ever played to test it.
template <color Us, class Isa = isa::compiled, class Sink>
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
    const bitboard their_bq = them_bb & (p.pieces(piece_type::bishop) | p.pieces(piece_type::queen));
    const bitboard their_rq = them_bb & (p.pieces(piece_type::rook) | p.pieces(piece_type::queen));
    const bitboard checkers_bb = (pawn_attacks(Us, ksq) & them_bb & p.pieces(piece_type::pawn)) |
                                 (knight_attacks(ksq) & them_bb & p.pieces(piece_type::knight)) |
                                 (bishop_attacks<Isa>(ksq, occ) & their_bq) | (rook_attacks<Isa>(ksq, occ) & their_rq);

    // 3.8.1 king steps, 3.9: never onto an attacked square (the king itself no longer blocks).
    bitboard danger = 0;
    bool danger_known = false;
    if (bitboard steps = king_attacks(ksq) & ~us_bb) {
        danger = attacked_by<them, Isa>(p, occ ^ bb(ksq));
        danger_known = true;
        sink.add(ksq, steps & ~danger);
    }
    if (more_than_one(checkers_bb)) return; // double check: only the king may move

    const bitboard check_mask = checkers_bb ? (between(ksq, lsb(checkers_bb)) | checkers_bb) : ~bitboard{0};
    const bitboard target = ~us_bb & check_mask;

    bitboard pinned_bb = 0;
    for (bitboard s = (rook_pseudo_attacks(ksq) & their_rq) | (bishop_pseudo_attacks(ksq) & their_bq); s;) {
        const bitboard b = between(ksq, pop_lsb(s)) & occ;
        if (!more_than_one(b)) pinned_bb |= b & us_bb;
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
                    if (!(rook_attacks<Isa>(ksq, o) & their_rq) && !(bishop_attacks<Isa>(ksq, o) & their_bq))
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
    // 3.2, 3.4, 3.5 diagonal sliders (a queen adds its orthogonal moves); 3.3 orthogonal sliders.
    const bitboard queens = p.pieces(Us, piece_type::queen);
    for (bitboard b = p.pieces(Us, piece_type::bishop) | queens; b;) {
        const square from = pop_lsb(b);
        bitboard t = bishop_attacks<Isa>(from, occ);
        if (queens & bb(from)) t |= rook_attacks<Isa>(from, occ);
        t &= target;
        if (pinned_bb & bb(from)) t &= line(ksq, from);
        sink.add(from, t);
    }
    for (bitboard r = p.pieces(Us, piece_type::rook); r;) {
        const square from = pop_lsb(r);
        bitboard t = rook_attacks<Isa>(from, occ) & target;
        if (pinned_bb & bb(from)) t &= line(ksq, from);
        sink.add(from, t);
    }

    // 3.8.2 castling: right kept (3.8.2.1), nothing between king and rook (3.8.2.2.2), and the
    // king's square, the square it crosses and its arrival square not attacked (3.8.2.2.1). Not in
    // check here, so the squares the opponent attacks with our king lifted are the same as with it.
    if (!checkers_bb && p.chess960) {
        if (has(p.rights, castling_right(Us, side::king_side)) || has(p.rights, castling_right(Us, side::queen_side))) {
            if (!danger_known) danger = attacked_by<them, Isa>(p, occ ^ bb(ksq));
            generate_castling_960<Us, Isa>(p, sink, ksq, occ, danger, their_rq);
        }
    } else if (!checkers_bb) {
        constexpr square e = white ? square::e1 : square::e8;
        constexpr square g = white ? square::g1 : square::g8, c = white ? square::c1 : square::c8;
        constexpr bitboard king_side_path = standard_castling_path(Us, side::king_side);   // f, g
        constexpr bitboard queen_side_path = standard_castling_path(Us, side::queen_side); // b, c, d
        constexpr bitboard queen_side_walk = standard_castling_walk(Us, side::queen_side); // c, d
        const bool king_side = has(p.rights, castling_right(Us, side::king_side)) && !(occ & king_side_path);
        const bool queen_side = has(p.rights, castling_right(Us, side::queen_side)) && !(occ & queen_side_path);
        if (king_side || queen_side) {
            // The path is empty, so f1 or d1 is a king step and `danger` is known: kept for clarity.
            if (!danger_known) danger = attacked_by<them, Isa>(p, occ ^ bb(ksq));
            if (king_side && !(danger & king_side_path)) sink.add(move(e, g));
            if (queen_side && !(danger & queen_side_walk)) sink.add(move(e, c));
        }
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

//! Chess960: the castling rights that survive a move from `from` to `to` — a king's move loses both
//! of its side's (3.8.2.1.1), a move from or onto a castling rook's square that right (3.8.2.1.2).
constexpr castling rights_kept_960(const position& p, square from, square to) noexcept {
    castling keep = castling::all;
    for (const color c : {color::white, color::black}) {
        const castling both = castling_right(c, side::king_side) | castling_right(c, side::queen_side);
        if ((p.rights & both) == castling::none) continue;
        if (from == p.king(c)) keep = keep & ~both;
        for (const side s : {side::king_side, side::queen_side}) {
            const square r = p.castling_rook_square(c, s);
            if (r == from || r == to) keep = keep & ~castling_right(c, s);
        }
    }
    return keep;
}

//! rights_kept_by for every square, as a table (the perft search's make).
inline constexpr std::array<castling, 64> rights_kept = [] {
    std::array<castling, 64> t{};
    for (int s = 0; s < 64; ++s) t[static_cast<std::size_t>(s)] = rights_kept_by(square_at(s));
    return t;
}();

//! Plays a Chess960 castling move, king-takes-own-rook (II.3.2: whichever of the four manoeuvres,
//! the king ends on g/c and the rook on f/d of the first rank, II.3.2.5.2), with the clocks as
//! for any move that is no capture nor pawn move. Both rights of the side are lost.
constexpr position play_castling_960(const position& p, move m) noexcept {
    position n = p;
    const color us = p.side_to_move;
    const square ksq = m.from(), rsq = m.to();
    const side s = castling_side_of(ksq, rsq);
    n.remove(ksq);
    n.remove(rsq);
    n.put(make_piece(us, piece_type::king), castling_king_to(us, s));
    n.put(make_piece(us, piece_type::rook), castling_rook_to(us, s));
    n.rights = n.rights & ~(castling_right(us, side::king_side) | castling_right(us, side::queen_side));
    n.en_passant = square::none;
    n.halfmove_clock = static_cast<std::uint16_t>(p.halfmove_clock == 65535 ? 65535 : p.halfmove_clock + 1);
    n.side_to_move = ~us;
    if (us == color::black && n.fullmove_number != 65535) ++n.fullmove_number;
    return n;
}

//! Plays a LEGAL move m of side Us (as the generator lists it) for the search inside perft: the
//! same placement, rights and en-passant square as make_move, without the clocks (a perft node
//! never reads them) and without make_move's tolerance of the judge's not-yet-legal moves.
template <color Us>
constexpr position play_legal(const position& p, move m) noexcept {
    constexpr color them = ~Us;
    constexpr int up = Us == color::white ? 8 : -8;
    constexpr std::size_t us_i = static_cast<std::size_t>(index(Us)), them_i = static_cast<std::size_t>(index(them));
    position n = p;
    const int from = index(m.from()), to = index(m.to());
    const bitboard fb = bitboard{1} << from, tb = bitboard{1} << to;
    const piece pc = p.board[static_cast<std::size_t>(from)];
    const piece cap = p.board[static_cast<std::size_t>(to)];
    const auto pt = static_cast<std::size_t>(static_cast<int>(pc) - 6 * index(Us));
    n.en_passant = square::none;
    n.board[static_cast<std::size_t>(from)] = piece::none;
    n.by_color[us_i] ^= fb | tb;
    if (cap != piece::none) {
        if (color_of(cap) == Us) [[unlikely]] { // Chess960: the king takes its own rook
            n = play_castling_960(p, m); // (into n: one named result keeps the copy elided on every other move)
            return n;
        }
        n.by_type[static_cast<std::size_t>(static_cast<int>(cap) - 6 * index(them))] ^= tb;
        n.by_color[them_i] ^= tb;
    }
    if (pt == static_cast<std::size_t>(piece_type::pawn)) {
        n.by_type[0] ^= fb;
        piece placed = pc;
        if (m.is_promotion()) {
            placed = make_piece(Us, to_piece_type(m.promotion()));
        } else if (to - from == 2 * up) {
            const int passed = from + up;
            if (pawn_attacks(Us, square_at(passed)) & p.pieces(them, piece_type::pawn)) n.en_passant = square_at(passed);
        } else if (cap == piece::none && ((to - from) & 7) != 0) { // 3.7.4: the passed pawn is taken
            const int victim = to - up;
            const bitboard vb = bitboard{1} << victim;
            n.board[static_cast<std::size_t>(victim)] = piece::none;
            n.by_type[0] ^= vb;
            n.by_color[them_i] ^= vb;
        }
        n.by_type[static_cast<std::size_t>(index(type_of(placed)))] ^= tb;
        n.board[static_cast<std::size_t>(to)] = placed;
    } else {
        n.by_type[pt] ^= fb | tb;
        n.board[static_cast<std::size_t>(to)] = pc;
        if (pt == static_cast<std::size_t>(piece_type::king) && (to - from == 2 || from - to == 2)) {
            // 3.8.2: the rook goes to the square the king crossed.
            const int rook_from = to > from ? from + 3 : from - 4, rook_to = (from + to) / 2;
            const bitboard rb = (bitboard{1} << rook_from) | (bitboard{1} << rook_to);
            n.by_type[static_cast<std::size_t>(piece_type::rook)] ^= rb;
            n.by_color[us_i] ^= rb;
            n.board[static_cast<std::size_t>(rook_to)] = make_piece(Us, piece_type::rook);
            n.board[static_cast<std::size_t>(rook_from)] = piece::none;
        }
    }
    if (p.rights != castling::none)
        n.rights = n.rights & (p.chess960 ? rights_kept_960(p, m.from(), m.to())
                                          : rights_kept[static_cast<std::size_t>(from)] & rights_kept[static_cast<std::size_t>(to)]);
    n.side_to_move = them;
    return n;
}

} // namespace detail

//! Every legal move of the side to move (3.10.1).
constexpr move_list legal_moves(const position& p) noexcept {
    move_list out;
    detail::list_sink sink{out};
    if (p.side_to_move == color::white) detail::generate<color::white, isa::compiled>(p, sink);
    else detail::generate<color::black, isa::compiled>(p, sink);
    if (std::is_constant_evaluated()) out.fill_unused();
    return out;
}

//! Number of legal moves, without listing them.
constexpr std::uint64_t count_legal_moves(const position& p) noexcept {
    detail::count_sink<> sink;
    if (p.side_to_move == color::white) detail::generate<color::white, isa::compiled>(p, sink);
    else detail::generate<color::black, isa::compiled>(p, sink);
    return sink.n;
}

//! Whether the side to move has a legal move: count_legal_moves(p) != 0, most often answered
//! without counting. A step of the (only) king to a square that no man of the other side attacks,
//! the king taken off the board (so that a line through it counts), is a legal move; when the
//! king has none, the moves are counted.
constexpr bool has_legal_move(const position& p) noexcept {
    const color us = p.side_to_move;
    const bitboard kings = p.pieces(us, piece_type::king);
    if (kings && !(kings & (kings - 1))) {
        const square k = lsb(kings);
        const bitboard occupied = p.occupied() ^ kings;
        for (const square s : squares{king_attacks(k) & ~p.pieces(us)})
            if (!attacked(p, s, ~us, occupied)) return true;
    }
    return count_legal_moves(p) != 0;
}

constexpr bool is_legal(const position& p, move m) noexcept { return legal_moves(p).contains(m); }

//! Plays m on p, in place. m should be legal; for the judge it may be any move of an own piece
//! whose geometry fits Article 3 (the judge then asks whether the mover's king is attacked
//! afterwards, 3.9). Updates castling rights, the en-passant square and both clocks. (In place:
//! the audit's replay plays every move of a game without copying the position.)
[[gnu::always_inline]] constexpr void play_move(position& p, move m) noexcept {
    if (p.chess960 && is_castling_shape(p, m.from(), m.to())) {
        p = detail::play_castling_960(p, m);
        return;
    }
    const square from = m.from(), to = m.to();
    const piece pc = p.piece_on(from);
    const piece captured = p.piece_on(to);
    const color us = p.side_to_move;
    const piece_type pt = type_of(pc);
    const int up = us == color::white ? 8 : -8;
    const square en_passant_before = p.en_passant;
    const castling kept = p.rights == castling::none ? castling::none
                          : p.chess960                ? detail::rights_kept_960(p, from, to)
                                                      : detail::rights_kept[static_cast<std::size_t>(index(from))] & detail::rights_kept[static_cast<std::size_t>(index(to))];
    p.en_passant = square::none;
    // The clocks saturate at 65535, the largest value FEN reading accepts (no game gets there: the
    // 75-move rule, 9.6.2, ends it first); wrapping would write a fullmove number of 0 (fuzz_fen).
    p.halfmove_clock = static_cast<std::uint16_t>(p.halfmove_clock == 65535 ? 65535 : p.halfmove_clock + 1);

    if (captured != piece::none) {
        p.remove(to);
        p.halfmove_clock = 0;
    }
    // p.remove(from), with the mover's type and colour computed once (put below reuses them)
    const bitboard from_bb = bb(from), to_bb = bb(to);
    const auto ti = static_cast<std::size_t>(index(pt)), ci = static_cast<std::size_t>(index(color_of(pc)));
    p.board[static_cast<std::size_t>(index(from))] = piece::none;
    if (pt == piece_type::pawn) {
        p.by_type[ti] &= ~from_bb;
        p.by_color[ci] &= ~from_bb;
        p.halfmove_clock = 0;
        if (to == en_passant_before && file_of(from) != file_of(to) && captured == piece::none)
            p.remove(square_at(index(to) - up)); // 3.7.4: the passed pawn is taken
        if (index(to) - index(from) == 2 * up) {
            const square passed = square_at(index(from) + up);
            if (pawn_attacks(us, passed) & p.pieces(~us, piece_type::pawn)) p.en_passant = passed;
        }
        p.put(m.is_promotion() ? make_piece(us, to_piece_type(m.promotion())) : pc, to);
    } else {
        // p.put(pc, to) after the removal above: the same bits, one update each
        p.board[static_cast<std::size_t>(index(to))] = pc;
        p.by_type[ti] = (p.by_type[ti] & ~from_bb) | to_bb;
        p.by_color[ci] = (p.by_color[ci] & ~from_bb) | to_bb;
        if (pt == piece_type::king && !p.chess960 && (index(to) - index(from) == 2 || index(from) - index(to) == 2)) {
            // 3.8.2: the rook goes to the square the king crossed.
            const bool king_side = index(to) > index(from);
            const square rook_from = make_square(king_side ? file::h : file::a, rank_of(from));
            const square rook_to = square_at((index(from) + index(to)) / 2);
            const piece rook = p.piece_on(rook_from);
            if (rook != piece::none) {
                p.remove(rook_from);
                p.put(rook, rook_to);
            }
        }
    }
    p.rights = p.rights & kept;
    p.side_to_move = ~us;
    if (us == color::black && p.fullmove_number != 65535) ++p.fullmove_number;
}

//! The position after m, p unchanged: play_move on a copy.
constexpr position make_move(const position& p, move m) noexcept {
    position n = p;
    play_move(n, m);
    return n;
}

enum class game_status : std::uint8_t { ongoing, checkmate, stalemate };

constexpr game_status status(const position& p) noexcept {
    if (has_legal_move(p)) return game_status::ongoing;
    return in_check(p) ? game_status::checkmate : game_status::stalemate;
}

} // namespace chesslaw
