"""Everything Heroes says is a Message the catalogs hold, in every language.

Seeded bot games at every player count: each public log line, progress line,
button label, refusal, summary line and score, as the table service hands them to
front ends, must be a Message whose msgid (and plural) every catalog translates,
and no text in any language may leave a placeholder unfilled. Field titles are
plain strings marked for translation, translated by their text.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import replace
from typing import get_args

import pytest

import engines
from engines.core.choosing import label_for
from engines.core.messages import Line, Message, english
from engines.core.protocol import IllegalAction
from engines.core.records import load_json, to_json
from engines.core.scores import score_text
from engines.heroes.actions import Ban, EndTurn, HeroesAction, Protect, Sabotage, TakeOpen
from engines.heroes.roster import hero
from renderers.i18n import text, translate
from tests.i18n.catalogued import CATALOGS, assert_translated

HEROES = engines.get("heroes")


def _labels(state, seat: int) -> Iterator[Line]:
    """The words of every field of a sample of the legal actions: the plain moves and
    a few of each joker (there are hundreds of them), as a front end's buttons show them."""
    view = HEROES.view(state, seat)
    legal = HEROES.legal_actions(state, seat)
    jokers: dict[str, list] = {}
    for action in legal:
        jokers.setdefault(action.kind, []).append(action)
    sample = [action for actions in jokers.values() for action in actions[:2] + actions[-2:]]
    for action in sample:
        for field in type(action).model_fields:
            yield label_for(HEROES, view, field, getattr(action, field))


def _refusals(state, seat: int) -> Iterator[Line]:
    """Why a few wrong moves are refused: out of turn, a joker out of its rounds or
    after it is used, a Ban of a hero banned already, a take that does not fit."""
    other = (seat + 1) % state.players
    legal = HEROES.legal_actions(state, seat)
    wrongs = [(other, legal[0]), (seat, Protect()), (seat, TakeOpen(hero=44)),
              (seat, Sabotage(target=other, first="h9", second=None))]  # fmt: skip
    if state.banned:
        wrongs.append((seat, Ban(house="Ember", hero=state.banned[0])))
    for who, wrong in wrongs:
        try:
            HEROES.apply(state, who, wrong)
        except IllegalAction as refusal:
            yield refusal.reason


def _said(players: int, seed: int) -> Iterator[Line]:
    """Whatever one seeded bot game shows its players."""
    state = HEROES.new_game(players, HEROES.Options(), seed)
    rng = random.Random(seed)
    yield from HEROES.view(state, None).log
    while not HEROES.is_over(state):
        seat = HEROES.to_act(state)[0]
        view = HEROES.view(state, seat)
        yield view.progress
        yield from _labels(state, seat)
        yield from _refusals(state, seat)
        state = HEROES.apply(state, seat, HEROES.bot_action(view, rng))
        yield from HEROES.view(state, None).log
    yield HEROES.view(state, None).progress
    outcome = HEROES.outcome(state)
    yield from outcome.summary
    yield from (score_text(HEROES, score) for score in outcome.scores)
    try:
        HEROES.apply(state, 0, EndTurn())
    except IllegalAction as refusal:
        yield refusal.reason


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_every_line_of_seeded_bot_games_is_a_translated_message(players):
    seen: set[str] = set()
    for seed in range(6):
        for line in _said(players, seed):
            assert_translated(line, seen)
    # The games reached the lines that matter: takes, jokers, refusals, the reveal.
    assert {"{name} takes {hero} from the Open Pool.", "It is not your turn.",
            "Jokers may be played in rounds 2 and 3 only.", "{seat} locks in a lineup.",
            "Take from the Open Pool", "{name} ({house} ★{stars})", "Ember",
            "{parts} = {count} point", "The game is over."} <= seen  # fmt: skip
    assert any(key.startswith("{user} plays the joker:") for key in seen)


def test_every_field_title_is_translated():
    """The questions a front end asks ("hero to take") are marked titles every catalog
    translates."""
    for kind in get_args(HeroesAction):
        for field in kind.model_fields.values():
            for lang, keys in CATALOGS.items():
                assert field.title in keys, f"{lang} lacks {field.title!r}"
                assert translate(field.title, lang) != field.title


def test_a_finnish_and_a_german_line_read_in_their_language():
    state = HEROES.new_game(3, HEROES.Options(), 5)
    seat = HEROES.to_act(state)[0]
    hero_id = state.open_pool[0]
    after = HEROES.apply(state, seat, TakeOpen(hero=hero_id))
    name = hero(hero_id).name
    assert text(after.log[0], "fi").startswith(f"{'ABC'[seat]} ottaa avoimesta varannosta ")
    assert f"{name} (" in text(after.log[0], "fi")
    assert text(after.log[0], "de").endswith(" aus dem offenen Vorrat.")
    assert english(after.log[0]).endswith(" from the Open Pool.")


def test_a_snapshot_with_english_lines_reads_back_and_plays_on():
    """Tables saved before Messages hold plain English log lines: their snapshots (listed
    in `reads_snapshots`) load, show those lines as they are, and the game goes on."""
    assert "heroes::aa35269601086897" in HEROES.reads_snapshots
    state = HEROES.new_game(4, HEROES.Options(), 2)
    old = load_json(HEROES.State, to_json(replace(state, log=("The draw picks B to start.",))))
    assert old.log == ("The draw picks B to start.",)
    assert text(old.log[0], "fi") == "The draw picks B to start."
    seat = HEROES.to_act(old)[0]
    moved = HEROES.apply(old, seat, HEROES.bot_action(HEROES.view(old, seat), random.Random(1)))
    assert all(isinstance(line, Message) for line in moved.log)
