// Oracle 1 — the kernel against the independent mailbox reference (properties/oracles/reference.hpp),
// which shares no move logic with it. Each generated game is replayed in both, move by move from
// the start FEN; at every ply the legal-move sets must be identical (and so the game stays
// playable in the reference), as must placement, side to move and castling rights. On the final
// position the perft counts must agree too (depth 2; depth 3 on one case in eight).
#include <variant>

#include "gen/candidates.hpp"
#include "gen/chess.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"
#include "oracles/reference.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
namespace ref = chesslaw::oracle::reference;

//! The first three FEN fields (placement, side, castling): what both sides must agree on. The
//! en-passant field differs by convention (the kernel records it only when a capture is possible).
std::string board_fields(const std::string& fen) {
    std::size_t cut = 0;
    for (int i = 0; i < 3; ++i) cut = fen.find(' ', cut + 1);
    return fen.substr(0, cut);
}

CHESSLAW_PROP(reference, same_legal_moves_at_every_ply, 2000, ()) {
    const auto g = *games();
    const auto ps = replay(g);
    auto parsed = ref::from_fen(g.start_fen);
    if (const auto* e = std::get_if<ref::parse_error>(&parsed)) RC_FAIL("reference rejects the start FEN " + g.start_fen + ": " + e->what);
    ref::board b = std::get<ref::board>(parsed);
    clause_set hit;
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const position& p = ps[i];
        const auto kernel = uci_set(legal_moves(p));
        const auto oracle = ref::legal_moves(b);
        if (kernel != oracle)
            RC_FAIL("legal moves differ at ply " + std::to_string(i) + " of the game, " + to_fen_string(p) +
                    "\n  kernel only:    " + difference(kernel, oracle) + "\n  reference only: " + difference(oracle, kernel));
        RC_ASSERT(board_fields(to_fen_string(p)) == board_fields(ref::to_fen(b)));
        RC_ASSERT(in_check(p) == ref::in_check(b));
        if (i + 1 < ps.size()) {
            const auto next = ref::play(b, g.moves[i]);
            RC_ASSERT(next.has_value());
            b = *next;
        }
        for (const move m : legal_moves(p)) hit |= exercised(p, m);
    }
    clause_hits::tag(hit);
}

CHESSLAW_PROP(reference, same_perft_on_the_final_position, 1000, ()) {
    const auto g = *games();
    const position p = final_position(g);
    const int depth = *rc::gen::inRange(0, 8) == 0 ? 3 : 2;
    const auto parsed = ref::from_fen(to_fen_string(p));
    RC_ASSERT(std::holds_alternative<ref::board>(parsed));
    const auto& b = std::get<ref::board>(parsed);
    const std::uint64_t kernel = perft(p, depth), oracle = ref::perft(b, depth);
    if (kernel != oracle)
        RC_FAIL("perft(" + std::to_string(depth) + ") differs on " + to_fen_string(p) + ": kernel " + std::to_string(kernel) +
                ", reference " + std::to_string(oracle));
}

} // namespace
