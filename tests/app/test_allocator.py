"""The allocator settings apply on glibc and are skipped quietly elsewhere."""

import platform

from bot.allocator import settle


def test_settle_applies_exactly_where_the_c_library_is_glibc():
    assert settle() is (platform.libc_ver()[0] == "glibc")


def test_settling_twice_is_harmless():
    assert settle() == settle()
