// The arbiter's screen: see serve/server.hpp and docs/screen.md.
//
// One thread accepts (poll() with a short timeout, so stop() needs no cross-thread close), one
// thread per connection reads requests with Beast's parser (bounded header and body) from a
// socket read with poll() timeouts of our own (asio's blocking reads would ignore SO_RCVTIMEO),
// and writes responses serialized by Beast. A Server-Sent Events connection stays in its thread,
// waiting on the source. The connection count is bounded; stop() shuts every socket down.
#include <chesslaw/serve/server.hpp>

#include <poll.h>
#include <signal.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <condition_variable>
#include <ctime>
#include <mutex>
#include <ostream>
#include <random>
#include <set>
#include <sstream>
#include <thread>
#include <vector>

#include <boost/asio/ip/tcp.hpp>
#include <boost/beast/core/flat_buffer.hpp>
#include <boost/beast/http.hpp>
#include <nlohmann/json.hpp>

#include <chesslaw/core/fen.hpp>
#include <chesslaw/report/html_board.hpp>
#include <chesslaw/report/json_writer.hpp>
#include <chesslaw/spec/table.hpp>
#include <chesslaw/spec/texts.hpp>

#include "page.hpp"

namespace chesslaw::serve {

namespace asio = boost::asio;
namespace http = boost::beast::http;
using tcp = asio::ip::tcp;

namespace {

using clock_type = std::chrono::steady_clock;

std::string random_token() {
    std::random_device rd;
    std::string t;
    static constexpr char hex[] = "0123456789abcdef";
    for (int i = 0; i < 8; ++i) {
        const std::uint32_t v = rd();
        for (int k = 0; k < 8; ++k) t += hex[(v >> (4 * k)) & 15u];
    }
    return t; // 256 bits of the system's random device
}

//! Equal texts, in a time that does not depend on where they differ.
bool same_secret(std::string_view a, std::string_view b) {
    if (a.size() != b.size()) return false;
    unsigned char d = 0;
    for (std::size_t i = 0; i < a.size(); ++i) d |= static_cast<unsigned char>(a[i] ^ b[i]);
    return d == 0;
}

int hex_value(char c) {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
}

//! %XX decoded ('+' as a space when `form`); nullopt on a bad escape or a NUL byte.
std::optional<std::string> percent_decode(std::string_view s, bool form) {
    std::string out;
    for (std::size_t i = 0; i < s.size(); ++i) {
        char c = s[i];
        if (c == '%') {
            if (i + 2 >= s.size()) return std::nullopt;
            const int h = hex_value(s[i + 1]), l = hex_value(s[i + 2]);
            if (h < 0 || l < 0) return std::nullopt;
            c = static_cast<char>(h * 16 + l);
            i += 2;
        } else if (c == '+' && form) {
            c = ' ';
        }
        if (c == '\0') return std::nullopt;
        out += c;
    }
    return out;
}

//! The value of query parameter `name` in `query` (decoded), if present.
std::optional<std::string> query_param(std::string_view query, std::string_view name) {
    while (!query.empty()) {
        const std::size_t amp = query.find('&');
        const std::string_view part = query.substr(0, amp);
        const std::size_t eq = part.find('=');
        if (part.substr(0, eq) == name) return percent_decode(eq == std::string_view::npos ? std::string_view{} : part.substr(eq + 1), true);
        if (amp == std::string_view::npos) break;
        query.remove_prefix(amp + 1);
    }
    return std::nullopt;
}

std::optional<std::uint64_t> to_u64(std::string_view s) {
    if (s.empty() || s.size() > 19) return std::nullopt;
    std::uint64_t v = 0;
    for (const char c : s) {
        if (c < '0' || c > '9') return std::nullopt;
        v = v * 10 + static_cast<std::uint64_t>(c - '0');
    }
    return v;
}

std::string now_iso8601() {
    const auto now = std::chrono::system_clock::now();
    const std::time_t t = std::chrono::system_clock::to_time_t(now);
    const auto ms = std::chrono::duration_cast<std::chrono::milliseconds>(now.time_since_epoch()).count() % 1000;
    std::tm tm{};
    gmtime_r(&t, &tm);
    char buf[96];
    std::snprintf(buf, sizeof buf, "%04d-%02d-%02dT%02d:%02d:%02d.%03dZ", tm.tm_year + 1900, tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min,
                  tm.tm_sec, static_cast<int>(ms));
    return buf;
}

void write_game(report::json_writer& j, const game_view& g) {
    j.begin_object();
    const auto str = [&](std::string_view k, const std::string& v) {
        j.key(k);
        j.value(std::string_view(v));
    };
    str("key", g.key);
    str("event", g.event);
    str("round", g.round);
    str("board", g.board);
    str("white", g.white);
    str("black", g.black);
    str("result", g.result);
    str("fen", g.fen);
    j.key("plies");
    j.value(static_cast<std::uint64_t>(g.plies));
    str("last_san", g.last_san);
    for (const auto& [k, v] : {std::pair{"white_clock_ms", g.white_clock_ms}, std::pair{"black_clock_ms", g.black_clock_ms}}) {
        j.key(k);
        if (v && *v >= 0) j.value(static_cast<std::uint64_t>(*v));
        else j.null();
    }
    j.key("status");
    j.value(g.status == 1 ? "incident" : g.status == 2 ? "over" : "ok");
    j.end_object();
}

//! One event of the API: its id, game, acknowledgement and the chesslaw-watch/1 object itself.
std::string event_object(const event_view& e) {
    report::json_writer j;
    j.begin_object();
    j.key("id");
    j.value(e.id);
    j.key("game");
    j.value(std::string_view(e.game_key));
    j.key("acknowledged_at");
    if (e.acknowledged_at) j.value(std::string_view(*e.acknowledged_at));
    else j.null();
    j.key("event");
    std::string out = j.take();
    std::string_view line = e.json;
    while (!line.empty() && (line.back() == '\n' || line.back() == '\r')) line.remove_suffix(1);
    // the source's line is JSON by contract; checked, since it goes into our document verbatim
    if (line.empty() || !nlohmann::json::accept(line)) out += "null";
    else out += line;
    out += '}';
    return out;
}

std::string clauses_json() {
    report::json_writer j;
    j.begin_object();
    j.key("schema");
    j.value(api_schema);
    j.key("clauses");
    j.begin_array();
    for (const spec::clause& c : spec::table) {
        j.begin_object();
        j.key("id");
        j.value(c.id);
        j.key("title");
        j.value(c.title);
        j.key("text_en");
        j.value(spec::text_of(c).en);
        j.key("text_ru");
        j.value(spec::text_of(c).ru);
        j.end_object();
    }
    j.end_array();
    j.end_object();
    return j.take();
}

struct reply {
    http::status status = http::status::ok;
    std::string type = "application/json";
    std::string body;
    bool cache = false;
    bool unauthorized = false;
};

reply error_reply(http::status s, std::string_view what) {
    report::json_writer j;
    j.begin_object();
    j.key("schema");
    j.value(api_schema);
    j.key("error");
    j.value(what);
    j.end_object();
    return {s, "application/json", j.take()};
}

constexpr std::string_view csp =
    "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; "
    "frame-ancestors 'none'";

} // namespace

std::optional<listen_address> parse_listen(std::string_view text, std::string& why) {
    listen_address a;
    std::string_view port = text;
    if (const std::size_t colon = text.rfind(':'); colon != std::string_view::npos) {
        std::string_view addr = text.substr(0, colon);
        port = text.substr(colon + 1);
        if (addr.size() >= 2 && addr.front() == '[' && addr.back() == ']') addr = addr.substr(1, addr.size() - 2);
        boost::system::error_code ec;
        asio::ip::make_address(std::string(addr), ec);
        if (ec || addr.empty()) {
            why = "'" + std::string(addr) + "' is not an IP address";
            return std::nullopt;
        }
        a.address = std::string(addr);
    }
    const auto p = to_u64(port);
    if (!p || *p > 65535) {
        why = "'" + std::string(port) + "' is not a port (0-65535)";
        return std::nullopt;
    }
    a.port = static_cast<unsigned short>(*p);
    return a;
}

struct server::impl {
    source& src;
    options opt;
    asio::io_context io;
    tcp::acceptor acceptor{io};
    bool is_loopback = true;
    std::string token;
    std::thread acceptor_thread;
    std::atomic<bool> stopping{false};
    std::atomic<std::size_t> n_connections{0};
    std::atomic<std::size_t> n_streams{0};
    std::mutex m;
    std::condition_variable all_closed;
    std::set<int> sockets; // the connections' descriptors (to shut them down on stop)
    std::string clauses = clauses_json();

    impl(source& s, options o) : src(s), opt(std::move(o)) {
        boost::system::error_code ec;
        const asio::ip::address addr = asio::ip::make_address(opt.address, ec);
        if (ec) throw bind_error("cannot listen on '" + opt.address + "': not an IP address");
        is_loopback = addr.is_loopback();
        const tcp::endpoint ep(addr, opt.port);
        acceptor.open(ep.protocol(), ec);
        if (!ec) acceptor.set_option(asio::socket_base::reuse_address(true), ec);
        if (!ec) acceptor.bind(ep, ec);
        if (!ec) acceptor.listen(asio::socket_base::max_listen_connections, ec);
        if (ec) throw bind_error("cannot listen on " + opt.address + ":" + std::to_string(opt.port) + ": " + ec.message());
        token = opt.token.empty() ? random_token() : opt.token;
    }

    // --- the socket, read and written with timeouts of our own ---

    static bool wait_fd(int fd, short what, std::chrono::milliseconds timeout) {
        pollfd p{fd, what, 0};
        const int r = ::poll(&p, 1, static_cast<int>(timeout.count()));
        return r > 0 && (p.revents & (what | POLLHUP | POLLERR)) != 0;
    }

    bool send_all(int fd, std::string_view data) {
        while (!data.empty()) {
            if (!wait_fd(fd, POLLOUT, opt.idle_timeout)) return false;
            const ssize_t n = ::send(fd, data.data(), data.size(), MSG_NOSIGNAL);
            if (n <= 0) return false;
            data.remove_prefix(static_cast<std::size_t>(n));
        }
        return true;
    }

    std::string render(const reply& r, unsigned version, bool keep_alive) {
        http::response<http::string_body> res{r.status, version};
        res.set(http::field::server, "chesslaw-screen");
        res.set(http::field::content_type, r.type);
        res.set(http::field::cache_control, r.cache ? "max-age=86400" : "no-store");
        res.set("X-Content-Type-Options", "nosniff");
        res.set("Referrer-Policy", "no-referrer");
        res.set("Content-Security-Policy", boost::beast::string_view(csp.data(), csp.size()));
        if (r.unauthorized) res.set(http::field::www_authenticate, "Bearer");
        res.keep_alive(keep_alive);
        res.body() = r.body;
        res.prepare_payload();
        std::ostringstream os;
        os << res;
        return os.str();
    }

    // --- the routes ---

    bool authorized(const http::request<http::string_body>& req, std::string_view query) const {
        const auto h = req.find(http::field::authorization);
        if (h != req.end()) {
            const std::string_view v(h->value().data(), h->value().size());
            if (v.substr(0, 7) == "Bearer " && same_secret(v.substr(7), token)) return true;
        }
        if (const auto q = query_param(query, "token")) return same_secret(*q, token);
        return false;
    }

    //! On loopback, the Host header names a loopback host (a page of another site that resolves
    //! its name to 127.0.0.1 cannot read the API: DNS rebinding).
    bool host_allowed(const http::request<http::string_body>& req) const {
        if (!is_loopback) return true;
        const auto h = req.find(http::field::host);
        if (h == req.end()) return false;
        std::string_view host(h->value().data(), h->value().size());
        if (!host.empty() && host.front() == '[') host = host.substr(0, host.find(']') + 1);
        else host = host.substr(0, host.find(':'));
        return host == "127.0.0.1" || host == "localhost" || host == "[::1]" || host.substr(0, 4) == "127.";
    }

    reply route(const http::request<http::string_body>& req, std::string_view path, std::string_view query) {
        const bool get = req.method() == http::verb::get || req.method() == http::verb::head;
        if (path == "/" || path == "/index.html" || path == "/app.js" || path == "/app.css") {
            if (!get) return error_reply(http::status::method_not_allowed, "method not allowed");
            if (path == "/app.js") return {http::status::ok, "text/javascript; charset=utf-8", std::string(page::script)};
            if (path == "/app.css") return {http::status::ok, "text/css; charset=utf-8", std::string(page::style)};
            return {http::status::ok, "text/html; charset=utf-8", std::string(page::html)};
        }
        if (path.substr(0, 5) != "/api/") return error_reply(http::status::not_found, "not found");
        if (!is_loopback && !authorized(req, query)) {
            reply r = error_reply(http::status::unauthorized, "token required");
            r.unauthorized = true;
            return r;
        }
        if (path == "/api/ack") {
            if (req.method() != http::verb::post) return error_reply(http::status::method_not_allowed, "POST only");
            if (!authorized(req, query)) {
                reply r = error_reply(http::status::unauthorized, "token required");
                r.unauthorized = true;
                return r;
            }
            const nlohmann::json body = nlohmann::json::parse(req.body(), nullptr, false);
            if (body.is_discarded() || !body.is_object() || !body.contains("id") || !body["id"].is_number_unsigned())
                return error_reply(http::status::bad_request, "body: {\"id\": event id, \"by\": name}");
            std::string by = body.contains("by") && body["by"].is_string() ? body["by"].get<std::string>() : std::string("arbiter");
            if (by.size() > 200) by.resize(200);
            const std::uint64_t id = body["id"].get<std::uint64_t>();
            const std::string at = now_iso8601();
            if (!src.acknowledge(id, at, by)) return error_reply(http::status::not_found, "no such event");
            report::json_writer j;
            j.begin_object();
            j.key("schema");
            j.value(api_schema);
            j.key("id");
            j.value(id);
            j.key("acknowledged_at");
            j.value(std::string_view(at));
            j.key("by");
            j.value(std::string_view(by));
            j.end_object();
            return {http::status::ok, "application/json", j.take()};
        }
        if (!get) return error_reply(http::status::method_not_allowed, "method not allowed");
        if (path == "/api/games") {
            report::json_writer j;
            j.begin_object();
            j.key("schema");
            j.value(api_schema);
            j.key("games");
            j.begin_array();
            for (const game_view& g : src.games()) write_game(j, g);
            j.end_array();
            j.end_object();
            return {http::status::ok, "application/json", j.take()};
        }
        if (path.substr(0, 11) == "/api/games/") {
            const auto key = percent_decode(path.substr(11), false);
            if (!key) return error_reply(http::status::bad_request, "bad key");
            const auto g = src.game(*key);
            if (!g) return error_reply(http::status::not_found, "no such game");
            report::json_writer j;
            j.begin_object();
            j.key("schema");
            j.value(api_schema);
            j.key("game");
            write_game(j, *g);
            j.end_object();
            return {http::status::ok, "application/json", j.take()};
        }
        if (path == "/api/events") {
            std::uint64_t since = 0;
            std::size_t limit = opt.events_per_request;
            if (const auto s = query_param(query, "since")) {
                const auto v = to_u64(*s);
                if (!v) return error_reply(http::status::bad_request, "since: a number");
                since = *v;
            }
            if (const auto s = query_param(query, "limit")) {
                const auto v = to_u64(*s);
                if (!v || *v == 0) return error_reply(http::status::bad_request, "limit: a positive number");
                limit = std::min<std::size_t>(limit, static_cast<std::size_t>(*v));
            }
            const std::vector<event_view> evs = src.events_since(since, limit);
            std::string out = "{\"schema\":\"" + std::string(api_schema) + "\",\"events\":[";
            for (std::size_t i = 0; i < evs.size(); ++i) {
                if (i) out += ',';
                out += event_object(evs[i]);
            }
            out += "],\"last_id\":" + std::to_string(evs.empty() ? since : evs.back().id) + "}";
            return {http::status::ok, "application/json", std::move(out)};
        }
        if (path == "/api/clauses") return {http::status::ok, "application/json", clauses, true};
        if (path == "/api/board.svg") {
            const auto f = query_param(query, "fen");
            if (!f || f->size() > 120) return error_reply(http::status::bad_request, "fen: a position");
            const auto p = parse_fen(*f);
            if (!p) return error_reply(http::status::bad_request, "fen: not a position");
            return {http::status::ok, "image/svg+xml", report::html::board_svg(*p, {}, false, square{}, square{}, "a"), true};
        }
        return error_reply(http::status::not_found, "not found");
    }

    // --- Server-Sent Events ---

    void stream(int fd, const http::request<http::string_body>& req, std::string_view query) {
        std::uint64_t last = 0;
        if (const auto q = query_param(query, "since"))
            if (const auto v = to_u64(*q)) last = *v;
        if (const auto h = req.find("Last-Event-ID"); h != req.end())
            if (const auto v = to_u64(std::string_view(h->value().data(), h->value().size()))) last = *v;
        std::string head = "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\n"
                           "Connection: keep-alive\r\nX-Accel-Buffering: no\r\n\r\nretry: 1000\n\n";
        if (!send_all(fd, head)) return;
        auto last_write = clock_type::now();
        while (!stopping) {
            const std::vector<event_view> evs = src.events_since(last, 200);
            if (!evs.empty()) {
                std::string out;
                for (const event_view& e : evs) {
                    out += "id: " + std::to_string(e.id) + "\nevent: incident\ndata: " + event_object(e) + "\n\n";
                    last = e.id;
                }
                if (!send_all(fd, out)) return;
                last_write = clock_type::now();
                continue;
            }
            src.wait_for_events_after(last, std::chrono::milliseconds(200));
            if (clock_type::now() - last_write >= opt.heartbeat) {
                if (!send_all(fd, ": keep-alive\n\n")) return;
                last_write = clock_type::now();
            }
            // the client gone: readable with nothing to read (EOF), or an error
            pollfd p{fd, POLLIN | POLLRDHUP, 0};
            if (::poll(&p, 1, 0) > 0 && (p.revents & (POLLRDHUP | POLLHUP | POLLERR))) return;
        }
    }

    // --- a connection ---

    void serve_connection(int fd) {
        std::string buf;
        std::array<char, 4096> chunk;
        for (bool keep = true; keep && !stopping;) {
            http::request_parser<http::string_body> parser;
            parser.header_limit(static_cast<std::uint32_t>(opt.max_header_bytes));
            parser.body_limit(opt.max_body_bytes);
            parser.eager(true);
            boost::beast::error_code ec;
            const auto deadline = clock_type::now() + opt.idle_timeout;
            while (!parser.is_done()) {
                if (!buf.empty()) {
                    const std::size_t used = parser.put(asio::buffer(buf.data(), buf.size()), ec);
                    buf.erase(0, used);
                    if (ec == http::error::need_more) ec = {};
                    else if (ec) break;
                    if (parser.is_done()) break;
                    if (used > 0 && !buf.empty()) continue;
                }
                const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(deadline - clock_type::now());
                if (left.count() <= 0 || !wait_fd(fd, POLLIN, left)) return; // idle: close
                const ssize_t n = ::recv(fd, chunk.data(), chunk.size(), 0);
                if (n <= 0) return;
                buf.append(chunk.data(), static_cast<std::size_t>(n));
                if (buf.size() > opt.max_header_bytes + opt.max_body_bytes + chunk.size()) {
                    ec = http::error::header_limit;
                    break;
                }
            }
            if (ec) {
                const http::status s = ec == http::error::header_limit ? http::status::request_header_fields_too_large
                                       : ec == http::error::body_limit ? http::status::payload_too_large
                                                                       : http::status::bad_request;
                send_all(fd, render(error_reply(s, ec.message()), 11, false));
                return;
            }
            const http::request<http::string_body>& req = parser.get();
            const std::string_view target(req.target().data(), req.target().size());
            if (opt.on_request) opt.on_request(std::string_view(req.method_string().data(), req.method_string().size()), target);
            keep = req.keep_alive();
            const std::size_t q = target.find('?');
            const std::string_view raw_path = target.substr(0, q);
            const std::string_view query = q == std::string_view::npos ? std::string_view{} : target.substr(q + 1);
            reply r;
            // The path as sent, never decoded into a file name: only the names above are served.
            if (raw_path.empty() || raw_path.front() != '/' || raw_path.find("..") != std::string_view::npos ||
                raw_path.find('\\') != std::string_view::npos)
                r = error_reply(http::status::not_found, "not found");
            else if (!host_allowed(req))
                r = error_reply(http::status::forbidden, "host not allowed");
            else if (raw_path == "/api/stream") {
                if (!is_loopback && !authorized(req, query)) {
                    r = error_reply(http::status::unauthorized, "token required");
                    r.unauthorized = true;
                } else if (req.method() != http::verb::get) {
                    r = error_reply(http::status::method_not_allowed, "GET only");
                } else if (++n_streams > opt.max_streams) {
                    --n_streams;
                    r = error_reply(http::status::service_unavailable, "too many streams");
                } else {
                    stream(fd, req, query);
                    --n_streams;
                    return;
                }
            } else {
                r = route(req, raw_path, query);
            }
            std::string out = render(r, req.version(), keep);
            if (req.method() == http::verb::head) out.resize(out.find("\r\n\r\n") + 4);
            if (!send_all(fd, out)) return;
        }
    }

    void accept_loop() {
        const int lfd = acceptor.native_handle();
        while (!stopping) {
            if (!wait_fd(lfd, POLLIN, std::chrono::milliseconds(100))) continue;
            boost::system::error_code ec;
            tcp::socket sock(io);
            acceptor.accept(sock, ec);
            if (ec) continue;
            if (n_connections >= opt.max_connections) {
                // over the bound: answered at once, never read
                const std::string r = render(error_reply(http::status::service_unavailable, "too many connections"), 11, false);
                ::send(sock.native_handle(), r.data(), r.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
                sock.close(ec);
                continue;
            }
            ++n_connections;
            // the descriptor leaves asio here: the connection's thread owns and closes it, and
            // holds nothing of the io_context (stop() may destroy it once the count is 0)
            const int fd = sock.release(ec);
            if (ec) {
                --n_connections;
                continue;
            }
            {
                std::lock_guard lock(m);
                sockets.insert(fd);
            }
            std::thread([this, fd] {
                try {
                    serve_connection(fd);
                } catch (const std::exception&) {
                    // a connection's failure ends that connection only
                }
                std::lock_guard lock(m);
                ::close(fd);
                sockets.erase(fd);
                --n_connections;
                all_closed.notify_all();
            }).detach();
        }
    }
};

server::server(source& src, options opt) : p_(std::make_unique<impl>(src, std::move(opt))) {}
server::~server() { stop(); }

void server::start() {
    if (p_->acceptor_thread.joinable()) return;
    p_->acceptor_thread = std::thread([this] { p_->accept_loop(); });
}

void server::stop() {
    if (!p_) return;
    p_->stopping = true;
    if (p_->acceptor_thread.joinable()) p_->acceptor_thread.join();
    std::unique_lock lock(p_->m);
    for (const int fd : p_->sockets) ::shutdown(fd, SHUT_RDWR);
    p_->all_closed.wait(lock, [&] { return p_->n_connections == 0; });
    boost::system::error_code ec;
    p_->acceptor.close(ec);
}

unsigned short server::port() const noexcept { return p_->acceptor.local_endpoint().port(); }
const std::string& server::token() const noexcept { return p_->token; }
bool server::loopback() const noexcept { return p_->is_loopback; }
std::size_t server::connections() const noexcept { return p_->n_connections; }
std::size_t server::streams() const noexcept { return p_->n_streams; }

std::string server::url() const {
    const std::string host = p_->opt.address.find(':') != std::string::npos ? "[" + p_->opt.address + "]" : p_->opt.address;
    return "http://" + host + ":" + std::to_string(port()) + "/#token=" + p_->token;
}

int run(source& src, const options& opt, std::ostream& out, std::ostream& err) {
    sigset_t set;
    sigemptyset(&set);
    sigaddset(&set, SIGINT);
    sigaddset(&set, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &set, nullptr); // the server's threads inherit the mask; sigwait takes them
    std::optional<server> s;
    try {
        s.emplace(src, opt);
    } catch (const bind_error& e) {
        err << "chesslaw: " << e.what() << '\n';
        return 2;
    }
    s->start();
    out << "chesslaw screen: " << s->url() << "\n";
    if (!s->loopback()) out << "chesslaw screen: listening beyond loopback: every API call needs the token\n";
    out.flush();
    int sig = 0;
    sigwait(&set, &sig);
    s->stop();
    return 0;
}

} // namespace chesslaw::serve
