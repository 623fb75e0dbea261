"""chesslaw: a clause-traced rules kernel for the FIDE Laws of Chess, from Python.

    >>> import chesslaw
    >>> j = chesslaw.judge(chesslaw.Position.initial(), "e2e5")
    >>> j.legal, j.violations[0].clause.id
    (False, '3.7')

Every decision is the C++ kernel's (the same one the `chesslaw` CLI runs); the results are typed
objects that name the clause behind each verdict (Clause: id, title, text_ru, text_en, edition).
"""

from ._model import (
    ChesslawError,
    Clause,
    ClauseOutcome,
    Evidence,
    FenError,
    GameAudit,
    Judgement,
    Move,
    MoveError,
    Position,
    Record,
    Status,
    Violation,
    audit,
    can_checkmate,
    judge,
    judge_many,
    legal_many,
    legal_moves,
    legality,
    perft,
)
from . import spec

__version__ = "0.1.0"

__all__ = [
    "ChesslawError", "Clause", "ClauseOutcome", "Evidence", "FenError", "GameAudit", "Judgement", "Move",
    "MoveError", "Position", "Record", "Status", "Violation", "audit", "can_checkmate", "judge", "judge_many", "legal_many", "legal_moves",
    "legality", "perft", "spec",
]
