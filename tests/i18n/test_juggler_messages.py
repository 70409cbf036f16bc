"""Everything Juggler says is a Message the catalogs hold, in every language.

Seeded bot games at every player count: each public log line,
button label, refusal, typed-word warning, summary line and score, as the table
service hands them to front ends, must be a Message whose msgid (and plural) every
catalog translates. Tables saved before Messages, with English lines, still load.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace

import pytest

import engines
from engines.core.choosing import label_for
from engines.core.messages import Line, Message, english
from engines.core.protocol import IllegalAction
from engines.core.records import load_json, to_json
from engines.core.scores import score_text
from engines.juggler.actions import Discard, Reveal, Take
from engines.juggler.state import JugglerOptions, Phase, Stage
from renderers.i18n import text
from tests.i18n.catalogued import assert_translated

JUGGLER = engines.get("juggler")


def _refusals(state, seat: int) -> Iterator[Line]:
    """What a few wrong moves are told: out of turn, the wrong half of a turn, a card
    not held or not on the table, an empty deck, a word too long, a second declaration."""
    other = (seat + 1) % state.players
    wrong = [(other, JUGGLER.legal_actions(state, seat)[0]), (state.players + 1, Take(
        colour="red", source="deck"))]  # fmt: skip
    if state.phase is Phase.REVEAL:
        wrong += [(seat, Take(colour="none", source="none")), (seat, Reveal(word="x" * 41))]
    elif state.stage is Stage.TAKE:
        wrong += [(seat, Discard(card="none")), (seat, Take(colour="black", source="Q")),
                  (seat, Take(colour="red", source="E"))]  # fmt: skip
        if not state.red:
            wrong.append((seat, Take(colour="red", source="deck")))
    else:
        absent = next(letter for letter in "QZXJKVWY" if letter not in state.hands[seat])
        wrong += [(seat, Take(colour="none", source="none")), (seat, Discard(card=absent))]
        if state.declarer is not None:
            wrong.append((seat, Discard(card="none", declare=True)))
    for who, action in wrong:
        try:
            JUGGLER.apply(state, who, action)
        except IllegalAction as refusal:
            yield refusal.reason


def _said(players: int, seed: int) -> Iterator[Line]:
    """Whatever one seeded bot game shows its players. The English edition: the other
    editions change the cards and the dictionary, not what the game says (and their
    word lists take seconds to load)."""
    state = JUGGLER.new_game(players, JugglerOptions(target=30), seed)
    rng = random.Random(seed)
    yield from JUGGLER.view(state, None).log
    while not JUGGLER.is_over(state):
        seat = JUGGLER.to_act(state)[0]
        view = JUGGLER.view(state, seat)
        for action in JUGGLER.legal_actions(state, seat)[:8]:
            for field in type(action).model_fields:
                if field != "word":  # typed in, never a button
                    yield label_for(JUGGLER, view, field, getattr(action, field))
        yield from _refusals(state, seat)
        action = JUGGLER.bot_action(view, rng)
        if isinstance(action, Reveal):
            for typed in ("", "ab-c", "QQQQQQ", action.word):
                warning = JUGGLER.check(view, Reveal(word=typed))
                if warning is not None:
                    yield warning
        state = JUGGLER.apply(state, seat, action)
        yield from JUGGLER.view(state, None).log
    outcome = JUGGLER.outcome(state)
    yield from outcome.summary
    yield from (score_text(JUGGLER, score) for score in outcome.scores)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_line_of_seeded_bot_games_is_a_translated_message(players):
    seen: set[str] = set()
    for seed in range(2):
        for line in _said(players, seed):
            assert_translated(line, seen)
            # Finnish shares no sentence with English: a line left in English would show.
            assert text(line, "fi") != english(line) or not line.key[:1].isalpha(), line
    # The games reached the lines that matter: takes, discards, the reveal and its
    # scores, refusals, warnings, labels and the end.
    assert {"{name} discards {card}.", "{name} has named a word.", "Totals: {totals}.",
            "It is not your turn; waiting for {name}.", "You hold no {card}.",
            "{word} needs cards that are not in the hand: {letters}.", "Take a card",
            "Top of the deck (unseen)", "Round {round}: {scores}", "{count} point",
            "Red: a vowel ({where})"} <= seen  # fmt: skip
    assert any(key.startswith("{name}: {word} from {hand}") for key in seen)
    assert any(key.startswith("The game ") for key in seen)


def test_a_finnish_reveal_reads_finnish_and_a_french_one_french():
    state = JUGGLER.new_game(2, JugglerOptions(target=10), 3)
    rng = random.Random(3)
    while not state.results:
        seat = JUGGLER.to_act(state)[0]
        state = JUGGLER.apply(state, seat, JUGGLER.bot_action(JUGGLER.view(state, seat), rng))
    lines = [text(line, "fi") for line in state.log]
    assert any(" korteista " in line and "piste" in line for line in lines), lines
    assert any(line.startswith("Kokonaispisteet: A ") for line in lines), lines
    french = [text(line, "fr") for line in state.log]
    assert any(line.startswith("Totaux : A ") for line in french), french


def test_a_word_problem_reads_in_the_players_language():
    hand = "CEHKST"
    state = JUGGLER.new_game(2, JugglerOptions(), 1)
    view = replace(JUGGLER.view(state, 0), hand=tuple(hand))
    warning = JUGGLER.check(view, Reveal(word="thicket"))
    assert english(warning) == "THICKET needs cards that are not in the hand: I, T."
    assert text(warning, "de") == "THICKET braucht Karten, die nicht auf der Hand sind: I, T."
    assert text(warning, "fi").startswith("THICKET tarvitsee kortteja")


def test_a_table_saved_with_english_lines_still_loads_and_shows_them():
    """Before Messages, the log and each round's word problems were English strings:
    such a snapshot loads as it is (the code version is in `reads_snapshots`), its
    lines are shown as they were, and the game plays on in Messages."""
    state = JUGGLER.new_game(2, JugglerOptions(target=200), 4)
    rng = random.Random(4)
    while not any(result.problems[0] or result.problems[1] for result in state.results):
        seat = JUGGLER.to_act(state)[0]
        view = JUGGLER.view(state, seat)
        action = JUGGLER.bot_action(view, rng)
        if isinstance(action, Reveal) and seat == 0:
            action = Reveal(word="QQQ")  # a word the rules refuse
        state = JUGGLER.apply(state, seat, action)
    saved = json.loads(to_json(state))
    saved["log"] = [english(load_json(Message, json.dumps(line))) for line in saved["log"]]
    for result in saved["results"]:
        result["problems"] = [
            None if problem is None else english(load_json(Message, json.dumps(problem)))
            for problem in result["problems"]
        ]
    old = load_json(JUGGLER.State, json.dumps(saved))
    assert all(isinstance(line, str) for line in old.log)
    assert old.results[0].problems[0].startswith("QQQ needs cards that are not in the hand: Q")
    assert [text(line, "fi") for line in JUGGLER.view(old, None).log] == old.log
    seat = JUGGLER.to_act(old)[0]
    after = JUGGLER.apply(old, seat, JUGGLER.legal_actions(old, seat)[0])
    assert all(isinstance(line, Message) for line in after.log)
