"""What a Jugglers player can do. Field order is the order a front end asks in."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines.core.cards import Card
from engines.core.messages import mark
from engines.jugglers.state import Spot

DECK = "deck"


class SecretInfluence(BaseModel):
    """Chairman: how many of the deck's top cards to hide on the drafts (unseen)."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["influence"] = "influence"
    count: int = Field(ge=0, le=3, title=mark("number of secret influences"))


class Play(BaseModel):
    """A hand card (or the deck's top card, unseen) face down on one hand."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["play"] = "play"
    card: Literal["deck"] | Card = Field(title=mark("card to play"))
    target: Spot = Field(title=mark("hand to play on"))


class AimDummy(BaseModel):
    """Two players: where your dummy plays the deck's top card."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["dummy"] = "dummy"
    target: Spot = Field(title=mark("hand for your dummy"))


Action = Annotated[SecretInfluence | Play | AimDummy, Field(discriminator="kind")]
ACTION_ADAPTER: TypeAdapter[SecretInfluence | Play | AimDummy] = TypeAdapter(Action)


def parse_action(raw: str) -> SecretInfluence | Play | AimDummy:
    """JSON text to a validated action; pydantic's ValidationError is a ValueError."""
    return ACTION_ADAPTER.validate_json(raw)
