import copy
import pickle

import pytest
from pydantic import BaseModel

from engines.core.cards import JOKER, Card, full_deck, parse_card


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [
        ("10h", 10, "h"),
        ("Th", 10, "h"),
        ("qs", 12, "s"),
        ("Ac", 14, "c"),
        ("2d", 2, "d"),
        ("K♠", 13, "s"),
        (" jh ", 11, "h"),
    ],
)
def test_parse_card_reads_common_spellings(text, rank, suit):
    card = parse_card(text)
    assert (card.rank, card.suit) == (rank, suit)


@pytest.mark.parametrize("text", ["", "h", "1x", "11h", "Zs", "10", "joke", "0h"])
def test_parse_card_refuses_garbage(text):
    with pytest.raises(ValueError):
        parse_card(text)


def test_str_and_names():
    assert str(parse_card("Th")) == "10h"
    assert str(Card(12, "s")) == "Qs"
    assert parse_card("qh").name == "Q of hearts"
    assert parse_card("10c").symbol == "10♣"
    assert str(JOKER) == "Jk" and parse_card("joker") is JOKER and JOKER.is_joker


def test_cards_are_interned_and_immutable():
    assert Card(10, "h") is parse_card("10h")
    assert copy.deepcopy(Card(3, "c")) is Card(3, "c")
    assert pickle.loads(pickle.dumps(Card(3, "c"))) is Card(3, "c")
    with pytest.raises(AttributeError):
        Card(3, "c").rank = 4
    with pytest.raises(ValueError):
        Card(1, "h")


def test_full_deck_has_unique_indexes():
    deck = full_deck()
    assert len(deck) == 52 and len({card.index for card in deck}) == 52
    assert len(full_deck(range(2, 11))) == 36


def test_cards_round_trip_through_pydantic_json():
    class Holder(BaseModel):
        cards: list[Card]

    holder = Holder(cards=[parse_card("10h"), JOKER, "Qs"])
    text = holder.model_dump_json()
    assert text == '{"cards":["10h","Jk","Qs"]}'
    assert Holder.model_validate_json(text) == holder
    with pytest.raises(ValueError):
        Holder.model_validate_json('{"cards":["11x"]}')
    with pytest.raises(ValueError):
        Holder.model_validate_json('{"cards":[5]}')
