"""What /stats shows: one person's games, wins, ratings, best and latest results.

Times are Discord timestamps (`<t:…:R>`), so everyone reads them in their
own time zone and language. The sheet is posted in the channel, so its words
are the server's language (`locale`).
"""

from __future__ import annotations

import discord

import engines
from bot.chat.boards import game_name, games_words, wins_words
from bot.store import RatingRow
from bot.store.stats import PlayedGameRow
from bot.tables.rankings import PlayerStats
from engines.core.messages import Message, msg
from engines.core.scores import score_text
from renderers.i18n import SOURCE, text

BEST = 3  # fewer than the latest games, so the two lists differ more often


def place_words(place: int, players: int) -> Message:
    """ "1st of 4", "2nd of 4"… (right up to 20th, far more seats than any table has): one
    text per English ending, so each language words its ordinals its own way."""
    if place == 1:
        return msg("{place}st of {players}", place=place, players=players)
    if place == 2:
        return msg("{place}nd of {players}", place=place, players=players)
    if place == 3:
        return msg("{place}rd of {players}", place=place, players=players)
    return msg("{place}th of {players}", place=place, players=players)


def game_line(row: PlayedGameRow, locale: str = SOURCE) -> str:
    place = f"{'🏆 ' if row.place == 1 else ''}{text(place_words(row.place, row.players), locale)}"
    return (
        f"{game_name(row.game, locale)} #{row.table_id} · {place} · {_score(row, locale)} · "
        f"<t:{int(row.finished_at)}:R>"
    )


def _score(row: PlayedGameRow, locale: str) -> str:
    """In the game's own words; a game no longer installed shows points."""
    engine = engines.get(row.game) if row.game in engines.keys() else None
    return text(score_text(engine, row.score), locale)


def rating_line(row: RatingRow, min_games: int, locale: str = SOURCE) -> str:
    played = msg("{games}, {wins}", games=games_words(row.games), wins=wins_words(row.wins))
    if row.games < min_games:
        played = msg("{games}, {wins} (ranked after {least})", games=games_words(row.games),
                     wins=wins_words(row.wins), least=min_games)  # fmt: skip
    return f"{game_name(row.game, locale)} · **{row.ordinal:.1f}** · {text(played, locale)}"


def stats_embed(
    user: discord.abc.User, stats: PlayerStats, min_games: int, locale: str = SOURCE
) -> discord.Embed:
    embed = discord.Embed(title=text(msg("Stats · {name}", name=user.display_name), locale))
    if not stats.games:
        embed.description = text(
            msg("{person} has no rated games here yet.", person=user.mention), locale
        )
        return embed
    summary = msg(
        "{person}: **{games}**, **{wins}**, **{percent}%** won", person=user.mention,
        games=games_words(stats.games), wins=wins_words(stats.wins),
        percent=round(stats.win_rate * 100),
    )  # fmt: skip
    favourite = ""
    if stats.favourite:
        favourite = text(msg(" · favourite game **{game}**",
                             game=game_name(stats.favourite, locale)), locale)  # fmt: skip
    embed.description = text(summary, locale) + favourite
    ratings = [rating_line(row, min_games, locale) for row in stats.ratings]
    none_yet = msg("None yet: ratings come from games with other people.")
    embed.add_field(
        name=text(msg("Rating per game"), locale),
        value="\n".join(ratings) or text(none_yet, locale),
        inline=False,
    )
    lists = ((msg("Best results"), stats.best[:BEST]), (msg("Latest games"), stats.recent))
    for name, rows in lists:
        lines = [game_line(row, locale) for row in rows]
        embed.add_field(name=text(name, locale), value="\n".join(lines), inline=False)
    return embed
