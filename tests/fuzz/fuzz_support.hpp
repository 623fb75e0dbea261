#pragma once
// Shared by the libFuzzer harnesses (tests/fuzz/fuzz_*.cpp): an invariant check that names what
// failed and aborts (libFuzzer then keeps the input as a crash file), and the text views.
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string_view>

#define FUZZ_CHECK(cond, what)                                                                      \
    do {                                                                                            \
        if (!(cond)) {                                                                              \
            std::fprintf(stderr, "%s:%d: invariant failed: %s (%s)\n", __FILE__, __LINE__, what, #cond); \
            std::abort();                                                                           \
        }                                                                                           \
    } while (0)

namespace chesslaw::fuzz {

inline std::string_view text_of(const std::uint8_t* data, std::size_t size) noexcept {
    return {reinterpret_cast<const char*>(data), size};
}

//! Splits "FIRST\nREST" at the first newline; no newline: first is empty, rest is everything.
struct two_parts {
    std::string_view first, rest;
    std::size_t rest_offset = 0;
    bool has_first = false;
};
inline two_parts split_first_line(std::string_view t) noexcept {
    const auto nl = t.find('\n');
    if (nl == std::string_view::npos) return {{}, t, 0, false};
    return {t.substr(0, nl), t.substr(nl + 1), nl + 1, true};
}

} // namespace chesslaw::fuzz
