"""The hub writes each new frame to every page of its table in one pass: once each, in
order, never to a page still catching up; a page that stopped reading is dropped (its
browser reconnects to the newest frame) without holding up the others."""

from __future__ import annotations

import asyncio
from types import SimpleNamespace

from bot.web.audience import BEHIND, Audience, Page


class Socket:
    def __init__(self, queued: int = 0) -> None:
        self.queued, self.aborted = queued, False

    def get_write_buffer_size(self) -> int:
        return self.queued

    def abort(self) -> None:
        self.aborted = True


class Stream:
    def __init__(self, fails: bool = False) -> None:
        self.written: list[bytes] = []
        self.fails = fails

    async def write(self, data: bytes) -> None:
        if self.fails:
            raise ConnectionResetError("the page went away")
        self.written.append(data)


def page(queued: int = 0, fails: bool = False) -> tuple[Page, Socket, Stream]:
    socket, stream = Socket(queued), Stream(fails)
    made = Page(SimpleNamespace(transport=socket), stream)  # type: ignore[arg-type]
    made.ready = True
    return made, socket, stream


async def settle() -> None:
    for _ in range(3):
        await asyncio.sleep(0)


async def test_each_frame_reaches_every_ready_page_once_and_in_order():
    audience = Audience()
    first, _, first_stream = page()
    second, _, second_stream = page()
    catching_up, _, catching_stream = page()
    catching_up.ready = False
    for each in (first, second, catching_up):
        audience.join(7, each)
    audience.join(8, page()[0])
    audience.show(7, 3, b"v3")
    audience.show(7, 2, b"v2")  # late notices: an older version never follows a newer
    audience.show(7, 3, b"v3")  # the same version again
    await settle()
    assert first_stream.written == second_stream.written == [b"v3"]
    assert catching_stream.written == []  # its handler writes what it catches up with
    audience.leave(7, second)
    audience.show(7, 4, b"v4")
    await settle()
    assert first_stream.written == [b"v3", b"v4"] and second_stream.written == [b"v3"]


async def test_a_page_that_stopped_reading_is_dropped_and_the_rest_still_get_the_frame():
    audience = Audience()
    stuck, stuck_socket, stuck_stream = page(queued=BEHIND)
    gone, _, _ = page(fails=True)
    reading, _, reading_stream = page()
    for each in (stuck, gone, reading):
        audience.join(7, each)
    audience.show(7, 1, b"v1")
    await settle()
    assert stuck.gone.done() and stuck_socket.aborted and stuck_stream.written == []
    assert gone.gone.done()
    assert reading_stream.written == [b"v1"] and not reading.gone.done()
