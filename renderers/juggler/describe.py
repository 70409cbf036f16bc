"""The Juggler pictures in words, from the same view: the table's face-up letters, the
decks and every seat's plate; a hand's letters for its owner; a round's words. Each in
the reader's language (`locale`), like the picture it goes with."""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.messages import Message, msg, nmsg
from engines.juggler.state import Phase
from engines.juggler.views import JugglerView
from renderers.describe import paragraph
from renderers.i18n import SOURCE, text
from renderers.juggler.hand import hand_facts, note_lines
from renderers.juggler.labels import (
    joined,
    require_view,
    round_toppers,
    seat_names,
    stage_note,
    status,
    whole,
    winners,
)
from renderers.juggler.letters import table_order
from renderers.juggler.recap import shows_recap
from renderers.juggler.results import headline, verdict_text


def letters_named(letters: Sequence[str], values: dict[str, int], locale: str = SOURCE) -> str:
    """ "A (1), Q (9)", or "none": each letter with its value."""
    named = ", ".join(f"{letter} ({values[letter]})" for letter in letters)
    return named or text(msg("none"), locale)


def _plate(view: JugglerView, seat: int, names: list[str], locale: str) -> str:
    facts: list[Message] = [
        msg("{total} of {target} points", total=view.totals[seat], target=view.target)
    ]
    if view.phase is not Phase.OVER:
        facts.append(nmsg("{count} card, {red} red", "{count} cards, {red} red",
                          view.hand_sizes[seat], red=view.red_in_hand[seat]))  # fmt: skip
        facts += [msg("dealer")] if seat == view.dealer else []
        facts += [msg("declared")] if seat == view.declarer else []
    if view.phase is Phase.REVEAL:
        facts.append(msg("word named") if view.named[seat] else msg("naming a word"))
    return f"{names[seat]}: {', '.join(text(fact, locale) for fact in facts)}"


def describe_table(view: object, names: Sequence[str] | None = None, *,
                   locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    seats = seat_names(shown, names)
    note = whole(*stage_note(shown, seats), locale)
    waits = whole(*status(shown, seats, locale), locale)
    values = shown.letter_values
    piles = ", ".join(
        f"{letter} ({values[letter]})" + (f" ×{count}" if count > 1 else "")
        for letter, count in table_order(shown.table)
    )
    face_up = len(shown.table)
    parts = [
        text(msg("Juggler table, round {round}: {note}", round=shown.round, note=note), locale),
        waits,
        text(
            nmsg(
                "Face up on the table, {count} card: {cards}",
                "Face up on the table, {count} cards: {cards}",
                face_up,
                cards=piles or msg("none"),
            ),
            locale,
        ),
        text(
            msg(
                "Decks: {red} red (vowels), {black} black (consonants)",
                red=shown.red_left,
                black=shown.black_left,
            ),
            locale,
        ),
        *(_plate(shown, seat, seats, locale) for seat in range(shown.players)),
    ]
    if shows_recap(shown):
        result = shown.results[-1]
        nothing = text(msg("no word"), locale)
        words = "; ".join(
            f"{seats[seat]} {word or nothing} {f'+{points}' if points else '0'}"
            for seat, (word, points) in enumerate(zip(result.words, result.points, strict=True))
        )
        parts.append(text(msg("Round {round} words: {words}", round=result.round, words=words),
                          locale))  # fmt: skip
    return paragraph(parts)


def describe_hand(view: object, names: Sequence[str] | None = None, *,
                  locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    if shown.seat is None:
        raise ValueError("a hand picture needs a seat's view, not the public view")
    seats = seat_names(shown, names)
    letters = letters_named(shown.hand, shown.letter_values, locale)
    parts = [
        text(msg("{name}'s letters, shown only to them", name=seats[shown.seat]), locale),
        f"{text(hand_facts(shown), locale)}: {letters}",
        *(note for note, _ in note_lines(shown, seats, locale)),
    ]
    return paragraph(parts)


def describe_results(view: object, names: Sequence[str] | None = None, *,
                     locale: str = SOURCE) -> str:  # fmt: skip
    shown = require_view(view)
    if not shown.results:
        raise ValueError("no round has ended yet, so there are no results to draw")
    result = shown.results[-1]
    seats = seat_names(shown, names)
    best = winners(shown) if shown.phase is Phase.OVER else round_toppers(result)
    top = whole(headline(shown, result), joined([seats[s] for s in best], locale), locale)
    declared = (
        msg("nobody declared")
        if result.declarer is None
        else msg("{name} declared", name=seats[result.declarer])
    )
    parts = [
        text(
            msg(
                "Juggler, round {round} results: {headline}; {declared}",
                round=result.round,
                headline=top,
                declared=declared,
            ),
            locale,
        ),
    ]
    for seat in range(shown.players):
        verdict, _ = verdict_text(result.hands[seat], result.words[seat], result.problems[seat],
                                  shown.letter_values)  # fmt: skip
        points = result.points[seat]
        line = nmsg(
            "{name}: {verdict}; {sign}{count} point, total {total}; cards held: {cards}",
            "{name}: {verdict}; {sign}{count} points, total {total}; cards held: {cards}",
            points,
            name=seats[seat],
            verdict=verdict,
            sign="+" if points else "",
            total=result.totals[seat],
            cards=", ".join(result.hands[seat]) or msg("none"),
        )
        parts.append(text(line, locale))
    return paragraph(parts)
