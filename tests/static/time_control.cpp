// The TimeControl reader (kernel/include/chesslaw/clock/time_control.hpp) and the game category of
// Appendix A.1 / B.1 (kernel/include/chesslaw/rules/game_category.hpp): every form the reader
// knows, with the periods a person reads in it; what it must not read; the category's bounds
// (10 minutes exactly is blitz, 60 exactly is standard) and the cases it leaves unknown.
#include <cstdint>
#include <initializer_list>
#include <optional>
#include <string_view>

#include <chesslaw/clock/time_control.hpp>
#include <chesslaw/rules/game_category.hpp>

namespace {
using namespace chesslaw;
namespace id = chesslaw::spec::id;
using clock::category;
using clock::error;
using clock::kind;
using clock::period;
using clock::time_control;

constexpr std::int32_t s(std::int32_t seconds) { return seconds * 1000; }
constexpr std::int32_t min(std::int32_t minutes) { return minutes * 60 * 1000; }

constexpr period p(std::int32_t moves, std::int32_t time_ms, std::int32_t inc_ms = 0, std::int32_t delay_ms = 0, std::int32_t from = 1) {
    return period{moves, time_ms, inc_ms, delay_ms, from};
}

// The tag reads as exactly these periods (kind periods, no error, last_repeats as given).
constexpr bool reads(std::string_view tag, std::initializer_list<period> want, bool repeats = false) {
    const time_control tc = clock::read(tag);
    if (tc.kind != kind::periods || tc.error != error::none || tc.count != want.size() || tc.last_repeats != repeats) return false;
    std::size_t i = 0;
    for (const period& w : want)
        if (!(tc.periods[i++] == w)) return false;
    return true;
}

constexpr bool unknown(std::string_view tag, error e) {
    const time_control tc = clock::read(tag);
    return tc.kind == kind::unknown && tc.error == e && !tc.known() && tc.count == 0;
}

constexpr category cat(std::string_view tag) { return clock::category_of(clock::read(tag)).category; }

// ---- the predicates are bound to their clauses ----------------------------------------------
static_assert(rules::rapid_game::clause == id::rapid_game);
static_assert(rules::blitz_game::clause == id::blitz_game);
static_assert(appendix_a::size == 1 && appendix_b::size == 1);

// ---- PGN standard ----------------------------------------------------------------------------
static_assert(clock::read("?").kind == kind::unknown && clock::read("?").error == error::none);
static_assert(clock::read("-").kind == kind::none && clock::read("-").error == error::none);
static_assert(reads("300", {p(0, s(300))}));
static_assert(reads("180", {p(0, s(180))}));
static_assert(reads("1800", {p(0, s(1800))}));
static_assert(reads("300+2", {p(0, s(300), s(2))}));
static_assert(reads("300+3", {p(0, s(300), s(3))}));
static_assert(reads("60+0", {p(0, s(60))}));
static_assert(reads("0+1", {p(0, 0, s(1))}));
static_assert(reads("1560+30", {p(0, s(1560), s(30))}));
static_assert(reads("10+0.05", {p(0, s(10), 50)}));
static_assert(reads("90+0.9", {p(0, s(90), 900)}));
static_assert(reads("40/5400+30:1800+30", {p(40, s(5400), s(30)), p(0, s(1800), s(30))}));
static_assert(reads("40/7200:20/3600:900+30", {p(40, s(7200)), p(20, s(3600)), p(0, s(900), s(30))}));
static_assert(reads("40/9000", {p(40, s(9000))}, true));
static_assert(reads(" 300+5 ", {p(0, s(300), s(5))}));
static_assert(clock::read("*60").kind == kind::sandclock && clock::read("*60").periods[0].time_ms == s(60));
static_assert(unknown("", error::empty) && unknown("   ", error::empty));
static_assert(unknown("300+", error::unrecognised) && unknown("+5", error::unrecognised) && unknown("40/", error::unrecognised));
static_assert(unknown("300:60", error::bad_period));   // a sudden-death period before another
static_assert(unknown("0", error::bad_period) && unknown("0+0", error::bad_period) && unknown("*0", error::bad_period));
static_assert(unknown("1/60:1/60:1/60:1/60:60", error::too_many_periods));
static_assert(unknown("1.5/60", error::out_of_range) && unknown("10+0.0005", error::unrecognised));
static_assert(unknown("99999999999", error::unrecognised));
static_assert(unknown("*", error::unrecognised) && unknown("??", error::unrecognised) && unknown("--", error::unrecognised));
static_assert(clock::read("300+5").form == clock::notation::pgn);

// ---- prose -----------------------------------------------------------------------------------
// FIDE World Cup 2025 (DGT LiveChess), as written, "gamewith" included.
static_assert(reads(": 90 minutes for the first 40 moves, followed by 30 minutes for the rest of the gamewith an increment of 30 seconds per move starting from move 1",
                    {p(40, min(90), s(30)), p(0, min(30), s(30))}));
static_assert(reads("90 minutes for the first 40 moves, followed by 30 minutes for the rest of the game with an increment of 30 seconds per move starting from move 1",
                    {p(40, min(90), s(30)), p(0, min(30), s(30))}));
static_assert(reads("90 minutes for the first 40 moves, followed by 30 minutes for the rest of the game with an increment of 30 seconds per move starting from move 61",
                    {p(40, min(90), s(30), 0, 61), p(0, min(30), s(30), 0, 61)}));
static_assert(reads("15 minutes + 10 seconds increment per move, starting from move 1", {p(0, min(15), s(10))}));
static_assert(reads("15 min. + 10 s. per move", {p(0, min(15), s(10))}));
static_assert(reads("15 min/game + 10 sec/move", {p(0, min(15), s(10))}));      // DGT
static_assert(reads("15'/game & 10\"/move", {p(0, min(15), s(10))}));          // FIDE Grand Prix 2022
static_assert(reads("15'/game & 10\\\"/move", {p(0, min(15), s(10))}));        // the same, PGN-escaped
static_assert(reads("90'+30''", {p(0, min(90), s(30))}));
static_assert(reads("90\u2032+30\u2033", {p(0, min(90), s(30))}));
static_assert(reads("90\u2019+30\u2019\u2019", {p(0, min(90), s(30))}));
static_assert(reads("G/90;+30", {p(0, min(90), s(30))}));                       // US
static_assert(reads("G/90;d5", {p(0, min(90), 0, s(5))}));
static_assert(reads("G/90 d5", {p(0, min(90), 0, s(5))}));
static_assert(reads("40/90, SD/30 +30", {p(40, min(90), s(30)), p(0, min(30), s(30))}));
static_assert(reads("40/120, SD/60", {p(40, min(120)), p(0, min(60))}));
static_assert(reads("90 min + 30 sec", {p(0, min(90), s(30))}));
static_assert(reads("90 min/40 moves + 30 min + 30 sec/move", {p(40, min(90), s(30)), p(0, min(30), s(30))}));
static_assert(reads("2 hours for 40 moves, then 1 hour for the rest of the game", {p(40, min(120)), p(0, min(60))}));
static_assert(reads("40 moves in 2 hours", {p(40, min(120))}, true));
static_assert(reads("3 minutes plus 2 seconds per move", {p(0, min(3), s(2))}));
static_assert(reads("5 min + 3 sec increment", {p(0, min(5), s(3))}));
static_assert(reads("25 Minutes + 10 Seconds", {p(0, min(25), s(10))}));
static_assert(reads("90 min per player + 30 sec per move", {p(0, min(90), s(30))}));
static_assert(reads("1h30m + 30s", {p(0, min(90), s(30))}));
static_assert(reads("1 hour 30 minutes for 40 moves, then 30 minutes", {p(40, min(90)), p(0, min(30))}));
static_assert(unknown("30 minutes 1 hour", error::bad_period)); // a larger unit does not continue a duration
static_assert(unknown("15 min 10 sec", error::ambiguous));       // 15:10, or 15 minutes + 10 s?
static_assert(reads("15 min 10 sec increment", {p(0, min(15), s(10))}));
static_assert(reads("30 minutes each", {p(0, min(30))}));
static_assert(unknown("30 sec move", error::ambiguous));
static_assert(unknown("40 min, increment", error::unrecognised) && unknown("40 min +, 30 sec", error::unrecognised));
static_assert(unknown("/40 sec", error::unrecognised) && unknown("40 sec/40", error::unrecognised));
static_assert(unknown("moves 40 min", error::unrecognised) && unknown("40 min delay", error::unrecognised));
static_assert(unknown(".9 min", error::unrecognised) && reads("1.5 hours", {p(0, min(90))}, false));
static_assert(unknown("1 hour with 30 minutes", error::bad_period)); // a word between: two durations
static_assert(reads("10 minutes with 5 seconds delay", {p(0, min(10), 0, s(5))}));
static_assert(reads("60 minutes with an increment of 30 seconds per move", {p(0, min(60), s(30))}));
static_assert(reads("90 \u043c\u0438\u043d + 30 \u0441\u0435\u043a \u043d\u0430 \u0445\u043e\u0434", {p(0, min(90), s(30))})); // Russian
static_assert(reads("90 \u043c\u0438\u043d\u0443\u0442 \u043d\u0430 40 \u0445\u043e\u0434\u043e\u0432 + 30 \u043c\u0438\u043d\u0443\u0442", {p(40, min(90)), p(0, min(30))}));
static_assert(clock::read("90'+30''").form == clock::notation::prose);
// Issue 49: FIDE's handbook notation (two periods and an increment, `’` minutes, `”` seconds,
// `/40` after the minutes, `end`), the delay form `2700d5`, engine matches' `40/60+0.5`.
static_assert(reads("90\u2019/40+30\u2019/end with incr. 30\u201d/move, starting from move 1",
                    {p(40, min(90), s(30)), p(0, min(30), s(30))}));
static_assert(reads("2700d5", {p(0, min(45), 0, s(5))}));
static_assert(reads("40/60+0.5", {p(40, s(60), 500)}, true));
static_assert(unknown("2700d", error::unit_missing) && unknown("d5", error::unrecognised));

// Not read: a guess would be needed.
static_assert(unknown("15 + 10", error::unit_missing));           // no unit, nothing implies one
static_assert(unknown("90 min + 30 min", error::ambiguous));      // a second period or an increment?
static_assert(unknown("Rapid", error::unrecognised));
static_assert(unknown("classical", error::unrecognised));
static_assert(unknown("90 minutes for the game, 30 minutes", error::bad_period)); // a period after the rest of the game
static_assert(unknown("90 min + 30 sec + 20 sec", error::ambiguous));            // two increments
static_assert(unknown("15 min + 10 sec increment per move starting from move", error::unrecognised));
static_assert(unknown("1 h, 1 h, 1 h, 1 h, 1 h", error::bad_period));
static_assert(unknown("40 moves, 40 moves", error::bad_period));

// ---- category (A.1, B.1) ---------------------------------------------------------------------
static_assert(cat("600") == category::blitz);           // 10 minutes exactly: B.1 "10 minutes or less"
static_assert(cat("601") == category::rapid);
static_assert(cat("3599") == category::rapid);
static_assert(cat("3600") == category::standard);       // 60 minutes exactly: not "less than 60"
static_assert(cat("300+5") == category::blitz);         // 5 + 60 x 5 s = 10 min
static_assert(cat("300+6") == category::rapid);         // 11 min
static_assert(cat("180+2") == category::blitz);
static_assert(cat("600+5") == category::rapid);         // 15 min
static_assert(cat("900+10") == category::rapid);        // 25 min
static_assert(cat("2700+15") == category::standard);    // 45 + 15 = 60 min: standard
static_assert(cat("2700+14") == category::rapid);
static_assert(cat("0+1") == category::blitz);
static_assert(cat("40/5400+30:1800+30") == category::standard);
static_assert(cat(": 90 minutes for the first 40 moves, followed by 30 minutes for the rest of the gamewith an increment of 30 seconds per move starting from move 1") == category::standard);
static_assert(cat("15 min/game + 10 sec/move") == category::rapid);
static_assert(cat("40/9000") == category::standard);    // repeats, but 150 min already
static_assert(cat("40/300") == category::unknown);      // repeats: no total
static_assert(cat("G/90;d5") == category::standard);    // with or without the delay
static_assert(cat("G/8;d5") == category::unknown);      // 8 min without the delay, 13 with it
static_assert(cat("G/5;d5") == category::blitz);        // 5 min, 10 with it: blitz either way
static_assert(cat("300+10 ") == category::rapid);
static_assert(cat("40 moves in 5 minutes") == category::unknown);
static_assert(cat("?") == category::unknown && cat("-") == category::unknown && cat("*60") == category::unknown);
static_assert(cat("Rapid") == category::unknown);
// chess.com's daily games: a day (or more) per move is correspondence, outside A.1/B.1, not standard
static_assert(cat("1/86400") == category::unknown && clock::correspondence(clock::read("1/86400")));
static_assert(cat("1/172800") == category::unknown);
static_assert(!clock::correspondence(clock::read("40/7200:20/3600:900+30")));
static_assert(cat("2700d5") == category::rapid); // 45 min, 50 with the delay
static_assert(clock::category_of(clock::read("300+2")).clause == id::blitz_game);
static_assert(clock::category_of(clock::read("900+10")).clause == id::rapid_game);
static_assert(clock::category_of(clock::read("5400+30")).clause == id::rapid_game); // standard: outside A.1
static_assert(!clock::category_of(clock::read("?")).clause.has_value());
// An increment from move 61 may or may not count: both ends decide here, or nothing is decided.
static_assert(cat("90 minutes for the first 40 moves, followed by 30 minutes with an increment of 30 seconds per move starting from move 61") == category::standard);
static_assert(cat("8 min + 5 sec per move starting from move 40") == category::unknown);
// The predicates themselves.
static_assert(rules::rapid_game::holds(clock::read("900+10")) == true && rules::blitz_game::holds(clock::read("900+10")) == false);
static_assert(rules::rapid_game::holds(clock::read("600")) == false && rules::blitz_game::holds(clock::read("600")) == true);
static_assert(rules::rapid_game::holds(clock::read("3600")) == false && rules::blitz_game::holds(clock::read("3600")) == false);
static_assert(!rules::rapid_game::holds(clock::read("?")).has_value() && !rules::blitz_game::holds(clock::read("-")).has_value());
static_assert(!rules::rapid_game::holds(clock::read("G/8;d5")).has_value() && !rules::blitz_game::holds(clock::read("G/8;d5")).has_value());

} // namespace
