"""Custom ids of buttons and menus: everything a click needs, and nothing the bot must remember.

A move control carries its table, the table version it was drawn for, a mark
of the moves it was drawn from and the picks made so far
(`jt:pick:12:40-9f3c01ab:card=10h,target=left`), so after a restart it still
works, and a control drawn for an older version is recognised as stale instead
of acting twice, unless the person's moves are still the ones it was drawn
from (someone else moved in a phase where several choose at once). Discord
allows 100 characters; picks are percent-encoded so that no token can break
the separators.
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from typing import Literal
from urllib.parse import quote, unquote

from pydantic import BaseModel

# What a lobby button asks the service to do.
LobbyVerb = Literal["join", "leave", "bot", "start", "cancel", "rules"]
# The level a bot-level button names: any short word, so that a forged or outdated
# one reaches the service and is refused kindly there.
LEVEL = r"(?P<level>[a-z]{1,12})"

PREFIX = "jt"
MAX_LENGTH = 100
# At most 18 digits: a forged id can never overflow SQLite's 64-bit integers.
TABLE = r"(?P<table>\d{1,18})"
VERSION = r"(?P<version>\d{1,18})"
PICKS = r"(?P<picks>[^:]*)"
MARK_LENGTH = 8
# A version and, on move controls drawn since marks exist, the mark of the moves.
DRAWN = VERSION + rf"(?:-(?P<mark>[0-9a-f]{{{MARK_LENGTH}}}))?"


def custom_id(*parts: object) -> str:
    """`jt:part:part...`; ValueError if Discord would refuse it as too long."""
    text = ":".join((PREFIX, *map(str, parts)))
    if len(text) > MAX_LENGTH:
        raise ValueError(f"custom id longer than {MAX_LENGTH} characters: {text!r}")
    return text


def template(*parts: str) -> str:
    """The regular expression matching `custom_id(*parts)`, for a DynamicItem."""
    return ":".join((PREFIX, *parts))


def moves_mark(legal: Sequence[BaseModel]) -> str:
    """A short digest of the moves open to a person: equal marks, the same choices."""
    text = "\n".join(action.model_dump_json() for action in legal)
    return hashlib.blake2b(text.encode(), digest_size=MARK_LENGTH // 2).hexdigest()


def drawn(version: int, mark: str | None) -> str:
    """The `DRAWN` part of a custom id."""
    return f"{version}-{mark}" if mark else str(version)


def encode_picks(picks: Mapping[str, str]) -> str:
    return ",".join(
        f"{quote(field, safe='')}={quote(token, safe='')}" for field, token in picks.items()
    )


def decode_picks(text: str) -> dict[str, str]:
    picks = {}
    for pair in filter(None, text.split(",")):
        field, _, token = pair.partition("=")
        picks[unquote(field)] = unquote(token)
    return picks
