#pragma once
//! Optional GoogleTest integration of chesslaw::testing (needs GoogleTest and RapidCheck's gtest
//! extra, <rapidcheck/gtest.h>, which Debian's librapidcheck-dev ships): RC_GTEST_PROP is
//! available, and `move_generator_agrees(fn, options)` is an assertion whose failure message is the
//! report:  EXPECT_TRUE(chesslaw::testing::move_generator_agrees(my_moves));
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "check.hpp"

namespace chesslaw::testing {

template <class Fn>
::testing::AssertionResult move_generator_agrees(Fn&& fn, check_options options = {}) {
    options.print = false;
    const check_result r = check_move_generator(std::forward<Fn>(fn), options);
    if (r.passed) return ::testing::AssertionSuccess() << r.text();
    return ::testing::AssertionFailure() << r.text();
}

} // namespace chesslaw::testing
