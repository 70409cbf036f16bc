"""`python -m bot migrate-db`: a SQLite database moved to PostgreSQL plays on there."""

import asyncio
import random
import shutil
from pathlib import Path

from bot.__main__ import main
from bot.store import open_store
from bot.tables import TableService
from tests.tables.helpers import play_to_end

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "tables-before-game-kit.db"


async def test_a_moved_database_keeps_its_tables_and_plays_on(tmp_path, postgres, capsys):
    source = tmp_path / "old.db"
    shutil.copy(FIXTURE, source)
    target = await postgres.new_database()
    command = ["migrate-db", f"sqlite:///{source}", target]
    assert await asyncio.to_thread(main, command) == 0
    assert capsys.readouterr().out.startswith("Copied 4 tables, ")
    before = await open_store(f"sqlite:///{source}")
    after = await open_store(target)
    try:
        for table_id in await before.unfinished_tables():
            assert await after.table(table_id) == await before.table(table_id)
            assert await after.seats(table_id) == await before.seats(table_id)
            assert await after.events(table_id) == await before.events(table_id)
        service = TableService(after, clock=lambda: 1_700_000_100.0)
        report = await service.resume()
        assert len(report.resumed) == 4 and report.broken == ()
        rng = random.Random(2)
        for table_id in report.resumed:
            if (await service.table(table_id)).status == "playing":
                await play_to_end(service, table_id, rng)
                assert (await service.table(table_id)).status == "finished"
        fresh = await service.create("jugglers", 1, 999, 5, {})  # ids go on after the copied ones
        assert fresh.table.id > max(report.resumed)
    finally:
        await before.close()
        await after.close()
    # Moving again onto a database that holds tables is refused in one line.
    assert await asyncio.to_thread(main, command) == 2
    assert capsys.readouterr().err.strip() == (
        "Error: the target database already holds tables; use an empty one"
    )


def test_wrong_urls_are_refused_in_one_line(capsys, tmp_path):
    assert main(["migrate-db", "postgresql://x/y", f"sqlite:///{tmp_path}/x.db"]) == 2
    assert capsys.readouterr().err.strip() == (
        "Error: copy from a sqlite:/// URL to a postgresql:// URL"
    )
