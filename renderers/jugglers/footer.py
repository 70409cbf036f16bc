"""The table's lower half: who is who and whose move it is, the policies so far, the dice."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.core.messages import msg, nmsg
from engines.jugglers.state import Phase
from engines.jugglers.views import JugglersView
from renderers import cards
from renderers.i18n import SOURCE, text
from renderers.jugglers.labels import DIE_FACES, dummy_of, named, short_roll
from renderers.jugglers.layout import (
    CARD_STEP,
    INNER,
    LINE,
    MARGIN,
    PAD,
    POLICIES_PER_ROW,
    ROLL_LINE,
    ROLLS_SHOWN,
    TOKEN,
    TOKEN_TEXT,
    WIDTH,
    Sections,
    Who,
    plate_box,
    policies_height,
    policy_rows,
    rolls_height,
)
from renderers.theme import GOLD, INK, PANEL, PLATE, PLATE_ACTIVE, TEXT, TEXT_DIM
from renderers.widgets import badge, draw_text, fit, rounded, short_name, text_width

SIZE = 18


def lit(view: JugglersView) -> set[int]:
    """Plates to light up: whoever is awaited, or the match winners at the end."""
    if view.phase is Phase.OVER:
        top = max(view.round_wins)
        return {seat for seat, wins in enumerate(view.round_wins) if wins == top}
    acting = {view.acting_head} if view.acting_head is not None else set()
    return set(view.to_act) | acting


def plate_lines(view: JugglersView, head: int, locale: str = SOURCE) -> str:
    """A plate's second line in words: round wins and cards in hand, or what a dummy is."""
    info = view.heads[head]
    if info.dummy:
        return text(msg("dummy: die aims it") if info.owner is None
                    else msg("dummy: owner aims it"), locale)  # fmt: skip
    wins = view.round_wins[head]
    if view.phase is Phase.OVER or info.hand_count is None:
        return text(nmsg("{count} round win", "{count} round wins", wins), locale)
    # "wins" of rounds: the panel below says so.
    return text(nmsg("{held} in hand · {count} win", "{held} in hand · {count} wins", wins,
                     held=info.hand_count), locale)  # fmt: skip


def draw_plates(
    image: Image.Image, view: JugglersView, who: Who, where: Sections, locale: str = SOURCE
) -> None:
    """One plate per head: token, name, and a line of facts; the awaited one lit up, with a
    word that says why (colour is never the only sign)."""
    draw = ImageDraw.Draw(image)
    lit_heads = lit(view)
    for head in range(len(view.heads)):
        left, top, right, bottom = box = plate_box(where, head)
        on = head in lit_heads
        fill = PLATE_ACTIVE if on else PLATE
        rounded(draw, box, fill, radius=12, outline=GOLD if on else None, width=2)
        middle = (top + bottom) / 2
        token = badge(who.tags[head], TOKEN, who.colours[head], INK, fill, who.hollow[head],
                      text_size=TOKEN_TEXT)  # fmt: skip
        image.paste(token, (left + 8, round(middle - TOKEN / 2)))
        # Right to left: the chair (or a winner at the end) in a word, then the facts,
        # then the name in the room left.
        x = right - 10
        mark = _mark(view, head, on, locale)
        if mark:
            x -= draw_text(image, (x, middle), mark, SIZE, GOLD, fill, bold=True, align="right",
                           anchor="middle") + 10  # fmt: skip
        ink = TEXT if on else TEXT_DIM
        facts = plate_lines(view, head, locale)
        x -= draw_text(image, (x, middle), facts, SIZE, ink, fill, align="right", anchor="middle")
        name_left = left + 8 + TOKEN + 8
        name = _plate_name(view, who, head, x - 12 - name_left, locale)
        draw_text(image, (name_left, middle), name, SIZE, TEXT, fill, bold=True, anchor="middle")


def _plate_name(view: JugglersView, who: Who, head: int, room: int, locale: str) -> str:
    """The head's name in `room`; a dummy too long for it keeps its dummy's words and its
    owner's name shortened."""
    name = who.names[head]
    owner = view.heads[head].owner
    if text_width(name, SIZE, True) <= room or owner is None:
        return short_name(name, SIZE, True, room)
    return named(dummy_of, who.names[owner], SIZE, True, room, locale)


def _mark(view: JugglersView, head: int, on: bool, locale: str) -> str:
    """A word on the plate of the chair, and of the winners at the end."""
    if view.phase is Phase.OVER:
        return text(msg("winner"), locale) if on else ""
    return text(msg("chair"), locale) if head == view.chairman else ""


def draw_policies(
    image: Image.Image, view: JugglersView, where: Sections, four_colour: bool,
    locale: str = SOURCE,
) -> None:  # fmt: skip
    """The Village Order so far, then the failed policies dimmed and crossed in words,
    then the decks and the goal."""
    top = where.policies
    draw = ImageDraw.Draw(image)
    rounded(draw, (MARGIN, top, WIDTH - MARGIN, top + policies_height(view)), PANEL, radius=12)
    left = MARGIN + PAD
    y = top + PAD
    order = text(msg("VILLAGE ORDER ({count})", count=len(view.village_order)), locale)
    groups = [(order, view.village_order, False)]
    if view.failed_policies:
        failed = text(msg("✗ FAILED ({count})", count=len(view.failed_policies)), locale)
        groups.append((failed, view.failed_policies, True))
    for title, shown, dim in groups:
        draw_text(image, (left, y), title, SIZE, TEXT_DIM, PANEL, bold=True)
        y += LINE
        for index, card in enumerate(shown):
            row, column = divmod(index, POLICIES_PER_ROW)
            xy = (left + column * CARD_STEP, y + row * (cards.SMALL[1] + 6))
            image.paste(cards.face(card, cards.SMALL, four_colour, PANEL, dim=dim), xy)
        if not shown:
            draw_text(image, (left, y + cards.SMALL[1] / 2),
                      text(msg("no policy passed yet"), locale), SIZE, TEXT_DIM, PANEL,
                      anchor="middle")  # fmt: skip
        y += policy_rows(len(shown)) * (cards.SMALL[1] + 6) + 2
    lines = (
        text(nmsg("Deck: {count} card · policy deck: {policies}",
                  "Deck: {count} cards · policy deck: {policies}", view.deck_count,
                  policies=view.policy_deck_count), locale),
        text(nmsg("First to {count} round win", "First to {count} round wins",
                  view.target_wins), locale),
    )  # fmt: skip
    for number, line in enumerate(lines):
        draw_text(image, (left, y + number * LINE), fit(line, SIZE, False, INNER), SIZE,
                  TEXT_DIM, PANEL)  # fmt: skip


def draw_rolls(
    image: Image.Image, view: JugglersView, where: Sections, locale: str = SOURCE
) -> None:
    """The last die rolls, newest first and brightest."""
    top = where.rolls
    draw = ImageDraw.Draw(image)
    rounded(draw, (MARGIN, top, WIDTH - MARGIN, top + rolls_height()), PANEL, radius=12)
    left = MARGIN + PAD
    draw_text(image, (left, top + PAD), text(msg("LAST DIE ROLLS (newest first)"), locale), SIZE,
              TEXT_DIM, PANEL, bold=True)  # fmt: skip
    room = INNER - 32
    if not view.last_rolls:
        draw_text(image, (left, top + PAD + LINE + ROLL_LINE / 2), text(msg("none yet"), locale),
                  SIZE, TEXT_DIM, PANEL, anchor="middle")  # fmt: skip
    for number, line in enumerate(reversed(view.last_rolls[-ROLLS_SHOWN:])):
        y = top + PAD + LINE + number * ROLL_LINE + ROLL_LINE / 2
        value, words = short_roll(line, locale)
        ink = TEXT if number == 0 else TEXT_DIM
        if value is not None:
            draw_text(image, (left, y), DIE_FACES[value - 1], 24, ink, PANEL, anchor="middle")
        draw_text(image, (left + 32, y), words, SIZE, ink, PANEL, anchor="middle", width=room)
