"""Databases written by older code resume and play on today.

The fixture was written by the TableService of commit 91e276f, before the game
kit: two Jugglers games and a Juggler game in the middle of play, and a lobby.
`boromir-before-messages.db` was written by commit 699602a's, before engines
spoke in Messages (issue 37).
"""

import random
import shutil
import sqlite3
from dataclasses import replace
from pathlib import Path

import asyncpg

from bot.store import migrations as sqlite_migrations
from bot.store import open_store, postgres_schema
from bot.tables import TableService
from engines.core.messages import Message
from tests.tables.helpers import Clock, move, play_to_end

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
            assert (await store.table(table_id)).revision == 0  # added by the migration
            # Bots seated before levels existed play at normal; people have no level.
            for seat in await store.seats(table_id):
                assert seat.level == (None if seat.user_id is not None else "normal")
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
        clock = Clock(1_800_000_100.0)
        service = TableService(store, clock=clock)
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
            await _play_with_the_clock_running(service, clock, table_id, rng)
            finished = await service.table(table_id)
            assert finished.status == "finished" and finished.version > info.version
            assert len(await store.results(table_id)) == len(finished.seats)
    finally:
        await store.close()


async def _play_with_the_clock_running(
    service: TableService, clock: Clock, table_id: int, rng: random.Random
) -> None:
    """Random moves by the people awaited; when only bots are (answering in a window
    after their watching delay), time passes and the timers let them move."""
    for _ in range(2000):
        info = await service.table(table_id)
        if info.status != "playing":
            return
        if info.to_act:
            await move(service, table_id, rng)
        else:
            clock.advance(30)
            await service.fire_due_timers()
    raise AssertionError("the game did not end")


async def _database_before_revisions(url: str) -> None:
    """A database as the code before table revisions left it, with one lobby in it."""
    columns = "game, guild_id, channel_id, host_id, status, options, seed, created_at, updated_at"
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        path.parent.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(path) as db:
            for statement in (s for m in sqlite_migrations.MIGRATIONS[:4] for s in m):
                db.execute(statement)
            db.execute("PRAGMA user_version = 4")
            db.execute(f"INSERT INTO tables ({columns}) VALUES "
                       "('jugglers', 1, 10, 7, 'lobby', '{}', 5, 1.0, 1.0)")  # fmt: skip
            db.execute("INSERT INTO seats (table_id, position, user_id) VALUES (1, 0, 7)")
        return
    connection = await asyncpg.connect(url)
    try:
        for statement in (s for m in postgres_schema.MIGRATIONS[:2] for s in m):
            await connection.execute(statement)
        await connection.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        await connection.execute("INSERT INTO schema_version VALUES (2)")
        await connection.execute(f"INSERT INTO tables ({columns}) VALUES "
                                 "('jugglers', 1, 10, 7, 'lobby', '{}', 5, 1.0, 1.0)")  # fmt: skip
        await connection.execute("INSERT INTO seats (table_id, position, user_id) VALUES (1, 0, 7)")
    finally:
        await connection.close()


async def test_tables_from_before_revisions_get_revision_0_and_play_on(store_url):
    """The revision column is added with 0 for every table, so old tables load, and
    their saves are checked against it from the first one on."""
    await _database_before_revisions(store_url)
    store = await open_store(store_url)
    try:
        old = await store.table(1)
        assert old is not None and (old.revision, old.host_id) == (0, 7)
        first, second = TableService(store), TableService(store)
        await second.table(1)  # the second holds the table as migrated
        await first.join(1, 8)
        assert (await store.table(1)).revision == 1
        await second.add_bot(1, 7)  # from its old copy: made again on the fresh table
        info = await first.start(1, 7)
        assert info.table.seats == (7, 8, None) and info.table.status == "playing"
        assert (await store.table(1)).revision == 3
    finally:
        await store.close()


def _lobby(game: str) -> str:
    """A lobby hosted by person 7, as every schema so far stores it."""
    columns = "game, guild_id, channel_id, host_id, status, options, seed, created_at, updated_at"
    return (f"INSERT INTO tables ({columns}) VALUES "
            f"('{game}', 1, 10, 7, 'lobby', '{{}}', 5, 1.0, 1.0)")  # fmt: skip


async def _database_at(url: str, versions: tuple[int, int], statements: list[str]) -> None:
    """A database as older code left it: the SQLite or PostgreSQL migrations up to
    `versions` (SQLite's, PostgreSQL's), then `statements`."""
    sqlite_version, postgres_version = versions
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        path.parent.mkdir(parents=True, exist_ok=True)
        with sqlite3.connect(path) as db:
            for statement in (s for m in sqlite_migrations.MIGRATIONS[:sqlite_version] for s in m):
                db.execute(statement)
            db.execute(f"PRAGMA user_version = {sqlite_version}")
            for statement in statements:
                db.execute(statement)
        return
    connection = await asyncpg.connect(url)
    try:
        for statement in (s for m in postgres_schema.MIGRATIONS[:postgres_version] for s in m):
            await connection.execute(statement)
        await connection.execute("CREATE TABLE schema_version (version INTEGER NOT NULL)")
        await connection.execute(f"INSERT INTO schema_version VALUES ({postgres_version})")
        for statement in statements:
            await connection.execute(statement)
    finally:
        await connection.close()


async def _database_before_levels(url: str) -> None:
    """A database as the code before bot levels left it: a lobby with a person and a bot."""
    seats = "INSERT INTO seats (table_id, position, user_id) VALUES (1, 0, 7), (1, 1, NULL)"
    await _database_at(url, (5, 3), [_lobby("jugglers"), seats])


async def test_bots_seated_before_levels_play_at_normal(store_url):
    """The level column is added; bots already seated read as normal, people as none."""
    await _database_before_levels(store_url)
    store = await open_store(store_url)
    try:
        assert [seat.level for seat in await store.seats(1)] == [None, "normal"]
        service = TableService(store)
        await service.add_bot(1, 7, level="hard")
        assert [seat.level for seat in await store.seats(1)] == [None, "normal", "hard"]
        info = await service.start(1, 7)
        assert info.table.status == "playing" and info.table.levels == (None, "normal", "hard")
    finally:
        await store.close()


MESSAGES_FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "boromir-before-messages.db"


async def test_boromir_tables_saved_with_english_lines_resume_and_play_to_the_end(tmp_path):
    """Written by commit 699602a's TableService (before Messages): two Boromir games in
    play, English log lines in their snapshots and in their chat links' status lines.
    The snapshots are read as they are (Boromir's `reads_snapshots`), not replayed: the
    lines stay English; the moves made from now on speak Messages, and the status lines
    keep both."""
    path = tmp_path / "before-messages.db"
    shutil.copy(MESSAGES_FIXTURE, path)
    store = await open_store(f"sqlite:///{path}")
    try:
        service = TableService(store, clock=Clock(1_900_000_100.0))
        report = await service.resume()
        assert sorted(report.resumed) == [1, 2] and report.broken == ()
        rng = random.Random(3)
        for table_id in report.resumed:
            old = (await service.view_for(table_id, None)).log
            assert old and all(isinstance(line, str) for line in old)  # from the snapshot
            link = await store.chat_link(table_id)
            assert link is not None and len(link.status_lines) == 8
            assert all(isinstance(line, str) for line in link.status_lines)
            assert "draws 1 card." in link.status_lines[-1]
            moved = await move(service, table_id, rng)
            assert any(isinstance(line, Message) for line in moved.log)
            mixed = replace(link, status_lines=(*link.status_lines, *moved.log))
            await store.save_chat_link(mixed)
            assert (await store.chat_link(table_id)) == mixed
            await play_to_end(service, table_id, rng)
            info = await service.table(table_id)
            assert info.status == "finished" and len(await store.results(table_id)) == len(
                info.seats
            )
    finally:
        await store.close()


async def _database_before_languages(url: str) -> None:
    """A database as the code before people's languages left it: one lobby."""
    await _database_at(url, (6, 4), [_lobby("boromir")])


async def test_a_database_from_before_languages_learns_people_s_languages(store_url):
    """The people table is added; nobody's language is known until they interact."""
    await _database_before_languages(store_url)
    store = await open_store(store_url)
    try:
        assert (await store.table(1)).game == "boromir"
        assert await store.person_locale(7) is None
        await store.save_person_locale(7, "fi")
        await store.save_person_locale(7, "de")  # the latest interaction wins
        assert await store.person_locale(7) == "de"
    finally:
        await store.close()
