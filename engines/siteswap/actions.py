"""What a Siteswap player can do. Field order is the order a front end asks in.

Patterns and guesses are typed as jugglers write them ("531"); `apply` judges
them. Legal-action lists carry a few concrete instances of those, so every
listed action is accepted exactly as listed.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines.core.cards import Card
from engines.core.choosing import free_text_field
from engines.core.messages import mark

_FROZEN = ConfigDict(frozen=True, extra="forbid")
WHAT = mark("move")


class Lay(BaseModel):
    """Lay cards face down as a new pattern, and juggle it."""

    model_config = _FROZEN
    kind: Literal["lay"] = Field("lay", title=WHAT)
    throws: str = Field(title=mark("Your pattern"), json_schema_extra=free_text_field())


class Extend(BaseModel):
    """Insert cards into a pattern on the table (its order kept), and juggle the result."""

    model_config = _FROZEN
    kind: Literal["extend"] = Field("extend", title=WHAT)
    target: int = Field(ge=0, title=mark("pattern to extend"))
    throws: str = Field(title=mark("The whole new pattern"), json_schema_extra=free_text_field())


class Trick(BaseModel):
    """Live mode: juggle a trick that is no siteswap, for the others to name."""

    model_config = _FROZEN
    kind: Literal["trick"] = Field("trick", title=WHAT)


class Draw(BaseModel):
    """With fewer than 3 cards, take one from the pick-up pile before playing."""

    model_config = _FROZEN
    kind: Literal["draw"] = Field("draw", title=WHAT)


class Pass(BaseModel):
    """Skip laying this turn (and draw at its end as usual)."""

    model_config = _FROZEN
    kind: Literal["pass"] = Field("pass", title=WHAT)


class Guess(BaseModel):
    """Name the pattern being juggled; a blank guess means no more guesses."""

    model_config = _FROZEN
    kind: Literal["guess"] = Field("guess", title=WHAT)
    throws: str = Field(title=mark("Your guess"), json_schema_extra=free_text_field())


class Stop(BaseModel):
    """No more guesses on this performance."""

    model_config = _FROZEN
    kind: Literal["stop"] = Field("stop", title=WHAT)


class Report(BaseModel):
    """Live mode, the juggler: 20 cycles clean, or dropped (the cards go back)."""

    model_config = _FROZEN
    kind: Literal["report"] = Field("report", title=WHAT)
    result: Literal["clean", "dropped"] = Field(title=mark("how it went"))


class RightGuess(BaseModel):
    """Live mode, a trick's juggler: that player's guess names the trick."""

    model_config = _FROZEN
    kind: Literal["right"] = Field("right", title=WHAT)
    guesser: int = Field(ge=0, title=mark("who guessed it"))


class SwapTake(BaseModel):
    """The right guesser may take one card: the pick-up pile's top or the discard top."""

    model_config = _FROZEN
    kind: Literal["take"] = Field("take", title=WHAT)
    source: Literal["pickup", "discard", "none"] = Field(title=mark("card to take"))


class SwapGive(BaseModel):
    """... and then lays one card of their hand on the discard pile."""

    model_config = _FROZEN
    kind: Literal["give"] = Field("give", title=WHAT)
    card: Card = Field(title=mark("card to discard"))


class TrickDiscard(BaseModel):
    """A guessed trick: its juggler may discard two cards, then draw two ..."""

    model_config = _FROZEN
    kind: Literal["trick_discard"] = Field("trick_discard", title=WHAT)
    first: Card = Field(title=mark("first card to discard"))
    second: Card = Field(title=mark("second card to discard"))


class KeepCards(BaseModel):
    """... or keeps them: the exchange is the juggler's choice."""

    model_config = _FROZEN
    kind: Literal["keep"] = Field("keep", title=WHAT)


class Hint(BaseModel):
    """The next public hint of the pattern being juggled. Nobody chooses it: the table
    makes it at the window's moments (see `engines.core.windows`), for the performer."""

    model_config = _FROZEN
    kind: Literal["hint"] = Field("hint", title=WHAT)


SiteswapAction = (
    Lay | Extend | Trick | Draw | Pass | Guess | Stop | Report | RightGuess | SwapTake | SwapGive
    | TrickDiscard | KeepCards | Hint
)  # fmt: skip
_ADAPTER: TypeAdapter[SiteswapAction] = TypeAdapter(
    Annotated[SiteswapAction, Field(discriminator="kind")]
)


def parse_action(raw: str) -> SiteswapAction:
    """JSON text to a validated action; pydantic's ValidationError is a ValueError."""
    return _ADAPTER.validate_json(raw)
