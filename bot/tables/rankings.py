"""Leaderboards, player stats and the public record of finished games.

Read-only: nothing here changes a table. The public record is rebuilt by
replaying a finished game's events and keeping only what its public views
showed, so the seed, the actions and every card the rules keep hidden for
ever stay in the database.
"""

from __future__ import annotations

import time
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Literal

import engines
from bot.store import RatingRow, Store, StoreError
from bot.store.stats import FinishedGameRow, PlayedGameRow, StandingRow
from bot.tables.errors import InvalidRequest, NotFound, StorageFailed
from bot.tables.guild_settings import load_settings
from engines.core.messages import english, msg
from engines.core.records import to_plain

Period = Literal["all", "month", "week"]
PERIOD_DAYS: dict[str, int] = {"week": 7, "month": 30}
DAY = 24 * 3600


@dataclass(frozen=True)
class PlayerStats:
    """One person's record on one server."""

    user_id: int
    games: int
    wins: int
    ratings: tuple[RatingRow, ...]  # per game, rated games only
    best: tuple[PlayedGameRow, ...]  # wins first, then best places, newest first
    recent: tuple[PlayedGameRow, ...]
    favourite: str | None  # the game they played most

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0


class Rankings:
    """Answers `/leaderboard`, `/stats` and `/history` from the store."""

    def __init__(self, store: Store, *, clock: Callable[[], float] = time.time) -> None:
        self._store = store
        self._clock = clock

    async def leaderboard(
        self, guild_id: int, game: str | None = None, period: Period = "all", limit: int = 10
    ) -> list[StandingRow]:
        """All time: by rating for one game, by wins overall; a week or month: by wins."""
        if game is not None and game not in engines.keys():
            raise InvalidRequest(msg("There is no game called {game}.", game=repr(game)))
        if period not in ("all", *PERIOD_DAYS):
            raise InvalidRequest(msg("The period must be all, month or week."))
        settings = await load_settings(self._store, guild_id)
        since = None if period == "all" else self._clock() - PERIOD_DAYS[period] * DAY
        return await self._read(
            self._store.standings(guild_id, game, since, settings.min_ranked_games, limit)
        )

    async def player_stats(self, guild_id: int, user_id: int, shown: int = 5) -> PlayerStats:
        played = await self._read(self._store.played_games(guild_id, user_id))
        ratings = []
        for game in engines.keys():
            found = await self._read(self._store.ratings(guild_id, game, [user_id]))
            ratings += [found[user_id]] if user_id in found else []
        favourite = Counter(row.game for row in played).most_common(1)
        best = sorted(played, key=lambda row: (row.place, -row.finished_at))
        return PlayerStats(
            user_id=user_id,
            games=len(played),
            wins=sum(row.place == 1 for row in played),
            ratings=tuple(ratings),
            best=tuple(best[:shown]),
            recent=tuple(played[:shown]),
            favourite=favourite[0][0] if favourite else None,
        )

    async def history(self, guild_id: int, limit: int = 10) -> list[FinishedGameRow]:
        return await self._read(self._store.finished_games(guild_id, limit))

    async def public_record(self, guild_id: int, table_id: int) -> dict[str, Any]:
        """A finished game as its players saw it: public lines, the final reveal, results."""
        table = await self._read(self._store.table(table_id))
        if table is None or table.guild_id != guild_id or table.status != "finished":
            raise NotFound(
                msg("There is no finished game #{table} on this server.", table=table_id)
            )
        engine = engines.get(table.game)
        seats = await self._read(self._store.seats(table_id))
        state = engine.new_game(
            len(seats), engine.Options.model_validate_json(table.options), table.seed
        )
        lines = list(engine.view(state, None).log)
        for event in await self._read(self._store.events(table_id)):
            state = engine.apply(state, event.seat, engine.parse_action(event.action))
            lines += engine.view(state, None).log
        results = await self._read(self._store.results(table_id))
        return {
            "table": table_id,
            "game": table.game,
            "title": engine.title,
            "finished_at": table.updated_at,
            "seats": [
                {"seat": seat.position, "player": seat.user_id, "bot": seat.user_id is None}
                for seat in seats
            ],
            "log": [english(line) for line in lines],  # a record to read, in the source language
            "final_view": to_plain(engine.view(state, None)),
            "results": [
                {"seat": r.seat, "player": r.user_id, "place": r.place, "score": r.score}
                for r in results
            ],
        }

    @staticmethod
    async def _read(query: Any) -> Any:
        try:
            return await query
        except StoreError as error:
            raise StorageFailed(msg("The records could not be read; please try again.")) from error
