#pragma once
//! The clock ledger of a record: per ply the clock reading (reading.hpp), checked against the time
//! control (time_control.hpp) under Article 6. No I/O, no English: every finding is a typed value
//! (kind, ply, side, recorded and expected clock in ms, the clause); prose/clock.hpp words them.
//!
//! A reading is the mover's clock after the move. With the control's period in force at the side's
//! move m (increment I from its `increment_from_move`, delay D), the clock after move m is
//!   previous − max(0, elapsed − D) + I + B
//! where B is the next period's time when m completes a period (6.3.2: time saved is carried
//! over). Checks, each tolerant by `tolerance_ms` (default 2 s: readings are rounded):
//!  - gain (6.3.1): the clock rose more than I + B allow;
//!  - mismatch (6.10.1): with the elapsed time, the clock differs from the formula;
//!  - wrong_side (6.10.1): two consecutive plies (the two sides) deviate by the same amount in
//!    opposite directions — time booked to the wrong player (lila #15037);
//!  - missing (6.10.1): a ply without a clock between plies with clocks; reconstructed from the
//!    elapsed time when there is one (`expected`), -1 when not;
//!  - zero_artefact (6.10.1): a reading of zero whose neighbours agree with each other and not
//!    with the zero (a relay artefact: `18. Re2 {[%clk 0:00:00]} 19. Ke1 {[%clk 0:16:15]}`);
//!  - flag (6.3.1, evidence only, 6.8): the first ply where a side's clock reads zero, the ledger
//!    consistent around it, and its period's moves not complete; `flag` says how many plies the
//!    record went on;
//!  - control_contradicted (6.3.1): the clocks do not fit the tag's control (the base read from
//!    the first readings, the increment from readings with elapsed times): reported once per game,
//!    and the ledger then runs on the control the clocks fit (`control.inferred`).
//! The bonus of a period may be shown at the period's last move or only at the next one (lila
//! #19227), or the one after (a clock whose move counter is one behind); all are accepted. The start convention — the first move's reading shows no increment,
//! one increment, or two (the clock set to base + increment before the start, as DGT does) — is
//! detected per game, never assumed.

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include <chesslaw/clock/reading.hpp>
#include <chesslaw/clock/time_control.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/spec/table.hpp>

namespace chesslaw::clock {

enum class finding_kind : std::uint8_t { gain, mismatch, wrong_side, missing, zero_artefact, flag, forfeit_unsupported, control_contradicted };

constexpr std::string_view to_string(finding_kind k) noexcept {
    switch (k) {
    case finding_kind::gain: return "gain";
    case finding_kind::mismatch: return "mismatch";
    case finding_kind::wrong_side: return "wrong_side";
    case finding_kind::missing: return "missing";
    case finding_kind::zero_artefact: return "zero_artefact";
    case finding_kind::flag: return "flag";
    case finding_kind::forfeit_unsupported: return "forfeit_unsupported";
    case finding_kind::control_contradicted: return "control_contradicted";
    }
    return "?";
}

//! What the first move's reading shows of the increment.
enum class start_convention : std::uint8_t {
    unknown,         //!< not decided (no increment, no reading of move 1, or readings that do not tell)
    no_increment,    //!< clock after move 1 = base − elapsed (lichess)
    after_move,      //!< clock after move 1 = base − elapsed + increment
    increment_first, //!< clock after move 1 = base + increment − elapsed + increment (DGT LiveChess)
};

constexpr std::string_view to_string(start_convention c) noexcept {
    switch (c) {
    case start_convention::unknown: return "unknown";
    case start_convention::no_increment: return "no_increment";
    case start_convention::after_move: return "after_move";
    case start_convention::increment_first: return "increment_first";
    }
    return "?";
}

struct finding {
    finding_kind kind{};
    int ply = 0; //!< 1-based
    color side = color::white;
    spec::clause_ref clause{};
    std::int64_t recorded_ms = -1; //!< the clock as recorded (-1: none); control_contradicted: the base the clocks fit
    std::int64_t expected_ms = -1; //!< the clock the ledger expects (-1: unknown); control_contradicted: the tag's base
    int paired_ply = 0;            //!< wrong_side: the other ply of the pair (1-based); 0 otherwise
    //! a run reported as one finding (mismatch: one side's small mismatches; missing: the game's
    //! plies without a reading; wrong_side: pairs back and forth): the run's last ply (1-based),
    //! `count` findings in it; 0 and 1 for one ply.
    //! recorded_ms / expected_ms are the first ply's.
    int last_ply = 0;
    int count = 1;
    friend bool operator==(const finding&, const finding&) = default;
};

struct flag_evidence {
    int ply = 0; //!< 1-based
    color side = color::white;
    int plies_after = 0; //!< plies the record goes on after it
    friend bool operator==(const flag_evidence&, const flag_evidence&) = default;
};

//! The control the ledger ran on: per side (an Armageddon gives the sides different bases).
struct ledger_control {
    std::array<time_control, 2> side{};
    bool inferred = false;        //!< read from the clocks, not from the tag
    bool increment_known = true;  //!< false: inferred without elapsed times; gains and mismatches are not checked
    friend bool operator==(const ledger_control&, const ledger_control&) = default;
};

struct ledger_options {
    std::int64_t tolerance_ms = 2000;
    //! How far the base the first readings show may be from the tag's before the tag is contradicted
    //! (controls are set in whole minutes; relays' first readings are seconds off).
    std::int64_t control_tolerance_ms = 30'000;
    //! How late a record's move time may place a move against the clock press (lag_ms): a relay
    //! times a move from the board's sight of the move before to its own (DGT LiveChess), so a
    //! move seen d late reads d longer and the next ply, the opponent's, d shorter, the clocks
    //! right all along. Readings whose deviations such lags of at most lag_ms (and rounding_ms a
    //! reading) explain are no finding.
    std::int64_t lag_ms = 5000;
    //! What rounding may add to a ply's deviation beside the lags (clock and move time written to the
    //! whole second: under a second each).
    std::int64_t rounding_ms = 1000;
    //! How many of the side's moves after a period's last move its bonus may still show (6.3.2
    //! adds it after that move; a clock counts its own presses, and one a player did not press
    //! puts its count behind the record's: World Cup 2025, both sides' bonus at their 43rd or 44th
    //! move, round 1 game 1.22).
    int bonus_wait_moves = 10;
    color first_mover = color::white; //!< side of the record's first ply
    int first_move = 1;               //!< move number of the record's first ply
};

struct ledger {
    ledger_control control{};
    time_control tag{};
    std::size_t plies_with_clock = 0;
    start_convention convention = start_convention::unknown;
    std::vector<finding> findings;
    std::optional<flag_evidence> flag;
    std::vector<std::int64_t> clock_ms; //!< per ply: the clock recorded, or reconstructed, or -1
    color first_mover = color::white;   //!< side of the first ply (from the options)
    int first_move = 1;                 //!< move number of the first ply (from the options)
    bool derived = false;               //!< the clocks were derived from an engine tool's move times (derive_clocks)
};

namespace ledger_detail {

constexpr std::int64_t abs64(std::int64_t v) noexcept { return v < 0 ? -v : v; }

//! Index of the period in force at move m, and whether m completes it (its last move).
struct period_at {
    std::size_t index = 0;
    bool completes = false;
};

constexpr period_at locate(const time_control& tc, int m) noexcept {
    period_at at;
    if (tc.kind != kind::periods || tc.count == 0) return at;
    int end = 0;
    for (std::size_t p = 0; p < tc.count; ++p) {
        const int moves = tc.periods[p].moves;
        if (moves == 0) return {p, false};
        if (m <= end + moves) return {p, m == end + moves};
        end += moves;
        if (p + 1 == tc.count && tc.last_repeats) { // the last period repeats
            const int k = (m - end - 1) % moves;
            return {p, k == moves - 1};
        }
    }
    return {static_cast<std::size_t>(tc.count - 1), false};
}

constexpr std::int64_t increment(const time_control& tc, int m) noexcept {
    if (tc.kind != kind::periods || tc.count == 0) return 0;
    const period& p = tc.periods[locate(tc, m).index];
    return m >= p.increment_from_move ? p.increment_ms : 0;
}

constexpr std::int64_t delay(const time_control& tc, int m) noexcept {
    if (tc.kind != kind::periods || tc.count == 0) return 0;
    return tc.periods[locate(tc, m).index].delay_ms;
}

//! The time added when move m completes a period (the next period's time), 0 otherwise.
constexpr std::int64_t bonus(const time_control& tc, int m) noexcept {
    const period_at at = locate(tc, m);
    if (!at.completes) return 0;
    const std::size_t next = at.index + 1 < tc.count ? at.index + 1 : at.index; // a repeating last period
    return tc.periods[next].time_ms;
}

//! The clock after a move from `prev`.
constexpr std::int64_t after(std::int64_t prev, std::int64_t elapsed, std::int64_t inc, std::int64_t dly) noexcept {
    return prev - std::max<std::int64_t>(0, elapsed - dly) + inc;
}

constexpr int move_number(const ledger_options& o, std::size_t ply) noexcept {
    const std::size_t k = ply + (o.first_mover == color::black ? 1 : 0);
    return o.first_move + static_cast<int>(k / 2);
}

constexpr color side_of(const ledger_options& o, std::size_t ply) noexcept {
    const bool white = ((ply % 2) == 0) == (o.first_mover == color::white);
    return white ? color::white : color::black;
}

//! What the clocks say of the control: each side's base (from its reading of move 1) and one
//! increment (the most frequent, ±1 s, of clock − previous + elapsed).
struct inference {
    std::array<std::int64_t, 2> base{-1, -1};
    std::array<bool, 2> exact{false, false}; //!< the base rests on an elapsed time
    std::int64_t increment = -1;             //!< -1: no readings with elapsed times
};

inline inference infer(std::span<const reading> plies, const ledger_options& o) {
    inference inf;
    std::vector<std::int64_t> samples;
    std::array<std::int64_t, 2> last{-1, -1};
    for (std::size_t i = 0; i < plies.size(); ++i) {
        const int s = static_cast<int>(side_of(o, i));
        const reading& r = plies[i];
        if (r.has_clock() && r.has_elapsed() && last[s] >= 0 && r.clock_ms > 0 && last[s] > 0)
            samples.push_back(r.clock_ms - last[s] + r.elapsed_ms);
        last[s] = r.has_clock() ? r.clock_ms : -1;
    }
    if (!samples.empty()) {
        // most frequent whole second, counting its neighbours (readings rounded to the second)
        std::vector<std::int64_t> secs;
        for (const std::int64_t v : samples) secs.push_back(v < 0 ? -1 : (v + 500) / 1000);
        std::sort(secs.begin(), secs.end());
        std::int64_t best = -1;
        std::size_t best_n = 0;
        for (const std::int64_t c : secs) {
            if (c < 0) continue;
            const auto n = static_cast<std::size_t>(std::upper_bound(secs.begin(), secs.end(), c + 1) - std::lower_bound(secs.begin(), secs.end(), c - 1));
            if (n > best_n) best_n = n, best = c;
        }
        if (best >= 0 && best_n * 2 > samples.size()) {
            // the centre of the cluster: the value itself when it is the most frequent of the three
            const auto count = [&](std::int64_t c) { return std::count(secs.begin(), secs.end(), c); };
            if (count(best + 1) > count(best)) ++best;
            inf.increment = best * 1000;
        }
    }
    // bases: the first reading of each side at move 1. With elapsed times, base = clock + elapsed
    // − k·increment for the start convention k in 0..2 (one k per game): the k that puts both
    // sides' bases on whole minutes, else one side's, else 0.
    const std::int64_t inc = inf.increment > 0 ? inf.increment : 0;
    std::array<std::int64_t, 2> sum{-1, -1}, shown{-1, -1};
    for (std::size_t i = 0; i < plies.size() && i < 2; ++i) {
        const reading& r = plies[i];
        if (!r.has_clock() || r.clock_ms == 0 || move_number(o, i) != 1) continue; // a zero is no base
        const int s = static_cast<int>(side_of(o, i));
        shown[s] = r.clock_ms;
        // a first move that took more than half of what was left is more likely a relay's count
        // from before the start (World Cup 2025: emt of 1:37:30 on move 1) than a measure of it
        if (r.has_elapsed() && r.elapsed_ms * 2 <= r.clock_ms) {
            sum[s] = r.clock_ms + r.elapsed_ms;
            inf.exact[s] = true;
        } else {
            inf.base[s] = r.clock_ms; // made a whole minute below, with the other side's convention
        }
    }
    const auto minute_of = [](std::int64_t b) { return (b + 30'000) / 60'000 * 60'000; };
    const auto fits = [&](int s, int k) { return sum[s] >= 0 && abs64(sum[s] - k * inc - minute_of(sum[s] - k * inc)) <= o.tolerance_ms; };
    // the convention that fits best (readings are rounded: a base 1 s off under one convention and
    // 2 s under another is the first's; World Cup 2025 round 4 game 8.1, 5:04 after 0:01 under 5+3)
    const auto off = [&](int s, int k) { return abs64(sum[s] - k * inc - minute_of(sum[s] - k * inc)); };
    int pick = -1;
    std::int64_t best = o.tolerance_ms + 1;
    for (int k = 0; k <= (inc > 0 ? 2 : 0); ++k)
        if ((sum[0] >= 0 || sum[1] >= 0) && (fits(0, k) || sum[0] < 0) && (fits(1, k) || sum[1] < 0)) {
            const std::int64_t d = std::max(sum[0] >= 0 ? off(0, k) : 0, sum[1] >= 0 ? off(1, k) : 0);
            if (d < best) best = d, pick = k;
        }
    for (int k = 0; k <= (inc > 0 ? 2 : 0) && pick < 0; ++k)
        if (fits(0, k) || fits(1, k)) pick = k;
    if (pick < 0) {
        // no convention puts a measured base on a whole minute: those elapsed times measure something
        // else than the first move (World Cup 2025: 0:00:20 beside a 5+3 clock's 5:06, 0:00:31 beside
        // a 15+10 clock's 15:18): the readings are taken without them
        for (int s = 0; s < 2; ++s)
            if (sum[s] >= 0) {
                inf.base[s] = shown[s];
                inf.exact[s] = false;
                sum[s] = -1;
            }
    }
    // no side measured: two increments shown is the convention whose lower bound is right for all
    // three when the first move took under a minute less the increments
    if (pick < 0) pick = sum[0] < 0 && sum[1] < 0 && 2 * inc < 60'000 ? 2 : 0;
    for (int s = 0; s < 2; ++s) {
        if (sum[s] < 0) {
            // no elapsed time: the clock + k·increment shown is a lower bound of base, to the minute
            if (inf.base[s] >= 0) inf.base[s] = (std::max<std::int64_t>(0, inf.base[s] - pick * inc) + 59'999) / 60'000 * 60'000;
            continue;
        }
        const std::int64_t b = sum[s] - pick * inc;
        inf.base[s] = fits(s, pick) ? minute_of(b) : b;
    }
    return inf;
}

//! The largest mismatch a run may hold (a relay's clock a few seconds off, move after move); a
//! larger one stands alone.
inline constexpr std::int64_t run_mismatch_ms = 60'000;

//! Runs as one finding each (sorted by ply in, sorted out): one side's mismatches of at most
//! run_mismatch_ms at most two of its moves apart (a run of a clock off by a few seconds, World Cup
//! 2025), every ply without a reading (one defect of the relay that dropped them: the first and
//! the last ply, and how many), and
//! wrong-side pairs at most four plies apart (time booked to the wrong clock, back and forth). The
//! first finding of a run stands for it, with `last_ply` and `count`.
inline void merge_runs(std::vector<finding>& fs) {
    if (fs.size() < 2) return;
    const auto small = [](const finding& f) {
        return f.kind == finding_kind::mismatch && (f.expected_ms < 0 || abs64(f.recorded_ms - f.expected_ms) <= run_mismatch_ms);
    };
    std::vector<finding> out;
    out.reserve(fs.size());
    std::array<int, 2> open_mismatch{-1, -1}; // index in out of the side's open mismatch run
    int open_missing = -1, open_wrong = -1;
    for (const finding& f : fs) {
        const int s = static_cast<int>(f.side);
        if (f.kind == finding_kind::wrong_side && open_wrong >= 0 && f.ply - out[static_cast<std::size_t>(open_wrong)].last_ply <= 4) {
            finding& r = out[static_cast<std::size_t>(open_wrong)];
            r.last_ply = f.paired_ply;
            ++r.count;
            continue;
        }
        if (small(f) && open_mismatch[s] >= 0 && f.ply - out[static_cast<std::size_t>(open_mismatch[s])].last_ply <= 4) {
            finding& r = out[static_cast<std::size_t>(open_mismatch[s])];
            r.last_ply = f.ply;
            ++r.count;
            continue;
        }
        if (f.kind == finding_kind::missing && open_missing >= 0) {
            finding& r = out[static_cast<std::size_t>(open_missing)];
            r.last_ply = f.ply;
            ++r.count;
            continue;
        }
        out.push_back(f);
        out.back().last_ply = f.ply;
        const int at = static_cast<int>(out.size()) - 1;
        if (small(f)) open_mismatch[s] = at;
        else if (f.kind == finding_kind::mismatch) open_mismatch[s] = -1;
        if (f.kind == finding_kind::missing) open_missing = at;
        if (f.kind == finding_kind::wrong_side) open_wrong = at, out.back().last_ply = f.paired_ply;
    }
    for (finding& f : out)
        if (f.count == 1) f.last_ply = 0;
    fs = std::move(out);
}

} // namespace ledger_detail

//! cutechess-cli and fastchess write the time each move took (`{+0.86/8 1.0s}`, `{book}`), not the
//! clock. Under a known control the clock after each of a side's moves follows from them (6.3.1,
//! 6.3.2): the base, less each move's time beyond the delay, plus the increment and, when the move
//! completes a period, the next period's time — the tools' convention, the increment added after
//! every move, the first one included. derive_clocks gives each ply that has an elapsed time and
//! no clock its derived clock (clock_form derived), for a record that starts at move 1 (a later
//! start leaves the bases unknown: nothing derived); a ply without an elapsed time ends its side's
//! chain. A clock that would fall below zero reads zero: the side's time ran out during that move.
//! The derived clocks carry the rounding of the printed times (`48s`). Returns how many it derived;
//! a record with any clock of its own is left alone (its clocks are read, not derived).
inline std::size_t derive_clocks(const time_control& tc, std::span<reading> plies, const ledger_options& o = {}) {
    using namespace ledger_detail;
    if (tc.kind != kind::periods || tc.count == 0 || o.first_move != 1) return 0;
    for (const reading& r : plies)
        if (r.has_clock()) return 0;
    std::array<std::int64_t, 2> left{tc.periods[0].time_ms, tc.periods[0].time_ms};
    std::size_t n = 0;
    for (std::size_t i = 0; i < plies.size(); ++i) {
        const int s = static_cast<int>(side_of(o, i));
        reading& r = plies[i];
        if (left[s] < 0) continue;
        if (!r.has_elapsed()) {
            left[s] = -1;
            continue;
        }
        const int m = move_number(o, i);
        const std::int64_t used = std::max<std::int64_t>(0, r.elapsed_ms - delay(tc, m));
        if (used >= left[s]) left[s] = 0; // the time ran out during the move (6.3.1: the flag)
        else left[s] = std::min<std::int64_t>(left[s] - used + increment(tc, m) + bonus(tc, m), max_ms);
        r.clock_ms = left[s];
        r.clock_form = reading_form::derived;
        ++n; // after a fall the side's clock stays at zero
    }
    return n;
}

//! Runs the ledger on one game's readings (one per ply, in order) under the tag's control (an
//! unknown tag: the clocks' control, inferred, or no control checks). An empty result (no
//! plies_with_clock) when no ply has a clock.
inline ledger ledger_of(const time_control& tag, std::span<const reading> plies, const ledger_options& o = {}) {
    using namespace ledger_detail;
    namespace id = spec::id;
    ledger out;
    out.tag = tag;
    out.first_mover = o.first_mover;
    out.first_move = o.first_move;
    out.clock_ms.assign(plies.size(), -1);
    std::size_t first_clock = plies.size(), last_clock = 0;
    for (std::size_t i = 0; i < plies.size(); ++i)
        if (plies[i].has_clock()) {
            ++out.plies_with_clock;
            first_clock = std::min(first_clock, i);
            last_clock = i;
        }
    if (out.plies_with_clock == 0) return out;
    const std::int64_t tol = o.tolerance_ms;

    // ---- the control: the tag's, unless the clocks contradict it -----------------------------
    const inference inf = infer(plies, o);
    const bool tag_known = tag.kind == kind::periods && tag.count > 0;
    out.control.side = {tag, tag};
    out.control.increment_known = tag_known;
    const auto inferred_control = [&](std::int64_t base) {
        time_control tc;
        tc.kind = kind::periods;
        tc.form = notation::none;
        tc.count = 1;
        tc.periods[0].time_ms = static_cast<std::int32_t>(std::min<std::int64_t>(base, max_ms));
        tc.periods[0].increment_ms = static_cast<std::int32_t>(inf.increment > 0 ? inf.increment : 0);
        return tc;
    };
    const bool bases = inf.base[0] >= 0 || inf.base[1] >= 0;
    if (bases) {
        bool contradicted = false;
        int show = 0;
        color show_side = color::white;
        std::int64_t shown = -1, wanted = -1;
        if (tag_known) {
            const std::int64_t tag_base = tag.periods[0].time_ms;
            for (std::size_t i = 0; i < 2 && i < plies.size(); ++i) {
                const int s = static_cast<int>(side_of(o, i));
                if (inf.base[s] < 0) continue;
                // off when no start convention (0, 1 or 2 increments shown) fits the tag's base, by
                // more than control_tolerance_ms (relays' first readings are seconds off)
                const std::int64_t ctol = std::max(tol, o.control_tolerance_ms);
                bool fits = false;
                if (inf.exact[s]) {
                    for (int k = 0; k <= 2; ++k)
                        fits = fits || abs64(plies[i].clock_ms + std::max<std::int64_t>(0, plies[i].elapsed_ms - delay(tag, 1)) - k * increment(tag, 1) - tag_base) <= ctol;
                } else {
                    fits = plies[i].clock_ms <= tag_base + 2 * increment(tag, 1) + ctol;
                }
                const bool off = !fits;
                if (off && !contradicted) {
                    contradicted = true;
                    show = static_cast<int>(i) + 1;
                    show_side = side_of(o, i);
                    shown = inf.base[s];
                    wanted = tag_base;
                }
            }
            // the increments the tag allows: none before a late start, a delay adds up to its length
            std::int64_t inc_lo = max_ms, inc_hi = 0;
            for (std::size_t p = 0; p < tag.count; ++p) {
                const period& q = tag.periods[p];
                inc_lo = std::min<std::int64_t>(inc_lo, q.increment_from_move > 1 ? 0 : q.increment_ms);
                inc_hi = std::max<std::int64_t>(inc_hi, q.increment_ms + q.delay_ms);
            }
            if (!contradicted && inf.increment >= 0 && (inf.increment < inc_lo - 1000 || inf.increment > inc_hi + 1000)) {
                contradicted = true;
                show = static_cast<int>(first_clock) + 1;
                show_side = side_of(o, first_clock);
                shown = inf.base[static_cast<int>(show_side)];
                wanted = tag_base;
            }
        }
        if (contradicted || !tag_known) {
            const std::int64_t b0 = inf.base[0] >= 0 ? inf.base[0] : inf.base[1];
            const std::int64_t b1 = inf.base[1] >= 0 ? inf.base[1] : inf.base[0];
            out.control.side = {inferred_control(b0), inferred_control(b1)};
            out.control.inferred = true;
            out.control.increment_known = inf.increment >= 0;
        }
        if (contradicted)
            out.findings.push_back({finding_kind::control_contradicted, show, show_side, id::moves_in_allotted_time, shown, wanted, 0});
    }
    const bool checks = out.control.increment_known;

    // ---- the start convention ------------------------------------------------------------------
    // with an elapsed time the first reading tells the convention; without, a reading above the
    // base says at least one increment was shown, above base + increment two (the most either side shows)
    start_convention told = start_convention::unknown, bound = start_convention::unknown;
    for (std::size_t i = 0; i < 2 && i < plies.size(); ++i) {
        const reading& r = plies[i];
        const time_control& tc = out.control.side[static_cast<int>(side_of(o, i))];
        if (!checks || !r.has_clock() || move_number(o, i) != 1 || tc.kind != kind::periods) continue;
        const std::int64_t base = tc.periods[0].time_ms, inc = increment(tc, 1);
        if (inc == 0) continue;
        if (r.has_elapsed()) {
            const std::int64_t d = r.clock_ms + std::max<std::int64_t>(0, r.elapsed_ms - delay(tc, 1)) - base;
            for (int k = 0; k <= 2 && told == start_convention::unknown; ++k)
                if (abs64(d - k * inc) <= tol)
                    told = k == 0 ? start_convention::no_increment : k == 1 ? start_convention::after_move : start_convention::increment_first;
        } else if (r.clock_ms > base + inc + tol) {
            bound = start_convention::increment_first;
        } else if (r.clock_ms > base + tol && bound == start_convention::unknown) {
            bound = start_convention::after_move;
        }
    }
    out.convention = told != start_convention::unknown ? told : bound;

    // ---- the ledger, ply by ply ----------------------------------------------------------------
    struct side_state {
        std::int64_t last = -1;    // last trusted clock
        std::int64_t allow = 0;    // increments and bonuses of moves since `last` without a clock
        bool exact = true;         // every move since `last` had its elapsed time
        std::int64_t pending = 0;  // a period's bonus not yet shown (lila #19227)
        int pending_left = 0;      // moves it may still wait
        bool flagged = false;
        bool started = false;
    };
    std::array<side_state, 2> st{};
    struct deviation {
        bool any = false;
        bool exact = false;    // measured with elapsed times
        bool gain = false;     // beyond what the increments allow
        bool measured = false; // weighed against its elapsed time (deviation or not): `by` is set
        std::int64_t by = 0, recorded = 0, expected = 0;
    };
    std::vector<deviation> dev(plies.size());

    for (std::size_t i = 0; i < plies.size(); ++i) {
        const color side = side_of(o, i);
        const int s = static_cast<int>(side);
        const time_control& tc = out.control.side[s];
        side_state& q = st[s];
        const reading& r = plies[i];
        const int m = move_number(o, i);
        std::int64_t inc = increment(tc, m);
        const std::int64_t dly = delay(tc, m), bon = bonus(tc, m);

        if (!q.started) { // the side's first ply: from the base when the record starts at move 1
            q.started = true;
            if (m == 1 && checks && tc.kind == kind::periods) {
                const std::int64_t base = tc.periods[0].time_ms;
                switch (out.convention) {
                case start_convention::no_increment: q.last = base, inc = 0; break;
                case start_convention::after_move: q.last = base; break;
                case start_convention::increment_first: q.last = base + inc; break;
                case start_convention::unknown: q.last = base, q.allow = inc, q.exact = inc == 0; break;
                }
            }
        }
        const int ply1 = static_cast<int>(i) + 1;
        const bool in_span = i > first_clock && i < last_clock;

        if (!r.has_clock()) {
            if (!in_span) {
                q.last = -1;
                continue;
            }
            std::int64_t rebuilt = -1;
            if (q.last >= 0 && q.exact && r.has_elapsed() && checks && !q.flagged) {
                rebuilt = after(q.last, r.elapsed_ms, inc, dly) + bon + q.pending + q.allow;
                out.clock_ms[i] = rebuilt;
            }
            // the next reading is weighed by the bound only: a relay that drops a reading measures
            // the time of that move no better (World Cup 2025: a run of readings off after each gap)
            q.allow += inc + bon;
            q.exact = false;
            out.findings.push_back({finding_kind::missing, ply1, side, id::clock_conclusive, -1, rebuilt, 0});
            continue;
        }
        const std::int64_t c = r.clock_ms;
        out.clock_ms[i] = c;
        if (q.last < 0 || !checks) {
            q = side_state{c, 0, true, 0, 0, q.flagged, true};
            continue;
        }
        if (q.flagged && c == 0) {
            q.last = 0, q.allow = 0, q.exact = true, q.pending = 0;
            continue;
        }
        // the bound and, with elapsed times, the value
        const std::int64_t most = q.last + q.allow + q.pending + inc + bon;
        const bool exact = q.exact && r.has_elapsed();
        std::int64_t expected = exact ? after(q.last, r.elapsed_ms, inc, dly) + q.allow + q.pending + bon : most;
        std::int64_t next_pending = 0;
        int next_left = 0;
        if (const std::int64_t due = q.pending + bon; due > 0) {
            // the bonus shown at the next move instead (lila #19227), or the one after (the clock's
            // move counter one behind the record's: World Cup 2025 round 1 game 1.2, White's move 42)
            // with an elapsed time, the nearer of the two (a relay's seconds of noise must not
            // turn a bonus shown late into a 30-minute mismatch and a gain: World Cup 2025 round 1
            // game 2.2, White's move 40 read 3 s short of the clock without the bonus)
            const bool without = exact ? abs64(c - (expected - due)) < abs64(c - expected) : c <= most - due + tol;
            const bool may_wait = bon > 0 || q.pending_left > 1;
            if (without && may_wait && (!exact || abs64(c - expected) > tol)) {
                expected -= due;
                next_pending = due;
                next_left = bon > 0 ? o.bonus_wait_moves : q.pending_left - 1;
            }
        }
        const bool ok = exact ? abs64(c - expected) <= tol : c <= most + tol;

        if (c == 0 && !q.flagged) {
            // the side's next reading decides between an artefact and a fall
            std::size_t j = i + 2;
            while (j < plies.size() && !plies[j].has_clock()) j += 2;
            bool artefact = false;
            if (j < plies.size() && j == i + 2) {
                const reading& n = plies[j];
                const int m2 = move_number(o, j);
                const std::int64_t inc2 = increment(tc, m2), dly2 = delay(tc, m2), bon2 = bonus(tc, m2);
                const std::int64_t most2 = q.last + q.allow + q.pending + inc + bon + inc2 + bon2;
                const bool both = exact && n.has_elapsed();
                const bool agrees = both ? abs64(n.clock_ms - (after(after(q.last, r.elapsed_ms, inc, dly) + q.allow + q.pending + bon, n.elapsed_ms, inc2, dly2) + bon2)) <= tol
                                         : n.clock_ms <= most2 + tol;
                const bool from_zero = n.clock_ms <= inc2 + bon + bon2 + tol;
                artefact = agrees && !from_zero;
            }
            if (artefact) {
                const std::int64_t rebuilt = exact ? after(q.last, r.elapsed_ms, inc, dly) + q.allow + q.pending + bon : -1;
                out.findings.push_back({finding_kind::zero_artefact, ply1, side, id::clock_conclusive, 0, rebuilt, 0});
                out.clock_ms[i] = rebuilt;
                if (rebuilt >= 0) q.last = rebuilt, q.allow = 0, q.pending = 0;
                else q.allow += inc + bon, q.exact = false;
                continue;
            }
            // a zero the elapsed time overshoots is the same fall (an engine past its time)
            if ((ok || (exact && expected < 0)) && !locate(tc, m).completes && !out.flag) {
                out.flag = flag_evidence{ply1, side, static_cast<int>(plies.size() - 1 - i)};
                out.findings.push_back({finding_kind::flag, ply1, side, id::moves_in_allotted_time, 0, expected, 0});
                q.flagged = true;
                q.last = 0, q.allow = 0, q.exact = true, q.pending = 0;
                continue;
            }
        }
        // the side's first move from the start: the reading is weighed against a base and a start
        // convention, not against a reading; a DGT relay's first readings are seconds off (the clock
        // started before the board saw the move): no finding within run_mismatch_ms short of a gain
        const bool first_reading = m == 1 && o.first_move == 1 && c <= most + tol && abs64(c - expected) <= run_mismatch_ms;
        if (exact && !first_reading) dev[i].measured = true, dev[i].by = c - expected;
        if (!ok && !first_reading) {
            deviation& d = dev[i];
            d.any = true;
            d.exact = exact;
            d.gain = c > most + tol;
            d.by = c - expected;
            d.recorded = c;
            d.expected = expected;
        }
        q.last = c, q.allow = 0, q.exact = true, q.pending = next_pending, q.pending_left = next_left;
    }

    // ---- deviations a relay's lag explains: no finding ---------------------------------------
    // the lag after ply i (how late the record timed it) lies in [lo, hi]; ply i's deviation is
    // d_i − d_(i−1) within rounding_ms. Forward, the lags consistent with every reading so far;
    // none left: the reading is a deviation of its own (the lags start afresh after it), and a
    // ply not measured (no elapsed time, the first reading, no reading) starts them afresh too.
    if (o.lag_ms > 0) {
        std::int64_t lo = -o.lag_ms, hi = o.lag_ms;
        for (std::size_t i = 0; i < dev.size(); ++i) {
            deviation& d = dev[i];
            if (!d.measured || d.gain) {
                lo = -o.lag_ms, hi = o.lag_ms;
                continue;
            }
            const std::int64_t nlo = std::max(-o.lag_ms, lo + d.by - o.rounding_ms), nhi = std::min(o.lag_ms, hi + d.by + o.rounding_ms);
            if (nlo > nhi) {
                lo = -o.lag_ms, hi = o.lag_ms;
                continue;
            }
            lo = nlo, hi = nhi;
            d.any = false;
        }
    }

    // ---- deviations: a pair of opposite ones is a wrong-side booking ------------------------
    for (std::size_t i = 0; i < dev.size(); ++i) {
        const deviation& d = dev[i];
        if (!d.any) continue;
        const int ply1 = static_cast<int>(i) + 1;
        if (i + 1 < dev.size() && dev[i + 1].any && d.exact && dev[i + 1].exact && abs64(d.by + dev[i + 1].by) <= tol) {
            out.findings.push_back({finding_kind::wrong_side, ply1, side_of(o, i), id::clock_conclusive, d.recorded, d.expected, ply1 + 1});
            ++i;
            continue;
        }
        if (d.gain) out.findings.push_back({finding_kind::gain, ply1, side_of(o, i), id::moves_in_allotted_time, d.recorded, d.expected, 0});
        else out.findings.push_back({finding_kind::mismatch, ply1, side_of(o, i), id::clock_conclusive, d.recorded, d.expected, 0});
    }
    std::stable_sort(out.findings.begin(), out.findings.end(), [](const finding& a, const finding& b) { return a.ply < b.ply; });
    merge_runs(out.findings);
    return out;
}

//! What the clocks say of a loss on time the record claims (a Termination "time forfeit", lichess's
//! "Time forfeit", cutechess's "loses on time": the caller reads the tag and names the loser).
enum class forfeit_evidence : std::uint8_t {
    flag,            //!< the ledger found the loser's clock at zero (its flag evidence)
    near_zero,       //!< the loser's last clock is at most `near_ms`
    time_left,       //!< the loser made the last recorded move and his clock then showed more than `near_ms`: forfeit_unsupported
    //! the winner made the last recorded move: the loser's flag fell on his turn the record never
    //! shows, which may consume whatever his last reading shows — unknown, no finding
    unrecorded_turn,
    no_clock,        //!< the loser has no clock reading: nothing to weigh
};

constexpr std::string_view to_string(forfeit_evidence e) noexcept {
    switch (e) {
    case forfeit_evidence::flag: return "flag";
    case forfeit_evidence::near_zero: return "near_zero";
    case forfeit_evidence::time_left: return "time_left";
    case forfeit_evidence::unrecorded_turn: return "unrecorded_turn";
    case forfeit_evidence::no_clock: return "no_clock";
    }
    return "?";
}

struct forfeit_check {
    forfeit_evidence evidence = forfeit_evidence::no_clock;
    int ply = 0;                  //!< 1-based ply of the loser's last reading (or of the flag); 0: none
    std::int64_t clock_ms = -1;   //!< that reading
    //! flag: the flag is at the record's end (the loser's last ply or the opponent's after it):
    //! the loss on time the record states is the flag itself, which is then no finding of its own
    bool flag_ends_record = false;
    std::optional<finding> found; //!< forfeit_unsupported (6.9) when evidence is time_left
};

//! The side that made ply `i` (0-based) of a ledger's record.
constexpr color side_at(const ledger& l, std::size_t i) noexcept {
    const bool first = i % 2 == 0;
    return first == (l.first_mover == color::white) ? color::white : color::black;
}

//! 6.8 / 6.9 — the one decision on a loss on time of `loser` against the ledger, used by the
//! forfeit check (audit::judge_clock: forfeit_unsupported, and whether the ledger's flag is a
//! finding), by the result (a flag at the end makes a decisive result a win on time) and by the
//! adjudication check (a claimed loss on time confirmed by the flag).
//! 6.8: "A flag is considered to have fallen when the arbiter observes the fact or when either
//! player has made a valid claim to that effect." The loser's last reading is his clock after his
//! last move; his flag fell while he thought on a later one. When the winner made the record's
//! last move, that turn is the one never recorded, and it may consume any time the last reading
//! shows: unknown (unrecorded_turn), never a finding. When the loser made the last move, his flag
//! could only fall after a move the record lacks: a reading above `near_ms` (the caller's margin,
//! by the game's category) is then a finding about the record (forfeit_unsupported).
inline forfeit_check check_forfeit(const ledger& l, color loser, std::int64_t near_ms) {
    forfeit_check out;
    if (l.flag && l.flag->side == loser) {
        out.evidence = forfeit_evidence::flag;
        out.ply = l.flag->ply;
        out.clock_ms = 0;
        out.flag_ends_record = l.flag->plies_after <= 1;
        return out;
    }
    const std::size_t n = l.clock_ms.size();
    for (std::size_t i = n; i-- > 0;) {
        if (l.clock_ms[i] < 0 || side_at(l, i) != loser) continue;
        out.ply = static_cast<int>(i) + 1;
        out.clock_ms = l.clock_ms[i];
        if (out.clock_ms <= near_ms) out.evidence = forfeit_evidence::near_zero;
        else if (side_at(l, n - 1) != loser || i + 1 != n) out.evidence = forfeit_evidence::unrecorded_turn;
        else out.evidence = forfeit_evidence::time_left;
        if (out.evidence == forfeit_evidence::time_left)
            out.found = finding{finding_kind::forfeit_unsupported, out.ply, loser, spec::id::flag_fall, out.clock_ms, near_ms, 0};
        return out;
    }
    return out;
}

} // namespace chesslaw::clock
