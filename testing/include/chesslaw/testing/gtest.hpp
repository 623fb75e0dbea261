#pragma once
//! Optional GoogleTest integration of chesslaw::testing (needs GoogleTest and RapidCheck's gtest
//! extra, <rapidcheck/gtest.h>, which Debian's librapidcheck-dev ships): RC_GTEST_PROP is
//! available, and `move_generator_agrees(fn, options)` is an assertion whose failure message is the
//! report:  EXPECT_TRUE(chesslaw::testing::move_generator_agrees(my_moves));
//!
//! GoogleTest's namespace is `::testing`, this component's `chesslaw::testing`. Inside
//! `namespace chesslaw { ... }` the name `testing` means chesslaw::testing, so GoogleTest's names
//! the tests of a chess library write there — `testing::Test`, `testing::TestWithParam`,
//! `testing::Values`, ... — are declared in chesslaw::testing too (below): they name GoogleTest's.
//! GoogleTest's macros (TEST, TEST_F, TEST_P, INSTANTIATE_TEST_SUITE_P, EXPECT_*) and RC_GTEST_PROP
//! write `::testing::` and work anywhere. What no header can mend: after
//! `using namespace chesslaw;` at namespace scope, a bare `testing::` names two namespaces
//! (ambiguous); write `::testing::` for GoogleTest there, `chesslaw::testing::` for this component.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "check.hpp"

namespace chesslaw::testing {

// GoogleTest's names, so that `testing::Test` etc. inside namespace chesslaw still name them.
using ::testing::AddGlobalTestEnvironment;
using ::testing::AssertionFailure;
using ::testing::AssertionResult;
using ::testing::AssertionSuccess;
using ::testing::Bool;
using ::testing::Combine;
using ::testing::Environment;
using ::testing::InitGoogleTest;
using ::testing::Message;
using ::testing::Range;
using ::testing::Test;
using ::testing::TestInfo;
using ::testing::TestParamInfo;
using ::testing::TestWithParam;
using ::testing::Types;
using ::testing::UnitTest;
using ::testing::Values;
using ::testing::ValuesIn;
using ::testing::WithParamInterface;

template <class Fn>
::testing::AssertionResult move_generator_agrees(Fn&& fn, check_options options = {}) {
    options.print = false;
    const check_result r = check_move_generator(std::forward<Fn>(fn), options);
    if (r.passed) return ::testing::AssertionSuccess() << r.text();
    return ::testing::AssertionFailure() << r.text();
}

} // namespace chesslaw::testing
