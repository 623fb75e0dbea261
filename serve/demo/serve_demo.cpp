// chesslaw_serve_demo: the arbiter's screen over a memory_source fed from PGN files at a pace —
// a stand-in for `chesslaw watch … --serve` until the watch command calls serve::run (docs/screen.md).
//
//   chesslaw_serve_demo [--listen [ADDR:]PORT] [--token T] [--pace MS] PGN…
//
// Every game of the files is a board (keyed Event|Round|Board|White|Black); their plies are fed in
// turn, one every MS milliseconds (default 200), each with its comments, then each result; the
// page keeps being served until Ctrl-C. Reads files, runs threads and prints: the rest is serve/.
#include <signal.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <iostream>
#include <string>
#include <thread>
#include <vector>

#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/serve/memory_source.hpp>
#include <chesslaw/serve/server.hpp>

int main(int argc, char** argv) {
    using namespace chesslaw;
    serve::options opt;
    opt.port = 8080;
    int pace_ms = 200;
    std::vector<std::string> files;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        const bool has_value = i + 1 < argc;
        if (a == "--listen" && has_value) {
            std::string why;
            const auto l = serve::parse_listen(argv[++i], why);
            if (!l) {
                std::cerr << "chesslaw_serve_demo: --listen: " << why << "\n";
                return 2;
            }
            opt.address = l->address;
            opt.port = l->port;
        } else if (a == "--token" && has_value) {
            opt.token = argv[++i];
        } else if (a == "--pace" && has_value) {
            pace_ms = std::atoi(argv[++i]);
        } else if (a == "-h" || a == "--help" || a.rfind("--", 0) == 0) {
            std::cerr << "usage: chesslaw_serve_demo [--listen [ADDR:]PORT] [--token T] [--pace MS] PGN...\n";
            return a == "-h" || a == "--help" ? 0 : 2;
        } else {
            files.push_back(a);
        }
    }
    struct board {
        std::string key;
        pgn::game g;
    };
    std::vector<board> boards;
    for (const std::string& f : files) {
        std::ifstream in(f, std::ios::binary);
        if (!in) {
            std::cerr << "chesslaw_serve_demo: cannot read " << f << "\n";
            return 2;
        }
        pgn::reader_options ro;
        ro.keep_comments = true;
        pgn::reader rd(in, ro);
        pgn::game g;
        while (rd.next(g)) {
            std::string k;
            for (const char* t : {"Event", "Round", "Board", "White", "Black"}) {
                if (!k.empty()) k += '|';
                if (const auto v = g.tag_value(t)) k += pgn::to_utf8(*v);
            }
            k += "|" + std::to_string(boards.size() + 1); // two games with the same tags stay two boards
            boards.push_back({k, g});
        }
    }
    serve::memory_source src;
    for (const board& b : boards) src.add_game(b.key, b.g);
    // SIGINT/SIGTERM blocked here so that every thread inherits it: serve::run takes them by sigwait
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, nullptr);
    std::atomic<bool> done{false};
    std::thread feeder([&] {
        std::vector<std::size_t> next(boards.size(), 0), c(boards.size(), 0);
        for (bool more = true; more && !done;) {
            more = false;
            for (std::size_t b = 0; b < boards.size() && !done; ++b) {
                const pgn::game& g = boards[b].g;
                const std::size_t i = next[b];
                if (i > g.moves.size()) continue;
                more = true;
                if (i == g.moves.size()) {
                    src.finish(boards[b].key, g.result);
                } else {
                    std::vector<std::string> cs;
                    while (c[b] < g.comments.size() && g.comments[c[b]].after <= i + 1) {
                        if (g.comments[c[b]].after == i + 1) cs.push_back(g.comments[c[b]].text);
                        ++c[b];
                    }
                    src.push(boards[b].key, g.moves[i], std::move(cs));
                }
                ++next[b];
                std::this_thread::sleep_for(std::chrono::milliseconds(pace_ms));
            }
        }
    });
    std::cout << "chesslaw_serve_demo: " << boards.size() << " boards, a ply every " << pace_ms << " ms\n";
    const int rc = serve::run(src, opt, std::cout, std::cerr);
    done = true;
    feeder.join();
    return rc;
}
