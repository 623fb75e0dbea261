//! Compile-only static_assert wall for the spec table (spec/include/chesslaw/spec/table.hpp).
//! Built as part of an object library: nothing here runs, the compiler is the test runner.
//! Clause IDs are never spelled here: every clause is named through `chesslaw::spec::id`, and
//! the literals below are deliberately not clause IDs.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>
#include <type_traits>

#include "chesslaw/spec/table.hpp"

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
constexpr std::array handles{
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
    id::threefold_claim,
    id::threefold_intended_move,
    id::threefold_on_board,
    id::same_position,
    id::same_position_en_passant,
    id::same_position_castling,
    id::fifty_move_claim,
    id::fifty_moves_intended_move,
    id::fifty_moves_completed,
    id::automatic_draw,
    id::fivefold_repetition,
    id::seventy_five_moves,
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
    id::chess960_may_stay_filled
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
static_assert(spec::count_if([](const clause& c) { return c.article == 3; }) == 28);
static_assert(spec::count_if([](const clause& c) { return c.article == 4; }) == 20);
static_assert(spec::count_if([](const clause& c) { return c.article == 5; }) == 5);
static_assert(spec::count_if([](const clause& c) { return c.article == 6; }) == 26);
static_assert(spec::count_if([](const clause& c) { return c.article == 7; }) == 13);
static_assert(spec::count_if([](const clause& c) { return c.article == 9; }) == 12);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::appendix_a; }) == 16);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::appendix_b; }) == 7);
static_assert(spec::count_if([](const clause& c) { return c.article == spec::guidelines_ii; }) == 23);
static_assert(spec::count_if([](const clause& c) { return c.check_ == check::predicate; }) == 67);
static_assert(spec::count_if([](const clause& c) { return c.check_ == check::verdict; }) == 9);
static_assert(spec::count_if([](const clause& c) { return c.check_ == check::not_checkable; }) == 74);
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
consteval bool handles_round_trip() {
    for (clause_ref h : handles) {
        if (spec::ref(h.id()) != h) return false;
        const auto f = spec::find(h.id());
        if (!f || *f != h) return false;
        if (h.get().id != h.id() || h->id != h.id() || &h.get() != &table[h.index]) return false;
    }
    return true;
}
static_assert(handles_round_trip());

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
        if (c.article != 3 && c.article != 4 && c.article != 5 && c.article != 6 && c.article != 7 && c.article != 9 &&
            c.article != spec::appendix_a && c.article != spec::appendix_b && c.article != spec::guidelines_ii)
            return false;
        if (spec::detail::first_component(c.id) != c.article) return false;
    }
    return true;
}
static_assert(ids_well_formed());

constexpr bool ids_and_titles_unique() {
    for (std::size_t i = 0; i < table.size(); ++i)
        for (std::size_t j = i + 1; j < table.size(); ++j)
            if (table[i].id == table[j].id || table[i].title == table[j].title) return false;
    return true;
}
static_assert(ids_and_titles_unique());

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
constexpr bool ordered_as_in_the_laws() {
    namespace d = spec::detail;
    for (std::size_t i = 0; i < table.size(); ++i) {
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
static_assert(ordered_as_in_the_laws());

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
static_assert(!spec::well_formed_id("II.") && !spec::well_formed_id("II") && !spec::well_formed_id("III.7") && !spec::well_formed_id("II.7."));
static_assert(spec::detail::first_component("II.7.1") == spec::guidelines_ii);
static_assert(spec::well_formed_alias(edition::fide2023, "II.7.1") && !spec::well_formed_alias(edition::fide2023, "II.7/1"));
static_assert(spec::article_name(spec::guidelines_ii) == "Guidelines II" && spec::article_name(3) == "Article 3");
// Appendices: "A." or "B." and one or more components, FIDE's form only (the transcription's
// "A2", "A5.2" and Cyrillic letters are not IDs; the literals are not clause IDs).
static_assert(spec::well_formed_id("A.7") && spec::well_formed_id("A.7.1.2") && spec::well_formed_id("B.7") && spec::well_formed_id("B.7/2"));
static_assert(!spec::well_formed_id("A7") && !spec::well_formed_id("A7.1") && !spec::well_formed_id("A.") && !spec::well_formed_id("C.7"));
static_assert(!spec::well_formed_id("\u0410.7") && !spec::well_formed_id("\u0412.7") && !spec::well_formed_id("a.7") && !spec::well_formed_id("AB.7"));
static_assert(spec::detail::first_component("A.7.1") == spec::appendix_a && spec::detail::first_component("B.7") == spec::appendix_b);
static_assert(spec::detail::bare_number("A.7.1") == "7.1" && spec::detail::bare_number("II.7") == "7" && spec::detail::bare_number("7.1") == "7.1");
static_assert(spec::well_formed_alias(edition::fide2023, "A.7.1") && !spec::well_formed_alias(edition::fide2023, "B.7/1"));
static_assert(spec::article_name(spec::appendix_a) == "Appendix A" && spec::article_name(spec::appendix_b) == "Appendix B" &&
              spec::article_name(7) == "Article 7");
static_assert(spec::appendix_b < spec::guidelines_ii && 9 < spec::appendix_a);

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
constexpr bool is_laws_file(std::string_view source, std::string_view lang, int article) {
    const std::string_view prefix = lang == "ru" ? "laws/ru-article"sv : "laws/en-article"sv;
    if (!source.starts_with(prefix) || !source.ends_with(".md (FIDE 2023)"sv)) return false;
    source.remove_prefix(prefix.size());
    return source.size() == 1 + ".md (FIDE 2023)"sv.size() && source[0] == static_cast<char>('0' + article);
}

constexpr bool text_source_valid(const clause& c) {
    if (c.article == spec::guidelines_ii) return c.text_source == "laws/ru-rec2.md (FIDE 2023)";
    if (c.article == spec::appendix_a) return c.text_source == "laws/ru-appendix-a.md (FIDE 2023)";
    if (c.article == spec::appendix_b) return c.text_source == "laws/ru-appendix-b.md (FIDE 2023)";
    if (c.article >= 5) return is_laws_file(c.text_source, "ru", c.article);
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
static_assert(aliases_round_trip(0, 50));
static_assert(aliases_round_trip(50, 100));
static_assert(aliases_round_trip(100, 150));
static_assert(aliases_round_trip(150, 200));
static_assert(table.size() <= 200); // the slices above cover the table

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
    constexpr std::array<std::string_view, 8> markup{"<a id", "](", "![", "<br", "<div", "#", "**", "\n"};
    for (std::size_t i = from; i < to && i < table.size(); ++i) {
        const clause& c = table[i];
        const std::string_view ru = c.text_ru;
        if (ru.empty() || c.text_en.empty() || c.title.empty()) return false;
        for (std::string_view m : markup)
            if (contains(ru, m) || contains(c.text_en, m)) return false;
        if (ru.front() == ' ' || ru.back() == ' ') return false;
        if (spec::detail::is_digit(ru.front())) return false; // the clause number is stripped
        if (is_ascii(ru)) return false;                       // it is Russian
        // a rendering is ASCII; the FIDE English keeps its typography (’ ‘)
        if (c.text_en_source.empty() && !is_ascii(c.text_en)) return false;
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

static_assert(id::en_passant->text_ru.ends_with(R"(взятием "на проходе".)"));
static_assert(id::adjust->text_ru.ends_with("«поправляю»)."));
// Verbatim from ../shared/laws: typography and the source's slips kept.
static_assert(id::checkmate->text_en.starts_with("The game is won by the player who has checkmated his opponent\u2019s king."));
static_assert(contains(id::flag_fall->text_en, "thatplayer"));
static_assert(contains(id::draw_agreement->text_en, "during the game , provided"));
static_assert(id::stalemate->text_ru.ends_with("Статьями 4.2 \u2013 4.7."));
// 5.1.2: the Russian keeps the pre-2023 wording, the English is the 2023 one (caveat).
static_assert(!contains(id::resignation->text_ru, "ничь") && contains(id::resignation->text_en, "unless the position is such"));
static_assert(contains(id::resignation->caveat, "pre-2023") && contains(id::stalemate->caveat, "renders the Russian"));
static_assert(id::fivefold_repetition->text_en == "the same position has appeared, as in 9.2.2 at least five times.");
// Guidelines II verbatim: the transcription's line-break hyphens and the double full stop kept.
static_assert(contains(id::chess960_game->text_ru, "соблюде-нии") && contains(id::chess960_game->text_ru, "классичес-ких"));
static_assert(id::chess960_rook_move_only->text_en.ends_with("rook.."));
static_assert(id::chess960_vacant->text_en.starts_with("All the squares between the king's initial and final squares"));
static_assert(id::chess960_final_squares->text_ru.starts_with("Таким образом"));
// Articles 6, 7 and the Appendices verbatim: the sources' slips kept, paragraphs joined.
static_assert(contains(id::time_carried_and_delay->text_en, "where applicable.In the time-delay mode"));
static_assert(contains(id::move_ending_game_completed->text_en, "9.6.1 and 9.6)") && contains(id::move_ending_game_completed->text_ru, "9.6.1 и 9.6.2"));
static_assert(contains(id::illegal_move_penalties->text_ru, "Статьёй 7.5.1 7.5.2,") && id::illegal_move_penalties->text_ru.starts_with("После мер"));
static_assert(contains(id::chessclock->text_ru, "только одно из них. В Правилах игры"));
static_assert(contains(id::rapid_no_setup_claim->text_ru, "ориентации шахматной доски. В случае неправильного размещения короля"));
static_assert(id::rapid_game->text_en.ends_with("more than 10 minutes but less than 60 minutes for each player."));
static_assert(id::blitz_game->text_en.starts_with("A \u2018blitz\u2019 game is one where all the moves must be completed in a fixed time of 10 minutes or less"));
static_assert(id::rapid_penalty_one_minute->text_en == "The penalties mentioned in Articles 7 and 9 of the Competitive Rules of Play shall be one minute instead of two minutes.");
static_assert(contains(id::rapid_penalty_one_minute->caveat, "Competition Rules") && contains(id::rapid_penalty_one_minute->caveat, "'A3'"));
static_assert(contains(id::blitz_game->caveat, "Cyrillic") && contains(id::rapid_illegal_move_stands->caveat, "'A5.2'"));
static_assert(id::blitz_arbiter_one_game->text_ru.starts_with("один арбитр наблюдает за одной игрой"));

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

constexpr bool checkability_as_specified() {
    for (std::size_t i = 0; i < table.size(); ++i) {
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
