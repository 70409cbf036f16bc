"""The data message a spectator receives: one whole, public picture of a table.

Every message is complete (status, seats, whose turn, deadline, recent log,
picture addresses and words), never a difference from the last one, so a page
that lost its connection is right again with the first message after it
reconnects. The deadline goes on the server's clock: a frame is encoded once and
read later by pages that connect later, so it cannot say "seconds left"; each
stream first tells its page the server's time (see `bot.web.app.events`).
A frame is built from the table's public facts (`TableInfo`), the
spectators' view and public log lines alone: nothing private reaches it.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import engines
from bot.tables import GameOver, TableInfo
from bot.tables.notices import BOT_LABEL
from engines.core.messages import Line
from engines.core.scores import score_text
from renderers.i18n import text

KEPT_LINES = 80  # log lines a page shows; older ones are in the replay
_MENTION = re.compile(r"<@!?(\d+)>")
_MARKUP = re.compile(r"\*\*|__|`")
STATUS_WORDS = {
    "lobby": "Waiting for players",
    "playing": "In play",
    "finished": "Finished",
    "cancelled": "Cancelled",
    "broken": "Stopped",
}


def plain_line(line: Line, info: TableInfo, names: Sequence[str]) -> str:
    """A service line for the web: people and bot seats by name, no chat markup; a
    mention of anyone not seated here becomes "someone"."""

    def person(found: re.Match[str]) -> str:
        user_id = int(found[1])
        return names[info.seats.index(user_id)] if user_id in info.seats else "someone"

    def bot(found: re.Match[str]) -> str:
        seat = int(found["seat"]) - 1
        return names[seat] if 0 <= seat < len(names) else found[0]

    # The page is in the source language until the live page is translated (issue 37).
    return _MARKUP.sub("", BOT_LABEL.sub(bot, _MENTION.sub(person, text(line))))


def build_frame(
    info: TableInfo,
    names: Sequence[str],
    lines: Sequence[str],
    pictures: Sequence[dict[str, str]],
    over: GameOver | None,
) -> dict[str, Any]:
    """The message for `info.version`; `lines` are plain already, `pictures` list each
    picture's `kind`, `url` and `alt`."""
    engine = engines.get(info.game)
    awaited = set(info.to_act)
    seats = [
        {
            "name": names[seat],
            "bot": user_id is None,
            "away": user_id in info.away,
            "turn": user_id in awaited and info.status == "playing",
        }
        for seat, user_id in enumerate(info.seats)
    ]
    results = []
    if over is not None:
        ranked = sorted(over.results, key=lambda row: (row.place, row.seat))
        results = [
            {
                "place": row.place,
                "name": names[row.seat],
                "score": text(score_text(engine, row.score)),
            }
            for row in ranked
        ]
    return {
        "table": info.id,
        "game": info.game,
        "title": engine.title,
        "status": info.status,
        "status_text": STATUS_WORDS.get(info.status, info.status),
        "version": info.version,
        "seats": seats,
        "turn": [seat["name"] for seat in seats if seat["turn"]],
        "deadline": info.deadline if info.status == "playing" else None,
        "log": list(lines[-KEPT_LINES:]),
        "pictures": list(pictures),
        "results": results,
        "summary": [text(line) for line in over.summary] if over is not None else [],
    }
