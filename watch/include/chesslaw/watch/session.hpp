#pragma once
//! A watch session: the paths followed (files, folders), the games' registry, the incident log,
//! and the loop that reads what changed and turns it into events.
//!
//!   watch::session s(opt);                 // opt.paths, opt.db (optional), limits, timings
//!   s.on_event = [](const watch::emitted_event& e) { … e.json … };
//!   s.on_problem = [](const watch::emitted_problem& p) { … };
//!   s.on_record_changed = [](const watch::game_entry& g) { … };   // a game's record changed (relay copy)
//!   s.run({.until_idle = 2000ms});
//!
//! One batch per file read: its events get the log's ids and are written in one transaction with
//! the games' plies and the file's state that produced them; callbacks run after the commit.
//! Wake-ups come from inotify (Linux) on the folders followed, or from polling every poll
//! interval (options::poll, and automatically when inotify cannot be used); either way a file is
//! read only when its size, mtime, ctime or inode changed, and then from where its unchanged part
//! ends (follow.hpp).

#include <sys/inotify.h>
#include <poll.h>
#include <unistd.h>

#include <algorithm>
#include <atomic>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <filesystem>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <chesslaw/audit/live.hpp>
#include <chesslaw/audit/live_input.hpp>
#include <chesslaw/clock/reading.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/report/watch_json.hpp>
#include <chesslaw/watch/follow.hpp>
#include <chesslaw/watch/log.hpp>
#include <chesslaw/watch/registry.hpp>

namespace chesslaw::watch {

using namespace std::chrono_literals;

struct options {
    std::vector<std::string> paths;         //!< files and folders followed (folders: their *.pgn, recursively)
    std::optional<std::string> db;          //!< the incident log (SQLite); none: in memory only
    std::chrono::milliseconds poll = 250ms; //!< the polling interval (and the longest wait for a wake-up)
    bool force_poll = false;                //!< poll even where inotify works
    std::chrono::milliseconds settle = 500ms; //!< a file unchanged this long is complete as written
    std::uint64_t max_file_bytes = std::uint64_t{1} << 32;
    read_limits limits{};
    audit::live_options live{};
};

//! An event as the session issues it: the log's id (and `revises`) in `event`.
struct emitted_event {
    const game_entry* game = nullptr;
    audit::live_event event;
    std::string json; //!< its chesslaw-watch/1 line, without '\n'
    std::uint64_t ply = 0; //!< 1-based, as in the JSON
};

//! An input problem as the session reports it (once, until it changes).
struct emitted_problem {
    std::string path;
    audit::input_problem kind = audit::input_problem::missing;
    std::optional<pgn::pgn_error> error;
    int errno_value = 0;
    std::uint64_t count = 1;
    std::string json; //!< {"type":"problem","schema":"chesslaw-watch/1",…}, without '\n'
};

//! The problem as a JSON line (schema chesslaw-watch/1, type "problem").
inline std::string problem_json(const emitted_problem& p) {
    report::json_writer j;
    j.begin_object();
    j.key("type");
    j.value("problem");
    j.key("schema");
    j.value(report::watch_schema);
    j.key("path");
    j.value(std::string_view(p.path));
    j.key("kind");
    j.value(name(p.kind));
    j.key("at");
    report::write_place(j, p.error ? p.error->at : pgn::source_pos{});
    j.key("error");
    if (p.error) j.value(pgn::name(p.error->code));
    else j.null();
    j.key("errno");
    if (p.errno_value) j.value(static_cast<std::uint64_t>(p.errno_value));
    else j.null();
    j.key("count");
    j.value(p.count);
    j.end_object();
    return j.take();
}

//! Wake-ups from inotify on the folders followed (none: the session polls).
class notifier {
public:
    notifier() = default;
    notifier(const notifier&) = delete;
    notifier& operator=(const notifier&) = delete;
    ~notifier() {
        if (fd_ >= 0) ::close(fd_);
    }
    bool open() {
        fd_ = inotify_init1(IN_NONBLOCK | IN_CLOEXEC);
        return fd_ >= 0;
    }
    bool active() const noexcept { return fd_ >= 0; }
    //! Watches folder `dir`; false (and the notifier off: polling) when it cannot.
    bool watch(const std::string& dir) {
        if (fd_ < 0 || watched_.count(dir)) return fd_ >= 0;
        const int wd = inotify_add_watch(fd_, dir.c_str(),
                                         IN_CREATE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_TO | IN_MOVED_FROM | IN_DELETE | IN_ATTRIB |
                                             IN_DELETE_SELF | IN_MOVE_SELF);
        if (wd < 0) {
            if (errno == ENOENT || errno == EACCES || errno == ENOTDIR) return true; // not there (yet): its parent tells
            ::close(fd_);
            fd_ = -1;
            return false;
        }
        watched_.insert(dir);
        return true;
    }
    void forget(const std::string& dir) { watched_.erase(dir); }
    //! Waits up to `timeout` for news; true when some arrived (drained).
    bool wait(std::chrono::milliseconds timeout) {
        if (fd_ < 0) {
            std::this_thread::sleep_for(timeout);
            return false;
        }
        pollfd p{fd_, POLLIN, 0};
        const int n = ::poll(&p, 1, static_cast<int>(timeout.count()));
        if (n <= 0) return false;
        alignas(inotify_event) char buf[16384];
        bool any = false;
        while (::read(fd_, buf, sizeof buf) > 0) any = true;
        return any;
    }

private:
    int fd_ = -1;
    std::set<std::string> watched_;
};

struct run_options {
    bool once = false;                            //!< read everything once (as complete) and return
    std::optional<std::chrono::milliseconds> until_idle; //!< return when nothing changed for this long
    const std::atomic<bool>* stop = nullptr;      //!< return when set
};

class session {
public:
    std::function<void(const emitted_event&)> on_event;
    std::function<void(const emitted_problem&)> on_problem;
    //! A game's record changed (plies pushed or taken back, finished): the hook of a relay copy.
    std::function<void(const game_entry&)> on_record_changed;

    explicit session(options opt) : opt_(std::move(opt)) {}

    //! Opens the log and resumes from it (the games as last committed).
    void start() {
        if (started_) return;
        started_ = true;
        if (opt_.db) {
            log_ = std::make_unique<incident_log>(*opt_.db);
            restore();
            next_id_ = log_->last_event_id() + 1;
        }
        if (!opt_.force_poll && notify_.open()) inotify_ = true;
    }
    bool uses_inotify() const noexcept { return inotify_ && notify_.active(); }
    incident_log* log() noexcept { return log_.get(); }
    registry& games() noexcept { return reg_; }

    //! One pass over the paths: each file that changed (or waits to settle) read. Returns whether
    //! anything was read or reported.
    bool step(bool complete = false) {
        start();
        bool did = false;
        for (const std::string& p : discover()) did = visit(p, complete) || did;
        return did;
    }

    //! The loop (see run_options).
    void run(const run_options& r) {
        start();
        auto last = std::chrono::steady_clock::now();
        for (;;) {
            if (step(r.once)) last = std::chrono::steady_clock::now();
            if (r.once) return;
            if (r.stop && r.stop->load()) return;
            const auto now = std::chrono::steady_clock::now();
            if (r.until_idle && now - last >= *r.until_idle && !waiting()) return;
            notify_.wait(uses_inotify() ? opt_.poll : opt_.poll);
        }
    }

private:
    struct file_info {
        file_state state;
        bool read = false;    //!< read since the session started
        bool waiting = false; //!< a game in it waits for the file to settle
        std::int64_t ctime_seen = -1;
        std::chrono::steady_clock::time_point changed{};
    };

    options opt_;
    registry reg_;
    std::unique_ptr<incident_log> log_;
    notifier notify_;
    bool inotify_ = false;
    bool started_ = false;
    std::uint64_t next_id_ = 1;
    std::map<std::string, file_info> files_;

    bool waiting() const {
        return std::any_of(files_.begin(), files_.end(), [](const auto& f) { return f.second.waiting; });
    }

    //! The files followed now, in order: the paths given that are files (or missing), and the
    //! *.pgn under the folders given; the files read before stay (to report them gone).
    std::vector<std::string> discover() {
        std::set<std::string> out;
        for (const std::string& p : opt_.paths) {
            const path_status s = stat_path(p);
            if (s.what == path_status::type::directory) {
                watch_dir(p);
                std::error_code ec;
                std::filesystem::recursive_directory_iterator it(p, std::filesystem::directory_options::skip_permission_denied, ec), end;
                for (; !ec && it != end; it.increment(ec)) {
                    if (it.depth() > 3) {
                        it.disable_recursion_pending();
                        continue;
                    }
                    std::error_code e2;
                    if (it->is_directory(e2)) watch_dir(it->path().string());
                    else if (is_pgn(it->path())) out.insert(it->path().string());
                }
            } else {
                const std::filesystem::path fp(p);
                watch_dir(fp.has_parent_path() ? fp.parent_path().string() : std::string("."));
                out.insert(p);
            }
        }
        for (const auto& [p, f] : files_) out.insert(p);
        return {out.begin(), out.end()};
    }
    static bool is_pgn(const std::filesystem::path& p) {
        std::string e = p.extension().string();
        for (char& c : e) c = static_cast<char>(c >= 'A' && c <= 'Z' ? c - 'A' + 'a' : c);
        return e == ".pgn";
    }
    void watch_dir(const std::string& d) {
        if (inotify_ && !notify_.watch(d)) inotify_ = false; // out of watches: polling from now on
    }

    //! One path: read when changed (or settled), or report what it is now.
    bool visit(const std::string& path, bool complete) {
        file_info& f = files_[path];
        f.state.path = path;
        const path_status s = stat_path(path);
        const auto now = std::chrono::steady_clock::now();
        switch (s.what) {
        case path_status::type::regular: break;
        case path_status::type::missing: return problem(f, audit::input_problem::missing, s.error);
        case path_status::type::denied: return problem(f, audit::input_problem::permission_denied, s.error);
        case path_status::type::error: return problem(f, audit::input_problem::read_error, s.error);
        case path_status::type::directory:
        case path_status::type::other: return problem(f, audit::input_problem::not_a_file, 0);
        }
        if (s.size > opt_.max_file_bytes) return problem(f, audit::input_problem::too_large, 0);
        const bool same = f.read && f.state.same_stat(s) && ctime_of(path) == f.ctime_seen;
        if (same) {
            if (!f.waiting || now - f.changed < opt_.settle) return false;
            return read(f, s, true);
        }
        f.changed = now;
        return read(f, s, complete);
    }

    static std::int64_t ctime_of(const std::string& path) {
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0) return -1;
        return static_cast<std::int64_t>(st.st_ctim.tv_sec) * 1'000'000'000 + st.st_ctim.tv_nsec;
    }

    bool problem(file_info& f, audit::input_problem k, int err, std::optional<pgn::pgn_error> error = std::nullopt, std::uint64_t count = 1) {
        std::string sig(name(k));
        if (error) sig += ":" + pgn::to_string(error->at) + ":" + std::to_string(count);
        if (k == audit::input_problem::missing && !f.read && f.state.problem.empty() && !given(f.state.path)) return false;
        if (f.state.problem == sig) return false;
        f.state.problem = sig;
        f.read = false; // read again whole when it is back
        f.waiting = false;
        emitted_problem p{f.state.path, k, std::move(error), err, count, {}};
        p.json = problem_json(p);
        if (log_) {
            log_->begin();
            try {
                log_->insert_problem(p.path, name(k), p.json);
                log_->save_file(stored(f.state));
                log_->commit();
            } catch (...) {
                log_->rollback();
                throw;
            }
        }
        if (on_problem) on_problem(p);
        return true;
    }
    bool given(const std::string& p) const { return std::find(opt_.paths.begin(), opt_.paths.end(), p) != opt_.paths.end(); }

    static stored_file stored(const file_state& s) {
        return {s.path, s.size, s.mtime_ns, s.inode, s.prefix_end, s.prefix_lines, s.prefix_hash, s.prefix_keys, s.problem};
    }

    //! Reads the file from where its unchanged part ends; one batch.
    bool read(file_info& f, const path_status& s, bool settled) {
        file_state& st = f.state;
        std::uint64_t from = 0, lines = 0, hash = file_state::fnv_basis;
        std::vector<std::string> keys;
        if (st.prefix_end > 0 && s.size >= st.prefix_end) {
            const auto h = hash_prefix(st.path, st.prefix_end);
            if (h && *h == st.prefix_hash) {
                from = st.prefix_end;
                lines = st.prefix_lines;
                hash = st.prefix_hash;
                keys = st.prefix_keys;
            }
        }
        std::map<std::string, std::uint32_t> seen;
        for (const std::string& k : keys) ++seen[base_of(k)];
        std::vector<game_event> evs;
        std::vector<game_entry*> touched;
        bool waiting = false;
        // settled: the last token stands as written only when a blank follows it (else it is cut off)
        const bool whole = settled && ends_with_blank(st.path);
        std::uint64_t unreadable = 0;
        std::optional<pgn::pgn_error> first_error;
        const read_outcome o = read_games(st.path, from, lines, hash, opt_.limits, [&](pgn::game& g, bool at_end) {
            std::string base = key_of(g);
            if (base.empty()) base = st.path + "#" + std::to_string(keys.size() + 1);
            const std::uint32_t n = ++seen[base];
            std::string key = n > 1 ? base + "#" + std::to_string(n) : base;
            keys.push_back(key);
            if (g.error && (!at_end || settled)) {
                if (!unreadable++) first_error = g.error;
            }
            if (g.error && at_end && !settled) waiting = true;
            if (g.error && g.moves.empty()) return;
            game_entry* en = reg_.find(key);
            if (!en) en = &reg_.create(key, st.path, g, opt_.live);
            else if (en->file != st.path) return; // read from its own file
            if (registry::apply(*en, g, at_end, whole, evs) && !settled) waiting = true;
            if (en->changed || en->is_new) touched.push_back(en);
        });
        if (!o.opened) {
            return problem(f, o.error == ENOENT ? audit::input_problem::missing
                              : o.error == EACCES || o.error == EPERM ? audit::input_problem::permission_denied
                                                                      : audit::input_problem::read_error,
                           o.error);
        }
        st.size = s.size;
        st.mtime_ns = s.mtime_ns;
        st.inode = s.inode;
        f.ctime_seen = ctime_of(st.path);
        st.prefix_end = o.last_start;
        st.prefix_lines = o.last_start_lines;
        st.prefix_hash = o.last_start_hash;
        if (o.games > 0) keys.pop_back(); // the last game's: it is read again next time
        st.prefix_keys = std::move(keys);
        const bool was_problem = !st.problem.empty();
        st.problem.clear();
        f.read = true;
        f.waiting = waiting;
        std::sort(touched.begin(), touched.end());
        touched.erase(std::unique(touched.begin(), touched.end()), touched.end());
        commit(f, evs, touched);
        bool did = !evs.empty() || !touched.empty() || was_problem;
        if (unreadable) did = problem(f, audit::input_problem::unreadable_game, 0, first_error, unreadable) || did;
        return did;
    }

    static std::string base_of(const std::string& key) {
        const auto h = key.rfind('#');
        if (h == std::string::npos || h + 1 >= key.size()) return key;
        for (std::size_t i = h + 1; i < key.size(); ++i)
            if (key[i] < '0' || key[i] > '9') return key;
        return key.substr(0, h);
    }

    //! The batch: ids from the log, one transaction with the games' and the file's state.
    void commit(file_info& f, std::vector<game_event>& evs, const std::vector<game_entry*>& touched) {
        std::vector<emitted_event> out;
        out.reserve(evs.size());
        std::uint64_t id = next_id_;
        for (game_event& ge : evs) {
            audit::live_event e = std::move(ge.event);
            const std::uint64_t live_id = e.id;
            e.id = id++;
            if (e.revises) {
                const auto it = ge.game->log_id.find(*e.revises);
                if (it != ge.game->log_id.end()) e.revises = it->second;
                else e.revises.reset();
            }
            ge.game->log_id[live_id] = e.id;
            emitted_event x;
            x.game = ge.game;
            x.ply = report::watch_detail::ply_of(e);
            x.json = report::event_json_line(ge.game->live->game(), ge.game->key, e);
            if (!x.json.empty() && x.json.back() == '\n') x.json.pop_back();
            x.event = std::move(e);
            out.push_back(std::move(x));
        }
        if (log_) {
            log_->begin();
            try {
                for (const emitted_event& x : out) {
                    const audit::live_detail::key k = audit::live_detail::key_of(x.event);
                    log_->insert_event({x.event.id, x.game->key, x.ply, std::string(name(x.event.kind)), x.json, x.event.revises, match_key(k), x.game->file,
                                        std::nullopt, std::nullopt});
                }
                for (game_entry* en : touched) save(*en);
                log_->save_file(stored(f.state));
                log_->commit();
            } catch (...) {
                log_->rollback();
                throw;
            }
        }
        next_id_ = id;
        for (game_entry* en : touched) {
            en->is_new = false;
            en->dirty_from.reset();
        }
        if (on_event)
            for (const emitted_event& x : out) on_event(x);
        if (on_record_changed)
            for (game_entry* en : touched)
                if (en->changed) on_record_changed(*en);
    }

    static std::string match_key(const audit::live_detail::key& k) {
        return std::string(name(k.kind)) + "/" + std::to_string(k.ply) + "/" + std::to_string(k.extra);
    }

    void save(game_entry& en) {
        stored_game g;
        g.key = en.key;
        g.file = en.file;
        for (const pgn::tag& t : en.live->game().tags) g.tags.emplace_back(pgn::to_utf8(t.name), pgn::to_utf8(t.value));
        g.result = en.result;
        g.plies = en.pushed.size();
        if (const position* b = en.live->board()) g.fen = to_fen_string(*b);
        if (!en.pushed.empty()) g.last_san = std::string(std::string_view(en.pushed.back().token.text));
        for (std::size_t i = en.pushed.size(); i-- > 0 && (!g.white_clock_ms || !g.black_clock_ms);) {
            auto& slot = en.pushed[i].token.side == color::white ? g.white_clock_ms : g.black_clock_ms;
            if (slot) continue;
            for (const std::string& c : en.pushed[i].comments) {
                const clock::reading r = clock::read_comment(c);
                if (r.has_clock()) slot = static_cast<long>(r.clock_ms);
            }
        }
        const std::size_t from = en.is_new ? 0 : en.dirty_from.value_or(en.pushed.size());
        std::vector<stored_ply> ps(en.pushed.size());
        for (std::size_t i = from; i < en.pushed.size(); ++i) {
            const pgn::san_token& t = en.pushed[i].token;
            ps[i] = {std::string(std::string_view(t.text)), t.written_number, t.written_ellipsis, t.move_number, t.side == color::black,
                     t.at.line, t.at.column, en.pushed[i].comments};
        }
        log_->save_game(g, from, ps);
    }

    //! The games as the log last committed them: each replayed into its live game (its events
    //! already logged), the events standing matched to the log's by what they state.
    void restore() {
        for (const stored_file& sf : log_->files()) {
            file_info& f = files_[sf.path];
            f.state = {sf.path, sf.size, sf.mtime_ns, sf.inode, sf.prefix_end, sf.prefix_lines, sf.prefix_hash, sf.prefix_keys, sf.problem};
        }
        for (const stored_game& sg : log_->games()) {
            pgn::game header;
            for (const auto& [k, v] : sg.tags) header.tags.push_back({k, v, {}});
            game_entry& en = reg_.create(sg.key, sg.file, header, opt_.live);
            en.is_new = false;
            for (stored_ply& p : log_->plies(sg.key)) {
                const std::vector<audit::live_event> ignored = en.live->push(p.token(), p.comments);
                (void)ignored;
                en.pushed.push_back({p.token(), std::move(p.comments)});
            }
            if (!sg.result.empty()) {
                const std::vector<audit::live_event> ignored = en.live->finish(sg.result);
                (void)ignored;
                en.result = sg.result;
            }
            std::vector<stored_event> standing = log_->standing(std::string_view(sg.key));
            std::vector<bool> used(standing.size(), false);
            for (const audit::live_event& e : en.live->open_events()) {
                const std::string mk = match_key(audit::live_detail::key_of(e));
                for (std::size_t i = 0; i < standing.size(); ++i)
                    if (!used[i] && standing[i].match_key == mk) {
                        used[i] = true;
                        en.log_id[e.id] = standing[i].id;
                        break;
                    }
            }
        }
    }
};

} // namespace chesslaw::watch
