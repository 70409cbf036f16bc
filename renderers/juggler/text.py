"""The Juggler table in text: one row per seat, the face-up cards, then your own letters.

Drawn from a seat view alone, like the pictures: for other seats only what
their card backs show (how many cards, how many red), and their letters
only once a reveal has made them public. Each letter carries its value as a
subscript, Q₉, so a hand's worth reads at a glance without a lookup table.
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.juggler.cards import VOWELS
from engines.juggler.rules import SEAT_NAMES
from engines.juggler.state import Phase, RoundResult, Stage
from engines.juggler.views import JugglerView
from renderers.text import WIDTH, wrap_line

SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
# Seat rows: seat, who plays it, total, cards held, red cards, last round, notes.
ROW = "  {seat:<5}{who:<5}{total:>6}{cards:>7}{red:>5}   {last}{notes}"


def letter(card: str, values: dict[str, int]) -> str:
    return card + str(values[card]).translate(SUBSCRIPTS)


def letters(cards: Iterable[str], values: dict[str, int]) -> str:
    shown = [letter(card, values) for card in cards]
    return " ".join(shown) if shown else "—"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}" if number == 1 else f"{number} {noun}s"


def _last_round(result: RoundResult | None, seat: int) -> str:
    """A seat's word and points in the latest round; ✗ marks a word the rules refused."""
    if result is None:
        return ""
    word, points = result.words[seat], result.points[seat]
    if not word:
        return f"no word {points}"
    refused = " ✗" if result.problems[seat] else ""
    return f"{word}{refused} +{points}" if points else f"{word}{refused} 0"


def _notes(view: JugglerView, seat: int) -> str:
    notes = []
    if view.phase is not Phase.OVER:
        if seat == view.dealer:
            notes.append("dealer")
        if seat == view.declarer:
            notes.append("declared")
    if view.phase is Phase.REVEAL:
        notes.append("word named" if view.named[seat] else "naming a word")
    elif seat in view.to_act:
        notes.append(f"◀ to {'discard' if view.stage is Stage.DISCARD else 'take'}")
    return ", ".join(notes)


def _seat_rows(view: JugglerView, people: list[str]) -> list[str]:
    """A header and one row per seat; the last round's column only once there is one."""
    result = view.results[-1] if view.results else None
    lasts = [_last_round(result, seat) for seat in range(view.players)]
    width = max(len(text) for text in lasts) + 3 if result is not None else 0
    header = {"seat": "seat", "who": "", "total": "total", "cards": "cards", "red": "red"}
    heading = f"round {result.round}" if result is not None else ""
    rows = [ROW.format(**header, last=heading.ljust(width), notes="").rstrip()]
    for seat, who in enumerate(people):
        row = ROW.format(
            seat=SEAT_NAMES[seat],
            who=who,
            total=view.totals[seat],
            cards=view.hand_sizes[seat],
            red=view.red_in_hand[seat],
            last=lasts[seat].ljust(width),
            notes=_notes(view, seat),
        )
        rows.append(row.rstrip())
    return rows


def _round_line(view: JugglerView) -> str | None:
    """How the round will end, once that is in sight."""
    if view.phase is not Phase.PLAY:
        return None
    if view.declarer == view.seat:
        return "  You declared: your word must use every card you hold."
    if view.declarer is not None:
        turns = _count(view.turns_left or 0, "last turn")
        return f"  {SEAT_NAMES[view.declarer]} declared: {turns}, then the reveal."
    if view.turns_left is not None:
        turns = _count(view.turns_left, "turn")
        return f"  Both decks are empty: {turns} left unless someone declares."
    return None


def _own_lines(view: JugglerView) -> list[str]:
    if view.seat is None:
        return []
    worth = sum(view.letter_values[card] for card in view.hand)
    lines = [
        f"  Your hand  {letters(view.hand, view.letter_values)}"
        f"   ({_count(len(view.hand), 'card')}, worth {worth})"
    ]
    if view.taken is not None:
        lines.append(f"  You took   {letter(view.taken, view.letter_values)}")
    if view.word is not None:
        lines.append(f"  Your word  {view.word or '(none)'}")
    return lines


def _turn_line(view: JugglerView) -> str:
    if view.phase is Phase.OVER:
        return "  The game is over."
    if view.seat not in view.to_act:
        waiting = " and ".join(SEAT_NAMES[seat] for seat in view.to_act)
        return f"  Waiting for {waiting}."
    if view.phase is Phase.REVEAL:
        return "  ▶ Your turn: name one word made from your cards (a blank means none)."
    if view.stage is Stage.TAKE:
        return "  ▶ Your turn: take a deck's top card unseen, a face-up card, or none."
    declare = ", then declare if your whole hand is a word" if view.declarer is None else ""
    return f"  ▶ Your turn: discard a card or none{declare}."


# The table's title names an edition other than English, the one tables play unless asked.
EDITION_NAMES = {"de": " (German)", "fr": " (French)"}


class JugglerTable:
    def seat_names(self, view: JugglerView, players: int) -> list[str]:
        return list(SEAT_NAMES[:players])

    def render(self, view: JugglerView, people: list[str]) -> list[str]:
        last = f" of {view.max_rounds}" if view.max_rounds is not None else ""
        edition = EDITION_NAMES.get(view.language, "")
        title = f"── Juggler{edition} · round {view.round}{last} · first to {view.target} points "
        # Vowels first, then consonants, as on the picture: what a player looks for.
        table = sorted(view.table, key=lambda card: (card not in VOWELS, card))
        lines = [title.ljust(WIDTH, "─"), *_seat_rows(view, people), ""]
        lines.append(f"  Table      {letters(table, view.letter_values)}")
        lines.append(
            f"  Decks      red {view.red_left} (vowels) · black {view.black_left} (consonants)"
        )
        round_line = _round_line(view)
        if round_line is not None:
            lines.append(round_line)
        own = _own_lines(view)
        if own:
            lines += ["", *own]
        return [*lines, "", *wrap_line(_turn_line(view))]


TEXT_TABLE = JugglerTable()
