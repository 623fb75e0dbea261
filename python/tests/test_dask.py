"""chesslaw.dask: byte ranges cut at game boundaries read every game exactly once, numbered as in
the whole file, for many random cut points; and on a distributed.LocalCluster with real worker
processes, the same games and the same totals as `chesslaw audit --jsonl` over the same files."""

import json
import random
import subprocess

import dask
import pytest

import chesslaw.dask  # Debian python3-dask, python3-distributed, python3-pandas: required, never skipped
from conftest import DATA_DIR, SOURCE_DIR

FILES = [str(SOURCE_DIR / p) for p in ("tools/demo/sample.pgn", "tests/data/adjudication/servers.pgn",
                                       "tests/data/pgn/start-positions/unreachable-fen.pgn")]
OURS = sorted([*SOURCE_DIR.glob("tests/data/**/*.pgn"), *SOURCE_DIR.glob("docs/examples/*.pgn"), SOURCE_DIR / "tools/demo/sample.pgn"])


def cli_audit(cli, *files):
    out = subprocess.run([str(cli), "audit", "--jsonl", "--no-progress", "--jobs", "1", *map(str, files)],
                         capture_output=True, text=True)
    assert out.returncode in (0, 1), out.stderr
    lines = out.stdout.splitlines()
    return [json.loads(x) for x in lines[:-1]], json.loads(lines[-1])


def check_cuts(path, cli_games, rng, sets):
    size = path.stat().st_size
    for _ in range(sets):
        cuts = sorted(rng.sample(range(1, size), min(size - 1, rng.randint(1, 12))))
        with dask.config.set(scheduler="sync"):
            games = chesslaw.dask.audit(str(path), cuts={str(path): cuts}).compute()
        assert games == cli_games, f"{path} cut at {cuts}"


@pytest.fixture(scope="module")
def joined(tmp_path_factory, cli):
    """Our own PGN fixtures in one file (damaged games, FEN starts, clocks, comments, CRLF-free)."""
    path = tmp_path_factory.mktemp("dask") / "joined.pgn"
    path.write_bytes(b"".join(p.read_bytes() + b"\n\n" for p in OURS))
    return path, cli_audit(cli, path)[0]


def test_game_start_is_the_first_event_after_a_blank_line(tmp_path):
    text = b'[Event "a"]\n\n1. e4 *\n\n[Event "b"]\n\n1. d4 { a comment\n\n[Event inside } *\n'
    p = tmp_path / "t.pgn"
    p.write_bytes(text)
    b = text.index(b'[Event "b"]')
    with open(p, "rb") as f:
        assert chesslaw.dask.game_start(f, 0, len(text)) == 0
        assert all(chesslaw.dask.game_start(f, k, len(text)) == b for k in range(1, b + 1))
        assert chesslaw.dask.game_start(f, b + 1, len(text)) == text.index(b"[Event inside")
    assert chesslaw.dask.range_bytes(str(p), 1, b) == (b, b"")  # no game starts within it
    assert chesslaw.dask.range_bytes(str(p), 0, 5) == (0, text[:b])


def test_every_cut_reads_every_game_once(joined):
    path, games = joined
    assert len(games) > 40
    check_cuts(path, games, random.Random(50), 60)


def test_every_byte_a_cut(joined, tmp_path):
    # every offset of a small file as the one cut: the two ranges still hold each game once
    path = SOURCE_DIR / "tools/demo/sample.pgn"
    games = chesslaw.dask.audit(str(path), blocksize=None).compute(scheduler="sync")
    size = path.stat().st_size
    for k in range(1, size, 7):
        with dask.config.set(scheduler="sync"):
            assert chesslaw.dask.audit(str(path), cuts={str(path): [k]}).compute() == games, k


def test_blocksize_splits(joined):
    path, games = joined
    bag = chesslaw.dask.audit(str(path), blocksize=1500)
    assert bag.npartitions == -(-path.stat().st_size // 1500)
    assert bag.compute(scheduler="sync") == games


@pytest.mark.corpus
def test_corpus_cuts(cli):
    rng = random.Random(7)
    files = sorted((DATA_DIR / "pgn").glob("**/*.pgn"))
    assert files, f"no PGN in {DATA_DIR / 'pgn'}"
    for path in files:
        check_cuts(path, cli_audit(cli, path)[0], rng, 4)


def test_local_cluster_equals_cli(cli):
    from distributed import Client, LocalCluster
    cli_games, summary = cli_audit(cli, *FILES)
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, Client(cluster):
        bag = chesslaw.dask.audit(FILES, blocksize=300)  # byte ranges too, not only files
        assert bag.npartitions > len(FILES)
        games = bag.compute()
        totals = chesslaw.dask.counts(bag).compute()
        frame = chesslaw.dask.dataframe(bag).compute()
    assert len(games) == len(cli_games) == len(frame)
    assert games == cli_games
    for k in ("games", "plies", "clean", "illegal", "unreadable", "inconsistent", "clauses", "ends", "clock_findings"):
        assert totals[k] == summary[k], k
    assert summary["clauses"] and summary["ends"], "the files must give the per-clause totals something to count"
    assert list(frame["status"]) == [g["status"] for g in cli_games]
    assert list(frame["line"]) == [g["line"] for g in cli_games]
