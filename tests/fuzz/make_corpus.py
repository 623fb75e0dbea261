#!/usr/bin/env python3
"""Writes the seed corpora of the fuzz harnesses (tests/fuzz/corpus/NAME/) from the test data and the
touch unit tests. Deterministic; re-run after changing the sources:  python3 tests/fuzz/make_corpus.py
FENs of cpw.epd and tricky.perft come from the shared data ($CHESSLAW_DATA_DIR, default
../shared/data beside the clone), those of random-play.perft from the project's tests/data."""
import hashlib, os, pathlib, re

here = pathlib.Path(__file__).resolve().parent
root = here.parent.parent
shared = pathlib.Path(os.environ.get("CHESSLAW_DATA_DIR") or (root.parent / "shared" / "data")) / "perft"
own = root / "tests" / "data" / "perft"


def fens():
    out = []
    for line in (shared / "cpw.epd").read_text().splitlines():
        if line and not line.startswith("#"):
            out.append(line.split(";")[0].strip())
    for folder, name, every in ((shared, "tricky.perft", 1), (own, "random-play.perft", 60)):
        k = 0
        for line in (folder / name).read_text().splitlines():
            if line.startswith("epd "):
                if k % every == 0:
                    out.append(line[4:].strip())
                k += 1
    return out


def write(name, items):
    d = here / "corpus" / name
    d.mkdir(parents=True, exist_ok=True)
    for old in d.iterdir():
        old.unlink()
    for text in items:
        b = text.encode()
        (d / hashlib.sha1(b).hexdigest()[:16]).write_bytes(b)
    print(f"{name}: {len(set(items))} seeds")


fen_list = fens()
bad_fens = ["", "8/8/8/8/8/8/8/8 w - - 0 1", "rnbqkbnr/pppppppp/9/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq e3 0 1", "4k3/8/8/8/8/8/8/4K3 b - - 65535 65535",
            "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR  w KQkq - 0 1"]
write("fen", fen_list[:40] + bad_fens)

ucis = ["e2e4", "g1f3", "e1g1", "e1c1", "e7e8q", "a2a1n", "h7h8r", "b7b8b", "0000", "e2e9", "i2e4", "e7e8k", "e2e4 ",
        "e2", ""]
with_pos = []
for f in fen_list[:25]:
    with_pos += [f + "\ne2e4", f + "\ne1g1", f + "\ne8c8", f + "\nd5e6", f + "\nb7b8q"]
write("uci", ucis + with_pos[::3])

src = (root / "tests" / "unit" / "touch_test.cpp").read_text()
consts = {"start_fen": "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1"}
for m in re.finditer(r'constexpr std::string_view (\w+) = "([^"]+)";', src):
    consts[m.group(1)] = m.group(2)
touch_items = []
for m in re.finditer(r'run\((\w+|"[^"]+"), "([^"]*)"\)', src):
    fen = m.group(1)
    fen = fen.strip('"') if fen.startswith('"') else consts.get(fen)
    if fen:
        touch_items.append(fen + "\n" + m.group(2))
for m in re.finditer(r'parse_events\("([^"]*)"\)', src):
    touch_items.append(m.group(1))
touch_items += ["touch:g1 lift:e2 release:e4", "lift:e2 place:e3 place:e4 release", "claim", "touch:e1+h1",
                "rnbqkbnr/ppp1pppp/8/3p4/4P3/8/PPPP1PPP/RNBQKBNR w KQkq d6 0 2\nlift:e4 release:d5 remove:d5"]
write("touch", touch_items)
