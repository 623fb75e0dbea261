// audit::audit_record / audit_pgn: the library's one call from a PGN game to its verdict — every
// decision the CLI used to take (tags, start position, notation, numbering) made here.
#include <gtest/gtest.h>

#include <string>

#include <chesslaw/audit/record.hpp>
#include <chesslaw/prose/audit.hpp>

using namespace chesslaw;
using audit::record_status;

namespace {

const audit::owned_record& only(const std::vector<audit::owned_record>& v) {
    EXPECT_EQ(v.size(), 1u);
    return v.front();
}

bool has_warning(const audit::record_result& r, std::string_view code) {
    for (const auto& w : r.warnings)
        if (audit::code(w) == code) return true;
    return false;
}

std::string ids(const audit::record_result& r) {
    std::string s;
    for (const auto c : r.clauses) s += (s.empty() ? "" : " ") + std::string(c.id());
    return s;
}

} // namespace

TEST(AuditRecord, CleanGameFromTheInitialPosition) {
    const auto v = audit::audit_pgn("[Event \"x\"]\n\n1. e4 e5 2. Nf3 Nc6 3. Bb5 a6 1-0\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::clean);
    EXPECT_EQ(r.plies, 6u);
    EXPECT_TRUE(r.warnings.empty());
}

TEST(AuditRecord, CoordinateNotationIsReadAsTheMoveItNames) {
    const auto v = audit::audit_pgn("1. e2e4 e7e5 2. g1f3 b8c6 3. f1c4 g8f6 4. e1g1 f8c5 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::clean) << (r.error ? chesslaw::prose::describe(*r.error, r) : "");
    EXPECT_EQ(r.plies, 8u);
    EXPECT_TRUE(has_warning(r, "coordinate_notation"));
    // both promotion-letter cases
    for (const char* promo : {"a7a8q", "a7a8Q"}) {
        const auto w = audit::audit_pgn("[FEN \"7k/P7/8/8/8/8/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n\n1. " + std::string(promo) + " *\n");
        EXPECT_EQ(only(w).result.status, record_status::clean) << promo;
        EXPECT_EQ(only(w).result.plies, 1u);
    }
}

TEST(AuditRecord, AnIllegalCoordinateMoveIsJudgedLikeAnyOther) {
    // 2. f1c4 with the e2 pawn still home: the bishop's way is blocked (3.5)
    const auto v = audit::audit_pgn("1. d2d4 d7d5 2. f1c4 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal);
    EXPECT_EQ(ids(r), "3.5");
    ASSERT_TRUE(r.moves && r.moves->first);
    EXPECT_TRUE(r.moves->first->coordinate);
    EXPECT_EQ(r.plies, 2u);
    // a coordinate move from an empty square: no movement of a piece (3.10.2)
    const auto e = audit::audit_pgn("1. e2e4 e7e5 2. e3e4 *\n");
    EXPECT_EQ(only(e).result.status, record_status::illegal);
    EXPECT_EQ(ids(only(e).result), "3.10.2");
}

TEST(AuditRecord, FragmentsAndBrokenNumberingAreUnreadableNeverIllegal) {
    for (const char* text : {"23. Nf3 Nc6 24. e4 *\n", "23... Kxf7 24. Qh5+ *\n", "1... e5 2. Nf3 *\n"}) {
        const auto v = audit::audit_pgn(std::string("[Event \"x\"]\n\n") + text);
        const auto& r = only(v).result;
        EXPECT_EQ(r.status, record_status::unreadable) << text;
        ASSERT_TRUE(r.error) << text;
        EXPECT_NE(chesslaw::prose::describe(*r.error, r).find("start position is unknown"), std::string::npos) << chesslaw::prose::describe(*r.error, r);
        EXPECT_TRUE(r.repairs.empty()) << text; // a repair from the initial position would be a guess
    }
    // two games run together: the second's moves fail in the first's position
    const auto v = audit::audit_pgn("1. e4 e5 2. Nf3 Nc6 1. d4 d5 2. c4 e6 3. Nc3 Nf6 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::unreadable);
    ASSERT_TRUE(r.error);
    EXPECT_NE(chesslaw::prose::describe(*r.error, r).find("start again at 1. d4"), std::string::npos) << chesslaw::prose::describe(*r.error, r);
    EXPECT_EQ(r.plies, 4u); // the first game's moves are replayed
    // run together and every move legal as one game: unreadable all the same
    const auto w = audit::audit_pgn("1. e4 e5 2. Nf3 Nc6 1. d4 d5 2. c4 a6 *\n");
    EXPECT_EQ(only(w).result.status, record_status::unreadable);
    // a numbering slip that is not a restart, then a breach: the position is unknown there
    const auto s2 = audit::audit_pgn("1. e4 e5 2. Nf3 Nc6 4. Bb5 a6 5. Bxh7 *\n");
    EXPECT_EQ(only(s2).result.status, record_status::unreadable);
    ASSERT_TRUE(only(s2).result.error);
    EXPECT_NE(chesslaw::prose::describe(*only(s2).result.error, only(s2).result).find("move numbers break at 4. Bb5"), std::string::npos) << chesslaw::prose::describe(*only(s2).result.error, only(s2).result);
    // ... where a half-move is missing (2... not written, so 3. Bc4 reads as black's): the repairs
    // put an insertion before the written 4th ply first
    const auto gap = audit::audit_pgn("1. e4 e5 2. Nf3 3. Bc4 Nf6 *\n");
    ASSERT_FALSE(only(gap).result.repairs.empty());
    EXPECT_EQ(only(gap).result.repairs.front().edits.front().op, audit::edit_op::insert);
    EXPECT_EQ(only(gap).result.repairs.front().edits.front().ply, 4u);
    // a numbering break that the moves survive is only the reader's warning
    const auto ok = audit::audit_pgn("1. e4 e5 3. Nf3 Nc6 *\n");
    EXPECT_EQ(only(ok).result.status, record_status::clean);
}

TEST(AuditRecord, SetUpWithoutFenNamesTheMisspeltTag) {
    const auto v = audit::audit_pgn("[SetUp \"1\"]\n[Fen \"8/8/8/8/8/8/8/K6k w - - 0 1\"]\n\n1. Kb1 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::unreadable);
    ASSERT_TRUE(r.error);
    EXPECT_NE(chesslaw::prose::describe(*r.error, r).find("\"Fen\""), std::string::npos) << chesslaw::prose::describe(*r.error, r);
}

TEST(AuditRecord, StaleCastlingRightsAreDroppedAndTheMovesAudited) {
    // KQkq, but the white h1 rook is on g1 and the black king on d8
    const auto v = audit::audit_pgn("[FEN \"r2k3r/8/8/8/8/8/8/R3K1R1 w KQkq - 0 1\"]\n[SetUp \"1\"]\n\n1. O-O-O Ke8 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::clean) << ids(r) << (r.error ? chesslaw::prose::describe(*r.error, r) : "");
    EXPECT_EQ(r.plies, 2u);
    EXPECT_TRUE(has_warning(r, "castling_right_dropped"));
    int dropped = 0;
    for (const auto& w : r.warnings) dropped += audit::code(w) == "castling_right_dropped";
    EXPECT_EQ(dropped, 3); // K (no rook on h1), k and q (black king not on e8)
    // the dropped right is really gone: castling king side is now illegal (3.8.2.1)
    const auto w = audit::audit_pgn("[FEN \"4k3/8/8/8/8/8/8/R3K1R1 w KQ - 0 1\"]\n\n1. Rh1 Kd8 2. O-O *\n");
    EXPECT_EQ(only(w).result.status, record_status::illegal);
}

TEST(AuditRecord, AnUnreachableStartIsAFindingAndItsMovesAreStillAudited) {
    // white pawns on a2 and a3 with all 15 black men home: unreachable (3.10.3); the moves replay
    const auto v = audit::audit_pgn("[FEN \"rnbqkbnr/pppppppp/8/8/8/P7/P1PPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 e5 2. Nf3 Qh4 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal);
    EXPECT_TRUE(r.start_illegal);
    EXPECT_FALSE(r.move_illegal);
    EXPECT_EQ(r.plies, 4u);
}

TEST(AuditRecord, FromPositionAndFullmoveZero) {
    const auto v = audit::audit_pgn("[Variant \"From Position\"]\n[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 0\"]\n\n1. Rh1+ Kg7 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::clean) << (r.error ? chesslaw::prose::describe(*r.error, r) : "");
    EXPECT_EQ(r.plies, 2u);
    EXPECT_TRUE(has_warning(r, "fullmove_zero"));
    EXPECT_TRUE(has_warning(r, "variant_from_position"));
    ASSERT_TRUE(r.start);
    EXPECT_EQ(r.start->fullmove_number, 1);
    const auto c960 = audit::audit_pgn("[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *\n");
    EXPECT_EQ(only(c960).result.status, record_status::clean); // audited under Guidelines II (issue 20)
    EXPECT_EQ(only(c960).result.plies, 1u);
}

TEST(AuditRecord, HyphenatedLongAlgebraicIsReadWithAWarning) {
    const auto v = audit::audit_pgn("1. e2-e4 e7-e5 2. Ng1-f3 Nb8-c6 3. Bf1-b5 a7-a6 4. Bb5xc6 d7xc6 5. O-O *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::clean) << (r.error ? chesslaw::prose::describe(*r.error, r) : "");
    EXPECT_EQ(r.plies, 9u);
    EXPECT_TRUE(has_warning(r, "long_algebraic"));
}

TEST(AuditRecord, CastlingAfterTheKingMovedCitesTheKingsMove) {
    // 4. O-O, then 9. O-O-O with the king on g1: 3.8.2.1.1, the evidence the castling at ply 7
    const auto v = audit::audit_pgn(
        "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 d6 6. Bg5 h6 7. Nc3 a6 8. Qd2 b6 9. O-O-O *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal);
    EXPECT_EQ(ids(r), "3.8.2.1 3.8.2.1.1");
    ASSERT_TRUE(r.moves && r.moves->first && r.moves->first->judged);
    const auto f = r.moves->first->judged->find(spec::id::castling_king_moved);
    ASSERT_EQ(f.witness_count, 1);
    EXPECT_EQ(f.witnesses[0].ply, 6); // 0-based: 4. O-O
    EXPECT_NE(prose::headline(*r.start, *r.moves).find("at 4. O-O"), std::string::npos) << prose::headline(*r.start, *r.moves);
    // 7. Kh1 8. Kg1 9. O-O: the king stands on g1 again; its first move was 4. O-O
    const auto w = audit::audit_pgn("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 d6 6. Bg5 h6 7. Kh1 a6 8. Kg1 b6 9. O-O *\n");
    EXPECT_EQ(ids(only(w).result), "3.8.2.1 3.8.2.1.1");
    // the king went back to e1: the judge's own 3.8.2.1.1 with the move that moved it
    const auto k = audit::audit_pgn("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke2 Nf6 5. Ke1 d6 6. O-O *\n");
    EXPECT_EQ(only(k).result.status, record_status::illegal);
    EXPECT_NE(ids(only(k).result).find("3.8.2.1.1"), std::string::npos) << ids(only(k).result);
    // the h1 rook left and a rook came back to h1: 3.8.2.1.2 with the rook's first move
    const auto rk = audit::audit_pgn("1. h4 a5 2. Rh3 a4 3. Rh1 a3 4. e4 b6 5. Nf3 b5 6. Bc4 b4 7. O-O *\n");
    EXPECT_EQ(only(rk).result.status, record_status::illegal);
    EXPECT_NE(ids(only(rk).result).find("3.8.2.1.2"), std::string::npos) << ids(only(rk).result);
    const auto& rr = only(rk).result;
    EXPECT_NE(prose::headline(*rr.start, *rr.moves).find("at 2. Rh3"), std::string::npos) << prose::headline(*rr.start, *rr.moves);
}

TEST(AuditRecord, NullMovesAreBreachesOf7_5_3) {
    // a null move is penalised as an illegal move (7.5.3): a breach, and the replay goes on with
    // the other side to move (it made the record unreadable there before issue 35)
    const auto v = audit::audit_pgn("1. e4 -- 2. d4 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal);
    EXPECT_EQ(r.plies, 1u);
    EXPECT_FALSE(r.error.has_value());
    ASSERT_TRUE(r.moves);
    EXPECT_EQ(r.moves->plies_read, 3u);
    EXPECT_EQ(r.clauses, std::vector<spec::clause_ref>{spec::id::clock_without_move});
}

TEST(AuditRecord, EveryBreachNotOnlyTheFirst) {
    // 3. Bxf7 (the bishop is on f1: no diagonal) and 5. Qh5 (the knight on f3 blocks); the replay goes on
    // from the board as it stood after each displacement
    const auto v = audit::audit_pgn("1. e4 e5 2. Nf3 Nc6 3. Bxf7+ Kxf7 4. d3 d6 5. Qh5+ g6 6. Qxh7+ Rxh7 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal);
    ASSERT_TRUE(r.moves);
    EXPECT_EQ(r.moves->breaches.size(), 2u) << ids(r);
    EXPECT_EQ(r.breach_tokens.size(), r.moves->breaches.size());
    EXPECT_EQ(r.moves->plies_read, 12u);
    EXPECT_EQ(r.plies, 4u);
    // a breach that names no movement stops the replay there
    const auto s = audit::audit_pgn("1. e4 e5 2. Bb5 Nc6 3. Qd8 a6 4. Kg3 *\n");
    ASSERT_TRUE(only(s).result.moves);
    EXPECT_GE(only(s).result.moves->breaches.size(), 1u);
}

TEST(AuditRecord, CoordinatePromotionLetterOnAKingMoveIsNoCastling) {
    const auto v = audit::audit_pgn("[FEN \"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1\"]\n\n1. e1c1n *\n");
    EXPECT_EQ(only(v).result.status, record_status::illegal);
}

TEST(AuditRecord, HyphenatedCoordinatesAreCoordinateNotation) {
    // pgn-extract -Whalg: squares only, with a hyphen (a pawn's origin: long algebraic SAN)
    const auto v = audit::audit_pgn("1. b2-b3 e7-e5 2. c1-b2 d7-d6 3. d2-d4 e5-d4 4. d1-d4 b8-c6 5. d4-d2 g8-f6 "
                                    "6. b1-c3 c8-e6 7. e2-e4 d6-d5 8. e4-d5 e6-d5 9. d2-e3 f8-e7 10. e1-c1 e8-g8 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::clean) << (r.error ? chesslaw::prose::describe(*r.error, r) : "") << ids(r);
    EXPECT_EQ(r.plies, 20u);
    EXPECT_TRUE(has_warning(r, "coordinate_notation"));
}

TEST(AuditRecord, ResultFindingsJoinTheClausesAfterTheBreaches) {
    // 3... Ra6 over the a7 pawn (3.5), then 4. Qxf7# on the board as it stood; 0-1 contradicts the mate.
    const auto v = audit::audit_pgn("1. e4 e5 2. Bc4 Nc6 3. Qh5 Ra6 4. Qxf7# 0-1\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal);
    EXPECT_EQ(ids(r), "3.5 5.1.1");
    ASSERT_NE(r.end(), nullptr);
    EXPECT_TRUE(r.end()->after_breach);
    // No breach: the result finding's clause alone, status inconsistent.
    const auto w = audit::audit_pgn("[FEN \"4k3/3q4/8/8/8/8/8/4K3 w - - 0 1\"]\n\n1. Kf2 Qd4+ 2. Kf3 1-0\n");
    EXPECT_EQ(only(w).result.status, record_status::inconsistent);
    EXPECT_EQ(ids(only(w).result), "5.1.2");
    const auto f = audit::audit_pgn("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. e4 1-0\n");
    EXPECT_EQ(only(f).result.status, record_status::inconsistent);
    EXPECT_EQ(ids(only(f).result), "9.6.1"); // moves after the end and the result: one clause, once
    EXPECT_EQ(only(f).result.result.findings.size(), 2u);
    EXPECT_TRUE(only(f).result.claims().size() == 2u);
}

// Issue 34: Double Fischer Random (TCEC's DFRC: `[Variant "fischerandom"]`, a different array for
// each side) is outside Guidelines II.2.3, a fact of the variant: a warning naming the clause, and
// the moves audited under Article 3 and the castling of II.3 (X-FEN KQkq read for each side: white
// castles with e1/h1 around its king on g1, black with b8/f8 around e8). Cross-checked with
// Stockfish (UCI_Chess960): these moves are legal, and both sides have castled at the end.
constexpr const char* dfrc_tags = "[Variant \"fischerandom\"]\n[SetUp \"1\"]\n[FEN \"nrnbkrbq/pppppppp/8/8/8/8/PPPPPPPP/BQNBRNKR w KQkq - 0 1\"]\n\n";

TEST(AuditRecord, DoubleFischerRandomStartIsAWarningNotIllegal) {
    for (const char* moves : {"1. Ne3 h6 2. O-O Bh7 3. d4 O-O 4. Nd3 Nd6 *",             // king side: rook-only and king-only castling
                              "1. Ne3 Nd6 2. Nd3 e6 3. c3 Be7 4. Bc2 O-O-O 5. O-O-O *"}) { // queen side: both pieces move
        const auto v = audit::audit_pgn(std::string(dfrc_tags) + moves + "\n");
        const auto& r = only(v).result;
        EXPECT_EQ(r.status, record_status::clean) << moves;
        EXPECT_FALSE(r.start_illegal);
        EXPECT_TRUE(r.clauses.empty()) << ids(r);
        EXPECT_EQ(r.plies, std::string(moves).starts_with("1. Ne3 h6") ? 8u : 9u) << moves;
        ASSERT_TRUE(has_warning(r, "start_outside_guidelines_ii")) << moves;
        for (const auto& w : r.warnings)
            if (audit::code(w) == "start_outside_guidelines_ii") {
                EXPECT_NE(chesslaw::prose::describe(w).find(std::string(spec::id::chess960_black_opposite.id())), std::string::npos) << chesslaw::prose::describe(w);
            }
        ASSERT_TRUE(r.start_position);
        EXPECT_EQ(r.start_position->report.result, legality::verdict::unknown);
        EXPECT_TRUE(r.start_position->report.arguments.empty());
        ASSERT_TRUE(r.moves);
        EXPECT_EQ(r.moves->final_position.rights, castling::none) << moves; // both sides castled
    }
}

TEST(AuditRecord, DoubleFischerRandomIllegalMoveStaysIllegal) {
    // White's O-O-O: the king g1 to c1 and the rook e1 to d1 — the bishop on d1 and knight on c1 stand in the way (II.3.2.7.4).
    const auto v = audit::audit_pgn(std::string(dfrc_tags) + "1. Ne3 h6 2. O-O-O *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal);
    EXPECT_TRUE(r.move_illegal);
    EXPECT_FALSE(r.start_illegal);
    EXPECT_EQ(r.plies, 2u);
    EXPECT_TRUE(has_warning(r, "start_outside_guidelines_ii"));
}

TEST(AuditRecord, Chess960StartBrokenBeyondTheArrayStaysIllegal) {
    // The DFRC array with an en-passant square no pawn move made (e6, black's e-pawn still on e7):
    // 3.10.3 whatever the array — the start stays illegal, the II.2 clause only set aside.
    const auto v = audit::audit_pgn("[Variant \"fischerandom\"]\n[FEN \"nrnbkrbq/pppppppp/8/8/8/8/PPPPPPPP/BQNBRNKR w KQkq e6 0 1\"]\n\n1. Ne3 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::illegal) << ids(r);
    EXPECT_TRUE(r.start_illegal);
}

TEST(AuditRecord, Chess960StartArrayConformingHasNoWarning) {
    const auto v = audit::audit_pgn("[Variant \"Chess960\"]\n[FEN \"bqnbnrkr/pppppppp/8/8/8/8/PPPPPPPP/BQNBNRKR w KQkq - 0 1\"]\n\n1. g3 *\n");
    const auto& r = only(v).result;
    EXPECT_EQ(r.status, record_status::clean);
    EXPECT_FALSE(has_warning(r, "start_outside_guidelines_ii"));
    ASSERT_TRUE(r.start_position);
    EXPECT_EQ(r.start_position->report.result, legality::verdict::reachable);
}

// Issue 51, 2.3: a record without SetUp "1" says the game starts from the initial position; a FEN
// tag that gives another is replayed all the same, with a warning citing 2.3 (and 7.2.1).
TEST(AuditRecord, AFenWithoutSetUpThatIsNotTheInitialPositionIsWarned) {
    const std::string fen = "[FEN \"7k/8/8/8/8/8/8/K5R1 w - - 0 1\"]\n";
    for (const std::string setup : {"", "[SetUp \"0\"]\n"}) {
        const auto v = audit::audit_pgn(fen + setup + "\n1. Rh1+ Kg7 *\n");
        const auto& r = only(v).result;
        EXPECT_EQ(r.status, record_status::clean) << setup;
        EXPECT_EQ(r.plies, 2u);
        ASSERT_TRUE(has_warning(r, "start_not_initial_position")) << setup;
        for (const auto& w : r.warnings)
            if (audit::code(w) == "start_not_initial_position") {
                const std::string words = prose::describe(w);
                EXPECT_NE(words.find(std::string(spec::id::initial_position_of_the_pieces.id())), std::string::npos) << words;
                EXPECT_NE(words.find(std::string(spec::id::incorrect_initial_position.id())), std::string::npos) << words;
            }
    }
    // with SetUp "1" the record says it starts from a set-up position: nothing to say
    EXPECT_FALSE(has_warning(only(audit::audit_pgn(fen + "[SetUp \"1\"]\n\n1. Rh1+ Kg7 *\n")).result, "start_not_initial_position"));
    // the initial position's own FEN without SetUp (other counters): it is 2.3's position
    EXPECT_FALSE(has_warning(only(audit::audit_pgn("[FEN \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\"]\n\n1. e4 e5 *\n")).result,
                             "start_not_initial_position"));
    // no FEN: the initial position
    EXPECT_FALSE(has_warning(only(audit::audit_pgn("1. e4 e5 *\n")).result, "start_not_initial_position"));
    // Chess960 (Guidelines II.2 decides its start, not 2.3)
    EXPECT_FALSE(has_warning(only(audit::audit_pgn("[Variant \"Chess960\"]\n[FEN \"bqnb1rkr/pp3ppp/3ppn2/2p5/5P2/P2P4/NPP1P1PP/BQ1BNRKR w HFhf - 2 9\"]\n\n9. g3 *\n")).result,
                             "start_not_initial_position"));
}

namespace {
std::vector<const audit::result_finding*> points_findings(const std::vector<audit::result_finding>& v) {
    std::vector<const audit::result_finding*> out;
    for (const auto& f : v)
        if (f.kind == audit::result_finding_kind::points_outside_laws) out.push_back(&f);
    return out;
}
} // namespace

// Issue 51, 10.1/10.2: the points a Result tag may hold.
TEST(AuditRecord, TheResultTagsPointsAreArticle10s) {
    const auto audit_tag = [](const std::string& tag) {
        return audit::audit_pgn("[Result \"" + tag + "\"]\n\n1. e4 e5 *\n").front();
    };
    // beyond the maximum, or a score no game gives: a finding of 10.2 (the record inconsistent)
    for (const std::string tag : {"1-1", "3/4-1/4", "\u00be-\u00bc", "1\u00bd-\u00bd"}) {
        const auto rec = audit_tag(tag);
        const auto& r = rec.result;
        const auto fs = points_findings(r.result.findings);
        ASSERT_EQ(fs.size(), 1u) << tag;
        EXPECT_EQ(fs[0]->clause, spec::id::no_more_than_maximum) << tag;
        EXPECT_EQ(fs[0]->result, tag);
        EXPECT_EQ(r.status, record_status::inconsistent) << tag;
        EXPECT_NE(prose::describe(*fs[0], r).find(std::string(spec::id::no_more_than_maximum.id())), std::string::npos);
    }
    // a game's scores but no win, loss or draw: 10.1, which an event's regulations may set
    // otherwise — a warning, the record stays clean
    for (const std::string tag : {"1/2-0", "0-1/2"}) {
        const auto rec = audit_tag(tag);
        const auto& r = rec.result;
        EXPECT_TRUE(points_findings(r.result.findings).empty()) << tag;
        const auto ws = points_findings(r.result.warnings);
        ASSERT_EQ(ws.size(), 1u) << tag;
        EXPECT_EQ(ws[0]->clause, spec::id::points) << tag;
        EXPECT_EQ(r.status, record_status::clean) << tag;
    }
    // 10.1's points, both lose (11.8), no points at all: nothing
    for (const std::string tag : {"1-0", "0-1", "1/2-1/2", "\u00bd-\u00bd", "0-0", "*", "?", ""}) {
        const auto rec = audit_tag(tag);
        EXPECT_TRUE(points_findings(rec.result.result.findings).empty()) << tag;
        EXPECT_TRUE(points_findings(rec.result.result.warnings).empty()) << tag;
    }
}

// Issue 51, Appendix C on a record (--notation fide): each form Appendix C does not give is one
// warning with its C clause, counted, its first move cited; a record in C's notation gets none;
// without the option (PGN, the default) none of them is asked.
TEST(AuditRecord, NotationFideReportsTheFormsAppendixCDoesNotGive) {
    audit::record_options fide;
    fide.fide_notation = true;
    const auto audit_with = [](const std::string& pgn, const audit::record_options& o) {
        auto games = audit::audit_pgn(pgn, o);
        EXPECT_EQ(games.size(), 1u);
        return games.front().result;
    };
    const auto fide_warnings = [](const audit::record_result& r) {
        std::vector<const audit::record_warning*> out;
        for (const auto& w : r.warnings)
            if (w.kind == audit::record_warning_kind::fide_notation) out.push_back(&w);
        return out;
    };
    struct form_case {
        const char* movetext;
        notation::fide_form form;
        spec::clause_ref clause;
        std::uint32_t count;
    };
    const form_case cases[] = {
        {"1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. O-O Nf6 5. d3 O-O *", notation::fide_form::letter_o_castling, spec::id::notation_abbreviations, 2},
        {"1. e4 d5 2. exd5 c6 3. dxc6 Qb6 4. cxb7 Qxb2 5. bxa8=Q *", notation::fide_form::promotion_equals, spec::id::notation_promotion, 1},
        {"1. e4 d5 2. e:d5 Qxd5 *", notation::fide_form::colon_capture, spec::id::notation_capture, 1},
        {"1. Pe4 e5 2. Pd4 *", notation::fide_form::pawn_letter, spec::id::notation_pawn_no_letter, 2},
    };
    for (const form_case& c : cases) {
        const auto r = audit_with(c.movetext, fide);
        EXPECT_EQ(r.status, record_status::clean) << c.movetext << (r.error ? chesslaw::prose::describe(*r.error, r) : "");
        const auto ws = fide_warnings(r);
        ASSERT_EQ(ws.size(), 1u) << c.movetext;
        EXPECT_EQ(ws[0]->fide, c.form) << c.movetext;
        EXPECT_EQ(ws[0]->count, c.count) << c.movetext;
        EXPECT_EQ(notation::clause_of(ws[0]->fide), c.clause) << c.movetext;
        const std::string words = prose::describe(*ws[0]);
        EXPECT_NE(words.find(std::string(c.clause.id())), std::string::npos) << words;
        // PGN, the default: no form of Appendix C is asked
        EXPECT_TRUE(fide_warnings(audit_with(c.movetext, audit::record_options{})).empty()) << c.movetext;
    }
    // Appendix C's own notation (its sample game's second form: 0-0, captures without x, C.11's
    // d8Q, C.8's long form): no fide warning, and no warning of a SAN variant either
    const auto clean = audit_with("1. e4 e5 2. Nf3 Nf6 3. d4 ed4 4. e5 Ne4 5. Qd4 d5 6. ed6 Nd6 7. Bg5 Nc6 8. Qe3 Be7 "
                                  "9. Nbd2 0-0 10. 0-0-0 Re8 11. Kb1 *", fide);
    EXPECT_EQ(clean.status, record_status::clean) << (clean.error ? chesslaw::prose::describe(*clean.error, clean) : "");
    EXPECT_EQ(clean.plies, 21u);
    EXPECT_TRUE(clean.warnings.empty()) << clean.warnings.size() << " " << audit::code(clean.warnings.front());
    const auto long_form = audit_with("1. e2e4 e7e5 2. Ng1f3 Ng8f6 3. d2d4 e5xd4 4. e4e5 Nf6e4 5. Qd1xd4 d7d5 *", fide);
    EXPECT_EQ(long_form.status, record_status::clean);
    EXPECT_TRUE(long_form.warnings.empty());
}
