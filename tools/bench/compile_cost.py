#!/usr/bin/env python3
"""compile_cost.py: what a header-only user pays to compile each public entry point of chesslaw.

For each entry point, a small translation unit that calls it (the umbrella header alone,
legal_moves, perft, judge, audit_record, testing's check_move_generator, the SAN/PGN reader) is
compiled with `-c` at each flag set (default `-O2` and `-O0 -g`), best (minimum) of --reps runs;
the compiler's CPU seconds (user + system: what it costs on an idle machine, far steadier than
the wall clock on a shared one; wall seconds beside them) and peak resident memory (wait4's
rusage: the driver and its cc1plus) are printed, each as a ratio to a reference file of three
standard headers compiled in the same run (only the ratios compare between runs). The runs alternate
(reference, entry 1, entry 2, ..., then the next repetition) so a change of load touches all.

    tools/bench/compile_cost.py --cxx g++ -I kernel/include -I spec/include [-I testing/include]
        [--flags=-O2 --flags="-O0 -g"] [--reps 3] [--only perft,judge] [--out FILE]
        [--define CHESSLAW_...]   (extra -D for every entry point, e.g. to compare a mode)
        [--variant "NAME=ARGS"]   (repeat: the entry files once per variant, with ARGS (shell words,
                                   e.g. "-I old/kernel -I old/spec" or "-DCHESSLAW_COMPILED") before
                                   the -I options, in the same alternation; a column pair each)

Exit status: 0, or 1 when a file fails to compile (its compiler output is printed). The table
goes to standard output and, with --out, to FILE. `ctest -R bench.compile_smoke` runs the
reference and one entry point at -O0, once.
"""

import argparse
import os
import shlex
import subprocess
import sys
import tempfile
import time

# The reference: three standard headers, and a use of them (what any C++ file costs).
REFERENCE = r"""
#include <map>
#include <string>
#include <vector>
int main(int argc, char**) {
    std::map<std::string, std::vector<int>> m;
    m["a"].push_back(argc);
    return static_cast<int>(m.size()) - 1;
}
"""

# name -> (needs the testing component, source). Each calls its entry point on input the
# compiler cannot see (argc), so the call is compiled, not folded.
ENTRIES = {
    "umbrella": (False, r"""
#include <chesslaw/chesslaw.hpp>
int main() { return 0; }
"""),
    "legal_moves": (False, r"""
#include <chesslaw/chesslaw.hpp>
int main(int argc, char**) {
    const chesslaw::position p = chesslaw::initial_position();
    return static_cast<int>(chesslaw::legal_moves(p).size()) - 20 + argc - 1;
}
"""),
    "perft": (False, r"""
#include <chesslaw/chesslaw.hpp>
int main(int argc, char**) {
    return chesslaw::perft(chesslaw::initial_position(), argc) == 20 ? 0 : 1;
}
"""),
    "judge": (False, r"""
#include <chesslaw/chesslaw.hpp>
#include <chesslaw/judge.hpp>
int main(int argc, char**) {
    const chesslaw::position p = chesslaw::initial_position();
    return chesslaw::judge(p, chesslaw::uci(argc > 1 ? "e2e5" : "e2e4")).legal ? 0 : 1;
}
"""),
    "audit_record": (False, r"""
#include <chesslaw/audit/record.hpp>
#include <string>
int main(int argc, char**) {
    const std::string text = argc > 1 ? "1. e4 e6 *\n" : "1. e4 e5 *\n";
    int n = 0;
    for (const auto& rec : chesslaw::audit::audit_pgn(text))
        n += rec.result.status == chesslaw::audit::record_status::clean ? 0 : 1;
    return n;
}
"""),
    "san_pgn": (False, r"""
#include <chesslaw/chesslaw.hpp>
#include <chesslaw/notation/pgn.hpp>
#include <chesslaw/notation/san.hpp>
#include <sstream>
int main(int argc, char**) {
    std::istringstream in(argc > 1 ? "1. e4 e6 *\n" : "1. e4 e5 *\n");
    chesslaw::pgn::reader r(in);
    chesslaw::pgn::game g;
    int n = 0;
    while (r.next(g)) n += chesslaw::read_san(chesslaw::initial_position(), "Nf3").has_value() ? 0 : 1;
    return n;
}
"""),
    "check_move_generator": (True, r"""
#include <chesslaw/chesslaw.hpp>
#include <chesslaw/testing.hpp>
#include <string>
#include <vector>
int main(int argc, char**) {
    chesslaw::testing::check_options o;
    o.cases = argc;
    o.depth = 1;
    const auto r = chesslaw::testing::check_move_generator([](const chesslaw::testing::game& g) {
        return std::vector<std::string>(g.moves.size() % 2, g.start_fen); // a (wrong) generator
    }, o);
    return r.passed ? 0 : 1;
}
"""),
}


def compile_once(cxx, args, src, obj):
    """CPU seconds (user + system, the driver and its cc1plus), wall seconds and peak RSS (MB) of
    `cxx args -c src -o obj`; raises on failure."""
    t0 = time.perf_counter()
    proc = subprocess.Popen([cxx, *args, "-c", src, "-o", obj], stdout=subprocess.PIPE, stderr=subprocess.STDOUT)
    out = proc.stdout.read()
    _, status, ru = os.wait4(proc.pid, 0)
    wall = time.perf_counter() - t0
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise RuntimeError(f"{cxx} {' '.join(args)} -c {src} failed ({proc.returncode}):\n{out.decode(errors='replace')}")
    return ru.ru_utime + ru.ru_stime, wall, ru.ru_maxrss / 1024.0


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cxx", default=os.environ.get("CXX", "g++"))
    ap.add_argument("-I", dest="includes", action="append", default=[], help="include directory (repeat)")
    ap.add_argument("--flags", action="append", default=None, help='flag set, e.g. --flags=-O2 (repeat); default -O2 and "-O0 -g"')
    ap.add_argument("--define", action="append", default=[], help="a -D for every entry point (repeat)")
    ap.add_argument("--std", default="-std=c++20")
    ap.add_argument("--reps", type=int, default=3, help="repetitions, the minimum is reported (default 3)")
    ap.add_argument("--only", default="", help="comma-separated entry points (default: all)")
    ap.add_argument("--out", default="", help="also write the table to this file")
    ap.add_argument("--label", default="", help="a label printed in the table's heading")
    ap.add_argument("--variant", action="append", default=[],
                    help='NAME=ARGS: also compile every entry with these extra arguments first (repeat)')
    a = ap.parse_args()

    flag_sets = a.flags or ["-O2", "-O0 -g"]
    names = [n for n in a.only.split(",") if n] or list(ENTRIES)
    for n in names:
        if n not in ENTRIES:
            ap.error(f"unknown entry point {n!r}; known: {', '.join(ENTRIES)}")
    have_testing = any(os.path.exists(os.path.join(d, "chesslaw", "testing.hpp")) for d in a.includes)
    skipped = [n for n in names if ENTRIES[n][0] and not have_testing]
    names = [n for n in names if n not in skipped]

    lines = []

    def emit(s=""):
        print(s, flush=True)
        lines.append(s)

    with tempfile.TemporaryDirectory(prefix="chesslaw-compile-cost-") as tmp:
        srcs = {"reference": os.path.join(tmp, "reference.cpp")}
        with open(srcs["reference"], "w") as f:
            f.write(REFERENCE)
        for n in names:
            srcs[n] = os.path.join(tmp, n + ".cpp")
            with open(srcs[n], "w") as f:
                f.write(ENTRIES[n][1])
        obj = os.path.join(tmp, "out.o")
        base = [a.std] + [f"-I{d}" for d in a.includes]
        emit(f"compile cost: {a.cxx} ({subprocess.run([a.cxx, '-dumpfullversion'], capture_output=True, text=True).stdout.strip()}), "
             f"min of {a.reps} runs, {time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}" + (f", {a.label}" if a.label else ""))
        if a.define:
            emit("defines: " + " ".join("-D" + d for d in a.define))
        if skipped:
            emit("skipped (no testing/include among -I): " + ", ".join(skipped))
        variants = [("", [])]
        for v in a.variant:
            name, _, args = v.partition("=")
            if not name:
                ap.error(f"--variant {v!r}: NAME=ARGS")
            variants.append((name, shlex.split(args)))
        if len(variants) > 1:
            variants = variants[1:]  # only the named variants
        for name, args in variants:
            if name:
                emit(f"variant {name}: {' '.join(args)}")
        for flags in flag_sets:
            fl = shlex.split(flags)
            runs = [("reference", "", [])] + [(n, vn, va) for n in names for vn, va in variants]
            best = {}
            for _ in range(a.reps):
                for n, vn, va in runs:
                    defs = [] if n == "reference" else ["-D" + d for d in a.define]
                    try:
                        c, w, m = compile_once(a.cxx, [a.std] + va + base[1:] + fl + defs, srcs[n], obj)
                    except RuntimeError as e:
                        print(e, file=sys.stderr)
                        return 1
                    oc, ow, om = best.get((n, vn), (float("inf"), float("inf"), float("inf")))
                    best[(n, vn)] = (min(oc, c), min(ow, w), min(om, m))
            rs, rw, rm = best[("reference", "")]
            emit()
            emit(f"{flags}:")
            head = f"  {'file':<22}"
            for vn, _ in variants:
                tag = f" [{vn}]" if vn else ""
                head += f" {'cpu s' + tag:>14} {'x ref':>6} {'wall s':>7} {'peak MB':>8} {'x ref':>6}"
            emit(head)
            emit(f"  {'reference':<22} {rs:14.2f} {1:6.2f} {rw:7.2f} {rm:8.0f} {1:6.2f}")
            for n in names:
                row = f"  {n:<22}"
                for vn, _ in variants:
                    c, w, m = best[(n, vn)]
                    row += f" {c:14.2f} {c / rs:6.2f} {w:7.2f} {m:8.0f} {m / rm:6.2f}"
                emit(row)
    if a.out:
        with open(a.out, "w") as f:
            f.write("\n".join(lines) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
