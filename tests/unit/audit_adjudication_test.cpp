// The adjudication a record states (audit/adjudication.hpp): the classifier reads the forms the
// tools write (cutechess, fastchess, TCEC, lichess, chess.com) from the last comment and the
// Termination / TerminationDetails tags, and nothing else; each claim the Laws decide is checked
// (3.10.2 with the judge, 5.1.1, 5.2.1, 9.2.1.2 with the plies, 9.3.2 with the count, 5.2.2 with
// the can-mate analysis, 6.9 with the clocks' flag, 5.1.2) — confirmed, contradicted (a result
// finding, adjudication_contradicted) or not checkable, conservatively.

#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include <chesslaw/audit/adjudication.hpp>
#include <chesslaw/audit/record.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/prose/adjudication.hpp>

#include "test_data.hpp"

using namespace chesslaw;
using audit::adjudication_basis;
using audit::adjudication_claim;
using audit::adjudication_verdict;

namespace {

std::vector<pgn::game> read_all(const std::string& text) {
    std::istringstream in(text);
    pgn::reader_options o;
    o.keep_comments = true;
    pgn::reader r(in, o);
    std::vector<pgn::game> out;
    pgn::game g;
    while (r.next(g)) {
        out.push_back(std::move(g));
        g = pgn::game{};
    }
    return out;
}

std::optional<audit::claim_reading> classify_comment(const std::string& c) {
    std::vector<pgn::comment> cs{{1, {}, c}};
    return audit::read_claim({}, cs, 1);
}
std::optional<audit::claim_reading> classify_tag(const std::string& name, const std::string& value) {
    std::vector<pgn::tag> ts{{name, value, {}}};
    return audit::read_claim(ts, {}, 1);
}

//! The record's adjudication, audited (a record with one).
audit::adjudication_check checked(const std::string& pgn) {
    const auto games = read_all(pgn);
    EXPECT_EQ(games.size(), 1u);
    const audit::record_result r = audit::audit_record(games.at(0));
    EXPECT_TRUE(r.adjudication.has_value()) << pgn;
    return r.adjudication.value_or(audit::adjudication_check{});
}

std::string game(const std::string& moves, const std::string& result, const std::string& tags = "") {
    return "[Event \"t\"]\n" + tags + "[Result \"" + result + "\"]\n\n" + moves + " " + result + "\n";
}

bool has_finding(const audit::record_result& r, audit::result_finding_kind k) {
    for (const auto& f : r.result.findings)
        if (f.kind == k) return true;
    return false;
}

TEST(AuditAdjudication, ClassifierReadsTheToolsForms) {
    struct row {
        std::string text;
        bool comment;
        std::optional<adjudication_claim> claim;
        std::optional<color> side;
    };
    const std::vector<row> rows = {
        {"White makes an illegal move: e1g1", true, adjudication_claim::illegal_move, color::white},
        {"Draw by 3-fold repetition", true, adjudication_claim::threefold, std::nullopt},
        {"Draw by fifty moves rule", true, adjudication_claim::fifty_moves, std::nullopt},
        {"Draw by insufficient mating material", true, adjudication_claim::insufficient_material, std::nullopt},
        {"Draw by insufficient material", true, adjudication_claim::insufficient_material, std::nullopt},
        {"Draw by stalemate", true, adjudication_claim::stalemate, std::nullopt},
        {"White loses on time", true, adjudication_claim::time, color::white},
        {"White mates", true, adjudication_claim::checkmate, color::white},
        {"+M1/127 0.003s, Black mates", true, adjudication_claim::checkmate, color::black},
        {"[%clk 0:00:00] Black loses on time", true, adjudication_claim::time, color::black},
        {"Black resigns", true, adjudication_claim::resignation, color::black},
        {"-8.11/24 5.0s, White wins by adjudication", true, adjudication_claim::outside_laws, color::white},
        {"Draw by adjudication: SyzygyTB", true, adjudication_claim::outside_laws, std::nullopt},
        {"Black disconnects", true, adjudication_claim::outside_laws, color::black},
        {"Black forfeits by disconnection", true, adjudication_claim::outside_laws, color::black},
        {"rules infraction", false, adjudication_claim::outside_laws, std::nullopt},
        {"Rules infraction", false, adjudication_claim::outside_laws, std::nullopt},
        {"3-Fold repetition", false, adjudication_claim::threefold, std::nullopt},
        {"SyzygyTB", false, adjudication_claim::outside_laws, std::nullopt},
        {"TCEC win rule", false, adjudication_claim::outside_laws, std::nullopt},
        {"TCEC draw rule", false, adjudication_claim::outside_laws, std::nullopt},
        {"Time forfeit", false, adjudication_claim::time, std::nullopt},
        {"time forfeit", false, adjudication_claim::time, std::nullopt},
        {"Abandoned", false, adjudication_claim::outside_laws, std::nullopt},
        {"adjudication", false, adjudication_claim::outside_laws, std::nullopt},
        {"GUI adjudication", false, adjudication_claim::outside_laws, std::nullopt},
        {"Fifty moves rule", false, adjudication_claim::fifty_moves, std::nullopt},
        {"Stalemate", false, adjudication_claim::stalemate, std::nullopt},
        {"Game drawn by repetition", false, adjudication_claim::threefold, std::nullopt},
        {"Game drawn by insufficient material", false, adjudication_claim::insufficient_material, std::nullopt},
        // no claims: an annotator's words, lichess's Normal, puzzles' goals, an agreement
        {"Normal", false, std::nullopt, std::nullopt},
        {"mate in 3", false, std::nullopt, std::nullopt},
        {"+400cp in 3", false, std::nullopt, std::nullopt},
        {"Game drawn by agreement", false, std::nullopt, std::nullopt},
        {"unterminated", false, std::nullopt, std::nullopt},
        {" Stalemate! ", true, std::nullopt, std::nullopt},
        {"And white is stalemated! (1/2-1/2)", true, std::nullopt, std::nullopt},
        {" Black wins by checkmate. ", true, std::nullopt, std::nullopt},
        {"The repetition", true, std::nullopt, std::nullopt},
        {"[%clk 0:01:00]", true, std::nullopt, std::nullopt},
    };
    for (const row& r : rows) {
        const auto c = r.comment ? classify_comment(r.text) : classify_tag("Termination", r.text);
        ASSERT_EQ(c.has_value(), r.claim.has_value()) << r.text;
        if (!c) continue;
        EXPECT_EQ(c->claim, *r.claim) << r.text;
        EXPECT_EQ(c->side, r.side) << r.text;
        EXPECT_EQ(c->text, r.text);
        EXPECT_EQ(c->source, r.comment ? audit::adjudication_source::comment : audit::adjudication_source::termination);
    }
    EXPECT_EQ(classify_comment("White makes an illegal move: e1g1")->move, "e1g1");
    EXPECT_EQ(classify_comment("Black makes an illegal move: Qxf7+")->move, "Qxf7+");
}

TEST(AuditAdjudication, TheLastCommentFirstThenTerminationDetailsThenTermination) {
    std::vector<pgn::tag> tags{{"Termination", "adjudication", {}}, {"TerminationDetails", "3-Fold repetition", {}}};
    std::vector<pgn::comment> cs{{2, {}, "Draw by fifty moves rule"}};
    EXPECT_EQ(audit::read_claim(tags, cs, 2)->claim, adjudication_claim::fifty_moves);
    EXPECT_EQ(audit::read_claim(tags, cs, 3)->claim, adjudication_claim::threefold); // the comment is not after the last move
    tags.pop_back();
    EXPECT_EQ(audit::read_claim(tags, {}, 3)->claim, adjudication_claim::outside_laws);
    // chess.com: the winner's name against the White and Black tags
    std::vector<pgn::tag> com{{"White", "FabianoCaruana", {}}, {"Black", "Other", {}}, {"Termination", "FabianoCaruana won by resignation", {}}};
    const auto c = audit::read_claim(com, {}, 3);
    EXPECT_EQ(c->claim, adjudication_claim::resignation);
    EXPECT_EQ(c->side, color::black);
}

TEST(AuditAdjudication, IllegalMoveNamedIsJudged) {
    // e1g1 with the bishop on f1: castling over an occupied square (3.8.2.2)
    const auto a = checked(game("1. e4 e5 2. Nf3 Nc6 {White makes an illegal move: e1g1}", "0-1", "[Termination \"rules infraction\"]\n"));
    EXPECT_EQ(a.read.claim, adjudication_claim::illegal_move);
    EXPECT_EQ(a.verdict, adjudication_verdict::confirmed);
    EXPECT_EQ(a.evidence.basis, adjudication_basis::move_illegal);
    ASSERT_FALSE(a.evidence.clauses.empty());
    EXPECT_EQ(a.clause, spec::id::illegal_move);
    // the same move once the way is clear: legal, a false adjudication (a result finding)
    const auto games = read_all(game("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 {White makes an illegal move: e1g1}", "0-1"));
    const audit::record_result r = audit::audit_record(games[0]);
    ASSERT_TRUE(r.adjudication);
    EXPECT_EQ(r.adjudication->verdict, adjudication_verdict::contradicted);
    EXPECT_EQ(r.adjudication->evidence.basis, adjudication_basis::move_legal);
    EXPECT_TRUE(has_finding(r, audit::result_finding_kind::adjudication_contradicted));
    EXPECT_EQ(r.status, audit::record_status::inconsistent);
    // SAN too; a king that has moved and come back cannot castle (3.8.2.1: the history counts)
    const auto k = checked(game("1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. Ke2 Nf6 5. Ke1 Ng8 {White makes an illegal move: O-O}", "0-1"));
    EXPECT_EQ(k.verdict, adjudication_verdict::confirmed);
    // the side named does not have the move: not checkable
    EXPECT_EQ(checked(game("1. e4 e5 {Black makes an illegal move: e8e7}", "1-0")).evidence.basis, adjudication_basis::not_side_to_move);
    // fastchess writes the illegal move into the record: the last move, a breach
    const auto f = checked(game("1. e4 e5 2. Ke3 {White makes an illegal move: e1e3}", "0-1"));
    EXPECT_EQ(f.verdict, adjudication_verdict::confirmed);
    EXPECT_EQ(f.evidence.basis, adjudication_basis::move_breach);
    // no move named (a tag): not checkable
    EXPECT_EQ(checked(game("1. e4 e5", "0-1", "[Termination \"illegal move\"]\n")).evidence.basis, adjudication_basis::no_move_named);
}

TEST(AuditAdjudication, CheckmateAndStalemateOnTheLastPosition) {
    EXPECT_EQ(checked(game("1. f3 e5 2. g4 Qh4# {Black mates}", "0-1")).verdict, adjudication_verdict::confirmed);
    const auto no = checked(game("1. f3 e5 2. g4 Qf6 {Black mates}", "0-1"));
    EXPECT_EQ(no.verdict, adjudication_verdict::contradicted);
    EXPECT_EQ(no.evidence.basis, adjudication_basis::not_checkmate);
    EXPECT_EQ(no.evidence.count, 20u);
    EXPECT_EQ(checked(game("1. f3 e5 2. g4 Qh4# {White mates}", "1-0")).evidence.basis, adjudication_basis::wrong_mating_side);
    const std::string fen = "[FEN \"k7/8/8/2Q5/8/8/8/K7 w - - 0 1\"]\n[SetUp \"1\"]\n";
    EXPECT_EQ(checked(game("1. Qb6 {Draw by stalemate}", "1/2-1/2", fen)).evidence.basis, adjudication_basis::is_stalemate);
    const auto ns = checked(game("1. Qc4 {Draw by stalemate}", "1/2-1/2", fen));
    EXPECT_EQ(ns.verdict, adjudication_verdict::contradicted);
    EXPECT_EQ(ns.evidence.basis, adjudication_basis::not_stalemate);
    // a mate whose result is recorded the other way: the result finding (result_contradicts_end) says it, not a second one
    const auto games = read_all(game("1. f3 e5 2. g4 Qh4# {Black mates}", "1-0"));
    const audit::record_result r = audit::audit_record(games[0]);
    EXPECT_EQ(r.adjudication->verdict, adjudication_verdict::contradicted);
    EXPECT_EQ(r.adjudication->evidence.basis, adjudication_basis::ended_before);
    EXPECT_EQ(r.adjudication->evidence.end_result, "0-1");
    EXPECT_FALSE(has_finding(r, audit::result_finding_kind::adjudication_contradicted));
    EXPECT_TRUE(has_finding(r, audit::result_finding_kind::result_contradicts_end));
}

TEST(AuditAdjudication, ThreefoldWithThePlies) {
    const auto a = checked(game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 {Draw by 3-fold repetition}", "1/2-1/2"));
    EXPECT_EQ(a.verdict, adjudication_verdict::confirmed);
    EXPECT_EQ(a.evidence.plies, (std::vector<std::size_t>{0, 4, 8}));
    EXPECT_EQ(a.clause, spec::id::threefold_on_board);
    const auto b = checked(game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 {Draw by 3-fold repetition}", "1/2-1/2"));
    EXPECT_EQ(b.verdict, adjudication_verdict::contradicted);
    EXPECT_EQ(b.evidence.plies, (std::vector<std::size_t>{2, 6}));
    // another position stood three times, not the last one: not checkable
    EXPECT_EQ(checked(game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. e4 {Draw by 3-fold repetition}", "1/2-1/2")).evidence.basis,
              adjudication_basis::other_repeated);
    // a FEN start with no capture or pawn move since: the positions before it are unknown
    const std::string fen = "[FEN \"4k3/8/8/8/8/8/8/R3K3 w - - 7 40\"]\n[SetUp \"1\"]\n";
    EXPECT_EQ(checked(game("40. Ra2 Kd8 {Draw by 3-fold repetition}", "1/2-1/2", fen)).evidence.basis, adjudication_basis::before_start);
    // TCEC's tag, and a result that is no draw
    EXPECT_EQ(checked(game("1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8", "1-0", "[TerminationDetails \"3-Fold repetition\"]\n")).evidence.basis,
              adjudication_basis::result_disagrees);
}

TEST(AuditAdjudication, FiftyMovesWithTheCount) {
    const std::string fen98 = "[FEN \"8/8/8/4k3/8/8/8/R3K3 w - - 98 60\"]\n[SetUp \"1\"]\n";
    const auto a = checked(game("60. Ra2 Kd5 {Draw by fifty moves rule}", "1/2-1/2", fen98));
    EXPECT_EQ(a.verdict, adjudication_verdict::confirmed);
    EXPECT_EQ(a.evidence.count, 100u);
    const auto b = checked(game("1. Nf3 Nf6 2. Ng1 Ng8 {Draw by fifty moves rule}", "1/2-1/2"));
    EXPECT_EQ(b.verdict, adjudication_verdict::contradicted);
    EXPECT_EQ(b.evidence.basis, adjudication_basis::fifty_short);
    EXPECT_EQ(b.evidence.count, 4u);
    const std::string fen10 = "[FEN \"8/8/8/4k3/8/8/8/R3K3 w - - 10 60\"]\n[SetUp \"1\"]\n";
    EXPECT_EQ(checked(game("60. Ra2 Kd5 {Draw by fifty moves rule}", "1/2-1/2", fen10)).verdict, adjudication_verdict::not_checkable);
    // the 100th ply mates: 5.1.1 first
    const std::string mate = "[FEN \"6k1/5ppp/8/8/8/8/8/R5K1 w - - 99 80\"]\n[SetUp \"1\"]\n";
    EXPECT_EQ(checked(game("80. Ra8# {Draw by fifty moves rule}", "1/2-1/2", mate)).evidence.basis, adjudication_basis::mate_first);
}

TEST(AuditAdjudication, InsufficientMaterialWithTheCanMateAnalysis) {
    const auto a = checked(game("1. Kxd2 {Draw by insufficient mating material}", "1/2-1/2",
                                "[FEN \"8/8/8/4k3/8/8/3p4/4KB2 w - - 0 1\"]\n[SetUp \"1\"]\n"));
    EXPECT_EQ(a.verdict, adjudication_verdict::confirmed);
    ASSERT_TRUE(a.evidence.argument);
    EXPECT_EQ(a.evidence.argument->verdict, analysis::mate_verdict::cannot);
    const auto b = checked(game("1. Kxd2 {Draw by insufficient mating material}", "1/2-1/2",
                                "[FEN \"4k3/8/8/8/8/8/3p4/Q3K3 w - - 0 1\"]\n[SetUp \"1\"]\n"));
    EXPECT_EQ(b.verdict, adjudication_verdict::contradicted);
    ASSERT_TRUE(b.evidence.argument);
    EXPECT_EQ(b.evidence.argument->verdict, analysis::mate_verdict::can);
    EXPECT_FALSE(b.evidence.argument->certificate.empty());
}

TEST(AuditAdjudication, LossOnTimeWithTheClocks) {
    const std::string flag = "1. e4 {[%clk 0:00:09]} e5 {[%clk 0:00:08]} 2. Nf3 {[%clk 0:00:08]} Nc6 {[%clk 0:00:00] Black loses on time}";
    const auto a = checked(game(flag, "1-0", "[TimeControl \"10+0.1\"]\n"));
    EXPECT_EQ(a.verdict, adjudication_verdict::confirmed);
    EXPECT_EQ(a.evidence.basis, adjudication_basis::flag);
    // no clocks: not checkable; the result the other way: contradicted
    EXPECT_EQ(checked(game("1. e4 e5 {Black loses on time}", "1-0")).evidence.basis, adjudication_basis::no_clock);
    EXPECT_EQ(checked(game("1. e4 e5 {Black loses on time}", "0-1")).evidence.basis, adjudication_basis::result_disagrees);
    // time left on the loser's clock: his flag may fall on the next move, not a contradiction
    const std::string left = "1. e4 {[%clk 0:09:00]} e5 {[%clk 0:09:00]} {Black loses on time}";
    EXPECT_EQ(checked(game(left, "1-0", "[TimeControl \"600+0\"]\n")).verdict, adjudication_verdict::not_checkable);
    // the winner has a bare king: 6.9's draw, the existing finding (time_forfeit_drawn) says it
    const auto games = read_all(game("1. Kd1 Qa7 {Black loses on time}", "1-0", "[FEN \"q3k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Termination \"time forfeit\"]\n"));
    const audit::record_result r = audit::audit_record(games[0]);
    EXPECT_EQ(r.adjudication->evidence.basis, adjudication_basis::winner_cannot_mate);
    EXPECT_TRUE(has_finding(r, audit::result_finding_kind::time_forfeit_drawn));
    EXPECT_FALSE(has_finding(r, audit::result_finding_kind::adjudication_contradicted));
    // recorded as a draw: the Laws' draw, confirmed with the analysis
    const auto d = checked(game("1. Kd1 Qa7 {Black loses on time}", "1/2-1/2", "[FEN \"q3k3/8/8/8/8/8/8/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n"));
    EXPECT_EQ(d.verdict, adjudication_verdict::confirmed);
    EXPECT_EQ(d.evidence.basis, adjudication_basis::winner_cannot_mate);
}

TEST(AuditAdjudication, ResignationAndOutsideTheLaws) {
    EXPECT_EQ(checked(game("1. e4 e5 2. Qh5 Ke7 {Black resigns}", "1-0")).verdict, adjudication_verdict::confirmed);
    EXPECT_EQ(checked(game("1. e4 e5 2. Qh5 Ke7 {Black resigns}", "0-1")).evidence.basis, adjudication_basis::result_disagrees);
    for (const char* t : {"SyzygyTB", "TCEC win rule", "TCEC draw rule"}) {
        const auto a = checked(game("1. e4 e5", "1-0", std::string("[TerminationDetails \"") + t + "\"]\n"));
        EXPECT_EQ(a.read.claim, adjudication_claim::outside_laws);
        EXPECT_EQ(a.verdict, adjudication_verdict::not_checkable);
        EXPECT_FALSE(a.clause);
    }
    // lichess's Normal and a record without tags: no adjudication
    const auto games = read_all(game("1. e4 e5", "1-0", "[Termination \"Normal\"]\n"));
    EXPECT_FALSE(audit::audit_record(games[0]).adjudication);
}

TEST(AuditAdjudication, AnUnreadableRecordIsNotCheckable) {
    EXPECT_EQ(checked(game("1. e4 e5 2. Nf3 Qq9 {White mates}", "1-0")).evidence.basis, adjudication_basis::not_replayed);
    EXPECT_EQ(checked(game("1. e4 e5 2. Ke3 Nc6 {White mates}", "1-0")).evidence.basis, adjudication_basis::not_replayed);
}

TEST(AuditAdjudication, ProseSaysClaimVerdictAndEvidence) {
    const auto a = checked(game("1. f3 e5 2. g4 Qf6 {Black mates}", "0-1"));
    const std::string s = prose::describe(a);
    EXPECT_NE(s.find("\"Black mates\" (comment)"), std::string::npos) << s;
    EXPECT_NE(s.find("contradicted (5.1.1)"), std::string::npos) << s;
    EXPECT_NE(s.find("20 legal moves"), std::string::npos) << s;
}

//! The fixtures of tests/data/adjudication, in the tools' forms: each claim's verdict.
TEST(AuditAdjudication, FixturesInTheToolsForms) {
    std::map<std::string, int> counts;
    for (const char* f : {"adjudication/cutechess.pgn", "adjudication/fastchess.pgn", "adjudication/tcec.pgn", "adjudication/servers.pgn"}) {
        std::ifstream in(chesslaw::test::own_data_path(f), std::ios::binary);
        std::stringstream ss;
        ss << in.rdbuf();
        for (const auto& g : read_all(ss.str())) {
            const audit::record_result r = audit::audit_record(g);
            if (r.adjudication) ++counts[std::string(audit::name(r.adjudication->read.claim)) + "/" + std::string(audit::name(r.adjudication->verdict))];
        }
    }
    const std::map<std::string, int> expected = {
        {"checkmate/confirmed", 3},      {"checkmate/contradicted", 3},     {"stalemate/confirmed", 1},
        {"stalemate/contradicted", 1},   {"threefold/confirmed", 3},        {"threefold/contradicted", 3},
        {"fifty_moves/confirmed", 1},    {"fifty_moves/contradicted", 1},   {"fifty_moves/not_checkable", 1},
        {"insufficient_material/confirmed", 2}, {"insufficient_material/contradicted", 1},
        {"illegal_move/confirmed", 3},   {"illegal_move/contradicted", 2},  {"time/confirmed", 1},
        {"time/contradicted", 2},        {"time/not_checkable", 1},         {"resignation/confirmed", 2},
        {"resignation/contradicted", 1}, {"outside_laws/not_checkable", 10},
    };
    EXPECT_EQ(counts, expected);
}

//! The shared data's records that state an adjudication (../shared/data: the peers' engine-match
//! and server files, the World Cup broadcast has none): the counts per claim and verdict, pinned.
//! No contradiction: lichess's "Time forfeit" with time left on the loser's clock (5 games of
//! lichess_db_1000k, the loser left the game) is not checkable, the clock ledger weighs it. A drawn
//! "Time forfeit" names no side: the flag fell on the running clock, the side to move's, and 6.9
//! decides (3 lichess games where the other side has a bare king: confirmed).
TEST(AdjudicationCorpus, SharedRecordsPerClaimAndVerdict) {
    const std::vector<std::string> files = {
        "peers/chess.js/benchmarks/benchmark.pgn", "peers/kokopu/test/resources/games/all-headers/database.pgn",
        "peers/pgn-extract/test/infiles/bots.pgn", "peers/pgn-extract/test/outfiles/test-lowerratedwins-out.pgn",
        "peers/pgn-extract/test/outfiles/test-reltags-out.pgn", "peers/pgn-parser/32games.pgn",
        "peers/pgn-parser/lichess_mliebelt_2024-01-03.pgn", "peers/python-chess/cutechess-fischerrandom.pgn",
        "peers/python-chess/stockfish-learning.pgn", "peers/scalachess/fixtures/029_recentChessCom_0.pgn",
        "peers/scalachess/fixtures/030_chessComCrazyhouse_0.pgn", "peers/scalachess/fixtures/617_fromTcecWithEngineOutput_0.pgn",
        "peers/shakmaty/lichess_db_1000k.pgn", "peers/shakmaty/lichess_db_100k.pgn", "peers/shakmaty/lichess_db_10k.pgn", "pgn/32games.pgn"};
    std::map<std::string, int> counts;
    for (const std::string& f : files) {
        std::ifstream in(chesslaw::test::data_path(f), std::ios::binary);
        ASSERT_TRUE(in) << f;
        std::stringstream ss;
        ss << in.rdbuf();
        for (const auto& rec : audit::audit_pgn(ss.str()))
            if (rec.result.adjudication)
                ++counts[std::string(audit::name(rec.result.adjudication->read.claim)) + "/" + std::string(audit::name(rec.result.adjudication->verdict))];
    }
    const std::map<std::string, int> expected = {{"checkmate/confirmed", 4}, {"checkmate/not_checkable", 1}, {"outside_laws/not_checkable", 7},
                                                 {"resignation/confirmed", 1}, {"time/confirmed", 49},       {"time/not_checkable", 163}};
    EXPECT_EQ(counts, expected);
}

} // namespace

// Issue 49: every contradicted claim carries the result the Laws give (null when the game was not
// over); a platform's own rule of insufficient material is a typed reason; a wrong reason for the
// result the Laws give anyway is a warning, not a finding.
TEST(AuditAdjudication, ContradictedClaimsCarryTheLawsResultAndThePlatformRule) {
    const auto audit_one = [](const std::string& pgn) {
        const auto games = read_all(pgn);
        EXPECT_EQ(games.size(), 1u);
        return audit::audit_record(games.at(0));
    };
    const auto contradicted = [](const audit::record_result& r) -> const audit::result_finding* {
        for (const auto& f : r.result.findings)
            if (f.kind == audit::result_finding_kind::adjudication_contradicted) return &f;
        return nullptr;
    };
    // chess.com: knight against knight drawn "by insufficient material"; a helpmate exists
    const std::string nn = "[FEN \"4k3/8/2n5/8/8/8/3p4/4K1N1 w - - 0 1\"]\n[SetUp \"1\"]\n[Site \"Chess.com\"]\n[Termination \"Game drawn by insufficient material\"]\n";
    const auto a = audit_one(game("1. Kxd2", "1/2-1/2", nn));
    const audit::result_finding* fa = contradicted(a);
    ASSERT_NE(fa, nullptr) << a.result.findings.size();
    EXPECT_EQ(fa->platform, audit::platform_rule::chesscom_insufficient_material);
    EXPECT_EQ(fa->by_laws, ""); // the game was not over: the Laws give no result
    EXPECT_EQ(a.status, audit::record_status::inconsistent);
    // the same without a platform: no platform rule
    const std::string plain = "[FEN \"4k3/8/2n5/8/8/8/3p4/4K1N1 w - - 0 1\"]\n[SetUp \"1\"]\n[Termination \"Game drawn by insufficient material\"]\n";
    const auto p = audit_one(game("1. Kxd2", "1/2-1/2", plain)); // kept: fp points into it
    const audit::result_finding* fp = contradicted(p);
    ASSERT_NE(fp, nullptr);
    EXPECT_EQ(fp->platform, audit::platform_rule::none);
    // lichess: White's flag against a knight, drawn, a rook on the board: the knight can mate, 6.9 gives 0-1
    const std::string rn = "[FEN \"4k3/8/2n5/8/8/8/8/R3K3 w - - 0 1\"]\n[SetUp \"1\"]\n[Site \"https://lichess.org/abcdefgh\"]\n";
    const auto b = audit_one(game("1. Ra2 {White loses on time}", "1/2-1/2", rn));
    const audit::result_finding* fb = contradicted(b);
    ASSERT_NE(fb, nullptr);
    EXPECT_EQ(fb->platform, audit::platform_rule::lichess_insufficient_material);
    EXPECT_EQ(fb->by_laws, "0-1");
    EXPECT_EQ(b.result.by_laws, "0-1");
    // a stalemate claimed in a dead position recorded drawn: the reason is wrong, the result the
    // Laws' (5.2.2): a warning, the game clean
    const std::string kk = "[FEN \"4k3/8/8/8/8/8/3p4/4K3 w - - 0 1\"]\n[SetUp \"1\"]\n";
    const auto c = audit_one(game("1. Kxd2 {Draw by stalemate}", "1/2-1/2", kk));
    EXPECT_EQ(c.status, audit::record_status::clean);
    ASSERT_EQ(c.result.warnings.size(), 1u);
    EXPECT_EQ(c.result.warnings[0].kind, audit::result_finding_kind::adjudication_contradicted);
    EXPECT_EQ(c.result.warnings[0].by_laws, "1/2-1/2");
}
