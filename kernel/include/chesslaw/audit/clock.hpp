#pragma once
//! The clock ledger (clock/ledger.hpp) as a watcher of the audit's replay (audit/watch.hpp): one
//! of the standard watchers (audit/game.hpp), run unless audit_options::watch_clock is off.
//!
//!   clock_watch: on_start notes the side and move number of the first ply; on_end reads every
//!   main-line ply's comments (record_source::comments: the reader keeps them only when asked,
//!   pgn::reader_options::keep_comments), the TimeControl tag (record_source::tags), runs the
//!   ledger and writes game_result::clock — a clock_record, or nothing when no ply has a clock.
//!
//! It has no on_ply: the replay pays nothing per ply for it, and a record without comments, or
//! whose comments hold no `[%clk`, no `tl=` and no engine tool's `eval/depth time`, is left at the
//! first look (no allocation). An engine match's comments give the time of each move: under a known
//! TimeControl its clocks are derived from them (clock::derive_clocks), and the ledger runs on those.
//! The readings are of the record's main line as written (every token), not only of the plies the
//! replay read: the clock of a move after a breach is a reading all the same.
//! No English: the findings are the ledger's typed values (prose/clock.hpp words them).

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/watch.hpp>
#include <chesslaw/clock/ledger.hpp>
#include <chesslaw/clock/reading.hpp>
#include <chesslaw/clock/time_control.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/rules/game_category.hpp>

namespace chesslaw::audit {

//! What the audit keeps of a record's clocks: the ledger, the TimeControl tag as written, and the
//! category (A.1/B.1) of the control the ledger ran on (the tag's, or the one the clocks fit).
struct clock_record {
    clock::ledger ledger;
    std::optional<std::string> tag; //!< the TimeControl tag's value (raw bytes); null: no tag
    clock::categorised category;    //!< unknown when the control is, or the sides' categories differ
};

//! The category of the control a ledger ran on: the sides' when they agree (an Armageddon's two
//! bases may still fall in one category), else unknown.
inline clock::categorised category_of(const clock::ledger_control& c) {
    const clock::categorised w = clock::category_of(c.side[0]), b = clock::category_of(c.side[1]);
    return w == b ? w : clock::categorised{};
}

//! How much time a loser on time may show at his last reading before the forfeit is a finding
//! about the record (clock::check_forfeit's near_ms): his flag fell while he thought on the next
//! move, which in a slow game may take minutes. By the game's category.
constexpr std::int64_t forfeit_margin_ms(clock::category c) noexcept {
    switch (c) {
    case clock::category::blitz: return 60'000;
    case clock::category::rapid: return 120'000;
    case clock::category::standard:
    case clock::category::unknown: return 300'000;
    }
    return 300'000;
}

namespace clock_detail {

//! Whether a comment is an engine tool's `eval/depth time` (`+0.86/8 1.0s`): its first byte a sign,
//! a digit or `M`, then the form read whole (clock::read_comment's engine form). An annotator's
//! comment is left at its first byte.
constexpr bool engine_comment(std::string_view text) noexcept {
    std::size_t i = 0;
    while (i < text.size() && (text[i] == ' ' || text[i] == '\n' || text[i] == '\r' || text[i] == '\t')) ++i;
    if (i == text.size()) return false;
    const char c = text[i];
    if (c != '+' && c != '-' && c != 'M' && (c < '0' || c > '9')) return false;
    clock::reading r;
    clock::reading_detail::engine(text, r);
    return r.has_elapsed();
}

//! Whether a comment may hold a clock reading (`[%clk`, TCEC's `tl=`): a test of the text before
//! any reading is made.
//! (Looked for by their rare bytes, '%' and '=': an annotator's prose is full of 't's and '['s.)
constexpr bool may_hold_clock(std::string_view text) noexcept {
    for (std::size_t i = text.find('%'); i != std::string_view::npos; i = text.find('%', i + 1))
        if (i > 0 && text.substr(i - 1, 5) == "[%clk") return true;
    for (std::size_t i = text.find('='); i != std::string_view::npos; i = text.find('=', i + 1))
        if (i >= 2 && text[i - 2] == 't' && text[i - 1] == 'l') return true;
    return false;
}

} // namespace clock_detail

//! The clock record of a record's main line: its plies' comments read (each comment adds to its
//! ply's reading, clock::read_comment), the TimeControl tag read, the ledger run. Null when no
//! ply has a clock. `first_mover`, `first_move`: the side and the move number of the first ply.
inline std::optional<clock_record> clock_of(const record_source& src, color first_mover, int first_move,
                                            clock::ledger_options o = {}) {
    bool any = false, engine = false;
    for (const pgn::comment& c : src.comments)
        if (c.after > 0 && clock_detail::may_hold_clock(c.text)) {
            any = true;
            break;
        }
    if (!any) // an engine match's comments: the times of the moves, the clocks derived from them
        for (const pgn::comment& c : src.comments)
            if (c.after > 0 && clock_detail::engine_comment(c.text)) {
                engine = true;
                break;
            }
    if (!any && !engine) return std::nullopt;
    std::vector<clock::reading> plies(src.tokens.size());
    for (const pgn::comment& c : src.comments)
        if (c.after > 0 && c.after <= plies.size()) plies[c.after - 1] = clock::read_comment(c.text, plies[c.after - 1]);
    clock_record out;
    clock::time_control tc;
    for (const pgn::tag& t : src.tags)
        if (t.name == "TimeControl") {
            out.tag = t.value;
            tc = clock::read(t.value);
            break;
        }
    o.first_mover = first_mover;
    o.first_move = first_move;
    if (engine && clock::derive_clocks(tc, plies, o) == 0) return std::nullopt;
    out.ledger = clock::ledger_of(tc, plies, o);
    out.ledger.derived = engine;
    if (out.ledger.plies_with_clock == 0) return std::nullopt;
    out.category = category_of(out.ledger.control);
    return out;
}

//! The clock ledger as a watcher (see the header comment). `on` false: nothing is read or written.
struct clock_watch {
    bool on = true;
    clock::ledger_options options{};
    color first_mover = color::white;
    int first_move = 1;

    static constexpr bool wants_before = false;

    void on_start(const start_event& e) {
        first_mover = e.start.side_to_move;
        first_move = e.start.fullmove_number;
    }
    template <class Result>
    void on_end(const end_event& e, Result& r) {
        if (!on || !e.source || e.source->comments.empty()) return;
        if (std::optional<clock_record> c = clock_of(*e.source, first_mover, first_move, options)) r.clock = std::move(*c);
    }
};

} // namespace chesslaw::audit
