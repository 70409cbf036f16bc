"""Playing calls of the table service: a person's move, and coming back from away."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from pydantic import BaseModel

from bot.tables.core import TableCore
from bot.tables.errors import (
    STALE,
    IllegalMove,
    InvalidRequest,
    NotAllowed,
    NotYourTurn,
    StaleVersion,
)
from bot.tables.notices import Notices, mention
from bot.tables.play import open_window
from bot.tables.retrying import rereads_when_moved_on
from engines import Engine, IllegalAction


class PlayCalls(TableCore):
    """A person acts; bots and away seats move after them until a person is awaited."""

    @rereads_when_moved_on
    async def act(
        self, table_id: int, user_id: int, action: BaseModel | str, version: int | None = None
    ) -> Notices:
        """Apply a person's action, then let bots move until a person is to act.

        `action` is an engine action or its JSON. `version` is the table
        version the person saw; any other is refused as stale, so a double
        click or an old button never acts twice. (Made again on a fresh reading
        when another process saved the table meanwhile: the version is checked
        anew, so only a change that left the game where the person saw it, such
        as someone leaving, lets the move through.)
        """
        async with self._locked(table_id) as live:
            self._require_status(live, "playing")
            if version is not None and version > live.row.version:
                # Another process (shard) moved the table on: read it afresh.
                live = await self._reread(table_id)
                self._require_status(live, "playing")
            window = open_window(self._engine(live), live.state)
            answering = (window is not None and version is not None
                         and version >= window.opened_step
                         and self._seat_of(live, user_id) in window.seats)  # fmt: skip
            if version is not None and version != live.row.version and not answering:
                raise StaleVersion(STALE)
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed("You are not playing at this table.")
            if live.seats[seat].away:
                raise NotYourTurn("A bot is playing for you while you are away; come back first.")
            engine = self._engine(live)
            if seat not in engine.to_act(live.state):
                raise NotYourTurn("It is not your turn.")
            move = _parse(engine, action)
            progress = self._progress(live)
            try:
                progress.play(seat, move, "human")
            except IllegalAction as error:
                raise IllegalMove(str(error)) from None
            progress.human_moved(seat)
            progress.run_bots()
            return await self._advance(live, progress)

    @rereads_when_moved_on
    async def back(self, table_id: int, user_id: int) -> Notices:
        """An away player takes their seat back from the bot."""
        async with self._locked(table_id) as live:
            self._require_status(live, "playing")
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed("You are not playing at this table.")
            if not live.seats[seat].away:
                return Notices(self._info(live))
            seats = list(live.seats)
            seats[seat] = replace(seats[seat], away=False, timeouts=0)
            new = await self._save(replace(live, seats=tuple(seats)))
            return Notices(self._info(new), (f"{mention(user_id)} is back.",))


def _parse(engine: Engine, action: BaseModel | str) -> Any:
    """An engine action from a model or JSON; round-tripping checks a model too."""
    raw = action.model_dump_json() if isinstance(action, BaseModel) else action
    if not isinstance(raw, str):
        raise InvalidRequest("That is not a move.")
    try:
        return engine.parse_action(raw)
    except ValueError:
        raise InvalidRequest("That move was not understood; please choose again.") from None
