"""Who reads in which language: a person's, from their last interaction; a table's,
from its server.

Private words (direct messages, ephemeral replies, a hand panel) go out in the
person's language: Discord sends their client's locale with every click and
command, and the latest one is remembered in the store (`people`), so a direct
message that starts their turn, sent when they did nothing, is in their
language too. Public words (thread posts, table pictures) go out in the table's
language: the one a server manager chose with `/settings language`, else the
server's preferred locale (set in the server's Discord settings). Anything we
do not translate reads in English.
"""

from __future__ import annotations

from collections import OrderedDict

import discord

from bot.store import Store, StoreError
from bot.tables.guild_settings import load_settings
from renderers.i18n import SOURCE, language


class Languages:
    """Remembers people's locales (in the store, with the recent ones in memory, so a
    click costs a write only when someone's language changed)."""

    def __init__(self, store: Store, remembered: int = 50_000) -> None:
        self._store = store
        self._known: OrderedDict[int, str] = OrderedDict()
        self._remembered = remembered

    async def learn(self, interaction: discord.Interaction) -> None:
        """Keep the locale the person's client reported with this interaction."""
        user_id, locale = interaction.user.id, str(interaction.locale.value)
        if self._known.get(user_id) == locale:
            self._known.move_to_end(user_id)
            return
        try:
            await self._store.save_person_locale(user_id, locale)
        except StoreError:
            return  # their language is a courtesy: the click itself must go on
        self._keep(user_id, locale)

    async def person(self, user_id: int) -> str:
        """The language of `user_id`'s private messages."""
        locale = self._known.get(user_id)
        if locale is None:
            try:
                locale = await self._store.person_locale(user_id)
            except StoreError:
                locale = None
            if locale is not None:
                self._keep(user_id, locale)
        return language(locale)

    async def table(self, guild_id: int | None, guild: discord.Guild | None = None) -> str:
        """The language of a table's public posts and pictures in that server."""
        if guild_id is None:
            return SOURCE
        chosen = (await load_settings(self._store, guild_id)).language
        if chosen is not None:
            return chosen
        return language(guild.preferred_locale if guild is not None else None)

    def _keep(self, user_id: int, locale: str) -> None:
        self._known[user_id] = locale
        self._known.move_to_end(user_id)
        while len(self._known) > self._remembered:
            self._known.popitem(last=False)
