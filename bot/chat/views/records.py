"""/history's list of finished games, and its menu that hands out a game's public record.

The record is what the players saw: every public log line, what the end of
the game revealed, the results. The seed and the actions are never posted:
replaying them would show cards the rules keep hidden for ever. The menu's
custom id holds nothing but its name (each option's value is its table), and
the record is looked up on the server it is asked from, so it works after a
restart and never reaches another server's games.
"""

from __future__ import annotations

import io
import json
import re
import time
from collections.abc import Sequence

import discord

from bot.chat.boards import game_name, plural
from bot.chat.customids import custom_id, template
from bot.chat.names import who
from bot.chat.replies import refusals_in_private, table_bot
from bot.store.stats import FinishedGameRow
from bot.tables import NotFound
from bot.tables.rankings import Rankings
from bot.web.links import Links

EMPTY = "No finished games on this server yet: open a table with /play."
FOOTER = (
    "Pick a game below to download its public record: every public log line, what the end "
    "revealed, and the results."
)


class RecordMenu(discord.ui.DynamicItem[discord.ui.Select], template=template("record")):
    def __init__(self, options: Sequence[discord.SelectOption] = ()) -> None:
        menu = discord.ui.Select(
            custom_id=custom_id("record"),
            options=list(options),
            placeholder="Download a game's public record (JSON)",
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
            replay = f"\nReplay it move by move: <{links.replay(table_id)}>" if links else ""
            await interaction.followup.send(
                f"The public record of table #{table_id} ({game_name(record['game'])}): "
                f"its public log, what the end revealed, and the results.{replay}",
                file=discord.File(io.BytesIO(data), filename=f"table-{table_id}.json"),
                ephemeral=True,
            )


def chosen_table(menu: discord.ui.Select) -> int:
    """The table picked; only one the menu offers, as a forged click could send anything."""
    picked = menu.values[0] if menu.values else ""
    if picked not in {option.value for option in menu.options} or not picked.isdigit():
        raise NotFound("That game is not in this list; run /history again.")
    return int(picked)


def winners(game: FinishedGameRow) -> str:
    won = [
        who(result.user_id, result.seat, game.level(index))
        for index, result in enumerate(game.results)
        if result.place == 1
    ]
    return f"🏆 {', '.join(won)}" if won else "no winner"


def history_line(game: FinishedGameRow, links: Links | None = None) -> str:
    """With the web app running, the table number links to the game's replay."""
    number = f"**#{game.table_id}**"
    if links is not None:
        number = f"[{number}]({links.replay(game.table_id)})"
    return (
        f"{number} · {game_name(game.game)} · <t:{int(game.finished_at)}:R> · "
        f"{winners(game)} · {plural(len(game.results), 'player')}"
    )


def record_option(game: FinishedGameRow) -> discord.SelectOption:
    finished = time.strftime("%d %b %Y, %H:%M UTC", time.gmtime(game.finished_at))
    return discord.SelectOption(
        label=f"Table #{game.table_id} · {game_name(game.game)}"[:100],
        value=str(game.table_id),
        description=f"{plural(len(game.results), 'player')} · finished {finished}"[:100],
    )


def history_message(
    games: Sequence[FinishedGameRow], links: Links | None = None
) -> tuple[discord.Embed, discord.ui.View]:
    lines = [history_line(game, links) for game in games]
    embed = discord.Embed(title="Latest games", description="\n".join(lines) or EMPTY)
    view = discord.ui.View(timeout=None)
    if games:
        embed.set_footer(text=FOOTER)
        view.add_item(RecordMenu([record_option(game) for game in games]))
    return embed, view
