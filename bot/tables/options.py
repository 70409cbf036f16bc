"""Table options: the turn timer is the table's own, the rest belong to the game."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from pydantic import BaseModel, ValidationError

from bot.tables.errors import InvalidRequest
from engines import Engine
from engines.core.messages import Message, marked, msg

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
        raise InvalidRequest(
            msg(
                "{title} has no option {option} (options: {names}).",
                title=marked(engine.title),
                option=repr(unknown[0]),
                names=names,
            )
        )
    try:
        return engine.Options.model_validate(given), timer
    except ValidationError as error:
        first = error.errors()[0]
        where = ".".join(str(part) for part in first["loc"]) or "options"
        raise InvalidRequest(_in_words(repr(where), first)) from None


def _in_words(name: str, error: Any) -> Message:
    """Pydantic's complaint in the words a player reads elsewhere in the bot, one whole
    sentence per kind so that a translator can order it as their language needs."""
    kind, context = error["type"], error.get("ctx", {})
    said: dict[str, Message] = {
        "greater_than_equal": msg(
            "Option {name} must be at least {limit}.", name=name, limit=str(context.get("ge", ""))
        ),
        "less_than_equal": msg(
            "Option {name} must be at most {limit}.", name=name, limit=str(context.get("le", ""))
        ),
        "greater_than": msg(
            "Option {name} must be more than {limit}.", name=name, limit=str(context.get("gt", ""))
        ),
        "less_than": msg(
            "Option {name} must be less than {limit}.", name=name, limit=str(context.get("lt", ""))
        ),
        "bool_parsing": msg("Option {name} must be on or off (yes/no, true/false).", name=name),
        "int_parsing": msg("Option {name} must be a whole number.", name=name),
        "float_parsing": msg("Option {name} must be a number.", name=name),
        "literal_error": msg(
            "Option {name} must be one of {values}.",
            name=name,
            values=str(context.get("expected", "…")),
        ),
        # An engine's own validator: its Python wording ("invalid literal for int()") means
        # nothing to a player, the value they typed does.
        "value_error": msg(
            "Option {name} does not accept {value}.", name=name, value=repr(error.get("input"))
        ),
    }
    fallback = msg(
        "Option {name} has a value that does not fit: {problem}.",
        name=name,
        problem=error["msg"].lower(),
    )
    return said.get(kind, fallback)


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
            msg("The timer must be a number of seconds or 'off', not {value}.", value=repr(value))
        ) from None
    if isinstance(value, bool) or not MIN_TIMER <= seconds <= MAX_TIMER:
        raise InvalidRequest(
            msg(
                "The timer must be between {least} and {most} seconds, or 'off'.",
                least=MIN_TIMER,
                most=MAX_TIMER,
            )
        )
    return seconds
