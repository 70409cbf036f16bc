"""Engine data at the edges: JSON for snapshots and the record, plain values for views sent out.

Inside an engine, states, views and the records in them are plain data (slotted
dataclasses, tuples, enums) read with attributes and built with constructors,
because `apply` and `view` run hundreds of thousands of times in bots and
simulations. Validation belongs where data comes in or goes out, so pydantic
sees engine data only here, through one `TypeAdapter` per type. The adapters
accept pydantic models as well, so callers need not know which kind a type is.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
from functools import cache
from typing import Any

from pydantic import BaseModel, TypeAdapter


@cache
def adapter(kind: type) -> TypeAdapter[Any]:
    """Building an adapter walks the whole type, so each type gets one, made once."""
    return TypeAdapter(kind)


def to_json(value: Any) -> str:
    """The value as JSON text, exactly as `load_json(type(value), ...)` reads it back."""
    return adapter(type(value)).dump_json(value).decode()


def to_plain(value: Any) -> Any:
    """The value as JSON-compatible Python data (dicts, lists, strings, numbers)."""
    return adapter(type(value)).dump_python(value, mode="json")


def load_json(kind: type, text: str | bytes) -> Any:
    """A validated `kind` from JSON text; raises ValueError on anything else."""
    return adapter(kind).validate_json(text)


def shape_digest(kind: type) -> str:
    """A short name for the type's shape: it changes whenever a field or its type does,
    which tells the service a stored snapshot was written by other code."""
    schema = json.dumps(adapter(kind).json_schema(), sort_keys=True)
    return hashlib.sha256(schema.encode()).hexdigest()[:16]


def field_names(value: Any) -> list[str]:
    """The declared fields of a dataclass or pydantic model, in order; [] for anything else."""
    kind = value if isinstance(value, type) else type(value)
    if dataclasses.is_dataclass(kind):
        return [field.name for field in dataclasses.fields(kind)]
    if issubclass(kind, BaseModel):
        return list(kind.model_fields)
    return []
