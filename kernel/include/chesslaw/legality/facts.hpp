#pragma once
//! 3.10.3 — «Позиция считается недопустимой, если она не может быть получена любой серией
//! разрешенных Правилами ходов.» The arguments that a board cannot be reached, as constexpr facts.
//!
//! Every rule here is a theorem about games from the initial position under Article 3: when it
//! fires, no series of legal moves reaches the board. A rule that is not sound in every corner
//! (promotions, en passant, castling, captured pieces) does not belong here: the analysis then
//! says "unknown", never "illegal". Each fact names its rule, the side it is about, the squares
//! it rests on and its numbers; prose/legality.hpp turns it into a sentence an arbiter checks.

#include <array>
#include <cstdint>
#include <string_view>

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>

namespace chesslaw::legality {

//! The rules an argument for "illegal" can rest on. Names (to_string) are stable: JSON uses them.
enum class rule : std::uint8_t {
    king_count,              //!< a side without exactly one king
    pawn_on_back_rank,       //!< a pawn on rank 1 or 8
    too_many_pawns,          //!< more than 8 pawns of a side
    too_many_men,            //!< more than 16 men of a side
    castling_without_king,   //!< a castling right, the king not on e1/e8
    castling_without_rook,   //!< a castling right, the rook not on its corner
    ep_wrong_rank,           //!< en-passant square not on the rank a double step passes
    ep_no_pawn,              //!< no pawn that just made the double step
    ep_not_empty,            //!< the passed square or the pawn's origin occupied
    opponent_in_check,       //!< the side not to move is in check
    triple_check,            //!< three or more checkers
    impossible_double_check, //!< two checkers no single move can produce
    ep_check,                //!< a check the announced double step cannot have given
    pawn_origins,            //!< pawns that cannot all have distinct starting files
    pawn_captures,           //!< the pawns' file changes need more captures than the opponent's missing men
    promotions,              //!< pieces beyond the initial set need more promotions than missing pawns
    trapped_bishop,          //!< ... counting a bishop that never left c1/f1 (b2+d2 / e2+g2 unmoved)
    boxed_rook,              //!< ... counting a rook that never left its corner (pawns + a trapped bishop)
    chess960_array,          //!< Chess960: a board in a starting array's shape that breaks Guidelines II.2 (analyse.hpp)
};
inline constexpr int rule_count = 19;

constexpr std::string_view to_string(rule r) noexcept {
    constexpr std::string_view n[] = {"king-count",          "pawn-on-back-rank",     "too-many-pawns",
                                      "too-many-men",        "castling-without-king", "castling-without-rook",
                                      "ep-wrong-rank",       "ep-no-pawn",            "ep-not-empty",
                                      "side-not-to-move-in-check", "triple-check",    "impossible-double-check",
                                      "ep-check",            "pawn-origins",          "pawn-captures",
                                      "promotions",          "trapped-bishop",        "boxed-rook",
                                      "chess960-array"};
    return n[static_cast<int>(r)];
}

//! One argument, as data: the rule, the side it concerns, the squares, and up to three numbers
//! whose meaning depends on the rule (documented at the rule's check below).
struct fact {
    rule kind{};
    color side = color::white;
    bitboard squares = 0;
    int n1 = 0, n2 = 0, n3 = 0;
    friend constexpr bool operator==(const fact&, const fact&) = default;
};

struct fact_list {
    std::array<fact, 24> items{};
    int size = 0;
    constexpr void add(const fact& f) noexcept {
        if (size < static_cast<int>(items.size())) items[static_cast<std::size_t>(size++)] = f;
    }
    constexpr const fact* begin() const noexcept { return items.data(); }
    constexpr const fact* end() const noexcept { return items.data() + size; }
    constexpr bool empty() const noexcept { return size == 0; }
    constexpr bool has(rule r) const noexcept {
        for (const fact& f : *this)
            if (f.kind == r) return true;
        return false;
    }
};

namespace detail {

//! The square as seen from c's side (white: itself; black: mirrored rank).
constexpr square rel(color c, square s) noexcept { return c == color::white ? s : square_at(index(s) ^ 56); }
constexpr bool dark(square s) noexcept { return ((index(file_of(s)) + index(rank_of(s))) & 1) == 0; }

//! Pawn of colour c on s could have started on file g: a pawn changes file only by capturing,
//! one file per capture, and each capture advances it one rank (3.7.3, 3.7.4).
constexpr bool can_originate(color c, square s, int g) noexcept {
    const int advance = index(relative_rank(c, s)) - 1;
    const int df = index(file_of(s)) - g;
    return (df < 0 ? -df : df) <= advance;
}

struct origin_result {
    bool feasible = false;
    int min_captures = 0;
    bitboard stuck = 0;        //!< when infeasible: a smallest set of pawns with too few origin files
    int stuck_files = 0;       //!< those pawns' origin files, as a bit set of files
    bitboard moved_file = 0;   //!< when feasible: the pawns off their file in a cheapest assignment
};

//! Assigns c's pawns to distinct starting files (a pawn on its second rank, or one that just made
//! the announced double step, keeps its own file) at the least total file change: the fewest
//! captures c's pawns can have made. A dynamic programme over the set of files used.
constexpr origin_result pawn_origins(const position& p, color c) noexcept {
    origin_result out;
    const bitboard pawns = p.pieces(c, piece_type::pawn);
    const int n = popcount(pawns);
    if (n > 8) return out;
    // The common case: every pawn on a file of its own and none on c's first rank. Each keeps
    // its file (distance 0 is always allowed), so no capture is needed and no pawn changed file.
    if (!(pawns & rank_bb(relative_rank(c, rank::r1)))) {
        int files = 0;
        bool distinct = true;
        for (const square s : squares{pawns}) {
            const int f = 1 << index(file_of(s));
            distinct = distinct && !(files & f);
            files |= f;
        }
        if (distinct) {
            out.feasible = true;
            return out;
        }
    }
    std::array<square, 8> sq{};
    std::array<int, 8> allowed{};
    {
        int i = 0;
        for (const square s : squares{pawns}) {
            sq[static_cast<std::size_t>(i)] = s;
            int m = 0;
            for (int g = 0; g < 8; ++g)
                if (can_originate(c, s, g)) m |= 1 << g;
            // The pawn that just made the announced double step left its own second rank.
            if (p.side_to_move != c && is_valid(p.en_passant) && relative_rank(p.side_to_move, p.en_passant) == rank::r6) {
                const int up = c == color::white ? 8 : -8;
                if (index(p.en_passant) + up == index(s)) m &= 1 << index(file_of(s));
            }
            allowed[static_cast<std::size_t>(i)] = m;
            ++i;
        }
    }
    constexpr int inf = 1 << 20;
    // dp[i][mask]: least cost to place the first i pawns on the files in mask.
    std::array<std::array<int, 256>, 9> dp{};
    for (auto& row : dp) row.fill(inf);
    dp[0][0] = 0;
    for (int i = 0; i < n; ++i)
        for (int mask = 0; mask < 256; ++mask) {
            const int cur = dp[static_cast<std::size_t>(i)][static_cast<std::size_t>(mask)];
            if (cur >= inf) continue;
            for (int g = 0; g < 8; ++g) {
                if ((mask >> g & 1) || !(allowed[static_cast<std::size_t>(i)] >> g & 1)) continue;
                const int df = index(file_of(sq[static_cast<std::size_t>(i)])) - g;
                const int cost = cur + (df < 0 ? -df : df);
                auto& next = dp[static_cast<std::size_t>(i + 1)][static_cast<std::size_t>(mask | 1 << g)];
                if (cost < next) next = cost;
            }
        }
    int best = inf, best_mask = 0;
    for (int mask = 0; mask < 256; ++mask)
        if (dp[static_cast<std::size_t>(n)][static_cast<std::size_t>(mask)] < best) {
            best = dp[static_cast<std::size_t>(n)][static_cast<std::size_t>(mask)];
            best_mask = mask;
        }
    if (best < inf) {
        out.feasible = true;
        out.min_captures = best;
        // Walk back one cheapest assignment to name the pawns that changed file.
        int mask = best_mask;
        for (int i = n; i > 0; --i) {
            const square s = sq[static_cast<std::size_t>(i - 1)];
            for (int g = 0; g < 8; ++g) {
                if (!(mask >> g & 1) || !(allowed[static_cast<std::size_t>(i - 1)] >> g & 1)) continue;
                const int df = index(file_of(s)) - g;
                const int d = df < 0 ? -df : df;
                const int prev = dp[static_cast<std::size_t>(i - 1)][static_cast<std::size_t>(mask & ~(1 << g))];
                if (prev < inf && prev + d == dp[static_cast<std::size_t>(i)][static_cast<std::size_t>(mask)]) {
                    if (d) out.moved_file |= bb(s);
                    mask &= ~(1 << g);
                    break;
                }
            }
        }
        return out;
    }
    // Infeasible: by Hall's theorem some set of pawns has fewer origin files than pawns; name the smallest.
    int best_size = 99;
    for (int subset = 1; subset < (1 << n); ++subset) {
        int files = 0, size = 0;
        for (int i = 0; i < n; ++i)
            if (subset >> i & 1) {
                files |= allowed[static_cast<std::size_t>(i)];
                ++size;
            }
        if (popcount(static_cast<bitboard>(files)) < size && size < best_size) {
            best_size = size;
            out.stuck = 0;
            for (int i = 0; i < n; ++i)
                if (subset >> i & 1) out.stuck |= bb(sq[static_cast<std::size_t>(i)]);
            out.stuck_files = files;
        }
    }
    return out;
}

//! The original bishop of c on `home` never left it when the pawns on both diagonal exits
//! (`left`, `right`, on c's second rank) stand there: a pawn on its own second rank never moved.
constexpr bool bishop_trapped(const position& p, color c, square home, square left, square right) noexcept {
    const piece pawn = make_piece(c, piece_type::pawn);
    return p.piece_on(rel(c, left)) == pawn && p.piece_on(rel(c, right)) == pawn && is_valid(home);
}

struct promotion_count {
    int naive = 0;       //!< promotions needed counting bishops by square colour only
    int bishops = 0;     //!< ... with trapped bishops
    int rooks = 0;       //!< ... with boxed rooks
    int both = 0;        //!< ... with both
    bitboard trap_squares = 0, box_squares = 0;
    int rooks_in_a_box = 0; //!< the most rooks found inside one box (more than 1 is impossible)
    bitboard crowded_box = 0;
};

//! Promotions c must have made: one per piece beyond the initial set of its kind, bishops counted
//! per square colour (each side starts with one bishop of each); a bishop that never left its
//! square makes every other bishop of that colour a promoted one; a rook that never left its
//! corner makes every rook outside it one of the other original rook or a promoted one.
constexpr promotion_count promotions_needed(const position& p, color c) noexcept {
    promotion_count out;
    const auto over = [](int have, int initial) { return have > initial ? have - initial : 0; };
    const int q = popcount(p.pieces(c, piece_type::queen));
    const int n = popcount(p.pieces(c, piece_type::knight));
    const int r = popcount(p.pieces(c, piece_type::rook));
    const bitboard b = p.pieces(c, piece_type::bishop);
    const int bd = popcount(b & dark_squares), bl = popcount(b & ~dark_squares);
    const int base = over(q, 1) + over(n, 2);
    const int naive_b = over(bd, 1) + over(bl, 1);
    const int naive_r = over(r, 2);

    // Bishops: c1 (white: dark; black c8: light) with b2, d2; f1 with e2, g2.
    int trap_b = 0;
    bitboard fixed_bishops = 0; // bishops that have stood on their square the whole game
    {
        const square c1 = rel(c, square::c1), f1 = rel(c, square::f1);
        const bool tc = bishop_trapped(p, c, c1, square::b2, square::d2);
        const bool tf = bishop_trapped(p, c, f1, square::e2, square::g2);
        const bitboard same_c1 = dark(c1) ? dark_squares : ~dark_squares;
        const bitboard same_f1 = ~same_c1;
        const piece bishop = make_piece(c, piece_type::bishop);
        // Per colour: if trapped, every bishop of that colour off the home square is promoted.
        const int c1_colour = tc ? popcount(b & same_c1 & ~bb(c1)) : over(popcount(b & same_c1), 1);
        const int f1_colour = tf ? popcount(b & same_f1 & ~bb(f1)) : over(popcount(b & same_f1), 1);
        trap_b = c1_colour + f1_colour;
        if (tc) out.trap_squares |= bb(c1) | bb(rel(c, square::b2)) | bb(rel(c, square::d2));
        if (tf) out.trap_squares |= bb(f1) | bb(rel(c, square::e2)) | bb(rel(c, square::g2));
        if (tc && p.piece_on(c1) == bishop) fixed_bishops |= bb(c1);
        if (tf && p.piece_on(f1) == bishop) fixed_bishops |= bb(f1);
    }
    // Rooks: h1 boxed by g2, h2 and a bishop fixed on f1; a1 by a2, b2 and a bishop fixed on c1.
    int boxes = 0;
    int rooks_in_boxes = 0;
    {
        const piece pawn = make_piece(c, piece_type::pawn);
        struct box {
            square bishop, p1, p2;
            bitboard area;
        };
        const box corners[2] = {
            {rel(c, square::f1), rel(c, square::g2), rel(c, square::h2), bb(rel(c, square::g1)) | bb(rel(c, square::h1))},
            {rel(c, square::c1), rel(c, square::a2), rel(c, square::b2), bb(rel(c, square::a1)) | bb(rel(c, square::b1))},
        };
        for (const box& x : corners) {
            if (!(fixed_bishops & bb(x.bishop)) || p.piece_on(x.p1) != pawn || p.piece_on(x.p2) != pawn) continue;
            ++boxes;
            const int inside = popcount(p.pieces(c, piece_type::rook) & x.area);
            rooks_in_boxes += inside;
            out.box_squares |= x.area | bb(x.bishop) | bb(x.p1) | bb(x.p2);
            if (inside > out.rooks_in_a_box) {
                out.rooks_in_a_box = inside;
                out.crowded_box = x.area & p.pieces(c, piece_type::rook);
            }
        }
    }
    const int box_r = over(r - rooks_in_boxes, 2 - boxes);
    out.naive = base + naive_b + naive_r;
    out.bishops = base + trap_b + naive_r;
    out.rooks = base + naive_b + box_r;
    out.both = base + trap_b + box_r;
    return out;
}

} // namespace detail

//! Every argument that the board cannot be reached from the initial position. Empty means none
//! of the rules applies (not that the board is reachable).
constexpr fact_list find_facts(const position& p) noexcept {
    fact_list out;
    const color us = p.side_to_move;
    bool kings_ok = true, pawns_ok = true;

    // ---- structure: what every position of a game has ---------------------------------------
    for (const color c : {color::white, color::black}) {
        // n1 = number of kings
        const int k = popcount(p.pieces(c, piece_type::king));
        if (k != 1) {
            out.add({rule::king_count, c, p.pieces(c, piece_type::king), k});
            kings_ok = false;
        }
        // n1 = number of pawns
        const int pw = popcount(p.pieces(c, piece_type::pawn));
        if (pw > 8) {
            out.add({rule::too_many_pawns, c, p.pieces(c, piece_type::pawn), pw});
            pawns_ok = false;
        }
        // n1 = number of men
        const int all = popcount(p.pieces(c));
        if (all > 16) out.add({rule::too_many_men, c, p.pieces(c), all});
    }
    for (const color c : {color::white, color::black}) {
        const bitboard back = p.pieces(c, piece_type::pawn) & (rank_bb(rank::r1) | rank_bb(rank::r8));
        if (back) {
            out.add({rule::pawn_on_back_rank, c, back, popcount(back)});
            pawns_ok = false;
        }
    }
    // Castling rights: the king and that rook never moved (3.8.2.1), so they stand at home.
    for (const color c : {color::white, color::black}) {
        for (const side s : {side::king_side, side::queen_side}) {
            if (!has(p.rights, castling_right(c, s))) continue;
            if (p.chess960) { // Guidelines II: the king anywhere on its first rank, that right's rook on its side
                const square k = p.king(c), r = p.castling_rook_square(c, s);
                const rank home = relative_rank(c, rank::r1);
                if (!is_valid(k) || rank_of(k) != home)
                    out.add({rule::castling_without_king, c, is_valid(k) ? bb(k) : bitboard{0}, s == side::king_side ? 2 : 3});
                else if (p.piece_on(r) != make_piece(c, piece_type::rook) || (s == side::king_side ? r < k : r > k))
                    out.add({rule::castling_without_rook, c, bb(r), s == side::king_side ? 0 : 1});
                continue;
            }
            const square ksq = detail::rel(c, square::e1);
            const square rsq = detail::rel(c, s == side::king_side ? square::h1 : square::a1);
            // n1 = 0 king side, 1 queen side
            if (p.piece_on(ksq) != make_piece(c, piece_type::king))
                out.add({rule::castling_without_king, c, bb(ksq), s == side::king_side ? 0 : 1});
            if (p.piece_on(rsq) != make_piece(c, piece_type::rook))
                out.add({rule::castling_without_rook, c, bb(rsq), s == side::king_side ? 0 : 1});
        }
    }
    // En passant (3.7.4): the square a pawn of the side not to move just passed with a double step.
    bool ep_ok = true;
    if (is_valid(p.en_passant)) {
        const square ep = p.en_passant;
        const int up = us == color::white ? 8 : -8;
        if (relative_rank(us, ep) != rank::r6) {
            out.add({rule::ep_wrong_rank, ~us, bb(ep), index(ep)});
            ep_ok = false;
        } else {
            const square pushed = square_at(index(ep) - up), origin = square_at(index(ep) + up);
            if (p.piece_on(pushed) != make_piece(~us, piece_type::pawn)) {
                out.add({rule::ep_no_pawn, ~us, bb(ep) | bb(pushed), index(ep)}); // n1 = the en-passant square
                ep_ok = false;
            }
            const bitboard occupied = p.occupied() & (bb(ep) | bb(origin));
            if (occupied) {
                out.add({rule::ep_not_empty, ~us, occupied | bb(ep)});
                ep_ok = false;
            }
        }
    }

    // ---- checks: the last move gives them, so only what one move can give ---------------------
    if (kings_ok) {
        const square their_king = p.king(~us);
        // squares = the king in check and its checkers
        if (const bitboard a = attackers(p, their_king, us))
            out.add({rule::opponent_in_check, ~us, a | bb(their_king), popcount(a)});
        const square k = p.king(us);
        const bitboard chk = attackers(p, k, ~us);
        if (popcount(chk) > 2) {
            out.add({rule::triple_check, us, chk | bb(k), popcount(chk)});
        } else if (popcount(chk) == 2) {
            // A double check is one piece moving and uncovering a line piece behind it: never two
            // pieces that cannot be uncovered (pawn, knight), never two on one line with the king
            // (the moved piece would have to cross the king). En passant and promotion included:
            // the piece that moved still gives one of the checks, the other is a line piece.
            // n1 = 0: both checkers are leapers; n1 = 1: on one line with the king.
            const square a = lsb(chk), b = lsb(chk & (chk - 1));
            const bitboard leapers = p.pieces(piece_type::pawn) | p.pieces(piece_type::knight) | p.pieces(piece_type::king);
            if ((leapers & bb(a)) && (leapers & bb(b))) out.add({rule::impossible_double_check, us, chk | bb(k), 0});
            else if (aligned(k, a, b)) out.add({rule::impossible_double_check, us, chk | bb(k), 1});
        }
        if (chk && is_valid(p.en_passant) && ep_ok) {
            // After a double step only the pawn itself, or a line piece uncovered on its origin
            // square, can give check.
            const int up = us == color::white ? 8 : -8;
            const square pushed = square_at(index(p.en_passant) - up), origin = square_at(index(p.en_passant) + up);
            for (const square s : squares{chk})
                if (s != pushed && !contains(between(k, s), origin))
                    out.add({rule::ep_check, us, bb(s) | bb(k) | bb(pushed), index(s)}); // n1 = the checker
        }
    }

    // ---- pawns and captures (retrograde-analysis counting) ------------------------------------
    if (pawns_ok) {
        for (const color c : {color::white, color::black}) {
            const auto o = detail::pawn_origins(p, c);
            if (!o.feasible) {
                // n1 = pawns in the set, n2 = files they can come from (bit set in n3)
                out.add({rule::pawn_origins, c, o.stuck, popcount(o.stuck), popcount(static_cast<bitboard>(o.stuck_files)),
                         o.stuck_files});
                continue;
            }
            const int missing = 16 - popcount(p.pieces(~c));
            // n1 = captures needed, n2 = opponent men missing
            if (missing >= 0 && o.min_captures > missing)
                out.add({rule::pawn_captures, c, o.moved_file, o.min_captures, missing});
        }
    }
    // ---- promotions ---------------------------------------------------------------------------
    if (pawns_ok) {
        for (const color c : {color::white, color::black}) {
            const auto pc = detail::promotions_needed(p, c);
            const int available = 8 - popcount(p.pieces(c, piece_type::pawn));
            // n1 = promotions needed, n2 = pawns missing (the most promotions possible). Chess960:
            // only the count of men beyond the initial set (its bishops too stand on both colours,
            // II.2.2); trapped bishops and boxed rooks assume the standard array's c1/f1 and corners.
            if (!p.chess960 && pc.rooks_in_a_box > 1) {
                out.add({rule::boxed_rook, c, pc.box_squares | pc.crowded_box, pc.rooks_in_a_box, available, 1});
            } else if (pc.naive > available) {
                // squares: the men of every kind (bishops: square colour) that exceeds the initial set
                bitboard excess = 0;
                if (popcount(p.pieces(c, piece_type::queen)) > 1) excess |= p.pieces(c, piece_type::queen);
                if (popcount(p.pieces(c, piece_type::rook)) > 2) excess |= p.pieces(c, piece_type::rook);
                if (popcount(p.pieces(c, piece_type::knight)) > 2) excess |= p.pieces(c, piece_type::knight);
                const bitboard bishops = p.pieces(c, piece_type::bishop);
                if (popcount(bishops & dark_squares) > 1) excess |= bishops & dark_squares;
                if (popcount(bishops & ~dark_squares) > 1) excess |= bishops & ~dark_squares;
                out.add({rule::promotions, c, excess, pc.naive, available});
            } else if (p.chess960) {
                // no trapped bishop, no boxed rook: see above
            } else if (pc.bishops > available) {
                out.add({rule::trapped_bishop, c, pc.trap_squares | p.pieces(c, piece_type::bishop), pc.bishops, available});
            } else if (pc.rooks > available) {
                out.add({rule::boxed_rook, c, pc.box_squares | p.pieces(c, piece_type::rook), pc.rooks, available});
            } else if (pc.both > available) {
                out.add({rule::trapped_bishop, c,
                         pc.trap_squares | pc.box_squares | p.pieces(c, piece_type::bishop) | p.pieces(c, piece_type::rook),
                         pc.both, available, 2});
            }
        }
    }
    return out;
}

} // namespace chesslaw::legality
