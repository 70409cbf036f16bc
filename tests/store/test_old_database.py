"""Tables saved by the code before the game kit (commit 91e276f) resume and finish today.

The fixture was written by that commit's TableService: two Jugglers games and
a Juggler game in the middle of play, and a lobby.
"""

import random
import shutil
from pathlib import Path

from bot.store import open_store
from bot.tables import TableService
from tests.tables.helpers import play_to_end

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "tables-before-game-kit.db"


async def test_tables_saved_before_the_game_kit_resume_and_play_to_the_end(tmp_path):
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    store = await open_store(f"sqlite:///{path}")
    try:
        service = TableService(store, clock=lambda: 1_700_000_100.0)
        report = await service.resume()
        assert len(report.resumed) == 4 and report.broken == ()
        games = {}
        for table_id in report.resumed:
            info = await service.table(table_id)
            games[table_id] = (info.game, info.status)
        assert sorted(games.values()) == [
            ("juggler", "playing"), ("jugglers", "lobby"),
            ("jugglers", "playing"), ("jugglers", "playing"),
        ]  # fmt: skip
        rng = random.Random(1)
        for table_id, (_, status) in games.items():
            if status == "playing":
                before = (await service.table(table_id)).version
                assert before > 0
                await play_to_end(service, table_id, rng)
                info = await service.table(table_id)
                assert info.status == "finished" and info.version > before
                assert len(await store.results(table_id)) == len(info.seats)
    finally:
        await store.close()


PLAIN_DATA_FIXTURE = (
    Path(__file__).resolve().parents[1] / "fixtures" / "tables-before-plain-data.db"
)


async def test_tables_saved_before_engines_held_plain_data_resume_and_play_to_the_end(tmp_path):
    """Written by commit e520f90's TableService (engines on pydantic models, before issue 33):
    every game in the middle of play, Siteswap with no guess deadline and in live mode,
    and a Heroes lobby. Snapshots of an older State shape are replayed from their events."""
    path = tmp_path / "before-plain-data.db"
    shutil.copy(PLAIN_DATA_FIXTURE, path)
    store = await open_store(f"sqlite:///{path}")
    try:
        service = TableService(store, clock=lambda: 1_800_000_100.0)
        report = await service.resume()
        assert report.broken == ()
        games = []
        for table_id in report.resumed:
            info = await service.table(table_id)
            games.append((info.game, info.status))
        assert sorted(games) == [
            ("boromir", "playing"), ("boromir", "playing"), ("heroes", "lobby"),
            ("heroes", "playing"), ("juggler", "playing"), ("jugglers", "playing"),
            ("jugglers", "playing"), ("siteswap", "playing"), ("siteswap", "playing"),
        ]  # fmt: skip
        rng = random.Random(2)
        for table_id in report.resumed:
            info = await service.table(table_id)
            if info.status != "playing":
                continue
            assert info.version > 0
            await play_to_end(service, table_id, rng)
            finished = await service.table(table_id)
            assert finished.status == "finished" and finished.version > info.version
            assert len(await store.results(table_id)) == len(finished.seats)
    finally:
        await store.close()
