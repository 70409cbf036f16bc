"""Settling after start-up: glibc's allocator where there is one, and the collector always."""

import gc
import platform

import pytest

from bot.allocator import prepare, settle


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


def test_prepare_applies_the_allocator_settings_exactly_where_the_c_library_is_glibc():
    assert prepare() is (platform.libc_ver()[0] == "glibc")


async def test_start_up_releases_the_word_index_leftovers_before_resuming_tables(monkeypatch):
    """The order is what saves the memory: a collection after the tables are back
    frees the same objects but no longer gives the space back (bench/memory.py)."""
    import bot.chat.client as client
    from bot.config import Settings
    from bot.tables import TableService

    steps: list[str] = []
    resume = TableService.resume

    async def resumed(self):
        steps.append("resume")
        return await resume(self)

    async def no_sync() -> None:
        steps.append("sync")

    monkeypatch.setattr(client, "prepare", lambda: steps.append("prepare"))
    monkeypatch.setattr(client, "warm_up_engines", lambda: steps.append("warm up"))
    monkeypatch.setattr(client, "release", lambda: steps.append("release"))
    monkeypatch.setattr(client, "settle", lambda: steps.append("settle"))
    monkeypatch.setattr(TableService, "resume", resumed)
    bot = client.TableBot(Settings(_env_file=None, database_url="sqlite:///:memory:"))  # type: ignore[call-arg]
    bot._sync_commands = no_sync  # type: ignore[method-assign]
    try:
        await bot.setup_hook()
    finally:
        await bot.close()
    assert steps == ["prepare", "warm up", "release", "resume", "settle", "sync"]
