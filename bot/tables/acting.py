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
    NotFound,
    NotYourTurn,
    StaleVersion,
)
from bot.tables.notices import Notices, mention
from bot.tables.play import open_window
from bot.tables.retrying import rereads_when_moved_on
from engines import Engine, IllegalAction
from engines.core.messages import msg
from engines.core.windows import Window


class PlayCalls(TableCore):
    """A person acts; bots and away seats move after them until a person is awaited."""

    @rereads_when_moved_on
    async def act(
        self, table_id: int, user_id: int, action: BaseModel | str, version: int | None = None
    ) -> Notices:
        """Apply a person's action, then let bots move until a person is to act.

        `action` is an engine action or its JSON. `version` is the table
        version the person saw; any other is refused as stale, so a double
        click or an old button never acts twice. In an open window, an answer
        from a seat still to answer may carry any version since it opened.
        Whatever the arguments, a call either moves the game or raises a
        `TableError` and changes nothing. (Made again on a fresh reading when
        another process saved the table meanwhile: the version is checked anew,
        so only a change that left the game where the person saw it, such as
        someone leaving, lets the move through.)
        """
        _check_ids(table_id, user_id)
        if version is not None and not _is_int(version):
            raise InvalidRequest(NO_VERSION)
        async with self._locked(table_id) as live:
            self._require_status(live, "playing")
            if version is not None and version > live.row.version:
                # Another process (shard) moved the table on: read it afresh.
                live = await self._reread(table_id)
                self._require_status(live, "playing")
            seat = self._seat_of(live, user_id)
            _check_version(live.row.version, open_window(self._engine(live), live.state),
                           seat, version)  # fmt: skip
            if seat is None:
                raise NotAllowed(msg("You are not playing at this table."))
            if live.seats[seat].away:
                raise NotYourTurn(
                    msg("A bot is playing for you while you are away; come back first.")
                )
            engine = self._engine(live)
            if seat not in engine.to_act(live.state):
                raise NotYourTurn(msg("It is not your turn."))
            move = _parse(engine, action)
            progress = self._progress(live)
            try:
                progress.play(seat, move, "human")
            except IllegalAction as error:
                raise IllegalMove(error.reason) from None
            progress.human_moved(seat)
            await progress.run_bots()
            return await self._advance(live, progress)

    @rereads_when_moved_on
    async def back(self, table_id: int, user_id: int) -> Notices:
        """An away player takes their seat back from the bot."""
        _check_ids(table_id, user_id)
        async with self._locked(table_id) as live:
            self._require_status(live, "playing")
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed(msg("You are not playing at this table."))
            if not live.seats[seat].away:
                return Notices(self._info(live))
            seats = list(live.seats)
            seats[seat] = replace(seats[seat], away=False, timeouts=0)
            new = await self._save(replace(live, seats=tuple(seats)))
            return Notices(self._info(new), (msg("{who} is back.", who=mention(user_id)),))


NO_VERSION = msg(
    "That move carries no table version it could have been chosen on; please choose again."
)
# Table ids are the database's 64-bit row ids: a bigger number is no table, not an error.
LARGEST_ID = 2**63 - 1


def _is_int(value: object) -> bool:
    """A whole number as the service stores it: an int, and not a bool (True == 1)."""
    return isinstance(value, int) and not isinstance(value, bool)


def _check_ids(table_id: object, user_id: object) -> None:
    """Refuse ids of the wrong type before they reach the cache or the database."""
    if not _is_int(table_id) or not 0 < table_id <= LARGEST_ID:  # type: ignore[operator]
        raise NotFound(msg("There is no such table."))
    if not _is_int(user_id):
        raise InvalidRequest(msg("That request does not say who made it."))


def _check_version(
    current: int, window: Window | None, seat: int | None, version: int | None
) -> None:
    """The version an action was chosen on must be the table's, or, for an answer in an
    open window, any since it opened (never one the table has not reached: that is no
    choice anyone was offered). None (a front end that does not track versions) takes
    the table as it is."""
    if version is None or version == current:
        return
    since = window.opened_step if window is not None and seat in window.seats else current
    if not since <= version <= current:
        raise StaleVersion(STALE)


def _parse(engine: Engine, action: BaseModel | str) -> Any:
    """An engine action from a model or JSON; round-tripping checks a model too."""
    try:
        raw = action.model_dump_json() if isinstance(action, BaseModel) else action
        if not isinstance(raw, str):
            raise InvalidRequest(msg("That is not a move."))
        return engine.parse_action(raw)
    except ValueError:
        raise InvalidRequest(msg("That move was not understood; please choose again.")) from None
