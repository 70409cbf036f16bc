"""Playing cards shared by every engine.

Cards are interned: there is exactly one object per card, so equality and
hashing are identity-based and cheap. That matters for the hand evaluator's hot
path and lets game states hold cards directly while still serialising them as
short strings ("10h", "Qs", "Jk") in JSON.
"""

from __future__ import annotations

from typing import Any, ClassVar

from pydantic import GetCoreSchemaHandler
from pydantic_core import core_schema

from engines.core.messages import Message, msg

SUITS = "cdhs"
SUIT_NAMES = {"c": "clubs", "d": "diamonds", "h": "hearts", "s": "spades"}
SUIT_SYMBOLS = {"c": "♣", "d": "♦", "h": "♥", "s": "♠"}
RANK_NAMES = {11: "J", 12: "Q", 13: "K", 14: "A"}
RANK_WORDS = {11: "jack", 12: "queen", 13: "king", 14: "ace"}
# Suit names and card names for players, translated at the edges (the English
# `SUIT_NAMES` and `Card.name` stay for games not yet translated).
SUIT_WORDS = {"c": msg("clubs"), "d": msg("diamonds"), "h": msg("hearts"), "s": msg("spades")}
JOKER_RANK = 0
JOKER_SUIT = "*"

_RANK_ALIASES = {"T": 10, "J": 11, "Q": 12, "K": 13, "A": 14, "1": 14}
_SYMBOL_TO_SUIT = {symbol: suit for suit, symbol in SUIT_SYMBOLS.items()} | {
    "♤": "s",
    "♧": "c",
    "♡": "h",
    "♢": "d",
}


class Card:
    """One playing card; build with `Card(rank, suit)` or `parse_card(text)`."""

    __slots__ = ("index", "rank", "suit")
    _interned: ClassVar[dict[tuple[int, str], Card]] = {}
    rank: int
    suit: str
    index: int

    def __new__(cls, rank: int, suit: str) -> Card:
        key = (rank, suit)
        card = cls._interned.get(key)
        if card is not None:
            return card
        if (rank, suit) != (JOKER_RANK, JOKER_SUIT) and (suit not in SUITS or not 2 <= rank <= 14):
            raise ValueError(f"no such card: rank {rank!r}, suit {suit!r}")
        card = object.__new__(cls)
        object.__setattr__(card, "rank", rank)
        object.__setattr__(card, "suit", suit)
        index = 52 if rank == JOKER_RANK else SUITS.index(suit) * 13 + rank - 2
        object.__setattr__(card, "index", index)
        cls._interned[key] = card
        return card

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("cards are immutable")

    def __reduce__(self) -> tuple[Any, tuple[int, str]]:
        return (Card, (self.rank, self.suit))

    def __copy__(self) -> Card:
        return self

    def __deepcopy__(self, memo: dict[int, Any]) -> Card:
        return self

    def __lt__(self, other: Card) -> bool:
        return (self.rank, self.suit) < (other.rank, other.suit)

    @property
    def is_joker(self) -> bool:
        return self.rank == JOKER_RANK

    @property
    def rank_text(self) -> str:
        return RANK_NAMES.get(self.rank, str(self.rank))

    @property
    def symbol(self) -> str:
        """Short form with a suit glyph, for terminals and images: "Q♥"."""
        if self.is_joker:
            return "🃏"
        return f"{self.rank_text}{SUIT_SYMBOLS[self.suit]}"

    @property
    def name(self) -> str:
        """Words for log lines: "Q of hearts", "10 of clubs"."""
        if self.is_joker:
            return "joker"
        return f"{self.rank_text} of {SUIT_NAMES[self.suit]}"

    @property
    def words(self) -> Message:
        """The card's name as a Message, so a sentence naming it reads in any language."""
        return _CARD_WORDS[self.suit](self.rank_text) if not self.is_joker else msg("joker")

    def __str__(self) -> str:
        return "Jk" if self.is_joker else f"{self.rank_text}{self.suit}"

    def __repr__(self) -> str:
        return f"Card({self})"

    @classmethod
    def __get_pydantic_core_schema__(
        cls, source: type[Any], handler: GetCoreSchemaHandler
    ) -> core_schema.CoreSchema:
        from_text = core_schema.no_info_plain_validator_function(_coerce_card)
        return core_schema.json_or_python_schema(
            json_schema=core_schema.chain_schema([core_schema.str_schema(), from_text]),
            python_schema=from_text,
            serialization=core_schema.plain_serializer_function_ser_schema(str),
        )


def _coerce_card(value: object) -> Card:
    if isinstance(value, Card):
        return value
    if isinstance(value, str):
        return parse_card(value)
    raise ValueError(f"not a card: {value!r}")


JOKER = Card(JOKER_RANK, JOKER_SUIT)
# One msgid per suit, so that a translator can put the suit before the rank or inflect it.
_CARD_WORDS = {
    "c": lambda rank: msg("{rank} of clubs", rank=rank),
    "d": lambda rank: msg("{rank} of diamonds", rank=rank),
    "h": lambda rank: msg("{rank} of hearts", rank=rank),
    "s": lambda rank: msg("{rank} of spades", rank=rank),
}


def parse_card(text: str) -> Card:
    """Read "10h", "Th", "qs", "A♠" or "joker"; raise ValueError on anything else."""
    cleaned = text.strip()
    if cleaned.lower() in {"jk", "joker", "*", "🃏"}:
        return JOKER
    if len(cleaned) < 2:
        raise ValueError(f"not a card: {text!r}")
    rank_part, suit_part = cleaned[:-1].upper(), cleaned[-1]
    suit = _SYMBOL_TO_SUIT.get(suit_part, suit_part.lower())
    if suit not in SUITS:
        raise ValueError(f"not a card: {text!r} (suit must be one of c, d, h, s)")
    if rank_part in _RANK_ALIASES:
        rank = _RANK_ALIASES[rank_part]
    elif rank_part.isdigit() and 2 <= int(rank_part) <= 10:
        rank = int(rank_part)
    else:
        raise ValueError(f"not a card: {text!r} (rank must be 2-10, J, Q, K or A)")
    return Card(rank, suit)


def full_deck(ranks: range = range(2, 15)) -> list[Card]:
    """Every card of the given ranks in all four suits, in a fixed order."""
    return [Card(rank, suit) for suit in SUITS for rank in ranks]
