// The irregularities of Article 7.5 (audit/irregular.hpp) and the replay's 7.5.2 / 7.5.3
// continuation (audit/game.hpp): a pawn on the last rank with no piece named goes on as a queen,
// a null move goes on with the other side to move (unless that side was in check); each breach is
// counted per player unless the record explains it; under standard play a player's second counted
// move loses (or draws when the opponent cannot checkmate) and a Result that differs is a finding
// under 7.5.5; rapid gives none; the opponent's extra time is looked for on its next reading.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/notation/pgn.hpp>

using namespace chesslaw;

namespace {

pgn::game read_one(const std::string& text) {
    std::istringstream in(text);
    pgn::reader_options o;
    o.keep_comments = true;
    pgn::reader r(in, o);
    pgn::game g;
    EXPECT_TRUE(r.next(g));
    return g;
}

audit::record_result audit_text(const std::string& text, bool repairs = false) {
    audit::record_options o;
    o.repairs = repairs;
    return audit::audit_record(read_one(text), o);
}

std::string game(std::string_view fen, std::string_view control, std::string_view result, std::string_view moves) {
    std::string s = "[Event \"irregular\"]\n";
    if (!fen.empty()) s += "[SetUp \"1\"]\n[FEN \"" + std::string(fen) + "\"]\n";
    if (!control.empty()) s += "[TimeControl \"" + std::string(control) + "\"]\n";
    s += "[Result \"" + std::string(result) + "\"]\n\n" + std::string(moves) + " " + std::string(result) + "\n";
    return s;
}

bool has_finding(const audit::record_result& r, audit::result_finding_kind k) {
    for (const auto& f : r.result.findings)
        if (f.kind == k) return true;
    return false;
}

TEST(AuditIrregular, APawnOnTheLastRankWithNoPieceGoesOnAsAQueen) {
    const auto r = audit_text(game("4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "5400+30", "*", "1. a8 Kd7 2. Qb7+ Kd6 3. Qb6+"));
    ASSERT_TRUE(r.moves);
    EXPECT_EQ(r.status, audit::record_status::illegal);
    EXPECT_FALSE(r.moves->stopped_at.has_value()); // the replay went on (it stopped there before 7.5.2)
    EXPECT_EQ(r.moves->plies_read, 5u);
    ASSERT_EQ(r.moves->breaches.size(), 1u);
    EXPECT_NE(std::find(r.clauses.begin(), r.clauses.end(), spec::id::promotion), r.clauses.end());
    EXPECT_EQ(r.moves->final_position.piece_on(square::b6), piece::white_queen);
    ASSERT_EQ(r.irregularities.size(), 1u);
    const audit::irregularity& x = r.irregularities[0];
    EXPECT_EQ(x.kind, audit::irregularity_kind::promotion_without_piece);
    EXPECT_EQ(x.clause, spec::id::promotion_without_piece);
    EXPECT_EQ(x.side, color::white);
    EXPECT_TRUE(x.counted);
    EXPECT_EQ(x.nth, 1u);
    EXPECT_EQ(x.category, clock::category::standard);
    ASSERT_TRUE(x.expected_seconds.has_value());
    EXPECT_EQ(*x.expected_seconds, 120);
    EXPECT_FALSE(x.seen.has_value()); // no clocks on the record
}

TEST(AuditIrregular, ANullMoveIsABreachAndTheOtherSideMoves) {
    // `0000` too (issue 49): where a move stands, with no period after it, it is UCI's null move
    for (const std::string null : {"--", "Z0", "0000", "@@@@", "null"}) {
        const auto r = audit_text(game("", "", "*", "1. e4 " + null + " 2. d4 e5 3. dxe5"));
        ASSERT_TRUE(r.moves) << null;
        EXPECT_EQ(r.status, audit::record_status::illegal) << null;
        EXPECT_FALSE(r.error.has_value()) << null; // no longer unreadable there
        EXPECT_FALSE(r.moves->stopped_at.has_value()) << null;
        EXPECT_EQ(r.moves->plies_read, 5u) << null;
        ASSERT_EQ(r.moves->breaches.size(), 1u) << null;
        EXPECT_EQ(r.moves->breaches[0].ply, 1u) << null;
        ASSERT_EQ(r.irregularities.size(), 1u) << null;
        EXPECT_EQ(r.irregularities[0].kind, audit::irregularity_kind::null_move) << null;
        EXPECT_EQ(r.irregularities[0].clause, spec::id::clock_without_move) << null;
        EXPECT_EQ(r.irregularities[0].side, color::black) << null;
        EXPECT_EQ(r.irregularities[0].category, clock::category::unknown) << null;
        EXPECT_FALSE(r.irregularities[0].expected_seconds.has_value()) << null;
    }
}

TEST(AuditIrregular, ANullMoveOutOfCheckStopsTheReplay) {
    // black in check passes: white could take the king, no legal game goes on
    const auto r = audit_text(game("4k3/8/8/8/8/8/8/4RK2 b - - 0 1", "", "*", "1... -- 2. Kf2 Kd7"));
    ASSERT_TRUE(r.moves);
    EXPECT_EQ(r.status, audit::record_status::illegal);
    ASSERT_TRUE(r.moves->stopped_at.has_value());
    EXPECT_EQ(*r.moves->stopped_at, 0u);
    EXPECT_EQ(r.moves->stop_reason, audit::replay_stop::board_not_legal);
}

TEST(AuditIrregular, ThePassPositionClearsEnPassant) {
    const position p = *parse_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 5");
    const position n = audit::pass(p);
    EXPECT_EQ(n.side_to_move, color::black);
    EXPECT_EQ(n.en_passant, square::none);
    EXPECT_EQ(n.halfmove_clock, 1u);
    EXPECT_EQ(n.fullmove_number, 5u);
    EXPECT_EQ(audit::pass(n).fullmove_number, 6u);
}

// White's rook moves like a bishop, twice: the second completed illegal move loses under standard
// play — black, with a queen, can checkmate.
const std::string twice = "1. Rb2 Qd4 2. Rc3 Qd5";
constexpr std::string_view queen_fen = "7k/8/8/3q4/8/8/8/R3K3 w - - 0 1";
constexpr std::string_view bare_fen = "7k/8/8/8/8/8/8/R3K3 w - - 0 1";

TEST(AuditIrregular, TheSecondCountedMoveLosesUnderStandardPlay) {
    const auto r = audit_text(game(queen_fen, "5400+30", "1/2-1/2", twice));
    ASSERT_EQ(r.irregularities.size(), 2u);
    EXPECT_TRUE(r.irregularities[0].counted && r.irregularities[1].counted);
    EXPECT_EQ(r.irregularities[1].nth, 2u);
    ASSERT_TRUE(has_finding(r, audit::result_finding_kind::second_illegal_move));
    for (const auto& f : r.result.findings)
        if (f.kind == audit::result_finding_kind::second_illegal_move) {
            EXPECT_EQ(f.clause, spec::id::illegal_move_penalties);
            EXPECT_EQ(f.by_laws, "0-1");
            EXPECT_EQ(f.result, "1/2-1/2");
            EXPECT_FALSE(f.argument.has_value());
        }
    // 7.5.5's result typed on the record, not only in the finding's sentence (issue 49)
    EXPECT_EQ(r.result.by_laws, "0-1");
    const auto agreed = audit_text(game(queen_fen, "5400+30", "0-1", twice));
    EXPECT_FALSE(has_finding(agreed, audit::result_finding_kind::second_illegal_move));
    EXPECT_EQ(agreed.result.by_laws, "0-1");
}

TEST(AuditIrregular, TheSecondCountedMoveDrawsWhenTheOpponentCannotMate) {
    const std::string moves = "1. Rb2 Kh7 2. Rc3 Kh8";
    const auto r = audit_text(game(bare_fen, "5400+30", "1-0", moves));
    ASSERT_TRUE(has_finding(r, audit::result_finding_kind::second_illegal_move));
    for (const auto& f : r.result.findings)
        if (f.kind == audit::result_finding_kind::second_illegal_move) {
            EXPECT_EQ(f.by_laws, "1/2-1/2");
            ASSERT_TRUE(f.argument.has_value());
            EXPECT_EQ(f.argument->verdict, analysis::mate_verdict::cannot);
        }
    EXPECT_EQ(r.result.by_laws, "1/2-1/2");
    EXPECT_FALSE(has_finding(audit_text(game(bare_fen, "5400+30", "1/2-1/2", moves)), audit::result_finding_kind::second_illegal_move));
}

TEST(AuditIrregular, OneCountedMoveOrARapidControlGivesNoResultFinding) {
    EXPECT_FALSE(has_finding(audit_text(game(queen_fen, "5400+30", "1/2-1/2", "1. Rb2 Qd4 2. Rb3 Qd5")),
                             audit::result_finding_kind::second_illegal_move));
    const auto rapid = audit_text(game(queen_fen, "900+10", "1/2-1/2", twice));
    EXPECT_FALSE(has_finding(rapid, audit::result_finding_kind::second_illegal_move));
    ASSERT_EQ(rapid.irregularities.size(), 2u);
    const audit::irregularity& x = rapid.irregularities[0];
    EXPECT_EQ(x.category, clock::category::rapid);
    ASSERT_TRUE(x.expected_seconds.has_value());
    EXPECT_EQ(*x.expected_seconds, 60);
    const std::vector<spec::clause_ref> rapid_rules{spec::id::rapid_penalty_one_minute, spec::id::rapid_competition_rules,
                                                    spec::id::rapid_illegal_move_stands};
    EXPECT_EQ(x.decided_by, rapid_rules);
    EXPECT_FALSE(has_finding(audit_text(game(queen_fen, "", "1/2-1/2", twice)), audit::result_finding_kind::second_illegal_move));
}

TEST(AuditIrregular, TheExtraTimeIsLookedForOnTheOpponentsNextReading) {
    // 90 minutes, no increment; DGT's form: the clock and the elapsed time of each move
    const auto with = [](std::string_view black_after, std::string_view black_last, bool elapsed) {
        const auto emt = [&](std::string_view t) { return elapsed ? " {[%emt " + std::string(t) + "]}" : std::string(); };
        return game(queen_fen, "5400", "*",
                    "1. Kf2 {[%clk 1:29:50]}" + emt("0:00:10") + " Qd6 {[%clk 1:29:40]}" + emt("0:00:20") + " 2. Rb2 {[%clk 1:29:30]}" +
                        emt("0:00:20") + " Qd5 {[%clk " + std::string(black_after) + "]}" + emt("0:00:05") + " 3. Kg3 {[%clk 1:29:20]}" +
                        emt("0:00:10") + " Qd6+ {[%clk " + std::string(black_last) + "]}" + emt("0:00:35"));
    };
    const auto seen = audit_text(with("1:31:35", "1:31:00", true)); // black's clock 1:29:40 - 0:05 + 2:00
    ASSERT_EQ(seen.irregularities.size(), 1u);
    ASSERT_TRUE(seen.irregularities[0].seen.has_value());
    EXPECT_TRUE(*seen.irregularities[0].seen);
    const auto unseen = audit_text(with("1:29:35", "1:29:00", true));
    ASSERT_EQ(unseen.irregularities.size(), 1u);
    ASSERT_TRUE(unseen.irregularities[0].seen.has_value());
    EXPECT_FALSE(*unseen.irregularities[0].seen);
    // without the elapsed times a reading with no gain proves nothing: two minutes added and two
    // minutes thought look the same
    const auto untold = audit_text(with("1:29:35", "1:29:00", false));
    ASSERT_EQ(untold.irregularities.size(), 1u);
    EXPECT_FALSE(untold.irregularities[0].seen.has_value());
}

TEST(AuditIrregular, AMoveAfterTheClocksStopIsNotCounted) {
    const auto r = audit_text(game(queen_fen, "5400", "*", "1. Kf2 {[%clk 1:29:50]} Qd6 {[%clk 1:29:40]} 2. Rb2"));
    ASSERT_EQ(r.irregularities.size(), 1u);
    EXPECT_FALSE(r.irregularities[0].counted);
    EXPECT_EQ(r.irregularities[0].why, audit::why_not_counted::clock_not_pressed);
    EXPECT_EQ(r.irregularities[0].nth, 0u);
    EXPECT_TRUE(r.irregularities[0].decided_by.empty());
}

TEST(AuditIrregular, ABestRepairExplainsTheBreach) {
    // 2. Nd3?? (the knight on b1 cannot reach d3: Nd2 is one square off) — a slip, not counted
    const auto slip = audit_text(game("", "", "*", "1. e4 e5 2. Nd3 Nf6 3. Nf3"), true);
    ASSERT_FALSE(slip.repairs.empty());
    ASSERT_EQ(slip.irregularities.size(), 1u);
    EXPECT_FALSE(slip.irregularities[0].counted);
    EXPECT_EQ(slip.irregularities[0].why, audit::why_not_counted::transcription_slip);
    ASSERT_TRUE(slip.irregularities[0].repair.has_value());
    EXPECT_EQ(*slip.irregularities[0].repair, slip.repairs.front().kind);
}

TEST(AuditIrregular, AMoveAfterTheEndIsNoMoveOfTheGame) {
    // 2... Qh4# ends the game (5.1.1); 3. Kf2 after it is a breach, but no completed illegal move
    const auto r = audit_text(game("", "5400+30", "0-1", "1. f3 e5 2. g4 Qh4# 3. Kf2"));
    ASSERT_EQ(r.irregularities.size(), 1u);
    EXPECT_FALSE(r.irregularities[0].counted);
    EXPECT_EQ(r.irregularities[0].why, audit::why_not_counted::game_over);
}

TEST(AuditIrregular, ACleanGameHasNone) {
    const auto r = audit_text(game("", "5400+30", "*", "1. e4 e5 2. Nf3 Nc6"), true);
    EXPECT_EQ(r.status, audit::record_status::clean);
    EXPECT_TRUE(r.irregularities.empty());
}

} // namespace
