"""A player's private picture: their own letters, sent only to them.

Small on purpose: it is redrawn after each of the player's moves and must stay
well under 10 ms. It shows the cards and the facts of the moment, never a
suggested word: finding the word is the game.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache

from PIL import Image, ImageDraw

from engines.core.messages import Message, msg, nmsg
from engines.juggler.cards import VOWELS
from engines.juggler.state import Phase, Stage
from engines.juggler.views import JugglerView
from renderers import cards
from renderers.i18n import SOURCE, text
from renderers.juggler.labels import NAME, phrase, seat_names
from renderers.juggler.letters import tile
from renderers.theme import FELT, FELT_DARK, GOLD, INK, PASS, PICTURE_WIDTH, TEXT, TEXT_DIM, Colour
from renderers.widgets import draw_pill, draw_text, wrap

WIDTH = PICTURE_WIDTH
MARGIN = 14
TILE: cards.Size = (54, 64)
STEP = TILE[0] + 6
PER_ROW = (WIDTH - 2 * MARGIN + 6) // STEP
ROW_STEP = TILE[1] + 10
HEADER = 3 * 24 + 20
TILES_TOP = HEADER + 10
RING = 3
NOTE_LINE = 24
NOTE_SIZE = 18
NOTE_WIDTH = WIDTH - 2 * MARGIN
NOTES_SHOWN = 3


def rows(cards_held: int) -> int:
    return max(1, -(-cards_held // PER_ROW))


def height(cards_held: int) -> int:
    return TILES_TOP + rows(cards_held) * ROW_STEP + NOTES_SHOWN * NOTE_LINE + 6


@lru_cache(maxsize=4)
def _background(image_height: int) -> Image.Image:
    return Image.new("RGB", (WIDTH, image_height), FELT)


def draw_hand(
    view: JugglerView, names: Sequence[str] | None, four_colour: bool, locale: str = SOURCE
) -> Image.Image:
    if view.seat is None:
        raise ValueError("a hand picture needs a seat's view, not the public view")
    seats = seat_names(view, names)
    image = _background(height(len(view.hand))).copy()
    ImageDraw.Draw(image).rectangle((0, 0, WIDTH, HEADER), fill=FELT_DARK)
    title = phrase(msg("{name} · your letters", name=NAME), seats[view.seat], 18, True,
                   WIDTH - 2 * MARGIN, locale)  # fmt: skip
    draw_text(image, (MARGIN, 22), title, 18, TEXT, FELT_DARK, bold=True, anchor="middle")
    draw_text(image, (MARGIN, 22 + 24), text(hand_facts(view), locale), 18, TEXT_DIM, FELT_DARK,
              anchor="middle", width=WIDTH - 2 * MARGIN)  # fmt: skip
    prompt = _prompt(view)
    if prompt is not None:
        draw_pill(image, (MARGIN, 22 + 2 * 24 + 2), text(prompt, locale), 18, INK, GOLD, height=28)
    _tiles(image, view, four_colour, locale)
    _notes(image, view, seats, locale)
    return image


def hand_facts(view: JugglerView) -> Message:
    """ "7 cards · 2 red (vowels) · worth 21": the hand at a glance."""
    value = sum(view.letter_values[letter] for letter in view.hand)
    vowels = sum(letter in VOWELS for letter in view.hand)
    return nmsg("{count} card · {red} red (vowels) · worth {worth}",
                "{count} cards · {red} red (vowels) · worth {worth}",
                len(view.hand), red=vowels, worth=value)  # fmt: skip


def _prompt(view: JugglerView) -> Message | None:
    if view.seat not in view.to_act or view.phase is Phase.OVER:
        return None
    if view.phase is Phase.REVEAL:
        return msg("NAME YOUR WORD")
    return msg("YOUR TURN: DISCARD") if view.stage is Stage.DISCARD else msg("YOUR TURN: TAKE")


def _tiles(image: Image.Image, view: JugglerView, four_colour: bool, locale: str) -> None:
    """The letters in order, ten to a row; the card just taken is ringed in gold."""
    if not view.hand:
        middle = TILES_TOP + TILE[1] / 2
        empty = text(msg("no cards in hand"), locale)
        draw_text(image, (MARGIN, middle), empty, 18, TEXT_DIM, FELT, anchor="middle")
        return
    ringed = view.hand.index(view.taken) if view.taken in view.hand else None
    draw = ImageDraw.Draw(image)
    for position, letter in enumerate(view.hand):
        row, column = divmod(position, PER_ROW)
        x, y = MARGIN + column * STEP, TILES_TOP + row * ROW_STEP
        if position == ringed:
            box = (x - RING, y - RING, x + TILE[0] + RING - 1, y + TILE[1] + RING - 1)
            draw.rounded_rectangle(box, radius=cards.radius(TILE) + RING, fill=GOLD)
        background = GOLD if position == ringed else FELT
        image.paste(tile(letter, view.letter_values[letter], TILE, background, four_colour), (x, y))


def _notes(image: Image.Image, view: JugglerView, seats: list[str], locale: str) -> None:
    """The notes, most pressing first, each whole: one that would not fit in the lines
    left is left out rather than cut mid-sentence (a longer language wraps more)."""
    y = TILES_TOP + rows(len(view.hand)) * ROW_STEP + 4
    lines: list[tuple[str, Colour]] = []
    for note, ink in note_lines(view, seats, locale):
        wrapped = wrap(note, NOTE_SIZE, False, NOTE_WIDTH)
        if len(lines) + len(wrapped) <= NOTES_SHOWN:
            lines += [(line, ink) for line in wrapped]
    for note, ink in lines:
        draw_text(image, (MARGIN, y), note, NOTE_SIZE, ink, FELT)
        y += NOTE_LINE


def note_lines(
    view: JugglerView, seats: list[str], locale: str = SOURCE
) -> list[tuple[str, Colour]]:
    """What matters now, most pressing first: the reveal, a declaration, the card taken."""
    lines: list[tuple[Message | str, Colour]] = []
    if view.phase is Phase.REVEAL:
        if view.word:
            lines.append((msg("Your word: {word}", word=view.word), PASS))
        elif view.word is not None:
            lines.append((msg("Your word: none"), PASS))
        else:
            lines.append((msg("Name a word made from these letters (a blank: no word)."), TEXT))
    if view.declarer == view.seat and view.phase is not Phase.OVER:
        lines.append((msg("You declared: your word must use every card you hold."), GOLD))
    elif view.declarer is not None and view.phase is Phase.PLAY:
        last = view.seat in view.to_act
        tail = (
            msg("{name} declared: this is your last turn.", name=NAME)
            if last
            else msg("{name} declared: last turns, then the reveal.", name=NAME)
        )
        lines.append((phrase(tail, seats[view.declarer], NOTE_SIZE, False, NOTE_WIDTH, locale),
                      GOLD))  # fmt: skip
    if view.taken is not None:
        took = msg("You took {card} (ringed). Discard one card, or keep them all.", card=view.taken)
        lines.append((took, TEXT))
    lines.append((msg("Cards left out of your word count against you."), TEXT_DIM))
    return [(text(line, locale), ink) for line, ink in lines]
