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
