from pydantic import BaseModel

from bot.store import SeatRow
from bot.tables.notices import private_part, seat_label


class Player(BaseModel):
    hand: list[str] | None
    count: int


class View(BaseModel):
    seat: int | None
    players: list[Player]
    log: list[str]


def test_private_part_is_what_only_the_seat_sees():
    public = View(seat=None, players=[Player(hand=None, count=2)] * 2, log=["x"])
    mine = View(seat=0, players=[Player(hand=["Ah", "2c"], count=2), public.players[1]], log=["x"])
    assert private_part(mine, public) == {"/seat": 0, "/players/0/hand": ["Ah", "2c"]}
    # Public changes (counts, log) do not change the private part; a new card does.
    public2 = View(seat=None, players=[Player(hand=None, count=1)] * 2, log=["y"])
    mine2 = View(seat=0, players=[Player(hand=["Ah"], count=1), public2.players[1]], log=["y"])
    assert private_part(mine2, public2) == {"/seat": 0, "/players/0/hand": ["Ah"]}
    assert private_part(public, public) == {}


def test_seat_labels():
    assert seat_label(SeatRow(0, 42)) == "<@42>"
    assert seat_label(SeatRow(2, None)) == "Bot 3"
