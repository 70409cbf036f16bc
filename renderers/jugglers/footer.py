"""The table's lower half: who is who and whose move it is, the policies so far, the dice."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.jugglers.state import Phase
from engines.jugglers.views import JugglersView
from renderers import cards
from renderers.jugglers.labels import DIE_FACES, short_roll
from renderers.jugglers.layout import (
    GAP,
    HEIGHT,
    MARGIN,
    PAD,
    ROLLS_LEFT,
    STRIP_TOP,
    WIDTH,
    Who,
    plate_box,
)
from renderers.theme import GOLD, INK, PANEL, PLATE, PLATE_ACTIVE, TEXT, TEXT_DIM
from renderers.widgets import badge, draw_pill, draw_text, rounded, text_width

GROUP_GAP = 16
TOKEN = 32
ROLL_LINE = 26


def lit(view: JugglersView) -> set[int]:
    """Plates to light up: whoever is awaited, or the match winners at the end."""
    if view.phase is Phase.OVER:
        top = max(view.round_wins)
        return {seat for seat, wins in enumerate(view.round_wins) if wins == top}
    acting = {view.acting_head} if view.acting_head is not None else set()
    return set(view.to_act) | acting


def draw_plates(image: Image.Image, view: JugglersView, who: Who) -> None:
    """One plate per head: name, round wins, cards held, the chair; the awaited one lit up."""
    draw = ImageDraw.Draw(image)
    lit_heads = lit(view)
    for head, info in enumerate(view.heads):
        left, top, right, bottom = box = plate_box(head, len(view.heads))
        fill = PLATE_ACTIVE if head in lit_heads else PLATE
        rounded(draw, box, fill, radius=12, outline=GOLD if head in lit_heads else None, width=2)
        token = badge(who.tags[head], TOKEN, who.colours[head], INK, fill, who.hollow[head])
        image.paste(token, (left + 8, top + 8))
        name_left = left + 8 + TOKEN + 6
        middle = top + 8 + TOKEN / 2
        name_room = right - name_left - 8
        name, below = _name_lines(who.names[head], name_room, info.dummy)
        draw_text(
            image, (name_left, middle), name, 18, TEXT, fill, bold=True, anchor="middle",
            width=name_room,
        )  # fmt: skip
        line, room = top + 44, right - left - 16
        if info.dummy:
            draw_text(image, (left + 8, line), below, 18, TEXT_DIM, fill, width=room)
        else:
            _wins_and_cards(image, view, head, (left + 8, line), room, fill)
        if head == view.chairman and view.phase is not Phase.OVER:
            draw_pill(image, (left + 8, bottom - 18), "CHAIR", 18, INK, GOLD, height=24)


def _name_lines(name: str, room: int, dummy: bool) -> tuple[str, str]:
    """A dummy's plate has a second line to spare: "alice's dummy" too long for
    the first goes on as "alice's" over "dummy"; a name that fits keeps it whole."""
    if not dummy:
        return name, ""
    first, _, rest = name.rpartition(" ")
    if text_width(name, 18, True) <= room or not first:
        return name, "dummy"
    return first, rest


def _wins_and_cards(
    image: Image.Image,
    view: JugglersView,
    head: int,
    xy: tuple[int, int],
    room: int,
    fill: tuple[int, int, int],
) -> None:
    """Stars for round wins won and still wanted, then the cards in hand."""
    wins = view.round_wins[head]
    missing = max(0, view.target_wins - wins)
    x, line = xy
    end = x + room
    x += draw_text(image, (x, line), "★" * wins, 18, GOLD, fill) if wins else 0
    x += draw_text(image, (x, line), "☆" * missing, 18, TEXT_DIM, fill) if missing else 0
    if view.phase is not Phase.OVER:
        count = view.heads[head].hand_count
        draw_text(image, (x + 8, line), f"{count} cards", 18, TEXT_DIM, fill, width=end - x - 8)


def draw_policies(image: Image.Image, view: JugglersView, four_colour: bool) -> None:
    """The Village Order so far, then the failed policies dimmed, then what is left."""
    left, top = MARGIN + PAD, STRIP_TOP + 14
    right = ROLLS_LEFT - GAP - PAD
    draw_text(image, (left, top), "VILLAGE ORDER", 18, TEXT_DIM, PANEL, bold=True)
    row = top + 28
    shown = len(view.village_order) + len(view.failed_policies)
    # Up to 14 policies in a 2-player round: close them up rather than overflow.
    room = right - left - GROUP_GAP - cards.SMALL[0]
    step = min(cards.SMALL[0] + 4, room // max(1, shown - 1))
    x = left
    for card in view.village_order:
        image.paste(cards.face(card, cards.SMALL, four_colour, PANEL), (x, row))
        x += step
    if not view.village_order:
        x += draw_text(image, (x, row + 20), "nothing passed yet", 18, TEXT_DIM, PANEL)
    if view.failed_policies:
        x = max(x + GROUP_GAP, left + text_width("VILLAGE ORDER", 18, True) + 20)
        draw_text(image, (x, top), "FAILED", 18, TEXT_DIM, PANEL, bold=True)
        for card in view.failed_policies:
            image.paste(cards.face(card, cards.SMALL, four_colour, PANEL, dim=True), (x, row))
            x += step
    counts = (
        f"Deck: {view.deck_count} card{'' if view.deck_count == 1 else 's'}"
        f"  ·  Policy deck: {view.policy_deck_count}",
        f"First to {view.target_wins} round wins",
    )
    for number, line in enumerate(counts):
        y = row + cards.SMALL[1] + 12 + number * 24
        draw_text(image, (left, y), line, 18, TEXT_DIM, PANEL, width=right - left)


def draw_rolls(image: Image.Image, view: JugglersView) -> None:
    """The last die rolls, newest first and brightest."""
    left, top = ROLLS_LEFT + PAD, STRIP_TOP + 14
    draw_text(image, (left, top), "LAST DIE ROLLS", 18, TEXT_DIM, PANEL, bold=True)
    room = WIDTH - MARGIN - PAD - left - 30
    if not view.last_rolls:
        draw_text(image, (left, top + 32), "none yet", 18, TEXT_DIM, PANEL)
    for number, line in enumerate(reversed(view.last_rolls)):
        y = top + 44 + number * ROLL_LINE
        if y > HEIGHT - MARGIN - ROLL_LINE / 2:
            break
        value, text = short_roll(line)
        ink = TEXT if number == 0 else TEXT_DIM
        if value is not None:
            draw_text(image, (left, y), DIE_FACES[value - 1], 22, ink, PANEL, anchor="middle")
        draw_text(image, (left + 30, y), text, 18, ink, PANEL, anchor="middle", width=room)
