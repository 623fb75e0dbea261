"""GameAudit.to_json() and json_line() equal `chesslaw audit --jsonl` for every game: the PGN files of
tests/data, and (marker corpus, ctest python.pytest_corpus) every PGN of CHESSLAW_DATA_DIR/pgn, one by
one, and every PGN anywhere under CHESSLAW_DATA_DIR (broadcast, peers' fixtures, …) in one CLI run."""

import io
import json
import subprocess

import pytest

import chesslaw

from conftest import DATA_DIR, SOURCE_DIR

OWN = sorted(str(p.relative_to(SOURCE_DIR)) for p in (SOURCE_DIR / "tests" / "data").rglob("*.pgn")) + ["tools/demo/sample.pgn"]
CORPUS = sorted(str(p) for p in (DATA_DIR / "pgn").rglob("*.pgn")) if (DATA_DIR / "pgn").is_dir() else []
EVERYWHERE = sorted(str(p) for p in DATA_DIR.rglob("*.pgn")) if DATA_DIR.is_dir() else []


def cli_games(cli, path, clocks=True):
    out = subprocess.run([str(cli), "audit", "--jsonl", "--no-progress", "--jobs", "1", "--clocks=" + ("on" if clocks else "off"), path],
                         cwd=SOURCE_DIR, capture_output=True, text=True, encoding="utf-8")
    assert out.returncode in (0, 1), out.stderr
    lines = out.stdout.splitlines()
    assert json.loads(lines[-1])["type"] == "summary"
    return lines[:-1]


def check_file(cli, path, clocks=True):
    expected = cli_games(cli, path, clocks)
    got = list(chesslaw.audit(SOURCE_DIR / path if not path.startswith("/") else path, name=path, clocks=clocks))
    assert len(got) == len(expected), path
    for g, line in zip(got, expected):
        assert g.json_line() == line
        assert g.to_json() == json.loads(line)
    return got


@pytest.mark.parametrize("path", OWN)
def test_own_data_equals_cli(cli, path):
    check_file(cli, path)


def test_clocks_off_equals_cli(cli):
    check_file(cli, "tests/data/adjudication/servers.pgn", clocks=False)


def test_sources_and_jobs_agree(cli):
    path = "tools/demo/sample.pgn"
    expected = [g.json_line() for g in check_file(cli, path)]
    data = (SOURCE_DIR / path).read_bytes()
    assert [g.json_line() for g in chesslaw.audit(data, name=path)] == expected
    assert [g.json_line() for g in chesslaw.audit(io.BytesIO(data), name=path)] == expected
    assert [g.json_line() for g in chesslaw.audit(data, name=path, jobs=3)] == expected


def test_typed_fields(cli):
    games = list(chesslaw.audit(SOURCE_DIR / "tools/demo/sample.pgn"))
    assert [g.status for g in games].count(chesslaw.Status.illegal) == 2
    g3 = games[2]
    assert g3.status is chesslaw.Status.illegal
    assert [c.id for c in g3.breaches[0].clauses] == ["3.9"]
    assert g3.breaches[0].violations[0].clause.text_ru
    assert g3.first_illegal.san == "Nd4"
    g5 = games[4]
    assert g5.status is chesslaw.Status.inconsistent
    assert g5.end.clause.id == "5.2.1" and g5.end.kind == "stalemate"
    assert g5.result.findings[0].kind == "result_contradicts_end"
    assert g5.findings and all(hasattr(f, "clause") or True for f in g5.findings)
    assert g5.tags["Result"] == "1-0"


@pytest.mark.corpus
@pytest.mark.parametrize("path", CORPUS)
def test_corpus_equals_cli(cli, path):
    check_file(cli, path)


def test_html_sections_are_the_reports(cli, tmp_path):
    # each game's _repr_html_ holds its section of `chesslaw audit --html`, verbatim
    path = "tools/demo/sample.pgn"
    report = tmp_path / "r.html"
    subprocess.run([str(cli), "audit", "--no-progress", "--jobs", "1", "--html", str(report), path], cwd=SOURCE_DIR,
                   capture_output=True)
    page = report.read_text(encoding="utf-8")
    games = list(chesslaw.audit(SOURCE_DIR / path, name=path, html=True))
    shown = [g._repr_html_() for g in games]
    assert sum(s is not None for s in shown) == 3  # the two illegal games and the inconsistent one
    for g, s in zip(games, shown):
        if s is None:
            assert g.status is chesslaw.Status.clean
            continue
        body = s[s.index('<div class="chesslaw">') + len('<div class="chesslaw">'):-len("</div>")]
        assert body in page and "<svg" in body
        assert s.startswith("<style>")
    assert all(g._repr_html_() is None for g in chesslaw.audit(SOURCE_DIR / path))  # not asked for


@pytest.mark.corpus
def test_every_pgn_of_the_data_equals_cli(cli):
    # every game of every PGN under CHESSLAW_DATA_DIR: the CLI's lines of one run over all the files,
    # in order, against the package's audit of each file
    assert len(EVERYWHERE) > len(CORPUS), f"no PGN beyond {DATA_DIR / 'pgn'}"
    out = subprocess.run([str(cli), "audit", "--jsonl", "--no-progress", "--jobs", "2", *EVERYWHERE],
                         capture_output=True, encoding="utf-8")
    assert out.returncode in (0, 1), out.stderr
    expected = out.stdout.splitlines()
    summary = json.loads(expected.pop())
    assert summary["type"] == "summary" and len(summary["inputs"]) == len(EVERYWHERE)
    got = [g for path in EVERYWHERE for g in chesslaw.audit(path, jobs=2)]
    assert len(got) == len(expected) == summary["games"]
    for g, line in zip(got, expected):
        assert g.json_line() == line
    assert [g.to_json() for g in got[::97]] == [json.loads(x) for x in expected[::97]]


@pytest.mark.parametrize("fmt", ["gzip", "bzip2", "xz", "zip"])
def test_compressed_file_objects_equal_cli(cli, tmp_path, fmt):
    # the CLI decompresses a file itself; from Python the standard library's file object of the
    # same archive is a binary file object audit() reads: the same games, line for line
    import bz2
    import gzip
    import lzma
    import zipfile
    plain = (SOURCE_DIR / "tools/demo/sample.pgn").read_bytes() + (SOURCE_DIR / "tests/data/adjudication/servers.pgn").read_bytes()
    path = tmp_path / f"games.{fmt}"
    if fmt == "zip":
        with zipfile.ZipFile(path, "w", zipfile.ZIP_DEFLATED) as z:
            z.writestr("games.pgn", plain)
        f = zipfile.ZipFile(path).open("games.pgn")
        name = f"{path}!games.pgn"
    else:
        opener = {"gzip": gzip.open, "bzip2": bz2.open, "xz": lzma.open}[fmt]
        with opener(path, "wb") as w:
            w.write(plain)
        f = opener(path, "rb")
        name = str(path)
    expected = cli_games(cli, str(path))
    with f:
        got = [g.json_line() for g in chesslaw.audit(f, name=name)]
    assert got == expected and len(got) == 13
