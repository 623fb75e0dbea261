// chesslaw_serve_load: the screen under load (issue 48, item 5). B boards (board 1 of
// tests/data/serve/round.pgn each, an illegal castling among its plies: events to deliver) fed a
// ply at a time in turns over S seconds into a memory_source served on 127.0.0.1; C clients in a
// child process hold the event stream (/api/stream) and note when each event arrives.
// Prints: events, deliveries, latency from the push of the ply to the client's receipt (p50, p99,
// max), and the server process's CPU without the feeder thread (the judging: watch's cost).
//
//   chesslaw_serve_load [--boards 200] [--clients 20] [--seconds 20] [--pgn FILE]
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iostream>
#include <map>
#include <string>
#include <thread>
#include <vector>

#include <boost/asio/ip/tcp.hpp>
#include <boost/asio/write.hpp>

#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/serve/memory_source.hpp>
#include <chesslaw/serve/server.hpp>

namespace {

std::int64_t mono_ns() {
    timespec t{};
    clock_gettime(CLOCK_MONOTONIC, &t);
    return static_cast<std::int64_t>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}
std::int64_t thread_cpu_ns() {
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return static_cast<std::int64_t>(t.tv_sec) * 1'000'000'000 + t.tv_nsec;
}
double process_cpu_s() {
    rusage u{};
    getrusage(RUSAGE_SELF, &u);
    return static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) + static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
}

//! The clients (the child process): each holds a stream and writes "id ns" lines to out.
int clients(unsigned short port, int n, const std::string& out) {
    std::vector<std::vector<std::pair<std::uint64_t, std::int64_t>>> seen(static_cast<std::size_t>(n));
    std::vector<std::thread> ts;
    for (int c = 0; c < n; ++c)
        ts.emplace_back([&, c] {
            boost::asio::io_context io;
            boost::asio::ip::tcp::socket s(io);
            s.connect({boost::asio::ip::make_address("127.0.0.1"), port});
            const std::string req = "GET /api/stream HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n";
            boost::asio::write(s, boost::asio::buffer(req));
            std::string buf;
            char chunk[65536];
            for (;;) {
                const ssize_t k = ::recv(s.native_handle(), chunk, sizeof chunk, 0);
                if (k <= 0) break;
                const std::int64_t now = mono_ns();
                buf.append(chunk, static_cast<std::size_t>(k));
                std::size_t at = 0;
                for (std::size_t nl; (nl = buf.find('\n', at)) != std::string::npos; at = nl + 1)
                    if (buf.compare(at, 4, "id: ") == 0) seen[static_cast<std::size_t>(c)].emplace_back(std::stoull(buf.substr(at + 4, nl - at - 4)), now);
                buf.erase(0, at);
            }
        });
    for (auto& t : ts) t.join();
    std::ofstream o(out);
    for (const auto& v : seen)
        for (const auto& [id, ns] : v) o << id << ' ' << ns << '\n';
    return 0;
}

} // namespace

int main(int argc, char** argv) {
    using namespace chesslaw;
    int boards = 200, n_clients = 20, seconds = 20;
    std::string pgn_path = std::string(CHESSLAW_OWN_DATA_DIR) + "/serve/round.pgn";
    for (int i = 1; i + 1 < argc; i += 2) {
        const std::string a = argv[i];
        if (a == "--boards") boards = std::atoi(argv[i + 1]);
        else if (a == "--clients") n_clients = std::atoi(argv[i + 1]);
        else if (a == "--seconds") seconds = std::atoi(argv[i + 1]);
        else if (a == "--pgn") pgn_path = argv[i + 1];
    }
    std::ifstream in(pgn_path);
    pgn::reader_options ro;
    ro.keep_comments = true;
    pgn::reader rd(in, ro);
    pgn::game g;
    if (!rd.next(g)) {
        std::cerr << "chesslaw_serve_load: no game in " << pgn_path << "\n";
        return 2;
    }
    serve::memory_source src;
    std::vector<std::string> keys;
    for (int b = 0; b < boards; ++b) {
        keys.push_back("board " + std::to_string(b + 1));
        src.add_game(keys.back(), g);
    }
    serve::options o;
    o.max_connections = static_cast<std::size_t>(n_clients) + 8;
    o.max_streams = static_cast<std::size_t>(n_clients) + 1;
    serve::server srv(src, o);
    srv.start();
    const std::string out = "/tmp/chesslaw-serve-load-" + std::to_string(::getpid()) + ".txt";
    const pid_t child = ::fork();
    if (child == 0) _exit(clients(srv.port(), n_clients, out));
    while (srv.streams() < static_cast<std::size_t>(n_clients)) std::this_thread::sleep_for(std::chrono::milliseconds(10));

    const double cpu0 = process_cpu_s();
    const std::int64_t wall0 = mono_ns();
    std::map<std::uint64_t, std::int64_t> pushed; // event id -> when its ply was pushed
    std::int64_t feeder_cpu = 0;
    std::thread feeder([&] {
        const std::int64_t c0 = thread_cpu_ns();
        const std::size_t plies = g.moves.size();
        const std::int64_t step = static_cast<std::int64_t>(seconds) * 1'000'000'000 / static_cast<std::int64_t>(plies * keys.size());
        std::int64_t next = mono_ns();
        std::size_t comment = 0;
        for (std::size_t i = 0; i < plies; ++i) {
            std::vector<std::string> cs;
            for (; comment < g.comments.size() && g.comments[comment].after <= i + 1; ++comment)
                if (g.comments[comment].after == i + 1) cs.push_back(g.comments[comment].text);
            for (const std::string& k : keys) {
                while (mono_ns() < next) std::this_thread::sleep_for(std::chrono::microseconds(200));
                next += step;
                const std::uint64_t before = src.last_id();
                const std::int64_t t = mono_ns();
                src.push(k, g.moves[i], cs);
                for (std::uint64_t id = before + 1; id <= src.last_id(); ++id) pushed[id] = t;
            }
        }
        feeder_cpu = thread_cpu_ns() - c0;
    });
    feeder.join();
    std::this_thread::sleep_for(std::chrono::milliseconds(1500)); // the last deliveries
    const double wall = static_cast<double>(mono_ns() - wall0) / 1e9;
    const double cpu = process_cpu_s() - cpu0 - static_cast<double>(feeder_cpu) / 1e9;
    srv.stop();
    int st = 0;
    ::waitpid(child, &st, 0);
    std::ifstream res(out);
    std::vector<double> lat;
    std::uint64_t id = 0;
    std::int64_t ns = 0;
    while (res >> id >> ns)
        if (const auto it = pushed.find(id); it != pushed.end()) lat.push_back(static_cast<double>(ns - it->second) / 1e6);
    std::remove(out.c_str());
    std::sort(lat.begin(), lat.end());
    const auto pct = [&](double p) { return lat.empty() ? 0.0 : lat[std::min(lat.size() - 1, static_cast<std::size_t>(p * static_cast<double>(lat.size())))]; };
    std::printf("boards %d, clients %d, plies %zu over %.1f s; events %zu, deliveries %zu (expected %zu)\n", boards, n_clients,
                g.moves.size() * keys.size(), wall, pushed.size(), lat.size(), pushed.size() * static_cast<std::size_t>(n_clients));
    std::printf("latency push -> client: p50 %.1f ms, p99 %.1f ms, max %.1f ms\n", pct(0.50), pct(0.99), lat.empty() ? 0.0 : lat.back());
    std::printf("server CPU (process minus the feeder's judging): %.2f s = %.1f %% of one core; judging %.2f s\n", cpu, 100.0 * cpu / wall,
                static_cast<double>(feeder_cpu) / 1e9);
    return lat.size() == pushed.size() * static_cast<std::size_t>(n_clients) ? 0 : 1;
}
