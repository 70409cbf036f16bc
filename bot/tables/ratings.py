"""Places from an engine's outcome, and Plackett-Luce ratings for the humans."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from openskill.models import PlackettLuce

from bot.store import RatingRow, ResultRow, SeatRow
from engines import Outcome

_MODEL = PlackettLuce()


def results_for(outcome: Outcome, seats: Sequence[SeatRow]) -> tuple[ResultRow, ...]:
    """One row per seat; winners share place 1, the rest rank by score.

    Winners are ranked by the engine's `winners` first, because a game's
    tie-breaks may crown a seat whose score equals or trails another's. A game
    that ends with no winner (a stalemate) has no place 1: everyone ties
    below it, so it counts as nobody's win.
    """
    keys = [(seat in outcome.winners, outcome.scores[seat]) for seat in range(len(seats))]
    first = 1 if outcome.winners else 2
    return tuple(
        ResultRow(
            seat=seat.position,
            user_id=seat.user_id,
            place=first + sum(other > keys[seat.position] for other in keys),
            score=outcome.scores[seat.position],
        )
        for seat in seats
    )


def rate(
    guild_id: int,
    game: str,
    results: Sequence[ResultRow],
    previous: Mapping[int, RatingRow],
) -> tuple[RatingRow, ...]:
    """New ratings of the humans in `results`; nothing when fewer than two played.

    Bots are left out entirely: their strength says nothing about a person's,
    and a game against bots alone has no human opponent to learn from.
    """
    humans = {result.user_id: result for result in results if result.user_id is not None}
    if len(humans) < 2:
        return ()
    fresh = _MODEL.rating()
    before = [
        previous.get(user_id) or RatingRow(guild_id, game, user_id, fresh.mu, fresh.sigma, 0, 0)
        for user_id in humans
    ]
    teams = [[_MODEL.create_rating([row.mu, row.sigma])] for row in before]
    after = _MODEL.rate(teams, ranks=[result.place for result in humans.values()])
    return tuple(
        replace(
            row,
            mu=team[0].mu,
            sigma=team[0].sigma,
            games=row.games + 1,
            wins=row.wins + (result.place == 1),
        )
        for row, team, result in zip(before, after, humans.values(), strict=True)
    )
