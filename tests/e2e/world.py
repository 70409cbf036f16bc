"""A SimCord server with the real bot, and helpers that play as people would.

People play by clicking: the latest controls in their DMs (or, with DMs
closed, in the ephemeral "My hand" reply), always taking the first option of
each question, until the table is over.
"""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

import discord
import simcord

from bot.chat import TableBot, create_bot
from bot.config import Settings
from bot.tables import TableInfo

MOVE_PREFIXES = ("jt:pick:", "jt:menu:", "jt:type:")
START_OVER = "↩ Start over"
PNG_MAGIC = b"\x89PNG\r\n\x1a\n"
# A hand picture is named by a digest of its bytes (never by what it shows).
HAND_FILE = re.compile(r"hand-[0-9a-f]{12}\.png")


def hand_picture(message: discord.Message) -> str | None:
    """The name of the hand picture a message shows: uploaded with it, or linked in an
    embed from an earlier upload of the same bytes."""
    names = [a.filename for a in message.attachments]
    names += [(e.image.url or "").split("?")[0].rsplit("/", 1)[-1] for e in message.embeds]
    return next((name for name in names if HAND_FILE.fullmatch(name)), None)


class Clock:
    """The table service's clock; tests move it to make turn timers run out."""

    def __init__(self) -> None:
        self.now = 1_750_000_000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, seconds: float) -> None:
        self.now += seconds


SEARCH_SECONDS = 0.05


def new_bot(
    url: str, clock: Clock | None = None, dev_guild_id: int | None = None, pause: float = 0.0
) -> TableBot:
    # SimCord models no rate limit and plays in simulated time: the bot's pacing is
    # opened wide there (tests/smoke checks it against a stand-in that enforces limits).
    # Searching bots think in a real process, in real time: a short cap keeps games quick.
    # Bots' thinking pauses would be waited in real time too: off unless a test asks.
    settings = Settings(_env_file=None, database_url=url, dev_guild_id=dev_guild_id,  # type: ignore[call-arg]
                        discord_calls_per_second=math.inf,
                        bot_search_seconds=SEARCH_SECONDS, bot_pause_seconds=pause)  # fmt: skip
    return create_bot(settings, clock or Clock())


def components(message: Any) -> Iterator[dict[str, Any]]:
    """Every button and menu of a message (a discord.Message or a SimCord ResponseMessage)."""
    for row in message.components:
        row = row if isinstance(row, dict) else row.to_dict()
        yield from row.get("components", [])


def custom_ids(message: Any) -> list[str]:
    return [c["custom_id"] for c in components(message) if "custom_id" in c]


def move_controls(message: Any) -> list[dict[str, Any]]:
    return [
        c
        for c in components(message)
        if c.get("custom_id", "").startswith(MOVE_PREFIXES) and c.get("label") != START_OVER
    ]


def labels(message: Any) -> list[str]:
    """Button labels and menu option labels."""
    found = []
    for c in components(message):
        found += [c["label"]] if c.get("label") else []
        found += [option["label"] for option in c.get("options", [])]
    return found


@dataclass
class World:
    env: simcord.Env
    url: str
    guild: simcord.GuildHandle
    channel: simcord.ChannelHandle
    people: dict[str, simcord.MemberActor]
    bots: list[TableBot]
    clock: Clock
    results: list[simcord.InteractionResult] = field(default_factory=list)

    @property
    def bot(self) -> TableBot:
        return self.env.bot  # type: ignore[return-value]

    def remember(self, result: simcord.InteractionResult) -> simcord.InteractionResult:
        """Every interaction is kept, to check that each one was answered."""
        self.results.append(result)
        return result

    async def restart(self) -> None:
        """A new bot process on the same database, in the same Discord."""
        self.bots.append(new_bot(self.url, self.clock))
        await self.env.restart_bot(self.bots[-1])

    def user_id(self, who: str) -> int:
        return self.people[who].id

    # Tables and their messages

    async def table(self, table_id: int) -> TableInfo:
        return await self.bot.service.table(table_id)

    async def slash(self, who: str, command: str, **options: Any) -> simcord.InteractionResult:
        channel = options.pop("channel", self.channel)
        return self.remember(await self.people[who].slash(channel, command, **options))

    async def open_table(self, host: str, game: str = "jugglers", **options: Any) -> int:
        await self.slash(host, f"play {game}", **options)
        info = await self.bot.service.active_table(self.channel.id)
        assert info is not None, "no lobby was opened"
        return info.id

    async def seat(
        self, host: str, people: tuple[str, ...] = (), bots: int = 0,
        levels: tuple[str, ...] = (),
    ) -> None:  # fmt: skip
        """People join, then `bots` normal bots and one bot of each of `levels` sit down."""
        for who in people:
            await self.press(who, "Join")
        for level in ("Normal",) * bots + tuple(level.capitalize() for level in levels):
            await self.add_bot(host, level)

    async def add_bot(self, host: str, level: str = "Normal") -> simcord.InteractionResult:
        """Add bot, then a level in the question only the host sees."""
        asked = await self.press(host, "Add bot")
        question = asked.response
        assert question.ephemeral and "Which bot" in question.content, question.content
        return self.remember(await self.people[host].click(question, label=level))

    def lobby(self) -> discord.Message:
        """The newest lobby message in the channel."""
        return next(m for m in reversed(self.channel.history()) if m.content.startswith("🎪"))

    async def press(self, who: str, label: str) -> simcord.InteractionResult:
        return self.remember(await self.people[who].click(self.lobby(), label=label))

    def thread(self) -> simcord.ChannelHandle:
        return self.channel.threads[-1]

    def thread_messages(self) -> list[discord.Message]:
        return self.thread().history()

    def pictures(self) -> list[discord.Message]:
        """Thread posts with a table picture."""
        return [m for m in self.thread_messages() if m.attachments]

    def status_message(self) -> discord.Message:
        return next(m for m in reversed(self.thread_messages()) if m.content.startswith("📋"))

    def dms(self, who: str) -> list[discord.Message]:
        return self.people[who].user.dm_channel.history()

    def message_ids(self) -> set[int]:
        """Every message there is now: in the channel, its threads and the DMs."""
        channels = [self.channel, *self.channel.threads]
        found = {m.id for channel in channels for m in channel.history()}
        return found | {m.id for who in self.people for m in self.dms(who)}

    def notified(self, before: set[int]) -> Counter[str]:
        """Who the messages sent since `before` (see `message_ids`) notified, how often:
        each DM notifies its reader, each channel or thread post the people it pings.
        Edits notify nobody."""
        names = {member.id: name for name, member in self.people.items()}
        counts: Counter[str] = Counter()
        for who in self.people:
            counts[who] += sum(m.id not in before for m in self.dms(who))
        for channel in (self.channel, *self.channel.threads):
            for message in channel.history():
                if message.id not in before:
                    stored = self.env.backend.get_message(channel.id, message.id)
                    counts.update(names[user] for user in stored.ping_user_ids if user in names)
        return +counts

    def latest_dm_controls(self, who: str) -> discord.Message | None:
        return next((m for m in reversed(self.dms(who)) if move_controls(m)), None)

    def attachment_bytes(self, attachment: discord.Attachment) -> bytes:
        data = self.env.backend.cdn.get(attachment.url)
        assert data is not None
        return data

    # Playing

    async def click(self, who: str, message: Any, **which: Any) -> simcord.InteractionResult:
        """A click as that person, on a guild message or in their DMs."""
        actor = self.people[who]
        in_dm = not isinstance(message, simcord.ResponseMessage) and message.guild is None
        clicker: Any = actor.user if in_dm else actor
        return self.remember(await clicker.click(message, **which))

    async def click_first(self, who: str, message: Any) -> simcord.InteractionResult:
        """The first option of the question a message asks."""
        control = move_controls(message)[0]
        if control["type"] == discord.ComponentType.button.value:
            return await self.click(who, message, custom_id=control["custom_id"])
        actor = self.people[who]
        in_dm = not isinstance(message, simcord.ResponseMessage) and message.guild is None
        clicker: Any = actor.user if in_dm else actor
        first = control["options"][0]["value"]
        result = await clicker.select(message, [first], custom_id=control["custom_id"])
        return self.remember(result)

    async def open_hand(self, who: str) -> simcord.InteractionResult:
        """ "My hand" on the status message: the reply only `who` sees."""
        return await self.click(who, self.status_message(), label="My hand")

    async def move_by_dm(self, who: str, table_id: int) -> None:
        """One whole move from the DM controls: click until the table moves on."""
        before = (await self.table(table_id)).version
        for _ in range(10):
            message = self.latest_dm_controls(who)
            assert message is not None, f"{who} has no controls in their DMs"
            await self.click_first(who, message)
            if (await self.table(table_id)).version != before:
                return
        raise AssertionError(f"{who} could not complete a move")

    async def move_by_hand_button(self, who: str, table_id: int) -> None:
        """One whole move through "My hand" and its ephemeral reply."""
        before = (await self.table(table_id)).version
        shown = await self.open_hand(who)
        for _ in range(10):
            panel = shown.response
            assert panel.ephemeral and move_controls(panel), panel.content
            await self.click_first(who, panel)
            if (await self.table(table_id)).version != before:
                return
        raise AssertionError(f"{who} could not complete a move")

    async def play_until(
        self, table_id: int, done: Any, by_hand_button: frozenset[str] = frozenset()
    ) -> None:
        """People move (first options) until `done(info)` or the table is over."""
        names = {member.id: name for name, member in self.people.items()}
        for _ in range(2000):
            info = await self.table(table_id)
            if info.status != "playing" or done(info):
                return
            assert info.to_act, "a playing table waits for nobody"
            who = names[info.to_act[0]]
            if who in by_hand_button:
                await self.move_by_hand_button(who, table_id)
            else:
                await self.move_by_dm(who, table_id)
        raise AssertionError("the game did not end")

    async def play_out(self, table_id: int, by_hand_button: frozenset[str] = frozenset()) -> None:
        await self.play_until(table_id, lambda info: False, by_hand_button)
        assert (await self.table(table_id)).status == "finished"


def watch_pictures(monkeypatch: Any, module: Any) -> dict[str, list[Any]]:
    """Every view a game's pictures are drawn from, by kind, as the bot draws them."""
    seen: dict[str, list[Any]] = {"table": [], "hand": [], "results": []}
    for kind in seen:
        draw = getattr(module, f"render_{kind}")

        def watched(view: Any, *args: Any, draw: Any = draw, kind: str = kind,
                    **kwargs: Any) -> Any:  # fmt: skip
            seen[kind].append(view)
            return draw(view, *args, **kwargs)

        monkeypatch.setattr(module, f"render_{kind}", watched)
    return seen
