#!/usr/bin/env bash
# Installs what chesslaw needs to build, test and demonstrate (Debian packages), then configures
# the given CMake preset (default, asan, clang, fuzz; `default` if none), and builds it.
# Idempotent: packages already present are not reinstalled.
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(cmake ninja-build g++ git libboost-dev librapidcheck-dev googletest libgtest-dev
          nlohmann-json3-dev libcli11-dev stockfish
          clang-14 libclang-rt-14-dev    # presets clang and fuzz (libFuzzer, sanitizer runtimes)
          pgn-extract libxml2-utils bsdutils
          chromium zlib1g-dev            # cli.audit_html_browser: the --html report screenshot in headless chromium
          libbz2-dev liblzma-dev libzstd-dev libarchive-dev   # audit: compressed input (zlib1g-dev: gzip)
          gzip bzip2 xz-utils zstd zip parallel time)         # cli.audit_archive.*, the 1M-game bench (/usr/bin/time)
missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "chesslaw setup: installing ${missing[*]}"
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get update -qq
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi

preset=${1:-default}
cmake --preset "$preset" -G Ninja >/dev/null
cmake --build --preset "$preset" -j "$(nproc)"
