"""The bot keeps a fallback word, takes what completes a word, declares, and beats greedy.

Scenarios are played by the strategy every level shares, plainly: the whole
dictionary, the first declaration bar, no hesitation and no eye on the totals
(test_levels checks what each level adds)."""

from __future__ import annotations

import random

from engines.core.choosing import field_tokens, matching
from engines.juggler.actions import Discard, Reveal, Take
from engines.juggler.bots import (
    HARD,
    Style,
    bot_action,
    greedy_action,
    hard_action,
    legal_from_view,
    play,
)
from engines.juggler.solver import best_word
from tests.bench.test_bench_scripts import load
from tests.engines.conformance import choose_random, play_out
from tests.engines.juggler.helpers import ENGINE, arrange, end_turn, new, take

HANDS = ["THICKBJ", "SKETCHI", "QUARTZD"]


PLAIN = Style(HARD.known)


def _plain(view, rng):
    return play(view, rng, PLAIN)


def _bot(state, seat, chooser=_plain):
    return chooser(ENGINE.view(state, seat), random.Random(0))


def test_bot_drops_the_odd_card_and_declares_a_full_hand_word_late_in_the_round():
    state = take(arrange(new(3), HANDS))
    state.turns_done = 4 * 3  # its fifth turn of the round: SKETCH (15) is worth it now
    assert _bot(state, 1) == Discard(card="I", declare=True)


def test_early_in_the_round_the_bot_builds_on_instead_of_declaring_a_small_word():
    state = take(arrange(new(3), HANDS))  # its first turn: SKETCH makes only 15
    assert _bot(state, 1) == Discard(card="I", declare=False)


def test_bot_rounds_last_long_enough_for_people_to_play():
    """Four bots: rounds used to end after 1.6 turns each before someone declared
    (2.6 with the final turn); now they build toward stronger words."""
    turns_per_player = []
    for seed in range(1, 13):
        state = new(4, seed=seed)
        rng, last = random.Random(seed), 1
        while not ENGINE.is_over(state):
            seat = ENGINE.to_act(state)[0]
            done = state.turns_done
            state = ENGINE.apply(state, seat, bot_action(ENGINE.view(state, seat), rng))
            if state.round != last or ENGINE.is_over(state):
                turns_per_player.append((done + 1) / 4)
                last = state.round
    assert sum(turns_per_player) / len(turns_per_player) > 3.5


def test_bot_keeps_its_fallback_word_and_sheds_the_costly_card():
    state = take(arrange(new(3), ["THICKBJ", "SKETCHQ", "QUARTZD"]))
    action = _bot(state, 1)
    assert action.card == "Q"


def test_bot_takes_the_face_up_card_that_completes_its_hand():
    state = arrange(new(3), ["THICKBJ", "THICKES", "QUARTZD"], table="T")
    assert _bot(state, 1) == Take(colour="black", source="T")


def test_on_its_last_turn_the_bot_makes_the_most_of_its_hand():
    state = end_turn(arrange(new(3), HANDS), "I", declare=True)
    state = take(state)
    assert _bot(state, 2) == Discard(card="D", declare=False)


def test_both_bots_name_their_best_word_at_the_reveal():
    state = end_turn(arrange(new(3), HANDS), "I", declare=True)
    state = end_turn(end_turn(state))
    for chooser in (_plain, hard_action, bot_action, greedy_action):
        assert _bot(state, 0, chooser) == Reveal(word=best_word("THICKBJ")) == Reveal(word="THICK")
        assert _bot(state, 1, chooser) == Reveal(word="SKETCH")


def test_the_view_alone_gives_the_legal_moves():
    playout = play_out(ENGINE, 3, 5, choose_random)
    for state in playout.states[:-1:4]:
        for seat in range(3):
            assert legal_from_view(ENGINE.view(state, seat)) == ENGINE.legal_actions(state, seat)
    assert legal_from_view(ENGINE.view(playout.states[0], None)) == []


def test_greedy_bot_answers_legally():
    playout = play_out(ENGINE, 2, 9, choose_random)
    rng = random.Random(9)
    for state in playout.states[:-1:3]:
        for seat in ENGINE.to_act(state):
            action = greedy_action(ENGINE.view(state, seat), rng)
            assert matching(ENGINE.legal_actions(state, seat), field_tokens(action))


def test_bot_beats_the_greedy_bot():
    bench = load("juggler_solver")
    results = [bench.play_one(game) for game in range(12)]
    bot_wins = sum(bot for bot, _ in results)
    greedy_wins = sum(greedy for _, greedy in results)
    assert bot_wins > 2 * greedy_wins
