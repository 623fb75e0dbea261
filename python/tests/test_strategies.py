"""chesslaw.hypothesis strategies and chesslaw.testing.check_move_generator, with seeded bugs."""

import pytest
from hypothesis import HealthCheck, given, settings

import chesslaw
from chesslaw.hypothesis import games, positions, positions_where
from chesslaw.testing import MoveGeneratorMismatch, check_move_generator, differences

QUICK = settings(max_examples=60, deadline=None, database=None, suppress_health_check=list(HealthCheck))


@QUICK
@given(games(max_plies=40))
def test_games_are_legal(g):
    assert len(g.positions) == len(g.moves) + 1
    for p, m, q in zip(g.positions, g.moves, g.positions[1:]):
        assert chesslaw.judge(p, m).legal
        assert p.play(m) == q


@QUICK
@given(positions(max_plies=30))
def test_positions_are_reachable(p):
    assert chesslaw.legality(p, budget_ms=0).verdict != "illegal"


@settings(max_examples=5, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(positions_where("3.9", max_plies=20))
def test_positions_where_clause_applies(pm):
    p, m = pm
    assert any(t.clause.id == "3.9" and t.outcome != "not_applicable" for t in chesslaw.judge(p, m).trace)


def correct(fen):
    return {m.uci() for m in chesslaw.legal_moves(fen)}


def no_underpromotion(fen):  # seeded bug: a pawn promotes to a queen only
    return {u for u in correct(fen) if not (len(u) == 5 and u[4] in "rbn")}


def king_walks_into_check(fen):  # seeded bug: king steps onto attacked squares too
    out = correct(fen)
    p = chesslaw.Position.from_fen(fen)
    for m in chesslaw.legal_moves(p):
        u = m.uci()
        j = chesslaw.judge(p, m)
        if any(t.clause.id == "3.8.1" and t.outcome == "satisfied" for t in j.trace):  # a king step
            f, r = ord(u[0]), int(u[1])
            for df in (-1, 0, 1):
                for dr in (-1, 0, 1):
                    if (df or dr) and 0 <= f + df - 97 < 8 and 1 <= r + dr <= 8:
                        v = u[:2] + chr(f + df) + str(r + dr)
                        jv = chesslaw.judge(p, v)
                        if [c.clause.id for c in jv.violations] == ["3.9"]:
                            out.add(v)
    return out


def test_correct_generator_passes():
    check_move_generator(correct, max_examples=50, max_plies=40)


def test_differences_name_the_clause():
    d = differences(no_underpromotion, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1")
    assert {x.uci for x in d} == {"a7a8n", "a7a8b", "a7a8r"}
    assert all(x.kind == "missing" and "3.7.5" in [c.id for c in x.clauses] for x in d)
    extra = differences(lambda fen: correct(fen) | {"e1e9", "e1d1x"}, "4k3/8/8/8/8/8/8/4K3 w - - 0 1")
    assert {x.uci for x in extra} == {"e1e9", "e1d1x"} and all(x.kind == "extra" and not x.clauses for x in extra)


def test_seeded_bug_king_into_check_found_with_3_9():
    with pytest.raises(MoveGeneratorMismatch) as e:
        check_move_generator(king_walks_into_check, max_examples=300, max_plies=60)
    assert [c.id for c in e.value.clauses] == ["3.9"]
    assert all(d.kind == "extra" for d in e.value.differences)


def test_seeded_bug_no_underpromotion_found_with_3_7_5():
    start = "4k3/P7/8/8/8/8/7p/4K3 w - - 0 1"
    with pytest.raises(MoveGeneratorMismatch) as e:
        check_move_generator(no_underpromotion, max_examples=100, max_plies=6, start=start)
    assert "3.7.5" in [c.id for c in e.value.clauses]
    assert all(d.kind == "missing" for d in e.value.differences)
