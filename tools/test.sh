#!/usr/bin/env bash
# Set up, build and run all default tests (unit, static, compile_fail, package, properties with
# the Stockfish oracle, CLI, bench smoke). Long suites are labelled `slow` / `soak` and excluded:
# run them with `ctest --preset slow` or `ctest --test-dir build/default -L soak`.
set -euo pipefail
cd "$(dirname "$0")/.."
bash tools/setup.sh default
ctest --preset default
