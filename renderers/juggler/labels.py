"""Words and colours on Juggler pictures: who is who, and what the table waits for."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.messages import Message, msg, nmsg
from engines.juggler.state import SEAT_NAMES, Phase, RoundResult, Stage
from engines.juggler.views import JugglerView
from renderers.i18n import SOURCE, text
from renderers.text import listed
from renderers.theme import HEAD_COLOURS, PASS, Colour
from renderers.widgets import short_name, text_width

# Six seats, one more than the shared ring colours: green is the theme's other
# colour that stands apart from them on the felt.
SEAT_COLOURS: tuple[Colour, ...] = (*HEAD_COLOURS, PASS)


def require_view(view: object) -> JugglerView:
    """Refuse anything but a view, so raw state (every hand and the decks) is never drawn."""
    if not isinstance(view, JugglerView):
        kind = type(view).__name__
        raise TypeError(f"Juggler pictures are drawn from a JugglerView, not {kind}")
    return view


def seat_names(view: JugglerView, names: Sequence[str] | None) -> list[str]:
    """Display names per seat; the seat letters the log uses stand in for blanks."""
    letters = list(SEAT_NAMES[: view.players])
    if names is None:
        return letters
    if len(names) != view.players:
        raise ValueError(f"names: expected {view.players} seats, got {len(names)}")
    return [str(name).strip() or letter for name, letter in zip(names, letters, strict=True)]


def seat_letter(seat: int) -> str:
    """The badge on a seat: its letter, as in the public log lines."""
    return SEAT_NAMES[seat]


def joined(names: list[str], locale: str = SOURCE) -> str:
    """ "A", "A and B", "A, B and C" in the reader's language."""
    return listed(names, locale)


def winners(view: JugglerView) -> list[int]:
    top = max(view.totals)
    return [seat for seat, total in enumerate(view.totals) if total == top]


def round_toppers(result: RoundResult) -> list[int]:
    top = max(result.points)
    return [seat for seat, points in enumerate(result.points) if points == top]


def lit(view: JugglerView) -> set[int]:
    """Seats to light up: whoever the table waits for, or the winners once it is over."""
    return set(winners(view)) if view.phase is Phase.OVER else set(view.to_act)


# Stands for the name in a translated phrase, so the name can be shortened to fit
# wherever the language puts it.
NAME = "\x00"


def phrase(line: Message, who: str, size: int, bold: bool, width: int, locale: str) -> str:
    """`line` (a Message whose `name` is `NAME`) in `locale`, in `width` pixels: the name
    `who` is shortened rather than what the phrase says, wherever the language puts it."""
    before, _, after = text(line, locale).partition(NAME)
    room = width - text_width(before + after, size, bold)
    return before + short_name(who, size, bold, max(room, text_width("A…", size, bold))) + after


def whole(line: Message, who: str, locale: str) -> str:
    """`line` (a Message whose `name` is `NAME`) in `locale`, with the name `who` whole:
    for words, not pictures, where nothing needs shortening."""
    return text(line, locale).replace(NAME, who)


def status(view: JugglerView, names: list[str], locale: str = SOURCE) -> tuple[Message, str]:
    """Who or what the table waits for, as a Message with a `name` of `NAME` and the name:
    the header's pill."""
    if view.phase is Phase.OVER:
        best = winners(view)
        who = joined([names[seat] for seat in best], locale)
        if len(best) == 1:
            return msg("{name} wins", name=NAME), who
        return msg("{name} share the win", name=NAME), who
    if view.phase is Phase.REVEAL:
        waiting = len(view.to_act)
        return nmsg("waiting for {count} word", "waiting for {count} words", waiting), ""
    seat = view.turn if view.turn is not None else view.to_act[0]
    if view.stage is Stage.DISCARD:
        return msg("{name} to discard", name=NAME), names[seat]
    return msg("{name} to take", name=NAME), names[seat]


def stage_note(view: JugglerView, names: list[str]) -> tuple[Message, str]:
    """Where the round stands, beside the title, as a Message (its `name` `NAME`) and the
    name it holds, if any."""
    if view.phase is Phase.OVER:
        return nmsg("game over after {count} round", "game over after {count} rounds",
                    view.round), ""  # fmt: skip
    if view.phase is Phase.REVEAL:
        return msg("reveal · {named} of {players} words named", named=sum(view.named),
                   players=view.players), ""  # fmt: skip
    left = view.turns_left
    if view.declarer is not None:
        return nmsg("{name} declared · {count} last turn", "{name} declared · {count} last turns",
                    left or 0, name=NAME), names[view.declarer]  # fmt: skip
    if left is not None:
        return nmsg("decks empty · {count} turn left", "decks empty · {count} turns left",
                    left), ""  # fmt: skip
    return msg("first to {target} points", target=view.target), ""
