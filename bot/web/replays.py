"""Finished games, move by move, for the replay page.

Built from the public history (`record.public_history`: spectators' views
and public lines only) once per game and kept for the few games being watched
most recently; each step's picture is drawn when a page first asks for it.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

import engines
from bot.store import Store
from bot.tables import TableError, TableService
from bot.web.frames import plain_line
from bot.web.hub import Language, Names, names_in, stored_language
from bot.web.pictures import Picture
from bot.web.record import PublicHistory, public_history
from engines.core.messages import marked
from engines.core.scores import score_text
from renderers.i18n import SOURCE, text
from renderers.presentation import presentation_for

KEPT_REPLAYS = 16


@dataclass
class Replay:
    title: str
    names: list[str]
    history: PublicHistory
    steps: list[dict[str, Any]]  # lines and alt text per step, for the page
    results: list[str]
    lang: str = SOURCE  # the language of its words and pictures
    drawn: dict[int, Picture] = field(default_factory=dict)


class Replays:
    """The replays of finished games, by table id, each in its table's language (see
    `bot.web.hub.Hub` for `names` and `language`)."""

    def __init__(
        self,
        service: TableService,
        store: Store,
        names: Names | None = None,
        language: Language | None = None,
    ) -> None:
        self._service = service
        self._store = store
        self._names = names
        self._language = language or stored_language(store)
        self._kept: OrderedDict[int, Replay] = OrderedDict()
        self._lock = asyncio.Lock()

    async def get(self, table_id: int) -> Replay | None:
        """The replay of a finished game; None for a game not (or not yet) finished."""
        async with self._lock:
            if table_id in self._kept:
                self._kept.move_to_end(table_id)
                return self._kept[table_id]
            try:
                info = await self._service.table(table_id)
            except TableError:
                return None
            history = await public_history(self._store, table_id)
            if info.status != "finished" or history is None:
                return None
            lang = await self._language(info)
            replay = build_replay(history, await names_in(self._names, info, lang), info, lang)
            self._kept[table_id] = replay
            while len(self._kept) > KEPT_REPLAYS:
                self._kept.popitem(last=False)
            return replay


async def step_picture(replay: Replay, step: int) -> bytes | None:
    """The table picture of one step, drawn the first time it is asked for."""
    if step not in replay.drawn:
        view = replay.history.steps[step].view
        alt = replay.steps[step]["alt"]
        game = replay.history.game
        replay.drawn[step] = Picture(game, "table", view, replay.names, alt, replay.lang)
    return await replay.drawn[step].data()


def build_replay(
    history: PublicHistory, names: Sequence[str], info: Any, lang: str = SOURCE
) -> Replay:
    engine = engines.get(history.game)
    presentation = presentation_for(history.game)
    has_picture = presentation.renderer("table") is not None
    steps = [
        {
            "lines": [plain_line(line, info, names, lang) for line in step.lines],
            "alt": presentation.describe("table", step.view, names, lang) if has_picture else "",
        }
        for step in history.steps
    ]
    ranked = sorted(history.results, key=lambda row: (row.place, row.seat))
    results = [
        f"{r.place}. {names[r.seat]}: {text(score_text(engine, r.score), lang)}" for r in ranked
    ]
    title = text(marked(engine.title), lang)
    return Replay(title, list(names), history, steps, results, lang)


def steps_message(replay: Replay, token: str) -> dict[str, Any]:
    """The replay's steps as the page fetches them, each with its picture's address."""
    has_picture = presentation_for(replay.history.game).renderer("table") is not None
    return {
        "title": replay.title,
        "steps": [
            {**step, "picture": f"/t/{token}/replay/{index}.png" if has_picture else None}
            for index, step in enumerate(replay.steps)
        ],
        "results": replay.results,
    }
