#pragma once
//! chesslaw — umbrella header.

#include <chesslaw/core/attacks.hpp>
#include <chesslaw/core/bitboard.hpp>
#include <chesslaw/core/board_queries.hpp>
#include <chesslaw/core/chess960.hpp>
#include <chesslaw/core/expected.hpp>
#include <chesslaw/core/fen.hpp>
#include <chesslaw/core/move.hpp>
#include <chesslaw/core/position.hpp>
#include <chesslaw/core/types.hpp>
#include <chesslaw/core/uci.hpp>
#include <chesslaw/movegen.hpp>
#include <chesslaw/perft.hpp>
#include <chesslaw/prose/fen.hpp>
#include <chesslaw/prose/uci.hpp>
