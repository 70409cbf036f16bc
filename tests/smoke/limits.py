"""Discord's rate limits as the loopback stand-in enforces them, and the headers it sends.

Discord counts every REST call of a bot against one global limit (50 a second),
except the calls that answer an interaction (the callback and the webhook routes
with the interaction's token). Besides, each route has buckets per channel:
5 message creates and 5 edits per 5 s in a channel, and one new DM channel a
second. Past a limit the call is refused with 429, a `retry_after` and, for the
global one, `"global": true`; every allowed call carries the X-RateLimit-*
headers discord.py reads (see `discord.http.Ratelimit.update`) so a well-behaved
client can wait before it is refused. A 429 needs a `Via` header, or discord.py
takes it for a Cloudflare ban.

Windows are fixed (they start at the first call and reset whole), as Discord's
are. The clock is injectable, so tests can move time by hand.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field

GLOBAL_PER_SECOND = 50
PER_CHANNEL = 5  # message creates, and edits, per channel per window
CHANNEL_WINDOW = 5.0
DM_OPENS_PER_SECOND = 1
# Kinds of call that answer an interaction: never counted against the global limit.
EXEMPT = frozenset({"callback", "followup", "original"})
# Kinds limited per channel (or, for DM opens, per bot), with their limit and window.
BUCKETS: dict[str, tuple[int, float]] = {
    "create": (PER_CHANNEL, CHANNEL_WINDOW),
    "edit": (PER_CHANNEL, CHANNEL_WINDOW),
    "dm_open": (DM_OPENS_PER_SECOND, 1.0),
}


@dataclass
class Window:
    """A fixed window: `limit` calls from `started` for `length` seconds."""

    limit: int
    length: float
    started: float = -1e18
    used: int = 0

    def roll(self, now: float) -> None:
        if now >= self.started + self.length:
            self.started, self.used = now, 0

    def reset_after(self, now: float) -> float:
        return max(0.0, self.started + self.length - now)


@dataclass
class Verdict:
    """What the stand-in answers a call: allowed (status 200) with headers, or 429."""

    status: int
    headers: dict[str, str]
    body: dict[str, object] | None = None


@dataclass
class RateLimits:
    """The limits, with what they refused (`refused` by scope) for tests to insist on none."""

    clock: Callable[[], float] = time.monotonic
    global_per_second: int = GLOBAL_PER_SECOND
    _global: Window = field(init=False)
    _buckets: dict[tuple[str, int], Window] = field(default_factory=dict)
    refused: dict[str, int] = field(default_factory=dict)

    def __post_init__(self) -> None:
        self._global = Window(self.global_per_second, 1.0)

    def check(self, kind: str, channel_id: int) -> Verdict:
        """Count one call of `kind` in `channel_id`, or refuse it."""
        now = self.clock()
        headers: dict[str, str] = {}
        bucket = self._bucket(kind, channel_id)
        if bucket is not None:
            bucket.roll(now)
            if bucket.used >= bucket.limit:
                return self._refuse("user", kind, bucket, now)
        if kind not in EXEMPT:
            self._global.roll(now)
            if self._global.used >= self._global.limit:
                return self._refuse("global", kind, self._global, now)
            self._global.used += 1
        if bucket is not None:
            bucket.used += 1
            headers = self._headers(kind, bucket, now)
        return Verdict(200, headers)

    def _bucket(self, kind: str, channel_id: int) -> Window | None:
        if kind not in BUCKETS:
            return None
        key = (kind, 0 if kind == "dm_open" else channel_id)
        if key not in self._buckets:
            self._buckets[key] = Window(*BUCKETS[kind])
        return self._buckets[key]

    def _refuse(self, scope: str, kind: str, window: Window, now: float) -> Verdict:
        self.refused[scope] = self.refused.get(scope, 0) + 1
        retry_after = round(max(window.reset_after(now), 0.001), 3)
        headers = {"Via": "1.1 loopback", "Retry-After": str(retry_after),
                   "X-RateLimit-Scope": scope}  # fmt: skip
        body: dict[str, object] = {
            "message": "You are being rate limited.", "retry_after": retry_after,
            "global": scope == "global",
        }  # fmt: skip
        if scope == "global":
            headers["X-RateLimit-Global"] = "true"
        else:
            headers.update(self._headers(kind, window, now))
        return Verdict(429, headers, body)

    def _headers(self, kind: str, window: Window, now: float) -> dict[str, str]:
        reset_after = window.reset_after(now)
        return {
            "X-RateLimit-Limit": str(window.limit),
            "X-RateLimit-Remaining": str(max(0, window.limit - window.used)),
            "X-RateLimit-Reset": f"{time.time() + reset_after:.3f}",
            "X-RateLimit-Reset-After": f"{reset_after:.3f}",
            "X-RateLimit-Bucket": f"loopback-{kind}",
        }
