// Article 4 touch-move arbiter: the scenarios of issues 5 and 12, each named after its clause, plus a
// property over random-play positions (4.3.1: every compliant completed move moves the first
// touched own piece that can move).
#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <gtest/gtest.h>

#include "touch_support.hpp"
#include <chesslaw/report/touch_json.hpp>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/prose/touch.hpp>
#include <chesslaw/touch/event.hpp>

namespace {
using namespace chesslaw;
using touch::report;
namespace id = spec::id;

constexpr std::string_view start_fen = initial_fen;
constexpr std::string_view castle_fen = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view after_e4_d5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";

report run(std::string_view fen_text, std::string_view events) {
    const auto log = touch::parse_events(events);
    if (!log) ADD_FAILURE() << "bad events: " << touch::describe(log.error()) << " at token " << log.error().token;
    const auto r = touch::arbitrate(fen(fen_text), *log);
    if (!r) ADD_FAILURE() << "event " << r.error().event << ": " << touch::describe(r.error());
    return *r;
}

std::vector<std::string> texts(const report& r) {
    std::vector<std::string> out;
    for (const auto& o : r.obligations()) out.push_back(touch::describe(r.record.start, o));
    return out;
}

bool has_text(const report& r, std::string_view needle) {
    for (const auto& t : texts(r))
        if (t.find(needle) != std::string::npos) return true;
    return false;
}

// ---- 4.3.1 ---------------------------------------------------------------------------------

TEST(touch_4_3_1, touched_knight_then_pawn_played_violates) {
    const report r = run(start_fen, "touch:g1 lift:e2 release:e4");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("e2e4"));
    EXPECT_TRUE(r.violates(id::touch_own));
    EXPECT_EQ(r.violation_count(), 1);
    EXPECT_FALSE(r.compliant());
    const auto f = r.find(id::touch_own);
    EXPECT_TRUE(f.has(touch::fact::governs));
    EXPECT_TRUE(f.has(touch::fact::could));
}

TEST(touch_4_3_1, obligation_text_after_touch) {
    const report r = run(start_fen, "touch:g1");
    EXPECT_FALSE(r.complete());
    ASSERT_EQ(r.obligations().size(), 1u);
    EXPECT_EQ(texts(r)[0], "must move the knight on g1 \u2014 4.3.1");
    EXPECT_EQ(r.steps[0].allowed_count, 2u);
}

TEST(touch_4_3_1, touched_knight_moved_complies) {
    const report r = run(start_fen, "touch:g1 lift:g1 release:f3");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("g1f3"));
    EXPECT_TRUE(r.compliant());
    EXPECT_EQ(r.outcome_of(id::touch_own), rules::outcome::satisfied);
    EXPECT_EQ(r.outcome_of(id::move_complete), rules::outcome::satisfied);
}

TEST(touch_4_3_1, first_touched_piece_that_can_move_governs) {
    // The rook on a1 cannot move; the knight on g1, touched next, governs.
    const report r = run(start_fen, "touch:a1 touch:g1 lift:e2 release:e4");
    EXPECT_TRUE(r.violates(id::touch_own));
    const auto f = r.find(id::touch_own);
    ASSERT_GE(f.witness_count, 2);
    EXPECT_EQ(f.witnesses[0].what, touch::fact::cannot_move);
    EXPECT_EQ(f.witnesses[0].at, square::a1);
    EXPECT_EQ(f.witnesses[1].what, touch::fact::governs);
    EXPECT_EQ(f.witnesses[1].at, square::g1);
    EXPECT_TRUE(run(start_fen, "touch:a1 touch:g1 lift:g1 release:h3").compliant());
    EXPECT_FALSE(run(start_fen, "touch:g1 touch:b1 lift:b1 release:c3").compliant());
}

TEST(touch_4_3_1, accidental_touch_does_not_engage) {
    const report r = run(start_fen, "touch?:g1 lift:e2 release:e4");
    EXPECT_TRUE(r.compliant());
    EXPECT_EQ(r.find(id::touch_deliberate).witnesses[0].why, touch::engagement::accidental);
}

// ---- 4.3.2, 4.3.3 --------------------------------------------------------------------------

TEST(touch_4_3_2, touched_capturable_opponent_piece_then_non_capture_violates) {
    const report r = run(after_e4_d5, "touch:d5 lift:g1 release:f3");
    ASSERT_TRUE(r.complete());
    EXPECT_TRUE(r.violates(id::touch_opponent));
    EXPECT_TRUE(has_text(run(after_e4_d5, "touch:d5"), "must capture the pawn on d5 \u2014 4.3.2"));
}

TEST(touch_4_3_2, capture_complies_either_order_of_removal_4_6_1) {
    const report a = run(after_e4_d5, "touch:d5 remove:d5 lift:e4 release:d5");
    ASSERT_TRUE(a.complete());
    EXPECT_TRUE(a.compliant());
    EXPECT_EQ(a.outcome_of(id::complete_capture), rules::outcome::satisfied);
    // Own piece released on the square first: not complete until the captured piece is removed.
    const report b = run(after_e4_d5, "touch:d5 lift:e4 release:d5");
    EXPECT_FALSE(b.complete());
    EXPECT_EQ(b.record.stage, touch::progress::capture_pending);
    EXPECT_TRUE(b.obliged_by(id::complete_capture));
    const report c = run(after_e4_d5, "touch:d5 lift:e4 release:d5 remove:d5");
    ASSERT_TRUE(c.complete());
    EXPECT_EQ(c.made(), uci("e4d5"));
    EXPECT_TRUE(c.compliant());
}

TEST(touch_4_3_3, both_colours_capture_with_the_touched_piece) {
    const report r = run(after_e4_d5, "touch:e4 touch:d5");
    ASSERT_EQ(r.obligations().size(), 1u);
    EXPECT_EQ(r.obligations()[0].clause, id::touch_both);
    EXPECT_EQ(r.obligations()[0].what, touch::duty::capture_with);
    EXPECT_TRUE(run(after_e4_d5, "touch:e4 touch:d5 lift:g1 release:f3").violates(id::touch_both));
    EXPECT_TRUE(run(after_e4_d5, "touch:e4 touch:d5 remove:d5 lift:e4 release:d5").compliant());
}

TEST(touch_4_3_3, order_unknown_presumes_own_piece_first) {
    const report r = run(after_e4_d5, "touch:d5+e4");
    EXPECT_EQ(r.outcome_of(id::touch_order_unknown), rules::outcome::satisfied);
    const auto f = r.find(id::touch_order_unknown);
    EXPECT_EQ(f.witnesses[0].at, square::e4);
    EXPECT_EQ(f.witnesses[0].by, square::d5);
    EXPECT_EQ(r.record.touches[0].at, square::e4);
}

// ---- 4.4 -----------------------------------------------------------------------------------

TEST(touch_4_4_1, king_then_rook_castling_legal_king_step_violates) {
    const report r = run(castle_fen, "touch:e1 touch:h1 lift:e1 release:f1");
    ASSERT_TRUE(r.complete());
    EXPECT_TRUE(r.violates(id::castling_touch_king_rook));
    EXPECT_TRUE(has_text(run(castle_fen, "touch:e1 touch:h1"), "must castle king side (e1g1) \u2014 4.4.1"));
}

TEST(touch_4_4_1, castling_complies_and_completes_on_rook_release_4_6_2) {
    const report half = run(castle_fen, "touch:e1 touch:h1 lift:e1 release:g1");
    EXPECT_FALSE(half.complete());
    EXPECT_EQ(half.record.stage, touch::progress::castling_pending);
    EXPECT_TRUE(half.obliged_by(id::complete_castling));
    const report r = run(castle_fen, "touch:e1 touch:h1 lift:e1 release:g1 lift:h1 release:f1");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("e1g1"));
    EXPECT_TRUE(r.compliant());
    EXPECT_EQ(r.outcome_of(id::complete_castling), rules::outcome::satisfied);
}

TEST(touch_4_6_2, king_released_on_castling_square_then_other_move_violates) {
    // The king released on g1 commits to castling: moving it back and playing the rook breaks it.
    const report r = run(castle_fen, "lift:e1 release:g1 lift:g1 release:f1");
    ASSERT_TRUE(r.complete());
    EXPECT_TRUE(r.violates(id::complete_castling));
    EXPECT_TRUE(r.violates(id::released_piece));
}

TEST(touch_4_4_3, castling_right_lost_requires_another_king_move) {
    constexpr std::string_view fen_no_k = "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1";
    const report r = run(fen_no_k, "touch:e1 touch:h1");
    ASSERT_EQ(r.obligations().size(), 1u);
    EXPECT_EQ(r.obligations()[0].clause, id::castling_touch_king_first_illegal);
    EXPECT_EQ(r.obligations()[0].what, touch::duty::king_move);
    EXPECT_TRUE(run(fen_no_k, "touch:e1 touch:h1 lift:h1 release:h2").violates(id::castling_touch_king_first_illegal));
    EXPECT_TRUE(run(fen_no_k, "touch:e1 touch:h1 lift:e1 release:f1").compliant());
    // Castling on the other side is a king move.
    EXPECT_TRUE(run(fen_no_k, "touch:e1 touch:h1 lift:e1 release:c1 lift:a1 release:d1").compliant());
}

TEST(touch_4_4_3, simultaneous_king_and_rook_read_as_king_first) {
    const report r = run(castle_fen, "touch:h1+e1");
    EXPECT_TRUE(r.obliged_by(id::castling_touch_king_rook));
}

TEST(touch_4_4_3, king_without_move_gives_free_choice_4_5) {
    // King e1 boxed in (Qd1, Bf1, pawns d2 e2 f2), rook h1 boxed in (Ng1, h2): nothing touched can move.
    constexpr std::string_view boxed = "4k3/8/8/8/8/8/3PPP1P/3QKBNR w K - 0 1";
    const report r = run(boxed, "touch:e1 touch:h1 lift:g1 release:f3");
    ASSERT_TRUE(r.complete());
    EXPECT_TRUE(r.compliant());
    EXPECT_EQ(r.outcome_of(id::castling_touch_king_first_illegal), rules::outcome::satisfied);
    EXPECT_TRUE(r.find(id::castling_touch_king_first_illegal).has(touch::fact::king_has_no_move));
    EXPECT_EQ(r.outcome_of(id::no_touched_piece_movable), rules::outcome::satisfied);
}

TEST(touch_4_4_2, rook_then_king_forbids_castling_on_both_sides) {
    const report r = run(castle_fen, "touch:h1 touch:e1");
    EXPECT_TRUE(r.obliged_by(id::castling_touch_rook_first));
    EXPECT_TRUE(r.obliged_by(id::touch_own));
    EXPECT_TRUE(has_text(r, "must move the rook on h1 \u2014 4.3.1"));
    EXPECT_TRUE(has_text(r, "may not castle this move, on either side (the rook on h1 was touched before the king) \u2014 4.4.2"));
    const report castled = run(castle_fen, "touch:h1 touch:e1 lift:e1 release:g1 lift:h1 release:f1");
    ASSERT_TRUE(castled.complete());
    EXPECT_TRUE(castled.violates(id::castling_touch_rook_first));
    // «рокировка не разрешается»: towards the other rook as well.
    const report long_castle = run(castle_fen, "touch:h1 touch:e1 lift:e1 release:c1 lift:a1 release:d1");
    ASSERT_TRUE(long_castle.complete());
    EXPECT_EQ(long_castle.made(), uci("e1c1"));
    EXPECT_TRUE(long_castle.violates(id::castling_touch_rook_first));
    EXPECT_TRUE(run(castle_fen, "touch:h1 touch:e1 lift:h1 release:f1").compliant());
    EXPECT_TRUE(run(castle_fen, "touch:a1 touch:e1 lift:a1 release:b1").compliant());
}

// Issue 12, example 1: the rook h1 cannot move (knight g1, pawn h2), so 4.3.1 passes to the king
// (touched next); 4.4.2 forbids castling on both sides, so O-O-O violates it.
TEST(touch_4_4_2, issue12_rook_then_king_then_long_castling_violates) {
    constexpr std::string_view p = "r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1";
    const report r = run(p, "touch:h1 touch:e1 lift:e1 release:c1 lift:a1 release:d1 claim");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("e1c1"));
    EXPECT_FALSE(r.compliant());
    EXPECT_TRUE(r.violates(id::castling_touch_rook_first));
    // One act, one violation: O-O-O moves the king, which 4.3.1 asks; only 4.4.2 forbids it.
    EXPECT_FALSE(r.violates(id::touch_own));
    EXPECT_EQ(r.violation_count(), 1);
    EXPECT_EQ(r.claim, touch::claim_status::upheld);
    // After touch:e1: no castling, the king must move (e1d1 d2 e2 f2 f1).
    const touch::step& both = r.steps[1];
    EXPECT_EQ(both.obligation_count, 2u);
    EXPECT_EQ(both.allowed_count, 5u);
    // After release:c1 the king on c1 leaves only O-O-O (4.6.2): 4.4.2 is broken there, named.
    const touch::step& released = r.steps[3];
    EXPECT_EQ(released.allowed_count, 1u);
    ASSERT_GE(released.broken_count, 1u);
    EXPECT_EQ(released.broken_ones()[0].o.clause, id::castling_touch_rook_first);
    EXPECT_EQ(released.broken_ones()[0].event, 3u);
    EXPECT_EQ(released.broken_ones()[0].because, id::complete_castling);
    EXPECT_TRUE(r.find(id::castling_touch_rook_first).has(touch::fact::broken));
}

// Issue 12, example 2: the king released on g1 fixes O-O (4.6, 4.6.2); the later touch of a1 does
// not put 4.4.1 (castle queen side) in force, and completing O-O complies.
TEST(touch_4_6_2, issue12_later_rook_touch_cannot_override_released_king) {
    const report half = run(castle_fen, "lift:e1 release:g1 touch:a1");
    EXPECT_FALSE(half.complete());
    EXPECT_FALSE(half.obliged_by(id::castling_touch_king_rook));
    EXPECT_TRUE(half.obliged_by(id::complete_castling));
    EXPECT_EQ(half.steps[2].allowed_count, 1u);
    ASSERT_EQ(half.steps[2].set_aside_count, 1u);
    EXPECT_EQ(half.steps[2].set_aside_ones()[0].o.clause, id::castling_touch_king_rook);
    EXPECT_EQ(half.steps[2].set_aside_ones()[0].because, id::complete_castling);
    EXPECT_EQ(half.steps[2].broken_count, 0u);

    const report r = run(castle_fen, "lift:e1 release:g1 touch:a1 lift:h1 release:f1 claim");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("e1g1"));
    EXPECT_TRUE(r.compliant());
    EXPECT_FALSE(r.violates(id::castling_touch_king_rook));
    EXPECT_EQ(r.outcome_of(id::castling_touch_king_rook), rules::outcome::not_applicable);
    EXPECT_TRUE(r.find(id::castling_touch_king_rook).has(touch::fact::set_aside));
    EXPECT_EQ(r.outcome_of(id::complete_castling), rules::outcome::satisfied);
    EXPECT_EQ(r.claim, touch::claim_status::rejected);
    // Doing what the later touch asked instead (O-O-O) breaks 4.6/1 and 4.6.2.
    const report other = run(castle_fen, "lift:e1 release:g1 touch:a1 lift:g1 release:c1 lift:a1 release:d1");
    ASSERT_TRUE(other.complete());
    EXPECT_TRUE(other.violates(id::complete_castling));
    EXPECT_TRUE(other.violates(id::released_piece));
    EXPECT_FALSE(other.violates(id::castling_touch_king_rook));
}

// A compatible later touch does bind: the king released on g1, then the h1 rook touched.
TEST(touch_4_6_2, later_compatible_touch_still_binds) {
    const report r = run(castle_fen, "lift:e1 release:g1 touch:h1");
    EXPECT_TRUE(r.obliged_by(id::castling_touch_king_rook));
    EXPECT_TRUE(r.obliged_by(id::complete_castling));
    EXPECT_EQ(r.steps[2].allowed_count, 1u);
    EXPECT_EQ(r.steps[2].set_aside_count, 0u);
}

// A touch before the fixing release is broken by it (the knight touched, the pawn released on d5
// as a capture not yet complete): named at once, not kept as a duty nothing can meet.
TEST(touch_4_3_1, obligation_broken_by_the_release_is_named_at_that_event) {
    const report r = run(after_e4_d5, "touch:g1 lift:e4 release:d5");
    EXPECT_FALSE(r.complete());
    EXPECT_FALSE(r.obliged_by(id::touch_own));
    EXPECT_TRUE(r.obliged_by(id::released_piece));
    EXPECT_TRUE(r.obliged_by(id::complete_capture));
    EXPECT_EQ(r.steps[2].allowed_count, 1u);
    ASSERT_EQ(r.steps[2].broken_count, 1u);
    EXPECT_EQ(r.steps[2].broken_ones()[0].o.clause, id::touch_own);
    EXPECT_TRUE(r.violates(id::touch_own)); // broken, though the capture is not complete yet
}

TEST(touch_4_5, freeing_clause_is_named) {
    const report r = run(start_fen, "touch:a1");
    EXPECT_TRUE(r.steps[0].freed);
    EXPECT_EQ(r.steps[0].freed_by, id::no_touched_piece_movable);
    EXPECT_EQ(r.steps[0].allowed_count, 20u);
    constexpr std::string_view boxed = "4k3/8/8/8/8/8/3PPP1P/3QKBNR w K - 0 1";
    const report k = run(boxed, "touch:e1 touch:h1");
    EXPECT_TRUE(k.steps[1].freed);
    EXPECT_EQ(k.steps[1].freed_by, id::castling_touch_king_first_illegal);
    EXPECT_FALSE(run(start_fen, "touch:g1").steps[0].freed);
}

// ---- 4.2 -----------------------------------------------------------------------------------

TEST(touch_4_2, announced_adjustment_imposes_no_obligation) {
    const report r = run(start_fen, "adjust:g1 lift:e2 release:e4");
    EXPECT_TRUE(r.compliant());
    EXPECT_EQ(r.outcome_of(id::adjust), rules::outcome::satisfied);
    EXPECT_EQ(r.steps[0].obligation_count, 0u);
    // Lifting the pawn is a deliberate touch: it, not the adjusted knight, is the piece to move.
    EXPECT_EQ(r.find(id::touch_own).witnesses[0].at, square::e2);
    EXPECT_FALSE(run(start_fen, "touch:g1 lift:e2 release:e4").compliant());
}

// ---- 4.6 -----------------------------------------------------------------------------------

TEST(touch_4_6_1, knight_released_then_moved_elsewhere_violates) {
    const report r = run(start_fen, "lift:g1 release:f3 lift:f3 release:h3");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("g1f3"));
    EXPECT_TRUE(r.violates(id::released_piece));
    const auto f = r.find(id::released_piece);
    EXPECT_TRUE(f.has(touch::fact::relocated));
}

TEST(touch_4_6_3, pawn_released_on_last_rank_is_not_a_complete_move) {
    constexpr std::string_view p = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    const report half = run(p, "lift:a7 release:a8");
    EXPECT_FALSE(half.complete());
    EXPECT_EQ(half.record.stage, touch::progress::promotion_pending);
    EXPECT_TRUE(half.obliged_by(id::complete_promotion));
    const report r = run(p, "lift:a7 release:a8 remove:a8 promote:a8=Q release");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("a7a8q"));
    EXPECT_TRUE(r.compliant());
    EXPECT_EQ(r.outcome_of(id::promotion_choice_final), rules::outcome::satisfied);
    EXPECT_EQ(r.outcome_of(id::complete_promotion), rules::outcome::satisfied);
}

TEST(touch_4_4_4, promotion_choice_final_once_piece_touched_the_square) {
    constexpr std::string_view p = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
    const report q = run(p, "lift:a7 release:a8 remove:a8 promote:a8=Q");
    EXPECT_FALSE(q.complete());
    EXPECT_TRUE(q.obliged_by(id::promotion_choice_final));
    const report r = run(p, "lift:a7 release:a8 remove:a8 promote:a8=Q remove:a8 promote:a8=N release");
    ASSERT_TRUE(r.complete());
    EXPECT_EQ(r.made(), uci("a7a8n"));
    EXPECT_TRUE(r.violates(id::promotion_choice_final));
}

TEST(touch_4_6_3, impossible_move_reported_with_article_3) {
    const report r = run(start_fen, "lift:g1 release:g3");
    EXPECT_FALSE(r.complete());
    EXPECT_EQ(r.record.stage, touch::progress::impossible);
    ASSERT_TRUE(r.has_article3);
    EXPECT_FALSE(r.article3.legal);
    EXPECT_TRUE(r.article3.violates(id::knight));
    EXPECT_TRUE(r.violates(id::possible_move));
    EXPECT_TRUE(r.violates(id::impossible_move_replaced));
    EXPECT_TRUE(r.obliged_by(id::impossible_move_replaced));
    // Replaced by a legal move: 4.6/4 met, 4.6/3 still records the impossible move.
    const report fixed = run(start_fen, "lift:g1 release:g3 lift:g3 release:f3");
    ASSERT_TRUE(fixed.complete());
    EXPECT_EQ(fixed.made(), uci("g1f3"));
    EXPECT_EQ(fixed.outcome_of(id::impossible_move_replaced), rules::outcome::satisfied);
    EXPECT_TRUE(fixed.violates(id::possible_move));
}

// ---- 4.7 -----------------------------------------------------------------------------------

TEST(touch_4_7, claim_after_opponent_touch_is_lost) {
    const report r = run(start_fen, "touch:g1 lift:e2 release:e4 opponent-touch:e7 claim");
    EXPECT_TRUE(r.violates(id::claim_lost));
    EXPECT_EQ(r.claim, touch::claim_status::lost);
}

TEST(touch_4_7, claim_in_time_is_upheld_or_rejected) {
    EXPECT_EQ(run(start_fen, "touch:g1 lift:e2 release:e4 claim").claim, touch::claim_status::upheld);
    EXPECT_EQ(run(start_fen, "touch:g1 lift:g1 release:f3 claim").claim, touch::claim_status::rejected);
    EXPECT_EQ(run(start_fen, "touch:g1 lift:e2 release:e4 opponent-touch?:e7 claim").claim, touch::claim_status::upheld);
}

// ---- JSON witnesses: one convention (at / by / from / to), docs/jsonl.md ---------------------

TEST(touch_json, released_witness_gives_origin_as_from_and_destination_as_to) {
    const report r = run(start_fen, "lift:g1 release:f3 lift:f3 release:h3");
    const auto f = r.find(id::released_piece);
    ASSERT_GE(f.witness_count, 2);
    const auto released = chesslaw::report::touch_witness_json(f.witnesses[0]);
    EXPECT_EQ(released.dump(), R"({"fact":"released","from":"g1","to":"f3","piece":"N","event":2})");
    const auto relocated = chesslaw::report::touch_witness_json(f.witnesses[1]);
    EXPECT_EQ(relocated.dump(), R"({"fact":"relocated","from":"f3","to":"h3","event":4})");
    EXPECT_EQ(chesslaw::touch::evidence_line(f.witnesses[0]), "released N from g1 to f3 (event 2)");
    // The made move, in the same report: from/to in the same sense.
    const auto made = chesslaw::report::touch_witness_json(r.find(id::move_complete).witnesses[0]);
    EXPECT_EQ(made.at("from"), "g1");
    EXPECT_EQ(made.at("to"), "f3");
    EXPECT_EQ(made.at("move"), "g1f3");
}

TEST(touch_json, every_witness_with_a_move_gives_its_from_and_to) {
    const std::pair<std::string_view, std::string_view> cases[] = {
        {start_fen, "touch:g1 lift:e2 release:e4"},
        {after_e4_d5, "touch:e4 touch:d5 remove:d5 lift:e4 release:d5"},
        {castle_fen, "touch:e1 touch:h1 lift:e1 release:g1 lift:h1 release:f1"},
        {castle_fen, "lift:e1 release:g1 touch:a1 lift:h1 release:f1"},
        {start_fen, "lift:g1 release:g3 lift:g3 release:f3"},
        {"4k3/P7/8/8/8/8/8/4K3 w - - 0 1", "lift:a7 release:a8 remove:a8 promote:a8=Q release"},
    };
    int seen = 0;
    for (const auto& [fen_text, events] : cases) {
        const report r = run(fen_text, events);
        for (const auto& f : r.findings)
            for (const auto& w : f.evidence()) {
                const auto j = chesslaw::report::touch_witness_json(w);
                EXPECT_FALSE(j.contains("square")) << j.dump();
                if (!j.contains("from") || !j.contains("move")) continue;
                const std::string m = j.at("move");
                if (w.what == touch::fact::castling_forbidden) continue;
                EXPECT_EQ(j.at("from"), m.substr(0, 2)) << events << ": " << j.dump();
                EXPECT_EQ(j.at("to"), m.substr(2, 2)) << events << ": " << j.dump();
                ++seen;
            }
    }
    EXPECT_GT(seen, 10);
}

// ---- notation ------------------------------------------------------------------------------

TEST(touch_notation, bad_token_is_named_with_its_position) {
    const auto e = touch::parse_events("touch:g1 jump:e4");
    ASSERT_FALSE(e);
    EXPECT_EQ(e.error().token, 2u);
    EXPECT_EQ(e.error().offset, 9u);
    EXPECT_EQ(e.error().length, 7u);
    const auto s = touch::parse_events("touch:g1, lift:z9");
    ASSERT_FALSE(s);
    EXPECT_EQ(s.error().token, 2u);
    EXPECT_EQ(s.error().code, touch::parse_errc::bad_square);
    EXPECT_EQ(touch::describe(s.error()), "not a square (a1..h8)");
    EXPECT_EQ(e.error().code, touch::parse_errc::unknown_action);
    // Each malformed token gets its typed code (the words are prose/touch.hpp's).
    const auto code = [](std::string_view t) { return touch::parse_events(t).error().code; };
    EXPECT_EQ(code("promote:e8=K"), touch::parse_errc::bad_promotion_piece);
    EXPECT_EQ(code("promote:e8"), touch::parse_errc::promote_syntax);
    EXPECT_EQ(code("claim:e4"), touch::parse_errc::claim_argument);
    EXPECT_EQ(code("lift:e1+h1"), touch::parse_errc::two_squares_not_touch);
    EXPECT_EQ(code("touch:e1+e1"), touch::parse_errc::same_square);
    EXPECT_EQ(code("lift"), touch::parse_errc::missing_square);
    EXPECT_EQ(touch::describe(touch::parse_errc::promote_syntax), "promote needs SQ=P, e.g. promote:e8=Q");
}

TEST(touch_notation, impossible_action_is_an_event_error) {
    const auto log = touch::parse_events("release");
    ASSERT_TRUE(log);
    const auto r = touch::arbitrate(initial_position(), *log);
    ASSERT_FALSE(r);
    EXPECT_EQ(r.error().event, 0u);
    EXPECT_EQ(r.error().code, touch::event_errc::release_empty_hand);
    EXPECT_EQ(touch::describe(r.error()), "release: nothing in hand");
    // Each impossible action gets its typed code.
    const auto code = [](std::string_view fen_text, std::string_view events) {
        const auto l = touch::parse_events(events);
        return touch::arbitrate(fen(fen_text), *l).error().code;
    };
    const std::string_view start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
    EXPECT_EQ(code(start, "adjust:e4"), touch::event_errc::adjust_empty);
    EXPECT_EQ(code(start, "lift:e2 lift:d2"), touch::event_errc::lift_in_hand);
    EXPECT_EQ(code(start, "lift:e4"), touch::event_errc::lift_empty);
    EXPECT_EQ(code(start, "lift:e7"), touch::event_errc::lift_not_own);
    EXPECT_EQ(code(start, "place:e4"), touch::event_errc::place_empty_hand);
    EXPECT_EQ(code(start, "lift:g1 place:e2"), touch::event_errc::place_own_piece);
    EXPECT_EQ(code(start, "lift:g1 release:e2"), touch::event_errc::release_own_piece);
    EXPECT_EQ(code(start, "lift:g1 release"), touch::event_errc::release_in_air);
    EXPECT_EQ(code(start, "remove:e4"), touch::event_errc::remove_empty);
    EXPECT_EQ(code(start, "lift:g1 promote:e8=Q"), touch::event_errc::promote_in_hand);
    EXPECT_EQ(code(start, "promote:e4=Q"), touch::event_errc::promote_not_last_rank);
    EXPECT_EQ(code("R7/8/8/8/8/8/1k6/4K3 w - - 0 1", "promote:a8=Q"), touch::event_errc::promote_own_piece);
}

// ---- property: 4.3.1 over random play ------------------------------------------------------

TEST(touch_4_3_1, property_compliant_moves_move_the_first_touched_piece) {
    std::uint64_t seed = 0x9E3779B97F4A7C15ULL;
    const auto next = [&] { seed ^= seed << 13; seed ^= seed >> 7; seed ^= seed << 17; return seed; };
    int checked = 0;
    for (int game = 0; game < 6; ++game) {
        position p = initial_position();
        for (int ply = 0; ply < 40; ++ply) {
            const move_list legal = legal_moves(p);
            if (legal.empty()) break;
            // Touch one own piece (any, movable or not), then make every legal move.
            const move pick = legal[static_cast<int>(next() % static_cast<std::uint64_t>(legal.size()))];
            const square touched = (next() % 4 == 0) ? lsb(p.pieces(p.side_to_move)) : pick.from();
            bool touched_can_move = false;
            for (const move m : legal) touched_can_move = touched_can_move || m.from() == touched;
            for (const move m : legal) {
                const std::string ev = "touch:" + std::string(to_string(touched).view()) + " " + chesslaw::test::events_for(p, m);
                const auto log = touch::parse_events(ev);
                ASSERT_TRUE(log) << ev;
                const auto r = touch::arbitrate(p, *log);
                ASSERT_TRUE(r) << to_fen_string(p) << " " << ev << ": " << touch::describe(r.error());
                ASSERT_TRUE(r->complete()) << to_fen_string(p) << " " << ev;
                ASSERT_EQ(r->made(), m) << to_fen_string(p) << " " << ev;
                const bool expect_ok = !touched_can_move || m.from() == touched;
                ASSERT_EQ(r->compliant(), expect_ok) << to_fen_string(p) << " " << ev;
                if (r->compliant() && touched_can_move) {
                    EXPECT_EQ(m.from(), touched);
                }
                ++checked;
            }
            p = make_move(p, pick);
        }
    }
    EXPECT_GT(checked, 1000);
    RecordProperty("moves_checked", checked);
}

} // namespace
