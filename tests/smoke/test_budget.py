"""Whole games through the real client and the loopback stand-in, every call counted: what
they cost in Discord calls, clicks answered through the interaction, and no picture
uploaded twice to the same person or thread (bench/discord_requests.py: every game)."""

from __future__ import annotations

import asyncio
import hashlib
from types import SimpleNamespace

import pytest

import bot.tables.lobby
from tests.smoke.limits import EXEMPT
from tests.smoke.players import play_game
from tests.smoke.running import bot_in_standin, quiet

BOUND = 60
MOST_PER_CLICK = 1.2  # calls counted against the bot's global limit, per person's click


@pytest.mark.parametrize("game", ["boromir", "heroes"])
async def test_a_whole_game_stays_within_its_call_budget(tmp_path, monkeypatch, game):
    monkeypatch.setattr(bot.tables.lobby, "secrets", SimpleNamespace(randbits=lambda bits: 7))
    async with bot_in_standin(tmp_path) as (standin, client):
        played = await asyncio.wait_for(play_game(standin, client, game, 3, 1), BOUND)
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
    # No bytes go up twice to one channel: an unchanged hand is shown from its upload.
    uploaded = [(c.channel_id, hashlib.sha256(data).digest()) for c in calls
                for _, data in c.uploads]  # fmt: skip
    assert len(set(uploaded)) == len(uploaded)
    linked = [e for m in standin.messages.values() for e in m.payload.get("embeds") or []]
    assert linked, "some hand came back unchanged, shown from its earlier upload"
    assert all(e["image"]["url"].startswith("http") and e["footer"]["text"] for e in linked)
