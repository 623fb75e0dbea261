#!/bin/sh
# Build and run chesslaw_bench. Usage: tools/bench/run.sh [--native] [chesslaw_bench options...]
#   --native   use a separate build tree (build/bench-native) with CHESSLAW_BENCH_NATIVE=ON
# Any other arguments (--quick, --json, --reps N, ...) go to chesslaw_bench.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
build="$root/build/default"
if [ "${1:-}" = "--native" ]; then
    shift
    build="$root/build/bench-native"
    [ -f "$build/CMakeCache.txt" ] ||
        cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo -DCHESSLAW_BENCH_NATIVE=ON >&2
else
    [ -f "$build/CMakeCache.txt" ] || (cd "$root" && cmake --preset default -G Ninja >&2)
fi
cmake --build "$build" --target chesslaw_bench >&2
exec "$build/bin/chesslaw_bench" "$@"
