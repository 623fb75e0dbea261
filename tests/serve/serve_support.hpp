#pragma once
// Test support of the screen's tests: the round of tests/data/serve/round.pgn read into games, a
// memory_source holding its boards, and a minimal HTTP client over a real socket (raw requests, so
// that malformed and oversized ones can be sent as they are).
#include <poll.h>
#include <sys/socket.h>

#include <chrono>
#include <fstream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include <boost/asio/connect.hpp>
#include <boost/asio/write.hpp>
#include <boost/asio/ip/tcp.hpp>

#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/serve/memory_source.hpp>
#include <chesslaw/serve/server.hpp>

#include "tests/unit/test_data.hpp"

namespace chesslaw::test {

//! The games of tests/data/serve/round.pgn, with their comments.
inline std::vector<pgn::game> round_games() {
    std::ifstream in(own_data_path("serve/round.pgn"));
    pgn::reader_options ro;
    ro.keep_comments = true;
    pgn::reader rd(in, ro);
    std::vector<pgn::game> out;
    pgn::game g;
    while (rd.next(g)) out.push_back(g);
    return out;
}

//! The key the screen uses for game g: Event|Round|Board|White|Black (as `chesslaw watch` does).
inline std::string key_of(const pgn::game& g) {
    std::string k;
    for (const char* t : {"Event", "Round", "Board", "White", "Black"}) {
        if (!k.empty()) k += '|';
        if (const auto v = g.tag_value(t)) k += std::string(*v);
    }
    return k;
}

//! The comments written after ply i (0-based) of g.
inline std::vector<std::string> comments_after(const pgn::game& g, std::size_t i) {
    std::vector<std::string> cs;
    for (const pgn::comment& c : g.comments)
        if (c.after == i + 1) cs.push_back(c.text);
    return cs;
}

//! Adds every game of the round to `s` (tags only), returns them with their keys.
inline std::vector<std::pair<std::string, pgn::game>> add_round(serve::memory_source& s) {
    std::vector<std::pair<std::string, pgn::game>> out;
    for (pgn::game& g : round_games()) {
        const std::string k = key_of(g);
        s.add_game(k, g);
        out.emplace_back(k, std::move(g));
    }
    return out;
}

//! Feeds plies [from, to) of game g.
inline void feed_plies(serve::memory_source& s, const std::string& key, const pgn::game& g, std::size_t from, std::size_t to) {
    for (std::size_t i = from; i < to && i < g.moves.size(); ++i) s.push(key, g.moves[i], comments_after(g, i));
}

struct http_response {
    int status = 0;
    std::string head, body;
};

//! A connection to 127.0.0.1:port.
struct client {
    boost::asio::io_context io;
    boost::asio::ip::tcp::socket sock{io};
    explicit client(unsigned short port) {
        sock.connect({boost::asio::ip::make_address("127.0.0.1"), port});
    }
    void send(std::string_view raw) { boost::asio::write(sock, boost::asio::buffer(raw.data(), raw.size())); }
    //! Whatever arrives within `ms` after the last byte (or until the peer closes).
    std::string read_some(int ms = 2000) {
        std::string out;
        char buf[4096];
        const int fd = sock.native_handle();
        for (;;) {
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, ms) <= 0) break;
            const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
            if (n <= 0) break;
            out.append(buf, static_cast<std::size_t>(n));
        }
        return out;
    }
    //! Reads until `needle` arrives (or `ms` passes); the text read.
    std::string read_until(std::string_view needle, int ms) {
        std::string out;
        char buf[4096];
        const int fd = sock.native_handle();
        const auto end = std::chrono::steady_clock::now() + std::chrono::milliseconds(ms);
        while (out.find(needle) == std::string::npos) {
            const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(end - std::chrono::steady_clock::now()).count();
            if (left <= 0) break;
            pollfd p{fd, POLLIN, 0};
            if (::poll(&p, 1, static_cast<int>(left)) <= 0) break;
            const ssize_t n = ::recv(fd, buf, sizeof buf, 0);
            if (n <= 0) break;
            out.append(buf, static_cast<std::size_t>(n));
        }
        return out;
    }
};

inline http_response parse_response(const std::string& raw) {
    http_response r;
    const std::size_t end = raw.find("\r\n\r\n");
    if (raw.size() < 12 || end == std::string::npos) return r;
    r.status = std::stoi(raw.substr(9, 3));
    r.head = raw.substr(0, end);
    r.body = raw.substr(end + 4);
    return r;
}

//! One request on a connection of its own ("Connection: close"); `extra`: more header lines.
inline http_response request(unsigned short port, std::string_view method, std::string_view target, std::string_view extra = {},
                             std::string_view body = {}) {
    client c(port);
    std::string raw = std::string(method) + " " + std::string(target) + " HTTP/1.1\r\nHost: 127.0.0.1:" + std::to_string(port) +
                      "\r\nConnection: close\r\n" + std::string(extra);
    if (!body.empty() || method == "POST") raw += "Content-Length: " + std::to_string(body.size()) + "\r\n";
    raw += "\r\n";
    raw += body;
    c.send(raw);
    return parse_response(c.read_some(3000));
}

} // namespace chesslaw::test
