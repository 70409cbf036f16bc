"""Every picture the bot posts carries a description (Discord's alt text): table pictures
in the thread, hands in DMs, the results, the leaderboard; and the thread's words hold
nobody's secrets."""

from __future__ import annotations

from bot.tables.guild_settings import update_settings
from renderers.describe import LIMIT


async def test_every_posted_picture_says_what_it_shows(world):
    alice, bob = world.user_id("alice"), world.user_id("bob")
    table_id = await world.open_table("alice", target_wins=1, timer="off", dummy_sigils=False)
    await world.seat("alice", ("bob",))
    await world.press("alice", "Start")
    sigils = {(await world.bot.service.view_for(table_id, user)).sigil for user in (alice, bob)}
    await world.play_out(table_id)

    thread = world.thread_messages()
    over = thread[-1]
    pictures = [a for m in thread for a in m.attachments]
    hands = [a for who in ("alice", "bob") for m in world.dms(who) for a in m.attachments]
    assert len(pictures) > 5 and hands
    for attachment in [*pictures, *hands]:
        assert attachment.description and len(attachment.description) <= LIMIT
    table, results = over.attachments
    assert results.description.startswith("Round 1 results:")
    assert all(f"sigil {sigil.name}" in results.description for sigil in sigils)
    assert all(a.description.startswith("Jugglers table") for a in [*pictures[:-2], table])
    assert all("hand, shown only to them" in a.description for a in hands)
    # A sigil is secret until the round ends (target 1: the game's end), and no public
    # picture's words name one before; its owner's hand picture does.
    for attachment in pictures[:-2]:
        assert not any(sigil.name in attachment.description for sigil in sigils)
    assert any(f"Sigil: {sigil.name}" in a.description for a in hands for sigil in sigils)


async def test_the_leaderboard_picture_is_described_place_by_place(world):
    await update_settings(world.bot.store, world.guild.id, True, min_ranked_games=1)
    table_id = await world.open_table("alice", target_wins=1, timer="off", dummy_sigils=False)
    await world.seat("alice", ("bob",))
    await world.press("alice", "Start")
    await world.play_out(table_id)
    board = await world.slash("carol", "leaderboard", game="jugglers")
    message = board.followups[-1] if board.followups else board.response
    assert [a.filename for a in message.attachments] == ["leaderboard.png"]
    words = message.attachments[0].description
    assert words.startswith("Leaderboard · Jugglers") and "1. " in words and "2. " in words
