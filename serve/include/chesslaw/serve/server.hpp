#pragma once
//! The arbiter's screen: an HTTP server (Boost.Beast's HTTP/1.1 parser over Boost.Asio sockets)
//! serving one self-contained page and a JSON API over a serve::source (docs/screen.md).
//!
//!   serve::options o;                 // 127.0.0.1, an ephemeral port, a generated token
//!   serve::server s(src, o);          // binds (throws serve::bind_error naming the address)
//!   s.start();                        // accepts in a thread of its own; s.port(), s.token()
//!   s.stop();                         // closes every connection and joins
//!   serve::run(src, o, std::cout);    // the seam for `chesslaw watch --serve`: prints the URL,
//!                                     // serves until SIGINT or SIGTERM
//!
//! Served, and nothing else (404): GET / (the page), /app.js, /app.css (its parts, embedded),
//! /api/games, /api/games/KEY, /api/events?since=ID&limit=N, /api/stream (Server-Sent Events,
//! resumed from Last-Event-ID or ?since=), /api/clauses, /api/board.svg?fen=FEN, POST /api/ack.
//! Security: loopback by default; any other address needs the token for every API call; POST
//! /api/ack always needs it (Authorization: Bearer T, or ?token=T where a browser cannot set a
//! header); requests bounded (header, body, idle time), connections bounded (503 beyond).

#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <iosfwd>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>

#include <chesslaw/serve/source.hpp>

namespace chesslaw::serve {

//! The API's schema name: a member renamed or removed is a new number.
inline constexpr std::string_view api_schema = "chesslaw-screen/1";

struct options {
    std::string address = "127.0.0.1";          //!< where to listen (IPv4 or IPv6 literal)
    unsigned short port = 0;                     //!< 0: an ephemeral port (server::port() tells which)
    std::string token;                           //!< "": one is generated (and printed by run())
    std::size_t max_connections = 64;            //!< beyond: 503 and close
    std::size_t max_streams = 32;                //!< Server-Sent Events clients at once (beyond: 503)
    std::size_t max_header_bytes = 8 * 1024;     //!< the request line and headers (beyond: 431)
    std::size_t max_body_bytes = 4 * 1024;       //!< a POST body (beyond: 413)
    std::chrono::milliseconds idle_timeout{10'000};  //!< a connection with no complete request closes
    std::chrono::milliseconds heartbeat{15'000};     //!< an SSE comment line when nothing else was sent
    std::size_t events_per_request = 1000;           //!< the most /api/events returns at once
    //! Called for each request parsed (method, target), before it is answered: for tests and logs.
    std::function<void(std::string_view, std::string_view)> on_request;
};

//! The address could not be listened on (bad literal, in use, no permission).
struct bind_error : std::runtime_error {
    using std::runtime_error::runtime_error;
};

//! `[ADDR:]PORT` as `--serve` takes it: "8080", "0.0.0.0:8080", "[::1]:8080". nullopt and `why`
//! on bad input.
struct listen_address {
    std::string address = "127.0.0.1";
    unsigned short port = 0;
};
std::optional<listen_address> parse_listen(std::string_view text, std::string& why);

class server {
public:
    server(source& src, options opt);
    ~server();
    server(const server&) = delete;
    server& operator=(const server&) = delete;

    void start();                        //!< accepts in a background thread
    void stop();                         //!< closes the listener and every connection, joins
    unsigned short port() const noexcept;
    const std::string& token() const noexcept;
    bool loopback() const noexcept;      //!< listening on a loopback address only
    std::string url() const;             //!< http://ADDR:PORT/#token=T (the page reads the token from the fragment)
    std::size_t connections() const noexcept;
    std::size_t streams() const noexcept;

    struct impl;

private:
    std::unique_ptr<impl> p_;
};

//! Serves `src` until SIGINT or SIGTERM: prints the page's URL (with the token) to `out` first.
//! Returns 0, or 2 with the reason on `err` when the address cannot be listened on.
int run(source& src, const options& opt, std::ostream& out, std::ostream& err);

} // namespace chesslaw::serve
