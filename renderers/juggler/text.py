"""The Juggler table in text: one row per seat, the face-up cards, then your own letters.

Drawn from a seat view alone, like the pictures: for other seats only what
their card backs show (how many cards, how many red), and their letters
only once a reveal has made them public. Each letter carries its value as a
subscript, Q₉, so a hand's worth reads at a glance without a lookup table.
"""

from __future__ import annotations

from collections.abc import Iterable

from engines.core.messages import Line, Message, msg, nmsg
from engines.juggler.cards import VOWELS
from engines.juggler.state import SEAT_NAMES, Phase, RoundResult, Stage
from engines.juggler.views import JugglerView
from renderers.i18n import SOURCE, text
from renderers.text import WIDTH, display_width, pad, turn_lines

SUBSCRIPTS = str.maketrans("0123456789", "₀₁₂₃₄₅₆₇₈₉")
# Seat rows: seat, who plays it, total, cards held, red cards (each column at least as
# wide as its heading in the reader's language), then the last round and notes.
COLUMNS = (("seat", 5, msg("seat")), ("who", 5, ""), ("total", 6, msg("total")),
           ("cards", 7, msg("cards")), ("red", 5, msg("red")))  # fmt: skip


def letter(card: str, values: dict[str, int]) -> str:
    return card + str(values[card]).translate(SUBSCRIPTS)


def letters(cards: Iterable[str], values: dict[str, int]) -> str:
    shown = [letter(card, values) for card in cards]
    return " ".join(shown) if shown else "—"


def _last_round(result: RoundResult | None, seat: int, locale: str) -> str:
    """A seat's word and points in the latest round; ✗ marks a word the rules refused."""
    if result is None:
        return ""
    word, points = result.words[seat], result.points[seat]
    if not word:
        return text(msg("no word {points}", points=points), locale)
    refused = " ✗" if result.problems[seat] else ""
    return f"{word}{refused} +{points}" if points else f"{word}{refused} 0"


def _notes(view: JugglerView, seat: int, locale: str) -> str:
    notes: list[Message] = []
    if view.phase is not Phase.OVER:
        if seat == view.dealer:
            notes.append(msg("dealer"))
        if seat == view.declarer:
            notes.append(msg("declared"))
    if view.phase is Phase.REVEAL:
        notes.append(msg("word named") if view.named[seat] else msg("naming a word"))
    elif seat in view.to_act:
        notes.append(msg("◀ to discard") if view.stage is Stage.DISCARD else msg("◀ to take"))
    return ", ".join(text(note, locale) for note in notes)


def _row(cells: dict[str, str], widths: dict[str, int], last: str, notes: str) -> str:
    """One row of the seats' table: the seat and name left, the numbers right."""
    left = ("seat", "who")
    shown = "".join(
        pad(cells[key], widths[key]) if key in left
        else " " * max(0, widths[key] - display_width(cells[key])) + cells[key]
        for key, _, _ in COLUMNS
    )  # fmt: skip
    return f"  {shown}   {last}{notes}".rstrip()


def _seat_rows(view: JugglerView, people: list[str], locale: str) -> list[str]:
    """A header and one row per seat; the last round's column only once there is one."""
    result = view.results[-1] if view.results else None
    lasts = [_last_round(result, seat, locale) for seat in range(view.players)]
    width = max(display_width(last) for last in lasts) + 3 if result is not None else 0
    header = {key: text(words, locale) if words else "" for key, _, words in COLUMNS}
    widths = {key: max(least, display_width(header[key]) + 1) for key, least, _ in COLUMNS}
    heading = text(msg("round {round}", round=result.round), locale) if result else ""
    rows = [_row(header, widths, pad(heading, width), "")]
    for seat, who in enumerate(people):
        numbers = (view.totals[seat], view.hand_sizes[seat], view.red_in_hand[seat])
        cells = {"seat": SEAT_NAMES[seat], "who": who}
        cells.update(zip(("total", "cards", "red"), map(str, numbers), strict=True))
        rows.append(_row(cells, widths, pad(lasts[seat], width), _notes(view, seat, locale)))
    return rows


def _round_line(view: JugglerView) -> Message | None:
    """How the round will end, once that is in sight."""
    if view.phase is not Phase.PLAY:
        return None
    if view.declarer == view.seat:
        return msg("You declared: your word must use every card you hold.")
    if view.declarer is not None:
        return nmsg("{name} declared: {count} last turn, then the reveal.",
                    "{name} declared: {count} last turns, then the reveal.",
                    view.turns_left or 0, name=SEAT_NAMES[view.declarer])  # fmt: skip
    if view.turns_left is not None:
        return nmsg("Both decks are empty: {count} turn left unless someone declares.",
                    "Both decks are empty: {count} turns left unless someone declares.",
                    view.turns_left)  # fmt: skip
    return None


def _labelled(rows: list[tuple[Message, str]], locale: str) -> list[str]:
    """Lines of a label and what it labels, the labels in one column as wide as the
    longest of them in the reader's language."""
    labels = [text(label, locale) for label, _ in rows]
    width = max([display_width(label) for label in labels] + [9]) + 2
    return [f"  {pad(label, width)}{value}" for label, (_, value) in zip(labels, rows, strict=True)]


def _own_rows(view: JugglerView, locale: str) -> list[tuple[Message, str]]:
    if view.seat is None:
        return []
    worth = sum(view.letter_values[card] for card in view.hand)
    facts = nmsg("({count} card, worth {worth})", "({count} cards, worth {worth})",
                 len(view.hand), worth=worth)  # fmt: skip
    rows = [(msg("Your hand"), f"{letters(view.hand, view.letter_values)}   {text(facts, locale)}")]
    if view.taken is not None:
        rows.append((msg("You took"), letter(view.taken, view.letter_values)))
    if view.word is not None:
        rows.append((msg("Your word"), view.word or text(msg("(none)"), locale)))
    return rows


def _your_turn(view: JugglerView) -> Line | None:
    """What the viewer is to do, when the table waits for them."""
    if view.phase is Phase.OVER or view.seat not in view.to_act:
        return None
    if view.phase is Phase.REVEAL:
        return msg("name one word made from your cards (a blank means none).")
    if view.stage is Stage.TAKE:
        return msg("take a deck's top card unseen, a face-up card, or none.")
    if view.declarer is None:
        return msg("discard a card or none, then declare if your whole hand is a word.")
    return msg("discard a card or none.")


# The table's title names an edition other than English, the one tables play unless asked.
EDITION_NAMES = {"de": msg("Juggler (German)"), "fr": msg("Juggler (French)")}


class JugglerTable:
    def seat_names(self, view: JugglerView, players: int) -> list[str]:
        return list(SEAT_NAMES[:players])

    def render(self, view: JugglerView, people: list[str], locale: str = SOURCE) -> list[str]:
        edition = EDITION_NAMES.get(view.language)
        game = text(edition, locale) if edition is not None else "Juggler"
        this_round = (
            msg("round {round} of {last}", round=view.round, last=view.max_rounds)
            if view.max_rounds is not None
            else msg("round {round}", round=view.round)
        )
        goal = msg("first to {target} points", target=view.target)
        title = f"── {game} · {text(this_round, locale)} · {text(goal, locale)} "
        # Vowels first, then consonants, as on the picture: what a player looks for.
        table = sorted(view.table, key=lambda card: (card not in VOWELS, card))
        decks = msg("red {red} (vowels) · black {black} (consonants)", red=view.red_left,
                    black=view.black_left)  # fmt: skip
        own = _own_rows(view, locale)
        column = _labelled([(msg("Table"), ""), (msg("Decks"), ""), *own], locale)
        lines = [title.ljust(WIDTH, "─"), *_seat_rows(view, people, locale), ""]
        lines.append(column[0] + letters(table, view.letter_values))
        lines.append(column[1] + text(decks, locale))
        round_line = _round_line(view)
        if round_line is not None:
            lines.append("  " + text(round_line, locale))
        if own:
            lines += ["", *column[2:]]
        turn = _your_turn(view)
        waiting = [SEAT_NAMES[seat] for seat in view.to_act if seat != view.seat]
        return [*lines, "", *turn_lines(text(turn, locale) if turn else None, waiting, locale)]


TEXT_TABLE = JugglerTable()
