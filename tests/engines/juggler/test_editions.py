"""The German and French editions: one 79-card deck, a dictionary each, whole games."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from pydantic import ValidationError

from engines.core.levels import Budget, level_of
from engines.core.messages import english
from engines.core.records import load_json, to_json
from engines.juggler.cards import CARDS, EDITIONS, LETTER_COUNTS, LETTER_VALUES, deck
from engines.juggler.dictionary import is_word, words
from engines.juggler.scoring import check_word, round_score
from engines.juggler.solver import best_word
from engines.juggler.state import JugglerOptions, Phase
from engines.juggler.wordindex import ALPHABET, common_words
from tests.engines.juggler.helpers import ENGINE, new
from tests.loading import load_script

SCRIPTS = Path(__file__).resolve().parents[3] / "scripts"


def _script(name: str):
    return load_script(SCRIPTS / f"{name}.py", "script")


def test_one_deck_of_79_cards_each_used_by_some_edition():
    assert sum(number for *_, number in CARDS) == 79
    assert all(
        number > 0 and set(editions.split()) <= set(EDITIONS) for *_, editions, number in CARDS
    )
    assert all(editions for _, _, editions, _ in CARDS)
    per_letter = Counter()
    for letter, _, _, number in CARDS:
        per_letter[letter] += number
    for letter, held in per_letter.items():  # the deck holds what the hungriest edition uses
        assert held == max(LETTER_COUNTS[lang][letter] for lang in EDITIONS)


@pytest.mark.parametrize("lang", EDITIONS)
def test_each_edition_uses_seventy_cards_with_every_letter(lang):
    counts = LETTER_COUNTS[lang]
    assert sum(counts.values()) == 70 and set(counts) == set(ALPHABET)
    red, black = deck("red", lang), deck("black", lang)
    assert Counter(red + black) == Counter(counts)
    assert set(red) == set("AEIOU") and "Y" in black and not set(black) & set("AEIOU")


def test_the_editions_differ_where_their_languages_do():
    en, de, fr = (LETTER_COUNTS[lang] for lang in EDITIONS)
    assert de["E"] > en["E"] and fr["E"] > en["E"]  # E is commoner in German and French
    assert de != en and fr != en and de != fr


def test_a_card_is_worth_the_same_in_every_edition():
    value_of: dict[str, set[int]] = {}
    for letter, value, _, _ in CARDS:
        value_of.setdefault(letter, set()).add(value)
    assert all(len(values) == 1 for values in value_of.values())
    assert LETTER_VALUES["de"] == LETTER_VALUES["fr"] == LETTER_VALUES["en"]


def test_the_table_is_what_the_derivation_gives_from_the_dictionaries():
    deck_script = _script("derive_juggler_deck")
    assert tuple(deck_script.card_rows(deck_script.derive())) == CARDS


@pytest.mark.parametrize(
    ("lang", "accepted"),
    [
        ("de", ["Haus", "häuser", "Straße", "STRASSE", "Bär", "und", "ich", "als", "weil", "groß"]),
        ("de", ["laufen", "lief", "gelaufen", "schön", "schönsten", "Käse", "Mädchen"]),
        ("fr", ["maison", "maisons", "œuvre", "élève", "été", "allâmes", "kilomètres", "a", "y"]),
        ("fr", ["être", "étaient", "garçon", "français", "noël", "cœur", "naïve"]),
    ],
)
def test_dictionary_words_are_found_folded_as_typed(lang, accepted):
    missing = [word for word in accepted if not is_word(word, lang)]
    assert not missing


@pytest.mark.parametrize(
    ("lang", "refused"),
    [
        ("de", ["Berlin", "Deutschland", "Hamburg", "Thomas", "kitchen", "x", "haus-tür", "d.h"]),
        ("fr", ["France", "Lyon", "Michel", "aujourd'hui", "kitchen", "k", "km", "etc"]),
        ("en", ["haus", "maison", "strasse"]),
    ],
)
def test_names_abbreviations_and_other_languages_words_are_refused(lang, refused):
    found = [word for word in refused if is_word(word, lang)]
    assert not found


@pytest.mark.parametrize(("lang", "shortest"), [("de", 2), ("fr", 1)])
def test_each_list_is_lower_case_letters_within_a_hand(lang, shortest):
    listed = words(lang)
    assert len(listed) > 300_000
    assert all(word.isascii() and word.isalpha() and word.islower() for word in listed)
    assert min(map(len, listed)) == shortest and max(map(len, listed)) <= 30


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_bot_vocabularies_are_common_words_of_their_edition(lang):
    common = common_words(lang, 40_000)
    assert len(set(common)) == 40_000
    deck_counts = LETTER_COUNTS[lang]
    assert all(is_word(word, lang) for word in common[::97])
    assert all(
        n <= deck_counts[letter] for word in common for letter, n in Counter(word.upper()).items()
    )


def test_scoring_uses_the_edition_dictionary():
    assert round_score("HAUS", "HAUSE", lang="de") == 2 * (3 + 1 + 2 + 1) - 8
    assert english(check_word("HAUS", "HAUS", lang="en")) == "HAUS is not in the dictionary."
    assert check_word("MAISON", "MAISON", declarer=True, lang="fr") is None
    assert round_score("MAISON", "MAISON", declarer=True, lang="fr") == 3 + 1 + 1 + 1 + 1 + 1
    assert round_score("MAISON", "MAISON", lang="en") == 0
    assert round_score("STRASSE", "STRASSE", lang="de") == 7  # typed as Straße, scored as SS


@pytest.mark.parametrize(("lang", "hand"), [("de", "HAUSTRE"), ("fr", "MAISONT")])
def test_the_solver_finds_words_of_the_edition(lang, hand):
    word = best_word(hand, lang)
    assert word and is_word(word, lang)
    assert not Counter(word) - Counter(hand)


def test_the_option_takes_an_edition_and_refuses_others():
    assert JugglerOptions().language == "en"
    assert JugglerOptions(language="fr").language == "fr"
    with pytest.raises(ValidationError):
        JugglerOptions(language="es")


def test_a_snapshot_from_before_editions_loads_as_an_english_game():
    state = new(3, seed=5)
    before = to_json(state).replace(',"language":"en"', "")
    assert '"language"' not in before
    assert load_json(ENGINE.State, before) == state
    assert "juggler::75379f79070a4025" in ENGINE.reads_snapshots


@pytest.mark.parametrize("lang", ["de", "fr"])
def test_a_seeded_game_of_bots_plays_to_the_end_in_each_edition(lang):
    """Bots of every level, from their views alone; every word the rules accepted is in
    the edition's dictionary, and every round is dealt from the edition's cards."""
    levels = ("hard", "normal", "easy")
    state = new(3, seed=37, language=lang, target=60)
    assert Counter(state.red + state.black + [c for h in state.hands for c in h]) == Counter(
        LETTER_COUNTS[lang]
    )
    rng = random.Random(37)
    rounds_seen = 0
    while state.phase is not Phase.OVER:
        seat = ENGINE.to_act(state)[0]
        view = ENGINE.view(state, seat)
        assert view.language == lang and view.letter_values == LETTER_VALUES[lang]
        action = level_of(ENGINE, levels[seat]).decide(view, rng, Budget())
        state = ENGINE.apply(state, seat, action)
        if len(state.results) > rounds_seen and state.phase is Phase.PLAY:
            rounds_seen = len(state.results)
            dealt = [*state.red, *state.black, *(c for hand in state.hands for c in hand)]
            assert Counter(dealt) == Counter(LETTER_COUNTS[lang])
    accepted = [
        word
        for result in state.results
        for word, problem in zip(result.words, result.problems, strict=True)
        if word and problem is None
    ]
    assert accepted and all(is_word(word, lang) for word in accepted)
    assert max(state.totals) >= 60
    assert ENGINE.outcome(state).winners


def test_the_rules_page_shows_the_cards_of_every_edition():
    page = (Path(__file__).resolve().parents[3] / "docs" / "rules" / "juggler.md").read_text()
    rows = {
        line.split("|")[1].strip(): [cell.strip() for cell in line.split("|")[2:-1]]
        for line in page.splitlines()
        if line.startswith("| ")
    }
    letters = rows["Letter"][-26:]
    assert "".join(letters) == "AEIOUBCDFGHJKLMNPQRSTVWXYZ"
    for lang, name in (("en", "English (`en`)"), ("de", "German (`de`)"), ("fr", "French (`fr`)")):
        assert [int(n) for n in rows[name]] == [LETTER_COUNTS[lang][k] for k in letters]
    held = {k: max(LETTER_COUNTS[lang][k] for lang in EDITIONS) for k in letters}
    assert [int(n) for n in rows["Cards in the deck"]] == list(held.values())
