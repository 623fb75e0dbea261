#!/usr/bin/env python3
"""The traceability matrix of chesslaw: clause -> text -> predicate (type and file:line) -> static
tests -> unit tests -> properties, built by scanning the source tree. A maintainer's tool (it was
the `chesslaw trace` subcommand); committed as spec/TRACE.md and spec/TRACE.csv.

    tools/trace.py --cli build/default/bin/chesslaw [--format md|csv] [--output FILE]
    tools/trace.py --cli build/default/bin/chesslaw --check     # what ctest -L trace runs

The clause records (id, title, text, kind, check, why, article) come from the table compiled into
the CLI (`chesslaw spec --format json`); the source tree (--source, default: this script's
repository) is scanned for
  - spec/include/chesslaw/spec/table.hpp: each clause's handle, `inline constexpr clause_ref NAME
    = at(INDEX, "ID");`, checked against the compiled table (one handle per clause);
  - kernel/include/chesslaw/{rules,touch}/*.hpp: the predicates,
    `struct NAME [final] : [public] [chesslaw::][rules::]rule<[chesslaw::][spec::]id::HANDLE>`;
  - tests/static/*.cpp, tests/unit/*.cpp, properties/*.cpp: the lines naming `id::HANDLE` (unit
    tests also `rules::NAME` / `touch::NAME`, the predicate's type).
Nothing here spells a clause ID.

Problems found by the scan — a machine-checkable clause without a predicate, a predicate for a
clause the table does not mark checkable, two predicates for one clause, a predicate bound to an
unknown handle, no judge() or legality::analyse() definition — are printed and the exit status is
1 (the matrix is written all the same, marked MISSING). --check also fails (1) when a checkable
clause has no static test besides the table's own wall, or when spec/TRACE.md or spec/TRACE.csv
differs from what would be generated now (it prints the diff and the command that regenerates
them). Exit 2: bad arguments, a --source that is not a chesslaw source tree, a CLI that fails.
Python 3 standard library only.
"""

import argparse
import difflib
import json
import os
import subprocess
import sys

ROOT_DEFAULT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TABLE_PATH = "spec/include/chesslaw/spec/table.hpp"
#: The spec table's own static wall names every handle (it checks the table, not the clause's
#: rule): listed in the matrix, but not counted as a clause's static test in the coverage.
TABLE_WALL = "tests/static/spec_table.cpp"
GUIDELINES_II = 102  # spec::guidelines_ii: the article number of Guidelines II in the table
APPENDIX_A = 51      # spec::appendix_a (B 52, C 53, D 54: 50 + the letter's place)
APPENDIX_B = 52      # spec::appendix_b
#: The coverage table's rows: every part of the Laws the table holds, in its order (spec::article_name).
ARTICLE_LABEL = {51: "Appendix A", 52: "Appendix B", 53: "Appendix C", 54: "Appendix D",
                 101: "Guidelines I", 102: "Guidelines II", 103: "Guidelines III"}
#: Verdicts bound to what already decides them elsewhere (Article 1: the replay, 5.1.1, 3.9, the
#: can-checkmate analysis): their `why` names it.
BOUND_VERDICT_ARTICLES = (1,)
COMMITTED = {"md": "spec/TRACE.md", "csv": "spec/TRACE.csv"}


class UsageError(Exception):
    """Bad input: exit 2."""


# ---- reading the source tree ------------------------------------------------------------------
# Files are read as bytes and decoded with surrogateescape, so that any byte survives and texts
# are cut by their UTF-8 length, as the C++ tool did.


def read_lines(root, rel):
    """The lines of root/rel (LF-separated, a CR before the LF dropped, as std::getline + pop)."""
    try:
        with open(os.path.join(root, rel), "rb") as f:
            data = f.read()
    except OSError:
        raise UsageError("--source: cannot read " + os.path.join(root, rel)) from None
    lines = data.split(b"\n")
    if lines and lines[-1] == b"":
        lines.pop()
    return [(l[:-1] if l.endswith(b"\r") else l).decode("utf-8", "surrogateescape") for l in lines]


def read_dir(root, rel_dir, ext, read):
    """[(path, lines)] of rel_dir/*ext (not recursive), sorted by name; none if the folder is absent."""
    try:
        names = sorted(n for n in os.listdir(os.path.join(root, rel_dir))
                       if len(n) > len(ext) and n.endswith(ext) and os.path.isfile(os.path.join(root, rel_dir, n)))
    except OSError:
        return []
    return [(rel_dir + "/" + n, read(root, rel_dir + "/" + n)) for n in names]


def ident_char(c):
    return ("a" <= c <= "z") or ("A" <= c <= "Z") or ("0" <= c <= "9") or c == "_"


def qualified_names(line, qualifier):
    """The identifiers written `qualifier::NAME` on a line (the qualifier itself a whole word)."""
    out = set()
    needle = qualifier + "::"
    at = line.find(needle)
    while at != -1:
        if not (at > 0 and ident_char(line[at - 1])):
            end = at + len(needle)
            while end < len(line) and ident_char(line[end]):
                end += 1
            if end > at + len(needle):
                out.add(line[at + len(needle):end])
        at = line.find(needle, at + 1)
    return out


class Cursor:
    """A cursor over one line of C++ for the few fixed shapes the trace reads."""

    def __init__(self, rest):
        self.rest = rest

    def skip_spaces(self):
        self.rest = self.rest.lstrip(" \t")

    def eat(self, word):
        """Consumes `word` (after optional spaces) if it comes next."""
        self.skip_spaces()
        if not self.rest.startswith(word):
            return False
        self.rest = self.rest[len(word):]
        return True

    def ident(self):
        self.skip_spaces()
        n = 0
        while n < len(self.rest) and ident_char(self.rest[n]):
            n += 1
        out, self.rest = self.rest[:n], self.rest[n:]
        return out


def handle_line(line):
    """`inline constexpr clause_ref NAME = at(INDEX, "ID");` (or `= ref("ID");`) -> (NAME, ID), else None."""
    c = Cursor(line)
    if not (c.eat("inline") and c.eat("constexpr") and c.eat("clause_ref")):
        return None
    name = c.ident()
    if not name or not c.eat("="):
        return None
    if c.eat("at("):
        digits = len(c.rest) - len(c.rest.lstrip("0123456789"))
        if digits == 0:
            return None
        c.rest = c.rest[digits:]
        if not (c.eat(",") and c.eat('"')):
            return None
    elif not c.eat('ref("'):
        return None
    quote = c.rest.find('"')
    if quote == -1:
        return None
    clause_id = c.rest[:quote]
    c.rest = c.rest[quote + 1:]
    if not (c.eat(")") and c.eat(";")):
        return None
    return name, clause_id


def namespace_line(line):
    """`namespace chesslaw::NS` at the start of a line -> NS, else ''."""
    c = Cursor(line)
    if not (c.eat("namespace") and c.eat("chesslaw::")):
        return ""
    return c.ident()


def predicate_line(line):
    """`struct NAME [final] : [public] [chesslaw::][rules::]rule<[chesslaw::][spec::]id::HANDLE>`
    anywhere on the line -> (NAME, HANDLE), else None."""
    at = line.find("struct")
    while at != -1:
        if not (at > 0 and ident_char(line[at - 1])):
            c = Cursor(line[at + 6:])
            if c.rest and c.rest[0] in " \t":
                name = c.ident()
                if name:
                    c.eat("final")
                    if c.eat(":"):
                        if c.eat("public"):
                            c.skip_spaces()
                        c.eat("chesslaw::")
                        c.eat("rules::")
                        if c.eat("rule<"):
                            c.eat("chesslaw::")
                            c.eat("spec::")
                            if c.eat("id::"):
                                handle = c.ident()
                                if handle and c.eat(">"):
                                    return name, handle
        at = line.find("struct", at + 1)
    return None


# ---- the matrix --------------------------------------------------------------------------------


def read_table(cli):
    """The compiled spec table, from `CLI spec --format json`."""
    try:
        run = subprocess.run([cli, "spec", "--format", "json"], capture_output=True, check=False)
    except OSError as e:
        raise UsageError("--cli: cannot run " + cli + ": " + str(e)) from None
    if run.returncode != 0:
        raise UsageError("--cli: `" + cli + " spec --format json` failed (exit " + str(run.returncode) + "): " +
                         run.stderr.decode("utf-8", "replace"))
    return json.loads(run.stdout.decode("utf-8"))


def read_handles(root, table, read):
    """The handle of every table row, from table.hpp, checked against the compiled table."""
    if not os.path.exists(os.path.join(root, TABLE_PATH)):
        raise UsageError("--source: '" + root + "' is not a chesslaw source tree (no " + TABLE_PATH + ")")
    index = {c["id"]: i for i, c in enumerate(table)}
    handles = [""] * len(table)
    for i, line in enumerate(read(root, TABLE_PATH)):
        h = handle_line(line)
        if h is None:
            continue
        where = TABLE_PATH + ":" + str(i + 1)
        if h[1] not in index:
            raise UsageError(where + ": handle '" + h[0] + "' names a clause the CLI's table does not have "
                             "(rebuild the CLI, or pass the matching --source)")
        if handles[index[h[1]]]:
            raise UsageError(where + ": a second handle for a clause: '" + h[0] + "'")
        handles[index[h[1]]] = h[0]
    for i, h in enumerate(handles):
        if not h:
            raise UsageError(TABLE_PATH + ": no handle for the clause at table index " + str(i) + " (" + table[i]["title"] + ")")
    return handles


def scan_predicates(root, problems, read):
    """{HANDLE: predicate site} for every `rule<id::HANDLE>` struct in the rule headers."""
    by_handle = {}
    for d in ("kernel/include/chesslaw/rules", "kernel/include/chesslaw/touch"):
        for path, lines in read_dir(root, d, ".hpp", read):
            ns = ""
            for i, line in enumerate(lines):
                n = namespace_line(line)
                if n:
                    ns = n
                found = predicate_line(line)
                if found is None:
                    continue
                name, handle = found
                site = {"type": ns + "::" + name if ns else name, "ns": ns, "name": name, "path": path, "line": i + 1}
                if handle in by_handle:
                    o = by_handle[handle]
                    problems.append("two predicates for id::" + handle + ": " + o["path"] + ":" + str(o["line"]) + " and " +
                                    path + ":" + str(i + 1))
                else:
                    by_handle[handle] = site
    return by_handle


def index_names(files, qualifiers):
    """[(path, [{qualifier: names on the line}])] — each line scanned once."""
    return [(path, [{q: qualified_names(l, q) for q in qualifiers} for l in lines]) for path, lines in files]


def mentions(indexed, names):
    """[(path, [line numbers])] of the lines naming qualifier::name for any (qualifier, name) in names."""
    out = []
    for path, lines in indexed:
        hits = [i + 1 for i, per_q in enumerate(lines) if any(n in per_q.get(q, ()) for q, n in names)]
        if hits:
            out.append((path, hits))
    return out


def find_site(root, rel, needle, read):
    for i, line in enumerate(read(root, rel)):
        if needle in line:
            return rel + ":" + str(i + 1)
    return ""


def build_matrix(root, table, read=read_lines):
    """{'rows': [...], 'judge_site', 'legality_site', 'problems'}. `read(root, rel)` reads a file's lines."""
    problems = []
    handles = read_handles(root, table, read)
    predicates = scan_predicates(root, problems, read)
    static_files = index_names(read_dir(root, "tests/static", ".cpp", read), ("id",))
    namespaces = sorted({p["ns"] for p in predicates.values() if p["ns"]})
    unit_files = index_names(read_dir(root, "tests/unit", ".cpp", read), ["id"] + namespaces)
    property_files = index_names(read_dir(root, "properties", ".cpp", read), ("id",))

    judge_site = find_site(root, "kernel/include/chesslaw/judge.hpp", "judgement judge(", read)
    if not judge_site:
        problems.append("kernel/include/chesslaw/judge.hpp: no definition of judge() found (the verdicts' site)")
    legality_site = find_site(root, "kernel/include/chesslaw/legality/analyse.hpp", "report analyse(", read)
    if not legality_site:
        problems.append("kernel/include/chesslaw/legality/analyse.hpp: no definition of legality::analyse() found "
                        "(the 3.10.3 verdict's site)")
    irregular_site = ""
    if any(IRREGULAR_FILE in (c.get("why") or "") for c in table if c["check"] == "verdict"):
        irregular_site = find_site(root, "kernel/include/chesslaw/" + IRREGULAR_FILE, "inline std::vector<irregularity> irregularities_of(", read)
        if not irregular_site:
            problems.append("kernel/include/chesslaw/" + IRREGULAR_FILE + ": no definition of audit::irregularities_of() found "
                            "(the Article 7.5 verdicts' site)")

    fide_site = ""
    if any(FIDE_FUNCTION in (c.get("why") or "") for c in table if c["check"] == "verdict"):
        fide_site = find_site(root, "kernel/include/chesslaw/" + FIDE_FILE, "constexpr fide_forms fide_forms_of(", read)
        if not fide_site:
            problems.append("kernel/include/chesslaw/" + FIDE_FILE + ": no definition of notation::fide_forms_of() found "
                            "(the Appendix C verdicts' site)")

    rows = []
    for i, c in enumerate(table):
        handle = handles[i]
        pred = predicates.get(handle)
        checkable = c["check"] == "predicate"
        if checkable and pred is None:
            problems.append("no predicate found for id::" + handle + " (a machine-checkable clause)")
        if not checkable and pred is not None:
            problems.append("a predicate for id::" + handle + ", which the table does not mark checkable")
        unit_names = [("id", handle)]
        if pred is not None and pred["ns"]:
            unit_names.append((pred["ns"], pred["name"]))
        rows.append({"clause": c, "handle": handle, "predicate": pred,
                     "static_tests": mentions(static_files, [("id", handle)]),
                     "unit_tests": mentions(unit_files, unit_names),
                     "properties": mentions(property_files, [("id", handle)])})
    for handle, site in predicates.items():
        if handle not in handles:
            problems.append(site["path"] + ":" + str(site["line"]) + ": predicate bound to unknown handle id::" + handle)
    return {"rows": rows, "judge_site": judge_site, "legality_site": legality_site, "irregular_site": irregular_site,
            "fide_site": fide_site, "problems": problems}


# A verdict whose `why` names this header is computed by audit::irregularities_of() (Article 7.5, issue 35).
IRREGULAR_FILE = "audit/irregular.hpp"


def irregular_verdict(row):
    return IRREGULAR_FILE in (row["clause"].get("why") or "")


# A verdict whose `why` names this function is computed by notation::fide_forms_of() (Appendix C on
# a record under `chesslaw audit --notation fide`, issue 51).
FIDE_FILE = "notation/fide.hpp"
FIDE_FUNCTION = "notation::fide_forms_of"


def fide_verdict(row):
    return FIDE_FUNCTION in (row["clause"].get("why") or "")


def verdict_site(mx, row):
    """Where a verdict clause is computed, and by what (3.10.3 by legality::analyse(), Article 7.5's by
    audit::irregularities_of(), Article 1's by what their `why` names, the rest by judge())."""
    if row["clause"]["article"] in BOUND_VERDICT_ARTICLES:
        return "", "what its why names"
    if row["handle"] == "illegal_position":
        return mx["legality_site"], "legality::analyse()"
    if irregular_verdict(row):
        return mx.get("irregular_site", ""), "audit::irregularities_of()"
    if fide_verdict(row):
        return mx.get("fide_site", ""), "notation::fide_forms_of()"
    return mx["judge_site"], "judge()"


# ---- rendering ---------------------------------------------------------------------------------


def has_static_test(row):
    return any(path != TABLE_WALL for path, _ in row["static_tests"])


def shorten(text, width):
    """`text` cut at a word boundary to at most `width` bytes (UTF-8), with '...' when cut."""
    b = text.encode("utf-8", "surrogateescape")
    if len(b) <= width:
        return text
    cut = b.rfind(b" ", 0, width - 3 + 1)
    if cut <= 0:
        cut = width - 3
    out = b[:cut].rstrip(b",;: ")
    return out.decode("utf-8", "surrogateescape") + "..."


def line_list(lines):
    return ",".join(str(l) for l in lines)


def file_name(path):
    return path[path.rfind("/") + 1:]


def mentions_csv(ms):
    return "; ".join(path + ":" + line_list(lines) for path, lines in ms)


def mentions_md(ms):
    """'[name:1,2](../path#L1); ...' — links relative to spec/, where the matrix is committed."""
    if not ms:
        return "—"
    return "; ".join("[" + file_name(p) + ":" + line_list(ls) + "](../" + p + "#L" + str(ls[0]) + ")" for p, ls in ms)


def csv_field(s):
    if not any(ch in s for ch in ',"\r\n'):
        return s
    return '"' + s.replace('"', '""') + '"'


def csv_row(fields):
    return ",".join(csv_field(f) for f in fields) + "\n"


def md_cell(s):
    return s.replace("|", "\\|").replace("\n", " ").replace("\r", " ")


def predicate_text(row):
    if row["predicate"] is not None:
        return row["predicate"]["type"]
    check = row["clause"]["check"]
    if check == "verdict":
        if row["clause"]["article"] in BOUND_VERDICT_ARTICLES:
            return "verdict, bound: " + (row["clause"]["why"] or "")
        return "verdict, computed by " + ("legality::analyse()" if row["handle"] == "illegal_position"
                                          else "audit::irregularities_of()" if irregular_verdict(row)
                                          else "notation::fide_forms_of()" if fide_verdict(row) else "judge()")
    if check == "not_checkable":
        return "not checkable"
    return "MISSING"


def predicate_location(row, mx):
    if row["predicate"] is not None:
        return row["predicate"]["path"] + ":" + str(row["predicate"]["line"])
    if row["clause"]["check"] == "verdict":
        return verdict_site(mx, row)[0]
    return ""


def render_csv(mx):
    out = ("# GENERATED by `tools/trace.py --format csv` — DO NOT EDIT "
           "(regenerate: tools/trace.py --cli CHESSLAW --format csv --output spec/TRACE.csv)\n")
    out += csv_row(["clause", "handle", "title", "text", "kind", "check", "why", "predicate", "predicate_location",
                    "static_tests", "unit_tests", "properties", "where"])
    for r in mx["rows"]:
        c = r["clause"]
        out += csv_row([c["id"], r["handle"], c["title"], shorten(c["text_en"], 80), c["kind"], c["check"], c["why"] or "",
                        predicate_text(r), predicate_location(r, mx), mentions_csv(r["static_tests"]),
                        mentions_csv(r["unit_tests"]), mentions_csv(r["properties"]), c["where"]])
    return out


def render_md(mx):
    out = "# Traceability matrix\n\n"
    out += ("> GENERATED by `tools/trace.py` — DO NOT EDIT. Regenerate with\n"
            "> `tools/trace.py --cli CHESSLAW --format md --output spec/TRACE.md` and "
            "`tools/trace.py --cli CHESSLAW --format csv --output spec/TRACE.csv`\n"
            "> (CHESSLAW: the built CLI, e.g. build/default/bin/chesslaw; or build the target `regenerate_spec_docs`);\n"
            "> ctest label `trace` fails when either is out of date or a checkable clause has no predicate or static test.\n\n")
    out += ("Each clause of the spec table (`spec/include/chesslaw/spec/table.hpp`, see `spec/CLAUSES.md`) → a short "
            "text → the predicate bound to it (`rule<spec::id::HANDLE>`, found in `kernel/include/chesslaw/rules/` and "
            "`kernel/include/chesslaw/touch/`) → the files that name it: static tests (`tests/static/*.cpp` mentioning "
            "`id::HANDLE`), unit tests (`tests/unit/*.cpp` mentioning `id::HANDLE` or the predicate type), properties "
            "(`properties/*.cpp` mentioning `id::HANDLE`). Test entries are `file:line,line,…`; links are relative to "
            "`spec/`.\n\n")
    out += "## Coverage per article\n\n"
    out += ("Every part of the Laws the table holds: its clauses; how they are checked (checkable: a predicate; "
            "verdicts; not checkable, each with why); where a check can apply (on a game record, live during the game, "
            "or only by the arbiter at the board); and the machine-checkable clauses' predicates and tests.\n\n")
    out += ("| article | clauses | checkable | verdicts | not checkable | record | live | arbiter | with predicate | "
            "with static tests | with unit tests | with properties |\n")
    out += "|---|---|---|---|---|---|---|---|---|---|---|---|\n"
    articles = []
    for r in mx["rows"]:
        if r["clause"]["article"] not in articles:
            articles.append(r["clause"]["article"])
    for article in articles:
        rows = [r for r in mx["rows"] if r["clause"]["article"] == article]
        chk = [r for r in rows if r["clause"]["check"] == "predicate"]
        counts = [len(rows), len(chk), sum(r["clause"]["check"] == "verdict" for r in rows),
                  sum(r["clause"]["check"] == "not_checkable" for r in rows),
                  sum(r["clause"]["where"] == "record" for r in rows), sum(r["clause"]["where"] == "live" for r in rows),
                  sum(r["clause"]["where"] == "arbiter" for r in rows),
                  sum(r["predicate"] is not None for r in chk), sum(has_static_test(r) for r in chk),
                  sum(bool(r["unit_tests"]) for r in chk), sum(bool(r["properties"]) for r in chk)]
        out += "| " + ARTICLE_LABEL.get(article, str(article)) + " | " + " | ".join(str(n) for n in counts) + " |\n"
    out += "\nStatic tests are counted without `" + TABLE_WALL + "`, the table's own wall, which names every handle.\n\n"
    for what, covered in (("static tests", has_static_test), ("unit tests", lambda r: bool(r["unit_tests"])),
                          ("properties", lambda r: bool(r["properties"]))):
        gaps = ", ".join(r["clause"]["id"] for r in mx["rows"] if r["clause"]["check"] == "predicate" and not covered(r))
        out += "- checkable clauses without " + what + ": " + (gaps or "none") + "\n"
    if mx["problems"]:
        out += "\n**Problems found while scanning:**\n\n"
        out += "".join("- " + md_cell(p) + "\n" for p in mx["problems"])

    out += "\n## Matrix\n\n"
    out += "| clause | text | predicate | where | static tests | unit tests | properties |\n"
    out += "|---|---|---|---|---|---|---|\n"
    for r in mx["rows"]:
        c = r["clause"]
        p = r["predicate"]
        if p is not None:
            pred = ("`" + p["type"] + "` [" + file_name(p["path"]) + ":" + str(p["line"]) + "](../" + p["path"] + "#L" +
                    str(p["line"]) + ")")
        elif c["check"] == "verdict" and verdict_site(mx, r)[0]:
            site, by = verdict_site(mx, r)
            path, line = site[:site.rfind(":")], site[site.rfind(":") + 1:]
            pred = "verdict: `" + by + "` [" + file_name(path) + ":" + line + "](../" + path + "#L" + line + ")"
        elif c["check"] == "verdict" and c["article"] in BOUND_VERDICT_ARTICLES:
            pred = "verdict, bound: " + md_cell(c["why"] or "")
        elif c["check"] == "not_checkable":
            pred = "not checkable: " + md_cell(c["why"] or "")
        else:
            pred = "**MISSING**"
        out += ("| " + md_cell(c["id"]) + " `" + r["handle"] + "` | **" + md_cell(c["title"]) + "**: " +
                md_cell(shorten(c["text_en"], 80)) + " | " + pred + " | " + c["where"] + " | " + mentions_md(r["static_tests"]) + " | " +
                mentions_md(r["unit_tests"]) + " | " + mentions_md(r["properties"]) + " |\n")
    return out


RENDER = {"md": render_md, "csv": render_csv}


# ---- checks ------------------------------------------------------------------------------------


def coverage_problems(mx, root, read=read_lines):
    """What --check adds to the scan's problems: each checkable clause has a static test besides the
    table's wall, and its predicate's line holds `rule<...id::HANDLE>` (the location is right)."""
    out = []
    for r in mx["rows"]:
        if r["clause"]["check"] != "predicate":
            continue
        if not has_static_test(r):
            out.append("no static test names id::" + r["handle"] + " (a machine-checkable clause; " + TABLE_WALL +
                       " does not count)")
        p = r["predicate"]
        if p is not None:
            found = predicate_line(read(root, p["path"])[p["line"] - 1])
            if found is None or found[1] != r["handle"]:
                out.append(p["path"] + ":" + str(p["line"]) + ": not the predicate of id::" + r["handle"])
    return out


def stale_documents(mx, root, cli):
    """Messages (with a diff) for each committed document that differs from the one generated now."""
    out = []
    for fmt, rel in COMMITTED.items():
        now = RENDER[fmt](mx).encode("utf-8", "surrogateescape")
        try:
            with open(os.path.join(root, rel), "rb") as f:
                committed = f.read()
        except OSError:
            committed = None
        if committed == now:
            continue
        regenerate = "  " + sys.argv[0] + " --cli " + cli + " --format " + fmt + " --output " + os.path.join(root, rel)
        if committed is None:
            out.append(rel + " is missing. Generate it with:\n" + regenerate)
            continue
        diff = difflib.unified_diff(committed.decode("utf-8", "surrogateescape").splitlines(True),
                                    now.decode("utf-8", "surrogateescape").splitlines(True),
                                    rel + " (committed)", rel + " (generated now)")
        out.append("".join(diff) + "\n" + rel + " is out of date (the diff above turns the committed file into the "
                   "generated one). Regenerate it with:\n" + regenerate +
                   "\nor both (and spec/CLAUSES.md): cmake --build <build dir> --target regenerate_spec_docs")
    return out


def main(argv):
    ap = argparse.ArgumentParser(description="The traceability matrix: clause -> predicate -> tests (spec/TRACE.md, spec/TRACE.csv).")
    ap.add_argument("--cli", required=True, help="the chesslaw CLI whose table is traced (its `spec --format json`)")
    ap.add_argument("--source", default=ROOT_DEFAULT, help="the chesslaw source tree to scan (default: this script's)")
    ap.add_argument("--format", choices=("md", "csv"), default="md", help="md (default) or csv")
    ap.add_argument("--output", help="write to FILE instead of stdout")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; fail (exit 1) on a scan problem, a checkable clause without a static test, "
                         "or committed spec/TRACE.md / spec/TRACE.csv that differ from what is generated now")
    try:
        a = ap.parse_args(argv)
    except SystemExit as e:
        return 2 if e.code else 0
    try:
        if not os.path.isdir(a.source):
            raise UsageError("--source: '" + a.source + "' is not a directory")
        mx = build_matrix(a.source, read_table(a.cli))
        if a.check:
            failures = mx["problems"] + coverage_problems(mx, a.source) + stale_documents(mx, a.source, a.cli)
            for f in failures:
                print("trace: " + f, file=sys.stderr)
            if not failures:
                print("trace: " + str(len(mx["rows"])) + " clauses traced; " + " and ".join(COMMITTED.values()) + " are current")
            return 1 if failures else 0
        text = RENDER[a.format](mx).encode("utf-8", "surrogateescape")
        if a.output:
            try:
                with open(a.output, "wb") as f:
                    f.write(text)
            except OSError as e:
                raise UsageError("--output: cannot write '" + a.output + "': " + str(e)) from None
        else:
            sys.stdout.buffer.write(text)
        for p in mx["problems"]:
            print("trace: " + p, file=sys.stderr)
        return 1 if mx["problems"] else 0
    except UsageError as e:
        print("trace: " + str(e), file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
