"""A player's private picture: their sigil and hand, sent only to them.

Small on purpose: it is redrawn after each of the player's moves and must stay
well under 10 ms. As wide as the table picture, so its text reads on a phone.
"""

from __future__ import annotations

from collections.abc import Sequence

from PIL import Image, ImageDraw

from engines.core.messages import Message, msg, nmsg
from engines.jugglers.scoring import matches
from engines.jugglers.state import Phase, Spot
from engines.jugglers.views import JugglersView
from renderers import cards
from renderers.i18n import SOURCE, text
from renderers.jugglers.labels import SPOT_WORDS, head_names, named
from renderers.theme import FELT, FELT_DARK, GOLD, INK, PASS, PICTURE_WIDTH, TEXT, TEXT_DIM, Colour
from renderers.widgets import draw_pill, draw_text, rounded, wrap

WIDTH = PICTURE_WIDTH
MARGIN = 16
SIZE = 18
LINE = 24
HEADER = 44
HAND_CARD: cards.Size = (72, 102)
HAND_LEFT = MARGIN + cards.LARGE[0] + 24
LABELS_TOP = HEADER + 10
CARDS_TOP = LABELS_TOP + LINE
NOTES_TOP = CARDS_TOP + cards.LARGE[1] + 12
NOTE_WIDTH = WIDTH - 2 * MARGIN


def _placed(card: str, spot: Spot, locale: str) -> str:
    """ "K♠ left": a card and the hand it is on, in a few words."""
    return text(msg("{card} {hand}", card=card, hand=SPOT_WORDS[spot]), locale)


def note_lines(view: JugglersView, locale: str = SOURCE) -> list[tuple[str, Colour]]:
    """What the sigil wants on the table, and the cards this player put face down, in
    lines that fit the picture (a long list wraps onto a second line)."""
    notes: list[tuple[Message, Colour]] = []
    if view.sigil is not None:
        sigil = view.sigil
        wanted = [
            _placed(draft.policy.symbol, draft.spot, locale)
            for draft in view.drafts
            if draft.policy is not None and matches(sigil, draft.policy)
        ]
        notes.append((
            msg("Policies matching your sigil: {policies}", policies=", ".join(wanted))
            if wanted else msg("Policies matching your sigil: none now"),
            PASS if wanted else TEXT_DIM,
        ))  # fmt: skip
        village = [card.symbol for card in view.village_order if matches(sigil, card)]
        notes.append((
            msg("Village Order matches: {count} ({cards})", count=len(village),
                cards=" ".join(village))
            if village else msg("Village Order matches: {count}", count=0),
            TEXT,
        ))  # fmt: skip
    played = [
        _placed(entry.card.symbol, draft.spot, locale)
        for draft in view.drafts
        for entry in draft.face_down
        if entry.card is not None
    ]
    if played:
        notes.append((msg("Face down from you: {cards}", cards=", ".join(played)), TEXT_DIM))
    return [
        (line, ink)
        for words, ink in notes
        for line in wrap(text(words, locale), SIZE, False, NOTE_WIDTH)
    ]


def height(view: JugglersView, locale: str = SOURCE) -> int:
    return NOTES_TOP + max(1, len(note_lines(view, locale))) * LINE + 6


def draw_hand(
    view: JugglersView, names: Sequence[str] | None, four_colour: bool, locale: str = SOURCE
) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat's view, not the public view")
    notes = note_lines(view, locale)
    image = Image.new("RGB", (WIDTH, height(view, locale)), FELT)
    draw = ImageDraw.Draw(image)
    draw.rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    right = WIDTH - MARGIN
    if view.seat in view.to_act and view.phase is not Phase.OVER:
        right -= draw_pill(image, (right, HEADER / 2), text(msg("YOUR TURN"), locale), SIZE, INK,
                           GOLD, height=30, align="right") + 12  # fmt: skip
    name = head_names(view, names, locale)[view.seat]
    title = named(lambda who: msg("{name} · your hand", name=who), name, SIZE + 2, True,
                  right - MARGIN, locale)  # fmt: skip
    draw_text(image, (MARGIN, HEADER / 2), title, SIZE + 2, TEXT, FELT_DARK, bold=True,
              anchor="middle")  # fmt: skip
    draw_text(image, (MARGIN, LABELS_TOP), text(msg("SIGIL"), locale), SIZE, TEXT_DIM, FELT,
              bold=True)  # fmt: skip
    held = text(nmsg("HAND ({count} card)", "HAND ({count} cards)", len(view.hand)), locale)
    draw_text(image, (HAND_LEFT, LABELS_TOP), held, SIZE, TEXT_DIM, FELT, bold=True)
    frame = (MARGIN - 4, CARDS_TOP - 4, MARGIN + cards.LARGE[0] + 3, CARDS_TOP + cards.LARGE[1] + 3)
    rounded(draw, frame, None, radius=12, outline=GOLD, width=3)
    sigil = (
        cards.slot(cards.LARGE, FELT, text(msg("no\nsigil"), locale))
        if view.sigil is None
        else cards.face(view.sigil, cards.LARGE, four_colour, FELT)
    )
    image.paste(sigil, (MARGIN, CARDS_TOP))
    _cards(image, view, four_colour, locale)
    for number, (line, ink) in enumerate(notes):
        draw_text(image, (MARGIN, NOTES_TOP + number * LINE), line, SIZE, ink, FELT)
    return image


def _cards(image: Image.Image, view: JugglersView, four_colour: bool, locale: str) -> None:
    """Up to seven cards (five players): they close up when the row would overflow, each
    keeping its corner's rank and suit in sight."""
    room = WIDTH - MARGIN - HAND_LEFT - HAND_CARD[0]
    step = min(HAND_CARD[0] + 6, room // max(1, len(view.hand) - 1))
    top = CARDS_TOP + (cards.LARGE[1] - HAND_CARD[1]) // 2
    for position, card in enumerate(view.hand):
        image.paste(
            cards.face(card, HAND_CARD, four_colour, FELT), (HAND_LEFT + position * step, top)
        )
    if not view.hand:
        draw_text(image, (HAND_LEFT, CARDS_TOP + cards.LARGE[1] / 2),
                  text(msg("no cards in hand"), locale), SIZE, TEXT_DIM, FELT,
                  anchor="middle")  # fmt: skip
