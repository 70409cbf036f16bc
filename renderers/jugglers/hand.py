"""A player's private picture: their sigil and hand, sent only to them.

Small on purpose: it is redrawn after each of the player's moves and must stay
well under 10 ms.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase
from engines.jugglers.views import JugglersView
from renderers import cards
from renderers.jugglers.labels import head_names
from renderers.kept import kept
from renderers.theme import FELT, GOLD, INK, PASS, TEXT, TEXT_DIM
from renderers.widgets import draw_text, rounded, text_width

WIDTH, HEIGHT = 620, 236
MARGIN = 16
HAND_CARD: cards.Size = (72, 102)
HAND_LEFT = MARGIN + cards.LARGE[0] + 28
CARDS_TOP = 40
NOTES_TOP = CARDS_TOP + HAND_CARD[1] + 18


@kept(1)
def _background() -> Image.Image:
    image = Image.new("RGB", (WIDTH, HEIGHT), FELT)
    draw_text(image, (MARGIN, 14), "YOUR SIGIL", 14, TEXT_DIM, FELT, bold=True)
    return image


def draw_hand(view: JugglersView, names: Sequence[str] | None, four_colour: bool) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat's view, not the public view")
    name = head_names(view, names)[view.seat]
    image = _background().copy()
    draw = ImageDraw.Draw(image)
    frame = (MARGIN - 4, CARDS_TOP - 4, MARGIN + cards.LARGE[0] + 3, CARDS_TOP + cards.LARGE[1] + 3)
    rounded(draw, frame, None, radius=12, outline=GOLD, width=3)
    sigil = (
        cards.slot(cards.LARGE, FELT, "no\nsigil")
        if view.sigil is None
        else cards.face(view.sigil, cards.LARGE, four_colour, FELT)
    )
    image.paste(sigil, (MARGIN, CARDS_TOP))
    title = f"{name.upper()} · HAND ({len(view.hand)})"
    right = WIDTH - MARGIN
    if view.seat in view.to_act and view.phase is not Phase.OVER:
        pill = text_width("YOUR TURN", 15, True) + 24
        rounded(draw, (right - pill, 8, right, 32), GOLD, radius=12)
        draw_text(
            image,
            (right - pill / 2, 20),
            "YOUR TURN",
            15,
            INK,
            GOLD,
            bold=True,
            align="centre",
            anchor="middle",
        )
        right -= pill + 12
    draw_text(image, (HAND_LEFT, 14), title, 14, TEXT_DIM, FELT, bold=True, width=right - HAND_LEFT)
    _cards(image, view, four_colour)
    _notes(image, view)
    return image


def _cards(image: Image.Image, view: JugglersView, four_colour: bool) -> None:
    """Up to seven cards (five players): overlap them when the row would overflow."""
    room = WIDTH - MARGIN - HAND_LEFT - HAND_CARD[0]
    step = min(HAND_CARD[0] + 6, room // max(1, len(view.hand) - 1))
    for position, card in enumerate(view.hand):
        image.paste(
            cards.face(card, HAND_CARD, four_colour, FELT), (HAND_LEFT + position * step, CARDS_TOP)
        )
    if not view.hand:
        draw_text(
            image,
            (HAND_LEFT, CARDS_TOP + HAND_CARD[1] / 2),
            "no cards in hand",
            18,
            TEXT_DIM,
            FELT,
            anchor="middle",
        )


def _notes(image: Image.Image, view: JugglersView) -> None:
    """What the sigil wants on the table, and the cards this player put face down."""
    width = WIDTH - MARGIN - HAND_LEFT
    y = NOTES_TOP
    if view.sigil is not None:
        sigil = view.sigil
        wanted = [
            f"{draft.policy.symbol} {draft.spot.value}"
            for draft in view.drafts
            if draft.policy is not None and matches(sigil, draft.policy)
        ]
        line = "Policies matching your sigil: " + (", ".join(wanted) if wanted else "none now")
        draw_text(image, (HAND_LEFT, y), line, 16, PASS if wanted else TEXT_DIM, FELT, width=width)
        y += 22
        village = [card.symbol for card in view.village_order if matches(sigil, card)]
        line = f"Village Order matches: {len(village)}" + (
            f" ({' '.join(village)})" if village else ""
        )
        draw_text(image, (HAND_LEFT, y), line, 16, TEXT, FELT, width=width)
        y += 22
    played = [
        f"{entry.card.symbol} {draft.spot.value}"
        for draft in view.drafts
        for entry in draft.face_down
        if entry.card is not None
    ]
    if played:
        draw_text(
            image,
            (HAND_LEFT, y),
            "Face down from you: " + ", ".join(played),
            16,
            TEXT_DIM,
            FELT,
            width=width,
        )
