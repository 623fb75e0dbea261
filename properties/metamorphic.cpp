// Metamorphic laws: relations between the kernel's answers on related inputs.
//   * colour mirror: flipping the board top to bottom and swapping colours maps legal moves 1:1;
//   * file mirror: flipping left to right does too, in positions without castling rights;
//   * FEN round trip: to_fen ∘ parse_fen is the identity on what to_fen writes, and parse_fen
//     reads back the same position;
//   * perft: make-move then count equals the divide entry, and the entries sum to perft(2).
#include "gen/candidates.hpp"
#include "gen/chess.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace id = chesslaw::spec::id;

//! Clauses a position's whole move list brings into play (for the tags of whole-position laws).
clause_set exercised_by_all(const position& p) {
    clause_set s;
    for (const move m : legal_moves(p)) s |= exercised(p, m);
    return s;
}

CHESSLAW_PROP(metamorphic, colour_mirror_maps_legal_moves, 2000, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    for (const position& p : {ps.front(), ps.back()}) {
        const position q = colour_mirror(p);
        std::vector<move> mirrored;
        for (const move m : legal_moves(p)) mirrored.push_back(colour_mirror(m));
        const auto expect = uci_set(mirrored), got = uci_set(legal_moves(q));
        RC_ASSERT(got == expect);
        RC_ASSERT(colour_mirror(q) == p);
        RC_ASSERT(perft(q, 2) == perft(p, 2));
    }
    clause_hits::tag(exercised_by_all(ps.back()));
}

CHESSLAW_PROP(metamorphic, file_mirror_without_castling_rights, 1500, ()) {
    const auto g = *games();
    position p = final_position(g);
    p.rights = castling::none; // castling is the one asymmetric rule; the rest is left-right symmetric
    const position q = file_mirror(p);
    std::vector<move> mirrored;
    for (const move m : legal_moves(p)) mirrored.push_back(file_mirror(m));
    RC_ASSERT(uci_set(legal_moves(q)) == uci_set(mirrored));
    RC_ASSERT(perft(q, 2) == perft(p, 2));
    clause_hits::tag(exercised_by_all(p));
}

CHESSLAW_PROP(metamorphic, fen_round_trip, 3000, ()) {
    const auto g = *games();
    for (const position& p : replay(g)) {
        const std::string text = to_fen_string(p);
        const auto back = parse_fen(text);
        RC_ASSERT(back.has_value());
        RC_ASSERT(*back == p);
        RC_ASSERT(to_fen_string(*back) == text);
    }
}

CHESSLAW_PROP(metamorphic, perft_divide_consistent, 1500, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const auto div = perft_divide(p, 2);
    std::uint64_t sum = 0;
    RC_ASSERT(static_cast<std::uint64_t>(div.size) == count_legal_moves(p));
    for (const auto& e : div) {
        const position n = make_move(p, e.m);
        RC_ASSERT(count_legal_moves(n) == e.nodes);
        RC_ASSERT(static_cast<std::uint64_t>(legal_moves(n).size()) == e.nodes);
        RC_ASSERT(perft(n, 1) == e.nodes);
        sum += e.nodes;
    }
    RC_ASSERT(sum == div.total);
    RC_ASSERT(perft(p, 2) == sum);
    RC_ASSERT(perft(p, 1) == count_legal_moves(p));
    clause_hits::tag(exercised_by_all(p));
}

} // namespace
