"""The pages in a real browser: live moves, a dropped connection, a replay, accessibility.

The site runs on the test's event loop; Selenium's blocking calls run in a
worker thread so the site keeps answering meanwhile.
"""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from tests.web.helpers import move, play_to_end, start_table

SHOTS = Path(__file__).resolve().parents[2] / "build" / "screenshots"
PHONE, DESKTOP = (390, 844), (1280, 900)


async def run(browser, script: str, *args):
    return await asyncio.to_thread(browser.execute_script, script, *args)


async def until(browser, script: str, timeout: float = 5.0, *args):
    """Poll a script in the page until it returns something true; its value."""
    deadline = time.perf_counter() + timeout
    while time.perf_counter() < deadline:
        value = await run(browser, script, *args)
        if value:
            return value
        await asyncio.sleep(0.02)
    raise AssertionError(f"the page never got there: {script}")


async def open_live(browser, site, table_id: int) -> None:
    await asyncio.to_thread(browser.get, site.url(table_id))
    version = (await site.service.table(table_id)).version
    await until(
        browser,
        "return document.body.dataset.version == arguments[0] &&"
        " document.getElementById('connection').textContent === 'Live'",
        5.0,
        version,
    )


async def test_a_live_page_shows_a_move_within_a_second(site, browser):
    table_id = (await start_table(site, "jugglers", 1)).table.id
    await open_live(browser, site, table_id)
    lines = await run(browser, "return document.querySelectorAll('#log li').length")
    started = time.perf_counter()
    moved = await move(site, table_id)
    await until(browser, "return document.body.dataset.version == arguments[0]", 1.0,
                moved.table.version)  # fmt: skip
    elapsed = time.perf_counter() - started
    assert elapsed < 1.0
    assert await run(browser, "return document.querySelectorAll('#log li').length") > lines
    turn = await run(browser, "return document.getElementById('turn').textContent")
    assert turn == ", ".join(["Player A"] if moved.table.to_act else []) or turn == "nobody"
    print(f"live update shown {elapsed * 1000:.0f} ms after the move")


async def test_a_dropped_connection_reconnects_and_catches_up(site, browser):
    table_id = (await start_table(site, "jugglers", 1)).table.id
    await open_live(browser, site, table_id)
    await site.restart_server()  # every open stream is cut
    moved = await move(site, table_id)  # made while the page is away
    await site.hub.settled()
    await until(browser, "return document.body.dataset.version == arguments[0]", 5.0,
                moved.table.version)  # fmt: skip
    await until(browser, "return document.getElementById('connection').textContent === 'Live'")
    shown = await run(
        browser, "return [...document.querySelectorAll('#log li')].map(li => li.textContent)"
    )
    frame = (await site.hub.current(table_id)).frame
    assert shown == frame["log"]


async def test_a_replay_steps_by_keyboard_and_slider_to_the_results(site, browser):
    table_id = (await start_table(site, "jugglers", 1, seed=11)).table.id
    await play_to_end(site, table_id)
    steps = len(await site.store.events(table_id)) + 1
    await asyncio.to_thread(browser.get, site.url(table_id) + "/replay")
    await until(browser, "return document.body.dataset.step === '0'")
    assert await run(browser, "return document.getElementById('results').hidden")
    first_src = await run(browser, "return document.getElementById('picture').src")
    nxt = await asyncio.to_thread(browser.find_element, By.ID, "next")
    await asyncio.to_thread(nxt.send_keys, Keys.ENTER)  # a button works from the keyboard
    await until(browser, "return document.body.dataset.step === '1'")
    assert await run(browser, "return document.getElementById('picture').src") != first_src
    slider = await asyncio.to_thread(browser.find_element, By.ID, "step")
    await asyncio.to_thread(slider.send_keys, Keys.END)
    await until(browser, "return document.body.dataset.step === arguments[0]", 5.0, str(steps - 1))
    assert not await run(browser, "return document.getElementById('results').hidden")
    assert await run(browser, "return document.getElementById('next').disabled")
    await asyncio.to_thread(slider.send_keys, Keys.ARROW_LEFT)
    await until(browser, "return document.body.dataset.step === arguments[0]", 5.0, str(steps - 2))
    alt = await run(browser, "return document.getElementById('picture').alt")
    assert alt.startswith("Jugglers table")


async def test_pages_pass_axe_and_look_right_at_phone_and_desktop_widths(site, browser, axe):
    live = (await start_table(site, "siteswap", 1, timer="120")).table.id
    done = (await start_table(site, "jugglers", 2, seed=11)).table.id
    await play_to_end(site, done)
    SHOTS.mkdir(parents=True, exist_ok=True)
    pages = {
        "live": site.url(live),
        "finished": site.url(done),
        "replay": site.url(done) + "/replay",
    }
    for name, url in pages.items():
        await asyncio.to_thread(browser.get, url)
        ready = "return document.getElementById('connection')?.textContent === 'Live'"
        if name == "replay":
            ready = "return document.body.dataset.step === '0'"
        await until(browser, ready)
        if name == "live":  # a timed table counts down on the server's clock
            left = await run(browser, "return document.getElementById('countdown').textContent")
            deadline = (await site.service.table(live)).deadline
            assert deadline is not None and left.endswith(" s")
            assert abs(int(left.removesuffix(" s")) - (deadline - time.time())) <= 2, left
        await until(browser, "return [...document.images].every(i => i.hidden || i.complete)")
        images = await run(browser, "return [...document.images].filter(i => !i.hidden)"
                                    ".map(i => [i.alt, i.naturalWidth])")  # fmt: skip
        assert images and all(alt and width > 0 for alt, width in images), images
        await run(browser, axe)
        result = await asyncio.to_thread(
            browser.execute_async_script,
            "const done = arguments[arguments.length - 1];"
            "axe.run(document, {runOnly: ['wcag2a', 'wcag2aa', 'best-practice']})"
            ".then(r => done(r.violations.map(v => [v.id, v.nodes.length])));",
        )
        assert result == [], f"{name}: {result}"
        for width, height in (PHONE, DESKTOP):
            await asyncio.to_thread(browser.set_window_size, width, height)
            await asyncio.to_thread(browser.save_screenshot, str(SHOTS / f"{name}-{width}.png"))
            overflow = await run(browser, "return document.documentElement.scrollWidth"
                                          " > document.documentElement.clientWidth")  # fmt: skip
            assert not overflow, f"{name} scrolls sideways at {width} px"
        await asyncio.to_thread(browser.set_window_size, *DESKTOP)
    live_region = "const box = document.getElementById('log-box');"
    roles = await run(browser, live_region + "return [box.getAttribute('role'), box.ariaLive]")
    assert roles == ["log", "polite"]
