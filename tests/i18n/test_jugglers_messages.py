"""Everything Jugglers says is a Message the catalogs hold, in every language.

Seeded bot games at every player count: each public log line, die line, progress
line, hand value, button label, refusal, summary line and score, as the engine
hands them to front ends, must be a Message whose msgid (and plural) every
catalog translates. Games saved before Messages still read and play on.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest

import engines
import renderers.jugglers as pictures
from bot.tables.recovery import code_version
from engines.core.cards import Card, full_deck
from engines.core.choosing import label_for
from engines.core.messages import Line, Message
from engines.core.protocol import IllegalAction
from engines.core.records import load_json
from engines.jugglers.actions import AimDummy, Play, SecretInfluence
from engines.jugglers.state import Spot
from renderers.i18n import text
from renderers.jugglers.labels import short_roll
from tests.i18n.catalogued import assert_translated

JUGGLERS = engines.get("jugglers")
OLD_GAMES = Path(__file__).resolve().parents[1] / "fixtures" / "jugglers-before-messages.json"


def _shown(view) -> Iterator[Line]:
    """The words a view holds for pictures and the terminal: progress, hand values, who
    put a face-down card there (a dummy, secret influence; a seat's letter is not a word),
    the die lines and the last gathering's values."""
    yield view.progress
    yield from view.last_rolls
    for draft in view.drafts:
        if draft.face_up:
            yield draft.best
        yield from (entry.by for entry in draft.face_down if isinstance(entry.by, Message))
    if view.recap is not None:
        yield from (hand.value for hand in view.recap.hands)


def _refusals(state, seat: int) -> Iterator[Line]:
    """Why a few wrong moves are refused: another seat's move, a move of the wrong kind,
    a card not held, too much secret influence, a seat not at the table."""
    legal = JUGGLERS.legal_actions(state, seat)
    other = (seat + 1) % state.players
    not_held = next(card for card in full_deck(range(2, 11)) if card not in state.hands[seat])
    wrong = [
        (other, legal[0]),
        (seat, AimDummy(target=Spot.LEFT) if isinstance(legal[0], Play) else
         Play(card=not_held, target=Spot.LEFT)),
        (seat, Play(card=not_held, target=Spot.JOKER)),
        (seat, SecretInfluence(count=3)),
        (state.players, legal[0]),
    ]  # fmt: skip
    for who, action in wrong:
        try:
            JUGGLERS.apply(state, who, action)
        except IllegalAction as refusal:
            yield refusal.reason


def _said(players: int, seed: int) -> Iterator[Line]:
    """Whatever one seeded bot game shows its players."""
    state = JUGGLERS.new_game(players, JUGGLERS.Options(), seed)
    rng = random.Random(seed)
    yield from JUGGLERS.view(state, None).log
    while not JUGGLERS.is_over(state):
        seat = JUGGLERS.to_act(state)[0]
        view = JUGGLERS.view(state, seat)
        yield from _shown(view)
        for action in JUGGLERS.legal_actions(state, seat)[:8]:
            for field in type(action).model_fields:
                value = getattr(action, field)
                label = label_for(JUGGLERS, view, field, value)
                if isinstance(value, Card):
                    assert label == value.symbol  # "Q♥" reads the same in every language
                else:
                    yield label
        yield from _refusals(state, seat)
        state = JUGGLERS.apply(state, seat, JUGGLERS.bot_action(view, rng))
        yield from JUGGLERS.view(state, None).log
    yield JUGGLERS.view(state, None).progress
    try:
        JUGGLERS.apply(state, 0, SecretInfluence(count=0))
    except IllegalAction as refusal:
        yield refusal.reason
    outcome = JUGGLERS.outcome(state)
    yield from outcome.summary
    yield from (JUGGLERS.score_words(score) for score in outcome.scores)


@pytest.mark.parametrize("players", [2, 3, 4, 5])
def test_every_line_of_seeded_bot_games_is_a_translated_message(players):
    seen: set[str] = set()
    for seed in range(4):
        for line in _said(players, seed):
            assert_translated(line, seen)
    # The games reached the lines that matter: plays, settling, verdicts, refusals, the end.
    assert any(key.startswith("{name} plays a card {hand}") for key in seen)
    assert {"{policy} passes: {value} beats the "
            "joker's {joker}.", "Round {round} is over. Sigils: {sigils}.",
            "It is not your turn; waiting for {seats}.", "You do not hold the {card}.",
            "{count} round win", "The game is over.", "Play a card"} <= seen  # fmt: skip
    if players == 2:
        assert {"{seat}'s dummy", "Aim your dummy", "First decide how many secret "
                "influences to include."} <= seen  # fmt: skip
    else:
        assert "You may include at most {count} secret influence." in seen


def test_a_finnish_game_speaks_finnish_and_calls_jugglers_saatajat():
    state = JUGGLERS.new_game(2, JUGGLERS.Options(), 5)
    said = [text(line, "fi") for line in state.log]
    assert said[0] == "Kierros 1 alkaa: uudet sinetit jaetaan kuvapuoli alaspäin."
    assert said[1].startswith("Kokous 1: puheenjohtajana A. Aloitteet: ")
    state = JUGGLERS.apply(state, 0, SecretInfluence(count=1))
    said = [text(line, "fi") for line in state.log]
    assert said[0] == "A ottaa mukaan 1 salaisen vaikutuksen."
    assert said[1].startswith("Noppa näyttää ") and "kädelle." in said[1]
    assert said[-1] == "Kierto 1 alkaa, ensin A:n nukke."
    lines = pictures.TEXT_TABLE.render(JUGGLERS.view(state, 0), ["sinä", "botti"], locale="fi")
    assert lines[0].startswith("── Säätäjät · kierros 1 · kokous 1/")
    assert "Jugglers" not in " ".join(lines)


def test_games_saved_with_english_lines_read_draw_and_play_on():
    """States written by the code before Messages (commit 9adb664): their code version is
    one `reads_snapshots` lists, so the service reads them as they are; their English
    lines show as they are in every language, the picture still shortens the die's
    English lines, and the moves from then on speak Messages."""
    saved = json.loads(OLD_GAMES.read_text(encoding="utf-8"))
    assert saved["code_version"] in JUGGLERS.reads_snapshots
    assert saved["code_version"] != code_version(JUGGLERS)
    for players, old in saved["states"].items():
        state = load_json(JUGGLERS.State, json.dumps(old))
        assert state.players == int(players)
        view = JUGGLERS.view(state, 0)
        assert view.log and all(isinstance(line, str) for line in view.log)
        assert [text(line, "de") for line in view.log] == list(view.log)
        assert all(isinstance(hand.value, str) for hand in view.recap.hands)
        rolls = [short_roll(line, "fi") for line in view.last_rolls]
        # The old English, shortened as before ("joker: 3rd of 3 picked, 7♠").
        assert rolls[-1] in {(6, "joker: 3rd of 3 picked, 7♠"), (3, "dummy plays → right")}
        for render in (pictures.render_table, pictures.render_hand, pictures.render_results):
            if render is not pictures.render_results or view.results:
                assert render(view, None, locale="fi").startswith(b"\x89PNG")
        assert pictures.TEXT_TABLE.render(view, ["a", "b", "c"][: state.players], locale="fr")
        rng = random.Random(1)
        while not JUGGLERS.is_over(state):
            seat = JUGGLERS.to_act(state)[0]
            state = JUGGLERS.apply(state, seat, JUGGLERS.bot_action(JUGGLERS.view(state, seat),
                                                                     rng))  # fmt: skip
            assert all(isinstance(line, Message) for line in state.log)
