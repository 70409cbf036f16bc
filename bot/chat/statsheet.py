"""What /stats shows: one person's games, wins, ratings, best and latest results.

Times are Discord timestamps (`<t:…:R>`), so everyone reads them in their
own time zone and language.
"""

from __future__ import annotations

import discord

import engines
from bot.chat.boards import game_name, plural
from bot.store import RatingRow
from bot.store.stats import PlayedGameRow
from bot.tables.rankings import PlayerStats
from engines.core.scores import score_text
from renderers.i18n import text

SUFFIXES = {1: "st", 2: "nd", 3: "rd"}
BEST = 3  # fewer than the latest games, so the two lists differ more often


def place_text(place: int) -> str:
    """1st, 2nd, 3rd, 4th… (right up to 20th, far more seats than any table has)."""
    return f"{place}{SUFFIXES.get(place, 'th')}"


def game_line(row: PlayedGameRow) -> str:
    place = f"{'🏆 ' if row.place == 1 else ''}{place_text(row.place)} of {row.players}"
    return (
        f"{game_name(row.game)} #{row.table_id} · {place} · {_score(row)} · "
        f"<t:{int(row.finished_at)}:R>"
    )


def _score(row: PlayedGameRow) -> str:
    """In the game's own words; a game no longer installed shows points."""
    engine = engines.get(row.game) if row.game in engines.keys() else None
    return text(score_text(engine, row.score))


def rating_line(row: RatingRow, min_games: int) -> str:
    waiting = f" (ranked after {min_games})" if row.games < min_games else ""
    return (
        f"{game_name(row.game)} · **{row.ordinal:.1f}** · "
        f"{plural(row.games, 'game')}, {plural(row.wins, 'win')}{waiting}"
    )


def stats_embed(user: discord.abc.User, stats: PlayerStats, min_games: int) -> discord.Embed:
    embed = discord.Embed(title=f"Stats · {user.display_name}")
    if not stats.games:
        embed.description = f"{user.mention} has no rated games here yet."
        return embed
    favourite = f" · favourite game **{game_name(stats.favourite)}**" if stats.favourite else ""
    embed.description = (
        f"{user.mention}: **{plural(stats.games, 'game')}**, **{plural(stats.wins, 'win')}**, "
        f"**{round(stats.win_rate * 100)}%** won{favourite}"
    )
    ratings = [rating_line(row, min_games) for row in stats.ratings]
    embed.add_field(
        name="Rating per game",
        value="\n".join(ratings) or "None yet: ratings come from games with other people.",
        inline=False,
    )
    for name, rows in (("Best results", stats.best[:BEST]), ("Latest games", stats.recent)):
        embed.add_field(name=name, value="\n".join(map(game_line, rows)), inline=False)
    return embed
