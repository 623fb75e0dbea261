#pragma once
//! A minimal constexpr value-or-error type (std::expected is C++23).

#include <type_traits>
#include <utility>

namespace chesslaw {

template <class E>
struct unexpected {
    E error;
};
template <class E>
unexpected(E) -> unexpected<E>;

//! Holds either a value or an error. Both types must be default constructible (all of ours are
//! small constexpr value types), which keeps this usable in constant expressions.
template <class T, class E>
class expected {
public:
    constexpr expected(T v) : value_(std::move(v)), ok_(true) {}
    constexpr expected(unexpected<E> e) : error_(std::move(e.error)), ok_(false) {}

    constexpr bool has_value() const noexcept { return ok_; }
    constexpr explicit operator bool() const noexcept { return ok_; }
    constexpr const T& value() const& { return ok_ ? value_ : throw_bad_access(); }
    constexpr T&& value() && { if (!ok_) throw_bad_access(); return std::move(value_); }
    constexpr const T& operator*() const& noexcept { return value_; }
    constexpr const T* operator->() const noexcept { return &value_; }
    constexpr const E& error() const& noexcept { return error_; }

private:
    [[noreturn]] static const T& throw_bad_access() { throw bad_access{}; }
    struct bad_access {};
    T value_{};
    E error_{};
    bool ok_;
};

} // namespace chesslaw
