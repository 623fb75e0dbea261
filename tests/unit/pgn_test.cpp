// PGN reader (notation/pgn.hpp): every edge-case file of ../shared/data/pgn/edge-cases with the outcome
// a correct reader must give (games, tags, moves, errors and warnings with line:column), the real
// corpora, each grammar element, line breaks, BOM, Latin-1, resynchronisation.
#include <algorithm>
#include <array>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <optional>
#include <random>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <gtest/gtest.h>

#include "pgn_support.hpp"
#include "test_data.hpp"

#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/pgn.hpp>

namespace {
using namespace chesslaw;
using namespace chesslaw::pgn;
using test::read_all;
using test::read_text;
using test::sans;
std::vector<game> read_data(const std::string& rel) { return test::read_data_file("pgn/" + rel); }

std::string event(const game& g) { return std::string(g.tag_value("Event").value_or("")); }

// Expected outcome of one game: plies, result, the error (code, line, column) if any.
struct expect {
    std::size_t plies;
    std::string result;
    std::optional<pgn_errc> error = std::nullopt;
    source_pos at = {};
    std::optional<pgn_errc> warning = std::nullopt;
    source_pos warning_at = {};
};

void check(const std::string& rel, const std::vector<expect>& want) {
    SCOPED_TRACE(rel);
    const auto games = read_data("edge-cases/" + rel);
    ASSERT_EQ(games.size(), want.size());
    for (std::size_t i = 0; i < want.size(); ++i) {
        SCOPED_TRACE("game " + std::to_string(i + 1) + " " + event(games[i]));
        const game& g = games[i];
        EXPECT_EQ(g.index, i + 1);
        EXPECT_EQ(g.moves.size(), want[i].plies);
        EXPECT_EQ(g.result, want[i].result);
        ASSERT_EQ(g.error.has_value(), want[i].error.has_value()) << (g.error ? chesslaw::prose::to_string(*g.error) : "");
        if (g.error) {
            EXPECT_EQ(g.error->code, *want[i].error) << chesslaw::prose::to_string(*g.error);
            EXPECT_EQ(g.error->at, want[i].at) << chesslaw::prose::to_string(*g.error);
            EXPECT_FALSE(chesslaw::prose::describe(*g.error).empty());
        }
        ASSERT_EQ(!g.warnings.empty(), want[i].warning.has_value());
        if (want[i].warning) {
            EXPECT_EQ(g.warnings.front().code, *want[i].warning);
            EXPECT_EQ(g.warnings.front().at, want[i].warning_at) << prose::to_string(g.warnings.front());
        }
    }
}

// ---- the edge-case files -------------------------------------------------------------------

TEST(PgnEdgeCases, Bom) {
    check("bom.pgn", {{61, "1-0"}});
    const auto g = read_data("edge-cases/bom.pgn");
    EXPECT_EQ(g[0].tags.front().name, "Event"); // the BOM is not part of the first tag
    EXPECT_EQ(g[0].tags.front().at, (source_pos{1, 1}));
    EXPECT_EQ(g[0].moves.front().at, (source_pos{26, 4})); // CRLF file: one line per CRLF
    EXPECT_EQ(g[0].moves.back().text, "fxg4");
}

TEST(PgnEdgeCases, Chess960IsReadTheAuditRejectsIt) {
    check("chess960.pgn", {{63, "1-0"}, {40, "0-1"}, {0, "*"}, {0, "*"}});
    const auto g = read_data("edge-cases/chess960.pgn");
    EXPECT_EQ(g[0].tag_value("Variant"), "Chess960");
    EXPECT_EQ(g[1].tag_value("FEN"), "rnnkrbbq/pppppppp/8/8/8/8/PPPPPPPP/RNNKRBBQ w EAea - 0 1");
    EXPECT_EQ(g[0].tag_value("Site"), "H\xC3\xB8vikodden, B\xC3\xA6rum NOR"); // UTF-8 kept as bytes
}

TEST(PgnEdgeCases, Headers) {
    check("headers.pgn", {{0, "*"}, {0, "1-0"}, {0, "0-1"}, {0, "1/2-1/2"}, {0, "*"}, {0, "*"}, {1, "0-1"}, {0, "*"},
                          {0, "*"}, {0, "*"}, {0, "*"}, {0, "*"}, {0, "*"}, {0, "*"}, {0, "*"}, {0, "*"}});
    const auto g = read_data("edge-cases/headers.pgn");
    EXPECT_EQ(g[1].tag_value("Event"), " ?"); // values as written, blanks kept
    EXPECT_EQ(g[3].tag_value("Black"), " Player   2");
    EXPECT_EQ(g[4].tag_value("Event"), "Special character \" (double quote)");
    EXPECT_EQ(g[4].tag_value("Black"), "Special character \\ (backslash)");
    EXPECT_EQ(g[4].tag_value("White"), "Special characters [] (square brackets)");
    EXPECT_EQ(g[5].tag_value("Event"), std::nullopt);
    EXPECT_EQ(g[6].moves[0].move_number, 4u); // from the FEN tag: black to move, move 4
    EXPECT_EQ(g[6].moves[0].side, color::black);
    EXPECT_EQ(g[7].tag_value("Event"), "Degenerated \\backslash"); // a backslash before 'b' stays
    EXPECT_EQ(g[8].tags.size(), 5u);                                 // several tags on one line
    EXPECT_EQ(g[8].tag_value("Round"), "?.6");
    EXPECT_EQ(g[14].tag_value("BlackElo")->size(), 333u); // long values kept whole
}

TEST(PgnEdgeCases, LineBreaks) {
    for (const char* f : {"linebreak-linux.pgn", "linebreak-mac.pgn", "linebreak-windows.pgn"}) {
        check(f, {{1, "*"}});
        const auto g = read_data(std::string("edge-cases/") + f);
        EXPECT_EQ(g[0].moves[0].text, "e5");
        EXPECT_EQ(g[0].moves[0].at, (source_pos{3, 4})) << f;
        EXPECT_EQ(g[0].result_at, (source_pos{3, 7})) << f;
    }
}

// `0000` where a move stands is UCI's null move, a move token (issue 49); `0000.` would be a move number.
TEST(PgnEdgeCases, NullMoveZeroes) {
    for (const std::size_t buffer : {std::size_t{1} << 16, std::size_t{64}}) {
        const auto gs = chesslaw::test::read_text("[Event \"n\"]\n\n1. e4 0000 2. d4 0000 3. c4 *\n", buffer);
        ASSERT_EQ(gs.size(), 1u);
        EXPECT_EQ(chesslaw::test::sans(gs[0]), (std::vector<std::string>{"e4", "0000", "d4", "0000", "c4"}));
        EXPECT_TRUE(gs[0].warnings.empty()) << gs[0].warnings.size();
    }
}

TEST(PgnEdgeCases, Minimal) {
    check("mini1.pgn", {{0, "*"}});
    check("mini2.pgn", {{18, "0-1"}, {7, "1-0"}});
}

TEST(PgnEdgeCases, Misc) {
    check("misc.pgn", {{7, "1-0"},
                       {4, "*"},
                       {8, "1/2-1/2"},
                       {56, "0-1"},
                       {2, "*"},
                       {8, "1/2-1/2"},
                       {15, "1-0"},
                       {8, "*"},
                       {1, "*"},
                       {1, "*"},
                       {3, "*"},
                       {7, "0-1"},
                       {1, "0-1", std::nullopt, {}, pgn_errc::move_number_mismatch, {137, 1}},
                       {3, "*"},
                       {5, "*"}});
    const auto g = read_data("edge-cases/misc.pgn");
    // comments with escaped braces, annotation glyphs as tokens (!, ?!, RR, +/=, N) skipped
    EXPECT_EQ(sans(g[1]), (std::vector<std::string>{"e4", "e6", "d4", "a5"}));
    // variations skipped, main line kept
    EXPECT_EQ(sans(g[2]), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Bxc6", "dxc6"}));
    EXPECT_EQ(g[3].moves[33].text, "Qxf3"); // 17... Qxf3 $3 after a multi-line comment
    EXPECT_EQ(g[3].moves[33].move_number, 17u);
    EXPECT_EQ(g[3].moves[33].side, color::black);
    EXPECT_EQ(g[3].moves[33].at, (source_pos{40, 7}));
    EXPECT_EQ(g[4].moves[0].text, "O-O+");
    EXPECT_EQ(g[4].moves[0].move_number, 14u);
    EXPECT_EQ(g[6].moves[1].text, "--"); // a null move is passed on, for the audit to reject
    EXPECT_EQ(g[9].moves[0].text, "h6"); // "h6*": the result glued on
    EXPECT_EQ(g[9].moves[0].side, color::black);
    EXPECT_EQ(g[11].moves.back().text, "0-0");
    // FEN fullmove 0 counts as 1 (as the audit reads it): "0. Rha7" is then a number mismatch.
    EXPECT_EQ(g[12].moves[0].move_number, 1u);
    EXPECT_EQ(g[12].moves[0].written_number, 0u); // a written 0 reads as none
}

TEST(PgnEdgeCases, MissingLastResult) {
    check("missing-last-end-of-game.pgn", {{7, "1-0"}, {2, "", std::nullopt, {}, pgn_errc::missing_result, {9, 1}}});
}

TEST(PgnEdgeCases, OptionalKings) { check("optional-kings.pgn", {{5, "*"}, {1, "0-1"}, {7, "1-0"}}); }

TEST(PgnEdgeCases, ReDoS) {
    check("redos-comment.pgn", {{1, "", pgn_errc::unterminated_comment, {3, 7}}});
    check("redos-header.pgn", {{0, "", pgn_errc::tag_value_line_break, {2, 97}}});
}

TEST(PgnEdgeCases, SemanticErrorsAreNotReaderErrors) {
    // illegal moves, a bad FEN, variants: the reader stores them; the audit judges them
    check("semantic-error.pgn", {{1, "*"}, {2, "*"}, {0, "*"}, {0, "*"}, {0, "*"}, {1, "*"}, {5, "*"}});
    const auto g = read_data("edge-cases/semantic-error.pgn");
    EXPECT_EQ(g[2].tag_value("FEN"), "Something invalid");
    EXPECT_EQ(g[5].moves[0].at, (source_pos{37, 4})); // lines counted through a multi-line comment
}

TEST(PgnEdgeCases, SyntacticErrors1) {
    using E = pgn_errc;
    check("syntactic-error-1.pgn",
          {
              {4, "*"},                                     // "pawn goes to e4": tokens; the SAN reader rejects them
              {1, "*"},                                     // "Pe4"
              {0, "", E::tag_name_expected, {12, 2}},       // ["Somewhere"]
              {0, "", E::tag_value_expected, {18, 6}},      // [Site]
              {0, "", E::tag_value_line_break, {24, 17}},   // line break in a value
              {0, "*", std::nullopt, {}, E::tag_value_unescaped_quote, {31, 18}}, // unescaped quote: kept in the value (pgn_lenient_test)
              {2, "", E::unexpected_character, {38, 59}},   // '}' after the comment closed
              {1, "1-0"},                                   // a "1-0" tag value does not end the game
              {0, "", E::tag_value_line_break, {48, 17}},
              {2, "1-0"},                                   // "{1-0}" is a comment
              {1, "1-0"},
              {5, "*"},                                     // "whatever" is a token (the SAN reader rejects it)
              {2, "", E::unclosed_variation, {76, 10}},     // "(1... c5 *"
              {2, "*"},                                     // "((1... c5))": a variation may start with one
              {2, "", E::unmatched_close, {86, 10}},
              {2, "", std::nullopt, {}, E::missing_result, {93, 1}}, // the tag section ends the game
              {1, "*", std::nullopt, {}, E::move_number_mismatch, {95, 1}}, // [Site …] 2. Nf3 *
              {1, "", E::string_in_movetext, {98, 7}},      // Event "…"] without '['
              {0, "", E::tag_close_expected, {103, 38}},    // no ']'
              {0, "", E::tag_name_expected, {109, 2}},      // [%~<|> …]
              {0, "", E::tag_close_expected, {115, 19}},    // [Site "…" %~<|>]
              {7, "1-0"},                                   // the valid game at the end
          });
    const auto g = read_data("edge-cases/syntactic-error-1.pgn");
    EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"pawn", "goes", "to", "e4"}));
    EXPECT_EQ(event(g.back()), "A valid game at the end of the file");
    EXPECT_EQ(g[16].tag_value("Site"), "This header must not be here");
}

TEST(PgnEdgeCases, SyntacticErrors2to5) {
    check("syntactic-error-2.pgn", {{1, "", pgn_errc::unexpected_character, {1, 2}}});
    check("syntactic-error-3.pgn", {{0, "", pgn_errc::unexpected_character, {1, 1}}});
    // an unclosed comment stops at the next game's [Event line (after a blank line)
    check("syntactic-error-4.pgn", {{1, "", pgn_errc::unterminated_comment, {3, 7}}, {7, "1-0"}});
    check("syntactic-error-5.pgn", {{0, "", pgn_errc::tag_value_line_break, {2, 8}}, {7, "1-0"}});
}

TEST(PgnEdgeCases, TagNamesThatLookLikeTokens) {
    check("tag-name-token-collision.pgn", {{2, "*"}, {2, "*"}, {2, "*"}, {2, "*"}, {2, "*"}, {2, "*"}});
    const auto g = read_data("edge-cases/tag-name-token-collision.pgn");
    EXPECT_EQ(g[2].tag_value("RR"), "editorial comment");
    EXPECT_EQ(g[3].tag_value("Nf3"), "looks like a knight move");
    EXPECT_EQ(g[4].tag_value("e4"), "looks like a pawn move");
    EXPECT_EQ(sans(g[3]), (std::vector<std::string>{"Nf3", "Nf6"}));
}

// ---- the real corpora ----------------------------------------------------------------------

TEST(PgnCorpora, ReadWithoutErrorOrWarning) {
    const std::pair<const char*, std::size_t> files[] = {{"twic-01-232games.pgn", 232},
                                                          {"32games.pgn", 32},
                                                          {"world_matches.pgn", 580},
                                                          {"kasparov-deep-blue-1997.pgn", 6},
                                                          {"molinari-bordais-1979.pgn", 1}};
    std::size_t total = 0;
    for (const auto& [f, n] : files) {
        SCOPED_TRACE(f);
        const auto games = read_data(f);
        EXPECT_EQ(games.size(), n);
        for (const auto& g : games) {
            EXPECT_FALSE(g.error) << g.index << ": " << chesslaw::prose::to_string(*g.error);
            EXPECT_TRUE(g.warnings.empty()) << g.index << ": " << prose::to_string(g.warnings.front());
            EXPECT_FALSE(g.result.empty());
            if (const auto pc = g.tag_value("PlyCount"); pc && !g.tag_value("FEN")) {
                EXPECT_EQ(std::to_string(g.moves.size()), std::string(*pc)) << g.index;
            }
        }
        total += games.size();
    }
    EXPECT_EQ(total, 851u);
}

// ---- grammar elements ----------------------------------------------------------------------

TEST(PgnGrammar, MoveNumbersInEveryForm) {
    const auto g = read_text("1. e4 1... e5 2.Nf3 2...Nc6 3 Bb5 3 ... a6 4\xE2\x80\xA6 Ba4 *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"}));
    EXPECT_TRUE(g[0].warnings.empty());
    EXPECT_EQ(g[0].moves[5].move_number, 3u);
    EXPECT_EQ(g[0].moves[5].side, color::black);
}

TEST(PgnGrammar, CommentsNagsEscapesVariations) {
    const auto g = read_text("% escape line\n[Event \"x\"]\n\n;line comment 1-0\n1. e4 $1 {a (b) 1-0 [c]} e5 ; rest 0-1\n"
                             "2. Nf3 (2. f4 exf4 (2... d5) 3. Nf3) $14 2... Nc6 {\\} still comment} 1-0\n");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_FALSE(g[0].error);
    EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6"}));
    EXPECT_EQ(g[0].result, "1-0");
}

TEST(PgnGrammar, AnnotationsGluedStayGlyphTokensGo) {
    const auto g = read_text("1. e4! e5?! 2. Nf3!! +- Nc6 += 3. e8(Q)+ ± Nf6 = 4. \xE2\x99\x98" "c3 \xE2\x88\x9E *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_FALSE(g[0].error) << chesslaw::prose::to_string(*g[0].error);
    EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4!", "e5?!", "Nf3!!", "Nc6", "e8(Q)+", "Nf6", "Nc3"}));
}

TEST(PgnGrammar, Results) {
    const auto g = read_text("1. e4 1-0\n1. d4 0-1\n1. c4 1/2-1/2\n1. Nf3 *\n");
    ASSERT_EQ(g.size(), 4u);
    EXPECT_EQ(g[0].result, "1-0");
    EXPECT_EQ(g[1].result, "0-1");
    EXPECT_EQ(g[2].result, "1/2-1/2");
    EXPECT_EQ(g[3].result, "*");
    EXPECT_EQ(g[3].moves[0].at, (source_pos{4, 4}));
}

TEST(PgnGrammar, ResultTagMismatchIsAWarning) {
    const auto g = read_text("[Result \"1-0\"]\n\n1. e4 0-1\n");
    ASSERT_EQ(g.size(), 1u);
    ASSERT_EQ(g[0].warnings.size(), 1u);
    EXPECT_EQ(g[0].warnings[0].code, pgn_errc::result_tag_mismatch);
    EXPECT_EQ(g[0].warnings[0].at, (source_pos{3, 7}));
}

TEST(PgnGrammar, ErrorsNameThePlace) {
    struct bad {
        const char* text;
        pgn_errc code;
        source_pos at;
    };
    const bad cases[] = {
        {"1. e4 $x *", pgn_errc::bad_nag, {1, 7}},
        {"1. e4 \"s\" *", pgn_errc::string_in_movetext, {1, 7}},
        {"1. e4 <e5> *", pgn_errc::unexpected_character, {1, 7}},
        {"1. e4\x01 *", pgn_errc::control_character, {1, 6}},
        {"1. e4 (e5", pgn_errc::unclosed_variation, {1, 7}},
        {"[Event \"x", pgn_errc::unterminated_tag, {1, 1}},
        {"[Event", pgn_errc::unterminated_tag, {1, 1}},
        {"[", pgn_errc::tag_name_expected, {1, 1}},
        {"1. e4 {never closed", pgn_errc::unterminated_comment, {1, 7}},
        {"1. e4 \xC3\xA9 *", pgn_errc::unexpected_character, {1, 7}},
        {"1. e4 e5\n  2. Nf3 Nc6)", pgn_errc::unmatched_close, {2, 13}},
    };
    for (const bad& b : cases) {
        SCOPED_TRACE(b.text);
        const auto g = read_text(b.text);
        ASSERT_EQ(g.size(), 1u);
        ASSERT_TRUE(g[0].error);
        EXPECT_EQ(g[0].error->code, b.code) << chesslaw::prose::to_string(*g[0].error);
        EXPECT_EQ(g[0].error->at, b.at) << chesslaw::prose::to_string(*g[0].error);
    }
}

TEST(PgnGrammar, LimitsAreErrorsNotCrashes) {
    reader_options o;
    o.max_plies = 3;
    std::istringstream in("1. e4 e5 2. Nf3 Nc6 *\n\n[Event \"next\"]\n1. d4 *\n");
    reader r(in, o);
    game g;
    ASSERT_TRUE(r.next(g));
    ASSERT_TRUE(g.error);
    EXPECT_EQ(g.error->code, pgn_errc::too_many_plies);
    EXPECT_EQ(g.error->at, (source_pos{1, 17}));
    ASSERT_TRUE(r.next(g));
    EXPECT_EQ(event(g), "next");
    EXPECT_FALSE(r.next(g));

    const auto t = read_text("1. " + std::string(300, 'a') + " *");
    ASSERT_TRUE(t[0].error);
    EXPECT_EQ(t[0].error->code, pgn_errc::token_too_long);
}

// ---- line breaks, BOM, Latin-1 -------------------------------------------------------------

TEST(PgnBytes, EveryLineBreakCountsOnce) {
    for (const std::string nl : {"\n", "\r\n", "\r"}) {
        const auto g = read_text("[Event \"a\"]" + nl + nl + "1. e4" + nl + "e5 *" + nl + nl + "[Event \"b\"]" + nl + "1. d4 *" + nl);
        ASSERT_EQ(g.size(), 2u);
        EXPECT_EQ(g[0].moves[1].at, (source_pos{4, 1}));
        EXPECT_EQ(g[1].start, (source_pos{6, 1}));
        EXPECT_EQ(g[1].moves[0].at, (source_pos{7, 4}));
    }
}

TEST(PgnBytes, VerticalTabAndFormFeedAreBlanks) {
    // found by fuzzing: a VT between tags looped forever in the blank fast path
    const auto g = read_text("[Event \"a\"]\v[Site \"b\"]\f\n1.\ve4\f*");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_FALSE(g[0].error);
    EXPECT_EQ(g[0].tags.size(), 2u);
    EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4"}));
}

TEST(PgnBytes, BomOnlyAtTheStart) {
    const auto g = read_text("\xEF\xBB\xBF[Event \"a\"] *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_FALSE(g[0].error);
    EXPECT_EQ(g[0].start, (source_pos{1, 1}));
    const auto h = read_text("1. e4 \xEF\xBB\xBF *"); // a BOM inside is read as a blank, with a warning
    ASSERT_FALSE(h[0].error);
    ASSERT_EQ(h[0].warnings.size(), 1u);
    EXPECT_EQ(h[0].warnings[0].code, pgn_errc::invisible_character);
    EXPECT_EQ(h[0].warnings[0].at, (source_pos{1, 7}));
    EXPECT_EQ(h[0].result, "*");
}

TEST(PgnBytes, Latin1TagValuesKeptAndConvertedForReports) {
    const auto g = read_text("[White \"M\xFCller, J\xF6rg\"]\n\n1. e4 *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_FALSE(g[0].error);
    EXPECT_EQ(g[0].tag_value("White"), "M\xFCller, J\xF6rg");
    EXPECT_EQ(to_utf8(*g[0].tag_value("White")), "M\xC3\xBCller, J\xC3\xB6rg");
    EXPECT_EQ(to_utf8("H\xC3\xB8vik"), "H\xC3\xB8vik");        // valid UTF-8 unchanged
    EXPECT_EQ(to_utf8("\xE2\x82"), "\xC3\xA2\xC2\x82");         // a truncated sequence: bytes as Latin-1
    EXPECT_EQ(to_utf8("\xED\xA0\x80"), "\xC3\xAD\xC2\xA0\xC2\x80"); // a surrogate is not UTF-8
}

TEST(PgnBytes, InvalidUtf8InCommentsIsFine) {
    const auto g = read_text("1. e4 {\xFF\xFE\xC3 broken} e5 ; \x80\x81\n2. Nf3 *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_FALSE(g[0].error);
    EXPECT_EQ(g[0].moves.size(), 3u);
}

TEST(PgnBytes, NulIsAnErrorWithItsPlace) {
    const auto g = read_text(std::string("[Event \"a\"]\n1. e4 e5\n2. Nf3 ") + '\0' + " Nc6 *\n\n[Event \"b\"]\n1. d4 *\n");
    ASSERT_EQ(g.size(), 2u);
    ASSERT_TRUE(g[0].error);
    EXPECT_EQ(g[0].error->code, pgn_errc::nul_byte);
    EXPECT_EQ(g[0].error->at, (source_pos{3, 8}));
    EXPECT_FALSE(g[1].error);
}

// ---- resynchronisation ---------------------------------------------------------------------

TEST(PgnResync, DamagedGameNeverStopsTheNext) {
    const std::string text = "[Event \"one\"]\n\n1. e4 ) e5 2. Nf3 *\n[Site \"not a resync point: no blank line before\"]\n"
                             "1. d4 *\n\n[Site \"after a blank line\"]\n\n1. c4 *\n"
                             "[Event \"two\"]\n1. e4 \"bad\"\n[Event \"three\"]\n1. g3 *\n";
    const auto g = read_text(text);
    ASSERT_EQ(g.size(), 4u);
    EXPECT_EQ(g[0].error->code, pgn_errc::unmatched_close);
    EXPECT_EQ(g[0].error->at, (source_pos{3, 7}));
    EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4"})); // what was read before the error stays
    EXPECT_EQ(g[1].tag_value("Site"), "after a blank line");
    EXPECT_EQ(g[1].start, (source_pos{7, 1}));
    EXPECT_FALSE(g[1].error);
    EXPECT_EQ(event(g[2]), "two");
    EXPECT_TRUE(g[2].error);
    EXPECT_EQ(event(g[3]), "three"); // [Event resynchronises even without a blank line
    EXPECT_EQ(sans(g[3]), (std::vector<std::string>{"g3"}));
    EXPECT_EQ(g[3].index, 4u);
}

// ---- the fast paths ------------------------------------------------------------------------

//! Everything the reader says of a game, as one text (places included).
std::string dump(const game& g) {
    std::ostringstream o;
    o << "G" << g.index << "@" << to_string(g.start) << " result[" << g.result << "]@" << to_string(g.result_at) << "\n";
    for (const tag& t : g.tags) o << " T " << t.name << "=" << t.value << "@" << to_string(t.at) << "\n";
    for (const san_token& m : g.moves)
        o << " M " << m.text << "@" << to_string(m.at) << " " << m.move_number << (m.side == color::white ? "w" : "b") << " "
          << m.written_number << (m.written_ellipsis ? "..." : "") << "\n";
    if (g.error) o << " E " << name(g.error->code) << " " << chesslaw::prose::to_string(*g.error) << "\n";
    for (const pgn_error& w : g.warnings) o << " W " << name(w.code) << " " << chesslaw::prose::to_string(w) << "\n";
    return o.str();
}

// The reader reads a symbol or a tag pair straight from its buffer when the whole of it is there
// (symbol_in_buffer, tag_in_buffer) and byte by byte otherwise, and the common movetext in one
// pass (one_pass_movetext). A 64-byte buffer cuts tokens and tag pairs at every refill, so the
// byte-by-byte path reads much of what the fast paths read with 64 KiB; with one_pass_movetext
// off every token goes through the general loop. All must say the same of every game of every
// PGN file of the test data.
TEST(PgnReader, FastPathsReadAsTheByteByBytePath) {
    std::vector<std::filesystem::path> files;
    for (const auto& e : std::filesystem::recursive_directory_iterator(test::data_path("")))
        if (e.is_regular_file() && e.path().extension() == ".pgn") files.push_back(e.path());
    std::sort(files.begin(), files.end());
    ASSERT_GT(files.size(), 500u); // ../shared/data: pgn and peers
    std::size_t games = 0;
    for (const auto& f : files) {
        std::size_t n = 0;
        const auto read = [&](std::size_t buffer, bool one_pass) {
            std::ifstream in(f, std::ios::binary);
            std::string out;
            const auto all = test::read_all(in, buffer, one_pass);
            for (const game& g : all) out += dump(g);
            n = all.size();
            return out;
        };
        const std::string big = read(1 << 16, true), small = read(64, true), general = read(1 << 16, false);
        EXPECT_EQ(big, small) << f;
        EXPECT_EQ(big, general) << f;
        games += n;
    }
    EXPECT_GT(games, 5000u);
}

// Random movetext made of the tokens where the one-pass loop and the general loop part ways (move
// numbers right and wrong, ellipses, `e.p.` after a capture to rank 3/6, the annotation words `N`
// and `RR`, CR, CRLF and LF, tabs, results, comments, glued annotations): the same games either way.
TEST(PgnReader, OnePassMovetextReadsAsTheGeneralLoop) {
    static constexpr std::array<std::string_view, 44> tokens{
        "1.", "2.", "12.", "1...", "2...", "3. ...", "1.e4", "2.Nf3", " ", "  ", "\n", "\r\n", "\r", "\t", "e4", "e5",
        "exd6", "exd6+", "e.p.", "ep", "N", "RR", "Nf3", "O-O", "O-O-O", "{c}", "(", ")", "1-0", "*", "[Event \"x\"]\n",
        "$1", "Nf3!", "Qxe8+", "e8=Q#", "--", "0-0", "1/2-1/2", "e2-e4", "123456789012.", "99.", "%x\n", ";c\n", "h8=N+"};
    std::mt19937 rng(20261204);
    std::size_t moves = 0;
    for (int i = 0; i < 3000; ++i) {
        std::string text = rng() % 2 ? "[Event \"a\"]\n\n" : "";
        if (rng() % 4 == 0) text += "[FEN \"8/8/8/8/8/8/8/K6k b - - 0 7\"]\n\n";
        for (int k = 1 + static_cast<int>(rng() % 60); k > 0; --k) {
            text += tokens[rng() % tokens.size()];
            if (rng() % 5 < 3) text += ' ';
        }
        std::string one, general;
        for (const game& g : test::read_text(text)) {
            one += dump(g);
            moves += g.moves.size();
        }
        std::istringstream in(text);
        for (const game& g : test::read_all(in, 1 << 16, false)) general += dump(g);
        ASSERT_EQ(one, general) << text;
    }
    EXPECT_GT(moves, 5000u);
}

// ---- write_pgn -----------------------------------------------------------------------------

TEST(PgnWrite, ReadsBackToTheSameGame) {
    for (const char* f : {"world_matches.pgn", "32games.pgn", "edge-cases/headers.pgn", "edge-cases/misc.pgn"}) {
        for (const game& g : read_data(f)) {
            if (g.error) continue;
            const auto back = read_text(write_pgn(g));
            ASSERT_EQ(back.size(), 1u) << f << " " << g.index;
            EXPECT_EQ(sans(back[0]), sans(g));
            EXPECT_EQ(back[0].result, g.result.empty() ? "*" : g.result);
            ASSERT_EQ(back[0].tags.size(), g.tags.size());
            for (std::size_t i = 0; i < g.tags.size(); ++i) EXPECT_EQ(back[0].tags[i].value, g.tags[i].value);
            for (std::size_t i = 0; i < g.moves.size(); ++i) {
                EXPECT_EQ(back[0].moves[i].move_number, g.moves[i].move_number);
                EXPECT_EQ(back[0].moves[i].side, g.moves[i].side);
            }
        }
    }
}

// ---- the words of a finding and --merge ----------------------------------------------------

// The findings that name a second place: the place is typed (cited) and moves with its lines;
// the words written apart from the place (JSON: `cited` is a field, `--merge` renumbers it as a
// number) do not change when the same text starts N lines further down; the words for people
// name the place.
TEST(PgnWords, ACitedPlaceMovesWithItsLines) {
    struct case_ {
        const char* text;
        pgn_finding what;
        bool cited;
    };
    const case_ cases[] = {
        {"[Event \"a\"]\n\n1. e4 (1. d4\n\n[Event \"b\"]\n\n1. e4 *\n", pgn_finding::variation_open_before_tags, true},
        {"[Event \"a\"]\n\n1. e4 (1. d4 1-0\n", pgn_finding::variation_open_before_result, true},
        {"[Event \"a\"]\n\n1. e4 {open\n\n[Event \"b\"]\n\n1. e4 *\n", pgn_finding::comment_open_before_next_game, true},
        {"[Event \"Paris]\n\n1. e4 *\n", pgn_finding::tag_value_unterminated, false},
    };
    for (const case_& c : cases) {
        SCOPED_TRACE(c.text);
        const auto a = read_text(c.text);
        const auto b = read_text(std::string(7, '\n') + c.text);
        ASSERT_FALSE(a.empty());
        ASSERT_FALSE(b.empty());
        const pgn_error& ea = a[0].error ? *a[0].error : a[0].warnings.at(0);
        const pgn_error& eb = b[0].error ? *b[0].error : b[0].warnings.at(0);
        EXPECT_EQ(ea.what, c.what);
        EXPECT_EQ(eb.at.line, ea.at.line + 7);
        if (c.cited) {
            EXPECT_EQ(eb.cited.line, ea.cited.line + 7);
            EXPECT_NE(prose::describe(ea).find(pgn::to_string(ea.cited)), std::string::npos);
        } else {
            EXPECT_EQ(ea.cited.line, 0u);
            EXPECT_NE(prose::describe(ea).find("line " + std::to_string(ea.at.line)), std::string::npos);
        }
        EXPECT_NE(prose::describe(ea), prose::describe(eb));
        EXPECT_EQ(prose::describe(ea, prose::second_place::apart), prose::describe(eb, prose::second_place::apart));
    }
}

} // namespace

// A game object read into over and over takes its comments' buffers from the games before it
// (game::spare_texts): every game's comments are its own, whole, whatever came before.
TEST(PgnReader, CommentsReadIntoAReusedGameAreTheirOwn) {
    std::string text;
    std::vector<std::vector<std::string>> want;
    std::mt19937 rng(7);
    for (int n = 0; n < 40; ++n) {
        text += "[Event \"g" + std::to_string(n) + "\"]\n\n";
        std::vector<std::string> texts;
        const int k = static_cast<int>(rng() % 5);
        for (int i = 0; i < k; ++i) {
            // short (in place), long (a heap buffer) and over 1 KB (not kept as a spare)
            const std::size_t len = std::array<std::size_t, 4>{3, 40, 300, 1500}[rng() % 4];
            std::string c(len, static_cast<char>('a' + (n + i) % 26));
            c[0] = static_cast<char>('A' + i);
            texts.push_back(c);
            static constexpr std::array<const char*, 4> shuffle{"Nf3", "Nf6", "Ng1", "Ng8"};
            if (i % 2 == 0) text += std::to_string(i / 2 + 1) + ". ";
            text += std::string(shuffle[static_cast<std::size_t>(i % 4)]) + " {" + c + "} ";
        }
        text += "*\n\n";
        want.push_back(texts);
    }
    std::istringstream in(text);
    pgn::reader_options o;
    o.keep_comments = true;
    pgn::reader r(in, o);
    pgn::game g;
    std::size_t n = 0;
    std::size_t spares_seen = 0;
    while (r.next(g)) {
        ASSERT_LT(n, want.size());
        ASSERT_EQ(g.comments.size(), want[n].size()) << "game " << n + 1;
        for (std::size_t i = 0; i < want[n].size(); ++i) EXPECT_EQ(g.comments[i].text, want[n][i]) << "game " << n + 1 << " comment " << i;
        for (const std::string& s : g.spare_texts) EXPECT_LE(s.capacity(), 1024u);
        spares_seen += g.spare_texts.size();
        ++n;
    }
    EXPECT_EQ(n, want.size());
    EXPECT_GT(spares_seen, 0u); // (the buffers were taken again: the case this test is about)
}

// token_text holds up to 23 bytes in itself and a longer text on the heap: every length across both,
// every place of a distinct byte, copies, moves, self-assignment and appends across the boundary.
TEST(PgnSanText, EveryLengthKeepsItsBytes) {
    for (std::size_t n = 0; n <= 60; ++n) {
        for (std::size_t at = 0; at <= n; ++at) {
            std::string s(n, 'a');
            if (at < n) s[at] = 'Z';
            token_text t(s);
            ASSERT_EQ(t.size(), n);
            ASSERT_EQ(t.view(), s) << n << " " << at;
            ASSERT_EQ(t.empty(), n == 0);
            token_text copy(t);
            EXPECT_EQ(copy, s);
            token_text moved(std::move(copy));
            EXPECT_EQ(moved, s);
            EXPECT_TRUE(copy.empty()); // NOLINT: a moved-from text is empty (the reader reuses them)
            token_text assigned("x");
            assigned = t;
            EXPECT_EQ(assigned, s);
            assigned = std::move(moved);
            EXPECT_EQ(assigned, s);
            assigned = assigned.substr(at); // a part of itself, inline or on the heap
            EXPECT_EQ(assigned, s.substr(at));
            token_text appended(s.substr(0, at));
            appended += s.substr(at);
            EXPECT_EQ(appended, t);
            EXPECT_EQ(appended.str(), s);
        }
    }
    token_text t("exd6");
    t += ' ';
    t += "e.p.";
    EXPECT_EQ(t, "exd6 e.p.");
    EXPECT_EQ("23. " + t, "23. exd6 e.p.");
    std::ostringstream o;
    o << t;
    EXPECT_EQ(o.str(), "exd6 e.p.");
}

// The reader's tokens of every length from 2 to 200 bytes (the fast path fills up to 23 bytes in
// place, a longer one goes to the heap; the byte-by-byte path builds them another way): each read
// back exactly, with any buffer size.
TEST(PgnReader, TokensOfEveryLengthAreReadWhole) {
    std::string text = "[Event \"lengths\"]\n\n";
    std::vector<std::string> want;
    for (std::size_t n = 2; n <= 200; ++n) {
        std::string tok = "N";
        for (std::size_t i = 1; i < n; ++i) tok += static_cast<char>('a' + (n + i) % 8);
        want.push_back(tok);
        text += (want.size() % 2 == 1 ? std::to_string(want.size() / 2 + 1) + ". " : std::string()) + tok + (n % 3 == 0 ? "\r\n" : " ");
    }
    text += "*\n";
    for (const std::size_t buffer : {std::size_t{64}, std::size_t{1} << 16}) {
        const auto games = read_text(text, buffer);
        ASSERT_EQ(games.size(), 1u);
        const game& g = games[0];
        ASSERT_TRUE(g.readable());
        ASSERT_EQ(g.moves.size(), want.size()) << buffer;
        for (std::size_t i = 0; i < want.size(); ++i) EXPECT_EQ(g.moves[i].text, want[i]) << "buffer " << buffer << ", token " << i;
    }
}
