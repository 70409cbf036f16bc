"""Unguessable, per-table addresses: the table id signed with the web secret.

A link carries `<id>-<signature>`, the HMAC-SHA256 of the table id under
`WEB_SECRET`. Knowing one table's link tells nothing about another's, and
nobody can walk the table ids. The secret is made once and kept in the
database when `WEB_SECRET` is unset, so links posted before a restart (or by
another process on the same database) keep working.
"""

from __future__ import annotations

import hashlib
import hmac
import secrets
from dataclasses import dataclass

from bot.store import Store

# The secret is kept with the guild settings, under an id no Discord server has
# (their ids are positive snowflakes), so no new table is needed for one value.
SECRET_HOLDER = -1
SECRET_KEY = "web_secret"
SIGNATURE_CHARS = 32  # 128 bits of the HMAC, in hex


async def stored_secret(store: Store) -> str:
    """The secret kept in the database, made now if there is none yet."""
    held = await store.guild_settings(SECRET_HOLDER)
    secret = held.get(SECRET_KEY)
    if isinstance(secret, str) and secret:
        return secret
    secret = secrets.token_urlsafe(32)
    await store.set_guild_settings(SECRET_HOLDER, {**held, SECRET_KEY: secret})
    return secret


@dataclass(frozen=True)
class Links:
    """Signs and checks table addresses; `base` is where the app is reached from outside."""

    secret: str
    base: str = ""

    def token(self, table_id: int) -> str:
        """`<id>-<signature>`: the part of every address of that table."""
        digest = hmac.new(self.secret.encode(), f"table:{table_id}".encode(), hashlib.sha256)
        return f"{table_id}-{digest.hexdigest()[:SIGNATURE_CHARS]}"

    def table_id(self, token: str) -> int | None:
        """The table a token opens, or None for a forged or mangled one."""
        number, _, _ = token.partition("-")
        if not number.isdigit() or len(number) > 20:
            return None
        table_id = int(number)
        return table_id if hmac.compare_digest(self.token(table_id), token) else None

    def page(self, table_id: int) -> str:
        """The live page of a table (a finished one shows its end and links its replay)."""
        return f"{self.base.rstrip('/')}/t/{self.token(table_id)}"

    def replay(self, table_id: int) -> str:
        return f"{self.page(table_id)}/replay"
