"""Siteswap in the terminal: the table in lines (the performance drawn with
characters is `text_juggler`)."""

from __future__ import annotations

from engines.siteswap.patterns import text
from engines.siteswap.views import LaidView, SiteswapView
from renderers.siteswap.juggled import juggled_what

LETTERS = "ABCDEF"


class SiteswapText:
    def seat_names(self, view: SiteswapView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: SiteswapView, people: list[str]) -> list[str]:
        seats = " · ".join(
            f"{LETTERS[seat]} ({people[seat]}) {_cards(view.hand_counts[seat])}"
            + _face_down(view, seat)
            for seat in range(view.players)
        )
        lines = [f"Players: {seats}"]
        top = view.discard_top.symbol if view.discard_top is not None else "—"
        lines.append(f"Pick-up pile: {view.pickup_count} cards · discard pile top: {top}")
        if view.table:
            lines.append("Patterns on the table:")
            lines += [f"  {index + 1}. {laid_words(laid)}" for index, laid in enumerate(view.table)]
        else:
            lines.append("No pattern on the table yet.")
        lines += performance_lines(view)
        if view.seat is not None:
            own = " ".join(
                f"{card.symbol}={throw}" for card, throw in zip(view.hand, view.hand_values,
                                                                 strict=True)
            )  # fmt: skip
            lines.append(f"Your cards (card=throw): {own or '—'}")
        return lines


TEXT_TABLE = SiteswapText()


def laid_words(laid: LaidView) -> str:
    """A pattern on the table under whoever laid it last: "C's 96401353 (extends D's
    9640135, with clubs instead of balls)"."""
    notes = []
    if laid.extends_owner is not None:
        notes.append(f"extends {LETTERS[laid.extends_owner]}'s {text(tuple(laid.extends))}")
    if laid.variation:
        notes.append(laid.variation)
    return f"{LETTERS[laid.owner]}'s {text(tuple(laid.values))}" + (
        f" ({', '.join(notes)})" if notes else "")  # fmt: skip


def performance_lines(view: SiteswapView) -> list[str]:
    """Who is juggling what (never how many cards), the hints so far and who still
    guesses."""
    performance = view.performance
    if performance is None:
        return []
    who = LETTERS[performance.performer]
    what = juggled_what(view, LETTERS)
    variation = f", {performance.variation}" if performance.variation else ""
    lines = [f"{who} is juggling {what}{variation}."]
    if performance.hints:
        lines.append(f"Hints so far: {' · '.join(performance.hints)}")
    guessing = [LETTERS[seat] for seat, left in enumerate(performance.guesses) if left]
    if guessing:
        lines.append(f"Still guessing: {', '.join(guessing)}"
                     + (f" · guessed wrong: {', '.join(performance.missed)}"
                        if performance.missed else ""))  # fmt: skip
    return lines


def _face_down(view: SiteswapView, seat: int) -> str:
    """The viewer's own cards being juggled, which their count still holds: only they
    may know how many."""
    hidden = view.hand_counts[seat] - len(view.hand) if seat == view.seat else 0
    return f" ({hidden} face down)" if hidden > 0 else ""


def _cards(count: int) -> str:
    return "1 card" if count == 1 else f"{count} cards"
