"""PostgreSQL answers to the ranking and history queries (`StatsQueries`).

The same questions as the SQLite queries, in PostgreSQL's words; the indexes
they lean on are made in `postgres_schema`.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Any

import asyncpg

from bot.store.stats import (
    FinishedGameRow,
    PlayedGameRow,
    StandingRow,
    StatsQueries,
    finished_game_rows,
)

_ALL_TIME_BY_RATING = """
    SELECT user_id, games, wins, mu - 3 * sigma AS ordinal FROM ratings
    WHERE guild_id = $1 AND game = $2 AND games >= $3
    ORDER BY ordinal DESC, wins DESC, user_id
    LIMIT $4"""

# The ratings rows already count every rated game and win per game.
_ALL_TIME_BY_WINS = """
    SELECT user_id, SUM(games)::INTEGER AS played, SUM(wins)::INTEGER AS won FROM ratings
    WHERE guild_id = $1
    GROUP BY user_id HAVING SUM(games) >= $2
    ORDER BY won DESC, SUM(wins)::FLOAT8 / SUM(games) DESC, played DESC, user_id
    LIMIT $3"""

# Only games with two or more people count, as for ratings.
_BY_WINS = """
    SELECT r.user_id, COUNT(*)::INTEGER AS games,
           (COUNT(*) FILTER (WHERE r.place = 1))::INTEGER AS wins
    FROM tables t JOIN results r ON r.table_id = t.id
    WHERE t.guild_id = $1 AND t.status = 'finished' AND t.humans >= 2 AND t.updated_at >= $2
      AND ($3::TEXT IS NULL OR t.game = $3) AND r.user_id IS NOT NULL
    GROUP BY r.user_id HAVING COUNT(*) >= $4
    ORDER BY wins DESC, (COUNT(*) FILTER (WHERE r.place = 1))::FLOAT8 / COUNT(*) DESC,
             games DESC, r.user_id
    LIMIT $5"""

_PLAYED = """
    SELECT r.table_id, t.game, t.updated_at, r.place, r.score,
           (SELECT COUNT(*)::INTEGER FROM results x WHERE x.table_id = r.table_id) AS players
    FROM results r JOIN tables t ON t.id = r.table_id
    WHERE r.user_id = $1 AND t.guild_id = $2 AND t.status = 'finished'
    ORDER BY t.updated_at DESC, r.table_id DESC"""

_LATEST = """
    SELECT id, game, updated_at FROM tables
    WHERE guild_id = $1 AND status = 'finished'
    ORDER BY updated_at DESC, id DESC LIMIT $2"""


class PostgresStatsQueries(StatsQueries):
    """Mixed into `PostgresStore`, whose `_fetch` runs each query on the pool."""

    _fetch: Callable[[str, Sequence[Any]], Awaitable[list[asyncpg.Record]]]

    async def standings(
        self, guild_id: int, game: str | None, since: float | None, min_games: int, limit: int
    ) -> list[StandingRow]:
        if game is not None and since is None:
            rows = await self._fetch(_ALL_TIME_BY_RATING, (guild_id, game, min_games, limit))
            return [StandingRow(row[0], row[1], row[2], row[3]) for row in rows]
        if since is None:
            rows = await self._fetch(_ALL_TIME_BY_WINS, (guild_id, min_games, limit))
            return [StandingRow(row[0], row[1], row[2]) for row in rows]
        params = (guild_id, since, game, min_games, limit)
        return [StandingRow(row[0], row[1], row[2]) for row in await self._fetch(_BY_WINS, params)]

    async def played_games(self, guild_id: int, user_id: int) -> list[PlayedGameRow]:
        rows = await self._fetch(_PLAYED, (user_id, guild_id))
        return [PlayedGameRow(*row) for row in rows]

    async def finished_games(self, guild_id: int, limit: int) -> list[FinishedGameRow]:
        tables = await self._fetch(_LATEST, (guild_id, limit))
        if not tables:
            return []
        results = await self._fetch(
            "SELECT r.table_id, r.seat, r.user_id, r.place, r.score, s.level FROM results r "
            "LEFT JOIN seats s ON s.table_id = r.table_id AND s.position = r.seat "
            "WHERE r.table_id = ANY($1::BIGINT[]) ORDER BY r.table_id, r.seat",
            ([row[0] for row in tables],),
        )
        return finished_game_rows(tables, results)
