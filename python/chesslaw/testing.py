"""Test a Python move generator against the kernel: `check_move_generator(fn)`.

`fn` takes a FEN and returns the legal moves of that position as UCI strings (any iterable). Over
positions of legal games drawn by Hypothesis (chesslaw.hypothesis.positions: reachable, shrinking
toward shorter games), every move list of `fn` is compared with chesslaw.legal_moves; on the first
difference Hypothesis shrinks the game, and MoveGeneratorMismatch reports the smallest position
found with each difference and its clause: for a move `fn` gives that is not legal, the clauses
the judge says it breaks (3.9 for a king left in check, …); for a legal move `fn` misses, the
clauses that permit it (3.7.4 en passant, 3.8.2 castling, …). What the C++ component
chesslaw::testing does for C++ generators, for Python ones.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, List, Tuple

from hypothesis import HealthCheck, find, settings
from hypothesis.errors import NoSuchExample

from ._model import Clause, MoveError, Position, PositionLike, as_position, judge, legal_moves
from .hypothesis import positions


@dataclass(frozen=True)
class Difference:
    """One move on which `fn` and the kernel differ in a position."""

    uci: str
    kind: str                      #: "extra": fn gives it, it is not legal; "missing": legal, fn omits it
    clauses: Tuple[Clause, ...]    #: extra: the clauses it breaks; missing: the clauses that permit it
    ruling: str                    #: the judge's ruling in words, with the evidence

    def __str__(self) -> str:
        ids = ", ".join(c.id for c in self.clauses) or "no clause: not a move"
        return f"{self.kind} {self.uci} [{ids}]: {self.ruling}"


class MoveGeneratorMismatch(AssertionError):
    """A position where the generator under test differs from the Laws, with each difference."""

    def __init__(self, fen: str, differences: List[Difference]) -> None:
        self.fen = fen
        self.differences = differences
        lines = [f"the move generator differs from the Laws in {fen}:"] + [f"  {d}" for d in differences]
        super().__init__("\n".join(lines))

    @property
    def clauses(self) -> Tuple[Clause, ...]:
        out: List[Clause] = []
        for d in self.differences:
            for c in d.clauses:
                if c not in out:
                    out.append(c)
        return tuple(out)


def differences(fn: Callable[[str], Iterable[str]], position: PositionLike) -> List[Difference]:
    """The moves on which fn(fen) differs from the legal moves of `position`, each with its clauses."""
    p = as_position(position)
    fen = p.fen()
    theirs = set(fn(fen))
    ours = {m.uci() for m in legal_moves(p)}
    out: List[Difference] = []
    for u in sorted(theirs - ours, key=repr):
        if not isinstance(u, str):
            out.append(Difference(repr(u), "extra", (), "not a UCI string"))
            continue
        try:
            j = judge(p, u) if _is_uci_text(u) else None
        except MoveError:
            j = None
        if j is None or j.read_as != "uci":
            out.append(Difference(u, "extra", (), "not a UCI move"))
        else:
            out.append(Difference(u, "extra", tuple(v.clause for v in j.violations),
                                  "; ".join(str(v) for v in j.violations) or "illegal"))
    for u in sorted(ours - theirs):
        j = judge(p, u)
        out.append(Difference(u, "missing", j.permitted_by, "legal: permitted by " + ", ".join(str(c) for c in j.permitted_by)))
    return out


def _is_uci_text(u: str) -> bool:
    return 4 <= len(u) <= 5 and u[0] in "abcdefgh" and u[2] in "abcdefgh" and u[1] in "12345678" and u[3] in "12345678"


def check_move_generator(fn: Callable[[str], Iterable[str]], *, max_examples: int = 200, max_plies: int = 80,
                         start: PositionLike = None) -> None:
    """Raises MoveGeneratorMismatch, at the smallest position Hypothesis finds, if fn(fen) differs
    from the legal moves of any position of the legal games drawn; returns None when none does."""
    strategy = positions(max_plies=max_plies, start=start)
    try:
        p = find(strategy, lambda q: bool(differences(fn, q)),
                 settings=settings(max_examples=max_examples, deadline=None, database=None,
                                   suppress_health_check=list(HealthCheck)))
    except NoSuchExample:
        return None
    raise MoveGeneratorMismatch(p.fen(), differences(fn, p))


__all__ = ["Difference", "MoveGeneratorMismatch", "check_move_generator", "differences"]
