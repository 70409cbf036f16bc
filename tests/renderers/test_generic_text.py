"""The generic terminal table prints any view, whatever its records are made of."""

import engines
from renderers.text import GenericTable
from tests.renderers.helpers import sample_states

ENGINE = engines.get("jugglers")


def test_records_inside_a_view_print_by_their_fields():
    """Jugglers' heads and drafts are dataclasses inside a pydantic view: they print
    as fields, the way a model does, not as a Python repr."""
    state = sample_states(per_game=2)[1]
    people = ["you"] + ["bot"] * (state.players - 1)
    lines = GenericTable().render(ENGINE.view(state, 0), people)
    rows = {line.split()[0]: line for line in lines[1:]}
    assert "(name A, dummy no, owner —, hand_count " in rows["heads"]
    assert "(spot left, policy " in rows["drafts"]
    assert "View(" not in "\n".join(lines)
