"""A game's Options model as typed slash command parameters.

Every field of an engine's Options becomes an optional parameter of the same
name: booleans stay booleans, bounded numbers become ranges Discord enforces,
Literals and enums become choices, a number that may be off is typed text, and
the field's description is shown.
Left out, a parameter keeps the engine's default. The table's turn timer is
added to every game as a choice of a few lengths. Discord shows each person
these words in their language (`bot.chat.translator`): the timer's are marked
here, a game's own field descriptions come from its catalog where it has them.
"""

from __future__ import annotations

import enum
import inspect
import logging
from typing import Any, Literal, get_args, get_origin

import annotated_types
from discord import app_commands
from discord.app_commands import locale_str
from pydantic.fields import FieldInfo

log = logging.getLogger(__name__)

TIMER_CHOICES = (
    app_commands.Choice(name=locale_str("1 minute"), value="60"),
    app_commands.Choice(name=locale_str("3 minutes"), value="180"),
    app_commands.Choice(name=locale_str("10 minutes"), value="600"),
    app_commands.Choice(name=locale_str("1 hour"), value="3600"),
    app_commands.Choice(name=locale_str("off"), value="off"),
)
TIMER_DESCRIPTION = locale_str(
    "time per turn before a bot moves for the player (server default if left out)"
)
TIMER_NAME = locale_str("timer")
DESCRIPTION_LIMIT = 100


def slash_type(field: FieldInfo) -> Any:
    """The annotation discord.py turns into the right option type, or None if it has none."""
    annotation = field.annotation
    if annotation is bool or (isinstance(annotation, type) and issubclass(annotation, enum.Enum)):
        return annotation
    if get_origin(annotation) is Literal and len(get_args(annotation)) <= 25:
        return annotation
    if annotation in (int, float):
        low, high = _bounds(field, annotation)
        if low is None and high is None:
            return annotation
        return app_commands.Range[annotation, low, high]  # type: ignore[valid-type]
    if annotation is str or _optional_number(annotation):
        # A number that may be switched off ("off" for no deadline) is typed as text;
        # the game's Options judge it, with a plain reason when it is wrong.
        return str
    return None


def _optional_number(annotation: Any) -> bool:
    arguments = get_args(annotation)
    numbers = {int, float} & set(arguments)
    return type(None) in arguments and len(arguments) == 2 and bool(numbers)


def _bounds(field: FieldInfo, kind: type) -> tuple[Any, Any]:
    low = high = None
    step = 1 if kind is int else 0
    for rule in field.metadata:
        if isinstance(rule, annotated_types.Ge):
            low = rule.ge
        elif isinstance(rule, annotated_types.Gt):
            low = rule.gt + step
        elif isinstance(rule, annotated_types.Le):
            high = rule.le
        elif isinstance(rule, annotated_types.Lt):
            high = rule.lt - step
    return low, high


def option_parameters(
    options_model: Any,
) -> tuple[list[inspect.Parameter], dict[str, str | locale_str]]:
    """Keyword parameters (default None) and their descriptions, timer included."""
    parameters: list[inspect.Parameter] = []
    descriptions: dict[str, str | locale_str] = {}
    for name, field in options_model.model_fields.items():
        annotation = slash_type(field)
        if annotation is None:
            log.warning(
                "option %r of %s has no slash type; it keeps its default", name, options_model
            )
            continue
        parameters.append(
            inspect.Parameter(
                name, inspect.Parameter.KEYWORD_ONLY, default=None, annotation=annotation
            )
        )
        text = field.description or field.title or name.replace("_", " ")
        descriptions[name] = text[:DESCRIPTION_LIMIT]
    parameters.append(
        inspect.Parameter("timer", inspect.Parameter.KEYWORD_ONLY, default=None, annotation=str)
    )
    descriptions["timer"] = TIMER_DESCRIPTION
    return parameters, descriptions
