"""Words for the choices a Juggler player makes, shown on buttons and menus."""

from __future__ import annotations

from engines.core.messages import Line, msg
from engines.juggler.actions import DECK, NONE
from engines.juggler.cards import colour_of
from engines.juggler.views import JugglerView

KINDS = {
    "take": msg("Take a card"),
    "discard": msg("Discard or declare"),
    "reveal": msg("Name your word"),
}


def label(view: JugglerView, field: str, value: object) -> Line:
    text = str(value)
    if field == "kind":
        return KINDS.get(text, text)
    if field == "colour":
        return _colour(view, text)
    if field == "source":
        if text == DECK:
            return msg("Top of the deck (unseen)")
        if text == NONE:
            return msg("No card")
        return msg("{card} from the table ({value})", card=text, value=_value(view, text))
    if field == "card":
        if text == NONE:
            return msg("Keep all my cards")
        return msg("Discard {card} ({value})", card=text, value=_value(view, text))
    if field == "declare":
        return msg("Declare: my whole hand is a word") if value is True else msg("Do not declare")
    return text


def _value(view: JugglerView, card: str) -> str:
    return str(view.letter_values.get(card, "?"))


def _colour(view: JugglerView, colour: str) -> Line:
    """A deck colour and where its cards can come from: the deck, and the face-up cards,
    so the first question already shows what the table offers."""
    if colour not in ("red", "black"):
        return msg("Take no card") if colour == "none" else colour
    left = view.red_left if colour == "red" else view.black_left
    shown = _on_table(view, colour)
    red = colour == "red"
    if left and shown:
        where = msg("{left} in the deck, or from the table: {cards}", left=left, cards=shown)
    elif left:
        where = msg("{left} in the deck", left=left)
    elif shown:
        where = msg("from the table: {cards}", cards=shown)
    else:
        return msg("Red: a vowel") if red else msg("Black: a consonant")
    if red:
        return msg("Red: a vowel ({where})", where=where)
    return msg("Black: a consonant ({where})", where=where)


SHOWN_TABLE_CARDS = 12  # a button holds 80 characters


def _on_table(view: JugglerView, colour: str) -> str:
    """The distinct face-up letters of a colour, the first dozen (a button is short)."""
    letters = sorted({card for card in view.table if colour_of(card) == colour})
    more = " …" if len(letters) > SHOWN_TABLE_CARDS else ""
    return " ".join(letters[:SHOWN_TABLE_CARDS]) + more
