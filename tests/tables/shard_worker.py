"""One shard's bot process, reduced to its table service: run as
`python -m tests.tables.shard_worker URL SHARD_COUNT SHARD_ID NOW`.

It resumes its tables, fires the turn timers due at NOW, and prints what it
did as JSON, so a test can run two of them side by side on one database.
"""

from __future__ import annotations

import asyncio
import json
import sys

import engines
from bot.store import open_store
from bot.store.shards import Shards
from bot.tables import TableService
from tests.tables.toy import TOY


async def main(url: str, count: int, shard: int, now: float) -> dict[str, list[int]]:
    store = await open_store(url)
    try:
        service = TableService(store, clock=lambda: now, shards=Shards(count, frozenset({shard})))
        report = await service.resume()
        fired = await service.fire_due_timers()
        return {"resumed": sorted(report.resumed), "fired": sorted(n.table.id for n in fired)}
    finally:
        await store.close()


if __name__ == "__main__":
    engines.register(TOY)
    url, count, shard, now = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), float(sys.argv[4])
    print(json.dumps(asyncio.run(main(url, count, shard, now))))
