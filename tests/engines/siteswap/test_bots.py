"""The Siteswap bots: a player that sheds cards, a guesser that errs like a person."""

from __future__ import annotations

import random

import engines
from engines.siteswap.actions import Extend, Guess, Lay
from engines.siteswap.guessing import guess_for, recognition_chance
from tests.engines.conformance import choose_bot, play_out


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
