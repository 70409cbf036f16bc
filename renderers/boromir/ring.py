"""The ring of thirteen stacks, drawn round the middle of a picture.

Each stack shows its top card, with its height on a badge just inside the
ring; spot numbers sit outside the circle, as the buttons name them. The last capture is marked with
a gold frame on the stack it landed on and a gold disc on the number of the
spot it left, and said in words under the ring (`capture_words`), so the marks
are never the only sign. The draw pile lies in the middle.
"""

from __future__ import annotations

import math

from PIL import Image, ImageDraw

from engines.boromir.views import BoromirView
from engines.core.messages import msg, nmsg
from renderers import cards
from renderers.i18n import SOURCE, text
from renderers.theme import FELT, GOLD, INK, TEXT, TEXT_DIM, Colour
from renderers.widgets import badge, draw_text

CARD = cards.SMALL
RADIUS = 156  # from the ring's centre to a card's centre: neighbours never touch
LABEL_RADIUS = RADIUS + 60  # clear of a card's corner, its gold disc included
SPOTS = 13
HEIGHT_BADGE = 34
HEIGHT_RADIUS = RADIUS - 56  # a stack's height, on a badge just inside its card
SIZE = 19  # spot numbers and stack heights: bold 19 px, as large as the rest


def spot_centre(centre: tuple[int, int], spot: int, radius: float = RADIUS) -> tuple[float, float]:
    """Spot 0 at the top, then clockwise, like a clock face."""
    angle = 2 * math.pi * spot / SPOTS - math.pi / 2
    return centre[0] + radius * math.cos(angle), centre[1] + radius * math.sin(angle)


def _card(view: BoromirView, spot: int, four_colour: bool) -> Image.Image:
    top = view.ring[spot].top
    return cards.joker(CARD, FELT) if top.is_joker else cards.face(top, CARD, four_colour, FELT)


def capture_words(
    view: BoromirView, names: list[str], locale: str = SOURCE, marks: bool = True
) -> str:
    """The last capture in words: who moved what from where onto which spot; with
    `marks`, which gold marks on the picture show it (the picture's own note)."""
    last = view.last_capture
    if last is None:
        return text(msg("No capture yet."), locale)
    name, target = names[last.seat], last.target + 1
    if last.source is None:
        said = (
            msg("Last capture: {name} laid {card} onto spot {target} (gold frame).",
                name=name, card=last.card.symbol, target=target)
            if marks
            else msg("Last capture: {name} laid {card} onto spot {target}.",
                     name=name, card=last.card.symbol, target=target)
        )  # fmt: skip
        return text(said, locale)
    said = (
        msg("Last capture: {name} moved spot {source} (gold number) onto spot {target} "
            "(gold frame).", name=name, source=last.source + 1, target=target)
        if marks
        else msg("Last capture: {name} moved spot {source} onto spot {target}.",
                 name=name, source=last.source + 1, target=target)
    )  # fmt: skip
    return text(said, locale)


def draw_ring(
    canvas: Image.Image, view: BoromirView, centre: tuple[int, int], four_colour: bool
) -> None:
    draw = ImageDraw.Draw(canvas)
    last = view.last_capture
    width, height = CARD
    for spot in range(SPOTS):
        x, y = spot_centre(centre, spot)
        left, top = round(x - width / 2), round(y - height / 2)
        if last is not None and spot == last.target:
            draw.rounded_rectangle(
                (left - 5, top - 5, left + width + 4, top + height + 4), radius=9, outline=GOLD,
                width=4,
            )  # fmt: skip
        canvas.paste(_card(view, spot, four_colour), (left, top))
        stack = view.ring[spot].height
        if stack > 1:  # inside the ring, where it hides no card
            tag = badge(f"×{stack}", HEIGHT_BADGE, TEXT, INK, FELT, text_size=SIZE)
            bx, by = spot_centre(centre, spot, HEIGHT_RADIUS)
            canvas.paste(tag, (round(bx - HEIGHT_BADGE / 2), round(by - HEIGHT_BADGE / 2)))
        lx, ly = spot_centre(centre, spot, LABEL_RADIUS)
        moved_from = last is not None and last.source == spot
        if moved_from:
            draw.ellipse((lx - 16, ly - 16, lx + 16, ly + 16), fill=GOLD)
        ink: Colour = INK if moved_from else TEXT_DIM
        background: Colour = GOLD if moved_from else FELT
        draw_text(canvas, (lx, ly), str(spot + 1), SIZE, ink, background, bold=True,
                  align="centre", anchor="middle")  # fmt: skip


def draw_pile(
    canvas: Image.Image, view: BoromirView, centre: tuple[int, int], locale: str = SOURCE
) -> None:
    """The draw pile in the middle, with how many cards are left in it."""
    width, height = cards.MEDIUM
    x, y = centre[0] - width // 2, centre[1] - height // 2 - 16
    if view.draw_pile:
        canvas.paste(cards.back(cards.MEDIUM, FELT), (x, y))
    else:
        canvas.paste(cards.slot(cards.MEDIUM, FELT, "empty"), (x, y))
    words = text(nmsg("{count} card left", "{count} cards left", view.draw_pile), locale)
    draw_text(canvas, (centre[0], y + height + 18), words, 20, TEXT, FELT, bold=True,
              align="centre", anchor="middle")  # fmt: skip
