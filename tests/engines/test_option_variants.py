"""`option_variants`: which options the conformance suite plays, checked on made-up models."""

from __future__ import annotations

from enum import StrEnum
from typing import Annotated, Literal

import pytest
from pydantic import BaseModel, Field

from tests.engines.conformance import option_variants


class Speed(StrEnum):
    SLOW = "slow"
    FAST = "fast"


class Everything(BaseModel):
    mode: Literal["a", "b", "c"] = "b"
    quick: bool = False
    speed: Speed = Speed.SLOW
    target: int = Field(70, ge=10, le=500)
    rounds: int | None = Field(None, gt=0, lt=101)
    per_seat: tuple[Annotated[int, Field(ge=3, le=13)], ...] = (9,) * 4


def test_each_option_changes_alone_through_all_its_values_or_its_bounds():
    variants = option_variants(Everything, seats=3)
    assert [variant.label for variant in variants] == [
        "defaults",
        "mode=a",
        "mode=c",
        "quick=True",
        "speed=fast",
        "target=10",
        "target=500",
        "rounds=1",
        "rounds=100",
        "per_seat=3,3,3",
        "per_seat=13,13,13",
        "per_seat=3,13,3",
    ]
    default = Everything()
    assert variants[0].options == default
    for variant in variants[1:]:
        changed = {
            name
            for name in Everything.model_fields
            if getattr(variant.options, name) != getattr(default, name)
        }
        assert len(changed) == 1, variant.label


def test_an_optional_int_that_is_on_by_default_is_also_tried_off():
    class Timed(BaseModel):
        seconds: int | None = Field(60, ge=10, le=600)

    labels = [variant.label for variant in option_variants(Timed, seats=2)]
    assert labels == ["defaults", "seconds=10", "seconds=600", "seconds=None"]


def test_an_int_option_without_bounds_is_refused():
    class Unbounded(BaseModel):
        target: int = 70

    with pytest.raises(AssertionError, match="needs bounds"):
        option_variants(Unbounded, seats=2)


def test_an_option_of_a_kind_it_cannot_vary_is_refused():
    class Named(BaseModel):
        name: str = "x"

    with pytest.raises(AssertionError, match="does not know how to vary"):
        option_variants(Named, seats=2)
