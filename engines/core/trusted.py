"""Models from values an engine made itself, without pydantic's checks.

Validation belongs where outside input comes in (a snapshot's JSON, a player's
action). Inside `apply` and `view` the values are the engine's own, and checking
them again was most of the cost of a move: every card in a list goes through a
Python validator. `Model.model_construct` skips the checks but, with its loop
over the fields and their aliases, costs more than validating a flat model
(pydantic 2.14: 1.6 us against 0.8 us for five fields); `trusted` sets the
instance up directly (0.33 us), through `BaseModel`'s slot setters (`object.__setattr__`
with a name looks each slot up again: 0.48 us).

The caller vouches for the values: the right types, every field present. An
engine's tests should compare a trusted model with a validated one.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel

M = TypeVar("M", bound=BaseModel)

_new = object.__new__
_set_dict = BaseModel.__dict__["__dict__"].__set__
_set_fields_set = BaseModel.__pydantic_fields_set__.__set__  # type: ignore[attr-defined]
_set_extra = BaseModel.__pydantic_extra__.__set__  # type: ignore[attr-defined]
_set_private = BaseModel.__pydantic_private__.__set__  # type: ignore[attr-defined]


def trusted(cls: type[M], fields: dict[str, Any]) -> M:
    """An instance of `cls` holding `fields` (every field, in declaration order) as given."""
    model = _new(cls)
    _set_dict(model, fields)
    # Every field is given, so every field is set: one set of the names per
    # class serves every instance. Pydantic only ever adds a field's name to
    # it (on assignment), which changes nothing once they all are in; copies
    # (`model_copy`) make their own set.
    _set_fields_set(model, _NAMES.get(cls) or _names(cls))
    _set_extra(model, None)
    _set_private(model, None)
    return model


# A class's field names, looked up by subscript rather than through a cached
# function's call: about 30 ns of a small model's 350.
_NAMES: dict[type[BaseModel], set[str]] = {}


def _names(cls: type[BaseModel]) -> set[str]:
    names = _NAMES[cls] = set(cls.model_fields)
    return names
