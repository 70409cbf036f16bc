"""Options each player sets for their own seat, such as the most balls they have flashed.

A game declares one as an Options field holding one value per seat (a tuple
as long as the most seats the game has), marked with `per_seat_field(...)`.
Front ends then let each seated person pick their own value before the game
starts (a select in the lobby) instead of asking the host to type everyone's;
bots keep the default. Seats are numbered as at the table, so when someone
leaves a lobby the values of the seats after theirs move up with them.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel

_KEY = "per_seat"


def per_seat_field(prompt: str, choices: Sequence[int]) -> dict[str, Any]:
    """`json_schema_extra` for a per-seat option: what the select asks, and its choices."""
    return {_KEY: {"prompt": prompt, "choices": list(choices)}}


@dataclass(frozen=True)
class SeatSetting:
    field: str
    prompt: str  # "Most balls I have flashed"
    choices: tuple[int, ...]


def seat_settings(options_model: type[BaseModel]) -> list[SeatSetting]:
    """The per-seat options a game declares, in field order."""
    found = []
    for name, field in options_model.model_fields.items():
        extra = field.json_schema_extra
        marked = extra.get(_KEY) if isinstance(extra, dict) else None
        if isinstance(marked, dict):
            found.append(SeatSetting(name, str(marked["prompt"]), tuple(marked["choices"])))
    return found


def setting_named(options_model: type[BaseModel], name: str) -> SeatSetting | None:
    return next((s for s in seat_settings(options_model) if s.field == name), None)


def with_seat_value(options: BaseModel, name: str, seat: int, value: int) -> BaseModel:
    """The options with one seat's value changed (ValueError if it is not a choice)."""
    setting = setting_named(type(options), name)
    if setting is None:
        raise ValueError(f"{name!r} is not set per seat")
    if value not in setting.choices:
        raise ValueError(f"{value} is not one of the choices for {setting.prompt.lower()}")
    values = _every_seat(options, name)
    values[seat] = value
    return options.model_validate({**options.model_dump(), name: tuple(values)})


def without_seat(options: BaseModel, seat: int) -> BaseModel:
    """A seat left the lobby: the seats after it move up, and the last takes the default."""
    changes = {}
    for setting in seat_settings(type(options)):
        values = _every_seat(options, setting.field)
        last = _default(options, setting.field)[-1]
        changes[setting.field] = (*values[:seat], *values[seat + 1 :], last)
    return options.model_validate({**options.model_dump(), **changes}) if changes else options


def _default(options: BaseModel, name: str) -> list[int]:
    return list(type(options).model_fields[name].get_default(call_default_factory=True))


def _every_seat(options: BaseModel, name: str) -> list[int]:
    """One value per seat the game can have: a shorter tuple (`flashed=9,10` typed at the
    terminal) is filled up with the defaults."""
    values = list(getattr(options, name))
    return values + _default(options, name)[len(values) :]
