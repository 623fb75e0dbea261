#pragma once
//! Every position reachable from a position, enumerated: the proof half of "can this side still
//! checkmate?" (5.2.2, 6.9, 5.1.2 of the 2023 Laws: "by any possible series of legal moves").
//!
//! Breadth-first over *all* legal moves of both sides, each position once (an exact key, no hash
//! collisions can hide a position). The enumeration ends in one of three ways:
//! - a checkmate of the side asked about is reached: the path to it is a helpmate line (the
//!   shortest one, breadth first) — a certificate that the other side *can* checkmate;
//! - every reachable position was visited and none is such a checkmate: a proof that it *cannot*;
//! - the budget of positions ran out: nothing is proved.
//!
//! Positions from which a static proof says the mating side cannot checkmate are not expanded:
//! the certain material rules (rules/material.hpp: no series of moves gives that side material
//! back) and the fixed pawns (analysis/fixed_pawns.hpp: that king is never attacked again).
//! The 50-/75-move and repetition rules are not applied: the Laws' question is whether a series of
//! legal moves exists, and a game a claim or 9.6 would end is still a series of legal moves
//! (CHA, Ambrona 2022, asks it the same way). Header-only; constexpr where the allocation is
//! transient (small enumerations run at compile time: tests/static/unwinnable.cpp).

#include <array>
#include <cstdint>
#include <optional>
#include <vector>

#include <chesslaw/analysis/fixed_pawns.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/rules/material.hpp>

namespace chesslaw::analysis {

//! A position's exact key for the enumeration: the occupied squares, the men on them in square
//! order (four bits each; at most 32 men), the side to move, castling rights and e.p. square.
//! The clocks are left out: they change no legal move.
struct position_key {
    std::array<std::uint64_t, 4> w{};
    friend constexpr bool operator==(const position_key&, const position_key&) = default;
};

//! Whether p fits a key (at most 32 men).
constexpr bool keyable(const position& p) noexcept { return popcount(p.occupied()) <= 32; }

//! The key of p (keyable(p) must hold).
constexpr position_key key_of(const position& p) noexcept {
    position_key k;
    k.w[0] = p.occupied();
    int n = 0;
    for (bitboard b = p.occupied(); b; ++n) {
        const square s = pop_lsb(b);
        k.w[1 + n / 16] |= static_cast<std::uint64_t>(p.piece_on(s)) << (4 * (n % 16));
    }
    k.w[3] = static_cast<std::uint64_t>(index(p.side_to_move)) | (static_cast<std::uint64_t>(p.rights) << 1) |
             (static_cast<std::uint64_t>(p.en_passant) << 5);
    return k;
}

//! The position of a key (clocks zero, fullmove 1).
constexpr position from_key(const position_key& k) noexcept {
    position p;
    int n = 0;
    for (bitboard b = k.w[0]; b; ++n) {
        const square s = pop_lsb(b);
        p.put(static_cast<piece>((k.w[1 + n / 16] >> (4 * (n % 16))) & 15), s);
    }
    p.side_to_move = static_cast<color>(k.w[3] & 1);
    p.rights = static_cast<castling>((k.w[3] >> 1) & 15);
    p.en_passant = static_cast<square>((k.w[3] >> 5) & 127);
    return p;
}

//! A 64-bit mix of a key (splitmix64 finaliser over the words).
constexpr std::uint64_t hash(const position_key& k) noexcept {
    std::uint64_t h = 0x9e3779b97f4a7c15ULL;
    for (const std::uint64_t x : k.w) {
        h ^= x + 0x9e3779b97f4a7c15ULL + (h << 6) + (h >> 2);
        h ^= h >> 30;
        h *= 0xbf58476d1ce4e5b9ULL;
        h ^= h >> 27;
        h *= 0x94d049bb133111ebULL;
        h ^= h >> 31;
    }
    return h;
}

//! The visited positions in the order found, with the position and move each was reached from
//! (the breadth-first queue and the path back), and an open-addressing index over them.
class visited_positions {
public:
    static constexpr std::uint32_t none = 0xffffffffU;
    //! Adds k reached from `parent` by `via`; false if k was there already.
    constexpr bool insert(const position_key& k, std::uint32_t parent, move via) {
        if (2 * (keys_.size() + 1) > slots_.size()) grow();
        const std::size_t mask = slots_.size() - 1;
        for (std::size_t i = hash(k) & mask;; i = (i + 1) & mask) {
            if (slots_[i] == none) {
                slots_[i] = static_cast<std::uint32_t>(keys_.size());
                keys_.push_back(k);
                parent_.push_back(parent);
                via_.push_back(via);
                return true;
            }
            if (keys_[slots_[i]] == k) return false;
        }
    }
    constexpr std::size_t size() const noexcept { return keys_.size(); }
    constexpr const position_key& key(std::size_t i) const noexcept { return keys_[i]; }
    //! The moves from the first position to position i.
    constexpr std::vector<move> path_to(std::uint32_t i) const {
        std::vector<move> line;
        for (; parent_[i] != none; i = parent_[i]) line.push_back(via_[i]);
        for (std::size_t a = 0, b = line.size(); a + 1 < b; ++a, --b) {
            const move t = line[a];
            line[a] = line[b - 1];
            line[b - 1] = t;
        }
        return line;
    }

private:
    constexpr void grow() {
        std::vector<std::uint32_t> s(slots_.empty() ? 1024 : 2 * slots_.size(), none);
        const std::size_t mask = s.size() - 1;
        for (std::uint32_t j = 0; j < keys_.size(); ++j) {
            std::size_t i = hash(keys_[j]) & mask;
            while (s[i] != none) i = (i + 1) & mask;
            s[i] = j;
        }
        slots_ = std::move(s);
    }
    std::vector<position_key> keys_;
    std::vector<std::uint32_t> parent_;
    std::vector<move> via_;
    std::vector<std::uint32_t> slots_;
};

//! How an enumeration ended.
enum class enumeration_end : std::uint8_t {
    mate_found, //!< a checkmate of the side asked about is reachable: `line` leads to it
    exhausted,  //!< every reachable position was visited; none is such a checkmate
    budget,     //!< more positions are reachable than the budget allows: nothing proved
    too_many_men, //!< more than 32 men: the key cannot hold the position (FEN can write such)
};

//! What an enumeration found, with the facts a proof cites.
struct enumeration {
    enumeration_end end = enumeration_end::budget;
    std::vector<move> line;        //!< mate_found: the moves from the start to the checkmate
    std::uint64_t positions = 0;   //!< positions visited
    std::uint64_t pruned = 0;      //!< of them, positions not expanded (the mating side's material cannot mate)
    std::array<bitboard, 2> pawns_fixed{}; //!< exhausted: the pawns of each colour on their start squares in every visited position
    std::array<bitboard, 2> king_squares{}; //!< exhausted: every square each king stands on in some visited position
};

//! Whether the king of `mated` can be checkmated after p as far as the static proofs know: false
//! when the certain material rules say the other side cannot checkmate, or the pawns are fixed
//! and that king is never attacked (analysis/fixed_pawns.hpp).
constexpr bool may_be_mated(const position& p, color mated) noexcept {
    if (rules::why_cannot_checkmate(p, ~mated) != rules::cannot_mate_reason::none) return false;
    return !prove_fixed_pawns(p, mated);
}

//! Whether the positions after p can contain a checkmate of `mated` (nullopt: of either side).
constexpr bool may_lead_to_mate(const position& p, std::optional<color> mated) noexcept {
    if (mated) return may_be_mated(p, *mated);
    return may_be_mated(p, color::white) || may_be_mated(p, color::black);
}

//! Enumerates the positions reachable from p, at most `budget` of them, looking for a checkmate
//! of `mated` (nullopt: of either side — the 5.2.2 question). See the file comment.
constexpr enumeration enumerate_reachable(const position& p, std::optional<color> mated, std::uint64_t budget) {
    enumeration r;
    if (!keyable(p)) {
        r.end = enumeration_end::too_many_men;
        return r;
    }
    visited_positions seen;
    seen.insert(key_of(p), visited_positions::none, move{});
    r.pawns_fixed = {p.pieces(color::white, piece_type::pawn), p.pieces(color::black, piece_type::pawn)};
    for (std::uint32_t i = 0; i < seen.size(); ++i) {
        const position q = from_key(seen.key(i));
        r.pawns_fixed[0] &= q.pieces(color::white, piece_type::pawn);
        r.pawns_fixed[1] &= q.pieces(color::black, piece_type::pawn);
        r.king_squares[0] |= q.pieces(color::white, piece_type::king);
        r.king_squares[1] |= q.pieces(color::black, piece_type::king);
        const move_list moves = legal_moves(q);
        if (moves.empty()) {
            if (in_check(q) && (!mated || q.side_to_move == *mated)) {
                r.end = enumeration_end::mate_found;
                r.line = seen.path_to(i);
                r.positions = seen.size();
                return r;
            }
            continue;
        }
        if (!may_lead_to_mate(q, mated)) {
            ++r.pruned;
            continue;
        }
        for (const move m : moves) {
            const position n = make_move(q, m);
            if (seen.insert(key_of(n), i, m) && seen.size() > budget) {
                r.end = enumeration_end::budget;
                r.positions = seen.size();
                return r;
            }
        }
    }
    r.end = enumeration_end::exhausted;
    r.positions = seen.size();
    return r;
}

} // namespace chesslaw::analysis
