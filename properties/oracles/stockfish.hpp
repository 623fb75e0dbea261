// chesslaw — test oracle: a small, defensive UCI client for Stockfish.
//
// Header-only; standard library + POSIX only (posix_spawn, pipes, poll,
// waitpid/waitid, kill).  It does NOT include any chesslaw kernel header: the
// oracle must stay independent of the code it is used to check.
//
// What it does
//   * start()         spawns the engine and performs the handshake
//                     "uci" -> "uciok", "setoption Threads 1", "setoption Hash 16",
//                     "isready" -> "readyok".
//   * set_chess960()  Chess960 mode (Guidelines II; or start(..., variant::
//                     chess960)): sends "setoption name UCI_Chess960 value
//                     true" (now, and after every restart's
//                     handshake); castling is then written king-takes-own-rook
//                     ("e1h1") in both directions and the FEN may be
//                     Shredder-FEN ("HAha").  Off by default: the standard path
//                     sends exactly what it always did.
//   * legal_moves()   "position fen <fen> [moves ...]" + "go perft 1"; returns
//                     the root moves, sorted, in UCI notation.
//   * perft()         same with "go perft <depth>"; returns "Nodes searched".
//   * perft_divide()  per-root-move counts (in engine order), checked to sum to
//                     "Nodes searched".
//   * last_search_time()  wall time of the last perft's "go perft" alone (used by
//                     tools/bench: the one engine client of the project).
//
// Every query also sends "d" + "isready" after "position" and checks the FEN
// Stockfish reports back:
//   * with no moves, its piece placement and side to move must equal the input;
//   * with moves, the ply counter (side to move + full-move number) must have
//     advanced by exactly moves.size().  Stockfish *silently* stops applying a
//     move list at the first illegal/unparsable move, which would make the
//     oracle answer for a different position; this check turns that into an
//     error ("move #k ... was not applied").
//
// Timeouts
//   Each call has ONE deadline, `timeout()` from its start (default: the
//   timeout passed to start(), 10 s; change with set_timeout(), clamped to
//   [1 ms, 7 days]).  Every read
//   and write is done with poll() against that deadline, so no call blocks
//   longer than the deadline plus a bounded teardown (SIGKILL + reap, <= ~1 s
//   worst case, normally microseconds).  A call that first has to restart the
//   engine gives the handshake its own `timeout()` budget, so its worst case
//   is ~2 x timeout().
//
// Failure / restart semantics
//   * Engine failures — timeout, EOF/EPIPE (process died), write/read errors,
//     unparsable or inconsistent output — make the call return std::nullopt
//     with last_error() set, and the engine process (its whole process group)
//     is SIGKILLed and reaped immediately: after a timeout the engine may still
//     be computing (perft ignores "stop") and its late output would desync the
//     stream, so it is never reused.
//   * The NEXT call then restarts the engine exactly once (spawn + handshake).
//     If that restart fails, that call returns std::nullopt with last_error()
//     "restart failed: ..." and the following call will try again (again at
//     most once).  A failed query is never retried automatically: an input
//     that crashes or hangs the engine (e.g. an illegal FEN) fails once,
//     deterministically, instead of being re-run.
//   * If the engine is found dead at the start of a call (killed externally,
//     crashed between calls) it is reaped and restarted as above, so that call
//     can still succeed.  If it dies while the call is in flight, that call
//     fails and the next one restarts.
//   * Input errors — depth < 1, a move token that is not UCI coordinate
//     notation, control characters in the FEN, a move list the engine did not
//     fully apply, a FEN the engine read back differently — return
//     std::nullopt with last_error() set but keep the (healthy) engine.
//   * restarts() counts successful restarts (tests use it).
//   * last_error() is cleared by every successful call.
//
// Signals
//   Writing to a pipe whose reader died raises SIGPIPE.  The client never
//   changes the process-wide disposition: around each write it blocks SIGPIPE
//   in the calling thread (pthread_sigmask), and if the write fails with EPIPE
//   it consumes the then-pending SIGPIPE (sigtimedwait with zero timeout)
//   unless one was already pending before, then restores the mask.
//   The child is spawned with an empty signal mask, SIGPIPE/SIGINT/SIGTERM at
//   their default action, stderr -> /dev/null, only fds 0/1/2 (where
//   supported), in its own process group (so SIGKILL reaches its children,
//   e.g. a shell script's `sleep`).
//
// Not thread-safe: use one instance per thread.  Move-only RAII: the
// destructor sends "quit", closes the engine's stdin, waits up to
// quit_grace (200 ms) for it to exit, then SIGKILLs its process group and
// reaps it.
//
// The FEN passed in is assumed to be a legal position; an illegal one may
// crash Stockfish (e.g. a board without kings segfaults 15.1) or make it
// misbehave — that yields std::nullopt (never a hang), and a restart on the
// next call.
#pragma once

#include <algorithm>
#include <cerrno>
#include <charconv>
#include <chrono>
#include <climits>
#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <system_error>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/stat.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

extern char** environ;

namespace chesslaw::oracle {

class stockfish {
public:
    using clock = std::chrono::steady_clock;

    static constexpr std::chrono::milliseconds default_timeout{10'000};
    static constexpr std::chrono::milliseconds quit_grace{200};

    // ---------------------------------------------------------------- setup

    // $CHESSLAW_STOCKFISH if set and non-empty, else /usr/games/stockfish.
    static std::string default_path() {
        if (const char* env = std::getenv("CHESSLAW_STOCKFISH"); env != nullptr && *env != '\0')
            return env;
        return "/usr/games/stockfish";
    }

    // The binary exists, is a regular file (after symlinks) and is executable.
    static bool available() { return available(default_path()); }
    static bool available(const std::string& path) {
        if (path.empty()) return false;
        struct stat st {};
        if (::stat(path.c_str(), &st) != 0 || !S_ISREG(st.st_mode)) return false;
        return ::access(path.c_str(), X_OK) == 0;
    }

    // nullopt if the binary is missing / not executable / not a UCI engine /
    // does not finish the handshake within `timeout`.  `timeout` also becomes
    // the per-call deadline of the returned client.
    static std::optional<stockfish> start(std::string path = default_path(),
                                          std::chrono::milliseconds timeout = default_timeout) {
        return start(std::move(path), timeout, nullptr);
    }
    // Same; on failure *why (if non-null) receives the reason.
    static std::optional<stockfish> start(std::string path, std::chrono::milliseconds timeout,
                                          std::string* why) {
        return start(std::move(path), timeout, why, variant::standard);
    }
    // Which rules the engine plays: standard chess, or Chess960 (UCI_Chess960, see set_chess960).
    enum class variant { standard, chess960 };
    // Same, with the variant set in the handshake.
    static std::optional<stockfish> start(std::string path, std::chrono::milliseconds timeout,
                                          std::string* why, variant v) {
        stockfish sf(std::move(path), timeout);
        sf.chess960_ = v == variant::chess960;
        if (!available(sf.path_)) {
            if (why) *why = "engine binary not found or not executable: '" + sf.path_ + "'";
            return std::nullopt;
        }
        if (!sf.launch()) {
            if (why) *why = sf.last_error_;
            return std::nullopt;
        }
        return std::optional<stockfish>(std::move(sf));
    }

    stockfish(const stockfish&) = delete;
    stockfish& operator=(const stockfish&) = delete;
    stockfish(stockfish&& o) noexcept { take(o); }
    stockfish& operator=(stockfish&& o) noexcept {
        if (this != &o) {
            shutdown_graceful();
            take(o);
        }
        return *this;
    }
    ~stockfish() { shutdown_graceful(); }

    // ----------------------------------------------------------- Chess960

    // Chess960 mode on or off: recorded, and (if the engine runs) sent at once
    // as "setoption name UCI_Chess960 value true|false" + "isready"; every later
    // (re)start's handshake sends it again.  false with last_error() set if the
    // engine did not answer (it is then killed; the next query restarts it in
    // the requested mode).
    bool set_chess960(bool on) {
        chess960_ = on;
        if (pid_ <= 0 || !alive()) return true;  // the next launch() sends it
        auto deadline = clock::now() + timeout_;
        if (!send(chess960_option(), deadline, "sending UCI_Chess960") ||
            !await("readyok", deadline, "waiting for 'readyok' after UCI_Chess960", nullptr)) {
            (void)fail_engine(last_error_);
            return false;
        }
        last_error_.clear();
        return true;
    }
    bool chess960() const { return chess960_; }

    // --------------------------------------------------------------- queries

    // Sorted UCI moves ("e2e4", "e7e8q", castling as king move "e1g1").
    std::optional<std::vector<std::string>> legal_moves(std::string_view fen,
                                                        std::span<const std::string> moves = {}) {
        auto div = run_perft(fen, 1, moves);
        if (!div) return std::nullopt;
        std::vector<std::string> out;
        out.reserve(div->first.size());
        for (auto& [m, n] : div->first) {
            if (n != 1) return fail_engine("parse error: perft 1 count for " + m + " is " + std::to_string(n));
            out.push_back(std::move(m));
        }
        std::sort(out.begin(), out.end());
        last_error_.clear();
        return out;
    }

    std::optional<std::uint64_t> perft(std::string_view fen, int depth,
                                       std::span<const std::string> moves = {}) {
        auto div = run_perft(fen, depth, moves);
        if (!div) return std::nullopt;
        return div->second;
    }

    // (move, count) per root move, in the engine's order; counts sum to perft.
    std::optional<std::vector<std::pair<std::string, std::uint64_t>>>
    perft_divide(std::string_view fen, int depth, std::span<const std::string> moves = {}) {
        auto div = run_perft(fen, depth, moves);
        if (!div) return std::nullopt;
        return std::move(div->first);
    }

    // ------------------------------------------------------------ state / misc

    // The engine process is running (not exited; not yet reaped) and usable.
    bool alive() const {
        if (pid_ <= 0) return false;
        siginfo_t info{};
        // WNOWAIT: observe without reaping, so this stays const and the pid /
        // process group stay reserved until we reap them ourselves.
        if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0) return false;
        return info.si_pid == 0;
    }

    std::string last_error() const { return last_error_; }
    pid_t pid() const { return pid_; }                       // -1 when no process (for tests)
    const std::string& path() const { return path_; }
    const std::string& engine_name() const { return id_name_; }  // "id name ..." from the handshake
    unsigned restarts() const { return restarts_; }
    // Wall time of the last successful perft query's search alone: from writing "go perft" to
    // reading "Nodes searched" (the benchmark's measure; position set-up and checks excluded).
    clock::duration last_search_time() const { return search_time_; }
    std::chrono::milliseconds timeout() const { return timeout_; }
    // Clamped to [1 ms, 7 days].
    void set_timeout(std::chrono::milliseconds t) {
        timeout_ = std::clamp(t, std::chrono::milliseconds{1}, std::chrono::milliseconds{std::chrono::hours{24 * 7}});
    }

private:
    enum class io { ok, timeout, eof, error };
    static constexpr std::size_t max_line = std::size_t{1} << 20;  // guard against a babbling engine

    std::string path_;
    std::chrono::milliseconds timeout_{default_timeout};
    pid_t pid_ = -1;
    int to_engine_ = -1;    // engine's stdin  (our write end, O_NONBLOCK)
    int from_engine_ = -1;  // engine's stdout (our read end,  O_NONBLOCK)
    std::string rbuf_;
    std::string last_error_;
    std::string id_name_;
    unsigned restarts_ = 0;
    clock::duration search_time_{};
    bool chess960_ = false;

    std::string chess960_option() const {
        return std::string("setoption name UCI_Chess960 value ") + (chess960_ ? "true" : "false") + "\nisready\n";
    }

    stockfish(std::string path, std::chrono::milliseconds t) : path_(std::move(path)) { set_timeout(t); }

    void take(stockfish& o) noexcept {
        path_ = std::move(o.path_);
        timeout_ = o.timeout_;
        pid_ = std::exchange(o.pid_, -1);
        to_engine_ = std::exchange(o.to_engine_, -1);
        from_engine_ = std::exchange(o.from_engine_, -1);
        rbuf_ = std::move(o.rbuf_);
        last_error_ = std::move(o.last_error_);
        id_name_ = std::move(o.id_name_);
        restarts_ = o.restarts_;
        search_time_ = o.search_time_;
        chess960_ = o.chess960_;
        o.path_.clear();
        o.rbuf_.clear();
        o.last_error_ = "moved-from stockfish client";
        o.id_name_.clear();
    }

    // ------------------------------------------------------------ low level

    static void close_fd(int& fd) noexcept {
        if (fd >= 0) ::close(fd);
        fd = -1;
    }

    // Keep pipe fds off 0/1/2 so the child-side dup2 is never a no-op that
    // would leave FD_CLOEXEC set.
    static int lift_fd(int fd) noexcept {
        if (fd > 2) return fd;
        int n = ::fcntl(fd, F_DUPFD_CLOEXEC, 3);
        ::close(fd);
        return n;
    }

    static std::string errno_text(int e) { return std::generic_category().message(e); }

    static int poll_ms(clock::time_point deadline) {
        auto left = std::chrono::ceil<std::chrono::milliseconds>(deadline - clock::now()).count();
        if (left <= 0) return 0;
        return left > INT_MAX ? INT_MAX : static_cast<int>(left);
    }

    static void nap(std::chrono::microseconds d) {
        timespec ts{static_cast<time_t>(d.count() / 1'000'000), static_cast<long>((d.count() % 1'000'000) * 1000)};
        while (::nanosleep(&ts, &ts) != 0 && errno == EINTR) {}
    }

    // Blocks SIGPIPE in this thread for the duration of a write; swallows the
    // SIGPIPE an EPIPE write generated (unless one was pending beforehand).
    struct sigpipe_guard {
        sigset_t pipe_set{}, old{};
        bool was_pending = false;
        bool epipe = false;
        sigpipe_guard() {
            sigemptyset(&pipe_set);
            sigaddset(&pipe_set, SIGPIPE);
            pthread_sigmask(SIG_BLOCK, &pipe_set, &old);
            sigset_t pend;
            sigemptyset(&pend);
            was_pending = sigpending(&pend) == 0 && sigismember(&pend, SIGPIPE) == 1;
        }
        ~sigpipe_guard() {
            if (epipe && !was_pending) {
                timespec zero{0, 0};
                while (sigtimedwait(&pipe_set, nullptr, &zero) < 0 && errno == EINTR) {}
            }
            pthread_sigmask(SIG_SETMASK, &old, nullptr);
        }
        sigpipe_guard(const sigpipe_guard&) = delete;
        sigpipe_guard& operator=(const sigpipe_guard&) = delete;
    };

    //! Waits until `fd` has one of `events` (or an error or hang-up: see `revents`), or the deadline.
    static io wait(int fd, short events, clock::time_point deadline, int& err, short& revents) {
        for (;;) {
            pollfd p{fd, events, 0};
            const int r = ::poll(&p, 1, poll_ms(deadline));
            if (r < 0 && errno == EINTR) continue;
            if (r < 0) {
                err = errno;
                return io::error;
            }
            if (r == 0) {
                if (clock::now() >= deadline) return io::timeout;
                continue;
            }
            revents = p.revents;
            return io::ok;
        }
    }

    io write_all(std::string_view s, clock::time_point deadline, int& err) {
        err = 0;
        if (to_engine_ < 0) return io::eof;
        sigpipe_guard guard;
        while (!s.empty()) {
            ssize_t n = ::write(to_engine_, s.data(), s.size());
            if (n > 0) {
                s.remove_prefix(static_cast<std::size_t>(n));
                continue;
            }
            if (n < 0 && errno == EINTR) continue;
            if (n < 0 && errno == EPIPE) {
                guard.epipe = true;
                return io::eof;
            }
            if (n < 0 && errno != EAGAIN && errno != EWOULDBLOCK) {
                err = errno;
                return io::error;
            }
            short revents = 0;
            if (const io w = wait(to_engine_, POLLOUT, deadline, err, revents); w != io::ok) return w;
            if ((revents & POLLOUT) == 0 && (revents & (POLLERR | POLLHUP))) return io::eof;
        }
        return io::ok;
    }

    io read_line(std::string& line, clock::time_point deadline, int& err) {
        err = 0;
        for (;;) {
            if (auto nl = rbuf_.find('\n'); nl != std::string::npos) {
                line.assign(rbuf_, 0, nl);
                rbuf_.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return io::ok;
            }
            if (rbuf_.size() > max_line) {
                err = EMSGSIZE;
                return io::error;
            }
            if (from_engine_ < 0) return io::eof;
            short revents = 0;
            if (const io w = wait(from_engine_, POLLIN, deadline, err, revents); w != io::ok) return w;
            char buf[4096];
            ssize_t n = ::read(from_engine_, buf, sizeof buf);
            if (n > 0) {
                rbuf_.append(buf, static_cast<std::size_t>(n));
                continue;
            }
            if (n == 0) return io::eof;  // every writer closed: engine exited
            if (errno == EINTR || errno == EAGAIN || errno == EWOULDBLOCK) continue;
            err = errno;
            return io::error;
        }
    }

    std::string describe(io what, int err, std::string_view context) {
        std::string s;
        switch (what) {
            case io::ok: s = "ok"; break;
            case io::timeout: s = "timeout after " + std::to_string(timeout_.count()) + " ms"; break;
            case io::eof: s = "engine process died (EOF/EPIPE)"; break;
            case io::error: s = "I/O error: " + errno_text(err); break;
        }
        s += " while ";
        s += context;
        if (what == io::eof) {
            // The pipe can report EOF a moment before the child becomes a
            // zombie; give it a few ms so the exit status can be reported.
            (void)wait_exit(clock::now() + std::chrono::milliseconds{50});
        }
        if (what == io::eof || what == io::timeout) s += exit_status_suffix();
        return s;
    }

    // " [exit status 0]" / " [killed by signal 11]" if the child has already exited.
    std::string exit_status_suffix() const {
        if (pid_ <= 0) return {};
        siginfo_t info{};
        if (::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0 || info.si_pid == 0)
            return {};
        if (info.si_code == CLD_EXITED) return " [exit status " + std::to_string(info.si_status) + "]";
        return " [killed by signal " + std::to_string(info.si_status) + "]";
    }

    bool send(std::string_view cmd, clock::time_point deadline, std::string_view context) {
        int err = 0;
        io r = write_all(cmd, deadline, err);
        if (r == io::ok) return true;
        last_error_ = describe(r, err, context);
        return false;
    }

    // ------------------------------------------------------- process control

    bool spawn() {
        int in[2] = {-1, -1}, out[2] = {-1, -1};
        if (::pipe2(in, O_CLOEXEC) != 0) {
            last_error_ = "pipe: " + errno_text(errno);
            return false;
        }
        if (::pipe2(out, O_CLOEXEC) != 0) {
            last_error_ = "pipe: " + errno_text(errno);
            close_fd(in[0]);
            close_fd(in[1]);
            return false;
        }
        for (int* fd : {&in[0], &in[1], &out[0], &out[1]}) *fd = lift_fd(*fd);
        auto close_all = [&] { for (int* fd : {&in[0], &in[1], &out[0], &out[1]}) close_fd(*fd); };
        if (in[0] < 0 || in[1] < 0 || out[0] < 0 || out[1] < 0) {
            last_error_ = "fcntl(F_DUPFD_CLOEXEC): " + errno_text(errno);
            close_all();
            return false;
        }

        posix_spawn_file_actions_t fa;
        posix_spawnattr_t at;
        if (posix_spawn_file_actions_init(&fa) != 0) {
            last_error_ = "posix_spawn_file_actions_init failed";
            close_all();
            return false;
        }
        if (posix_spawnattr_init(&at) != 0) {
            posix_spawn_file_actions_destroy(&fa);
            last_error_ = "posix_spawnattr_init failed";
            close_all();
            return false;
        }
        int rc = 0;
        auto step = [&rc](int r) { if (rc == 0) rc = r; };
        step(posix_spawn_file_actions_adddup2(&fa, in[0], STDIN_FILENO));
        step(posix_spawn_file_actions_adddup2(&fa, out[1], STDOUT_FILENO));
        step(posix_spawn_file_actions_addopen(&fa, STDERR_FILENO, "/dev/null", O_WRONLY, 0));
#if defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 34))
        step(posix_spawn_file_actions_addclosefrom_np(&fa, 3));  // don't leak other fds
#endif
        sigset_t none, defaults;
        sigemptyset(&none);
        sigemptyset(&defaults);
        sigaddset(&defaults, SIGPIPE);
        sigaddset(&defaults, SIGINT);
        sigaddset(&defaults, SIGTERM);
        step(posix_spawnattr_setflags(&at, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF));
        step(posix_spawnattr_setpgroup(&at, 0));
        step(posix_spawnattr_setsigmask(&at, &none));
        step(posix_spawnattr_setsigdefault(&at, &defaults));

        pid_t child = -1;
        if (rc == 0) {
            std::string arg0 = path_;
            char* argv[] = {arg0.data(), nullptr};
            rc = posix_spawn(&child, path_.c_str(), &fa, &at, argv, environ);
        }
        posix_spawn_file_actions_destroy(&fa);
        posix_spawnattr_destroy(&at);
        close_fd(in[0]);
        close_fd(out[1]);
        if (rc != 0) {
            last_error_ = "posix_spawn('" + path_ + "'): " + errno_text(rc);
            close_fd(in[1]);
            close_fd(out[0]);
            return false;
        }
        for (int fd : {in[1], out[0]}) {
            int fl = ::fcntl(fd, F_GETFL);
            if (fl >= 0) ::fcntl(fd, F_SETFL, fl | O_NONBLOCK);
        }
        pid_ = child;
        to_engine_ = in[1];
        from_engine_ = out[0];
        rbuf_.clear();
        return true;
    }

    // Poll for exit (without reaping) until `until`.
    bool wait_exit(clock::time_point until) const {
        auto step = std::chrono::microseconds{200};
        for (;;) {
            if (!alive()) return true;
            if (clock::now() >= until) return false;
            nap(step);
            step = std::min(step * 2, std::chrono::microseconds{10'000});
        }
    }

    // SIGKILL the engine's process group and reap the leader (bounded).
    void kill_and_reap() noexcept {
        close_fd(to_engine_);
        siginfo_t info{};
        if (pid_ > 0 && ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0 &&
            errno == ECHILD)
            pid_ = -1;  // already reaped behind our back (SIGCHLD = SIG_IGN): its pid may be reused, don't signal
        if (pid_ > 0) {
            // The leader is not reaped yet, so pgid == pid_ still names our group.
            ::kill(-pid_, SIGKILL);
            ::kill(pid_, SIGKILL);
            auto until = clock::now() + std::chrono::seconds{1};
            auto step = std::chrono::microseconds{100};
            for (;;) {
                int st = 0;
                pid_t r = ::waitpid(pid_, &st, WNOHANG);
                if (r == pid_ || (r < 0 && errno != EINTR)) break;
                if (clock::now() >= until) break;  // unkillable (D state): give up, never hang
                nap(step);
                step = std::min(step * 2, std::chrono::microseconds{10'000});
            }
        }
        pid_ = -1;
        close_fd(from_engine_);
        rbuf_.clear();
    }

    void shutdown_graceful() noexcept {
        if (pid_ > 0 && to_engine_ >= 0 && alive()) {
            int err = 0;
            try {
                (void)write_all("quit\n", clock::now() + std::chrono::milliseconds{20}, err);
            } catch (...) {
            }
            close_fd(to_engine_);  // EOF on stdin also makes Stockfish quit
            (void)wait_exit(clock::now() + quit_grace);
        }
        kill_and_reap();  // also kills stragglers in the group
    }

    // spawn + handshake within timeout_; on failure the process is gone.
    bool launch() {
        if (!spawn()) return false;
        auto deadline = clock::now() + timeout_;
        id_name_.clear();
        auto bail = [&](std::string msg) {
            last_error_ = "handshake with '" + path_ + "' failed: " + msg;
            kill_and_reap();
            return false;
        };
        if (!send("uci\n", deadline, "sending 'uci'")) return bail(last_error_);
        std::string line;
        for (;;) {
            int err = 0;
            io r = read_line(line, deadline, err);
            if (r != io::ok) return bail(describe(r, err, "waiting for 'uciok'"));
            if (line == "uciok") break;
            if (line.rfind("id name ", 0) == 0) id_name_ = line.substr(8);
        }
        if (!send("setoption name Threads value 1\nsetoption name Hash value 16\nisready\n", deadline,
                  "sending options"))
            return bail(last_error_);
        if (!await("readyok", deadline, "waiting for 'readyok'", nullptr)) return bail(last_error_);
        if (chess960_) {  // only in Chess960 mode: the standard handshake stays as it was
            if (!send(chess960_option(), deadline, "sending UCI_Chess960")) return bail(last_error_);
            if (!await("readyok", deadline, "waiting for 'readyok' after UCI_Chess960", nullptr))
                return bail(last_error_);
        }
        last_error_.clear();
        return true;
    }

    // Read lines until `token`; optionally collect them.
    bool await(std::string_view token, clock::time_point deadline, std::string_view context,
               std::vector<std::string>* lines) {
        std::string line;
        for (;;) {
            int err = 0;
            io r = read_line(line, deadline, err);
            if (r != io::ok) {
                last_error_ = describe(r, err, context);
                return false;
            }
            if (line == token) return true;
            if (lines) lines->push_back(line);
        }
    }

    // Make sure an engine is running; restart at most once per call.
    bool ensure_engine() {
        if (path_.empty()) {
            last_error_ = "moved-from stockfish client";
            return false;
        }
        std::string why;
        if (pid_ > 0) {
            if (alive()) return true;
            why = "engine had exited" + exit_status_suffix() + "; ";
            kill_and_reap();
        }
        if (!launch()) {
            last_error_ = why + "restart failed: " + last_error_;
            return false;
        }
        ++restarts_;
        return true;
    }

    std::nullopt_t fail_engine(std::string msg) {
        last_error_ = std::move(msg);
        kill_and_reap();
        return std::nullopt;
    }
    std::nullopt_t fail_input(std::string msg) {
        last_error_ = "invalid request: " + std::move(msg);
        return std::nullopt;
    }

    // ------------------------------------------------------------- parsing

    static bool is_uci_move(std::string_view m) {
        if (m.size() != 4 && m.size() != 5) return false;
        auto file = [](char c) { return c >= 'a' && c <= 'h'; };
        auto rank = [](char c) { return c >= '1' && c <= '8'; };
        if (!file(m[0]) || !rank(m[1]) || !file(m[2]) || !rank(m[3])) return false;
        return m.size() == 4 || std::string_view("qrbn").find(m[4]) != std::string_view::npos;
    }

    static bool parse_u64(std::string_view s, std::uint64_t& v) {
        if (s.empty()) return false;
        auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), v);
        return ec == std::errc{} && p == s.data() + s.size();
    }

    static std::vector<std::string_view> fields(std::string_view s) {
        std::vector<std::string_view> out;
        std::size_t i = 0;
        while (i < s.size()) {
            while (i < s.size() && (s[i] == ' ' || s[i] == '\t')) ++i;
            std::size_t j = i;
            while (j < s.size() && s[j] != ' ' && s[j] != '\t') ++j;
            if (j > i) out.push_back(s.substr(i, j - i));
            i = j;
        }
        return out;
    }

    // Ply index as Stockfish computes it: 2*(max(fullmove,1)-1) + (black to move).
    static std::optional<std::uint64_t> ply_of(std::string_view fen) {
        auto f = fields(fen);
        if (f.size() < 2 || (f[1] != "w" && f[1] != "b")) return std::nullopt;
        std::uint64_t full = 1;
        if (f.size() >= 6 && !parse_u64(f[5], full)) return std::nullopt;
        if (full < 1) full = 1;
        return 2 * (full - 1) + (f[1] == "b" ? 1 : 0);
    }

    using divide_t = std::pair<std::vector<std::pair<std::string, std::uint64_t>>, std::uint64_t>;

    std::optional<divide_t> run_perft(std::string_view fen, int depth, std::span<const std::string> moves) {
        // ---- validate input (engine untouched on failure)
        if (depth < 1) return fail_input("perft depth must be >= 1 (got " + std::to_string(depth) + ")");
        auto fen_fields = fields(fen);
        if (fen_fields.size() < 2) return fail_input("FEN needs at least placement and side to move");
        for (char c : fen)
            if (static_cast<unsigned char>(c) < 0x20 || c == 0x7f)
                return fail_input("control character in FEN");
        for (std::size_t i = 0; i < moves.size(); ++i)
            if (!is_uci_move(moves[i]))
                return fail_input("move #" + std::to_string(i + 1) + " '" + moves[i] + "' is not a UCI move");

        if (!ensure_engine()) return std::nullopt;
        auto deadline = clock::now() + timeout_;

        // ---- set position, read it back
        std::string cmd = "position fen ";
        for (std::size_t i = 0; i < fen_fields.size(); ++i) {
            if (i) cmd += ' ';
            cmd += fen_fields[i];
        }
        if (!moves.empty()) {
            cmd += " moves";
            for (const auto& m : moves) (cmd += ' ') += m;
        }
        cmd += "\nd\nisready\n";
        if (!send(cmd, deadline, "sending 'position'")) return fail_engine(last_error_);
        std::vector<std::string> shown;
        if (!await("readyok", deadline, "reading 'd' output", &shown)) return fail_engine(last_error_);
        std::string_view echoed;
        for (const auto& l : shown)
            if (l.rfind("Fen: ", 0) == 0) echoed = std::string_view(l).substr(5);
        if (echoed.empty()) return fail_engine("parse error: no 'Fen:' line in 'd' output");
        auto echo_fields = fields(echoed);
        if (moves.empty()) {
            if (echo_fields.size() < 2 || echo_fields[0] != fen_fields[0] || echo_fields[1] != fen_fields[1])
                return fail_input("engine read the FEN as '" + std::string(echoed) + "'");
        } else {
            auto before = ply_of(fen), after = ply_of(echoed);
            if (!before) return fail_input("bad side-to-move / full-move field in FEN");
            if (!after) return fail_engine("parse error: engine FEN '" + std::string(echoed) + "'");
            std::uint64_t applied = *after >= *before ? *after - *before : 0;
            if (applied != moves.size()) {
                std::string which = applied < moves.size() ? "'" + moves[applied] + "'" : "?";
                return fail_input("move #" + std::to_string(applied + 1) + " " + which +
                                  " was not applied by the engine (illegal in that position?)");
            }
        }

        // ---- perft
        const auto search_start = clock::now();
        if (!send("go perft " + std::to_string(depth) + "\n", deadline, "sending 'go perft'"))
            return fail_engine(last_error_);
        divide_t res;
        std::string line;
        for (;;) {
            int err = 0;
            io r = read_line(line, deadline, err);
            if (r != io::ok) return fail_engine(describe(r, err, "reading perft output"));
            if (line.empty() || line.rfind("info", 0) == 0) continue;
            std::string_view lv(line);
            if (lv.rfind("Nodes searched: ", 0) == 0) {
                if (!parse_u64(lv.substr(16), res.second))
                    return fail_engine("parse error: '" + line + "'");
                search_time_ = clock::now() - search_start;
                break;
            }
            auto colon = lv.find(": ");
            std::uint64_t n = 0;
            if (colon == std::string_view::npos || !is_uci_move(lv.substr(0, colon)) ||
                !parse_u64(lv.substr(colon + 2), n))
                return fail_engine("parse error: unexpected line '" + line + "'");
            res.first.emplace_back(std::string(lv.substr(0, colon)), n);
        }
        std::uint64_t sum = 0;
        for (const auto& [m, n] : res.first) sum += n;
        if (sum != res.second)
            return fail_engine("parse error: divide sums to " + std::to_string(sum) + " but 'Nodes searched: " +
                               std::to_string(res.second) + "'");
        {
            std::vector<std::string_view> names;
            for (const auto& [m, n] : res.first) names.push_back(m);
            std::sort(names.begin(), names.end());
            if (std::adjacent_find(names.begin(), names.end()) != names.end())
                return fail_engine("parse error: duplicate root move in perft output");
        }
        last_error_.clear();
        return res;
    }
};

}  // namespace chesslaw::oracle
