#!/usr/bin/env bash
# Long fuzz runs:  bash tools/fuzz.sh [seconds per harness, default 600] [names: fen uci touch san pgn]
# Configures and builds the `fuzz` preset (clang 14, libFuzzer, ASan + UBSan), then runs each
# harness alone, niced, over its committed seeds (tests/fuzz/corpus/NAME) and a growing work corpus
# (build/fuzz/corpus-long/NAME), with its dictionary. Crashing inputs go to build/fuzz/crashes/:
# keep each one as tests/fuzz/regressions/NAME/<what-it-shows> after fixing it.
# CHESSLAW_FUZZ_RUNS=N also stops each harness after N executions (whichever comes first).
# CHESSLAW_FUZZ_JOBS=J runs J processes per harness (libFuzzer -jobs/-workers) that share the work
# corpus; each gets N/J of the executions, and the executions reported are their sum.
# Prints libFuzzer's final stats per harness; exits non-zero if any harness failed.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
jobs=${CHESSLAW_FUZZ_JOBS:-1}
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
    work=$root/build/fuzz/corpus-long/$n
    mkdir -p "$work"
    args=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1
          -artifact_prefix="$root/build/fuzz/crashes/$n-")
    [ -n "${CHESSLAW_FUZZ_RUNS:-}" ] && args+=(-runs="$((CHESSLAW_FUZZ_RUNS / jobs))")
    [ -f "tests/fuzz/$n.dict" ] && args+=(-dict="$root/tests/fuzz/$n.dict")
    seeds=()
    [ -d "tests/fuzz/corpus/$n" ] && seeds=("$root/tests/fuzz/corpus/$n")
    # The jobs' logs (fuzz-0.log …) are written to the current directory: one per harness.
    logs=$root/build/fuzz/logs-$n
    rm -rf "$logs" && mkdir -p "$logs"
    ((jobs > 1)) && args+=(-jobs="$jobs" -workers="$jobs")
    echo "== fuzz_$n: up to $seconds s, $jobs process(es) (logs: $logs)"
    start=$SECONDS
    if (cd "$logs" && UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 nice "$root/build/fuzz/tests/fuzz/fuzz_$n" \
            "${args[@]}" "$work" "${seeds[@]}" >main.log 2>&1); then
        result=ok
    else
        result=FAILED; status=1
    fi
    # With jobs, main.log repeats each job's log: read the jobs' own.
    if ((jobs > 1)); then found=("$logs"/fuzz-*.log); else found=("$logs/main.log"); fi
    grep -hE "invariant failed|ERROR:|SUMMARY|Test unit written" "${found[@]}" || true
    grep -qhE "invariant failed|ERROR: (libFuzzer|AddressSanitizer|UndefinedBehaviorSanitizer)" "${found[@]}" && { result=FAILED; status=1; }
    runs=$(cat "${found[@]}" | sed -n 's/^stat::number_of_executed_units: *//p' | awk '{s += $1} END {print s + 0}')
    echo "== fuzz_$n: $result, $runs executions in $((SECONDS - start)) s"
done
exit $status
