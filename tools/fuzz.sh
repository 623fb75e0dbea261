#!/usr/bin/env bash
# Long fuzz runs:  bash tools/fuzz.sh [seconds per harness, default 600] [names: fen uci touch san pgn]
# Configures and builds the `fuzz` preset (clang 14, libFuzzer, ASan + UBSan), then runs each
# harness alone, niced, over its committed seeds (tests/fuzz/corpus/NAME) and a growing work corpus
# (build/fuzz/corpus-long/NAME), with its dictionary. Crashing inputs go to build/fuzz/crashes/:
# keep each one as tests/fuzz/regressions/NAME/<what-it-shows> after fixing it.
# CHESSLAW_FUZZ_RUNS=N also stops each harness after N executions (whichever comes first).
# Prints libFuzzer's final stats per harness; exits non-zero if any harness failed.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds=${1:-600}
shift || true
cmake --preset fuzz -G Ninja >/dev/null
cmake --build --preset fuzz
names=("$@")
if ((${#names[@]} == 0)); then
    for f in tests/fuzz/fuzz_*.cpp; do n=$(basename "$f" .cpp); names+=("${n#fuzz_}"); done
fi
mkdir -p build/fuzz/crashes
status=0
for n in "${names[@]}"; do
    work=build/fuzz/corpus-long/$n
    mkdir -p "$work"
    args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
          -artifact_prefix="build/fuzz/crashes/$n-")
    [ -n "${CHESSLAW_FUZZ_RUNS:-}" ] && args+=(-runs="$CHESSLAW_FUZZ_RUNS")
    [ -f "tests/fuzz/$n.dict" ] && args+=(-dict="tests/fuzz/$n.dict")
    seeds=()
    [ -d "tests/fuzz/corpus/$n" ] && seeds=("tests/fuzz/corpus/$n")
    log=build/fuzz/fuzz_$n.log
    echo "== fuzz_$n: up to $seconds s (log: $log)"
    start=$SECONDS
    if UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 nice "build/fuzz/tests/fuzz/fuzz_$n" "${args[@]}" "$work" "${seeds[@]}" >"$log" 2>&1; then
        result=ok
    else
        result=FAILED; status=1
        grep -E "invariant failed|ERROR:|SUMMARY|Test unit written" "$log" || true
    fi
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    echo "== fuzz_$n: $result, ${runs:-?} executions in $((SECONDS - start)) s"
done
exit $status
