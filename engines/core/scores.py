"""A final score in the game's own words, so no screen mixes "score", "points" and "wins".

An engine may offer `score_words(score) -> str` ("1 round win", "3 cards left");
without it a score is a number of points.
"""

from __future__ import annotations

from typing import Any


def score_text(engine: Any, score: float) -> str:
    words = getattr(engine, "score_words", None)
    if words is not None:
        return str(words(score))
    return counted(score, "point")


def counted(number: float, noun: str) -> str:
    """`1 point`, `2 points`, `1.5 points`."""
    return f"{number:g} {noun}{'' if number == 1 else 's'}"
