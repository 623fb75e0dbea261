#pragma once
//! Attack geometry of each piece type on an empty or occupied board (no clause logic, no
//! legality): the squares a piece standing on `s` reaches per Articles 3.2–3.8.
//!
//! Compile time and run time share one source of truth: the ray walk in `detail::ray_attacks`.
//! At run time slider attacks come from magic-bitboard tables built once, on first use, from
//! that same ray walk (so the two paths cannot disagree; a unit test compares them on every
//! square and many occupancies). In constant evaluation the ray walk is used directly.

#include <array>
#include <bit>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <type_traits>
#if defined(__linux__)
#include <sys/mman.h>
#endif

#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw {

namespace detail {

constexpr int file_index(int sq) noexcept { return sq & 7; }
constexpr int rank_index(int sq) noexcept { return sq >> 3; }

//! Squares reached from sq stepping (df, dr) until the board edge or the first occupied square (inclusive).
constexpr bitboard ray(int sq, int df, int dr, bitboard occupied) noexcept {
    bitboard out = 0;
    int f = file_index(sq) + df, r = rank_index(sq) + dr;
    while (f >= 0 && f < 8 && r >= 0 && r < 8) {
        const bitboard b = bitboard{1} << (r * 8 + f);
        out |= b;
        if (occupied & b) break;
        f += df;
        r += dr;
    }
    return out;
}

constexpr bitboard ray_attacks_bishop(int sq, bitboard occ) noexcept {
    return ray(sq, 1, 1, occ) | ray(sq, -1, 1, occ) | ray(sq, 1, -1, occ) | ray(sq, -1, -1, occ);
}
constexpr bitboard ray_attacks_rook(int sq, bitboard occ) noexcept {
    return ray(sq, 1, 0, occ) | ray(sq, -1, 0, occ) | ray(sq, 0, 1, occ) | ray(sq, 0, -1, occ);
}

//! The rays of the empty board from each square: r[0..3] towards higher square indices (north,
//! east, north-east, north-west), r[4..7] towards lower ones (south, west, south-west, south-east).
struct ray_masks {
    std::array<std::array<bitboard, 64>, 8> r{};
};
constexpr ray_masks make_ray_masks() noexcept {
    constexpr int d[8][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}};
    ray_masks m;
    for (std::size_t k = 0; k < 8; ++k)
        for (int sq = 0; sq < 64; ++sq) m.r[k][static_cast<std::size_t>(sq)] = ray(sq, d[k][0], d[k][1], 0);
    return m;
}
inline constexpr ray_masks rays = make_ray_masks();

//! The ray K from sq up to its first occupied square: the nearest blocker is the lowest set bit
//! (K < 4) or the highest (K >= 4); a sentinel on h8 / a1, whose ray in that direction is empty,
//! stands in when there is none. No branch, two loads from 4 KB.
template <std::size_t K>
constexpr bitboard blocked_ray(int sq, bitboard occ) noexcept {
    const bitboard a = rays.r[K][static_cast<std::size_t>(sq)];
    if constexpr (K < 4) return a ^ rays.r[K][static_cast<std::size_t>(std::countr_zero((a & occ) | (bitboard{1} << 63)))];
    else return a ^ rays.r[K][static_cast<std::size_t>(63 - std::countl_zero((a & occ) | bitboard{1}))];
}

constexpr bitboard leaper(int sq, const int (&deltas)[8][2]) noexcept {
    bitboard out = 0;
    for (const auto& d : deltas) {
        const int f = file_index(sq) + d[0], r = rank_index(sq) + d[1];
        if (f >= 0 && f < 8 && r >= 0 && r < 8) out |= bitboard{1} << (r * 8 + f);
    }
    return out;
}

struct leaper_tables {
    std::array<bitboard, 64> knight{}, king{};
    std::array<std::array<bitboard, 64>, 2> pawn{};
};

constexpr leaper_tables make_leaper_tables() noexcept {
    constexpr int knight_d[8][2] = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    constexpr int king_d[8][2] = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    leaper_tables t;
    for (int s = 0; s < 64; ++s) {
        t.knight[s] = leaper(s, knight_d);
        t.king[s] = leaper(s, king_d);
        const bitboard b = bitboard{1} << s;
        t.pawn[0][s] = shift<direction::north_east>(b) | shift<direction::north_west>(b);
        t.pawn[1][s] = shift<direction::south_east>(b) | shift<direction::south_west>(b);
    }
    return t;
}

inline constexpr leaper_tables leapers = make_leaper_tables();

//! Slider attacks on an empty board (the pin and sniper candidates), built at compile time.
struct pseudo_tables {
    std::array<bitboard, 64> bishop{}, rook{};
};
constexpr pseudo_tables make_pseudo_tables() noexcept {
    pseudo_tables t;
    for (int s = 0; s < 64; ++s) {
        t.bishop[s] = ray_attacks_bishop(s, 0);
        t.rook[s] = ray_attacks_rook(s, 0);
    }
    return t;
}
inline constexpr pseudo_tables pseudo = make_pseudo_tables();

// ---- run-time magic bitboards -------------------------------------------------------------

struct magic {
    bitboard mask;
    bitboard factor;
    unsigned offset;
    unsigned shift;
    constexpr unsigned index(bitboard occ) const noexcept {
        return offset + static_cast<unsigned>(((occ & mask) * factor) >> shift);
    }
};

struct slider_tables {
    static constexpr unsigned rook_size = 102400, bishop_size = 5248;
    std::array<magic, 64> rook{}, bishop{};
    std::array<bitboard, rook_size + bishop_size> attacks{}; //!< indexed by magic multiplication
    std::array<std::array<bitboard, 64>, 64> between{}; //!< squares strictly between two aligned squares
    std::array<std::array<bitboard, 64>, 64> line{};    //!< the whole line through two aligned squares
};

constexpr bitboard edges_excluded(int sq) noexcept {
    const bitboard ranks = (rank_bb(rank::r1) | rank_bb(rank::r8)) & ~rank_bb(static_cast<rank>(rank_index(sq)));
    const bitboard files = (file_bb(file::a) | file_bb(file::h)) & ~file_bb(static_cast<file>(file_index(sq)));
    return ~(ranks | files);
}

//! Storage for a run-time table that lives for the whole program (never freed). On Linux it is
//! asked for in 2 MiB transparent huge pages: one page fault instead of one per 4 KiB (in a
//! virtual machine each costs microseconds: hundreds of them were most of the tables' build
//! time), and one TLB entry for the lookups of a search.
template <class T>
[[gnu::cold]] T* new_table() {
#if defined(__linux__) && defined(MADV_HUGEPAGE)
    constexpr std::size_t huge = std::size_t{1} << 21;
    const std::size_t size = (sizeof(T) + huge - 1) / huge * huge;
    if (void* p = std::aligned_alloc(huge, size)) {
        ::madvise(p, size, MADV_HUGEPAGE); // advice only: without it, ordinary pages
        return ::new (p) T{};
    }
#endif
    return new T{};
}

//! Deterministic xorshift64* generator for the magic search (the tables are identical in every run).
struct prng {
    std::uint64_t s;
    std::uint64_t next() noexcept {
        s ^= s >> 12;
        s ^= s << 25;
        s ^= s >> 27;
        return s * 2685821657736338717ULL;
    }
    std::uint64_t sparse() noexcept { return next() & next() & next(); }
};

//! Magic factors found by the search below (the project's own output, recorded so that start-up
//! does not repeat the search: it took about half a second). The filler verifies each one and
//! falls back to the search if a factor ever fails.
inline constexpr std::array<bitboard, 64> rook_factors{
    0x1080004008801020ULL, 0x0840092002c03000ULL, 0x1900200010400900ULL, 0x0880100008000480ULL,
    0x4200100420080200ULL, 0x8100020100080400ULL, 0x0200040110886200ULL, 0x0200008040220411ULL,
    0x0404800084400220ULL, 0x0000401000402000ULL, 0x0086001081220440ULL, 0x0408800800100280ULL,
    0x000a001201040820ULL, 0x8848800200840080ULL, 0x4001000100040200ULL, 0x0442000102105084ULL,
    0x9080010020804100ULL, 0x0040404000201009ULL, 0x0000808010002009ULL, 0x2200090021d00100ULL,
    0x0008008008040080ULL, 0x0004004002010040ULL, 0x0011040008015042ULL, 0x00000a0001768104ULL,
    0x0000800080204009ULL, 0x2010004140002001ULL, 0x9800200280100080ULL, 0x1000100080080080ULL,
    0x0442000a00049020ULL, 0x2100040080020080ULL, 0x0800120400900148ULL, 0x0010040a00128541ULL,
    0x2800804000800030ULL, 0x1010002000400041ULL, 0x4000200011004100ULL, 0x0610008410800800ULL,
    0x0400802402800800ULL, 0xc100020080800400ULL, 0x0002000802000401ULL, 0x0182085882000401ULL,
    0x0220204000808000ULL, 0x2860100040024022ULL, 0x0001002004110040ULL, 0x99101042000a0020ULL,
    0x0004080004008080ULL, 0x0010040002008080ULL, 0x2012004881020004ULL, 0x8300842444820011ULL,
    0x0088403882010200ULL, 0x0820400080210100ULL, 0x0110910040a00300ULL, 0x0801100280080480ULL,
    0x0242009008200600ULL, 0x1002000489500200ULL, 0x0040800200010080ULL, 0x0091800041000080ULL,
    0x0000209300488001ULL, 0x04c1002414824001ULL, 0x020020000b001041ULL, 0x7000100004200901ULL,
    0x8002002004100802ULL, 0x30010002084c0007ULL, 0x0888221800813004ULL, 0x4000002840840112ULL
};
inline constexpr std::array<bitboard, 64> bishop_factors{
    0x2048017020910100ULL, 0x0044410424008008ULL, 0x040828a400900000ULL, 0x8002209200022000ULL,
    0x0002021000540002ULL, 0x0021018840000000ULL, 0x00009e8420204002ULL, 0x00a0920110084480ULL,
    0x4003062018010110ULL, 0x0221046812004e09ULL, 0x01e11002958912a0ULL, 0x0000044410804000ULL,
    0x0000821210000080ULL, 0x080201102210a800ULL, 0x0080040411045004ULL, 0x00704a1842021000ULL,
    0x1005061070322800ULL, 0x0018001010410444ULL, 0x0010000800401420ULL, 0x2204002844000800ULL,
    0x2052020412022280ULL, 0x000a020101008208ULL, 0x0040400201042000ULL, 0x03e1082040480410ULL,
    0x1004200004208414ULL, 0x08700400984808c8ULL, 0x0088080004004410ULL, 0x008c0240140100a2ULL,
    0x0008840001822000ULL, 0x0050088001080100ULL, 0x98140840040a2200ULL, 0x3002020900210110ULL,
    0x1004040640206000ULL, 0x1090909000840400ULL, 0x9002444810100020ULL, 0x4000020080080080ULL,
    0x0028020400011010ULL, 0x0290808300020100ULL, 0x8010020882004410ULL, 0x0604010040082c20ULL,
    0x20040104c0801008ULL, 0x6004208424001050ULL, 0x1002840041000800ULL, 0x0200042018000102ULL,
    0xa8002000a0821c00ULL, 0x0040080802201910ULL, 0x0222620444000100ULL, 0x0002080041020088ULL,
    0x1500820110401050ULL, 0x0000492090100080ULL, 0x0900410041100000ULL, 0x0302000420880000ULL,
    0x0010501202020020ULL, 0x0008200490049040ULL, 0x0462080214a40120ULL, 0x2421310102008100ULL,
    0x2400420080884060ULL, 0x0800804406184208ULL, 0x0b0080124a084400ULL, 0x082e082300840412ULL,
    0x6051049040082200ULL, 0xc610211002102101ULL, 0x0000048808010433ULL, 0x0010200804405440ULL
};

//! A slider's attacks from the ray masks (blocked_ray): what the tables below are filled with
//! (the same sets as ray_attacks_rook / ray_attacks_bishop, a few times cheaper to compute).
template <bool Rook>
constexpr bitboard slider_by_rays(int sq, bitboard occ) noexcept {
    if constexpr (Rook) return blocked_ray<0>(sq, occ) | blocked_ray<1>(sq, occ) | blocked_ray<4>(sq, occ) | blocked_ray<5>(sq, occ);
    else return blocked_ray<2>(sq, occ) | blocked_ray<3>(sq, occ) | blocked_ray<6>(sq, occ) | blocked_ray<7>(sq, occ);
}

template <bool Rook>
inline void init_magics(slider_tables& t, unsigned& offset) {
    std::array<bitboard, 4096> occupancy{}, reference{};
    std::array<unsigned, 4096> epoch{};
    unsigned attempt = 0;
    prng rng{Rook ? 0x9E3779B97F4A7C15ULL : 0xD1B54A32D192ED03ULL};
    for (int sq = 0; sq < 64; ++sq) {
        magic& m = Rook ? t.rook[sq] : t.bishop[sq];
        m.mask = (Rook ? ray_attacks_rook(sq, 0) : ray_attacks_bishop(sq, 0)) & edges_excluded(sq);
        const int bits = popcount(m.mask);
        m.shift = static_cast<unsigned>(64 - bits);
        m.offset = offset;
        int n = 0;
        bitboard sub = 0;
        do { // every subset of the mask (carry-rippler: increasing order, i.e. n == pext(sub, mask))
            occupancy[n] = sub;
            reference[n] = slider_by_rays<Rook>(sq, sub);
            ++n;
            sub = (sub - m.mask) & m.mask;
        } while (sub);
        bitboard* table = t.attacks.data() + offset;
        for (bool recorded = true;; recorded = false) {
            m.factor = recorded ? (Rook ? rook_factors : bishop_factors)[static_cast<std::size_t>(sq)] : rng.sparse();
            if (!recorded && popcount((m.mask * m.factor) >> 56) < 6) continue;
            ++attempt;
            bool ok = true;
            for (int i = 0; i < n && ok; ++i) {
                const unsigned idx = static_cast<unsigned>(((occupancy[i] & m.mask) * m.factor) >> m.shift);
                if (epoch[idx] != attempt) {
                    epoch[idx] = attempt;
                    table[idx] = reference[i];
                } else if (table[idx] != reference[i]) {
                    ok = false;
                }
            }
            if (ok) break;
        }
        offset += 1u << bits;
    }
}

[[gnu::noinline, gnu::cold]] inline slider_tables* build_slider_tables() {
    auto* t = new_table<slider_tables>(); // ~0.9 MB
    unsigned offset = 0;
    init_magics<true>(*t, offset);
    init_magics<false>(*t, offset);
    // between / line: from each square along each of the 8 directions, nearest square first (the
    // directions of make_ray_masks; k and k + 4 are opposite).
    constexpr int d[8][2] = {{0, 1}, {1, 0}, {1, 1}, {-1, 1}, {0, -1}, {-1, 0}, {-1, -1}, {1, -1}};
    for (int a = 0; a < 64; ++a) {
        for (std::size_t k = 0; k < 8; ++k) {
            const bitboard through = rays.r[k][static_cast<std::size_t>(a)] | rays.r[(k + 4) & 7][static_cast<std::size_t>(a)] | (bitboard{1} << a);
            bitboard passed = 0;
            for (int f = file_index(a) + d[k][0], r = rank_index(a) + d[k][1]; f >= 0 && f < 8 && r >= 0 && r < 8; f += d[k][0], r += d[k][1]) {
                const int b = r * 8 + f;
                t->between[a][b] = passed;
                t->line[a][b] = through;
                passed |= bitboard{1} << b;
            }
        }
    }
    return t;
}

//! The run-time tables, built on first use (thread-safe static initialisation). `const`: every
//! call returns the same pointer, so the compiler may merge the calls of one search node (the
//! first-use guard is then checked once per node, not once per slider lookup).
[[gnu::const, gnu::noinline]] inline const slider_tables* slider_tables_ptr() noexcept {
    static const slider_tables* const t = build_slider_tables();
    return t;
}
inline const slider_tables& sliders() noexcept { return *slider_tables_ptr(); }

//! The PEXT-indexed attack table (the magic tables' offsets and masks; entry n of a square is the
//! attack set of the n-th subset of its mask, which is PEXT(occupancy, mask) = n). Built on the
//! first PEXT lookup only: a program that never runs a BMI2 path (the audit, a baseline build)
//! neither fills nor touches its 0.86 MB.
[[gnu::noinline, gnu::cold]] inline const bitboard* build_pext_table() {
    const slider_tables& t = *slider_tables_ptr();
    auto* out = new_table<std::array<bitboard, slider_tables::rook_size + slider_tables::bishop_size>>();
    for (const bool rook : {true, false}) {
        for (int sq = 0; sq < 64; ++sq) {
            const magic& m = rook ? t.rook[static_cast<std::size_t>(sq)] : t.bishop[static_cast<std::size_t>(sq)];
            unsigned n = 0;
            bitboard sub = 0;
            do { // carry-rippler: increasing order, i.e. n == pext(sub, mask)
                (*out)[m.offset + n++] = rook ? slider_by_rays<true>(sq, sub) : slider_by_rays<false>(sq, sub);
                sub = (sub - m.mask) & m.mask;
            } while (sub);
        }
    }
    return out->data();
}
[[gnu::const, gnu::noinline]] inline const bitboard* pext_table() noexcept {
    static const bitboard* const t = build_pext_table();
    return t;
}

constexpr bitboard between_slow(int a, int b) noexcept {
    const int df = file_index(b) - file_index(a), dr = rank_index(b) - rank_index(a);
    if (a == b || !(df == 0 || dr == 0 || df == dr || df == -dr)) return 0;
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    bitboard out = 0;
    for (int f = file_index(a) + sf, r = rank_index(a) + sr; r * 8 + f != b; f += sf, r += sr) out |= bitboard{1} << (r * 8 + f);
    return out;
}

constexpr bitboard line_slow(int a, int b) noexcept {
    const int df = file_index(b) - file_index(a), dr = rank_index(b) - rank_index(a);
    if (a == b || !(df == 0 || dr == 0 || df == dr || df == -dr)) return 0;
    const int sf = (df > 0) - (df < 0), sr = (dr > 0) - (dr < 0);
    return ray(a, sf, sr, 0) | ray(a, -sf, -sr, 0) | (bitboard{1} << a);
}

} // namespace detail

constexpr bitboard knight_attacks(square s) noexcept { return detail::leapers.knight[index(s)]; }
constexpr bitboard king_attacks(square s) noexcept { return detail::leapers.king[index(s)]; }
//! Squares a pawn of colour c on s attacks (diagonally forward, 3.7.3).
constexpr bitboard pawn_attacks(color c, square s) noexcept { return detail::leapers.pawn[index(c)][index(s)]; }

template <color C>
constexpr bitboard pawn_attacks_set(bitboard pawns) noexcept {
    if constexpr (C == color::white) return shift<direction::north_east>(pawns) | shift<direction::north_west>(pawns);
    else return shift<direction::south_east>(pawns) | shift<direction::south_west>(pawns);
}

//! Slider attacks for instruction set Isa: PEXT-indexed tables where Isa has BMI2 (the caller is
//! then compiled for it, see perft.hpp), magic multiplication otherwise, the ray walk in constant
//! evaluation. All three come from the same ray walk, so they cannot disagree.
template <class Isa>
constexpr bitboard bishop_attacks(square s, bitboard occupied) noexcept {
    if (std::is_constant_evaluated()) return detail::ray_attacks_bishop(index(s), occupied);
    const auto& t = detail::sliders();
    const detail::magic& m = t.bishop[static_cast<std::size_t>(index(s))];
#if CHESSLAW_DISPATCH
    if constexpr (Isa::has_pext) return detail::pext_table()[m.offset + static_cast<unsigned>(detail::pext_hw(occupied, m.mask))];
#endif
    return t.attacks[m.index(occupied)];
}
template <class Isa>
constexpr bitboard rook_attacks(square s, bitboard occupied) noexcept {
    if (std::is_constant_evaluated()) return detail::ray_attacks_rook(index(s), occupied);
    const auto& t = detail::sliders();
    const detail::magic& m = t.rook[static_cast<std::size_t>(index(s))];
#if CHESSLAW_DISPATCH
    if constexpr (Isa::has_pext) return detail::pext_table()[m.offset + static_cast<unsigned>(detail::pext_hw(occupied, m.mask))];
#endif
    return t.attacks[m.index(occupied)];
}
constexpr bitboard bishop_attacks(square s, bitboard occupied) noexcept { return bishop_attacks<isa::compiled>(s, occupied); }
constexpr bitboard rook_attacks(square s, bitboard occupied) noexcept { return rook_attacks<isa::compiled>(s, occupied); }
//! The same slider attacks from 4 KB of ray masks and bit scans, for code that looks up a slider
//! now and then across many positions (the audit's SAN reading, one or two lookups a ply): there
//! the 0.8 MB rook table of the magic and PEXT lookups misses the cache on most lookups.
constexpr bitboard bishop_attacks_by_rays(square s, bitboard occupied) noexcept {
    return detail::slider_by_rays<false>(index(s), occupied);
}
constexpr bitboard rook_attacks_by_rays(square s, bitboard occupied) noexcept {
    return detail::slider_by_rays<true>(index(s), occupied);
}
//! Slider attacks on an empty board.
constexpr bitboard bishop_pseudo_attacks(square s) noexcept { return detail::pseudo.bishop[static_cast<std::size_t>(index(s))]; }
constexpr bitboard rook_pseudo_attacks(square s) noexcept { return detail::pseudo.rook[static_cast<std::size_t>(index(s))]; }
constexpr bitboard queen_attacks(square s, bitboard occupied) noexcept {
    return bishop_attacks(s, occupied) | rook_attacks(s, occupied);
}

//! Squares attacked by a piece of type t and colour c standing on s, given the occupancy.
constexpr bitboard attacks(piece_type t, color c, square s, bitboard occupied) noexcept {
    switch (t) {
    case piece_type::pawn: return pawn_attacks(c, s);
    case piece_type::knight: return knight_attacks(s);
    case piece_type::bishop: return bishop_attacks(s, occupied);
    case piece_type::rook: return rook_attacks(s, occupied);
    case piece_type::queen: return queen_attacks(s, occupied);
    case piece_type::king: return king_attacks(s);
    }
    return 0;
}

//! Squares strictly between a and b when they share a rank, file or diagonal; otherwise empty.
constexpr bitboard between(square a, square b) noexcept {
    if (std::is_constant_evaluated()) return detail::between_slow(index(a), index(b));
    return detail::sliders().between[index(a)][index(b)];
}
//! The full rank, file or diagonal through a and b (both included); empty when not aligned.
constexpr bitboard line(square a, square b) noexcept {
    if (std::is_constant_evaluated()) return detail::line_slow(index(a), index(b));
    return detail::sliders().line[index(a)][index(b)];
}
constexpr bool aligned(square a, square b, square c) noexcept { return contains(line(a, b), c); }

} // namespace chesslaw
