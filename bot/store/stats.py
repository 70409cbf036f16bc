"""Read-only queries behind leaderboards, player stats and game history.

Kept apart from the table rows because they answer questions across many
tables, and a larger server's database must still answer them quickly.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from bot.store.rows import ResultRow


@dataclass(frozen=True)
class StandingRow:
    """One person's line on a leaderboard."""

    user_id: int
    games: int
    wins: int
    ordinal: float | None = None  # openskill mu - 3 sigma, for all-time tables of one game

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


@dataclass(frozen=True)
class PlayedGameRow:
    """One finished game from one person's point of view."""

    table_id: int
    game: str
    finished_at: float
    place: int
    score: float
    players: int


@dataclass(frozen=True)
class FinishedGameRow:
    """A finished table of a server, with every seat's result."""

    table_id: int
    game: str
    finished_at: float
    results: tuple[ResultRow, ...]
    # The bot level of each result's seat (None for a person's), in the same order.
    levels: tuple[str | None, ...] = ()

    def level(self, index: int) -> str | None:
        """The level of the bot with the `index`-th result (a bot without one: normal)."""
        if self.results[index].user_id is not None:
            return None
        return (self.levels[index] if index < len(self.levels) else None) or "normal"


def finished_game_rows(
    tables: Sequence[Sequence[Any]], results: Sequence[Sequence[Any]]
) -> list[FinishedGameRow]:
    """Finished tables (id, game, finished at) with their results (table id, seat,
    user, place, score, seat level), as both stores read them, made rows."""
    by_table: dict[int, list[ResultRow]] = {}
    levels: dict[int, list[str | None]] = {}
    for row in results:
        by_table.setdefault(row[0], []).append(ResultRow(row[1], row[2], row[3], row[4]))
        levels.setdefault(row[0], []).append(row[5])
    return [
        FinishedGameRow(
            row[0], row[1], row[2], tuple(by_table.get(row[0], ())), tuple(levels.get(row[0], ()))
        )
        for row in tables
    ]


class StatsQueries(ABC):
    """The queries a store answers for rankings and history."""

    @abstractmethod
    async def standings(
        self, guild_id: int, game: str | None, since: float | None, min_games: int, limit: int
    ) -> list[StandingRow]:
        """People by wins, then win rate, over games with at least two people.

        `since` limits it to games finished from that time on; bots never appear.
        """

    @abstractmethod
    async def played_games(self, guild_id: int, user_id: int) -> list[PlayedGameRow]:
        """Every finished game that person played on that server, newest first."""

    @abstractmethod
    async def finished_games(self, guild_id: int, limit: int) -> list[FinishedGameRow]:
        """The server's latest finished games, newest first."""
