// Oracle 1 — the kernel against the independent mailbox reference (properties/oracles/reference.hpp),
// which shares no move logic with it. Each generated game is replayed in both, move by move from
// the start FEN; at every ply the legal-move sets must be identical (and so the game stays
// playable in the reference), as must placement, side to move and castling rights. On the final
// position the perft counts must agree too (depth 2; depth 3 on one case in eight).
// Chess960 (Guidelines II): the same two laws over random 960 starts and play (gen/chess960.hpp),
// the reference reading the Shredder-FEN with from_fen_chess960 and castling by II.3 on its own.
#include <fstream>
#include <iostream>
#include <sstream>
#include <variant>

#include "gen/candidates.hpp"
#include "gen/chess960.hpp"
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

// ------------------------------------------------------------------------- Chess960

c960::castling_tally tally_plies, tally_perft;

ref::board reference_960(const std::string& fen) {
    auto parsed = ref::from_fen_chess960(fen);
    if (const auto* e = std::get_if<ref::parse_error>(&parsed)) RC_FAIL("reference rejects the Chess960 FEN " + fen + ": " + e->what);
    return std::get<ref::board>(parsed);
}

//! At every ply of a Chess960 game: the same legal moves (castling king-takes-own-rook), the same
//! placement, side and rights (Shredder-FEN), the same check.
void chess960_same_legal_moves() {
    const auto g = *c960::games();
    const auto ps = c960::replay(g);
    ref::board b = reference_960(g.start_fen);
    clause_set hit;
    hit.add(spec::id::chess960_game);
    for (std::size_t i = 0; i < ps.size(); ++i) {
        const position& p = ps[i];
        const move_list legal = legal_moves(p);
        const auto kernel = uci_set(legal);
        const auto oracle = ref::legal_moves(b);
        if (kernel != oracle)
            RC_FAIL("legal moves differ at ply " + std::to_string(i) + " of the game, " + c960::shredder_fen(p) +
                    "\n  kernel only:    " + difference(kernel, oracle) + "\n  reference only: " + difference(oracle, kernel));
        RC_ASSERT(board_fields(c960::shredder_fen(p)) == board_fields(ref::to_fen(b)));
        RC_ASSERT(in_check(p) == ref::in_check(b));
        tally_plies.note_case(p, legal);
        for (const move m : legal)
            if (c960::is_castling(p, m)) hit |= c960::castling_clauses(m);
        if (i + 1 < ps.size()) {
            const auto next = ref::play(b, g.moves[i]);
            RC_ASSERT(next.has_value());
            b = *next;
        }
    }
    clause_hits::tag(hit);
}

//! perft(2) of the final position (perft(3) on one case in four), read afresh from its Shredder-FEN.
void chess960_same_perft() {
    const auto g = *c960::games();
    const position p = c960::final_position(g);
    const int depth = *rc::gen::inRange(0, 4) == 0 ? 3 : 2;
    const ref::board b = reference_960(c960::shredder_fen(p));
    const std::uint64_t kernel = perft(p, depth), oracle = ref::perft(b, depth);
    if (kernel != oracle)
        RC_FAIL("perft(" + std::to_string(depth) + ") differs on " + c960::shredder_fen(p) + ": kernel " + std::to_string(kernel) +
                ", reference " + std::to_string(oracle));
    const move_list legal = legal_moves(p);
    tally_perft.note_case(p, legal);
    clause_set hit;
    hit.add(spec::id::chess960_game);
    for (const move m : legal)
        if (c960::is_castling(p, m)) hit |= c960::castling_clauses(m);
    clause_hits::tag(hit);
}

//! Not a property: both generators against the published Chess960 perft counts of
//! perft/chess960.perft (960 positions, Shredder-FEN), every depth whose count is at most 3000
//! (×100 when soaking), so that the reference's own Chess960 castling is checked against numbers
//! neither wrote.
TEST(reference, chess960_published_perft_counts) {
    std::ifstream in(props::data_dir() + "/perft/chess960.perft");
    ASSERT_TRUE(in) << "no perft/chess960.perft under " << props::data_dir() << " (set CHESSLAW_DATA_DIR; ctest runs this test as properties.reference_agreement.corpus)";
    const std::uint64_t budget = soak() ? 300'000 : 3'000;
    std::string line, fen;
    int rows = 0, checks = 0;
    std::uint64_t nodes = 0;
    while (std::getline(in, line)) {
        if (line.rfind("epd ", 0) == 0) {
            fen = props::detail::trim(line.substr(4));
            ++rows;
            continue;
        }
        if (line.rfind("perft ", 0) != 0 || fen.empty()) continue;
        std::istringstream ls(line.substr(6));
        int depth = 0;
        std::uint64_t expected = 0;
        ls >> depth >> expected;
        if (!ls || expected > budget) continue;
        const auto parsed = ref::from_fen_chess960(fen);
        ASSERT_TRUE(std::holds_alternative<ref::board>(parsed)) << fen << ": " << std::get<ref::parse_error>(parsed).what;
        const auto kernel_pos = c960::read960(fen);
        ASSERT_TRUE(kernel_pos.has_value()) << fen;
        EXPECT_EQ(ref::perft(std::get<ref::board>(parsed), depth), expected) << "reference, perft " << depth << " of " << fen;
        EXPECT_EQ(perft(*kernel_pos, depth), expected) << "kernel, perft " << depth << " of " << fen;
        ++checks;
        nodes += expected;
    }
    EXPECT_GT(rows, 0);
    std::cout << "[chesslaw] reference/chess960_published_perft_counts: " << rows << " positions, " << checks
              << " perft counts (<= " << budget << " nodes each, " << nodes << " nodes) checked in both" << std::endl;
}

TEST(reference, chess960_same_legal_moves_at_every_ply) {
    tally_plies = {};
    props::detail::run_property(&chess960_same_legal_moves, 600);
    tally_plies.print(std::cout, "[chesslaw] reference/chess960_same_legal_moves_at_every_ply: Chess960 castling coverage (every ply)");
}

TEST(reference, chess960_same_perft_on_the_final_position) {
    tally_perft = {};
    props::detail::run_property(&chess960_same_perft, 400);
    tally_perft.print(std::cout, "[chesslaw] reference/chess960_same_perft_on_the_final_position: Chess960 castling coverage");
}

} // namespace
