"""The Juggler pictures in words, from the same view: the table's face-up letters, the
decks and every seat's plate; a hand's letters for its owner; a round's words."""

from __future__ import annotations

from collections.abc import Sequence

from engines.juggler.cards import VOWELS
from engines.juggler.state import Phase
from engines.juggler.views import JugglerView
from renderers.describe import counted, paragraph
from renderers.juggler.hand import note_lines
from renderers.juggler.labels import (
    joined,
    require_view,
    round_toppers,
    seat_names,
    stage_note,
    status,
    winners,
)
from renderers.juggler.letters import table_order
from renderers.juggler.recap import shows_recap
from renderers.juggler.results import verdict_text


def letters_named(letters: Sequence[str], values: dict[str, int]) -> str:
    """ "A (1), Q (9)", or "none": each letter with its value."""
    return ", ".join(f"{letter} ({values[letter]})" for letter in letters) or "none"


def _plate(view: JugglerView, seat: int, names: list[str]) -> str:
    facts = [f"{view.totals[seat]} of {view.target} points"]
    if view.phase is not Phase.OVER:
        facts.append(f"{counted(view.hand_sizes[seat], 'card')}, {view.red_in_hand[seat]} red")
        facts += ["dealer"] if seat == view.dealer else []
        facts += ["declared"] if seat == view.declarer else []
    if view.phase is Phase.REVEAL:
        facts.append("word named" if view.named[seat] else "naming a word")
    return f"{names[seat]}: {', '.join(facts)}"


def describe_table(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    seats = seat_names(shown, names)
    who, rest = stage_note(shown, seats)
    waits, does = status(shown, seats)
    piles = ", ".join(
        f"{letter} ({shown.letter_values[letter]})" + (f" ×{count}" if count > 1 else "")
        for letter, count in table_order(shown.table)
    )
    parts = [
        f"Juggler table, round {shown.round}: {who}{rest}",
        f"{waits}{does}",
        f"Face up on the table, {counted(len(shown.table), 'card')}: {piles or 'none'}",
        f"Decks: {shown.red_left} red (vowels), {shown.black_left} black (consonants)",
        *(_plate(shown, seat, seats) for seat in range(shown.players)),
    ]
    if shows_recap(shown):
        result = shown.results[-1]
        words = "; ".join(
            f"{seats[seat]} {word or 'no word'} {f'+{points}' if points else '0'}"
            for seat, (word, points) in enumerate(zip(result.words, result.points, strict=True))
        )
        parts.append(f"Round {result.round} words: {words}")
    return paragraph(parts)


def describe_hand(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat's view, not the public view")
    seats = seat_names(shown, names)
    values = shown.letter_values
    worth = sum(values[letter] for letter in shown.hand)
    vowels = sum(letter in VOWELS for letter in shown.hand)
    parts = [
        f"{seats[shown.seat]}'s letters, shown only to them",
        f"{counted(len(shown.hand), 'card')}, {vowels} red (vowels), worth {worth}: "
        f"{letters_named(shown.hand, values)}",
        *(text for text, _ in note_lines(shown, seats)),
    ]
    return paragraph(parts)


def describe_results(view: object, names: Sequence[str] | None = None) -> str:
    shown = require_view(view)
    if not shown.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = shown.results[-1]
    seats = seat_names(shown, names)
    if shown.phase is Phase.OVER:
        best = winners(shown)
        headline = f"{joined([seats[s] for s in best])} {'wins' if len(best) == 1 else 'share'}"
        headline += " the game" if len(best) == 1 else " the win"
    else:
        best = round_toppers(result)
        headline = f"{joined([seats[s] for s in best])} top{'s' if len(best) == 1 else ''}"
        headline += " the round"
    declared = (
        "nobody declared" if result.declarer is None else (f"{seats[result.declarer]} declared")
    )
    parts = [f"Juggler, round {result.round} results: {headline}; {declared}"]
    for seat in range(shown.players):
        points = result.points[seat]
        text, _ = verdict_text(result.hands[seat], result.words[seat], result.problems[seat],
                               shown.letter_values)  # fmt: skip
        parts.append(
            f"{seats[seat]}: {text}; {f'+{points}' if points else '0'} points, "
            f"total {result.totals[seat]}; cards held: {', '.join(result.hands[seat]) or 'none'}"
        )
    return paragraph(parts)
