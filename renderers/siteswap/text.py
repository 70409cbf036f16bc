"""Siteswap in the terminal: the table in lines (the performance drawn with
characters is `text_juggler`)."""

from __future__ import annotations

from engines.core.messages import Message, msg, nmsg
from engines.siteswap.patterns import text
from engines.siteswap.views import LaidView, SiteswapView
from renderers.i18n import SOURCE
from renderers.i18n import text as say
from renderers.siteswap.juggled import juggled_what, variation_words

LETTERS = "ABCDEF"


class SiteswapText:
    def seat_names(self, view: SiteswapView, players: int) -> list[str]:
        return list(LETTERS[:players])

    def render(self, view: SiteswapView, people: list[str], locale: str = SOURCE) -> list[str]:
        seats = " · ".join(
            f"{LETTERS[seat]} ({people[seat]}) {_cards(view.hand_counts[seat], locale)}"
            + _face_down(view, seat, locale)
            for seat in range(view.players)
        )
        lines = [say(msg("Players: {seats}", seats=seats), locale)]
        top = view.discard_top.symbol if view.discard_top is not None else "—"
        lines.append(say(nmsg("Pick-up pile: {count} card · discard pile top: {top}",
                              "Pick-up pile: {count} cards · discard pile top: {top}",
                              view.pickup_count, top=top), locale))  # fmt: skip
        if view.table:
            lines.append(say(msg("Patterns on the table:"), locale))
            lines += [f"  {number}. {laid_words(laid, locale)}"
                      for number, laid in enumerate(view.table, start=1)]  # fmt: skip
        else:
            lines.append(say(msg("No pattern on the table yet."), locale))
        lines += performance_lines(view, locale)
        if view.seat is not None:
            own = " ".join(
                f"{card.symbol}={throw}" for card, throw in zip(view.hand, view.hand_values,
                                                                 strict=True)
            )  # fmt: skip
            lines.append(say(msg("Your cards (card=throw): {cards}", cards=own or "—"), locale))
        return lines


TEXT_TABLE = SiteswapText()


def laid_words(laid: LaidView, locale: str = SOURCE) -> str:
    """A pattern on the table under whoever laid it last: "C's 96401353 (extends D's
    9640135, with clubs instead of balls)"."""
    notes = []
    if laid.extends_owner is not None:
        notes.append(say(msg("extends {name}'s {pattern}", name=LETTERS[laid.extends_owner],
                             pattern=text(tuple(laid.extends))), locale))  # fmt: skip
    if laid.variation:
        notes.append(variation_words(laid.variation, locale))
    whose = say(msg("{name}'s {pattern}", name=LETTERS[laid.owner],
                    pattern=text(tuple(laid.values))), locale)  # fmt: skip
    return whose + (f" ({', '.join(notes)})" if notes else "")


def performance_lines(view: SiteswapView, locale: str = SOURCE) -> list[str]:
    """Who is juggling what (never how many cards), the hints so far and who still
    guesses."""
    performance = view.performance
    if performance is None:
        return []
    who = LETTERS[performance.performer]
    what = juggled_what(view, LETTERS)
    juggling: Message = (
        msg("{name} is juggling {what}, {how}.", name=who, what=what,
            how=variation_words(performance.variation, locale))
        if performance.variation else msg("{name} is juggling {what}.", name=who, what=what)
    )  # fmt: skip
    lines = [say(juggling, locale)]
    if performance.hints:
        hints = " · ".join(say(hint, locale) for hint in performance.hints)
        lines.append(say(msg("Hints so far: {hints}", hints=hints), locale))
    guessing = ", ".join(LETTERS[seat] for seat, left in enumerate(performance.guesses) if left)
    if guessing and performance.missed:
        lines.append(say(msg("Still guessing: {seats} · guessed wrong: {guesses}", seats=guessing,
                             guesses=", ".join(performance.missed)), locale))  # fmt: skip
    elif guessing:
        lines.append(say(msg("Still guessing: {seats}", seats=guessing), locale))
    return lines


def _face_down(view: SiteswapView, seat: int, locale: str) -> str:
    """The viewer's own cards being juggled, which their count still holds: only they
    may know how many."""
    hidden = view.hand_counts[seat] - len(view.hand) if seat == view.seat else 0
    return " " + say(msg("({count} face down)", count=hidden), locale) if hidden > 0 else ""


def _cards(count: int, locale: str) -> str:
    return say(nmsg("{count} card", "{count} cards", count), locale)
