"""What the Jugglers table picture says, and that it says it where a player looks for it:
no box for an empty pile, the gathering just ended in every picture due before the next
cycle ends, failed policies inside their own panel, and round wins and hands in words."""

from __future__ import annotations

import itertools

import engines
from engines.jugglers.state import Phase, Spot
from renderers import cards
from renderers.jugglers import render_results, render_table
from renderers.jugglers.layout import (
    DRAFT_HEIGHT,
    MARGIN,
    PAD,
    RECAP_HEIGHT,
    WIDTH,
    draft_top,
    sections,
    shows_recap,
)
from renderers.jugglers.samples import crowded, play
from renderers.theme import CARD_DIM, CARD_FACE, JOKER, SLOT_LINE
from tests.renderers.helpers import decode, games, sample_states

ENGINE = engines.get("jugglers")


def _pixels(image, box):
    return list(image.convert("RGB").crop(box).get_flattened_data())


def _lines_of(image, colour, box, length):
    """Columns holding a run of `length` pixels of `colour` inside `box`: an outline's side,
    which anti-aliased text edges (that may share the colour) never make."""
    left, top, right, bottom = box
    rgb = image.convert("RGB")
    found = []
    for x in range(left, right):
        run = 0
        for y in range(top, bottom):
            run = run + 1 if rgb.getpixel((x, y)) == colour else 0
            if run >= length:
                found.append(x)
                break
    return found


def test_an_empty_pile_is_said_in_words_and_drawn_as_no_card(drawn_texts):
    state = next(
        s
        for s in sample_states()
        if s.phase is Phase.PLAY
        and s.draft(Spot.LEFT).policy is not None
        and not s.draft(Spot.LEFT).face_down
    )
    view = ENGINE.view(state, None)
    image = decode(render_table(view))
    top = draft_top(sections(view), 0)
    # An empty place was once drawn as a "face down" card outline: nothing there now.
    assert not _lines_of(image, SLOT_LINE, (MARGIN, top, WIDTH - MARGIN, top + DRAFT_HEIGHT), 30)
    assert "Nothing face down" in [text for *_, text in drawn_texts]


def test_a_pile_says_who_put_each_card_there():
    state = next(s for s in sample_states() if s.draft(Spot.LEFT).face_down)
    view = ENGINE.view(state, None)
    pile = view.draft(Spot.LEFT).face_down
    drawn = decode(render_table(view))
    # One token per face-down card, in the head's colour, on the pile's line.
    top = draft_top(sections(view), 0) + PAD + 24 + 4 + cards.SMALL[1] + 8
    line = _pixels(drawn, (MARGIN, top, WIDTH - MARGIN, top + 30))
    heads = {entry.by_head for entry in pile if entry.by_head is not None}
    from renderers.jugglers.labels import head_colour

    assert all(head_colour(view, head) in line for head in heads)


def _milestone_spans(states):
    """Runs of states between two milestones: every picture due is drawn in one of them."""
    span = [states[0]]
    for before, state in itertools.pairwise(states):
        if state.milestone != before.milestone:
            yield span
            span = []
        span.append(state)
    yield span


def test_the_ended_gathering_shows_in_every_picture_due_before_the_next_cycle_ends():
    """A gathering's end and the next one's start are one milestone apart from nothing:
    the picture due then is drawn after the next gathering began (with 3 or 4 players,
    with its first face-up cards already out), and must still show how the last one ended."""
    checked = with_face_up = 0
    for players in (2, 3, 4, 5):
        states = play(players, 40 + players)
        for span in _milestone_spans(states):
            first = span[0]
            if first.recap is None or first.phase is Phase.OVER:
                continue
            ended_here = first.recap.gathering != getattr(
                states[states.index(first) - 1].recap, "gathering", None
            ) or first.recap.round != getattr(states[states.index(first) - 1].recap, "round", None)
            if not ended_here:
                continue
            for state in span:
                view = ENGINE.view(state, None)
                assert shows_recap(view), (players, state.step)
                where = sections(view)
                assert where.recap is not None
                image = decode(render_table(view))
                band = _pixels(image, (MARGIN, where.recap, WIDTH - MARGIN,
                                       where.recap + RECAP_HEIGHT))  # fmt: skip
                assert band.count(CARD_FACE) > 500  # the ended hands' cards
                checked += 1
                with_face_up += any(draft.face_up for draft in view.drafts)
    assert checked > 20
    # The case that used to lose it: the next gathering's first cards already face up.
    assert with_face_up


def test_the_ended_gathering_goes_once_the_next_cycle_settles():
    states = [s for states in games() for s in states]
    later = [s for s in states if s.recap is not None and s.phase is Phase.PLAY and s.cycle > 1]
    assert later
    for state in later[:: max(1, len(later) // 20)]:
        view = ENGINE.view(state, None)
        assert not shows_recap(view) and sections(view).recap is None


def test_failed_policies_stay_inside_the_village_order_panel():
    states = next(states for states in games() if states[0].players == 2)
    view = crowded(ENGINE.view(states[len(states) // 2], 0))
    assert len(view.failed_policies) == 6 and len(view.village_order) == 8
    where = sections(view)
    image = decode(render_table(view)).convert("RGB")
    rows = {
        y
        for y in range(image.height)
        if sum(image.getpixel((x, y)) == CARD_DIM for x in range(WIDTH)) >= 20
    }
    assert rows and min(rows) > where.policies and max(rows) < where.rolls


def test_plates_and_results_say_round_wins_and_hands_in_words(drawn_texts):
    state = next(s for s in sample_states() if s.results and s.phase is Phase.PLAY)
    view = ENGINE.view(state, None)
    render_table(view)
    render_results(view)
    texts = [text for *_, text in drawn_texts]
    seat = 0
    wins = view.round_wins[seat]
    in_hand = view.heads[seat].hand_count
    assert f"{in_hand} in hand · {wins} win{'' if wins == 1 else 's'}" in texts
    assert f"First to {view.target_wins} round wins" in texts
    assert any("round win" in text and "from the order" in text for text in texts)
    # Stars alone said nothing to a new player: the only star left is the joker card's.
    assert not any("☆" in text for text in texts)
    stars = {ink for _, _, ink, _, text in drawn_texts if "★" in text}
    assert stars == {JOKER}
