#pragma once
//! What the arbiter's screen (serve/server.hpp) shows, read ONLY through this interface: the
//! boards of a round and the chesslaw-watch/1 events of its incident log. `chesslaw watch` adapts
//! its SQLite log to it (watch_source); memory_source (serve/memory_source.hpp) holds live games in
//! memory for the tests and the demo. The contract between watch/ and serve/ fixes these names:
//! members may be added, none removed.

#include <chrono>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace chesslaw::serve {

//! One board as the screen shows it.
struct game_view {
    std::string key;                                     //!< the game's identity (watch: Event|Round|Board|White|Black)
    std::string event, round, board, white, black, result; //!< tags as read ("" if none)
    std::string fen;                                     //!< the position after the last ply
    std::size_t plies = 0;
    std::string last_san;
    std::optional<long> white_clock_ms, black_clock_ms;  //!< from %clk, if recorded
    int status = 0;                                      //!< 0 ok, 1 incident open (unacknowledged), 2 game over
};

//! One chesslaw-watch/1 event of the log.
struct event_view {
    std::uint64_t id = 0;                         //!< the log's id: strictly increasing, never reused
    std::string game_key;
    std::string json;                             //!< the event's chesslaw-watch/1 JSON line (report/watch_json.hpp)
    std::optional<std::string> acknowledged_at;   //!< ISO 8601 UTC, if acknowledged
};

//! The screen's data. Called from the server's connection threads: implementations are thread-safe.
class source {
public:
    virtual ~source() = default;
    virtual std::vector<game_view> games() = 0;
    virtual std::optional<game_view> game(std::string_view key) = 0;
    //! The events with id > `id`, in id order, at most `limit`.
    virtual std::vector<event_view> events_since(std::uint64_t id, std::size_t limit) = 0;
    //! Records that `by` acknowledged event `id` at `at_iso8601`; false: no such event.
    virtual bool acknowledge(std::uint64_t id, std::string_view at_iso8601, std::string_view by) = 0;
    //! Returns when an event with id > `after` exists, or on timeout.
    virtual void wait_for_events_after(std::uint64_t after, std::chrono::milliseconds timeout) = 0;
};

} // namespace chesslaw::serve
