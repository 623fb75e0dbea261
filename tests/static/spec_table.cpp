//! Compile-only static_assert wall for the spec table (spec/include/chesslaw/spec/table.hpp).
//! Built as part of an object library: nothing here runs, the compiler is the test runner.
//! Clause IDs are never spelled here: every clause is named through `chesslaw::spec::id`, and
//! the literals below are deliberately not clause IDs.

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>
#include <type_traits>

#include "chesslaw/spec/table.hpp"
#include "chesslaw/spec/texts.hpp"

namespace {

using namespace std::string_view_literals;
namespace spec = chesslaw::spec;
namespace id = chesslaw::spec::id;
using spec::check;
using spec::clause;
using spec::clause_ref;
using spec::edition;
using spec::kind;
using spec::table;

constexpr std::array<edition, spec::edition_count> editions{
    edition::seed000, edition::seed001, edition::seed002, edition::fide2023};

// Every handle, in table order. Together with `handles_cover_table` this proves that each
// record has exactly one handle and that the handles are in the order of the table.
constexpr std::array<clause_ref, spec::clause_count> handles{
    id::game_between_two,
    id::white_first_alternately,
    id::having_the_move,
    id::objective_checkmate,
    id::checkmating_wins,
    id::checkmated_loses,
    id::neither_can_checkmate,
    id::chessboard,
    id::pieces_and_symbols,
    id::initial_position_of_the_pieces,
    id::files_ranks_diagonals,
    id::own_square,
    id::capture,
    id::attack,
    id::attack_despite_pin,
    id::bishop,
    id::rook,
    id::queen,
    id::no_jumping,
    id::knight,
    id::pawn_forward_only,
    id::pawn_step,
    id::pawn_double_step,
    id::pawn_capture,
    id::en_passant,
    id::promotion,
    id::king_two_ways,
    id::king_step,
    id::castling,
    id::castling_right_lost,
    id::castling_king_moved,
    id::castling_rook_moved,
    id::castling_prevented,
    id::castling_attacked,
    id::castling_blocked,
    id::check,
    id::legal_move,
    id::illegal_move,
    id::illegal_position,
    id::adjust,
    id::touch_deliberate,
    id::touch_own,
    id::touch_opponent,
    id::touch_both,
    id::touch_order_unknown,
    id::castling_touch_king_rook,
    id::castling_touch_rook_first,
    id::castling_touch_king_first_illegal,
    id::promotion_choice_final,
    id::no_touched_piece_movable,
    id::released_piece,
    id::move_complete,
    id::complete_capture,
    id::complete_castling,
    id::complete_promotion,
    id::possible_move,
    id::impossible_move_replaced,
    id::impossible_move_penalty,
    id::claim_lost,
    id::checkmate,
    id::resignation,
    id::stalemate,
    id::dead_position,
    id::draw_agreement,
    id::chessclock,
    id::move_completed_by_clock,
    id::move_ending_game_completed,
    id::next_move_completes_previous,
    id::clock_pressed_late,
    id::clock_same_hand,
    id::clock_handled_properly,
    id::adjust_on_own_time,
    id::clock_assistant,
    id::moves_in_allotted_time,
    id::time_carried_and_delay,
    id::check_after_flag_fall,
    id::clock_placement,
    id::white_clock_started,
    id::default_time,
    id::white_loses_time_absent,
    id::flag_considered_fallen,
    id::flag_fall,
    id::clock_conclusive,
    id::incorrect_clock_setting,
    id::game_interrupted,
    id::clock_stopped_for_arbiter,
    id::game_restart,
    id::pause_without_reason,
    id::demonstration_boards,
    id::no_claim_from_screens,
    id::clock_after_irregularity,
    id::incorrect_initial_position,
    id::board_misplaced,
    id::colours_reversed,
    id::displaced_pieces_restored,
    id::clock_stopped_for_displacement,
    id::displacement_penalty,
    id::illegal_move_completed,
    id::promotion_without_piece,
    id::clock_without_move,
    id::two_hands,
    id::illegal_move_penalties,
    id::displaced_piece_reinstated,
    id::record_the_moves,
    id::paper_scoresheet,
    id::electronic_scoresheet,
    id::no_recording_in_advance,
    id::reply_before_recording,
    id::scoresheet_use,
    id::draw_offer_recorded,
    id::scoresheet_assistant,
    id::scoresheet_visible,
    id::scoresheet_property,
    id::recording_under_five_minutes,
    id::neither_keeps_score,
    id::one_player_updates,
    id::reconstruct_the_game,
    id::moves_not_brought_up_to_date,
    id::result_signed,
    id::draw_offer_restricted,
    id::draw_agreement_allowed,
    id::when_to_offer_a_draw,
    id::draw_offer_noted,
    id::claim_is_an_offer,
    id::threefold_claim,
    id::threefold_intended_move,
    id::threefold_on_board,
    id::same_position,
    id::same_position_en_passant,
    id::same_position_castling,
    id::fifty_move_claim,
    id::fifty_moves_intended_move,
    id::fifty_moves_completed,
    id::touch_loses_claim,
    id::claim_stops_clock,
    id::correct_claim_draws,
    id::incorrect_claim,
    id::automatic_draw,
    id::fivefold_repetition,
    id::seventy_five_moves,
    id::points,
    id::no_more_than_maximum,
    id::no_disrepute,
    id::playing_venue,
    id::playing_area,
    id::permission_of_the_arbiter,
    id::leave_the_venue,
    id::leave_the_area,
    id::access_to_the_area,
    id::report_leaving,
    id::no_notes_or_advice,
    id::no_electronic_device,
    id::device_loses,
    id::inspection,
    id::smoking,
    id::spectators,
    id::no_distraction,
    id::infraction_penalties,
    id::persistent_refusal,
    id::both_lose,
    id::explanation,
    id::appeal,
    id::assist_the_arbiter,
    id::checking_claims_duty,
    id::arbiter_sees_laws_observed,
    id::arbiter_shall,
    id::ensure_fair_play,
    id::best_interest,
    id::playing_environment,
    id::players_not_disturbed,
    id::supervise_progress,
    id::special_measures,
    id::fair_play_rules,
    id::observe_the_games,
    id::appoint_assistants,
    id::additional_time_for_disturbance,
    id::arbiter_not_intervene,
    id::irregularity_informed,
    id::no_communication_device,
    id::penalty_options,
    id::penalty_warning,
    id::penalty_opponent_time,
    id::penalty_own_time,
    id::penalty_opponent_points,
    id::penalty_own_points,
    id::penalty_game_lost,
    id::penalty_fine,
    id::penalty_exclusion,
    id::penalty_expulsion,
    id::rapid_game,
    id::rapid_no_recording,
    id::rapid_penalty_one_minute,
    id::rapid_competition_rules,
    id::rapid_arbiter_three_games,
    id::rapid_games_recorded,
    id::rapid_scoresheet_request,
    id::rapid_otherwise,
    id::rapid_after_ten_moves,
    id::rapid_clock_setting_fixed,
    id::rapid_no_setup_claim,
    id::rapid_illegal_move_stands,
    id::rapid_time_claim,
    id::rapid_illegal_position_draw,
    id::rapid_flag_fall_called,
    id::rapid_regulations,
    id::blitz_game,
    id::blitz_competition_rules,
    id::blitz_arbiter_one_game,
    id::blitz_games_recorded,
    id::blitz_scoresheet_request,
    id::blitz_otherwise,
    id::blitz_regulations,
    id::notation_piece,
    id::notation_english_letters,
    id::notation_national_letters,
    id::notation_pawn_no_letter,
    id::notation_files,
    id::notation_ranks,
    id::notation_squares,
    id::notation_piece_move,
    id::notation_capture,
    id::notation_capture_piece,
    id::notation_capture_square,
    id::notation_pawn_capture,
    id::notation_two_pieces,
    id::notation_same_rank,
    id::notation_same_rank_piece,
    id::notation_same_rank_file,
    id::notation_same_rank_square,
    id::notation_same_file,
    id::notation_same_file_piece,
    id::notation_same_file_rank,
    id::notation_same_file_square,
    id::notation_different_lines,
    id::notation_example_file,
    id::notation_example_rank,
    id::notation_example_both,
    id::notation_example_capture,
    id::notation_promotion,
    id::notation_draw_offer,
    id::notation_abbreviations,
    id::blind_adapted_rules,
    id::blind_board_size,
    id::blind_black_raised,
    id::blind_aperture,
    id::blind_pieces,
    id::blind_peg,
    id::blind_staunton,
    id::blind_regulations,
    id::blind_announce_moves,
    id::blind_touched,
    id::blind_made,
    id::blind_made_capture,
    id::blind_made_placed,
    id::blind_made_announced,
    id::blind_clock_started,
    id::blind_sighted_player,
    id::blind_special_clock,
    id::blind_analogue_clock,
    id::blind_dial,
    id::blind_flag,
    id::blind_score,
    id::blind_slip_of_tongue,
    id::blind_different_positions,
    id::blind_assistant,
    id::blind_assistant_moves,
    id::blind_assistant_announces,
    id::blind_assistant_scores,
    id::blind_assistant_informs,
    id::blind_assistant_claims,
    id::blind_assistant_adjourns,
    id::blind_sighted_assistant,
    id::sealed_move,
    id::early_adjournment,
    id::envelope,
    id::envelope_names,
    id::envelope_position,
    id::envelope_times,
    id::envelope_sealer,
    id::envelope_move_number,
    id::envelope_draw_offer,
    id::envelope_resumption,
    id::envelope_checked,
    id::draw_after_sealing,
    id::resumption_setup,
    id::concluded_before_resumption,
    id::envelope_opened,
    id::sealed_move_loses,
    id::sealed_ambiguous,
    id::sealed_unreadable,
    id::sealed_illegal,
    id::at_resumption,
    id::replying_player_present,
    id::replying_player_absent,
    id::sealing_player_absent,
    id::late_after_default_time,
    id::default_time_not_zero,
    id::envelope_missing,
    id::position_lost,
    id::clock_error_at_resumption,
    id::resumption_timepiece,
    id::chess960_game,
    id::chess960_start_requirements,
    id::chess960_king_between_rooks,
    id::chess960_bishops_opposite,
    id::chess960_black_opposite,
    id::chess960_start_drawn,
    id::chess960_castling,
    id::chess960_castle_once,
    id::chess960_how_to_castle,
    id::chess960_double_move,
    id::chess960_transposition,
    id::chess960_king_move_only,
    id::chess960_rook_move_only,
    id::chess960_recommendations,
    id::chess960_physical_castling,
    id::chess960_final_as_regular,
    id::chess960_final_squares,
    id::chess960_notes,
    id::chess960_announce,
    id::chess960_one_stays,
    id::chess960_first_move,
    id::chess960_vacant,
    id::chess960_may_stay_filled,
    id::quickplay_finish,
    id::quickplay_announced,
    id::quickplay_without_increment,
    id::both_flags_fallen,
    id::both_flags_continue,
    id::both_flags_drawn,
    id::five_second_increment,
    id::quickplay_draw_claim,
    id::claim_upheld,
    id::claim_postponed,
    id::claim_rejected,
    id::no_arbiter_present,
    id::claim_without_arbiter,
    id::cannot_win_normal_means,
    id::no_effort_to_win,
    id::claim_referred
};

constexpr bool contains(std::string_view s, std::string_view part) {
    return s.find(part) != std::string_view::npos;
}

constexpr bool is_ascii(std::string_view s) {
    for (char c : s)
        if (static_cast<unsigned char>(c) > 0x7F) return false;
    return true;
}

template <std::size_t N>
constexpr bool is_one_of(clause_ref r, const std::array<clause_ref, N>& set) {
    for (clause_ref s : set)
        if (s == r) return true;
    return false;
}

constexpr clause_ref at(std::size_t i) { return clause_ref{static_cast<std::uint16_t>(i)}; }

// ---- counts ------------------------------------------------------------------------------

static_assert(table.size() == spec::clause_count);
static_assert(spec::count_if([](const clause& c) { return c.article == 1; }) == 7);
static_assert(spec::count_if([](const clause& c) { return c.article == 2; }) == 4);
static_assert(spec::count_if([](const clause& c) { return c.article == 3; }) == 28);
static_assert(spec::count_if([](const clause& c) { return c.article == 4; }) == 20);
static_assert(spec::count_if([](const clause& c) { return c.article == 5; }) == 5);
static_assert(spec::count_if([](const clause& c) { return c.article == 6; }) == 26);
static_assert(spec::count_if([](const clause& c) { return c.article == 7; }) == 13);
static_assert(spec::count_if([](const clause& c) { return c.article == 8; }) == 16);
static_assert(spec::count_if([](const clause& c) { return c.article == 9; }) == 21);
static_assert(spec::count_if([](const clause& c) { return c.article == 10; }) == 2);
static_assert(spec::count_if([](const clause& c) { return c.article == 11; }) == 22);
static_assert(spec::count_if([](const clause& c) { return c.article == 12; }) == 25);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::appendix_a; }) == 16);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::appendix_b; }) == 7);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::appendix_c; }) == 29);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::appendix_d; }) == 31);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::guidelines_i; }) == 29);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::guidelines_ii; }) == 23);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::guidelines_iii; }) == 16);
static_assert(spec::count_if([](const clause& c) { return c.check_ == check::predicate; }) == 70);
static_assert(spec::count_if([](const clause& c) { return c.check_ == check::verdict; }) == 20);
static_assert(spec::count_if([](const clause& c) { return c.check_ == check::not_checkable; }) == 250);
// Where a check can apply (issue 51): on a record, live, or only by the arbiter at the board.
static_assert(spec::count_if([](const clause& c) { return c.where_ == spec::where::record; }) == 131);
static_assert(spec::count_if([](const clause& c) { return c.where_ == spec::where::live; }) == 24);
static_assert(spec::count_if([](const clause& c) { return c.where_ == spec::where::arbiter; }) == 185);
// A predicate or a verdict is computed from what a record or a live feed holds, never only at the board.
static_assert(spec::count_if([](const clause& c) { return c.check_ != check::not_checkable && c.where_ == spec::where::arbiter; }) == 0);
// Article 4's predicates need the touch events of a live game; every other predicate reads a record.
static_assert(spec::count_if([](const clause& c) { return c.check_ == check::predicate && (c.where_ == spec::where::live) != (c.article == 4); }) == 0);
static_assert(spec::to_string(spec::where::live) == "live" && id::flag_considered_fallen->where_ == spec::where::live);
static_assert(id::recording_under_five_minutes->where_ == spec::where::record && id::sealed_move->where_ == spec::where::arbiter);
static_assert(spec::count_if([](const clause& c) { return c.id.find('/') != std::string_view::npos; }) == 13);

// ---- handles -----------------------------------------------------------------------------

static_assert(handles.size() == table.size());

constexpr bool handles_cover_table() {
    for (std::size_t i = 0; i < handles.size(); ++i)
        if (handles[i].index != i) return false;
    return true;
}
static_assert(handles_cover_table());

// ref() is consteval: inside a consteval function it may take the handle's ID as an argument.
consteval bool handles_round_trip(std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to && i < handles.size(); ++i) {
        const clause_ref h = handles[i];
        if (spec::ref(h.id()) != h) return false;
        const auto f = spec::find(h.id());
        if (!f || *f != h) return false;
        if (h.get().id != h.id() || h->id != h.id() || &h.get() != &table[h.index]) return false;
    }
    return true;
}
// In slices (clang's constexpr step limit, as aliases_round_trip below).
static_assert(handles_round_trip(0, 50));
static_assert(handles_round_trip(50, 100));
static_assert(handles_round_trip(100, 150));
static_assert(handles_round_trip(150, 200));
static_assert(handles_round_trip(200, 250));
static_assert(handles_round_trip(250, 300));
static_assert(handles_round_trip(300, 350));

static_assert(id::own_square < id::capture && id::impossible_move_penalty < id::claim_lost);
static_assert(id::claim_lost < id::checkmate && id::flag_fall < id::threefold_claim);
static_assert(id::en_passant == spec::ref(id::en_passant.id()));
static_assert(id::en_passant != id::promotion);

// clause_ref is structural: usable as a template parameter, distinct clauses give distinct types.
template <clause_ref R>
struct tagged {
    static constexpr clause_ref clause = R;
};
static_assert(!std::is_same_v<tagged<id::check>, tagged<id::castling>>);
static_assert(std::is_same_v<tagged<id::check>, tagged<spec::ref(id::check.id())>>);
static_assert(tagged<id::en_passant>::clause->article == 3);

// ---- ID scheme ---------------------------------------------------------------------------

constexpr bool ids_well_formed() {
    for (const clause& c : table) {
        if (!spec::well_formed_id(c.id)) return false;
        if (!(c.article >= 1 && c.article <= 12) && c.article != spec::appendix_a && c.article != spec::appendix_b &&
            c.article != spec::appendix_c && c.article != spec::appendix_d && c.article != spec::guidelines_i &&
            c.article != spec::guidelines_ii && c.article != spec::guidelines_iii)
            return false;
        if (spec::detail::first_component(c.id) != c.article) return false;
    }
    return true;
}
static_assert(ids_well_formed());

constexpr bool ids_and_titles_unique(std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to && i < table.size(); ++i)
        for (std::size_t j = i + 1; j < table.size(); ++j)
            if (table[i].id == table[j].id || table[i].title == table[j].title) return false;
    return true;
}
static_assert(ids_and_titles_unique(0, 50));
static_assert(ids_and_titles_unique(50, 100));
static_assert(ids_and_titles_unique(100, 150));
static_assert(ids_and_titles_unique(150, 200));
static_assert(ids_and_titles_unique(200, 250));
static_assert(ids_and_titles_unique(250, 300));
static_assert(ids_and_titles_unique(300, 350));

// Sub-IDs: a number split into sentences has no plain record, and its sentences are 1, 2, ...
// in table order with no gap.
constexpr bool sub_ids_consistent() {
    namespace d = spec::detail;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const std::string_view number = d::number_part(table[i].id);
        const int n = d::sentence_part(table[i].id);
        if (n == 0) continue;
        bool previous_found = n == 1;
        for (std::size_t j = 0; j < table.size(); ++j) {
            if (table[j].id == number) return false;
            if (j < i && d::number_part(table[j].id) == number && d::sentence_part(table[j].id) == n - 1)
                previous_found = true;
        }
        if (!previous_found) return false;
    }
    return true;
}
static_assert(sub_ids_consistent());

// Order of the Laws: parents before children; consecutive records either advance in numeric
// order, continue the sentences of the same number, or return to an ancestor (the trailing
// paragraph of 4.6 after 4.6.3).
constexpr bool ordered_as_in_the_laws(std::size_t from, std::size_t to) {
    namespace d = spec::detail;
    for (std::size_t i = from; i < to && i < table.size(); ++i) {
        const std::string_view number = d::number_part(table[i].id);
        const std::string_view parent = d::parent_number(number);
        for (std::size_t j = i + 1; j < table.size(); ++j)
            if (!parent.empty() && d::number_part(table[j].id) == parent) {
                // a parent's later sentences may follow its children, but its first may not
                if (d::sentence_part(table[j].id) <= 1) return false;
            }
        if (i == 0) continue;
        if (table[i - 1].article != table[i].article) { // Articles 3 … 9, Appendices A, B, then Guidelines II
            if (table[i - 1].article > table[i].article) return false;
            continue;
        }
        // Guidelines II and the Appendices: numbers compare after the prefix "II.", "A.", "B."
        const auto bare = [](std::string_view n) { return d::bare_number(n); };
        const std::string_view prev = d::number_part(table[i - 1].id);
        const int cmp = d::compare_numbers(bare(prev), bare(number));
        const bool advances = cmp < 0;
        const bool next_sentence =
            cmp == 0 && d::sentence_part(table[i].id) == d::sentence_part(table[i - 1].id) + 1;
        const bool back_to_ancestor = d::is_ancestor(number, prev) && d::sentence_part(table[i].id) > 1;
        if (!advances && !next_sentence && !back_to_ancestor) return false;
        if (table[i - 1].article > table[i].article) return false;
    }
    return true;
}
static_assert(ordered_as_in_the_laws(0, 50));
static_assert(ordered_as_in_the_laws(50, 100));
static_assert(ordered_as_in_the_laws(100, 150));
static_assert(ordered_as_in_the_laws(150, 200));
static_assert(ordered_as_in_the_laws(200, 250));
static_assert(ordered_as_in_the_laws(250, 300));
static_assert(ordered_as_in_the_laws(300, 350));

// Positive and negative cases of the grammar (none of these literals is a clause ID).
static_assert(spec::well_formed_id("7.1"));
static_assert(spec::well_formed_id("12.34.5.6.7/89"));
static_assert(!spec::well_formed_id("3..1"));
static_assert(!spec::well_formed_id("3.1/"));
static_assert(!spec::well_formed_id("x"));
static_assert(!spec::well_formed_id(""));
static_assert(!spec::well_formed_id("7"));
static_assert(!spec::well_formed_id("7/1"));
static_assert(!spec::well_formed_id(".7.1"));
static_assert(!spec::well_formed_id("7.1."));
static_assert(!spec::well_formed_id("7.01"));
static_assert(!spec::well_formed_id("7.100"));
static_assert(!spec::well_formed_id("7.1/0"));
static_assert(!spec::well_formed_id("7.1/01"));
static_assert(!spec::well_formed_id("7.1/1/2"));
static_assert(!spec::well_formed_id("7.1 a"));
static_assert(!spec::well_formed_id("7.1-7.2"));
// Guidelines II: "II." and one or more components (the literals are not clause IDs).
static_assert(spec::well_formed_id("II.7") && spec::well_formed_id("II.7.1.2") && spec::well_formed_id("II.7/2"));
static_assert(!spec::well_formed_id("II.") && !spec::well_formed_id("II") && !spec::well_formed_id("IIII.7") && !spec::well_formed_id("II.7."));
// Guidelines I and III likewise (the literals are not clause IDs).
static_assert(spec::well_formed_id("I.7") && spec::well_formed_id("III.7.1") && !spec::well_formed_id("I.") && !spec::well_formed_id("IV.7"));
static_assert(spec::detail::first_component("I.7") == spec::guidelines_i && spec::detail::first_component("III.7") == spec::guidelines_iii &&
              spec::detail::first_component("II.7") == spec::guidelines_ii);
static_assert(spec::detail::bare_number("III.7.1") == "7.1" && spec::detail::bare_number("I.7") == "7");
static_assert(spec::detail::first_component("II.7.1") == spec::guidelines_ii);
static_assert(spec::well_formed_alias(edition::fide2023, "II.7.1") && !spec::well_formed_alias(edition::fide2023, "II.7/1"));
static_assert(spec::article_name(spec::guidelines_ii) == "Guidelines II" && spec::article_name(3) == "Article 3");
// Appendices: "A." or "B." and one or more components, FIDE's form only (the transcription's
// "A2", "A5.2" and Cyrillic letters are not IDs; the literals are not clause IDs).
static_assert(spec::well_formed_id("A.7") && spec::well_formed_id("A.7.1.2") && spec::well_formed_id("B.7") && spec::well_formed_id("B.7/2"));
static_assert(!spec::well_formed_id("A7") && !spec::well_formed_id("A7.1") && !spec::well_formed_id("A.") && !spec::well_formed_id("E.7"));
static_assert(spec::well_formed_id("C.7.1") && spec::well_formed_id("D.7") && !spec::well_formed_id("\u0421.7"));
static_assert(spec::detail::first_component("C.7") == spec::appendix_c && spec::detail::first_component("D.7") == spec::appendix_d);
static_assert(!spec::well_formed_id("\u0410.7") && !spec::well_formed_id("\u0412.7") && !spec::well_formed_id("a.7") && !spec::well_formed_id("AB.7"));
static_assert(spec::detail::first_component("A.7.1") == spec::appendix_a && spec::detail::first_component("B.7") == spec::appendix_b);
static_assert(spec::detail::bare_number("A.7.1") == "7.1" && spec::detail::bare_number("II.7") == "7" && spec::detail::bare_number("7.1") == "7.1");
static_assert(spec::well_formed_alias(edition::fide2023, "A.7.1") && !spec::well_formed_alias(edition::fide2023, "B.7/1"));
static_assert(spec::article_name(spec::appendix_a) == "Appendix A" && spec::article_name(spec::appendix_b) == "Appendix B" &&
              spec::article_name(7) == "Article 7");
static_assert(spec::appendix_b < spec::guidelines_ii && 9 < spec::appendix_a);
static_assert(12 < spec::appendix_a && spec::appendix_d < spec::guidelines_i && spec::guidelines_ii < spec::guidelines_iii);
static_assert(spec::article_name(spec::appendix_c) == "Appendix C" && spec::article_name(spec::guidelines_iii) == "Guidelines III" &&
              spec::article_name(12) == "Article 12");

// ---- lookup ------------------------------------------------------------------------------

static_assert(!spec::find("9.9").has_value());
static_assert(!spec::find("").has_value());
static_assert(!spec::find(id::en_passant->seed001.id).has_value()); // aliases are not IDs
static_assert(spec::find(id::move_complete.id()) == id::move_complete);

// ---- aliases -----------------------------------------------------------------------------

constexpr bool aliases_well_formed() {
    for (const clause& c : table)
        for (edition e : editions) {
            const spec::alias& a = spec::alias_in(c, e);
            if (!spec::well_formed_alias(e, a.id)) return false;
            // a seed can be read: "" there is a fact, never a guess
            if (e != edition::fide2023 && a.id.empty() && a.uncertain) return false;
        }
    return true;
}
static_assert(aliases_well_formed());

// The seeds can be read, so a seed alias is uncertain only where the seed's own structure is:
// 001 has the number 3.7 but not the lead sentence; 002 leaves the paragraph after 4.6.3
// unnumbered.
constexpr std::array<clause_ref, 4> uncertain_in_seeds{id::pawn_forward_only, id::possible_move,
                                                       id::impossible_move_replaced,
                                                       id::impossible_move_penalty};
constexpr bool seed_uncertainty_as_documented() {
    for (std::size_t i = 0; i < table.size(); ++i) {
        const clause& c = table[i];
        const bool any = c.seed000.uncertain || c.seed001.uncertain || c.seed002.uncertain;
        if (any != is_one_of(at(i), uncertain_in_seeds)) return false;
    }
    return true;
}
static_assert(seed_uncertainty_as_documented());

// The laws file of an article beyond 4, in the form the table writes it: "laws/ru-article9.md (FIDE 2023)".
// Articles 1, 2, 10 and 11 are the transcription's 2018 text ("(FIDE 2018)", SOURCES.md).
constexpr bool is_laws_file(std::string_view source, std::string_view lang, int article) {
    const std::string_view prefix = lang == "ru" ? "laws/ru-article"sv : "laws/en-article"sv;
    const bool from_2018 = article == 1 || article == 2 || article == 10 || article == 11;
    const std::string_view suffix = from_2018 ? ".md (FIDE 2018)"sv : ".md (FIDE 2023)"sv;
    if (!source.starts_with(prefix) || !source.ends_with(suffix)) return false;
    source.remove_prefix(prefix.size());
    source.remove_suffix(suffix.size());
    if (article >= 10) return source.size() == 2 && source[0] == '1' && source[1] == static_cast<char>('0' + article - 10);
    return source.size() == 1 && source[0] == static_cast<char>('0' + article);
}
// The laws file of an Appendix or of Guidelines, in the form the table writes it.
constexpr std::string_view lettered_source(int article, std::string_view lang) {
    const bool ru = lang == "ru";
    switch (article) {
    case spec::appendix_a: return ru ? "laws/ru-appendix-a.md (FIDE 2023)"sv : "laws/en-appendix-a.md (FIDE 2023)"sv;
    case spec::appendix_b: return ru ? "laws/ru-appendix-b.md (FIDE 2023)"sv : "laws/en-appendix-b.md (FIDE 2023)"sv;
    case spec::appendix_c: return ru ? "laws/ru-appendix-c.md (FIDE 2023)"sv : "laws/en-appendix-c.md (FIDE 2023)"sv;
    case spec::appendix_d: return ru ? "laws/ru-appendix-d.md (FIDE 2018)"sv : "laws/en-appendix-d.md (FIDE 2018)"sv;
    case spec::guidelines_i: return ru ? "laws/ru-rec1.md (FIDE 2023)"sv : "laws/en-rec1.md (FIDE 2023)"sv;
    case spec::guidelines_ii: return ru ? "laws/ru-rec2.md (FIDE 2023)"sv : "laws/en-rec2.md (FIDE 2023)"sv;
    case spec::guidelines_iii: return ru ? "laws/ru-rec3.md (FIDE 2018)"sv : "laws/en-rec3.md (FIDE 2018)"sv;
    }
    return ""sv;
}

constexpr bool text_source_valid(const clause& c) {
    if (c.article > 12) return c.text_source == lettered_source(c.article, "ru");
    if (c.article >= 5 || c.article <= 2) return is_laws_file(c.text_source, "ru", c.article);
    if (c.text_source == "000") return !c.seed000.id.empty();
    if (c.text_source == "001") return !c.seed001.id.empty();
    if (c.text_source == "002") return !c.seed002.id.empty();
    return false;
}

// ../shared/laws has no English stalemate (en-article5.md prints the 2023 5.1.2 under 5.2.1):
// the one record of Articles 5-9 whose text_en renders the Russian.
constexpr std::array<clause_ref, 1> rendered_beyond_4{id::stalemate};
// The records of Articles 3-9 with a caveat about their texts' edition or source (every Appendix
// record has one: its ID is normalised).
constexpr std::array<clause_ref, 7> with_caveat{id::chessclock, id::move_ending_game_completed, id::time_carried_and_delay,
                                                id::resignation, id::stalemate, id::illegal_move_penalties,
                                                id::displaced_piece_reinstated};

// Which seed holds which clause: 001 covers all of Article 3; 000 all of it except the bishop
// and the 3.7 / 3.8 lead lines; 002 all of Article 4 plus exactly those two lead lines.
constexpr std::array<clause_ref, 3> missing_in_000{id::bishop, id::pawn_forward_only, id::king_two_ways};
constexpr std::array<clause_ref, 2> article3_in_002{id::pawn_forward_only, id::king_two_ways};
constexpr std::array<clause_ref, 3> no_fide2023{id::possible_move, id::impossible_move_replaced,
                                               id::impossible_move_penalty};

constexpr bool aliases_present_where_the_seed_has_the_clause() {
    namespace d = spec::detail;
    for (std::size_t i = 0; i < table.size(); ++i) {
        const clause& c = table[i];
        const clause_ref r = at(i);
        if (!text_source_valid(c)) return false;
        if (c.article == 3) {
            if (c.seed001.id.empty()) return false;
            if (c.seed000.id.empty() != is_one_of(r, missing_in_000)) return false;
            if (c.seed002.id.empty() == is_one_of(r, article3_in_002)) return false;
            // 000 is the canonical numbering of Article 3
            if (!c.seed000.id.empty() && c.seed000.id != d::number_part(c.id)) return false;
            if (c.text_source == "002" && !is_one_of(r, article3_in_002)) return false;
        } else if (c.article == 4) {
            if (!c.seed000.id.empty() || !c.seed001.id.empty()) return false;
            // 002 is the canonical numbering of Article 4
            if (c.seed002.id != d::number_part(c.id)) return false;
            if (c.text_source != "002") return false;
        } else if (c.article == spec::guidelines_ii) {
            // Guidelines II: no seed; the number is FIDE 2023's; the texts are the laws files'
            // (verbatim, both languages); every record says which edition (Appendix F in 2014).
            if (!c.seed000.id.empty() || !c.seed001.id.empty() || !c.seed002.id.empty()) return false;
            if (c.fide2023.id != d::number_part(c.id) || c.fide2023.uncertain) return false;
            if (c.text_en_source != "laws/en-rec2.md (FIDE 2023)") return false;
            if (!contains(c.caveat, "Appendix F")) return false;
            continue;
        } else if (c.article > 12 && c.article != spec::appendix_a && c.article != spec::appendix_b) {
            // Appendices C, D and Guidelines I, III (issue 51): no seed; the ID is FIDE's form;
            // both texts verbatim from the laws files; each caveat says the ID's form (C: the
            // transcription's Cyrillic letter) or the text's edition (2018-based, or moved in part to 2023).
            if (!c.seed000.id.empty() || !c.seed001.id.empty() || !c.seed002.id.empty()) return false;
            if (c.fide2023.id != c.id || c.fide2023.uncertain) return false;
            if (c.text_en_source != lettered_source(c.article, "en")) return false;
            if (c.article == spec::appendix_c && (!c.caveat.starts_with("ID normalised to FIDE's form ") || !contains(c.caveat, c.id)))
                return false;
            if ((c.article == spec::appendix_d || c.article == spec::guidelines_iii) && !c.caveat.starts_with("2018-based transcription"))
                return false;
            if (c.article == spec::guidelines_i && !c.caveat.starts_with("transcription of the 2018 Laws moved in part to 2023")) return false;
            continue;
        } else if (c.article <= 2 || c.article == 8 || (c.article >= 10 && c.article <= 12)) {
            // Articles 1, 2, 8, 10, 11 and 12 (issue 51): as Articles 5-9, and every record says
            // its text's edition (the transcription's 2018 text, or moved in part to 2023).
            if (!c.seed000.id.empty() || !c.seed001.id.empty() || !c.seed002.id.empty()) return false;
            if (c.fide2023.id != c.id || c.fide2023.uncertain) return false;
            if (!is_laws_file(c.text_en_source, "en", c.article)) return false;
            if (!c.caveat.starts_with("2018-based transcription") && !c.caveat.starts_with("transcription of the 2018 Laws moved in part to 2023"))
                return false;
            continue;
        } else if (c.article == spec::appendix_a || c.article == spec::appendix_b) {
            // Appendices: no seed; the ID is FIDE's form of the transcription's number, which the
            // caveat states; both texts verbatim from the laws files.
            if (!c.seed000.id.empty() || !c.seed001.id.empty() || !c.seed002.id.empty()) return false;
            if (c.fide2023.id != c.id || c.fide2023.uncertain) return false;
            if (c.text_en_source != (c.article == spec::appendix_a ? "laws/en-appendix-a.md (FIDE 2023)"sv : "laws/en-appendix-b.md (FIDE 2023)"sv))
                return false;
            if (!c.caveat.starts_with("ID normalised to FIDE's form ") || !contains(c.caveat, c.id)) return false;
            continue;
        } else {
            // Articles 5, 6, 7 and 9: no seed holds them; the canonical number is FIDE 2023's
            if (!c.seed000.id.empty() || !c.seed001.id.empty() || !c.seed002.id.empty()) return false;
            if (c.fide2023.id != c.id || c.fide2023.uncertain) return false;
            if (c.text_en_source.empty() != is_one_of(r, rendered_beyond_4)) return false;
            if (!c.text_en_source.empty() && !is_laws_file(c.text_en_source, "en", c.article)) return false;
        }
        if (c.article <= 4 && !c.text_en_source.empty()) return false; // Articles 3, 4: renderings
        if (c.caveat.empty() == is_one_of(r, with_caveat)) return false;
        if (c.fide2023.id.empty() != is_one_of(r, no_fide2023)) return false;
    }
    return true;
}
static_assert(aliases_present_where_the_seed_has_the_clause());

// find_alias returns, for every alias in the table, the first record carrying it; both ends of
// a range alias resolve to the record carrying the range.
// Checked in slices of the table: each slice is a constant expression of its own (clang counts
// -fconstexpr-steps per expression, and the whole table at once exceeds its default).
constexpr bool aliases_round_trip(std::size_t from, std::size_t to) {
    namespace d = spec::detail;
    for (std::size_t i = from; i < to && i < table.size(); ++i)
        for (edition e : editions) {
            const std::string_view a = spec::alias_in(table[i], e).id;
            if (a.empty()) continue;
            const auto f = spec::find_alias(e, a);
            if (!f || f->index > i || spec::alias_in(f->get(), e).id != a) return false;
            const auto dash = a.find(d::en_dash);
            if (dash != std::string_view::npos) {
                const auto lo = spec::find_alias(e, a.substr(0, dash));
                const auto hi = spec::find_alias(e, a.substr(dash + d::en_dash.size()));
                if (lo != at(i) || hi != at(i)) return false;
            }
        }
    return true;
}
static_assert(aliases_round_trip(0, 25));
static_assert(aliases_round_trip(25, 50));
static_assert(aliases_round_trip(50, 75));
static_assert(aliases_round_trip(75, 100));
static_assert(aliases_round_trip(100, 125));
static_assert(aliases_round_trip(125, 150));
static_assert(aliases_round_trip(150, 175));
static_assert(aliases_round_trip(175, 200));
static_assert(aliases_round_trip(200, 225));
static_assert(aliases_round_trip(225, 250));
static_assert(aliases_round_trip(250, 275));
static_assert(aliases_round_trip(275, 300));
static_assert(aliases_round_trip(300, 325));
static_assert(aliases_round_trip(325, 350));
static_assert(table.size() <= 350 && spec::texts.size() == table.size()); // the slices above cover the table

static_assert(spec::find_alias(edition::seed001, id::en_passant->seed001.id) == id::en_passant);
static_assert(spec::find_alias(edition::seed000, id::capture->seed000.id) == id::own_square); // shared: first
static_assert(spec::find_alias(edition::seed002, id::released_piece->seed002.id) == id::released_piece);
static_assert(!spec::find_alias(edition::seed000, "").has_value());
static_assert(!spec::find_alias(edition::fide2023, "").has_value());
static_assert(!spec::find_alias(edition::seed002, "9.9").has_value());
static_assert(!spec::find_alias(edition::seed000, id::en_passant->seed001.id).has_value());

// Range matching (the literals are not clause IDs).
static_assert(spec::detail::alias_matches("1.2.3\u20131.2.5", "1.2.3"));
static_assert(spec::detail::alias_matches("1.2.3\u20131.2.5", "1.2.4"));
static_assert(spec::detail::alias_matches("1.2.3\u20131.2.5", "1.2.5"));
static_assert(!spec::detail::alias_matches("1.2.3\u20131.2.5", "1.2.6"));
static_assert(!spec::detail::alias_matches("1.2.3\u20131.2.5", "1.2"));
static_assert(!spec::detail::alias_matches("1.2.3\u20131.2.5", "1.2.4.1"));
static_assert(!spec::detail::alias_matches("1.2.9\u20131.2.11", "1.2.1"));
static_assert(spec::detail::alias_matches("1.2.9\u20131.2.11", "1.2.10"));
static_assert(!spec::detail::alias_matches("", ""));
static_assert(spec::detail::compare_numbers("1.9", "1.10") < 0);
static_assert(spec::detail::compare_numbers("1.10", "1.10.1") < 0);

static_assert(spec::well_formed_alias(edition::seed001, "7.1 a (2) b"));
static_assert(spec::well_formed_alias(edition::seed001, "7.1 a"));
static_assert(!spec::well_formed_alias(edition::seed001, "7.1 z"));
static_assert(!spec::well_formed_alias(edition::seed001, "7.1 (a)"));
static_assert(!spec::well_formed_alias(edition::seed001, "7.1 a b c"));
static_assert(!spec::well_formed_alias(edition::seed000, "7.1 a"));
static_assert(!spec::well_formed_alias(edition::fide2023, "7.2\u20137.1"));
static_assert(!spec::well_formed_alias(edition::fide2023, "7.1\u20137.1.2"));
static_assert(!spec::well_formed_alias(edition::fide2023, "7.1-7.2"));

// Certainty marks that others rely on.
static_assert(!id::en_passant->fide2023.uncertain && !id::capture->fide2023.uncertain);
static_assert(id::pawn_forward_only->seed001.uncertain && id::pawn_forward_only->fide2023.uncertain);
static_assert(!id::pawn_forward_only->seed002.uncertain);
static_assert(id::possible_move->seed002.uncertain && id::possible_move->fide2023.uncertain);
static_assert(id::released_piece->fide2023.id == id::move_complete->fide2023.id);
static_assert(id::move_complete->fide2023.uncertain && !id::released_piece->fide2023.uncertain);
static_assert(id::claim_lost->fide2023.uncertain);

// ---- text --------------------------------------------------------------------------------

// In slices, as aliases_round_trip (clang's constexpr step limit).
constexpr bool texts_clean(std::size_t from, std::size_t to) {
    // '#' only at the start (a heading): C.13 writes '#' for checkmate.
    constexpr std::array<std::string_view, 7> markup{"<a id", "](", "![", "<br", "<div", "**", "\n"};
    for (std::size_t i = from; i < to && i < table.size(); ++i) {
        const clause& c = table[i];
        // texts.hpp's entry i is table record i (the texts are kept apart from the table)
        if (spec::texts[i].clause != clause_ref{static_cast<std::uint16_t>(i)}) return false;
        if (&spec::text_of(c) != &spec::texts[i]) return false;
        const std::string_view ru = spec::text_of(c).ru, en = spec::text_of(c).en;
        if (ru.empty() || en.empty() || c.title.empty()) return false;
        for (std::string_view m : markup)
            if (contains(ru, m) || contains(en, m)) return false;
        if (ru.front() == ' ' || ru.back() == ' ' || ru.front() == '#' || en.front() == '#') return false;
        if (spec::detail::is_digit(ru.front())) return false; // the clause number is stripped
        if (is_ascii(ru)) return false;                       // it is Russian
        // a rendering is ASCII; the FIDE English keeps its typography (’ ‘)
        if (c.text_en_source.empty() && !is_ascii(en)) return false;
        if (!is_ascii(c.title) || !is_ascii(c.why) || !is_ascii(c.caveat)) return false;
    }
    return true;
}
static_assert(texts_clean(0, 25));
static_assert(texts_clean(25, 50));
static_assert(texts_clean(50, 75));
static_assert(texts_clean(75, 100));
static_assert(texts_clean(100, 125));
static_assert(texts_clean(125, 150));
static_assert(texts_clean(150, 175));
static_assert(texts_clean(175, 200));
static_assert(texts_clean(200, 225));
static_assert(texts_clean(225, 250));
static_assert(texts_clean(250, 275));
static_assert(texts_clean(275, 300));
static_assert(texts_clean(300, 325));
static_assert(texts_clean(325, 350));
static_assert(table.size() <= 350 && spec::texts.size() == table.size());

static_assert(spec::text_of(id::en_passant).ru.ends_with(R"(взятием "на проходе".)"));
static_assert(spec::text_of(id::adjust).ru.ends_with("«поправляю»)."));
// Verbatim from ../shared/laws: typography and the source's slips kept.
static_assert(spec::text_of(id::checkmate).en.starts_with("The game is won by the player who has checkmated his opponent\u2019s king."));
static_assert(contains(spec::text_of(id::flag_fall).en, "thatplayer"));
static_assert(contains(spec::text_of(id::draw_agreement).en, "during the game , provided"));
static_assert(spec::text_of(id::stalemate).ru.ends_with("Статьями 4.2 \u2013 4.7."));
// 5.1.2: the Russian keeps the pre-2023 wording, the English is the 2023 one (caveat).
static_assert(!contains(spec::text_of(id::resignation).ru, "ничь") && contains(spec::text_of(id::resignation).en, "unless the position is such"));
static_assert(contains(id::resignation->caveat, "pre-2023") && contains(id::stalemate->caveat, "renders the Russian"));
static_assert(spec::text_of(id::fivefold_repetition).en == "the same position has appeared, as in 9.2.2 at least five times.");
// Guidelines II verbatim: the transcription's line-break hyphens and the double full stop kept.
static_assert(contains(spec::text_of(id::chess960_game).ru, "соблюде-нии") && contains(spec::text_of(id::chess960_game).ru, "классичес-ких"));
static_assert(spec::text_of(id::chess960_rook_move_only).en.ends_with("rook.."));
static_assert(spec::text_of(id::chess960_vacant).en.starts_with("All the squares between the king's initial and final squares"));
static_assert(spec::text_of(id::chess960_final_squares).ru.starts_with("Таким образом"));
// Articles 6, 7 and the Appendices verbatim: the sources' slips kept, paragraphs joined.
static_assert(contains(spec::text_of(id::time_carried_and_delay).en, "where applicable.In the time-delay mode"));
static_assert(contains(spec::text_of(id::move_ending_game_completed).en, "9.6.1 and 9.6)") && contains(spec::text_of(id::move_ending_game_completed).ru, "9.6.1 и 9.6.2"));
static_assert(contains(spec::text_of(id::illegal_move_penalties).ru, "Статьёй 7.5.1 7.5.2,") && spec::text_of(id::illegal_move_penalties).ru.starts_with("После мер"));
static_assert(contains(spec::text_of(id::chessclock).ru, "только одно из них. В Правилах игры"));
static_assert(contains(spec::text_of(id::rapid_no_setup_claim).ru, "ориентации шахматной доски. В случае неправильного размещения короля"));
static_assert(spec::text_of(id::rapid_game).en.ends_with("more than 10 minutes but less than 60 minutes for each player."));
static_assert(spec::text_of(id::blitz_game).en.starts_with("A \u2018blitz\u2019 game is one where all the moves must be completed in a fixed time of 10 minutes or less"));
static_assert(spec::text_of(id::rapid_penalty_one_minute).en == "The penalties mentioned in Articles 7 and 9 of the Competitive Rules of Play shall be one minute instead of two minutes.");
static_assert(contains(id::rapid_penalty_one_minute->caveat, "Competition Rules") && contains(id::rapid_penalty_one_minute->caveat, "'A3'"));
static_assert(contains(id::blitz_game->caveat, "Cyrillic") && contains(id::rapid_illegal_move_stands->caveat, "'A5.2'"));
static_assert(spec::text_of(id::blitz_arbiter_one_game).ru.starts_with("один арбитр наблюдает за одной игрой"));

// ---- kind and checkability ---------------------------------------------------------------

constexpr bool why_iff_not_predicate() {
    for (const clause& c : table)
        if (c.why.empty() != (c.check_ == check::predicate)) return false;
    return true;
}
static_assert(why_iff_not_predicate());

// `reinterprets` is set only in Guidelines II and names a clause of Article 3 (castling's).
constexpr bool reinterpretations_name_article3() {
    for (const clause& c : table) {
        if (c.reinterprets.empty()) continue;
        if (c.article != spec::guidelines_ii) return false;
        const auto r = spec::find(c.reinterprets);
        if (!r || r->get().article != 3) return false;
    }
    return true;
}
static_assert(reinterpretations_name_article3());
static_assert(id::chess960_vacant->reinterprets == id::castling_blocked.id());
static_assert(id::chess960_castle_once->reinterprets == id::castling.id());

constexpr std::array<clause_ref, 3> verdicts{id::legal_move, id::illegal_move, id::illegal_position};
constexpr std::array<clause_ref, 9> unchecked{id::castling_prevented, id::impossible_move_penalty, id::resignation,
                                              id::dead_position,      id::draw_agreement,          id::flag_fall,
                                              id::threefold_claim,    id::fifty_move_claim,        id::automatic_draw};

// Guidelines II: headings, what hands and voices do, and consequences of other clauses.
constexpr std::array<clause_ref, 12> unchecked_960{
    id::chess960_game,           id::chess960_start_drawn,      id::chess960_castling,         id::chess960_how_to_castle,
    id::chess960_recommendations, id::chess960_physical_castling, id::chess960_final_as_regular, id::chess960_notes,
    id::chess960_announce,       id::chess960_one_stays,        id::chess960_first_move,       id::chess960_may_stay_filled};

// Articles 6 and 7 and the Appendices: only the categories of A.1 and B.1 have predicates; every
// other clause is a verdict of the irregularities (audit/irregular.hpp), waits for the clock ledger or
// the irregularity watcher, or happens at the board.
constexpr std::array<clause_ref, 2> checked_clock{id::rapid_game, id::blitz_game};
// The verdicts of the irregularities of the replay (audit/irregular.hpp, issue 35).
constexpr std::array<clause_ref, 6> irregularity_verdicts{id::illegal_move_completed, id::promotion_without_piece, id::clock_without_move,
                                                          id::illegal_move_penalties, id::rapid_penalty_one_minute,
                                                          id::rapid_illegal_move_stands};
constexpr bool clock_article(int article) {
    return article == 6 || article == 7 || article == spec::appendix_a || article == spec::appendix_b;
}

// Issue 51: Articles 1, 2, 8, 10-12, Appendices C, D and Guidelines I, III have no predicate but
// 2.3 (the initial position), 10.1 and 10.2 (the points of a Result: rules/record.hpp);
// Article 1's verdicts are bound to what decides them (the replay's side to move, 5.1.1, 3.9,
// the can-checkmate analysis of 5.2.2). Article 9's offers, touch and claim procedure (9.1, 9.4,
// 9.5) are not checkable.
constexpr bool issue51_article(int a) {
    return a == 1 || a == 2 || a == 8 || a == 10 || a == 11 || a == 12 || a == spec::appendix_c ||
           a == spec::appendix_d || a == spec::guidelines_i || a == spec::guidelines_iii;
}
constexpr std::array<clause_ref, 7> article1_verdicts{id::game_between_two, id::white_first_alternately, id::having_the_move, id::objective_checkmate,
                                                      id::checkmating_wins, id::checkmated_loses, id::neither_can_checkmate};
constexpr std::array<clause_ref, 9> unchecked_9{id::draw_offer_restricted, id::draw_agreement_allowed, id::when_to_offer_a_draw,
                                                id::draw_offer_noted, id::claim_is_an_offer, id::touch_loses_claim,
                                                id::claim_stops_clock, id::correct_claim_draws, id::incorrect_claim};
// Appendix C on a record: the verdicts of notation::fide_forms_of under `chesslaw audit --notation fide`.
constexpr std::array<clause_ref, 4> fide_verdicts{id::notation_pawn_no_letter, id::notation_capture, id::notation_promotion,
                                                  id::notation_abbreviations};
constexpr std::array<clause_ref, 3> record_predicates{id::initial_position_of_the_pieces, id::points, id::no_more_than_maximum};
constexpr bool checkability_as_specified() {
    for (std::size_t i = 0; i < table.size(); ++i) {
        if (issue51_article(table[i].article) || is_one_of(at(i), unchecked_9)) {
            const check want = is_one_of(at(i), article1_verdicts) || is_one_of(at(i), fide_verdicts) ? check::verdict
                               : is_one_of(at(i), record_predicates) ? check::predicate
                                                                    : check::not_checkable;
            if (table[i].check_ != want) return false;
            continue;
        }
        if (clock_article(table[i].article)) {
            if ((table[i].check_ == check::predicate) != is_one_of(at(i), checked_clock)) return false;
            if ((table[i].check_ == check::verdict) != is_one_of(at(i), irregularity_verdicts)) return false;
            continue;
        }
        const check expected = is_one_of(at(i), verdicts)                                       ? check::verdict
                               : is_one_of(at(i), unchecked) || is_one_of(at(i), unchecked_960) ? check::not_checkable
                                                                                                : check::predicate;
        if (table[i].check_ != expected) return false;
    }
    return true;
}
static_assert(checkability_as_specified());

static_assert(id::pawn_forward_only->check_ == check::predicate);
static_assert(id::king_two_ways->check_ == check::predicate);
static_assert(id::touch_deliberate->check_ == check::predicate);
static_assert(id::attack->kind_ == kind::definition && id::attack_despite_pin->kind_ == kind::definition);
static_assert(id::own_square->kind_ == kind::prohibition && id::check->kind_ == kind::prohibition);
static_assert(id::bishop->kind_ == kind::permission && id::castling_prevented->kind_ == kind::condition);
static_assert(id::checkmate->kind_ == kind::condition && id::seventy_five_moves->kind_ == kind::condition);
static_assert(id::same_position->kind_ == kind::definition && id::same_position_en_passant->kind_ == kind::definition &&
              id::same_position_castling->kind_ == kind::definition);

// The clauses the clock ledger will check say so (their `why` names it), and those of the
// irregularities name audit/irregular.hpp, which weighs them.
static_assert(contains(id::moves_in_allotted_time->why, "clock ledger") && contains(id::clock_conclusive->why, "clock ledger"));
static_assert(contains(id::illegal_move_penalties->why, "audit/irregular.hpp") && contains(id::rapid_illegal_move_stands->why, "audit/irregular.hpp"));
static_assert(id::rapid_game->kind_ == kind::definition && id::blitz_game->kind_ == kind::definition);

static_assert(spec::to_string(kind::procedure) == "procedure"sv);
static_assert(spec::to_string(check::not_checkable) == "not_checkable"sv);
static_assert(spec::to_string(edition::fide2023) == "fide2023"sv);

} // namespace
