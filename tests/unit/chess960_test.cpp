// Chess960 (Guidelines II) at run time: each castling case of II.3 with its clause and the
// evidence in words, FEN round trips in both castling styles over random play, SAN castling, and
// the audit of Chess960 game records (Variant tags, a missing FEN tag, a start that breaks II.2).
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <vector>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/core/chess960.hpp>
#include <chesslaw/notation/san.hpp>
#include <chesslaw/prose/san.hpp>
#include <chesslaw/prose/audit.hpp>
#include <chesslaw/prose/judge.hpp>
#include <chesslaw/prose/legality.hpp>

using namespace chesslaw;
namespace id = chesslaw::spec::id;

namespace {

//! The evidence of clause c in the judgement of m, in words, "; "-joined.
std::string evidence(std::string_view f, std::string_view m, spec::clause_ref c) {
    const auto j = judge(fen(f), uci(m));
    const rules::finding fd = j.find(c); // find() returns a copy: keep it alive while its evidence is read
    std::string out;
    for (const auto& w : fd.evidence()) out += (out.empty() ? "" : "; ") + describe(w);
    return out;
}

std::string violated(std::string_view f, std::string_view m) {
    const auto j = judge(fen(f), uci(m));
    std::string out;
    for (const auto& fd : j)
        if (fd.result == rules::outcome::violated) out += (out.empty() ? "" : " ") + std::string(fd.clause.id());
    return out;
}

} // namespace

// ---- the castling cases of II.3, each with its clause and evidence -------------------------

TEST(Chess960Castling, KingAndRookAdjacentIsTransposition) {
    const std::string_view f = "k7/8/8/8/8/8/8/5KR1 w G - 0 1";
    EXPECT_TRUE(judge(fen(f), uci("f1g1")).legal);
    EXPECT_EQ(judge(fen(f), uci("f1g1")).outcome_of(id::chess960_transposition), rules::outcome::satisfied);
    EXPECT_EQ(evidence(f, "f1g1", id::chess960_transposition), "the king ends on g1 and the rook on f1");
    EXPECT_EQ(evidence(f, "f1g1", id::chess960_final_squares), "castling leaves the white king on g1; castling leaves the white rook on f1");
}

TEST(Chess960Castling, KingAlreadyOnG1IsRookMoveOnly) {
    const std::string_view f = "6k1/8/8/8/8/8/8/6KR w H - 0 1";
    EXPECT_TRUE(judge(fen(f), uci("g1h1")).legal);
    EXPECT_EQ(judge(fen(f), uci("g1h1")).outcome_of(id::chess960_rook_move_only), rules::outcome::satisfied);
    EXPECT_EQ(judge(fen(f), uci("g1h1")).outcome_of(id::chess960_king_move_only), rules::outcome::not_applicable);
}

TEST(Chess960Castling, RookAlreadyOnF1IsKingMoveOnly) {
    const std::string_view f = "6k1/8/8/8/8/8/8/1K3R2 w F - 0 1";
    EXPECT_TRUE(judge(fen(f), uci("b1f1")).legal);
    EXPECT_EQ(judge(fen(f), uci("b1f1")).outcome_of(id::chess960_king_move_only), rules::outcome::satisfied);
    const position after = make_move(fen(f), uci("b1f1"));
    EXPECT_EQ(after.piece_on(square::g1), piece::white_king);
    EXPECT_EQ(after.piece_on(square::f1), piece::white_rook);
    EXPECT_EQ(after.rights, castling::none);
}

TEST(Chess960Castling, RookDestinationHeldByTheKing) {
    const std::string_view f = "6k1/8/8/8/8/8/8/R2K4 w A - 0 1";
    EXPECT_TRUE(judge(fen(f), uci("d1a1")).legal);
    EXPECT_EQ(judge(fen(f), uci("d1a1")).outcome_of(id::chess960_double_move), rules::outcome::satisfied);
    EXPECT_EQ(evidence(f, "d1a1", id::chess960_double_move), "the king ends on c1 and the rook on d1");
}

TEST(Chess960Castling, AttackedTransitIs3_8_2_2_1) {
    const std::string_view f = "4r1k1/8/8/8/8/8/8/1K5R w H - 0 1";
    EXPECT_EQ(violated(f, "b1h1"), std::string(id::castling_attacked.id()));
    EXPECT_EQ(evidence(f, "b1h1", id::castling_attacked), "e1 is attacked by the black rook on e8");
}

TEST(Chess960Castling, AThirdPieceInTheWayIsII_3_2_7_4) {
    const std::string_view f = "6k1/8/8/8/8/8/8/1K1N3R w H - 0 1";
    EXPECT_EQ(violated(f, "b1h1"), std::string(id::chess960_vacant.id()));
    EXPECT_EQ(evidence(f, "b1h1", id::chess960_vacant), "d1 is occupied by the white knight");
    // The text says which clause and which reading of 3.8.2.2.2.
    const std::string text = render(fen(f), uci("b1h1"), judge(fen(f), uci("b1h1")));
    EXPECT_NE(text.find(std::string(id::chess960_vacant.id())), std::string::npos) << text;
    EXPECT_NE(text.find("must be vacant except for the king and castling rook"), std::string::npos) << text;
}

TEST(Chess960Castling, OneRightLost) {
    const std::string_view f = "6k1/8/8/8/8/8/8/R3K2R w A - 0 1";
    EXPECT_EQ(violated(f, "e1h1"), std::string(id::castling_right_lost.id()));
    EXPECT_TRUE(judge(fen(f), uci("e1a1")).legal);
    // With the game known, the lost right is traced to the rook's move (3.8.2.1.2).
    const position start = fen("6k1/8/8/8/8/8/8/R3K2R w HA - 0 1");
    const std::array<move, 4> game{uci("h1h2"), uci("g8g7"), uci("h2h1"), uci("g7g8")};
    const auto j = judge(start, game, uci("e1h1"));
    ASSERT_TRUE(j.has_value());
    EXPECT_TRUE(j->violates(id::castling_rook_moved));
    EXPECT_EQ(j->find(id::castling_rook_moved).evidence()[0].ply, 0);
}

TEST(Chess960Castling, TheKingMovedLosesBothRights) {
    const position start = fen("6k1/8/8/8/8/8/8/R3K2R w HA - 0 1");
    const std::array<move, 4> game{uci("e1e2"), uci("g8g7"), uci("e2e1"), uci("g7g8")};
    const auto j = judge(start, game, uci("e1a1"));
    ASSERT_TRUE(j.has_value());
    EXPECT_TRUE(j->violates(id::castling_king_moved));
    EXPECT_TRUE(j->violates(id::castling_right_lost));
}

TEST(Chess960Castling, NotTheCastlingRookIsII_3_1) {
    const std::string_view f = "6k1/8/8/8/8/8/8/RR1K4 w B - 0 1";
    EXPECT_TRUE(judge(fen(f), uci("d1a1")).violates(id::chess960_castle_once));
    EXPECT_EQ(evidence(f, "d1a1", id::chess960_castle_once), "the rook on a1 is not the castling rook: that side castles with the rook on b1");
}

TEST(Chess960Castling, ARookBehindTheCastlingRookChecksAfterwards) {
    const std::string_view f = "6k1/8/8/8/8/8/8/qRK5 w B - 0 1";
    EXPECT_EQ(violated(f, "c1b1"), std::string(id::check.id()));
    EXPECT_EQ(evidence(f, "c1b1", id::check), "c1 is attacked by the black queen on a1");
}

// ---- FEN, SAN -----------------------------------------------------------------------------

TEST(Chess960Fen, BothStylesRoundTripOverRandomPlay) {
    std::mt19937_64 rng(960);
    int positions = 0, with_rights = 0, castlings = 0;
    for (int game = 0; game < 200; ++game) {
        position p = *chess960_position(static_cast<int>(rng() % 960));
        for (int ply = 0; ply < 80; ++ply) {
            for (const auto style : {castling_style::x_fen, castling_style::shredder}) {
                fen_options o;
                o.chess960 = true;
                const auto back = parse_fen_with(to_fen(p, style).view(), o);
                ASSERT_TRUE(back.has_value()) << to_fen(p, style).view();
                // The rook files matter only for the rights held.
                position a = back->pos, b = p;
                for (std::size_t i = 0; i < 4; ++i)
                    if (!has(p.rights, static_cast<castling>(1 << i))) a.castling_rook_file[i] = b.castling_rook_file[i];
                EXPECT_EQ(a, b) << to_fen(p, style).view();
            }
            ++positions;
            with_rights += p.rights != castling::none;
            const auto ml = legal_moves(p);
            if (ml.empty()) break;
            move m = ml[static_cast<int>(rng() % static_cast<unsigned>(ml.size()))];
            for (const move c : ml) // castle whenever it can, to reach positions after castling
                if (is_castling_shape(p, c.from(), c.to())) m = c;
            castlings += is_castling_shape(p, m.from(), m.to());
            // SAN: O-O / O-O-O for castling, and every SAN reads back as the move
            const auto san = to_san(p, m);
            const auto read = read_san(p, san.view());
            ASSERT_TRUE(read.has_value()) << to_fen(p).view() << " " << san.view();
            EXPECT_EQ(*read, m) << to_fen(p).view() << " " << san.view();
            if (is_castling_shape(p, m.from(), m.to())) {
                EXPECT_TRUE(san.view().starts_with("O-O")) << san.view();
            }
            p = make_move(p, m);
        }
    }
    EXPECT_GT(castlings, 100);
    std::cout << positions << " positions (" << with_rights << " with castling rights), " << castlings << " castlings\n";
}

TEST(Chess960Fen, XFenNamesAnInnerRookByItsFile) {
    const position p = fen("4k3/8/8/8/8/8/8/1R1K1R1R w F - 0 1");
    EXPECT_EQ(to_fen_string(p), "4k3/8/8/8/8/8/8/1R1K1R1R w F - 0 1");
    EXPECT_EQ(std::string(to_fen(p, castling_style::shredder).view()), "4k3/8/8/8/8/8/8/1R1K1R1R w F - 0 1");
    EXPECT_EQ(std::string(to_fen(*chess960_position(518), castling_style::shredder).view()),
              "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1");
    EXPECT_EQ(to_fen_string(*chess960_position(518)), std::string(initial_fen));
}

TEST(Chess960Fen, ErrorsNameTheLetter) {
    const auto e = parse_fen("4k3/8/8/8/8/8/3K4/1R3R1R w F - 0 1");
    ASSERT_FALSE(e.has_value());
    EXPECT_EQ(to_string(e.error()), "castling field: 'F' but the white king (d2) is not on its first rank (at offset 27)");
}

// ---- the audit ----------------------------------------------------------------------------

TEST(Chess960Audit, AVariantGameIsAuditedUnderGuidelinesII) {
    // cutechess's first game (python-chess's test data): X-FEN KQkq, both sides castle.
    const std::string pgn =
        "[Event \"?\"]\n[FEN \"nbbrknrq/pppppppp/8/8/8/8/PPPPPPPP/NBBRKNRQ w KQkq - 0 1\"]\n[SetUp \"1\"]\n[Variant \"fischerandom\"]\n\n"
        "1. d4 d5 2. c3 Nb6 3. e4 dxe4 4. Bxe4 g6 5. g4 c6 6. Qf3 Ne6 7. Nb3 Qf6 8. Qxf6 exf6 9. h4 O-O 10. Be3 Nf4 "
        "11. Nc5 Rfe8 12. Nd2 Nbd5 13. c4 b6 14. cxd5 cxd5 15. Bc2 bxc5 16. Nb3 c4 17. Nc5 Bd6 18. Ba4 Re7 19. Bc2 h5 "
        "20. gxh5 Nxh5 21. O-O-O Nf4 *\n";
    const auto v = audit::audit_pgn(pgn);
    ASSERT_EQ(v.size(), 1u);
    const auto& r = v.front().result;
    EXPECT_EQ(r.status, audit::record_status::clean) << (r.error ? chesslaw::prose::describe(*r.error, r) : "");
    EXPECT_EQ(r.plies, 42u);
    ASSERT_TRUE(r.start.has_value());
    EXPECT_TRUE(r.start->chess960);
    ASSERT_TRUE(r.start_position.has_value());
    EXPECT_EQ(r.start_position->report.result, legality::verdict::reachable); // a starting array (II.2)
}

TEST(Chess960Audit, SpellingsOfTheVariant) {
    for (const char* v : {"Chess960", "chess 960", "chess-960", "Fischerandom", "FischerRandom", "Fischer Random Chess", "Freestyle", "960"})
        EXPECT_TRUE(audit::record_detail::chess960_variant(audit::record_detail::lower(v))) << v;
    for (const char* v : {"Standard", "Crazyhouse", "Seirawan", "Atomic"})
        EXPECT_FALSE(audit::record_detail::chess960_variant(audit::record_detail::lower(v))) << v;
}

TEST(Chess960Audit, WithoutAFenTagTheStartIsUnknown) {
    const auto v = audit::audit_pgn("[Event \"x\"]\n[Variant \"Chess960\"]\n\n1. e4 e5 *\n");
    const auto& r = v.front().result;
    EXPECT_EQ(r.status, audit::record_status::unreadable);
    ASSERT_TRUE(r.error.has_value());
    EXPECT_NE(chesslaw::prose::describe(*r.error, r).find("without a FEN tag"), std::string::npos) << chesslaw::prose::describe(*r.error, r);
}

namespace {
//! The message of warning `code` of an audited record ("" when it has none).
std::string warning_text(const audit::record_result& r, std::string_view code) {
    for (const auto& w : r.warnings)
        if (audit::code(w) == code) return chesslaw::prose::describe(w);
    return "";
}
} // namespace

// A start outside Guidelines II.2 is a fact about the variant (Double Fischer Random and the like),
// not an illegal record: a warning naming the II.2 clause with its evidence; the game is audited
// under Article 3 and II.3, and is illegal only for what 3.10.3 or a move shows.
TEST(Chess960Audit, AStartBreakingII_2_1IsAWarningNotAFinding) {
    const auto v = audit::audit_pgn("[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"bbqnnkrr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNKRR w - - 0 1\"]\n\n1. e4 e5 *\n");
    const auto& r = v.front().result;
    EXPECT_EQ(r.status, audit::record_status::clean);
    EXPECT_TRUE(r.clauses.empty());
    const std::string w = warning_text(r, "start_outside_guidelines_ii");
    EXPECT_NE(w.find(std::string(id::chess960_king_between_rooks.id())), std::string::npos) << w;
    EXPECT_NE(w.find("is not between the rooks"), std::string::npos) << w;
    ASSERT_TRUE(r.start_position.has_value());
    EXPECT_EQ(r.start_position->report.result, legality::verdict::unknown);
    EXPECT_TRUE(r.start_position->report.arguments.empty());
}

namespace {
//! The audit of a Chess960 game that starts from FEN f: its first clause and the evidence of that
//! start's findings in words (the start verdict's arguments), "; "-joined.
struct start_audit {
    audit::record_status status;
    std::string first_clause, arguments;
    std::string ii2_warning; //!< the start_outside_guidelines_ii warning's text, "" when none
};
start_audit audit_start(const std::string& f, const std::string& moves = "1. e4 e5 *") {
    const auto v = audit::audit_pgn("[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"" + f + "\"]\n\n" + moves + "\n");
    const auto& r = v.front().result;
    start_audit out{r.status, r.clauses.empty() ? "" : std::string(r.clauses.front().id()), "", warning_text(r, "start_outside_guidelines_ii")};
    if (r.start_position)
        for (const auto& a : r.start_position->report.arguments) out.arguments += (out.arguments.empty() ? "" : "; ") + prose::describe(a);
    return out;
}
//! The II.2 findings of a starting position that break clause c, their evidence in words.
std::string start_evidence(std::string_view f, spec::clause_ref c) {
    std::string out;
    for (const auto& fd : rules::check_start_array(fen(f)))
        if (fd.clause == c && fd.result == rules::outcome::violated)
            for (const auto& w : fd.evidence()) out += (out.empty() ? "" : "; ") + describe(w);
    return out;
}
} // namespace

TEST(Chess960Audit, AStartBreakingII_2_1stPart) {
    // Every square of the first two ranks holds a white man of the right kind, but the first rank
    // has three knights and one bishop: not the men II.2/1 places there (a warning), and a third
    // knight with every pawn at home needs a promotion that no pawn made: illegal by 3.10.3.
    const auto a = audit_start("nbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/NBQNNRKR w - - 0 1");
    EXPECT_EQ(a.status, audit::record_status::illegal);
    EXPECT_EQ(a.first_clause, id::illegal_position.id());
    EXPECT_NE(a.arguments.find("each needing a promotion"), std::string::npos) << a.arguments;
    EXPECT_NE(a.ii2_warning.find(std::string(id::chess960_start_requirements.id())), std::string::npos) << a.ii2_warning;
    EXPECT_NE(a.ii2_warning.find("the count of the white knight is wrong"), std::string::npos) << a.ii2_warning;
    EXPECT_EQ(start_evidence("nbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/NBQNNRKR w - - 0 1", id::chess960_start_requirements),
              "the first rank does not hold white's king, queen, two rooks, two bishops and two knights: the count of the white knight is wrong");
    // The squares that break it, with what stands there: an empty first-rank square, a knight on the pawns' rank.
    EXPECT_EQ(start_evidence("bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPN/BBQN1RKR w - - 0 1", id::chess960_start_requirements),
              "e1 is empty, not a white piece (white's pieces stand on the first rank); "
              "h2 holds the white knight, not a white pawn (white's pawns stand on the second rank)");
    EXPECT_EQ(start_evidence("bbqnnrkr/pppppppp/8/8/8/7P/PPPPPPP1/BBQNNRKR w - - 0 1", id::chess960_start_requirements),
              "h2 is empty, not a white pawn (white's pawns stand on the second rank)");
    // A board that is not in a starting array's shape is not judged as a start: after 1. h3 (and
    // black's reply undone) the audit has no II.2 finding.
    const auto later = audit_start("bbqnnrkr/pppppppp/8/8/8/7P/PPPPPPP1/BBQNNRKR b - - 0 1", "1... e5 2. e4 *");
    EXPECT_NE(later.status, audit::record_status::illegal) << later.first_clause << ": " << later.arguments;
    // The standard array keeps it.
    EXPECT_EQ(start_evidence("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1", id::chess960_start_requirements), "");
}

TEST(Chess960Audit, AStartBreakingII_2_2) {
    // NBQBNRKR: the bishops on b1 and d1, both light squares — II.2.2 (a warning); two bishops of
    // one colour with every pawn at home need a promotion: illegal by 3.10.3.
    const auto a = audit_start("nbqbnrkr/pppppppp/8/8/8/8/PPPPPPPP/NBQBNRKR w - - 0 1");
    EXPECT_EQ(a.status, audit::record_status::illegal);
    EXPECT_EQ(a.first_clause, id::illegal_position.id());
    EXPECT_NE(a.ii2_warning.find(std::string(id::chess960_bishops_opposite.id())), std::string::npos) << a.ii2_warning;
    EXPECT_NE(a.ii2_warning.find("the bishops on b1 and d1 stand on squares of one colour"), std::string::npos) << a.ii2_warning;
    EXPECT_EQ(start_evidence("nbqbnrkr/pppppppp/8/8/8/8/PPPPPPPP/NBQBNRKR w - - 0 1", id::chess960_bishops_opposite),
              "the bishops on b1 and d1 stand on squares of one colour");
    EXPECT_EQ(start_evidence("nbbqnrkr/pppppppp/8/8/8/8/PPPPPPPP/NBBQNRKR w - - 0 1", id::chess960_bishops_opposite), "");
}

// A Chess960 start that is illegal by 3.10.3 alone (nine white pawns, one on a1: not a starting
// array's shape, so no II.2 argument to set aside) keeps its arguments whole: their squares and
// words (set_aside_start_array once moved them out and left them empty).
TEST(Chess960Audit, AnIllegalStartWithoutAnII_2ArgumentKeepsItsArguments) {
    const auto v = audit::audit_pgn("[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/PBQNNRK1 w - - 0 1\"]\n\n*\n");
    const auto& r = v.front().result;
    EXPECT_EQ(r.status, audit::record_status::illegal);
    ASSERT_TRUE(r.start_position.has_value());
    const auto& args = r.start_position->report.arguments;
    ASSERT_EQ(args.size(), 2u);
    EXPECT_EQ(args[0].kind, legality::rule::too_many_pawns);
    EXPECT_EQ(args[0].squares.size(), 9u);
    EXPECT_EQ(args[1].kind, legality::rule::pawn_on_back_rank);
    EXPECT_EQ(args[1].squares, std::vector<square>{square::a1});
    EXPECT_EQ(prose::describe(args[1]).rfind("white pawn on a1: a pawn starts on its second rank", 0), 0u) << prose::describe(args[1]);
}

TEST(Chess960Audit, AStartBreakingII_2_3IsAWarningNotAFinding) {
    // Black's queen and knight change places: c8 and d8 do not mirror c1 and d1 (Double Fischer
    // Random's kind of start): a warning, and the game is clean.
    const auto a = audit_start("bbnqnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1");
    EXPECT_EQ(a.status, audit::record_status::clean);
    EXPECT_EQ(a.first_clause, "");
    EXPECT_NE(a.ii2_warning.find(std::string(id::chess960_black_opposite.id())), std::string::npos) << a.ii2_warning;
    EXPECT_EQ(start_evidence("bbnqnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1", id::chess960_black_opposite),
              "c8 holds the black knight, not the black counterpart of the white man on c1; "
              "d8 holds the black queen, not the black counterpart of the white man on d1");
    // A black pawn missing from e7.
    EXPECT_EQ(start_evidence("bbqnnrkr/pppp1ppp/8/8/8/8/PPPPPPPP/BBQNNRKR w - - 0 1", id::chess960_black_opposite),
              "e7 holds no piece, not the black counterpart of the white man on e2");
}

TEST(Chess960Audit, ShredderFenWithoutAVariantTagIsChess960) {
    // SP 518 in Shredder-FEN: the standard array, castling by Guidelines II (the same squares).
    const auto v = audit::audit_pgn("[Event \"x\"]\n[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w HAha - 0 1\"]\n\n"
                                    "1. e4 e5 2. Nf3 Nf6 3. Bc4 Bc5 4. O-O O-O *\n");
    const auto& r = v.front().result;
    EXPECT_EQ(r.status, audit::record_status::clean) << (r.error ? chesslaw::prose::describe(*r.error, r) : "");
    EXPECT_EQ(r.plies, 8u);
    ASSERT_TRUE(r.start.has_value());
    EXPECT_TRUE(r.start->chess960);
}

TEST(Chess960Audit, IllegalCastlingNamesItsClause) {
    // SP 0: white's O-O keeps the king on g1 and takes the rook from h1 to f1, where the other rook stands:
    // f1 must be vacant (II.3.2.7.4).
    const auto v = audit::audit_pgn("[Event \"x\"]\n[Variant \"Chess960\"]\n[FEN \"bbqnnrkr/pppppppp/8/8/8/8/PPPPPPPP/BBQNNRKR w KQkq - 0 1\"]\n\n1. O-O *\n");
    const auto& r = v.front().result;
    EXPECT_EQ(r.status, audit::record_status::illegal);
    ASSERT_FALSE(r.clauses.empty());
    EXPECT_EQ(r.clauses.front(), id::chess960_vacant);
}
