"""A final score in the game's own words, so no screen mixes "score", "points" and "wins".

An engine may offer `score_words(score) -> str | Message` ("1 round win", "3
cards left"); without it a score is a number of points. Front ends turn the
result into the reader's language (`renderers.i18n.text`).
"""

from __future__ import annotations

from typing import Any

from engines.core.messages import Line, nmsg


def score_text(engine: Any, score: float) -> Line:
    words = getattr(engine, "score_words", None)
    if words is not None:
        line: Line = words(score)
        return line
    return nmsg("{count} point", "{count} points", whole_or_fraction(score))


def whole_or_fraction(number: float) -> int | float:
    """A score as a message's `count`: a whole number as an int (it chooses the plural
    form and reads "3", not "3.0"), a fraction as it is."""
    return int(number) if float(number).is_integer() else number


def counted(number: float, noun: str) -> str:
    """`1 point`, `2 points`, `1.5 points`."""
    return f"{number:g} {noun}{'' if number == 1 else 's'}"
