// chesslaw_audit_bench: `chesslaw audit` throughput against pgn-extract on the same PGN file, in one
// run. The file is ../shared/data/pgn/*.pgn (CHESSLAW_DATA_DIR, the real games brought from
// outside; --data DIR another folder) sorted and repeated until it holds at least --games games
// (default 50,000). Timed, each as a child process (fork/exec, wait4), output to a file:
//  - the headline: `chesslaw audit --jobs 1 --jsonl FILE` (JSON Lines, what a pipeline reads);
//  - `chesslaw audit --jobs 2 --jsonl FILE` (two cores), `chesslaw audit --jobs 1 FILE` (text),
//    `chesslaw audit FILE` (text, all cores);
//  - `pgn-extract -s FILE -o /dev/null` (pgn-extract replays every move to check it; a first,
//    untimed run writes its output to a file and the bench checks that every game came out);
//  - with --baseline PATH, an earlier chesslaw executable's `-j1 --jsonl` and `-j1` text runs in
//    the same alternation, and the headline's speed against it (a change's cost or gain in one run);
//  - the headline on the same file compressed by gzip, bzip2, xz (-3), zstd and zip (one .pgn
//    member), each tool if installed (chesslaw tells the format by its first bytes), against the
//    plain file's time (--no-compressed: none).
// Reported per run: wall and CPU seconds (best of --reps, order alternating), games/s and plies/s
// on both clocks, peak RSS (ru_maxrss). The ratio that matters is the headline's games/s over
// pgn-extract's (bar: 10x); on a loaded machine the CPU-time ratio is the steadier one. Exit 1
// when a count disagrees (chesslaw's summary, text or JSON, pgn-extract's output, the reader's
// count), never because of a ratio; 2 for a usage error.
#include <sys/resource.h>
#include <sys/wait.h>
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <regex>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include <chesslaw/notation/pgn.hpp>

#ifndef CHESSLAW_AUDIT_BENCH_CLI
#define CHESSLAW_AUDIT_BENCH_CLI "chesslaw"
#endif
#ifndef CHESSLAW_AUDIT_BENCH_PGN_EXTRACT
#define CHESSLAW_AUDIT_BENCH_PGN_EXTRACT "pgn-extract"
#endif
#ifndef CHESSLAW_DATA_DIR
#define CHESSLAW_DATA_DIR "../shared/data"
#endif

namespace fs = std::filesystem;

namespace {

struct bench_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

struct sample {
    double wall = 0, cpu = 0;
    long max_rss_kb = 0;
    int status = -1;
};

//! Runs argv with stdout and stderr to files; wall clock and the child's rusage.
sample run_child(const std::vector<std::string>& argv, const std::string& out_path, const std::string& err_path) {
    std::vector<char*> args;
    for (const auto& a : argv) args.push_back(const_cast<char*>(a.c_str()));
    args.push_back(nullptr);
    const auto t0 = std::chrono::steady_clock::now();
    const pid_t pid = ::fork();
    if (pid < 0) throw bench_error(std::string("fork: ") + std::strerror(errno));
    if (pid == 0) {
        const int o = ::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int e = ::open(err_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
        const int n = ::open("/dev/null", O_RDONLY);
        if (o < 0 || e < 0 || n < 0) ::_exit(126);
        ::dup2(o, STDOUT_FILENO);
        ::dup2(e, STDERR_FILENO);
        ::dup2(n, STDIN_FILENO);
        ::execvp(args[0], args.data());
        ::_exit(127);
    }
    int status = 0;
    rusage ru{};
    while (::wait4(pid, &status, 0, &ru) < 0)
        if (errno != EINTR) throw bench_error(std::string("wait4: ") + std::strerror(errno));
    sample s;
    s.wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
    s.cpu = static_cast<double>(ru.ru_utime.tv_sec + ru.ru_stime.tv_sec) + 1e-6 * static_cast<double>(ru.ru_utime.tv_usec + ru.ru_stime.tv_usec);
    s.max_rss_kb = ru.ru_maxrss;
    s.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
    if (s.status == 127) throw bench_error("cannot run " + argv[0]);
    return s;
}

std::string slurp(const std::string& p) {
    std::ifstream in(p, std::ios::binary);
    std::ostringstream s;
    s << in.rdbuf();
    return s.str();
}

struct counts {
    std::uint64_t games = 0, plies = 0, unreadable = 0;
};

counts count_games(const std::string& path) {
    std::ifstream in(path, std::ios::binary);
    if (!in) throw bench_error("cannot read " + path);
    chesslaw::pgn::reader r(in);
    chesslaw::pgn::game g;
    counts c;
    while (r.next(g)) {
        ++c.games;
        c.plies += g.moves.size();
        if (g.error) ++c.unreadable;
    }
    return c;
}

struct tool {
    std::string name;
    std::vector<std::string> argv;
    sample best;
    bool have = false;
    bool jsonl = false;      // chesslaw's output is JSON Lines (the summary object is checked)
    bool compressed = false; // the headline on a compressed copy
};

//! Is `name` a program on PATH?
bool on_path(const std::string& name) {
    const char* path = std::getenv("PATH");
    if (!path) return false;
    std::string dirs = path;
    std::size_t b = 0;
    while (b <= dirs.size()) {
        std::size_t e = dirs.find(':', b);
        if (e == std::string::npos) e = dirs.size();
        const std::string dir = e > b ? dirs.substr(b, e - b) : ".";
        if (::access((dir + "/" + name).c_str(), X_OK) == 0) return true;
        b = e + 1;
    }
    return false;
}

void usage() {
    std::cout << "usage: chesslaw_audit_bench [options]\n"
                 "  --games N          at least N games in the benchmark file (default 50000)\n"
                 "  --reps N           timed runs per tool, best kept, order alternating (default 1)\n"
                 "  --quick            smoke run: 2000 games, one repetition, no compressed copies\n"
                 "  --no-compressed    no runs on gzip/bzip2/xz/zstd/zip copies of the file\n"
                 "  --chesslaw PATH    the chesslaw executable (default: the one built with this bench)\n"
                 "  --baseline PATH    an earlier chesslaw executable, timed in the same run (-j1 --jsonl, -j1 text)\n"
                 "  --pgn-extract PATH (default: pgn-extract as found by CMake)\n"
                 "  --data DIR         directory of the source PGN files (default: " CHESSLAW_DATA_DIR "/pgn)\n"
                 "  --work DIR         where the benchmark file is written (default: the temp directory)\n";
}

} // namespace

int main(int argc, char** argv) {
    std::uint64_t want_games = 50000;
    int reps = 1;
    bool compressed_runs = true;
    std::string cli = CHESSLAW_AUDIT_BENCH_CLI, extract = CHESSLAW_AUDIT_BENCH_PGN_EXTRACT, baseline;
    std::string data = std::string(CHESSLAW_DATA_DIR) + "/pgn";
    std::string work = fs::temp_directory_path().string();
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const auto value = [&]() -> std::string {
            if (i + 1 >= argc) {
                std::cerr << "chesslaw_audit_bench: " << a << " needs a value\n";
                std::exit(2);
            }
            return argv[++i];
        };
        try {
            if (a == "--games") want_games = std::stoull(value());
            else if (a == "--reps") reps = std::max(1, std::stoi(value()));
            else if (a == "--quick") want_games = 2000, reps = 1, compressed_runs = false;
            else if (a == "--no-compressed") compressed_runs = false;
            else if (a == "--chesslaw") cli = value();
            else if (a == "--baseline") baseline = value();
            else if (a == "--pgn-extract") extract = value();
            else if (a == "--data") data = value();
            else if (a == "--work") work = value();
            else if (a == "--help" || a == "-h") return usage(), 0;
            else {
                std::cerr << "chesslaw_audit_bench: unknown option " << a << "\n";
                return 2;
            }
        } catch (const std::logic_error&) {
            std::cerr << "chesslaw_audit_bench: " << a << ": not a number\n";
            return 2;
        }
    }
    try {
        // ---- the benchmark file ----
        if (!fs::is_directory(data))
            throw bench_error("no PGN corpus at " + data + ": the real games are not in the repository; they are read from "
                              "../shared/data/pgn beside the clone (configure with -DCHESSLAW_DATA_DIR=DIR) or --data DIR");
        std::vector<std::string> sources;
        for (const auto& e : fs::directory_iterator(data))
            if (e.path().extension() == ".pgn" && e.is_regular_file()) sources.push_back(e.path().string());
        std::sort(sources.begin(), sources.end());
        if (sources.empty()) throw bench_error("no .pgn files in " + data);
        std::string one_round;
        std::uint64_t per_round = 0;
        for (const auto& s : sources) {
            one_round += slurp(s);
            one_round += "\n\n";
            per_round += count_games(s).games;
        }
        const std::uint64_t rounds = (want_games + per_round - 1) / per_round;
        const std::string file = work + "/chesslaw_audit_bench_" + std::to_string(::getpid()) + ".pgn";
        {
            std::ofstream out(file, std::ios::binary | std::ios::trunc);
            for (std::uint64_t r = 0; r < rounds; ++r) out << one_round;
            if (!out) throw bench_error("cannot write " + file);
        }
        const counts expect = count_games(file);
        const auto bytes = fs::file_size(file);
        std::printf("file: %s\n  %zu source files x %llu = %llu games, %llu plies, %.1f MB (reader: %llu unreadable)\n", file.c_str(),
                    sources.size(), static_cast<unsigned long long>(rounds), static_cast<unsigned long long>(expect.games),
                    static_cast<unsigned long long>(expect.plies), static_cast<double>(bytes) / 1e6,
                    static_cast<unsigned long long>(expect.unreadable));
        bool ok = expect.unreadable == 0 && expect.games == per_round * rounds;
        const std::string out_path = file + ".out", err_path = file + ".err";

        // ---- pgn-extract really does the work: its output holds every game ----
        bool have_extract = true;
        try {
            const std::string check = file + ".extract.pgn";
            const sample s = run_child({extract, "-s", file, "-o", check}, out_path, err_path);
            const counts c = count_games(check);
            fs::remove(check);
            std::printf("pgn-extract check run: exit %d, %llu games written back (%llu plies)\n", s.status,
                        static_cast<unsigned long long>(c.games), static_cast<unsigned long long>(c.plies));
            if (c.games != expect.games || c.plies != expect.plies) {
                std::printf("  MISMATCH: pgn-extract wrote %llu games, the file holds %llu\n", static_cast<unsigned long long>(c.games),
                            static_cast<unsigned long long>(expect.games));
                ok = false;
            }
        } catch (const bench_error& e) {
            have_extract = false;
            std::printf("pgn-extract unavailable (%s): chesslaw only\n", e.what());
        }

        // ---- compressed copies (made with the tools installed) ----
        struct packer {
            std::string tool, ext;
            std::vector<std::string> argv; // FILE is appended; output on stdout unless `to_file`
            bool to_file = false;          // zip: writes the archive named last
        };
        std::vector<packer> packers = {{"gzip", ".gz", {"gzip", "-c"}, false},
                                       {"bzip2", ".bz2", {"bzip2", "-c"}, false},
                                       {"xz", ".xz", {"xz", "-3", "-c"}, false},
                                       {"zstd", ".zst", {"zstd", "-q", "-c"}, false},
                                       {"zip", ".zip", {"zip", "-q", "-j"}, true}};
        std::vector<std::string> made;
        std::vector<std::pair<std::string, std::string>> packed; // (format, path)
        if (compressed_runs)
            for (const packer& k : packers) {
                if (!on_path(k.tool)) {
                    std::printf("%s not installed: no %s run\n", k.tool.c_str(), k.ext.c_str());
                    continue;
                }
                const std::string out = file + k.ext;
                std::vector<std::string> argv = k.argv;
                if (k.to_file) argv.push_back(out);
                argv.push_back(file);
                const sample s = run_child(argv, k.to_file ? out_path : out, err_path);
                made.push_back(out);
                if (s.status != 0) {
                    std::printf("%s exit %d: no %s run\n", k.tool.c_str(), s.status, k.ext.c_str());
                    continue;
                }
                std::printf("%s: %.1f MB (%s)\n", out.c_str(), static_cast<double>(fs::file_size(out)) / 1e6, k.tool.c_str());
                packed.emplace_back(k.tool, out);
            }

        // ---- timed runs ----
        // tools[0] is the headline; tools[1] the 2-core JSONL run; pgn-extract, when there, follows the text runs.
        std::vector<tool> tools = {{"chesslaw audit -j1 --jsonl", {cli, "audit", "--jobs", "1", "--jsonl", "--no-progress", file}, {}, false, true, false},
                                   {"chesslaw audit -j2 --jsonl", {cli, "audit", "--jobs", "2", "--jsonl", "--no-progress", file}, {}, false, true, false},
                                   {"chesslaw audit -j1 (text)", {cli, "audit", "--jobs", "1", "--no-progress", file}, {}, false, false, false},
                                   {"chesslaw audit (text, all)", {cli, "audit", "--no-progress", file}, {}, false, false, false}};
        const std::size_t baseline_at = tools.size();
        if (!baseline.empty()) {
            tools.push_back({"baseline -j1 --jsonl", {baseline, "audit", "--jobs", "1", "--jsonl", "--no-progress", file}, {}, false, true, false});
            tools.push_back({"baseline -j1 (text)", {baseline, "audit", "--jobs", "1", "--no-progress", file}, {}, false, false, false});
        }
        const std::size_t extract_at = tools.size();
        if (have_extract) tools.push_back({"pgn-extract -s", {extract, "-s", file, "-o", "/dev/null"}, {}, false, false, false});
        for (const auto& [format, path] : packed)
            tools.push_back({"  -j1 --jsonl, " + format, {cli, "audit", "--jobs", "1", "--jsonl", "--no-progress", path}, {}, false, true, true});
        // clean + inconsistent = every game (the corpus has games whose result the Laws contradict:
        // exit status 1 then), none illegal or unreadable
        const std::regex summary(R"((\d+) games?, (\d+) plies: (\d+) clean, (\d+) illegal, (\d+) unreadable(, (\d+) inconsistent)?)");
        // the JSONL summary object: the same counts (inconsistent always present)
        const std::regex summary_json(
            R"re(\{"type":"summary","schema":"[^"]*","games":(\d+),"plies":(\d+),"clean":(\d+),"illegal":(\d+),"unreadable":(\d+),"inconsistent":(\d+))re");
        for (int r = 0; r < reps; ++r) {
            for (std::size_t k = 0; k < tools.size(); ++k) {
                tool& t = tools[r % 2 == 0 ? k : tools.size() - 1 - k];
                const sample s = run_child(t.argv, out_path, err_path);
                if (t.argv[0] == cli || t.argv[0] == baseline) {
                    std::string out = slurp(out_path);
                    if (t.jsonl) { // the last line: the summary object
                        const std::size_t nl = out.size() > 1 ? out.rfind('\n', out.size() - 2) : std::string::npos;
                        out = nl == std::string::npos ? out : out.substr(nl + 1);
                    }
                    std::smatch m;
                    const bool found = std::regex_search(out, m, t.jsonl ? summary_json : summary);
                    const int k = t.jsonl ? 6 : 7;
                    const std::uint64_t inconsistent = found && m[k].matched ? std::stoull(m[k]) : 0;
                    if (!found || s.status != (inconsistent > 0 ? 1 : 0) || std::stoull(m[1]) != expect.games ||
                        std::stoull(m[2]) != expect.plies || std::stoull(m[3]) + inconsistent != expect.games || std::stoull(m[4]) != 0 ||
                        std::stoull(m[5]) != 0) {
                        std::printf("  MISMATCH: %s exit %d, output: %s\n", t.name.c_str(), s.status, out.substr(0, 300).c_str());
                        ok = false;
                    }
                } else if (s.status != 0) {
                    std::printf("  %s exit %d\n", t.name.c_str(), s.status);
                    ok = false;
                }
                if (!t.have || s.wall < t.best.wall) {
                    const long rss = std::max(t.best.max_rss_kb, s.max_rss_kb);
                    t.best = s;
                    t.best.max_rss_kb = rss;
                } else {
                    t.best.cpu = std::min(t.best.cpu, s.cpu);
                    t.best.max_rss_kb = std::max(t.best.max_rss_kb, s.max_rss_kb);
                }
                t.have = true;
            }
        }
        fs::remove(out_path);
        fs::remove(err_path);
        fs::remove(file);
        for (const std::string& m : made) fs::remove(m);

        // ---- table ----
        const double g = static_cast<double>(expect.games), p = static_cast<double>(expect.plies);
        std::printf("\n%-28s %8s %8s %12s %12s %12s %10s\n", "tool (best of reps)", "wall s", "cpu s", "games/s", "plies/s", "games/cpu-s",
                    "peak RSS");
        for (const tool& t : tools)
            std::printf("%-28s %8.2f %8.2f %12.0f %12.0f %12.0f %7.1f MB\n", t.name.c_str(), t.best.wall, t.best.cpu, g / t.best.wall,
                        p / t.best.wall, g / t.best.cpu, static_cast<double>(t.best.max_rss_kb) / 1024.0);
        const tool& head = tools[0];
        if (have_extract) {
            const tool& ext = tools[extract_at];
            const auto ratio_line = [&](const tool& t) {
                std::printf("  %-28s %6.2fx games/s (wall), %6.2fx (CPU time)\n", t.name.c_str(), ext.best.wall / t.best.wall, ext.best.cpu / t.best.cpu);
            };
            std::printf("\nagainst pgn-extract -s (games/s ratio):\n");
            for (std::size_t k = 0; k < extract_at; ++k) ratio_line(tools[k]);
            const double wall_ratio = ext.best.wall / head.best.wall, cpu_ratio = ext.best.cpu / head.best.cpu;
            std::printf("bar (chesslaw audit --jobs 1 --jsonl >= 10x pgn-extract): %s\n",
                        std::max(wall_ratio, cpu_ratio) >= 10.0 ? (wall_ratio >= 10.0 ? "met" : "met on CPU time (machine loaded: wall below)")
                                                                : "NOT met");
        }
        if (!baseline.empty()) {
            const tool& base = tools[baseline_at];
            const tool& base_text = tools[baseline_at + 1];
            std::printf("\nagainst the baseline %s (same run; games/s ratio, above 1.00 = this build faster):\n", baseline.c_str());
            std::printf("  %-28s %6.3fx wall, %6.3fx CPU time\n", head.name.c_str(), base.best.wall / head.best.wall, base.best.cpu / head.best.cpu);
            std::printf("  %-28s %6.3fx wall, %6.3fx CPU time\n", tools[2].name.c_str(), base_text.best.wall / tools[2].best.wall,
                        base_text.best.cpu / tools[2].best.cpu);
        }
        bool any_packed = false;
        for (const tool& t : tools)
            if (t.compressed) {
                if (!any_packed) std::printf("\ncompressed input against the plain file (-j1 --jsonl; time ratio, 1.00 = as fast):\n");
                any_packed = true;
                std::printf("  %-28s %6.2fx wall, %6.2fx CPU time\n", t.name.c_str() + 2, t.best.wall / head.best.wall, t.best.cpu / head.best.cpu);
            }
        if (!ok) {
            std::printf("\nFAILED: a count disagrees (see above)\n");
            return 1;
        }
        return 0;
    } catch (const std::exception& e) {
        std::fprintf(stderr, "chesslaw_audit_bench: %s\n", e.what());
        return 1;
    }
}
