"""Jugglers snapshots written before the engine held plain data read back byte for byte.

Their shape digest changed (tuples where the model had lists), so the service
replays such tables from their events; the JSON itself did not change. Both
facts are checked on the fixture written by commit e520f90's TableService.
Those snapshots hold English log lines, which the engine now says as Messages:
the replay plays the same game, and only the wording of its lines differs.
"""

import shutil
from dataclasses import replace
from pathlib import Path

import engines
from bot.store import open_store
from engines.core.records import load_json, to_json
from engines.jugglers.state import JugglersState
from renderers.i18n import text


def _play(state: JugglersState) -> JugglersState:
    """The state without its words (log, die lines, the recap's hand values)."""
    recap = state.recap
    if recap is not None:
        recap = replace(recap, hands=tuple(replace(hand, value="") for hand in recap.hands))
    return replace(state, log=(), last_rolls=(), recap=recap)


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
            assert _play(replayed) == _play(state) and snapshot.version == table.version > 0
            # The old lines are English text, shown as they are in every language.
            assert state.log and all(isinstance(line, str) for line in state.log)
            assert [text(line, "fi") for line in state.log] == list(state.log)
            checked += 1
        assert checked == 2
    finally:
        await store.close()
