#pragma once
//! A serve::source held in memory: live games (audit::live_game) fed a ply at a time, their events
//! numbered in one log (ids strictly increasing over all games) and written as chesslaw-watch/1
//! lines with the arbiter's actions (report/arbiter_json.hpp). For the tests and the demo; the
//! watch command's SQLite log is the durable one. Thread-safe (one mutex; waiting readers are
//! woken by each new event).
//!
//!   memory_source s;
//!   s.add_game("cup|1.1|1|A|B", header);        // the tags (a pgn::game read with keep_comments)
//!   s.push("cup|1.1|1|A|B", "e4", {"[%clk 1:30:00]"});
//!   s.finish("cup|1.1|1|A|B", "1-0");

#include <chrono>
#include <condition_variable>
#include <cstdint>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/audit/arbiter_action.hpp>
#include <chesslaw/audit/live.hpp>
#include <chesslaw/clock/reading.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/report/arbiter_json.hpp>
#include <chesslaw/serve/source.hpp>

namespace chesslaw::serve {

class memory_source final : public source {
public:
    //! A new board. `key`: its identity; `header`: its tags (moves and result ignored). A key
    //! already present is replaced by a new game (its events stay in the log).
    void add_game(const std::string& key, pgn::game header) {
        std::lock_guard lock(m_);
        auto g = std::make_unique<entry>(std::move(header));
        g->view.key = key;
        const auto tag = [&](std::string_view n) {
            const auto v = g->live.game().tag_value(n);
            return v ? pgn::to_utf8(*v) : std::string();
        };
        g->view.event = tag("Event");
        g->view.round = tag("Round");
        g->view.board = tag("Board");
        g->view.white = tag("White");
        g->view.black = tag("Black");
        g->start = initial_position();
        if (const auto f = g->live.game().tag_value("FEN"))
            if (const auto p = parse_fen(*f)) g->start = *p;
        g->view.fen = to_fen_string(g->start);
        if (games_.find(key) == games_.end()) order_.push_back(key);
        games_[key] = std::move(g);
    }

    //! The next ply of game `key`, written `text`, with its comments; false: no such game.
    bool push(const std::string& key, std::string_view text, std::vector<std::string> comments = {}) {
        pgn::san_token t;
        t.text = text;
        return push(key, std::move(t), std::move(comments));
    }

    //! The next ply as a PGN reader gives it (its written number kept), with its comments.
    bool push(const std::string& key, pgn::san_token t, std::vector<std::string> comments) {
        std::lock_guard lock(m_);
        entry* g = find(key);
        if (!g) return false;
        // who moves, by the plies' parity from the start (the board may have stopped at a breach)
        const std::size_t ply = g->live.plies();
        const std::size_t black_first = g->start.side_to_move == color::black ? 1 : 0;
        const color mover = (ply + black_first) % 2 == 1 ? color::black : color::white;
        const position* b = ply == 0 ? &g->start : g->live.board();
        // the board the ply is written on: known while the replay follows the record
        const bool known = b != nullptr && b->side_to_move == mover;
        const position before = known ? *b : g->start;
        if (t.written_number == 0) { // a bare text: its number and side counted from the start
            t.move_number = static_cast<std::uint32_t>(g->start.fullmove_number + (ply + black_first) / 2);
            t.side = mover;
        }
        for (const std::string& c : comments) {
            const clock::reading r = clock::read_comment(c);
            if (!r.has_clock()) continue;
            (mover == color::white ? g->view.white_clock_ms : g->view.black_clock_ms) = static_cast<long>(r.clock_ms);
        }
        const std::string text(std::string_view(t.text));
        const std::vector<audit::live_event> evs = g->live.push(std::move(t), std::move(comments));
        record(*g, evs, known ? &before : nullptr);
        g->view.plies = g->live.plies();
        g->view.last_san = text;
        if (const position* p = g->live.board()) g->view.fen = to_fen_string(*p);
        return true;
    }

    //! The result arrives; false: no such game.
    bool finish(const std::string& key, std::string_view result) {
        std::lock_guard lock(m_);
        entry* g = find(key);
        if (!g) return false;
        const std::vector<audit::live_event> evs = g->live.finish(result);
        record(*g, evs, nullptr);
        g->view.result = std::string(result);
        return true;
    }

    std::vector<game_view> games() override {
        std::lock_guard lock(m_);
        std::vector<game_view> out;
        for (const std::string& k : order_) out.push_back(view_of(*games_.at(k)));
        return out;
    }
    std::optional<game_view> game(std::string_view key) override {
        std::lock_guard lock(m_);
        const auto it = games_.find(std::string(key));
        if (it == games_.end()) return std::nullopt;
        return view_of(*it->second);
    }
    std::vector<event_view> events_since(std::uint64_t id, std::size_t limit) override {
        std::lock_guard lock(m_);
        std::vector<event_view> out;
        // ids are 1..n at indices 0..n-1
        for (std::size_t i = static_cast<std::size_t>(id); i < log_.size() && out.size() < limit; ++i) out.push_back(log_[i]);
        return out;
    }
    bool acknowledge(std::uint64_t id, std::string_view at_iso8601, std::string_view by) override {
        std::lock_guard lock(m_);
        if (id == 0 || id > log_.size()) return false;
        log_[id - 1].acknowledged_at = std::string(at_iso8601);
        acknowledged_by_[id] = std::string(by);
        return true;
    }
    void wait_for_events_after(std::uint64_t after, std::chrono::milliseconds timeout) override {
        std::unique_lock lock(m_);
        cv_.wait_for(lock, timeout, [&] { return log_.size() > after; });
    }

    //! Who acknowledged event `id` ("" if nobody).
    std::string acknowledged_by(std::uint64_t id) {
        std::lock_guard lock(m_);
        const auto it = acknowledged_by_.find(id);
        return it == acknowledged_by_.end() ? std::string() : it->second;
    }
    std::uint64_t last_id() {
        std::lock_guard lock(m_);
        return log_.size();
    }

private:
    struct entry {
        explicit entry(pgn::game header) : live(std::move(header)) {}
        audit::live_game live;
        position start;                               // the position before the first ply
        game_view view;
        std::map<std::uint64_t, std::uint64_t> ids;   // the game's event id -> the log's
        std::vector<std::uint64_t> logged;            // the log ids of its events
        std::vector<audit::live_event_kind> kinds;    // their kinds
        std::set<std::uint64_t> superseded;           // the log ids revised or withdrawn by a later event
    };
    std::mutex m_;
    std::condition_variable cv_;
    std::map<std::string, std::unique_ptr<entry>, std::less<>> games_;
    std::vector<std::string> order_;
    std::vector<event_view> log_;
    std::map<std::uint64_t, std::string> acknowledged_by_;

    entry* find(const std::string& key) {
        const auto it = games_.find(key);
        return it == games_.end() ? nullptr : it->second.get();
    }

    //! The events `evs` of game `g` into the log: ids renumbered to the log's (and `revises` with them).
    void record(entry& g, const std::vector<audit::live_event>& evs, const position* before) {
        if (evs.empty()) return;
        const position* now = g.live.board();
        for (audit::live_event e : evs) {
            const std::uint64_t id = log_.size() + 1;
            g.ids[e.id] = id;
            const std::vector<audit::arbiter_action> acts = audit::arbiter_actions(e, before, now);
            std::vector<audit::arbiter_action> mapped = acts;
            if (e.revises) {
                const auto it = g.ids.find(*e.revises);
                e.revises = it == g.ids.end() ? std::optional<std::uint64_t>{} : std::optional<std::uint64_t>{it->second};
                for (audit::arbiter_action& a : mapped)
                    if (a.revises) a.revises = e.revises;
            }
            e.id = id;
            event_view v;
            v.id = id;
            v.game_key = g.view.key;
            v.json = report::event_json_line_with_actions(g.live.game(), g.view.key, e, mapped);
            if (!v.json.empty() && v.json.back() == '\n') v.json.pop_back();
            log_.push_back(std::move(v));
            g.logged.push_back(id);
            g.kinds.push_back(e.kind);
            if (e.revises) g.superseded.insert(*e.revises);
        }
        cv_.notify_all();
    }

    game_view view_of(const entry& g) const {
        game_view v = g.view;
        // an incident is open while unacknowledged and standing (not revised, not withdrawn); the
        // end of the game by itself (game_end) is news, not an incident
        bool open = false;
        for (std::size_t i = 0; i < g.logged.size(); ++i)
            if (!log_[g.logged[i] - 1].acknowledged_at && g.kinds[i] != audit::live_event_kind::game_end &&
                g.kinds[i] != audit::live_event_kind::record_revised && !g.superseded.contains(g.logged[i]))
                open = true;
        const bool over = (!v.result.empty() && v.result != "*");
        v.status = open ? 1 : over ? 2 : 0;
        return v;
    }
};

} // namespace chesslaw::serve
