"""The typed model of the chesslaw package: clauses, positions, moves, judgements, audits.

Conversion only: every decision is the C++ kernel's and every object comes from the report/
writers the CLI prints (``chesslaw judge --json``, ``legality --json``, ``mate --json``,
``audit --jsonl``); this module turns those objects into classes. Nothing here decides.
"""

from __future__ import annotations

import enum
import json
import os
from dataclasses import dataclass
from typing import Any, Dict, Iterator, Mapping, Optional, Tuple, Union

from . import _core


class ChesslawError(Exception):
    """Base of the package's errors: input chesslaw cannot use, said with what and where."""


class FenError(ChesslawError, ValueError):
    """A text that is not a FEN position: `field` (placement, side_to_move, castling, en_passant,
    halfmove_clock, fullmove_number, whole) and the 0-based character `offset` in `fen`."""

    def __init__(self, message: str, *, fen: str, field: str, offset: int) -> None:
        super().__init__(message)
        self.message = message
        self.fen = fen
        self.field = field
        self.offset = offset


class MoveError(ChesslawError, ValueError):
    """A move text that is neither UCI nor SAN, or a SAN that is ambiguous in the position:
    the text and the 0-based `offset` of the fault in it."""

    def __init__(self, message: str, *, text: str, offset: int) -> None:
        super().__init__(message)
        self.message = message
        self.text = text
        self.offset = offset


# ---- clauses -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Clause:
    """One clause of the FIDE Laws of Chess, from the spec table (spec/include/chesslaw/spec/table.hpp).

    `text_ru` is the verbatim Russian text; `text_en` the English (FIDE's own where
    `text_en_source` names it, else a faithful rendering); `edition` names where `text_ru` comes
    from (a seed file "000"/"001"/"002", or "laws/ru-articleN.md (FIDE 2023)")."""

    id: str
    title: str
    text_ru: str
    text_en: str
    edition: str
    text_en_source: str
    article: int
    kind: str
    checkable: bool
    why: str
    caveat: str
    fide2023: str

    def __str__(self) -> str:
        return f"{self.id} ({self.title})"

    def __repr__(self) -> str:
        return f"<Clause {self.id} {self.title!r}>"


_CLAUSES: Optional[Tuple[Clause, ...]] = None
_BY_ID: Dict[str, Clause] = {}


def clauses() -> Tuple[Clause, ...]:
    """Every clause of the spec table, in the order of the Laws."""
    global _CLAUSES
    if _CLAUSES is None:
        _CLAUSES = tuple(Clause(*t) for t in _core.clauses())
        _BY_ID.update((c.id, c) for c in _CLAUSES)
    return _CLAUSES


def clause(clause_id: str) -> Clause:
    """The clause with this ID (e.g. "3.9", "5.2.1"); KeyError naming it if the table has none."""
    if not isinstance(clause_id, str):
        raise TypeError(f"a clause ID is a str, not {type(clause_id).__name__}")
    clauses()
    try:
        return _BY_ID[clause_id]
    except KeyError:
        raise KeyError(f"no clause {clause_id!r} in the spec table") from None


# ---- positions and moves ---------------------------------------------------------------------

class Move:
    """A move in UCI terms (from square, to square, promotion piece): e2e4, e1g1, e7e8q."""

    __slots__ = ("_m",)

    def __init__(self, core: "_core.Move") -> None:
        if not isinstance(core, _core.Move):
            raise TypeError("use Move.from_uci(text)")
        self._m = core

    @classmethod
    def from_uci(cls, text: str) -> "Move":
        """The move a UCI text names; MoveError (with the offset) when it names none."""
        if not isinstance(text, str):
            raise TypeError(f"a UCI move is a str, not {type(text).__name__}")
        r = _core.parse_uci(text)
        if isinstance(r, tuple):
            raise MoveError(r[0], text=text, offset=r[1])
        return cls(r)

    def uci(self) -> str:
        return self._m.uci()

    def __str__(self) -> str:
        return self._m.uci()

    def __repr__(self) -> str:
        return f"Move.from_uci({self._m.uci()!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self._m == other._m

    def __hash__(self) -> int:
        return hash(self._m.uci())


class Position:
    """A chess position (board, side to move, castling rights, en-passant square, clocks).

    Wherever the package asks for a position it also takes a FEN string or any object with a
    ``fen()`` method (a python-chess ``Board``; its ``chess960`` attribute is honoured)."""

    __slots__ = ("_p",)

    def __init__(self, core: "_core.Position") -> None:
        if not isinstance(core, _core.Position):
            raise TypeError("use Position.from_fen(text) or Position.initial()")
        self._p = core

    @classmethod
    def from_fen(cls, fen: str, *, chess960: bool = False) -> "Position":
        """Reads FEN as the CLI's --fen does (stale castling rights and a fullmove number of 0
        mended); FenError names the field and the offset of what cannot be read."""
        if not isinstance(fen, str):
            raise TypeError(f"a FEN is a str, not {type(fen).__name__}")
        r = _core.read_position(fen, bool(chess960))
        if isinstance(r, tuple):
            raise FenError(r[0], fen=fen, field=r[1], offset=r[2])
        return cls(r)

    @classmethod
    def initial(cls) -> "Position":
        return cls.from_fen("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1")

    def fen(self) -> str:
        return self._p.fen()

    @property
    def turn(self) -> str:
        """"white" or "black": the side to move."""
        return "white" if self._p.white_to_move else "black"

    @property
    def chess960(self) -> bool:
        return self._p.chess960

    def legal_moves(self) -> list:
        return legal_moves(self)

    def play(self, move: Union["Move", str]) -> "Position":
        """The position after a legal move (UCI or SAN text, or a Move); MoveError if it is not legal."""
        j = judge(self, move)
        if not j.legal or j.move is None:
            raise MoveError(f"{j.move_text!r} is not legal in {self.fen()}: "
                            + "; ".join(str(v) for v in j.violations), text=j.move_text, offset=0)
        return Position(self._p.play(j.move._m))

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Position) and self._p == other._p

    def __hash__(self) -> int:
        return hash(self._p)

    def __repr__(self) -> str:
        return f"Position.from_fen({self.fen()!r})"


PositionLike = Union[Position, str, Any]


def as_position(position: PositionLike) -> Position:
    """A Position from a Position, a FEN string or an object with a fen() method."""
    if isinstance(position, Position):
        return position
    if isinstance(position, str):
        return Position.from_fen(position)
    fen = getattr(position, "fen", None)
    if callable(fen):
        text = fen()
        if not isinstance(text, str):
            raise TypeError(f"{type(position).__name__}.fen() returned {type(text).__name__}, not a FEN str")
        return Position.from_fen(text, chess960=bool(getattr(position, "chess960", False)))
    raise TypeError(f"a position is a Position, a FEN str or an object with a fen() method, not {type(position).__name__}")


# ---- records: the JSON objects of the report writers as attribute access ---------------------

_CLAUSE_KEYS = {"clause", "verdict"}
_CLAUSE_LIST_KEYS = {"clauses", "decided_by", "permitted_by"}


def _is_clause_id(v: Any) -> bool:
    if not isinstance(v, str):
        return False
    clauses()
    return v in _BY_ID


def _wrap(key: Optional[str], v: Any) -> Any:
    if isinstance(v, dict):
        return Record(v)
    if isinstance(v, list):
        if key in _CLAUSE_LIST_KEYS and all(_is_clause_id(x) for x in v):
            return tuple(_BY_ID[x] for x in v)
        return tuple(_wrap(None, x) for x in v)
    if key in _CLAUSE_KEYS and _is_clause_id(v):
        return _BY_ID[v]
    return v


class Record(Mapping[str, Any]):
    """A JSON object of the report writers with its fields as attributes: nested objects are
    Records, arrays tuples, clause IDs (`clause`, `clauses`, `decided_by`) Clause objects. As a
    mapping it gives the raw JSON values (``record["clause"]`` is the ID string)."""

    __slots__ = ("_d",)

    def __init__(self, d: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_d", d)

    def _fields(self) -> Mapping[str, Any]:
        return object.__getattribute__(self, "_d")

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__"):
            raise AttributeError(name)
        d = self._fields()
        if name in d:
            return _wrap(name, d[name])
        raise AttributeError(f"no field {name!r} (fields: {', '.join(d)})")

    def __getitem__(self, key: str) -> Any:
        return self._fields()[key]

    def __iter__(self) -> Iterator[str]:
        return iter(self._fields())

    def __len__(self) -> int:
        return len(self._fields())

    def to_json(self) -> Dict[str, Any]:
        return self._fields()

    def __repr__(self) -> str:
        return f"Record({json.dumps(self._fields(), ensure_ascii=False)[:200]})"


# ---- judge -----------------------------------------------------------------------------------

@dataclass(frozen=True)
class Evidence:
    """One witness of a clause's outcome: `fact` (square_attacked, pinned_piece, geometry, …),
    `text` for people, and the other fields of the JSON object in `details` (at, by, piece …)."""

    fact: str
    text: str
    details: Mapping[str, Any]

    @classmethod
    def _of(cls, d: Mapping[str, Any]) -> "Evidence":
        return cls(d.get("fact", ""), d.get("text", ""), d)


@dataclass(frozen=True)
class Violation:
    """A clause the move breaks, with its evidence."""

    clause: Clause
    evidence: Tuple[Evidence, ...]

    def __str__(self) -> str:
        why = "; ".join(e.text for e in self.evidence)
        return f"{self.clause.id} ({self.clause.title})" + (f": {why}" if why else "")


@dataclass(frozen=True)
class ClauseOutcome:
    """One clause judged: outcome "satisfied", "violated" or "not_applicable", with evidence."""

    clause: Clause
    outcome: str
    evidence: Tuple[Evidence, ...]


class Judgement:
    """A move judged clause by clause under Article 3 (3.10.1 legal / 3.10.2 illegal).

    The kernel's judgement is held as it is: `legal`, `verdict`, `move`, `move_text`, `read_as`
    and `violated_ids` are read from it directly; `violations`, `permitted_by`, `trace` (every
    clause with its outcome and evidence), `why` and `to_json()` are built on first use from the
    object `chesslaw judge --json` prints, by the same writer. `move` is None when the SAN names no
    piece that could make it (`why` says so)."""

    __slots__ = ("_j", "_d")

    def __init__(self, core: "_core.Judged") -> None:
        if not isinstance(core, _core.Judged):
            raise TypeError("a Judgement comes from chesslaw.judge()")
        self._j = core
        self._d = None

    # -- straight from the kernel's judgement ------------------------------------------------
    @property
    def legal(self) -> bool:
        """3.10.1 (True) or 3.10.2 (False)."""
        return self._j.legal

    @property
    def verdict(self) -> Clause:
        """The clause of the verdict: 3.10.1 or 3.10.2."""
        return _clause_by_id(self._j.verdict)

    @property
    def move(self) -> Optional[Move]:
        m = self._j.move
        return None if m is None else Move(m)

    @property
    def move_text(self) -> str:
        return self._j.move_text

    @property
    def read_as(self) -> str:
        """How the text was read: "uci", "san" or "san_resolved" (a SAN no legal move fits, judged
        as the move it can only mean)."""
        return self._j.read_as

    @property
    def fen(self) -> str:
        return self._j.fen()

    @property
    def violated_ids(self) -> Tuple[str, ...]:
        """The IDs of the clauses the move breaks, without building their evidence."""
        return tuple(self._j.violated())

    # -- built on first use from the writer of `chesslaw judge --json` -----------------------
    def _json(self) -> Mapping[str, Any]:
        d = self._d
        if d is None:
            d = self._d = json.loads(self._j.json())
        return d

    @property
    def violations(self) -> Tuple[Violation, ...]:
        """Each clause the move breaks, with its evidence (empty for a legal move)."""
        return tuple(Violation(_clause_by_id(v["clause"]), _evidence(v["evidence"])) for v in self._json().get("violations", []))

    @property
    def permitted_by(self) -> Tuple[Clause, ...]:
        """For a legal move, the clauses that permit it (definitions apart)."""
        return tuple(_clause_by_id(c) for c in self._json().get("permitted_by", []))

    @property
    def trace(self) -> Tuple[ClauseOutcome, ...]:
        """Every predicate of 3.1–3.9 (and Guidelines II in Chess960) with its outcome and evidence."""
        return tuple(ClauseOutcome(_clause_by_id(t["clause"]), t["outcome"], _evidence(t["evidence"]))
                     for t in self._json().get("trace", []))

    @property
    def why(self) -> Optional[str]:
        return self._json().get("why")

    def to_json(self) -> Dict[str, Any]:
        """The object `chesslaw judge --json` prints for this move."""
        return dict(self._json())

    def __bool__(self) -> bool:
        return self._j.legal

    def __repr__(self) -> str:
        ids = ", ".join(self._j.violated())
        return f"<Judgement {self._j.move_text}: {self._j.verdict}" + (f" ({ids})" if ids else "") + ">"

    def _repr_html_(self) -> Optional[str]:
        """For a notebook: the HTML report's board of the move (report/html.hpp breach_board: the
        arrow, the attacking pieces and witness squares of the clauses it breaks, the legend), then
        each violation with its clause. None when no piece could make the move (no board to show)."""
        m = self._j.move
        if m is None:
            return None
        board = _core.judgement_board(self._j.position, m)
        items = "".join(f"<li>{_escape(str(v))}</li>" for v in self.violations)
        verdict = _escape(f"{self.move_text}: {self.verdict}")
        return (_style() + '<div class="chesslaw">' + board + f"<p>{verdict}</p>"
                + (f'<ul class="findings">{items}</ul>' if items else "") + "</div>")


def _clause_by_id(clause_id: str) -> Clause:
    c = _BY_ID.get(clause_id)
    if c is None:
        clauses()
        c = _BY_ID[clause_id]
    return c


def _evidence(xs: Any) -> Tuple[Evidence, ...]:
    return tuple(Evidence._of(e) for e in xs)


_new_judgement = object.__new__
_CorePosition = _core.Position
_CoreMove = _core.Move


def _wrap_judged(core: "_core.Judged") -> Judgement:
    j = _new_judgement(Judgement)
    j._j = core
    j._d = None
    return j


def judge(position: PositionLike, move: Union[Move, str]) -> Judgement:
    """Judges `move` in `position` under Article 3: every clause of 3.1–3.9 (and Guidelines II in
    Chess960) with its outcome and evidence; `legal` is 3.10.1, else 3.10.2 with the violations.

    `move` is a Move, or text: UCI (e2e4, e7e8q, e1g1) or SAN read in the position (Nf3, O-O);
    a SAN no legal move fits is judged as the move it can only mean. MoveError for text that is
    no move, or an ambiguous SAN. Many moves of one position: judge_many()."""
    p = position._p if type(position) is Position else as_position(position)._p
    if type(move) is str:
        r = _core.judge_text(p, move)
        if type(r) is tuple:
            raise MoveError(r[0], text=move, offset=r[1])
        return _wrap_judged(r)
    if isinstance(move, Move):
        return _wrap_judged(_core.judge_move(p, move._m))
    if isinstance(move, str):
        return judge(position, str(move))
    raise TypeError(f"a move is a Move or a str (UCI or SAN), not {type(move).__name__}")


def judge_many(position: PositionLike, moves: Any) -> list:
    """judge() of each of `moves` (Move objects or UCI/SAN texts) in one position, in one call
    into the kernel that runs without the GIL: a list of Judgement, in order. MoveError for the
    first text that is no move (or an ambiguous SAN)."""
    p = as_position(position)._p
    if isinstance(moves, (str, bytes)) or not hasattr(moves, "__iter__"):
        raise TypeError(f"moves is an iterable of Move or str, not {type(moves).__name__}")
    items = [m._m if isinstance(m, Move) else m for m in moves]
    out = _core.judge_many(p, items)
    for r, m in zip(out, items):
        if type(r) is tuple:
            raise MoveError(r[0], text=m, offset=r[1])
    return [_wrap_judged(r) for r in out]


def legal_many(position: PositionLike, moves: Any) -> list:
    """Only the verdicts of many moves in one position (True: 3.10.1, False: 3.10.2; None for a
    text that is no move or an ambiguous SAN), judged by the same judge without the GIL and
    without building any object: the figure to compare with the kernel's own judge rate."""
    p = as_position(position)._p
    if isinstance(moves, (str, bytes)) or not hasattr(moves, "__iter__"):
        raise TypeError(f"moves is an iterable of str, not {type(moves).__name__}")
    texts = list(moves)
    for m in texts:
        if not isinstance(m, str):
            raise TypeError(f"a move is a str (UCI or SAN) here, not {type(m).__name__}")
    return _core.legal_many(p, texts)


def legal_moves(position: PositionLike) -> list:
    """Every legal move of the side to move (3.1–3.9, 3.10.1), as Move objects."""
    p = as_position(position)
    return [Move(m) for m in _core.legal_moves(p._p)]


_MAX_PERFT_DEPTH = 15


def perft(position: PositionLike, depth: int) -> int:
    """The number of legal move paths of `depth` plies from `position` (depth 0: 1)."""
    p = as_position(position)
    if isinstance(depth, bool) or not isinstance(depth, int):
        raise TypeError(f"depth is an int, not {type(depth).__name__}")
    if depth < 0 or depth > _MAX_PERFT_DEPTH:
        raise ValueError(f"depth must be 0..{_MAX_PERFT_DEPTH}, not {depth}")
    return _core.perft(p._p, depth)


def _fen_of(position: PositionLike) -> Tuple[str, bool]:
    if isinstance(position, str):
        return position, False
    if isinstance(position, Position):
        return position.fen(), position.chess960
    fen = getattr(position, "fen", None)
    if callable(fen):
        text = fen()
        if isinstance(text, str):
            return text, bool(getattr(position, "chess960", False))
    raise TypeError(f"a position is a Position, a FEN str or an object with a fen() method, not {type(position).__name__}")


def _budget(budget_ms: float) -> float:
    if isinstance(budget_ms, bool) or not isinstance(budget_ms, (int, float)) or not budget_ms >= 0:
        raise ValueError(f"budget_ms must be a number of milliseconds, 0 or more, not {budget_ms!r}")
    return float(budget_ms)


def legality(position: PositionLike, *, budget_ms: float = 1000) -> Record:
    """The 3.10.3 verdict on a position as written: `verdict` "illegal" (with `arguments`),
    "reachable" (with a `proof_game` the kernel replayed) or "unknown" within the budget — the
    object `chesslaw legality --json` prints, as a Record."""
    fen, chess960 = _fen_of(position)
    r = _core.legality_json(fen, chess960, _budget(budget_ms))
    if isinstance(r, tuple):
        raise FenError(r[0], fen=fen, field=r[1], offset=r[2])
    return Record(json.loads(r))


def can_checkmate(position: PositionLike, side: str, *, budget_ms: float = 1000) -> Record:
    """Whether `side` ("white" or "black") can checkmate by any series of legal moves (the question
    of 5.2.2 and 6.9): `verdict` "can" (with a verified helpmate `certificate`), "cannot" (with its
    `rule`) or "unknown" — the answer object of `chesslaw mate --json`."""
    fen, _ = _fen_of(position)
    if side not in ("white", "black"):
        raise ValueError(f"side is 'white' or 'black', not {side!r}")
    r = _core.mate_json(fen, side == "white", _budget(budget_ms))
    if isinstance(r, tuple):
        raise FenError(r[0], fen=fen, field=r[1], offset=r[2])
    return Record(json.loads(r))


# ---- audit -----------------------------------------------------------------------------------

class Status(str, enum.Enum):
    """A game's status in the audit."""

    clean = "clean"
    illegal = "illegal"          #: a move breaks Article 3 (3.10.2), or the start position 3.10.3
    inconsistent = "inconsistent"  #: no breach, but the record contradicts the end or the Laws (5, 6.9, 9)
    unreadable = "unreadable"    #: the PGN, its FEN tag or a move cannot be read


class GameAudit(Record):
    """One game audited: the object `chesslaw audit --jsonl` writes for it (schema
    chesslaw-audit/3, docs/jsonl.md) with typed fields: `status` (Status), `breaches` (every
    illegal move, each with its `clauses` and `violations`), `result` (tag, movetext, by_laws,
    findings), `end` (5.1.1, 5.2.1, 5.2.2, 9.6.1, 9.6.2), `repairs`, `clock` (Article 6),
    `irregularities` (7.5), `adjudication`, `findings`, `tags`, … — every field of the JSONL.

    The game's line is kept as the writer produced it; its fields are read from it on first
    use (an audit that only counts or forwards lines pays for no parsing)."""

    __slots__ = ("_line", "_html")

    def __init__(self, line: Union[bytes, str], html: Optional[str] = None) -> None:
        self._d = None  # parsed on first use
        self._line = line
        self._html = html

    def _fields(self) -> Mapping[str, Any]:
        d = self._d
        if d is None:
            d = self._d = json.loads(self._line)
        return d

    def _repr_html_(self) -> Optional[str]:
        """The game's section of the HTML report (`chesslaw audit --html`: the findings with their
        clauses, the boards of the breaches and of the end, the clock chart), for a notebook; None
        for a game the report has no section for, or when audit() was not asked for html."""
        if not self._html:
            return None
        return _style() + '<div class="chesslaw">' + self._html + "</div>"

    @property
    def status(self) -> Status:
        return Status(self._fields()["status"])

    @property
    def tags(self) -> Dict[str, str]:
        return dict(self._fields()["tags"])

    def json_line(self) -> str:
        """The line `chesslaw audit --jsonl` prints for this game (without the newline)."""
        line = self._line
        if isinstance(line, bytes):
            line = line.decode("utf-8")
        return line.rstrip("\n")

    def json_bytes(self) -> bytes:
        """The line `chesslaw audit --jsonl` prints for this game, as UTF-8 bytes with its newline."""
        line = self._line
        return line if isinstance(line, bytes) else line.encode("utf-8")

    def __repr__(self) -> str:
        d = self._fields()
        return f"<GameAudit game {d['game']} of {d['file']} (line {d['line']}): {d['status']}>"


_BATCH = 256
_STYLE: Optional[str] = None


def _escape(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;")


def _style() -> str:
    global _STYLE
    if _STYLE is None:
        _STYLE = _core.html_style()
    return _STYLE


def audit(source: Union[str, "os.PathLike[str]", bytes, Any], *, clocks: bool = True, jobs: int = 1,
          name: Optional[str] = None, reachability_ms: float = 0, html: bool = False) -> Iterator[GameAudit]:
    """Audits every game of a PGN source as `chesslaw audit --jsonl` does: Article 3 on every move
    (every breach, 3.10.2), the end of the game (Articles 5, 9) against its result (6.9, 5.1.2), the
    clocks (Article 6) when `clocks`, Article 7.5's accounting; yields a GameAudit per game, in input
    order.

    `source`: a path (str or os.PathLike) of a plain PGN file, PGN content as bytes, or a binary
    file object (read whole). `name` is the `file` field of each game (default: the path as given,
    else the file object's name, else "<bytes>"). `jobs` games are audited in parallel (threads,
    without the GIL). `html`: also render each game's section of the HTML report, shown by
    GameAudit._repr_html_ in a notebook."""
    if isinstance(jobs, bool) or not isinstance(jobs, int) or not 1 <= jobs <= 1024:
        raise ValueError(f"jobs must be an int 1..1024, not {jobs!r}")
    if not isinstance(clocks, bool):
        raise TypeError(f"clocks is a bool, not {type(clocks).__name__}")
    if not isinstance(html, bool):
        raise TypeError(f"html is a bool, not {type(html).__name__}")
    if name is not None and not isinstance(name, str):
        raise TypeError(f"name is a str, not {type(name).__name__}")
    reach = _budget(reachability_ms)
    if isinstance(source, (str, os.PathLike)):
        path = os.fspath(source)
        if not isinstance(path, str):
            raise TypeError("a path is a str or an os.PathLike of str")
        if os.path.isdir(path):
            raise IsADirectoryError(f"cannot read {path}: it is a directory")
        if not os.path.exists(path):
            raise FileNotFoundError(f"cannot read {path}: no such file")
        stream = _core.audit_path(path, name if name is not None else path, clocks, jobs, reach, html)
    elif isinstance(source, (bytes, bytearray, memoryview)):
        stream = _core.audit_bytes(bytes(source), name if name is not None else "<bytes>", clocks, jobs, reach, html)
    elif callable(getattr(source, "read", None)):
        data = source.read()
        if not isinstance(data, (bytes, bytearray)):
            raise TypeError(f"the file object must be binary: read() returned {type(data).__name__}")
        label = name if name is not None else getattr(source, "name", None)
        stream = _core.audit_bytes(bytes(data), label if isinstance(label, str) else "<bytes>", clocks, jobs, reach, html)
    else:
        raise TypeError(f"source is a path (str, os.PathLike), bytes or a binary file object, not {type(source).__name__}")
    return _games(stream, jobs, html)


def _games(stream: Any, jobs: int, html: bool) -> Iterator[GameAudit]:
    n = max(_BATCH, 16 * jobs)
    while True:
        lines = stream.next(n)
        if not lines:
            return
        if html:
            for line, section in zip(lines, stream.sections()):
                yield GameAudit(line, section)
        else:
            yield from map(GameAudit, lines)
