"""The Siteswap bots: a player that weighs the price of a performance, a guesser that
errs like a person but never repeats a guess (issue 31, points 3 and 6), and the
`longest` bot kept to measure it against."""

from __future__ import annotations

import random

import pytest

import engines
from engines.siteswap import rules
from engines.siteswap.actions import Extend, Guess, Lay, Stop
from engines.siteswap.bots import bot_action
from engines.siteswap.guessing import guess_for, might_empty, recognition_chance
from engines.siteswap.patterns import is_valid, parse
from engines.siteswap.planning import laid_chance
from engines.siteswap.views import view
from tests.engines.conformance import choose_bot, play_out
from tests.engines.siteswap.helpers import table_state


def test_recognising_gets_harder_with_period_and_height():
    assert recognition_chance((4, 4, 1)) > 0.8
    assert recognition_chance((5, 3, 1)) > recognition_chance((6, 4, 5, 1, 2))
    assert recognition_chance((9, 9, 1, 9, 3, 5, 6)) < 0.2
    assert recognition_chance((7, 5, 3, 1)) > recognition_chance((7, 5, 3, 4))


def test_a_guesser_sometimes_names_a_plausible_wrong_pattern():
    guesses = [guess_for((9, 6, 7, 4, 5, 2, 3), 0, random.Random(seed)) for seed in range(200)]
    wrong = {g for g in guesses if g is not None and g != "9674523"}
    assert wrong and None in guesses


def _bot_wins(games: int, typing_random: bool) -> int:
    """Two-player games of the bot against a random player, seats alternating."""
    engine = engines.get("siteswap")
    wins = 0
    for game in range(games):
        bot_seat = game % 2

        def mixed(engine, state, seat, rng, bot_seat=bot_seat):
            if seat == bot_seat:
                return choose_bot(engine, state, seat, rng)
            legal = engine.legal_actions(state, seat)
            if not typing_random:  # as `simulate`'s random player: no typed moves
                legal = [a for a in legal if not isinstance(a, Lay | Extend | Guess)] or legal
            return rng.choice(legal)

        final = play_out(engine, 2, game, mixed).final
        wins += bot_seat in engine.outcome(final).winners
    return wins


def test_the_bot_beats_random_play():
    assert _bot_wins(30, typing_random=False) >= 27
    # Even against a random player that picks the listed (best) lay when it comes up.
    assert _bot_wins(40, typing_random=True) > 24


def _bot(kind: str):
    return engines.get("siteswap").bot_kinds.get(kind, bot_action)


@pytest.mark.parametrize(("kind", "longest"), [("bot", False), ("longest", True)])
def test_the_game_bot_weighs_the_drop_and_longest_lays_every_card_it_can(kind, longest):
    """All 8 cards as 77226152 are juggled clean 9 times in 100, and nobody names a
    pattern that might empty its performer's hand: the game's bot tries less at once."""
    state = table_state(["77226152", "333", "444", "555"])
    action = _bot(kind)(view(state, 0), random.Random(1))
    assert isinstance(action, Lay)
    assert (len(parse(action.throws)) == 8) is longest


def test_laid_chance_counts_being_named_unless_the_pattern_might_empty_the_hand():
    seen = view(table_state(["5313", "333", "444", "555"]), 0)
    assert laid_chance(seen, (5, 3, 1), left=1) > 0.99
    # Emptying the hand: nobody will name it, only juggling it clean lays it.
    assert laid_chance(seen, (7, 7, 2, 2, 6, 1, 5, 2), left=0) == pytest.approx(0.95 * 0.95 * 0.1)


def test_the_game_bot_never_names_a_pattern_that_might_empty_its_performers_hand():
    whole = rules.apply(table_state(["531", "333", "444"]), 0, Lay(throws="531"))
    assert might_empty(view(whole, 1))  # 3 cards shown, period 3: it may be all of them
    answers = {bot_action(view(whole, 1), random.Random(seed)) for seed in range(30)}
    assert answers == {Stop()}
    longest = {_bot("longest")(view(whole, 1), random.Random(seed)) for seed in range(30)}
    assert Guess(throws="531") in longest  # the old bot names it, and A wins
    part = rules.apply(table_state(["5317", "333", "444"]), 0, Lay(throws="531"))
    assert not might_empty(view(part, 1))  # 4 cards shown, period 3: one is left
    named = [bot_action(view(part, 1), random.Random(seed)) for seed in range(30)]
    assert sum(action == Guess(throws="531") for action in named) > 20


def test_no_bot_repeats_a_guess_already_refused_in_the_performance():
    throws = (9, 6, 4, 5, 1)
    tried: set[str] = set()
    for seed in range(300):
        guess = guess_for(throws, 0, random.Random(seed), missed=tried)
        assert guess not in tried
        if guess is not None and guess != "96451":
            assert is_valid(parse(guess))
            tried.add(guess)
    assert len(tried) > 3
    # Whole games: the engine refuses a repeated wrong guess, so every bot move applied.
    for seed in range(3):
        assert play_out(engines.get("siteswap"), 4, seed, choose_bot).final.phase.value == "over"
