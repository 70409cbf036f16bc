"""What /leaderboard shows: a title, a text table, a footer and the same table as a picture.

The text table is the fallback for clients that do not load images (and what
screen readers read), so it holds everything the picture does, people named
by mention. The picture needs plain names, looked up before drawing.
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
from renderers.leaderboard import LeaderboardLine, describe_leaderboard, render_leaderboard

log = logging.getLogger(__name__)

PERIODS = {"all": "all time", "month": "last 30 days", "week": "last 7 days"}
MEDALS = ("🥇", "🥈", "🥉")
# What "rating" means, in one line a player can read (openskill's mu - 3 sigma).
RATING_HELP = "by rating: your skill as the games show it, counted low while they are few"
PICTURE = "leaderboard.png"


def game_name(key: str) -> str:
    """`Jugglers`; a game no longer installed keeps its key, so old records still read."""
    return short_title(engines.get(key)) if key in engines.keys() else key


def plural(count: int, word: str) -> str:
    return f"{count} {word}{'s' * (count != 1)}"


@dataclass(frozen=True)
class Board:
    """One leaderboard request: which game, which period, and who counts as ranked."""

    game: str | None
    period: str
    min_games: int

    @property
    def by_rating(self) -> bool:
        """Ratings are all-time and per game; every other board counts wins."""
        return self.game is not None and self.period == "all"

    @property
    def title(self) -> str:
        game = game_name(self.game) if self.game else "every game"
        return f"Leaderboard · {game} · {PERIODS[self.period]}"

    @property
    def rule(self) -> str:
        """How the board is ranked, in one line: the embed's footer and the picture's subtitle."""
        ranked = f"Ranked after {plural(self.min_games, 'game')} with other people"
        if self.period != "all":
            ranked += " in this period"
        order = RATING_HELP if self.by_rating else "by wins, then win rate"
        return f"{ranked} · {order}"

    @property
    def empty(self) -> str:
        period = "" if self.period == "all" else f" for the {PERIODS[self.period]}"
        return (
            f"Nobody is rated yet{period}: a player is ranked after "
            f"{plural(self.min_games, 'finished game')} with other people."
        )

    def value(self, row: StandingRow) -> str:
        if self.by_rating and row.ordinal is not None:
            return f"{row.ordinal:.1f}"
        return plural(row.wins, "win")

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
            wins = f" · {plural(row.wins, 'win')}" if self.by_rating else ""
            lines.append(
                f"{rank} {mention(row.user_id)} · **{self.value(row)}** · "
                f"{plural(row.games, 'game')}{wins} · {round(row.win_rate * 100)}% won"
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
                name or f"Player …{str(row.user_id)[-4:]}",
                self.value(row),
                row.games,
                row.wins,
                row.win_rate,
            )
            for place, row, name in zip(self.places(rows), rows, shown, strict=True)
        ]
        try:
            data = await asyncio.to_thread(render_leaderboard, self.title, self.rule, lines)
        except Exception as error:
            log.error("leaderboard picture failed (%s)", type(error).__name__)
            return None
        words = describe_leaderboard(self.title, self.rule, lines)
        return discord.File(io.BytesIO(data), filename=PICTURE, description=words)
