"""How people and bot seats are named in messages and pictures.

Messages name people by mention (Discord shows their display name and the
bot sends them with pings switched off); pictures need plain display names,
which this bot learns from interactions because it has no member intent.
Bot seats get a friendly name, always marked as a bot and with its level
beside it ("Bot Brook (hard) 🤖"), in the reader's language ("Botti Brook (vaikea)").
"""

from __future__ import annotations

import logging
from collections import OrderedDict

import discord

from bot.tables import TableInfo, mention
from bot.tables.notices import BOT_LABEL
from engines.core.messages import Line, mark, msg
from renderers.i18n import SOURCE, text, translate

log = logging.getLogger(__name__)

BOT_NAMES = ("Ada", "Brook", "Cyril", "Dora", "Ezra", "Fern", "Gus", "Hana")
BOT_MARK = "🤖"
# A bot's level as it reads beside its name (engines.core.levels names them).
LEVEL_WORDS = {"easy": mark("easy"), "normal": mark("normal"), "hard": mark("hard")}


def seat_letter(seat: int) -> str:
    """Engines name seats A, B, C... in their logs."""
    return chr(ord("A") + seat)


def level_words(level: str, locale: str = SOURCE) -> str:
    """A level in the reader's language; one we do not know reads as it is."""
    return translate(LEVEL_WORDS[level], locale) if level in LEVEL_WORDS else level


def bot_name(seat: int, level: str | None = None, locale: str = SOURCE) -> str:
    """`Bot Brook (hard)`: the level beside the name wherever it is known."""
    name = BOT_NAMES[seat % len(BOT_NAMES)]
    if level:
        return text(msg("Bot {name} ({level})", name=name, level=level_words(level, locale)),
                    locale)  # fmt: skip
    return text(msg("Bot {name}", name=name), locale)


def who(user_id: int | None, seat: int, level: str | None = None, locale: str = SOURCE) -> str:
    """A seat in a message: a mention for a person, the marked name for a bot."""
    if user_id is not None:
        return mention(user_id)
    return f"{bot_name(seat, level, locale)} {BOT_MARK}"


def legend(info: TableInfo, locale: str = SOURCE) -> str:
    """Which letter of the game's log is whom: `A <@1> · B Bot Brook (hard) 🤖`."""
    return " · ".join(
        f"**{seat_letter(s)}** {who(u, s, info.level(s), locale)}" for s, u in enumerate(info.seats)
    )


def public_line(line: Line, locale: str = SOURCE) -> str:
    """A log line in `locale`, with bot seats ("Bot 2 (hard)") under their friendly names."""
    return BOT_LABEL.sub(
        lambda found: who(None, int(found["seat"]) - 1, found["level"], locale),
        text(line, locale),
    )


class NameBook:
    """Display names of the people at tables, for pictures."""

    def __init__(self, client: discord.Client, remembered: int = 50_000) -> None:
        self._client = client
        # The people seen most recently (None: Discord could not tell us); the oldest
        # are forgotten first, so a bot in many servers does not collect every name.
        self._known: OrderedDict[int, str | None] = OrderedDict()
        self._remembered = remembered

    def learn(self, user: discord.abc.User) -> None:
        self._remember(user.id, user.display_name)

    def _remember(self, user_id: int, name: str | None) -> None:
        self._known[user_id] = name
        self._known.move_to_end(user_id)
        if len(self._known) > self._remembered:
            self._known.popitem(last=False)

    async def display_name(self, guild_id: int, user_id: int) -> str | None:
        """Learned from their clicks, or asked of Discord once (after a restart)."""
        if user_id not in self._known:
            guild = self._client.get_guild(guild_id)
            try:
                if guild is not None:
                    self.learn(await guild.fetch_member(user_id))
                else:
                    self.learn(await self._client.fetch_user(user_id))
            except discord.HTTPException as error:
                log.info("no display name for user %s (%s)", user_id, error.status)
                self._remember(user_id, None)
        return self._known.get(user_id)

    async def for_pictures(self, info: TableInfo, locale: str = SOURCE) -> list[str]:
        """One name per seat; a bot's name says it is one and its level ("Bot Brook
        (hard)"), as pictures have no emoji. `locale`: the picture's language."""
        names = []
        for seat, user_id in enumerate(info.seats):
            name = None if user_id is None else await self.display_name(info.guild_id, user_id)
            if user_id is None:
                name = bot_name(seat, info.level(seat), locale)
            names.append(name or text(msg("Player {letter}", letter=seat_letter(seat)), locale))
        return names
