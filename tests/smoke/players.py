"""People playing whole games through the loopback stand-in, as their clients would.

They open a table with /play, join, add bots and start from the lobby's
buttons, then move from the latest controls in their DMs: a menu's first
option, a preferred button (passing rather than drawing forever) or the first
one, a form filled in from a move open to them (or left blank, then locked in
when the game warns). Everything goes through the real discord.py client and
the stand-in's HTTP, so what the stand-in counts is what Discord would.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import partial
from typing import Any

import discord

from bot.chat.customids import moves_mark
from tests.smoke.messages import Posted
from tests.smoke.standin import DiscordStandIn, user

MOVES = ("jt:pick:", "jt:menu:", "jt:type:")
START_OVER = "↩ Start over"
PREFERRED = ("Pass (and draw)", "No more guesses", "Keep my cards")
# Options that make a whole game short enough for a bench: one round, no timer.
SHORT: dict[str, dict[str, Any]] = {
    "jugglers": {"target_wins": 1},
    "juggler": {"target": 10, "max_rounds": "1"},
}


@dataclass
class Played:
    """What one whole game took: people's clicks and the moves stored."""

    game: str
    table_id: int
    clicks: int
    moves: int


def controls(posted: Posted) -> list[dict[str, Any]]:
    found = [c for row in posted.payload.get("components") or [] for c in row["components"]]
    return [c for c in found if str(c.get("custom_id", "")).startswith(MOVES)
            and c.get("label") != START_OVER]  # fmt: skip


def button(posted: Posted, prefix: str) -> str:
    for row in posted.payload["components"]:
        for each in row["components"]:
            if str(each.get("custom_id", "")).startswith(prefix):
                return str(each["custom_id"])
    raise AssertionError(f"no {prefix} control on message {posted.payload['id']}")


class Table:
    """One table's people, playing in one stand-in against one bot (`bot`: None when it
    runs in a process of its own, see `tests.smoke.apart`: then only what Discord
    shows is known, and `service` is not there)."""

    def __init__(
        self, standin: DiscordStandIn, bot: discord.Client | None, humans: int,
        channel_id: int | None = None,
    ) -> None:  # fmt: skip
        self.standin, self.bot = standin, bot
        self.channel_id = channel_id or standin.channel_id
        self.people = [user(standin.new_id(), name) for name in ("alice", "bob", "carol")[:humans]]
        self.clicks = 0
        self.table_id = 0

    async def open(
        self, game: str, bots: int, options: dict[str, Any] | None = None, start: bool = True
    ) -> int:
        host = self.people[0]
        wanted = {"timer": "off", **SHORT.get(game, {}), **(options or {})}
        command = next(c for c in self.standin.commands if c["name"] == "play")
        sub = next(o for o in command["options"] if o["name"] == game)
        types = {o["name"]: o["type"] for o in sub.get("options", [])}
        options = [{"name": k, "type": types[k], "value": v} for k, v in wanted.items()]
        before = set(self.standin.messages)
        await self.standin.slash(host, "play", [{"name": game, "type": 1, "options": options}],
                                 self.channel_id)  # fmt: skip
        self.clicks += 1
        lobby = await self.standin.wait_for(lambda: next(
            (m for i, m in self.standin.messages.items() if i not in before
             and m.channel_id == self.channel_id and m.payload["content"].startswith("🎪")),
            None))  # fmt: skip
        self.lobby = lobby
        self.table_id = int(button(lobby, "jt:lobby:join:").split(":")[3])
        for person in self.people[1:]:
            await self._lobby_click(person, "join")
        for _ in range(bots):
            await self.add_bot(host)
        if start:
            await self.press_start()
        return self.table_id

    async def press_start(self) -> None:
        await self._lobby_click(self.people[0], "start")

    @property
    def thread_id(self) -> int | None:
        """The table's thread (started from its lobby message), once there is one."""
        lobby_id = int(self.lobby.payload["id"])
        return lobby_id if lobby_id in self.standin.threads else None

    async def add_bot(self, host: dict[str, Any], level: str = "normal") -> None:
        """Add bot, then the level in the private question it answers with."""
        lobby_id = int(self.lobby.payload["id"])
        asked = await self.standin.click(host, lobby_id, button(self.lobby, "jt:lobby:bot:"))
        self.clicks += 1
        await self._answered(asked)
        question = await self.standin.wait_for(lambda: self.standin.interactions[asked].original_id)
        calls = len(self.standin.calls)
        choice = button(self.standin.messages[question], f"jt:botlevel:{self.table_id}:{level}")
        await self.standin.click(host, question, choice)
        self.clicks += 1
        await self.standin.wait_for(
            lambda: any(
                c.kind == "edit" and c.message_id == lobby_id for c in self.standin.calls[calls:]
            )
        )

    async def _lobby_click(self, who: dict[str, Any], verb: str) -> None:
        """A lobby button; done once the lobby message was edited after the click."""
        lobby_id = int(self.lobby.payload["id"])
        calls = len(self.standin.calls)
        await self.standin.click(who, lobby_id, button(self.lobby, f"jt:lobby:{verb}:"))
        self.clicks += 1
        await self.standin.wait_for(
            lambda: any(
                c.kind == "edit" and c.message_id == lobby_id for c in self.standin.calls[calls:]
            )
        )

    @property
    def service(self) -> Any:
        if self.bot is None:
            raise RuntimeError("the bot runs in a process of its own: its service is not here")
        return self.bot.service  # type: ignore[attr-defined]

    async def _until(self, done: Any) -> None:
        """Until the table satisfies `done` and the bot's answer reached the stand-in."""
        while True:
            info = await self.service.table(self.table_id)
            if done(info):
                return
            await self.standin.conditions.next_change(0.05)

    def latest_controls(self, who: dict[str, Any]) -> Posted | None:
        channel = self.standin.dm_channels.get(int(who["id"]))
        for message_id in reversed(self.standin.by_channel.get(channel or 0, [])):
            posted = self.standin.messages.get(message_id)
            if posted is not None and controls(posted):
                return posted
        return None

    async def play_out(self, limit: int = 3000) -> None:
        """People move until the table is over."""
        if not await self.play_moves(limit):
            raise AssertionError("the game did not end")

    async def play_moves(self, count: int) -> bool:
        """People make `count` moves, or fewer if the table ends first; whether it ended."""
        ids = {int(p["id"]): p for p in self.people}
        for _ in range(count):
            info = await self.service.table(self.table_id)
            if info.status != "playing":
                return True
            who = ids[next(i for i in info.to_act if i in ids)]
            legal = await self.service.legal_actions(self.table_id, int(who["id"]))
            stands = (f":{info.version}:", f":{info.version}-", f"-{moves_mark(legal)}:")
            # Their DM's controls, or the thread post that pinged them to answer there.
            drawn = partial(self._drawn_for, who, stands)
            post = partial(self.answer_post, info, int(who["id"]))
            await self.standin.wait_for(partial(_either, drawn, post))
            if drawn():
                await self.move(who, info.version)
            else:
                await self.answer(who, post())
        return (await self.service.table(self.table_id)).status != "playing"

    def answer_post(self, info: Any, user_id: int) -> Posted | None:
        """The thread post to answer the open window with (its post pinged them)."""
        window = info.window
        if window is None or not window.button or info.seat_of(user_id) not in window.seats:
            return None
        mark = f"jt:answer:{self.table_id}:{window.opened_step}"
        for message_id in reversed(self.standin.by_channel.get(self.thread_id or 0, [])):
            posted = self.standin.messages[message_id]
            if any(mark == c.get("custom_id") for row in posted.payload.get("components") or []
                   for c in row["components"]):  # fmt: skip
                return posted
        return None

    async def answer(self, who: dict[str, Any], post: Posted) -> None:
        """The post's answer button, then its form left blank: no more guesses (as they
        prefer in their DMs)."""
        window = (await self.service.table(self.table_id)).window
        self.clicks += 1
        mark = f"jt:answer:{self.table_id}:{window.opened_step}"
        interaction = await self.standin.click(who, int(post.payload["id"]), mark)
        form = (await self._answered(interaction))["data"]
        boxes = [c["custom_id"] for row in form["components"] for c in row["components"]]
        version = (await self.service.table(self.table_id)).version
        self.clicks += 1
        interaction = await self.standin.submit(
            who, int(post.payload["id"]), form["custom_id"], dict.fromkeys(boxes, "")
        )
        await self._answered(interaction)
        await self._until(lambda info: info.version != version or info.status != "playing")

    def _drawn_for(self, who: dict[str, Any], stands: tuple[str, ...]) -> bool:
        """Whether the person's latest controls are drawn for the table as it is: at its
        version, or from the same moves (someone else moved meanwhile)."""
        latest = self.latest_controls(who)
        return latest is not None and any(
            mark in c["custom_id"] for c in controls(latest) for mark in stands
        )

    async def move(self, who: dict[str, Any], version: int) -> None:
        """One click (or form) on the person's latest controls; waits until it is answered."""
        posted = self.latest_controls(who)
        assert posted is not None
        found = controls(posted)
        chosen = next((c for c in found if c.get("label") in PREFERRED), found[0])
        message_id = int(posted.payload["id"])
        self.clicks += 1
        if chosen["type"] == 3:
            interaction = await self.standin.select(
                who, message_id, chosen["custom_id"], [chosen["options"][0]["value"]]
            )
        else:
            interaction = await self.standin.click(who, message_id, chosen["custom_id"])
        callback = await self._answered(interaction)
        if callback["type"] == 9:
            await self._fill_in(who, message_id, callback["data"])
        elif callback["type"] in (6, 5):
            await self._until(
                lambda info: (
                    info.version != version
                    or info.status != "playing"
                    or self.standin.interactions[interaction].edited
                )
            )

    async def _answered(self, interaction: int) -> dict[str, Any]:
        return await self.standin.wait_for(lambda: self.standin.callbacks.get(interaction))

    async def _fill_in(self, who: dict[str, Any], message_id: int, form: dict[str, Any]) -> None:
        """A form: each box from a move open to the person, else blank; a warning locked in."""
        legal = await self.service.legal_actions(self.table_id, int(who["id"]))
        boxes = [c["custom_id"] for row in form["components"] for c in row["components"]]
        typed = {}
        for box in boxes:
            value = next((getattr(a, box) for a in legal if isinstance(getattr(a, box, None), str)
                          and getattr(a, box)), "")  # fmt: skip
            typed[box] = value
        version = (await self.service.table(self.table_id)).version
        self.clicks += 1
        interaction = await self.standin.submit(who, message_id, form["custom_id"], typed)
        callback = await self._answered(interaction)
        if callback["type"] == 4 and "Lock it in" in json.dumps(callback["data"]):
            warned = self.standin.interactions[interaction].original_id
            assert warned is not None
            self.clicks += 1
            lock = button(self.standin.messages[warned], "jt:lock:")
            interaction = await self.standin.click(who, warned, lock)
            await self._answered(interaction)
        await self._until(lambda info: info.version != version or info.status != "playing")


def _either(*tests: Any) -> Any:
    return next((found for found in (test() for test in tests) if found), None)


async def play_game(standin: DiscordStandIn, bot: discord.Client, game: str, humans: int,
                    bots: int) -> Played:  # fmt: skip
    """One whole game at a new table in the stand-in's channel."""
    table = Table(standin, bot, humans)
    table_id = await table.open(game, bots)
    await table.play_out()
    moves = len(await bot.store.events(table_id))  # type: ignore[attr-defined]
    return Played(game, table_id, table.clicks, moves)
