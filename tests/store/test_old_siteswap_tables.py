"""Siteswap tables saved before hints and drops (commit f869b8e) resume exactly and finish.

The fixture was written by that commit's TableService: table 1, three people, a
3-card pattern laid unnamed and the next person to play; table 2, two people and
a bot, the bot's pattern being guessed (turn timer 300 s, guess_seconds 120);
table 3, live mode, a named trick whose juggler had to discard two; table 4, live
mode, a pattern juggled, its juggler still to report; table 5, three people, a
6-card pattern laid unnamed (today's rules would have dropped it, so replaying the
moves would not give the table back: its snapshot must be read).

A second fixture holds two snapshots written by the code before the state became
plain data (issue 33, the branch point of that work): a seeded two-bot game at
step 48, an extension being juggled with a hint out and a wrong guess made, and
the same game over. Their shape is unchanged, so they must load as they are.
"""

import random
import shutil
from dataclasses import replace
from pathlib import Path

import engines
from bot.store import open_store
from bot.store.rows import SnapshotRow
from bot.tables import TableService
from bot.tables.recovery import code_version, load_snapshot, replay
from engines.core.messages import english
from engines.core.records import load_json, to_json
from engines.siteswap.state import Phase

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "siteswap-before-drops.db"
OLD_SHAPE = "siteswap::a955047549d7604d"
BEFORE_PLAIN_DATA = FIXTURE.with_name("siteswap-snapshots-before-plain-data.jsonl")
BEFORE_PLAIN_DATA_SHAPE = "siteswap::5a73abc4da73429c"


async def test_siteswap_tables_saved_before_drops_resume_as_they_were_and_play_to_the_end(
    tmp_path,
):
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    engine = engines.get("siteswap")
    assert code_version(engine) != OLD_SHAPE  # the State did change since
    store = await open_store(f"sqlite:///{path}")
    now = [1_700_000_100.0]
    try:
        service = TableService(store, clock=lambda: now[0])
        report = await service.resume()
        assert sorted(report.resumed) == [1, 2, 3, 4, 5] and report.broken == ()
        for table_id in report.resumed:
            _row, _seats, snapshot = await store.load(table_id)
            assert snapshot is not None and snapshot.code_version == OLD_SHAPE
            saved = load_json(engine.State, snapshot.state)
            info = await service.table(table_id)
            # Each person sees exactly the hand and table they had.
            people = [(seat, user) for seat, user in enumerate(info.seats) if user is not None]
            assert people
            for seat, user in people:
                view = await service.view_for(table_id, user)
                assert view.hand == list(saved.hands[seat])
                assert [laid.values for laid in view.table] == [
                    list(laid.values) for laid in saved.table
                ]
        trick = await service.view_for(table_id=3, user_id=None)
        assert trick.phase is Phase.TRICK_DISCARD  # ... and may now keep the cards
        rng = random.Random(2)
        for table_id in report.resumed:
            for _ in range(3000):
                info = await service.table(table_id)
                if info.status != "playing":
                    break
                if not info.to_act:  # a bot watching, or a window to close
                    now[0] += 400
                    await service.fire_due_timers()
                    continue
                user = rng.choice(info.to_act)
                action = rng.choice(await service.legal_actions(table_id, user))
                await service.act(table_id, user, action, version=info.version)
            info = await service.table(table_id)
            assert info.status == "finished"
            assert len(await store.results(table_id)) == len(info.seats)
    finally:
        await store.close()


async def test_the_old_tables_moves_still_parse_and_replay_from_the_seed(tmp_path):
    """A snapshot the engine could not read would be rebuilt from the moves: they must
    still be understood. Table 1's unnamed pattern is a 3-card one, which today's rules
    lay for sure too; table 5's 6-card one today's draw drops."""
    path = tmp_path / "old.db"
    shutil.copy(FIXTURE, path)
    engine = engines.get("siteswap")
    store = await open_store(f"sqlite:///{path}")
    try:
        for table_id in (1, 2, 3, 4, 5):
            row, seats, snapshot = await store.load(table_id)
            events = await store.events(table_id)
            options = engine.Options.model_validate_json(row.options)
            state = engine.new_game(len(seats), options, row.seed)
            replayed = replay(engine, state, 0, events, row.version)
            saved = load_json(engine.State, snapshot.state)
            same = replayed.hands == saved.hands and replayed.table == saved.table
            assert same == (table_id != 5)
            assert replayed.phase is saved.phase
        assert not replayed.table and len(saved.table[0].values) == 6
    finally:
        await store.close()


def test_snapshots_saved_before_the_state_became_plain_data_load_as_they_are():
    """Read, not replayed: the stored text comes back byte for byte, and it is the very
    state today's engine reaches playing the same seeded bot game (seed 0, two seats)."""
    engine = engines.get("siteswap")
    saved = BEFORE_PLAIN_DATA.read_text().splitlines()
    loaded = [
        load_snapshot(engine, SnapshotRow(version=1, code_version=BEFORE_PLAIN_DATA_SHAPE,
                                          state=text), table_id=1)
        for text in saved
    ]  # fmt: skip
    assert all(state is not None for state in loaded)
    assert [to_json(state) for state in loaded] == saved
    juggling, over = loaded
    assert juggling.phase is Phase.PERFORMANCE and juggling.performance.target is not None
    assert juggling.performance.hints and juggling.performance.missed
    assert over.phase is Phase.OVER and any(laid.extends for laid in over.table)
    state, rng, reached = engine.new_game(2, engine.Options(), 0), random.Random(0), []
    while not engine.is_over(state):
        if state.step in (juggling.step, over.step):
            reached.append(state)
        seat = engine.to_act(state)[0]
        state = engine.apply(state, seat, engine.bot_action(engine.view(state, seat), rng))
    # The same states, except that today's log lines are Messages: in English, the same.
    assert [replace(s, log=tuple(map(english, s.log))) for s in (*reached, state)] == loaded
