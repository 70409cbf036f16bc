"""Lobby calls of the table service: open a table, sit down, start, leave, cancel.

None of them depends on what the person saw, so each one that finds its table
saved by another process meanwhile is made again on the fresh table
(`rereads_when_moved_on`), which checks the request anew.
"""

from __future__ import annotations

import secrets
from collections.abc import Mapping, Sequence
from dataclasses import replace
from typing import Any

import engines
from bot.store import Conflict, SeatRow, StoreError, TableRow
from bot.tables.core import Live, TableCore
from bot.tables.deciding import STAND_IN_LEVEL
from bot.tables.errors import InvalidRequest, NotAllowed, NotFound, StorageFailed
from bot.tables.guild_settings import load_settings
from bot.tables.notices import Notices, mention, seat_label
from bot.tables.options import split_options
from bot.tables.retrying import rereads_when_moved_on
from engines.core.levels import DEFAULT_LEVEL, LEVELS
from engines.core.messages import Line, Message, marked, msg, nmsg
from engines.core.seat_settings import setting_named, with_seat_value, without_seat


class LobbyCalls(TableCore):
    """Seating people and bots, starting and closing tables."""

    async def create(
        self,
        game: str,
        guild_id: int,
        channel_id: int,
        host_id: int,
        options: Mapping[str, Any] | None = None,
        *,
        seat_host: bool = True,
        seed: int | None = None,
    ) -> Notices:
        """Open a lobby; `seat_host=False` lets a host set up a bots-only game.

        `seed` fixes the game's randomness (offline play and tests replay a
        game with it); tables opened from chat get a fresh random one.
        """
        try:
            engine = engines.get(game)
        except KeyError:
            known = ", ".join(engines.keys())
            raise InvalidRequest(
                msg(
                    "There is no game called {game} (games: {known}).", game=repr(game), known=known
                )
            ) from None
        settings = await load_settings(self._store, guild_id)
        if not settings.allows(channel_id):
            raise NotAllowed(
                msg(
                    "Games are not played in this channel here; a server manager can change "
                    "that with /settings."
                )
            )
        given = dict(options or {})
        given.setdefault("timer", settings.default_timer or "off")
        engine_options, timer = split_options(engine, given)
        now = self._clock()
        row = TableRow(
            id=0,
            game=game,
            guild_id=guild_id,
            channel_id=channel_id,
            host_id=host_id,
            status="lobby",
            options=engine_options.model_dump_json(),
            timer=timer,
            seed=secrets.randbits(62) if seed is None else seed,
            version=0,
            deadline=None,
            created_at=now,
            updated_at=now,
        )
        seats = (SeatRow(0, host_id),) if seat_host else ()
        try:
            table_id = await self._store.create_table(row, seats)
        except Conflict:
            raise NotAllowed(
                msg("This channel already has a table; finish or cancel it first.")
            ) from None
        except StoreError as error:
            raise StorageFailed(msg("The table could not be saved; please try again.")) from error
        live = Live(replace(row, id=table_id), seats, engine, engine_options, None)
        self._live[table_id] = live
        line = msg(
            "{who} opened table #{table}: {title}.",
            who=mention(host_id),
            table=table_id,
            title=marked(engine.title),
        )
        return Notices(self._info(live), (line,))

    @rereads_when_moved_on
    async def join(self, table_id: int, user_id: int) -> Notices:
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            if user_id in {seat.user_id for seat in live.seats}:
                raise NotAllowed(msg("You are already seated at this table."))
            self._require_room(live)
            seats = (*live.seats, SeatRow(len(live.seats), user_id))
            new = await self._save(replace(live, seats=seats))
            line = msg(
                "{who} joined ({seated}).", who=mention(user_id), seated=self._headcount(new)
            )
            return Notices(self._info(new), (line,))

    async def may_add_bot(self, table_id: int, by: int, is_manager: bool = False) -> None:
        """Refuse now, as `add_bot` would, before a front end asks which level:
        nobody should pick a level only to hear that they may not seat a bot."""
        live = await self._get(table_id)
        self._require_status(live, "lobby")
        self._require_host(live, by, is_manager)
        self._require_room(live)

    @rereads_when_moved_on
    async def add_bot(
        self, table_id: int, by: int, is_manager: bool = False, level: str = DEFAULT_LEVEL
    ) -> Notices:
        """Seat a bot of that level ("easy", "normal" or "hard")."""
        if level not in LEVELS:
            raise InvalidRequest(
                msg(
                    "There is no bot level {level}; choose {levels}.",
                    level=repr(str(level)[:20]),
                    levels=", ".join(LEVELS),
                )
            )
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            self._require_host(live, by, is_manager)
            self._require_room(live)
            seat = SeatRow(len(live.seats), None, level=level)
            new = await self._save(replace(live, seats=(*live.seats, seat)))
            line = msg(
                "{who} sat down ({seated}).", who=seat_label(seat), seated=self._headcount(new)
            )
            return Notices(self._info(new), (line,))

    @rereads_when_moved_on
    async def remove_bot(self, table_id: int, by: int, is_manager: bool = False) -> Notices:
        """Take the last bot out of a lobby, to make room for a person."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            self._require_host(live, by, is_manager)
            bots = [seat for seat in live.seats if seat.user_id is None]
            if not bots:
                raise NotFound(msg("There is no bot at this table."))
            seats = _without(live.seats, bots[-1].position)
            new = await self._save(replace(_options_without(live, bots[-1].position), seats=seats))
            line = msg(
                "{who} left ({seated}).", who=seat_label(bots[-1]), seated=self._headcount(new)
            )
            return Notices(self._info(new), (line,))

    @rereads_when_moved_on
    async def leave(self, table_id: int, user_id: int) -> Notices:
        """Leave a lobby, or hand a running game's seat to a bot."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby", "playing")
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed(msg("You are not at this table."))
            return await self._remove(
                live, seat, msg("{who} left the table.", who=mention(user_id))
            )

    @rereads_when_moved_on
    async def kick(self, table_id: int, user_id: int, by: int, is_manager: bool = False) -> Notices:
        """Remove someone; in a running game a bot takes over their seat."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby", "playing")
            self._require_host(live, by, is_manager)
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotFound(msg("{who} is not at this table.", who=mention(user_id)))
            line = msg(
                "{who} was removed from the table by {by}.", who=mention(user_id), by=mention(by)
            )
            return await self._remove(live, seat, line)

    @rereads_when_moved_on
    async def set_seat_option(self, table_id: int, user_id: int, name: str, value: int) -> Notices:
        """A seated person sets an option of their own seat (the most balls they flashed)."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            seat = self._seat_of(live, user_id)
            if seat is None:
                raise NotAllowed(
                    msg("Take a seat first (press Join): this setting is for your seat.")
                )
            engine = self._engine(live)
            setting = setting_named(engine.Options, name)
            if setting is None or live.options is None:
                raise InvalidRequest(msg("This game has no such setting."))
            try:
                options = with_seat_value(live.options, name, seat, value)
            except ValueError:
                raise InvalidRequest(
                    msg(
                        "{value} is not one of the choices for “{setting}”.",
                        value=value,
                        setting=marked(setting.prompt),
                    )
                ) from None
            row = replace(live.row, options=options.model_dump_json())
            new = await self._save(replace(live, row=row, options=options))
            line = msg(
                "{who} set “{setting}” to {value}.",
                who=mention(user_id),
                setting=marked(setting.prompt),
                value=value,
            )
            return Notices(self._info(new), (line,))

    @rereads_when_moved_on
    async def start(self, table_id: int, by: int, is_manager: bool = False) -> Notices:
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby")
            self._require_host(live, by, is_manager)
            engine = self._engine(live)
            players = len(live.seats)
            if players < engine.min_players:
                raise NotAllowed(
                    nmsg(
                        "{title} needs at least {count} player; {seated} seated.",
                        "{title} needs at least {count} players; {seated} seated.",
                        engine.min_players,
                        title=marked(engine.title),
                        seated=players,
                    )
                )
            state = engine.new_game(players, live.options, live.row.seed)
            progress = self._progress(replace(live, state=state))
            progress.log.append(
                nmsg(
                    "The game begins with {count} player.",
                    "The game begins with {count} players.",
                    players,
                )
            )
            progress.log.extend(engine.view(state, None).log)
            await progress.run_bots()
            started = replace(live, row=replace(live.row, status="playing"))
            return await self._advance(started, progress)

    @rereads_when_moved_on
    async def cancel(self, table_id: int, by: int, is_manager: bool = False) -> Notices:
        """Close the table for good; no results and no rating changes."""
        async with self._locked(table_id) as live:
            self._require_status(live, "lobby", "playing")
            self._require_host(live, by, is_manager)
            new = await self._save(self._cancelled(live))
            return Notices(self._info(new), (msg("{who} cancelled the table.", who=mention(by)),))

    async def _remove(self, live: Live, seat: int, line: Message) -> Notices:
        """A person leaves: gone from a lobby, replaced by a bot in a game."""
        user_id = live.seats[seat].user_id
        if live.row.status == "lobby":
            seats = _without(live.seats, seat)
            live = _options_without(live, seat)
        else:
            stand_in = SeatRow(seat, None, level=STAND_IN_LEVEL)
            seats = tuple(stand_in if s.position == seat else s for s in live.seats)
        lines: list[Line] = [line]
        humans = [s.user_id for s in seats if s.user_id is not None]
        row = live.row
        if not humans and (row.status == "playing" or user_id == row.host_id):
            lines.append(msg("Nobody is left at the table, so it is closed; no ratings change."))
            new = await self._save(self._cancelled(replace(live, seats=seats)))
            return Notices(self._info(new), tuple(lines))
        if user_id == row.host_id and humans:
            row = replace(row, host_id=humans[0])
            lines.append(msg("{who} is the host now.", who=mention(humans[0])))
        if live.row.status == "lobby":
            new = await self._save(replace(live, row=row, seats=seats))
            return Notices(self._info(new), tuple(lines))
        lines.append(
            msg("{who} plays seat {seat} from now on.", who=seat_label(seats[seat]), seat=seat + 1)
        )
        progress = self._progress(replace(live, seats=seats))
        progress.log.extend(lines)
        await progress.run_bots()
        return await self._advance(replace(live, row=row), progress)

    def _cancelled(self, live: Live) -> Live:
        return replace(live, row=replace(live.row, status="cancelled", deadline=None))

    def _headcount(self, live: Live) -> str:
        return f"{len(live.seats)}/{self._engine(live).max_players}"

    def _require_room(self, live: Live) -> None:
        limit = self._engine(live).max_players
        if len(live.seats) >= limit:
            raise NotAllowed(
                nmsg(
                    "The table is full ({count} player).",
                    "The table is full ({count} players).",
                    limit,
                )
            )


def _without(seats: Sequence[SeatRow], position: int) -> tuple[SeatRow, ...]:
    """Seats with one taken out, renumbered so positions stay 0..n-1."""
    kept = [seat for seat in seats if seat.position != position]
    return tuple(replace(seat, position=index) for index, seat in enumerate(kept))


def _options_without(live: Live, position: int) -> Live:
    """Per-seat options follow their seats when one is taken out of the lobby."""
    if live.options is None:
        return live
    options = without_seat(live.options, position)
    return replace(live, row=replace(live.row, options=options.model_dump_json()), options=options)
