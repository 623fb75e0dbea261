#pragma once
//! perft: the number of leaf nodes of the legal move tree to a given depth (bulk-counted at the
//! last ply), and perft divide. Constexpr: usable in static_assert.
//!
//! Run-time dispatch: the header is compiled with whatever flags the user chose, often the plain
//! x86-64 baseline (no POPCNT, no BMI2). On GCC and clang for x86-64, perft is also compiled, function
//! by function, for POPCNT and for POPCNT + BMI2 (PEXT slider lookups) with `target` attributes;
//! the first call asks the CPU (__builtin_cpu_supports) and every later call goes straight to the
//! best variant. The search recurses through the attributed entry points, and `flatten` inlines the
//! generator into them, so no baseline code runs inside a POPCNT/BMI2 search. In constant
//! evaluation (`std::is_constant_evaluated()`) the portable path runs: same generator, same source.
//!
//! Compile cost: those three searches are most of what a file that calls perft costs to compile
//! (GCC 12 -O2). A program that links the optional library chesslaw::compiled (CMake target; it
//! defines CHESSLAW_COMPILED for its users) compiles them once, in kernel/src/compiled.cpp, and its
//! files that call perft compile like any other; header-only (no library) stays the default.

#include <array>
#include <cstdint>
#include <type_traits>
#include <utility>

#include <chesslaw/movegen.hpp>

namespace chesslaw {

namespace detail {

//! A position as the last ply's count needs it: the placement by bitboards (no mailbox), the
//! e.p. square and the castling rights. The depth-2 node builds one per child, never a `position`.
struct leaf_board {
    std::array<bitboard, 6> by_type;
    std::array<bitboard, 2> by_color;
    square en_passant;
    castling rights;
};

constexpr leaf_board to_leaf(const position& p) noexcept { return leaf_board{p.by_type, p.by_color, p.en_passant, p.rights}; }

//! Whether the fast leaf path (leaf_sink, count_leaf: standard castling only) may search p. A
//! variant whose castling differs (Chess960: other king and rook squares) must answer false here
//! and then takes the generic path (generate + play_legal, which carry every castling rule).
//! A Chess960 position without castling rights (they never come back) castles nowhere: fast path.
constexpr bool standard_leaf_castling(const position& p) noexcept { return !p.chess960 || p.rights == castling::none; }

//! Attack data carried down from a depth-2 node to its children. A move of the node's side (not
//! castling, not e.p.) from `from` to `to` changes the occupancy on those two squares only, so
//! most of what the children's side C sees is the node's; the node works it out once and a child
//! asks only whether its move touches the squares each part depends on (count_leaf):
//! - check and pins: a move that avoids sens_from and sens_to (a *quiet* move) gives no check and
//!   leaves C's pins as they are: no scan of C's king's lines;
//! - C's king squares: a move that avoids king_sens leaves the attacks on C's king steps and
//!   castling squares as they are (`danger`): no slider lookup for them;
//! - mobility: C's unpinned knights' and sliders' moves (`base`). A child out of check with the
//!   same pinned pieces adds `base`, takes off the moves of a piece taken, adds one for each C
//!   knight that attacks its square, and recounts only the sliders that see `from` or `to`.
//! Everything else of the child (pawns, e.p., pinned pieces, the king steps' own squares) is
//! counted afresh.
struct mobility_cache {
    static constexpr int max_sliders = 8;
    // Fewer knights and sliders than this: too little to share for what filling the cache costs
    // (measured: 2 to 5 give the same times on the five CPW positions; pos3 has two rooks in all).
    static constexpr int min_pieces = 3;
    // Left uninitialised: prepare_mobility writes it where it is used (seen_by whole, the lists up
    // to the number of sliders), and a node that does not use it pays nothing.
    bitboard pinned;       // C's pieces pinned to C's king in the node's position
    // A move of the other side that neither leaves nor enters these squares (sens_from), nor puts
    // its piece of type t on sens_to[t], gives no check and keeps C's pins (`quiet` in count_leaf):
    // sens_from is every square between C's king and a slider of the mover on a line of it, that
    // slider's square included; sens_to[t] adds the squares from which a piece of type t could
    // attack C's king (pseudo-attacks: a slider there may be blocked, and is counted as sensitive).
    bitboard sens_from;
    std::array<bitboard, 6> sens_to;
    // C's king's squares (its steps, and the squares castling crosses while C holds the right):
    // `danger` has those a knight or slider of the mover attacks in the node (C's king lifted);
    // a move that neither leaves nor enters king_sens (every square from which a knight or
    // slider would reach one of them, up to the first piece, and C's pieces next to its king)
    // changes none of these attacks.
    bitboard king_sens;
    bitboard danger;
    bitboard own;          // C's pieces in the node's position
    bitboard knights;      // C's unpinned knights
    bitboard listed;       // C's unpinned sliders (the squares of sq)
    std::uint64_t base;    // moves of C's unpinned knights and sliders onto squares C does not hold
    std::array<std::uint8_t, 64> seen_by; // bit i: slider i attacks the square
    std::array<square, max_sliders> sq;
    std::array<std::uint8_t, max_sliders> kind; // bit 0: moves diagonally, bit 1: orthogonally
    std::array<std::uint8_t, max_sliders> moves;
    std::array<std::uint8_t, 64> slot; // the index in sq of the slider on a square of `listed` (others unwritten)
};

//! Whether side Us's king could stand on s: no knight or slider of the other side reaches it with
//! `occ` (our king lifted). Pawns and the other king are tested set-wise by the caller.
template <color Us, class Isa>
constexpr bool slider_knight_safe(square s, bitboard occ, bitboard their_n, bitboard their_bq, bitboard their_rq) noexcept {
    // One test of the union, not three: no branch between the lookups (they are independent).
    return !((knight_attacks(s) & their_n) | (bishop_attacks<Isa>(s, occ) & their_bq) | (rook_attacks<Isa>(s, occ) & their_rq));
}

//! The number of legal moves of side Us in b: the count generate<Us>(…, count_sink) gives, from
//! the same rules (check mask, pin masks, e.p. simulated, castling through unattacked squares),
//! written for counting only: king steps tested square by square (there are few), unpinned and
//! pinned pieces in separate loops, castling (standard squares) only when a right is left.
//! mc (if given): b is a child of a depth-2 node that filled mc (prepare_mobility), by a move from
//! `from` to `to` that is not castling and not en passant (a capture or promotion may be); quiet:
//! that move avoids mc's sens_from and the sens_to of the piece it puts on `to` (leaf_sink decides).
template <color Us, class Isa>
constexpr std::uint64_t count_leaf(const leaf_board& b, const mobility_cache* mc = nullptr, int from = 0, int to = 0, bool quiet = false) noexcept {
    constexpr color them = ~Us;
    constexpr bool white = Us == color::white;
    constexpr int up = white ? 8 : -8;
    constexpr direction up_dir = white ? direction::north : direction::south;
    constexpr direction up_east = white ? direction::north_east : direction::south_east;
    constexpr direction up_west = white ? direction::north_west : direction::south_west;
    constexpr bitboard rank3 = rank_bb(white ? rank::r3 : rank::r6);
    constexpr bitboard rank7 = rank_bb(white ? rank::r7 : rank::r2), rank8 = rank_bb(white ? rank::r8 : rank::r1);
    constexpr std::size_t us_i = static_cast<std::size_t>(index(Us)), them_i = static_cast<std::size_t>(index(them));

    const bitboard us_bb = b.by_color[us_i], them_bb = b.by_color[them_i], occ = us_bb | them_bb;
    const bitboard pawns_bb = b.by_type[0], queens_bb = b.by_type[4];
    const bitboard bq = b.by_type[2] | queens_bb, rq = b.by_type[3] | queens_bb;
    const bitboard their_p = them_bb & pawns_bb, their_n = them_bb & b.by_type[1];
    const bitboard their_bq = them_bb & bq, their_rq = them_bb & rq;
    const square ksq = lsb(us_bb & b.by_type[5]);
    // Their sliders on a line of our king: one with nothing between gives check, one with a single
    // piece between pins it if that piece is ours. No slider lookup, and no branch per slider.
    // A quiet move (see mobility_cache::sens_from) gives no check and keeps the node's pins.
    bitboard checkers = 0, pinned = 0;
    if (quiet) {
        pinned = mc->pinned;
    } else {
        checkers = (pawn_attacks(Us, ksq) & their_p) | (knight_attacks(ksq) & their_n);
        for (bitboard s = (rook_pseudo_attacks(ksq) & their_rq) | (bishop_pseudo_attacks(ksq) & their_bq); s;) {
            const square from = pop_lsb(s);
            const bitboard between_bb = between(ksq, from) & occ;
            checkers |= between_bb ? bitboard{0} : bb(from);
            pinned |= more_than_one(between_bb) ? bitboard{0} : between_bb & us_bb;
        }
    }

    // 3.8.1, 3.9: king steps onto squares no piece of theirs attacks (our king lifted off).
    const bitboard occ_nk = occ ^ bb(ksq);
    const bitboard near = pawn_attacks_set<them>(their_p) | king_attacks(lsb(them_bb & b.by_type[5]));
    std::uint64_t n = 0;
    const bool king_quiet = mc && !(((bitboard{1} << from) | (bitboard{1} << to)) & mc->king_sens);
    if (const bitboard steps = king_attacks(ksq) & ~us_bb & ~near; !steps) {
    } else if (king_quiet) {
        n += static_cast<unsigned>(popcount<Isa>(steps & ~mc->danger));
    } else if (!more_than_one(steps & (steps - 1))) {
        for (bitboard s = steps; s;) // at most two squares: each asked on its own
            n += slider_knight_safe<Us, Isa>(pop_lsb(s), occ_nk, their_n, their_bq, their_rq) ? 1u : 0u;
    } else { // more: every square their knights and sliders reach, at once
        bitboard danger = 0;
        for (bitboard s = their_n; s;) danger |= knight_attacks(pop_lsb(s));
        for (bitboard s = their_bq; s;) danger |= bishop_attacks<Isa>(pop_lsb(s), occ_nk);
        for (bitboard s = their_rq; s;) danger |= rook_attacks<Isa>(pop_lsb(s), occ_nk);
        n += static_cast<unsigned>(popcount<Isa>(steps & ~danger));
    }
    if (more_than_one(checkers)) return n; // double check: only the king may move

    const bitboard check_mask = checkers ? (between(ksq, lsb(checkers)) | checkers) : ~bitboard{0};
    const bitboard target = ~us_bb & check_mask;

    // Pawns (3.7.1–3.7.5), set-wise for unpinned pawns.
    const bitboard pawns = us_bb & pawns_bb;
    const bitboard free_pawns = pawns & ~pinned;
    const bitboard empty = ~occ;
    bitboard single = shift<up_dir>(free_pawns) & empty;
    const bitboard dbl = shift<up_dir>(single & rank3) & empty & check_mask;
    single &= check_mask;
    const bitboard cap_e = shift<up_east>(free_pawns) & them_bb & check_mask;
    const bitboard cap_w = shift<up_west>(free_pawns) & them_bb & check_mask;
    // A double step's square was empty one rank before: no single step arrives there (one popcount).
    if (!(free_pawns & rank7)) {
        n += static_cast<unsigned>(popcount<Isa>(single | dbl) + popcount<Isa>(cap_e) + popcount<Isa>(cap_w));
    } else {
        n += static_cast<unsigned>(popcount<Isa>((single & ~rank8) | dbl) + popcount<Isa>(cap_e & ~rank8) + popcount<Isa>(cap_w & ~rank8));
        n += 4u * static_cast<unsigned>(popcount<Isa>(single & rank8) + popcount<Isa>(cap_e & rank8) + popcount<Isa>(cap_w & rank8));
    }

    // 3.7.4 en passant: simulate the capture, since removing two pawns from one rank can expose the king.
    if (b.en_passant != square::none) {
        const square ep = b.en_passant;
        const square captured = square_at(index(ep) - up);
        if ((check_mask & bb(ep)) || (checkers & bb(captured))) {
            for (bitboard c = pawn_attacks(them, ep) & pawns; c;) {
                const square from = pop_lsb(c);
                const bitboard o = (occ ^ bb(from) ^ bb(captured)) | bb(ep);
                if (!(rook_attacks<Isa>(ksq, o) & their_rq) && !(bishop_attacks<Isa>(ksq, o) & their_bq)) ++n;
            }
        }
    }

    // 3.6 knights (a pinned knight never moves), 3.2–3.5 sliders; unpinned pieces first. A child
    // out of check with the node's pins takes the node's counts (mobility_cache).
    if (quiet || (mc && !checkers && pinned == mc->pinned)) {
        n += mc->base;
        unsigned seen = mc->seen_by[static_cast<std::size_t>(from)] | mc->seen_by[static_cast<std::size_t>(to)];
        if (const bitboard tb = bb(square_at(to)); mc->own & tb) { // a capture: the piece taken loses its moves,
            if (mc->listed & tb) {
                const unsigned j = mc->slot[static_cast<std::size_t>(to)];
                n -= mc->moves[j];
                seen &= ~(1u << j);
            } else if (mc->knights & tb) {
                n -= static_cast<unsigned>(popcount<Isa>(knight_attacks(square_at(to)) & ~mc->own));
            }
            n += static_cast<unsigned>(popcount<Isa>(knight_attacks(square_at(to)) & mc->knights)); // and a knight of C may take there
        }
        for (; seen; seen &= seen - 1) {
            const auto i = static_cast<std::size_t>(std::countr_zero(seen));
            bitboard t = 0;
            if (mc->kind[i] & 1u) t |= bishop_attacks<Isa>(mc->sq[i], occ);
            if (mc->kind[i] & 2u) t |= rook_attacks<Isa>(mc->sq[i], occ);
            n += static_cast<unsigned>(popcount<Isa>(t & target));
            n -= mc->moves[i];
        }
    } else {
        for (bitboard s = us_bb & b.by_type[1] & ~pinned; s;) n += static_cast<unsigned>(popcount<Isa>(knight_attacks(pop_lsb(s)) & target));
        for (bitboard s = us_bb & bq & ~pinned; s;) n += static_cast<unsigned>(popcount<Isa>(bishop_attacks<Isa>(pop_lsb(s), occ) & target));
        for (bitboard s = us_bb & rq & ~pinned; s;) n += static_cast<unsigned>(popcount<Isa>(rook_attacks<Isa>(pop_lsb(s), occ) & target));
    }

    if (checkers) return n; // a pinned piece can never answer a check, and the king in check cannot castle

    // Pinned pieces move along the line through their king.
    for (bitboard s = pinned & ~b.by_type[1]; s;) {
        const square from = pop_lsb(s);
        const bitboard fb = bb(from), allowed = line(ksq, from);
        if (fb & pawns_bb) {
            bitboard s1 = shift<up_dir>(fb) & empty;
            const bitboard s2 = shift<up_dir>(s1 & rank3) & empty & allowed;
            const bitboard moves = (s1 & allowed) | (pawn_attacks(Us, from) & them_bb & allowed);
            n += (moves & rank8) ? 4u * static_cast<unsigned>(popcount<Isa>(moves)) : static_cast<unsigned>(popcount<Isa>(moves | s2));
        } else {
            bitboard t = 0;
            if (fb & bq) t |= bishop_attacks<Isa>(from, occ);
            if (fb & rq) t |= rook_attacks<Isa>(from, occ);
            n += static_cast<unsigned>(popcount<Isa>(t & target & allowed));
        }
    }

    // 3.8.2 castling (standard squares; see standard_leaf_castling): right kept, path empty, the
    // squares the king crosses and reaches not attacked (its own square is not: no check here).
    constexpr castling ours = white ? (castling::white_king | castling::white_queen) : (castling::black_king | castling::black_queen);
    if ((b.rights & ours) != castling::none) {
        constexpr square f = white ? square::f1 : square::f8, g = white ? square::g1 : square::g8;
        constexpr square d = white ? square::d1 : square::d8, c = white ? square::c1 : square::c8;
        constexpr bitboard king_side_path = standard_castling_path(Us, side::king_side);   // f, g (also the king's walk)
        constexpr bitboard queen_side_path = standard_castling_path(Us, side::queen_side); // b, c, d
        constexpr bitboard queen_side_walk = standard_castling_walk(Us, side::queen_side); // c, d
        if (has(b.rights, castling_right(Us, side::king_side)) && !(occ & king_side_path) && !(near & king_side_path) &&
            (king_quiet ? !(mc->danger & king_side_path)
                        : slider_knight_safe<Us, Isa>(f, occ, their_n, their_bq, their_rq) && slider_knight_safe<Us, Isa>(g, occ, their_n, their_bq, their_rq)))
            ++n;
        if (has(b.rights, castling_right(Us, side::queen_side)) && !(occ & queen_side_path) && !(near & queen_side_walk) &&
            (king_quiet ? !(mc->danger & queen_side_walk)
                        : slider_knight_safe<Us, Isa>(d, occ, their_n, their_bq, their_rq) && slider_knight_safe<Us, Isa>(c, occ, their_n, their_bq, their_rq)))
            ++n;
    }
    return n;
}

//! Fills mc for C, the side that moves after Us in p (the children's side to move at a depth-2
//! node): C's pins and the squares that keep them (quiet moves), C's king squares under attack and
//! the squares that keep those attacks, and C's unpinned knights' and sliders' moves. False: the
//! last part is not worth it (few pieces to share) or not possible (more sliders than mc lists).
template <color Us, class Isa>
constexpr bool prepare_mobility(const position& p, mobility_cache& mc) noexcept {
    constexpr color them = ~Us; // C
    constexpr std::size_t us_i = static_cast<std::size_t>(index(Us)), them_i = static_cast<std::size_t>(index(them));
    const bitboard own = p.by_color[them_i], mover = p.by_color[us_i], occ = own | mover;
    const bitboard queens = p.by_type[4], bq = p.by_type[2] | queens, rq = p.by_type[3] | queens;
    const bitboard sliders = bq | rq;
    const int listed = popcount<Isa>(own & sliders);
    if (listed > mobility_cache::max_sliders || listed + popcount<Isa>(own & p.by_type[1]) < mobility_cache::min_pieces) return false;
    const square k = lsb(own & p.by_type[5]);

    // The mover's sliders on a line of C's king: the pins, and the squares a quiet move avoids.
    bitboard pinned = 0, sens_from = 0;
    for (bitboard s = ((rook_pseudo_attacks(k) & rq) | (bishop_pseudo_attacks(k) & bq)) & mover; s;) {
        const square from = pop_lsb(s);
        const bitboard line_bb = between(k, from), between_bb = line_bb & occ;
        pinned |= more_than_one(between_bb) ? bitboard{0} : between_bb & own;
        sens_from |= line_bb | bb(from);
    }
    mc.pinned = pinned;
    mc.sens_from = sens_from;
    const bitboard diagonal = bishop_pseudo_attacks(k), orthogonal = rook_pseudo_attacks(k);
    mc.sens_to = {pawn_attacks(them, k) | sens_from, knight_attacks(k) | sens_from, diagonal | sens_from,
                  orthogonal | sens_from, diagonal | orthogonal | sens_from, sens_from};

    // C's king squares (steps, and castling's walk while C holds the right), C's king lifted. A
    // square C occupies stays C's, or the mover's after a capture there (king_sens holds it).
    {
        const bitboard occ_nk = occ ^ bb(k);
        const bitboard m_n = mover & p.by_type[1], m_bq = mover & bq, m_rq = mover & rq;
        bitboard region = king_attacks(k);
        if (has(p.rights, castling_right(them, side::king_side))) region |= standard_castling_walk(them, side::king_side);
        if (has(p.rights, castling_right(them, side::queen_side))) region |= standard_castling_walk(them, side::queen_side);
        bitboard sens = king_attacks(k) & own, danger = 0;
        for (bitboard s = region & ~own; s;) {
            const square x = pop_lsb(s);
            const bitboard ba = bishop_attacks<Isa>(x, occ_nk), ra = rook_attacks<Isa>(x, occ_nk), na = knight_attacks(x);
            sens |= ba | ra | na; // attacks are symmetric: a piece on these squares would reach x
            danger |= ((ba & m_bq) | (ra & m_rq) | (na & m_n)) ? bb(x) : bitboard{0};
        }
        mc.king_sens = sens;
        mc.danger = danger;
    }

    // C's unpinned knights' and sliders' moves.
    mc.own = own;
    mc.knights = own & p.by_type[1] & ~pinned;
    mc.listed = own & sliders & ~pinned;
    mc.seen_by = {};
    std::uint64_t base = 0;
    for (bitboard s = mc.knights; s;) base += static_cast<unsigned>(popcount<Isa>(knight_attacks(pop_lsb(s)) & ~own));
    std::size_t i = 0;
    for (bitboard s = mc.listed; s; ++i) {
        const square from = pop_lsb(s);
        const bitboard fb = bb(from);
        bitboard t = 0;
        std::uint8_t kind = 0;
        if (fb & bq) t |= bishop_attacks<Isa>(from, occ), kind |= 1u;
        if (fb & rq) t |= rook_attacks<Isa>(from, occ), kind |= 2u;
        mc.sq[i] = from;
        mc.slot[static_cast<std::size_t>(index(from))] = static_cast<std::uint8_t>(i);
        mc.kind[i] = kind;
        mc.moves[i] = static_cast<std::uint8_t>(popcount<Isa>(t & ~own));
        base += mc.moves[i];
        for (; t;) mc.seen_by[static_cast<std::size_t>(index(pop_lsb(t)))] |= static_cast<std::uint8_t>(1u << i);
    }
    mc.base = base;
    return true;
}

//! The sink of a depth-2 node: each move the generator hands over is played at once on a
//! leaf_board (bitboards only: no move list, no `position` copy) and its child's moves are counted
//! with count_leaf.
template <color Us, class Isa>
struct leaf_sink {
    static constexpr color them = ~Us;
    static constexpr std::size_t us_i = static_cast<std::size_t>(index(Us)), them_i = static_cast<std::size_t>(index(them));
    static constexpr int up = Us == color::white ? 8 : -8;
    const position& p;
    const mobility_cache* mc = nullptr; // filled by prepare_mobility<Us>, or none
    std::uint64_t n = 0;

    //! Takes a captured piece (if any) off `to` and applies the rights the capture keeps.
    constexpr void capture(leaf_board& c, int to, bitboard tb) const noexcept {
        const piece cap = p.board[static_cast<std::size_t>(to)];
        if (cap != piece::none) {
            c.by_type[static_cast<std::size_t>(static_cast<int>(cap) - 6 * index(them))] ^= tb;
            c.by_color[them_i] ^= tb;
            if (c.rights != castling::none) c.rights = c.rights & rights_kept[static_cast<std::size_t>(to)];
        }
    }
    constexpr void add(square from_sq, bitboard targets) noexcept {
        const int from = index(from_sq);
        const piece pc = p.board[static_cast<std::size_t>(from)];
        const auto pt = static_cast<std::size_t>(static_cast<int>(pc) - 6 * index(Us));
        const bitboard fb = bitboard{1} << from;
        leaf_board base{p.by_type, p.by_color, square::none, p.rights};
        base.by_color[us_i] ^= fb;
        base.by_type[pt] ^= fb;
        if (base.rights != castling::none) base.rights = base.rights & rights_kept[static_cast<std::size_t>(from)];
        // The targets that make a move loud (not quiet: see mobility_cache::sens_from): all without a cache.
        const bitboard loud = !mc || (mc->sens_from & fb) ? ~bitboard{0} : mc->sens_to[pt];
        for (; targets;) {
            const int to = index(pop_lsb(targets));
            const bitboard tb = bitboard{1} << to;
            leaf_board c = base;
            c.by_color[us_i] ^= tb;
            c.by_type[pt] ^= tb;
            capture(c, to, tb);
            if (pt == 0 && to - from == 2 * up) { // a pinned pawn's double step (add_pawns has the others)
                const square passed = square_at(from + up);
                if (pawn_attacks(Us, passed) & p.pieces(them, piece_type::pawn)) c.en_passant = passed;
            }
            n += count_leaf<them, Isa>(c, mc, from, to, !(loud & tb));
        }
    }
    constexpr void add_pawns(bitboard targets, int delta) noexcept {
        const bitboard loud_from = mc ? mc->sens_from : ~bitboard{0}, loud_to = mc ? mc->sens_to[0] : ~bitboard{0};
        for (; targets;) {
            const int to = index(pop_lsb(targets)), from = to - delta;
            const bitboard mb = (bitboard{1} << from) | (bitboard{1} << to);
            leaf_board c{p.by_type, p.by_color, square::none, p.rights};
            c.by_color[us_i] ^= mb;
            c.by_type[0] ^= mb;
            if (delta == up) {
            } else if (delta == 2 * up) {
                const square passed = square_at(from + up);
                if (pawn_attacks(Us, passed) & p.pieces(them, piece_type::pawn)) c.en_passant = passed;
            } else {
                capture(c, to, bitboard{1} << to);
            }
            n += count_leaf<them, Isa>(c, mc, from, to, !((loud_from & (bitboard{1} << from)) | (loud_to & (bitboard{1} << to))));
        }
    }
    constexpr void add_promotions(bitboard targets, int delta) noexcept {
        for (; targets;) {
            const int to = index(pop_lsb(targets)), from = to - delta;
            const bitboard tb = bitboard{1} << to;
            leaf_board c{p.by_type, p.by_color, square::none, p.rights};
            c.by_color[us_i] ^= (bitboard{1} << from) | tb;
            c.by_type[0] ^= bitboard{1} << from;
            capture(c, to, tb);
            for (std::size_t t = static_cast<std::size_t>(piece_type::knight); t <= static_cast<std::size_t>(piece_type::queen); ++t) {
                leaf_board promoted = c;
                promoted.by_type[t] ^= tb;
                n += count_leaf<them, Isa>(promoted, mc, from, to, mc && !((mc->sens_from & (bitboard{1} << from)) | (mc->sens_to[t] & tb)));
            }
        }
    }
    //! The generator's add(move): en passant, or castling (standard squares: see standard_leaf_castling).
    constexpr void add(move m) noexcept {
        const int from = index(m.from()), to = index(m.to());
        leaf_board c{p.by_type, p.by_color, square::none, p.rights};
        if (p.board[static_cast<std::size_t>(from)] == make_piece(Us, piece_type::pawn)) { // 3.7.4: the passed pawn is taken
            const bitboard mb = (bitboard{1} << from) | (bitboard{1} << to), vb = bitboard{1} << (to - up);
            c.by_color[us_i] ^= mb;
            c.by_type[0] ^= mb | vb;
            c.by_color[them_i] ^= vb;
        } else { // 3.8.2: the king two squares towards the rook, the rook to the square it crossed
            const int rook_from = to > from ? from + 3 : from - 4, rook_to = (from + to) / 2;
            const bitboard kb = (bitboard{1} << from) | (bitboard{1} << to);
            const bitboard rb = (bitboard{1} << rook_from) | (bitboard{1} << rook_to);
            c.by_color[us_i] ^= kb | rb;
            c.by_type[static_cast<std::size_t>(piece_type::king)] ^= kb;
            c.by_type[static_cast<std::size_t>(piece_type::rook)] ^= rb;
            c.rights = c.rights & rights_kept[static_cast<std::size_t>(from)];
        }
        n += count_leaf<them, Isa>(c);
    }
};

//! One node of the perft tree; `Next::call<C>(child, depth - 1)` recurses (through an entry point
//! compiled for Isa, or plainly in constant evaluation). A depth-2 node plays each move on a
//! leaf_board and counts its children's moves in bulk (leaf_sink); depth 1 only at the root.
template <class Isa, color Us, class Next>
constexpr std::uint64_t perft_node(const position& p, int depth) noexcept {
    const bool fast = standard_leaf_castling(p);
    if (depth == 1 && fast) return count_leaf<Us, Isa>(to_leaf(p));
    if (depth == 1) {
        count_sink<Isa> sink;
        generate<Us, Isa>(p, sink);
        return sink.n;
    }
    if (depth == 2 && fast) {
        mobility_cache mc;
        leaf_sink<Us, Isa> sink{p, prepare_mobility<Us, Isa>(p, mc) ? &mc : nullptr};
        generate<Us, Isa>(p, sink);
        return sink.n;
    }
    move_list moves;
    list_sink sink{moves};
    generate<Us, Isa>(p, sink);
    std::uint64_t n = 0;
    if (depth == 2) {
        for (const move m : moves) {
            count_sink<Isa> leaves;
            generate<~Us, Isa>(play_legal<Us>(p, m), leaves);
            n += leaves.n;
        }
        return n;
    }
    for (const move m : moves) n += Next::template call<~Us>(play_legal<Us>(p, m), depth - 1);
    return n;
}

//! Plain recursion (constant evaluation, other compilers, and the baseline variant).
template <class Isa>
struct perft_plain {
    template <color C>
    static constexpr std::uint64_t call(const position& p, int depth) noexcept {
        return perft_node<Isa, C, perft_plain>(p, depth);
    }
};

using perft_fn = std::uint64_t (*)(const position&, int) noexcept;

//! The instruction-set variants of perft this build has, for the CPU it runs on or forced.
enum class perft_path : std::uint8_t { baseline, popcnt, bmi2 };

#if !defined(CHESSLAW_COMPILED) || defined(CHESSLAW_COMPILED_SOURCE)
// The run-time search itself: three copies of the generator (baseline, POPCNT, BMI2), most of what
// a file that calls perft costs to compile. Compiled here in header-only use; with
// chesslaw::compiled (CHESSLAW_COMPILED) once, in that library (kernel/src/compiled.cpp).

//! The start of a run-time search with Isa (the baseline needs no attributes).
inline std::uint64_t perft_run_baseline(const position& p, int depth) noexcept {
    return p.side_to_move == color::white ? perft_plain<isa::baseline>::call<color::white>(p, depth)
                                          : perft_plain<isa::baseline>::call<color::black>(p, depth);
}

#if CHESSLAW_DISPATCH
// Each variant: two mutually recursive entry points (white / black to move) compiled for the
// instruction set, with the node code flattened into them. `noinline` keeps `flatten` from also
// inlining each entry point into the other (they are templates: GCC refuses `noinline` on an
// `inline` function, and a template has the same one-definition linkage; GCC 12 -O2: a file that calls perft compiled in 87 s
// with it, 30 s without; perft(start, 5) +2.6 % instructions under callgrind, wall time the same).
#define CHESSLAW_PERFT_VARIANT(NAME, ISA, TARGET)                                                          \
    template <int = 0> [[gnu::target(TARGET), gnu::flatten, gnu::noinline]] std::uint64_t perft_##NAME##_white(const position&, int) noexcept; \
    template <int = 0> [[gnu::target(TARGET), gnu::flatten, gnu::noinline]] std::uint64_t perft_##NAME##_black(const position&, int) noexcept; \
    struct perft_##NAME##_next {                                                                            \
        template <color C>                                                                                  \
        static std::uint64_t call(const position& p, int depth) noexcept {                                  \
            if constexpr (C == color::white) return perft_##NAME##_white(p, depth);                        \
            else return perft_##NAME##_black(p, depth);                                                      \
        }                                                                                                   \
    };                                                                                                      \
    template <int> [[gnu::target(TARGET), gnu::flatten, gnu::noinline]] std::uint64_t perft_##NAME##_white(const position& p, int depth) noexcept { \
        return perft_node<ISA, color::white, perft_##NAME##_next>(p, depth);                                \
    }                                                                                                       \
    template <int> [[gnu::target(TARGET), gnu::flatten, gnu::noinline]] std::uint64_t perft_##NAME##_black(const position& p, int depth) noexcept { \
        return perft_node<ISA, color::black, perft_##NAME##_next>(p, depth);                                \
    }                                                                                                       \
    inline std::uint64_t perft_run_##NAME(const position& p, int depth) noexcept {                          \
        return p.side_to_move == color::white ? perft_##NAME##_white(p, depth) : perft_##NAME##_black(p, depth); \
    }

CHESSLAW_PERFT_VARIANT(popcnt, isa::popcnt, "popcnt")
CHESSLAW_PERFT_VARIANT(bmi2, isa::bmi2, "popcnt,bmi,bmi2")
#undef CHESSLAW_PERFT_VARIANT
#endif

//! The variants compiled in this translation unit.
inline perft_fn perft_variant_here(perft_path path) noexcept {
#if CHESSLAW_DISPATCH
    switch (path) {
    case perft_path::bmi2: return perft_run_bmi2;
    case perft_path::popcnt: return perft_run_popcnt;
    case perft_path::baseline: break;
    }
#else
    (void)path;
#endif
    return perft_run_baseline;
}
#endif

#if defined(CHESSLAW_COMPILED)
//! Defined in chesslaw::compiled (kernel/src/compiled.cpp): perft_variant_here compiled there.
perft_fn compiled_perft_variant(perft_path path) noexcept;
#endif

//! The run-time entry point of each variant (perft_path::baseline: the plain x86-64 code, forced).
//! CHESSLAW_COMPILED must be defined in every file of a program or in none (chesslaw::compiled
//! defines it for its users).
inline perft_fn perft_variant(perft_path path) noexcept {
#if defined(CHESSLAW_COMPILED)
    return compiled_perft_variant(path);
#else
    return perft_variant_here(path);
#endif
}

//! The best path for this CPU. PEXT is microcoded (slow) on AMD before Zen 3: POPCNT with magic
//! multiplication is used there.
inline perft_path best_perft_path() noexcept {
#if CHESSLAW_DISPATCH
    __builtin_cpu_init();
    if (__builtin_cpu_supports("popcnt")) {
        if (__builtin_cpu_supports("bmi2") && !__builtin_cpu_is("znver1") && !__builtin_cpu_is("znver2"))
            return perft_path::bmi2;
        return perft_path::popcnt;
    }
#endif
    return perft_path::baseline;
}

inline std::uint64_t perft_dispatch(const position& p, int depth) noexcept {
    static const perft_fn best = perft_variant(best_perft_path());
    return best(p, depth);
}

} // namespace detail

constexpr std::uint64_t perft(const position& p, int depth) noexcept {
    if (depth <= 0) return 1;
    if (std::is_constant_evaluated())
        return p.side_to_move == color::white ? detail::perft_plain<isa::baseline>::call<color::white>(p, depth)
                                              : detail::perft_plain<isa::baseline>::call<color::black>(p, depth);
    return detail::perft_dispatch(p, depth);
}

struct divide_entry {
    move m;
    std::uint64_t nodes;
};

//! perft of each root move at depth - 1, in generation order (at least depth 1).
struct divide_result {
    divide_entry entries[move_list::capacity]{}; // initialised: clang copies no indeterminate value in constant evaluation
    int size = 0;
    std::uint64_t total = 0;
    constexpr const divide_entry* begin() const noexcept { return entries; }
    constexpr const divide_entry* end() const noexcept { return entries + size; }
};

constexpr divide_result perft_divide(const position& p, int depth) noexcept {
    divide_result r;
    if (std::is_constant_evaluated()) // clang will not copy unwritten entries out of a constant expression
        for (divide_entry& e : r.entries) e = divide_entry{move(square::a1, square::a1), 0};
    for (const move m : legal_moves(p)) {
        const std::uint64_t n = perft(make_move(p, m), depth - 1);
        r.entries[r.size++] = divide_entry{m, n};
        r.total += n;
    }
    return r;
}

} // namespace chesslaw
