"""Which tables this process serves, when the bot runs as several shards.

Discord splits a bot's servers among shards by `(guild_id >> 22) % shard_count`;
a table belongs to the shard of its server, so exactly one process resumes it,
runs its timers and moves its bots. Several processes share one database
(PostgreSQL), and the database's (table, seq) key keeps them from ever
committing two moves for one table version.
"""

from __future__ import annotations

from collections.abc import Collection
from dataclasses import dataclass


@dataclass(frozen=True)
class Shards:
    """The shards this process runs, out of `count`."""

    count: int = 1
    ids: frozenset[int] = frozenset({0})

    @classmethod
    def of(cls, count: int | None, ids: Collection[int] | None) -> Shards:
        """From settings: no count means one process serving everything."""
        if not count:
            return cls()
        chosen = frozenset(ids) if ids else frozenset(range(count))
        if not chosen or any(not 0 <= shard < count for shard in chosen):
            raise ValueError(f"shard ids must be between 0 and {count - 1}")
        return cls(count, chosen)

    @property
    def everything(self) -> bool:
        return len(self.ids) == self.count

    def shard_of(self, guild_id: int) -> int:
        return (guild_id >> 22) % self.count

    def owns(self, guild_id: int) -> bool:
        return self.shard_of(guild_id) in self.ids


ONE_PROCESS = Shards()


def shard_clause(shards: Shards | None) -> str:
    """SQL (SQLite and PostgreSQL alike) keeping the tables of `shards`' servers."""
    if shards is None:
        return ""
    ids = ", ".join(str(shard) for shard in sorted(shards.ids))
    return f" AND ((guild_id >> 22) % {int(shards.count)}) IN ({ids})"
