#!/usr/bin/env bash
# The docs test: every fenced block of README.md and docs/*.md is run, compiled or checked.
#
#   docs_test.sh MODE SOURCE_DIR CHESSLAW CXX [CXXFLAG...]
#
# MODE: default | slow | corpus | slow_corpus — which blocks to run (every block's kind is checked in every mode).
# The convention (docs/README.md, "How the examples are tested", says the same for writers):
#   ```sh [slow|corpus] [FILE]  a bash script (bash -eo pipefail), cwd = the repository root, `chesslaw`
#                               (the built CLI) first on PATH, HOME and TMPDIR a fresh scratch folder.
#                               It must exit 0, or N where the block holds a comment `# exit N`.
#                               `slow`: run by docs.slow (label slow) only; `corpus`: needs the outside
#                               data, run by docs.corpus with CHESSLAW_DATA_DIR set (both: docs.slow_corpus). `FILE` (a path
#                               with a `/`): not run here — every command line of the block must begin
#                               a line of FILE, a script that CI or a test runs (.ci/run).
#   ```console [slow|corpus]    a transcript: each `$ COMMAND` line is run as a sh block's line is (one
#                               bash -o pipefail -c each, exit 0 or the `# exit N` at its end); the lines
#                               after it are its expected output (stdout and stderr), matched line by
#                               line: a line `…` stands for any number of lines, `…` inside a line for
#                               any text; trailing blanks are ignored.
#   ```cpp [FILE]               a whole translation unit, compiled with the project's compiler and the
#                               kernel's include folders (-Werror); linked and run (exit 0) when it
#                               defines main. With FILE, its lines (comments dropped) must also occur,
#                               in order, in FILE (a copy another test compiles).
#   ```cmake FILE               every non-blank line of the block (comments dropped) must occur, in
#                               order, in FILE, a consumer project that the `package` tests build.
#   ```python [slow|corpus]     a Python script run with $CHESSLAW_DOCS_PYTHON (default /usr/bin/python3, the
#                               interpreter that sees Debian's python3-* packages), cwd = the repository
#                               root, PYTHONPATH=$CHESSLAW_DOCS_PYTHONPATH (the built package; CMake sets it
#                               when CHESSLAW_BUILD_PYTHON is ON); it must exit 0. Without the built package
#                               the block is only compiled (py_compile) and counted as not run.
#   ```text, ```json            samples of output or formats: not run.
# A fence with no kind or another kind fails the test, as does an unclosed fence or an indented
# (4-space) code block.
# Also: every relative link names a file, and README.md links every docs/*.md page.
# DOCS_ONLY='FILE…' (environment) limits a run to those files, for writing a page; ctest never sets it.
set -uo pipefail
mode=$1 src=$2 cli=$3 cxx=$4
shift 4
cxxflags=("$@")
cd "$src" || exit 2
export LC_ALL=C.UTF-8
scratch=$(mktemp -d "${TMPDIR:-/tmp}/chesslaw-docs.XXXXXX")
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/home" "$scratch/tmp" "$scratch/bin"
ln -s "$cli" "$scratch/bin/chesslaw"
run_env=(env "PATH=$scratch/bin:$PATH" "HOME=$scratch/home" "TMPDIR=$scratch/tmp")
if [ -n "${CHESSLAW_DATA_DIR:-}" ]; then run_env+=("CHESSLAW_DATA_DIR=$CHESSLAW_DATA_DIR"); fi

python=${CHESSLAW_DOCS_PYTHON:-/usr/bin/python3}
failures=0 n_python=0 n_python_compiled=0 n_run=0 n_console=0 n_compiled=0 n_linked=0 n_checked=0 n_samples=0 n_skipped=0 n_blocks=0
fail() { echo "FAIL $*"; failures=$((failures + 1)); }

# The expected exit status of a script: N from a `# exit N` comment, else 0.
expected_status() { sed -n 's/.*#[[:space:]]*exit[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p' "$1" | tail -1 | grep . || echo 0; }

# match EXPECTED ACTUAL: the transcript's lines against the output (`…` wildcards, see above).
match() {
    awk -v ELL='…' '
    function rtrim(s) { sub(/[ \t\r]+$/, "", s); return s }
    function linematch(e, a,    n, parts, i, p, pos) {
        if (index(e, ELL) == 0) return e == a
        n = split(e, parts, ELL)
        if (substr(a, 1, length(parts[1])) != parts[1]) return 0
        pos = length(parts[1]) + 1
        for (i = 2; i < n; i++) {
            if (parts[i] == "") continue
            p = index(substr(a, pos), parts[i]); if (p == 0) return 0
            pos += p - 1 + length(parts[i])
        }
        if (length(a) - pos + 1 < length(parts[n])) return 0
        return substr(a, length(a) - length(parts[n]) + 1) == parts[n]
    }
    FNR == NR { E[++n] = rtrim($0); next }
    { A[++m] = rtrim($0) }
    END {
        D[0, 0] = 1
        for (j = 1; j <= m; j++) D[0, j] = 0
        for (i = 1; i <= n; i++) {
            star = (E[i] == ELL)
            D[i, 0] = star ? D[i - 1, 0] : 0
            for (j = 1; j <= m; j++)
                D[i, j] = star ? (D[i - 1, j] || D[i, j - 1]) : (D[i - 1, j - 1] && linematch(E[i], A[j]))
        }
        exit D[n, m] ? 0 : 1
    }' "$1" "$2"
}

# Runs one command or script; $1 = label, $2 = script file, $3 = expected status, $4 = output file.
run_script() {
    (cd "$src" && "${run_env[@]}" bash -eo pipefail "$2") >"$4" 2>&1
    local rc=$?
    if [ "$rc" -ne "$3" ]; then
        fail "$1: exit status $rc, expected $3"; sed 's/^/    | /' "$2"; echo "    output:"; sed 's/^/    > /' "$4" | head -40
        return 1
    fi
}

# Does this block run in this mode? $1 = the block's attributes.
wanted() {
    local slow="" corpus=""
    case " $1 " in *" slow "*) slow=slow ;; esac
    case " $1 " in *" corpus "*) corpus=corpus ;; esac
    local want=${slow:+$slow${corpus:+_}}$corpus
    [ "${want:-default}" = "$mode" ]
}

# lines_in_order WHERE BODY FILE COMMENT: each non-blank line of BODY (COMMENT to the end of line
# dropped, leading blanks ignored) must begin a line of FILE, in order.
lines_in_order() {
    local lines
    lines=$(sed -e "s|[[:space:]]*$4.*\$||" -e 's/^[[:space:]]*//' -e '/^$/d' "$2")
    if ! awk 'FNR == NR { want[++n] = $0; next } { line = $0; sub(/^[ \t]+/, "", line); if (i < n && index(line, want[i + 1]) == 1) i++ } END { exit i == n ? 0 : 1 }' <(printf '%s\n' "$lines") "$src/$3"; then
        fail "$1: the block's lines do not occur in order in $3"; sed 's/^/    | /' "$2"
    fi
}

do_block() { # $1 = file, $2 = line of the fence, $3 = kind, $4 = attributes, $5 = body file
    local where="$1:$2" kind=$3 attrs=$4 body=$5 ref=""
    n_blocks=$((n_blocks + 1))
    for a in $attrs; do
        case "$a" in
            slow|corpus) ;;
            */*) ref=$a ;;
            *) fail "$where: unknown attribute '$a' of a $kind block"; return ;;
        esac
    done
    case "$kind" in
    text|json)
        [ -z "$attrs" ] || fail "$where: a $kind block takes no attribute"
        n_samples=$((n_samples + 1)) ;;
    cmake)
        if [ -z "$ref" ] || [ ! -f "$src/$ref" ]; then fail "$where: a cmake block names the consumer project it is taken from (\`\`\`cmake tests/package/…/CMakeLists.txt)"; return; fi
        [ "$mode" = default ] || return
        lines_in_order "$where" "$body" "$ref" '#' 
        n_checked=$((n_checked + 1)) ;;
    sh)
        if [ -n "$ref" ]; then
            [ -f "$src/$ref" ] || { fail "$where: $ref does not exist"; return; }
            [ "$mode" = default ] || return
            while IFS= read -r cmd; do
                cmd=$(sed -e 's/[[:space:]]*#.*$//' -e 's/^[[:space:]]*//' <<<"$cmd")
                [ -n "$cmd" ] || continue
                grep -qF -- "$cmd" <(sed 's/^[[:space:]]*//' "$src/$ref" | grep -v '^#' | cut -c1-${#cmd}) ||
                    fail "$where: '$cmd' is not run by $ref"
            done <"$body"
            n_checked=$((n_checked + 1)); return
        fi
        if ! wanted "$attrs"; then # run in another mode; here it must at least parse
            bash -n "$body" 2>"$scratch/out" || { fail "$where (sh): does not parse"; sed 's/^/    > /' "$scratch/out"; }
            n_skipped=$((n_skipped + 1)); return
        fi
        run_script "$where (sh)" "$body" "$(expected_status "$body")" "$scratch/out" && n_run=$((n_run + 1)) ;;
    console)
        [ -z "$ref" ] || { fail "$where: a console block takes no file"; return; }
        grep -q '^\$ ' "$body" || { fail "$where: a console block without a \`\$ COMMAND\` line"; return; }
        wanted "$attrs" || { n_skipped=$((n_skipped + 1)); return; }
        local i=0 cmdf="$scratch/cmd" expf="$scratch/expected" ok=1
        : >"$expf"; : >"$cmdf"
        flush() {
            [ -s "$cmdf" ] || return 0
            i=$((i + 1))
            run_script "$where (console, command $i)" "$cmdf" "$(expected_status "$cmdf")" "$scratch/out" || { ok=0; return 0; }
            if ! match "$expf" "$scratch/out"; then
                ok=0; fail "$where (console, command $i): the output differs from the transcript"
                sed 's/^/    $ /' "$cmdf"; echo "    expected:"; sed 's/^/    | /' "$expf"; echo "    actual:"; sed 's/^/    > /' "$scratch/out" | head -60
            fi
        }
        while IFS= read -r line; do
            if [[ $line == '$ '* ]]; then flush; printf '%s\n' "${line#\$ }" >"$cmdf"; : >"$expf"
            else printf '%s\n' "$line" >>"$expf"; fi
        done <"$body"
        flush
        [ "$ok" = 1 ] && n_console=$((n_console + 1)) ;;
    cpp)
        [ -z "${attrs//$ref/}" ] || { fail "$where: a cpp block takes no attribute but a file"; return; }
        [ "$mode" = default ] || return
        if [ -n "$ref" ]; then
            [ -f "$src/$ref" ] || { fail "$where: $ref does not exist"; return; }
            lines_in_order "$where" "$body" "$ref" '//'
        fi
        local tu="$scratch/block.cpp" exe="$scratch/block"
        cp "$body" "$tu"
        if grep -Eq '^(int|auto)[[:space:]]+main[[:space:]]*\(' "$tu"; then
            if ! "$cxx" "${cxxflags[@]}" "$tu" -o "$exe" >"$scratch/out" 2>&1; then
                fail "$where (cpp): does not compile"; sed 's/^/    > /' "$scratch/out" | head -30; return
            fi
            if ! (cd "$src" && "${run_env[@]}" "$exe") >"$scratch/out" 2>&1; then
                fail "$where (cpp): the program exits non-zero"; sed 's/^/    > /' "$scratch/out" | head -30; return
            fi
            n_linked=$((n_linked + 1))
        else
            if ! "$cxx" "${cxxflags[@]}" -c "$tu" -o "$scratch/block.o" >"$scratch/out" 2>&1; then
                fail "$where (cpp): does not compile"; sed 's/^/    > /' "$scratch/out" | head -30; return
            fi
        fi
        n_compiled=$((n_compiled + 1)) ;;
    python)
        [ -z "$ref" ] || { fail "$where: a python block takes no file"; return; }
        cp "$body" "$scratch/block.py"
        if ! "$python" -c 'import sys; compile(open(sys.argv[1]).read(), sys.argv[1], "exec")' "$scratch/block.py" >"$scratch/out" 2>&1; then
            fail "$where (python): does not compile"; sed 's/^/    > /' "$scratch/out" | head -20; return
        fi
        wanted "$attrs" || { n_skipped=$((n_skipped + 1)); return; }
        if [ -z "${CHESSLAW_DOCS_PYTHONPATH:-}" ]; then n_python_compiled=$((n_python_compiled + 1)); return; fi
        if ! (cd "$src" && "${run_env[@]}" "PYTHONPATH=$CHESSLAW_DOCS_PYTHONPATH" "$python" "$scratch/block.py") >"$scratch/out" 2>&1; then
            fail "$where (python): exits non-zero"; sed 's/^/    | /' "$body"; echo "    output:"; sed 's/^/    > /' "$scratch/out" | head -40; return
        fi
        n_python=$((n_python + 1)) ;;
    '') fail "$where: a code block without a kind (sh, console, cpp, cmake, python, text, json)" ;;
    *) fail "$where: unknown kind '$kind' (sh, console, cpp, cmake, python, text, json)" ;;
    esac
}

files=(${DOCS_ONLY:-README.md docs/*.md})
for f in "${files[@]}"; do
    [ -f "$f" ] || continue
    infence=0 lineno=0 prevblank=1
    while IFS= read -r line || [ -n "$line" ]; do
        lineno=$((lineno + 1))
        if [ "$infence" = 0 ]; then
            if [[ $line =~ ^[[:space:]]*\`\`\`(.*)$ ]]; then
                info=${BASH_REMATCH[1]}
                read -r kind attrs <<<"$info"
                infence=1 start=$lineno body="$scratch/body"; : >"$body"
                indent=${line%%\`*}
            elif [ "$prevblank" = 1 ] && [[ $line == '    '* ]] && [[ ! $line =~ ^[[:space:]]*([-*]|[0-9]+\.)[[:space:]] ]]; then
                fail "$f:$lineno: an indented code block: fence it with a kind"
            fi
        elif [[ $line =~ ^[[:space:]]*\`\`\`[[:space:]]*$ ]]; then
            infence=0
            do_block "$f" "$start" "$kind" "$attrs" "$body"
        else
            printf '%s\n' "${line#"$indent"}" >>"$body"
        fi
        [[ $line =~ ^[[:space:]]*$ ]] && prevblank=1 || prevblank=0
    done <"$f"
    [ "$infence" = 0 ] || fail "$f:$start: a fence that is never closed"
done

# Links: every relative link of a page names a file that exists, and the README links every page.
if [ "$mode" = default ]; then
    for f in "${files[@]}"; do
        [ -f "$f" ] || continue
        while IFS= read -r target; do
            path=${target%%#*}
            [ -n "$path" ] || continue
            [ -e "$(dirname "$f")/$path" ] || fail "$f: the link ($target) names no file"
        done < <(grep -o '](\([^)# ]*\)[^) ]*)' "$f" | sed 's/^](\(.*\))$/\1/' | grep -v '^[a-z]*:')
    done
    for page in docs/*.md; do
        grep -qF "]($page" README.md || fail "README.md does not link $page"
    done
fi

echo "docs ($mode): ${#files[@]} files, $n_blocks blocks: $n_run sh run, $n_console console transcripts run and matched, $n_compiled C++ compiled ($n_linked of them run), $n_checked checked against the file that runs them, $n_python Python run, $n_python_compiled Python only compiled (no built package: CHESSLAW_BUILD_PYTHON off), $n_samples samples, $n_skipped left to another mode; $failures failures"
[ "$failures" = 0 ]
