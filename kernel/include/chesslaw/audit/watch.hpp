#pragma once
//! Watchers on the audit's replay: observers that audit_game (audit/game.hpp) notifies at the
//! game's start, at every ply it reads and at the game's end — the way a game-level rule (the end
//! of the game under Articles 5 and 9, and the rules that follow it: the clock, Article 7) sees a
//! game without an edit of the replay.
//!
//! A watcher is any class with some of these members (each one optional; the replay calls the
//! ones present, chosen at compile time — a hook a watcher does not have costs nothing):
//!
//!   void on_start(const start_event&);           // the start position (a replay begins: reset here —
//!                                                //   a record may be replayed twice, fast and then keeping its moves)
//!   void on_ply(const ply_event&);               // every ply read: legal, or a breach's displacement
//!   void on_unread(const unread_event&);         // the record's move at `ply` is no legal move there
//!                                                //   (a breach, or a text that is not SAN): the game may have been over
//!   void on_end(const end_event&, game_result&); // the replay is over: write the results into the game's
//!   static constexpr bool wants_before = false;  // the ply event's before() is not read (saves a copy
//!                                                //   of the position a ply; default: true)
//!
//! The results: a watcher writes what it found in on_end — its typed findings into
//! game_result::findings (audit/finding.hpp: clause, kind, ply, source position, evidence), the
//! end watcher its own fields (game_result::end, claims). Which watchers run: the list passed to
//! audit_game(start, sans, opt, watchers...) (by reference: the caller keeps them and reads them
//! after), and the standard ones (standard_watchers in audit/game.hpp) when opt.watch_end.
//!
//! Where a ply's text stands in the source and the comments written after it: record_source
//! (audit_options::source, set by audit_record from the pgn::game; null for a bare list of SAN):
//! the ply event looks them up only when a watcher asks (at(), comments()), so a game whose
//! watchers do not ask pays nothing for them.

#include <algorithm>
#include <cstddef>
#include <span>
#include <string_view>
#include <tuple>
#include <utility>

#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::audit {

struct game_result;

//! The record a replay reads, as the PGN reader gave it: its main-line tokens (index = ply), its
//! brace comments (pgn::reader_options::keep_comments), in order, and its tag pairs.
struct record_source {
    std::span<const pgn::san_token> tokens;
    std::span<const pgn::comment> comments;
    std::span<const pgn::tag> tags;

    //! Where the text of 0-based `ply` stands (0:0 when unknown).
    pgn::source_pos at(std::size_t ply) const noexcept { return ply < tokens.size() ? tokens[ply].at : pgn::source_pos{}; }
    //! The comments written after 0-based `ply` and before the next move.
    std::span<const pgn::comment> comments_after(std::size_t ply) const noexcept {
        const auto by_after = [](const pgn::comment& c, std::size_t k) { return c.after < k; };
        const auto b = std::lower_bound(comments.begin(), comments.end(), ply + 1, by_after);
        auto e = b;
        while (e != comments.end() && e->after == ply + 1) ++e;
        return {b, e};
    }
    //! The comments written before the first move.
    std::span<const pgn::comment> comments_before_moves() const noexcept {
        auto e = comments.begin();
        while (e != comments.end() && e->after == 0) ++e;
        return {comments.begin(), e};
    }
};

//! The replay begins at `start`.
struct start_event {
    const position& start;
    const record_source* source; //!< null: a bare list of SAN
};

//! One ply read: the move `m` written `text` (0-based `ply`), played from before() to `after`.
//! `displaced`: the move was a breach, applied as a displacement (the board as it physically
//! stood after it, see audit_game).
struct ply_event {
    std::size_t ply;
    const position* before_; //!< null when no watcher of the list wants it (wants_before)
    const position& after;
    move m;
    bool displaced;
    std::string_view text;
    const record_source* source;

    const position& before() const noexcept { return *before_; }
    //! Where the text stands in the source (0:0 when the replay has no source).
    pgn::source_pos at() const noexcept { return source ? source->at(ply) : pgn::source_pos{}; }
    //! The comments written after this move.
    std::span<const pgn::comment> comments() const noexcept { return source ? source->comments_after(ply) : std::span<const pgn::comment>{}; }
};

//! The record's move at `ply` (written `text`) is no legal move in `at` — a breach, a text that is
//! not SAN, or the replay's end at a stop.
struct unread_event {
    std::size_t ply;
    const position& at;
    std::string_view text;
};

//! The replay is over: `plies_read` plies read (legal or displaced), ending at `final_position`;
//! `complete`: every ply of the record was read (no stop, no unreadable text), so the final
//! position is the game's last.
struct end_event {
    const position& final_position;
    std::size_t plies_read;
    bool complete;
    const record_source* source;
};

namespace watch_detail {

template <class W>
constexpr bool wants_before() noexcept {
    if constexpr (requires { W::wants_before; }) return W::wants_before;
    else return requires(W& w, const ply_event& e) { w.on_ply(e); };
}

} // namespace watch_detail

//! Whether some watcher of the list reads the ply event's before().
template <class... W>
inline constexpr bool any_wants_before = (watch_detail::wants_before<W>() || ...);

//! The notifications, each to every watcher of a list that has the hook.
template <class W>
[[gnu::always_inline]] inline void notify_start(W& w, const start_event& e) {
    if constexpr (requires { w.on_start(e); }) w.on_start(e);
}
template <class W>
[[gnu::always_inline]] inline void notify_ply(W& w, const ply_event& e) {
    if constexpr (requires { w.on_ply(e); }) w.on_ply(e);
}
template <class W>
[[gnu::always_inline]] inline void notify_unread(W& w, const unread_event& e) {
    if constexpr (requires { w.on_unread(e); }) w.on_unread(e);
}
template <class W, class R>
[[gnu::always_inline]] inline void notify_end(W& w, const end_event& e, R& r) {
    if constexpr (requires { w.on_end(e, r); }) w.on_end(e, r);
}

} // namespace chesslaw::audit
