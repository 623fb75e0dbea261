// Oracle 2 — the kernel against Stockfish (Debian package `stockfish`, /usr/games/stockfish, or
// $CHESSLAW_STOCKFISH), one engine process for this whole test binary. Stockfish gets the start
// FEN and the game's moves ("position fen … moves …") and must list exactly the kernel's legal
// moves of the final position ("go perft 1"), and count the same perft(2–3) on a sample. Corpus rows
// that no game can reach (flagged invalid by status-cases.tsv, or a check that contradicts the
// en-passant square) are left out: an engine need not handle them; the kernel laws still use them.
// Without the engine: a loud skip locally, a failure when CI is "true" or "1" (CI never skips).
// Chess960 (Guidelines II): a second engine process with UCI_Chess960 on gets random 960 starts
// played on (gen/chess960.hpp) as Shredder-FEN and must give the kernel's perft divide (depth 1–3)
// move by move, castling written king-takes-own-rook as both write it.
#include <algorithm>
#include <map>
#include <memory>

#include "gen/candidates.hpp"
#include "gen/chess960.hpp"
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

//! The Chess960 engine of this binary (UCI_Chess960 on), started on first use.
stockfish* engine960(std::string* why) {
    static std::string reason;
    static std::unique_ptr<stockfish> sf = [] {
        std::string w;
        auto s = stockfish::start(stockfish::default_path(), std::chrono::seconds(20), &w, stockfish::variant::chess960);
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
#define REQUIRE_STOCKFISH() REQUIRE_ENGINE(engine)
#define REQUIRE_ENGINE(which)                                                                     \
    do {                                                                                          \
        std::string why_;                                                                         \
        if (which(&why_) == nullptr) {                                                            \
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

// ------------------------------------------------------------------------- Chess960

c960::castling_tally tally960;

//! Perft divide of a Chess960 position (depth 1–3): the same root moves, each with the same count.
//! Two cases in three send the final position's Shredder-FEN, one in three the start FEN and the
//! game's moves (so the engine also plays the castling moves as written).
void chess960_divide() {
    const auto g = *c960::games();
    const auto ps = c960::replay(g);
    const position& p = ps.back();
    const int depth = *rc::gen::inRange(1, 4);
    const bool with_moves = !g.moves.empty() && *rc::gen::inRange(0, 3) == 0;
    const std::string fen = with_moves ? g.start_fen : c960::shredder_fen(p);
    stockfish& sf = *engine960(nullptr);
    const auto theirs = with_moves ? sf.perft_divide(fen, depth, std::span<const std::string>(g.moves)) : sf.perft_divide(fen, depth);
    if (!theirs) RC_FAIL("stockfish (UCI_Chess960) failed on " + to_string(g) + ": " + sf.last_error());
    std::map<std::string, std::uint64_t> kernel, engine;
    const divide_result ours = perft_divide(p, depth);
    for (const divide_entry& e : ours) kernel[to_uci_string(e.m)] = e.nodes;
    for (const auto& [m, n] : *theirs) engine[m] = n;
    if (kernel != engine) {
        std::string diff;
        for (const auto& [m, n] : kernel)
            if (!engine.contains(m)) diff += "\n  " + m + ": kernel " + std::to_string(n) + ", stockfish has no such move";
            else if (engine.at(m) != n) diff += "\n  " + m + ": kernel " + std::to_string(n) + ", stockfish " + std::to_string(engine.at(m));
        for (const auto& [m, n] : engine)
            if (!kernel.contains(m)) diff += "\n  " + m + ": stockfish " + std::to_string(n) + ", kernel has no such move";
        RC_FAIL("perft divide " + std::to_string(depth) + " differs on " + c960::shredder_fen(p) + " (" +
                (with_moves ? "sent as start FEN + moves" : "sent as FEN") + "):" + diff);
    }
    const move_list legal = legal_moves(p);
    tally960.note_case(p, legal);
    clause_set hit;
    hit.add(spec::id::chess960_game);
    for (const move m : legal)
        if (c960::is_castling(p, m)) hit |= c960::castling_clauses(m);
    clause_hits::tag(hit);
}

//! The option itself: with UCI_Chess960 the engine writes castling king-takes-own-rook and reads
//! Shredder-FEN; set_chess960(false) gives the standard notation back, set_chess960(true) 960 again.
TEST(stockfish, chess960_option_switches_the_castling_notation) {
    REQUIRE_ENGINE(engine960);
    stockfish& sf = *engine960(nullptr);
    const auto has = [](const std::optional<std::vector<std::string>>& ms, const char* m) {
        return ms && std::find(ms->begin(), ms->end(), m) != ms->end();
    };
    const auto in960 = sf.legal_moves("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1");
    EXPECT_TRUE(has(in960, "e1h1") && has(in960, "e1a1") && !has(in960, "e1g1")) << sf.last_error();
    ASSERT_TRUE(sf.set_chess960(false)) << sf.last_error();
    const auto standard = sf.legal_moves("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    EXPECT_TRUE(has(standard, "e1g1") && has(standard, "e1c1") && !has(standard, "e1h1")) << sf.last_error();
    ASSERT_TRUE(sf.set_chess960(true)) << sf.last_error();
    EXPECT_TRUE(sf.chess960());
    EXPECT_TRUE(has(sf.legal_moves("r3k2r/8/8/8/8/8/8/R3K2R w HAha - 0 1"), "e1h1")) << sf.last_error();
}

TEST(stockfish, chess960_perft_divide_agrees) {
    REQUIRE_ENGINE(engine960);
    tally960 = {};
    props::detail::run_property(&chess960_divide, 1000);
    tally960.print(std::cout, "[chesslaw] stockfish/chess960_perft_divide_agrees: Chess960 castling coverage");
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
