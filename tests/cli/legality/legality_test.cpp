// `chesslaw legality --fen FEN [--json] [--budget MS]`: every board gets a verdict (exit 1 for
// illegal, 0 otherwise), text that is not a FEN is exit 2 with the error on stderr. Illegal: the
// arguments (rule, text, squares) — on the FEN as written: a castling right without its rook or an
// impossible en-passant square is an argument, not repaired; reachable: a proof game, replayed here with the kernel, in SAN
// with move numbers in the text; unknown: --budget 0 on a position that needs a search. The JSON
// keys are exactly the schema: fen, verdict, clause, arguments[{rule, text, squares}],
// proof_game and proof_game_san (when reachable), searched{nodes, ms}.
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/spec/table.hpp>

#include "run_cli.hpp"

namespace {

using namespace chesslaw::cli_tests;
namespace id = chesslaw::spec::id;
using json = nlohmann::json;

std::string sid(chesslaw::spec::clause_ref c) { return std::string(c.id()); }

std::set<std::string> keys_of(const json& j) {
    std::set<std::string> k;
    for (const auto& [key, v] : j.items()) k.insert(key);
    return k;
}

//! `chesslaw legality --json`, exit 0, parsed; the keys checked against the schema.
json verdict_json(const std::string& fen, const std::string& budget = "") {
    const auto r = budget.empty() ? run({"legality", "--fen", fen, "--json"}) : run({"legality", "--fen", fen, "--json", "--budget", budget});
    // exit 1 for "illegal" (a finding), 0 for "reachable" and "unknown"
    EXPECT_TRUE(r.err.empty()) << show(r);
    json j;
    EXPECT_NO_THROW(j = json::parse(r.out)) << show(r);
    const std::string verdict = j.value("verdict", "");
    std::set<std::string> keys{"fen", "verdict", "clause", "arguments", "searched"};
    EXPECT_EQ(r.code, verdict == "illegal" ? 1 : 0) << show(r);
    if (verdict == "reachable") {
        keys.insert("proof_game");
        keys.insert("proof_game_san");
    }
    EXPECT_EQ(keys_of(j), keys) << j.dump();
    EXPECT_EQ(j.at("fen"), fen);
    EXPECT_EQ(j.at("clause"), sid(id::illegal_position));
    EXPECT_TRUE(verdict == "illegal" || verdict == "reachable" || verdict == "unknown") << verdict;
    EXPECT_EQ(j.at("arguments").empty(), verdict != "illegal") << j.dump();
    for (const auto& a : j.at("arguments")) {
        EXPECT_EQ(keys_of(a), (std::set<std::string>{"rule", "text", "squares"})) << a.dump();
        EXPECT_FALSE(a.at("rule").get<std::string>().empty());
        EXPECT_FALSE(a.at("text").get<std::string>().empty());
        for (const auto& q : a.at("squares")) EXPECT_TRUE(chesslaw::parse_square(q.get<std::string>()).has_value()) << q;
    }
    EXPECT_EQ(keys_of(j.at("searched")), (std::set<std::string>{"nodes", "ms"}));
    EXPECT_TRUE(j.at("searched").at("nodes").is_number_unsigned());
    EXPECT_TRUE(j.at("searched").at("ms").is_number_unsigned());
    return j;
}

//! Replays a proof game from the initial position, every move checked legal; returns the FEN reached.
std::string replay(const json& game) {
    chesslaw::position p = chesslaw::initial_position();
    for (const auto& m : game) {
        const auto mv = chesslaw::parse_uci(m.get<std::string>());
        EXPECT_TRUE(mv) << m;
        if (!mv) return {};
        bool legal = false;
        for (const auto lm : chesslaw::legal_moves(p)) legal = legal || lm == *mv;
        EXPECT_TRUE(legal) << m << " is not legal in " << chesslaw::to_fen_string(p);
        if (!legal) return {};
        p = chesslaw::make_move(p, *mv);
    }
    return chesslaw::to_fen_string(p);
}

//! Placement, side to move, castling rights (the fields a proof game must reach exactly).
std::string first_fields(const std::string& fen, int n = 3) {
    std::istringstream in(fen);
    std::string out, f;
    for (int i = 0; i < n && in >> f; ++i) out += (i ? " " : "") + f;
    return out;
}

// ---- illegal: the two positions of the issue --------------------------------------------------

TEST(LegalityCli, H3PawnWithoutOriginIsIllegal) {
    const std::string fen = "4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1";
    const auto r = run({"legality", "--fen", fen});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r);
    // compiler-style: the column of the argument's first square (g2: column 17 of the placement)
    EXPECT_NE(r.out.find("fen:1:17: illegal: " + sid(id::illegal_position) + " illegal position"), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("  fen:1:17: argument [pawn-origins]: the white pawns on g2, h2 and h3 can only have started on the g and h files"),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("(squares: g2 h2 h3)"), std::string::npos) << show(r);
    EXPECT_EQ(r.out.find("proof game"), std::string::npos) << show(r);
    const json j = verdict_json(fen);
    EXPECT_EQ(j.at("verdict"), "illegal");
    ASSERT_EQ(j.at("arguments").size(), 1u);
    EXPECT_EQ(j.at("arguments")[0].at("rule"), "pawn-origins");
    EXPECT_EQ(j.at("arguments")[0].at("squares"), json::array({"g2", "h2", "h3"}));
    EXPECT_NE(j.at("arguments")[0].at("text").get<std::string>().find("3 pawns need distinct starting files, and there are 2"), std::string::npos);
    EXPECT_EQ(j.at("searched").at("nodes"), 0u); // the rules decide: no search
}

TEST(LegalityCli, ThirdRookWithAllEightPawnsIsIllegal) {
    const std::string fen = "4k3/8/8/8/8/8/PPPPPPPP/RRR1K3 w - - 0 1";
    const auto r = run({"legality", "--fen", fen});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find(": illegal: " + sid(id::illegal_position)), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("argument [promotions]: white has 1 man beyond its initial set"), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("but only 0 pawns are missing"), std::string::npos) << show(r);
    const json j = verdict_json(fen);
    EXPECT_EQ(j.at("verdict"), "illegal");
    ASSERT_GE(j.at("arguments").size(), 1u);
    EXPECT_EQ(j.at("arguments")[0].at("rule"), "promotions");
    EXPECT_EQ(j.at("arguments")[0].at("squares"), json::array({"a1", "b1", "c1"}));
}

TEST(LegalityCli, NineWhitePawnsIsIllegalNotBadInput) {
    const std::string fen = "4k3/8/8/8/8/P7/PPPPPPPP/4K3 w - - 0 1"; // parse_fen refuses it; legality judges it
    const auto r = run({"legality", "--fen", fen});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r);
    EXPECT_NE(r.out.find("argument [too-many-pawns]: white has 9 pawns"), std::string::npos) << show(r);
    const json j = verdict_json(fen);
    EXPECT_EQ(j.at("verdict"), "illegal");
    EXPECT_EQ(j.at("arguments")[0].at("rule"), "too-many-pawns");
    EXPECT_EQ(j.at("arguments")[0].at("squares").size(), 9u);
    // no king at all: a board, so a verdict too
    const json k = verdict_json("8/8/8/8/8/8/8/8 w - - 0 1");
    EXPECT_EQ(k.at("verdict"), "illegal");
    EXPECT_EQ(k.at("arguments")[0].at("rule"), "king-count");
}

// ---- the FEN as written: castling rights and the en-passant square are part of the position -----

TEST(LegalityCli, CastlingRightWithoutItsRookIsIllegalAsWritten) {
    // issue 34: 'K' without a rook on h1 was dropped with a warning and the bare kings judged
    // (unknown); the question is about the FEN as written, and the right is an argument (3.8.2.1.2).
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w K - 0 1";
    const auto r = run({"legality", "--fen", fen});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r); // nothing repaired, so no warning
    EXPECT_NE(r.out.find(": illegal: " + sid(id::illegal_position)), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("argument [castling-without-rook]: white keeps the right to castle king side but no white rook stands on h1"),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("(squares: h1)"), std::string::npos) << show(r);
    const json j = verdict_json(fen, "0");
    EXPECT_EQ(j.at("verdict"), "illegal");
    ASSERT_EQ(j.at("arguments").size(), 1u) << j.dump();
    EXPECT_EQ(j.at("arguments")[0].at("rule"), "castling-without-rook");
    EXPECT_EQ(j.at("arguments")[0].at("squares"), json::array({"h1"}));
    // The king off e1: the right is lost with the king's first move (3.8.2.1.1).
    const json k = verdict_json("4k3/8/8/8/8/8/8/3K3R w K - 0 1", "0");
    EXPECT_EQ(k.at("verdict"), "illegal") << k.dump();
    EXPECT_EQ(k.at("arguments")[0].at("rule"), "castling-without-king") << k.dump();
    EXPECT_EQ(k.at("arguments")[0].at("squares"), json::array({"e1"})) << k.dump();
    // 1. h4 Nf6 2. Rh3 Ng8 reaches this board, but not with white's king-side right: the rook left h1.
    const json moved = verdict_json("rnbqkbnr/pppppppp/8/8/7P/7R/PPPPPPP1/RNBQKBN1 w KQkq - 4 3", "0");
    EXPECT_EQ(moved.at("verdict"), "illegal") << moved.dump();
    EXPECT_EQ(moved.at("arguments")[0].at("rule"), "castling-without-rook") << moved.dump();
    // … and without the right it is reachable, with the proof game.
    const json kept = verdict_json("rnbqkbnr/pppppppp/8/8/7P/7R/PPPPPPP1/RNBQKBN1 w Qkq - 4 3", "5000");
    EXPECT_EQ(kept.at("verdict"), "reachable") << kept.dump();
}

TEST(LegalityCli, EnPassantSquareNoDoubleStepLeftIsIllegalAsWritten) {
    // e3 with white to move: a black double step never passes rank 3 (3.7.2, 3.7.4).
    const json wrong_rank = verdict_json("4k3/8/8/8/4P3/8/8/4K3 w - e3 0 1", "0");
    EXPECT_EQ(wrong_rank.at("verdict"), "illegal") << wrong_rank.dump();
    EXPECT_EQ(wrong_rank.at("arguments")[0].at("rule"), "ep-wrong-rank") << wrong_rank.dump();
    // d6 with white to move, but no black pawn on d5 that could have just advanced.
    const json no_pawn = verdict_json("4k3/8/8/8/8/8/8/4K3 w - d6 0 1", "0");
    EXPECT_EQ(no_pawn.at("verdict"), "illegal") << no_pawn.dump();
    EXPECT_EQ(no_pawn.at("arguments")[0].at("rule"), "ep-no-pawn") << no_pawn.dump();
    const auto r = run({"legality", "--fen", "4k3/8/8/8/8/8/8/4K3 w - d6 0 1"});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r);
}

TEST(LegalityCli, FullmoveZeroIsReadAsOneWithAWarningAndChangesNoVerdict) {
    const auto r = run({"legality", "--fen", "4k3/8/8/8/8/8/8/4K3 w K - 0 0", "--json"});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_EQ(r.err, "chesslaw legality: warning: --fen: fullmove number 0 read as 1 (at offset 28)\n") << show(r);
    EXPECT_EQ(json::parse(r.out).at("verdict"), "illegal") << r.out;
    EXPECT_EQ(json::parse(r.out).at("fen"), "4k3/8/8/8/8/8/8/4K3 w K - 0 0") << r.out; // the text as given
}

// ---- reachable: a proof game, replayed ------------------------------------------------------

TEST(LegalityCli, AfterE4IsReachableWithAReplayableProofGame) {
    for (const std::string fen : {"rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", // e.p. square after every double step
                                  "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"}) { // only when a pawn can take
        const json j = verdict_json(fen, "5000");
        ASSERT_EQ(j.at("verdict"), "reachable") << j.dump();
        EXPECT_EQ(j.at("proof_game"), json::array({"e2e4"})) << j.dump(); // the shortest game: one ply
        EXPECT_EQ(j.at("proof_game_san"), json::array({"e4"})) << j.dump();
        const std::string reached = replay(j.at("proof_game"));
        EXPECT_EQ(first_fields(reached), first_fields(fen)) << reached;
        EXPECT_GE(j.at("searched").at("nodes").get<unsigned long long>(), 1u);
    }
    const auto r = run({"legality", "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1", "--budget", "5000"});
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_NE(r.out.find(": reachable: " + sid(id::illegal_position)), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("proof game (1 ply, replayed by the kernel): 1. e4\n"), std::string::npos) << show(r);
}

TEST(LegalityCli, AFewMovesDeepIsReachable) {
    // 1. e4 e5 2. Nf3 Nc6 3. Bb5 a6: six plies, the proof game's length and end position checked
    const std::string fen = "r1bqkbnr/1ppp1ppp/p1n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R w KQkq - 0 4";
    const json j = verdict_json(fen, "5000");
    ASSERT_EQ(j.at("verdict"), "reachable") << j.dump();
    EXPECT_EQ(j.at("proof_game").size(), 6u);
    EXPECT_EQ(first_fields(replay(j.at("proof_game"))), first_fields(fen));
    // The text gives it in SAN with move numbers, e.g. "1. e4 e5 2. Nf3 Nc6 3. Bb5 a6".
    const auto t = run({"legality", "--fen", fen, "--budget", "5000"});
    EXPECT_EQ(t.code, 0) << show(t);
    ASSERT_NE(t.out.find("proof game (6 plies, replayed by the kernel): 1. "), std::string::npos) << show(t);
    std::string line = t.out.substr(t.out.find("proof game (6 plies"));
    line = line.substr(0, line.find('\n'));
    EXPECT_NE(line.find(" 2. "), std::string::npos) << line;
    EXPECT_NE(line.find(" 3. "), std::string::npos) << line;
    EXPECT_EQ(j.at("proof_game_san").size(), 6u);
    for (const auto& m : j.at("proof_game_san")) EXPECT_NE(line.find(" " + m.get<std::string>()), std::string::npos) << line;
    // the initial position: reachable by the empty game
    const json s = verdict_json("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "1000");
    EXPECT_EQ(s.at("verdict"), "reachable");
    EXPECT_TRUE(s.at("proof_game").empty());
}

// ---- unknown: no search -----------------------------------------------------------------------

TEST(LegalityCli, BudgetZeroIsUnknownForAPositionNeedingSearch) {
    const std::string fen = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq e3 0 1";
    const json j = verdict_json(fen, "0");
    EXPECT_EQ(j.at("verdict"), "unknown");
    EXPECT_FALSE(j.contains("proof_game"));
    EXPECT_EQ(j.at("searched").at("nodes"), 0u);
    const auto r = run({"legality", "--fen", fen, "--budget", "0"});
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_NE(r.out.find(": unknown: " + sid(id::illegal_position)), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("tried: no proof-game search (budget 0)"), std::string::npos) << show(r);
    // the rules still decide with budget 0
    EXPECT_EQ(verdict_json("4k3/8/8/8/8/7P/6PP/4K3 w - - 0 1", "0").at("verdict"), "illegal");
}

// ---- exit 2: not a FEN at all -----------------------------------------------------------------

TEST(LegalityCli, TextThatIsNoFenIsExit2) {
    for (const char* bad : {"hello world", "", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1",
                            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1"}) {
        const auto r = run({"legality", "--fen", bad});
        EXPECT_EQ(r.code, 2) << "'" << bad << "' " << show(r);
        EXPECT_TRUE(r.out.empty()) << show(r);
        EXPECT_NE(r.err.find("--fen"), std::string::npos) << show(r);
        EXPECT_NE(r.err.find("error"), std::string::npos) << show(r);
        const auto j = run({"legality", "--fen", bad, "--json"});
        EXPECT_EQ(j.code, 2) << show(j);
        EXPECT_TRUE(j.out.empty()) << show(j);
    }
    // the caret points at the bad character
    const auto r = run({"legality", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1"});
    EXPECT_NE(r.err.find("RNBQKBNX w KQkq - 0 1\n" + std::string(4 + 42, ' ') + "^"), std::string::npos) << show(r);
}

TEST(LegalityCli, BadArgumentsAreExit2) {
    const auto missing = run({"legality"});
    EXPECT_EQ(missing.code, 2) << show(missing);
    EXPECT_NE(missing.err.find("--fen"), std::string::npos) << show(missing);
    const auto negative = run({"legality", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--budget", "-5"});
    EXPECT_EQ(negative.code, 2) << show(negative);
    EXPECT_NE(negative.err.find("--budget"), std::string::npos) << show(negative);
}

} // namespace

// Double Fischer Random (a different array for each side): outside Guidelines II.2, the start of a
// variant — not illegal, as the audit reads such a start (issue 49: `legality` said illegal by II.2).
TEST(LegalityCli, DoubleFischerRandomStartIsOutsideGuidelinesNotIllegal) {
    const std::string fen = "nrnbkrbq/pppppppp/8/8/8/8/PPPPPPPP/BQNBRNKR w KQkq - 0 1";
    const auto r = run({"legality", "--chess960", "--fen", fen});
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_EQ(r.out.find(": illegal:"), std::string::npos) << show(r);
    EXPECT_NE(r.out.find("tried: outside Guidelines II.2, set aside as the start of a variant"), std::string::npos) << show(r);
    const auto j = run({"legality", "--chess960", "--fen", fen, "--json"});
    EXPECT_EQ(j.code, 0) << show(j);
    EXPECT_EQ(json::parse(j.out).at("verdict"), "unknown") << j.out;
}
