// CLI habits shared by every subcommand (issue 16, items 5, 9, 12): `--version`; every --help ends
// with the one exit-status convention (common.hpp); no CLI11 internals in help or errors; one FEN
// reader — a text that is not FEN gets the same error from every subcommand, a fullmove number of
// 0 and stale castling rights are repaired with a warning by every subcommand; English plurals;
// touch-move evidence in words.

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include "run_cli.hpp"

namespace {

using namespace chesslaw::cli_tests;
using json = nlohmann::json;

constexpr std::array<const char*, 7> subcommands{"perft", "moves", "judge", "spec", "touch", "legality", "audit"};

//! stderr without the "chesslaw SUB: error: " prefix of its first line.
std::string error_text(const result& r) {
    const auto at = r.err.find(": error: ");
    return at == std::string::npos ? r.err : r.err.substr(at + 9);
}

//! Runs `chesslaw SUB --fen FEN` with what SUB needs besides.
result run_with_fen(std::string_view sub, const std::string& fen) {
    if (sub == "perft") return run({"perft", "--depth", "1", "--fen", fen});
    if (sub == "moves") return run({"moves", "--fen", fen});
    if (sub == "judge") return run({"judge", "--fen", fen, "--move", "e1d1"});
    if (sub == "touch") return run({"touch", "--fen", fen, "--events", "touch:e1"});
    return run({"legality", "--fen", fen, "--budget", "0"});
}

constexpr std::array<std::string_view, 5> fen_readers{"perft", "moves", "judge", "touch", "legality"};

// ---- --version and --help ----------------------------------------------------------------

TEST(CliHabits, VersionPrintsTheProjectVersion) {
    const result r = run({"--version"});
    EXPECT_EQ(r.code, 0) << show(r);
    EXPECT_EQ(r.out, std::string("chesslaw ") + CHESSLAW_VERSION + "\n") << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r);
}

TEST(CliHabits, EveryHelpDocumentsTheExitStatus) {
    const result top = run({"--help"});
    ASSERT_EQ(top.code, 0) << show(top);
    EXPECT_NE(top.out.find("Exit status:\n  0  "), std::string::npos) << top.out;
    EXPECT_NE(top.out.find("\n  1  the answer is a finding"), std::string::npos) << top.out;
    EXPECT_NE(top.out.find("--version"), std::string::npos) << top.out;
    for (const char* sub : subcommands) {
        const result r = run({sub, "--help"});
        ASSERT_EQ(r.code, 0) << sub << ": " << show(r);
        EXPECT_NE(r.out.find("Exit status:"), std::string::npos) << sub << ": " << r.out;
        if (std::string_view(sub) == "audit") continue; // worded by the audit's owner, same convention
        EXPECT_NE(r.out.find("Exit status:\n  0  "), std::string::npos) << sub << ": " << r.out;
        EXPECT_NE(r.out.find("\n  2  bad arguments or unusable input"), std::string::npos) << sub << ": " << r.out;
        EXPECT_NE(r.out.find("\n  3  internal error"), std::string::npos) << sub << ": " << r.out;
        const bool finds = std::string_view(sub) == "judge" || std::string_view(sub) == "legality" || std::string_view(sub) == "touch";
        EXPECT_EQ(r.out.find("\n  1  ") != std::string::npos, finds) << sub << ": " << r.out;
    }
}

TEST(CliHabits, NoCli11InternalsInHelp) {
    for (const char* sub : subcommands) {
        const result r = run({sub, "--help"});
        ASSERT_EQ(r.code, 0) << sub << ": " << show(r);
        for (const char* leftover : {"{false}", "{true}", ":{", " in [", "INT", "UINT", "FLOAT", "TEXT"})
            EXPECT_EQ(r.out.find(leftover), std::string::npos) << sub << " --help shows '" << leftover << "':\n" << r.out;
    }
}

// ---- errors in chesslaw's words ------------------------------------------------------------

TEST(CliHabits, ParseErrorsAreSentences) {
    struct bad {
        std::vector<std::string> args;
        std::string message;
    };
    const bad cases[] = {
        {{"spec", "--format", "xml"}, "chesslaw spec: error: --format: 'xml' is not one of md, json or csv\n"},
        {{"audit", "--jobs", "0", "x.pgn"}, "chesslaw audit: error: --jobs: '0' is not a whole number from 1 to 1024\n"},
        {{"legality", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--budget", "abc"}, "chesslaw legality: error: --budget: 'abc' is not a number\n"},
        {{"legality", "--fen", "8/8/8/8/8/8/8/8 w - - 0 1", "--budget", "-5"},
         "chesslaw legality: error: --budget: '-5' is negative: give 0 or more\n"},
        {{"judge", "--fen"}, "chesslaw judge: error: --fen: a value is required (FEN)\n"},
        {{"perft", "--depth", "1", "extra"}, "chesslaw perft: error: unexpected argument 'extra'\n"},
        {{"moves", "--bogus"}, "chesslaw moves: error: unknown option '--bogus'\n"},
    };
    for (const auto& c : cases) {
        std::string cmd = shell_quote(CHESSLAW_CLI);
        for (const auto& a : c.args) append_quoted(cmd, a);
        const result r = run_shell(cmd + " </dev/null");
        EXPECT_EQ(r.code, 2) << cmd << "\n" << show(r);
        EXPECT_TRUE(r.out.empty()) << cmd << "\n" << show(r);
        EXPECT_EQ(r.err.substr(0, r.err.find('\n') + 1), c.message) << cmd << "\n" << show(r);
        for (const char* raw : {"Could not convert", "not in range", "not in {", "The following argument", "Value "})
            EXPECT_EQ(r.err.find(raw), std::string::npos) << cmd << "\n" << show(r);
    }
}

// ---- one FEN reader ------------------------------------------------------------------------

TEST(CliFen, TextThatIsNotFenGetsTheSameErrorEverywhere) {
    const std::string start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    const std::string texts[] = {
        "8/8/8 w - - 0 1",
        start + " x KQkq - 0 1",
        start + " w KXkq - 0 1",
        start + " w KQkq e9 0 1",
        start + " w KQkq - a 1",
        start + " w KQkq",
        start + " w KQkq - 0 1 ",
        "",
        // Nine pawns and a bad side-to-move letter: the syntax error comes first for every
        // subcommand (judge used to report the pawns, legality the letter).
        "4k3/8/8/8/8/8/PPPPPPPP/P3K3 x - - 0 1",
    };
    for (const std::string& fen : texts) {
        const result reference = run_with_fen("legality", fen);
        EXPECT_EQ(reference.code, 2) << "'" << fen << "' " << show(reference);
        EXPECT_NE(reference.err.find("error: --fen: "), std::string::npos) << show(reference);
        for (const auto sub : fen_readers) {
            const result r = run_with_fen(sub, fen);
            EXPECT_EQ(r.code, 2) << sub << " '" << fen << "' " << show(r);
            EXPECT_TRUE(r.out.empty()) << sub << " '" << fen << "' " << show(r);
            EXPECT_EQ(error_text(r), error_text(reference)) << sub << " vs legality on '" << fen << "'";
        }
    }
}

TEST(CliFen, StructurallyImpossibleBoardIsRefusedForPlayButJudgedByLegality) {
    const std::string nine_pawns = "4k3/8/8/8/8/8/PPPPPPPP/P3K3 w - - 0 1";
    for (const auto sub : {"perft", "moves", "judge", "touch"}) {
        const result r = run_with_fen(sub, nine_pawns);
        EXPECT_EQ(r.code, 2) << sub << " " << show(r);
        EXPECT_NE(r.err.find("--fen: placement field: white has 9 pawns (at most 8)"), std::string::npos) << sub << " " << show(r);
    }
    const result l = run({"legality", "--fen", nine_pawns});
    EXPECT_EQ(l.code, 1) << show(l); // illegal: a finding
    EXPECT_NE(l.out.find("illegal"), std::string::npos) << show(l);
}

TEST(CliFen, FullmoveZeroIsReadAsOneWithAWarningEverywhere) {
    const std::string fen = "4k3/8/8/8/8/8/8/4K3 w - - 0 0";
    for (const auto sub : fen_readers) {
        const result r = run_with_fen(sub, fen);
        EXPECT_NE(r.code, 2) << sub << " " << show(r);
        EXPECT_NE(r.code, 3) << sub << " " << show(r);
        EXPECT_EQ(r.err, "chesslaw " + std::string(sub) + ": warning: --fen: fullmove number 0 read as 1 (at offset 28)\n")
            << sub << " " << show(r);
    }
    const result j = run({"moves", "--json", "--fen", fen});
    ASSERT_EQ(j.code, 0) << show(j);
    EXPECT_EQ(json::parse(j.out).at("fen"), "4k3/8/8/8/8/8/8/4K3 w - - 0 1");
}

TEST(CliFen, StaleCastlingRightsAreDroppedWithAWarningNamingThemForPlay) {
    // No rooks at all: every right is stale; the king off e1 drops both white rights.
    const std::string rookless = "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1";
    const std::string king_moved = "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1";
    for (const auto sub : fen_readers) {
        if (sub == "legality") continue; // judges the FEN as written: below
        const result r = run_with_fen(sub, rookless);
        EXPECT_NE(r.code, 2) << sub << " " << show(r);
        const std::string w = "chesslaw " + std::string(sub) + ": warning: --fen: castling right ";
        EXPECT_EQ(r.err, w + "'K' dropped: no white rook on h1 (at offset 22)\n" + w + "'Q' dropped: no white rook on a1 (at offset 23)\n" +
                             w + "'k' dropped: no black rook on h8 (at offset 24)\n" + w +
                             "'q' dropped: no black rook on a8 (at offset 25)\n")
            << sub << " " << show(r);
        const result k = run_with_fen(sub, king_moved);
        EXPECT_NE(k.err.find("castling right 'K' dropped: the white king is not on e1 (at offset 26)"), std::string::npos)
            << sub << " " << show(k);
        EXPECT_NE(k.err.find("castling right 'Q' dropped: the white king is not on e1"), std::string::npos) << sub << " " << show(k);
        EXPECT_EQ(k.err.find("'k' dropped"), std::string::npos) << sub << " " << show(k);
    }
    const result m = run({"moves", "--json", "--fen", king_moved});
    ASSERT_EQ(m.code, 0) << show(m);
    EXPECT_EQ(json::parse(m.out).at("fen"), "r3k2r/8/8/8/8/8/8/R4K1R w kq - 0 1");
    // `mate` plays moves on the board too: the same repairs, the same warnings.
    const result mate = run({"mate", "--fen", rookless});
    EXPECT_EQ(mate.code, 0) << show(mate);
    EXPECT_NE(mate.err.find("chesslaw mate: warning: --fen: castling right 'K' dropped: no white rook on h1 (at offset 22)\n"),
              std::string::npos)
        << show(mate);
}

TEST(CliFen, LegalityJudgesStaleCastlingRightsAsWritten) {
    // issue 34: `legality` answers about the FEN as written. A right whose rook or king has left its
    // square is an argument for "illegal" (3.8.2.1.1, 3.8.2.1.2), not a repair: no warning.
    const result r = run_with_fen("legality", "4k3/8/8/8/8/8/8/4K3 w KQkq - 0 1");
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r);
    EXPECT_NE(r.out.find("argument [castling-without-rook]: white keeps the right to castle king side but no white rook stands on h1"),
              std::string::npos)
        << show(r);
    EXPECT_NE(r.out.find("argument [castling-without-rook]: black keeps the right to castle queen side but no black rook stands on a8"),
              std::string::npos)
        << show(r);
    const result k = run_with_fen("legality", "r3k2r/8/8/8/8/8/8/R4K1R w KQkq - 0 1");
    EXPECT_EQ(k.code, 1) << show(k);
    EXPECT_TRUE(k.err.empty()) << show(k);
    EXPECT_NE(k.out.find("argument [castling-without-king]: white keeps the right to castle king side but its king is not on e1"),
              std::string::npos)
        << show(k);
    EXPECT_EQ(k.out.find("black keeps the right"), std::string::npos) << show(k); // black's rights stand
    // 1. h4 Nf6 2. Rh3 Ng8 reaches the board, not the right 'K': the rook on h1 has moved.
    const std::string rook_out = "rnbqkbnr/pppppppp/8/8/7P/7R/PPPPPPP1/RNBQKBN1 w KQkq - 4 3";
    const result l = run({"legality", "--fen", rook_out, "--json"});
    EXPECT_EQ(l.code, 1) << show(l);
    EXPECT_TRUE(l.err.empty()) << show(l);
    EXPECT_EQ(json::parse(l.out).at("verdict"), "illegal") << l.out;
    EXPECT_EQ(json::parse(l.out).at("arguments")[0].at("rule"), "castling-without-rook") << l.out;
}

// ---- words ---------------------------------------------------------------------------------

TEST(CliHabits, EnglishPlurals) {
    const result one = run({"legality", "--fen", "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1"});
    EXPECT_EQ(one.code, 0) << show(one);
    EXPECT_NE(one.out.find("proof game (1 ply, replayed by the kernel): 1. e4"), std::string::npos) << show(one);
    const result game = run({"judge", "--moves", "e2e4", "--move", "e7e5"});
    EXPECT_EQ(game.code, 0) << show(game);
    EXPECT_NE(game.out.find("game: 1 move from --fen"), std::string::npos) << show(game);
    for (const result& r : {one, game})
        for (const char* wrong : {" 1 nodes", " 1 plies", " 1 moves"}) EXPECT_EQ(r.out.find(wrong), std::string::npos) << show(r);
}

TEST(CliTouch, EvidenceInWordsAndExitOneOnAViolation) {
    // 4.3.1: the knight touched first could move, and a pawn was moved instead.
    const result r = run({"touch", "--events", "touch:g1 lift:e2 release:e4"});
    EXPECT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find("the knight on g1 could move to f3"), std::string::npos) << show(r);
    EXPECT_EQ(r.out.find("could g1f3"), std::string::npos) << show(r);
    EXPECT_EQ(r.out.find("governs N"), std::string::npos) << show(r);
    // 4.4.2: the rook touched before the king forbids castling.
    const result c = run({"touch", "--fen", "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", "--events", "touch:h1 touch:e1 lift:e1 release:g1 lift:h1 release:f1"});
    EXPECT_EQ(c.code, 1) << show(c);
    EXPECT_NE(c.out.find("castling is not allowed this move: the rook on h1 was touched before the king (rules out e1g1)"),
              std::string::npos)
        << show(c);
    EXPECT_NE(c.out.find("2. touch:e1 [deliberate touch]"), std::string::npos) << show(c);
    EXPECT_EQ(c.out.find("castling_forbidden"), std::string::npos) << show(c);
    // A compliant move: exit 0; the JSON keeps the tokens and adds the words.
    const result ok = run({"touch", "--events", "touch:g1 lift:g1 release:f3", "--json"});
    EXPECT_EQ(ok.code, 0) << show(ok);
    const json j = json::parse(ok.out);
    bool seen = false;
    for (const auto& f : j.at("findings"))
        for (const auto& w : f.at("witnesses")) {
            EXPECT_TRUE(w.contains("fact")) << w.dump();
            EXPECT_FALSE(w.at("text").get<std::string>().empty()) << w.dump();
            seen = true;
        }
    EXPECT_TRUE(seen) << j.dump(2);
}

} // namespace
