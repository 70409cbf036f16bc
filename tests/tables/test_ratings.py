from bot.store import RatingRow, ResultRow, SeatRow
from bot.tables.ratings import rate, results_for
from engines import Outcome


def seats(*users):
    return [SeatRow(position, user) for position, user in enumerate(users)]


def test_places_follow_winners_then_scores_and_ties_share():
    outcome = Outcome(winners=[2], scores=[3.0, 5.0, 5.0, 3.0, 1.0])
    results = results_for(outcome, seats(1, 2, None, 4, 5))
    assert [r.place for r in results] == [3, 2, 1, 3, 5]
    assert [r.human for r in results] == [True, True, False, True, True]
    shared = results_for(Outcome(winners=[0, 1], scores=[2.0, 2.0]), seats(1, 2))
    assert [r.place for r in shared] == [1, 1]


def test_only_humans_are_rated_and_only_with_another_human():
    results = [ResultRow(0, 1, 1, 3.0), ResultRow(1, None, 2, 2.0), ResultRow(2, 2, 3, 1.0)]
    new = rate(5, "toy", results, {})
    assert [(r.user_id, r.games, r.wins) for r in new] == [(1, 1, 1), (2, 1, 0)]
    assert new[0].mu > 25 > new[1].mu and new[0].guild_id == 5 and new[0].game == "toy"
    assert rate(5, "toy", [ResultRow(0, 1, 1, 3.0), ResultRow(1, None, 2, 1.0)], {}) == ()


def test_ratings_build_on_the_previous_ones():
    results = [ResultRow(0, 1, 2, 0.0), ResultRow(1, 2, 1, 1.0)]
    strong = RatingRow(5, "toy", 1, 35.0, 3.0, 10, 8)
    new = {r.user_id: r for r in rate(5, "toy", results, {1: strong})}
    assert new[1].mu < 35.0 and new[1].games == 11 and new[1].wins == 8
    assert new[2].games == 1 and new[2].wins == 1
    # A strong player losing to a newcomer moves less than the newcomer does.
    assert 35.0 - new[1].mu < new[2].mu - 25.0


def test_a_game_with_no_winner_is_a_tie_that_nobody_wins():
    stalemate = Outcome(winners=[], scores=[0.0, 0.0])
    results = results_for(stalemate, [SeatRow(0, 1), SeatRow(1, 2)])
    assert [r.place for r in results] == [2, 2]
    rated = rate(1, "boromir", results, {})
    assert [row.wins for row in rated] == [0, 0] and rated[0].mu == rated[1].mu
