// The input of `chesslaw audit`, plain or compressed (see archive_input.hpp). Plain input is read
// with read(2) straight into the stream buffer; compressed input is decompressed by its own
// library (zlib, libbz2, liblzma, libzstd; zip: libarchive, loaded by dlopen on the first zip) on a producer thread into blocks that wait in a bounded queue (the consumer hands each block to
// the PGN reader as its get area, then gives it back for reuse).

#include "archive_input.hpp"

#include <algorithm>
#include <new>
#include <atomic>
#include <cerrno>
#include <condition_variable>
#include <cstring>
#include <deque>
#include <mutex>
#include <thread>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif
#include <unistd.h>

// tools/CMakeLists.txt sets each to 1 when the library is found
#ifndef CHESSLAW_HAVE_LIBARCHIVE
#define CHESSLAW_HAVE_LIBARCHIVE 0
#endif
#ifndef CHESSLAW_HAVE_ZLIB
#define CHESSLAW_HAVE_ZLIB 0
#endif
#ifndef CHESSLAW_HAVE_BZIP2
#define CHESSLAW_HAVE_BZIP2 0
#endif
#ifndef CHESSLAW_HAVE_LZMA
#define CHESSLAW_HAVE_LZMA 0
#endif
#ifndef CHESSLAW_HAVE_ZSTD
#define CHESSLAW_HAVE_ZSTD 0
#endif
#if CHESSLAW_HAVE_LIBARCHIVE
#include <archive.h>
#include <archive_entry.h>
#include <dlfcn.h>
#endif
#if CHESSLAW_HAVE_ZLIB
#include <zlib.h>
#endif
#if CHESSLAW_HAVE_BZIP2
#include <bzlib.h>
#endif
#if CHESSLAW_HAVE_LZMA
#include <lzma.h>
#endif
#if CHESSLAW_HAVE_ZSTD
#include <zstd.h>
#endif

#include "common.hpp"

#if CHESSLAW_HAVE_LIBARCHIVE
namespace {
// (field, libarchive function): the functions the zip reader calls, listed once.
#define CHESSLAW_LIBARCHIVE_FUNCTIONS(X) \
    X(read_new, archive_read_new) \
    X(support_format_zip, archive_read_support_format_zip) \
    X(set_callback_data, archive_read_set_callback_data) \
    X(set_read_callback, archive_read_set_read_callback) \
    X(set_seek_callback, archive_read_set_seek_callback) \
    X(open1, archive_read_open1) \
    X(next_header, archive_read_next_header) \
    X(read_data, archive_read_data) \
    X(read_free, archive_read_free) \
    X(error_string, archive_error_string) \
    X(entry_pathname, archive_entry_pathname) \
    X(entry_filetype, archive_entry_filetype)

//! libarchive's functions the zip reader calls, from CHESSLAW_LIBARCHIVE_SONAME loaded on the first
//! zip input (dlopen), not at start-up: with the libraries it pulls in it cost every chesslaw
//! process ~4 ms (tools/CMakeLists.txt). `error` says why it could not be loaded, else empty.
struct libarchive_api {
#define CHESSLAW_FIELD(field, function) decltype(&::function) field = nullptr;
    CHESSLAW_LIBARCHIVE_FUNCTIONS(CHESSLAW_FIELD)
#undef CHESSLAW_FIELD
    std::string error;
};

const libarchive_api& libarchive() {
    static const libarchive_api api = [] {
        libarchive_api a;
        void* const h = ::dlopen(CHESSLAW_LIBARCHIVE_SONAME, RTLD_NOW | RTLD_LOCAL); // never closed
        if (!h) {
            const char* e = ::dlerror();
            a.error = std::string("cannot load ") + CHESSLAW_LIBARCHIVE_SONAME + " (zip input): " + (e ? e : "no reason given");
            return a;
        }
        const auto get = [&](auto& fn, const char* name) {
            void* const f = ::dlsym(h, name);
            if (!f && a.error.empty()) a.error = std::string(CHESSLAW_LIBARCHIVE_SONAME) + " has no " + name + " (zip input)";
            static_assert(sizeof(fn) == sizeof(f));
            std::memcpy(&fn, &f, sizeof(fn)); // (POSIX: a function's address from dlsym)
        };
#define CHESSLAW_GET(field, function) get(a.field, #function);
        CHESSLAW_LIBARCHIVE_FUNCTIONS(CHESSLAW_GET)
#undef CHESSLAW_GET
        return a;
    }();
    return api;
}
} // namespace
#endif

namespace chesslaw::cli {

std::string_view format_name(input_format f) noexcept {
    switch (f) {
    case input_format::plain: return "plain";
    case input_format::gzip: return "gzip";
    case input_format::bzip2: return "bzip2";
    case input_format::xz: return "xz";
    case input_format::zstd: return "zstd";
    case input_format::zip: return "zip";
    }
    return "plain";
}

input_format format_of(std::string_view h) noexcept {
    const auto starts = [&](std::string_view m) { return h.substr(0, m.size()) == m; };
    if (starts("\x1f\x8b")) return input_format::gzip;
    if (starts("BZh") && h.size() > 3 && h[3] >= '1' && h[3] <= '9') return input_format::bzip2;
    if (starts(std::string_view("\xfd" "7zXZ\0", 6))) return input_format::xz;
    if (starts("\x28\xb5\x2f\xfd")) return input_format::zstd;
    if (starts("PK\x03\x04") || starts("PK\x05\x06")) return input_format::zip; // a zip, or an empty one
    return input_format::plain;
}

bool have_format(input_format f) noexcept {
    switch (f) {
    case input_format::plain: return true;
    case input_format::gzip: return CHESSLAW_HAVE_ZLIB != 0;
    case input_format::bzip2: return CHESSLAW_HAVE_BZIP2 != 0;
    case input_format::xz: return CHESSLAW_HAVE_LZMA != 0;
    case input_format::zstd: return CHESSLAW_HAVE_ZSTD != 0;
    case input_format::zip: return CHESSLAW_HAVE_LIBARCHIVE != 0;
    }
    return false;
}

std::string archive_failure::what() const {
    if (format == input_format::plain) return file + ": read error at byte " + std::to_string(offset) + ": " + message;
    return file + ": damaged or truncated " + std::string(format_name(format)) + " data at compressed byte " + std::to_string(offset) + ": " +
           message;
}

namespace {

constexpr std::size_t block_size = 256 * 1024; //!< bytes of one block of decompressed text
constexpr std::size_t queue_blocks = 8;        //!< blocks decompressed ahead of the reader, at most

#if defined(__SSE2__)
//! The matches of `match(i)` (a mask of the sixteen bytes at i: -1 in a lane that matches, else
//! 0) summed while `i + reach <= len`, i going on by sixteen; i is left at the first byte not
//! looked at. Per-lane counters, summed every 255 rounds (before a lane can overflow).
template <class Match>
std::uint64_t count_lanes(std::size_t& i, std::size_t len, std::size_t reach, Match match) noexcept {
    std::uint64_t n = 0;
    while (i + reach <= len) {
        __m128i lanes = _mm_setzero_si128();
        for (int k = 0; k < 255 && i + reach <= len; ++k, i += 16) lanes = _mm_sub_epi8(lanes, match(i));
        const __m128i sums = _mm_sad_epu8(lanes, _mm_setzero_si128()); // two 64-bit lane sums
        n += static_cast<std::uint64_t>(_mm_cvtsi128_si64(sums)) + static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(sums, sums)));
    }
    return n;
}
#endif

//! The bytes equal to c in [p, p + len), sixteen at a time with SSE2 (every x86-64 has it), else
//! eight (a plain file's every byte passes here).
std::uint64_t count_byte(const char* p, std::size_t len, char c) noexcept {
    std::uint64_t n = 0;
    std::size_t i = 0;
#if defined(__SSE2__)
    const __m128i pattern16 = _mm_set1_epi8(c);
    n += count_lanes(i, len, 16, [&](std::size_t at) {
        return _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + at)), pattern16);
    });
#endif
    constexpr std::uint64_t ones = 0x0101010101010101ull, low7 = 0x7F7F7F7F7F7F7F7Full;
    const std::uint64_t pattern = ones * static_cast<unsigned char>(c);
    while (i + 8 <= len) {
        std::uint64_t lanes = 0; // per byte lane: matches in this round (at most 255 words a round)
        for (int k = 0; k < 255 && i + 8 <= len; ++k, i += 8) {
            std::uint64_t w;
            std::memcpy(&w, p + i, 8);
            const std::uint64_t x = w ^ pattern;                 // a zero byte where w's byte is c
            const std::uint64_t nonzero = ((x & low7) + low7) | x; // high bit set in every byte that is not zero
            lanes += (~nonzero >> 7) & ones;
        }
        constexpr std::uint64_t even = 0x00FF00FF00FF00FFull;
        const std::uint64_t pairs = (lanes & even) + ((lanes >> 8) & even); // four 16-bit lanes, each <= 510
        n += (pairs * 0x0001000100010001ull) >> 48;                        // their sum (<= 2040)
    }
    for (; i < len; ++i) n += p[i] == c ? 1 : 0;
    return n;
}

//! The line breaks in [p, p + len) of a text with CRs: every LF, and every CR that no LF follows
//! within it (a CR at the end counts) — in one pass, sixteen bytes at a time with SSE2: a CRLF
//! file has a CR on every line, too many for one memchr each.
std::uint64_t count_breaks_with_cr(const char* p, std::size_t len) noexcept {
    std::uint64_t n = 0;
    std::size_t i = 0;
#if defined(__SSE2__)
    const __m128i cr = _mm_set1_epi8('\r'), lf = _mm_set1_epi8('\n');
    n += count_lanes(i, len, 17, [&](std::size_t at) { // (the byte after the sixteen is read too)
        const __m128i here = _mm_loadu_si128(reinterpret_cast<const __m128i*>(p + at));
        const __m128i next_lf = _mm_cmpeq_epi8(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + at + 1)), lf);
        return _mm_or_si128(_mm_cmpeq_epi8(here, lf), _mm_andnot_si128(next_lf, _mm_cmpeq_epi8(here, cr)));
    });
#endif
    for (; i < len; ++i) n += p[i] == '\n' || (p[i] == '\r' && (i + 1 == len || p[i + 1] != '\n')) ? 1 : 0;
    return n;
}

//! Counts line breaks as the PGN reader does: CR, LF and CRLF are one each, also across blocks.
struct break_counter {
    std::uint64_t n = 0;
    bool after_cr = false;

    //! Adds the breaks in [p, p + len).
    void add(const char* p, std::size_t len) noexcept {
        if (len == 0) return;
        if (!after_cr && std::memchr(p, '\r', len) == nullptr) { // the common case: LF only
            n += count_byte(p, len, '\n');
            return;
        }
        // CR files (CRLF, or CR alone): every LF is a break and every CR no LF follows; an LF
        // right after a CR that ended the previous block was counted there.
        n += count_breaks_with_cr(p, len);
        if (after_cr && p[0] == '\n') --n;
    }
    //! The last byte seen (after add) — kept for the next block.
    void settle(const char* p, std::size_t len) noexcept {
        if (len) after_cr = p[len - 1] == '\r';
    }
};

//! read(2) until `len` bytes or the end; -1 on an error (errno set).
ssize_t read_fully(int fd, char* p, std::size_t len) {
    std::size_t got = 0;
    while (got < len) {
        const ssize_t n = ::read(fd, p + got, len - got);
        if (n < 0 && errno == EINTR) continue;
        if (n < 0) return -1;
        if (n == 0) break;
        got += static_cast<std::size_t>(n);
    }
    return static_cast<ssize_t>(got);
}

//! True when `name` ends in ".pgn", in any case.
[[maybe_unused]] bool is_pgn_name(std::string_view name) noexcept {
    if (name.size() < 4) return false;
    const std::string_view e = name.substr(name.size() - 4);
    return e[0] == '.' && (e[1] | 0x20) == 'p' && (e[2] | 0x20) == 'g' && (e[3] | 0x20) == 'n';
}

} // namespace

struct input_source::impl : std::streambuf {
    std::string name, path;
    int fd = -1;
    bool seekable = false;
    input_format fmt = input_format::plain;
    std::string head;          // bytes read to tell the format (standard input: served first)
    std::string member;
    break_counter breaks;
    std::uint64_t delivered = 0;
    std::atomic<std::uint64_t> raw{0};
    std::optional<archive_failure> failure;
    std::vector<std::string> skipped;

    // ---- plain input
    std::vector<char> buf;
    bool started = false;
    bool head_served = false;

    // ---- compressed input: producer → queue → consumer
    struct block {
        enum kind_t { data, member, skip, end, failed } kind = data;
        std::vector<char> bytes;
        std::size_t size = 0;
        std::string text;          // member: its name; skip: why; failed: the message
        std::uint64_t offset = 0;  // failed: compressed bytes read
    };
    std::mutex mu;
    std::condition_variable cv_ready, cv_room;
    std::deque<block> queue;
    std::vector<std::vector<char>> free_buffers;
    bool stop = false;
    std::thread producer;
    block current;             // the data block the reader is reading
    bool at_end = false;       // the end or a failure was taken from the queue
    bool in_member = false;

    ~impl() override {
        {
            std::lock_guard lk(mu);
            stop = true;
        }
        cv_room.notify_all();
        if (producer.joinable()) producer.join();
        if (fd > 0) ::close(fd);
    }

    //! Counts [p, p + n) as delivered text (bytes and line breaks).
    void count(const char* p, std::size_t n) noexcept {
        breaks.add(p, n);
        breaks.settle(p, n);
        delivered += n;
    }
    //! Counts and hands out [p, p + n) as the get area.
    void serve(char* p, std::size_t n) {
        count(p, n);
        setg(p, p, p + n);
    }

    int_type underflow() override {
        if (gptr() < egptr()) return traits_type::to_int_type(*gptr());
        if (fmt == input_format::plain) return plain_underflow();
        return compressed_underflow();
    }

    int_type plain_underflow() {
        if (!started) return traits_type::eof();
        if (buf.empty()) buf.resize(block_size);
        std::size_t n = 0;
        if (!head_served) { // the bytes read to tell the format (empty for a regular file)
            head_served = true;
            n = head.size();
            std::memcpy(buf.data(), head.data(), n);
        }
        if (n == 0) {
            for (;;) {
                const ssize_t got = ::read(fd, buf.data(), buf.size());
                if (got < 0 && errno == EINTR) continue;
                if (got < 0) {
                    if (!failure) failure = archive_failure{name, input_format::plain, raw.load(), std::strerror(errno)};
                    return traits_type::eof();
                }
                n = static_cast<std::size_t>(got);
                raw += n;
                break;
            }
        }
        if (n == 0) return traits_type::eof();
        serve(buf.data(), n);
        return traits_type::to_int_type(*gptr());
    }

    //! Plain input, once the format bytes are served: a read that finds the get area empty goes
    //! straight into the caller's buffer (the PGN reader's), so the text is copied once, by the
    //! kernel, not a second time out of `buf`. Everything else takes the buffered path.
    std::streamsize xsgetn(char* s, std::streamsize n) override {
        if (fmt != input_format::plain || !started || !head_served || gptr() < egptr() || n <= 0)
            return std::streambuf::xsgetn(s, n);
        for (;;) {
            const ssize_t got = ::read(fd, s, static_cast<std::size_t>(n));
            if (got < 0 && errno == EINTR) continue;
            if (got < 0) {
                if (!failure) failure = archive_failure{name, input_format::plain, raw.load(), std::strerror(errno)};
                return 0;
            }
            const auto k = static_cast<std::size_t>(got);
            raw += k;
            count(s, k);
            return got;
        }
    }

    //! The consumer's next block from the queue (waits for one); the previous block goes back.
    int_type compressed_underflow() {
        if (!in_member || at_end) return traits_type::eof();
        std::unique_lock lk(mu);
        if (!current.bytes.empty()) free_buffers.push_back(std::move(current.bytes));
        current = block{};
        setg(nullptr, nullptr, nullptr);
        cv_ready.wait(lk, [&] { return !queue.empty(); });
        block& b = queue.front();
        if (b.kind != block::data) { // the member ends here; next_member takes what follows
            in_member = false;
            take_end(b);
            return traits_type::eof();
        }
        current = std::move(b);
        queue.pop_front();
        lk.unlock();
        cv_room.notify_one();
        serve(current.bytes.data(), current.size);
        return traits_type::to_int_type(*gptr());
    }

    //! Notes an end or a failure at the front of the queue (they stay there).
    void take_end(const block& b) {
        if (b.kind == block::end) at_end = true;
        if (b.kind == block::failed) {
            at_end = true;
            if (!failure) failure = archive_failure{name, fmt, b.offset, b.text};
        }
    }

    bool next_member() {
        if (fmt == input_format::plain) {
            if (started) return false;
            started = in_member = true;
            member = name;
            return true;
        }
        std::unique_lock lk(mu);
        if (!current.bytes.empty()) free_buffers.push_back(std::move(current.bytes));
        current = block{};
        setg(nullptr, nullptr, nullptr);
        in_member = false;
        for (;;) {
            if (at_end) return false;
            cv_ready.wait(lk, [&] { return !queue.empty(); });
            block& b = queue.front();
            if (b.kind == block::end || b.kind == block::failed) {
                take_end(b);
                return false;
            }
            if (b.kind == block::member) {
                member = fmt == input_format::zip ? name + "!" + b.text : name;
                queue.pop_front();
                cv_room.notify_one();
                breaks = {};
                delivered = 0;
                in_member = true;
                return true;
            }
            if (b.kind == block::skip) skipped.push_back(std::move(b.text));
            if (!b.bytes.empty()) free_buffers.push_back(std::move(b.bytes)); // the rest of a member not read
            queue.pop_front();
            cv_room.notify_one();
        }
    }

    // ---- the producer thread

    //! Waits for room in the queue and appends b; false when the consumer has gone.
    bool push(block&& b) {
        std::unique_lock lk(mu);
        cv_room.wait(lk, [&] { return stop || queue.size() < queue_blocks; });
        if (stop) return false;
        queue.push_back(std::move(b));
        lk.unlock();
        cv_ready.notify_one();
        return true;
    }

    //! A buffer of block_size bytes, reused when one came back.
    std::vector<char> take_buffer() {
        std::lock_guard lk(mu);
        if (free_buffers.empty()) return std::vector<char>(block_size);
        std::vector<char> b = std::move(free_buffers.back());
        free_buffers.pop_back();
        return b;
    }

    std::vector<char> read_buffer = std::vector<char>(64 * 1024);
    bool head_given = false;

    //! The next compressed bytes: the head first (from a pipe), then read(2); empty at the end;
    //! false on a read error (errno set).
    bool read_raw(std::string_view& out) {
        if (!head_given) {
            head_given = true;
            if (!head.empty()) {
                out = head;
                return true;
            }
        }
        for (;;) {
            const ssize_t n = ::read(fd, read_buffer.data(), read_buffer.size());
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) return false;
            raw += static_cast<std::uint64_t>(n);
            out = std::string_view(read_buffer.data(), static_cast<std::size_t>(n));
            return true;
        }
    }

    //! Ends the input with a failure at compressed byte `offset`.
    void push_failure(std::uint64_t offset, std::string message) {
        block b;
        b.kind = block::failed;
        b.offset = offset;
        b.text = std::move(message);
        push(std::move(b));
    }

    //! One step of a stream decoder: from the input at `in` into the output at `out`.
    enum class step { more, stream_end, error };

    //! gzip, bzip2, xz or zstd through its own library: every byte decoded before damage is
    //! delivered, and the failure's offset is the compressed bytes the decoder had taken. A
    //! stream followed by more input goes on with the next one (concatenated gzip members,
    //! bzip2 streams; xz and zstd decoders take several streams or frames themselves).
    template <class Decoder>
    void produce_stream(Decoder dec) {
        {
            block m;
            m.kind = block::member;
            if (!push(std::move(m))) return;
        }
        std::string_view in;
        bool in_end = false;         // no more compressed bytes
        std::uint64_t taken = 0;     // compressed bytes given to the decoder and consumed
        bool finished = false;       // the last stream ended exactly at the end of the input
        block d;
        for (;;) {
            if (in.empty() && !in_end) {
                if (!read_raw(in)) return push_failure(taken, std::string("read error: ") + std::strerror(errno));
                in_end = in.empty();
            }
            if (d.bytes.empty()) d.bytes = take_buffer();
            const std::size_t in_before = in.size();
            std::string why;
            const step st = dec.run(in, in_end, d.bytes.data(), d.bytes.size(), d.size, why);
            taken += in_before - in.size();
            if (st == step::error) {
                if (d.size > 0 && !push(std::move(d))) return;
                return push_failure(taken, why);
            }
            if (d.size == d.bytes.size()) {
                if (!push(std::move(d))) return;
                d = block{};
            }
            if (st == step::stream_end) {
                if (in.empty() && !in_end) {
                    if (!read_raw(in)) return push_failure(taken, std::string("read error: ") + std::strerror(errno));
                    in_end = in.empty();
                }
                if (in.empty() && in_end) {
                    finished = true;
                    break;
                }
                dec.next_stream();
                continue;
            }
            if (in.empty() && in_end && in_before == 0 && dec.stuck()) break; // the data ends inside a stream
        }
        if (d.size > 0 && !push(std::move(d))) return;
        if (!finished) return push_failure(taken, "the data ends inside a compressed stream (truncated)");
        block e;
        e.kind = block::end;
        push(std::move(e));
    }

    void produce() {
        switch (fmt) {
#if CHESSLAW_HAVE_ZLIB
        case input_format::gzip: return produce_stream(gzip_decoder{});
#endif
#if CHESSLAW_HAVE_BZIP2
        case input_format::bzip2: return produce_stream(bzip2_decoder{});
#endif
#if CHESSLAW_HAVE_LZMA
        case input_format::xz: return produce_stream(xz_decoder{});
#endif
#if CHESSLAW_HAVE_ZSTD
        case input_format::zstd: return produce_stream(zstd_decoder{});
#endif
#if CHESSLAW_HAVE_LIBARCHIVE
        case input_format::zip: return produce_zip();
#endif
        default: break;
        }
        push_failure(0, "no decoder for this format in this build");
    }

#if CHESSLAW_HAVE_ZLIB
    struct gzip_decoder {
        std::unique_ptr<z_stream> z = std::make_unique<z_stream>();
        bool progressed = true;
        gzip_decoder() {
            *z = z_stream{};
            if (inflateInit2(z.get(), 15 + 16) != Z_OK) throw std::bad_alloc();
        }
        gzip_decoder(gzip_decoder&&) = default;
        ~gzip_decoder() {
            if (z) inflateEnd(z.get());
        }
        step run(std::string_view& in, bool, char* out, std::size_t cap, std::size_t& size, std::string& why) {
            z->next_in = reinterpret_cast<Bytef*>(const_cast<char*>(in.data()));
            z->avail_in = static_cast<uInt>(in.size());
            z->next_out = reinterpret_cast<Bytef*>(out + size);
            z->avail_out = static_cast<uInt>(cap - size);
            const int r = inflate(z.get(), Z_NO_FLUSH);
            const std::size_t produced = cap - size - z->avail_out;
            progressed = produced > 0 || z->avail_in < in.size();
            size += produced;
            in.remove_prefix(in.size() - z->avail_in);
            if (r == Z_STREAM_END) return step::stream_end;
            if (r == Z_OK || r == Z_BUF_ERROR) return step::more;
            why = z->msg ? z->msg : "zlib error " + std::to_string(r);
            return step::error;
        }
        void next_stream() { inflateReset(z.get()); }
        bool stuck() const { return !progressed; }
    };
#endif
#if CHESSLAW_HAVE_BZIP2
    struct bzip2_decoder {
        std::unique_ptr<bz_stream> b = std::make_unique<bz_stream>();
        bool progressed = true;
        bzip2_decoder() {
            *b = bz_stream{};
            if (BZ2_bzDecompressInit(b.get(), 0, 0) != BZ_OK) throw std::bad_alloc();
        }
        bzip2_decoder(bzip2_decoder&&) = default;
        ~bzip2_decoder() {
            if (b) BZ2_bzDecompressEnd(b.get());
        }
        step run(std::string_view& in, bool, char* out, std::size_t cap, std::size_t& size, std::string& why) {
            b->next_in = const_cast<char*>(in.data());
            b->avail_in = static_cast<unsigned>(in.size());
            b->next_out = out + size;
            b->avail_out = static_cast<unsigned>(cap - size);
            const int r = BZ2_bzDecompress(b.get());
            const std::size_t produced = cap - size - b->avail_out;
            progressed = produced > 0 || b->avail_in < in.size();
            size += produced;
            in.remove_prefix(in.size() - b->avail_in);
            if (r == BZ_STREAM_END) return step::stream_end;
            if (r == BZ_OK) return step::more;
            why = r == BZ_DATA_ERROR_MAGIC ? "not bzip2 data (bad magic)" : r == BZ_DATA_ERROR ? "corrupt bzip2 data" : "bzip2 error " + std::to_string(r);
            return step::error;
        }
        void next_stream() {
            BZ2_bzDecompressEnd(b.get());
            *b = bz_stream{};
            BZ2_bzDecompressInit(b.get(), 0, 0);
        }
        bool stuck() const { return !progressed; }
    };
#endif
#if CHESSLAW_HAVE_LZMA
    struct xz_decoder {
        std::unique_ptr<lzma_stream> s = std::make_unique<lzma_stream>();
        bool progressed = true;
        xz_decoder() {
            *s = LZMA_STREAM_INIT;
            if (lzma_stream_decoder(s.get(), UINT64_MAX, LZMA_CONCATENATED) != LZMA_OK) throw std::bad_alloc();
        }
        xz_decoder(xz_decoder&&) = default;
        ~xz_decoder() {
            if (s) lzma_end(s.get());
        }
        step run(std::string_view& in, bool in_end, char* out, std::size_t cap, std::size_t& size, std::string& why) {
            s->next_in = reinterpret_cast<const std::uint8_t*>(in.data());
            s->avail_in = in.size();
            s->next_out = reinterpret_cast<std::uint8_t*>(out + size);
            s->avail_out = cap - size;
            const lzma_ret r = lzma_code(s.get(), in_end ? LZMA_FINISH : LZMA_RUN);
            const std::size_t produced = cap - size - s->avail_out;
            progressed = produced > 0 || s->avail_in < in.size();
            size += produced;
            in.remove_prefix(in.size() - s->avail_in);
            if (r == LZMA_STREAM_END) return step::stream_end;
            if (r == LZMA_OK) return step::more;
            if (r == LZMA_BUF_ERROR && in_end) {
                progressed = false; // truncated
                return step::more;
            }
            why = r == LZMA_DATA_ERROR ? "corrupt xz data" : r == LZMA_FORMAT_ERROR ? "not xz data" : "xz error " + std::to_string(static_cast<int>(r));
            return step::error;
        }
        void next_stream() {}
        bool stuck() const { return !progressed; }
    };
#endif
#if CHESSLAW_HAVE_ZSTD
    struct zstd_decoder {
        struct free_dctx {
            void operator()(ZSTD_DCtx* d) const noexcept { ZSTD_freeDCtx(d); }
        };
        std::unique_ptr<ZSTD_DCtx, free_dctx> d{ZSTD_createDCtx()};
        bool progressed = true;
        bool frame_done = false; // the last call ended a frame
        step run(std::string_view& in, bool in_end, char* out, std::size_t cap, std::size_t& size, std::string& why) {
            ZSTD_inBuffer ib{in.data(), in.size(), 0};
            ZSTD_outBuffer ob{out, cap, size};
            const std::size_t r = ZSTD_decompressStream(d.get(), &ob, &ib);
            progressed = ob.pos > size || ib.pos > 0;
            size = ob.pos;
            in.remove_prefix(ib.pos);
            if (ZSTD_isError(r)) {
                why = ZSTD_getErrorName(r);
                return step::error;
            }
            if (progressed) frame_done = r == 0; // a call that did nothing keeps what the last one found
            if (frame_done && in.empty() && in_end) return step::stream_end;
            return step::more;
        }
        void next_stream() {}
        bool stuck() const { return !progressed; }
    };
#endif

#if CHESSLAW_HAVE_LIBARCHIVE
    static la_ssize_t read_cb(struct archive*, void* self, const void** out) {
        auto& s = *static_cast<impl*>(self);
        if (!s.head_given) {
            s.head_given = true;
            if (!s.head.empty()) {
                *out = s.head.data();
                return static_cast<la_ssize_t>(s.head.size());
            }
        }
        for (;;) {
            const ssize_t n = ::read(s.fd, s.read_buffer.data(), s.read_buffer.size());
            if (n < 0 && errno == EINTR) continue;
            if (n < 0) return -1;
            s.raw += static_cast<std::uint64_t>(n);
            *out = s.read_buffer.data();
            return n;
        }
    }

    static la_int64_t seek_cb(struct archive*, void* self, la_int64_t offset, int whence) {
        auto& s = *static_cast<impl*>(self);
        return ::lseek(s.fd, static_cast<off_t>(offset), whence);
    }

    //! The compressed bytes read so far: the file position, or the count read from standard input.
    std::uint64_t offset_now() const {
        if (seekable) {
            const off_t at = ::lseek(fd, 0, SEEK_CUR);
            if (at >= 0) return static_cast<std::uint64_t>(at);
        }
        return raw.load();
    }

    void produce_zip() {
        const libarchive_api& la = libarchive();
        if (!la.error.empty()) {
            block b;
            b.kind = block::failed;
            b.text = la.error;
            b.offset = 0;
            push(std::move(b));
            return;
        }
        struct archive* a = la.read_new();
        const auto fail = [&] {
            block b;
            b.kind = block::failed;
            const char* e = la.error_string(a);
            b.text = e ? e : "libarchive gives no reason";
            b.offset = offset_now();
            push(std::move(b));
        };
        la.support_format_zip(a);
        la.set_callback_data(a, this);
        la.set_read_callback(a, &read_cb);
        if (seekable) la.set_seek_callback(a, &seek_cb);
        if (la.open1(a) != ARCHIVE_OK) {
            fail();
            la.read_free(a);
            return;
        }
        bool ok = true;
        for (;;) {
            struct archive_entry* e = nullptr;
            const int r = la.next_header(a, &e);
            if (r == ARCHIVE_EOF) break;
            if (r < ARCHIVE_WARN) {
                fail();
                ok = false;
                break;
            }
            if (fmt == input_format::zip) {
                const char* p = la.entry_pathname(e);
                const std::string entry = p ? p : "";
                if (la.entry_filetype(e) == AE_IFDIR) continue;
                if (la.entry_filetype(e) != AE_IFREG || !is_pgn_name(entry)) {
                    block s;
                    s.kind = block::skip;
                    s.text = entry.empty() ? "a member without a name" : entry + ": not a .pgn file";
                    if (!push(std::move(s))) break;
                    continue;
                }
                block m;
                m.kind = block::member;
                m.text = entry;
                if (!push(std::move(m))) break;
            } else {
                block m;
                m.kind = block::member;
                if (!push(std::move(m))) break;
            }
            for (;;) {
                block d;
                d.bytes = take_buffer();
                bool member_end = false;
                while (d.size < d.bytes.size()) {
                    const la_ssize_t n = la.read_data(a, d.bytes.data() + d.size, d.bytes.size() - d.size);
                    if (n == 0) {
                        member_end = true;
                        break;
                    }
                    if (n < 0) {
                        ok = false;
                        break;
                    }
                    d.size += static_cast<std::size_t>(n);
                }
                if (d.size > 0 && !push(std::move(d))) return la.read_free(a), void();
                if (!ok) {
                    fail();
                    break;
                }
                if (member_end) break;
            }
            if (!ok) break;
        }
        if (ok) {
            block b;
            b.kind = block::end;
            push(std::move(b));
        }
        la.read_free(a);
    }
#endif
};

input_source::input_source(std::string name, std::string path) : p_(std::make_unique<impl>()) {
    impl& s = *p_;
    s.name = std::move(name);
    s.path = std::move(path);
    if (s.path.empty()) {
        s.fd = STDIN_FILENO;
    } else {
        s.fd = ::open(s.path.c_str(), O_RDONLY | O_CLOEXEC);
        if (s.fd < 0) throw usage_error("cannot read " + s.path + ": " + std::strerror(errno));
        struct stat st {};
        s.seekable = ::fstat(s.fd, &st) == 0 && S_ISREG(st.st_mode);
    }
    // The first bytes tell the format. A regular file is read again from its start (pread left
    // the position at 0); from a pipe they are served first.
    char h[8] = {};
    ssize_t n = 0;
    if (s.seekable) {
        do n = ::pread(s.fd, h, sizeof h, 0);
        while (n < 0 && errno == EINTR);
    } else {
        n = read_fully(s.fd, h, sizeof h);
    }
    if (n < 0) throw usage_error("cannot read " + (s.path.empty() ? std::string("standard input") : s.path) + ": " + std::strerror(errno));
    s.head.assign(h, static_cast<std::size_t>(n));
    s.fmt = format_of(s.head);
    if (s.seekable) s.head.clear();
    else s.raw = static_cast<std::uint64_t>(n);
    if (s.fmt == input_format::plain) return;
    if (!have_format(s.fmt)) {
        const std::string_view k = format_name(s.fmt);
        const std::string cat = k == "gzip" ? "zcat" : k == "bzip2" ? "bzcat" : k == "xz" ? "xzcat" : k == "zstd" ? "zstdcat" : "unzip -p";
        const std::string lib = k == "gzip" ? "zlib (Debian zlib1g-dev)" : k == "bzip2" ? "libbz2 (Debian libbz2-dev)" : k == "xz" ? "liblzma (Debian liblzma-dev)" :
                                k == "zstd" ? "libzstd (Debian libzstd-dev)" : "libarchive (Debian libarchive-dev)";
        throw usage_error(s.name + " is " + std::string(k) + "-compressed, and this chesslaw was built without " + lib +
                          ": rebuild it with that library, or decompress it first (" + cat + " FILE | chesslaw audit -)");
    }
    s.producer = std::thread([&s] { s.produce(); });
}

input_source::~input_source() = default;

input_format input_source::format() const noexcept { return p_->fmt; }
bool input_source::next_member() { return p_->next_member(); }
const std::string& input_source::member_name() const noexcept { return p_->member; }
std::streambuf& input_source::bytes() noexcept { return *p_; }
std::uint64_t input_source::line_breaks() const noexcept { return p_->breaks.n; }
std::uint64_t input_source::delivered() const noexcept { return p_->delivered; }
std::uint64_t input_source::raw_bytes() const noexcept { return p_->raw.load(); }
const std::optional<archive_failure>& input_source::failure() const noexcept { return p_->failure; }
const std::vector<std::string>& input_source::skipped() const noexcept { return p_->skipped; }

} // namespace chesslaw::cli
