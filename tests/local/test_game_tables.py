"""The games' terminal tables share one layout, and each reads well on its own: Boromir's
ring drawn as a ring, Heroes' long lists wrapped between heroes, Jugglers' seats in
table order."""

from __future__ import annotations

import re
from dataclasses import replace
from functools import cache
from itertools import pairwise

import pytest

import engines
from engines.boromir.views import StackView
from engines.core.cards import parse_card
from renderers.boromir.text import ring_lines
from renderers.presentation import presentation_for
from renderers.text import WIDTH, display_width
from tests.engines.conformance import choose_bot, play_out

# Siteswap's terminal table is another issue's; every other game has the shared frame.
FRAMED = ("jugglers", "juggler", "boromir", "heroes")
SHORT = {"jugglers": "Jugglers", "juggler": "Juggler", "boromir": "Boromir", "heroes": "Heroes"}
LAST = re.compile(r"^  (▶ Your turn: .+|Waiting for .+\.|The (game|match) is over\.)$")


@cache
def _game(game: str, players: int, seed: int = 1) -> list:
    engine = engines.get(game)
    options = engine.Options(target=20) if game == "juggler" else engine.Options()
    return play_out(engine, players, seed, choose_bot, options).states


def _rendered(game: str, players: int, seat: int | None = 0):
    engine, table = engines.get(game), presentation_for(game).text_table
    people = ["you"] + ["bot"] * (players - 1)
    for state in _game(game, players)[::7] + _game(game, players)[-1:]:
        yield state, table.render(engine.view(state, seat), people)


@pytest.mark.parametrize("game", FRAMED)
def test_every_table_has_the_same_frame_and_fits_the_width(game):
    players = engines.get(game).min_players
    for _, lines in _rendered(game, players):
        assert lines[0].startswith(f"── {SHORT[game]} · ") and len(lines[0]) == WIDTH
        # The turn line ends the table; a long one wraps, indented under its words.
        last = next(i for i in range(len(lines) - 1, -1, -1) if not lines[i].startswith("    "))
        assert LAST.match(lines[last]), lines[last]
        assert max(display_width(line) for line in lines) <= WIDTH


def _ring(tops: list[str], heights: list[int]):
    view = engines.get("boromir").view(_game("boromir", 4)[0], 0)
    ring = tuple(StackView(top=parse_card(top), height=height) for top, height in
                 zip(tops, heights, strict=True))  # fmt: skip
    return replace(view, ring=ring, last_capture=None)


def _spots(lines: list[str]) -> dict[int, tuple[int, int]]:
    """Where each spot number ends (they are right-aligned): (line, terminal column)."""
    found = {}
    for row, line in enumerate(lines):
        for match in re.finditer(r"(?<![\d×])(\d{1,2}) ", line):
            found[int(match.group(1))] = (row, display_width(line[: match.end(1)]))
    return found


def test_the_boromir_ring_is_an_oval_where_neighbours_sit_side_by_side():
    tops = ["10h", "6s", "As", "Qc", "4c", "2s", "Kd", "Kh", "6h", "7c", "Ad", "3s", "9c"]
    heights = [1, 12, 1, 16, 1, 1, 10, 1, 2, 1, 1, 1, 3]
    lines = ring_lines(_ring(tops, heights))
    spots = _spots(lines)
    assert sorted(spots) == list(range(1, 14))
    # Spots 1-6 left to right on top, 7 at the right end, 12 to 8 along the bottom,
    # 13 at the left end: going round the oval clockwise is counting up.
    assert [spots[n][0] for n in range(1, 14)] == [0] * 6 + [1] + [2] * 5 + [1]
    columns = [spots[n][1] for n in range(1, 7)]
    assert columns == sorted(columns) and len({b - a for a, b in pairwise(columns)}) == 1
    bottom = [spots[n][1] for n in range(12, 7, -1)]
    assert bottom == sorted(bottom) and len({b - a for a, b in pairwise(bottom)}) == 1
    assert spots[13][1] < columns[0] and spots[7][1] > columns[-1]
    assert "×16" in lines[0] and "×12" in lines[0] and "×10" in lines[1]


def test_the_joker_takes_two_terminal_cells_and_the_columns_stay_straight():
    tops = ["10h", "6s", "As", "Qc", "4c", "2s", "Kd", "Kh", "6h", "7c", "Ad", "3s", "9c"]
    plain = _spots(ring_lines(_ring(tops, [1] * 13)))
    tops[1] = tops[9] = tops[12] = "🃏"  # a wide character: two terminal cells
    assert _spots(ring_lines(_ring(tops, [1] * 13))) == plain


def test_boromir_says_where_a_stack_lands_before_it_is_picked(capsys):
    from bot.local.ask import choose

    engine = engines.get("boromir")
    state = _game("boromir", 4)[0]
    seat = engine.to_act(state)[0]
    view, legal = engine.view(state, seat), engine.legal_actions(state, seat)
    captures = [action for action in legal if action.kind == "capture"]
    single = next(a for a in captures if sum(b.stack == a.stack for b in captures) == len(
        [b for b in captures if b.stack == a.stack and b.onto == a.onto]))  # fmt: skip
    answers = iter(["capture", str(single.stack + 1), "q"])
    with pytest.raises(Exception):  # noqa: B017 - the reader runs dry or q quits
        choose(engine, view, legal, lambda prompt: next(answers))
    out = capsys.readouterr().out
    stack = view.ring[single.stack]
    target = view.ring[single.onto]
    assert f"{stack.top.symbol} at spot {single.stack + 1} → onto {target.top.symbol}" in out


def test_heroes_lists_wrap_between_heroes_never_inside_one():
    pattern = re.compile(r"[A-Z][a-z]+ \((Ember|Tide|Grove|Gale|Stone) ★\d\)")
    for _, lines in _rendered("heroes", 6):
        text = "\n".join(lines)
        assert max(display_width(line) for line in lines) <= WIDTH
        for line in lines:
            # Every "(" opened on a line closes on it: no hero is cut in two.
            assert line.count("(") == line.count(")"), line
        assert pattern.search(text) or "—" in text


def test_heroes_turn_line_follows_the_phase():
    from engines.heroes.state import Phase

    engine = engines.get("heroes")
    table = presentation_for("heroes").text_table
    seen = {}
    for state in _game("heroes", 3):
        for seat in engine.to_act(state):
            lines = table.render(engine.view(state, seat), ["you", "bot", "bot"])
            seen.setdefault(state.phase, " ".join(line.strip() for line in lines[-3:]))
    assert "▶ Your turn: take a hero" in seen[Phase.TAKE]
    assert "▶ Your turn: play your joker or end the turn." in seen[Phase.AFTER_TAKE]
    assert "▶ Your turn: pick four of your heroes" in seen[Phase.LOCK_IN]


@pytest.mark.parametrize(
    ("players", "seats"),
    [(2, "A you · A's dummy · B bot · B's dummy"), (3, "A you · Dummy · B bot · C bot")],
)
def test_jugglers_lists_seats_in_table_order(players, seats):
    engine = engines.get("jugglers")
    state = engine.new_game(players, engine.Options(), 1)
    lines = presentation_for("jugglers").text_table.render(
        engine.view(state, 0), ["you"] + ["bot"] * (players - 1)
    )
    assert lines[1].startswith(f"  Seats   {seats}    chair A")
