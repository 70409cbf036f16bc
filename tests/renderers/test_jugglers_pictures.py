"""Every Jugglers picture draws at every player count and phase, with sane sizes and colours.

No golden images (too brittle): sizes, modes, and a few pixel probes instead.
"""

import pytest

import engines
from engines.core.cards import Card
from engines.core.messages import english
from engines.core.records import to_plain
from engines.jugglers.hands import evaluate
from engines.jugglers.state import Phase, Spot
from renderers import cards
from renderers.jugglers import hand, layout, render_hand, render_results, render_table, results
from renderers.jugglers.labels import head_names, head_tags, short_roll
from renderers.jugglers.layout import draft_top, plate_box, sections
from renderers.jugglers.samples import crowded
from renderers.theme import GOLD, PLATE
from tests.renderers.helpers import (
    PLAYER_COUNTS,
    bluish,
    decode,
    games,
    phases,
    reddish,
    sample_states,
)

ENGINE = engines.get("jugglers")
TABLE_LIMIT_KB = 100


def _region(image, box):
    return image.convert("RGB").crop(box).get_flattened_data()


def _first(predicate):
    return next(state for states in games() for state in states if predicate(state))


def test_the_samples_cover_every_phase_and_player_count():
    states = sample_states()
    assert phases(states) == set(Phase)
    assert {state.players for state in states} == set(PLAYER_COUNTS)
    assert any(state.recap is not None for state in states)
    assert any(any(draft.secret for draft in state.drafts) for state in states)


def test_the_table_draws_every_sampled_state_small_enough():
    for state in sample_states(per_game=6):
        view = ENGINE.view(state, None)
        data = render_table(view)
        image = decode(data)
        assert (image.size, image.mode) == ((layout.WIDTH, sections(view).height), "P")
        assert len(data) < TABLE_LIMIT_KB * 1024


def test_the_hand_draws_for_every_seat_of_every_sampled_state():
    for state in sample_states(per_game=6):
        for seat in range(state.players):
            view = ENGINE.view(state, seat)
            image = decode(render_hand(view, four_colour=seat % 2 == 0))
            assert (image.size, image.mode) == ((hand.WIDTH, hand.height(view)), "P")


def test_results_draw_once_a_round_has_ended():
    drawn = 0
    for state in sample_states():
        view = ENGINE.view(state, None)
        if not view.results:
            with pytest.raises(ValueError, match="no round has ended"):
                render_results(view)
            continue
        image = decode(render_results(view))
        assert image.size == (results.WIDTH, results.height(view))
        drawn += 1
    assert drawn


def test_names_are_given_per_seat_or_per_head_and_truncated():
    state = _first(lambda s: s.players == 2 and s.phase is Phase.PLAY and s.results)
    view = ENGINE.view(state, None)
    assert head_names(view, ["alice", "Bot Ada"]) == [
        "alice",
        "Bot Ada",
        "alice's dummy",
        "Bot Ada's dummy",
    ]
    # Dummies share their owner's tag (drawn as a ring); clashing initials widen.
    assert head_tags(view, head_names(view, ["alice", "adam"])) == ["Al", "Ad", "Al", "Ad"]
    assert head_tags(view, head_names(view, ["alice", "alicia"])) == ["A1", "A2", "A1", "A2"]
    assert head_tags(view, head_names(view, ["bob", "Ada"])) == ["B", "A", "B", "A"]
    long = ["Christopher Columbus the Third of Genoa", "Bartholomew Dias of the Cape"]
    for render in (render_table, render_results):
        decode(render(view, long))
        decode(render(view, [*long, "their dummy", "another dummy"]))
    decode(render_hand(ENGINE.view(state, 0), long))
    with pytest.raises(ValueError, match="names"):
        render_table(view, ["just one"])


def test_only_views_are_drawn_and_the_hand_needs_a_seat():
    state = sample_states()[0]
    for render in (render_table, render_hand, render_results):
        with pytest.raises(TypeError, match="JugglersView"):
            render(state)
        with pytest.raises(TypeError):
            render(to_plain(state))
    with pytest.raises(ValueError, match="seat"):
        render_hand(ENGINE.view(state, None))


@pytest.mark.parametrize(
    ("suit", "four_colour", "probe"),
    [
        ("h", True, reddish),
        ("h", False, reddish),
        ("d", True, bluish),
        ("d", False, reddish),
    ],
)
def test_the_left_policy_is_drawn_in_its_suit_colour(suit, four_colour, probe):
    state = _first(
        lambda s: (
            s.phase is Phase.PLAY
            and s.draft(Spot.LEFT).policy is not None
            and s.draft(Spot.LEFT).policy.suit == suit
        )
    )
    view = ENGINE.view(state, None)
    image = decode(render_table(view, four_colour=four_colour))
    left = layout.MARGIN + layout.PAD
    top = draft_top(sections(view), 0) + layout.PAD + layout.LINE + 4
    pixels = _region(image, (left, top, left + cards.SMALL[0], top + cards.SMALL[1]))
    assert sum(map(probe, pixels)) > 50
    if suit == "d":
        assert any(map(bluish, pixels)) is four_colour


def test_the_awaited_plate_is_outlined_in_gold():
    state = _first(lambda s: s.phase is Phase.PLAY and ENGINE.to_act(s)[0] != s.chairman)
    view = ENGINE.view(state, None)
    image = decode(render_table(view)).convert("RGB")
    for head in range(len(view.heads)):
        left, top, right, _ = plate_box(sections(view), head)
        edge = image.getpixel(((left + right) // 2, top))
        assert edge == (GOLD if head in view.to_act else PLATE)


def test_the_sigil_on_a_hand_picture_is_drawn_in_its_colour():
    state = _first(lambda s: s.sigils[0] is not None and s.sigils[0].suit == "h")
    image = decode(render_hand(ENGINE.view(state, 0)))
    top = hand.CARDS_TOP
    pixels = _region(image, (hand.MARGIN, top, hand.MARGIN + cards.LARGE[0], top + cards.LARGE[1]))
    assert sum(map(reddish, pixels)) > 100


@pytest.mark.parametrize(
    ("line", "expected"),
    [
        (
            "the die shows 2: the 2nd of 3 cards is picked for the joker's hand, "
            "the 10 of hearts; the rest are discarded unseen",
            (2, "joker: 2nd of 3 picked, 10♥"),
        ),
        (
            "the die shows 4: a secret influence goes face down on the left hand",
            (4, "secret influence → left"),
        ),
        ("the die shows 6: the dummy plays on the right hand", (6, "dummy plays → right")),
        (
            "the die shows 1: something new about the Q of spades",
            (1, "something new about the Q♠"),
        ),
        ("a line without a roll", (None, "a line without a roll")),
    ],
)
def test_die_rolls_are_shortened_but_never_lost(line, expected):
    assert short_roll(line) == expected


def test_a_card_in_a_view_is_the_interned_card():
    # Cards key the image caches by identity; a view must hand out interned cards.
    view = ENGINE.view(sample_states()[1], 0)
    assert all(card is Card(card.rank, card.suit) for card in view.hand)


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_table_crowded_beyond_any_real_moment_still_draws(players):
    states = next(states for states in games() if states[0].players == players)
    view = crowded(ENGINE.view(states[len(states) // 2], 0))
    names = ["Maximilian Longname-Smythe"] * players
    assert decode(render_table(view, names)).size == (layout.WIDTH, sections(view).height)
    # Each hand's label is what the engine calls those cards (6-10 of clubs: a straight
    # flush, never "two pairs").
    assert [draft.best for draft in view.drafts] == [
        evaluate(draft.face_up).words for draft in view.drafts
    ]
    assert english(view.drafts[0].best).startswith("straight flush")
