"""Auditing PGN archives on Dask (Debian python3-dask, python3-distributed, python3-pandas).

    import chesslaw.dask
    bag = chesslaw.dask.audit(["a.pgn", "b.pgn"])        # a dask.bag of JSONL objects (dicts)
    games = bag.compute()                                # in the order of the files
    chesslaw.dask.counts(bag).compute()                  # the CLI summary's totals: games, plies,
                                                         # clean, illegal, ..., clauses, ends, clock_findings
    chesslaw.dask.dataframe(bag).compute()               # one row per game

Work is split by file and, within a file, by byte ranges cut at game boundaries (`blocksize`):
a range starts at the first game that begins at or after its offset — a line `[Event ` after a
blank line — and reads past its end up to the start of the next range's first game, so the
ranges tile the file and every game is read exactly once (the reader also sees the first line of
the game after the range, as it does in the whole file, and that game is left to its own range).
Each range is audited by
chesslaw.audit in a worker (the kernel, without the GIL); the items are the objects `chesslaw
audit --jsonl FILE` writes for the games, with `game` and every `line` numbered as in the whole
file (the numbers `chesslaw audit --merge` renumbers: a range's games and lines are added to the
next one's). With a `distributed.Client` connected (a LocalCluster, or a scheduler of many
machines) `.compute()` runs on its workers; the files must be readable there.
"""

from __future__ import annotations

import json
import os
import re
from typing import Any, Dict, Iterable, List, Mapping, Optional, Sequence, Tuple, Union

import dask
import dask.bag as db

from . import _core
from ._model import _budget

#: A game's start where a file may be cut: a line `[Event ` after a blank line (LF or CRLF).
_GAME_START = re.compile(rb"\n\r?\n\[Event ")
_TAIL = len(b"[Event ")
_CHUNK = 1 << 20


def game_start(f: Any, offset: int, size: int) -> int:
    """The byte offset of the first game of the binary file `f` (of `size` bytes) that begins at or
    after `offset`: 0 for offset 0, `size` when no game begins after it."""
    if offset <= 0:
        return 0
    pos = max(0, offset - 3)  # the blank line before the '[' may start before the offset
    while pos < size:
        f.seek(pos)
        chunk = f.read(_CHUNK + 16)
        if not chunk:
            break
        for m in _GAME_START.finditer(chunk):
            bracket = pos + m.end() - _TAIL
            if bracket >= offset:
                return bracket
        if len(chunk) <= _CHUNK:
            break
        pos += _CHUNK
    return size


def _range(path: str, start: int, end: int) -> Tuple[int, bytes, bytes]:
    """(offset, the range's bytes, the first line of the game after them or b"")."""
    size = os.path.getsize(path)
    with open(path, "rb") as f:
        a = game_start(f, start, size)
        b = size if end >= size else game_start(f, end, size)
        if a >= b:
            return a, b"", b""
        f.seek(a)
        data = f.read(b - a)
        return a, data, f.readline() if b < size else b""


def range_bytes(path: str, start: int, end: int) -> Tuple[int, bytes]:
    """The games of the byte range [start, end) of a file, cut at game boundaries: the bytes from
    the first game that begins at or after `start` to the first that begins at or after `end`
    (the end of the file at the end), with the offset where they start."""
    a, data, _ = _range(path, start, end)
    return a, data


def _line_breaks(data: bytes) -> int:
    # the reader's count: CR, LF and CRLF each one line break
    return data.count(b"\n") + data.count(b"\r") - data.count(b"\r\n")


def _audit_range(path: str, start: int, end: int, clocks: bool) -> Tuple[List[bytes], int, int]:
    """A range's games audited (their JSONL lines), numbered from the range's start; with its
    line breaks and games. The reader is given the next game's first line too — what it sees when
    it ends the range's last game in the whole file ("a comment not closed before the next game's
    tag line") — and the game that line begins is dropped: each game is read as in the whole file."""
    _, data, after = _range(path, start, end)
    if not data:
        return [], 0, 0
    breaks = _line_breaks(data)
    stream = _core.audit_bytes(data + after, path, clocks, 1, _budget(0), False)
    stream.collect_tallies()
    lines: List[Tuple[bytes, Tuple[Any, ...]]] = []
    while True:
        batch = stream.next(256)
        if not batch:
            break
        lines.extend(zip(batch, stream.tallies()))
    if after:
        lines = [x for x in lines if int(_LINE.search(x[0]).group(1)) <= breaks]
    return lines, breaks, len(lines)


def _meta(part: Tuple[List[bytes], int, int]) -> Tuple[int, int]:
    return part[1], part[2]


def _after(before: Tuple[int, int], meta: Tuple[int, int]) -> Tuple[int, int]:
    return before[0] + meta[0], before[1] + meta[1]


#: The numbers `chesslaw audit --merge` renumbers: every number under a "line" key (a key: its
#: quote is not escaped), and the game's own "game" (the first key after "schema"). A game's
#: first "line" is its own.
_LINE = re.compile(rb'(?<!\\)"line":(\d+)')
_GAME = re.compile(rb'^(\{"type":"game","schema":"[^"]*","game":)(\d+)')


class Game(dict):  # type: ignore[type-arg]
    """A game of the bag: the object `chesslaw audit --jsonl` writes for it (equal to that dict),
    with `tally`: what the CLI's summary counts of it — (the clauses of its findings, the clause
    that ended it or None, the kinds of its clock findings) — which the JSON does not state as such."""

    __slots__ = ("tally",)

    def __init__(self, fields: Dict[str, Any], tally: Tuple[Any, ...]) -> None:
        super().__init__(fields)
        self.tally = tally

    def __reduce__(self) -> Any:  # pickled to and from workers with its tally
        return (Game, (dict(self), self.tally))


def _numbered(part: Tuple[List[Tuple[bytes, Tuple[Any, ...]]], int, int], before: Tuple[int, int]) -> List[Game]:
    """A range's games as objects numbered as in the whole file: `game` + the games before the
    range, every `line` + the line breaks before it (what `chesslaw audit --merge` renumbers)."""
    lines, games = before
    loads = json.loads
    if not lines and not games:
        return [Game(loads(x), t) for x, t in part[0]]
    line = lambda m: b'"line":%d' % (int(m.group(1)) + lines)  # noqa: E731
    game = lambda m: m.group(1) + b"%d" % (int(m.group(2)) + games)  # noqa: E731
    return [Game(loads(_LINE.sub(line, _GAME.sub(game, x, count=1))), t) for x, t in part[0]]


def ranges(size: int, blocksize: Optional[int]) -> List[Tuple[int, int]]:
    """The byte ranges a file of `size` bytes is split into (before the cuts move to game starts)."""
    if not blocksize or size <= blocksize:
        return [(0, max(size, 1))]
    return [(s, min(s + blocksize, size)) for s in range(0, size, blocksize)]


def audit(paths: Union[str, "os.PathLike[str]", Iterable[Union[str, "os.PathLike[str]"]]], *, clocks: bool = True,
          blocksize: Optional[int] = 64 << 20, cuts: Optional[Mapping[str, Sequence[int]]] = None) -> db.Bag:
    """A dask.bag of every game's JSONL object (as `chesslaw audit --jsonl FILE` writes it), in the
    order of `paths` and of the games in each file. A file is split into ranges of `blocksize`
    bytes (None: one partition per file), each cut at a game's start; `cuts` gives a file's cut
    offsets explicitly instead ({path: [offset, …]}, as the paths are given)."""
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
    if blocksize is not None and (isinstance(blocksize, bool) or not isinstance(blocksize, int) or blocksize < 1):
        raise ValueError(f"blocksize is a number of bytes (1 or more) or None, not {blocksize!r}")
    if not isinstance(clocks, bool):
        raise TypeError(f"clocks is a bool, not {type(clocks).__name__}")
    parts = []
    for f in files:
        size = os.path.getsize(f)
        if cuts is not None and f in cuts:
            points = sorted({int(c) for c in cuts[f] if 0 < int(c) < size})
            spans = list(zip([0] + points, points + [max(size, 1)]))
        else:
            spans = ranges(size, blocksize)
        before: Any = (0, 0)
        for s, e in spans:
            part = dask.delayed(_audit_range, pure=False)(f, s, e, clocks)
            parts.append(dask.delayed(_numbered, pure=False)(part, before))
            before = dask.delayed(_after, pure=False)(before, dask.delayed(_meta, pure=False)(part))
    return db.from_delayed(parts)


_STATUSES = ("clean", "illegal", "unreadable", "inconsistent")


_MAPS = ("clauses", "ends", "clock_findings")


def _count(acc: Dict[str, Any], game: Game) -> Dict[str, Any]:
    out = {k: (dict(v) if isinstance(v, dict) else v) for k, v in acc.items()}
    out["games"] += 1
    out["plies"] += game["plies"]
    out[game["status"]] += 1
    clauses, end, clock_kinds = game.tally
    for c in clauses:  # each clause once a game, as the summary counts them
        out["clauses"][c] = out["clauses"].get(c, 0) + 1
    if end is not None:
        out["ends"][end] = out["ends"].get(end, 0) + 1
    for k in clock_kinds:
        out["clock_findings"][k] = out["clock_findings"].get(k, 0) + 1
    return out


def _add(a: Dict[str, Any], b: Dict[str, Any]) -> Dict[str, Any]:
    out: Dict[str, Any] = {}
    for k in a:
        if k in _MAPS:
            m = dict(a[k])
            for c, n in b[k].items():
                m[c] = m.get(c, 0) + n
            out[k] = dict(sorted(m.items()))
        else:
            out[k] = a[k] + b[k]
    return out


def counts(bag: db.Bag) -> Any:
    """A dask Item: the totals of the CLI's summary over the bag's games — games, plies, clean,
    illegal, unreadable, inconsistent, and the maps `clauses` (clause ID: games with a finding
    under it), `ends` (clause ID: games that ended by it) and `clock_findings` (kind: findings).
    The bag is chesslaw.dask.audit's (its items carry the tally the summary counts)."""
    zero: Dict[str, Any] = {"games": 0, "plies": 0, **{s: 0 for s in _STATUSES}, **{m: {} for m in _MAPS}}
    return bag.fold(_count, _add, initial=zero)


def _row(g: Dict[str, Any]) -> Dict[str, Any]:
    return {"file": g["file"], "game": g["game"], "line": g["line"], "status": g["status"], "plies": g["plies"],
            "breaches": len(g["breaches"]), "findings": len(g["findings"])}


def dataframe(bag: db.Bag) -> Any:
    """A dask dataframe of per-game rows: file, game, line, status, plies, breaches, findings."""
    return bag.map(_row).to_dataframe(meta={"file": str, "game": int, "line": int, "status": str, "plies": int,
                                            "breaches": int, "findings": int})


__all__ = ["Game", "audit", "counts", "dataframe", "game_start", "range_bytes", "ranges"]
