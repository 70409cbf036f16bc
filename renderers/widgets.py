"""Text and shapes shared by every picture.

Text is the slow part of drawing with Pillow (a FreeType render per call), and
the same words recur on every picture of a table: names, labels, hand values.
So each piece of text is rendered once onto its flat background colour and
pasted afterwards, which costs microseconds instead of a fraction of a millisecond.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from functools import lru_cache
from typing import Literal

from PIL import Image, ImageDraw

from renderers.kept import kept, on_palette
from renderers.theme import Colour, font

Align = Literal["left", "centre", "right"]
Anchor = Literal["top", "middle", "baseline", "ink"]
ELLIPSIS = "…"
SUPERSAMPLE = 3


@lru_cache(maxsize=64)
def _metrics(size: int, bold: bool) -> tuple[int, int]:
    """The ascent, and the top of the capitals below the ascent line."""
    face = font(size, bold)
    return face.getmetrics()[0], face.getbbox("H")[1]


def text_sprite(
    text: str, size: int, bold: bool, ink: Colour, background: Colour
) -> tuple[Image.Image, int, int]:
    """`text` drawn once on its background, cropped to its ink.

    Returns the image and where its top-left corner lies from the text's origin
    (left end of the ascent line): a tight crop never paints background over
    a neighbouring border.
    """
    indexed, left, top = _kept_sprite(text, size, bold, ink, background)
    return indexed.convert("RGB"), left, top


@lru_cache(maxsize=384)
def _kept_sprite(
    text: str, size: int, bold: bool, ink: Colour, background: Colour
) -> tuple[Image.Image, int, int]:
    """The sprite, kept on the output palette (see `renderers.kept`)."""
    face = font(size, bold)
    left, top, right, bottom = face.getbbox(text) if text.strip() else (0, 0, 1, 1)
    image = Image.new("RGB", (max(1, right - left), max(1, bottom - top)), background)
    ImageDraw.Draw(image).text((-left, -top), text, font=face, fill=ink)
    return on_palette(image), left, top


def text_width(text: str, size: int, bold: bool = False) -> int:
    return math.ceil(font(size, bold).getlength(text))


@lru_cache(maxsize=2048)
def fit(text: str, size: int, bold: bool, width: int) -> str:
    """`text` cut to `width` pixels with an ellipsis, so long names never overlap."""
    face = font(size, bold)
    if face.getlength(text) <= width:
        return text
    while text and face.getlength(text + ELLIPSIS) > width:
        text = text[:-1]
    return text.rstrip() + ELLIPSIS


def wrap(text: str, size: int, bold: bool, width: int, lines: int = 2) -> list[str]:
    """`text` broken at spaces into at most `lines` lines of `width` pixels; only a
    word too long for a line of its own, or the last line, is cut with an ellipsis."""
    face = font(size, bold)
    out: list[str] = []
    words = text.split(" ")
    while words and len(out) < lines:
        line = words.pop(0)
        while words and face.getlength(f"{line} {words[0]}") <= width:
            line += " " + words.pop(0)
        out.append(line)
    if words:
        out[-1] = fit(f"{out[-1]} {' '.join(words)}", size, bold, width)
    return [fit(line, size, bold, width) for line in out]


def short_name(name: str, size: int, bold: bool, width: int) -> str:
    """A name in `width` pixels, shortened the way people shorten names: whole if it
    fits, then first name and initial ("Christopher C."), then cut with an ellipsis;
    a note in brackets at the end (a bot's level) is kept while the name can shrink."""
    if text_width(name, size, bold) <= width:
        return name
    seat, mark, person = name.rpartition(" · ")  # "C · Christopher Columbus": keep the seat
    if mark:
        prefix = seat + mark
        return prefix + short_name(person, size, bold, width - text_width(prefix, size, bold))
    person, mark, note = name.rpartition(" (")
    if mark and note.endswith(")"):  # "Bot Rowan (hard)": a bot's level outlasts its name
        suffix = mark + note
        room = width - text_width(suffix, size, bold)
        if room >= text_width("Bot R.", size, bold):
            return short_name(person, size, bold, room) + suffix
    first, *rest = name.split()
    initial = f"{first} {rest[0][0]}." if rest else first
    if text_width(initial, size, bold) <= width:
        return initial
    return fit(first, size, bold, width)


def draw_text(
    canvas: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    ink: Colour,
    background: Colour,
    *,
    bold: bool = False,
    align: Align = "left",
    anchor: Anchor = "top",
    width: int | None = None,
) -> int:
    """Paste `text` and return its width in pixels.

    `anchor` places y at the top of the capitals, their middle or the baseline,
    which lines up text of different sizes the way a reader expects, or at the
    middle of the ink (for symbols); `width` truncates with an ellipsis.
    """
    if width is not None:
        text = fit(text, size, bold, width)
    sprite, left, top = text_sprite(text, size, bold, ink, background)
    ascent, cap_top = _metrics(size, bold)
    x, y = xy
    if align == "centre":
        x -= sprite.width / 2
    elif align == "right":
        x -= sprite.width
    else:
        x += left
    if anchor == "ink":
        canvas.paste(sprite, (round(x), round(y - sprite.height / 2)))
        return sprite.width
    if anchor == "top":
        y -= cap_top
    elif anchor == "middle":
        y -= (cap_top + ascent) / 2
    else:
        y -= ascent
    canvas.paste(sprite, (round(x), round(y + top)))
    return sprite.width


def rounded(
    draw: ImageDraw.ImageDraw,
    box: tuple[float, float, float, float],
    fill: Colour | None,
    radius: int = 8,
    outline: Colour | None = None,
    width: int = 1,
) -> None:
    draw.rounded_rectangle(box, radius=radius, fill=fill, outline=outline, width=width)


def smooth_shape(
    size: tuple[int, int],
    background: Colour,
    fill: Colour,
    radius: int,
    outline: Colour | None = None,
    width: int = 1,
) -> Image.Image:
    """A rounded rectangle with anti-aliased corners, drawn large and scaled down.

    Only worth it for images that are cached (cards, badges): it costs a few
    milliseconds per shape.
    """
    big = Image.new("RGB", (size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE), background)
    ImageDraw.Draw(big).rounded_rectangle(
        (0, 0, big.width - 1, big.height - 1),
        radius=radius * SUPERSAMPLE,
        fill=fill,
        outline=outline,
        width=width * SUPERSAMPLE,
    )
    return big.resize(size, Image.Resampling.BOX)


def smooth_circle(diameter: int, background: Colour, colour: Colour, ring: int = 0) -> Image.Image:
    """A filled disc, or a ring `ring` pixels wide."""
    big = Image.new("RGB", (diameter * SUPERSAMPLE,) * 2, background)
    box = (0, 0, big.width - 1, big.height - 1)
    if ring:
        ImageDraw.Draw(big).ellipse(box, outline=colour, width=ring * SUPERSAMPLE)
    else:
        ImageDraw.Draw(big).ellipse(box, fill=colour)
    return big.resize((diameter, diameter), Image.Resampling.BOX)


@kept(256)
def badge(
    text: str,
    diameter: int,
    colour: Colour,
    ink: Colour,
    background: Colour,
    hollow: bool = False,
    text_size: int | None = None,
) -> Image.Image:
    """A round token with a short text, such as a player's tag on a card back.

    A hollow token is a ring with the text in the ring's colour: the same tag,
    told apart at a glance (a dummy next to its owner). `text_size` overrides
    the size that fills the token, so two letters stay as readable as one.
    """
    ring = max(2, diameter // 10) if hollow else 0
    image = smooth_circle(diameter, background, colour, ring)
    size = text_size or round(diameter * (0.58 if len(text) < 2 else 0.44))
    draw_text(
        image,
        (diameter / 2, diameter / 2),
        text,
        size,
        colour if hollow else ink,
        background if hollow else colour,
        bold=True,
        align="centre",
        anchor="middle",
    )
    return image


def pill_padding(height: int) -> int:
    """Room on each side of a pill's text, so callers can fit text to a pill's width."""
    return height // 2 + 4


def draw_pill(
    canvas: Image.Image,
    xy: tuple[float, float],
    text: str,
    size: int,
    ink: Colour,
    fill: Colour,
    *,
    height: int,
    align: Literal["left", "right"] = "left",
) -> int:
    """A rounded label with bold centred text (a status, a DEALER chip); returns its width.

    `xy` is the pill's left end (its right end with align="right") and vertical
    middle. Fit long text beforehand, leaving `pill_padding` on either side.
    """
    pill = text_width(text, size, True) + 2 * pill_padding(height)
    x, middle = xy
    left = x - pill if align == "right" else x
    box = (left, middle - height / 2, left + pill, middle + height / 2)
    rounded(ImageDraw.Draw(canvas), box, fill, radius=height // 2)
    draw_text(
        canvas,
        (left + pill / 2, middle),
        text,
        size,
        ink,
        fill,
        bold=True,
        align="centre",
        anchor="middle",
    )
    return pill


SEAT_LETTERS = "ABCDEF"


def seat_labels(players: int, names: Sequence[str] | None) -> list[str]:
    """ "A · alice" for each seat whose player's name is known, the letter alone otherwise:
    the letters are how the games' log lines name seats. A name that already starts
    with its seat's letter (the terminal's "A (you)") is not given it twice."""
    given = list(names or [])
    labels = []
    for seat in range(players):
        letter = SEAT_LETTERS[seat]
        name = given[seat].strip() if seat < len(given) else ""
        if not name or name == letter:
            labels.append(letter)
        elif name.split()[0] == letter:
            labels.append(name)
        else:
            labels.append(f"{letter} · {name}")
    return labels
