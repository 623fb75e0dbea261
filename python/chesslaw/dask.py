"""Auditing PGN archives on Dask (Debian python3-dask, python3-distributed, python3-pandas).

    import chesslaw.dask
    bag = chesslaw.dask.audit(["a.pgn", "b.pgn"])        # a dask.bag of JSONL objects (dicts)
    games = bag.compute()                                # in the order of the files
    chesslaw.dask.counts(bag).compute()                  # games, plies, clean, illegal, ...
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

from ._model import audit as _audit

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
    lines = [g.json_bytes() for g in _audit(data + after, clocks=clocks, name=path)]
    if after:
        lines = [x for x in lines if int(_LINE.search(x).group(1)) <= breaks]
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


def _numbered(part: Tuple[List[bytes], int, int], before: Tuple[int, int]) -> List[Dict[str, Any]]:
    """A range's games as objects numbered as in the whole file: `game` + the games before the
    range, every `line` + the line breaks before it (what `chesslaw audit --merge` renumbers)."""
    lines, games = before
    loads = json.loads
    if not lines and not games:
        return [loads(x) for x in part[0]]
    line = lambda m: b'"line":%d' % (int(m.group(1)) + lines)  # noqa: E731
    game = lambda m: m.group(1) + b"%d" % (int(m.group(2)) + games)  # noqa: E731
    return [loads(_LINE.sub(line, _GAME.sub(game, x, count=1))) for x in part[0]]


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
    the totals of the CLI's summary line."""
    zero = {"games": 0, "plies": 0, **{s: 0 for s in _STATUSES}}
    return bag.fold(_count, _add, initial=zero)


def _row(g: Dict[str, Any]) -> Dict[str, Any]:
    return {"file": g["file"], "game": g["game"], "line": g["line"], "status": g["status"], "plies": g["plies"],
            "breaches": len(g["breaches"]), "findings": len(g["findings"])}


def dataframe(bag: db.Bag) -> Any:
    """A dask dataframe of per-game rows: file, game, line, status, plies, breaches, findings."""
    return bag.map(_row).to_dataframe(meta={"file": str, "game": int, "line": int, "status": str, "plies": int,
                                            "breaches": int, "findings": int})


__all__ = ["audit", "counts", "dataframe", "game_start", "range_bytes", "ranges"]
