"""The app over HTTP: signed addresses, whole frames on the stream, replays of finished games."""

from __future__ import annotations

import asyncio
import json

import aiohttp
import pytest

import renderers.jugglers
from bot.store import open_store
from bot.web.hub import Hub, seat_names
from bot.web.links import Links, stored_secret
from tests.web.helpers import move, open_site, play_to_end, start_table


async def test_a_page_opens_with_its_signed_link_and_no_other(site):
    first = (await start_table(site, "jugglers", 1)).table.id
    second = (await start_table(site, "jugglers", 2)).table.id
    async with aiohttp.ClientSession() as http:
        ok = await http.get(site.url(first))
        assert ok.status == 200
        assert f"table #{first}" in await ok.text()
        token = site.links.token(second)
        forged = [
            f"/t/{first}-{token.split('-')[1]}",  # another table's signature
            f"/t/{first}",  # no signature
            f"/t/{first}-{'0' * 32}",
            f"/t/{second}-{site.links.token(first).split('-')[1]}",
        ]
        for path in forged:
            for suffix in ("", "/events", "/frame.json", "/replay", "/picture/table-0"):
                answer = await http.get(site.root + path + suffix)
                assert answer.status == 404, path + suffix
                assert "no such table" in (await answer.text()).lower() or suffix


async def test_the_stream_sends_the_newest_frame_then_each_move(site):
    table_id = (await start_table(site, "jugglers", 1)).table.id
    async with aiohttp.ClientSession() as http:
        stream = await http.get(site.url(table_id) + "/events")
        assert stream.headers["Content-Type"].startswith("text/event-stream")
        clock = [(await stream.content.readline()).decode() for _ in range(3)]
        assert clock[1] == "event: clock\n" and float(clock[2].removeprefix("data: ")) > 0
        first = await _next_frame(stream)
        assert first["version"] == (await site.service.table(table_id)).version
        assert first["status"] == "playing" and first["turn"] == ["Player A"]
        picture = first["pictures"][0]
        assert picture["kind"] == "table" and picture["alt"].startswith("Jugglers table")
        png = await http.get(site.root + picture["url"])
        assert png.status == 200 and (await png.read()).startswith(b"\x89PNG")
        moved = await move(site, table_id)
        second = await asyncio.wait_for(_next_frame(stream), 5)
        assert second["version"] == moved.table.version > first["version"]
        assert len(second["log"]) > len(first["log"])
        stream.close()


async def test_a_finished_game_replays_step_by_step_to_its_results(site):
    table_id = (await start_table(site, "jugglers", 1, seed=11)).table.id
    over = await play_to_end(site, table_id)
    events = await site.store.events(table_id)
    async with aiohttp.ClientSession() as http:
        frame = await (await http.get(site.url(table_id) + "/frame.json")).json()
        assert frame["status"] == "finished" and frame["replay"].endswith("/replay")
        assert {p["kind"] for p in frame["pictures"]} == {"table", "results"}
        page = await http.get(site.root + frame["replay"])
        assert page.status == 200
        steps = await (await http.get(site.root + frame["replay"] + "/steps.json")).json()
        assert len(steps["steps"]) == len(events) + 1
        winner = next(r for r in over.game_over.results if r.place == 1)
        assert steps["results"][0].startswith(f"1. {'Player' if winner.user_id else 'Bot'}")
        last = steps["steps"][-1]["picture"]
        assert (await (await http.get(site.root + last)).read()).startswith(b"\x89PNG")
        # A game still in play has no replay yet.
        live = (await start_table(site, "jugglers", 2)).table.id
        assert (await http.get(site.url(live) + "/replay")).status == 404


async def test_a_restarted_process_rebuilds_a_page_from_the_store(tmp_path):
    database = f"sqlite:///{tmp_path / 'web.db'}"
    first = await open_site(database)
    table_id = (await start_table(first, "jugglers", 1)).table.id
    await move(first, table_id)
    await first.hub.settled()
    shown = (await first.hub.current(table_id)).frame
    await first.close()
    second = await open_site(database)
    try:
        async with aiohttp.ClientSession() as http:
            rebuilt = await (await http.get(second.url(table_id) + "/frame.json")).json()
        assert rebuilt["version"] == shown["version"] and rebuilt["turn"] == shown["turn"]
        assert rebuilt["log"][-1] == shown["log"][-1]
    finally:
        await second.close()


@pytest.mark.parametrize("backend", ["sqlite", "postgresql"])
async def test_the_secret_is_made_once_and_kept(tmp_path, request, backend):
    database = f"sqlite:///{tmp_path / 'secret.db'}"
    if backend == "postgresql":
        database = await request.getfixturevalue("postgres").new_database()
    store = await open_store(database)
    made = await stored_secret(store)
    await store.close()
    store = await open_store(database)
    try:
        assert await stored_secret(store) == made and len(made) >= 40
        assert Links(made).table_id(Links(made).token(3)) == 3
        assert Links("other").table_id(Links(made).token(3)) is None
    finally:
        await store.close()


async def _next_frame(stream: aiohttp.ClientResponse) -> dict:
    """The data of the next `frame` event, skipping the clock, retry line and keep-alives."""
    event = ""
    while True:
        line = (await stream.content.readline()).decode()
        if line.startswith("event: "):
            event = line.removeprefix("event: ").strip()
        elif line.startswith("data: ") and event == "frame":
            return json.loads(line.removeprefix("data: "))


async def test_a_page_update_that_fails_is_logged_and_the_next_one_shows(site, caplog):
    table_id = (await start_table(site, "jugglers", 1)).table.id
    failing = {"names": True}

    async def names(info):
        if failing["names"]:
            raise OSError("the chat could not be asked")
        return await seat_names(info)

    hub = Hub(site.links, names, site.service, site.store)
    moved = await move(site, table_id)
    hub.watch(moved)
    await hub.settled()
    assert f"table {table_id}: page not updated (OSError)" in caplog.text
    assert hub.latest(table_id) is None
    failing["names"] = False
    again = await move(site, table_id)
    hub.watch(again)
    await hub.settled()
    assert (await hub.current(table_id)).version == again.table.version > moved.table.version


async def test_a_picture_is_drawn_once_when_first_asked_for_and_not_before(site, monkeypatch):
    table_id = (await start_table(site, "jugglers", 1)).table.id
    drawn = []
    draw = renderers.jugglers.render_table

    def counted(*args, **kwargs):
        drawn.append(1)
        return draw(*args, **kwargs)

    monkeypatch.setattr(renderers.jugglers, "render_table", counted)
    await move(site, table_id)
    await site.hub.settled()
    assert drawn == []  # a move nobody looks at costs no drawing
    frame = (await site.hub.current(table_id)).frame
    url = site.root + frame["pictures"][0]["url"]
    async with aiohttp.ClientSession() as http:
        answers = await asyncio.gather(*[http.get(url) for _ in range(5)])
        assert all(answer.status == 200 for answer in answers)
        assert answers[0].headers["Content-Type"] == "image/png"
    assert drawn == [1]
