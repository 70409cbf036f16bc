"""Custom ids of buttons and menus: everything a click needs, and nothing the bot must remember.

A move control carries its table, the table version it was drawn for and the
picks made so far (`jt:pick:12:40:card=10h,target=left`), so after a restart
it still works, and a control drawn for an older version is recognised as
stale instead of acting twice. Discord allows 100 characters; picks are
percent-encoded so that no token can break the separators.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Literal
from urllib.parse import quote, unquote

# What a lobby button asks the service to do.
LobbyVerb = Literal["join", "leave", "bot", "start", "cancel", "rules"]

PREFIX = "jt"
MAX_LENGTH = 100
# At most 18 digits: a forged id can never overflow SQLite's 64-bit integers.
TABLE = r"(?P<table>\d{1,18})"
VERSION = r"(?P<version>\d{1,18})"
PICKS = r"(?P<picks>[^:]*)"


def custom_id(*parts: object) -> str:
    """`jt:part:part...`; ValueError if Discord would refuse it as too long."""
    text = ":".join((PREFIX, *map(str, parts)))
    if len(text) > MAX_LENGTH:
        raise ValueError(f"custom id longer than {MAX_LENGTH} characters: {text!r}")
    return text


def template(*parts: str) -> str:
    """The regular expression matching `custom_id(*parts)`, for a DynamicItem."""
    return ":".join((PREFIX, *parts))


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
