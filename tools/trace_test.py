#!/usr/bin/env python3
"""Tests of tools/trace.py (ctest trace.selftest): the matrix of this source tree points at every
predicate, and each check fails when the tree is damaged — the damage is made in memory, through
the reader trace.build_matrix is given, never in the tree.

    tools/trace_test.py --cli build/default/bin/chesslaw
"""

import csv
import importlib.util
import io
import os
import sys
import unittest

# tools/trace.py, loaded by path (the standard library has a module called trace too)
_spec = importlib.util.spec_from_file_location("chesslaw_trace", os.path.join(os.path.dirname(os.path.abspath(__file__)), "trace.py"))
trace = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(trace)

CLI = None
ROOT = trace.ROOT_DEFAULT


def damaged(edit):
    """A reader of the tree whose lines pass through edit(rel, lines) -> lines."""
    return lambda root, rel: edit(rel, trace.read_lines(root, rel))


class TraceTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.table = trace.read_table(CLI)
        cls.mx = trace.build_matrix(ROOT, cls.table)
        cls.checkable = [r for r in cls.mx["rows"] if r["clause"]["check"] == "predicate"]

    def test_tree_is_clean(self):
        self.assertEqual(self.mx["problems"], [])
        self.assertEqual(trace.coverage_problems(self.mx, ROOT), [])
        self.assertGreater(len(self.checkable), 0)

    def test_csv_points_at_every_predicate(self):
        rows = list(csv.reader(io.StringIO(trace.render_csv(self.mx))))[1:]  # without the GENERATED line
        header = rows[0]
        self.assertEqual(header[:2], ["clause", "handle"])
        self.assertEqual(header[8:10], ["predicate_location", "static_tests"])
        self.assertEqual(len(rows), 1 + len(self.table))
        for c, row in zip(self.table, rows[1:]):
            self.assertEqual(row[0], c["id"])
            if c["check"] != "predicate":
                continue
            path, line = row[8].rsplit(":", 1)
            self.assertIn("rule<spec::id::" + row[1] + ">", trace.read_lines(ROOT, path)[int(line) - 1], c["id"])
            first = row[9].split(";")[0]
            path, line = first.split(":")
            self.assertIn("id::" + row[1], trace.read_lines(ROOT, path)[int(line.split(",")[0]) - 1], c["id"])

    def test_markdown_has_every_clause(self):
        md = trace.render_md(self.mx)
        for c in self.table:
            self.assertIn("\n| " + c["id"] + " `", md)
        self.assertNotIn("MISSING", md)

    def test_missing_predicate_fails(self):
        handle = self.checkable[0]["handle"]
        needle = "id::" + handle + ">"
        path = self.checkable[0]["predicate"]["path"]
        mx = trace.build_matrix(ROOT, self.table, damaged(
            lambda rel, ls: [l.replace(needle, "id::no_such_handle>") for l in ls] if rel == path else ls))
        self.assertIn("no predicate found for id::" + handle + " (a machine-checkable clause)", mx["problems"])
        self.assertTrue(any("predicate bound to unknown handle id::no_such_handle" in p for p in mx["problems"]))
        self.assertIn("**MISSING**", trace.render_md(mx))

    def test_second_predicate_fails(self):
        p = self.checkable[0]["predicate"]
        mx = trace.build_matrix(ROOT, self.table, damaged(
            lambda rel, ls: ls + [ls[p["line"] - 1]] if rel == p["path"] else ls))
        self.assertTrue(any(m.startswith("two predicates for id::" + self.checkable[0]["handle"]) for m in mx["problems"]))

    def test_missing_static_test_fails(self):
        handle = self.checkable[0]["handle"]
        mx = trace.build_matrix(ROOT, self.table, damaged(
            lambda rel, ls: [l.replace("id::" + handle, "id_" + handle) for l in ls]
            if rel.startswith("tests/static/") and rel != trace.TABLE_WALL else ls))
        self.assertEqual(mx["problems"], [])
        self.assertTrue(any(m.startswith("no static test names id::" + handle) for m in trace.coverage_problems(mx, ROOT)))

    def test_missing_handle_is_a_usage_error(self):
        with self.assertRaisesRegex(trace.UsageError, "no handle for the clause at table index"):
            trace.build_matrix(ROOT, self.table, damaged(
                lambda rel, ls: [l for l in ls if trace.handle_line(l) is None or trace.handle_line(l)[1] != self.table[0]["id"]]
                if rel == trace.TABLE_PATH else ls))

    def test_not_a_source_tree(self):
        self.assertEqual(trace.main(["--cli", CLI, "--source", os.path.join(ROOT, "tools"), "--check"]), 2)


if __name__ == "__main__":
    if len(sys.argv) < 3 or sys.argv[1] != "--cli":
        sys.exit("usage: trace_test.py --cli CHESSLAW [unittest options]")
    CLI = sys.argv[2]
    unittest.main(argv=[sys.argv[0]] + sys.argv[3:])
