#pragma once
//! Following files as broadcast software writes them: what a path is now (stat), what changed
//! since it was last read, and the games of a file read from where the unchanged part ends.
//!
//! A file's state remembers its size, mtime and inode, and the *prefix*: the bytes before the
//! line where its last game starts, with their FNV-1a hash and line count. A file that grows
//! keeps its prefix: only the last game and what follows it are read again (the games before it
//! ended when the next began). A file rewritten in place (DGT LiveChess' games.pgn) changes its
//! prefix: it is read whole. Reading streams (the reader's buffer, a one-game lookahead): memory
//! stays bounded whatever the file's size.

#include <sys/stat.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <fstream>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include <chesslaw/notation/pgn.hpp>

namespace chesslaw::watch {

//! What a path is now.
struct path_status {
    enum class type : std::uint8_t { regular, directory, other, missing, denied, error } what = type::missing;
    std::uint64_t size = 0;
    std::int64_t mtime_ns = 0;
    std::uint64_t inode = 0;
    int error = 0; //!< errno when what is error / denied / missing
};

inline path_status stat_path(const std::string& path) {
    path_status s;
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0) {
        s.error = errno;
        s.what = errno == ENOENT || errno == ENOTDIR ? path_status::type::missing
                 : errno == EACCES || errno == EPERM ? path_status::type::denied
                                                     : path_status::type::error;
        return s;
    }
    s.what = S_ISREG(st.st_mode) ? path_status::type::regular : S_ISDIR(st.st_mode) ? path_status::type::directory : path_status::type::other;
    s.size = static_cast<std::uint64_t>(st.st_size);
    s.mtime_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1'000'000'000 + st.st_mtim.tv_nsec;
    s.inode = static_cast<std::uint64_t>(st.st_ino);
    return s;
}

//! What was read of a file (kept between reads and in the log, to resume).
struct file_state {
    std::string path;
    std::uint64_t size = 0;
    std::int64_t mtime_ns = 0;
    std::uint64_t inode = 0;
    std::uint64_t prefix_end = 0;   //!< bytes before the line where the last game read starts
    std::uint64_t prefix_lines = 0; //!< line breaks in those bytes
    std::uint64_t prefix_hash = fnv_basis;
    std::vector<std::string> prefix_keys; //!< the keys of the games in the prefix, in order
    std::string problem;                  //!< the last input problem reported for it ("": none): reported once

    static constexpr std::uint64_t fnv_basis = 0xcbf29ce484222325ull;
    bool same_stat(const path_status& s) const noexcept { return s.size == size && s.mtime_ns == mtime_ns && s.inode == inode; }
};

constexpr std::uint64_t fnv1a(std::uint64_t h, std::string_view bytes) noexcept {
    for (const char c : bytes) {
        h ^= static_cast<unsigned char>(c);
        h *= 0x100000001b3ull;
    }
    return h;
}

//! FNV-1a of the bytes [0, n) of `path` (streamed); nullopt when fewer bytes can be read.
inline std::optional<std::uint64_t> hash_prefix(const std::string& path, std::uint64_t n) {
    std::ifstream in(path, std::ios::binary);
    if (!in) return std::nullopt;
    std::uint64_t h = file_state::fnv_basis;
    std::vector<char> buf(1 << 16);
    while (n > 0) {
        const auto want = static_cast<std::streamsize>(std::min<std::uint64_t>(n, buf.size()));
        in.read(buf.data(), want);
        if (in.gcount() != want) return std::nullopt;
        h = fnv1a(h, std::string_view(buf.data(), static_cast<std::size_t>(want)));
        n -= static_cast<std::uint64_t>(want);
    }
    return h;
}

//! Whether the last byte of `path` is a blank or a line break (a token before it is whole).
inline bool ends_with_blank(const std::string& path) {
    std::ifstream in(path, std::ios::binary | std::ios::ate);
    if (!in) return false;
    const auto size = static_cast<std::streamoff>(in.tellg());
    if (size <= 0) return true;
    in.seekg(size - 1);
    const int c = in.get();
    return c == ' ' || c == '\n' || c == '\r' || c == '\t';
}

//! The limits of reading a file.
struct read_limits {
    pgn::reader_options reader{};
};

//! Where the games read start and end (absolute, in the file).
struct read_outcome {
    bool opened = false;
    int error = 0;                //!< errno when not opened
    std::uint64_t games = 0;      //!< games read
    std::uint64_t last_start = 0; //!< byte where the line of the last game read starts
    std::uint64_t last_start_lines = 0;
    std::uint64_t last_start_hash = file_state::fnv_basis; //!< FNV-1a of the bytes before it
};

namespace follow_detail {
inline void shift(pgn::source_pos& p, std::uint64_t lines) {
    if (p.line > 0) p.line += lines;
}
inline void shift(pgn::game& g, std::uint64_t lines) {
    if (lines == 0) return;
    shift(g.start, lines);
    shift(g.result_at, lines);
    for (pgn::san_token& t : g.moves) shift(t.at, lines);
    for (pgn::comment& c : g.comments) shift(c.at, lines);
    if (g.error) {
        shift(g.error->at, lines);
        shift(g.error->cited, lines);
    }
    for (pgn::pgn_error& w : g.warnings) {
        shift(w.at, lines);
        shift(w.cited, lines);
    }
}
} // namespace follow_detail

//! Reads the games of `path` from byte `from` (the start of a line; `from_lines` line breaks
//! before it, `from_hash` the FNV-1a of the bytes before it) to the end: `on_game(game, at_end)`
//! for each, places counted from the file's start, `at_end` for the last game of the file. Then
//! finds where the line of the last game starts (streamed, continuing the hash).
inline read_outcome read_games(const std::string& path, std::uint64_t from, std::uint64_t from_lines, std::uint64_t from_hash, const read_limits& lim,
                               const std::function<void(pgn::game&, bool)>& on_game) {
    read_outcome out;
    std::uint64_t last_line = 0; // 1-based line (relative to `from`) where the last game starts
    {
        std::ifstream in(path, std::ios::binary);
        if (!in) {
            out.error = errno ? errno : EIO;
            return out;
        }
        out.opened = true;
        in.seekg(static_cast<std::streamoff>(from));
        pgn::reader_options ro = lim.reader;
        ro.keep_comments = true;
        pgn::reader rd(in, ro);
        pgn::game a, b;
        bool have = false;
        while (rd.next(have ? b : a)) {
            ++out.games;
            if (have) {
                follow_detail::shift(a, from_lines);
                on_game(a, false);
                std::swap(a, b);
                b = pgn::game{};
            }
            have = true;
            last_line = a.start.line;
        }
        if (have) {
            follow_detail::shift(a, from_lines);
            on_game(a, true);
        }
    }
    out.last_start = from;
    out.last_start_lines = from_lines;
    out.last_start_hash = from_hash;
    if (last_line <= 1) return out;
    // the byte where line `last_line` starts: count line breaks from `from`, hashing the bytes
    std::ifstream in(path, std::ios::binary);
    in.seekg(static_cast<std::streamoff>(from));
    std::vector<char> buf(1 << 16);
    std::uint64_t breaks = 0, pos = from, h = from_hash;
    while (breaks + 1 < last_line && in) {
        in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
        const auto n = static_cast<std::size_t>(in.gcount());
        if (n == 0) break;
        std::size_t i = 0;
        for (; i < n && breaks + 1 < last_line; ++i)
            if (buf[i] == '\n') ++breaks;
        h = fnv1a(h, std::string_view(buf.data(), i));
        pos += i;
    }
    if (breaks + 1 == last_line) {
        out.last_start = pos;
        out.last_start_lines = from_lines + breaks;
        out.last_start_hash = h;
    }
    return out;
}

} // namespace chesslaw::watch
