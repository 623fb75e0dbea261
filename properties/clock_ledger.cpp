// The clock ledger (kernel/include/chesslaw/clock/ledger.hpp) on simulated games: a random control
// (one to three periods of 8–30 moves then sudden death or a repeating period, an increment of
// 0–30 s from move 1 or later, a delay, equal or — Armageddon — unequal bases), a start convention
// (no increment shown at move 1, one, or two as DGT does), random thinking times that never run a
// clock out, and the clocks written in one of six notations (DGT's `{[%clk]} {[%emt]}` in two
// comments, both in one comment with decimals, lichess's %clk alone, TCEC's `mt=`/`tl=` in ms and
// in H:MM:SS, an engine's `+0.31/17 2.5s` beside a %clk) and read back with clock::read_comment.
//  - The honest record has no finding, its control is the tag's (or, with no tag, the one the clocks
//    fit, inferred), and the start convention is found when the readings show it.
//  - One injected defect is found at its ply and nothing else is reported: time booked to the wrong
//    side (wrong_side; gain where no elapsed time is written), a missing reading (reconstructed
//    from the elapsed time where one is written), a zero between agreeing readings (zero_artefact),
//    a clock gaining beyond its increment (gain), a flag fall with moves after it (flag evidence
//    with its plies_after), a tag that is not the control the clocks show (one control_contradicted,
//    and the ledger runs on the inferred control).
#include <chesslaw/clock/ledger.hpp>
#include <chesslaw/clock/reading.hpp>
#include <chesslaw/clock/time_control.hpp>

#include <array>
#include <cstdint>
#include <cstdio>
#include <sstream>
#include <string>
#include <vector>

#include "gen/runner.hpp"

namespace {
using namespace chesslaw;
using namespace chesslaw::props;
using namespace chesslaw::clock;
namespace id = chesslaw::spec::id;

enum class defect : int { none, wrong_side, missing, zero, gain, flag, wrong_tag, count };
const char* const defect_names[] = {"none", "wrong_side", "missing", "zero", "gain", "flag", "wrong_tag"};

enum class notation_form : int { dgt, one_comment, lichess, tcec_ms, tcec_hms, engine, count };
constexpr bool has_elapsed(notation_form n) { return n != notation_form::lichess; }
constexpr bool whole_seconds(notation_form n) { return n == notation_form::dgt || n == notation_form::tcec_hms; }

std::string hms(std::int64_t ms, bool decimals, bool two_digit_hours) {
    char buf[48];
    const long long s = ms / 1000;
    if (decimals)
        std::snprintf(buf, sizeof buf, two_digit_hours ? "%02lld:%02lld:%02lld.%lld" : "%lld:%02lld:%02lld.%lld", s / 3600, s / 60 % 60, s % 60, static_cast<long long>(ms % 1000 / 100));
    else
        std::snprintf(buf, sizeof buf, two_digit_hours ? "%02lld:%02lld:%02lld" : "%lld:%02lld:%02lld", s / 3600, s / 60 % 60, s % 60);
    return buf;
}

//! One ply's comments in notation n; clock -1: not written (elapsed is always known here).
std::vector<std::string> write(notation_form n, std::int64_t clock, std::int64_t elapsed) {
    std::vector<std::string> out;
    const bool c = clock >= 0;
    switch (n) {
    case notation_form::dgt:
        if (c) out.push_back("{[%clk " + hms(clock, false, true) + "]}");
        out.push_back("{[%emt " + hms(elapsed, false, true) + "]}");
        break;
    case notation_form::one_comment:
        out.push_back("{" + (c ? "[%clk " + hms(clock, true, false) + "] " : std::string()) + "[%emt " + hms(elapsed, true, false) + "]}");
        break;
    case notation_form::lichess:
        out.push_back(c ? "{ [%clk " + hms(clock, true, false) + "] }" : "{ }");
        break;
    case notation_form::tcec_ms:
        out.push_back("{d=21, sd=34, mt=" + std::to_string(elapsed) + (c ? ", tl=" + std::to_string(clock) : std::string()) + ", s=2380 kN/s, pv=e4}");
        break;
    case notation_form::tcec_hms:
        out.push_back("{ ev=0.31, d=1, mt=" + hms(elapsed, false, true) + (c ? ", tl=" + hms(clock, false, true) : std::string()) + ", s=0 kN/s, n=0,  }");
        break;
    case notation_form::engine: {
        char buf[64];
        std::snprintf(buf, sizeof buf, "{+0.31/17 %lld.%llds}", static_cast<long long>(elapsed / 1000), static_cast<long long>(elapsed % 1000 / 100));
        out.push_back(buf);
        if (c) out.push_back("{[%clk " + hms(clock, true, false) + "]}");
        break;
    }
    case notation_form::count: break;
    }
    return out;
}

//! Cases whose defect was placed (and so must be found), per defect and notation: the coverage test
//! after the property asserts each came up.
std::array<std::array<int, static_cast<int>(notation_form::count)>, static_cast<int>(defect::count)> placed_cases{};

struct truth {
    std::vector<std::int64_t> clock, elapsed; // per ply, the mover's clock after the move and its time
};

struct expected_finding {
    finding_kind kind;
    int ply;
};

CHESSLAW_PROP(clock, ledger_finds_each_injected_defect_and_nothing_else, 1500, ()) {
    // at full size: RapidCheck's small early sizes would favour the first notations and defects
    const auto n_form = static_cast<notation_form>(*rc::gen::resize(100, rc::gen::inRange(0, static_cast<int>(notation_form::count))));
    const bool elapsed_written = has_elapsed(n_form);
    const std::int64_t unit = whole_seconds(n_form) ? 1000 : 100;
    const auto bad = static_cast<defect>(*rc::gen::resize(100, rc::gen::inRange(0, static_cast<int>(defect::count))));
    const bool armageddon = elapsed_written && bad != defect::wrong_tag && *rc::gen::inRange(0, 5) == 0;

    // ---- the control ----
    time_control tc;
    tc.kind = kind::periods;
    tc.form = notation::pgn;
    const int periods = armageddon || bad == defect::wrong_tag ? 1 : *rc::gen::inRange(1, 4);
    const std::int64_t inc = *rc::gen::element<std::int64_t>(0, 1000, 2000, 3000, 5000, 10000, 30000);
    const std::int64_t dly = armageddon || bad == defect::wrong_tag || inc >= 10000 ? 0 : *rc::gen::element<std::int64_t>(0, 0, 2000, 5000);
    const int inc_from = armageddon || bad == defect::wrong_tag ? 1 : *rc::gen::element(1, 1, 1, 2, 21);
    for (int p = 0; p < periods; ++p) {
        period q;
        q.moves = p + 1 < periods ? *rc::gen::inRange(8, 31) : 0;
        q.time_ms = static_cast<std::int32_t>(*rc::gen::element<std::int64_t>(60, 180, 300, 600, 900, 1800, 5400) * 1000);
        q.increment_ms = static_cast<std::int32_t>(inc);
        q.delay_ms = static_cast<std::int32_t>(dly);
        q.increment_from_move = inc_from;
        tc.periods[static_cast<std::size_t>(tc.count++)] = q;
    }
    if (periods > 1 && *rc::gen::arbitrary<bool>()) { // the last period repeats
        tc.periods[static_cast<std::size_t>(tc.count - 1)].moves = *rc::gen::inRange(8, 21);
        tc.last_repeats = true;
    }
    std::array<std::int64_t, 2> base{tc.periods[0].time_ms, tc.periods[0].time_ms};
    if (armageddon) base[1] = base[0] - *rc::gen::element<std::int64_t>(60, 120) * 1000;
    if (base[1] <= 0) base[1] = base[0];
    const auto conv = static_cast<start_convention>(*rc::gen::inRange(1, 4));

    // ---- the game ----
    const int n = *rc::gen::resize(100, rc::gen::inRange(16, 121));
    const int flag_ply = bad == defect::flag ? *rc::gen::inRange(4, n - 1) : -1;
    truth t;
    const ledger_options o{};
    std::array<std::int64_t, 2> left{};
    for (int s = 0; s < 2; ++s) left[s] = base[s] + (conv == start_convention::increment_first ? ledger_detail::increment(tc, 1) : 0);
    std::array<bool, 2> fallen{false, false};
    for (int i = 0; i < n; ++i) {
        const int s = i % 2, m = i / 2 + 1;
        std::int64_t in = ledger_detail::increment(tc, m);
        if (m == 1 && conv == start_convention::no_increment) in = 0;
        const std::int64_t d = ledger_detail::delay(tc, m), bon = ledger_detail::bonus(tc, m);
        std::int64_t e;
        if (fallen[s]) {
            e = *rc::gen::inRange<std::int64_t>(0, 60) * unit;
            t.clock.push_back(0);
            t.elapsed.push_back(e);
            continue;
        }
        if (i == flag_ply && bon == 0) { // the whole clock and then some of the delay: exactly zero
            e = left[s] + in + d;
            left[s] = 0;
            fallen[s] = true;
        } else {
            // never below 4 s after the move (below 20 s: the clock must not look like a fall)
            const std::int64_t room = left[s] + in + bon + d - 20'000;
            std::int64_t cap = std::max<std::int64_t>(0, std::min<std::int64_t>(room, left[s] / 8 + d + in));
            // a first move under a quarter of the clock: the ledger takes a first move of more than
            // half of what is left for a relay's count from before the start, not a base
            if (m == 1) cap = std::min(cap, left[s] / 4);
            e = *rc::gen::inRange<std::int64_t>(0, cap / unit + 1) * unit;
            left[s] = ledger_detail::after(left[s], e, in, d) + bon;
        }
        t.clock.push_back(left[s]);
        t.elapsed.push_back(e);
    }
    const bool flag_made = fallen[0] || fallen[1];

    // ---- the defect ----
    std::vector<std::int64_t> shown = t.clock; // what the record writes
    std::vector<bool> written(static_cast<std::size_t>(n), true);
    std::vector<expected_finding> want;
    // a ply away from the start, the end, the period boundaries and a bonus that may still be
    // pending (shown up to bonus_wait_moves moves late: without elapsed times the ledger allows it that long)
    const auto quiet = [&](int p) {
        if (p < 2 || p + 3 >= n) return false;
        for (int q = p - 2 * o.bonus_wait_moves - 2; q <= p + 2; ++q)
            if (q >= 0 && q < n && ledger_detail::locate(tc, q / 2 + 1).completes) return false;
        return true;
    };
    int at = *rc::gen::inRange(2, n);
    for (int tries = 0; tries < n && !quiet(at); ++tries) at = (at + 1) % n;
    const bool placed = quiet(at);
    const std::int64_t tol = o.tolerance_ms;
    switch (bad) {
    case defect::none:
    case defect::count: break;
    case defect::wrong_side: {
        if (!placed) break;
        // the mover's time booked to the opponent from this ply on
        std::int64_t opp_min = INT64_MAX;
        for (int q = at + 1; q < n; q += 2) opp_min = std::min(opp_min, shown[static_cast<std::size_t>(q)]);
        // more than a relay's lags and their rounding explain (a pair within 2·(lag + rounding) is
        // a move timed late, the clocks right: no finding)
        const std::int64_t lo = t.elapsed[static_cast<std::size_t>(at)] + std::max(tol, 2 * (o.lag_ms + o.rounding_ms)) + 5000, hi = opp_min - 25'000;
        if (hi <= lo) break;
        const std::int64_t x = *rc::gen::inRange<std::int64_t>(lo / unit, hi / unit + 1) * unit;
        for (int q = at; q < n; q += 2) shown[static_cast<std::size_t>(q)] += x;
        for (int q = at + 1; q < n; q += 2) shown[static_cast<std::size_t>(q)] -= x;
        want.push_back({elapsed_written ? finding_kind::wrong_side : finding_kind::gain, at + 1});
        break;
    }
    case defect::missing:
        if (!placed) break;
        written[static_cast<std::size_t>(at)] = false;
        want.push_back({finding_kind::missing, at + 1});
        break;
    case defect::zero: {
        if (!placed) break;
        const std::int64_t next = shown[static_cast<std::size_t>(at + 2)];
        if (next <= inc + tol + 5000) break; // the next reading must not look like a clock from zero
        shown[static_cast<std::size_t>(at)] = 0;
        want.push_back({finding_kind::zero_artefact, at + 1});
        break;
    }
    case defect::gain: {
        if (!placed) break;
        const std::int64_t x = t.elapsed[static_cast<std::size_t>(at)] + tol + *rc::gen::inRange<std::int64_t>(5, 600) * 1000;
        for (int q = at; q < n; q += 2) shown[static_cast<std::size_t>(q)] += x;
        want.push_back({finding_kind::gain, at + 1});
        break;
    }
    case defect::flag:
        if (flag_made) want.push_back({finding_kind::flag, flag_ply + 1});
        break;
    case defect::wrong_tag:
        if (!elapsed_written) break;
        want.push_back({finding_kind::control_contradicted, 1});
        break;
    }

    if (bad == defect::none || !want.empty()) ++placed_cases[static_cast<std::size_t>(bad)][static_cast<std::size_t>(n_form)];

    // ---- written, read back, checked ----
    std::vector<reading> plies;
    for (int i = 0; i < n; ++i) {
        const auto idx = static_cast<std::size_t>(i);
        const std::vector<std::string> comments = write(n_form, written[idx] ? shown[idx] : -1, t.elapsed[idx]);
        const reading r = read_comments(comments);
        RC_ASSERT(r.error == reading_error::none);
        RC_ASSERT(r.has_elapsed() == elapsed_written);
        RC_ASSERT(r.has_clock() == written[idx]);
        if (written[idx]) RC_ASSERT(r.clock_ms == shown[idx]);
        if (elapsed_written) RC_ASSERT(r.elapsed_ms == t.elapsed[idx]);
        plies.push_back(r);
    }
    time_control tag = tc;
    if (armageddon) tag = time_control{}; // the tag cannot say it: unknown, the clocks tell
    if (bad == defect::wrong_tag && elapsed_written) {
        tag.periods[0].time_ms = static_cast<std::int32_t>(base[0] * 6);
        tag.periods[0].increment_ms = 30'000;
    }
    const ledger l = ledger_of(tag, plies, o);

    std::ostringstream log;
    log << "notation " << static_cast<int>(n_form) << " defect " << defect_names[static_cast<int>(bad)] << " at ply " << at + 1
        << " conv " << to_string(conv) << " plies " << n << " base " << base[0] << '/' << base[1] << " inc " << inc << " from " << inc_from
        << " delay " << dly << " periods";
    for (int p = 0; p < periods; ++p) log << ' ' << tc.periods[static_cast<std::size_t>(p)].moves << '/' << tc.periods[static_cast<std::size_t>(p)].time_ms;
    log << (tc.last_repeats ? " repeating" : "") << "\nfindings:";
    for (const finding& f : l.findings) log << ' ' << to_string(f.kind) << '@' << f.ply << " (rec " << f.recorded_ms << " exp " << f.expected_ms << ')';
    log << "\nclocks:";
    for (int i = 0; i < n; ++i) log << ' ' << shown[static_cast<std::size_t>(i)] << '/' << t.elapsed[static_cast<std::size_t>(i)];
    RC_LOG() << log.str() << '\n';

    RC_ASSERT(l.findings.size() == want.size());
    for (std::size_t k = 0; k < want.size(); ++k) {
        RC_ASSERT(l.findings[k].kind == want[k].kind);
        RC_ASSERT(l.findings[k].ply == want[k].ply);
    }
    clause_set hit;
    for (const finding& f : l.findings) {
        hit.add(f.clause);
        if (f.kind == finding_kind::missing && elapsed_written) RC_ASSERT(std::abs(f.expected_ms - t.clock[static_cast<std::size_t>(f.ply - 1)]) <= tol);
        if (f.kind == finding_kind::zero_artefact && elapsed_written) RC_ASSERT(std::abs(f.expected_ms - t.clock[static_cast<std::size_t>(f.ply - 1)]) <= tol);
        if (f.kind == finding_kind::wrong_side) RC_ASSERT(f.paired_ply == f.ply + 1);
    }
    clause_hits::tag(hit);
    if (bad == defect::flag && flag_made) {
        RC_ASSERT(l.flag.has_value());
        RC_ASSERT(l.flag->ply == flag_ply + 1);
        RC_ASSERT(l.flag->plies_after == n - 1 - flag_ply);
    } else {
        RC_ASSERT(!l.flag.has_value());
    }
    // the control: the tag's, or the one the clocks fit
    if (armageddon || (bad == defect::wrong_tag && elapsed_written)) {
        RC_ASSERT(l.control.inferred);
        // base + 60 s with two 30 s increments shown, or base: both whole minutes, not told apart
        if (inc != 30'000) {
            RC_ASSERT(l.control.side[0].periods[0].time_ms == base[0]);
            RC_ASSERT(l.control.side[1].periods[0].time_ms == base[1]);
        }
        RC_ASSERT(std::abs(l.control.side[0].periods[0].increment_ms - inc) <= 1000);
    } else {
        RC_ASSERT(!l.control.inferred);
    }
    // the start convention, when the first reading shows it (with elapsed times, increments apart)
    if (elapsed_written && inc > 2 * tol && inc_from == 1 && bad != defect::wrong_tag && !(armageddon && inc == 30'000))
        RC_ASSERT(l.convention == conv);
}

// Hostile text: any bytes, and clock comments cut or altered at a random place, read without a
// crash or a value out of range (a reading is a duration of at most 99:59:59.999 or ms written by
// TCEC); and the ledger on any readings (zeros, huge values, gaps, any control) keeps its findings
// inside the game and in ply order.
CHESSLAW_PROP(clock, hostile_comments_and_readings_are_typed_never_a_crash, 2000, ()) {
    std::string text = *rc::gen::element<std::string>("[%clk 1:29:57]", "{[%emt 00:00:05]}", "+0.30/15 0.52s", "mt=00:00:03, tl=02:00:30", "tl=5400000", "[%clk 0:00:00.1] [%emt 0:00:01]");
    const int edits = *rc::gen::inRange(0, 4);
    for (int k = 0; k < edits && !text.empty(); ++k) {
        const auto at = static_cast<std::size_t>(*rc::gen::inRange<int>(0, static_cast<int>(text.size())));
        const int what = *rc::gen::inRange(0, 3);
        if (what == 0) text.erase(at, 1);
        else if (what == 1) text.insert(at, 1, *rc::gen::element<char>(':', '.', ']', '[', '%', '9', '0', 's', '=', ',', '\0', '\xff'));
        else text = text.substr(0, at);
    }
    if (*rc::gen::inRange(0, 4) == 0) text = *rc::gen::arbitrary<std::string>();
    const reading r = read_comment(text);
    RC_ASSERT(r.clock_ms >= -1);
    RC_ASSERT(r.elapsed_ms >= -1);
    RC_ASSERT(r.clock_ms < 10'000'000'000LL);
    RC_ASSERT(r.elapsed_ms < 10'000'000'000LL);
    RC_ASSERT(r.has_clock() == (r.clock_form != reading_form::none));

    std::vector<reading> plies;
    const int n = *rc::gen::inRange(0, 40);
    for (int i = 0; i < n; ++i) {
        reading q;
        if (*rc::gen::inRange(0, 5) != 0) q.clock_ms = *rc::gen::element<std::int64_t>(0, 0, 1000, 59'000, 600'000, 5'400'000, 9'999'999'999LL) + *rc::gen::inRange<std::int64_t>(0, 5000);
        if (*rc::gen::arbitrary<bool>()) q.elapsed_ms = *rc::gen::element<std::int64_t>(0, 1000, 30'000, 9'999'999'999LL);
        plies.push_back(q);
    }
    const time_control tag = read(*rc::gen::element<std::string>("300+2", "40/5400+30:1800+30", "?", "-", "*60", "G/90;d5", "40/7200:20/3600"));
    const ledger l = ledger_of(tag, plies, {.tolerance_ms = 2000, .first_mover = *rc::gen::arbitrary<bool>() ? color::white : color::black, .first_move = *rc::gen::inRange(1, 80)});
    int last = 0;
    for (const finding& f : l.findings) {
        RC_ASSERT(f.ply >= 1);
        RC_ASSERT(f.ply <= n);
        RC_ASSERT(f.ply >= last);
        last = f.ply;
    }
    if (l.flag) RC_ASSERT(l.flag->plies_after == n - l.flag->ply);
}

// After the property: every defect was placed in every notation that can show it (wrong_tag needs
// elapsed times) — a generator that stopped placing one would leave it untested.
TEST(clock, every_defect_came_up_in_every_notation) {
    for (int d = 0; d < static_cast<int>(defect::count); ++d)
        for (int n = 0; n < static_cast<int>(notation_form::count); ++n) {
            if (static_cast<defect>(d) == defect::wrong_tag && !has_elapsed(static_cast<notation_form>(n))) continue;
            EXPECT_GT(placed_cases[static_cast<std::size_t>(d)][static_cast<std::size_t>(n)], 0) << defect_names[d] << " in notation " << n;
        }
}

} // namespace
