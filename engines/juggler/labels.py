"""Words for the choices a Juggler player makes, shown on buttons and menus."""

from __future__ import annotations

from engines.juggler.actions import DECK, NONE
from engines.juggler.cards import colour_of
from engines.juggler.views import JugglerView

KINDS = {"take": "Take a card", "discard": "Discard or declare", "reveal": "Name your word"}


def label(view: JugglerView, field: str, value: object) -> str:
    text = str(value)
    if field == "kind":
        return KINDS.get(text, text)
    if field == "colour":
        if text == "red":
            return f"Red: a vowel{_where(view.red_left, _on_table(view, 'red'))}"
        if text == "black":
            return f"Black: a consonant{_where(view.black_left, _on_table(view, 'black'))}"
        return "Take no card" if text == "none" else text
    if field == "source":
        if text == DECK:
            return "Top of the deck (unseen)"
        if text == NONE:
            return "No card"
        return f"{text} from the table ({view.letter_values.get(text, '?')})"
    if field == "card":
        if text == NONE:
            return "Keep all my cards"
        return f"Discard {text} ({view.letter_values.get(text, '?')})"
    if field == "declare":
        return "Declare: my whole hand is a word" if value is True else "Do not declare"
    return text


SHOWN_TABLE_CARDS = 12  # a button holds 80 characters


def _on_table(view: JugglerView, colour: str) -> list[str]:
    return sorted({card for card in view.table if colour_of(card) == colour})


def _where(deck_left: int, table: list[str]) -> str:
    """Where a card of this colour can come from: the deck, and the face-up cards, so the
    first question already shows what the table offers."""
    places = [f"{deck_left} in the deck"] if deck_left else []
    if table:
        more = " …" if len(table) > SHOWN_TABLE_CARDS else ""
        shown = " ".join(table[:SHOWN_TABLE_CARDS]) + more
        places.append(f"from the table: {shown}")
    return f" ({', or '.join(places)})" if places else ""
