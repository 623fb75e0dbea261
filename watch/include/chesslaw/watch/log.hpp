#pragma once
//! The durable incident log of a watched broadcast: SQLite in WAL mode.
//!
//! Tables (schema version 1, `meta`):
//!   events(id, game_key, ply, kind, json, revises, match_key, file)  id strictly increasing, never reused
//!   acknowledgements(event_id, at, by)                               an operator's acknowledgement of an event
//!   games(key, file, tags, result, plies, fen, last_san, white_clock_ms, black_clock_ms)   a board as last judged
//!   plies(game_key, ply, text, number, ellipsis, move_number, black, line, col, comments)  the plies pushed: the state to resume
//!   files(path, size, mtime_ns, inode, prefix_end, prefix_lines, prefix_hash, prefix_keys, problem)  what was read
//!   problems(id, path, kind, json)                                   input problems (not events of the Laws)
//! The session writes one transaction per batch: the events of one file's reading together with
//! the games' and the file's state that produced them, so that a restart (or a kill -9 at any
//! moment) resumes from a state and its events, never one without the other.
//! Readers (the screen, --report) open the same file: WAL lets them read while the watch writes.

#include <sqlite3.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <thread>
#include <utility>
#include <vector>

#include <nlohmann/json.hpp>

#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::watch {

//! A failure of the database (cannot open, disk full, corrupt): the message is SQLite's.
class log_error : public std::runtime_error {
public:
    using std::runtime_error::runtime_error;
};

//! An event as stored.
struct stored_event {
    std::uint64_t id = 0;
    std::string game_key;
    std::uint64_t ply = 0; //!< 1-based, as in the JSON
    std::string kind;
    std::string json; //!< its chesslaw-watch/1 line (no '\n')
    std::optional<std::uint64_t> revises;
    std::string match_key;
    std::string file;
    std::optional<std::string> acknowledged_at;
    std::optional<std::string> acknowledged_by;
};

//! A board as stored.
struct stored_game {
    std::string key, file;
    std::vector<std::pair<std::string, std::string>> tags;
    std::string result;
    std::uint64_t plies = 0;
    std::string fen, last_san;
    std::optional<long> white_clock_ms, black_clock_ms;
};

struct stored_ply {
    std::string text;
    std::uint32_t number = 0; //!< the number written before it (0: none)
    bool ellipsis = false;
    std::uint32_t move_number = 1; //!< counted from the start, as the reader counts it
    bool black = false;            //!< black plays it
    std::uint64_t line = 0;
    std::uint32_t column = 0;
    std::vector<std::string> comments;

    //! The ply as the PGN reader gave it (its text a view of `text`: valid while this ply is).
    pgn::san_token token() const {
        pgn::san_token t;
        t.text = std::string_view(text);
        t.at = {line, column};
        t.written_number = number;
        t.written_ellipsis = ellipsis;
        t.move_number = move_number;
        t.side = black ? color::black : color::white;
        return t;
    }
};

struct stored_file {
    std::string path;
    std::uint64_t size = 0;
    std::int64_t mtime_ns = 0;
    std::uint64_t inode = 0, prefix_end = 0, prefix_lines = 0, prefix_hash = 0;
    std::vector<std::string> prefix_keys;
    std::string problem;
};

class incident_log {
public:
    //! Opens (creates) the log at `path`.
    explicit incident_log(const std::string& path) {
        if (sqlite3_open_v2(path.c_str(), &db_, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_FULLMUTEX, nullptr) != SQLITE_OK) {
            const std::string m = db_ ? sqlite3_errmsg(db_) : "out of memory";
            sqlite3_close(db_);
            db_ = nullptr;
            throw log_error(path + ": " + m);
        }
        sqlite3_busy_timeout(db_, 5000);
        exec("PRAGMA journal_mode=WAL");
        exec("PRAGMA synchronous=NORMAL"); // WAL + NORMAL: a process killed loses no committed transaction
        exec("CREATE TABLE IF NOT EXISTS meta(k TEXT PRIMARY KEY, v TEXT)");
        exec("INSERT OR IGNORE INTO meta VALUES('schema','chesslaw-watch-log/1')");
        exec("CREATE TABLE IF NOT EXISTS events(id INTEGER PRIMARY KEY AUTOINCREMENT, game_key TEXT NOT NULL, ply INTEGER NOT NULL, "
             "kind TEXT NOT NULL, json TEXT NOT NULL, revises INTEGER, match_key TEXT NOT NULL, file TEXT NOT NULL)");
        exec("CREATE INDEX IF NOT EXISTS events_game ON events(game_key, id)");
        exec("CREATE TABLE IF NOT EXISTS acknowledgements(event_id INTEGER PRIMARY KEY REFERENCES events(id), at TEXT NOT NULL, by TEXT NOT NULL)");
        exec("CREATE TABLE IF NOT EXISTS games(key TEXT PRIMARY KEY, file TEXT NOT NULL, tags TEXT NOT NULL, result TEXT NOT NULL, "
             "plies INTEGER NOT NULL, fen TEXT NOT NULL, last_san TEXT NOT NULL, white_clock_ms INTEGER, black_clock_ms INTEGER)");
        exec("CREATE TABLE IF NOT EXISTS plies(game_key TEXT NOT NULL, ply INTEGER NOT NULL, text TEXT NOT NULL, number INTEGER NOT NULL, "
             "ellipsis INTEGER NOT NULL, move_number INTEGER NOT NULL, black INTEGER NOT NULL, line INTEGER NOT NULL, col INTEGER NOT NULL, "
             "comments TEXT NOT NULL, PRIMARY KEY(game_key, ply)) WITHOUT ROWID");
        exec("CREATE TABLE IF NOT EXISTS files(path TEXT PRIMARY KEY, size INTEGER, mtime_ns INTEGER, inode INTEGER, prefix_end INTEGER, "
             "prefix_lines INTEGER, prefix_hash INTEGER, prefix_keys TEXT, problem TEXT)");
        exec("CREATE TABLE IF NOT EXISTS problems(id INTEGER PRIMARY KEY AUTOINCREMENT, path TEXT NOT NULL, kind TEXT NOT NULL, json TEXT NOT NULL)");
    }
    incident_log(const incident_log&) = delete;
    incident_log& operator=(const incident_log&) = delete;
    ~incident_log() { sqlite3_close(db_); }

    void begin() { exec("BEGIN IMMEDIATE"); }
    void commit() { exec("COMMIT"); }
    void rollback() { sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr); }

    //! The highest event id given (0: none); the next event is one more.
    std::uint64_t last_event_id() {
        // sqlite_sequence keeps the highest id ever given (AUTOINCREMENT: never reused)
        stmt s(db_, "SELECT COALESCE((SELECT seq FROM sqlite_sequence WHERE name='events'), 0)");
        return s.step() ? static_cast<std::uint64_t>(s.i64(0)) : 0;
    }

    void insert_event(const stored_event& e) {
        stmt s(db_, "INSERT INTO events(id, game_key, ply, kind, json, revises, match_key, file) VALUES(?,?,?,?,?,?,?,?)");
        s.bind(1, static_cast<std::int64_t>(e.id));
        s.bind(2, e.game_key);
        s.bind(3, static_cast<std::int64_t>(e.ply));
        s.bind(4, e.kind);
        s.bind(5, e.json);
        if (e.revises) s.bind(6, static_cast<std::int64_t>(*e.revises));
        s.bind(7, e.match_key);
        s.bind(8, e.file);
        s.done();
    }
    void insert_problem(std::string_view path, std::string_view kind, std::string_view json) {
        stmt s(db_, "INSERT INTO problems(path, kind, json) VALUES(?,?,?)");
        s.bind(1, path);
        s.bind(2, kind);
        s.bind(3, json);
        s.done();
    }

    //! The board's row, and its plies from 0-based `from` on (those before are kept).
    void save_game(const stored_game& g, std::size_t from, const std::vector<stored_ply>& plies) {
        nlohmann::json tags = nlohmann::json::array();
        for (const auto& [k, v] : g.tags) tags.push_back({k, v});
        stmt s(db_, "INSERT OR REPLACE INTO games(key, file, tags, result, plies, fen, last_san, white_clock_ms, black_clock_ms) VALUES(?,?,?,?,?,?,?,?,?)");
        s.bind(1, g.key);
        s.bind(2, g.file);
        s.bind(3, tags.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        s.bind(4, g.result);
        s.bind(5, static_cast<std::int64_t>(g.plies));
        s.bind(6, g.fen);
        s.bind(7, g.last_san);
        if (g.white_clock_ms) s.bind(8, static_cast<std::int64_t>(*g.white_clock_ms));
        if (g.black_clock_ms) s.bind(9, static_cast<std::int64_t>(*g.black_clock_ms));
        s.done();
        stmt del(db_, "DELETE FROM plies WHERE game_key=? AND ply>=?");
        del.bind(1, g.key);
        del.bind(2, static_cast<std::int64_t>(from));
        del.done();
        stmt ins(db_, "INSERT INTO plies(game_key, ply, text, number, ellipsis, move_number, black, line, col, comments) VALUES(?,?,?,?,?,?,?,?,?,?)");
        for (std::size_t i = from; i < plies.size(); ++i) {
            const stored_ply& p = plies[i];
            nlohmann::json cs = p.comments;
            ins.reset();
            ins.bind(1, g.key);
            ins.bind(2, static_cast<std::int64_t>(i));
            ins.bind(3, p.text);
            ins.bind(4, static_cast<std::int64_t>(p.number));
            ins.bind(5, static_cast<std::int64_t>(p.ellipsis));
            ins.bind(6, static_cast<std::int64_t>(p.move_number));
            ins.bind(7, static_cast<std::int64_t>(p.black));
            ins.bind(8, static_cast<std::int64_t>(p.line));
            ins.bind(9, static_cast<std::int64_t>(p.column));
            ins.bind(10, cs.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
            ins.done();
        }
    }
    void save_file(const stored_file& f) {
        stmt s(db_, "INSERT OR REPLACE INTO files VALUES(?,?,?,?,?,?,?,?,?)");
        s.bind(1, f.path);
        s.bind(2, static_cast<std::int64_t>(f.size));
        s.bind(3, f.mtime_ns);
        s.bind(4, static_cast<std::int64_t>(f.inode));
        s.bind(5, static_cast<std::int64_t>(f.prefix_end));
        s.bind(6, static_cast<std::int64_t>(f.prefix_lines));
        s.bind(7, static_cast<std::int64_t>(f.prefix_hash));
        s.bind(8, nlohmann::json(f.prefix_keys).dump(-1, ' ', false, nlohmann::json::error_handler_t::replace));
        s.bind(9, f.problem);
        s.done();
    }

    std::vector<stored_game> games() {
        std::vector<stored_game> out;
        stmt s(db_, "SELECT key, file, tags, result, plies, fen, last_san, white_clock_ms, black_clock_ms FROM games ORDER BY key");
        while (s.step()) {
            stored_game g;
            g.key = s.text(0);
            g.file = s.text(1);
            for (const auto& t : nlohmann::json::parse(s.text(2), nullptr, false))
                if (t.is_array() && t.size() == 2) g.tags.emplace_back(t[0].get<std::string>(), t[1].get<std::string>());
            g.result = s.text(3);
            g.plies = static_cast<std::uint64_t>(s.i64(4));
            g.fen = s.text(5);
            g.last_san = s.text(6);
            if (!s.null(7)) g.white_clock_ms = static_cast<long>(s.i64(7));
            if (!s.null(8)) g.black_clock_ms = static_cast<long>(s.i64(8));
            out.push_back(std::move(g));
        }
        return out;
    }
    std::vector<stored_ply> plies(std::string_view key) {
        std::vector<stored_ply> out;
        stmt s(db_, "SELECT text, number, ellipsis, move_number, black, line, col, comments FROM plies WHERE game_key=? ORDER BY ply");
        s.bind(1, key);
        while (s.step()) {
            stored_ply p;
            p.text = s.text(0);
            p.number = static_cast<std::uint32_t>(s.i64(1));
            p.ellipsis = s.i64(2) != 0;
            p.move_number = static_cast<std::uint32_t>(s.i64(3));
            p.black = s.i64(4) != 0;
            p.line = static_cast<std::uint64_t>(s.i64(5));
            p.column = static_cast<std::uint32_t>(s.i64(6));
            for (const auto& c : nlohmann::json::parse(s.text(7), nullptr, false))
                if (c.is_string()) p.comments.push_back(c.get<std::string>());
            out.push_back(std::move(p));
        }
        return out;
    }
    std::vector<stored_file> files() {
        std::vector<stored_file> out;
        stmt s(db_, "SELECT path, size, mtime_ns, inode, prefix_end, prefix_lines, prefix_hash, prefix_keys, problem FROM files");
        while (s.step()) {
            stored_file f;
            f.path = s.text(0);
            f.size = static_cast<std::uint64_t>(s.i64(1));
            f.mtime_ns = s.i64(2);
            f.inode = static_cast<std::uint64_t>(s.i64(3));
            f.prefix_end = static_cast<std::uint64_t>(s.i64(4));
            f.prefix_lines = static_cast<std::uint64_t>(s.i64(5));
            f.prefix_hash = static_cast<std::uint64_t>(s.i64(6));
            for (const auto& k : nlohmann::json::parse(s.text(7), nullptr, false))
                if (k.is_string()) f.prefix_keys.push_back(k.get<std::string>());
            f.problem = s.text(8);
            out.push_back(std::move(f));
        }
        return out;
    }

    //! The events with an id above `after`, at most `limit`, in id order (with their acknowledgement).
    std::vector<stored_event> events_since(std::uint64_t after, std::size_t limit = static_cast<std::size_t>(-1)) {
        std::vector<stored_event> out;
        stmt s(db_, "SELECT e.id, e.game_key, e.ply, e.kind, e.json, e.revises, e.match_key, e.file, a.at, a.by FROM events e "
                    "LEFT JOIN acknowledgements a ON a.event_id = e.id WHERE e.id > ? ORDER BY e.id LIMIT ?");
        s.bind(1, static_cast<std::int64_t>(after));
        s.bind(2, limit > static_cast<std::size_t>(INT64_MAX) ? INT64_MAX : static_cast<std::int64_t>(limit));
        while (s.step()) out.push_back(event_row(s));
        return out;
    }
    //! The events of one game, in id order.
    std::vector<stored_event> game_events(std::string_view key) {
        std::vector<stored_event> out;
        stmt s(db_, "SELECT e.id, e.game_key, e.ply, e.kind, e.json, e.revises, e.match_key, e.file, a.at, a.by FROM events e "
                    "LEFT JOIN acknowledgements a ON a.event_id = e.id WHERE e.game_key = ? ORDER BY e.id");
        s.bind(1, key);
        while (s.step()) out.push_back(event_row(s));
        return out;
    }
    //! The events standing: neither revised nor withdrawn by a later one, no record_revised.
    std::vector<stored_event> standing(std::optional<std::string_view> key = std::nullopt) {
        std::vector<stored_event> out;
        std::string q = "SELECT e.id, e.game_key, e.ply, e.kind, e.json, e.revises, e.match_key, e.file, a.at, a.by FROM events e "
                        "LEFT JOIN acknowledgements a ON a.event_id = e.id WHERE e.kind <> 'record_revised' "
                        "AND NOT EXISTS (SELECT 1 FROM events r WHERE r.revises = e.id)";
        if (key) q += " AND e.game_key = ?";
        q += " ORDER BY e.id";
        stmt s(db_, q.c_str());
        if (key) s.bind(1, *key);
        while (s.step()) out.push_back(event_row(s));
        return out;
    }
    //! How many events of game `key` stand (neither revised nor withdrawn, no record_revised)
    //! without an acknowledgement: the screen's "incident open".
    std::uint64_t unacknowledged(std::string_view key) {
        stmt s(db_, "SELECT COUNT(*) FROM events e LEFT JOIN acknowledgements a ON a.event_id = e.id WHERE e.game_key = ? "
                    "AND e.kind <> 'record_revised' AND a.event_id IS NULL AND NOT EXISTS (SELECT 1 FROM events r WHERE r.revises = e.id)");
        s.bind(1, key);
        return s.step() ? static_cast<std::uint64_t>(s.i64(0)) : 0;
    }
    //! Acknowledges event `id` (again: the first acknowledgement stays). False: no such event.
    bool acknowledge(std::uint64_t id, std::string_view at_iso8601, std::string_view by) {
        stmt chk(db_, "SELECT 1 FROM events WHERE id=?");
        chk.bind(1, static_cast<std::int64_t>(id));
        if (!chk.step()) return false;
        stmt s(db_, "INSERT OR IGNORE INTO acknowledgements(event_id, at, by) VALUES(?,?,?)");
        s.bind(1, static_cast<std::int64_t>(id));
        s.bind(2, at_iso8601);
        s.bind(3, by);
        s.done();
        return true;
    }
    //! Returns when an event with an id above `after` exists, or at the timeout (polls the log).
    bool wait_for_events_after(std::uint64_t after, std::chrono::milliseconds timeout) {
        const auto end = std::chrono::steady_clock::now() + timeout;
        for (;;) {
            stmt s(db_, "SELECT COALESCE(MAX(id), 0) FROM events");
            if (s.step() && static_cast<std::uint64_t>(s.i64(0)) > after) return true;
            if (std::chrono::steady_clock::now() >= end) return false;
            std::this_thread::sleep_for(std::chrono::milliseconds(50));
        }
    }

private:
    sqlite3* db_ = nullptr;

    class stmt {
    public:
        stmt(sqlite3* db, const char* sql) : db_(db) {
            if (sqlite3_prepare_v2(db, sql, -1, &s_, nullptr) != SQLITE_OK) throw log_error(sqlite3_errmsg(db));
        }
        stmt(const stmt&) = delete;
        stmt& operator=(const stmt&) = delete;
        ~stmt() { sqlite3_finalize(s_); }
        void bind(int i, std::int64_t v) { sqlite3_bind_int64(s_, i, v); }
        void bind(int i, std::string_view v) { sqlite3_bind_text(s_, i, v.data(), static_cast<int>(v.size()), SQLITE_TRANSIENT); }
        bool step() {
            const int rc = sqlite3_step(s_);
            if (rc == SQLITE_ROW) return true;
            if (rc == SQLITE_DONE) return false;
            throw log_error(sqlite3_errmsg(db_));
        }
        void done() {
            if (step()) throw log_error("unexpected row");
        }
        void reset() {
            sqlite3_reset(s_);
            sqlite3_clear_bindings(s_);
        }
        std::int64_t i64(int c) { return sqlite3_column_int64(s_, c); }
        bool null(int c) { return sqlite3_column_type(s_, c) == SQLITE_NULL; }
        std::string text(int c) {
            const auto* p = sqlite3_column_text(s_, c);
            return p ? std::string(reinterpret_cast<const char*>(p), static_cast<std::size_t>(sqlite3_column_bytes(s_, c))) : std::string();
        }

    private:
        sqlite3* db_;
        sqlite3_stmt* s_ = nullptr;
    };

    static stored_event event_row(stmt& s) {
        stored_event e;
        e.id = static_cast<std::uint64_t>(s.i64(0));
        e.game_key = s.text(1);
        e.ply = static_cast<std::uint64_t>(s.i64(2));
        e.kind = s.text(3);
        e.json = s.text(4);
        if (!s.null(5)) e.revises = static_cast<std::uint64_t>(s.i64(5));
        e.match_key = s.text(6);
        e.file = s.text(7);
        if (!s.null(8)) e.acknowledged_at = s.text(8);
        if (!s.null(9)) e.acknowledged_by = s.text(9);
        return e;
    }

    void exec(const char* sql) {
        char* err = nullptr;
        if (sqlite3_exec(db_, sql, nullptr, nullptr, &err) != SQLITE_OK) {
            const std::string m = err ? err : "error";
            sqlite3_free(err);
            throw log_error(m);
        }
    }
};

} // namespace chesslaw::watch
