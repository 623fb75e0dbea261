#pragma once
//! Byte copies the hot paths of the reader and the report writers share.

#include <cstddef>
#include <cstring>

namespace chesslaw::detail {

//! n bytes from p to d, n <= 32, by fixed-size moves that overlap: no call into the C library and
//! no byte loop (a short text — a SAN token, a tag value, a JSON key — is copied in two moves).
inline void copy_short(char* d, const char* p, std::size_t n) noexcept {
    if (n >= 16) {
        std::memcpy(d, p, 16);
        std::memcpy(d + n - 16, p + n - 16, 16);
    } else if (n >= 8) {
        std::memcpy(d, p, 8);
        std::memcpy(d + n - 8, p + n - 8, 8);
    } else if (n >= 4) {
        std::memcpy(d, p, 4);
        std::memcpy(d + n - 4, p + n - 4, 4);
    } else if (n >= 2) {
        std::memcpy(d, p, 2);
        std::memcpy(d + n - 2, p + n - 2, 2);
    } else if (n == 1) {
        *d = *p;
    }
}

} // namespace chesslaw::detail
