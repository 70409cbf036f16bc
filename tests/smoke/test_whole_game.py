"""A whole game through the real client and the loopback stand-in: every call counted."""

from __future__ import annotations

import asyncio

from tests.smoke.players import play_game
from tests.smoke.running import bot_in_standin

BOUND = 60


async def test_people_play_a_whole_game_and_every_call_is_kept(tmp_path):
    async with bot_in_standin(tmp_path) as (standin, bot):
        played = await asyncio.wait_for(play_game(standin, bot, "boromir", 2, 1), BOUND)
        info = await bot.service.table(played.table_id)
        assert info.status == "finished" and played.moves > 0
        over = [m for m in standin.messages.values() if m.payload["content"].startswith("🏁")]
        assert len(over) == 1
    kinds = {call.kind for call in standin.calls}
    assert {"callback", "create", "edit", "dm_open", "thread"} <= kinds
    assert sum(call.kind == "callback" for call in standin.calls) == played.clicks
    assert not standin.unknown
