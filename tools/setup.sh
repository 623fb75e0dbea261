#!/usr/bin/env bash
# Installs what chesslaw needs (Debian packages), configures a CMake preset and builds it.
#   bash tools/setup.sh [PRESET]        all packages, then the whole preset (default, asan, clang, fuzz)
#   bash tools/setup.sh [PRESET] --cli  only what the CLI needs, then the `chesslaw` target alone
#                                       (tools/demo.sh: the first audit without building the tests)
#   bash tools/setup.sh PRESET --only-tested  only the targets the preset's ctest selection runs
#                                       (tools/ci_targets.py; .ci/run's asan phase): e.g. not the
#                                       executables of tests labelled corpus when the preset skips them
# Idempotent: packages already present are not reinstalled.
set -euo pipefail
cd "$(dirname "$0")/.."

preset=default
cli_only=0
only_tested=0
for arg in "$@"; do
    case "$arg" in
        --cli) cli_only=1 ;;
        --only-tested) only_tested=1 ;;
        -*) echo "tools/setup.sh: unknown option $arg" >&2; exit 2 ;;
        *) preset=$arg ;;
    esac
done

# Configuring any preset needs these (the test frameworks are found even when only the CLI is built).
packages=(cmake ninja-build g++ git libboost-dev librapidcheck-dev googletest libgtest-dev
          nlohmann-json3-dev libcli11-dev
          libsqlite3-dev                                                        # chesslaw::watch: the incident log
          zlib1g-dev libbz2-dev liblzma-dev libzstd-dev libarchive-dev gzip)  # audit: compressed input
if ((!cli_only)); then
    packages+=(stockfish                      # the outside oracle of the properties and CLI tests
               clang-14 libclang-rt-14-dev    # presets clang and fuzz (libFuzzer, sanitizer runtimes)
               pgn-extract libxml2-utils bsdutils python3
               python3-jsonschema             # cli.audit_sarif.schema: the --sarif log against the SARIF 2.1.0 schema
               chromium                       # cli.audit_html_browser: the --html report in headless chromium
               nodejs npm                     # fuzz_engine.chessjs/chessops: chess.js and chessops over UCI (npm ci in the build folder)
               bzip2 xz-utils zstd zip parallel time  # cli.audit_archive.*, the 1M-game bench (/usr/bin/time)
               python3-dev python3-pip python3-venv python3-setuptools python3-pybind11 pybind11-dev  # python/ (CHESSLAW_BUILD_PYTHON)
               python3-pytest python3-hypothesis python3-dask python3-distributed python3-pandas)     # its pytest suite (label python)
fi
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' && continue
    # node and npm from another source (NodeSource's nodejs package carries npm, and Debian's npm
    # conflicts with it): the commands are what the tests need.
    if [ "$p" = nodejs ] && command -v node >/dev/null; then continue; fi
    if [ "$p" = npm ] && command -v npm >/dev/null; then continue; fi
    missing+=("$p")
done
if ((${#missing[@]})); then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "chesslaw setup: installing ${missing[*]}"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

# The CLI alone needs no Python: --cli leaves the Python package out of the configure (its
# packages are not installed then); a full setup of the same preset turns it back on.
if ((cli_only)); then
    cmake --preset "$preset" -G Ninja -DCHESSLAW_BUILD_PYTHON=OFF >/dev/null
else
    cmake --preset "$preset" -G Ninja >/dev/null
fi
if ((cli_only)); then
    cmake --build --preset "$preset" -j "$(nproc)" --target chesslaw
elif ((only_tested)) && targets=$(python3 tools/ci_targets.py --preset "$preset" --build-dir "build/$preset") && [ -n "$targets" ]; then
    # shellcheck disable=SC2086 # one target per line
    cmake --build --preset "$preset" -j "$(nproc)" --target $targets
else
    cmake --build --preset "$preset" -j "$(nproc)"
fi
