"""What open spectator pages cost one bot process: memory, and the latency of a move.

One process runs the table service (SQLite file), `--tables` Jugglers tables
(a person and three bots each) and the web app. Moves arrive at a steady
`--rate`, each one the notifier's path: read the table, act, hand the notices
to the hub (which draws and fans them out in the background). `--rounds` times,
a phase with no page open, then one with `--connections` live pages
(Server-Sent Events) spread over the tables, held by a separate client process
that counts the frames it receives and closes them at the phase's end;
`--on-tables` puts them all on the first few tables (a popular table's
fan-out). Memory is this process's resident set before and after the pages
connect (the most any round added). Meanwhile a 1 ms timer measures how late
the event loop runs it: the longest a move's next step (a database answer)
waits for the loop, fan-outs to pages included.

The pages' client stands for 500 browsers on other machines: where the
machine has two CPUs or more, this process keeps to one CPU and the client to
the others (both phases alike), so the client's work of reading frames is not
counted as the bot's. Phases alternate because this machine's speed drifts:
the phases without pages show how far act latency moves by itself, and latency
with pages is "unchanged within noise" when the median of its phases is no
higher than the highest of theirs, for p50 and for p95. Prints one RESULT
line: connections, rounds, the memory they added, act latency p50/p95 as
median[lowest-highest] over the phases without and with pages, the loop's
longest lateness, the fewest frames delivered in a round, whether the client
ran on CPUs apart, whether latency was unchanged, and the goal (issue 36):
under 50 MB for 500 pages, act latency unchanged within noise. Exits 1 when a
goal is missed.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bot.store import open_store
from bot.tables import TableError, TableService
from bot.web import Hub, Links, WebServer
from bot.web.hub import seat_names

GOAL_MB = 50.0

CLIENT = r"""
import asyncio, os, sys, aiohttp
async def main(urls):
    frames = 0
    ready = asyncio.Event()
    opened = 0
    async def watch(url):
        nonlocal frames, opened
        async with session.get(url, timeout=aiohttp.ClientTimeout(total=None)) as stream:
            first = True
            async for line in stream.content:
                if line.startswith(b"data: "):
                    frames += 1
                    if first:
                        first = False
                        opened += 1
                        if opened == len(urls):
                            ready.set()
    global session
    session = aiohttp.ClientSession(connector=aiohttp.TCPConnector(limit=0))
    tasks = [asyncio.create_task(watch(url)) for url in urls]
    await ready.wait()
    print("ready", flush=True)
    await asyncio.get_running_loop().run_in_executor(None, sys.stdin.readline)
    print(frames, flush=True)
    for task in tasks:
        task.cancel()
    await session.close()
cpus = sys.argv[1]
if cpus:
    os.sched_setaffinity(0, {int(cpu) for cpu in cpus.split(",")})
asyncio.run(main(sys.argv[2:]))
"""


def split_cpus() -> tuple[set[int], set[int]]:
    """CPUs for this process and for the pages' client: apart when there are two or more."""
    cpus = sorted(os.sched_getaffinity(0))
    if len(cpus) < 2:
        return set(cpus), set(cpus)
    return {cpus[0]}, set(cpus[1:])


def rss_mb() -> float:
    for line in Path("/proc/self/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS in /proc/self/status")


class Tables:
    def __init__(self, service: TableService, hub: Hub) -> None:
        self.service, self.hub = service, hub
        self.people: dict[int, int] = {}
        self.next_person = 1_000

    async def add(self) -> int:
        self.next_person += 1
        person = self.next_person
        created = await self.service.create("jugglers", 1, person, person, {"timer": "off"})
        table_id = created.table.id
        for _ in range(3):
            await self.service.add_bot(table_id, person)
        self.hub.watch(await self.service.start(table_id, person))
        self.people[table_id] = person
        return table_id

    async def act(self, table_id: int, rng: random.Random) -> float:
        """One move as the notifier path makes it; its latency in seconds."""
        person = self.people[table_id]
        started = time.perf_counter()
        info = await self.service.table(table_id)
        legal = await self.service.legal_actions(table_id, person)
        if info.status == "playing" and legal:
            try:
                notices = await self.service.act(
                    table_id, person, rng.choice(legal), version=info.version
                )
                self.hub.watch(notices)
            except TableError:
                pass
        return time.perf_counter() - started

    def playing(self) -> list[int]:
        return list(self.people)


async def lateness(found: list[float]) -> None:
    """How late a 1 ms sleep wakes, again and again, until cancelled."""
    while True:
        started = time.perf_counter()
        await asyncio.sleep(0.001)
        found.append(time.perf_counter() - started - 0.001)


async def moves(
    tables: Tables, count: int, rate: float, rng: random.Random
) -> tuple[list[float], list[float]]:
    """`count` moves at `rate`: their latencies, and the loop's lateness meanwhile."""
    latencies: list[float] = []
    late: list[float] = []
    timer = asyncio.create_task(lateness(late))
    start = time.perf_counter()
    for index in range(count):
        delay = start + index / rate - time.perf_counter()
        if delay > 0:
            await asyncio.sleep(delay)
        table_id = rng.choice(tables.playing())
        latencies.append(await tables.act(table_id, rng))
        if (await tables.service.table(table_id)).status != "playing":
            tables.people.pop(table_id)
            await tables.add()
    await tables.hub.settled()
    timer.cancel()
    return latencies, late


async def measure(args: argparse.Namespace) -> dict[str, list[float]]:
    own, clients = split_cpus()
    before_cpus = os.sched_getaffinity(0)
    os.sched_setaffinity(0, own)
    try:
        return await _measure(args, clients)
    finally:
        os.sched_setaffinity(0, before_cpus)  # a test calling main() gets its CPUs back


class Watchers:
    """The client process holding the pages open, one phase at a time."""

    def __init__(self, urls: list[str], cpus: set[int]) -> None:
        self._urls, self._cpus = urls, cpus
        self._client: asyncio.subprocess.Process | None = None

    async def open(self) -> None:
        self._client = await asyncio.create_subprocess_exec(
            sys.executable, "-c", CLIENT, ",".join(map(str, sorted(self._cpus))), *self._urls,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
        )  # fmt: skip
        assert self._client.stdout is not None
        assert (await asyncio.wait_for(self._client.stdout.readline(), 120)).strip() == b"ready"

    async def close(self) -> int:
        """Close every page; the frames they received."""
        client = self._client
        assert client is not None and client.stdin is not None and client.stdout is not None
        client.stdin.write(b"done\n")
        await client.stdin.drain()
        frames = int((await asyncio.wait_for(client.stdout.readline(), 60)).strip())
        await client.wait()
        return frames


def p(latencies: list[float], share: float) -> float:
    """The `share` quantile, in milliseconds."""
    ordered = sorted(latencies)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))] * 1000


FIGURES = ("added_mb", "frames", "quiet_p50", "quiet_p95", "quiet_late",
           "watched_p50", "watched_p95", "watched_late")  # fmt: skip


async def _measure(args: argparse.Namespace, clients: set[int]) -> dict[str, list[float]]:
    """Rounds of a phase without pages, then one with them: each phase's act p50 and p95,
    the loop's longest lateness, and the memory the pages added."""
    folder = tempfile.TemporaryDirectory()
    store = await open_store(f"sqlite:///{Path(folder.name) / 'bench.db'}")
    service = TableService(store)
    links = Links("bench")
    hub = Hub(links, seat_names, service, store)
    server = WebServer(hub, links, None, "127.0.0.1", 0)
    await server.start()
    rng = random.Random(36)
    tables = Tables(service, hub)
    found: dict[str, list[float]] = {key: [] for key in FIGURES}
    try:
        for _ in range(args.tables):
            await tables.add()
        await moves(tables, args.moves // 4, args.rate, rng)  # warm up: imports, caches
        for _ in range(args.rounds):
            quiet, quiet_late = await moves(tables, args.moves, args.rate, rng)
            ids = tables.playing()[: args.on_tables]
            urls = [
                f"http://127.0.0.1:{server.port}/t/{links.token(ids[i % len(ids)])}/events"
                for i in range(args.connections)
            ]
            watchers = Watchers(urls, clients)
            gc.collect()
            before = rss_mb()
            await watchers.open()
            await asyncio.sleep(0.5)
            gc.collect()
            found["added_mb"].append(rss_mb() - before)
            watched, watched_late = await moves(tables, args.moves, args.rate, rng)
            await asyncio.sleep(0.5)  # the last frames reach the pages
            found["frames"].append(await watchers.close())
            await asyncio.sleep(0.5)  # the server sees the pages go
            for phase, latencies, late in (("quiet", quiet, quiet_late),
                                           ("watched", watched, watched_late)):  # fmt: skip
                found[f"{phase}_p50"].append(p(latencies, 0.5))
                found[f"{phase}_p95"].append(p(latencies, 0.95))
                found[f"{phase}_late"].append(max(late) * 1000)
    finally:
        await hub.settled()
        await server.stop()
        await store.close()
        folder.cleanup()
    return found


def spread(values: list[float]) -> str:
    """Median [lowest-highest]."""
    return f"{statistics.median(values):.1f}[{min(values):.1f}-{max(values):.1f}]"


def steady(quiet: list[float], watched: list[float]) -> bool:
    """Unchanged within noise: the median of the phases with pages lies within the range
    the phases without pages span among themselves (no higher than their highest)."""
    return statistics.median(watched) <= max(quiet)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--connections", type=int, default=500)
    parser.add_argument("--tables", type=int, default=20)
    parser.add_argument("--on-tables", type=int, default=None, help="pages on the first N tables")
    parser.add_argument("--moves", type=int, default=200, help="moves in each phase")
    parser.add_argument("--rate", type=float, default=20.0, help="moves per second")
    parser.add_argument("--rounds", type=int, default=5, help="phases without and with pages")
    args = parser.parse_args(argv)
    own, clients = split_cpus()
    found = asyncio.run(measure(args))
    unchanged = steady(found["quiet_p50"], found["watched_p50"]) and steady(
        found["quiet_p95"], found["watched_p95"]
    )
    added = max(found["added_mb"])
    met = added < GOAL_MB and unchanged and min(found["frames"]) >= args.connections
    print(
        f"RESULT web_load connections={args.connections} rounds={args.rounds} "
        f"added_mb={added:.1f} "
        f"act_p50_ms={spread(found['quiet_p50'])}->{spread(found['watched_p50'])} "
        f"act_p95_ms={spread(found['quiet_p95'])}->{spread(found['watched_p95'])} "
        f"loop_late_max_ms={max(found['quiet_late']):.1f}->{max(found['watched_late']):.1f} "
        f"frames={int(min(found['frames']))} "
        f"client_cpus_apart={'yes' if own != clients else 'no'} "
        f"unchanged={'yes' if unchanged else 'no'} target_mb={GOAL_MB:.0f}"
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
