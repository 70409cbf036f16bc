"""Table options: the turn timer is the table's own, the rest belong to the game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.tables.errors import InvalidRequest
from engines import Engine

DEFAULT_TIMER = 180
MIN_TIMER = 10
MAX_TIMER = 7 * 24 * 3600
_OFF = {None, 0, "0", "off", "none", "no", "false"}


def split_options(
    engine: Engine, options: Mapping[str, Any] | None
) -> tuple[BaseModel, int | None]:
    """Validate options into the engine's Options and the timer (seconds or None)."""
    given = dict(options or {})
    timer = parse_timer(given.pop("timer", DEFAULT_TIMER))
    known = engine.Options.model_fields
    unknown = sorted(set(given) - set(known))
    if unknown:
        names = ", ".join(["timer", *known])
        raise InvalidRequest(f"{engine.title} has no option {unknown[0]!r} (options: {names}).")
    try:
        return engine.Options.model_validate(given), timer
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "options"
        raise InvalidRequest(f"Option {where!r} {_in_words(first)}.") from None


def _in_words(error: Any) -> str:
    """Pydantic's complaint in the words a player reads elsewhere in the bot."""
    kind, context = error["type"], error.get("ctx", {})
    bounds = {
        "greater_than_equal": f"must be at least {context.get('ge')}",
        "less_than_equal": f"must be at most {context.get('le')}",
        "greater_than": f"must be more than {context.get('gt')}",
        "less_than": f"must be less than {context.get('lt')}",
        "bool_parsing": "must be on or off (yes/no, true/false)",
        "int_parsing": "must be a whole number",
        "float_parsing": "must be a number",
        "literal_error": f"must be one of {context.get('expected', 'the listed values')}",
        # An engine's own validator: its Python wording ("invalid literal for int()") means
        # nothing to a player, the value they typed does.
        "value_error": f"does not accept {error.get('input')!r}",
    }
    return bounds.get(kind, "has a value that does not fit: " + error["msg"].lower())


def parse_timer(value: object) -> int | None:
    """Seconds per turn from an int or text; 0, None and "off" switch it off."""
    if isinstance(value, str):
        value = value.strip().lower().removesuffix("s")
    if value in _OFF:
        return None
    try:
        seconds = int(value)  # type: ignore[call-overload]
    except (TypeError, ValueError):
        raise InvalidRequest(
            f"The timer must be a number of seconds or 'off', not {value!r}."
        ) from None
    if isinstance(value, bool) or not MIN_TIMER <= seconds <= MAX_TIMER:
        raise InvalidRequest(
            f"The timer must be between {MIN_TIMER} and {MAX_TIMER} seconds, or 'off'."
        )
    return seconds
