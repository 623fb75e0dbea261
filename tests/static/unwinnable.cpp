// static_assert wall for the "can this side checkmate?" analysis (analysis/fixed_pawns.hpp,
// analysis/reachable.hpp, analysis/mate_ability.hpp): every rule of a *cannot* and the certificate
// of a *can*, evaluated by the compiler.
#include <chesslaw/analysis/mate_ability.hpp>
#include <chesslaw/core/fen.hpp>

namespace {
using namespace chesslaw;
using namespace chesslaw::analysis;

constexpr position at(std::string_view f) { return *parse_fen(f); }

// Fixed pawns: the walls on ranks 4/5 never move, each king keeps to its side (CHA "--").
constexpr position walls = at("2k5/b7/8/p1p1p1p1/P1P1P1P1/8/6B1/4K3 w - - 0 1");
static_assert(pawns_blocked(walls));
static_assert(prove_fixed_pawns(walls, color::black).has_value());
static_assert(prove_fixed_pawns(walls, color::white).has_value());
static_assert((prove_fixed_pawns(walls, color::black)->mated_king_region & rank_bb(rank::r5)) == 0);
// A gap in the wall: the kings can meet the pawns, nothing is proved.
static_assert(!prove_fixed_pawns(at("2k5/b7/8/p1p1p3/P1P1P1P1/8/6B1/4K3 w - - 0 1"), color::black).has_value());
// A bishop that can reach a square a pawn attacks could be taken there, and the wall would open:
// the dark-squared bishop on b2 reaches d4, which c5 and e5 attack. No proof, for either king.
constexpr position bishop_en_prise = at("2k5/8/8/p1p1p1p1/P1P1P1P1/8/1B6/4K3 w - - 0 1");
static_assert(pawns_blocked(bishop_en_prise));
static_assert(!prove_fixed_pawns(bishop_en_prise, color::black).has_value());
static_assert(!prove_fixed_pawns(bishop_en_prise, color::white).has_value());
// The same wall with the bishop on a light square behind its pawns: proved.
static_assert(prove_fixed_pawns(at("2k5/8/8/p1p1p1p1/P1P1P1P1/8/6B1/4K3 w - - 0 1"), color::black).has_value());
// In check now (the black king on c5, attacked by b4 and d4): the proof does not start.
constexpr position in_check_now = at("8/8/8/1pkp4/1P1P4/8/8/4K3 b - - 0 1");
static_assert(in_check(in_check_now) && pawns_blocked(in_check_now));
static_assert(!prove_fixed_pawns(in_check_now, color::black).has_value());

// The keys are exact: a position comes back from its key.
constexpr position kiwi = at("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1");
static_assert(from_key(key_of(kiwi)).occupied() == kiwi.occupied());
static_assert(key_of(from_key(key_of(kiwi))) == key_of(kiwi));

// The enumeration, at compile time: a rook mates at once (the shortest line), and a king and
// rook against a king with every reachable position counted would be too many: small cases only.
constexpr bool rook_mates_in_one() {
    const enumeration e = enumerate_reachable(at("k7/8/1K6/8/8/8/8/7R w - - 0 1"), color::black, 2000);
    return e.end == enumeration_end::mate_found && e.line.size() == 1;
}
static_assert(rook_mates_in_one());
// Every white move stalemates Black: White cannot mate (7 positions in all).
constexpr bool stalemating_moves_only() {
    const mate_answer a = can_checkmate(at("7k/6pP/6P1/5K2/8/8/8/8 w - - 1 67"), color::black, mate_budget{1000, 1000, false});
    return a.verdict == mate_verdict::cannot && a.rule == proof_rule::exhausted && a.positions == 7;
}
static_assert(stalemating_moves_only());
// The certain material rules, with no search.
static_assert(can_checkmate(at("8/8/4k3/8/8/3QK3/8/8 b - - 0 1"), color::black, mate_budget{0, 0, false}).rule == proof_rule::material);
static_assert(dead_position(at("8/8/4k3/8/8/4K3/8/8 w - - 0 1"), mate_budget{0, 0, false}).verdict == mate_verdict::cannot);
// A budget of nothing proves nothing where the rules do not apply: unknown, never cannot.
static_assert(can_checkmate(at("7k/7p/8/6N1/8/8/8/K7 w - - 0 1"), color::white, mate_budget{0, 0, false}).verdict == mate_verdict::unknown);

// 5.2.2 through forced moves (issue 34), with no search budget (the audit's): Black's only move
// takes the queen and leaves a king and a knight against a bare king — dead now, not one ply later.
constexpr mate_budget none{0, 0, false};
constexpr bool forced(std::string_view fen, std::size_t plies, bool stalemate = false, bool enumerated = false) {
    const mate_answer a = dead_position(at(fen), none);
    return a.verdict == mate_verdict::cannot && a.rule == proof_rule::forced && a.forced.size() == plies &&
           a.forced_stalemate == stalemate && (a.positions > 0) == enumerated;
}
static_assert(forced("3k4/3Q4/1K6/8/8/1N6/8/8 b - - 0 60", 1));
static_assert(forced("Rk6/8/2K5/8/8/8/8/8 b - - 0 1", 1));                       // Kxa8: two bare kings
static_assert(forced("8/8/8/8/8/2K5/N7/kB6 b - - 0 1", 1));                      // Kxb1: K+N v K
static_assert(forced("8/8/p7/P1p5/K1p5/P1P5/PnQ5/k7 w - - 0 1", 2, true));        // Qxb2+ Kxb2, stalemate (CHA --)
static_assert(forced("8/8/p7/P1p5/K1p5/2P5/PQ6/k7 b - - 0 1", 2, false, true));  // Kxb2 a3, then 9 positions, no mate (CHA --)
// No proof where the line does not force, or forces into a position that is not dead:
static_assert(dead_position(at("3k4/Q7/1K6/8/8/1N6/8/8 w - - 0 60"), none).verdict == mate_verdict::unknown); // White has many moves
static_assert(dead_position(at("7k/8/6K1/8/8/8/8/R7 b - - 0 1"), none).verdict == mate_verdict::unknown);        // Kg8 forced, K+R v K can mate
static_assert(dead_position(at("k7/8/1K6/8/8/8/8/7R b - - 0 1"), none).verdict == mate_verdict::unknown);        // Kb8 forced, then Rh8#
// The filter the audit follows forced moves behind: one capture from dead material.
static_assert(rules::one_capture_from_dead_material(at("3k4/3Q4/1K6/8/8/1N6/8/8 b - - 0 60")));
static_assert(rules::one_capture_from_dead_material(at("8/8/4k3/8/8/3NK1N1/8/8 w - - 0 1")));  // K+N+N v K
static_assert(!rules::one_capture_from_dead_material(at("8/8/4k3/8/8/4K3/8/8 w - - 0 1")));    // dead already
static_assert(!rules::one_capture_from_dead_material(at("8/8/4k3/8/8/2QRK3/8/8 w - - 0 1")));  // two heavy men
static_assert(rules::one_capture_from_dead_material(at("8/8/4k1q1/8/8/3NK3/8/8 w - - 0 1")));  // K+N v K+Q: the queen taken, K+N v K
static_assert(!rules::one_capture_from_dead_material(at("8/8/4kn2/8/8/3NKB2/8/8 w - - 0 1"))); // K+B+N v K+N: no one minor taken makes it dead

} // namespace
