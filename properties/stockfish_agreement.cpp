// Oracle 2 — the kernel against Stockfish (Debian package `stockfish`, /usr/games/stockfish, or
// $CHESSLAW_STOCKFISH), one engine process for this whole test binary. Stockfish gets the start
// FEN and the game's moves ("position fen … moves …") and must list exactly the kernel's legal
// moves of the final position ("go perft 1"), and count the same perft(2–3) on a sample. Corpus rows
// that no game can reach (flagged invalid by status-cases.tsv, or a check that contradicts the
// en-passant square) are left out: an engine need not handle them; the kernel laws still use them.
// Without the engine: a loud skip locally, a failure when CI is "true" or "1" (CI never skips).
#include <memory>

#include "gen/candidates.hpp"
#include "gen/chess.hpp"
#include "gen/game.hpp"
#include "gen/runner.hpp"
#include "oracles/stockfish.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
using chesslaw::oracle::stockfish;

//! The engine of this binary, started on first use; null (with the reason) if it cannot run.
stockfish* engine(std::string* why) {
    static std::string reason;
    static std::unique_ptr<stockfish> sf = [] {
        std::string w;
        auto s = stockfish::start(stockfish::default_path(), std::chrono::seconds(20), &w);
        if (!s) {
            reason = w;
            return std::unique_ptr<stockfish>();
        }
        return std::make_unique<stockfish>(std::move(*s));
    }();
    if (why) *why = reason;
    return sf.get();
}

std::string loud_missing(const std::string& why) {
    return "\n##########################################################################\n"
           "##  STOCKFISH NOT AVAILABLE at '" + stockfish::default_path() + "': " + why + "\n"
           "##  (install Debian package `stockfish` or set CHESSLAW_STOCKFISH).\n"
           "##  The Stockfish oracle properties are NOT being run!\n"
           "##########################################################################\n";
}

// GTEST_SKIP / FAIL return from the calling function: a macro.
#define REQUIRE_STOCKFISH()                                                                       \
    do {                                                                                          \
        std::string why_;                                                                         \
        if (engine(&why_) == nullptr) {                                                           \
            std::cerr << loud_missing(why_) << std::flush;                                        \
            if (::chesslaw::props::in_ci()) FAIL() << "CI must run the Stockfish oracle: " << why_; \
            GTEST_SKIP() << loud_missing(why_);                                                   \
        }                                                                                         \
    } while (false)

//! Games from the initial position, the corpus and the seeds, minus the dubious corpus rows.
rc::Gen<game_case> engine_games() { return games(start_from::anywhere, false, dubious::excluded); }

void same_legal_moves() {
    const auto g = *engine_games();
    const position p = final_position(g);
    stockfish& sf = *engine(nullptr);
    const auto sf_moves = sf.legal_moves(g.start_fen, std::span<const std::string>(g.moves));
    if (!sf_moves) RC_FAIL("stockfish failed on " + to_string(g) + ": " + sf.last_error());
    const auto kernel = uci_set(legal_moves(p));
    if (kernel != *sf_moves)
        RC_FAIL("legal moves differ on " + to_fen_string(p) + "\n  kernel only:    " + difference(kernel, *sf_moves) +
                "\n  stockfish only: " + difference(*sf_moves, kernel));
    clause_set hit;
    for (const move m : legal_moves(p)) hit |= exercised(p, m);
    clause_hits::tag(hit);
}

void same_perft() {
    const auto g = *engine_games();
    const position p = final_position(g);
    const int depth = *rc::gen::inRange(2, 4);
    stockfish& sf = *engine(nullptr);
    const auto n = sf.perft(g.start_fen, depth, std::span<const std::string>(g.moves));
    if (!n) RC_FAIL("stockfish failed: " + sf.last_error());
    const std::uint64_t kernel = perft(p, depth);
    if (kernel != *n)
        RC_FAIL("perft(" + std::to_string(depth) + ") differs on " + to_fen_string(p) + ": kernel " + std::to_string(kernel) +
                ", stockfish " + std::to_string(*n));
}

TEST(stockfish, same_legal_moves_as_the_kernel) {
    REQUIRE_STOCKFISH();
    props::detail::run_property(&same_legal_moves, 2000);
}

TEST(stockfish, same_perft_2_to_3_on_a_sample) {
    REQUIRE_STOCKFISH();
    props::detail::run_property(&same_perft, 500);
}

} // namespace
