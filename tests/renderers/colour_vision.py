"""Colour-vision deficiency, simulated: which colours that carry meaning in the pictures
could be mistaken for one another, for the tests and as a report.

Machado, Oliveira and Fernandes (2009) give a matrix per deficiency and severity,
applied to linear RGB; severity 1.0 (protanopia, deuteranopia, tritanopia) is the
strongest case. Colours are compared in CIELAB (ΔE 1976): under about 20 two
small areas of colour are easily confused.

    python -m tests.renderers.colour_vision   # prints the report
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

from renderers.heroes.cards import HOUSE_COLOURS
from renderers.juggler.labels import SEAT_COLOURS
from renderers.leaderboard import MEDALS
from renderers.theme import (
    BLACK,
    CARD_DIM,
    CARD_FACE,
    DUMMY_COLOUR,
    FAIL,
    FOUR_COLOUR_SUITS,
    PASS,
    PLATE,
    PLATE_ACTIVE,
    RED,
    Colour,
)

MACHADO_2009: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": (
        (0.152286, 1.052583, -0.204868),
        (0.114503, 0.786281, 0.099216),
        (-0.003882, -0.048116, 1.051998),
    ),
    "deuteranopia": (
        (0.367322, 0.860646, -0.227968),
        (0.280085, 0.672501, 0.047413),
        (-0.011820, 0.042940, 0.968881),
    ),
    "tritanopia": (
        (1.255528, -0.076749, -0.178779),
        (-0.078411, 0.930809, 0.147602),
        (0.004733, 0.691367, 0.303900),
    ),
}
CONFUSED_BELOW = 20.0


@dataclass(frozen=True)
class Meaning:
    """Colours that tell things apart in some picture, and what else tells them apart."""

    what: str
    colours: dict[str, Colour]
    second_sign: str


MEANINGS = (
    Meaning("suits (four-colour cards)", dict(FOUR_COLOUR_SUITS), "the suit glyph on every card"),
    Meaning("pass and fail", {"pass": PASS, "fail": FAIL}, "✓ or ✗ and words"),
    Meaning(
        "seats and heads",
        {f"seat {n + 1}": c for n, c in enumerate(SEAT_COLOURS)} | {"dummy": DUMMY_COLOUR},
        "a letter on every token; a ring for a dummy",
    ),
    Meaning("awaited plate", {"lit": PLATE_ACTIVE, "plain": PLATE}, "words naming who is awaited"),
    Meaning("hero houses", dict(HOUSE_COLOURS), "an emblem of its own shape per house"),
    Meaning(
        "Juggler decks", {"vowels": RED, "consonants": BLACK}, "the letter; deck counts in words"
    ),
    Meaning("failed policies", {"live": CARD_FACE, "failed": CARD_DIM}, "a FAILED title"),
    Meaning("medals", {f"place {n + 1}": c for n, c in enumerate(MEDALS)}, "the place number"),
)


def _linear(channel: int) -> float:
    value = channel / 255
    return value / 12.92 if value <= 0.04045 else ((value + 0.055) / 1.055) ** 2.4


def _encoded(value: float) -> int:
    value = min(1.0, max(0.0, value))
    return round(
        255 * (12.92 * value if value <= 0.0031308 else 1.055 * value ** (1 / 2.4) - 0.055)
    )


def simulate(colour: Colour, deficiency: str) -> Colour:
    """`colour` as seen with `deficiency` (Machado 2009, severity 1.0)."""
    linear = [_linear(channel) for channel in colour]
    red, green, blue = (
        _encoded(sum(weight * value for weight, value in zip(row, linear, strict=True)))
        for row in MACHADO_2009[deficiency]
    )
    return red, green, blue


def lab(colour: Colour) -> tuple[float, float, float]:
    red, green, blue = (_linear(channel) for channel in colour)
    x = (0.4124 * red + 0.3576 * green + 0.1805 * blue) / 0.95047
    y = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    z = (0.0193 * red + 0.1192 * green + 0.9505 * blue) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(first: Colour, second: Colour) -> float:
    return sum((a - b) ** 2 for a, b in zip(lab(first), lab(second), strict=True)) ** 0.5


def closest(meaning: Meaning, deficiency: str | None) -> tuple[float, str, str]:
    """The two colours of `meaning` most alike (as seen with `deficiency`), and their ΔE."""
    seen = {
        name: simulate(colour, deficiency) if deficiency else colour
        for name, colour in meaning.colours.items()
    }
    return min((delta_e(seen[a], seen[b]), a, b) for a, b in itertools.combinations(seen, 2))


def report() -> list[str]:
    lines = [f"{'meaning':28}{'vision':14}closest pair (ΔE)"]
    for meaning in MEANINGS:
        for deficiency in (None, *MACHADO_2009):
            gap, first, second = closest(meaning, deficiency)
            flag = f"  confusable: {meaning.second_sign}" if gap < CONFUSED_BELOW else ""
            lines.append(
                f"{meaning.what:28}{deficiency or 'typical':14}{first} / {second} ({gap:.1f}){flag}"
            )
    return lines


if __name__ == "__main__":
    print("\n".join(report()))
