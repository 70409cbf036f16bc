"""The three drafts, one panel each: the policy at stake, the face-up cards and their value,
whether the policy would pass now, and what lies face down; and the gathering just ended.

A draft row reads left to right the way a player thinks about it: what is at
stake (the policy), what is already public (the face-up cards and what they
make), then what is still hidden (who put how many cards face down).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from engines.core.cards import Card
from engines.jugglers.hands import evaluate
from engines.jugglers.state import GatheringRecap, Phase, RecapHand, Spot
from engines.jugglers.views import DraftView, FaceDownView, JugglersView
from renderers import cards
from renderers.jugglers.layout import (
    CARD_STEP,
    DRAFT_HEIGHT,
    FACE_UP_LEFT,
    FACE_UP_ROOM,
    INNER,
    LINE,
    MARGIN,
    PAD,
    RECAP_LABEL,
    RECAP_ROW,
    TOKEN,
    TOKEN_TEXT,
    VALUE_LEFT,
    WIDTH,
    Sections,
    Who,
    draft_top,
)
from renderers.theme import FAIL, FELT_DARK, GOLD, INK, PANEL, PASS, TEXT, TEXT_DIM, Colour
from renderers.widgets import badge, draw_text, rounded, text_width, wrap

TITLES = {Spot.LEFT: "LEFT POLICY", Spot.JOKER: "JOKER", Spot.RIGHT: "RIGHT POLICY"}
SHORT_TITLES = {Spot.LEFT: "LEFT", Spot.JOKER: "JOKER", Spot.RIGHT: "RIGHT"}
TOKEN_STEP = TOKEN + 3
RECAP_CARDS = 176  # five cards closed up, their ranks still showing
SIZE = 18


@dataclass(frozen=True)
class Row:
    """What one draft row shows, live or as the gathering ended."""

    spot: Spot
    policy: Card | None
    face_up: Sequence[Card]
    value: str
    verdict: tuple[str, Colour] | None
    face_down: Sequence[FaceDownView] | None  # None: the pile is gone (the match is over)
    secret: int


def draw_drafts(
    image: Image.Image, view: JugglersView, who: Who, where: Sections, four_colour: bool
) -> None:
    """The three drafts as they stand; once the match is over, as its last gathering ended."""
    draw = ImageDraw.Draw(image)
    final = view.phase is Phase.OVER and view.recap is not None
    for index, draft in enumerate(view.drafts):
        row = _ended(view.recap.hands[index]) if final and view.recap else live_row(draft, view)
        top = draft_top(where, index)
        rounded(draw, (MARGIN, top, WIDTH - MARGIN, top + DRAFT_HEIGHT), PANEL, radius=12)
        _row(image, row, who, (MARGIN + PAD, top + PAD), four_colour)


def live_row(draft: DraftView, view: JugglersView) -> Row:
    verdict = None
    if draft.policy is not None and draft.spot is not Spot.JOKER and draft.face_up:
        mine, joker = evaluate(draft.face_up), evaluate(view.draft(Spot.JOKER).face_up)
        if mine > joker:
            verdict = "✓ beats joker", PASS
        else:
            verdict = ("✗ ties joker" if mine == joker else "✗ below joker"), FAIL
    value = draft.best if draft.face_up else ""
    return Row(
        draft.spot, draft.policy, draft.face_up, value, verdict, draft.face_down,
        draft.secret_count,
    )  # fmt: skip


def _ended(hand: RecapHand) -> Row:
    return Row(hand.spot, hand.policy, hand.cards, hand.value, outcome(hand), None, 0)


def outcome(hand: RecapHand) -> tuple[str, Colour] | None:
    """How an ended hand's policy fared, in words with a mark: never by colour alone."""
    if hand.policy is None or hand.passed is None:
        return None
    return (
        (f"✓ {hand.policy.symbol} passed", PASS)
        if hand.passed
        else (f"✗ {hand.policy.symbol} failed", FAIL)
    )


def _row(image: Image.Image, row: Row, who: Who, xy: tuple[int, int], four_colour: bool) -> None:
    left, top = xy
    right = left + INNER
    title = TITLES[row.spot]
    if row.policy is None and row.spot is not Spot.JOKER:
        title = f"{SHORT_TITLES[row.spot]} · NO POLICY"
    used = draw_text(image, (left, top), title, SIZE, TEXT_DIM, PANEL, bold=True)
    if row.verdict is not None:
        text, ink = row.verdict
        draw_text(image, (right, top), text, SIZE, ink, PANEL, bold=True, align="right")
    elif row.spot is Spot.JOKER:
        note = "the hand to beat"
        if text_width(note, SIZE) <= right - left - used - 16:
            draw_text(image, (right, top), note, SIZE, TEXT_DIM, PANEL, align="right")
    cards_top = top + LINE + 4
    if row.spot is Spot.JOKER:
        card = cards.joker(cards.SMALL, PANEL)
    elif row.policy is None:
        card = cards.slot(cards.SMALL, PANEL)
    else:
        card = cards.face(row.policy, cards.SMALL, four_colour, PANEL)
    image.paste(card, (left, cards_top))
    x = left - PAD + FACE_UP_LEFT
    step = min(CARD_STEP, (FACE_UP_ROOM - cards.SMALL[0]) // max(1, len(row.face_up) - 1))
    for card_ in row.face_up:
        image.paste(cards.face(card_, cards.SMALL, four_colour, PANEL), (x, cards_top))
        x += step
    value_left = min(left - PAD + VALUE_LEFT, x - step + cards.SMALL[0] + 12)
    if not row.face_up:
        middle = cards_top + cards.SMALL[1] / 2
        draw_text(image, (x, middle), "no face-up cards yet", SIZE, TEXT_DIM, PANEL,
                  anchor="middle")  # fmt: skip
    elif row.value:
        lines = wrap(row.value, SIZE, True, right - value_left, lines=2)
        first = cards_top + cards.SMALL[1] / 2 - (len(lines) - 1) * LINE / 2
        for number, line in enumerate(lines):
            draw_text(image, (value_left, first + number * LINE), line, SIZE, TEXT, PANEL,
                      bold=True, anchor="middle")  # fmt: skip
    pile_middle = cards_top + cards.SMALL[1] + 8 + TOKEN / 2
    if row.face_down is not None:
        _pile(image, row, who, (left, pile_middle, right))
    else:
        draw_text(image, (left, pile_middle), "as the match's last gathering ended", SIZE,
                  TEXT_DIM, PANEL, anchor="middle", width=INNER)  # fmt: skip


def _pile(image: Image.Image, row: Row, who: Who, where: tuple[int, float, int]) -> None:
    """Who put each face-down card here, as their tokens, then what the tokens cannot say:
    how many came unseen from the deck, and secret influence still to join."""
    left, middle, right = where
    entries = row.face_down or []
    label, notes = _pile_words(row, right - left - len(entries) * TOKEN_STEP - 14)
    x = left + draw_text(image, (left, middle), label, SIZE, TEXT, PANEL, anchor="middle") + 8
    for entry in entries:
        head = entry.by_head
        if head is None:  # secret influence, slid under the pile for the last cycle
            token = badge("?", TOKEN, TEXT_DIM, INK, PANEL, text_size=TOKEN_TEXT)
        else:
            token = badge(who.tags[head], TOKEN, who.colours[head], INK, PANEL, who.hollow[head],
                          text_size=TOKEN_TEXT)  # fmt: skip
        image.paste(token, (x, round(middle - TOKEN / 2)))
        x += TOKEN_STEP
    x += 6 if entries else 8
    for text, ink in notes:
        x += draw_text(image, (x, middle), text, SIZE, ink, PANEL, anchor="middle") + NOTE_GAP


NOTE_GAP = 12


def _pile_words(row: Row, room: int) -> tuple[str, list[tuple[str, Colour]]]:
    """The pile's label and notes in `room` px beside its tokens: in full if they fit, then
    shorter, and a note that cannot fit even short is left to the picture's description
    (what matters most comes first: how many from the deck, secret influence to come)."""
    entries = row.face_down or []
    from_deck = sum(entry.source == "deck" for entry in entries)
    notes: list[tuple[str, str, Colour]] = []
    if from_deck:
        notes.append((f"{from_deck} from the deck", f"{from_deck} from deck", TEXT_DIM))
    if row.secret:
        notes.append((f"+{row.secret} secret later", f"+{row.secret} secret", GOLD))
    if any(entry.by_head is None for entry in entries):
        notes.append(("? = secret influence", "? = secret", TEXT_DIM))
    full, short = (
        (f"{len(entries)} face down:", f"{len(entries)} down:")
        if entries
        else ("Nothing face down", "Nothing face down")
    )
    for keep in range(len(notes), -1, -1):
        for label, form in ((full, 0), (full, 1), (short, 1)):
            shown = [(note[form], note[2]) for note in notes[:keep]]
            widths = sum(text_width(text, SIZE) + NOTE_GAP for text, _ in shown)
            if text_width(label, SIZE) + widths <= room:
                return label, shown
    return short, []


def recap_title(recap: GatheringRecap, view: JugglersView) -> str:
    if recap.round == view.round:
        return f"GATHERING {recap.gathering} ENDED"
    return f"ROUND {recap.round} ENDED: ITS LAST GATHERING"


def draw_recap(
    image: Image.Image, view: JugglersView, top: int, height: int, four_colour: bool
) -> None:
    """The gathering that just ended: each hand's cards, what they made, what passed."""
    recap = view.recap
    assert recap is not None
    draw = ImageDraw.Draw(image)
    rounded(draw, (MARGIN, top, WIDTH - MARGIN, top + height), FELT_DARK, radius=12)
    left, right = MARGIN + PAD, WIDTH - MARGIN - PAD
    draw_text(image, (left, top + PAD), recap_title(recap, view), SIZE, TEXT_DIM, FELT_DARK,
              bold=True)  # fmt: skip
    y = top + PAD + LINE + 6
    for hand in recap.hands:
        draw_text(image, (left, y + 2), SHORT_TITLES[hand.spot], SIZE, TEXT_DIM, FELT_DARK,
                  bold=True)  # fmt: skip
        step = min(CARD_STEP, (RECAP_CARDS - cards.SMALL[0]) // max(1, len(hand.cards) - 1))
        x = left + RECAP_LABEL
        for card in hand.cards:
            image.paste(cards.face(card, cards.SMALL, four_colour, FELT_DARK), (x, y))
            x += step
        if not hand.cards:
            draw_text(image, (x, y + 20), "no cards", SIZE, TEXT_DIM, FELT_DARK)
        text_left = left + RECAP_LABEL + RECAP_CARDS + 10
        lines: list[tuple[str, Colour, bool]] = []
        result = outcome(hand)
        if result is not None:
            lines.append((result[0], result[1], True))
        room = right - text_left
        lines += [
            (line, TEXT, False) for line in wrap(hand.value, SIZE, False, room, 3 - len(lines))
        ]
        first = y + cards.SMALL[1] / 2 - (len(lines) - 1) * 10
        for number, (line, ink, bold) in enumerate(lines):
            draw_text(image, (text_left, first + number * 20), line, SIZE, ink, FELT_DARK,
                      bold=bold, anchor="middle")  # fmt: skip
        y += RECAP_ROW
