"""Which rank beats which, and how a game is dealt at each player count."""

import pytest

from engines.boromir.ring import JACK_OF_SPADES, beats
from engines.core.cards import JOKER, Card
from engines.core.messages import english
from tests.engines.boromir.helpers import ENGINE

RANKS = range(2, 15)


def test_ranks_beat_upwards_from_2_to_king_and_equal_ranks_never_beat():
    for low in range(2, 14):
        for high in range(low + 1, 14):
            assert beats(Card(high, "h"), Card(low, "s"))
            assert not beats(Card(low, "h"), Card(high, "s"))
    for rank in RANKS:
        assert not beats(Card(rank, "h"), Card(rank, "s"))


def test_the_ace_beats_the_court_cards_and_loses_to_every_number():
    ace = Card(14, "c")
    for court in (11, 12, 13):
        assert beats(ace, Card(court, "d")) and not beats(Card(court, "d"), ace)
    for number in range(2, 11):
        assert beats(Card(number, "d"), ace) and not beats(ace, Card(number, "d"))


@pytest.mark.parametrize("seed", range(12))
def test_two_players_share_52_cards_and_a_joker_with_no_jack_of_spades_in_the_ring(seed):
    state = ENGINE.new_game(2, ENGINE.Options(), seed)
    tops = [stack[0] for stack in state.ring]
    assert len(tops) == 13 and tops.count(JOKER) == 1
    assert JACK_OF_SPADES not in tops
    assert [len(hand) for hand in state.hands] == [5, 5] and len(state.draw_pile) == 30
    everything = [*tops, *state.draw_pile, *(card for hand in state.hands for card in hand)]
    assert len(set(everything)) == 53
    assert state.jack_holder == next(
        (seat for seat, hand in enumerate(state.hands) if JACK_OF_SPADES in hand), None
    )
    assert english(state.log[-1]) == f"The draw picks {'AB'[state.turn]} to start."


def test_a_jack_of_spades_dealt_into_the_ring_goes_back_into_the_pile():
    games = [ENGINE.new_game(2, ENGINE.Options(), seed) for seed in range(200)]
    swapped = [
        state for state in games if "dealt into the ring" in " ".join(map(english, state.log))
    ]
    assert swapped, "some seed deals the Jack of Spades into the ring"
    for state in swapped:
        assert JACK_OF_SPADES not in [stack[0] for stack in state.ring]
        assert JACK_OF_SPADES in state.draw_pile or state.jack_holder is not None


def test_who_starts_is_drawn_at_random():
    starters = {ENGINE.new_game(4, ENGINE.Options(), seed).turn for seed in range(40)}
    assert starters == {0, 1, 2, 3}


@pytest.mark.parametrize("players", [3, 4])
def test_three_and_four_players_get_distinct_secret_suits(players):
    for seed in range(10):
        state = ENGINE.new_game(players, ENGINE.Options(), seed)
        assert len(set(state.suits)) == players
        tops = [stack[0] for stack in state.ring]
        assert (JOKER in tops) == (players == 4)
        total = len(tops) + len(state.draw_pile) + sum(len(hand) for hand in state.hands)
        assert total == 52 + (players == 4)
