#pragma once
//! A minimal constexpr value-or-error type (std::expected is C++23).

#include <stdexcept>
#include <string>
#include <type_traits>
#include <utility>

namespace chesslaw {

template <class E>
struct unexpected {
    E error;
};
template <class E>
unexpected(E) -> unexpected<E>;

//! Thrown at run time by expected::value() (and by the helpers built on it, fen() and uci()) when
//! it holds an error: a std::invalid_argument whose what() is the error's readable message (its
//! to_string, found by argument-dependent lookup), with the typed error in error(). In constant
//! evaluation the throw is a compile error instead.
template <class E>
class bad_expected_access : public std::invalid_argument {
public:
    bad_expected_access(const std::string& what, E e) : std::invalid_argument(what), error_(std::move(e)) {}
    //! The error the expected held.
    const E& error() const noexcept { return error_; }

private:
    E error_;
};

namespace detail {
//! The readable message of an error: to_string(e) when E has one (its words, in prose/, found by
//! argument-dependent lookup), else the name of the access that failed.
template <class E>
std::string error_message(const E& e) {
    if constexpr (requires { std::string(to_string(e)); }) return std::string(to_string(e));
    else return "expected::value(): error";
}
} // namespace detail

//! Holds either a value or an error. Both types must be default constructible (all of ours are
//! small constexpr value types), which keeps this usable in constant expressions.
template <class T, class E>
class expected {
public:
    constexpr expected(T v) : value_(std::move(v)), ok_(true) {}
    constexpr expected(unexpected<E> e) : error_(std::move(e.error)), ok_(false) {}

    constexpr bool has_value() const noexcept { return ok_; }
    constexpr explicit operator bool() const noexcept { return ok_; }
    //! The value; bad_expected_access<E> (a std::invalid_argument with the error's message) if none.
    constexpr const T& value() const& { return ok_ ? value_ : throw_bad_access(error_); }
    //! The value, moved out; bad_expected_access<E> if none.
    constexpr T&& value() && { if (!ok_) throw_bad_access(error_); return std::move(value_); }
    constexpr const T& operator*() const& noexcept { return value_; }
    constexpr const T* operator->() const noexcept { return &value_; }
    constexpr const E& error() const& noexcept { return error_; }

private:
    //! Not constexpr on purpose: reaching it in constant evaluation is a compile error.
    [[noreturn]] static const T& throw_bad_access(const E& e) { throw bad_expected_access<E>(detail::error_message(e), e); }
    T value_{};
    E error_{};
    bool ok_;
};

} // namespace chesslaw
