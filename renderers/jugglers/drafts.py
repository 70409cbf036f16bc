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
from engines.core.messages import Line, Message, msg
from engines.jugglers.hands import evaluate
from engines.jugglers.state import GatheringRecap, Phase, RecapHand, Spot
from engines.jugglers.views import DraftView, FaceDownView, JugglersView
from renderers import cards
from renderers.i18n import SOURCE, text
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

TITLES = {Spot.LEFT: msg("LEFT POLICY"), Spot.JOKER: msg("JOKER"), Spot.RIGHT: msg("RIGHT POLICY")}
SHORT_TITLES = {Spot.LEFT: msg("LEFT"), Spot.JOKER: msg("JOKER"), Spot.RIGHT: msg("RIGHT")}
NO_POLICY = {Spot.LEFT: msg("LEFT · NO POLICY"), Spot.RIGHT: msg("RIGHT · NO POLICY")}
TOKEN_STEP = TOKEN + 3
RECAP_CARDS = 176  # five cards closed up, their ranks still showing
SIZE = 18


@dataclass(frozen=True)
class Row:
    """What one draft row shows, live or as the gathering ended."""

    spot: Spot
    policy: Card | None
    face_up: Sequence[Card]
    value: Line  # what the face-up cards make, in words ("" for none)
    verdict: tuple[Message, Colour] | None
    face_down: Sequence[FaceDownView] | None  # None: the pile is gone (the match is over)
    secret: int


def draw_drafts(
    image: Image.Image, view: JugglersView, who: Who, where: Sections, four_colour: bool,
    locale: str = SOURCE,
) -> None:  # fmt: skip
    """The three drafts as they stand; once the match is over, as its last gathering ended."""
    draw = ImageDraw.Draw(image)
    final = view.phase is Phase.OVER and view.recap is not None
    for index, draft in enumerate(view.drafts):
        row = _ended(view.recap.hands[index]) if final and view.recap else live_row(draft, view)
        top = draft_top(where, index)
        rounded(draw, (MARGIN, top, WIDTH - MARGIN, top + DRAFT_HEIGHT), PANEL, radius=12)
        _row(image, row, who, (MARGIN + PAD, top + PAD), four_colour, locale)


def live_row(draft: DraftView, view: JugglersView) -> Row:
    verdict = None
    if draft.policy is not None and draft.spot is not Spot.JOKER and draft.face_up:
        mine, joker = evaluate(draft.face_up), evaluate(view.draft(Spot.JOKER).face_up)
        if mine > joker:
            verdict = msg("✓ beats joker"), PASS
        else:
            verdict = (msg("✗ ties joker") if mine == joker else msg("✗ below joker")), FAIL
    value: Line = draft.best if draft.face_up else ""
    return Row(
        draft.spot, draft.policy, draft.face_up, value, verdict, draft.face_down,
        draft.secret_count,
    )  # fmt: skip


def _ended(hand: RecapHand) -> Row:
    return Row(hand.spot, hand.policy, hand.cards, hand.value, outcome(hand), None, 0)


def outcome(hand: RecapHand) -> tuple[Message, Colour] | None:
    """How an ended hand's policy fared, in words with a mark: never by colour alone."""
    if hand.policy is None or hand.passed is None:
        return None
    return (
        (msg("✓ {policy} passed", policy=hand.policy.symbol), PASS)
        if hand.passed
        else (msg("✗ {policy} failed", policy=hand.policy.symbol), FAIL)
    )


def _row(
    image: Image.Image, row: Row, who: Who, xy: tuple[int, int], four_colour: bool, locale: str
) -> None:
    left, top = xy
    right = left + INNER
    title = TITLES[row.spot]
    if row.policy is None and row.spot is not Spot.JOKER:
        title = NO_POLICY[row.spot]
    used = draw_text(image, (left, top), text(title, locale), SIZE, TEXT_DIM, PANEL, bold=True)
    if row.verdict is not None:
        words, ink = row.verdict
        draw_text(image, (right, top), text(words, locale), SIZE, ink, PANEL, bold=True,
                  align="right")  # fmt: skip
    elif row.spot is Spot.JOKER:
        note = text(msg("the hand to beat"), locale)
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
        draw_text(image, (x, middle), text(msg("no face-up cards yet"), locale), SIZE, TEXT_DIM,
                  PANEL, anchor="middle")  # fmt: skip
    elif row.value:
        lines = wrap(text(row.value, locale), SIZE, True, right - value_left, lines=2)
        first = cards_top + cards.SMALL[1] / 2 - (len(lines) - 1) * LINE / 2
        for number, line in enumerate(lines):
            draw_text(image, (value_left, first + number * LINE), line, SIZE, TEXT, PANEL,
                      bold=True, anchor="middle")  # fmt: skip
    pile_middle = cards_top + cards.SMALL[1] + 8 + TOKEN / 2
    if row.face_down is not None:
        _pile(image, row, who, (left, pile_middle, right), locale)
    else:
        draw_text(image, (left, pile_middle), text(msg("as the match's last gathering ended"),
                  locale), SIZE, TEXT_DIM, PANEL, anchor="middle", width=INNER)  # fmt: skip


def _pile(
    image: Image.Image, row: Row, who: Who, where: tuple[int, float, int], locale: str
) -> None:
    """Who put each face-down card here, as their tokens, then what the tokens cannot say:
    how many came unseen from the deck, and secret influence still to join."""
    left, middle, right = where
    entries = row.face_down or []
    label, notes = _pile_words(row, right - left - len(entries) * TOKEN_STEP - 14, locale)
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
    for words, ink in notes:
        x += draw_text(image, (x, middle), words, SIZE, ink, PANEL, anchor="middle") + NOTE_GAP


NOTE_GAP = 12


def _pile_words(row: Row, room: int, locale: str) -> tuple[str, list[tuple[str, Colour]]]:
    """The pile's label and notes in `room` px beside its tokens: in full if they fit, then
    shorter, and a note that cannot fit even short is left to the picture's description
    (what matters most comes first: how many from the deck, secret influence to come)."""
    entries = row.face_down or []
    from_deck = sum(entry.source == "deck" for entry in entries)
    notes: list[tuple[Message, Message, Colour]] = []
    if from_deck:
        notes.append((msg("{count} from the deck", count=from_deck),
                      msg("{count} from deck", count=from_deck), TEXT_DIM))  # fmt: skip
    if row.secret:
        notes.append((msg("+{count} secret later", count=row.secret),
                      msg("+{count} secret", count=row.secret), GOLD))  # fmt: skip
    if any(entry.by_head is None for entry in entries):
        notes.append((msg("? = secret influence"), msg("? = secret"), TEXT_DIM))
    full, short = (
        (text(msg("{count} face down:", count=len(entries)), locale),
         text(msg("{count} down:", count=len(entries)), locale))
        if entries
        else (text(msg("Nothing face down"), locale),) * 2
    )  # fmt: skip
    for keep in range(len(notes), -1, -1):
        for label, form in ((full, 0), (full, 1), (short, 1)):
            shown = [(text(note[form], locale), note[2]) for note in notes[:keep]]
            widths = sum(text_width(words, SIZE) + NOTE_GAP for words, _ in shown)
            if text_width(label, SIZE) + widths <= room:
                return label, shown
    return short, []


def recap_title(recap: GatheringRecap, view: JugglersView, locale: str = SOURCE) -> str:
    if recap.round == view.round:
        return text(msg("GATHERING {gathering} ENDED", gathering=recap.gathering), locale)
    return text(msg("ROUND {round} ENDED: ITS LAST GATHERING", round=recap.round), locale)


def draw_recap(
    image: Image.Image, view: JugglersView, top: int, height: int, four_colour: bool,
    locale: str = SOURCE,
) -> None:  # fmt: skip
    """The gathering that just ended: each hand's cards, what they made, what passed."""
    recap = view.recap
    assert recap is not None
    draw = ImageDraw.Draw(image)
    rounded(draw, (MARGIN, top, WIDTH - MARGIN, top + height), FELT_DARK, radius=12)
    left, right = MARGIN + PAD, WIDTH - MARGIN - PAD
    draw_text(image, (left, top + PAD), recap_title(recap, view, locale), SIZE, TEXT_DIM,
              FELT_DARK, bold=True)  # fmt: skip
    y = top + PAD + LINE + 6
    for hand in recap.hands:
        draw_text(image, (left, y + 2), text(SHORT_TITLES[hand.spot], locale), SIZE, TEXT_DIM,
                  FELT_DARK, bold=True)  # fmt: skip
        step = min(CARD_STEP, (RECAP_CARDS - cards.SMALL[0]) // max(1, len(hand.cards) - 1))
        x = left + RECAP_LABEL
        for card in hand.cards:
            image.paste(cards.face(card, cards.SMALL, four_colour, FELT_DARK), (x, y))
            x += step
        if not hand.cards:
            draw_text(image, (x, y + 20), text(msg("no cards"), locale), SIZE, TEXT_DIM, FELT_DARK)
        text_left = left + RECAP_LABEL + RECAP_CARDS + 10
        lines: list[tuple[str, Colour, bool]] = []
        result = outcome(hand)
        if result is not None:
            lines.append((text(result[0], locale), result[1], True))
        room = right - text_left
        value = text(hand.value, locale)
        lines += [(line, TEXT, False) for line in wrap(value, SIZE, False, room, 3 - len(lines))]
        first = y + cards.SMALL[1] / 2 - (len(lines) - 1) * 10
        for number, (line, ink, bold) in enumerate(lines):
            draw_text(image, (text_left, first + number * 20), line, SIZE, ink, FELT_DARK,
                      bold=bold, anchor="middle")  # fmt: skip
        y += RECAP_ROW
