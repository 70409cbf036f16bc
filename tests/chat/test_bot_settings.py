"""The bots' settings: worker processes, a search's budget and the thinking pause."""

from __future__ import annotations

import pytest

from bot.config import SettingsError, load_settings
from bot.tables.deciding import SearchLimits

NAMES = ("BOT_PROCESSES", "BOT_SEARCH_ITERATIONS", "BOT_SEARCH_SECONDS", "BOT_PAUSE_SECONDS")


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path):
    for name in NAMES:
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env from the checkout


def test_defaults_one_process_the_levels_own_iterations_one_second_two_seconds():
    settings = load_settings()
    assert settings.bot_processes == 1 and settings.bot_pause_seconds == 2.0
    assert settings.search_limits == SearchLimits(iterations=None, seconds=1.0)


def test_set_from_the_environment(monkeypatch):
    for name, value in zip(NAMES, ("3", "400", "0.5", "0"), strict=True):
        monkeypatch.setenv(name, value)
    settings = load_settings()
    assert settings.bot_processes == 3 and settings.bot_pause_seconds == 0
    assert settings.search_limits == SearchLimits(iterations=400, seconds=0.5)


def test_a_blank_iteration_count_means_each_levels_own(monkeypatch):
    monkeypatch.setenv("BOT_SEARCH_ITERATIONS", " ")
    assert load_settings().search_limits.iterations is None


@pytest.mark.parametrize(
    ("name", "value"),
    [("BOT_PROCESSES", "0"), ("BOT_SEARCH_ITERATIONS", "-5"), ("BOT_SEARCH_SECONDS", "0"),
     ("BOT_PAUSE_SECONDS", "-1"), ("BOT_PROCESSES", "many")],
)  # fmt: skip
def test_impossible_values_are_refused_in_one_line(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert str(caught.value).startswith(f"{name}:") and "\n" not in str(caught.value)
