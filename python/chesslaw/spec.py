"""The clause table of the FIDE Laws of Chess (spec/include/chesslaw/spec/table.hpp): every clause
chesslaw knows, with its Russian text, English text and edition."""

from ._model import Clause, clause, clauses

__all__ = ["Clause", "clause", "clauses"]
