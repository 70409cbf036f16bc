"""What a Juggler player can do. Field order is the order a front end asks in.

A turn is two actions by the same seat, because what to discard depends on
the card just taken: `Take` (colour first, then the deck or a face-up card of
that colour, which keeps every menu under 25 choices), then `Discard`, which
also carries the declaration. At the reveal everyone sends one `Reveal` with a
typed word; the legal list holds only its blank template.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, StringConstraints, TypeAdapter

from engines.core.choosing import free_text_field
from engines.core.messages import mark

Letter = Annotated[str, StringConstraints(pattern=r"^[A-Z]$")]
DECK = "deck"
NONE = "none"
MAX_WORD_LENGTH = 40


class Take(BaseModel):
    """Take one card: a deck's top card unseen, a face-up table card, or nothing."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["take"] = "take"
    colour: Literal["red", "black", "none"] = Field(title=mark("Take a card"))
    source: Literal["deck", "none"] | Letter = Field(title=mark("Which card"))


class Discard(BaseModel):
    """Lay one card face up on the table (or none), and declare if you dare."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["discard"] = "discard"
    card: Literal["none"] | Letter = Field(title=mark("Discard a card"))
    declare: bool = Field(False, title=mark("Declare"))


class Reveal(BaseModel):
    """The word a player names at the reveal; blank means no word."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["reveal"] = "reveal"
    # A word uses at most the cards a hand can hold.
    word: str = Field(
        "", title=mark("Your word"), json_schema_extra=free_text_field(longest="hand")
    )


JugglerAction = Take | Discard | Reveal


ACTION_ADAPTER: TypeAdapter[JugglerAction] = TypeAdapter(
    Annotated[JugglerAction, Field(discriminator="kind")]
)


def parse_action(raw: str) -> JugglerAction:
    """JSON text to a validated action; pydantic's ValidationError is a ValueError."""
    return ACTION_ADAPTER.validate_json(raw)
