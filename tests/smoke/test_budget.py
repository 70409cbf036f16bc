"""A whole game through the real client and the loopback stand-in, every call counted: what
it costs in Discord calls, clicks answered through the interaction, and no picture
uploaded again into a message that already shows it."""

from __future__ import annotations

import asyncio
import hashlib
from types import SimpleNamespace

import bot.tables.lobby
from tests.smoke.limits import EXEMPT
from tests.smoke.players import play_game
from tests.smoke.running import bot_in_standin, quiet

BOUND = 60
# Where the budget stands today (bench/discord_requests.py, the same seeded table: 1.26
# calls per click, from 2.23): the goal of 1.2 for every game is not reached yet.
MOST_PER_CLICK = 1.3


async def test_a_whole_game_stays_within_its_call_budget(tmp_path, monkeypatch):
    monkeypatch.setattr(bot.tables.lobby, "secrets", SimpleNamespace(randbits=lambda bits: 7))
    async with bot_in_standin(tmp_path) as (standin, client):
        played = await asyncio.wait_for(play_game(standin, client, "boromir", 3, 1), BOUND)
        await quiet(standin)
        assert (await client.service.table(played.table_id)).status == "finished"
    over = [m for m in standin.messages.values() if m.payload["content"].startswith("🏁")]
    assert len(over) == 1 and played.moves > 0 and not standin.unknown
    assert sum(call.kind == "callback" for call in standin.calls) == played.clicks
    calls = [c for c in standin.calls if c.kind not in ("setup", "followup")]
    limited = [c for c in calls if c.kind not in EXEMPT]
    assert len(limited) / played.clicks <= MOST_PER_CLICK, (len(limited), played.clicks)
    # The clicker's own DM is updated through the click's answer, never by a counted edit
    # right after it.
    assert any(c.kind == "original" and c.channel_id in standin.dm_channels.values()
               for c in calls)  # fmt: skip
    # An edit uploads a picture only when the message showed other bytes before.
    shown: dict[int, dict[str, str]] = {}
    for call in calls:
        if call.message_id is None:
            continue
        pictures = {name: hashlib.sha256(data).hexdigest() for name, data in call.uploads}
        if call.kind in ("edit", "original"):
            before = shown.get(call.message_id, {})
            assert not any(before.get(name) == digest for name, digest in pictures.items())
        shown.setdefault(call.message_id, {}).update(pictures)
