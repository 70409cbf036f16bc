"""The aiohttp application: pages, the frame stream, pictures and replays.

Every table address starts with its signed token (`links`); a wrong or
unsigned token gets the same plain "not found" as a table that does not
exist, so the answers tell nothing about which tables exist. The stream sends
a comment every `KEEPALIVE` seconds so proxies keep it open and a page learns
soon when it is gone; the browser reconnects by itself after `retry`.
"""

from __future__ import annotations

import json
from importlib import resources

from aiohttp import web

from bot.web.hub import Hub
from bot.web.links import Links
from bot.web.pages import live_page, replay_page
from bot.web.pictures import content_type
from bot.web.replays import Replays, step_picture, steps_message

KEEPALIVE = 15.0
RETRY_MS = 1000
NOT_FOUND = "There is no such table here. Check the link you were given."
STATIC = {"page.css": "text/css", "live.js": "text/javascript", "replay.js": "text/javascript"}
HUB: web.AppKey[Hub] = web.AppKey("hub", Hub)
LINKS: web.AppKey[Links] = web.AppKey("links", Links)
REPLAYS: web.AppKey[Replays | None] = web.AppKey("replays", Replays)  # type: ignore[arg-type]
HEADERS = {"Cache-Control": "no-store", "X-Content-Type-Options": "nosniff"}


def create_app(hub: Hub, links: Links, replays: Replays | None = None) -> web.Application:
    app = web.Application()
    app[HUB], app[LINKS], app[REPLAYS] = hub, links, replays
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


def _table_id(request: web.Request) -> int:
    table_id = request.app[LINKS].table_id(request.match_info["token"])
    if table_id is None:
        raise web.HTTPNotFound(text=NOT_FOUND)
    return table_id


async def static(request: web.Request) -> web.Response:
    name = request.match_info["name"]
    if name not in STATIC:
        raise web.HTTPNotFound()
    body = resources.files("bot.web").joinpath("static", name).read_bytes()
    return web.Response(body=body, content_type=STATIC[name], charset="utf-8")


async def page(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    shown = await request.app[HUB].current(table_id)
    if shown is None:
        raise web.HTTPNotFound(text=NOT_FOUND)
    events = f"/t/{request.match_info['token']}/events"
    html = live_page(shown.frame, events, request.app[HUB].now())
    return web.Response(text=html, content_type="text/html",
                        headers=HEADERS)  # fmt: skip


async def frame(request: web.Request) -> web.Response:
    shown = await request.app[HUB].current(_table_id(request))
    if shown is None:
        raise web.HTTPNotFound(text=NOT_FOUND)
    return web.json_response(shown.frame, headers=HEADERS)


async def events(request: web.Request) -> web.StreamResponse:
    """Frames as Server-Sent Events: the server's time (for countdowns), the newest
    frame at once (which resyncs a page that reconnects), then each new version."""
    hub = request.app[HUB]
    table_id = _table_id(request)
    shown = await hub.current(table_id)
    if shown is None:
        raise web.HTTPNotFound(text=NOT_FOUND)
    response = web.StreamResponse(
        headers={**HEADERS, "Content-Type": "text/event-stream", "X-Accel-Buffering": "no"}
    )
    await response.prepare(request)
    try:
        clock = f"retry: {RETRY_MS}\nevent: clock\ndata: {hub.now()}\n\n"
        await response.write(clock.encode() + shown.message)
        version = shown.version
        while True:
            newer = await hub.newer(table_id, version, KEEPALIVE)
            if newer is None:
                await response.write(b": still here\n\n")
            else:
                await response.write(newer.message)
                version = newer.version
    except (ConnectionResetError, ConnectionError):
        pass  # the page went away; it reconnects by itself if it is still open
    return response


async def picture(request: web.Request) -> web.Response:
    found = request.app[HUB].picture(_table_id(request), request.match_info["name"])
    data = None if found is None else await found.data()
    if data is None:
        raise web.HTTPNotFound(text="That picture is no longer shown.")
    return web.Response(body=data, content_type=content_type(data),
                        headers={"Cache-Control": "max-age=3600"})  # fmt: skip


async def replay(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    replays = request.app[REPLAYS]
    found = None if replays is None else await replays.get(table_id)
    if found is None:
        raise web.HTTPNotFound(text="There is no finished game to replay at this link.")
    steps = f"/t/{request.match_info['token']}/replay/steps.json"
    return web.Response(text=replay_page(found.title, table_id, steps, found.results),
                        content_type="text/html", headers=HEADERS)  # fmt: skip


async def replay_steps(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    replays = request.app[REPLAYS]
    found = None if replays is None else await replays.get(table_id)
    if found is None:
        raise web.HTTPNotFound(text="There is no finished game to replay at this link.")
    message = steps_message(found, request.match_info["token"])
    return web.Response(text=json.dumps(message, ensure_ascii=False),
                        content_type="application/json", headers=HEADERS)  # fmt: skip


async def replay_picture(request: web.Request) -> web.Response:
    table_id = _table_id(request)
    replays = request.app[REPLAYS]
    found = None if replays is None else await replays.get(table_id)
    step = int(request.match_info["step"])
    if found is None or step >= len(found.steps):
        raise web.HTTPNotFound(text="There is no such step.")
    data = await step_picture(found, step)
    if data is None:
        raise web.HTTPNotFound(text="This game has no table pictures.")
    return web.Response(body=data, content_type=content_type(data),
                        headers={"Cache-Control": "max-age=86400"})  # fmt: skip
