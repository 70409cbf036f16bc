"""What a Boromir player can do. Field order is the order a front end asks in."""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import BaseModel, ConfigDict, Field, TypeAdapter

from engines.core.cards import Card
from engines.core.messages import mark


class Capture(BaseModel):
    """Move a stack onto a ring neighbour, then fill the emptied spot from the hand."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["capture"] = Field("capture", title=mark("move"))
    stack: int = Field(ge=0, le=12, title=mark("stack to move"))
    onto: int = Field(ge=0, le=12, title=mark("neighbour to capture"))
    fill: Card = Field(title=mark("card to fill the gap"))


class CoverJoker(BaseModel):
    """Lay a hand card straight onto a joker-topped stack: the capture, with no gap."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["joker"] = Field("joker", title=mark("move"))
    card: Card = Field(title=mark("card to lay on the joker"))


class Pass(BaseModel):
    """No capture is possible: the turn goes on."""

    model_config = ConfigDict(frozen=True, extra="forbid")
    kind: Literal["pass"] = Field("pass", title=mark("move"))


BoromirAction = Capture | CoverJoker | Pass
_ADAPTER: TypeAdapter[BoromirAction] = TypeAdapter(
    Annotated[BoromirAction, Field(discriminator="kind")]
)


def parse_action(raw: str) -> BoromirAction:
    """JSON text to a validated action; pydantic's ValidationError is a ValueError."""
    return _ADAPTER.validate_json(raw)
