"""Jugglers snapshots written before the engine held plain data read back byte for byte.

Their shape digest changed (tuples where the model had lists), so the service
replays such tables from their events; the JSON itself did not change. Both
facts are checked on the fixture written by commit e520f90's TableService.
"""

import shutil
from pathlib import Path

import engines
from bot.store import open_store
from engines.core.records import load_json, to_json

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "tables-before-plain-data.db"


async def test_old_jugglers_snapshots_load_write_back_unchanged_and_match_their_replays(tmp_path):
    path = tmp_path / "before-plain-data.db"
    shutil.copy(FIXTURE, path)
    engine = engines.get("jugglers")
    store = await open_store(f"sqlite:///{path}")
    try:
        checked = 0
        for table_id in await store.unfinished_tables():
            loaded = await store.load(table_id)
            assert loaded is not None
            table, seats, snapshot = loaded
            if table.game != "jugglers" or snapshot is None:
                continue
            state = load_json(engine.State, snapshot.state)
            assert to_json(state) == snapshot.state
            options = engine.Options.model_validate_json(table.options)
            replayed = engine.new_game(len(seats), options, table.seed)
            for event in await store.events(table_id):
                replayed = engine.apply(replayed, event.seat, engine.parse_action(event.action))
            assert replayed == state and snapshot.version == table.version > 0
            checked += 1
        assert checked == 2
    finally:
        await store.close()
