"""The roster's shape, lineup points with both house bonuses, and Star Bank rounding."""

from collections import Counter

from engines.heroes.roster import HOUSES, ROSTER
from engines.heroes.scoring import bank_for, lineup_points
from tests.engines.heroes.helpers import by_name


def test_five_houses_of_nine_with_the_star_spread():
    assert len(ROSTER) == 45 and len({hero.name for hero in ROSTER}) == 45
    for house in HOUSES:
        stars = sorted(hero.stars for hero in ROSTER if hero.house == house)
        assert stars == [1, 1, 2, 2, 3, 3, 4, 4, 5]
    assert max(len(hero.name) for hero in ROSTER) <= 10  # fits a button


def test_lineup_points_add_the_house_bonuses():
    four_houses = [ROSTER[by_name(n)] for n in ("Blaze", "Corra", "Thorn", "Squall")]
    assert lineup_points(four_houses) == 3 * 4 + 4
    three_alike = [ROSTER[by_name(n)] for n in ("Spark", "Cinder", "Solenne", "Monolo")]
    assert Counter(h.house for h in three_alike)["Ember"] == 3
    assert lineup_points(three_alike) == 1 + 1 + 5 + 5 + 3
    two_and_two = [ROSTER[by_name(n)] for n in ("Spark", "Cinder", "Drip", "Ripple")]
    assert lineup_points(two_and_two) == 4  # two houses: no bonus
    all_four = [ROSTER[by_name(n)] for n in ("Spark", "Cinder", "Kindle", "Flint")]
    assert lineup_points(all_four) == 6 + 3  # four of one house: the house bonus once


def test_the_star_bank_is_half_the_stars_rounded_up():
    assert [bank_for(hero) for hero in ROSTER[:9]] == [1, 1, 1, 1, 2, 2, 2, 2, 3]
