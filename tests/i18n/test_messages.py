"""Messages: the JSON they are saved as, and the text they make in each language."""

from __future__ import annotations

import random

import pytest

import engines
from engines.boromir.state import BoromirState
from engines.core.cards import Card
from engines.core.messages import Message, english, msg, nmsg
from engines.core.records import load_json, to_json
from renderers.i18n import language, text, translate

BOROMIR = engines.get("boromir")


def _played(seed: int, moves: int) -> BoromirState:
    state = BOROMIR.new_game(2, BOROMIR.Options(), seed)
    rng = random.Random(seed)
    for _ in range(moves):
        seat = BOROMIR.to_act(state)[0]
        state = BOROMIR.apply(state, seat, BOROMIR.bot_action(BOROMIR.view(state, seat), rng))
    return state


def test_a_state_with_messages_round_trips_through_its_json():
    state = _played(3, 4)
    assert state.log and all(isinstance(line, Message) for line in state.log)
    assert load_json(BoromirState, to_json(state)) == state
    nested = msg("You do not hold the {card}.", card=Card(12, "h").words)
    assert load_json(Message, to_json(nested)) == nested
    assert english(nested) == "You do not hold the Q of hearts."


def test_a_state_saved_with_english_lines_still_reads_them_as_they_are():
    saved = to_json(_played(3, 4)).replace('"log":[', '"log":["A draws 1 card.",', 1)
    state = load_json(BoromirState, saved)
    assert state.log[0] == "A draws 1 card." and isinstance(state.log[1], Message)
    assert text(state.log[0], "fi") == "A draws 1 card."  # no msgid to look up: shown as is


def test_plural_forms_follow_each_language():
    drawn = [nmsg("{name} draws {count} card.", "{name} draws {count} cards.", n, name="A")
             for n in (0, 1, 2)]  # fmt: skip
    assert [text(line) for line in drawn] == ["A draws 0 cards.", "A draws 1 card.",
                                              "A draws 2 cards."]  # fmt: skip
    assert [text(line, "fi") for line in drawn] == ["A nostaa 0 korttia.", "A nostaa 1 kortin.",
                                                    "A nostaa 2 korttia."]  # fmt: skip
    assert text(drawn[0], "fr") == "A pioche 0 carte."  # French counts 0 as singular
    assert text(BOROMIR.score_words(2.5), "de") == "2,5 Stapel"  # a decimal comma


def test_nested_messages_are_translated_inside_the_sentence():
    refusal = msg("You do not hold the {card}.", card=Card(12, "h").words)
    assert text(refusal, "fi") == "Sinulla ei ole korttia hertta Q."
    assert text(refusal, "de") == "Du hast Herz Q nicht auf der Hand."


def test_jugglers_is_saatajat_in_finnish():
    title = engines.get("jugglers").title
    assert translate(title, "fi").startswith("Säätäjät:")
    assert translate(title, "en-US") == title and translate(title, "de").startswith("Jugglers")


def test_a_text_no_catalog_holds_reads_in_english():
    assert text(msg("A line {n} nobody translated.", n=3), "fi") == "A line 3 nobody translated."


@pytest.mark.parametrize(
    ("locale", "lang"),
    [("fi", "fi"), ("de", "de"), ("fr", "fr"), ("en-US", "en"), ("en-GB", "en"),
     ("fr_FR.UTF-8", "fr"), ("DE", "de"), ("pt-BR", "en"), ("", "en"), (None, "en")],
)  # fmt: skip
def test_locales_as_discord_and_posix_write_them_map_to_our_languages(locale, lang):
    assert language(locale) == lang
