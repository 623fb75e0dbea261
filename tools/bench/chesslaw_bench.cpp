// chesslaw_bench — one-run benchmark of chesslaw against Stockfish, plus the umbrella header's
// include cost.
//
//   1. perft nodes/s of chesslaw::perft on the five standard CPW positions, single thread, with
//      every count checked against cpw.epd;
//   2. Stockfish `go perft N` on the same positions and depths (one thread), timed from sending
//      the command to reading "Nodes searched", driven over pipes (fork/exec, POSIX);
//   3. a table of both rates and their ratio, measured alternately in the same run, best of N;
//   4. the compile time of a translation unit that only includes <chesslaw/chesslaw.hpp> against
//      an empty one, at -O2 -c and at -fsyntax-only, best of N.
//
// Exit status: 0 on success, 1 if a perft count is wrong (chesslaw's or Stockfish's) or the
// umbrella header fails to compile, 2 on a usage error. Never on a ratio.

#include <chesslaw/chesslaw.hpp>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <optional>
#include <sstream>
#include <stdexcept>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include <fcntl.h>
#include <poll.h>
#include <spawn.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

#ifndef CHESSLAW_BENCH_EPD
#define CHESSLAW_BENCH_EPD "../shared/data/perft/cpw.epd"
#endif
#ifndef CHESSLAW_BENCH_STOCKFISH
#define CHESSLAW_BENCH_STOCKFISH "stockfish"
#endif
#ifndef CHESSLAW_BENCH_CXX
#define CHESSLAW_BENCH_CXX "c++"
#endif
#ifndef CHESSLAW_BENCH_INCLUDE_DIRS // ':'-separated
#define CHESSLAW_BENCH_INCLUDE_DIRS ""
#endif
#ifndef CHESSLAW_BENCH_FLAGS
#define CHESSLAW_BENCH_FLAGS ""
#endif
#ifndef CHESSLAW_BENCH_NATIVE
#define CHESSLAW_BENCH_NATIVE 0
#endif

namespace {

using clock_type = std::chrono::steady_clock;

double seconds(clock_type::duration d) { return std::chrono::duration<double>(d).count(); }

struct bench_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

//! Keeps the optimiser from assuming *p is unchanged between perft calls (or dropping a result).
template <class T>
inline void clobber(T* p) {
#if defined(__GNUC__) || defined(__clang__)
    __asm__ __volatile__("" : : "r"(p) : "memory");
#else
    static T* volatile sink;
    sink = p;
#endif
}

// ---- the positions -----------------------------------------------------------------------

struct bench_position {
    const char* name;
    const char* fen;
    int depth;       // full run
    int calls;       // full run: perft calls per timed sample, so that each lasts roughly 0.5-2 s
    int quick_depth; // --quick (one call per sample)
};

// The five standard positions of the Chess Programming Wiki "Perft Results" page. Expected counts
// are not written here: they are looked up in cpw.epd by FEN. The depths are those that take
// ~0.5-2 s per call; pos3 d6 and pos4 d5 are shorter, so a sample repeats them (one ply deeper is
// 10-40x longer, and pos3 d7 is not in cpw.epd).
constexpr bench_position positions[] = {
    {"start", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", 6, 1, 4},
    {"kiwipete", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", 5, 1, 3},
    {"pos3", "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", 6, 4, 4},
    {"pos4", "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1", 5, 8, 3},
    {"pos5", "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", 5, 1, 3},
};

std::vector<std::string> split_ws(std::string_view s) {
    std::vector<std::string> out;
    std::istringstream in{std::string(s)};
    for (std::string t; in >> t;) out.push_back(t);
    return out;
}

//! The first four FEN fields (placement, side, castling, en passant): the identity of an EPD line.
std::string fen_key(std::string_view fen) {
    auto f = split_ws(fen);
    f.resize(std::min<std::size_t>(f.size(), 4));
    std::string k;
    for (const auto& t : f) k += (k.empty() ? "" : " ") + t;
    return k;
}

struct epd_line {
    std::string fen;
    std::vector<std::pair<int, std::uint64_t>> counts;
};

std::vector<epd_line> read_epd(const std::string& path) {
    std::ifstream in(path);
    if (!in) throw bench_error("cannot open " + path);
    std::vector<epd_line> out;
    for (std::string line; std::getline(in, line);) {
        if (!line.empty() && line.back() == '\r') line.pop_back();
        if (line.empty() || line[0] == '#') continue;
        const auto semi = line.find(';');
        epd_line e{line.substr(0, semi), {}};
        if (semi != std::string::npos) {
            std::istringstream rest(line.substr(semi));
            for (std::string tok; std::getline(rest, tok, ';');) {
                std::istringstream f(tok);
                std::string d;
                std::uint64_t n = 0;
                if (f >> d >> n && d.size() > 1 && d[0] == 'D') e.counts.emplace_back(std::stoi(d.substr(1)), n);
            }
        }
        out.push_back(std::move(e));
    }
    return out;
}

std::optional<std::uint64_t> expected_count(const std::vector<epd_line>& epd, std::string_view fen, int depth) {
    const std::string key = fen_key(fen);
    for (const auto& e : epd) {
        if (fen_key(e.fen) != key) continue;
        for (const auto& [d, n] : e.counts)
            if (d == depth) return n;
    }
    return std::nullopt;
}

// ---- a child process on pipes (the UCI engine) ---------------------------------------------

void set_cloexec(int fd) { ::fcntl(fd, F_SETFD, ::fcntl(fd, F_GETFD) | FD_CLOEXEC); }

void make_pipe(int fds[2]) {
    if (::pipe(fds) != 0) throw bench_error(std::string("pipe: ") + std::strerror(errno));
    set_cloexec(fds[0]);
    set_cloexec(fds[1]);
}

class child_process {
public:
    child_process() = default;
    child_process(const child_process&) = delete;
    child_process& operator=(const child_process&) = delete;
    ~child_process() { stop(2.0); }

    //! fork/exec argv[0] (PATH lookup) with stdin and stdout on pipes; throws if exec fails.
    void launch(const std::vector<std::string>& argv) {
        std::vector<char*> args;
        for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
        args.push_back(nullptr);
        int in[2], out[2], status[2];
        make_pipe(in);
        make_pipe(out);
        make_pipe(status);
        pid_ = ::fork();
        if (pid_ < 0) throw bench_error(std::string("fork: ") + std::strerror(errno));
        if (pid_ == 0) { // child: only async-signal-safe calls from here
            // dup2 onto itself would keep FD_CLOEXEC set, so clear it explicitly in that case.
            if (in[0] == STDIN_FILENO) ::fcntl(in[0], F_SETFD, 0);
            else ::dup2(in[0], STDIN_FILENO);
            if (out[1] == STDOUT_FILENO) ::fcntl(out[1], F_SETFD, 0);
            else ::dup2(out[1], STDOUT_FILENO);
            ::execvp(args[0], args.data());
            const int e = errno;
            [[maybe_unused]] const auto w = ::write(status[1], &e, sizeof e);
            ::_exit(127);
        }
        ::close(in[0]);
        ::close(out[1]);
        ::close(status[1]);
        to_child_ = in[1];
        from_child_ = out[0];
        int e = 0;
        ssize_t r;
        do r = ::read(status[0], &e, sizeof e); while (r < 0 && errno == EINTR);
        ::close(status[0]);
        if (r == static_cast<ssize_t>(sizeof e)) {
            ::waitpid(pid_, nullptr, 0);
            pid_ = -1;
            throw bench_error("cannot run " + argv[0] + ": " + std::strerror(e));
        }
    }

    void send(std::string_view line) {
        std::string s(line);
        s += '\n';
        std::size_t done = 0;
        while (done < s.size()) {
            const ssize_t w = ::write(to_child_, s.data() + done, s.size() - done);
            if (w < 0 && errno == EINTR) continue;
            if (w <= 0) throw bench_error("engine closed its input");
            done += static_cast<std::size_t>(w);
        }
    }

    //! The next line of the child's output (without the newline); throws on EOF or timeout.
    std::string read_line(double timeout_s) {
        const auto deadline = clock_type::now() + std::chrono::duration_cast<clock_type::duration>(
                                                      std::chrono::duration<double>(timeout_s));
        for (;;) {
            if (const auto nl = buf_.find('\n'); nl != std::string::npos) {
                std::string line = buf_.substr(0, nl);
                buf_.erase(0, nl + 1);
                if (!line.empty() && line.back() == '\r') line.pop_back();
                return line;
            }
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock_type::now()).count();
            if (left <= 0) throw bench_error("timed out waiting for the engine");
            pollfd p{from_child_, POLLIN, 0};
            const int pr = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000 * 60)));
            if (pr < 0 && errno == EINTR) continue;
            if (pr < 0) throw bench_error(std::string("poll: ") + std::strerror(errno));
            if (pr == 0) continue;
            char chunk[4096];
            const ssize_t r = ::read(from_child_, chunk, sizeof chunk);
            if (r < 0 && errno == EINTR) continue;
            if (r <= 0) throw bench_error("engine closed its output");
            buf_.append(chunk, static_cast<std::size_t>(r));
        }
    }

    //! Close the pipes and reap the child, killing it if it has not exited within timeout_s.
    void stop(double timeout_s) {
        if (to_child_ >= 0) ::close(to_child_);
        if (from_child_ >= 0) ::close(from_child_);
        to_child_ = from_child_ = -1;
        if (pid_ <= 0) return;
        const auto deadline = clock_type::now() + std::chrono::duration_cast<clock_type::duration>(
                                                      std::chrono::duration<double>(timeout_s));
        while (::waitpid(pid_, nullptr, WNOHANG) == 0) {
            if (clock_type::now() > deadline) {
                ::kill(pid_, SIGKILL);
                ::waitpid(pid_, nullptr, 0);
                break;
            }
            ::usleep(10000);
        }
        pid_ = -1;
    }

    bool running() const noexcept { return pid_ > 0; }

private:
    pid_t pid_ = -1;
    int to_child_ = -1;
    int from_child_ = -1;
    std::string buf_;
};

class uci_engine {
public:
    explicit uci_engine(const std::string& path) {
        proc_.launch({path});
        proc_.send("uci");
        for (std::string line; (line = proc_.read_line(10.0)) != "uciok";)
            if (line.rfind("id name ", 0) == 0) id_ = line.substr(8);
        proc_.send("setoption name Threads value 1");
        sync();
    }
    uci_engine(const uci_engine&) = delete;
    uci_engine& operator=(const uci_engine&) = delete;
    ~uci_engine() {
        try {
            proc_.send("quit");
        } catch (const bench_error&) {
        }
        proc_.stop(5.0);
    }

    const std::string& id() const noexcept { return id_; }

    void sync() {
        proc_.send("isready");
        while (proc_.read_line(30.0) != "readyok") {
        }
    }

    //! Wall time of `go perft depth` alone: from sending it to reading "Nodes searched".
    double perft(const std::string& fen, int depth, std::uint64_t& nodes) {
        proc_.send("position fen " + fen);
        sync();
        const std::string go = "go perft " + std::to_string(depth);
        const auto t0 = clock_type::now();
        proc_.send(go);
        std::string line;
        constexpr std::string_view tag = "Nodes searched:";
        while ((line = proc_.read_line(3600.0)).rfind(tag, 0) != 0) {
        }
        const double t = seconds(clock_type::now() - t0);
        nodes = std::strtoull(line.c_str() + tag.size(), nullptr, 10);
        return t;
    }

private:
    child_process proc_;
    std::string id_;
};

// ---- compile cost --------------------------------------------------------------------------

struct compile_result {
    double seconds = 0;
    int status = 0;
    std::string output;
};

compile_result run_timed(const std::vector<std::string>& argv, const std::string& log_path) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    posix_spawn_file_actions_t fa;
    posix_spawn_file_actions_init(&fa);
    posix_spawn_file_actions_addopen(&fa, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
    posix_spawn_file_actions_adddup2(&fa, STDOUT_FILENO, STDERR_FILENO);
    compile_result r;
    pid_t pid = -1;
    const auto t0 = clock_type::now();
    const int e = ::posix_spawnp(&pid, args[0], &fa, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&fa);
    if (e != 0) throw bench_error("cannot run " + argv[0] + ": " + std::strerror(e));
    int st = 0;
    while (::waitpid(pid, &st, 0) < 0 && errno == EINTR) {
    }
    r.seconds = seconds(clock_type::now() - t0);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    if (r.status != 0) {
        std::ifstream log(log_path);
        std::ostringstream s;
        s << log.rdbuf();
        r.output = s.str();
    }
    return r;
}

struct include_cost {
    std::string label;                // "O2" / "syntax_only"
    std::vector<std::string> command; // with the source file as "<tu>"
    double empty_s = 0, umbrella_s = 0;
    double cost() const { return umbrella_s - empty_s; }
};

class temp_dir {
public:
    temp_dir() {
        const char* base = std::getenv("TMPDIR");
        std::string tmpl = std::string(base && *base ? base : "/tmp") + "/chesslaw_bench.XXXXXX";
        if (!::mkdtemp(tmpl.data())) throw bench_error(std::string("mkdtemp: ") + std::strerror(errno));
        path_ = tmpl;
    }
    temp_dir(const temp_dir&) = delete;
    temp_dir& operator=(const temp_dir&) = delete;
    ~temp_dir() {
        for (const auto& f : files_) ::unlink(f.c_str());
        ::rmdir(path_.c_str());
    }
    std::string file(const std::string& name, const std::string& contents) {
        const std::string p = path_ + "/" + name;
        std::ofstream(p) << contents;
        files_.push_back(p);
        return p;
    }
    std::string reserve(const std::string& name) {
        files_.push_back(path_ + "/" + name);
        return files_.back();
    }

private:
    std::string path_;
    std::vector<std::string> files_;
};

std::vector<include_cost> measure_include_cost(int reps) {
    temp_dir dir;
    const std::string empty = dir.file("empty.cpp", "");
    const std::string umbrella = dir.file("umbrella.cpp", "#include <chesslaw/chesslaw.hpp>\n");
    const std::string log = dir.reserve("compiler.log");
    std::vector<std::string> base{CHESSLAW_BENCH_CXX, "-std=c++20"};
    std::string dirs = CHESSLAW_BENCH_INCLUDE_DIRS;
    for (std::size_t b = 0; b <= dirs.size();) {
        const std::size_t e = std::min(dirs.find(':', b), dirs.size());
        if (e > b) base.push_back("-I" + dirs.substr(b, e - b));
        b = e + 1;
    }
    std::vector<include_cost> out;
    auto o2 = base;
    o2.insert(o2.end(), {"-O2", "-c", "<tu>", "-o", "/dev/null"});
    auto syn = base;
    syn.insert(syn.end(), {"-fsyntax-only", "<tu>"});
    out.push_back({"O2", o2, 1e30, 1e30});
    out.push_back({"syntax_only", syn, 1e30, 1e30});
    for (int rep = 0; rep < reps; ++rep) {
        for (auto& c : out) {
            for (int which = 0; which < 2; ++which) {
                // Alternate the order each repetition so neither side always runs "warm".
                const bool is_umbrella = (which == 0) == (rep % 2 == 0);
                auto argv = c.command;
                std::replace(argv.begin(), argv.end(), std::string("<tu>"), is_umbrella ? umbrella : empty);
                const auto r = run_timed(argv, log);
                if (r.status != 0)
                    throw bench_error("compile failed (" + std::string(is_umbrella ? "umbrella" : "empty") +
                                      " TU, " + c.label + "):\n" + r.output);
                double& best = is_umbrella ? c.umbrella_s : c.empty_s;
                best = std::min(best, r.seconds);
            }
        }
    }
    return out;
}

// ---- output helpers ------------------------------------------------------------------------

std::string json_str(std::string_view s) {
    std::string o = "\"";
    for (const char c : s) {
        switch (c) {
            case '"': o += "\\\""; break;
            case '\\': o += "\\\\"; break;
            case '\n': o += "\\n"; break;
            case '\t': o += "\\t"; break;
            default:
                if (static_cast<unsigned char>(c) < 0x20) {
                    char b[8];
                    std::snprintf(b, sizeof b, "\\u%04x", c);
                    o += b;
                } else {
                    o += c;
                }
        }
    }
    return o + "\"";
}

std::string num(double v, int prec = 6) {
    if (!std::isfinite(v)) return "null";
    char b[64];
    std::snprintf(b, sizeof b, "%.*f", prec, v);
    return b;
}

std::string join_cmd(const std::vector<std::string>& argv) {
    std::string s;
    for (const auto& a : argv) s += (s.empty() ? "" : " ") + a;
    return s;
}

// ---- the benchmark -------------------------------------------------------------------------

struct options {
    bool quick = false, json = false, stockfish = true, compile = true;
    int reps = 3;
    double min_time = 0;   // if > 0: calls per sample calibrated so a chesslaw sample lasts this long
    std::string epd = CHESSLAW_BENCH_EPD;
    std::string stockfish_path = CHESSLAW_BENCH_STOCKFISH;
};

struct row {
    std::string name, fen;
    int depth = 0;
    std::uint64_t nodes = 0; // per perft call (== cpw.epd)
    int iterations = 1;      // perft calls per sample
    double cl_s = 1e30, sf_s = 1e30;
    bool sf_ok = true;
    std::uint64_t sf_nodes = 0;
    double total_nodes() const { return static_cast<double>(nodes) * iterations; }
};

void usage(std::FILE* f) {
    std::fprintf(f,
                 "usage: chesslaw_bench [--quick] [--json] [--reps N] [--min-time S] [--epd FILE]\n"
                 "                      [--stockfish PATH] [--no-stockfish] [--no-compile]\n"
                 "  --quick         small depths, one repetition (CI smoke run)\n"
                 "  --json          machine-readable output on stdout\n"
                 "  --reps N        repetitions, best of N (default 3; --quick: 1)\n"
                 "  --min-time S    calibrate calls per sample so a chesslaw sample lasts S seconds\n"
                 "                  (default: a fixed count per position; --quick: 1)\n"
                 "  --epd FILE      expected counts (default %s)\n"
                 "  --stockfish P   engine to compare with (default %s)\n",
                 CHESSLAW_BENCH_EPD, CHESSLAW_BENCH_STOCKFISH);
}

double time_chesslaw(const chesslaw::position& p, int depth, int iterations, std::uint64_t& nodes) {
    chesslaw::position q = p;
    std::uint64_t total = 0;
    const auto t0 = clock_type::now();
    for (int i = 0; i < iterations; ++i) {
        clobber(&q);
        total += chesslaw::perft(q, depth);
        clobber(&total);
    }
    const double t = seconds(clock_type::now() - t0);
    nodes = total / static_cast<std::uint64_t>(iterations);
    return t;
}

int run(const options& opt) {
    const bool tty = ::isatty(STDERR_FILENO) != 0; // progress only on a terminal
    bool ok = true;
    const auto epd = read_epd(opt.epd);
    std::vector<row> rows;
    std::vector<chesslaw::position> parsed;

    // Verification and warm-up (and calibration with --min-time): one chesslaw call each, not in the table.
    for (const auto& bp : positions) {
        row r;
        r.name = bp.name;
        r.fen = bp.fen;
        r.depth = opt.quick ? bp.quick_depth : bp.depth;
        const auto want = expected_count(epd, r.fen, r.depth);
        if (!want) throw bench_error(r.name + ": no D" + std::to_string(r.depth) + " count in " + opt.epd);
        const auto p = chesslaw::parse_fen(r.fen);
        if (!p) throw bench_error(r.name + ": parse_fen failed: " + chesslaw::to_string(p.error()));
        std::uint64_t got = 0;
        const double t = time_chesslaw(*p, r.depth, 1, got);
        r.nodes = *want;
        if (got != *want) {
            std::fprintf(stderr, "chesslaw_bench: COUNT MISMATCH %s depth %d: chesslaw %llu, cpw.epd %llu\n",
                         r.name.c_str(), r.depth, static_cast<unsigned long long>(got),
                         static_cast<unsigned long long>(*want));
            ok = false;
        }
        r.iterations = opt.min_time > 0 ? std::clamp(static_cast<int>(std::ceil(opt.min_time / std::max(t, 1e-6))), 1, 10000)
                       : opt.quick      ? 1
                                        : bp.calls;
        rows.push_back(r);
        parsed.push_back(*p);
    }
    if (!ok) return 1;

    std::optional<uci_engine> sf;
    std::string sf_status = "disabled (--no-stockfish)";
    if (opt.stockfish) {
        try {
            sf.emplace(opt.stockfish_path);
            sf_status = "ok";
        } catch (const bench_error& e) {
            sf_status = std::string("unavailable: ") + e.what();
            std::fprintf(stderr, "chesslaw_bench: stockfish %s\n", sf_status.c_str());
        }
    }

    // Timed repetitions: per position, chesslaw and Stockfish back to back, order alternating
    // between repetitions; best of opt.reps for each side.
    for (int rep = 0; rep < opt.reps; ++rep) {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            auto& r = rows[i];
            for (int side = 0; side < 2; ++side) {
                const bool chesslaw_turn = (side == 0) == (rep % 2 == 0);
                if (chesslaw_turn) {
                    std::uint64_t n = 0;
                    r.cl_s = std::min(r.cl_s, time_chesslaw(parsed[i], r.depth, r.iterations, n));
                    if (n != r.nodes) {
                        std::fprintf(stderr, "chesslaw_bench: COUNT MISMATCH %s depth %d (timed call): %llu\n",
                                     r.name.c_str(), r.depth, static_cast<unsigned long long>(n));
                        ok = false;
                    }
                } else if (sf) {
                    double t = 0;
                    for (int k = 0; k < r.iterations; ++k) {
                        std::uint64_t n = 0;
                        t += sf->perft(r.fen, r.depth, n);
                        r.sf_nodes = n;
                        if (n != r.nodes) r.sf_ok = false;
                    }
                    r.sf_s = std::min(r.sf_s, t);
                }
            }
            if (tty) {
                std::fprintf(stderr, "\r[rep %d/%d] %-8s", rep + 1, opt.reps, r.name.c_str());
                std::fflush(stderr);
            }
        }
    }
    if (tty) std::fprintf(stderr, "\r%*s\r", 40, "");
    const std::string sf_id = sf ? sf->id() : "";
    sf.reset();
    for (const auto& r : rows) {
        if (sf_id.size() && !r.sf_ok) {
            std::fprintf(stderr, "chesslaw_bench: STOCKFISH COUNT MISMATCH %s depth %d: %llu, cpw.epd %llu\n",
                         r.name.c_str(), r.depth, static_cast<unsigned long long>(r.sf_nodes),
                         static_cast<unsigned long long>(r.nodes));
            ok = false;
        }
    }
    const bool have_sf = !sf_id.empty();

    std::vector<include_cost> costs;
    std::string compile_error;
    if (opt.compile) {
        if (tty) {
            std::fprintf(stderr, "[include cost] compiling, best of %d...", opt.reps);
            std::fflush(stderr);
        }
        try {
            costs = measure_include_cost(opt.reps);
        } catch (const bench_error& e) {
            compile_error = e.what();
            ok = false;
        }
        if (tty) std::fprintf(stderr, "\r%*s\r", 50, "");
    }

    double cl_nodes = 0, cl_time = 0, sf_time = 0;
    for (const auto& r : rows) {
        cl_nodes += r.total_nodes();
        cl_time += r.cl_s;
        sf_time += r.sf_s;
    }
    const auto mnps = [](double nodes, double s) { return nodes / std::max(s, 1e-9) / 1e6; };
    const double cl_all = mnps(cl_nodes, cl_time);
    const double sf_all = have_sf ? mnps(cl_nodes, sf_time) : NAN;
    const char* note = "Both engines were measured alternately in this same run (best of N each); only the "
                       "ratios are meaningful. Machines are noisy: absolute times are not comparable across runs.";

    if (opt.json) {
        std::printf("{\n  \"schema\": \"chesslaw-bench/1\",\n  \"mode\": %s,\n  \"ok\": %s,\n",
                    opt.quick ? "\"quick\"" : "\"full\"", ok ? "true" : "false");
        std::printf("  \"note\": %s,\n", json_str(note).c_str());
        std::printf("  \"config\": {\"compiler\": %s, \"flags\": %s, \"native\": %s, \"repetitions\": %d, "
                    "\"calibrate_seconds\": %s, \"epd\": %s},\n",
                    json_str(CHESSLAW_BENCH_CXX).c_str(), json_str(CHESSLAW_BENCH_FLAGS).c_str(),
                    CHESSLAW_BENCH_NATIVE ? "true" : "false", opt.reps, num(opt.min_time, 3).c_str(),
                    json_str(opt.epd).c_str());
        std::printf("  \"stockfish\": {\"path\": %s, \"id\": %s, \"status\": %s},\n",
                    json_str(opt.stockfish_path).c_str(), have_sf ? json_str(sf_id).c_str() : "null",
                    json_str(sf_status).c_str());
        std::printf("  \"perft\": [\n");
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const auto& r = rows[i];
            std::printf("    {\"position\": %s, \"fen\": %s, \"depth\": %d, \"nodes\": %llu, \"iterations\": %d, "
                        "\"chesslaw_s\": %s, \"chesslaw_mnps\": %s, \"stockfish_s\": %s, \"stockfish_mnps\": %s, "
                        "\"stockfish_count_ok\": %s, \"ratio\": %s}%s\n",
                        json_str(r.name).c_str(), json_str(r.fen).c_str(), r.depth,
                        static_cast<unsigned long long>(r.nodes), r.iterations, num(r.cl_s).c_str(),
                        num(mnps(r.total_nodes(), r.cl_s), 3).c_str(), have_sf ? num(r.sf_s).c_str() : "null",
                        have_sf ? num(mnps(r.total_nodes(), r.sf_s), 3).c_str() : "null",
                        have_sf ? (r.sf_ok ? "true" : "false") : "null",
                        have_sf ? num(r.sf_s / r.cl_s, 4).c_str() : "null", i + 1 < rows.size() ? "," : "");
        }
        std::printf("  ],\n  \"overall\": {\"nodes\": %s, \"chesslaw_s\": %s, \"chesslaw_mnps\": %s, "
                    "\"stockfish_s\": %s, \"stockfish_mnps\": %s, \"ratio\": %s},\n",
                    num(cl_nodes, 0).c_str(), num(cl_time).c_str(), num(cl_all, 3).c_str(),
                    have_sf ? num(sf_time).c_str() : "null", have_sf ? num(sf_all, 3).c_str() : "null",
                    have_sf ? num(cl_all / sf_all, 4).c_str() : "null");
        std::printf("  \"include_cost\": ");
        if (!opt.compile) {
            std::printf("null\n");
        } else if (!compile_error.empty()) {
            std::printf("{\"error\": %s}\n", json_str(compile_error).c_str());
        } else {
            std::printf("{\"repetitions\": %d", opt.reps);
            for (const auto& c : costs)
                std::printf(", %s: {\"command\": %s, \"empty_tu_s\": %s, \"umbrella_tu_s\": %s, \"cost_s\": %s}",
                            json_str(c.label).c_str(), json_str(join_cmd(c.command)).c_str(), num(c.empty_s).c_str(),
                            num(c.umbrella_s).c_str(), num(c.cost()).c_str());
            std::printf("}\n");
        }
        std::printf("}\n");
    } else {
        std::printf("chesslaw_bench (%s): perft, single thread, best of %d, chesslaw and Stockfish alternating\n",
                    opt.quick ? "quick" : "full", opt.reps);
        std::printf("  chesslaw : %s %s%s\n", CHESSLAW_BENCH_CXX, CHESSLAW_BENCH_FLAGS,
                    CHESSLAW_BENCH_NATIVE ? " -march=native" : "");
        std::printf("  stockfish: %s (%s)\n", opt.stockfish_path.c_str(), have_sf ? sf_id.c_str() : sf_status.c_str());
        std::printf("  counts verified against %s\n\n", opt.epd.c_str());
        std::printf("%-9s %5s %12s %5s %14s %15s %8s\n", "position", "depth", "nodes", "x", "chesslaw Mnps",
                    "stockfish Mnps", "ratio");
        for (const auto& r : rows) {
            std::printf("%-9s %5d %12llu %5d %14.1f ", r.name.c_str(), r.depth,
                        static_cast<unsigned long long>(r.nodes), r.iterations, mnps(r.total_nodes(), r.cl_s));
            if (have_sf)
                std::printf("%15.1f %8.2f%s\n", mnps(r.total_nodes(), r.sf_s), mnps(r.total_nodes(), r.cl_s) /
                                                                                 mnps(r.total_nodes(), r.sf_s),
                            r.sf_ok ? "" : "  (stockfish count WRONG)");
            else
                std::printf("%15s %8s\n", "-", "-");
        }
        std::printf("%-9s %5s %12.0f %5s %14.1f ", "overall", "", cl_nodes, "", cl_all);
        if (have_sf)
            std::printf("%15.1f %8.2f\n", sf_all, cl_all / sf_all);
        else
            std::printf("%15s %8s\n", "-", "-");
        std::printf("\n  x = perft calls per timed sample (both sides); nodes are per call.\n");
        std::printf("  ratio = chesslaw Mnps / stockfish Mnps; overall = total nodes / total time, each side.\n");
        std::printf("  %s\n", note);
        if (opt.compile) {
            std::printf("\ninclude cost of <chesslaw/chesslaw.hpp> (best of %d, same run):\n", opt.reps);
            if (!compile_error.empty()) {
                std::printf("  ERROR: %s\n", compile_error.c_str());
            } else {
                for (const auto& c : costs)
                    std::printf("  %-14s empty TU %7.3f s, umbrella TU %7.3f s, cost %7.3f s\n      %s\n",
                                c.label == "O2" ? "-O2 -c" : "-fsyntax-only", c.empty_s, c.umbrella_s, c.cost(),
                                join_cmd(c.command).c_str());
            }
        }
        std::printf("\n%s\n", ok ? "OK" : "FAILED");
    }
    return ok ? 0 : 1;
}

} // namespace

int main(int argc, char** argv) {
    std::signal(SIGPIPE, SIG_IGN);
    options opt;
    std::optional<int> reps;
    std::optional<double> min_time;
    for (int i = 1; i < argc; ++i) {
        const std::string_view a = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::fprintf(stderr, "chesslaw_bench: %s needs a value\n", argv[i]);
                std::exit(2);
            }
            return argv[++i];
        };
        if (a == "--quick") opt.quick = true;
        else if (a == "--json") opt.json = true;
        else if (a == "--no-stockfish") opt.stockfish = false;
        else if (a == "--no-compile") opt.compile = false;
        else if (a == "--reps") reps = std::atoi(value().c_str());
        else if (a == "--min-time") min_time = std::atof(value().c_str());
        else if (a == "--epd") opt.epd = value();
        else if (a == "--stockfish") opt.stockfish_path = value();
        else if (a == "-h" || a == "--help") {
            usage(stdout);
            return 0;
        } else {
            std::fprintf(stderr, "chesslaw_bench: unknown option %s\n", argv[i]);
            usage(stderr);
            return 2;
        }
    }
    opt.reps = reps.value_or(opt.quick ? 1 : 3);
    opt.min_time = min_time.value_or(0.0);
    if (opt.reps < 1) {
        std::fprintf(stderr, "chesslaw_bench: --reps must be at least 1\n");
        return 2;
    }
    try {
        return run(opt);
    } catch (const std::exception& e) {
        std::fprintf(stderr, "chesslaw_bench: %s\n", e.what());
        return 1;
    }
}
