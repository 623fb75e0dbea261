// chesslaw_bench — one-run benchmark of chesslaw against Stockfish, plus the umbrella header's
// include cost.
//
//   1. perft nodes/s of chesslaw::perft on the five standard CPW positions, single thread, with
//      every count checked against the CPW page's counts (built in; --epd FILE reads another table);
//   2. Stockfish `go perft N` on the same positions and depths (one thread), timed from sending
//      the command to reading "Nodes searched", driven over pipes (fork/exec, POSIX);
//   3. a table of both rates and their ratio, measured alternately in the same run, best of N;
//   4. the compile time of a translation unit that only includes <chesslaw/chesslaw.hpp> against
//      an empty one, at -O2 -c and at -fsyntax-only, best of N.
//
// Exit status: 0 on success, 1 if a perft count is wrong (chesslaw's or Stockfish's) or the
// umbrella header fails to compile, 2 on a usage error. Never on a ratio.

#include <chesslaw/chesslaw.hpp>
#include <chesslaw/judge.hpp>

#include "properties/oracles/stockfish.hpp"

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
#include <sys/resource.h>
#include <sys/types.h>
#include <sys/wait.h>
#include <unistd.h>

extern char** environ;

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
#ifndef CHESSLAW_BENCH_RANDOM_PLAY
#define CHESSLAW_BENCH_RANDOM_PLAY "tests/data/perft/random-play.perft"
#endif
#ifndef CHESSLAW_BENCH_NATIVE_HELPER // empty: not built
#define CHESSLAW_BENCH_NATIVE_HELPER ""
#endif
#ifndef CHESSLAW_BENCH_NATIVE_FLAGS
#define CHESSLAW_BENCH_NATIVE_FLAGS "-march=native"
#endif
#ifndef CHESSLAW_BENCH_SOURCE_DIR
#define CHESSLAW_BENCH_SOURCE_DIR "."
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
// are looked up by FEN in `cpw_counts` below (or in --epd FILE). The depths are those that take
// ~0.5-2 s per call; pos3 d6 and pos4 d5 are shorter, so a sample repeats them (one ply deeper is
// 10-40x longer, and pos3 d7 is not on the page).
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

//! The counts of the CPW "Perft Results" page for the five positions (facts, as in cpw.epd of the
//! shared data: ../shared/data/perft/cpw.epd), so that the bench runs without that folder.
const std::vector<epd_line> cpw_counts = {
    {"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
     {{1, 20}, {2, 400}, {3, 8902}, {4, 197281}, {5, 4865609}, {6, 119060324}}},
    {"r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
     {{1, 48}, {2, 2039}, {3, 97862}, {4, 4085603}, {5, 193690690}, {6, 8031647685}}},
    {"8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1", {{1, 14}, {2, 191}, {3, 2812}, {4, 43238}, {5, 674624}, {6, 11030083}}},
    {"r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
     {{1, 6}, {2, 264}, {3, 9467}, {4, 422333}, {5, 15833292}, {6, 706045033}}},
    {"rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8", {{1, 44}, {2, 1486}, {3, 62379}, {4, 2103487}, {5, 89941194}}},
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

// ---- compile cost --------------------------------------------------------------------------

struct compile_result {
    double seconds = 0;
    double cpu_seconds = 0; //!< the child's user + system time (wait4 rusage): robust to a busy machine
    double peak_mib = 0;    //!< the child's peak resident set (wait4 rusage)
    int status = 0;
    std::string output;
};

//! Runs argv with stdout+stderr to log_path; wall time, peak memory and exit status.
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
    rusage ru{};
    while (::wait4(pid, &st, 0, &ru) < 0 && errno == EINTR) {
    }
    r.seconds = seconds(clock_type::now() - t0);
    r.peak_mib = static_cast<double>(ru.ru_maxrss) / 1024.0;
    const auto tv = [](const timeval& t) { return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6; };
    r.cpu_seconds = tv(ru.ru_utime) + tv(ru.ru_stime);
    r.status = WIFEXITED(st) ? WEXITSTATUS(st) : 128 + (WIFSIGNALED(st) ? WTERMSIG(st) : 0);
    std::ifstream log(log_path);
    std::ostringstream out;
    out << log.rdbuf();
    r.output = out.str();
    return r;
}

struct include_cost {
    std::string label;                // "O2" / "syntax_only"
    std::vector<std::string> command; // with the source file as "<tu>"
    double empty_s = 0, umbrella_s = 0;         // wall, best of N
    double empty_cpu = 1e30, umbrella_cpu = 1e30; // compiler CPU time, best of N
    double cost() const { return umbrella_s - empty_s; }
    double cpu_cost() const { return umbrella_cpu - empty_cpu; }
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

//! The configured compiler in C++20 mode with the kernel's include directories.
std::vector<std::string> compiler_base() {
    std::vector<std::string> base{CHESSLAW_BENCH_CXX, "-std=c++20"};
    std::string dirs = CHESSLAW_BENCH_INCLUDE_DIRS;
    for (std::size_t b = 0; b <= dirs.size();) {
        const std::size_t e = std::min(dirs.find(':', b), dirs.size());
        if (e > b) base.push_back("-I" + dirs.substr(b, e - b));
        b = e + 1;
    }
    return base;
}

std::vector<include_cost> measure_include_cost(int reps) {
    temp_dir dir;
    const std::string empty = dir.file("empty.cpp", "");
    const std::string umbrella = dir.file("umbrella.cpp", "#include <chesslaw/chesslaw.hpp>\n");
    const std::string log = dir.reserve("compiler.log");
    const std::vector<std::string> base = compiler_base();
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
                double& best_cpu = is_umbrella ? c.umbrella_cpu : c.empty_cpu;
                best_cpu = std::min(best_cpu, r.cpu_seconds);
            }
        }
    }
    return out;
}

//! The build step of tests/static/perft_depth4.cpp (static_assert(perft(start, 4) == 197281) under
//! the compiler's default constexpr limits), with the configured compiler at -O2 -c: wall time and
//! peak memory of the compiler, best of reps.
struct constexpr_perft_cost {
    std::vector<std::string> command;
    double seconds = 1e30, cpu_seconds = 0, peak_mib = 0;
};

constexpr_perft_cost measure_constexpr_perft(int reps) {
    temp_dir dir;
    const std::string log = dir.reserve("compiler.log");
    constexpr_perft_cost c;
    c.command = compiler_base();
    c.command.insert(c.command.end(), {"-O2", "-c", CHESSLAW_BENCH_SOURCE_DIR "/tests/static/perft_depth4.cpp", "-o", "/dev/null"});
    for (int rep = 0; rep < reps; ++rep) {
        const auto r = run_timed(c.command, log);
        if (r.status != 0) throw bench_error("compile-time perft failed to compile:\n" + r.output);
        if (r.seconds < c.seconds) {
            c.seconds = r.seconds;
            c.cpu_seconds = r.cpu_seconds;
            c.peak_mib = r.peak_mib;
        }
    }
    return c;
}

// ---- judge throughput ----------------------------------------------------------------------

//! judge() over every candidate triple (from, to, promotion none/Q/R/B/N: 64 x 64 x 5) of the
//! random-play positions, timed alone (best of reps); the legal verdicts must number exactly the
//! generator's legal moves, position by position (checked outside the timing).
struct judge_result {
    std::size_t positions = 0;
    std::uint64_t judged = 0, legal = 0;
    double seconds = 1e30;
    bool agrees = true;
    double mps() const { return static_cast<double>(judged) / std::max(seconds, 1e-9) / 1e6; }
};

judge_result measure_judge(const std::string& path, std::size_t stride, int reps) {
    std::ifstream in(path);
    if (!in) throw bench_error("cannot open " + path);
    std::vector<chesslaw::position> ps;
    std::size_t k = 0;
    for (std::string line; std::getline(in, line);) {
        if (line.rfind("epd ", 0) != 0) continue;
        if (k++ % stride != 0) continue;
        if (const auto p = chesslaw::parse_fen(line.substr(4))) ps.push_back(*p);
    }
    judge_result r;
    r.positions = ps.size();
    for (int rep = 0; rep < reps; ++rep) {
        std::vector<std::uint64_t> legal(ps.size(), 0);
        std::uint64_t judged = 0;
        const auto t0 = clock_type::now();
        for (std::size_t i = 0; i < ps.size(); ++i) {
            chesslaw::position& p = ps[i];
            clobber(&p);
            std::uint64_t n = 0;
            for (int from = 0; from < 64; ++from)
                for (int to = 0; to < 64; ++to)
                    for (int promo = 0; promo <= 4; ++promo) {
                        const chesslaw::judgement j = chesslaw::judge(
                            p, chesslaw::move(chesslaw::square_at(from), chesslaw::square_at(to), static_cast<chesslaw::promotion>(promo)));
                        n += j.legal;
                    }
            judged += 64 * 64 * 5;
            legal[i] = n;
            clobber(&legal[i]);
        }
        r.seconds = std::min(r.seconds, seconds(clock_type::now() - t0));
        r.judged = judged;
        r.legal = 0;
        for (std::size_t i = 0; i < ps.size(); ++i) {
            r.legal += legal[i];
            if (legal[i] != static_cast<std::uint64_t>(chesslaw::legal_moves(ps[i]).size())) r.agrees = false;
        }
    }
    return r;
}

// ---- the -march=native build of perft (a helper process) --------------------------------------

//! Runs the helper built with -march=native: it times `calls` perft calls itself (after a warm-up)
//! and prints "nodes seconds". Same protocol of alternation as the in-process paths.
double time_native(const std::string& helper, const std::string& fen, int depth, int calls, std::uint64_t& nodes) {
    temp_dir dir;
    const std::string log = dir.reserve("native.out");
    const auto r = run_timed({helper, fen, std::to_string(depth), std::to_string(calls)}, log);
    if (r.status != 0) throw bench_error("native perft helper failed: " + r.output);
    std::istringstream in(r.output);
    double t = 0;
    unsigned long long n = 0;
    if (!(in >> n >> t)) throw bench_error("native perft helper: unreadable output: " + r.output);
    nodes = n;
    return t;
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
    bool quick = false, json = false, stockfish = true, compile = true, judge = true, native = true;
    int reps = 3;
    double min_time = 0;   // if > 0: calls per sample calibrated so a chesslaw sample lasts this long
    std::string epd; // empty: cpw_counts
    std::string random_play = CHESSLAW_BENCH_RANDOM_PLAY;
    std::string stockfish_path = CHESSLAW_BENCH_STOCKFISH;
    std::string native_helper = CHESSLAW_BENCH_NATIVE_HELPER;
};

//! The chesslaw variants timed against Stockfish, in table order.
enum variant : int { dispatched, baseline, native, variant_count };
constexpr const char* variant_name[] = {"dispatched", "baseline", "native"};

struct row {
    std::string name, fen;
    int depth = 0;
    std::uint64_t nodes = 0; // per perft call (== cpw.epd)
    int iterations = 1;      // perft calls per sample
    double cl_s[variant_count] = {1e30, 1e30, 1e30};
    double sf_s = 1e30;
    bool sf_ok = true;
    std::uint64_t sf_nodes = 0;
    double total_nodes() const { return static_cast<double>(nodes) * iterations; }
    double ratio(int v) const { return sf_s / cl_s[v]; }
};

void usage(std::FILE* f) {
    std::fprintf(f,
                 "usage: chesslaw_bench [--quick] [--json] [--reps N] [--min-time S] [--epd FILE]\n"
                 "                      [--stockfish PATH] [--no-stockfish] [--no-compile] [--no-judge]\n"
                 "                      [--no-native] [--native-helper PATH] [--random-play FILE]\n"
                 "  --quick         small depths, one repetition (CI smoke run)\n"
                 "  --json          machine-readable output on stdout\n"
                 "  --reps N        repetitions, best of N (default 3; --quick: 1)\n"
                 "  --min-time S    calibrate calls per sample so a chesslaw sample lasts S seconds\n"
                 "                  (default: a fixed count per position; --quick: 1)\n"
                 "  --epd FILE      expected counts, EPD \"FEN ;D1 n ;D2 n\" (default: the CPW page's, built in)\n"
                 "  --stockfish P   engine to compare with (default %s)\n"
                 "  --no-compile    skip include cost and compile-time perft cost\n"
                 "  --no-judge      skip judge throughput\n"
                 "  --no-native     skip the -march=native perft helper\n",
                 CHESSLAW_BENCH_STOCKFISH);
}

//! perft through `fn` (the dispatched chesslaw::perft, or one forced instruction-set path).
template <class Fn>
double time_chesslaw(Fn fn, const chesslaw::position& p, int depth, int iterations, std::uint64_t& nodes) {
    chesslaw::position q = p;
    std::uint64_t total = 0;
    const auto t0 = clock_type::now();
    for (int i = 0; i < iterations; ++i) {
        clobber(&q);
        total += fn(q, depth);
        clobber(&total);
    }
    const double t = seconds(clock_type::now() - t0);
    nodes = total / static_cast<std::uint64_t>(iterations);
    return t;
}

const char* path_name(chesslaw::detail::perft_path p) {
    switch (p) {
    case chesslaw::detail::perft_path::bmi2: return "popcnt+bmi2 (PEXT)";
    case chesslaw::detail::perft_path::popcnt: return "popcnt (magic multiplication)";
    case chesslaw::detail::perft_path::baseline: break;
    }
    return "baseline x86-64 (magic multiplication, SWAR popcount)";
}

double geomean(const std::vector<double>& v) {
    if (v.empty()) return NAN;
    double l = 0;
    for (const double x : v) l += std::log(x);
    return std::exp(l / static_cast<double>(v.size()));
}

int run(const options& opt) {
    const bool tty = ::isatty(STDERR_FILENO) != 0; // progress only on a terminal
    bool ok = true;
    const auto epd = opt.epd.empty() ? cpw_counts : read_epd(opt.epd);
    const std::string epd_name = opt.epd.empty() ? "the CPW page (built in)" : opt.epd;
    std::vector<row> rows;
    std::vector<chesslaw::position> parsed;
    const auto dispatched_fn = [](const chesslaw::position& p, int d) { return chesslaw::perft(p, d); };
    const auto baseline_fn = chesslaw::detail::perft_variant(chesslaw::detail::perft_path::baseline);
    const auto best_path = chesslaw::detail::best_perft_path();

    // Verification and warm-up (and calibration with --min-time): one chesslaw call each, not in the table.
    for (const auto& bp : positions) {
        row r;
        r.name = bp.name;
        r.fen = bp.fen;
        r.depth = opt.quick ? bp.quick_depth : bp.depth;
        const auto want = expected_count(epd, r.fen, r.depth);
        if (!want) throw bench_error(r.name + ": no D" + std::to_string(r.depth) + " count in " + epd_name);
        const auto p = chesslaw::parse_fen(r.fen);
        if (!p) throw bench_error(r.name + ": parse_fen failed: " + chesslaw::to_string(p.error()));
        std::uint64_t got = 0;
        const double t = time_chesslaw(dispatched_fn, *p, r.depth, 1, got);
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

    std::optional<chesslaw::oracle::stockfish> sf;
    std::string sf_status = "disabled (--no-stockfish)";
    if (opt.stockfish) {
        std::string why;
        sf = chesslaw::oracle::stockfish::start(opt.stockfish_path, std::chrono::hours(1), &why);
        if (sf) {
            sf_status = "ok";
        } else {
            sf_status = "unavailable: " + why;
            std::fprintf(stderr, "chesslaw_bench: stockfish %s\n", sf_status.c_str());
        }
    }
    bool have_native = opt.native && !opt.native_helper.empty();
    std::string native_status = opt.native ? (have_native ? "ok" : "not built (compiler without -march=native)")
                                           : "disabled (--no-native)";

    // Timed repetitions: per position, every chesslaw variant and Stockfish back to back, the order
    // rotating between repetitions; best of opt.reps for each.
    const auto count_error = [&](const row& r, const char* what, std::uint64_t n) {
        std::fprintf(stderr, "chesslaw_bench: COUNT MISMATCH %s depth %d (%s): %llu\n", r.name.c_str(), r.depth, what,
                     static_cast<unsigned long long>(n));
        ok = false;
    };
    for (int rep = 0; rep < opt.reps; ++rep) {
        for (std::size_t i = 0; i < rows.size(); ++i) {
            auto& r = rows[i];
            for (int k = 0; k < variant_count + 1; ++k) {
                const int turn = (k + rep) % (variant_count + 1); // variant_count == Stockfish's turn
                std::uint64_t n = 0;
                if (turn == dispatched) {
                    r.cl_s[dispatched] = std::min(r.cl_s[dispatched], time_chesslaw(dispatched_fn, parsed[i], r.depth, r.iterations, n));
                    if (n != r.nodes) count_error(r, "dispatched", n);
                } else if (turn == baseline) {
                    r.cl_s[baseline] = std::min(r.cl_s[baseline], time_chesslaw(baseline_fn, parsed[i], r.depth, r.iterations, n));
                    if (n != r.nodes) count_error(r, "baseline", n);
                } else if (turn == native) {
                    if (!have_native) continue;
                    try {
                        r.cl_s[native] = std::min(r.cl_s[native], time_native(opt.native_helper, r.fen, r.depth, r.iterations, n));
                        if (n != r.nodes) count_error(r, "native", n);
                    } catch (const bench_error& e) {
                        have_native = false;
                        native_status = std::string("failed: ") + e.what();
                    }
                } else if (sf) {
                    double t = 0;
                    for (int c = 0; c < r.iterations && sf; ++c) {
                        const auto got = sf->perft(r.fen, r.depth);
                        if (!got) {
                            sf_status = "failed: " + sf->last_error();
                            sf.reset();
                            break;
                        }
                        t += seconds(sf->last_search_time());
                        r.sf_nodes = *got;
                        if (*got != r.nodes) r.sf_ok = false;
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
    const std::string sf_id = sf ? sf->engine_name() : "";
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

    std::optional<judge_result> judged;
    std::string judge_error;
    if (opt.judge) {
        if (tty) std::fprintf(stderr, "[judge] judging every candidate triple...");
        try {
            judged = measure_judge(opt.random_play, opt.quick ? 16 : 1, opt.quick ? 1 : std::min(opt.reps, 2));
            if (!judged->agrees) {
                judge_error = "judge and generator disagree on the number of legal moves";
                ok = false;
            }
        } catch (const bench_error& e) {
            judge_error = e.what();
            ok = false;
        }
        if (tty) std::fprintf(stderr, "\r%*s\r", 50, "");
    }

    std::vector<include_cost> costs;
    std::optional<constexpr_perft_cost> ce_cost;
    std::string compile_error;
    if (opt.compile) {
        if (tty) {
            std::fprintf(stderr, "[include cost, compile-time perft] compiling...");
            std::fflush(stderr);
        }
        try {
            costs = measure_include_cost(opt.reps);
            ce_cost = measure_constexpr_perft(1);
        } catch (const bench_error& e) {
            compile_error = e.what();
            ok = false;
        }
        if (tty) std::fprintf(stderr, "\r%*s\r", 60, "");
    }

    double cl_nodes = 0, cl_time[variant_count] = {0, 0, 0}, sf_time = 0;
    std::vector<double> ratios[variant_count];
    for (const auto& r : rows) {
        cl_nodes += r.total_nodes();
        for (int v = 0; v < variant_count; ++v) {
            cl_time[v] += r.cl_s[v];
            if (have_sf && r.cl_s[v] < 1e29) ratios[v].push_back(r.ratio(v));
        }
        sf_time += r.sf_s;
    }
    const bool variant_ran[variant_count] = {true, true, have_native};
    const auto mnps = [](double nodes, double s) { return nodes / std::max(s, 1e-9) / 1e6; };
    const double sf_all = have_sf ? mnps(cl_nodes, sf_time) : NAN;
    const char* note = "All engines were measured alternately in this same run (best of N each); only the "
                       "ratios are meaningful. Machines are noisy: absolute times are not comparable across runs.";
    const auto ratio_json = [&](const row& r, int v) {
        return have_sf && variant_ran[v] ? num(r.ratio(v), 4) : std::string("null");
    };

    if (opt.json) {
        std::printf("{\n  \"schema\": \"chesslaw-bench/2\",\n  \"mode\": %s,\n  \"ok\": %s,\n",
                    opt.quick ? "\"quick\"" : "\"full\"", ok ? "true" : "false");
        std::printf("  \"note\": %s,\n", json_str(note).c_str());
        std::printf("  \"config\": {\"compiler\": %s, \"flags\": %s, \"native\": %s, \"repetitions\": %d, "
                    "\"calibrate_seconds\": %s, \"epd\": %s, \"dispatch\": %s},\n",
                    json_str(CHESSLAW_BENCH_CXX).c_str(), json_str(CHESSLAW_BENCH_FLAGS).c_str(),
                    CHESSLAW_BENCH_NATIVE ? "true" : "false", opt.reps, num(opt.min_time, 3).c_str(),
                    json_str(epd_name).c_str(), json_str(path_name(best_path)).c_str());
        std::printf("  \"stockfish\": {\"path\": %s, \"id\": %s, \"status\": %s},\n",
                    json_str(opt.stockfish_path).c_str(), have_sf ? json_str(sf_id).c_str() : "null",
                    json_str(sf_status).c_str());
        std::printf("  \"native_helper\": {\"path\": %s, \"flags\": %s, \"status\": %s},\n",
                    json_str(opt.native_helper).c_str(), json_str(CHESSLAW_BENCH_NATIVE_FLAGS).c_str(),
                    json_str(native_status).c_str());
        std::printf("  \"perft\": [\n");
        for (std::size_t i = 0; i < rows.size(); ++i) {
            const auto& r = rows[i];
            std::printf("    {\"position\": %s, \"fen\": %s, \"depth\": %d, \"nodes\": %llu, \"iterations\": %d, "
                        "\"stockfish_s\": %s, \"stockfish_mnps\": %s, \"stockfish_count_ok\": %s",
                        json_str(r.name).c_str(), json_str(r.fen).c_str(), r.depth,
                        static_cast<unsigned long long>(r.nodes), r.iterations, have_sf ? num(r.sf_s).c_str() : "null",
                        have_sf ? num(mnps(r.total_nodes(), r.sf_s), 3).c_str() : "null",
                        have_sf ? (r.sf_ok ? "true" : "false") : "null");
            for (int v = 0; v < variant_count; ++v)
                std::printf(", \"%s_s\": %s, \"%s_mnps\": %s, \"%s_ratio\": %s", variant_name[v],
                            variant_ran[v] ? num(r.cl_s[v]).c_str() : "null", variant_name[v],
                            variant_ran[v] ? num(mnps(r.total_nodes(), r.cl_s[v]), 3).c_str() : "null", variant_name[v],
                            ratio_json(r, v).c_str());
            std::printf("}%s\n", i + 1 < rows.size() ? "," : "");
        }
        std::printf("  ],\n  \"overall\": {\"nodes\": %s, \"stockfish_mnps\": %s", num(cl_nodes, 0).c_str(),
                    have_sf ? num(sf_all, 3).c_str() : "null");
        for (int v = 0; v < variant_count; ++v) {
            const bool has = have_sf && variant_ran[v];
            std::printf(", \"%s\": {\"mnps\": %s, \"ratio_total\": %s, \"ratio_geomean\": %s}", variant_name[v],
                        variant_ran[v] ? num(mnps(cl_nodes, cl_time[v]), 3).c_str() : "null",
                        has ? num(mnps(cl_nodes, cl_time[v]) / sf_all, 4).c_str() : "null",
                        has ? num(geomean(ratios[v]), 4).c_str() : "null");
        }
        std::printf("},\n  \"judge\": ");
        if (!opt.judge) std::printf("null,\n");
        else if (!judged) std::printf("{\"error\": %s},\n", json_str(judge_error).c_str());
        else
            std::printf("{\"positions\": %zu, \"judged\": %llu, \"legal\": %llu, \"agrees_with_generator\": %s, "
                        "\"seconds\": %s, \"judged_per_s_millions\": %s},\n",
                        judged->positions, static_cast<unsigned long long>(judged->judged),
                        static_cast<unsigned long long>(judged->legal), judged->agrees ? "true" : "false",
                        num(judged->seconds).c_str(), num(judged->mps(), 3).c_str());
        std::printf("  \"include_cost\": ");
        if (!opt.compile) {
            std::printf("null,\n");
        } else if (!compile_error.empty()) {
            std::printf("{\"error\": %s},\n", json_str(compile_error).c_str());
        } else {
            std::printf("{\"repetitions\": %d", opt.reps);
            for (const auto& c : costs)
                std::printf(", %s: {\"command\": %s, \"empty_tu_s\": %s, \"umbrella_tu_s\": %s, \"cost_s\": %s, "
                            "\"cpu_cost_s\": %s}",
                            json_str(c.label).c_str(), json_str(join_cmd(c.command)).c_str(), num(c.empty_s).c_str(),
                            num(c.umbrella_s).c_str(), num(c.cost()).c_str(), num(c.cpu_cost()).c_str());
            std::printf("},\n");
        }
        std::printf("  \"constexpr_perft\": ");
        if (ce_cost)
            std::printf("{\"command\": %s, \"seconds\": %s, \"cpu_seconds\": %s, \"peak_mib\": %s}\n",
                        json_str(join_cmd(ce_cost->command)).c_str(), num(ce_cost->seconds).c_str(),
                        num(ce_cost->cpu_seconds).c_str(), num(ce_cost->peak_mib, 1).c_str());
        else
            std::printf("null\n");
        std::printf("}\n");
    } else {
        std::printf("chesslaw_bench (%s): perft, single thread, best of %d, all engines alternating\n",
                    opt.quick ? "quick" : "full", opt.reps);
        std::printf("  chesslaw : %s %s%s\n", CHESSLAW_BENCH_CXX, CHESSLAW_BENCH_FLAGS,
                    CHESSLAW_BENCH_NATIVE ? " -march=native" : "");
        std::printf("  dispatch : chesslaw::perft runs the %s path on this CPU\n", path_name(best_path));
        std::printf("  native   : %s [%s] (%s)\n", opt.native_helper.empty() ? "-" : opt.native_helper.c_str(),
                    CHESSLAW_BENCH_NATIVE_FLAGS, native_status.c_str());
        std::printf("  stockfish: %s (%s)\n", opt.stockfish_path.c_str(), have_sf ? sf_id.c_str() : sf_status.c_str());
        std::printf("  counts verified against %s\n\n", epd_name.c_str());
        std::printf("%-9s %5s %12s %3s %9s | %9s %6s | %9s %6s | %9s %6s\n", "position", "depth", "nodes", "x", "SF Mnps",
                    "dispatch", "ratio", "baseline", "ratio", "native", "ratio");
        const auto cell = [&](double nodes, double s, double sf_s, bool ran) {
            if (!ran) return std::string("        -      -");
            char b[64];
            if (have_sf) std::snprintf(b, sizeof b, "%9.1f %6.2f", mnps(nodes, s), sf_s / s);
            else std::snprintf(b, sizeof b, "%9.1f %6s", mnps(nodes, s), "-");
            return std::string(b);
        };
        for (const auto& r : rows) {
            std::printf("%-9s %5d %12llu %3d %9.1f", r.name.c_str(), r.depth, static_cast<unsigned long long>(r.nodes),
                        r.iterations, have_sf ? mnps(r.total_nodes(), r.sf_s) : NAN);
            for (int v = 0; v < variant_count; ++v)
                std::printf(" | %s", cell(r.total_nodes(), r.cl_s[v], r.sf_s, variant_ran[v]).c_str());
            std::printf("%s\n", r.sf_ok ? "" : "  (stockfish count WRONG)");
        }
        std::printf("%-9s %5s %12.0f %3s %9.1f", "total", "", cl_nodes, "", sf_all);
        for (int v = 0; v < variant_count; ++v) std::printf(" | %s", cell(cl_nodes, cl_time[v], sf_time, variant_ran[v]).c_str());
        std::printf("\n%-9s %5s %12s %3s %9s", "geo-mean", "", "", "", "");
        for (int v = 0; v < variant_count; ++v) {
            if (have_sf && variant_ran[v]) std::printf(" | %9s %6.2f", "", geomean(ratios[v]));
            else std::printf(" | %9s %6s", "", "-");
        }
        std::printf("\n\n  x = perft calls per timed sample (all engines); nodes are per call.\n");
        std::printf("  ratio = chesslaw Mnps / Stockfish Mnps. dispatch: chesslaw::perft as built here, choosing its\n"
                    "  instruction-set path at run time; baseline: the plain x86-64 path forced; native: the same\n"
                    "  source built with -march=native (helper process). geo-mean: of the five per-position ratios.\n");
        std::printf("  %s\n", note);
        if (opt.judge) {
            std::printf("\njudge throughput (every 64x64x5 candidate triple of the random-play positions, judge() alone):\n");
            if (!judged) std::printf("  ERROR: %s\n", judge_error.c_str());
            else
                std::printf("  %zu positions, %llu judged, %llu legal (%s), %.3f s: %.2f M judged moves/s\n",
                            judged->positions, static_cast<unsigned long long>(judged->judged),
                            static_cast<unsigned long long>(judged->legal),
                            judged->agrees ? "= the generator's legal moves" : "DISAGREES with the generator",
                            judged->seconds, judged->mps());
        }
        if (opt.compile) {
            std::printf("\ninclude cost of <chesslaw/chesslaw.hpp> (best of %d, same run):\n", opt.reps);
            if (!compile_error.empty()) {
                std::printf("  ERROR: %s\n", compile_error.c_str());
            } else {
                for (const auto& c : costs)
                    std::printf("  %-14s empty TU %7.3f s, umbrella TU %7.3f s, cost %7.3f s wall, %7.3f s CPU\n      %s\n",
                                c.label == "O2" ? "-O2 -c" : "-fsyntax-only", c.empty_s, c.umbrella_s, c.cost(),
                                c.cpu_cost(), join_cmd(c.command).c_str());
                if (ce_cost)
                    std::printf("\ncompile-time perft (tests/static/perft_depth4.cpp, perft(start, 4) == 197281 in "
                                "static_assert, default limits):\n  %.3f s wall, %.3f s CPU, %.1f MiB peak\n      %s\n",
                                ce_cost->seconds, ce_cost->cpu_seconds, ce_cost->peak_mib, join_cmd(ce_cost->command).c_str());
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
        else if (a == "--no-judge") opt.judge = false;
        else if (a == "--no-native") opt.native = false;
        else if (a == "--native-helper") opt.native_helper = value();
        else if (a == "--random-play") opt.random_play = value();
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
