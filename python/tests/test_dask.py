"""chesslaw.dask on a distributed.LocalCluster with real worker processes: the same games and the
same per-status totals as `chesslaw audit --jsonl` over the same files."""

import json
import subprocess

import chesslaw.dask  # Debian python3-dask, python3-distributed, python3-pandas: required, never skipped
from conftest import SOURCE_DIR

FILES = [str(SOURCE_DIR / p) for p in ("tools/demo/sample.pgn", "tests/data/adjudication/servers.pgn",
                                       "tests/data/pgn/start-positions/unreachable-fen.pgn")]


def test_local_cluster_equals_cli(cli):
    from distributed import Client, LocalCluster
    out = subprocess.run([str(cli), "audit", "--jsonl", "--no-progress", "--jobs", "1", *FILES], capture_output=True, text=True)
    lines = out.stdout.splitlines()
    summary = json.loads(lines[-1])
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, Client(cluster):
        bag = chesslaw.dask.audit(FILES)
        games = bag.compute()
        totals = chesslaw.dask.counts(bag).compute()
        frame = chesslaw.dask.dataframe(bag).compute()
    cli_games = [json.loads(x) for x in lines[:-1]]
    assert len(games) == len(cli_games) == len(frame)
    assert games == cli_games
    for k in ("games", "plies", "clean", "illegal", "unreadable", "inconsistent"):
        assert totals[k] == summary[k], k
    assert list(frame["status"]) == [g["status"] for g in cli_games]
