"""Leaderboards, player stats, history and the public record, on real SQLite files."""

from __future__ import annotations

import json
import random

import pytest

from bot.tables import InvalidRequest, NotAllowed, NotFound
from bot.tables.guild_settings import load_settings, update_settings
from bot.tables.rankings import DAY, Rankings
from engines.core.records import to_plain
from tests.tables.helpers import new_table, play_to_end

GUILD = 1


async def _finished(service, humans, bots=0, seed=0, channel=100, game="toy", options=None):
    table_id = await new_table(service, humans, bots, options, game=game, channel=channel)
    await play_to_end(service, table_id, random.Random(seed))
    return table_id


@pytest.fixture
def rankings(store, clock):
    return Rankings(store, clock=clock)


async def test_all_time_table_of_one_game_is_by_rating_and_needs_min_games(
    service, rankings, clock, store
):
    for seed in range(4):
        await _finished(service, [10, 20], bots=1, seed=seed, channel=100 + seed)
        clock.advance(60)
    await _finished(service, [10, 30], seed=9, channel=200)
    rows = await rankings.leaderboard(GUILD, "toy")
    assert {row.user_id for row in rows} == {10, 20}  # 30 has one game: not ranked yet
    assert [row.ordinal for row in rows] == sorted((row.ordinal for row in rows), reverse=True)
    assert rows[0].games >= 3 and all(row.user_id is not None for row in rows)
    await update_settings(store, GUILD, True, min_ranked_games=1)
    assert 30 in {row.user_id for row in await rankings.leaderboard(GUILD, "toy")}


async def test_week_and_month_count_wins_in_the_period_only(service, rankings, clock, store):
    await update_settings(store, GUILD, True, min_ranked_games=1)
    await _finished(service, [10, 20], seed=1, channel=100)
    clock.advance(20 * DAY)
    recent = [await _finished(service, [10, 20], seed=s, channel=101 + s) for s in range(3)]
    week = await rankings.leaderboard(GUILD, None, "week")
    month = await rankings.leaderboard(GUILD, None, "month")
    assert sum(row.games for row in week) == 2 * len(recent)
    assert sum(row.games for row in month) == 2 * (len(recent) + 1)
    wins = [(row.wins, row.win_rate) for row in week]
    assert wins == sorted(wins, reverse=True)
    assert all(0 <= row.win_rate <= 1 for row in week)


async def test_bots_and_games_against_bots_only_never_rank(service, rankings, store):
    await update_settings(store, GUILD, True, min_ranked_games=1)
    await _finished(service, [10], bots=2, seed=3)
    assert await rankings.leaderboard(GUILD) == []
    assert await rankings.leaderboard(GUILD, "toy") == []
    stats = await rankings.player_stats(GUILD, 10)
    assert stats.games == 1 and stats.ratings == ()  # counted in stats, not in rankings


async def test_player_stats(service, rankings, clock):
    tables = []
    for seed in range(3):
        tables.append(await _finished(service, [10, 20], seed=seed, channel=100 + seed))
        clock.advance(3600)
    stats = await rankings.player_stats(GUILD, 10)
    assert stats.games == 3 and stats.favourite == "toy"
    assert [row.table_id for row in stats.recent] == tables[::-1]
    assert stats.wins == sum(row.place == 1 for row in stats.recent)
    assert stats.best[0].place == min(row.place for row in stats.recent)
    assert [rating.game for rating in stats.ratings] == ["toy"]
    assert stats.ratings[0].games == 3
    empty = await rankings.player_stats(GUILD, 999)
    assert (empty.games, empty.favourite, empty.win_rate) == (0, None, 0.0)


async def test_history_lists_the_latest_finished_games(service, rankings, clock):
    first = await _finished(service, [10, 20], seed=1, channel=100)
    clock.advance(60)
    second = await _finished(service, [10], bots=1, seed=2, channel=101)
    await service.create("toy", GUILD, 102, 10)  # a lobby is not history
    games = await rankings.history(GUILD)
    assert [game.table_id for game in games] == [second, first]
    assert [r.user_id for r in games[0].results] == [10, None]
    assert any(r.place == 1 for r in games[1].results)
    assert await rankings.history(GUILD + 1) == []


async def test_bad_requests(rankings):
    with pytest.raises(InvalidRequest):
        await rankings.leaderboard(GUILD, "chess")
    with pytest.raises(InvalidRequest):
        await rankings.leaderboard(GUILD, None, "decade")
    with pytest.raises(NotFound):
        await rankings.public_record(GUILD, 404)


async def test_settings_need_a_manager_and_valid_values(store):
    with pytest.raises(NotAllowed):
        await update_settings(store, GUILD, False, min_ranked_games=5)
    with pytest.raises(InvalidRequest):
        await update_settings(store, GUILD, True, min_ranked_games=0)
    with pytest.raises(InvalidRequest):
        await update_settings(store, GUILD, True, default_timer="soon")
    assert (await load_settings(store, GUILD)).min_ranked_games == 3
    saved = await update_settings(store, GUILD, True, default_timer="off", game_channels=[5])
    assert saved.default_timer is None and saved.allows(5) and not saved.allows(6)
    assert await load_settings(store, GUILD) == saved


async def test_public_record_of_a_jugglers_game_shows_only_what_was_public(
    service, rankings, store, monkeypatch
):
    import engines

    monkeypatch.setattr(engines, "_registry", {})  # the real registry, Jugglers included
    # A fixed table seed and fixed moves: a game in which some cards stay hidden for ever.
    created = await service.create("jugglers", GUILD, 300, 10, {"target_wins": 1}, seed=5)
    table_id = created.table.id
    await service.join(table_id, 20)
    for _ in range(2):
        await service.add_bot(table_id, 10)
    await service.start(table_id, 10)
    await play_to_end(service, table_id, random.Random(5))
    record = await rankings.public_record(GUILD, table_id)
    text = json.dumps(record)
    assert "seed" not in text and '"action"' not in text
    assert record["log"] and record["results"] and record["final_view"]["seat"] is None
    # Every card the record names appeared face up, as a policy or in a reveal at the time.
    engine = engines.get("jugglers")
    public_cards: set[str] = set()
    state = engine.new_game(4, engine.Options(target_wins=1), (await store.table(table_id)).seed)
    discarded = set()
    for event in await store.events(table_id):
        state = engine.apply(state, event.seat, engine.parse_action(event.action))
        public_cards |= set(_card_strings(to_plain(engine.view(state, None))))
        discarded |= {str(card) for card in state.discard}
    hidden_forever = discarded - public_cards
    assert hidden_forever, "some cards are discarded unseen in any game"
    for card in hidden_forever:
        assert f'"{card}"' not in text
    with pytest.raises(NotFound):
        await rankings.public_record(GUILD + 1, table_id)


def _card_strings(value):
    if isinstance(value, str):
        yield value
    elif isinstance(value, dict):
        for item in value.values():
            yield from _card_strings(item)
    elif isinstance(value, list):
        for item in value:
            yield from _card_strings(item)
