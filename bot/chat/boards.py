"""What /leaderboard shows: a title, a text table, a footer and the same table as a picture.

The text table is the fallback for clients that do not load images (and what
screen readers read), so it holds everything the picture does, people named
by mention. The picture needs plain names, looked up before drawing. The board
is posted in the channel, so it speaks the server's language (`locale`).
"""

from __future__ import annotations

import asyncio
import io
import logging
from collections.abc import Sequence
from dataclasses import dataclass

import discord

import engines
from bot.chat.names import NameBook
from bot.chat.text import short_title
from bot.store.stats import StandingRow
from bot.tables import mention
from engines.core.messages import Message, mark, msg, nmsg
from renderers.i18n import SOURCE, text, translate
from renderers.leaderboard import LeaderboardLine, describe_leaderboard, render_leaderboard

log = logging.getLogger(__name__)

PERIODS = {"all": mark("all time"), "month": mark("last 30 days"), "week": mark("last 7 days")}
MEDALS = ("🥇", "🥈", "🥉")
# What "rating" means, in one line a player can read (openskill's mu - 3 sigma).
RATING_HELP = mark("by rating: your skill as the games show it, counted low while they are few")
PICTURE = "leaderboard.png"


def game_name(key: str, locale: str = SOURCE) -> str:
    """`Jugglers`; a game no longer installed keeps its key, so old records still read."""
    return short_title(engines.get(key), locale) if key in engines.keys() else key


def games_words(count: int) -> Message:
    return nmsg("{count} game", "{count} games", count)


def wins_words(count: int) -> Message:
    return nmsg("{count} win", "{count} wins", count)


@dataclass(frozen=True)
class Board:
    """One leaderboard request: which game, which period, who counts as ranked, and the
    language of the channel it is posted in."""

    game: str | None
    period: str
    min_games: int
    locale: str = SOURCE

    @property
    def by_rating(self) -> bool:
        """Ratings are all-time and per game; every other board counts wins."""
        return self.game is not None and self.period == "all"

    def _text(self, line: Message) -> str:
        return text(line, self.locale)

    @property
    def title(self) -> str:
        game = game_name(self.game, self.locale) if self.game else msg("every game")
        period = translate(PERIODS[self.period], self.locale)
        return self._text(msg("Leaderboard · {game} · {period}", game=game, period=period))

    @property
    def rule(self) -> str:
        """How the board is ranked, in one line: the embed's footer and the picture's subtitle."""
        if self.period == "all":
            ranked = nmsg(
                "Ranked after {count} game with other people",
                "Ranked after {count} games with other people",
                self.min_games,
            )
        else:
            ranked = nmsg("Ranked after {count} game with other people in this period",
                          "Ranked after {count} games with other people in this period",
                          self.min_games)  # fmt: skip
        order = translate(RATING_HELP, self.locale) if self.by_rating else self._text(
            msg("by wins, then win rate"))  # fmt: skip
        return f"{self._text(ranked)} · {order}"

    @property
    def empty(self) -> str:
        if self.period == "all":
            return self._text(nmsg(
                "Nobody is rated yet: a player is ranked after {count} finished game with "
                "other people.",
                "Nobody is rated yet: a player is ranked after {count} finished games with "
                "other people.", self.min_games))  # fmt: skip
        return self._text(nmsg(
            "Nobody is rated yet for the {period}: a player is ranked after {count} finished "
            "game with other people.",
            "Nobody is rated yet for the {period}: a player is ranked after {count} finished "
            "games with other people.",
            self.min_games, period=translate(PERIODS[self.period], self.locale)))  # fmt: skip

    def value(self, row: StandingRow) -> str:
        if self.by_rating and row.ordinal is not None:
            return f"{row.ordinal:.1f}"
        return self._text(wins_words(row.wins))

    def places(self, rows: Sequence[StandingRow]) -> list[int]:
        """Places as in sport: players tied on what the board ranks by share one."""

        def key(row: StandingRow) -> tuple[float, ...]:
            if self.by_rating and row.ordinal is not None:
                return (round(row.ordinal, 1),)
            return (row.wins, round(row.win_rate, 3))

        return [1 + sum(key(other) > key(row) for other in rows) for row in rows]

    def text(self, rows: Sequence[StandingRow]) -> str:
        lines = []
        for place, row in zip(self.places(rows), rows, strict=True):
            medal = place <= len(MEDALS) and row.wins > 0  # no medal for a board of 0 wins
            rank = MEDALS[place - 1] if medal else f"**{place}.**"
            wins = f" · {self._text(wins_words(row.wins))}" if self.by_rating else ""
            won = self._text(msg("{percent}% won", percent=round(row.win_rate * 100)))
            lines.append(
                f"{rank} {mention(row.user_id)} · **{self.value(row)}** · "
                f"{self._text(games_words(row.games))}{wins} · {won}"
            )
        return "\n".join(lines) or self.empty

    def embed(self, rows: Sequence[StandingRow], with_picture: bool) -> discord.Embed:
        embed = discord.Embed(title=self.title, description=self.text(rows))
        embed.set_footer(text=self.rule)
        if with_picture:
            embed.set_image(url=f"attachment://{PICTURE}")
        return embed

    async def picture(
        self, rows: Sequence[StandingRow], names: NameBook, guild_id: int
    ) -> discord.File | None:
        """Drawn in a worker thread; None if it fails, and the text table still answers."""
        shown = await asyncio.gather(*(names.display_name(guild_id, r.user_id) for r in rows))
        lines = [
            LeaderboardLine(
                place,
                name or self._text(msg("Player …{digits}", digits=str(row.user_id)[-4:])),
                self.value(row),
                row.games,
                row.wins,
                row.win_rate,
            )
            for place, row, name in zip(self.places(rows), rows, shown, strict=True)
        ]
        try:
            data = await asyncio.to_thread(
                render_leaderboard, self.title, self.rule, lines, self.locale
            )
        except Exception as error:
            log.error("leaderboard picture failed (%s)", type(error).__name__)
            return None
        words = describe_leaderboard(self.title, self.rule, lines, self.locale)
        return discord.File(io.BytesIO(data), filename=PICTURE, description=words)
