# Type stubs of the chesslaw package (python/chesslaw/_model.py is the implementation).
import enum
import os
from typing import IO, Any, Dict, Iterable, Iterator, Mapping, Optional, Protocol, Tuple, Union

from . import spec as spec

__version__: str

class ChesslawError(Exception): ...

class FenError(ChesslawError, ValueError):
    message: str
    fen: str
    field: str  # whole | placement | side_to_move | castling | en_passant | halfmove_clock | fullmove_number
    offset: int  # 0-based character offset in fen

class MoveError(ChesslawError, ValueError):
    message: str
    text: str
    offset: int

class Clause:
    id: str
    title: str
    text_ru: str
    text_en: str
    edition: str
    text_en_source: str
    article: int
    kind: str  # definition | permission | prohibition | condition | procedure
    checkable: bool
    why: str
    caveat: str
    fide2023: str

class _HasFen(Protocol):
    def fen(self) -> str: ...

PositionLike = Union["Position", str, _HasFen]

class Move:
    @classmethod
    def from_uci(cls, text: str) -> Move: ...
    def uci(self) -> str: ...
    def __eq__(self, other: object) -> bool: ...
    def __hash__(self) -> int: ...

class Position:
    @classmethod
    def from_fen(cls, fen: str, *, chess960: bool = ...) -> Position: ...
    @classmethod
    def initial(cls) -> Position: ...
    def fen(self) -> str: ...
    @property
    def turn(self) -> str: ...
    @property
    def chess960(self) -> bool: ...
    def legal_moves(self) -> list[Move]: ...
    def play(self, move: Union[Move, str]) -> Position: ...

class Record(Mapping[str, Any]):
    def __getattr__(self, name: str) -> Any: ...
    def __getitem__(self, key: str) -> Any: ...
    def __iter__(self) -> Iterator[str]: ...
    def __len__(self) -> int: ...
    def to_json(self) -> Dict[str, Any]: ...

class Evidence:
    fact: str
    text: str
    details: Mapping[str, Any]

class Violation:
    clause: Clause
    evidence: Tuple[Evidence, ...]

class ClauseOutcome:
    clause: Clause
    outcome: str  # satisfied | violated | not_applicable
    evidence: Tuple[Evidence, ...]

class Judgement:
    fen: str
    move: Optional[Move]
    move_text: str
    read_as: str  # uci | san | san_resolved
    legal: bool
    verdict: Clause  # 3.10.1 or 3.10.2
    violations: Tuple[Violation, ...]
    permitted_by: Tuple[Clause, ...]
    trace: Tuple[ClauseOutcome, ...]
    why: Optional[str]
    violated_ids: Tuple[str, ...]  # read from the kernel's judgement, no evidence built
    def to_json(self) -> Dict[str, Any]: ...
    def __bool__(self) -> bool: ...
    def _repr_html_(self) -> Optional[str]: ...

class Status(str, enum.Enum):
    clean = "clean"
    illegal = "illegal"
    inconsistent = "inconsistent"
    unreadable = "unreadable"

class GameAudit(Record):
    @property
    def status(self) -> Status: ...
    @property
    def tags(self) -> Dict[str, str]: ...
    game: int
    file: str
    line: int
    plies: int
    start_position: Optional[Record]
    first_illegal: Optional[Record]
    breaches: Tuple[Record, ...]  # each: ply, move_number, side, san, uci, fen, line, column, clauses (Clause), violations
    replay_stopped: Optional[Record]
    end: Optional[Record]  # ply, clause (Clause), kind, result, evidence, fen, after_breach, argument
    result: Record  # tag, movetext, by_laws, findings, undecided
    claims: Tuple[Record, ...]
    repairs: Tuple[Record, ...]
    error: Optional[Record]
    warnings: Tuple[Record, ...]
    clock: Optional[Record]
    irregularities: Tuple[Record, ...]
    adjudication: Optional[Record]
    findings: Tuple[Record, ...]
    def json_line(self) -> str: ...
    def json_bytes(self) -> bytes: ...
    def _repr_html_(self) -> Optional[str]: ...

def judge(position: PositionLike, move: Union[Move, str]) -> Judgement: ...
def judge_many(position: PositionLike, moves: Iterable[Union[Move, str]]) -> list[Judgement]: ...
def legal_many(position: PositionLike, moves: Iterable[str]) -> list[Optional[bool]]: ...
def legal_moves(position: PositionLike) -> list[Move]: ...
def perft(position: PositionLike, depth: int) -> int: ...
def legality(position: PositionLike, *, budget_ms: float = ...) -> Record: ...
def can_checkmate(position: PositionLike, side: str, *, budget_ms: float = ...) -> Record: ...
def audit(source: Union[str, os.PathLike[str], bytes, IO[bytes]], *, clocks: bool = ..., jobs: int = ...,
          name: Optional[str] = ..., reachability_ms: float = ..., html: bool = ...) -> Iterator[GameAudit]: ...
