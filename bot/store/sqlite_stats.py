"""SQLite answers to the ranking and history queries (`StatsQueries`)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

from bot.store.stats import (
    FinishedGameRow,
    PlayedGameRow,
    StandingRow,
    StatsQueries,
    finished_game_rows,
)

_ALL_TIME_BY_RATING = """
    SELECT user_id, games, wins, mu - 3 * sigma AS ordinal FROM ratings
    WHERE guild_id = ? AND game = ? AND games >= ?
    ORDER BY ordinal DESC, wins DESC, user_id
    LIMIT ?"""

# The ratings rows already count every rated game and win per game.
_ALL_TIME_BY_WINS = """
    SELECT user_id, SUM(games) AS played, SUM(wins) AS won FROM ratings
    WHERE guild_id = ?
    GROUP BY user_id HAVING SUM(games) >= ?
    ORDER BY won DESC, CAST(won AS REAL) / played DESC, played DESC, user_id
    LIMIT ?"""

# Only games with two or more people count, as for ratings: beating bots alone
# says little about a person's standing among the server's players.
_BY_WINS = """
    SELECT r.user_id, COUNT(*) AS games, SUM(r.place = 1) AS wins
    FROM tables t JOIN results r ON r.table_id = t.id
    WHERE t.guild_id = ? AND t.status = 'finished' AND t.humans >= 2 AND t.updated_at >= ?
      AND (? IS NULL OR t.game = ?) AND r.user_id IS NOT NULL
    GROUP BY r.user_id HAVING COUNT(*) >= ?
    ORDER BY wins DESC, CAST(wins AS REAL) / games DESC, games DESC, r.user_id
    LIMIT ?"""

_PLAYED = """
    SELECT r.table_id, t.game, t.updated_at, r.place, r.score,
           (SELECT COUNT(*) FROM results x WHERE x.table_id = r.table_id) AS players
    FROM results r JOIN tables t ON t.id = r.table_id
    WHERE r.user_id = ? AND t.guild_id = ? AND t.status = 'finished'
    ORDER BY t.updated_at DESC, r.table_id DESC"""

_LATEST = """
    SELECT id, game, updated_at FROM tables
    WHERE guild_id = ? AND status = 'finished'
    ORDER BY updated_at DESC, id DESC LIMIT ?"""


class SqliteStatsQueries(StatsQueries):
    """Mixed into `SqliteStore`, whose `_fetch` runs each query on the connection's thread."""

    _fetch: Callable[[str, Sequence[Any]], Awaitable[list[tuple[Any, ...]]]]

    async def standings(
        self, guild_id: int, game: str | None, since: float | None, min_games: int, limit: int
    ) -> list[StandingRow]:
        if game is not None and since is None:
            rows = await self._fetch(_ALL_TIME_BY_RATING, (guild_id, game, min_games, limit))
            return [StandingRow(row[0], row[1], row[2], row[3]) for row in rows]
        if since is None:
            rows = await self._fetch(_ALL_TIME_BY_WINS, (guild_id, min_games, limit))
            return [StandingRow(row[0], row[1], row[2]) for row in rows]
        params = (guild_id, since or float("-inf"), game, game, min_games, limit)
        return [StandingRow(row[0], row[1], row[2]) for row in await self._fetch(_BY_WINS, params)]

    async def played_games(self, guild_id: int, user_id: int) -> list[PlayedGameRow]:
        rows = await self._fetch(_PLAYED, (user_id, guild_id))
        return [PlayedGameRow(*row) for row in rows]

    async def finished_games(self, guild_id: int, limit: int) -> list[FinishedGameRow]:
        tables = await self._fetch(_LATEST, (guild_id, limit))
        if not tables:
            return []
        marks = ", ".join("?" for _ in tables)
        results = await self._fetch(
            f"SELECT r.table_id, r.seat, r.user_id, r.place, r.score, s.level FROM results r "
            f"LEFT JOIN seats s ON s.table_id = r.table_id AND s.position = r.seat "
            f"WHERE r.table_id IN ({marks}) ORDER BY r.table_id, r.seat",
            [row[0] for row in tables],
        )
        return finished_game_rows(tables, results)
