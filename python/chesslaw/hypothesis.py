"""Hypothesis strategies over the chesslaw kernel (Debian python3-hypothesis).

    from hypothesis import given
    from chesslaw.hypothesis import games, positions

    @given(positions())
    def test_my_generator(p): ...

A game is drawn as a list of choices, each an index into the legal moves of the position reached
(chesslaw.legal_moves: the kernel's generator, proven equal to the judge), so Hypothesis shrinks a
failing game toward fewer plies and toward each position's first legal move. Every position drawn
is reachable from the initial position (3.10.3) by the game that led to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Optional, Tuple

from hypothesis import strategies as st

from ._model import Move, Position, as_position, judge, legal_moves


@dataclass(frozen=True)
class Game:
    """A legal game: the start position, the moves and every position after them."""

    start: Position
    moves: Tuple[Move, ...]
    positions: Tuple[Position, ...]  #: positions[0] is start, positions[i] the one after moves[i-1]

    @property
    def final(self) -> Position:
        return self.positions[-1]


@st.composite
def games(draw, max_plies: int = 80, start: Optional[object] = None) -> Game:
    """Legal games from `start` (default: the initial position) of at most `max_plies` plies; a game
    ends early where the side to move has no legal move (5.1.1, 5.2.1)."""
    p = as_position(start) if start is not None else Position.initial()
    first = p
    n = draw(st.integers(min_value=0, max_value=max_plies))
    moves = []
    seen = [p]
    for _ in range(n):
        options = legal_moves(p)
        if not options:
            break
        m = options[draw(st.integers(min_value=0, max_value=len(options) - 1))]
        p = Position(p._p.play(m._m))
        moves.append(m)
        seen.append(p)
    return Game(first, tuple(moves), tuple(seen))


def positions(max_plies: int = 80, start: Optional[object] = None) -> st.SearchStrategy[Position]:
    """Positions reached by legal games (so reachable, 3.10.3), shrinking toward shorter games."""
    return games(max_plies=max_plies, start=start).map(lambda g: g.final)


@st.composite
def positions_where(draw, clause_id: str, max_plies: int = 120, attempts: int = 60) -> Tuple[Position, Move]:
    """A reachable position and a candidate move (from, to of the side to move's pieces, legal or
    not) whose judgement applies `clause_id` (its outcome is satisfied or violated, not "not
    applicable"): e.g. "3.7.4" (en passant), "3.8.2" (castling), "3.9" (check)."""
    for _ in range(attempts):
        p = draw(positions(max_plies=max_plies))
        candidates = _candidates(p)
        if not candidates:
            continue
        order = draw(st.permutations(range(len(candidates))))
        for i in order[:40]:
            m = candidates[i]
            j = judge(p, m)
            if any(t.clause.id == clause_id and t.outcome != "not_applicable" for t in j.trace):
                return p, m
    from hypothesis import reject
    reject()


def _candidates(p: Position):
    """UCI moves from every square of the side to move's pieces to every square (promotions to a
    queen): the judge's candidate moves, legal or not."""
    fen = p.fen().split()[0]
    white = p.turn == "white"
    squares = []
    rank = 8
    file = 0
    for ch in fen:
        if ch == "/":
            rank -= 1
            file = 0
        elif ch.isdigit():
            file += int(ch)
        else:
            if ch.isupper() == white:
                squares.append((ch.lower(), "abcdefgh"[file] + str(rank)))
            file += 1
    out = []
    for piece, frm in squares:
        for f in "abcdefgh":
            for r in "12345678":
                to = f + r
                if to == frm:
                    continue
                promo = "q" if piece == "p" and r in "18" else ""
                out.append(Move.from_uci(frm + to + promo))
    return out


__all__ = ["Game", "games", "positions", "positions_where"]
