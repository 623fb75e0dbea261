#!/usr/bin/env python3
"""`chesslaw audit --sarif FILE` against the text output of the same run (and the SARIF 2.1.0 schema).

    sarif_test.py --cli CHESSLAW --work DIR [--schema sarif-schema-2.1.0.json] [--jobs N] [--budget MS] [--two-folders-only] PGN|DIR...

(a folder stands for its *.pgn files, recursively, in name order)

For each PGN alone, and for all of them in one run (several inputs, --jobs N), the text output
must be exactly the SARIF log's results written back as text: for each result, in order,
`FILE:LINE:COL: game N (LABEL): ` + (`warning: ` | `note: ` | `` for levels warning | note |
error) + message.text, a newline, then properties.detail; then the summary line. So every finding
of the text output is a result at the same line and column, with the same words and level.
Further: a headline that names a clause ("… — 3.9: …") has that clause as ruleId; every ruleId and
every clause a result cites is one rule of tool.driver.rules (each once); a clause's rule has its
English and Russian text. URIs under the folder the test runs in are relative with
uriBaseId %SRCROOT% (originalUriBaseIds names it), others absolute file URIs; every result has
its partialFingerprints "chesslaw/v1"; the run its invocation. --two-folders-only: the files
audited from here and from another folder (absolute names, --sarif-root here) give the same URIs
and fingerprints. With --schema, every log is validated (python3-jsonschema, draft-07).
With --budget, one more run of all the inputs with --reachability-budget MS (the start positions'
notes). Exit 0 when everything holds, 1 with the differences otherwise.
"""
import argparse
import json
import os
import re
import subprocess
import sys
import urllib.parse

failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL: " + msg, file=sys.stderr)


CLAUSE_LINE = re.compile(r"^  (violates|contradicts|rests on|[a-z]+) ([0-9A-Z][0-9A-Za-z./]*) \(")


def with_texts(detail, rules, shown):
    """The detail as the text output prints it: a clause's texts (ru, en; from its rule) under its
    line at its first citation in the run (the SARIF detail gives each clause its line alone)."""
    out = []
    for line in detail.splitlines(keepends=True):
        out.append(line)
        m = CLAUSE_LINE.match(line)
        if m and m.group(2) in rules and "text_ru" in rules[m.group(2)].get("properties", {}) and m.group(2) not in shown:
            shown.add(m.group(2))
            props = rules[m.group(2)]["properties"]
            out.append("    ru: %s\n    en: %s\n" % (props["text_ru"], props["text_en"]))
    return "".join(out)


def as_text(log):
    """The text output the log's results stand for (without the summary line)."""
    marker = {"error": "", "warning": "warning: ", "note": "note: "}
    out = []
    rules = {rule["id"]: rule for rule in log["runs"][0]["tool"]["driver"].get("rules", [])}
    shown = set()
    for r in log["runs"][0]["results"]:
        loc = r["locations"][0]["physicalLocation"]
        art = loc["artifactLocation"]
        if "uri" not in art:
            name = art["description"]["text"]
        elif art["uri"].startswith("file://"):  # outside the source root: absolute, named as given (relative to here)
            name = os.path.relpath(urllib.parse.unquote(art["uri"][len("file://"):]))
        else:
            name = urllib.parse.unquote(art["uri"])
        reg = loc["region"]
        p = r["properties"]
        out.append("%s:%d:%d: game %d (%s): %s%s\n%s" % (name, reg["startLine"], reg["startColumn"], p["game"], p["label"],
                                                        marker[r["level"]], r["message"]["text"], with_texts(p["detail"], rules, shown)))
    return "".join(out)


def check_rules(log, where):
    run = log["runs"][0]
    driver = run["tool"]["driver"]
    if driver.get("name") != "chesslaw":
        fail("%s: driver name %r" % (where, driver.get("name")))
    rules = {}
    for rule in driver.get("rules", []):
        if rule["id"] in rules:
            fail("%s: rule %s listed twice" % (where, rule["id"]))
        rules[rule["id"]] = rule
    used = set()
    for r in run["results"]:
        used.add(r["ruleId"])
        used.update(r["properties"]["clauses"])
        m = re.search(r" \u2014 ([0-9A-Z][0-9A-Za-z./]*): ", r["message"]["text"])
        if m and r["ruleId"] != m.group(1):
            fail("%s: result %r has ruleId %s, its headline names %s" % (where, r["message"]["text"], r["ruleId"], m.group(1)))
        if r["properties"]["clauses"] and r["properties"]["clauses"][0] != r["ruleId"]:
            fail("%s: result %r: the rule is not the first clause cited" % (where, r["message"]["text"]))
    for u in sorted(used - set(rules)):
        fail("%s: %s is cited but not among tool.driver.rules" % (where, u))
    for u in sorted(set(rules) - used):
        fail("%s: rule %s is listed but no result cites it" % (where, u))
    for rule in rules.values():
        props = rule.get("properties", {})
        if "text_ru" in props and not (props["text_ru"] and rule["fullDescription"]["text"] == props["text_en"] and props["text_en"]):
            fail("%s: rule %s lacks its texts" % (where, rule["id"]))
    return rules


def check_locations(log, where):
    """Relative URIs carry %SRCROOT% (named in originalUriBaseIds), absolute ones are file URIs;
    every result has chesslaw's fingerprint; the run has its invocation."""
    run = log["runs"][0]
    bases = run.get("originalUriBaseIds", {})
    if "%SRCROOT%" not in bases or not bases["%SRCROOT%"].get("uri", "").startswith("file:///") or not bases["%SRCROOT%"]["uri"].endswith("/"):
        fail("%s: no originalUriBaseIds %%SRCROOT%% folder URI: %r" % (where, bases))
    inv = run.get("invocations", [])
    if len(inv) != 1 or "executionSuccessful" not in inv[0] or "audit" not in inv[0].get("arguments", []):
        fail("%s: no invocation of the audit: %r" % (where, inv))
    for r in run["results"]:
        art = r["locations"][0]["physicalLocation"]["artifactLocation"]
        if "uri" in art:
            if art["uri"].startswith("file://") == ("uriBaseId" in art):
                fail("%s: artifactLocation %r: a relative URI needs uriBaseId, an absolute one none" % (where, art))
            if "uriBaseId" in art and (art["uriBaseId"] != "%SRCROOT%" or art["uri"].startswith("/")):
                fail("%s: artifactLocation %r" % (where, art))
        fp = r.get("partialFingerprints", {}).get("chesslaw/v1", "")
        if not re.match(r"^[0-9a-f]{16}$", fp):
            fail("%s: result %r without a fingerprint" % (where, r["message"]["text"]))


def fingerprints(log):
    """(uri, base, ruleId, fingerprint) of each result, in order."""
    out = []
    for r in log["runs"][0]["results"]:
        art = r["locations"][0]["physicalLocation"]["artifactLocation"]
        out.append((art.get("uri"), art.get("uriBaseId"), r["ruleId"], r["partialFingerprints"]["chesslaw/v1"]))
    return out


def check_two_folders(cli, work, pgns):
    """The same files audited from here (relative names, the default root) and from another
    folder (absolute names, --sarif-root here): the same URIs and the same fingerprints."""
    here = os.getcwd()
    first = os.path.join(os.path.abspath(work), "here.sarif")
    second = os.path.join(os.path.abspath(work), "elsewhere.sarif")
    elsewhere = os.path.join(os.path.abspath(work), "elsewhere")
    os.makedirs(elsewhere, exist_ok=True)
    rel = [os.path.relpath(p) for p in pgns]
    inside = [p for p in rel if not p.startswith("..")]
    p1 = subprocess.run([cli, "audit", "--no-progress", "-j", "1", "--sarif", first] + inside, capture_output=True)
    p2 = subprocess.run([cli, "audit", "--no-progress", "-j", "1", "--sarif", second, "--sarif-root", here] +
                        [os.path.abspath(p) for p in inside], capture_output=True, cwd=elsewhere)
    if p1.returncode not in (0, 1) or p2.returncode not in (0, 1):
        fail("two folders: exit %d / %d: %s %s" % (p1.returncode, p2.returncode, p1.stderr.decode(errors="replace"), p2.stderr.decode(errors="replace")))
        return 0
    with open(first, encoding="utf-8") as f:
        a = json.load(f)
    with open(second, encoding="utf-8") as f:
        b = json.load(f)
    fa, fb = fingerprints(a), fingerprints(b)
    if not fa:
        fail("two folders: no result to compare")
    if fa != fb:
        diff = [(x, y) for x, y in zip(fa, fb) if x != y][:3]
        fail("two folders: %d and %d results, differing: %r" % (len(fa), len(fb), diff))
    if len(set(x[3] for x in fa)) != len(fa):
        fail("two folders: two results share a fingerprint")
    if a["runs"][0]["originalUriBaseIds"] != b["runs"][0]["originalUriBaseIds"]:
        fail("two folders: the roots differ: %r %r" % (a["runs"][0]["originalUriBaseIds"], b["runs"][0]["originalUriBaseIds"]))
    return len(fa)


def audit(cli, work, name, pgns, jobs, extra):
    sarif = os.path.join(work, name + ".sarif")
    p = subprocess.run([cli, "audit", "--no-progress", "-j", str(jobs), "--sarif", sarif] + extra + pgns, capture_output=True)
    if p.returncode not in (0, 1):
        fail("%s: exit %d: %s" % (name, p.returncode, p.stderr.decode(errors="replace")))
        return None, None
    with open(sarif, encoding="utf-8") as f:
        log = json.load(f)
    return p.stdout.decode("utf-8"), log


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--cli", required=True)
    ap.add_argument("--work", required=True)
    ap.add_argument("--schema")
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--budget")
    ap.add_argument("--two-folders-only", action="store_true", help="only the fingerprints of two runs from different folders")
    ap.add_argument("pgn", nargs="+")
    a = ap.parse_args()
    pgns = []
    for p in a.pgn:
        if os.path.isdir(p):
            found = sorted(os.path.join(d, f) for d, _, fs in os.walk(p) for f in fs if f.endswith(".pgn"))
            if not found:
                fail("%s: no .pgn file in it" % p)
            pgns += found
        else:
            pgns.append(p)
    os.makedirs(a.work, exist_ok=True)
    validator = None
    if a.schema:
        import jsonschema  # Debian python3-jsonschema
        with open(a.schema, encoding="utf-8") as f:
            schema = json.load(f)
        validator = jsonschema.Draft7Validator(schema)
    if a.two_folders_only:
        n = check_two_folders(a.cli, a.work, pgns)
        print("two folders: %d fingerprints compared; %d failures" % (n, len(failures)))
        return 1 if failures else 0
    runs = [("file%d" % i, [p], 1, []) for i, p in enumerate(pgns)]
    runs.append(("all", pgns, a.jobs, []))
    if a.budget:
        runs.append(("all-budget", pgns, a.jobs, ["--reachability-budget", a.budget]))
    results = 0
    for name, files, jobs, extra in runs:
        text, log = audit(a.cli, a.work, name, files, jobs, extra)
        if log is None:
            continue
        where = "%s (%s)" % (name, " ".join(files))
        if validator is not None:
            errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
            for e in errors[:5]:
                fail("%s: not SARIF 2.1.0: %s at %s" % (where, e.message, "/".join(map(str, e.path))))
        if log.get("version") != "2.1.0" or len(log.get("runs", [])) != 1:
            fail("%s: not one run of SARIF 2.1.0" % where)
            continue
        lines = text.splitlines(keepends=True)
        body = "".join(lines[:-1])  # the last line is the summary
        if not lines or not re.match(r"^\d+ games?, \d+ plies: ", lines[-1]):
            fail("%s: no summary line last" % where)
        expected = as_text(log)
        if body != expected:
            got_lines, want_lines = body.splitlines(), expected.splitlines()
            for i, (g, w) in enumerate(zip(got_lines, want_lines)):
                if g != w:
                    fail("%s: text line %d differs from the SARIF results:\n  text:  %s\n  sarif: %s" % (where, i + 1, g, w))
                    break
            else:
                fail("%s: %d text lines, the SARIF results stand for %d" % (where, len(got_lines), len(want_lines)))
        check_rules(log, where)
        check_locations(log, where)
        results += len(log["runs"][0]["results"])
    if results == 0:
        fail("no result in any log: the inputs have no finding, nothing was compared")
    print("%d runs, %d results compared%s; %d failures" % (len(runs), results, ", schema-validated" if validator else "", len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
