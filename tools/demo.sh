#!/usr/bin/env bash
# The main job: set up, build, then demonstrate — perft of the initial position (divide), the legal
# moves of a position, and a judged illegal move with its clause trace.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh default
cl=build/default/bin/chesslaw
set -x
"$cl" perft --depth 3 --divide
"$cl" moves --fen "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1"
# Castling through an attacked square: the bishop on d3 is pinned to its own king, yet attacks f1.
"$cl" judge --fen "3k4/8/8/8/8/3b4/8/R2RK2R w K - 0 1" --move e1g1
# The same, as JSON.
"$cl" judge --fen "3k4/8/8/8/8/3b4/8/R2RK2R w K - 0 1" --move e1g1 --json
# With the game known, the judge tells why the right to castle was lost (3.8.2.1.1 vs 3.8.2.1.2).
"$cl" judge --moves "e2e4 e7e5 e1e2 e8e7 e2e1 e7e8 g1f3 g8f6 f1c4 f8c5" --move e1g1
