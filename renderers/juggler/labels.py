"""Words and colours on Juggler pictures: who is who, and what the table waits for."""

from __future__ import annotations

from collections.abc import Sequence

from engines.juggler.rules import SEAT_NAMES
from engines.juggler.state import Phase, RoundResult, Stage
from engines.juggler.views import JugglerView
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


def joined(names: list[str]) -> str:
    return " and ".join(names) if len(names) < 3 else ", ".join(names[:-1]) + " and " + names[-1]


def winners(view: JugglerView) -> list[int]:
    top = max(view.totals)
    return [seat for seat, total in enumerate(view.totals) if total == top]


def round_toppers(result: RoundResult) -> list[int]:
    top = max(result.points)
    return [seat for seat, points in enumerate(result.points) if points == top]


def lit(view: JugglerView) -> set[int]:
    """Seats to light up: whoever the table waits for, or the winners once it is over."""
    return set(winners(view)) if view.phase is Phase.OVER else set(view.to_act)


def count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def phrase(who: str, rest: str, size: int, bold: bool, width: int) -> str:
    """`who` + `rest` in `width` pixels, shortening the name rather than what it does."""
    room = width - text_width(rest, size, bold)
    return short_name(who, size, bold, max(room, text_width("A…", size, bold))) + rest


def status(view: JugglerView, names: list[str]) -> tuple[str, str]:
    """Who or what the table waits for, as (names, the rest): the header's pill."""
    if view.phase is Phase.OVER:
        best = winners(view)
        verb = " wins" if len(best) == 1 else " share the win"
        return joined([names[seat] for seat in best]), verb
    if view.phase is Phase.REVEAL:
        return "", f"waiting for {count(len(view.to_act), 'word')}"
    seat = view.turn if view.turn is not None else view.to_act[0]
    return names[seat], f" to {'discard' if view.stage is Stage.DISCARD else 'take'}"


def stage_note(view: JugglerView, names: list[str]) -> tuple[str, str]:
    """Where the round stands, beside the title, as (a name, the rest)."""
    if view.phase is Phase.OVER:
        return "", f"game over after {count(view.round, 'round')}"
    if view.phase is Phase.REVEAL:
        return "", f"reveal · {sum(view.named)} of {view.players} words named"
    left = view.turns_left
    if view.declarer is not None:
        return names[view.declarer], f" declared · {count(left or 0, 'last turn')}"
    if left is not None:
        return "", f"decks empty · {count(left, 'turn')} left"
    return "", f"first to {view.target} points"
