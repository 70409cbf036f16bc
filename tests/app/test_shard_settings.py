"""Shards and PostgreSQL in the settings, and the Discord client they give."""

import pytest

from bot.chat import create_bot
from bot.chat.client import ShardedTableBot, TableBot
from bot.config import SettingsError, load_settings
from bot.store.shards import Shards


def test_shard_settings_choose_the_tables_and_the_discord_client(monkeypatch):
    monkeypatch.setenv("SHARD_COUNT", "4")
    monkeypatch.setenv("SHARD_IDS", "1, 3")
    settings = load_settings()
    assert settings.shards == Shards(4, frozenset({1, 3}))
    several = create_bot(settings)
    assert isinstance(several, ShardedTableBot)
    assert (several.shard_ids, several.shard_count) == ([1, 3], 4)
    monkeypatch.setenv("SHARD_IDS", "2")
    one = create_bot(load_settings())
    assert type(one) is TableBot and (one.shard_id, one.shard_count) == (2, 4)
    monkeypatch.delenv("SHARD_IDS")
    assert load_settings().shards == Shards(4, frozenset(range(4)))


def test_no_shards_means_one_process_serving_every_server():
    settings = load_settings(_env_file=None)
    assert settings.shards.everything and settings.shards.owns(123 << 22)
    assert type(create_bot(settings)) is TableBot


@pytest.mark.parametrize(
    ("variables", "message"),
    [
        ({"SHARD_IDS": "1"}, "SHARD_IDS needs SHARD_COUNT too"),
        ({"SHARD_COUNT": "2", "SHARD_IDS": "2"}, "SHARD_IDS must be between 0 and 1"),
        ({"DATABASE_URL": "mysql://x"}, "DATABASE_URL: must look like sqlite:///"),
    ],
)
def test_bad_shard_and_database_settings_are_one_line_without_the_token(
    monkeypatch, variables, message
):
    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    for name, value in variables.items():
        monkeypatch.setenv(name, value)
    with pytest.raises(SettingsError) as caught:
        load_settings()
    assert message in str(caught.value) and "very-secret-token" not in str(caught.value)


def test_postgresql_urls_are_accepted(monkeypatch):
    monkeypatch.setenv("DATABASE_URL", "postgresql://bot:pw@db.internal/jugglers")
    assert load_settings().database_url.startswith("postgresql://")


def test_the_shard_of_a_server_follows_discords_formula():
    shards = Shards(3, frozenset({2}))
    assert shards.shard_of(5 << 22) == 2 and shards.owns(5 << 22) and not shards.owns(3 << 22)
    with pytest.raises(ValueError, match="between 0 and 2"):
        Shards.of(3, [3])
