"""Shared set-up of the chesslaw pytest suite (python/tests; ctest label `python`).

Run by ctest (python.pytest, python.pytest_corpus) with PYTHONPATH at the built package, or by hand:
    PYTHONPATH=build/default/python /usr/bin/python3 -m pytest python/tests
CHESSLAW_CLI names the built `chesslaw` CLI (default build/default/bin/chesslaw), CHESSLAW_DATA_DIR
the outside data (default ../shared/data beside the clone).
"""

import os
import pathlib

import pytest

SOURCE_DIR = pathlib.Path(os.environ.get("CHESSLAW_SOURCE_DIR", pathlib.Path(__file__).resolve().parents[2]))
DATA_DIR = pathlib.Path(os.environ.get("CHESSLAW_DATA_DIR", SOURCE_DIR.parent / "shared" / "data"))
CLI = pathlib.Path(os.environ.get("CHESSLAW_CLI") or SOURCE_DIR / "build" / "default" / "bin" / "chesslaw")


def pytest_configure(config):
    config.addinivalue_line("markers", "corpus: reads the outside data of CHESSLAW_DATA_DIR (ctest label corpus)")


@pytest.fixture(scope="session")
def cli():
    if not CLI.is_file():
        pytest.fail(f"the chesslaw CLI is not built at {CLI} (set CHESSLAW_CLI)")
    return CLI
