"""The shape of the code, checked: layers, no cycles, small modules, no game in bot/.

The import contracts live in pyproject.toml ([tool.importlinter]) and are
checked by import-linter; the rest is read from grimp's import graph and the
files themselves.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import grimp

import engines

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = ("bot", "engines", "renderers")
MAX_LINES = 400


def test_import_contracts_are_kept():
    lint_imports = Path(sys.executable).with_name("lint-imports")
    run = subprocess.run(
        [str(lint_imports), "--config", str(ROOT / "pyproject.toml")],
        cwd=ROOT, capture_output=True, text=True, check=False,
    )  # fmt: skip
    assert run.returncode == 0, run.stdout[-3000:]
    assert "0 broken" in run.stdout


def test_no_module_is_over_400_lines():
    long = {
        str(path.relative_to(ROOT)): lines
        for package in PACKAGES
        for path in (ROOT / package).rglob("*.py")
        if (lines := len(path.read_text(encoding="utf-8").splitlines())) > MAX_LINES
    }
    assert not long, f"split these modules (lines): {long}"


def test_the_application_knows_no_game_by_name():
    games = engines.keys()
    named = [
        str(path.relative_to(ROOT))
        for path in (ROOT / "bot").rglob("*")
        if path.stem in games or path.name in games
    ]
    assert not named, f"files under bot/ named after a game: {named}"
    graph = grimp.build_graph(*PACKAGES)
    for game in games:
        for package in (f"engines.{game}", f"renderers.{game}"):
            if package not in graph.modules:
                continue
            game_modules = {package, *graph.find_descendants(package)}
            importers = {
                importer
                for module in game_modules
                for importer in graph.find_modules_that_directly_import(module)
                if importer.startswith("bot.") or importer == "bot"
            }
            assert not importers, f"{sorted(importers)} import {package}"
