#pragma once
//! A JSON text written straight into a string, without a document object model: what the audit's
//! per-game line needs at full speed (one object per game, most of them clean). Strings are
//! escaped as nlohmann::json::dump(-1, ' ', false, error_handler_t::replace) escapes them: `"`,
//! `\` and the control characters (\b \f \n \r \t, the others as \u00XX), bytes that are not
//! UTF-8 replaced by U+FFFD, everything else (non-ASCII UTF-8, DEL, '/') as it is. No dependency.
//!
//!   json_writer w;
//!   w.begin_object(); w.key("ply"); w.value(std::uint64_t{3}); w.key("san"); w.value("Nf3"); w.end_object();
//!   w.view() == R"({"ply":3,"san":"Nf3"})"   (w.take() moves the text out)

#include <algorithm>
#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <utility>

#include <chesslaw/core/bytes.hpp>

namespace chesslaw::report {

#if defined(__GNUC__)
#define CHESSLAW_JSON_INLINE [[gnu::always_inline]] inline
#else
#define CHESSLAW_JSON_INLINE inline
#endif

//! (The small writes are forced inline: a game's line is some hundred of them, and GCC stops
//! inlining them into a function as long as game_json_line.)
class json_writer {
public:
    //! The text written so far.
    std::string_view view() const noexcept { return {buf_.data(), n_}; }
    //! The text written so far, taken out (the writer is empty afterwards).
    std::string take() {
        buf_.resize(n_);
        n_ = 0;
        return std::move(buf_);
    }
    //! Room for n more bytes without growing (one allocation for a text of known size).
    void reserve(std::size_t n) { room(n); }

    CHESSLAW_JSON_INLINE void begin_object() {
        separate();
        put('{');
        first_ = true;
    }
    CHESSLAW_JSON_INLINE void end_object() {
        put('}');
        first_ = false;
    }
    CHESSLAW_JSON_INLINE void begin_array() {
        separate();
        put('[');
        first_ = true;
    }
    CHESSLAW_JSON_INLINE void end_array() {
        put(']');
        first_ = false;
    }
    //! An object's key; the value written next belongs to it.
    void key(std::string_view k) {
        separate();
        string(k);
        put(':');
        first_ = true;
    }
    //! A key written in the code (a string literal): copied as it is, without the escaping scan.
    //! Every such key is an ASCII identifier (the schema's names), which needs no escaping.
    template <std::size_t N>
    CHESSLAW_JSON_INLINE void key(const char (&k)[N]) {
        static_assert(N >= 1);
        char* d = room(N + 3);
        if (!first_) *d++ = ',';
        *d++ = '"';
        std::memcpy(d, k, N - 1);
        d += N - 1;
        d[0] = '"';
        d[1] = ':';
        n_ = static_cast<std::size_t>(d + 2 - buf_.data());
        first_ = true;
    }
    void value(std::string_view s) {
        separate();
        string(s);
    }
    void value(const char* s) { value(std::string_view(s)); }
    CHESSLAW_JSON_INLINE void value(std::uint64_t n) {
        separate();
        char* d = room(24);
        n_ = static_cast<std::size_t>(std::to_chars(d, d + 24, n).ptr - buf_.data());
    }
    //! A number as nlohmann::json dumps a double: the shortest text that reads back to it, with
    //! ".0" when that text is an integer ("2.0", "0.25", "1e-05"); NaN and infinities as null.
    void value(double d) {
        separate();
        if (!(d == d) || d - d != 0) {
            put("null", 4);
            return;
        }
        char* p = room(32);
        char* e = std::to_chars(p, p + 32, d).ptr;
        if (std::find_if(p, e, [](char c) { return c == '.' || c == 'e'; }) == e) {
            *e++ = '.';
            *e++ = '0';
        }
        n_ = static_cast<std::size_t>(e - buf_.data());
    }
    CHESSLAW_JSON_INLINE void value(bool b) {
        separate();
        if (b) put("true", 4);
        else put("false", 5);
    }
    CHESSLAW_JSON_INLINE void null() {
        separate();
        put("null", 4);
    }
    //! A value that is already JSON text (written by another serialiser).
    void raw(std::string_view json) {
        separate();
        put(json.data(), json.size());
    }
    //! The string s, or null when it is empty.
    void value_or_null(std::string_view s) {
        if (s.empty()) null();
        else value(s);
    }
    //! Bytes written as they are (a line break after the object, say).
    void text(std::string_view t) { put(t.data(), t.size()); }

private:
    // The text is buf_[0, n_); buf_'s size is the room (grown by doubling, never shrunk while
    // writing): a write is a bounds test and a copy, no call into std::string per piece.
    std::string buf_;
    std::size_t n_ = 0;
    bool first_ = true; // no comma before the next value

    //! A pointer to room for at least k more bytes at the end of the text.
    CHESSLAW_JSON_INLINE char* room(std::size_t k) {
        if (buf_.size() - n_ < k) [[unlikely]]
            grow(k);
        return buf_.data() + n_;
    }
#if defined(__GNUC__)
    [[gnu::noinline]] // (the test above stays inline at every write)
#endif
    void grow(std::size_t k) {
        buf_.resize(std::max<std::size_t>(2 * buf_.size(), n_ + k + 256));
    }
    CHESSLAW_JSON_INLINE void put(char c) {
        *room(1) = c;
        ++n_;
    }
    CHESSLAW_JSON_INLINE void put(const char* p, std::size_t k) {
        if (k == 0) return;
        std::memcpy(room(k), p, k);
        n_ += k;
    }

    CHESSLAW_JSON_INLINE void separate() {
        if (!first_) put(',');
        first_ = false;
    }

    //! The length of the well-formed UTF-8 sequence at s[i] (0: not well-formed; RFC 3629: no
    //! overlong forms, no surrogates, nothing above U+10FFFF).
    static std::size_t utf8_length(std::string_view s, std::size_t i) noexcept {
        const auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[k]); };
        const unsigned char c = at(i);
        const auto cont = [&](std::size_t k, unsigned char lo = 0x80, unsigned char hi = 0xBF) {
            return k < s.size() && at(k) >= lo && at(k) <= hi;
        };
        if (c >= 0xC2 && c <= 0xDF) return cont(i + 1) ? 2 : 0;
        if (c == 0xE0) return cont(i + 1, 0xA0) && cont(i + 2) ? 3 : 0;
        if ((c >= 0xE1 && c <= 0xEC) || c == 0xEE || c == 0xEF) return cont(i + 1) && cont(i + 2) ? 3 : 0;
        if (c == 0xED) return cont(i + 1, 0x80, 0x9F) && cont(i + 2) ? 3 : 0;
        if (c == 0xF0) return cont(i + 1, 0x90) && cont(i + 2) && cont(i + 3) ? 4 : 0;
        if (c >= 0xF1 && c <= 0xF3) return cont(i + 1) && cont(i + 2) && cont(i + 3) ? 4 : 0;
        if (c == 0xF4) return cont(i + 1, 0x80, 0x8F) && cont(i + 2) && cont(i + 3) ? 4 : 0;
        return 0;
    }

    //! Whether byte c must be escaped or checked (a control character, '"', '\\', or not ASCII).
    static constexpr bool special(unsigned char c) noexcept { return c < 0x20 || c == '"' || c == '\\' || c >= 0x80; }
    //! Eight bytes at p, none special (each test is exact).
    static bool clean_word(const char* p) noexcept {
        constexpr std::uint64_t ones = 0x0101010101010101ull, high = 0x8080808080808080ull;
        std::uint64_t w;
        std::memcpy(&w, p, 8);
        const std::uint64_t quote = w ^ (ones * '"'), backslash = w ^ (ones * '\\');
        const std::uint64_t flagged = w | ((w - ones * 0x20) & ~w) | ((quote - ones) & ~quote) | ((backslash - ones) & ~backslash);
        return (flagged & high) == 0;
    }
    void string(std::string_view s) {
        // the common case: printable ASCII, nothing to escape (one scan, one copy). Eight bytes at a
        // time, a text of 8 bytes or more with its last 8 bytes tested too (overlapping the last
        // word); a shorter one byte by byte. `plain`: the bytes known to need nothing.
        const char* const p = s.data();
        const std::size_t n = s.size();
        std::size_t plain = 0;
        if (n >= 8) {
            while (plain + 8 <= n && clean_word(p + plain)) plain += 8;
            if (plain < n && plain + 8 > n && clean_word(p + n - 8)) plain = n;
        } else {
            while (plain < n && !special(static_cast<unsigned char>(p[plain]))) ++plain;
        }
        if (plain != n) [[unlikely]] {
            escaped(s, plain);
            return;
        }
        char* d = room(n + 2);
        d[0] = '"';
        if (n <= 32) chesslaw::detail::copy_short(d + 1, p, n);
        else std::memcpy(d + 1, p, n);
        d[n + 1] = '"';
        n_ += n + 2;
    }

    //! s written with its special bytes escaped (the bytes before `from` need nothing).
#if defined(__GNUC__)
    [[gnu::noinline]]
#endif
    void escaped(std::string_view s, std::size_t from) {
        put('"');
        std::size_t run = 0; // start of the bytes not yet copied
        for (std::size_t i = from; i < s.size();) {
            const unsigned char c = static_cast<unsigned char>(s[i]);
            if (!special(c)) {
                ++i;
                continue;
            }
            if (c >= 0x80) {
                if (const std::size_t n = utf8_length(s, i)) {
                    i += n;
                    continue;
                }
            }
            put(s.data() + run, i - run);
            switch (c) {
            case '"': put("\\\"", 2); break;
            case '\\': put("\\\\", 2); break;
            case '\b': put("\\b", 2); break;
            case '\f': put("\\f", 2); break;
            case '\n': put("\\n", 2); break;
            case '\r': put("\\r", 2); break;
            case '\t': put("\\t", 2); break;
            default:
                if (c < 0x20) {
                    static constexpr char hex[] = "0123456789abcdef";
                    put("\\u00", 4);
                    put(hex[c >> 4]);
                    put(hex[c & 15]);
                } else {
                    put("\xEF\xBF\xBD", 3); // not UTF-8: U+FFFD
                }
            }
            run = ++i;
        }
        put(s.data() + run, s.size() - run);
        put('"');
    }
};
#undef CHESSLAW_JSON_INLINE

//! A compact JSON text (as json_writer writes it: no blank outside strings) laid out as
//! nlohmann::json::dump(indent) lays it out: one member or element a line, `"key": value`, empty
//! objects and arrays as `{}` and `[]`. What the CLI prints for `--json`.
inline std::string indented(std::string_view json, int indent = 2) {
    std::string out;
    out.reserve(json.size() * 2);
    std::size_t depth = 0;
    const auto newline = [&] {
        out += '\n';
        out.append(depth * static_cast<std::size_t>(indent), ' ');
    };
    for (std::size_t i = 0; i < json.size(); ++i) {
        const char c = json[i];
        switch (c) {
        case '"': { // a string, copied as it is (escapes included)
            std::size_t j = i + 1;
            while (j < json.size() && json[j] != '"') j += json[j] == '\\' ? 2 : 1;
            out.append(json.substr(i, j - i + 1));
            i = j;
            break;
        }
        case '{':
        case '[':
            out += c;
            if (i + 1 < json.size() && json[i + 1] == (c == '{' ? '}' : ']')) {
                out += json[++i];
                break;
            }
            ++depth;
            newline();
            break;
        case '}':
        case ']':
            --depth;
            newline();
            out += c;
            break;
        case ',':
            out += ',';
            newline();
            break;
        case ':': out += ": "; break;
        default: out += c;
        }
    }
    return out;
}

} // namespace chesslaw::report
