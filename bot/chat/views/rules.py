"""Rules pages with Previous and Next buttons, shown privately to whoever asked."""

from __future__ import annotations

import re

import discord

from bot.chat.customids import custom_id, template
from bot.chat.replies import refusals_in_private
from bot.chat.rulebook import rulebook
from bot.tables import NotFound
from engines.core.messages import mark, msg
from renderers.i18n import SOURCE, language, text, translate

PREVIOUS, NEXT = mark("◀ Previous"), mark("Next ▶")


class PageButton(
    discord.ui.DynamicItem[discord.ui.Button],
    template=template("rules", r"(?P<game>[a-z0-9_]+)", r"(?P<page>\d+)"),
):
    def __init__(self, game: str, page: int, label: str = "", disabled: bool = False) -> None:
        self.game, self.page = game, page
        button = discord.ui.Button(
            label=label or "Page", style=discord.ButtonStyle.secondary, disabled=disabled,
            custom_id=custom_id("rules", game, page),
        )  # fmt: skip
        super().__init__(button)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item, match: re.Match[str]
    ) -> PageButton:
        return cls(match["game"], int(match["page"]))

    async def callback(self, interaction: discord.Interaction) -> None:
        async with refusals_in_private(interaction):
            embed, view = rules_page(self.game, self.page, interaction.locale)
            await interaction.response.edit_message(embed=embed, view=view)


def rules_page(
    game: str, page: int, locale: object = SOURCE
) -> tuple[discord.Embed, discord.ui.View]:
    """A page of the rules in the reader's language: they are only ever shown to the
    person who asked (an ephemeral reply), so their Discord client's language."""
    lang = language(locale)
    book = rulebook(game, lang)
    if book is None or not book.pages:
        raise NotFound(msg("There is no rules page for {game} yet.", game=game))
    page = max(0, min(page, len(book.pages) - 1))
    shown = book.pages[page]
    embed = discord.Embed(title=f"{book.title} · {shown.heading}"[:256], description=shown.body)
    footer = msg("Page {page} of {pages}", page=page + 1, pages=len(book.pages))
    embed.set_footer(text=text(footer, lang))
    view = discord.ui.View(timeout=None)
    if len(book.pages) > 1:
        back = translate(PREVIOUS, lang)
        view.add_item(PageButton(game, max(page - 1, 0), back, disabled=page == 0))
        last = len(book.pages) - 1
        onward = translate(NEXT, lang)
        view.add_item(PageButton(game, min(page + 1, last), onward, disabled=page == last))
    return embed, view


async def show_rules(interaction: discord.Interaction, game: str, page: int = 0) -> None:
    embed, view = rules_page(game, page, interaction.locale)
    await interaction.response.send_message(embed=embed, view=view, ephemeral=True)
