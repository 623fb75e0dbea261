"""Bad input from Python — random bytes and text to every entry point, wrong types, None — raises a
typed exception (chesslaw.ChesslawError, TypeError, ValueError, KeyError, OSError), never crashes
the interpreter. Hypothesis (Debian python3-hypothesis) generates the input."""

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import chesslaw

TYPED = (chesslaw.ChesslawError, TypeError, ValueError, KeyError, OSError)
START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
ENOUGH = settings(max_examples=300, deadline=None, database=None, suppress_health_check=list(HealthCheck))

# text near FEN and near moves finds the deeper paths of the readers, random text the shallow ones
fen_like = st.one_of(
    st.text(max_size=90),
    st.lists(st.sampled_from(list("pnbrqkPNBRQK12345678/ wb-KQkqa-h0123456789")), max_size=90).map("".join),
    st.builds(lambda a, b: START[:a] + b + START[a + len(b):], st.integers(0, len(START)), st.text(max_size=3)),
)
move_like = st.one_of(st.text(max_size=10), st.from_regex(r"[KQRBNPa-hx1-8=O\-+#]{0,8}", fullmatch=True))


def call(f, *args, **kw):
    try:
        return f(*args, **kw)
    except TYPED:
        return None


@ENOUGH
@given(fen_like)
def test_fen_text(text):
    call(chesslaw.Position.from_fen, text)
    call(chesslaw.legality, text, budget_ms=0)
    call(chesslaw.can_checkmate, text, "white", budget_ms=5)
    call(chesslaw.legal_moves, text)
    call(chesslaw.perft, text, 1)


@ENOUGH
@given(move_like)
def test_move_text(text):
    call(chesslaw.judge, START, text)
    call(chesslaw.judge, "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1", text)
    call(chesslaw.Move.from_uci, text)
    call(chesslaw.judge_many, START, [text, "e2e4", text])
    call(chesslaw.legal_many, START, [text, "e2e4"])


@ENOUGH
@given(st.binary(max_size=2000))
def test_audit_bytes(data):
    for g in chesslaw.audit(data):
        assert g.status in set(chesslaw.Status)
        g.to_json()


@ENOUGH
@given(st.lists(st.sampled_from(["[Event \"x\"]\n", "[FEN \"", START, "\"]\n", "[SetUp \"1\"]\n", "1. ", "e4 ", "e5 ", "Nf3 ",
                                 "{[%clk 0:01:00]} ", "(", ")", "1-0", "*", "\n\n", "O-O ", "Ke2 ", "\x00", "\xff", "%"]), max_size=40))
def test_audit_pgn_like(parts):
    for g in chesslaw.audit("".join(parts).encode("utf-8", "surrogatepass"), jobs=2):
        g.to_json()


@pytest.mark.parametrize("bad", [None, 1, 2.5, b"x", [], object()])
def test_wrong_types(bad):
    for f in (chesslaw.Position.from_fen, chesslaw.legal_moves, chesslaw.legality, chesslaw.Move.from_uci,
              lambda x: chesslaw.judge(START, x), lambda x: chesslaw.judge(x, "e4"),
              lambda x: chesslaw.can_checkmate(START, x), chesslaw.spec.clause,
              lambda x: chesslaw.judge_many(START, [x]), lambda x: chesslaw.judge_many(x, ["e4"]),
              lambda x: chesslaw.legal_many(START, [x]), lambda x: chesslaw.legal_many(x, ["e4"])):
        with pytest.raises(TYPED):
            f(bad)
    if not isinstance(bad, int):  # an int is a depth
        with pytest.raises(TYPED):
            chesslaw.perft(START, bad)
    if not isinstance(bad, bytes):
        with pytest.raises(TYPED):
            list(chesslaw.audit(bad))
    if bad != 1:  # 1 is a number of jobs
        with pytest.raises(TYPED):
            list(chesslaw.audit(b"", jobs=bad))
