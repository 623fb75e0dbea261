#!/usr/bin/python3
"""The Python package's speed against the CLI (issue 50): `chesslaw.audit` from Python against
`chesslaw audit --jsonl` on the same corpus, `chesslaw.judge` calls per second, and
`chesslaw.dask.audit` on a LocalCluster of 2 worker processes against 1.

The corpus is chesslaw_audit_bench's: the PGN files of CHESSLAW_DATA_DIR/pgn, sorted, each followed
by a blank line, repeated until it holds at least --games games (default 50,000: 50,209 games).
Every audit run is a child process timed from its start to its exit (wall, and CPU from wait4),
its output written to a file, the CLI and Python runs alternating, best of --reps; the start-up
of each (the CLI on an empty file; `import chesslaw`) is timed alone and stated.

    PYTHONPATH=build/default/python /usr/bin/python3 tools/bench/python_bench.py \
        --cli build/default/bin/chesslaw --data ../shared/data/pgn [--reps 3] [--dask]
"""

import argparse
import json
import os
import resource
import subprocess
import sys
import tempfile
import time

PY = sys.executable


def child(cmd, out_path, env=None):
    """(wall s, CPU s) of one child process, its stdout into out_path."""
    with open(out_path, "wb") as out:
        t = time.perf_counter()
        p = subprocess.Popen(cmd, stdout=out, stderr=subprocess.PIPE, env=env)
        _, status, ru = os.wait4(p.pid, 0)
        wall = time.perf_counter() - t
        err = p.stderr.read().decode(errors="replace")
        p.stderr.close()
    if os.waitstatus_to_exitcode(status) not in (0, 1):  # 1: some game illegal, as documented
        raise SystemExit(f"{cmd[0]} failed ({status}): {err[-2000:]}")
    return wall, ru.ru_utime + ru.ru_stime


def corpus(data, games, work, cli):
    sources = sorted(os.path.join(data, f) for f in os.listdir(data) if f.endswith(".pgn"))
    one = b"".join(open(s, "rb").read() + b"\n\n" for s in sources)
    path = os.path.join(work, "corpus.pgn")
    with open(path, "wb") as f:
        f.write(one)
    per = count_games(cli, path, work)
    rounds = -(-games // per)
    with open(path, "wb") as f:
        for _ in range(rounds):
            f.write(one)
    return path, per * rounds


def count_games(cli, path, work):
    out = os.path.join(work, "count.jsonl")
    child([cli, "audit", "--jsonl", "--no-progress", "--jobs", "1", path], out)
    with open(out, "rb") as f:
        return json.loads(f.read().splitlines()[-1])["games"]


PY_AUDIT = ("import sys, chesslaw\n"
            "out = sys.stdout.buffer\n"
            "for g in chesslaw.audit(sys.argv[1], jobs=int(sys.argv[2])):\n"
            "    out.write(g.json_bytes())\n")


def bench_audit(cli, path, games, reps, jobs, work, env):
    out_cli, out_py = os.path.join(work, "cli.jsonl"), os.path.join(work, "py.jsonl")
    cli_cmd = [cli, "audit", "--jsonl", "--no-progress", "--jobs", str(jobs), path]
    py_cmd = [PY, "-c", PY_AUDIT, path, str(jobs)]
    best = {"cli": (1e9, 1e9), "py": (1e9, 1e9)}
    for _ in range(reps):
        for name, cmd, out in (("cli", cli_cmd, out_cli), ("py", py_cmd, out_py)):
            w, c = child(cmd, out, env)
            best[name] = (min(best[name][0], w), min(best[name][1], c))
    with open(out_cli, "rb") as a, open(out_py, "rb") as b:
        cli_lines = a.read().splitlines()
        py_lines = b.read().splitlines()
    same = cli_lines[:-1] == py_lines  # the CLI's last line is its summary
    empty = os.path.join(work, "empty.pgn")
    open(empty, "wb").close()
    start_cli = min(child([cli, "audit", "--jsonl", "--no-progress", empty], os.devnull, env)[0] for _ in range(3))
    start_py = min(child([PY, "-c", "import chesslaw"], os.devnull, env)[0] for _ in range(3))
    return best, same, start_cli, start_py


def bench_judge(reps):
    import chesslaw
    T = time.process_time
    p = chesslaw.Position.initial()
    squares = [f + r for f in "abcdefgh" for r in "12345678"]
    every = [a + b for a in squares for b in squares if a != b]  # 4,032 from-to pairs, legal or not
    n = 100000

    def plain():
        judge = chesslaw.judge
        for _ in range(n // 4):
            judge(p, "e2e4")
            judge(p, "g1f3")
            judge(p, "e2e5")
            judge(p, "e1g1")
        return n

    def over_every():
        judge = chesslaw.judge
        for m in every:
            judge(p, m)
        return len(every)

    def many():
        return len(chesslaw.judge_many(p, every))

    def legal():
        return len(chesslaw.legal_many(p, every))

    res = {}
    for name, f in (("judge(p, text) x4 moves", plain), ("judge(p, text) over 4,032 pairs", over_every),
                    ("judge_many(p, 4,032 pairs)", many), ("legal_many(p, 4,032 pairs)", legal)):
        best = 0.0
        for _ in range(reps):
            t = T()
            k = f()
            best = max(best, k / (T() - t))
        res[name] = best
    return res


def _worker_cpu():
    ru = resource.getrusage(resource.RUSAGE_SELF)
    return ru.ru_utime + ru.ru_stime


def bench_dask(path, games, reps, blocksize):
    import chesslaw.dask
    from distributed import Client, LocalCluster
    res = {}
    for workers in (1, 2):
        with LocalCluster(n_workers=workers, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
                Client(cluster) as client:
            client.run(lambda: __import__("chesslaw"))  # workers' start-up out of the timing
            best = (1e9, 1e9)

            def cpu():
                return sum(ru for ru in client.run(_worker_cpu).values())

            for _ in range(reps):
                c0 = cpu()
                t = time.perf_counter()
                c = chesslaw.dask.counts(chesslaw.dask.audit(path, blocksize=blocksize)).compute()
                took = time.perf_counter() - t
                used = cpu() - c0
                print(f"  dask, {workers} worker(s): {took:.2f} s wall, workers' CPU {used:.2f} s, load {os.getloadavg()[0]:.1f}")
                best = min(best, (took, used))
                if c["games"] != games:
                    raise SystemExit(f"dask with {workers} workers counted {c['games']} games, not {games}")
        res[workers] = best
    return res


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--cli", required=True)
    ap.add_argument("--data", default=os.path.join(os.environ.get("CHESSLAW_DATA_DIR", "../shared/data"), "pgn"))
    ap.add_argument("--games", type=int, default=50000)
    ap.add_argument("--reps", type=int, default=3)
    ap.add_argument("--jobs", default="1", help="comma-separated --jobs values for the audit runs")
    ap.add_argument("--dask", action="store_true", help="also 2 Dask workers against 1")
    ap.add_argument("--blocksize", type=int, default=8 << 20, help="Dask byte ranges (default 8 MiB)")
    ap.add_argument("--no-audit", action="store_true")
    ap.add_argument("--no-judge", action="store_true")
    a = ap.parse_args()
    env = dict(os.environ)
    with tempfile.TemporaryDirectory() as work:
        path, games = corpus(a.data, a.games, work, a.cli)
        print(f"corpus: {games} games, {os.path.getsize(path) / 1e6:.1f} MB; load average {os.getloadavg()[0]:.1f}")
        if not a.no_audit:
            for jobs in (int(j) for j in a.jobs.split(",")):
                best, same, s_cli, s_py = bench_audit(a.cli, path, games, a.reps, jobs, work, env)
                (wc, cc), (wp, cp) = best["cli"], best["py"]
                print(f"audit --jobs {jobs}: CLI {games / wc:,.0f} games/s wall ({wc:.2f} s, CPU {cc:.2f} s); "
                      f"Python {games / wp:,.0f} games/s wall ({wp:.2f} s, CPU {cp:.2f} s); "
                      f"Python/CLI {wc / wp:.3f} wall, {cc / cp:.3f} CPU; lines identical: {same}")
                print(f"  start-up (included above): CLI {s_cli * 1000:.0f} ms, python3 -c 'import chesslaw' {s_py * 1000:.0f} ms")
        if not a.no_judge:
            for name, r in bench_judge(a.reps).items():
                print(f"{name}: {r:,.0f} judgements/s (CPU time)")
        if a.dask:
            r = bench_dask(path, games, a.reps, a.blocksize)
            (w1, c1), (w2, c2) = r[1], r[2]
            print(f"dask, {a.blocksize >> 20} MiB ranges: 1 worker {w1:.2f} s wall ({games / w1:,.0f} games/s, workers' CPU "
                  f"{c1:.2f} s), 2 workers {w2:.2f} s wall ({games / w2:,.0f} games/s, workers' CPU {c2:.2f} s): "
                  f"{w1 / w2:.2f}x wall")
        print(f"load average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
