"""WEB_* settings, the links the chat posts, and `play --watch`'s page on localhost."""

from __future__ import annotations

import json
import re
import time
import urllib.request

import pytest

import engines
from bot.__main__ import WATCH_PORT, build_parser
from bot.chat.text import game_over_text, status_text
from bot.chat.views.records import history_line
from bot.config import SettingsError, load_settings
from bot.local.play import PlaySetup, play
from bot.local.table import LocalTable
from bot.local.watch import Watch
from bot.store import ChatLink, ResultRow
from bot.store.stats import FinishedGameRow
from bot.tables import GameOver, TableInfo
from bot.web.links import Links

WEB = ("WEB_PORT", "WEB_HOST", "PUBLIC_URL", "WEB_SECRET", "WEB_MAX_CONNECTIONS")


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path):
    for name in WEB:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)


def test_the_web_app_is_off_until_a_port_is_set(monkeypatch):
    assert load_settings().web_port is None
    monkeypatch.setenv("WEB_PORT", "8080")
    settings = load_settings()
    assert settings.web_port == 8080 and settings.web_base == "http://localhost:8080"
    monkeypatch.setenv("PUBLIC_URL", "https://tables.example.org/")
    assert load_settings().web_base == "https://tables.example.org"
    assert settings.web_max_connections == 2000
    monkeypatch.setenv("WEB_MAX_CONNECTIONS", "50")
    assert load_settings().web_max_connections == 50


@pytest.mark.parametrize(
    ("name", "value"),
    [("WEB_PORT", "99999"), ("PUBLIC_URL", "tables.org"), ("WEB_MAX_CONNECTIONS", "0")],
)
def test_bad_web_settings_are_refused_by_name(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(SettingsError, match=name):
        load_settings()


def test_the_secret_is_never_echoed(monkeypatch):
    monkeypatch.setenv("WEB_SECRET", "hush-hush")
    monkeypatch.setenv("WEB_PORT", "0")  # refused, with every value as the check's input
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert "hush-hush" not in str(caught.value)
    monkeypatch.setenv("WEB_PORT", "8080")
    assert "hush-hush" not in repr(load_settings())


def test_the_chat_links_each_game_to_its_own_pages():
    links = Links("s", "https://tables.example.org")
    info = TableInfo(1, "jugglers", 1, 1, 1, "finished", 9, (1, None), (), (), None, None, {})
    over = GameOver((ResultRow(0, 1, 1, 2.0), ResultRow(1, None, 2, 0.0)), ())
    engine = engines.get("jugglers")
    text = game_over_text(info, engine, over, ["The end."], links.replay(1))
    assert f"<{links.replay(1)}>" in text and links.token(1) in text
    assert links.replay(1) not in game_over_text(info, engine, over, ["The end."])
    live = status_text(info, ChatLink(1, 7, status_lines=("Dealt.",)), watch=links.page(1))
    assert f"<{links.page(1)}>" in live
    retired = status_text(info, ChatLink(1, 7), live=False, watch=links.page(1))
    assert links.page(1) not in retired
    row = FinishedGameRow(5, "jugglers", 0.0, over.results)
    assert f"({links.replay(5)})" in history_line(row, links)
    assert "https://" not in history_line(row)


def test_play_watch_serves_the_terminal_game_on_localhost():
    table, notices = LocalTable.start("jugglers", 2, 0, {}, 3)
    watch = Watch(0, ["A (you)", "B (bot)"])
    try:
        watch.publish(notices)
        action = table.legal_actions()[0]
        moved = table.act(action, notices.table.version)
        watch.publish(moved)
        page = watch.page(notices.table.id)
        assert page.startswith("http://localhost:")
        frame = _wait_for_version(page + "/frame.json", moved.table.version)
        assert frame["seats"][0]["name"] == "A (you)" and frame["pictures"]
        html = urllib.request.urlopen(page, timeout=5).read().decode()
        assert "A (you)" in html and "/static/live.js" in html
    finally:
        watch.close()
        table.close()


def _wait_for_version(url: str, version: int) -> dict:
    for _ in range(200):
        try:
            frame = json.load(urllib.request.urlopen(url, timeout=5))
        except OSError:
            frame = {"version": -1}
        if frame["version"] == version:
            return frame
        time.sleep(0.02)
    raise AssertionError("the watch page never showed the move")


def test_play_takes_watch_with_or_without_a_port():
    parser = build_parser()
    assert parser.parse_args(["play", "jugglers"]).watch is None
    assert parser.parse_args(["play", "jugglers", "--watch"]).watch == WATCH_PORT
    assert parser.parse_args(["play", "jugglers", "--watch", "9000"]).watch == 9000


def test_a_whole_terminal_game_with_its_page_up_ends_cleanly(monkeypatch, capsys):
    prompts = []

    def answer(prompt=""):
        prompts.append(prompt)
        return "1"

    monkeypatch.setattr("builtins.input", answer)
    setup = PlaySetup("jugglers", 2, 0, {"target_wins": "1"}, 4, None, watch=0)
    assert play(setup) == 0
    out = capsys.readouterr().out
    assert re.search(r"Watch it in a browser: http://localhost:\d+/t/1-[0-9a-f]{32}", out)
    assert "Game over:" in out and "press Enter to close it" in prompts[-1]
