"""Headless Chromium from Debian's packages, driven by Selenium, and axe-core from npm.

A missing browser, driver or npm fails the tests that need them, with the
command that installs them; it never skips them (`.ci/run` and the README's
test command install all three). axe-core is fetched once with npm into a
cache folder outside the repository: nothing generated is kept in it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
from selenium import webdriver

AXE_VERSION = "4.10.3"
AXE_CACHE = Path(os.environ.get("XDG_CACHE_HOME", Path.home() / ".cache")) / "jugglers-table"
INSTALL = "apt-get install chromium chromium-driver npm (as .ci/run does)"


def chromium() -> webdriver.Chrome:
    browser = shutil.which("chromium")
    driver = shutil.which("chromedriver")
    if browser is None or driver is None:
        pytest.fail(f"headless Chromium and its driver are needed: {INSTALL}")
    options = webdriver.ChromeOptions()
    options.binary_location = browser
    for argument in ("--headless=new", "--disable-gpu", "--window-size=1280,900"):
        options.add_argument(argument)
    if os.geteuid() == 0:
        options.add_argument("--no-sandbox")  # Chromium refuses to run as root otherwise
    return webdriver.Chrome(options=options, service=webdriver.ChromeService(driver))


def axe_source() -> str:
    """axe.min.js of a pinned axe-core, installed with npm into the cache on first use."""
    folder = AXE_CACHE / f"axe-core-{AXE_VERSION}"
    script = folder / "node_modules" / "axe-core" / "axe.min.js"
    if not script.exists():
        npm = shutil.which("npm")
        if npm is None:
            pytest.fail(f"npm is needed to fetch axe-core: {INSTALL}")
        folder.mkdir(parents=True, exist_ok=True)
        subprocess.run(
            [npm, "install", "--no-save", "--no-audit", "--no-fund", "--prefix", str(folder),
             f"axe-core@{AXE_VERSION}"],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
    return script.read_text()
