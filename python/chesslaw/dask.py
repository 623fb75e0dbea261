"""Auditing many PGN files on Dask (Debian python3-dask, python3-distributed).

    import chesslaw.dask
    bag = chesslaw.dask.audit(["a.pgn", "b.pgn"])        # a dask.bag of JSONL objects (dicts)
    games = bag.compute()                                # in the order of the files
    chesslaw.dask.counts(bag).compute()                  # games, plies, clean, illegal, ...

Work is split by file: each partition is one file, audited by chesslaw.audit in the worker (the
kernel, without the GIL); the items are the objects `chesslaw audit --jsonl` writes for the games,
in input order within each file. With a `distributed.Client` connected (a LocalCluster or a
multi-machine scheduler), `.compute()` runs on its workers; the files must be readable there.
Not yet: byte ranges within one file (a file is one partition) and the CLI summary's per-clause
counts (`clauses`, `ends`); counts() gives the per-status totals the summary starts with.
"""

from __future__ import annotations

import json
import os
from typing import Any, Dict, Iterable, List, Union

import dask.bag as db

from ._model import audit as _audit


def _audit_file(path: str, clocks: bool) -> List[Dict[str, Any]]:
    return [json.loads(g.json_line()) for g in _audit(path, clocks=clocks)]


def audit(paths: Union[str, "os.PathLike[str]", Iterable[Union[str, "os.PathLike[str]"]]], *, clocks: bool = True) -> db.Bag:
    """A dask.bag of every game's JSONL object (as `chesslaw audit --jsonl FILE` writes it), one
    partition per file, in the order of `paths`."""
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    files = [os.fspath(p) for p in paths]
    if not all(isinstance(f, str) for f in files):
        raise TypeError("paths are str or os.PathLike of str")
    for f in files:
        if not os.path.isfile(f):
            raise FileNotFoundError(f"cannot read {f}: no such file")
    if not files:
        raise ValueError("no file to audit")
    return db.from_sequence(files, npartitions=len(files)).map(_audit_file, clocks=clocks).flatten()


_STATUSES = ("clean", "illegal", "unreadable", "inconsistent")


def _count(acc: Dict[str, int], game: Dict[str, Any]) -> Dict[str, int]:
    out = dict(acc)
    out["games"] += 1
    out["plies"] += game["plies"]
    out[game["status"]] += 1
    return out


def _add(a: Dict[str, int], b: Dict[str, int]) -> Dict[str, int]:
    return {k: a[k] + b[k] for k in a}


def counts(bag: db.Bag) -> Any:
    """A dask Item: {games, plies, clean, illegal, unreadable, inconsistent} over the bag's games —
    the first fields of the CLI's summary."""
    zero = {"games": 0, "plies": 0, **{s: 0 for s in _STATUSES}}
    return bag.fold(_count, _add, initial=zero)


def dataframe(bag: db.Bag) -> Any:
    """A dask dataframe of per-game rows: file, game, line, status, plies, breaches, findings."""
    rows = bag.map(lambda g: {"file": g["file"], "game": g["game"], "line": g["line"], "status": g["status"],
                              "plies": g["plies"], "breaches": len(g["breaches"]), "findings": len(g["findings"])})
    return rows.to_dataframe(meta={"file": str, "game": int, "line": int, "status": str, "plies": int,
                                   "breaches": int, "findings": int})


__all__ = ["audit", "counts", "dataframe"]
