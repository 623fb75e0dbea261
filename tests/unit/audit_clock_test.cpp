// The clock ledger as a standard watcher of the audit (audit/clock.hpp): audit_record runs it on the
// record's comments (kept by the reader when asked) and its TimeControl tag; its findings leave the
// game's status alone (a clock defect is not an illegal move); record_options::clocks off (and a
// reader that keeps no comments) leave it out. A loss on time is weighed against the clocks
// (forfeit_unsupported, 6.9) and a flag the clocks show at the record's end makes a decisive
// result a win on time, whose 6.9 draw the can-mate analysis decides.

#include <gtest/gtest.h>

#include <sstream>
#include <string>
#include <vector>

#include <chesslaw/audit/clock.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>

using namespace chesslaw;

namespace {

//! The games of a PGN text, read keeping the comments (as the audit does with clocks on).
std::vector<pgn::game> read_all(const std::string& text, bool keep_comments = true) {
    std::istringstream in(text);
    pgn::reader_options o;
    o.keep_comments = keep_comments;
    pgn::reader r(in, o);
    std::vector<pgn::game> out;
    pgn::game g;
    while (r.next(g)) {
        out.push_back(std::move(g));
        g = pgn::game{};
    }
    return out;
}

std::vector<clock::finding_kind> kinds(const audit::record_result& r) {
    std::vector<clock::finding_kind> k;
    if (const audit::clock_record* c = r.clock())
        for (const auto& f : c->ledger.findings) k.push_back(f.kind);
    return k;
}

// lichess's form: 3+2, the first reading shows no increment; 15 s a move
const std::string honest = "[Event \"honest\"]\n[TimeControl \"180+2\"]\n[Result \"*\"]\n\n"
                           "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:47]} Nc6 {[%clk 0:02:47]} "
                           "3. Bb5 {[%clk 0:02:34]} a6 {[%clk 0:02:34]} 4. Ba4 {[%clk 0:02:21]} Nf6 {[%clk 0:02:21]} *\n";

TEST(AuditClock, TheLedgerRunsAsAStandardWatcher) {
    const auto games = read_all(honest);
    ASSERT_EQ(games.size(), 1u);
    const audit::record_result r = audit::audit_record(games[0]);
    EXPECT_EQ(r.status, audit::record_status::clean);
    const audit::clock_record* c = r.clock();
    ASSERT_NE(c, nullptr);
    EXPECT_EQ(c->ledger.plies_with_clock, 8u);
    EXPECT_TRUE(c->ledger.findings.empty());
    EXPECT_FALSE(c->ledger.control.inferred);
    ASSERT_TRUE(c->tag.has_value());
    EXPECT_EQ(*c->tag, "180+2");
    EXPECT_EQ(c->category.category, clock::category::blitz);
    EXPECT_EQ(c->ledger.clock_ms[2], 167'000);
}

TEST(AuditClock, ClockFindingsLeaveTheStatusClean) {
    // White's move 3 books 2 minutes too many; nothing else wrong
    std::string pgn = honest;
    pgn.replace(pgn.find("3. Bb5 {[%clk 0:02:34]}"), 23, "3. Bb5 {[%clk 0:04:34]}");
    const auto games = read_all(pgn);
    const audit::record_result r = audit::audit_record(games[0]);
    EXPECT_EQ(r.status, audit::record_status::clean);
    ASSERT_EQ(kinds(r), std::vector<clock::finding_kind>{clock::finding_kind::gain});
    EXPECT_EQ(r.clock()->ledger.findings[0].ply, 5);
    EXPECT_EQ(r.clock()->ledger.findings[0].side, color::white);
    EXPECT_TRUE(r.clauses.empty()); // no clause of the record's moves or result
}

TEST(AuditClock, OffOrWithoutCommentsThereIsNoClock) {
    const auto games = read_all(honest);
    audit::record_options o;
    o.clocks = false;
    EXPECT_EQ(audit::audit_record(games[0], o).clock(), nullptr);
    const auto bare = read_all(honest, false); // the reader kept no comment
    EXPECT_EQ(audit::audit_record(bare[0]).clock(), nullptr);
    const auto plain = read_all("[Event \"x\"]\n[Result \"*\"]\n\n1. e4 {a fine move, 15s} e5 *\n");
    EXPECT_EQ(audit::audit_record(plain[0]).clock(), nullptr);
    // audit_pgn reads the comments when clocks are on, not when they are off
    EXPECT_NE(audit::audit_pgn(honest).front().result.clock(), nullptr);
    EXPECT_EQ(audit::audit_pgn(honest, o).front().result.clock(), nullptr);
}

TEST(AuditClock, AForfeitWithMinutesLeftIsAFindingAboutTheRecord) {
    std::string pgn = honest;
    pgn.replace(pgn.find("[Result \"*\"]"), 12, "[Result \"1-0\"]\n[Termination \"Time forfeit\"]");
    pgn.replace(pgn.rfind('*'), 1, "1-0");
    const auto games = read_all(pgn);
    const audit::record_result r = audit::audit_record(games[0]);
    EXPECT_EQ(r.status, audit::record_status::clean);
    ASSERT_EQ(kinds(r), std::vector<clock::finding_kind>{clock::finding_kind::forfeit_unsupported});
    const clock::finding& f = r.clock()->ledger.findings[0];
    EXPECT_EQ(f.ply, 8);
    EXPECT_EQ(f.side, color::black);
    EXPECT_EQ(f.recorded_ms, 141'000);
    EXPECT_EQ(f.expected_ms, audit::forfeit_margin_ms(clock::category::blitz));
    EXPECT_EQ(f.clause, spec::id::flag_fall);
    // near zero: no finding
    std::string near = pgn;
    near.replace(near.find("Nf6 {[%clk 0:02:21]}"), 20, "Nf6 {[%clk 0:00:21]}");
    EXPECT_TRUE(kinds(audit::audit_record(read_all(near)[0])).empty());
}

TEST(AuditClock, AFlagAtTheEndMakesTheWinOnTimeAndSixNineDecidesIt) {
    // Black's clock reads zero after his last move; 1-0, no Termination: White, a bare king, cannot
    // checkmate by any series of legal moves, so the game is drawn (6.9)
    const std::string pgn = "[Event \"flag\"]\n[FEN \"q3k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[TimeControl \"180+2\"]\n"
                            "[Result \"1-0\"]\n\n1. Kd1 {[%clk 0:00:40]} Qa7 {[%clk 0:00:03]} 2. Ke1 {[%clk 0:00:35]} Qa8 {[%clk 0:00:00]} 1-0\n";
    const auto games = read_all(pgn);
    const audit::record_result r = audit::audit_record(games[0]);
    ASSERT_NE(r.clock(), nullptr);
    ASSERT_TRUE(r.clock()->ledger.flag.has_value());
    EXPECT_EQ(r.clock()->ledger.flag->ply, 4);
    EXPECT_EQ(r.clock()->ledger.flag->side, color::black);
    EXPECT_EQ(r.clock()->ledger.flag->plies_after, 0);
    ASSERT_EQ(r.result.findings.size(), 1u);
    EXPECT_EQ(r.result.findings[0].kind, audit::result_finding_kind::time_forfeit_drawn);
    EXPECT_EQ(r.result.findings[0].clause, spec::id::flag_fall);
    EXPECT_EQ(r.result.by_laws, "1/2-1/2");
    // without the clocks, the same record is a resignation's question (5.1.2)
    audit::record_options o;
    o.clocks = false;
    const audit::record_result plain = audit::audit_record(games[0], o);
    ASSERT_EQ(plain.result.findings.size(), 1u);
    EXPECT_EQ(plain.result.findings[0].kind, audit::result_finding_kind::resignation_drawn);
}

TEST(AuditClock, ReadingsOfEveryTokenEvenAfterABreach) {
    // an illegal move at ply 3; the clocks of the plies after it are read all the same
    const std::string pgn = "[Event \"breach\"]\n[TimeControl \"180+2\"]\n[Result \"*\"]\n\n"
                            "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Ke3 {[%clk 0:02:47]} Nc6 {[%clk 0:02:47]} "
                            "3. Kd3 {[%clk 0:02:34]} a6 {[%clk 0:02:34]} *\n";
    const audit::record_result r = audit::audit_record(read_all(pgn)[0]);
    EXPECT_EQ(r.status, audit::record_status::illegal);
    ASSERT_NE(r.clock(), nullptr);
    EXPECT_EQ(r.clock()->ledger.plies_with_clock, 6u);
}

// ---- issue 49: no false finding on an honest record ----------------------------------------

//! The honest game with a result and a Termination tag.
std::string ended(const std::string& result, const std::string& termination, const std::string& moves) {
    return "[Event \"x\"]\n[White \"MikeChessTime\"]\n[Black \"Other\"]\n[TimeControl \"180+2\"]\n[Result \"" + result +
           "\"]\n[Termination \"" + termination + "\"]\n\n" + moves + " " + result + "\n";
}

TEST(AuditClock, TheLosersUnrecordedTurnMayConsumeHisLastReading) {
    // chess.com: White (the winner) made the last recorded move; Black's clock ran out on his turn,
    // never recorded. His last reading, 1:09, is no evidence against the forfeit: no finding
    const std::string moves = "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:47]} Nc6 {[%clk 0:01:09]} "
                              "3. Bb5 {[%clk 0:02:34]}";
    const audit::record_result r = audit::audit_record(read_all(ended("1-0", "MikeChessTime won on time", moves))[0]);
    ASSERT_NE(r.clock(), nullptr);
    EXPECT_TRUE(kinds(r).empty());
    ASSERT_TRUE(r.adjudication.has_value());
    EXPECT_EQ(r.adjudication->evidence.basis, audit::adjudication_basis::unrecorded_turn);
}

TEST(AuditClock, ANameHoldingTimeIsNoLossOnTime) {
    // "MikeChessTime won by resignation": a resignation, whoever has "Time" in his name. Black
    // resigned after his own move with 2:21 left: no forfeit to weigh
    const std::string moves = "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:47]} Nc6 {[%clk 0:02:21]}";
    const audit::record_result r = audit::audit_record(read_all(ended("1-0", "MikeChessTime won by resignation", moves))[0]);
    ASSERT_NE(r.clock(), nullptr);
    EXPECT_TRUE(kinds(r).empty());
    // the same words with "on time" are a loss on time, weighed: Black moved last with 2:21 left
    const audit::record_result t = audit::audit_record(read_all(ended("1-0", "MikeChessTime won on time", moves))[0]);
    EXPECT_EQ(kinds(t), std::vector<clock::finding_kind>{clock::finding_kind::forfeit_unsupported});
}

TEST(AuditClock, AForfeitTheClocksSupportIsNoFlagFinding) {
    // Black's clock at zero on the last ply, the result his loss on time: the flag is the forfeit
    // the record states — the adjudication confirms it, and there is no clock finding
    const std::string moves = "1. e4 {[%clk 0:03:00]} e5 {[%clk 0:03:00]} 2. Nf3 {[%clk 0:02:47]} Nc6 {[%clk 0:00:10]} "
                              "3. Bb5 {[%clk 0:02:34]} a6 {[%clk 0:00:00]}";
    for (const std::string term : {"MikeChessTime won on time", "Time forfeit", "Normal"}) {
        SCOPED_TRACE(term);
        const audit::record_result r = audit::audit_record(read_all(ended("1-0", term, moves))[0]);
        ASSERT_NE(r.clock(), nullptr);
        ASSERT_TRUE(r.clock()->ledger.flag.has_value()); // the evidence stays
        EXPECT_TRUE(kinds(r).empty());
        if (term != "Normal") {
            ASSERT_TRUE(r.adjudication.has_value());
            EXPECT_EQ(r.adjudication->verdict, audit::adjudication_verdict::confirmed);
            EXPECT_EQ(r.adjudication->evidence.basis, audit::adjudication_basis::flag);
        }
    }
    // a flag with the game going on is still a finding (6.8: evidence the record went on)
    const std::string on = moves + " 4. Ba4 {[%clk 0:02:21]} b5 {[%clk 0:00:00]} 5. Bb3 {[%clk 0:02:08]}";
    const audit::record_result g = audit::audit_record(read_all(ended("1-0", "Time forfeit", on))[0]);
    EXPECT_EQ(kinds(g), std::vector<clock::finding_kind>{clock::finding_kind::flag});
}

TEST(AuditClock, AnEngineMatchGetsALedgerAndItsLossOnTimeIsWeighed) {
    // cutechess-cli's form: the time of each move, the end in the last comment
    const std::string pgn = "[Event \"engines\"]\n[White \"A\"]\n[Black \"B\"]\n[TimeControl \"10+0.1\"]\n[Result \"0-1\"]\n\n"
                            "1. e4 {book} e5 {book} 2. Nf3 {+0.86/8 1.0s} Nc6 {-1.23/12 0.5s} 3. Bb5 {+0.20/9 8.9s} "
                            "a6 {-0.30/10 0.2s, White loses on time} 0-1\n";
    const audit::record_result r = audit::audit_record(read_all(pgn)[0]);
    ASSERT_NE(r.clock(), nullptr);
    EXPECT_TRUE(r.clock()->ledger.derived);
    EXPECT_EQ(r.clock()->ledger.plies_with_clock, 6u);
    EXPECT_EQ(r.clock()->ledger.clock_ms[4], 10'100 - 1'000 + 100 - 8'900 + 100);
    EXPECT_TRUE(kinds(r).empty());
    ASSERT_TRUE(r.adjudication.has_value());
    EXPECT_EQ(r.adjudication->read.claim, audit::adjudication_claim::time);
    // White had 0.4 s left on his turn, never recorded: weighed, near zero (no longer no_clock)
    EXPECT_EQ(r.adjudication->evidence.basis, audit::adjudication_basis::near_zero);
    ASSERT_TRUE(r.adjudication->evidence.forfeit.has_value());
    EXPECT_EQ(r.adjudication->evidence.forfeit->clock_ms, 400);
    // the same with clocks off: no ledger
    audit::record_options o;
    o.clocks = false;
    EXPECT_EQ(audit::audit_record(read_all(pgn)[0], o).clock(), nullptr);
}

TEST(AuditClock, CutechessDrawByTimeoutIsAClaimSixNineDecides) {
    // White, king and rook, flags against a bare king: 6.9's draw, which cutechess scores
    const std::string pgn = "[Event \"engines\"]\n[FEN \"4k3/8/8/8/8/8/8/R3K3 b - - 0 1\"]\n[SetUp \"1\"]\n[TimeControl \"10+0.1\"]\n"
                            "[Result \"1/2-1/2\"]\n\n1... Kd7 {-9.10/20 0.3s, Draw by timeout} 1/2-1/2\n";
    const audit::record_result r = audit::audit_record(read_all(pgn)[0]);
    ASSERT_TRUE(r.adjudication.has_value());
    EXPECT_EQ(r.adjudication->read.claim, audit::adjudication_claim::time);
    EXPECT_EQ(r.adjudication->verdict, audit::adjudication_verdict::confirmed);
    EXPECT_EQ(r.adjudication->evidence.basis, audit::adjudication_basis::winner_cannot_mate);
    ASSERT_TRUE(r.adjudication->evidence.side.has_value());
    EXPECT_EQ(*r.adjudication->evidence.side, color::white);
    // the bare king flagging against king and rook is no draw: the claim is contradicted
    std::string other = pgn;
    other.replace(other.find("4k3/8/8/8/8/8/8/R3K3 b"), 22, "4k3/8/8/8/8/8/8/R3K3 w");
    other.replace(other.find("1... Kd7"), 8, "1. Kd2");
    const audit::record_result c = audit::audit_record(read_all(other)[0]);
    ASSERT_TRUE(c.adjudication.has_value());
    EXPECT_EQ(c.adjudication->verdict, audit::adjudication_verdict::contradicted);
}

} // namespace
