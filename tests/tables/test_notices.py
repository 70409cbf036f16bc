from dataclasses import dataclass

import pytest
from pydantic import BaseModel

from bot.store import SeatRow
from bot.tables.notices import BOT_LABEL, private_part, seat_label


class Player(BaseModel):
    hand: list[str] | None
    count: int


class View(BaseModel):
    seat: int | None
    players: list[Player]
    log: list[str]


@dataclass(frozen=True, slots=True)
class PlainPlayer:
    hand: tuple[str, ...] | None
    count: int


@dataclass(frozen=True, slots=True)
class PlainView:
    seat: int | None
    players: tuple[PlainPlayer, ...]
    log: tuple[str, ...]


# Engines' views may be pydantic models or plain dataclasses of tuples: the service
# compares what they show, not how they are built.
KINDS = [(View, Player, list), (PlainView, PlainPlayer, tuple)]


@pytest.mark.parametrize(("view", "player", "seq"), KINDS, ids=["pydantic", "dataclass"])
def test_private_part_is_what_only_the_seat_sees(view, player, seq):
    public = view(seat=None, players=seq([player(hand=None, count=2)] * 2), log=seq(["x"]))
    mine = view(seat=0, players=seq([player(hand=seq(["Ah", "2c"]), count=2), public.players[1]]),
                log=seq(["x"]))  # fmt: skip
    assert private_part(mine, public) == {"/seat": 0, "/players/0/hand": ["Ah", "2c"]}
    # Public changes (counts, log) do not change the private part; a new card does.
    public2 = view(seat=None, players=seq([player(hand=None, count=1)] * 2), log=seq(["y"]))
    mine2 = view(seat=0, players=seq([player(hand=seq(["Ah"]), count=1), public2.players[1]]),
                 log=seq(["y"]))  # fmt: skip
    assert private_part(mine2, public2) == {"/seat": 0, "/players/0/hand": ["Ah"]}
    assert private_part(public, public) == {}


def test_seat_labels():
    assert seat_label(SeatRow(0, 42)) == "<@42>"
    assert seat_label(SeatRow(2, None, level="hard")) == "Bot 3 (hard)"
    assert seat_label(SeatRow(1, None, level="easy")) == "Bot 2 (easy)"
    # A bot seat without a level (a row built before levels) plays, and is named, normal.
    assert seat_label(SeatRow(2, None)) == "Bot 3 (normal)"
    assert BOT_LABEL.fullmatch("Bot 3 (hard)")["seat"] == "3"
