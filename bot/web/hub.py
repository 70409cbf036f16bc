"""The newest public frame of every table shown, and the pages waiting for the next.

Front ends hand the hub every `Notices` (`watch`, a cheap call that returns at
once, so a move's answer never waits on the web). The hub turns it into one
frame per table version: plain log lines, pictures described now and drawn
once when a page first asks, and the JSON message encoded once, which the
table's `audience` writes to all its pages in one pass (see `bot.web.audience`).
Notices arriving late (a timer's, overtaken by a click) never put an older
table back.

Every word of a table's frames is in the table's language, asked once when the
hub first shows the table (`Language`: by default the language its server chose
with `/settings language`, read from the store; the chat front end, which also
knows the server's own preferred locale, passes its own) and kept while the
table stays in memory, so a page never switches language between two moves.
"""

from __future__ import annotations

import asyncio
import json
import logging
import time
from collections import OrderedDict, defaultdict
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from bot.store import Store
from bot.tables import GameOver, Notices, TableError, TableInfo, TableService
from bot.tables.guild_settings import load_settings
from bot.web.audience import Audience
from bot.web.frames import KEPT_LINES, build_frame, plain_line
from bot.web.links import Links
from bot.web.pictures import Picture, drawn_now, pictures_of
from bot.web.record import public_history
from engines.core.levels import LEVEL_WORDS
from engines.core.messages import msg
from renderers.i18n import SOURCE, text

log = logging.getLogger(__name__)

Names = Callable[[TableInfo], Awaitable[list[str]]]
Language = Callable[[TableInfo], Awaitable[str]]
KEPT_TABLES = 2_000  # tables whose frame stays in memory; older ones are rebuilt on demand


async def seat_names(info: TableInfo, lang: str = SOURCE) -> list[str]:
    """Names without a chat to ask, in `lang`: players and bots by their seat letter,
    bots with their level ("Bot C (hard)")."""
    letters = [chr(ord("A") + seat) for seat in range(len(info.seats))]
    return [
        text(msg("Player {letter}", letter=letter), lang)
        if user is not None
        else text(msg("Bot {letter} ({level})", letter=letter,
                      level=LEVEL_WORDS.get(info.level(seat) or "", info.level(seat) or "")), lang)
        for seat, (user, letter) in enumerate(zip(info.seats, letters, strict=True))
    ]  # fmt: skip


def stored_language(store: Store | None) -> Language:
    """The language a server chose for its tables' public words (`/settings language`),
    read from the store; English where it chose none or cannot be read."""

    async def chosen(info: TableInfo) -> str:
        if store is None:
            return SOURCE
        try:
            settings = await load_settings(store, info.guild_id)
        except TableError:
            return SOURCE
        return settings.language or SOURCE

    return chosen


async def names_in(names: Names | None, info: TableInfo, lang: str) -> list[str]:
    """The seats' names from `names`, or by seat letter in `lang` when none is given."""
    return await names(info) if names is not None else await seat_names(info, lang)


@dataclass(frozen=True)
class Shown:
    """One table version as every spectator gets it."""

    version: int
    frame: dict[str, Any]
    message: bytes  # the frame as a Server-Sent Event, encoded once for all
    lines: tuple[str, ...]
    lang: str  # the language of its words
    pictures: dict[str, Picture] = field(default_factory=dict)  # by name in their address


def sse(frame: dict[str, Any]) -> bytes:
    data = json.dumps(frame, ensure_ascii=False, separators=(",", ":"))
    return f"id: {frame['version']}\nevent: frame\ndata: {data}\n\n".encode()


class Hub:
    """Frames by table; `service` and `store` rebuild tables this process has not shown.
    `names` names the seats (by seat letter when None); `language` says the table's
    language (the one its server chose, from `store`, when None)."""

    def __init__(
        self,
        links: Links,
        names: Names | None = None,
        service: TableService | None = None,
        store: Store | None = None,
        clock: Callable[[], float] = time.time,
        language: Language | None = None,
    ) -> None:
        self._links = links
        self._names = names
        self._language = language or stored_language(store)
        self._service = service
        self._store = store
        self._clock = clock
        self._shown: OrderedDict[int, Shown] = OrderedDict()
        self._locks: defaultdict[int, asyncio.Lock] = defaultdict(asyncio.Lock)
        self.audience = Audience()
        self._tasks: set[asyncio.Task[None]] = set()

    def now(self) -> float:
        """The table service's clock, which deadlines are on."""
        return self._clock()

    def watch(self, notices: Notices) -> None:
        """Show these notices soon; returns at once (call it on the hub's event loop)."""
        task = asyncio.get_running_loop().create_task(self._publish_softly(notices))
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    async def settled(self) -> None:
        """Wait until every notice handed to `watch` is shown (tests, shutdown)."""
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)

    async def _publish_softly(self, notices: Notices) -> None:
        """A page that cannot be updated (the store unreachable) must not upset the game:
        it is logged, and the next notices or a reconnect bring the page up to date."""
        try:
            await self.publish(notices)
        except Exception as error:
            # The type only: a message could quote what the table holds.
            log.error("table %s: page not updated (%s)", notices.table.id, type(error).__name__)

    async def publish(self, notices: Notices) -> None:
        info = notices.table
        async with self._locks[info.id]:
            old = self._shown.get(info.id)
            if old is not None and info.version < old.version:
                return
            lang = old.lang if old is not None else await self._language(info)
            names = await names_in(self._names, info, lang)
            if old is None:
                history = await self._history(info.id)
                lines = tuple(plain_line(line, info, names, lang) for line in history)
            else:
                fresh = (plain_line(line, info, names, lang) for line in notices.log)
                lines = (*old.lines, *fresh)
            kinds = ["table"]
            if notices.image_due or old is None:
                kinds.append("performance")
            if notices.game_over is not None:
                kinds.append("results")
            drawn = await self._draw(info, kinds, notices.public_view, names, lang)
            if old is not None and "performance" not in kinds and info.status == "playing":
                drawn += [kept for kept in old.pictures.values() if kept.kind == "performance"]
            self._show(info, names, lines, drawn, notices.game_over, old, lang)

    async def current(self, table_id: int) -> Shown | None:
        """The newest frame of a table, rebuilt from the store when not in memory; None
        when there is no such table to show."""
        shown = self._shown.get(table_id)
        if shown is not None or self._service is None:
            return shown
        async with self._locks[table_id]:
            if table_id in self._shown:
                return self._shown[table_id]
            try:
                info = await self._service.table(table_id)
                view = await self._service.view_for(table_id, None)
            except TableError:
                return None
            lang = await self._language(info)
            names = await names_in(self._names, info, lang)
            history = await self._history(table_id)
            lines = tuple(plain_line(line, info, names, lang) for line in history)
            over = None
            kinds = ["table", "performance"]
            if info.status == "finished" and self._store is not None:
                over = GameOver(tuple(await self._store.results(table_id)), ())
                kinds = ["table", "results"]
            drawn = await self._draw(info, kinds, view, names, lang)
            return self._show(info, names, lines, drawn, over, None, lang)

    def latest(self, table_id: int) -> Shown | None:
        """The newest frame of a table in memory, if any (never read from the store)."""
        return self._shown.get(table_id)

    def picture(self, table_id: int, name: str) -> Picture | None:
        shown = self._shown.get(table_id)
        return None if shown is None else shown.pictures.get(name)

    async def _history(self, table_id: int) -> list[str]:
        if self._store is None:
            return []
        history = await public_history(self._store, table_id)
        return [] if history is None else history.lines

    async def _draw(
        self, info: TableInfo, kinds: Sequence[str], view: Any, names: Sequence[str], lang: str
    ) -> list[Picture]:
        """Table and results pictures to draw when asked for; what is being performed
        drawn now, as only then is it known whether anything is."""
        if view is None:
            return []
        shown = [kind for kind in kinds if kind != "performance"]
        found = pictures_of(info.game, shown, view, names, lang)
        if "performance" in kinds:
            performance = await drawn_now(info.game, "performance", view, names, lang)
            found += [performance] if performance is not None else []
        return found

    def _show(
        self,
        info: TableInfo,
        names: Sequence[str],
        lines: tuple[str, ...],
        drawn: Sequence[Picture],
        over: GameOver | None,
        old: Shown | None,
        lang: str,
    ) -> Shown:
        token = self._links.token(info.id)
        named = {f"{p.kind}-{info.version}": p for p in drawn}
        pictures = [
            {"kind": p.kind, "url": f"/t/{token}/picture/{name}", "alt": p.alt}
            for name, p in named.items()
        ]
        frame = build_frame(info, names, lines, pictures, over, lang)
        frame["summary"] = [plain_line(line, info, names, lang) for line in frame["summary"]]
        if info.status == "finished":
            frame["replay"] = f"/t/{token}/replay"
        # The previous version's pictures stay reachable for a page still loading them.
        kept = {} if old is None else _own_pictures(old)
        lines = lines[-KEPT_LINES:]
        shown = Shown(info.version, frame, sse(frame), lines, lang, {**kept, **named})
        self._shown[info.id] = shown
        self._shown.move_to_end(info.id)
        while len(self._shown) > KEPT_TABLES:
            forgotten, _ = self._shown.popitem(last=False)
            lock = self._locks.get(forgotten)
            if lock is not None and not lock.locked():
                del self._locks[forgotten]  # so the locks held stay as few as the frames
        self.audience.show(info.id, shown.version, shown.message)
        return shown


def _own_pictures(shown: Shown) -> dict[str, Picture]:
    """The pictures made for that version itself, not those it kept from the one before."""
    return {name: p for name, p in shown.pictures.items() if name.endswith(f"-{shown.version}")}
