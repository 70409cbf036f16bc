"""Settling after start-up: glibc's allocator where there is one, and the collector always."""

import gc
import platform

import pytest

from bot.allocator import settle


@pytest.fixture(autouse=True)
def thawed():
    """The rest of the test run keeps an ordinary collector."""
    yield
    gc.unfreeze()


def test_settle_applies_the_allocator_settings_exactly_where_the_c_library_is_glibc():
    assert settle() is (platform.libc_ver()[0] == "glibc")


def test_what_start_up_made_is_kept_out_of_the_collectors_way():
    made_at_start_up = [[n] for n in range(1000)]
    settle()
    assert gc.get_freeze_count() >= len(made_at_start_up)
    collected_later = {id(obj) for obj in gc.get_objects()}
    assert not any(id(item) in collected_later for item in made_at_start_up)
