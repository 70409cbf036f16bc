"""Every Siteswap rule as a small scenario."""

from __future__ import annotations

from collections import Counter

import pytest

from engines.core.protocol import IllegalAction
from engines.core.records import to_json
from engines.siteswap import rules
from engines.siteswap.actions import (
    Draw,
    Extend,
    Guess,
    Lay,
    Pass,
    Report,
    RightGuess,
    Stop,
    SwapGive,
    SwapTake,
    Trick,
    TrickDiscard,
)
from engines.siteswap.cards import DECK, value
from engines.siteswap.state import Phase, SiteswapOptions
from engines.siteswap.views import view
from tests.engines.siteswap.helpers import cards, everyone_stops, said, table_state


@pytest.mark.parametrize(("players", "size"), [(2, 8), (3, 8), (4, 8), (5, 7), (6, 6)])
def test_the_deal(players, size):
    state = rules.new_game(players, SiteswapOptions(), seed=4)
    assert len(DECK) == 80 and Counter(card.rank for card in DECK)[14] == 8
    assert [len(hand) for hand in state.hands] == [size] * players
    assert len(state.discard) == 1
    everything = [*state.pickup, *state.discard, *(c for hand in state.hands for c in hand)]
    assert Counter(everything) == Counter(DECK)


def test_the_first_player_is_drawn_and_logged():
    starters = {rules.new_game(4, SiteswapOptions(), seed).turn for seed in range(20)}
    assert len(starters) > 1
    state = rules.new_game(3, SiteswapOptions(), seed=2)
    assert "ABC"[state.turn] + " to start" in said(state.log)[0]


def test_card_values_follow_what_the_player_has_flashed():
    ace, ten = cards("1")[0], cards("0")[0]
    assert (value(ace, 9), value(ten, 9)) == (1, 0)
    assert (value(ace, 10), value(ten, 10)) == (1, 10)
    assert (value(ace, 11), value(ten, 11)) == (11, 10)


@pytest.mark.parametrize(
    ("typed", "reason"),
    [("531", "Not your cards: you have no card for the throw 1"),
     ("432", "not a siteswap: the"), ("42", "Too short"), ("333", "two different"),
     ("5?1", "not a throw")],
)  # fmt: skip
def test_a_refused_lay_says_why_and_changes_nothing(typed, reason):
    state = table_state(["4423333", "777"])
    before = to_json(state)
    with pytest.raises(IllegalAction, match=reason):
        rules.apply(state, 0, Lay(throws=typed))
    assert to_json(state) == before


def test_advanced_allows_two_cards_and_draws_two():
    state = table_state(["51", "777"], advanced=True)
    state = everyone_stops(rules.apply(state, 0, Lay(throws="51")))
    assert state.phase is Phase.OVER and state.winners == (0,)  # no cards left: won at once
    state = everyone_stops(rules.apply(table_state(["5177", "777"], advanced=True), 0,
                                       Lay(throws="51")))  # fmt: skip
    assert len(state.hands[0]) == 4  # two left, two drawn


def test_a_pass_draws_one_card():
    state = rules.apply(table_state(["777", "777"]), 0, Pass())
    assert len(state.hands[0]) == 4 and state.turn == 1


def test_fewer_than_3_cards_may_draw_once_at_the_start_of_the_turn():
    state = table_state(["77", "777"])
    assert Draw() in rules.legal_actions(state, 0)
    state = rules.apply(state, 0, Draw())
    assert len(state.hands[0]) == 3 and Draw() not in rules.legal_actions(state, 0)
    assert Draw() not in rules.legal_actions(table_state(["777", "7"]), 0)


def test_an_empty_pickup_pile_is_refilled_from_the_discard_pile_less_its_top():
    state = rules.apply(table_state(["777", "777"], pickup="", discard="1234"), 0, Pass())
    assert state.discard == cards("1234")[-1:]
    assert len(state.hands[0]) == 4 and len(state.pickup) == 2


def test_a_player_with_no_cards_wins_before_drawing():
    state = everyone_stops(rules.apply(table_state(["531", "777"]), 0, Lay(throws="531")))
    assert state.phase is Phase.OVER and state.winners == (0,) and state.hands[0] == ()


def test_a_quiet_round_ends_the_game_and_the_fewest_cards_win():
    state = table_state(["777", "7777", "77"], pickup="", discard="")
    for seat in (0, 1, 2):
        assert state.phase is Phase.TURN
        state = rules.apply(state, seat, Pass())
    assert state.phase is Phase.OVER and state.winners == (2,)


def test_values_are_fixed_by_whoever_laid_each_card():
    state = table_state(["a117", "1277"], flashed=(10, 9))
    state = everyone_stops(rules.apply(state, 0, Lay(throws="a11")))  # the 10 is a 10 for A
    assert state.table[0].values == (10, 1, 1)
    assert state.turn == 1
    # B plays 10s as 0s, but the 10 already laid stays a 10.
    with pytest.raises(IllegalAction, match="not an extension"):
        rules.apply(state, 1, Extend(target=0, throws="12011"))
    extended = rules.apply(state, 1, Extend(target=0, throws="12a11"))
    assert extended.performance.values == (1, 2, 10, 1, 1)


def test_guesses_are_at_most_three_and_wild_guesses_draw_from_the_second():
    state = table_state(["5313", "777", "777"], wild_guess_penalty=True)
    state = rules.apply(state, 0, Lay(throws="531"))
    sizes = []
    for guess in ("441", "423", "51"):
        state = rules.apply(state, 1, Guess(throws=guess))
        sizes.append(len(state.hands[1]))
    assert sizes == [3, 4, 5]
    assert rules.to_act(state) == [2]
    with pytest.raises(IllegalAction):
        rules.apply(state, 1, Guess(throws="531"))


def test_a_blank_guess_or_stop_passes_and_the_window_closes_when_all_pass():
    state = rules.apply(table_state(["5313", "777", "777"]), 0, Lay(throws="531"))
    state = rules.apply(state, 1, Guess(throws=" "))
    assert rules.to_act(state) == [2]
    state = rules.apply(state, 2, Stop())
    assert state.phase is Phase.TURN and state.table[0].values == (5, 3, 1)


def test_a_guess_that_is_no_siteswap_is_refused_and_costs_nothing():
    state = rules.apply(table_state(["5313", "777"]), 0, Lay(throws="531"))
    for typed in ("432", "5?1"):
        with pytest.raises(IllegalAction, match=r"not a siteswap|not a throw"):
            rules.apply(state, 1, Guess(throws=typed))
    assert state.performance.guesses[1] == 3


def test_the_right_guesser_swaps_one_card_with_a_pile():
    state = rules.apply(table_state(["5313", "777"], discard="9"), 0, Lay(throws="531"))
    state = rules.apply(state, 1, Guess(throws="315"))
    assert state.phase is Phase.SWAP_TAKE and rules.to_act(state) == [1]
    assert view(state, None).performance is None  # named: nothing left to watch
    assert "may swap" in said([view(state, None).progress])[0]
    state = rules.apply(state, 1, SwapTake(source="discard"))
    assert len(state.hands[1]) == 4
    state = rules.apply(state, 1, SwapGive(card=cards("7")[0]))
    assert len(state.hands[1]) == 3 and state.discard[-1].rank == 7
    assert state.turn == 1 and len(state.hands[0]) == 2  # the performer drew after the lay


def test_a_repeated_pattern_is_juggled_with_a_variation():
    state = table_state(["531777", "153"], laid=[(1, "315")])
    state = rules.apply(state, 0, Lay(throws="531"))
    assert state.performance.variation == ""  # only performed patterns count
    state = table_state(["5317", "153777"])
    state = everyone_stops(rules.apply(state, 0, Lay(throws="531")))
    state = rules.apply(state, 1, Lay(throws="153"))
    assert state.performance.variation == "with clubs instead of balls"


def test_close_window_lays_the_pattern_as_juggled_clean():
    state = rules.apply(table_state(["5313", "777", "777"]), 0, Lay(throws="531"))
    closed = rules.close_window(state)
    assert closed.phase is Phase.TURN and closed.table[0].values == (5, 3, 1)
    assert rules.close_window(closed) is closed


def test_live_dropped_pattern_goes_back_to_the_hand():
    state = rules.apply(table_state(["5313", "777"], mode="live"), 0, Lay(throws="531"))
    assert set(rules.to_act(state)) == {0, 1}
    state = rules.apply(state, 0, Report(result="dropped"))
    assert len(state.hands[0]) == 5 and state.table == ()  # 4 back, plus the normal draw


def test_live_clean_report_lays_the_pattern():
    state = rules.apply(table_state(["5313", "777"], mode="live"), 0, Lay(throws="531"))
    state = rules.apply(state, 1, Stop())
    assert rules.to_act(state) == [0]  # the juggler still reports
    state = rules.apply(state, 0, Report(result="clean"))
    assert state.table[0].values == (5, 3, 1)


def test_live_trick_guessed_right_sheds_two_and_the_guesser_swaps():
    state = table_state(["57777", "777"], mode="live")
    assert Trick() in rules.legal_actions(state, 0)
    assert Trick() not in rules.legal_actions(table_state(["57777", "777"]), 0)
    state = rules.apply(state, 0, Trick())
    assert rules.legal_actions(state, 0) == [Report(result="dropped")]  # nobody has guessed
    state = rules.apply(state, 1, Guess(throws="mills mess"))
    assert RightGuess(guesser=1) in rules.legal_actions(state, 0)
    state = rules.apply(state, 0, RightGuess(guesser=1))
    assert state.phase is Phase.TRICK_DISCARD
    five, seven = cards("57")
    state = rules.apply(state, 0, TrickDiscard(first=five, second=seven))
    assert len(state.hands[0]) == 5 and state.phase is Phase.SWAP_TAKE and state.swapper == 1
    state = rules.apply(state, 1, SwapTake(source="none"))
    assert state.turn == 1 and len(state.hands[0]) == 6  # and the normal draw


def test_options_read_per_seat_capabilities_and_an_open_window():
    options = SiteswapOptions.model_validate({"flashed": "9, 10,4", "guess_seconds": "off"})
    assert options.flashed == (9, 10, 4) and options.guess_seconds is None
    state = rules.new_game(4, options, seed=1)
    assert [state.flashed(seat) for seat in range(4)] == [9, 10, 4, 9]
    assert SiteswapOptions().flashed == (9,) * 6
    with pytest.raises(ValueError):
        SiteswapOptions.model_validate({"flashed": "9,x"})
