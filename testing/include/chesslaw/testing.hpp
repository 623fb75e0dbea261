#pragma once
//! chesslaw::testing (component `testing`, target chesslaw::testing): games, oracles, RapidCheck
//! generators with shrinking, and check_move_generator. See docs/testing.md.
#include <chesslaw/testing/check.hpp>
#include <chesslaw/testing/game.hpp>
#include <chesslaw/testing/generators.hpp>
#include <chesslaw/testing/report.hpp>
