// Forms that chessops, python-chess and pgn-extract all read and that are not standard PGN/SAN
// (issue 16: never a wrong "illegal", nor a wrong "unreadable"): each is read as what it means,
// flagged — a reader warning (pgn_errc after the standard warnings) or a SAN variant bit.
//  - results with Unicode dashes or halves (`1–0`, `½-½`, `1/2–1/2`): unicode_result;
//  - a byte-order mark or zero-width space where a blank may stand: invisible_character;
//  - a tag value with no closing quote on a line ending in `]`: tag_value_unterminated;
//  - an unescaped `"` inside a tag value: tag_value_unescaped_quote;
//  - SAN `exf6ep`, `exf6e.p.`, `exf6 e.p.`: en_passant_suffix; `Rh7++`: double_plus;
//    `o-o`, `o-o-o`: lower_case_castling.
// Each from the peers' files (../shared/data/peers) and from generated games: a real corpus rewritten
// in these forms reads and audits to the same moves as the original.
#include <fstream>
#include <random>
#include <sstream>
#include <string>
#include <vector>

#include <gtest/gtest.h>

#include "pgn_support.hpp"
#include "test_data.hpp"

#include <chesslaw/audit/game.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/pgn.hpp>

namespace {
using namespace chesslaw;
using namespace chesslaw::pgn;
using test::read_all;
using test::read_text;
using test::sans;
std::vector<game> read_peer(const std::string& rel) { return test::read_data_file("peers/" + rel); }

std::size_t count(const game& g, pgn_errc c) {
    std::size_t n = 0;
    for (const auto& w : g.warnings) n += w.code == c ? 1 : 0;
    return n;
}
//! The audit of a game from the initial position (these records have no FEN tag).
audit::game_result audited(const game& g) {
    std::vector<std::string_view> v;
    for (const auto& m : g.moves) v.push_back(m.text);
    return audit::audit_game(initial_position(), v);
}
void expect_clean(const game& g) {
    ASSERT_TRUE(g.readable()) << chesslaw::prose::to_string(*g.error);
    const auto r = audited(g);
    EXPECT_EQ(r.status, audit::game_status::clean) << (r.first ? std::string(r.first->san) : "");
    EXPECT_EQ(r.plies_replayed, g.moves.size());
}

// ---- 1. results with Unicode dashes and halves ------------------------------------------------

TEST(PgnLenient, UnicodeResultsAreReadNormalisedWithAWarning) {
    struct row {
        std::string written, result;
    };
    for (const row& r : std::vector<row>{{"1\xE2\x80\x93" "0", "1-0"},           // en dash
                                         {"0\xE2\x80\x94" "1", "0-1"},           // em dash
                                         {"1\xE2\x88\x92" "0", "1-0"},           // minus sign
                                         {"1/2\xE2\x80\x93" "1/2", "1/2-1/2"},
                                         {"\xC2\xBD-\xC2\xBD", "1/2-1/2"},       // ½-½
                                         {"\xC2\xBD\xE2\x80\x93\xC2\xBD", "1/2-1/2"},
                                         {"1/2-\xC2\xBD", "1/2-1/2"}}) {
        SCOPED_TRACE(r.written);
        const auto g = read_text("1. e4 e5 " + r.written + "\n\n[Event \"next\"]\n\n1. d4 *");
        ASSERT_EQ(g.size(), 2u);
        ASSERT_TRUE(g[0].readable());
        EXPECT_EQ(g[0].result, r.result);
        EXPECT_EQ(g[0].result_at, (source_pos{1, 10}));
        EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4", "e5"}));
        ASSERT_EQ(g[0].warnings.size(), 1u);
        EXPECT_EQ(g[0].warnings[0].code, pgn_errc::unicode_result);
        EXPECT_EQ(g[0].warnings[0].at, (source_pos{1, 10}));
        EXPECT_NE(chesslaw::prose::describe(g[0].warnings[0]).find(r.written), std::string::npos) << chesslaw::prose::describe(g[0].warnings[0]);
        EXPECT_NE(chesslaw::prose::describe(g[0].warnings[0]).find(r.result), std::string::npos) << chesslaw::prose::describe(g[0].warnings[0]);
        EXPECT_EQ(g[1].tag_value("Event"), "next");
        EXPECT_TRUE(g[1].warnings.empty());
    }
    EXPECT_EQ(name(pgn_errc::unicode_result), "unicode_result");
    EXPECT_TRUE(is_warning(pgn_errc::unicode_result));
}

TEST(PgnLenient, UnicodeResultTagComparedNormalised) {
    const auto same = read_text("[Result \"\xC2\xBD-\xC2\xBD\"]\n\n1. e4 1/2-1/2");
    EXPECT_EQ(count(same[0], pgn_errc::result_tag_mismatch), 0u);
    EXPECT_EQ(same[0].tag_value("Result"), "\xC2\xBD-\xC2\xBD"); // the tag is kept as written
    const auto other = read_text("[Result \"1\xE2\x80\x93" "0\"]\n\n1. e4 0-1");
    EXPECT_EQ(count(other[0], pgn_errc::result_tag_mismatch), 1u);
}

TEST(PgnLenient, NotAResult) {
    // a move number and an ellipsis, a dash then a letter, a half alone: no result
    const auto a = read_text("1\xE2\x80\xA6 e5 *");
    EXPECT_EQ(sans(a[0]), (std::vector<std::string>{"e5"}));
    EXPECT_EQ(count(a[0], pgn_errc::unicode_result), 0u);
    const auto b = read_text("1. e4 1\xE2\x80\x93" "0a *");
    EXPECT_EQ(count(b[0], pgn_errc::unicode_result), 0u);
    const auto c = read_text("1. e4 \xC2\xBD *");
    EXPECT_FALSE(c[0].readable());
}

TEST(PgnLenient, ScalachessUnicodeResultFixtures) {
    for (const char* f : {"026_unicodeResultDraw_0.pgn", "027_unicodeResultWeirdDashDraw_0.pgn", "028_unicodeResultWeirdDashWin_0.pgn"}) {
        SCOPED_TRACE(f);
        const auto g = read_peer(std::string("scalachess/fixtures/") + f);
        ASSERT_EQ(g.size(), 1u);
        ASSERT_TRUE(g[0].readable());
        EXPECT_EQ(g[0].result, std::string(f).find("Win") != std::string::npos ? "1-0" : "1/2-1/2");
        EXPECT_EQ(count(g[0], pgn_errc::unicode_result), 1u);
        EXPECT_EQ(count(g[0], pgn_errc::result_tag_mismatch), 0u);
        EXPECT_EQ(count(g[0], pgn_errc::missing_result), 0u);
    }
}

// ---- 2. invisible characters ---------------------------------------------------------------

TEST(PgnLenient, ByteOrderMarkBeforeATagLine) {
    const auto g = read_peer("scalachess/fixtures/031_invisibleChar_0.pgn");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].tag_value("Event"), "Potsdam");
    ASSERT_EQ(count(g[0], pgn_errc::invisible_character), 1u);
    EXPECT_EQ(g[0].warnings[0].at, (source_pos{2, 1}));
    EXPECT_NE(chesslaw::prose::describe(g[0].warnings[0]).find("U+FEFF"), std::string::npos);
    expect_clean(g[0]);
    EXPECT_GT(g[0].moves.size(), 0u);
}

TEST(PgnLenient, ZeroWidthCharactersAreBlanksOneWarningPerGame) {
    const std::string zw[] = {"\xE2\x80\x8B", "\xE2\x80\x8C", "\xE2\x80\x8D", "\xE2\x81\xA0", "\xEF\xBB\xBF"};
    for (const std::string& z : zw) {
        // before a tag line, inside a tag pair, between tokens, after the result
        const std::string text = "[Event \"a\"]\n" + z + "[Site " + z + "\"b\"" + z + "]\n\n" + z + "1." + z + "e4 e5" + z + " 2. Nf3" + z +
                                 "\n" + z + "*" + z + "\n\n[Event \"c\"]\n\n1. d4 " + z + "*";
        const auto g = read_text(text);
        ASSERT_EQ(g.size(), 2u);
        ASSERT_TRUE(g[0].readable()) << chesslaw::prose::to_string(*g[0].error);
        EXPECT_EQ(g[0].tag_value("Site"), "b");
        EXPECT_EQ(sans(g[0]), (std::vector<std::string>{"e4", "e5", "Nf3"}));
        EXPECT_EQ(g[0].result, "*");
        EXPECT_EQ(count(g[0], pgn_errc::invisible_character), 1u);
        EXPECT_EQ(g[0].warnings[0].at, (source_pos{2, 1}));
        EXPECT_EQ(count(g[0], pgn_errc::move_number_mismatch), 0u);
        EXPECT_EQ(sans(g[1]), (std::vector<std::string>{"d4"}));
        EXPECT_EQ(count(g[1], pgn_errc::invisible_character), 1u);
    }
}

TEST(PgnLenient, ZeroWidthSpaceBeforeATagLineStartsNoEmptyGame) {
    // once read as an annotation glyph, it made a game of its own out of nothing
    const auto g = read_text("1. e4 *\n\n\xE2\x80\x8B[Event \"b\"]\n\n1. d4 *");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_EQ(g[1].tag_value("Event"), "b");
    EXPECT_EQ(count(g[1], pgn_errc::missing_result), 0u);
    EXPECT_EQ(count(g[1], pgn_errc::invisible_character), 1u);
}

TEST(PgnLenient, ByteOrderMarkBeforeEventResynchronises) {
    const auto g = read_text("[Event \"a\"]\n\n1. e4 <x> *\n\n\xEF\xBB\xBF[Event \"b\"]\n\n1. d4 *");
    ASSERT_EQ(g.size(), 2u);
    EXPECT_FALSE(g[0].readable());
    EXPECT_EQ(g[1].tag_value("Event"), "b");
    EXPECT_EQ(sans(g[1]), (std::vector<std::string>{"d4"}));
}

// ---- 3.-5. SAN forms in movetext -------------------------------------------------------------

TEST(PgnLenient, EnPassantSuffixTokens) {
    const auto g = read_text("1.e4 d5 2.e5 f5 3.exf6ep *\n\n1.e4 d5 2.e5 f5 3.exf6e.p.+ *\n\n1.e4 d5 2.e5 f5 3.exf6 e.p. *\n\n"
                             "1.e4 d5 2.e5 f5 3.exf6\ne.p. *\n\n1.e4 d5 2.e5 f5 3.exf6 ep *\n\n1. Nf3 ep *");
    ASSERT_EQ(g.size(), 6u);
    const std::vector<std::string> last{"exf6ep", "exf6e.p.+", "exf6 e.p.", "exf6 e.p.", "exf6 ep"};
    for (std::size_t i = 0; i < last.size(); ++i) {
        SCOPED_TRACE(i);
        ASSERT_TRUE(g[i].readable());
        ASSERT_EQ(g[i].moves.size(), 5u);
        EXPECT_EQ(g[i].moves[4].text, last[i]);
        const auto r = audited(g[i]);
        EXPECT_EQ(r.status, audit::game_status::clean);
        EXPECT_TRUE(has(r.variants, san_variant::en_passant_suffix));
    }
    EXPECT_EQ(sans(g[5]), (std::vector<std::string>{"Nf3"})); // "ep" after a piece move: an annotation, skipped
}

TEST(PgnLenient, ScalachessEnPassantFixtures) {
    for (const char* f : {"022_enpassantEP_0.pgn", "023_enpassantEP2_0.pgn", "024_enpassantEP3_0.pgn"}) {
        SCOPED_TRACE(f);
        const auto g = read_peer(std::string("scalachess/fixtures/") + f);
        ASSERT_EQ(g.size(), 1u);
        expect_clean(g[0]);
    }
    const auto g = read_peer("scalachess/fixtures/023_enpassantEP2_0.pgn");
    EXPECT_EQ(g[0].moves[34].text, "bxa6e.p.");
    EXPECT_TRUE(has(audited(g[0]).variants, san_variant::en_passant_suffix));
}

TEST(PgnLenient, DoublePlusAndLowerCaseCastlingFixtures) {
    const auto h = read_peer("scalachess/fixtures/630_handwritten_0.pgn");
    ASSERT_EQ(h.size(), 1u);
    expect_clean(h[0]);
    EXPECT_EQ(h[0].moves.back().text, "Rh7++");
    EXPECT_TRUE(has(audited(h[0]).variants, san_variant::double_plus));
    for (const char* f : {"009_shortCastles_1.pgn", "012_longCastles_1.pgn"}) {
        SCOPED_TRACE(f);
        const auto g = read_peer(std::string("scalachess/fixtures/") + f);
        ASSERT_EQ(g.size(), 1u);
        expect_clean(g[0]);
        EXPECT_TRUE(has(audited(g[0]).variants, san_variant::lower_case_castling));
    }
}

// ---- 6. damaged tag values ------------------------------------------------------------------

TEST(PgnLenient, TagValueWithoutClosingQuote) {
    const auto g = read_peer("scalachess/fixtures/041_unclosedQuote_0.pgn");
    ASSERT_EQ(g.size(), 1u);
    EXPECT_EQ(g[0].tag_value("Event"), "NII - Lille 2 / Tour Blanche Paris");
    EXPECT_EQ(g[0].tag_value("Site"), "Lille");
    ASSERT_EQ(count(g[0], pgn_errc::tag_value_unterminated), 1u);
    EXPECT_EQ(g[0].warnings[0].at, (source_pos{2, 1}));
    EXPECT_NE(chesslaw::prose::describe(g[0].warnings[0]).find("NII - Lille 2 / Tour Blanche Paris"), std::string::npos);
    EXPECT_EQ(g[0].tags.size(), 11u);
    expect_clean(g[0]);
    EXPECT_EQ(g[0].moves.size(), 35u);
    // trailing blanks before the ']' are dropped; a line not ending in ']' stays an error
    EXPECT_EQ(read_text("[Event \"a b  ]  \n\n1. e4 *")[0].tag_value("Event"), "a b");
    const auto bad = read_text("[Event \"a b\n\n1. e4 *");
    ASSERT_FALSE(bad[0].readable());
    EXPECT_EQ(bad[0].error->code, pgn_errc::tag_value_line_break);
    EXPECT_EQ(read_text("[Event \"x")[0].error->code, pgn_errc::unterminated_tag);
}

TEST(PgnLenient, UnescapedQuotesInATagValue) {
    const auto g = read_text("[White \"The \"Best\" Player\"]\n[Black \"a\" ]\n\n1. e4 *");
    ASSERT_TRUE(g[0].readable());
    EXPECT_EQ(g[0].tag_value("White"), "The \"Best\" Player");
    EXPECT_EQ(g[0].tag_value("Black"), "a");
    ASSERT_EQ(count(g[0], pgn_errc::tag_value_unescaped_quote), 1u);
    EXPECT_EQ(g[0].warnings[0].at, (source_pos{1, 13})); // the first quote that ends nothing
    // several tags on one line still close at their own quotes
    const auto two = read_text("[White \"a\"][Black \"b\"] [Round \"1\"]\n\n*");
    EXPECT_EQ(two[0].tags.size(), 3u);
    EXPECT_TRUE(two[0].warnings.empty());
    // a quote followed by something that is no ']' and no later closing quote: the error as before
    for (const char* text : {"[Site \"a\" b]\n\n*", "[Site \"Somewhere\" %~<|>]\n\n*", "[Event \"x\"\n\n*", "[Site \"a\" [Event \"b\"]\n\n*"}) {
        SCOPED_TRACE(text);
        const auto e = read_text(text);
        ASSERT_FALSE(e[0].readable());
        EXPECT_EQ(e[0].error->code, pgn_errc::tag_close_expected);
    }
}

TEST(PgnLenient, PychessPuzzleWithDoubledQuotes) {
    const auto g = read_peer("pychess/learn/puzzles/mate_in_3.pgn");
    std::size_t found = 0, unreadable = 0;
    for (const game& x : g) {
        unreadable += x.readable() ? 0 : 1;
        if (x.tags.empty() || x.tags[0].at.line > 2861 || x.tags.back().at.line < 2861) continue;
        ++found;
        EXPECT_EQ(x.tag_value("White"), "\"Socrates Expert\"");
        EXPECT_EQ(x.tag_value("Black"), "Alexander Ivanov");
        EXPECT_EQ(count(x, pgn_errc::tag_value_unescaped_quote), 1u);
    }
    EXPECT_EQ(found, 1u);
    EXPECT_EQ(unreadable, 0u);
}

TEST(PgnLenient, RepairedValuesWriteBackAndReadTheSame) {
    const auto g = read_text("[Event \"x] y]\n[White \"The \"Best\" Player\"]\n\n1. e4 e5 2. exf5 e.p. \xC2\xBD-\xC2\xBD");
    ASSERT_TRUE(g[0].readable());
    const auto back = read_text(write_pgn(g[0]));
    ASSERT_EQ(back.size(), 1u);
    EXPECT_TRUE(back[0].warnings.empty());
    EXPECT_EQ(back[0].tag_value("Event"), "x] y");
    EXPECT_EQ(back[0].tag_value("White"), "The \"Best\" Player");
    EXPECT_EQ(sans(back[0]), sans(g[0]));
    EXPECT_EQ(back[0].result, "1/2-1/2");
}

TEST(PgnLenient, NewWarningNamesAreStable) {
    EXPECT_EQ(name(pgn_errc::invisible_character), "invisible_character");
    EXPECT_EQ(name(pgn_errc::tag_value_unterminated), "tag_value_unterminated");
    EXPECT_EQ(name(pgn_errc::tag_value_unescaped_quote), "tag_value_unescaped_quote");
    for (const pgn_errc c : {pgn_errc::unicode_result, pgn_errc::invisible_character, pgn_errc::tag_value_unterminated,
                             pgn_errc::tag_value_unescaped_quote})
        EXPECT_TRUE(is_warning(c));
    EXPECT_EQ(name(san_variant::en_passant_suffix), "en_passant_suffix");
    EXPECT_EQ(name(san_variant::double_plus), "double_plus");
    EXPECT_EQ(name(san_variant::lower_case_castling), "lower_case_castling");
}

// ---- generated: a real corpus rewritten in the lenient forms --------------------------------

//! The game's PGN with `O-O`/`O-O-O` as `o-o`/`o-o-o`, a mate `#` as `++`, en-passant captures
//! marked (`exf6ep`, `exf6e.p.`, `exf6 e.p.`), invisible characters between some tokens and
//! before the tag lines, the result with a Unicode dash or ½, tag values with stray quotes.
std::string lenient(const game& g, const std::vector<move>& moves, std::mt19937& rng) {
    static const std::string invisible[] = {"\xE2\x80\x8B", "\xEF\xBB\xBF", "\xE2\x81\xA0"};
    const auto pick = [&](int n) { return static_cast<int>(rng() % static_cast<unsigned>(n)); };
    std::string out;
    for (const tag& t : g.tags) {
        if (pick(4) == 0) out += invisible[pick(3)];
        out += "[" + t.name + " \"";
        std::string v = t.value;
        if (t.name == "Result") {
            v = v == "1/2-1/2" ? "\xC2\xBD-\xC2\xBD" : v == "1-0" ? "1\xE2\x80\x93" "0" : v == "0-1" ? "0\xE2\x80\x94" "1" : v;
        } else if (t.name == "White" && pick(2) == 0) {
            v = "\"" + v + "\""; // like pychess's [White ""Socrates Expert""]
        }
        for (const char ch : v)
            if (ch == '\\' || (ch == '"' && t.name != "White")) out += std::string("\\") + ch;
            else out += ch;
        out += (t.name == "Site" && pick(3) == 0) ? "]\n" : "\"]\n"; // an unterminated value
    }
    out += "\n";
    position p = initial_position();
    for (std::size_t i = 0; i < moves.size(); ++i) {
        if (p.side_to_move == color::white) out += std::to_string(i / 2 + 1) + ". ";
        std::string san(to_san(p, moves[i]).view());
        const bool ep = type_of(p.piece_on(moves[i].from())) == piece_type::pawn && moves[i].to() == p.en_passant &&
                        file_of(moves[i].from()) != file_of(moves[i].to());
        if (san == "O-O" || san == "O-O+") san = "o-o" + san.substr(3);
        else if (san.rfind("O-O-O", 0) == 0) san = "o-o-o" + san.substr(5);
        if (!san.empty() && san.back() == '#') san = san.substr(0, san.size() - 1) + "++";
        static const std::string marks[] = {"ep", "e.p.", " e.p."};
        if (ep) san += marks[pick(3)];
        out += san;
        out += pick(5) == 0 ? invisible[pick(3)] + " " : " ";
        p = make_move(p, moves[i]);
    }
    const std::string r = g.result;
    out += r == "1/2-1/2" ? "1/2\xE2\x80\x93" "1/2" : r == "1-0" ? "1\xE2\x88\x92" "0" : r == "0-1" ? "0\xE2\x80\x93" "1" : "*";
    out += "\n\n";
    return out;
}

TEST(PgnLenient, GeneratedLenientCorporaReadAndAuditToTheSameMoves) {
    std::mt19937 rng(16);
    std::size_t games = 0, plies = 0, eps = 0, mates = 0, castlings = 0;
    for (const char* f : {"pgn/kasparov-deep-blue-1997.pgn", "pgn/world_matches.pgn", "pgn/twic-01-232games.pgn"}) {
        SCOPED_TRACE(f);
        std::ifstream in(test::data_path(f), std::ios::binary);
        ASSERT_TRUE(in) << f;
        const auto original = read_all(in);
        std::string text;
        std::vector<std::vector<move>> want;
        for (const game& g : original) {
            if (!g.readable() || g.tag_value("FEN") || g.moves.empty()) continue;
            const auto r = audited(g);
            if (r.status != audit::game_status::clean) continue;
            text += lenient(g, r.moves, rng);
            want.push_back(r.moves);
            for (const auto& m : g.moves) {
                mates += m.text.back() == '#' ? 1 : 0;
                castlings += m.text[0] == 'O' ? 1 : 0;
            }
        }
        std::vector<const game*> originals;
        for (const game& g : original)
            if (g.readable() && !g.tag_value("FEN") && !g.moves.empty() && audited(g).status == audit::game_status::clean)
                originals.push_back(&g);
        const auto back = read_text(text);
        ASSERT_EQ(back.size(), want.size());
        for (std::size_t i = 0; i < back.size(); ++i) {
            SCOPED_TRACE(i);
            ASSERT_TRUE(back[i].readable()) << chesslaw::prose::to_string(*back[i].error);
            EXPECT_LE(count(back[i], pgn_errc::invisible_character), 1u);
            const game& o = *originals[i];
            EXPECT_EQ(count(back[i], pgn_errc::unicode_result), o.result == "*" || o.result.empty() ? 0u : 1u);
            EXPECT_EQ(count(back[i], pgn_errc::result_tag_mismatch), count(o, pgn_errc::result_tag_mismatch));
            EXPECT_EQ(back[i].tags.size(), o.tags.size());
            const auto r = audited(back[i]);
            ASSERT_EQ(r.status, audit::game_status::clean);
            EXPECT_EQ(r.moves, want[i]);
            for (const auto& m : back[i].moves) eps += m.text.find("ep") != std::string::npos || m.text.find("e.p.") != std::string::npos;
            ++games;
            plies += r.moves.size();
        }
    }
    std::printf("lenient corpora: %zu games, %zu plies (%zu castlings as o-o, %zu mates as ++, %zu e.p. marked)\n", games, plies,
                castlings, mates, eps);
    EXPECT_GT(games, 200u);
    EXPECT_GT(eps, 0u);
    EXPECT_GT(castlings, 0u);
}

} // namespace
