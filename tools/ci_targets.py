#!/usr/bin/env python3
"""ci_targets.py: the build targets the tests of a ctest preset run, so that a CI phase builds
only what it runs (tools/setup.sh PRESET --only-tested).

    tools/ci_targets.py --preset asan --build-dir build/asan

The tests are the preset's own selection (`ctest --preset P -N --show-only=json-v1`: its label
filters), read before anything is built; their commands come from the CTestTestfile.cmake files
of the build tree (ctest leaves a command empty while its executable is not built yet). Every
word of a command, and of the test's ENVIRONMENT, that names a file the build makes (a ninja
output: the test executable, `bin/chesslaw` passed as -DCHESSLAW=..., an engine passed as
-DENGINE=...) is printed, one per line, as the target's name when ninja knows that name, else as
its path. A test that builds its own targets (`cmake --build`, label static) needs nothing here.

Exit status 0; 2 when the preset selects no test or ctest fails (the caller then builds `all`).
"""

import argparse
import glob
import json
import os
import re
import subprocess
import sys


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--preset", required=True)
    ap.add_argument("--build-dir", required=True)
    a = ap.parse_args()
    bd = os.path.realpath(a.build_dir)

    r = subprocess.run(["ctest", "--preset", a.preset, "-N", "--show-only=json-v1"], capture_output=True, text=True)
    if r.returncode != 0:
        print(r.stderr, file=sys.stderr)
        return 2
    tests = json.loads(r.stdout).get("tests", [])
    if not tests:
        print(f"ci_targets.py: preset {a.preset} selects no test", file=sys.stderr)
        return 2
    selected = {t["name"] for t in tests}
    words = []
    for t in tests:
        words += t.get("command", []) or []
        for p in t.get("properties", []):
            if p.get("name") == "ENVIRONMENT":
                words += p.get("value", [])

    # add_test([=[NAME]=] "cmd" "arg" ...) lines of the build tree's CTestTestfile.cmake files.
    add_test = re.compile(r'^add_test\(\[=\[(.*?)\]=\]\s+(.*)\)\s*$')
    for f in glob.glob(os.path.join(bd, "**", "CTestTestfile.cmake"), recursive=True):
        with open(f, encoding="utf-8", errors="replace") as fh:
            for line in fh:
                m = add_test.match(line)
                if m and m.group(1) in selected:
                    words += re.findall(r'"((?:[^"\\]|\\.)*)"', m.group(2))

    out = subprocess.run(["ninja", "-C", bd, "-t", "targets", "all"], capture_output=True, text=True)
    if out.returncode != 0:
        print(out.stderr, file=sys.stderr)
        return 2
    outputs = {line.split(":")[0] for line in out.stdout.splitlines()}
    needed = set()
    for w in words:
        for part in re.split(r"[\s=;:]+", w):
            if not part.startswith(bd + "/"):
                continue
            rel = os.path.relpath(part, bd)
            if rel in outputs:
                base = os.path.basename(rel)
                needed.add(base if base in outputs else rel)
    for n in sorted(needed):
        print(n)
    return 0


if __name__ == "__main__":
    sys.exit(main())
