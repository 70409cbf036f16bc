"""What a Heroes player can do. Field order is the order a front end asks in.

A hero in someone's possession is named by where it lies: "h2" is the third
card of a hand (hands are hidden, so others can only point at a position),
"t0" the first hero on a table (face up).
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines.core.messages import mark

_FROZEN = ConfigDict(frozen=True, extra="forbid")
MOVE = mark("move")


class TakeOpen(BaseModel):
    """Take a hero from the Open Pool onto your table, face up."""

    model_config = _FROZEN
    kind: Literal["open"] = Field("open", title=MOVE)
    hero: int = Field(ge=0, lt=45, title=mark("hero to take"))


class TakeHidden(BaseModel):
    """Take the Hidden Pool's next hero, blind, into your hand."""

    model_config = _FROZEN
    kind: Literal["hidden"] = Field("hidden", title=MOVE)


class EndTurn(BaseModel):
    """Done: keep the joker for later."""

    model_config = _FROZEN
    kind: Literal["done"] = Field("done", title=MOVE)


class Swap(BaseModel):
    """Joker: swap one of your heroes with one of another player's."""

    model_config = _FROZEN
    kind: Literal["swap"] = Field("swap", title=MOVE)
    target: int = Field(ge=0, title=mark("player to swap with"))
    theirs: str = Field(title=mark("hero to take from them"))
    mine: str = Field(title=mark("hero to give them"))


class Sabotage(BaseModel):
    """Joker: send two of a player's heroes to the Rugged Zone."""

    model_config = _FROZEN
    kind: Literal["sabotage"] = Field("sabotage", title=MOVE)
    target: int = Field(ge=0, title=mark("player to sabotage"))
    first: str = Field(title=mark("first hero"))
    second: str | None = Field(title=mark("second hero"))


class Ban(BaseModel):
    """Joker: remove one hero from the game for good."""

    model_config = _FROZEN
    kind: Literal["ban"] = Field("ban", title=MOVE)
    house: str = Field(title=mark("house"))
    hero: int = Field(ge=0, lt=45, title=mark("hero to ban"))


class Protect(BaseModel):
    """Joker: turn your table heroes face down into your hand and shuffle it."""

    model_config = _FROZEN
    kind: Literal["protect"] = Field("protect", title=MOVE)


class Pick(BaseModel):
    """Lock-in: add a hero of yours to your secret lineup."""

    model_config = _FROZEN
    kind: Literal["pick"] = Field("pick", title=MOVE)
    hero: int = Field(ge=0, lt=45, title=mark("hero for your lineup"))


class Unpick(BaseModel):
    """Lock-in: take back your last pick."""

    model_config = _FROZEN
    kind: Literal["unpick"] = Field("unpick", title=MOVE)


class LockIn(BaseModel):
    """Lock-in: your lineup is final."""

    model_config = _FROZEN
    kind: Literal["lock"] = Field("lock", title=MOVE)


HeroesAction = (
    TakeOpen | TakeHidden | EndTurn | Swap | Sabotage | Ban | Protect | Pick | Unpick | LockIn
)
_ADAPTER: TypeAdapter[HeroesAction] = TypeAdapter(
    Annotated[HeroesAction, Field(discriminator="kind")]
)


def parse_action(raw: str) -> HeroesAction:
    """JSON text to a validated action; pydantic's ValidationError is a ValueError."""
    return _ADAPTER.validate_json(raw)
