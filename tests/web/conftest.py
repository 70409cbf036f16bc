"""A web site per test; engines as registered (real games)."""

from __future__ import annotations

import pytest

from tests.web.helpers import open_site


@pytest.fixture
async def site(tmp_path):
    opened = await open_site(f"sqlite:///{tmp_path / 'web.db'}")
    yield opened
    await opened.close()
