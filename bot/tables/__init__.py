"""Tables: lobbies, seats, actions, timers and results, with no front end in them.

    store = await open_store(settings.database_url)
    service = TableService(store)
    await service.resume()                       # once, before taking requests
    timers = asyncio.create_task(service.run_timers(publish))
    notices = await service.act(table_id, user_id, action_json, version)

Every mutating call returns `Notices`; refusals raise a `TableError` whose
message is meant for the person who asked (and only them: an `IllegalMove`
may name their own cards).
"""

from bot.store import RatingRow, ResultRow
from bot.tables.errors import (
    IllegalMove,
    InvalidRequest,
    NotAllowed,
    NotFound,
    NotYourTurn,
    StaleVersion,
    StorageFailed,
    TableClosed,
    TableError,
)
from bot.tables.notices import GameOver, Notices, PrivateUpdate, bot_label, mention, seat_label
from bot.tables.play import AWAY_AFTER
from bot.tables.records import ResumeReport, TableInfo
from bot.tables.service import TableService

__all__ = [
    "AWAY_AFTER",
    "GameOver",
    "IllegalMove",
    "InvalidRequest",
    "NotAllowed",
    "NotFound",
    "NotYourTurn",
    "Notices",
    "PrivateUpdate",
    "RatingRow",
    "ResultRow",
    "ResumeReport",
    "StaleVersion",
    "StorageFailed",
    "TableClosed",
    "TableError",
    "TableInfo",
    "TableService",
    "bot_label",
    "mention",
    "seat_label",
]
