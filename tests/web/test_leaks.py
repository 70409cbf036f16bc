"""Only public information, ever: every page and data message a spectator gets is the
same for a table and for its twin with every hidden thing scrambled (the conformance
suite's `scramble_hidden`), for every registered game."""

from __future__ import annotations

import random

import pytest

import engines
from bot.tables import Notices, TableInfo
from bot.web.hub import Hub, seat_names
from bot.web.links import Links
from bot.web.pages import live_page, replay_page
from bot.web.record import PublicHistory, Step
from bot.web.replays import build_replay, step_picture, steps_message
from engines.core.records import to_plain
from renderers.presentation import presentation_for
from tests.engines.conformance import choose_random, play_out

STATES = 8  # spread over each game


def _info(engine, state, players: int) -> TableInfo:
    awaited = engine.to_act(state)
    return TableInfo(
        id=9, game=engine.key, guild_id=1, channel_id=1, host_id=1,
        status="finished" if engine.is_over(state) else "playing", version=3,
        seats=(1, *[None] * (players - 1)), away=(), to_act=(1,) if 0 in awaited else (),
        deadline=None, timer=None, options={},
    )  # fmt: skip


async def _everything_shown(engine, state, players: int) -> list:
    """What the web makes of this state: the frame message, the page, each picture's
    bytes and words, and the replay's step message, page and picture."""
    view = engine.view(state, None)
    info = _info(engine, state, players)
    hub = Hub(Links("leak check"), seat_names)
    await hub.publish(Notices(info, tuple(view.log), True, view))
    shown = await hub.current(info.id)
    pictures = [(name, await p.data(), p.alt) for name, p in sorted(shown.pictures.items())]
    history = PublicHistory(engine.key, (Step(view, tuple(view.log)),), ())
    replay = build_replay(history, await seat_names(info), info)
    step = await step_picture(replay, 0)
    return [
        shown.message,
        live_page(shown.frame, "/events", 0.0),
        pictures,
        steps_message(replay, "token"),
        replay_page(replay.title, info.id, "/steps.json", replay.results),
        step,
    ]


@pytest.mark.parametrize("game", engines.keys())
async def test_pages_and_messages_ignore_what_spectators_cannot_see(game):
    engine = engines.get(game)
    players = engine.min_players + (engine.max_players > engine.min_players)
    playout = play_out(engine, players, 21, choose_random)
    stride = max(1, len(playout.states) // STATES)
    rng = random.Random(21)
    changed = 0
    kinds = set()
    for state in playout.states[::stride]:
        twin = engine.scramble_hidden(state, None, rng)
        changed += to_plain(twin) != to_plain(state)
        mine = await _everything_shown(engine, state, players)
        kinds |= {name.split("-")[0] for name, data, _ in mine[2] if data}
        assert mine == await _everything_shown(engine, twin, players), (
            f"{game}: a spectator can tell a hidden change apart"
        )
    drawn = {kind for kind in ("table", "performance") if presentation_for(game).renderer(kind)}
    assert drawn <= kinds, f"pictures never compared: {drawn - kinds}"
    assert changed, "scramble_hidden never changed anything: the check would prove nothing"
