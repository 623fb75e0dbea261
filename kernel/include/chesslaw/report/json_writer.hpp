#pragma once
//! A JSON text written straight into a string, without a document object model: what the audit's
//! per-game line needs at full speed (one object per game, most of them clean). Strings are
//! escaped as nlohmann::json::dump(-1, ' ', false, error_handler_t::replace) escapes them: `"`,
//! `\` and the control characters (\b \f \n \r \t, the others as \u00XX), bytes that are not
//! UTF-8 replaced by U+FFFD, everything else (non-ASCII UTF-8, DEL, '/') as it is. No dependency.
//!
//!   json_writer w;
//!   w.begin_object(); w.key("ply"); w.value(std::uint64_t{3}); w.key("san"); w.value("Nf3"); w.end_object();
//!   w.out == R"({"ply":3,"san":"Nf3"})"

#include <charconv>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>

namespace chesslaw::report {

class json_writer {
public:
    std::string out;

    void begin_object() {
        separate();
        out += '{';
        first_ = true;
    }
    void end_object() {
        out += '}';
        first_ = false;
    }
    void begin_array() {
        separate();
        out += '[';
        first_ = true;
    }
    void end_array() {
        out += ']';
        first_ = false;
    }
    //! An object's key; the value written next belongs to it.
    void key(std::string_view k) {
        separate();
        string(k);
        out += ':';
        first_ = true;
    }
    //! A key written in the code (a string literal): copied as it is, without the escaping scan.
    //! Every such key is an ASCII identifier (the schema's names), which needs no escaping.
    //! (One resize and one copy: the line has some forty keys, each a few appends otherwise.)
    template <std::size_t N>
    void key(const char (&k)[N]) {
        static_assert(N >= 1);
        const std::size_t at = out.size();
        out.resize(at + N + 2 + (first_ ? 0 : 1));
        char* d = out.data() + at;
        if (!first_) *d++ = ',';
        *d++ = '"';
        std::memcpy(d, k, N - 1);
        d += N - 1;
        d[0] = '"';
        d[1] = ':';
        first_ = true;
    }
    void value(std::string_view s) {
        separate();
        string(s);
    }
    void value(const char* s) { value(std::string_view(s)); }
    void value(std::uint64_t n) {
        separate();
        char digits[24];
        const auto r = std::to_chars(digits, digits + sizeof digits, n);
        out.append(digits, static_cast<std::size_t>(r.ptr - digits));
    }
    void value(bool b) {
        separate();
        if (b) out.append("true", 4);
        else out.append("false", 5);
    }
    void null() {
        separate();
        out.append("null", 4);
    }
    //! A value that is already JSON text (written by another serialiser).
    void raw(std::string_view json) {
        separate();
        out += json;
    }
    //! The string s, or null when it is empty.
    void value_or_null(std::string_view s) {
        if (s.empty()) null();
        else value(s);
    }

private:
    bool first_ = true; // no comma before the next value

    void separate() {
        if (!first_) out += ',';
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

    void string(std::string_view s) {
        // the common case: printable ASCII, nothing to escape (one scan, one copy)
        std::size_t plain = 0;
        while (plain < s.size()) {
            const unsigned char c = static_cast<unsigned char>(s[plain]);
            if (c < 0x20 || c == '"' || c == '\\' || c >= 0x80) break;
            ++plain;
        }
        if (plain == s.size()) {
            const std::size_t at = out.size();
            out.resize(at + s.size() + 2);
            char* d = out.data() + at;
            d[0] = '"';
            if (!s.empty()) std::memcpy(d + 1, s.data(), s.size());
            d[s.size() + 1] = '"';
            return;
        }
        out += '"';
        std::size_t run = 0; // start of the bytes not yet copied
        for (std::size_t i = plain; i < s.size();) {
            const unsigned char c = static_cast<unsigned char>(s[i]);
            if (c >= 0x20 && c != '"' && c != '\\' && c < 0x80) {
                ++i;
                continue;
            }
            if (c >= 0x80) {
                if (const std::size_t n = utf8_length(s, i)) {
                    i += n;
                    continue;
                }
            }
            out.append(s.data() + run, i - run);
            switch (c) {
            case '"': out += "\\\""; break;
            case '\\': out += "\\\\"; break;
            case '\b': out += "\\b"; break;
            case '\f': out += "\\f"; break;
            case '\n': out += "\\n"; break;
            case '\r': out += "\\r"; break;
            case '\t': out += "\\t"; break;
            default:
                if (c < 0x20) {
                    static constexpr char hex[] = "0123456789abcdef";
                    out += "\\u00";
                    out += hex[c >> 4];
                    out += hex[c & 15];
                } else {
                    out += "\xEF\xBF\xBD"; // not UTF-8: U+FFFD
                }
            }
            run = ++i;
        }
        out.append(s.data() + run, s.size() - run);
        out += '"';
    }
};

} // namespace chesslaw::report
