"""The generic terminal table prints any view, whatever its records are made of."""

import engines
from engines.core.messages import english
from renderers.text import GenericTable
from tests.renderers.helpers import sample_states

ENGINE = engines.get("jugglers")


def test_records_inside_a_view_print_by_their_fields():
    """Jugglers' heads and drafts are dataclasses inside a pydantic view: they print
    as fields, the way a model does, not as a Python repr."""
    state = sample_states(per_game=2)[1]
    people = ["you"] + ["bot"] * (state.players - 1)
    lines = GenericTable().render(ENGINE.view(state, 0), people)
    rows = {line.split()[0]: line for line in lines[1:] if line}
    assert "(name A, dummy no, owner —, hand_count " in rows["heads"]
    assert "(spot left, policy " in rows["drafts"]
    assert "View(" not in "\n".join(lines)


def test_the_generic_table_has_every_games_frame():
    """The rule line with the game's name first, the seats in order, and at the bottom
    whose turn it is: the layout every game's own table has too."""
    state = sample_states(per_game=2)[1]
    people = ["you"] + ["bot"] * (state.players - 1)
    view = ENGINE.view(state, 0)
    lines = GenericTable("Jugglers").render(view, people)
    progress = english(view.progress)
    assert lines[0].startswith(f"── Jugglers · {progress} ─") and len(lines[0]) == 78
    assert lines[1] == "  Seats   " + " · ".join(f"{'ABCDE'[n]} {who}" for n, who in
                                                 enumerate(people))  # fmt: skip
    awaited = view.to_act
    expected = ("  ▶ Your turn: make your move." if 0 in awaited
                else f"  Waiting for {' and '.join('ABCDE'[s] for s in awaited)}.")  # fmt: skip
    assert lines[-1] == expected and lines[-2] == ""
