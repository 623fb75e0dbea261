// PGN reader (notation/pgn.hpp): every tag section is a game (tags-only records: lichess
// broadcasts in scalachess's FWWRC.pgn and uzchesscup.pgn, generated files interleaving them
// with real games), and the move numbers as written (fragments, black's first move, games run
// together) with first_numbering_break.
#include <cstdint>
#include <fstream>
#include <sstream>
#include <string>
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

std::string slurp(const std::string& rel) {
    std::ifstream in(test::data_path(rel), std::ios::binary);
    if (!in) ADD_FAILURE() << "cannot open " << rel;
    std::stringstream ss;
    ss << in.rdbuf();
    return ss.str();
}
//! Lines of `text` that begin with `prefix`.
std::size_t count_lines(const std::string& text, std::string_view prefix) {
    std::size_t n = 0;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);)
        if (std::string_view(line).substr(0, prefix.size()) == prefix) ++n;
    return n;
}
//! Tag sections: a '[' line at the start or after a blank line.
std::size_t count_sections(const std::string& text) {
    std::size_t n = 0;
    bool prev_blank = true;
    std::istringstream in(text);
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (prev_blank && !line.empty() && line[0] == '[') ++n;
        prev_blank = line.find_first_not_of(" \t") == std::string::npos;
    }
    return n;
}

void expect_tags_only(const game& g) {
    EXPECT_TRUE(g.readable()) << g.index << ": " << chesslaw::prose::to_string(*g.error);
    EXPECT_TRUE(g.moves.empty()) << g.index;
    EXPECT_TRUE(g.result.empty()) << g.index;
    ASSERT_EQ(g.warnings.size(), 1u) << g.index;
    EXPECT_EQ(g.warnings[0].code, pgn_errc::missing_result) << g.index;
}

const char* const scalachess = "peers/scalachess/test-kit/src/test/resources/";

// ---- the peers' files ------------------------------------------------------------------------

TEST(PgnSections, LichessBroadcastWithEventTagsIsOneGamePerSection) {
    const std::string text = slurp(std::string(scalachess) + "FWWRC.pgn");
    const auto games = read_text(text);
    EXPECT_EQ(games.size(), count_lines(text, "[Event "));
    EXPECT_EQ(games.size(), 605u);
    std::size_t tags = 0;
    for (const game& g : games) {
        expect_tags_only(g);
        EXPECT_TRUE(g.tag_value("Event")) << g.index;
        tags += g.tags.size();
    }
    EXPECT_EQ(tags, count_lines(text, "[")); // every tag pair kept, in some game
    ASSERT_GE(games.size(), 2u);
    EXPECT_EQ(games[1].tag_value("Round"), "1.2");
    EXPECT_EQ(games[1].start, (source_pos{21, 1}));
}

TEST(PgnSections, LichessBroadcastWithoutEventTagsIsOneGamePerSection) {
    // Only the first section has an Event tag: the sections are told apart by the blank line and
    // the repeated Round tag.
    const std::string text = slurp(std::string(scalachess) + "uzchesscup.pgn");
    const auto games = read_text(text);
    EXPECT_EQ(count_lines(text, "[Event "), 1u);
    EXPECT_EQ(games.size(), count_lines(text, "[Round "));
    EXPECT_EQ(games.size(), count_sections(text));
    EXPECT_EQ(games.size(), 45u);
    std::size_t tags = 0;
    for (const game& g : games) {
        expect_tags_only(g);
        EXPECT_TRUE(g.tag_value("Round")) << g.index;
        EXPECT_TRUE(g.tag_value("White")) << g.index;
        tags += g.tags.size();
    }
    EXPECT_EQ(tags, count_lines(text, "["));
    ASSERT_GE(games.size(), 2u);
    EXPECT_EQ(games[1].tag_value("Round"), "1.2");
    EXPECT_FALSE(games[1].tag_value("Event"));
}

TEST(PgnSections, ChessBaseBlankLineAfterEventKeepsTheSection) {
    // python-chess's chessbase-empty-line.pgn: [Event], a blank line, the other tags, the moves.
    const auto games = read_text(slurp("peers/python-chess/chessbase-empty-line.pgn"));
    ASSERT_EQ(games.size(), 1u);
    EXPECT_TRUE(games[0].readable());
    EXPECT_EQ(games[0].tag_value("Event"), "AlphaZero vs. Stockfish");
    EXPECT_EQ(games[0].tag_value("White"), "Stockfish 8");
    EXPECT_EQ(games[0].moves.size(), 134u);
}

// ---- generated files -------------------------------------------------------------------------

// Real games (32games.pgn, write_pgn) with tags-only records of every shape between them: with
// an Event tag, without one (lichess style, repeated Round), followed at once by another
// [Event] without a blank line, several in a row, at the start and the end; LF and CRLF; the
// default buffer and a 64-byte one. The game count is the sum, every real game keeps its tags,
// moves and result, every tags-only record is a readable game with no moves.
TEST(PgnSections, TagsOnlyRecordsInterleavedKeepTheGameCount) {
    std::vector<game> real;
    {
        std::ifstream in(test::data_path("pgn/32games.pgn"), std::ios::binary);
        real = read_all(in);
    }
    ASSERT_EQ(real.size(), 32u);
    for (const bool crlf : {false, true}) {
        std::string text;
        std::vector<int> kind; // -1 tags-only, else the index of the real game
        int last_shape = -1;
        const auto tags_only = [&](int shape, std::size_t k) {
            const std::string r = std::to_string(k);
            last_shape = shape % 4;
            switch (shape % 4) {
            case 0: text += "[Event \"Broadcast\"]\n[Round \"" + r + "\"]\n[White \"A\"]\n[Black \"B\"]\n\n"; break;
            case 1: text += "[Round \"" + r + "\"]\n[White \"A\"]\n[Black \"B\"]\n[Result \"1-0\"]\n\n"; break;
            case 2: text += "[Event \"Glued\"]\n[Site \"" + r + "\"]\n"; break; // the next [Event follows at once
            case 3: text += "[Event \"Two blank lines\"]\n[Round \"" + r + "\"]\n\n\n"; break;
            }
            kind.push_back(-1);
        };
        tags_only(1, 0); // at the start, without Event
        for (std::size_t i = 0; i < real.size(); ++i) {
            for (std::size_t k = 0; k < i % 3; ++k) tags_only(static_cast<int>(i + k), i * 10 + k);
            // A no-Event record after another record (not after a glued one: then nothing would
            // tell the two apart, a repeated Round needs the blank line).
            if (i % 5 == 2 && kind.back() == -1 && last_shape != 2) tags_only(1, i);
            text += write_pgn(real[i]);
            last_shape = -1;
            kind.push_back(static_cast<int>(i));
        }
        tags_only(0, 999); // at the end
        if (crlf) {
            std::string t;
            for (const char c : text) {
                if (c == '\n') t += '\r';
                t += c;
            }
            text = t;
        }
        for (const std::size_t buffer : {std::size_t{1} << 16, std::size_t{64}}) {
            SCOPED_TRACE(std::string(crlf ? "CRLF" : "LF") + ", buffer " + std::to_string(buffer));
            const auto games = read_text(text, buffer);
            ASSERT_EQ(games.size(), kind.size());
            std::size_t tags_only_count = 0;
            for (std::size_t i = 0; i < games.size(); ++i) {
                const game& g = games[i];
                EXPECT_EQ(g.index, i + 1);
                if (kind[i] < 0) {
                    expect_tags_only(g);
                    ++tags_only_count;
                    continue;
                }
                const game& want = real[static_cast<std::size_t>(kind[i])];
                EXPECT_TRUE(g.readable()) << i;
                EXPECT_TRUE(g.warnings.empty()) << i;
                EXPECT_EQ(sans(g), sans(want)) << i;
                EXPECT_EQ(g.result, want.result) << i;
                ASSERT_EQ(g.tags.size(), want.tags.size()) << i;
                for (std::size_t k = 0; k < g.tags.size(); ++k) EXPECT_EQ(g.tags[k].value, want.tags[k].value) << i;
            }
            EXPECT_GT(tags_only_count, 32u);
        }
    }
}

TEST(PgnSections, WhenATagPairBeginsANewGame) {
    struct section_case {
        const char* text;
        std::size_t games;
    };
    const section_case cases[] = {
        {"[Event \"a\"]\n[Site \"s\"]\n\n[Event \"b\"]\n\n1. e4 *", 2},        // Event after a blank line
        {"[Event \"a\"]\n[Event \"b\"]\n\n1. e4 *", 2},                         // a second Event, no blank line
        {"[Event \"a\"][Event \"b\"]\n\n1. e4 *", 2},                           // on one line
        {"[Event \"a\"]\n[ Event \"b\"]\n\n1. e4 *", 2},                        // a blank after '['
        {"[Round \"1\"]\n[White \"w\"]\n\n[Round \"2\"]\n\n1. e4 *", 2},        // a repeated name after a blank line
        {"[Round \"1\"]\n[White \"w\"]\n   \n[Round \"2\"]\n\n1. e4 *", 2},     // a line of blanks is blank
        {"[Round \"1\"]\n[Round \"2\"]\n\n1. e4 *", 1},                         // repeated, no blank line: kept
        {"[Event \"a\"]\n\n[Date \"d\"]\n\n1. e4 *", 1},                        // ChessBase: one blank, a new name
        {"[Event \"a\"]\n\n\n[Date \"d\"]\n\n1. e4 *", 2},                      // two blank lines
        {"[Event \"a\"]\n{c}\n[Event \"b\"]\n\n1. e4 *", 2},                    // a comment between
        {"[Event \"a\"]\n{c}\n\n[Site \"b\"]\n\n1. e4 *", 1},                   // a comment is not a blank line
        {"[Event \"a\"]\n\n{c}\n\n[Site \"b\"]\n\n1. e4 *", 2},                 // two blank lines since the last tag
        {"[Event \"a\"]\r\n[Site \"s\"]\r\n[Date \"d\"]\r\n\r\n1. e4 *", 1},   // CRLF is one line break
        {"[Event \"a\"]\r[Site \"s\"]\r\r[Event \"b\"]\r\r1. e4 *", 2},         // CR line breaks
        {"[Event \"a\"]\n[EventDate \"x\"]\n[Event \"b\"]\n\n1. e4 *", 2},      // EventDate is not Event
        {"[Event \"a\"]\n[EventDate \"x\"]\n\n[EventDate \"y\"]\n\n1. e4 *", 2},
        {"{only a comment}\n\n[Event \"a\"]\n\n1. e4 *", 1},                    // a comment before the tags
        {"[Event \"a\"]\n[Site \"s\"]\n\n", 1},                                 // tags only at the end of input
    };
    for (const auto& c : cases) {
        SCOPED_TRACE(c.text);
        const auto g = read_text(c.text);
        ASSERT_EQ(g.size(), c.games);
        EXPECT_TRUE(g.back().readable());
        for (std::size_t i = 0; i + 1 < g.size(); ++i) expect_tags_only(g[i]);
        if (std::string_view(c.text).find("1. e4") != std::string_view::npos) {
            EXPECT_EQ(sans(g.back()), (std::vector<std::string>{"e4"}));
            EXPECT_TRUE(g.back().warnings.empty());
        }
    }
    // The tags-only game's warning is at the '[' that begins the next game.
    const auto g = read_text("[Event \"a\"]\n[Site \"s\"]\n\n[Event \"b\"]\n\n1. e4 *");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_EQ(g[0].warnings[0].at, (source_pos{4, 1}));
    EXPECT_EQ(g[1].start, (source_pos{4, 1}));
    EXPECT_EQ(g[1].tag_value("Event"), "b");
    EXPECT_EQ(g[0].tags.size(), 2u);
}

TEST(PgnSections, ResynchronisationAfterAnErrorInATagsOnlySection) {
    // A broken tag pair in a tags-only section (no Event tags): the damaged game ends, the
    // next section (a '[' and a letter after a blank line) reads normally.
    const auto g = read_text("[Round \"1\"]\n[White \"w\" x]\n[Black \"b\"]\n\n[Round \"2\"]\n[White \"v\"]\n\n"
                             "[Round \"3\"]\n\n1. d4 *");
    ASSERT_EQ(g.size(), 3u);
    EXPECT_FALSE(g[0].readable());
    EXPECT_EQ(g[0].error->code, pgn_errc::tag_close_expected);
    expect_tags_only(g[1]);
    EXPECT_EQ(g[1].tag_value("White"), "v");
    EXPECT_EQ(g[2].tag_value("Round"), "3");
    EXPECT_EQ(sans(g[2]), (std::vector<std::string>{"d4"}));
}

TEST(PgnSections, TagsOnlyGameWritesBackAsOneGame) {
    const auto g = read_text("[Event \"a\"]\n[Site \"s\"]\n\n[Event \"b\"]\n\n1. e4 *");
    ASSERT_EQ(g.size(), 2u);
    const auto back = read_text(write_pgn(g[0]));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_TRUE(back[0].moves.empty());
    EXPECT_EQ(back[0].result, "*");
    EXPECT_EQ(back[0].tags.size(), 2u);
}

// ---- move numbers as written -------------------------------------------------------------------

struct written {
    std::uint32_t number;
    bool ellipsis;
};
std::vector<written> numbers(const game& g) {
    std::vector<written> out;
    for (const auto& m : g.moves) out.push_back({m.written_number, m.written_ellipsis});
    return out;
}
bool operator==(const written& a, const written& b) { return a.number == b.number && a.ellipsis == b.ellipsis; }
void PrintTo(const written& w, std::ostream* os) { *os << w.number << (w.ellipsis ? "..." : "."); }

TEST(PgnWrittenNumbers, FragmentWithoutFenTag) {
    const auto g = read_text("23. Nf3 Nc6 24. e4 *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(numbers(g[0]), (std::vector<written>{{23, false}, {0, false}, {24, false}}));
    // counted from the start (no FEN tag: 1. white), as before
    EXPECT_EQ(g[0].moves[0].move_number, 1u);
    EXPECT_EQ(g[0].moves[2].move_number, 2u);
    EXPECT_EQ(first_numbering_break(g[0]), 0u);
    ASSERT_EQ(g[0].warnings.size(), 1u);
    EXPECT_EQ(g[0].warnings[0].code, pgn_errc::move_number_mismatch);
}

TEST(PgnWrittenNumbers, BlacksMoveFirst) {
    const auto g = read_text("23... Kxf7 24. Nf3 *\n\n1... e5 2. Nf3 *\n\n1\xE2\x80\xA6 e5 *\n\n"
                             "[FEN \"r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 0 23\"]\n\n23... Kxf7 24. Nf3 *");
    ASSERT_EQ(g.size(), 4u);
    EXPECT_EQ(numbers(g[0]), (std::vector<written>{{23, true}, {24, false}}));
    EXPECT_EQ(g[0].moves[0].side, color::white); // counted, never renumbered from the text
    EXPECT_EQ(first_numbering_break(g[0]), 0u);
    EXPECT_EQ(numbers(g[1]), (std::vector<written>{{1, true}, {2, false}}));
    EXPECT_EQ(first_numbering_break(g[1]), 0u); // 1... on white's move 1
    EXPECT_EQ(numbers(g[2]), (std::vector<written>{{1, true}}));
    EXPECT_EQ(first_numbering_break(g[2]), 0u);
    // With a FEN tag saying black to move at 23, the same text is in order.
    EXPECT_EQ(g[3].moves[0].side, color::black);
    EXPECT_EQ(g[3].moves[0].move_number, 23u);
    EXPECT_EQ(numbers(g[3]), (std::vector<written>{{23, true}, {24, false}}));
    EXPECT_FALSE(first_numbering_break(g[3]));
    EXPECT_TRUE(g[3].warnings.empty());
    // Black to move by the FEN tag, first move written "23." without the ellipsis: a break.
    const auto h = read_text("[FEN \"8/8/8/8/8/8/8/K6k b - - 0 23\"]\n\n23. Kh2 24. Ka2 *");
    EXPECT_EQ(first_numbering_break(h[0]), 0u);
}

TEST(PgnWrittenNumbers, NumberingRestartsGamesRunTogether) {
    const auto g = read_text("1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1. d4 d5 2. c4 *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].moves.size(), 9u);
    EXPECT_EQ(g[0].moves[6].written_number, 1u);
    EXPECT_EQ(g[0].moves[6].move_number, 4u);
    EXPECT_EQ(first_numbering_break(g[0]), 6u);
    EXPECT_EQ(g[0].warnings.size(), 1u); // one move_number_mismatch, as before
    // A later break, after an ellipsis on a white move.
    const auto h = read_text("1. e4 e5 2. Nf3 2... Nc6 3... Bb5 *");
    EXPECT_EQ(first_numbering_break(h[0]), 4u);
}

TEST(PgnWrittenNumbers, EveryFormAndOnlyTheMainLine) {
    const auto g = read_text("1. e4 (1. d4 d5 2. c4) 1... e5 2. ... Nf3 {2. x} 2.\xE2\x80\xA6 Nc6 3 Bb5 3 . . a6 "
                             "4\xE2\x80\xA6 Ba4 5. O-O (5... b5) Nf6 6. Re1 *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4", "O-O", "Nf6", "Re1"}));
    EXPECT_EQ(numbers(g[0]), (std::vector<written>{{1, false},
                                                   {1, true},
                                                   {2, true}, // "2. ..." on white's move: the writer's ellipsis kept
                                                   {2, true},
                                                   {3, false},
                                                   {3, true},
                                                   {4, true},
                                                   {5, false},
                                                   {0, false}, // numbers inside variations do not count
                                                   {6, false}}));
    EXPECT_EQ(first_numbering_break(g[0]), 2u);
    // Over-long numbers saturate; bare moves never break.
    const auto h = read_text("1. e4 e5 2. Nf3 12345678901. Nc6 *\n\ne4 e5 Nf3 Nc6 *");
    ASSERT_EQ(h.size(), 2u);
    EXPECT_EQ(h[0].moves[3].written_number, 4294967295u);
    EXPECT_EQ(first_numbering_break(h[0]), 3u);
    EXPECT_FALSE(first_numbering_break(h[1]));
}

TEST(PgnWrittenNumbers, FenFullmoveZeroCountsAsOne) {
    // pychess's puzzles: fullmove 0 in the FEN tag, the moves numbered from 1.
    const auto g = read_text("[FEN \"8/8/8/8/8/8/8/K6k w - - 0 0\"]\n\n1. Kb1 Kh2 2. Kc1 *");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].moves[0].move_number, 1u);
    EXPECT_TRUE(g[0].warnings.empty());
    EXPECT_FALSE(first_numbering_break(g[0]));
}

TEST(PgnWrittenNumbers, WritePgnIsInOrder) {
    std::ifstream in(test::data_path("pgn/world_matches.pgn"), std::ios::binary);
    for (const game& g : read_all(in)) {
        EXPECT_FALSE(first_numbering_break(g)) << g.index;
        const auto back = read_text(write_pgn(g));
        ASSERT_EQ(back.size(), 1u);
        EXPECT_FALSE(first_numbering_break(back[0])) << g.index;
    }
}

} // namespace
