"""A web site per test; engines as registered (real games)."""

from __future__ import annotations

import pytest

from tests.web.browser import axe_source, chromium
from tests.web.helpers import open_site


@pytest.fixture
async def site(tmp_path):
    opened = await open_site(f"sqlite:///{tmp_path / 'web.db'}")
    yield opened
    await opened.close()


@pytest.fixture(scope="session")
def browser():
    driver = chromium()
    yield driver
    driver.quit()


@pytest.fixture(scope="session")
def axe():
    return axe_source()
