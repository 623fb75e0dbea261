// `chesslaw judge`: readable and JSON verdicts, the game form (3.8.2.1.1 vs 3.8.2.1.2) and bad
// input. Clauses are named through the spec handles, never by ID text.

#include <algorithm>
#include <set>
#include <string>

#include <gtest/gtest.h>
#include <nlohmann/json.hpp>

#include <chesslaw/core/uci.hpp>
#include <chesslaw/prose/uci.hpp>
#include <chesslaw/spec/texts.hpp>

#include "run_cli.hpp"

namespace {

using namespace chesslaw::cli_tests;
namespace spec = chesslaw::spec;
namespace id = chesslaw::spec::id;
using json = nlohmann::json;

std::string sid(spec::clause_ref c) { return std::string(c.id()); }

//! "violates ID (title)" — the heading render() gives each violated clause.
std::string violates(spec::clause_ref c) { return "violates " + sid(c) + " (" + std::string(c->title) + ")"; }

//! The JSON verdict; the exit status is 0 for a legal move, 1 for an illegal one (a finding).
json parse(const result& r) {
    EXPECT_TRUE(r.err.empty()) << show(r);
    json j = json::parse(r.out);
    EXPECT_EQ(r.code, j.at("legal").get<bool>() ? 0 : 1) << show(r);
    return j;
}

std::set<std::string> violated(const json& j) {
    std::set<std::string> s;
    for (const auto& v : j.at("violations")) s.insert(v.at("clause").get<std::string>());
    return s;
}

//! The trace holds every Article 3 predicate exactly once, each outcome one of the three.
void expect_full_trace(const json& j) {
    std::set<std::string> seen;
    for (const auto& t : j.at("trace")) {
        const std::string c = t.at("clause");
        const auto ref = spec::find(c);
        ASSERT_TRUE(ref.has_value()) << c;
        EXPECT_EQ((*ref)->article, 3) << c;
        EXPECT_EQ((*ref)->check_, spec::check::predicate) << c;
        EXPECT_TRUE(seen.insert(c).second) << "twice in the trace: " << c;
        const std::string o = t.at("outcome");
        EXPECT_TRUE(o == "not_applicable" || o == "satisfied" || o == "violated") << o;
        EXPECT_TRUE(t.at("evidence").is_array());
    }
    EXPECT_EQ(seen.size(), spec::count_if([](const spec::clause& c) {
                  return c.article == 3 && c.check_ == spec::check::predicate;
              }));
}

//! Trace outcomes agree with the violations list.
void expect_trace_matches_violations(const json& j) {
    std::set<std::string> from_trace;
    for (const auto& t : j.at("trace"))
        if (t.at("outcome") == "violated") from_trace.insert(t.at("clause").get<std::string>());
    std::set<std::string> listed = violated(j);
    listed.erase(sid(id::illegal_move)); // 3.10.2 itself (no own piece moved) is not a predicate
    EXPECT_EQ(from_trace, listed);
}

constexpr const char* castling_fen = "3k4/8/8/8/8/3b4/8/R2RK2R w K - 0 1"; // d3 bishop pinned by d1 rook, attacks f1
constexpr const char* ep_pin_fen = "8/8/8/K2pP2r/8/8/8/4k3 w - d6 0 2";   // e5xd6 e.p. opens the 5th rank

// ---- a legal move --------------------------------------------------------------------------

TEST(CliJudge, LegalMoveReadable) {
    const result r = run({"judge", "--move", "g1f3"});
    ASSERT_EQ(r.code, 0) << show(r);
    EXPECT_TRUE(r.err.empty()) << show(r);
    EXPECT_NE(r.out.find("g1f3: legal — " + sid(id::legal_move)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("the white knight from g1 to f3"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("permitted by:"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(sid(id::knight) + " (" + std::string(id::knight->title) + ")"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("violates"), std::string::npos) << r.out;
}

TEST(CliJudge, LegalMoveJson) {
    const json j = parse(run({"judge", "--move", "g1f3", "--json"}));
    EXPECT_EQ(j.at("legal"), true);
    EXPECT_EQ(j.at("verdict"), sid(id::legal_move));
    EXPECT_TRUE(j.at("violations").empty());
    EXPECT_EQ(j.at("move"), "g1f3");
    EXPECT_EQ(j.at("game_known"), false);
    const auto& permitted = j.at("permitted_by");
    EXPECT_NE(std::find(permitted.begin(), permitted.end(), sid(id::knight)), permitted.end()) << permitted;
    EXPECT_NE(std::find(permitted.begin(), permitted.end(), sid(id::check)), permitted.end()) << permitted;
    expect_full_trace(j);
    expect_trace_matches_violations(j);
}

TEST(CliJudge, LegalCaptureCitesCaptureWithEvidence) {
    const json j = parse(run({"judge", "--fen", "4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1", "--move", "e4d5", "--json"}));
    EXPECT_EQ(j.at("legal"), true);
    for (const auto& t : j.at("trace"))
        if (t.at("clause") == sid(id::capture)) {
            EXPECT_EQ(t.at("outcome"), "satisfied");
            ASSERT_EQ(t.at("evidence").size(), 1u);
            EXPECT_EQ(t.at("evidence")[0].at("fact"), "captures");
            EXPECT_EQ(t.at("evidence")[0].at("at"), "d5");
            EXPECT_EQ(t.at("evidence")[0].at("piece"), "black pawn");
        }
}

// ---- castling through an attacked square: 3.8.2.2.1 and nothing else ------------------------

TEST(CliJudge, CastlingThroughAttackReadable) {
    const result r = run({"judge", "--fen", castling_fen, "--move", "e1g1"});
    ASSERT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find("e1g1: illegal — " + sid(id::illegal_move)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(violates(id::castling_attacked)), std::string::npos) << r.out;
    EXPECT_EQ(occurrences(r.out, "violates "), 1u) << r.out;
    EXPECT_NE(r.out.find("ru: " + std::string(chesslaw::spec::text_of(id::castling_attacked).ru)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("en: " + std::string(chesslaw::spec::text_of(id::castling_attacked).en)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("evidence: f1 is attacked by the black bishop on d3"), std::string::npos) << r.out;
    // The bishop is pinned to its own king and attacks all the same: the evidence says so.
    EXPECT_NE(r.out.find("pinned to its own king, yet it attacks all the same: " + sid(id::attack_despite_pin)), std::string::npos)
        << r.out;
}

TEST(CliJudge, CastlingThroughAttackJson) {
    const json j = parse(run({"judge", "--fen", castling_fen, "--move", "e1g1", "--json"}));
    EXPECT_EQ(j.at("legal"), false);
    EXPECT_EQ(j.at("verdict"), sid(id::illegal_move));
    ASSERT_EQ(j.at("violations").size(), 1u) << j.dump(2);
    const json& v = j.at("violations")[0];
    EXPECT_EQ(v.at("clause"), sid(id::castling_attacked));
    EXPECT_EQ(v.at("title"), std::string(id::castling_attacked->title));
    EXPECT_EQ(v.at("text_ru"), std::string(chesslaw::spec::text_of(id::castling_attacked).ru));
    EXPECT_EQ(v.at("text_en"), std::string(chesslaw::spec::text_of(id::castling_attacked).en));
    ASSERT_EQ(v.at("evidence").size(), 1u) << v.dump(2);
    const json& e = v.at("evidence")[0];
    EXPECT_EQ(e.at("fact"), "square_attacked");
    EXPECT_EQ(e.at("at"), "f1");
    EXPECT_EQ(e.at("by"), "d3");
    EXPECT_EQ(e.at("piece"), "black bishop");
    EXPECT_EQ(e.at("pinned"), true);
    EXPECT_NE(e.at("text").get<std::string>().find("f1 is attacked by the black bishop on d3"), std::string::npos);
    EXPECT_TRUE(j.at("permitted_by").empty());
    expect_full_trace(j);
    expect_trace_matches_violations(j);
    for (const auto& t : j.at("trace"))
        if (t.at("clause") == sid(id::attack_despite_pin)) {
            EXPECT_EQ(t.at("outcome"), "satisfied");
        }
}

TEST(CliJudge, CastlingThroughAttackByUnpinnedRook) {
    const json j = parse(run({"judge", "--fen", "4kr2/8/8/8/8/8/8/4K2R w K - 0 1", "--move", "e1g1", "--json"}));
    EXPECT_EQ(violated(j), std::set<std::string>{sid(id::castling_attacked)});
    const json& e = j.at("violations")[0].at("evidence")[0];
    EXPECT_EQ(e.at("at"), "f1");
    EXPECT_EQ(e.at("by"), "f8");
    EXPECT_EQ(e.at("pinned"), false);
}

// ---- en passant that exposes the king along the rank: 3.9 ----------------------------------

TEST(CliJudge, EnPassantHorizontalPinReadable) {
    const result r = run({"judge", "--fen", ep_pin_fen, "--move", "e5d6"});
    ASSERT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find("e5d6: illegal — " + sid(id::illegal_move)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find(violates(id::check)), std::string::npos) << r.out;
    EXPECT_EQ(occurrences(r.out, "violates "), 1u) << r.out;
    EXPECT_NE(r.out.find("evidence: a5 is attacked by the black rook on h5"), std::string::npos) << r.out;
}

TEST(CliJudge, EnPassantHorizontalPinJson) {
    const json j = parse(run({"judge", "--fen", ep_pin_fen, "--move", "e5d6", "--json"}));
    EXPECT_EQ(j.at("legal"), false);
    EXPECT_EQ(violated(j), std::set<std::string>{sid(id::check)});
    const json& e = j.at("violations")[0].at("evidence")[0];
    EXPECT_EQ(e.at("fact"), "square_attacked");
    EXPECT_EQ(e.at("at"), "a5");
    EXPECT_EQ(e.at("by"), "h5");
    EXPECT_EQ(e.at("piece"), "black rook");
    for (const auto& t : j.at("trace"))
        if (t.at("clause") == sid(id::en_passant)) { // the capture itself is allowed
            EXPECT_EQ(t.at("outcome"), "satisfied");
        }
    expect_full_trace(j);
    expect_trace_matches_violations(j);
}

// ---- a move from an empty square: 3.10.2 itself ---------------------------------------------

TEST(CliJudge, EmptySquareReadable) {
    const result r = run({"judge", "--move", "e4e5"});
    ASSERT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find(violates(id::illegal_move)), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("evidence: there is no piece on e4"), std::string::npos) << r.out;
}

TEST(CliJudge, EmptySquareJson) {
    const json j = parse(run({"judge", "--move", "e4e5", "--json"}));
    EXPECT_EQ(j.at("legal"), false);
    EXPECT_EQ(j.at("verdict"), sid(id::illegal_move));
    EXPECT_EQ(violated(j), std::set<std::string>{sid(id::illegal_move)});
    const json& e = j.at("violations")[0].at("evidence")[0];
    EXPECT_EQ(e.at("fact"), "no_own_piece");
    EXPECT_EQ(e.at("at"), "e4");
    EXPECT_FALSE(e.contains("piece"));
    for (const auto& t : j.at("trace")) EXPECT_EQ(t.at("outcome"), "not_applicable") << t.dump();
    expect_full_trace(j);
}

TEST(CliJudge, OpponentPieceJson) {
    const json j = parse(run({"judge", "--move", "e7e5", "--json"}));
    EXPECT_EQ(violated(j), std::set<std::string>{sid(id::illegal_move)});
    EXPECT_EQ(j.at("violations")[0].at("evidence")[0].at("piece"), "black pawn");
}

// ---- the game so far: 3.8.2.1.1 (king moved) vs 3.8.2.1.2 (rook moved) ---------------------

constexpr const char* king_walk = "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 g1f3 g8f6 f1c4 f8c5";
constexpr const char* rook_walk = "g2g3 a7a6 g1f3 a6a5 f1g2 a5a4 h1g1 a4a3 g1h1 a3b2";

TEST(CliJudge, GameTellsKingMoved) {
    const result r = run({"judge", "--moves", king_walk, "--move", "e1g1"});
    ASSERT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find(violates(id::castling_king_moved)), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(violates(id::castling_rook_moved)), std::string::npos) << r.out;
    // one ply convention: for people the move number and the move, never a half-move count
    EXPECT_NE(r.out.find("evidence: the king already moved, at 2. Ke2"), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find("half-move"), std::string::npos) << r.out;

    const json j = parse(run({"judge", "--moves", king_walk, "--move", "e1g1", "--json"}));
    EXPECT_EQ(j.at("game_known"), true);
    EXPECT_EQ(j.at("game").size(), 10u);
    EXPECT_EQ(violated(j), (std::set<std::string>{sid(id::castling_right_lost), sid(id::castling_king_moved)}));
    for (const auto& v : j.at("violations"))
        if (v.at("clause") == sid(id::castling_king_moved)) {
            const json& e = v.at("evidence")[0];
            EXPECT_EQ(e.at("fact"), "king_moved");
            EXPECT_EQ(e.at("ply"), 3); // 1-based: the third move of --moves
            EXPECT_EQ(e.at("game_move"), "e1e2");
            EXPECT_EQ(e.at("move"), "2. Ke2");
            EXPECT_EQ(e.at("text"), "the king already moved, at 2. Ke2");
        }
    expect_trace_matches_violations(j);
}

TEST(CliJudge, GameTellsRookMoved) {
    const result r = run({"judge", "--moves", rook_walk, "--move", "e1g1"});
    ASSERT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find(violates(id::castling_rook_moved)), std::string::npos) << r.out;
    EXPECT_EQ(r.out.find(violates(id::castling_king_moved)), std::string::npos) << r.out;

    const json j = parse(run({"judge", "--moves", rook_walk, "--move", "e1g1", "--json"}));
    EXPECT_EQ(violated(j), (std::set<std::string>{sid(id::castling_right_lost), sid(id::castling_rook_moved)}));
    for (const auto& v : j.at("violations"))
        if (v.at("clause") == sid(id::castling_rook_moved)) {
            const json& e = v.at("evidence")[0];
            EXPECT_EQ(e.at("fact"), "rook_moved");
            EXPECT_EQ(e.at("at"), "h1");
            EXPECT_EQ(e.at("ply"), 7);
            EXPECT_EQ(e.at("game_move"), "h1g1");
        }
}

TEST(CliJudge, BareFenStopsAtRightLost) {
    // The position the king walk reaches, given as a bare FEN: the right is lost, the reason unknown.
    const json j = parse(run({"judge", "--fen", "rnbqk2r/pppp1ppp/5n2/2b1p3/2B1P3/5N2/PPPP1PPP/RNBQK2R w - - 8 6", "--move",
                              "e1g1", "--json"}));
    EXPECT_EQ(j.at("game_known"), false);
    EXPECT_EQ(violated(j), std::set<std::string>{sid(id::castling_right_lost)});
    for (const auto& t : j.at("trace"))
        if (t.at("clause") == sid(id::castling_king_moved) || t.at("clause") == sid(id::castling_rook_moved)) {
            EXPECT_EQ(t.at("outcome"), "not_applicable");
        }
}

// ---- bad input: exit 2 with a message, never a verdict --------------------------------------

class CliJudgeUnreadableMove : public ::testing::TestWithParam<const char*> {};

TEST_P(CliJudgeUnreadableMove, ExitsTwoWithTypedMessage) {
    const std::string text = GetParam();
    const result r = run({"judge", "--move", text});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_TRUE(r.out.empty()) << show(r);
    const auto parsed = chesslaw::parse_uci(text);
    ASSERT_FALSE(parsed.has_value());
    std::string as_uci = chesslaw::to_string(parsed.error());
    as_uci.erase(0, as_uci.find(": ") + 2);
    EXPECT_NE(r.err.find("chesslaw judge: error: --move: '" + text + "' is not a move: as UCI (like e2e4, e7e8q), " + as_uci +
                         "; as SAN (like Nf3, O-O, exd5), "),
              std::string::npos)
        << show(r);
    EXPECT_EQ(run({"judge", "--move", text, "--json"}).code, 2);
}

INSTANTIATE_TEST_SUITE_P(Tokens, CliJudgeUnreadableMove, ::testing::Values("e2e9", "e7e8k", "zz", "0000", ""));

// ---- --move in SAN ------------------------------------------------------------------------

TEST(CliJudge, SanMoveIsReadInThePositionAndSaidSo) {
    const result r = run({"judge", "--move", "Nf3"});
    ASSERT_EQ(r.code, 0) << show(r);
    EXPECT_NE(r.out.find("move: 'Nf3' read as SAN: g1f3"), std::string::npos) << r.out;
    EXPECT_NE(r.out.find("g1f3: legal — " + sid(id::legal_move)), std::string::npos) << r.out;
    const json j = parse(run({"judge", "--move", "Nf3", "--json"}));
    EXPECT_EQ(j.at("move"), "g1f3");
    EXPECT_EQ(j.at("move_text"), "Nf3");
    EXPECT_EQ(j.at("read_as"), "san");
    // After --moves, against the position reached; castling and captures too.
    const json c = parse(run({"judge", "--moves", "e2e4 e7e5 g1f3 b8c6 f1c4 g8f6", "--move", "O-O", "--json"}));
    EXPECT_EQ(c.at("move"), "e1g1");
    EXPECT_EQ(c.at("legal"), true);
    const json x = parse(run({"judge", "--moves", "e2e4 d7d5", "--move", "exd5", "--json"}));
    EXPECT_EQ(x.at("move"), "e4d5");
    // UCI is still UCI (also with an upper-case promotion letter), and says so.
    const json u = parse(run({"judge", "--fen", "4k3/1P6/8/8/8/8/8/4K3 w - - 0 1", "--move", "b7b8Q", "--json"}));
    EXPECT_EQ(u.at("move"), "b7b8q");
    EXPECT_EQ(u.at("read_as"), "uci");
}

TEST(CliJudge, SanThatFitsNoLegalMoveIsJudgedAsTheMoveItMeans) {
    // Nf5 from the start: the knight on g1 is the only one that can mean it; 3.6 forbids the move.
    const result r = run({"judge", "--move", "Nf5"});
    ASSERT_EQ(r.code, 1) << show(r);
    EXPECT_NE(r.out.find("move: 'Nf5' read as SAN; no legal move fits it, and the move it can only mean is g1f5"), std::string::npos)
        << r.out;
    EXPECT_NE(r.out.find(violates(id::knight)), std::string::npos) << r.out;
    const json j = parse(run({"judge", "--move", "Qh5", "--json"}));
    EXPECT_EQ(j.at("move"), "d1h5");
    EXPECT_EQ(j.at("read_as"), "san_resolved");
    EXPECT_EQ(violated(j), std::set<std::string>{sid(id::no_jumping)});
    // A SAN no piece can mean (no white knight on the board): illegal, exit 1, no move to trace.
    const result none = run({"judge", "--fen", "4k3/8/8/8/8/8/8/4K3 w - - 0 1", "--move", "Nf3", "--json"});
    EXPECT_EQ(none.code, 1) << show(none);
    const json n = json::parse(none.out);
    EXPECT_TRUE(n.at("move").is_null());
    EXPECT_EQ(n.at("legal"), false);
    EXPECT_EQ(n.at("verdict"), sid(id::illegal_move));
    EXPECT_NE(n.at("why").get<std::string>().find("no white piece can mean 'Nf3'"), std::string::npos) << n.dump();
}

TEST(CliJudge, AmbiguousSanIsBadInput) {
    // Knights on b1 and f3 both reach d2.
    const result r = run({"judge", "--fen", "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1", "--move", "Nd2"});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_NE(r.err.find("--move: SAN 'Nd2' is ambiguous in this position: it fits Nbd2 (b1d2), Nfd2 (f3d2)"), std::string::npos)
        << show(r);
}

TEST(CliJudge, IllegalGameMoveNamesTokenAndIndex) {
    const result r = run({"judge", "--moves", "e2e4 e7e5 e2e5", "--move", "g1f3"});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_TRUE(r.out.empty()) << show(r);
    EXPECT_NE(r.err.find("--moves: move 3 'e2e5'"), std::string::npos) << show(r);
    EXPECT_NE(r.err.find("not legal"), std::string::npos) << show(r);
}

TEST(CliJudge, UnreadableGameMoveNamesTokenAndIndex) {
    const result r = run({"judge", "--moves", "e2e4 e7e9", "--move", "g1f3", "--json"});
    EXPECT_EQ(r.code, 2) << show(r);
    EXPECT_TRUE(r.out.empty()) << show(r);
    EXPECT_NE(r.err.find("--moves: move 2 'e7e9'"), std::string::npos) << show(r);
    EXPECT_NE(r.err.find("cannot be read"), std::string::npos) << show(r);
}

TEST(CliJudge, BadFenAndMissingMove) {
    const result bad_fen = run({"judge", "--fen", "8/8/8 w - - 0 1", "--move", "e2e4"});
    EXPECT_EQ(bad_fen.code, 2) << show(bad_fen);
    EXPECT_NE(bad_fen.err.find("--fen: "), std::string::npos) << show(bad_fen);
    const result no_move = run({"judge"});
    EXPECT_EQ(no_move.code, 2) << show(no_move);
    EXPECT_NE(no_move.err.find("--move"), std::string::npos) << show(no_move);
}

} // namespace
