"""The stand-in refuses calls past Discord's limits as Discord does: 429, retry_after,
the global flag, and X-RateLimit-* headers on the calls it allows."""

from __future__ import annotations

import aiohttp

from tests.smoke.limits import RateLimits
from tests.smoke.standin import DiscordStandIn


class Clock:
    def __init__(self) -> None:
        self.now = 100.0

    def __call__(self) -> float:
        return self.now


def test_five_creates_per_channel_per_five_seconds():
    clock = Clock()
    limits = RateLimits(clock)
    allowed = [limits.check("create", 7) for _ in range(5)]
    assert [v.headers["X-RateLimit-Remaining"] for v in allowed] == ["4", "3", "2", "1", "0"]
    refused = limits.check("create", 7)
    assert refused.status == 429 and refused.body is not None
    assert refused.body["retry_after"] == 5.0 and refused.body["global"] is False
    assert refused.headers["Via"] and refused.headers["X-RateLimit-Scope"] == "user"
    assert limits.check("create", 8).status == 200  # another channel has its own bucket
    assert limits.check("edit", 7).status == 200  # and edits their own
    clock.now += 4.9
    assert limits.check("create", 7).status == 429
    clock.now += 0.1
    assert limits.check("create", 7).status == 200
    assert limits.refused == {"user": 2}


def test_fifty_calls_a_second_in_all_and_interaction_answers_exempt():
    clock = Clock()
    limits = RateLimits(clock)
    assert all(limits.check("create", channel).status == 200 for channel in range(50))
    refused = limits.check("delete", 99)
    assert refused.status == 429 and refused.body is not None and refused.body["global"] is True
    assert refused.headers["X-RateLimit-Global"] == "true"
    assert all(limits.check(kind, 1).status == 200 for kind in ("callback", "followup",
                                                                "original"))  # fmt: skip
    clock.now += 1.0
    assert limits.check("delete", 99).status == 200
    assert limits.refused == {"global": 1}


def test_one_new_dm_channel_a_second():
    clock = Clock()
    limits = RateLimits(clock)
    assert limits.check("dm_open", 0).status == 200
    assert limits.check("dm_open", 0).status == 429
    clock.now += 1.0
    assert limits.check("dm_open", 0).status == 200


async def test_over_http_the_sixth_message_in_five_seconds_is_refused():
    standin = DiscordStandIn(RateLimits())
    await standin.start()
    url = f"{standin.api_base}/channels/{standin.channel_id}/messages"
    try:
        async with aiohttp.ClientSession() as session:
            answers = []
            for number in range(6):
                async with session.post(url, json={"content": f"n{number}"}) as response:
                    answers.append((response.status, dict(response.headers),
                                    await response.json()))  # fmt: skip
    finally:
        await standin.close()
    assert [status for status, _, _ in answers] == [200] * 5 + [429]
    assert answers[4][1]["X-RateLimit-Remaining"] == "0"
    assert float(answers[4][1]["X-RateLimit-Reset-After"]) > 4.5
    assert answers[5][2]["retry_after"] > 4.5 and answers[5][1]["Via"]
    assert len(standin.messages) == 5  # the refused one was not posted
    assert [call.status for call in standin.calls] == [200] * 5 + [429]
