"""Rating updates checked against a hand computation and against openskill itself."""

from __future__ import annotations

import math

import pytest
from openskill.models import PlackettLuce

from bot.store import RatingRow, ResultRow
from bot.tables.ratings import rate

MU, SIGMA, BETA, TAU = 25.0, 25.0 / 3.0, 25.0 / 6.0, 25.0 / 300.0


def _hand_computed_one_on_one() -> tuple[tuple[float, float], tuple[float, float]]:
    """Plackett-Luce (Weng & Lin, Algorithm 4) for two fresh players, the first winning.

    With equal means each player's win probability inside the winner's set is 1/2,
    so Omega = +-1/2 and Delta = 1/4 for both, scaled as in the paper.
    """
    variance = SIGMA**2 + TAU**2  # additive dynamics first
    c = math.sqrt(2 * (variance + BETA**2))
    gamma = math.sqrt(variance) / c
    mu_shift = variance / c * 0.5
    sigma = math.sqrt(variance) * math.sqrt(max(1 - variance / c**2 * 0.25 * gamma, 0.0001))
    return (MU + mu_shift, sigma), (MU - mu_shift, sigma)


def _fresh(user_id: int) -> RatingRow:
    return RatingRow(1, "jugglers", user_id, MU, SIGMA, 0, 0)


def test_one_on_one_matches_the_hand_computation():
    (winner_mu, winner_sigma), (loser_mu, loser_sigma) = _hand_computed_one_on_one()
    results = [ResultRow(0, 10, 1, 2.0), ResultRow(1, 20, 2, 0.0)]
    rows = {row.user_id: row for row in rate(1, "jugglers", results, {})}
    assert rows[10].mu == pytest.approx(winner_mu) and rows[10].sigma == pytest.approx(winner_sigma)
    assert rows[20].mu == pytest.approx(loser_mu) and rows[20].sigma == pytest.approx(loser_sigma)
    assert (rows[10].games, rows[10].wins, rows[20].games, rows[20].wins) == (1, 1, 1, 0)
    assert rows[10].ordinal == pytest.approx(winner_mu - 3 * winner_sigma)


@pytest.mark.parametrize("places", [[1, 2, 3, 4], [1, 1, 3, 4], [2, 1, 1, 4], [1, 2, 2, 2]])
def test_multiplayer_and_ties_match_openskill(places):
    model = PlackettLuce()
    previous = {
        10: RatingRow(1, "jugglers", 10, 28.0, 6.0, 4, 2),
        20: _fresh(20),
        30: RatingRow(1, "jugglers", 30, 21.5, 7.1, 9, 1),
        40: _fresh(40),
    }
    results = [
        ResultRow(seat, uid, place, 0.0)
        for seat, (uid, place) in enumerate(zip(previous, places, strict=True))
    ]
    ours = {row.user_id: row for row in rate(1, "jugglers", results, previous)}
    teams = [[model.rating(mu=row.mu, sigma=row.sigma)] for row in previous.values()]
    theirs = model.rate(teams, ranks=places)
    for (user_id, before), (rating,) in zip(previous.items(), theirs, strict=True):
        assert ours[user_id].mu == pytest.approx(rating.mu)
        assert ours[user_id].sigma == pytest.approx(rating.sigma)
        assert ours[user_id].games == before.games + 1
        assert ours[user_id].wins == before.wins + (places[list(previous).index(user_id)] == 1)


def test_bots_are_left_out_of_the_rating():
    results = [ResultRow(0, 10, 1, 2.0), ResultRow(1, None, 2, 1.0), ResultRow(2, 20, 3, 0.0)]
    ours = {row.user_id: row for row in rate(1, "jugglers", results, {})}
    assert set(ours) == {10, 20}
    (winner_mu, _), (loser_mu, _) = _hand_computed_one_on_one()
    # With the bot removed it is a plain one-on-one between the two people.
    assert ours[10].mu == pytest.approx(winner_mu) and ours[20].mu == pytest.approx(loser_mu)
