"""Words for the choices a Juggler player makes, shown on buttons and menus."""

from __future__ import annotations

from engines.juggler.actions import DECK, NONE
from engines.juggler.views import JugglerView

KINDS = {"take": "Take a card", "discard": "Discard or declare", "reveal": "Name your word"}


def label(view: JugglerView, field: str, value: object) -> str:
    text = str(value)
    if field == "kind":
        return KINDS.get(text, text)
    if field == "colour":
        return {
            "red": f"Red: a vowel ({view.red_left} in the deck)",
            "black": f"Black: a consonant ({view.black_left} in the deck)",
            "none": "Take no card",
        }.get(text, text)
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
