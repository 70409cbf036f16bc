"""The three draft columns of the table: policy, face-down pile, face-up hand, its value."""

from __future__ import annotations

from PIL import Image, ImageDraw

from engines.core.cards import Card
from engines.jugglers.hands import evaluate
from engines.jugglers.state import Phase, RecapHand, Spot
from engines.jugglers.views import DraftView, JugglersView
from renderers import cards
from renderers.jugglers.layout import (
    CAPTION_LINE,
    CAPTION_ROW,
    CARD_ROW,
    COLUMN_HEIGHT,
    COLUMN_TOP,
    COLUMN_WIDTH,
    FACE_UP_ROW,
    FACE_UP_STEP,
    INNER_WIDTH,
    PAD,
    Who,
    column_left,
)
from renderers.theme import FAIL, FELT_DARK, GOLD, PANEL, PASS, TEXT, TEXT_DIM, Colour
from renderers.widgets import draw_text, rounded

TITLES = {Spot.LEFT: "LEFT POLICY", Spot.JOKER: "JOKER", Spot.RIGHT: "RIGHT POLICY"}
PILE_LEFT = PAD + cards.LARGE[0] + 12  # from the column's left edge
PILE_WIDTH = COLUMN_WIDTH - PILE_LEFT - PAD
PILE_STEP = 30  # at most: a tall pile closes up so it never leaves its column
VALUE_BASELINE = FACE_UP_ROW + cards.SMALL[1] + 30


def draw_columns(image: Image.Image, view: JugglersView, who: Who, four_colour: bool) -> None:
    """The three drafts as they stand.

    Right after a gathering, its outcome fills the room its face-up cards left,
    so players see what passed before the next hands grow; once the match is
    over, that final gathering is shown in full instead.
    """
    draw = ImageDraw.Draw(image)
    recap = view.recap
    just_ended = recap is not None and not any(draft.face_up for draft in view.drafts)
    for index, draft in enumerate(view.drafts):
        left = column_left(index)
        if view.phase is Phase.OVER and recap is not None:
            _final(image, left, recap.hands[index], four_colour)
            continue
        _live(image, left, draft, view, who, four_colour)
        if just_ended and recap is not None:
            label = (
                f"LAST GATHERING ({recap.gathering})"
                if recap.round == view.round
                else f"END OF ROUND {recap.round}"
            )
            _recap(image, draw, left, recap.hands[index], label, four_colour)


def _head(
    image: Image.Image, left: int, title: str, spot: Spot, policy: Card | None, four_colour: bool
) -> None:
    """Column title and its big card: the policy at stake, or the joker."""
    draw_text(image, (left + PAD, COLUMN_TOP + PAD), title, 18, TEXT_DIM, PANEL, bold=True)
    if spot is Spot.JOKER:
        card = cards.joker(cards.LARGE, PANEL)
    elif policy is None:
        card = cards.slot(cards.LARGE, PANEL, "no\npolicy")
    else:
        card = cards.face(policy, cards.LARGE, four_colour, PANEL)
    image.paste(card, (left + PAD, CARD_ROW))


def _face_up(image: Image.Image, left: int, hand: list[Card], four_colour: bool) -> int:
    """The hand's face-up cards in a row (five fill it); returns where the row ends."""
    x = left + PAD
    for card in hand:
        image.paste(cards.face(card, cards.SMALL, four_colour, PANEL), (x, FACE_UP_ROW))
        x += FACE_UP_STEP
    return x


def _live(
    image: Image.Image,
    left: int,
    draft: DraftView,
    view: JugglersView,
    who: Who,
    four_colour: bool,
) -> None:
    _head(image, left, TITLES[draft.spot], draft.spot, draft.policy, four_colour)
    _pile(image, left, draft, who)
    end = _face_up(image, left, draft.face_up, four_colour)
    if not draft.face_up:
        middle = FACE_UP_ROW + cards.SMALL[1] / 2
        draw_text(
            image, (end, middle), "no face-up cards yet", 18, TEXT_DIM, PANEL, anchor="middle"
        )
        return
    verdict = _verdict(draft, view)
    if verdict is not None:
        text, colour = verdict
        draw_text(image, (left + PAD, VALUE_BASELINE + 10), text, 18, colour, PANEL, bold=True)
    draw_text(
        image,
        (left + PAD, VALUE_BASELINE),
        draft.best,
        19,
        TEXT,
        PANEL,
        bold=True,
        width=INNER_WIDTH,
        anchor="baseline",
    )


def _verdict(draft: DraftView, view: JugglersView) -> tuple[str, Colour] | None:
    """Would this policy pass if the gathering ended now? Face-up cards are public."""
    if draft.policy is None or draft.spot is Spot.JOKER:
        return None
    mine, joker = evaluate(draft.face_up), evaluate(view.draft(Spot.JOKER).face_up)
    if mine > joker:
        return "✓ beats joker", PASS
    return ("✗ ties joker" if mine == joker else "✗ below joker"), FAIL


def _pile(image: Image.Image, left: int, draft: DraftView, who: Who) -> None:
    """Face-down cards as a fan of backs, each tagged with who put it there, and
    below the column's cards, what the pile holds."""
    entries = draft.face_down
    pile_left = left + PILE_LEFT
    if not entries:
        image.paste(cards.slot(cards.MEDIUM, PANEL, "face\ndown"), (pile_left, CARD_ROW))
    step = min(PILE_STEP, (PILE_WIDTH - cards.MEDIUM[0]) // max(1, len(entries) - 1))
    for position, entry in enumerate(entries):
        head = entry.by_head
        if head is None:  # secret influence, slid under the pile for the last cycle
            back = cards.back(cards.MEDIUM, PANEL, "?", TEXT_DIM)
        else:
            back = cards.back(
                cards.MEDIUM, PANEL, who.tags[head], who.colours[head], who.hollow[head]
            )
        image.paste(back, (pile_left + position * step, CARD_ROW))
    from_deck = sum(entry.source == "deck" for entry in entries)
    secret = draft.secret_count
    shown = [
        *([(f"{len(entries)} face down", TEXT)] if entries else []),
        *([(f"{from_deck} of them from the deck", TEXT_DIM)] if from_deck else []),
        *([(f"+{secret} secret influence{'s' if secret > 1 else ''}", GOLD)] if secret else []),
    ]
    for number, (caption, ink) in enumerate(shown):
        y = CAPTION_ROW + number * CAPTION_LINE
        draw_text(image, (left + PAD, y), caption, 18, ink, PANEL, width=INNER_WIDTH)


def _recap(
    image: Image.Image,
    draw: ImageDraw.ImageDraw,
    left: int,
    hand: RecapHand,
    label: str,
    four_colour: bool,
) -> None:
    """A gathering that just ended, in the room its face-up cards left empty."""
    top = FACE_UP_ROW - 6
    box = (left + 6, top, left + COLUMN_WIDTH - 6, COLUMN_TOP + COLUMN_HEIGHT - 6)
    inner = box[0] + 8
    room = box[2] - inner - 8
    rounded(draw, box, FELT_DARK, radius=10)
    draw_text(image, (inner, top + 8), label, 18, TEXT_DIM, FELT_DARK, bold=True, width=room)
    step = min(cards.SMALL[0] + 4, (room - cards.SMALL[0]) // max(1, len(hand.cards) - 1))
    for number, card in enumerate(hand.cards):
        face = cards.face(card, cards.SMALL, four_colour, FELT_DARK)
        image.paste(face, (inner + number * step, top + 34))
    if not hand.cards:
        draw_text(image, (inner, top + 54), "no cards", 18, TEXT_DIM, FELT_DARK)
    outcome, colour = _outcome(hand)
    y = top + 34 + cards.SMALL[1] + 8
    draw_text(image, (inner, y), outcome, 18, colour, FELT_DARK, bold=True, width=room)
    draw_text(image, (inner, y + CAPTION_LINE), hand.value, 18, TEXT, FELT_DARK, width=room)


def _outcome(hand: RecapHand) -> tuple[str, Colour]:
    if hand.policy is None:
        return ("joker:" if hand.spot is Spot.JOKER else "no policy:"), TEXT_DIM
    if hand.passed:
        return f"{hand.policy.symbol} passed", PASS
    return f"{hand.policy.symbol} failed", FAIL


def _final(image: Image.Image, left: int, hand: RecapHand, four_colour: bool) -> None:
    """After the match: the final gathering's hands and what they decided."""
    _head(image, left, f"{TITLES[hand.spot]} · FINAL", hand.spot, hand.policy, four_colour)
    if hand.passed is not None:
        stamp, colour = ("PASSED", PASS) if hand.passed else ("FAILED", FAIL)
        middle = CARD_ROW + cards.LARGE[1] / 2
        draw_text(
            image,
            (left + PILE_LEFT + 6, middle),
            stamp,
            26,
            colour,
            PANEL,
            bold=True,
            anchor="middle",
        )
    _face_up(image, left, hand.cards, four_colour)
    draw_text(
        image,
        (left + PAD, VALUE_BASELINE),
        hand.value,
        19,
        TEXT,
        PANEL,
        bold=True,
        width=INNER_WIDTH,
        anchor="baseline",
    )
