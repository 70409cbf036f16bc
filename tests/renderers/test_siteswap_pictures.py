"""Siteswap pictures and terminal text: drawn from views, and blind to a pattern under guess."""

from __future__ import annotations

import pytest

from renderers.siteswap import (
    TEXT_TABLE,
    render_hand,
    render_results,
    render_table,
)
from renderers.siteswap.samples import SAMPLE_NAMES, crowded, moments

PNG = b"\x89PNG"


@pytest.mark.parametrize("players", [2, 4, 6])
def test_every_moment_draws_small_pictures(players):
    names = list(SAMPLE_NAMES[:players])
    for name, public, own in moments(players, seed=players):
        for picture in (render_table(public, names), render_hand(own, names),
                        render_table(crowded(public), names)):  # fmt: skip
            assert picture.startswith(PNG) and len(picture) < 100_000
        if name == "over":
            assert render_results(public, names).startswith(PNG)
        else:
            with pytest.raises(ValueError):
                render_results(public, names)
    with pytest.raises(ValueError):
        render_hand(public, names)


def test_the_table_and_text_do_not_depend_on_the_throws_being_juggled():
    _, public, _own = next(m for m in moments(3, seed=7) if m[0] == "juggling")
    assert public.performance is not None and public.performance.throws
    other = public.model_copy(update={"performance": public.performance.model_copy(
        update={"throws": [7, 5, 3, 1, 4]})})  # fmt: skip
    assert render_table(other) == render_table(public)
    people = ["you", "bot", "bot"]
    assert TEXT_TABLE.render(other, people) == TEXT_TABLE.render(public, people)
    assert any("is juggling" in line for line in TEXT_TABLE.render(public, people))
