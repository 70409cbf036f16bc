"""Every Juggler picture draws at every player count and phase, from views alone.

No golden images (too brittle): sizes, modes, a few pixel probes, and pictures
that stay byte for byte the same when every hidden card and word changes.
"""

from __future__ import annotations

import random
from dataclasses import replace
from functools import cache

import pytest

import engines
from engines.core.records import to_plain
from engines.juggler.cards import LETTER_COUNTS
from engines.juggler.state import JugglerState, Phase, Stage
from renderers import juggler, preview
from renderers.i18n import text
from renderers.juggler import hand, layout, render_hand, render_results, render_table, results
from renderers.juggler.labels import NAME, phrase, seat_names, stage_note, status
from renderers.juggler.letters import table_order
from renderers.juggler.middle import TILE_SIZES, arrange, tiles_height
from renderers.juggler.recap import shows_recap
from renderers.juggler.samples import crowded, play
from renderers.theme import GOLD, PLATE
from renderers.widgets import text_width
from tests.engines.juggler.helpers import scramble_hidden
from tests.renderers.helpers import decode, reddish

ENGINE = engines.get("juggler")
PLAYER_COUNTS = (2, 3, 4, 5, 6)
LIMIT_KB = 100
LONG_NAMES = ["Maximilian Longname-Smythe of Somewhere Far"] * 6


@cache
def games() -> tuple[tuple[JugglerState, ...], ...]:
    return tuple(tuple(play(players, 30 + players)) for players in PLAYER_COUNTS)


def sample_states(per_game: int = 10) -> list[JugglerState]:
    """States spread through each game, with its first and last, and a round whose decks ran dry."""
    picked = []
    for states in games():
        stride = max(1, len(states) // per_game)
        picked += [*states[::stride], states[-1]]
    start = games()[1][0]
    picked.append(replace(start, red=[], black=[], dry_from=0))
    return picked


def scrambled(state: JugglerState, seat: int | None, seed: int) -> JugglerState:
    """The same table as `seat` sees it, with every hidden card and word changed."""
    return scramble_hidden(state, seat, random.Random(seed))


def _first(predicate) -> JugglerState:
    return next(state for states in games() for state in states if predicate(state))


def _region(image, box) -> list[tuple[int, int, int]]:
    return list(image.convert("RGB").crop(box).get_flattened_data())


def test_the_samples_cover_every_phase_stage_and_player_count():
    states = sample_states()
    assert {state.phase for state in states} == set(Phase)
    assert {state.stage for state in states if state.phase is Phase.PLAY} == set(Stage)
    assert {state.players for state in states} == set(PLAYER_COUNTS)
    assert any(state.declarer is not None and state.phase is Phase.PLAY for state in states)
    assert any(shows_recap(ENGINE.view(state, None)) for state in states)


def test_the_table_draws_every_sampled_state_small_enough():
    for state in sample_states():
        view = ENGINE.view(state, None)
        data = render_table(view)
        image = decode(data)
        tiles = tiles_height(view)
        assert image.size == (layout.WIDTH, layout.height(state.players, shows_recap(view), tiles))
        assert image.mode == "P"
        assert len(data) < LIMIT_KB * 1024


def test_the_hand_draws_for_every_seat_of_every_sampled_state():
    for state in sample_states(per_game=5):
        for seat in range(state.players):
            view = ENGINE.view(state, seat)
            image = decode(render_hand(view, four_colour=seat % 2 == 0))
            assert (image.size, image.mode) == ((hand.WIDTH, hand.height(len(view.hand))), "P")


def test_results_draw_once_a_round_has_ended():
    drawn = 0
    for state in sample_states():
        view = ENGINE.view(state, None)
        if not view.results:
            with pytest.raises(ValueError, match="no round has ended"):
                render_results(view)
            continue
        image = decode(render_results(view))
        assert (image.size, image.mode) == ((results.WIDTH, results.height(view, "en")), "P")
        drawn += 1
    assert drawn


def test_only_views_are_drawn_and_the_hand_needs_a_seat():
    state = games()[0][5]
    jugglers = engines.get("jugglers")
    other_game = jugglers.view(jugglers.new_game(3, jugglers.Options(), 1), None)
    for render in (render_table, render_hand, render_results):
        with pytest.raises(TypeError, match="JugglerView"):
            render(state)
        with pytest.raises(TypeError):
            render(to_plain(state))
        with pytest.raises(TypeError, match="JugglerView"):
            render(other_game)  # another game's view is no Juggler view either
    with pytest.raises(ValueError, match="seat"):
        render_hand(ENGINE.view(state, None))


def test_a_public_view_holds_no_hidden_letter_and_its_picture_shows_none():
    """Renderers take views only; a public view holds no hand, taken card or pending
    word, and its pictures do not change when every hidden card and word does."""
    changed = 0
    for number, state in enumerate(sample_states(per_game=6)):
        view = ENGINE.view(state, None)
        assert view.hand == () and view.taken is None and view.word is None
        other = scrambled(state, None, number)
        changed += other.hands != state.hands or other.words != state.words
        assert ENGINE.view(other, None) == view
        assert render_table(ENGINE.view(other, None)) == render_table(view)
        if view.results:
            assert render_results(ENGINE.view(other, None)) == render_results(view)
    assert changed > 10


def test_a_hand_picture_shows_that_seats_letters_and_no_one_elses():
    for number, state in enumerate(sample_states(per_game=4)):
        seat = number % state.players
        view = ENGINE.view(state, seat)
        assert view.hand == tuple(sorted(state.hands[seat]))
        other = scrambled(state, seat, number)
        assert render_hand(ENGINE.view(other, seat)) == render_hand(view)


def test_the_table_picture_is_the_same_from_any_seat():
    # A seat view passed to the table by mistake must draw nothing extra.
    for number, state in enumerate(sample_states(per_game=4)):
        seat = number % state.players
        assert render_table(ENGINE.view(state, seat)) == render_table(ENGINE.view(state, None))


@pytest.mark.parametrize("four_colour", [True, False])
def test_a_vowel_on_the_table_is_red_and_a_consonant_is_not(four_colour):
    # Vowels come first on the table, so the first pile's tile is probed.
    width, height = TILE_SIZES[0].size
    box = (
        layout.TILES_LEFT,
        layout.TILES_TOP,
        layout.TILES_LEFT + width,
        layout.TILES_TOP + height,
    )
    view = replace(ENGINE.view(games()[0][3], None), table=("E",))
    pixels = _region(decode(render_table(view, four_colour=four_colour)), box)
    assert sum(map(reddish, pixels)) > 100
    consonant = replace(view, table=("T",))
    pixels = _region(decode(render_table(consonant, four_colour=four_colour)), box)
    assert not any(map(reddish, pixels))


def test_the_band_tells_vowels_apart_by_shape_when_four_colour_is_on():
    view = replace(ENGINE.view(games()[0][3], None), table=("A",))
    width, height = TILE_SIZES[0].size
    left, top = layout.TILES_LEFT, layout.TILES_TOP
    band = (left + 10, top + height - 5, left + width - 10, top + height - 2)
    assert all(map(reddish, _region(decode(render_table(view)), band)))
    assert not any(map(reddish, _region(decode(render_table(view, four_colour=False)), band)))


def test_a_vowel_in_hand_is_red():
    state = _first(lambda s: s.phase is Phase.PLAY and "A" in s.hands[s.turn])
    view = ENGINE.view(state, state.turn)
    assert view.hand[0] == "A"  # sorted: the first tile
    box = (hand.MARGIN, hand.TILES_TOP, hand.MARGIN + hand.TILE[0], hand.TILES_TOP + hand.TILE[1])
    assert sum(map(reddish, _region(decode(render_hand(view)), box))) > 100


def test_the_awaited_plates_are_outlined_in_gold():
    for state in sample_states(per_game=3):
        if state.phase is Phase.OVER:
            continue
        view = ENGINE.view(state, None)
        image = decode(render_table(view)).convert("RGB")
        for seat in range(state.players):
            left, top, right, _ = layout.plate_box(seat, tiles_height(view))
            edge = image.getpixel(((left + right) // 2, top))
            assert edge == (GOLD if seat in view.to_act else PLATE), (state.step, seat)


def test_names_are_given_per_seat_blanks_fall_back_to_seat_letters():
    view = ENGINE.view(games()[2][10], None)
    assert seat_names(view, None) == ["A", "B", "C", "D"]
    assert seat_names(view, ["alice", " ", "carol", "dave"]) == ["alice", "B", "carol", "dave"]
    with pytest.raises(ValueError, match="names"):
        render_table(view, ["just one"])


def test_the_header_names_who_is_awaited_without_losing_the_verb():
    state = _first(lambda s: s.phase is Phase.PLAY and s.declarer is not None)
    view = ENGINE.view(state, None)
    names = seat_names(view, LONG_NAMES[: state.players])
    line, who = status(view, names)
    assert who == names[state.turn]
    assert text(line, "en") in (NAME + " to take", NAME + " to discard")
    rest = text(line, "en").removeprefix(NAME)
    shown = phrase(line, who, 20, True, 300, "en")
    # The name is shortened the way people shorten names; the verb stays whole.
    assert shown == "Maximilian L." + rest and text_width(shown, 20, True) <= 300
    assert phrase(line, who, 20, True, 160, "en").endswith("…" + rest)
    note, declarer = stage_note(view, names)
    assert (declarer, text(note, "en")) == (
        names[state.declarer],
        f"{NAME} declared · {_turns(state)}",
    )
    dry = ENGINE.view(sample_states()[-1], None)
    note, nobody = stage_note(dry, seat_names(dry, None))
    assert (nobody, text(note, "en")) == ("", "decks empty · 3 turns left")


def _turns(state: JugglerState) -> str:
    left = ENGINE.view(state, None).turns_left
    return f"{left} last turn" + ("" if left == 1 else "s")


def test_last_rounds_words_show_early_in_the_next_round_only():
    later = [s for s in games()[3] if s.phase is Phase.PLAY and s.results]
    early = [s for s in later if s.turns_done < s.players]
    assert early and len(early) < len(later)
    assert all(shows_recap(ENGINE.view(s, None)) is (s in early) for s in later)
    assert shows_recap(ENGINE.view(games()[3][-1], None))


@pytest.mark.parametrize("players", PLAYER_COUNTS)
def test_a_table_crowded_beyond_any_real_moment_still_draws_small_enough(players):
    states = games()[PLAYER_COUNTS.index(players)]
    view = crowded(ENGINE.view(states[len(states) // 2], 0))
    names = LONG_NAMES[:players]
    for render, size in (
        (render_table, (layout.WIDTH, layout.height(players, True, tiles_height(view)))),
        (render_hand, (hand.WIDTH, hand.height(20))),
        (render_results, (results.WIDTH, results.height(view, "en"))),
    ):
        data = render(view, names)
        assert decode(data).size == size
        assert len(data) < LIMIT_KB * 1024


def test_all_seventy_cards_fit_on_the_table():
    """Every letter of the game face up: the smaller tiles, in rows within the panel."""
    every_card = tuple(
        letter for letter, count in LETTER_COUNTS["en"].items() for _ in range(count)
    )
    view = replace(ENGINE.view(games()[4][0], None), table=every_card)
    size, places = arrange(table_order(view.table))
    assert size == TILE_SIZES[-1]
    piles = table_order(view.table)
    assert all(
        x >= layout.TILES_LEFT and x + size.size[0] + (count - 1) * size.fan <= layout.TILES_RIGHT
        for (x, _), (_, count) in zip(places, piles, strict=True)
    )
    assert decode(render_table(view)).size == (
        layout.WIDTH,
        layout.height(6, False, tiles_height(view)),
    )


def test_the_package_offers_the_same_three_pictures_as_every_game():
    assert {"render_hand", "render_results", "render_table"} <= set(juggler.__all__)


def test_preview_writes_tables_hands_and_results_for_2_4_and_6_players(tmp_path, capsys):
    assert preview.main(["juggler", "--out", str(tmp_path)]) == 0
    printed = capsys.readouterr().out.split()
    names = {path.name for path in tmp_path.iterdir()}
    assert names == {line.rsplit("/", 1)[-1] for line in printed}
    for players in (2, 4, 6):
        for moment in ("first-turn", "first-turn-hand", "discard", "game-over", "results",
                       "crowded"):  # fmt: skip
            assert f"juggler-{players}p-{moment}.png" in names
    assert "juggler-6p-crowded-hand.png" in names  # the same at every size: drawn once
    assert all(name.startswith("juggler-") for name in names)


def test_a_full_hand_in_the_results_keeps_every_letter_whole():
    """Twenty tiles once closed up until a Q's tail hid under the next tile and it read as
    a C; now they close up no further than the letter's width, then take a second row."""
    from renderers.juggler.results import LEAST_STEP, tile_layout

    for count in range(1, 21):
        for split in (False, True):
            rows, per_row, step = tile_layout(count, split)
            assert rows * per_row >= count
            if per_row > 1:
                assert step >= LEAST_STEP, (count, split, step)
            room = layout.WIDTH - 2 * results.MARGIN - 2 * results.PAD
            assert (per_row - 1) * step + results.TILE[0] + results.LEFT_OUT_GAP * split <= room
    assert tile_layout(20, True)[0] == 2
