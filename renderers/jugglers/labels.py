"""Words on Jugglers pictures: who is who, and die rolls short enough to read."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence

from engines.core.cards import SUIT_SYMBOLS
from engines.core.messages import Line, Message, msg
from engines.jugglers.state import Spot
from engines.jugglers.views import JugglersView
from engines.jugglers.words import (
    DUMMY,
    HAND,
    ON_HAND,
    ROLL_DUMMY,
    ROLL_PICK,
    ROLL_SECRET,
    head_words,
)
from renderers.i18n import SOURCE, text
from renderers.theme import DUMMY_COLOUR, HEAD_COLOURS, Colour
from renderers.widgets import short_name, text_width

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
# A hand in one word, where a picture or the terminal has room for no more.
SPOT_WORDS = {Spot.LEFT: msg("left"), Spot.JOKER: msg("joker"), Spot.RIGHT: msg("right")}
# The hand a die line names, back from the words the engine gave it.
_SPOT_OF = {words: spot for family in (HAND, ON_HAND) for spot, words in family.items()}
# Older saved games wrote "chairman rolls"; the dice belong to nobody now.
_ROLL = re.compile(r"^(?:the die shows|chairman rolls) (\d): (.*)$")
_CARD_NAME = re.compile(r"\b(10|[2-9]|[JQKA]) of (clubs|diamonds|hearts|spades)\b")
_SUIT_BY_WORD = {"clubs": "c", "diamonds": "d", "hearts": "h", "spades": "s"}
_HAND = r"(?:the )?(left|joker's|right) hand"
# The engine writes rolls for its log; the picture has room for a few words.
_ROLL_SHORTHAND: tuple[tuple[re.Pattern[str], str], ...] = (
    (re.compile(rf"^a secret influence goes face down on {_HAND}$"), r"secret influence → \1"),
    (re.compile(rf"^the dummy plays on {_HAND}$"), r"dummy plays → \1"),
    (
        re.compile(rf"^the (\w+) of (\d+) cards is picked for {_HAND}, the (.+?);.*$"),
        r"\3: \1 of \2 picked, \4",
    ),
)


def require_view(view: object) -> JugglersView:
    """Refuse anything but a view, so raw state (secrets and all) is never drawn."""
    if not isinstance(view, JugglersView):
        kind = type(view).__name__
        raise TypeError(f"Jugglers pictures are drawn from a JugglersView, not {kind}")
    return view


def head_names(view: JugglersView, names: Sequence[str] | None, locale: str = SOURCE) -> list[str]:
    """Display names per ring place, in `locale`; dummies are named after their owner if
    not given."""
    if names is not None and len(names) not in (view.players, len(view.heads)):
        raise ValueError(
            f"names: expected {view.players} seats or {len(view.heads)} heads, got {len(names)}"
        )
    given = list(names or [])
    shown: list[str] = []
    for index, head in enumerate(view.heads):
        name = str(given[index]).strip() if index < len(given) else ""
        if not name and head.dummy:
            # Named after its owner's display name; by the engine's own words when the
            # owners go by their letters, so the table and the log call it the same.
            words = head_words(head) if names is None else dummy_of(shown[head.owner or 0])
            name = text(DUMMY if head.owner is None else words, locale)
        shown.append(name or head.name)
    return shown


def dummy_of(name: str) -> Message:
    """A seat's dummy, named after the seat's display name."""
    return msg("{name}'s dummy", name=name)


def named(
    words: Callable[[str], Line], name: str, size: int, bold: bool, room: int, locale: str
) -> str:
    """`words(name)` in `locale` within `room` px: the name is shortened, never the words
    around it, wherever the language puts it."""
    around = text_width(text(words(""), locale), size, bold)
    return text(words(short_name(name, size, bold, room - around)), locale)


def head_tags(view: JugglersView, names: Sequence[str]) -> list[str]:
    """One- or two-letter tags that mark who played a face-down card.

    Seats use their initial, or two letters (then initial and seat number)
    where that clashes. A dummy shows its owner's tag, drawn hollow (see
    `is_hollow`); the 3-player dummy, owned by nobody, is "d".
    """
    seats = names[: view.players]
    tags = [name[:1].upper() or "?" for name in seats]
    for widen in (lambda i: seats[i][:2].title(), lambda i: f"{seats[i][:1].upper()}{i + 1}"):
        clashing = [i for i, tag in enumerate(tags) if tags.count(tag) > 1]
        for index in clashing:
            tags[index] = widen(index)
    for head in view.heads[view.players :]:
        tags.append("d" if head.owner is None else tags[head.owner])
    return tags


def is_hollow(view: JugglersView, head: int) -> bool:
    """Dummies' tokens are rings, so a dummy and its owner share a tag yet differ."""
    return view.heads[head].dummy


def head_colour(view: JugglersView, head: int) -> Colour:
    """A seat's own colour; a dummy takes its owner's, or grey when it has none."""
    info = view.heads[head]
    if info.dummy:
        return DUMMY_COLOUR if info.owner is None else head_colour(view, info.owner)
    return HEAD_COLOURS[head % len(HEAD_COLOURS)]


def _card_symbol(match: re.Match[str]) -> str:
    return match.group(1) + SUIT_SYMBOLS[_SUIT_BY_WORD[match.group(2)]]


def short_roll(line: Line, locale: str = SOURCE) -> tuple[int | None, str]:
    """A log line about a die roll as (die value, a few words in `locale`): "4♦: 2 of 3
    picked, joker".

    Lines in a wording this does not know are kept whole, so a change in the
    engine's phrasing costs length, never information. Games saved before lines
    were Messages hold English text, shortened as it was then.
    """
    if isinstance(line, Message):
        return _short_message(line, locale)
    match = _ROLL.match(line)
    if match is None:
        return None, _CARD_NAME.sub(_card_symbol, line)
    value, text = int(match.group(1)), match.group(2)
    for pattern, replacement in _ROLL_SHORTHAND:
        if pattern.match(text):
            text = pattern.sub(replacement, text)
            break
    return value, _CARD_NAME.sub(_card_symbol, text).replace("joker's", "joker")


def _short_message(line: Message, locale: str) -> tuple[int | None, str]:
    said = line.arguments
    roll, hand = said.get("roll"), said.get("hand")
    spot = _SPOT_OF.get(hand) if isinstance(hand, Message) else None
    if not isinstance(roll, int) or spot is None:
        return None, text(line, locale)
    where = SPOT_WORDS[spot]
    if line.key == ROLL_SECRET:
        return roll, text(msg("secret influence → {hand}", hand=where), locale)
    if line.key == ROLL_DUMMY:
        return roll, text(msg("dummy plays → {hand}", hand=where), locale)
    if line.key == ROLL_PICK:
        short = msg("{card}: {position} of {count} picked, {hand}", card=said["symbol"],
                    position=said["position"], count=said["count"], hand=where)  # fmt: skip
        return roll, text(short, locale)
    return roll, text(line, locale)
