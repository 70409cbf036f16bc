"""/history's list of finished games, and its menu that hands out a game's public record.

The record is what the players saw: every public log line, what the end of
the game revealed, the results. The seed and the actions are never posted:
replaying them would show cards the rules keep hidden for ever. The menu's
custom id holds nothing but its name (each option's value is its table), and
the record is looked up on the server it is asked from, so it works after a
restart and never reaches another server's games. The list is posted in the
channel, in the server's language; the record itself goes to whoever asked, in theirs.
"""

from __future__ import annotations

import io
import json
import re
from collections.abc import Sequence
from datetime import UTC, datetime

import discord
from babel.dates import format_datetime

from bot.chat.boards import game_name
from bot.chat.customids import custom_id, template
from bot.chat.names import who
from bot.chat.replies import refusals_in_private, table_bot
from bot.store.stats import FinishedGameRow
from bot.tables import NotFound
from bot.tables.rankings import Rankings
from bot.web.links import Links
from engines.core.messages import Message, mark, msg, nmsg
from renderers.i18n import SOURCE, language, text, translate

EMPTY = msg("No finished games on this server yet: open a table with /play.")
FOOTER = msg(
    "Pick a game below to download its public record: every public log line, what the end "
    "revealed, and the results."
)
PLACEHOLDER = mark("Download a game's public record (JSON)")
# When a game finished, as a CLDR date pattern: each language writes dates its own way.
# Translators: a date pattern (https://babel.pocoo.org/en/latest/dates.html); keep 'UTC'.
WHEN_PATTERN = mark("dd MMM y, HH:mm 'UTC'")


class RecordMenu(discord.ui.DynamicItem[discord.ui.Select], template=template("record")):
    def __init__(
        self, options: Sequence[discord.SelectOption] = (), placeholder: str = PLACEHOLDER
    ) -> None:
        menu = discord.ui.Select(
            custom_id=custom_id("record"), options=list(options), placeholder=placeholder
        )
        super().__init__(menu)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Select, match: re.Match[str]
    ) -> RecordMenu:
        return cls(item.options)

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            table_id = chosen_table(self.item)
            await interaction.response.defer(ephemeral=True, thinking=True)
            rankings = Rankings(table_bot(interaction).store)
            record = await rankings.public_record(interaction.guild_id or 0, table_id)
            data = json.dumps(record, indent=2, ensure_ascii=False).encode()
            links = table_bot(interaction).web_links
            locale = language(interaction.locale)
            game = game_name(record["game"], locale)
            about = msg(
                "The public record of table #{table} ({game}): its public log, what the end "
                "revealed, and the results.", table=table_id, game=game,
            )  # fmt: skip
            words = text(about, locale)
            if links is not None:
                replay = msg("Replay it move by move: <{link}>", link=links.replay(table_id))
                words += f"\n{text(replay, locale)}"
            await interaction.followup.send(
                words,
                file=discord.File(io.BytesIO(data), filename=f"table-{table_id}.json"),
                ephemeral=True,
            )


def chosen_table(menu: discord.ui.Select) -> int:
    """The table picked; only one the menu offers, as a forged click could send anything."""
    picked = menu.values[0] if menu.values else ""
    if picked not in {option.value for option in menu.options} or not picked.isdigit():
        raise NotFound(msg("That game is not in this list; run /history again."))
    return int(picked)


def winners(game: FinishedGameRow, locale: str = SOURCE) -> str:
    won = [
        who(result.user_id, result.seat, game.level(index), locale)
        for index, result in enumerate(game.results)
        if result.place == 1
    ]
    return f"🏆 {', '.join(won)}" if won else text(msg("no winner"), locale)


def players_words(count: int) -> Message:
    return nmsg("{count} player", "{count} players", count)


def history_line(game: FinishedGameRow, links: Links | None = None, locale: str = SOURCE) -> str:
    """With the web app running, the table number links to the game's replay."""
    number = f"**#{game.table_id}**"
    if links is not None:
        number = f"[{number}]({links.replay(game.table_id)})"
    return (
        f"{number} · {game_name(game.game, locale)} · <t:{int(game.finished_at)}:R> · "
        f"{winners(game, locale)} · {text(players_words(len(game.results)), locale)}"
    )


def record_option(game: FinishedGameRow, locale: str = SOURCE) -> discord.SelectOption:
    when = datetime.fromtimestamp(game.finished_at, UTC)
    finished = format_datetime(when, translate(WHEN_PATTERN, locale), locale=locale)
    label = msg("Table #{table} · {game}", table=game.table_id, game=game_name(game.game, locale))
    about = msg("{players} · finished {when}", players=players_words(len(game.results)),
                when=finished)  # fmt: skip
    return discord.SelectOption(
        label=text(label, locale)[:100],
        value=str(game.table_id),
        description=text(about, locale)[:100],
    )


def history_message(
    games: Sequence[FinishedGameRow], links: Links | None = None, locale: str = SOURCE
) -> tuple[discord.Embed, discord.ui.View]:
    """The list posted in the channel, in the server's language (`locale`)."""
    lines = [history_line(game, links, locale) for game in games]
    title = text(msg("Latest games"), locale)
    embed = discord.Embed(title=title, description="\n".join(lines) or text(EMPTY, locale))
    view = discord.ui.View(timeout=None)
    if games:
        embed.set_footer(text=text(FOOTER, locale))
        options = [record_option(game, locale) for game in games]
        view.add_item(RecordMenu(options, translate(PLACEHOLDER, locale)))
    return embed, view
