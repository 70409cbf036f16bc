"""Everything Siteswap says is a Message the catalogs hold, in every language.

Seeded bot games at every player count, animated and live (tricks, reports), with
and without the advanced rules and the wild-guess penalty: each public log line,
progress line, button label, refusal of a wrong move, summary line and score, as
the table service hands them to front ends, must be a Message whose msgid (and
plural) every catalog translates. The words a front end asks with (field titles,
options, the guess button, how a repeat is juggled) are marked strings the
catalogs translate too.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

import engines
from bot.store.rows import SnapshotRow
from bot.tables.recovery import code_version, load_snapshot
from engines.core.cards import Card
from engines.core.choosing import label_for
from engines.core.messages import Line, Message, english
from engines.core.protocol import IllegalAction
from engines.core.records import to_json
from engines.core.seat_settings import seat_settings
from engines.siteswap.actions import Extend, Guess, Hint, Lay, SiteswapAction, Trick
from engines.siteswap.cards import values
from engines.siteswap.patterns import is_valid, text
from engines.siteswap.rules import GUESS_BUTTON
from engines.siteswap.state import Phase, SiteswapState
from engines.siteswap.turn import VARIATIONS
from renderers.i18n import text as shown_in
from renderers.i18n import translate
from tests.i18n.catalogued import CATALOGS, assert_translated

SITESWAP = engines.get("siteswap")
OPTIONS = [
    {},
    {"mode": "live"},
    {"advanced": True, "wild_guess_penalty": True},
    {"mode": "live", "advanced": True},
]
BEFORE_MESSAGES = "siteswap::5a73abc4da73429c"


def _invalid_from(throws: list[int]) -> str | None:
    """Three of the hand's throws, at least two different, that are no siteswap."""
    for triple in itertools.permutations(throws, 3):
        if len(set(triple)) > 1 and not is_valid(triple):
            return text(triple)
    return None


def _wrong_moves(state: SiteswapState, seat: int) -> Iterator[tuple[int, SiteswapAction]]:
    """Moves the rules refuse at this moment, each for its own reason."""
    legal = SITESWAP.legal_actions(state, seat)
    idle = next((s for s in range(state.players) if s not in SITESWAP.to_act(state)), None)
    if idle is not None:
        yield idle, legal[0]
    if (seat, Hint()) not in SITESWAP.moment_actions(state):
        yield seat, Hint()  # no hint is due now
    if state.phase is Phase.TURN:
        own = list(values(state.hands[seat], state.flashed(seat)))
        yield seat, Lay(throws="5?1")
        yield seat, Lay(throws="9" * 41)
        yield seat, Lay(throws=" ")
        yield seat, Lay(throws=text((own[0],)))  # too short
        yield seat, Lay(throws="bbb")  # cards nobody holds
        invalid = _invalid_from(own)
        if invalid is not None:
            yield seat, Lay(throws=invalid)
        yield seat, Extend(target=len(state.table), throws="531")
        if state.table:
            yield seat, Extend(target=0, throws="1")
    if state.phase is Phase.PERFORMANCE and state.performance.kind != "trick":
        guesser = next((s for s in SITESWAP.to_act(state) if s != state.performance.performer),
                       None)  # fmt: skip
        if guesser is not None:
            yield guesser, Guess(throws="432")
            for missed in state.performance.missed:
                yield guesser, Guess(throws=missed)


def _said(players: int, options: dict, seed: int) -> Iterator[Line]:
    """Whatever one seeded bot game shows its players."""
    state = SITESWAP.new_game(players, SITESWAP.Options(**options), seed)
    rng = random.Random(seed)
    tricks = 1 if options.get("mode") == "live" else 0  # bots never juggle one: we do
    yield from SITESWAP.view(state, None).log
    try:
        SITESWAP.outcome(state)
    except IllegalAction as refusal:
        yield refusal.reason
    while not SITESWAP.is_over(state):
        seat = SITESWAP.to_act(state)[0]
        view = SITESWAP.view(state, seat)
        yield view.progress
        for action in SITESWAP.legal_actions(state, seat)[:8]:
            for field in type(action).model_fields:
                value = getattr(action, field)
                label = label_for(SITESWAP, view, field, value)
                if isinstance(value, Card):
                    # "10♠ (0)": the card and the throw it makes, the same in every language.
                    assert label.startswith(value.symbol), label
                elif field != "throws":  # typed patterns are written as jugglers write them
                    yield label
        for who, wrong in _wrong_moves(state, seat):
            with pytest.raises(IllegalAction) as refused:
                SITESWAP.apply(state, who, wrong)
            yield refused.value.reason
        for moment_seat, moment in SITESWAP.moment_actions(state):
            state = SITESWAP.apply(state, moment_seat, moment)
            yield from SITESWAP.view(state, None).log
        if SITESWAP.is_over(state):
            break
        seat = SITESWAP.to_act(state)[0]
        move = SITESWAP.bot_action(SITESWAP.view(state, seat), rng)
        if tricks and state.phase is Phase.TURN:
            move, tricks = Trick(), tricks - 1
        state = SITESWAP.apply(state, seat, move)
        yield from SITESWAP.view(state, None).log
        performance = SITESWAP.view(state, None).performance
        yield from performance.hints if performance is not None else ()
    outcome = SITESWAP.outcome(state)
    yield from outcome.summary
    yield from (SITESWAP.score_words(score) for score in outcome.scores)


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_every_line_of_seeded_bot_games_is_a_translated_message(players):
    seen: set[str] = set()
    for seed, options in enumerate(OPTIONS):
        for line in _said(players, options, seed):
            assert_translated(line, seen)
    # The games reached the lines that matter: laying, hints, guesses, refusals, the end.
    assert {
        "{name} lays a pattern face down and juggles it: who recognises it?",
        "Hint {number} of {total}: {hint}.", "{count} ball", "{name} makes no more guesses.",
        "It is not your turn.", "There is no hint to give now.", "{pattern} is not a siteswap: "
        "{reason}.", "{refusal} Guess again.", "Type the throws of a pattern, such as 531.",
        "{char} is not a throw: write throws as digits, and a for 10, b for 11.",
        "A pattern has at most {count} throw.", "There is no such pattern on the table.",
        "Lay a new pattern", "Pass (and draw)", "{name} to play", "{count} card left",
        "{name} juggles a trick: name it!", "Report how it went", "The game is not over yet.",
    } <= seen  # fmt: skip
    assert any(key.startswith("Not your cards") for key in seen)


def test_the_words_a_front_end_asks_with_are_translated():
    """Field titles, option titles and descriptions, the per-seat question, the guess
    button and how a repeat is juggled: marked strings every catalog holds."""
    action_types = SiteswapAction.__args__
    words = {field.title for kind in action_types for field in kind.model_fields.values()}
    words |= {field.title for field in SITESWAP.Options.model_fields.values()}
    words |= {field.description for field in SITESWAP.Options.model_fields.values()}
    words |= {setting.prompt for setting in seat_settings(SITESWAP.Options)}
    words |= {GUESS_BUTTON, SITESWAP.title, *VARIATIONS}
    assert None not in words and len(words) > 20
    for lang, keys in CATALOGS.items():
        assert words <= keys, f"{lang} lacks {sorted(words - keys)}"
        assert all(translate(word, lang) != word for word in words - {"mode"})


def test_a_german_line_is_german_and_a_finnish_hint_counts_its_balls():
    state = SITESWAP.new_game(3, SITESWAP.Options(), 4)
    assert shown_in(state.log[0], "de").startswith("Alle bekommen 8 Karten; das Los bestimmt")
    seat = SITESWAP.to_act(state)[0]
    lay = next(action for action in SITESWAP.legal_actions(state, seat) if isinstance(action, Lay))
    state = SITESWAP.apply(state, seat, lay)
    said = [shown_in(line, "fi") for line in state.log]
    assert said[0] == f"{'ABC'[seat]} pelaa kuvion kuvapuoli alaspäin ja jongleeraa sitä: kuka " \
        "tunnistaa sen?"  # fmt: skip
    assert said[-1].startswith("Vihje 1/3: sitä jongleerataan ") and said[-1].endswith("pallolla.")
    assert shown_in(SITESWAP.view(state, None).progress, "fr").endswith(
        "jongle\u00a0: devine la figure"
    )  # no break before the colon


def test_a_snapshot_from_before_messages_resumes_with_its_english_lines():
    """Code before Messages saved English strings in the log: its snapshots still read as
    they are (`reads_snapshots`), and the next move speaks Messages."""
    state = SITESWAP.new_game(3, SITESWAP.Options(), 2)
    old = to_json(state).replace(to_json(state.log[0]), '"Each player gets 8 cards; ..."')
    assert old != to_json(state) and code_version(SITESWAP) != BEFORE_MESSAGES
    row = SnapshotRow(version=1, code_version=BEFORE_MESSAGES, state=old)
    loaded = load_snapshot(SITESWAP, row, table_id=1)
    assert loaded is not None and loaded.log == ("Each player gets 8 cards; ...",)
    assert shown_in(loaded.log[0], "fi") == "Each player gets 8 cards; ..."  # shown as it is
    seat = SITESWAP.to_act(loaded)[0]
    moved = SITESWAP.apply(loaded, seat, SITESWAP.legal_actions(loaded, seat)[-1])  # a pass
    assert moved.log and all(isinstance(line, Message) for line in moved.log)
    assert english(moved.log[0]) == f"{'ABC'[seat]} passes."
