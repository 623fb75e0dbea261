"""The typed model from Python: positions, moves, judge, legal_moves, perft, legality, can_checkmate, spec."""

import pytest

import chesslaw
from chesslaw import FenError, Move, MoveError, Position

START = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"
KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"


class FakeBoard:
    """Stands for a python-chess Board: anything with fen() is a position."""

    def __init__(self, fen):
        self._fen = fen
        self.chess960 = False

    def fen(self):
        return self._fen


def test_from_fen_round_trip():
    p = Position.from_fen(KIWIPETE)
    assert p.fen() == KIWIPETE
    assert p.turn == "white"
    assert p == Position.from_fen(KIWIPETE)
    assert Position.initial().fen() == START


@pytest.mark.parametrize("fen,field,offset", [
    ("rnbqkbnr/ppppXppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1", "placement", 13),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR x KQkq - 0 1", "side_to_move", 44),
    ("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq z9 0 1", "en_passant", 51),
])
def test_fen_error_names_field_and_offset(fen, field, offset):
    with pytest.raises(FenError) as e:
        Position.from_fen(fen)
    assert e.value.field == field
    assert e.value.offset == offset
    assert e.value.fen == fen
    assert isinstance(e.value, ValueError)


def test_judge_illegal_names_clause_and_evidence():
    j = chesslaw.judge(START, "e2e5")
    assert not j.legal and not j
    assert j.verdict.id == "3.10.2"
    assert [v.clause.id for v in j.violations] == ["3.7"]
    v = j.violations[0]
    assert v.clause.text_ru and v.clause.text_en and v.clause.edition
    assert v.evidence[0].fact == "geometry" and "e2" in v.evidence[0].text
    assert j.to_json()["violations"][0]["clause"] == "3.7"


def test_judge_pinned_piece_violates_3_9():
    # the knight on c6 is pinned by the bishop on b5
    fen = "r1bqkbnr/ppp2ppp/2np4/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4"
    j = chesslaw.judge(fen, "Nd4")
    assert not j.legal
    assert j.read_as == "san_resolved"  # no legal move fits: judged as the move it can only mean
    assert {v.clause.id for v in j.violations} == {"3.9"}
    assert {e.fact for e in j.violations[0].evidence} >= {"pinned_piece"}


def test_judge_accepts_uci_san_move_and_fen_objects():
    for m in ("g1f3", "Nf3", Move.from_uci("g1f3")):
        j = chesslaw.judge(FakeBoard(START), m)
        assert j.legal and j.verdict.id == "3.10.1"
        assert j.move == Move.from_uci("g1f3")
        assert any(c.id for c in j.permitted_by)


def test_judge_bad_move_text():
    with pytest.raises(MoveError) as e:
        chesslaw.judge(START, "Nz9")
    assert e.value.text == "Nz9"
    with pytest.raises(MoveError):
        chesslaw.judge("4k3/8/8/8/8/8/8/1N3NK1 w - - 0 1", "Nd2")  # both knights can go to d2: ambiguous


def test_legal_moves_agree_with_judge_and_perft():
    p = Position.from_fen(KIWIPETE)
    moves = chesslaw.legal_moves(p)
    assert len(moves) == 48 == chesslaw.perft(p, 1)
    assert all(chesslaw.judge(p, m).legal for m in moves)
    assert chesslaw.perft(p, 3) == 97862
    assert chesslaw.perft(START, 0) == 1
    assert chesslaw.perft(START, 4) == 197281


def test_perft_bounds():
    with pytest.raises(ValueError):
        chesslaw.perft(START, -1)
    with pytest.raises(TypeError):
        chesslaw.perft(START, 2.0)


def test_play():
    p = Position.initial().play("e4").play("e7e5")
    assert p.fen().startswith("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq - 0 2")  # no e.p. capture: no e.p. square
    with pytest.raises(MoveError):
        Position.initial().play("e2e5")


def test_can_checkmate():
    a = chesslaw.can_checkmate("8/8/8/4k3/8/8/8/4K2N w - - 0 1", "white", budget_ms=100)
    assert a.verdict == "cannot" and a.rule == "material"
    b = chesslaw.can_checkmate("8/8/8/4k3/8/8/8/R3K3 w - - 0 1", "white", budget_ms=1000)
    assert b.verdict == "can" and len(b.certificate) > 0
    with pytest.raises(ValueError):
        chesslaw.can_checkmate(START, "red")


def test_legality():
    assert chesslaw.legality(START).verdict == "reachable"
    r = chesslaw.legality("rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNP w Qkq - 0 1", budget_ms=0)
    assert r.verdict == "illegal"
    assert r.clause.id == "3.10.3"
    assert len(r.arguments) >= 1


def test_spec_clauses():
    cs = chesslaw.spec.clauses()
    ids = [c.id for c in cs]
    assert len(ids) == len(set(ids)) > 100
    c = chesslaw.spec.clause("3.7.4") if "3.7.4" in ids else chesslaw.spec.clause("3.9")
    assert c.text_ru and c.text_en and c.title
    with pytest.raises(KeyError):
        chesslaw.spec.clause("99.99")


def test_gil_released_during_perft():
    # while a thread runs perft, the main thread must keep running Python code: the call holds no GIL
    import threading
    entered = threading.Event()
    result = []

    def work():
        entered.set()
        result.append(chesslaw.perft(START, 5))

    t = threading.Thread(target=work)
    t.start()
    entered.wait()
    spins = 0
    while t.is_alive():
        spins += 1
    t.join()
    assert result == [4865609]
    assert spins > 1000, spins  # holding the GIL, the loop would run only before and after the call


def test_judgement_html_shows_the_board_and_clause():
    fen = "r1bqkbnr/ppp2ppp/2np4/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4"
    h = chesslaw.judge(fen, "c6d4")._repr_html_()
    assert h.startswith("<style>") and h.count("<svg") == 1
    assert "3.9 (check)" in h and "b5" in h
    assert chesslaw.judge(START, "Nf3")._repr_html_().count("<svg") == 1
    assert chesslaw.judge("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Rc4")._repr_html_() is None  # no piece can mean it


EVERY_PAIR = [a + b for a in [f + r for f in "abcdefgh" for r in "12345678"]
              for b in [f + r for f in "abcdefgh" for r in "12345678"] if a != b]


@pytest.mark.parametrize("fen", [START, "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
                                 "r1bqkbnr/ppp2ppp/2np4/1B2p3/4P3/5N2/PPPP1PPP/RNBQ1RK1 b kq - 1 4"])
def test_judge_many_and_legal_many_equal_judge(fen):
    # the batch calls judge every from-to pair as judge() does, fields read from the kernel's
    # judgement equal the JSON object's, and legal_many's verdicts are judge's
    p = Position.from_fen(fen)
    many = chesslaw.judge_many(p, EVERY_PAIR)
    legal = chesslaw.legal_many(p, EVERY_PAIR)
    assert len(many) == len(legal) == len(EVERY_PAIR)
    for m, j, ok in zip(EVERY_PAIR, many, legal):
        one = chesslaw.judge(p, m)
        d = one.to_json()
        assert j.to_json() == d
        assert (j.legal, one.legal, ok) == (d["legal"], d["legal"], d["legal"])
        assert j.verdict.id == d["verdict"]
        assert j.move.uci() == d["move"] and j.move_text == d["move_text"] and j.read_as == d["read_as"]
        assert list(j.violated_ids) == [v["clause"] for v in d["violations"]]
    assert sum(1 for x in legal if x) == len(chesslaw.legal_moves(p))


def test_judge_many_reads_san_and_moves_and_names_bad_text():
    js = chesslaw.judge_many(START, ["Nf3", Move.from_uci("e2e4"), "e2e5", "O-O"])
    assert [j.legal for j in js] == [True, True, False, False]
    assert [j.read_as for j in js] == ["san", "uci", "uci", "san_resolved"]
    assert chesslaw.legal_many(START, ["Nf3", "Nz9", "e2e5"]) == [True, None, False]
    with pytest.raises(MoveError) as e:
        chesslaw.judge_many(START, ["e2e4", "Nz9"])
    assert e.value.text == "Nz9"
    with pytest.raises(TypeError):
        chesslaw.judge_many(START, ["e2e4", 5])
    with pytest.raises(TypeError):
        chesslaw.judge_many(START, "e2e4")


def test_unjudged_san_has_no_move_and_says_why():
    j = chesslaw.judge("4k3/8/8/8/8/8/8/4K3 w - - 0 1", "Nf3")  # white has no knight: no move to judge
    assert j.move is None and not j.legal and j.verdict.id == "3.10.2"
    assert j.why and "Nf3" in j.why and j.to_json()["move"] is None
    assert j.violations == () and j.trace == ()
