//! Compile-only static_assert wall for Article 4 (kernel/include/chesslaw/touch): for each modelled
//! clause a case where it is met or in force and a case where it is broken or does not apply. The
//! event parser, the physical record, the obligations and every predicate run in constant
//! evaluation. Clauses are named only through `chesslaw::spec::id`.

#include <string_view>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/rules/rule.hpp>
#include <chesslaw/spec/table.hpp>
#include <chesslaw/touch/arbiter.hpp>
#include <chesslaw/touch/event.hpp>
#include <chesslaw/touch/obligation.hpp>
#include <chesslaw/touch/rules.hpp>
#include <chesslaw/touch/state.hpp>

namespace {
using namespace chesslaw;
namespace id = spec::id;
using rules::outcome;
using touch::duty;
using touch::progress;

constexpr std::string_view start = initial_fen;
constexpr std::string_view castle = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";
constexpr std::string_view castle_no_k = "r3k2r/8/8/8/8/8/8/R3K2R w Qkq - 0 1";
constexpr std::string_view e4_d5 = "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2";
constexpr std::string_view boxed = "4k3/8/8/8/8/8/3PPP1P/3QKBNR w K - 0 1";
constexpr std::string_view promo = "4k3/P7/8/8/8/8/8/4K3 w - - 0 1";
constexpr std::string_view rook_boxed = "r3k2r/8/8/8/8/8/7P/R3K1NR w KQkq - 0 1"; // issue 12, example 1

constexpr touch::report arb(std::string_view f, std::string_view events) {
    return touch::arbitrate(fen(f), touch::parse_events(events).value()).value();
}
constexpr bool is(const touch::report& r, spec::clause_ref c, outcome o) { return r.outcome_of(c) == o; }

// ---- the binding: every checkable Article 4 clause has exactly one predicate ------------------
static_assert(touch::article4::size == 19);
static_assert(touch::article4::every_checkable_clause_has_a_predicate());
static_assert(touch::article4::no_clause_has_two_predicates());
static_assert(touch::adjust::clause == id::adjust);
static_assert(touch::claim_lost::clause == id::claim_lost);
static_assert(id::impossible_move_penalty->check_ == spec::check::not_checkable);

// ---- notation ---------------------------------------------------------------------------------
static_assert(touch::parse_events("touch:g1 lift:e2 release:e4")->size == 3);
static_assert(touch::parse_events("touch:e1+h1").value()[0].also == square::h1);
static_assert(touch::parse_events("promote:e8=Q").value()[0].promoted == piece_type::queen);
static_assert(touch::parse_events(" , ;").value().size == 0);
static_assert(touch::parse_events("touch:g1 jump:e4").error().token == 2);
static_assert(touch::parse_events("touch:g1 jump:e4").error().offset == 9);
static_assert(!touch::parse_events("touch:i9"));
static_assert(!touch::parse_events("release:e4+e5"));
static_assert(!touch::parse_events("promote:e8=K"));
static_assert(!touch::arbitrate(initial_position(), touch::parse_events("place:e4").value()));

// ---- 4.2 --------------------------------------------------------------------------------------
static_assert(is(arb(start, "adjust:g1"), id::adjust, outcome::satisfied));
static_assert(arb(start, "adjust:g1").obligations().empty());
static_assert(arb(start, "adjust:g1 lift:e2 release:e4").compliant());
static_assert(is(arb(start, "touch:g1"), id::adjust, outcome::not_applicable));
static_assert(!arb(start, "touch:g1 lift:e2 release:e4").compliant());

// ---- 4.3 --------------------------------------------------------------------------------------
static_assert(arb(start, "touch:g1").record.note[0] == touch::engagement::engaged);
static_assert(arb(start, "touch?:g1").record.note[0] == touch::engagement::accidental);
static_assert(arb(start, "touch:e4").record.note[0] == touch::engagement::empty_square);
static_assert(arb(start, "touch?:g1 lift:e2 release:e4").compliant());
static_assert(is(arb(start, "touch:g1"), id::touch_deliberate, outcome::satisfied));

// ---- 4.3.1 ------------------------------------------------------------------------------------
static_assert(arb(start, "touch:g1").obliged_by(id::touch_own));
static_assert(arb(start, "touch:g1 lift:e2 release:e4").violates(id::touch_own));
static_assert(arb(start, "touch:g1 lift:e2 release:e4").violation_count() == 1);
static_assert(is(arb(start, "touch:g1 lift:g1 release:f3"), id::touch_own, outcome::satisfied));
// the first touched piece that CAN move governs: a1 cannot, g1 can
static_assert(arb(start, "touch:a1 touch:g1 lift:e2 release:e4").violates(id::touch_own));
static_assert(arb(start, "touch:a1 touch:g1 lift:g1 release:h3").compliant());

// ---- 4.3.2 ------------------------------------------------------------------------------------
static_assert(arb(e4_d5, "touch:d5").obliged_by(id::touch_opponent));
static_assert(arb(e4_d5, "touch:d5 lift:g1 release:f3").violates(id::touch_opponent));
static_assert(arb(e4_d5, "touch:d5 lift:e4 release:d5 remove:d5").compliant());
static_assert(!arb(e4_d5, "touch:a7").obliged_by(id::touch_opponent)); // a7 cannot be captured
static_assert(is(arb(e4_d5, "touch:a7"), id::no_touched_piece_movable, outcome::satisfied));

// ---- 4.3.3 ------------------------------------------------------------------------------------
static_assert(arb(e4_d5, "touch:e4 touch:d5").obliged_by(id::touch_both));
static_assert(arb(e4_d5, "touch:e4 touch:d5").obligations()[0].what == duty::capture_with);
static_assert(arb(e4_d5, "touch:e4 touch:d5 lift:g1 release:f3").violates(id::touch_both));
static_assert(arb(e4_d5, "touch:e4 touch:d5 remove:d5 lift:e4 release:d5").compliant());
static_assert(is(arb(e4_d5, "touch:d5+e4"), id::touch_order_unknown, outcome::satisfied));
static_assert(arb(e4_d5, "touch:d5+e4").record.touches[0].at == square::e4);
static_assert(is(arb(e4_d5, "touch:e4 touch:d5"), id::touch_order_unknown, outcome::not_applicable));

// ---- 4.4.1 ------------------------------------------------------------------------------------
static_assert(arb(castle, "touch:e1 touch:h1").obliged_by(id::castling_touch_king_rook));
static_assert(arb(castle, "touch:e1 touch:h1 lift:e1 release:f1").violates(id::castling_touch_king_rook));
static_assert(arb(castle, "touch:e1 touch:h1 lift:e1 release:g1 lift:h1 release:f1").compliant());
static_assert(arb(castle, "touch:h1+e1").obliged_by(id::castling_touch_king_rook));

// ---- 4.4.2 ------------------------------------------------------------------------------------
static_assert(arb(castle, "touch:h1 touch:e1").obliged_by(id::castling_touch_rook_first));
static_assert(arb(castle, "touch:h1 touch:e1 lift:e1 release:g1 lift:h1 release:f1").violates(id::castling_touch_rook_first));
static_assert(arb(castle, "touch:h1 touch:e1 lift:h1 release:f1").compliant());
static_assert(!arb(castle, "touch:e1 touch:h1").obliged_by(id::castling_touch_rook_first));
// no castling at all on that move: towards the other rook neither (issue 12, example 1)
static_assert(arb(castle, "touch:h1 touch:e1 lift:e1 release:c1 lift:a1 release:d1").violates(id::castling_touch_rook_first));
static_assert(arb(rook_boxed, "touch:h1 touch:e1 lift:e1 release:c1 lift:a1 release:d1").violates(id::castling_touch_rook_first));
static_assert(!arb(rook_boxed, "touch:h1 touch:e1 lift:e1 release:c1 lift:a1 release:d1").compliant());
static_assert(arb(rook_boxed, "touch:h1 touch:e1").steps[1].allowed_count == 5); // king moves, castling excluded (4.3.1)
static_assert(arb(rook_boxed, "touch:h1 touch:e1 lift:e1 release:c1").steps[3].broken[0].o.clause == id::castling_touch_rook_first);
static_assert(arb(rook_boxed, "touch:h1 touch:e1 lift:e1 release:c1").steps[3].allowed_count == 1);
static_assert(arb(rook_boxed, "touch:h1 touch:e1 lift:e1 release:d1").compliant());

// ---- 4.4.3 ------------------------------------------------------------------------------------
static_assert(arb(castle_no_k, "touch:e1 touch:h1").obligations()[0].what == duty::king_move);
static_assert(arb(castle_no_k, "touch:e1 touch:h1 lift:h1 release:h2").violates(id::castling_touch_king_first_illegal));
static_assert(arb(castle_no_k, "touch:e1 touch:h1 lift:e1 release:c1 lift:a1 release:d1").compliant());
static_assert(arb(boxed, "touch:e1 touch:h1").obligations()[0].what == duty::any_move);
static_assert(arb(boxed, "touch:e1 touch:h1 lift:g1 release:f3").compliant());

// ---- 4.4.4 ------------------------------------------------------------------------------------
static_assert(arb(promo, "lift:a7 release:a8 remove:a8 promote:a8=Q").obliged_by(id::promotion_choice_final));
static_assert(is(arb(promo, "lift:a7 release:a8 remove:a8 promote:a8=Q release"), id::promotion_choice_final, outcome::satisfied));
static_assert(arb(promo, "lift:a7 release:a8 remove:a8 promote:a8=Q remove:a8 promote:a8=N release").violates(id::promotion_choice_final));

// ---- 4.5 --------------------------------------------------------------------------------------
static_assert(is(arb(boxed, "touch:e1 touch:h1"), id::no_touched_piece_movable, outcome::satisfied));
static_assert(is(arb(start, "touch:a1"), id::no_touched_piece_movable, outcome::satisfied));
static_assert(arb(start, "touch:a1 lift:e2 release:e4").compliant());
static_assert(is(arb(start, "touch:g1"), id::no_touched_piece_movable, outcome::not_applicable));

// ---- 4.6/1 ------------------------------------------------------------------------------------
static_assert(arb(start, "lift:g1 release:f3 lift:f3 release:h3").violates(id::released_piece));
static_assert(arb(start, "lift:g1 release:f3 lift:f3 release:h3").made() == uci("g1f3"));
static_assert(is(arb(start, "lift:g1 release:f3"), id::released_piece, outcome::satisfied));
static_assert(!arb(start, "lift:g1 release:g3 lift:g3 release:f3").violates(id::released_piece)); // g3 was impossible

// ---- 4.6/2, 4.6.1, 4.6.2, 4.6.3 ----------------------------------------------------------------
static_assert(arb(start, "lift:e2 release:e4").complete());
static_assert(!arb(start, "lift:e2 place:e4").complete());
static_assert(arb(start, "lift:e2 place:e4").record.stage == progress::in_hand);
static_assert(is(arb(start, "lift:e2 release:e4"), id::move_complete, outcome::satisfied));
static_assert(arb(e4_d5, "lift:e4 release:d5").record.stage == progress::capture_pending);
static_assert(is(arb(e4_d5, "lift:e4 release:d5 remove:d5"), id::complete_capture, outcome::satisfied));
static_assert(arb(castle, "lift:e1 release:g1").record.stage == progress::castling_pending);
static_assert(arb(castle, "lift:e1 release:g1").obliged_by(id::complete_castling));
static_assert(is(arb(castle, "lift:e1 release:g1 lift:h1 release:f1"), id::complete_castling, outcome::satisfied));
static_assert(arb(castle, "lift:e1 release:g1 lift:g1 release:f1").violates(id::complete_castling));

// ---- precedence: a move fixed on the board binds over later touches (issue 12, example 2) ------
static_assert(!arb(castle, "lift:e1 release:g1 touch:a1").obliged_by(id::castling_touch_king_rook));
static_assert(arb(castle, "lift:e1 release:g1 touch:a1").obliged_by(id::complete_castling));
static_assert(arb(castle, "lift:e1 release:g1 touch:a1").steps[2].allowed_count == 1);
static_assert(arb(castle, "lift:e1 release:g1 touch:a1").steps[2].set_aside[0].o.clause == id::castling_touch_king_rook);
static_assert(arb(castle, "lift:e1 release:g1 touch:a1 lift:h1 release:f1").compliant());
static_assert(is(arb(castle, "lift:e1 release:g1 touch:a1 lift:h1 release:f1"), id::castling_touch_king_rook, outcome::not_applicable));
static_assert(arb(castle, "lift:e1 release:g1 touch:h1").obliged_by(id::castling_touch_king_rook)); // compatible: binds
// a touch before the fixing release is broken by it, and named at that event
static_assert(arb(e4_d5, "touch:g1 lift:e4 release:d5").steps[2].broken[0].o.clause == id::touch_own);
static_assert(arb(e4_d5, "touch:g1 lift:e4 release:d5").steps[2].allowed_count == 1);
static_assert(arb(e4_d5, "touch:g1 lift:e4 release:d5").violates(id::touch_own));
// the freeing clause is named (4.5; 4.4.3's last sentence)
static_assert(arb(start, "touch:a1").steps[0].freed && arb(start, "touch:a1").steps[0].freed_by == id::no_touched_piece_movable);
static_assert(arb(boxed, "touch:e1 touch:h1").steps[1].freed_by == id::castling_touch_king_first_illegal);
static_assert(!arb(start, "touch:g1").steps[0].freed);
static_assert(arb(promo, "lift:a7 release:a8").record.stage == progress::promotion_pending);
static_assert(arb(promo, "lift:a7 release:a8").obliged_by(id::complete_promotion));
static_assert(is(arb(promo, "lift:a7 release:a8 remove:a8 promote:a8=Q release"), id::complete_promotion, outcome::satisfied));

// ---- 4.6/3, 4.6/4 -----------------------------------------------------------------------------
static_assert(arb(start, "lift:g1 release:g3").violates(id::possible_move));
static_assert(arb(start, "lift:g1 release:g3").article3.violates(id::knight));
static_assert(arb(start, "lift:g1 release:g3").violates(id::impossible_move_replaced));
static_assert(is(arb(start, "lift:g1 release:g3 lift:g3 release:f3"), id::impossible_move_replaced, outcome::satisfied));
static_assert(is(arb(start, "lift:g1 release:f3"), id::possible_move, outcome::satisfied));

// ---- 4.7 --------------------------------------------------------------------------------------
static_assert(arb(start, "touch:g1 lift:e2 release:e4 opponent-touch:e7 claim").violates(id::claim_lost));
static_assert(arb(start, "touch:g1 lift:e2 release:e4 opponent-touch:e7 claim").claim == touch::claim_status::lost);
static_assert(arb(start, "touch:g1 lift:e2 release:e4 claim").claim == touch::claim_status::upheld);
static_assert(arb(start, "touch:g1 lift:e2 release:e4 opponent-touch?:e7 claim").claim == touch::claim_status::upheld);
static_assert(arb(start, "touch:g1 lift:g1 release:f3 claim").claim == touch::claim_status::rejected);

} // namespace
