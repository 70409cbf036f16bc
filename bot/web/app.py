"""The aiohttp application: pages, the frame stream, pictures and replays.

Every table address starts with its signed token (`links`); a wrong or
unsigned token gets the same plain "not found" as a table that does not
exist, so the answers tell nothing about which tables exist. The stream sends
a comment every `KEEPALIVE` seconds so proxies keep it open and a page learns
soon when it is gone; the browser reconnects by itself after `retry`. Open
streams are counted: past `max_streams` a process answers new pages and streams
with a plain 503 ("too many watching") rather than running out of sockets or
memory, and the pages already open keep theirs.

A page speaks its table's language (see `bot.web.hub`). The plain answers given
before any table is known (not found, too busy) speak the visitor's browser
language (Accept-Language), English when we do not ship it.
"""

from __future__ import annotations

import asyncio
import json
from importlib import resources

from aiohttp import web

from bot.web.audience import Page
from bot.web.hub import Hub
from bot.web.links import Links
from bot.web.pages import busy_page, live_page, replay_page
from bot.web.pictures import content_type
from bot.web.replays import Replays, step_picture, steps_message
from engines.core.messages import Message, msg
from renderers.i18n import language, text

KEEPALIVE = 15.0
RETRY_MS = 1000
MAX_STREAMS = 2_000  # open pages one process serves; more are told to come back later
BUSY_RETRY_S = 30
BUSY = msg("Too many people are watching from this server right now. Please try again in a minute.")
NOT_FOUND = msg("There is no such table here. Check the link you were given.")
NO_PICTURE = msg("That picture is no longer shown.")
NO_REPLAY = msg("There is no finished game to replay at this link.")
NO_STEP = msg("There is no such step.")
NO_PICTURES = msg("This game has no table pictures.")
STATIC = {"page.css": "text/css", "live.js": "text/javascript", "replay.js": "text/javascript"}
HUB: web.AppKey[Hub] = web.AppKey("hub", Hub)
LINKS: web.AppKey[Links] = web.AppKey("links", Links)
REPLAYS: web.AppKey[Replays | None] = web.AppKey("replays", Replays)  # type: ignore[arg-type]
HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


class Streams:
    """How many pages have their stream of frames open, out of how many allowed."""

    def __init__(self, limit: int) -> None:
        if limit < 1:
            raise ValueError("at least one page must be able to watch")
        self.limit = limit
        self.open = 0

    @property
    def full(self) -> bool:
        return self.open >= self.limit


STREAMS: web.AppKey[Streams] = web.AppKey("streams", Streams)


def create_app(
    hub: Hub, links: Links, replays: Replays | None = None, max_streams: int = MAX_STREAMS
) -> web.Application:
    app = web.Application()
    app[HUB], app[LINKS], app[REPLAYS] = hub, links, replays
    app[STREAMS] = Streams(max_streams)
    app.add_routes(
        [
            web.get("/static/{name}", static),
            web.get("/t/{token}", page),
            web.get("/t/{token}/events", events),
            web.get("/t/{token}/frame.json", frame),
            web.get("/t/{token}/picture/{name}", picture),
            web.get("/t/{token}/replay", replay),
            web.get("/t/{token}/replay/steps.json", replay_steps),
            web.get("/t/{token}/replay/{step:\\d+}.png", replay_picture),
        ]
    )
    return app


def reader_language(request: web.Request) -> str:
    """The visitor's first choice of language (`fi-FI,fi;q=0.9,en;q=0.8` is Finnish)."""
    first = request.headers.get("Accept-Language", "").split(",")[0].split(";")[0]
    return language(first)


def _said(request: web.Request, said: Message) -> str:
    return text(said, reader_language(request))


def _not_found(request: web.Request, said: Message = NOT_FOUND) -> web.HTTPNotFound:
    return web.HTTPNotFound(text=_said(request, said))


def _table_id(request: web.Request) -> int:
    table_id = request.app[LINKS].table_id(request.match_info["token"])
    if table_id is None:
        raise _not_found(request)
    return table_id


async def static(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    if name not in STATIC:
        raise web.HTTPNotFound()
    body = resources.files("bot.web").joinpath("static", name).read_bytes()
    return web.Response(body=body, content_type=STATIC[name], charset="utf-8")


def _busy(request: web.Request, html: bool) -> web.HTTPServiceUnavailable:
    """The answer past `max_streams`: say so plainly, and when to come back."""
    headers = {**HEADERS, "Retry-After": str(BUSY_RETRY_S)}
    lang = reader_language(request)
    if html:
        return web.HTTPServiceUnavailable(
            text=busy_page(text(BUSY, lang), lang), content_type="text/html", headers=headers
        )
    return web.HTTPServiceUnavailable(text=text(BUSY, lang), headers=headers)


async def page(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    if request.app[STREAMS].full:
        raise _busy(request, html=True)
    shown = await request.app[HUB].current(table_id)
    if shown is None:
        raise _not_found(request)
    events = f"/t/{request.match_info['token']}/events"
    html = live_page(shown.frame, events, request.app[HUB].now())
    return web.Response(text=html, content_type="text/html",
                        headers=HEADERS)  # fmt: skip


async def frame(request: web.Request) -> web.Response:
    shown = await request.app[HUB].current(_table_id(request))
    if shown is None:
        raise _not_found(request)
    return web.json_response(shown.frame, headers=HEADERS)


async def events(request: web.Request) -> web.StreamResponse:
    """Frames as Server-Sent Events: the server's time (for countdowns), the newest
    frame at once (which resyncs a page that reconnects), then each new version, which
    the hub writes to every page of the table (`bot.web.audience`)."""
    hub, streams = request.app[HUB], request.app[STREAMS]
    table_id = _table_id(request)
    if streams.full:
        raise _busy(request, html=False)
    streams.open += 1  # before any await, so that pages arriving together cannot overshoot
    page: Page | None = None
    try:
        shown = await hub.current(table_id)
        if shown is None:
            raise _not_found(request)
        response = web.StreamResponse(
            headers={**HEADERS, "Content-Type": "text/event-stream", "X-Accel-Buffering": "no"}
        )
        await response.prepare(request)
        page = Page(request, response)
        hub.audience.join(table_id, page)
        clock = f"retry: {RETRY_MS}\nevent: clock\ndata: {hub.now()}\n\n"
        await _catch_up(hub, table_id, page, clock.encode() + shown.message, shown.version)
        while not page.gone.done():
            await asyncio.wait({page.gone}, timeout=KEEPALIVE)
            if not page.gone.done():
                await page.write(b": still here\n\n")
    except ConnectionError:
        pass  # the page went away before its stream began; it reconnects if still open
    finally:
        streams.open -= 1
        if page is not None:
            hub.audience.leave(table_id, page)
    return response


async def _catch_up(hub: Hub, table_id: int, page: Page, first: bytes, version: int) -> None:
    """The page's first frame, and any shown while it was written; then the hub's
    fan-out writes the next ones (nothing awaited between the last check and that)."""
    page.version = version
    await page.write(first)
    while (newest := hub.latest(table_id)) is not None and newest.version > page.version:
        page.version = newest.version
        await page.write(newest.message)
    page.ready = True


async def picture(request: web.Request) -> web.Response:
    found = request.app[HUB].picture(_table_id(request), request.match_info["name"])
    data = None if found is None else await found.data()
    if data is None:
        raise _not_found(request, NO_PICTURE)
    return web.Response(body=data, content_type=content_type(data),
                        headers={"Cache-Control": "max-age=3600"})  # fmt: skip


async def replay(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    replays = request.app[REPLAYS]
    found = None if replays is None else await replays.get(table_id)
    if found is None:
        raise _not_found(request, NO_REPLAY)
    steps = f"/t/{request.match_info['token']}/replay/steps.json"
    page = replay_page(found.title, table_id, steps, found.results, found.lang)
    return web.Response(text=page,
                        content_type="text/html", headers=HEADERS)  # fmt: skip


async def replay_steps(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    replays = request.app[REPLAYS]
    found = None if replays is None else await replays.get(table_id)
    if found is None:
        raise _not_found(request, NO_REPLAY)
    message = steps_message(found, request.match_info["token"])
    return web.Response(text=json.dumps(message, ensure_ascii=False),
                        content_type="application/json", headers=HEADERS)  # fmt: skip


async def replay_picture(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    replays = request.app[REPLAYS]
    found = None if replays is None else await replays.get(table_id)
    step = int(request.match_info["step"])
    if found is None or step >= len(found.steps):
        raise _not_found(request, NO_STEP)
    data = await step_picture(found, step)
    if data is None:
        raise _not_found(request, NO_PICTURES)
    return web.Response(body=data, content_type=content_type(data),
                        headers={"Cache-Control": "max-age=86400"})  # fmt: skip
