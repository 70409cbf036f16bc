"""Words on Jugglers pictures: who is who, and die rolls short enough to read."""

from __future__ import annotations

import re
from collections.abc import Sequence

from engines.core.cards import SUIT_SYMBOLS
from engines.jugglers.views import JugglersView
from renderers.theme import DUMMY_COLOUR, HEAD_COLOURS, Colour

DIE_FACES = "⚀⚁⚂⚃⚄⚅"
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


def head_names(view: JugglersView, names: Sequence[str] | None) -> list[str]:
    """Display names per ring place; dummies are named after their owner if not given."""
    if names is None:
        return [head.name for head in view.heads]
    if len(names) not in (view.players, len(view.heads)):
        raise ValueError(
            f"names: expected {view.players} seats or {len(view.heads)} heads, got {len(names)}"
        )
    given = [str(name).strip() or head.name for name, head in zip(names, view.heads, strict=False)]
    for head in view.heads[len(given) :]:
        given.append(head.name if head.owner is None else f"{given[head.owner]}'s dummy")
    return given


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


def short_roll(line: str) -> tuple[int | None, str]:
    """A log line about a die roll as (die value, a few words): "joker: 2nd of 3 picked, 4♦".

    Lines in a wording this does not know are kept whole, so a change in the
    engine's phrasing costs length, never information.
    """
    match = _ROLL.match(line)
    if match is None:
        return None, _CARD_NAME.sub(_card_symbol, line)
    value, text = int(match.group(1)), match.group(2)
    for pattern, replacement in _ROLL_SHORTHAND:
        if pattern.match(text):
            text = pattern.sub(replacement, text)
            break
    return value, _CARD_NAME.sub(_card_symbol, text).replace("joker's", "joker")
