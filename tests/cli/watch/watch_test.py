#!/usr/bin/env python3
"""Tests of `chesslaw watch` (label cli; the World Cup cases also corpus): files written in a
temporary folder while the command runs, a kill -9 at random moments, the report.

    watch_test.py CHESSLAW CASE [DATA_DIR]

CASE: live_folder | text_format | events_catch_up | report | permissions | kill9 | kill9_worldcup |
worldcup_replay. Exits 0 on success, 1 with the failures printed."""

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time

CLI = sys.argv[1]
CASE = sys.argv[2]
DATA = sys.argv[3] if len(sys.argv) > 3 else ""
SRC = os.path.dirname(os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__)))))
failures = []


def check(cond, what):
    if not cond:
        failures.append(what)
        print("FAIL", what)


def game(white, black, moves, board="1", event="Test"):
    return (f'[Event "{event}"]\n[Round "1"]\n[Board "{board}"]\n[White "{white}"]\n[Black "{black}"]\n\n{moves}\n\n')


def write(path, text, mode="w"):
    with open(path, mode, encoding="utf-8") as f:
        f.write(text)


def events_of(text):
    return [json.loads(line) for line in text.splitlines() if line.strip()]


def start(args, **kw):
    return subprocess.Popen([CLI, "watch", *args], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **kw)


def case_live_folder(tmp):
    # a LiveChess-like round folder: games.pgn rewritten in place, a game file that appears later,
    # a game that grows with a cut-off move, a take-back
    folder = os.path.join(tmp, "round-1")
    os.mkdir(folder)
    p = start([folder, "--until-idle", "1500", "--settle", "200"])
    time.sleep(0.3)
    write(os.path.join(folder, "games.pgn"), game("A", "B", "1. e4 e5 2. K", "1") + game("C", "D", "1. d4", "2"))
    time.sleep(0.3)
    write(os.path.join(folder, "games.pgn"), game("A", "B", "1. e4 e5 2. Ke3 *", "1") + game("C", "D", "1. d4 d5 *", "2"))
    time.sleep(0.3)
    write(os.path.join(folder, "game-3.pgn"), game("E", "F", "1. c4 e5 2. Nc3 *", "3"))
    time.sleep(0.3)
    # the operator takes Ke3 back and the game goes on
    write(os.path.join(folder, "games.pgn"), game("A", "B", "1. e4 e5 2. Nf3 Nc6 *", "1") + game("C", "D", "1. d4 d5 2. c4 *", "2"))
    out, err = p.communicate(timeout=60)
    check(p.returncode == 0, f"live_folder: exit {p.returncode}, stderr {err}")
    evs = events_of(out)
    kinds = [e["kind"] for e in evs]
    check(kinds.count("breach") == 1, f"live_folder: one breach (Ke3), got {kinds}")
    check(all(e["san"] != "K" for e in evs), "live_folder: the cut-off 'K' judged")
    breach = next((e for e in evs if e["kind"] == "breach"), None)
    check(breach is not None and breach["game"]["key"] == "Test|1|1|A|B" and breach["ply"] == 3 and breach["san"] == "Ke3",
          f"live_folder: the breach's game, ply and san: {breach}")
    check(any(e["kind"] == "record_revised" and breach and e["revises"] == breach["id"] for e in evs),
          "live_folder: the take-back withdraws the breach")
    ids = [e["id"] for e in evs]
    check(ids == sorted(set(ids)), f"live_folder: ids strictly increasing {ids}")
    for e in evs:
        check(e["schema"] == "chesslaw-watch/1" and e["type"] == "event", f"live_folder: schema {e}")


def case_text_format(tmp):
    f = os.path.join(tmp, "g.pgn")
    write(f, game("A", "B", "1. e4 e5\n2. Ke3 *"))
    r = subprocess.run([CLI, "watch", f, "--once", "--format", "text"], capture_output=True, text=True, timeout=60)
    check(r.returncode == 0, f"text_format: exit {r.returncode} {r.stderr}")
    lines = r.stdout.splitlines()
    check(any(line.startswith(f + ":8:4: event 1 breach, game Test|1|1|A|B, ply 3: Ke3") for line in lines), f"text_format: {lines}")
    check(all(":" in line for line in lines), "text_format: file:line:column")


def case_events_catch_up(tmp):
    f, db, ev = os.path.join(tmp, "g.pgn"), os.path.join(tmp, "log.db"), os.path.join(tmp, "events.jsonl")
    write(f, game("A", "B", "1. e4 e5 2. Ke3 *"))
    r = subprocess.run([CLI, "watch", f, "--once", "--db", db, "--events", ev], capture_output=True, text=True, timeout=60)
    check(r.returncode == 0 and r.stdout == "", f"events_catch_up: first run {r.returncode} {r.stderr} {r.stdout}")
    first = events_of(open(ev).read())
    check(len(first) >= 2, f"events_catch_up: events written {first}")
    # the last line lost (a kill between the commit and the write) and a half line left
    lines = open(ev).read().splitlines()
    write(ev, "\n".join(lines[:-1]) + "\n" + lines[-1][: len(lines[-1]) // 2])
    r = subprocess.run([CLI, "watch", f, "--once", "--db", db, "--events", ev], capture_output=True, text=True, timeout=60)
    again = events_of(open(ev).read())
    check(again == first, f"events_catch_up: caught up to the same lines\n{again}\n{first}")


def case_report(tmp):
    f, db = os.path.join(tmp, "g.pgn"), os.path.join(tmp, "log.db")
    write(f, game("A", "B", "1. e4 e5 2. Ke3 Nc6 *") + game("C", "D", "1. d4 d5 *", "2"))
    subprocess.run([CLI, "watch", f, "--once", "--db", db], capture_output=True, text=True, timeout=60, check=True)
    t = subprocess.run([CLI, "watch", "--report", "--db", db, "--format", "text"], capture_output=True, text=True, timeout=60)
    check(t.returncode == 0 and "Ke3" in t.stdout and "illegal" in t.stdout, f"report text: {t.returncode} {t.stdout} {t.stderr}")
    j = subprocess.run([CLI, "watch", "--report", "--db", db, "--format", "json"], capture_output=True, text=True, timeout=60)
    games = events_of(j.stdout)
    check(len(games) == 1 and games[0].get("status") == "illegal", f"report json: one game with events, illegal: {j.stdout[:400]}")


def case_permissions(tmp):
    # root reads any file: the watch runs as nobody
    os.chmod(tmp, 0o777)
    f = os.path.join(tmp, "g.pgn")
    write(f, game("A", "B", "1. e4 e5 *"))
    os.chmod(f, 0o666)
    prefix = []
    if os.geteuid() == 0:
        if not shutil.which("setpriv"):
            print("CHESSLAW_CLI_SKIPPED: no setpriv to drop root")
            return
        prefix = ["setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    p = subprocess.Popen(prefix + [CLI, "watch", f, "--until-idle", "1500", "--poll", "50"], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    time.sleep(0.5)
    os.chmod(f, 0)
    time.sleep(0.4)
    os.chmod(f, 0o666)
    write(f, game("A", "B", "1. e4 e5 2. Ke3 *"))
    out, err = p.communicate(timeout=60)
    lines = events_of(out)
    problems = [x for x in lines if x["type"] == "problem"]
    check(p.returncode == 0, f"permissions: exit {p.returncode} {err}")
    check(len(problems) == 1 and problems[0]["kind"] == "permission_denied", f"permissions: one problem {problems}")
    check(any(x["type"] == "event" and x["kind"] == "breach" for x in lines), "permissions: read again when readable")


def stage_files(src_files, folder, stage):
    """Stage 0: each file's first half (by bytes), stage 1: whole."""
    for src in src_files:
        data = open(src, "rb").read()
        dst = os.path.join(folder, os.path.basename(src))
        part = data if stage == 1 else data[: len(data) // 2]
        with open(dst + ".tmp", "wb") as f:
            f.write(part)
        os.replace(dst + ".tmp", dst)


def log_of(db):
    con = sqlite3.connect(db)
    rows = con.execute("SELECT id, game_key, ply, kind, json, revises FROM events ORDER BY id").fetchall()
    con.close()
    return rows


def run_stages(files, folder, db, kills, durations=None):
    """Both stages through `watch --once`. Without kills, returns each stage's duration; with
    kills, each run is killed (-9) at a random moment of the uninterrupted run's duration and run
    again, until it finishes; returns the number of kills."""
    rng = random.Random(47 + len(os.listdir(os.path.dirname(db))))
    done_kills = 0
    taken = []
    for stage in (0, 1):
        stage_files(files, folder, stage)
        want = kills // 2 if stage == 0 else kills
        while True:
            t0 = time.monotonic()
            p = subprocess.Popen([CLI, "watch", folder, "--once", "--db", db], stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
            if durations and done_kills < want:
                time.sleep(rng.uniform(0.05, 0.7) * durations[stage])
                if p.poll() is None:
                    p.send_signal(signal.SIGKILL)
                    p.wait()
                    done_kills += 1
                    continue
            p.wait()
            taken.append(time.monotonic() - t0)
            check(p.returncode == 0, f"run: exit {p.returncode} {p.stderr.read()}")
            break
    return done_kills if durations else taken


def own_files(tmp):
    gen = os.path.join(tmp, "irregular.pgn")
    text = ""
    for b in range(0, 600, 3):  # 600 boards: a DGT end signal, a counted illegal move to the centre, one elsewhere
        text += (game("A", "B", "1. e4 e5 2. Ke2 Ke7 3. Ke3 Ke6 4. Kd4 1/2-1/2", str(b))
                 + game("C", "D", "1. d4 d5 2. Kd2 Kd7 3. Kd3 Kd6 4. Ke4 Kc6 5. c4 *", str(b + 1))
                 + game("E", "F", "1. e4 e5 2. Ke3 Nc6 3. Kf3 Nf6 4. Kg3 *", str(b + 2)))
    write(gen, text)
    adj = os.path.join(SRC, "tests", "data", "adjudication")
    return [gen] + sorted(os.path.join(adj, f) for f in os.listdir(adj) if f.endswith(".pgn"))


def kill9(tmp, files):
    a, b = os.path.join(tmp, "a"), os.path.join(tmp, "b")
    os.mkdir(a)
    os.mkdir(b)
    durations = run_stages(files, a, os.path.join(tmp, "a.db"), 0)
    print(f"kill9: uninterrupted stages took {durations}")
    kills = 0
    attempts = 0
    while kills < 5 and attempts < 4:  # a run faster than the random moment is not a kill: go on
        attempts += 1
        for f in os.listdir(b):
            os.remove(os.path.join(b, f))
        db = os.path.join(tmp, f"b{attempts}.db")
        kills = run_stages(files, b, db, 5, durations)
    ref, got = log_of(os.path.join(tmp, "a.db")), log_of(db)
    print(f"kill9: {len(ref)} events uninterrupted, {kills} kills")
    check(kills >= 1, "kill9: no run was killed")
    check(len(ref) > 0, "kill9: no events at all")
    check(got == ref, f"kill9: the log after {kills} kills differs from the uninterrupted run's ({len(got)} vs {len(ref)} events)")
    check_no_event_twice(got, "kill9")
    return got


def check_no_event_twice(rows, what):
    """No event issued twice: an event whose line (but its id) equals an earlier one's is a repeat
    unless the earlier one was revised or withdrawn in between (the live game's clock ledger may
    withdraw a finding when a reading changes the control inferred, and find it again later)."""
    last = {}
    replaced = set()
    for r in rows:
        if r[5] is not None:
            replaced.add(r[5])
        key = (r[1], r[4].replace('"id":%d,' % r[0], ""))
        if key in last and last[key] not in replaced:
            check(False, f"{what}: event {r[0]} repeats event {last[key]} standing")
        last[key] = r[0]


def case_kill9(tmp):
    kill9(tmp, own_files(tmp))


def worldcup_files():
    folder = os.path.join(DATA, "broadcast", "fide-worldcup-2025")
    return sorted(os.path.join(folder, f) for f in os.listdir(folder) if f.endswith(".pgn"))


def case_kill9_worldcup(tmp):
    rows = kill9(tmp, worldcup_files())
    check_worldcup(rows)


def check_worldcup(rows):
    # the seven games' eight illegal king moves (tests/irregular/worldcup_test.cpp): each an event;
    # standing at the end: dgt_end_signal where the batch audit says so
    standing = {}
    revised = set(r[5] for r in rows if r[5] is not None)
    for r in rows:
        if r[3] != "record_revised" and r[0] not in revised:
            standing.setdefault(r[1], []).append((r[3], r[2]))
    breaches = [(r[1], r[2]) for r in rows if r[3] == "breach"]
    check(len(set(breaches)) == 8, f"worldcup: eight illegal king moves as breaches, got {sorted(set(breaches))}")
    dgt = sorted((k, p) for k, evs in standing.items() for kind, p in evs if kind == "dgt_end_signal")
    counted = [(k, p) for k, evs in standing.items() for kind, p in evs if kind == "illegal_move_counted"]
    check(len(dgt) == 6, f"worldcup: six dgt_end_signal standing (five games, one with two plies), got {dgt}")
    check(counted == [], f"worldcup: nothing counted, got {counted}")


def case_worldcup_replay(tmp):
    # each round file written as it grows (byte prefixes, cut anywhere), through one watch process
    folder, db = os.path.join(tmp, "round"), os.path.join(tmp, "log.db")
    os.mkdir(folder)
    p = start([folder, "--db", db, "--until-idle", "3000", "--settle", "100"])
    for src in worldcup_files():
        data = open(src, "rb").read()
        dst = os.path.join(folder, os.path.basename(src))
        steps = 6
        for i in range(1, steps + 1):
            with open(dst, "wb") as f:
                f.write(data[: len(data) * i // steps])
            time.sleep(0.05)
    out, err = p.communicate(timeout=1200)
    check(p.returncode == 0, f"worldcup_replay: exit {p.returncode} {err[-2000:]}")
    rows = log_of(db)
    print(f"worldcup_replay: {len(rows)} events")
    check_worldcup(rows)
    check_no_event_twice(rows, "worldcup_replay")
    printed = [e["id"] for e in events_of(out) if e["type"] == "event"]
    check(printed == [r[0] for r in rows], "worldcup_replay: stdout and the log hold the same events")


def main():
    tmp = tempfile.mkdtemp(prefix="chesslaw-watch-")
    try:
        globals()["case_" + CASE](tmp)
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    if failures:
        print(f"{len(failures)} failure(s)")
        sys.exit(1)
    print("ok")


main()
