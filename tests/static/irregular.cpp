// The irregularities of Article 7.5 at compile time (kernel/include/chesslaw/audit/irregular.hpp,
// the replay's 7.5.3 continuation in audit/game.hpp): the null-move spellings, the board after a
// null move (the other side to move, no en-passant capture left, the counters going on), the
// extra time of 7.5.5 and A.3 by category (none known for an unknown category), the breaches a
// repair may explain as a slip of the record (never other_move or two_errors), and the clauses
// the irregularities rest on.
#include <chesslaw/audit/irregular.hpp>
#include <chesslaw/core/fen.hpp>

namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;
using audit::irregular_detail::extra_seconds;
using audit::irregular_detail::is_slip;

static_assert(audit::is_null_move("--") && audit::is_null_move("Z0") && audit::is_null_move("0000") && audit::is_null_move("@@@@") &&
              audit::is_null_move("null"));
static_assert(!audit::is_null_move("-") && !audit::is_null_move("e4") && !audit::is_null_move("0-0") && !audit::is_null_move("Z"));

constexpr position passed_white() {
    position p = *parse_fen("4k3/8/8/3pP3/8/8/8/4K3 w - d6 7 5");
    return audit::pass(p);
}
static_assert(passed_white().side_to_move == color::black);
static_assert(passed_white().en_passant == square::none);
static_assert(passed_white().halfmove_clock == 8 && passed_white().fullmove_number == 5);
static_assert(audit::pass(passed_white()).fullmove_number == 6 && audit::pass(passed_white()).side_to_move == color::white);
static_assert(audit::pass(passed_white()).occupied() == passed_white().occupied()); // nothing moved

// 7.5.5: two minutes in standard play; A.3: one minute in rapid (and blitz, which applies A.3)
static_assert(*extra_seconds(clock::category::standard) == 120);
static_assert(*extra_seconds(clock::category::rapid) == 60 && *extra_seconds(clock::category::blitz) == 60);
static_assert(!extra_seconds(clock::category::unknown).has_value());

static_assert(is_slip(audit::repair_kind::other_piece) && is_slip(audit::repair_kind::square_off) && is_slip(audit::repair_kind::squares_swapped) &&
              is_slip(audit::repair_kind::swapped_moves) && is_slip(audit::repair_kind::missing_move) &&
              is_slip(audit::repair_kind::piece_letter) && is_slip(audit::repair_kind::extra_move));
static_assert(!is_slip(audit::repair_kind::other_move) && !is_slip(audit::repair_kind::two_errors) && !is_slip(audit::repair_kind::dgt_end_signal));

// the clauses the irregularities rest on, each a verdict of audit/irregular.hpp
static_assert(id::illegal_move_completed->check_ == spec::check::verdict && id::promotion_without_piece->check_ == spec::check::verdict &&
              id::clock_without_move->check_ == spec::check::verdict && id::illegal_move_penalties->check_ == spec::check::verdict &&
              id::rapid_penalty_one_minute->check_ == spec::check::verdict && id::rapid_illegal_move_stands->check_ == spec::check::verdict);
static_assert(id::rapid_competition_rules->check_ == spec::check::not_checkable); // which rules an event applies is not in a record
static_assert(audit::name(audit::irregularity_kind::completed_illegal) == "completed_illegal" &&
              audit::name(audit::irregularity_kind::promotion_without_piece) == "promotion_without_piece" &&
              audit::name(audit::irregularity_kind::null_move) == "null_move");
static_assert(audit::name(audit::why_not_counted::dgt_end_signal) == "dgt_end_signal" &&
              audit::name(audit::why_not_counted::clock_not_pressed) == "clock_not_pressed" &&
              audit::name(audit::why_not_counted::transcription_slip) == "transcription_slip" &&
              audit::name(audit::why_not_counted::game_over) == "game_over");

} // namespace
