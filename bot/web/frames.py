"""The data message a spectator receives: one whole, public picture of a table.

Every message is complete (status, seats, whose turn, deadline, recent log,
picture addresses and words), never a difference from the last one, so a page
that lost its connection is right again with the first message after it
reconnects. The deadline goes on the server's clock: a frame is encoded once and
read later by pages that connect later, so it cannot say "seconds left"; each
stream first tells its page the server's time (see `bot.web.app.events`).
A frame is built from the table's public facts (`TableInfo`), the
spectators' view and public log lines alone: nothing private reaches it.
Its words are in the table's language (`lang`), made here once for every page,
so the page's script only places them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

import engines
from bot.tables import GameOver, TableInfo
from bot.tables.notices import BOT_LABEL
from engines.core.messages import Line, marked, msg
from engines.core.scores import score_text
from renderers.i18n import SOURCE, text
from renderers.text import listed

KEPT_LINES = 80  # log lines a page shows; older ones are in the replay
_MENTION = re.compile(r"<@!?(\d+)>")
_MARKUP = re.compile(r"\*\*|__|`")
STATUS_WORDS = {
    "lobby": msg("Waiting for players"),
    "playing": msg("In play"),
    "finished": msg("Finished"),
    "cancelled": msg("Cancelled"),
    "broken": msg("Stopped"),
}
SOMEONE = msg("someone")
NOBODY = msg("nobody")


def plain_line(line: Line, info: TableInfo, names: Sequence[str], lang: str = SOURCE) -> str:
    """A service line for the web in `lang`: people and bot seats by name, no chat markup;
    a mention of anyone not seated here becomes "someone"."""

    def person(found: re.Match[str]) -> str:
        user_id = int(found[1])
        return names[info.seats.index(user_id)] if user_id in info.seats else text(SOMEONE, lang)

    def bot(found: re.Match[str]) -> str:
        seat = int(found["seat"]) - 1
        return names[seat] if 0 <= seat < len(names) else found[0]

    return _MARKUP.sub("", BOT_LABEL.sub(bot, _MENTION.sub(person, text(line, lang))))


def seat_words(name: str, away: bool, turn: bool, lang: str = SOURCE) -> str:
    """A seat as the page lists it: "Player A (away) (to play)"."""
    said = msg("{name} (away)", name=name) if away else name
    said = msg("{seat} (to play)", seat=said) if turn else said
    return text(said, lang)


def build_frame(
    info: TableInfo,
    names: Sequence[str],
    lines: Sequence[str],
    pictures: Sequence[dict[str, str]],
    over: GameOver | None,
    lang: str = SOURCE,
) -> dict[str, Any]:
    """The message for `info.version`, its words in `lang`; `lines` are plain already,
    `pictures` list each picture's `kind`, `url` and `alt`."""
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
    for seat in seats:
        seat["words"] = seat_words(seat["name"], seat["away"], seat["turn"], lang)
    turn = [seat["name"] for seat in seats if seat["turn"]]
    results = []
    if over is not None:
        ranked = sorted(over.results, key=lambda row: (row.place, row.seat))
        results = [
            {
                "place": row.place,
                "name": names[row.seat],
                "score": text(score_text(engine, row.score), lang),
            }
            for row in ranked
        ]
    return {
        "table": info.id,
        "game": info.game,
        "lang": lang,
        "title": text(marked(engine.title), lang),
        "status": info.status,
        "status_text": text(STATUS_WORDS.get(info.status, info.status), lang),
        "version": info.version,
        "seats": seats,
        "turn": turn,
        "turn_text": listed(turn, lang) or text(NOBODY, lang),
        "deadline": info.deadline if info.status == "playing" else None,
        "log": list(lines[-KEPT_LINES:]),
        "pictures": list(pictures),
        "results": results,
        "summary": [text(line, lang) for line in over.summary] if over is not None else [],
    }
