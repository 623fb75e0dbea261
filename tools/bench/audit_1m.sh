#!/usr/bin/env bash
# Lichess scale on one machine: `chesslaw audit --jsonl` streaming >= 1,000,000 games from one
# .pgn.zst, with --jobs 1 and --jobs 2: wall time, games/s, plies/s and peak RSS (/usr/bin/time).
# The corpus is the real games of the shared data (../shared/data/pgn/*.pgn beside the clone, 851
# games; --data DIR or $CHESSLAW_DATA_DIR/pgn another folder: they are not in the repository)
# repeated, made in /tmp once (about 30 MB compressed; never committed) and reused while its game
# count matches.
#
#   tools/bench/audit_1m.sh [--chesslaw PATH] [--data DIR] [--games N] [--file F.pgn.zst] [--jobs "1 2"]
#   tools/bench/audit_1m.sh --formats [--games N]   # compressed vs plain: --jobs 1 time of the same
#                                                   # games as .pgn, .gz, .bz2, .xz, .zst, .zip
#                                                   # (default 51,060 games; best of --reps 3, interleaved)
# Output: one line per run, and a closing "N passed, 0 failed" (CTest: bench.audit_1m, labels
# bench;slow;long — not in the default run). Needs zstd (and gzip, bzip2, xz, zip for --formats)
# and /usr/bin/time (Debian `time`).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
chesslaw="$root/build/default/bin/chesslaw"
data="${CHESSLAW_DATA_DIR:-$root/../shared/data}/pgn"
games=1000000
file=""
jobs_list="1 2"
formats=0
reps=3
while (($#)); do
    case "$1" in
    --chesslaw) chesslaw=$2; shift 2 ;;
    --data) data=$2; shift 2 ;;
    --games) games=$2; shift 2 ;;
    --file) file=$2; shift 2 ;;
    --jobs) jobs_list=$2; shift 2 ;;
    --formats) formats=1; shift ;;
    --reps) reps=$2; shift 2 ;;
    -h|--help) sed -n '2,16p' "$0"; exit 0 ;;
    *) echo "audit_1m.sh: unknown argument $1" >&2; exit 2 ;;
    esac
done
[ -x "$chesslaw" ] || { echo "audit_1m.sh: no chesslaw at $chesslaw (build the chesslaw target, or --chesslaw PATH)" >&2; exit 2; }
[ -x /usr/bin/time ] || { echo "audit_1m.sh: /usr/bin/time is missing (Debian package time)" >&2; exit 2; }
command -v zstd >/dev/null || { echo "audit_1m.sh: zstd is missing" >&2; exit 2; }

[ -d "$data" ] || { echo "audit_1m.sh: no PGN corpus at $data: the real games are not in the repository; put the shared data at ../shared/data beside the clone, or --data DIR" >&2; exit 2; }
sources=("$data"/*.pgn)
per_copy=$(cat "${sources[@]}" | grep -c '^\[Event ')
copies=$(( (games + per_copy - 1) / per_copy ))
total=$((copies * per_copy))

# corpus <output> <compress command...>: the sources `copies` times, through the command, once
corpus() {
    local out=$1; shift
    if [ -s "$out" ] && [ "$(cat "$out.games" 2>/dev/null)" = "$total" ]; then return; fi
    echo "making $out: $copies copies of ${#sources[@]} files, $total games" >&2
    for ((i = 0; i < copies; i++)); do cat "${sources[@]}"; done | "$@" > "$out.tmp"
    mv "$out.tmp" "$out"
    echo "$total" > "$out.games"
}

# The plies of one copy (the audit's own count): the runs below write their JSONL to /dev/null.
plies_per_copy=$("$chesslaw" audit --jsonl --jobs 1 "${sources[@]}" 2>/dev/null | tail -n 1 | sed -n 's/.*"plies":\([0-9]*\).*/\1/p') || true
[ -n "$plies_per_copy" ] || { echo "audit_1m.sh: cannot audit ${sources[*]}" >&2; exit 2; }
plies=$((plies_per_copy * copies))

# run <label> <file> <jobs>: one audit, its JSONL to /dev/null, timed by /usr/bin/time (wall, CPU,
# peak RSS); prints "<label> --jobs J: G games, P plies in W s wall (C s CPU): games/s, plies/s,
# games per CPU second, peak RSS" (on a loaded machine CPU time is the steadier clock); sets wall, cpu.
run() {
    local label=$1 f=$2 j=$3 t rc=0 rss user sys
    t=$(mktemp)
    /usr/bin/time -o "$t" -f "%e %M %U %S" "$chesslaw" audit --jsonl --jobs "$j" --no-progress "$f" > /dev/null 2> "$t.err" || rc=$?
    read -r wall rss user sys < <(tail -n 1 "$t")
    if ((rc > 1)); then # 0 clean, 1 some game not clean (the corpus has 2 inconsistent games a copy); 2 and up: it failed
        echo "FAIL $label --jobs $j: exit $rc: $(tail -n 3 "$t.err")" >&2
        failed=$((failed + 1))
        rm -f "$t" "$t.err"
        return
    fi
    rm -f "$t" "$t.err"
    cpu=$(awk -v u="$user" -v s="$sys" 'BEGIN { print u + s }')
    awk -v l="$label" -v j="$j" -v g="$total" -v p="$plies" -v w="$wall" -v r="$rss" -v c="$cpu" 'BEGIN {
        printf "%s --jobs %s: %d games, %d plies in %.2f s wall (%.2f s CPU): %.0f games/s, %.0f plies/s, %.0f games per CPU second, peak RSS %.1f MB\n",
               l, j, g, p, w, c, g / w, p / w, g / c, r / 1024 }'
    passed=$((passed + 1))
}

passed=0
failed=0
echo "chesslaw: $chesslaw ($("$chesslaw" --version 2>/dev/null | head -1)); $(nproc) cores; load $(cut -d' ' -f1-3 /proc/loadavg)"
if ((formats == 0)); then
    [ -n "$file" ] || file="/tmp/chesslaw-audit-${total}.pgn.zst"
    corpus "$file" zstd -q -3 -T0 -c
    echo "corpus: $file, $total games, $(stat -c %s "$file") bytes (zstd)"
    for j in $jobs_list; do run "$(basename "$file")" "$file" "$j"; done
else
    ((games == 1000000)) && { games=51060; copies=$(( (games + per_copy - 1) / per_copy )); total=$((copies * per_copy)); plies=$((plies_per_copy * copies)); }
    base="/tmp/chesslaw-audit-${total}"
    corpus "$base.pgn" cat
    for k in gz bz2 xz zst zip; do
        if [ -s "$base.pgn.$k" ] && [ "$base.pgn.$k" -nt "$base.pgn" ]; then continue; fi
        case $k in
        gz) gzip -c "$base.pgn" > "$base.pgn.gz" ;;
        bz2) bzip2 -c "$base.pgn" > "$base.pgn.bz2" ;;
        xz) xz -T0 -c "$base.pgn" > "$base.pgn.xz" ;;
        zst) zstd -q -3 -c "$base.pgn" > "$base.pgn.zst" ;;
        zip) rm -f "$base.pgn.zip"; (cd /tmp && zip -q "$base.pgn.zip" "$(basename "$base.pgn")") ;;
        esac
    done
    declare -A best bestc
    for ((r = 0; r < reps; r++)); do # interleaved: a load change hits every format alike
        for k in pgn gz bz2 xz zst zip; do
            f="$base.pgn"; [ "$k" = pgn ] || f="$base.pgn.$k"
            run "$k" "$f" 1 >&2
            if [ -z "${best[$k]:-}" ] || awk -v a="$wall" -v b="${best[$k]}" 'BEGIN { exit !(a < b) }'; then best[$k]=$wall; fi
            if [ -z "${bestc[$k]:-}" ] || awk -v a="$cpu" -v b="${bestc[$k]}" 'BEGIN { exit !(a < b) }'; then bestc[$k]=$cpu; fi
        done
    done
    for k in pgn gz bz2 xz zst zip; do
        awk -v k="$k" -v w="${best[$k]}" -v p="${best[pgn]}" -v c="${bestc[$k]}" -v pc="${bestc[pgn]}" -v g="$total" 'BEGIN {
            printf "%-4s --jobs 1, best of runs: %.2f s wall = %.3f x the plain file; %.2f s CPU (both threads) = %.3f x; %.0f games/s\n",
                   k, w, w / p, c, c / pc, g / w }'
    done
fi
echo "$passed passed, $failed failed"
((failed == 0))
