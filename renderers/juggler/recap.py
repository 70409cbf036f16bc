"""The last round's words in a strip under the plates, while the next round is young.

Early in a round players still wonder what the others made last time; later
the strip would only push the live table down, so it goes. At the end of the
game it stays, beside the final totals.
"""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.core.messages import msg
from engines.juggler.state import Phase
from engines.juggler.views import JugglerView
from renderers.i18n import text
from renderers.juggler.labels import SEAT_COLOURS, seat_letter
from renderers.juggler.layout import (
    GAP,
    LINE,
    MARGIN,
    PAD,
    STRIP_ROW,
    WIDTH,
    plates_bottom,
    strip_height,
)
from renderers.theme import INK, PANEL, PASS, TEXT, TEXT_DIM
from renderers.widgets import badge, draw_text, rounded

TOKEN = 26


def shows_recap(view: JugglerView) -> bool:
    if not view.results:
        return False
    if view.phase is Phase.OVER:
        return True
    fresh = view.results[-1].round == view.round - 1
    return view.phase is Phase.PLAY and fresh and view.turns_done < view.players


def draw_recap(image: Image.Image, view: JugglerView, tiles: int, locale: str) -> None:
    """One line a seat: its token, the word it made (or none), and the points."""
    result = view.results[-1]
    top = plates_bottom(view.players, tiles) + GAP
    box = (MARGIN, top, WIDTH - MARGIN, top + strip_height(view.players))
    rounded(ImageDraw.Draw(image), box, PANEL, radius=12)
    left, right = MARGIN + PAD, WIDTH - MARGIN - PAD
    heading = text(msg("ROUND {round} WORDS", round=result.round), locale)
    draw_text(image, (left, top + PAD), heading, 18, TEXT_DIM, PANEL, bold=True,
              width=right - left)  # fmt: skip
    for seat, (word, points) in enumerate(zip(result.words, result.points, strict=True)):
        middle = top + PAD + LINE + seat * STRIP_ROW + STRIP_ROW / 2
        image.paste(
            badge(seat_letter(seat), TOKEN, SEAT_COLOURS[seat], INK, PANEL, text_size=19),
            (left, round(middle - TOKEN / 2)),
        )
        score = f"+{points}" if points else "0"
        used = draw_text(image, (right, middle), score, 18, PASS if points else TEXT_DIM, PANEL,
                         bold=True, align="right", anchor="middle")  # fmt: skip
        shown, ink = (
            (word, TEXT if points else TEXT_DIM)
            if word
            else (text(msg("no word"), locale), TEXT_DIM)
        )
        room = right - used - 8 - (left + TOKEN + 8)
        draw_text(image, (left + TOKEN + 8, middle), shown, 18, ink, PANEL, bold=bool(word),
                  anchor="middle", width=room)  # fmt: skip
