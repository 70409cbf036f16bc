"""Option values that people type: a number that may be switched off."""

from __future__ import annotations

OFF_WORDS = ("off", "none", "no", "0")


def off_means_none(given: object) -> object:
    """`off` (or 0, `none`, `no`) as None, for an option whose None means "not used";
    anything else is left for the field's own validation."""
    if isinstance(given, str) and given.strip().lower() in OFF_WORDS:
        return None
    return None if given == 0 else given
