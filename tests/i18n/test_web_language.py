"""The spectators' pages speak the table's language: the one its server chose.

A server set to Finnish (`/settings language fi`, stored with the server's
settings) shows its tables' live page and replay in Finnish: `<html lang="fi">`,
headings, labels, the words the scripts write (as page data), seat names, log
lines, status, results and the pictures' alt text. Another server, with no
choice, stays English. Answers given before any table is known follow the
visitor's Accept-Language.
"""

from __future__ import annotations

import asyncio
import json
import re
import time
import urllib.error
import urllib.request

import aiohttp
import pytest

import renderers.boromir
from bot.local.table import LocalTable
from bot.local.watch import Watch
from bot.store import open_store
from bot.tables import TableService, mention
from bot.tables.guild_settings import update_settings
from bot.web import Hub, Links, WebServer
from bot.web.frames import plain_line
from bot.web.replays import Replays
from engines.core.messages import msg
from tests.web.browser import chromium
from tests.web.helpers import GUILD, PLAYER, Site, play_to_end, start_table


@pytest.fixture
async def site(tmp_path):
    store = await open_store(f"sqlite:///{tmp_path / 'web.db'}")
    service = TableService(store)
    links = Links("test secret")
    hub = Hub(links, None, service, store)  # seat names and language: the defaults
    server = WebServer(hub, links, Replays(service, store), "127.0.0.1", 0)
    await server.start()
    opened = Site(store, service, links, hub, server)
    yield opened
    await opened.close()


async def _get(url: str, **headers: str) -> tuple[int, str]:
    async with aiohttp.ClientSession() as http, http.get(url, headers=headers) as answer:
        return answer.status, await answer.text()


def _words(page: str) -> dict[str, str]:
    found = re.search(r'<script type="application/json" id="words">(.*?)</script>', page)
    assert found, "the page carries no words for its script"
    return json.loads(found[1])


async def test_a_finnish_server_s_live_page_is_finnish(site):
    await update_settings(site.store, GUILD, True, language="fi")
    table_id = (await start_table(site, "boromir", 1)).table.id
    status, page = await _get(site.url(table_id))
    assert status == 200
    assert '<html lang="fi">' in page
    for heading in ("Paikat", "Pöytä", "Mitä tapahtui", "Tulokset"):
        assert f">{heading}</h2>" in page
    for label in ("Tila:", "Vuorossa:", "Aikaa jäljellä:", "Yhdistetään…", "ei ajastinta",
                  "Katsojan näkymä: vain se, minkä kaikki pöydän ääressä näkevät."):  # fmt: skip
        assert label in page
    words = {"no_timer": "ei ajastinta", "seconds": "{seconds} s", "live": "Suorana",
             "reconnecting": "Yhdistetään uudelleen…"}  # fmt: skip
    assert _words(page) == words
    assert "<li>Arvonta valitsee aloittajaksi pelaajan A.</li>" in page  # the game's own line
    assert "Pelaaja A (vuorossa)" in page and "Botti B (normaali)" in page
    for english in ("Seats", "What happened", "Status:", "no timer", "Player A", "Spectator"):
        assert english not in page
    _, frame = await _get(site.url(table_id) + "/frame.json")
    shown = json.loads(frame)
    assert shown["lang"] == "fi" and shown["status_text"] == "Käynnissä"
    assert shown["title"] == "Boromir: pinojen kehä, salainen väri"
    assert shown["turn_text"] == "Pelaaja A"
    # The service's own lines too, people by name (anyone not seated is "someone").
    info, names = await site.service.table(table_id), ["Pelaaja A", "Botti B (normaali)"]
    back = msg("{who} is back.", who=mention(PLAYER))
    assert plain_line(back, info, names, "fi") == "Pelaaja A on palannut."
    stranger = msg("{who} left the table.", who=mention(999))
    assert plain_line(stranger, info, names, "fi") == "joku poistui pöydästä."


async def test_a_server_that_chose_no_language_stays_english(site):
    table_id = (await start_table(site, "boromir", 1)).table.id
    _, page = await _get(site.url(table_id))
    assert '<html lang="en">' in page and ">Seats</h2>" in page and "Player A" in page
    assert _words(page)["live"] == "Live"
    assert "<li>The draw picks A to start.</li>" in page


async def test_alt_text_is_in_the_table_s_language(site, monkeypatch):
    """The generic description, and a game's own one that takes `locale`."""
    await update_settings(site.store, GUILD, True, language="de")
    monkeypatch.delattr(renderers.boromir, "describe_table")
    table_id = (await start_table(site, "boromir", 1)).table.id
    _, page = await _get(site.url(table_id))
    alt = re.search(r'<img src="[^"]+/picture/table-\d+" alt="([^"]*)"', page)
    assert alt and alt[1].startswith(
        "Boromir: Ring aus Stapeln, geheime Farbe: ein Bild des Tisches."
    )

    def described(view, names=None, locale="en"):
        return f"described for {locale}"

    monkeypatch.setattr(renderers.boromir, "describe_table", described, raising=False)
    other = (await start_table(site, "boromir", 2)).table.id
    _, page = await _get(site.url(other))
    assert 'alt="described for de"' in page


async def test_a_finnish_replay_is_finnish(site):
    await update_settings(site.store, GUILD, True, language="fi")
    table_id = (await start_table(site, "boromir", 1)).table.id
    await play_to_end(site, table_id)
    _, live = await _get(site.url(table_id))
    assert "Katso peli uudelleen siirto siirrolta</a>" in live and "Päättynyt" in live
    assert re.search(r"<li>1\. (Pelaaja A|Botti B \(normaali\)): \d+ pinoa?</li>", live)
    status, page = await _get(site.url(table_id) + "/replay")
    assert status == 200 and '<html lang="fi">' in page
    assert "Uusinta: Boromir: pinojen kehä, salainen väri · pöytä #" in page
    for words in (">Edellinen<", ">Seuraava<", ">Ladataan…<", "Pöytä ennen ensimmäistä siirtoa"):
        assert words in page
    assert _words(page) == {"move": "Siirto {index}/{last}", "deal": "Jako (0/{last})"}
    _, steps = await _get(site.url(table_id) + "/replay/steps.json")
    lines = [line for step in json.loads(steps)["steps"] for line in step["lines"]]
    assert any(" nostaa " in line for line in lines)  # Boromir's own lines, in Finnish
    assert not any(" draws " in line for line in lines)


async def test_answers_before_a_table_is_known_follow_the_browser(site):
    missing = f"{site.root}/t/not-a-token"
    assert await _get(missing, **{"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5"}) == (
        404, "Cette table n’existe pas ici. Vérifie le lien que tu as reçu."
    )  # fmt: skip
    assert await _get(missing, **{"Accept-Language": "pt-BR"}) == (
        404, "There is no such table here. Check the link you were given."
    )  # fmt: skip
    assert (await _get(missing))[0] == 404


def test_the_terminal_s_watch_page_speaks_its_lang():
    """`play --watch --lang de`: the page of the terminal's game is German."""
    table, notices = LocalTable.start("boromir", 2, 0, {}, 5)
    watch = Watch(0, ["A (du)", "B (normaler Bot)"], "de")
    try:
        watch.publish(notices)
        deadline = time.monotonic() + 10
        while True:
            try:
                with urllib.request.urlopen(watch.page(notices.table.id), timeout=5) as answer:
                    page = answer.read().decode()
                break
            except urllib.error.HTTPError:  # not shown yet: the page thread is on it
                assert time.monotonic() < deadline
                time.sleep(0.05)
    finally:
        watch.close()
        table.close()
    assert '<html lang="de">' in page and ">Plätze</h2>" in page and ">Was geschah</h2>" in page
    assert "A (du) (am Zug)" in page and _words(page)["live"] == "Live"


@pytest.fixture(scope="module")
def browser():
    driver = chromium()
    yield driver
    driver.quit()


async def test_in_a_browser_the_script_s_own_words_are_finnish(site, browser):
    """What live.js and replay.js write themselves comes from the page's words."""
    await update_settings(site.store, GUILD, True, language="fi")
    live = (await start_table(site, "boromir", 1, timer="120")).table.id
    done = (await start_table(site, "boromir", 2)).table.id
    await play_to_end(site, done)

    async def until(script: str) -> object:
        deadline = time.monotonic() + 5
        while not (value := await asyncio.to_thread(browser.execute_script, script)):
            assert time.monotonic() < deadline, script
            await asyncio.sleep(0.05)
        return value

    await asyncio.to_thread(browser.get, site.url(live))
    await until("return document.getElementById('connection').textContent === 'Suorana'")
    left = await until("return document.getElementById('countdown').textContent")
    assert re.fullmatch(r"\d+ s", str(left)), left
    await asyncio.to_thread(browser.get, site.url(done) + "/replay")
    await until("return document.body.dataset.step === '0'")
    position = await until("return document.getElementById('position').textContent")
    assert re.fullmatch(r"Jako \(0/\d+\)", str(position)), position
    await asyncio.to_thread(browser.execute_script, "document.getElementById('next').click()")
    moved = await until("return document.getElementById('step').getAttribute('aria-valuetext')")
    assert re.fullmatch(r"Siirto 1/\d+", str(moved)), moved
