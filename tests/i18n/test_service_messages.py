"""The table service's own lines and refusals are Messages every catalog translates.

A toy game (its own lines stay plain English strings, as an untranslated game's
do) is opened, joined, started, timed out, left and refused in every way a
front end can be refused; whatever the service itself says must be a Message
that reads in Finnish, German and French, placeholders filled.
"""

from __future__ import annotations

import pytest

import engines
from bot.tables import Notices, TableError
from bot.tables.rankings import Rankings
from engines.core.messages import Line, Message, english, marked, msg
from renderers.i18n import LANGUAGES, SOURCE, text
from tests.i18n.catalogued import CATALOGS, keys_of
from tests.tables.helpers import Clock, Restarts
from tests.tables.toy import TOY

TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE]
# The toy's own lines: plain strings, as a game not yet translated says them.
TOY_LINES = ("Round ", "Seat ", "Every secret", "Secrets revealed")


@pytest.fixture(autouse=True)
def toy_engine(monkeypatch):
    monkeypatch.setattr(engines, "_registry", {TOY.key: TOY})


@pytest.fixture
def clock():
    return Clock()


@pytest.fixture
async def opened(tmp_path, clock):
    restarts = Restarts(f"sqlite:///{tmp_path / 'tables.db'}", clock)
    store, service = await restarts.open()
    yield store, service
    await restarts.close()


def _check(line: Line) -> None:
    """A Message every catalog holds, reading with no placeholder left in any language."""
    assert isinstance(line, Message), f"the service said a plain string: {line!r}"
    for message in keys_of(line):
        if message.key == TOY.title:
            continue  # the game's own msgid, in the game's catalogs (the toy has none)
        for lang, keys in CATALOGS.items():
            assert message.key in keys, f"{lang} lacks {message.key!r}"
    for lang in LANGUAGES:
        shown = text(line, lang)
        assert "{" not in shown and "}" not in shown, shown


def _service_lines(notices: Notices) -> list[Line]:
    return [line for line in notices.log if not english(line).startswith(TOY_LINES)]


async def _refused(call) -> Line:
    with pytest.raises(TableError) as refusal:
        await call
    return refusal.value.reason


async def test_every_line_of_a_table_s_life_is_a_translated_message(opened, clock):
    _, service = opened
    said: list[Notices] = []
    said.append(await service.create("toy", 1, 100, 7, {"timer": 60, "rounds": 4}, seed=3))
    table_id = said[-1].table.id
    said.append(await service.join(table_id, 8))
    said.append(await service.join(table_id, 9))
    said.append(await service.kick(table_id, 9, by=7))
    said.append(await service.add_bot(table_id, 7, level="hard"))
    said.append(await service.remove_bot(table_id, 7))
    said.append(await service.add_bot(table_id, 7))
    said.append(await service.start(table_id, 7))
    while 8 not in (await service.table(table_id)).away:  # three timeouts in a row
        if 7 in (await service.table(table_id)).to_act:
            said.append(
                await service.act(table_id, 7, (await service.legal_actions(table_id, 7))[0])
            )
            continue
        clock.advance(61)
        said += await service.fire_due_timers()
    said.append(await service.back(table_id, 8))
    said.append(await service.leave(table_id, 7))  # the host leaves: a bot plays on
    said.append(await service.leave(table_id, 8))  # nobody left: the table closes
    lines = [line for notices in said for line in _service_lines(notices)]
    for line in lines:
        _check(line)
    keys = {line.key for line in lines if isinstance(line, Message)}
    assert {
        "{who} opened table #{table}: {title}.",
        "{who} joined ({seated}).",
        "{who} was removed from the table by {by}.",
        "{who} sat down ({seated}).",
        "{who} left ({seated}).",
        "The game begins with {count} player.",
        "⏱ {who} ran out of time; the bot moved for them.",
        "{who} is marked away: the bot plays for them until they are back.",
        "{who} is back.",
        "{who} left the table.",
        "{who} is the host now.",
        "{who} plays seat {seat} from now on.",
        "Nobody is left at the table, so it is closed; no ratings change.",
    } <= keys


async def test_every_refusal_is_a_translated_message(opened):
    store, service = opened
    reasons = [
        await _refused(service.create("chess", 1, 100, 7)),
        await _refused(service.create("toy", 1, 100, 7, {"rounds": 99})),
        await _refused(service.create("toy", 1, 100, 7, {"rounds": "many"})),
        await _refused(service.create("toy", 1, 100, 7, {"colour": "red"})),
        await _refused(service.create("toy", 1, 100, 7, {"timer": "soon"})),
        await _refused(service.create("toy", 1, 100, 7, {"timer": 3})),
    ]
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    reasons += [
        await _refused(service.create("toy", 1, 100, 8)),  # the channel has a table
        await _refused(service.join(table_id, 7)),
        await _refused(service.start(table_id, 7)),  # one player
        await _refused(service.add_bot(table_id, 7, level="genius")),
        await _refused(service.add_bot(table_id, 8)),  # not the host
        await _refused(service.remove_bot(table_id, 7)),
        await _refused(service.leave(table_id, 8)),
        await _refused(service.kick(table_id, 8, by=7)),
        await _refused(service.set_seat_option(table_id, 7, "flashed", 9)),
        await _refused(service.act(table_id, 7, "{}")),  # not started
        await _refused(service.table(table_id + 50)),
        await _refused(service.act(0, 7, "{}")),
    ]
    for user in (8, 9, 10):
        await service.join(table_id, user)
    reasons.append(await _refused(service.join(table_id, 11)))  # full
    await service.start(table_id, 7)
    legal = await service.legal_actions(table_id, 7)
    version = (await service.table(table_id)).version
    reasons += [
        await _refused(service.act(table_id, 12, legal[0], version=version)),
        await _refused(service.act(table_id, 7, legal[0], version=version + 5)),
        await _refused(service.act(table_id, 7, legal[0], version="old")),
        await _refused(service.act(table_id, 7, '{"kind": "dance"}', version=version)),
        await _refused(service.act(table_id, 7, 42, version=version)),  # type: ignore[arg-type]
    ]
    rankings = Rankings(store)
    reasons += [
        await _refused(rankings.leaderboard(1, "chess")),
        await _refused(rankings.leaderboard(1, None, "year")),  # type: ignore[arg-type]
        await _refused(rankings.public_record(1, table_id)),
    ]
    for reason in reasons:
        _check(reason)
    assert len({english(reason) for reason in reasons}) == len(reasons)  # each its own words


async def test_a_refusal_reads_in_the_reader_s_language(opened):
    _, service = opened
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    reason = await _refused(service.join(table_id, 7))
    assert text(reason, "de") == "Du sitzt schon an diesem Tisch."
    assert text(reason, "fi") == "Istut jo tässä pöydässä."
    assert text(reason, "fr") == "Tu es déjà assis à cette table."
    assert str(TableError(reason)) == "You are already seated at this table."


def test_a_game_s_title_in_a_service_line_is_translated_with_it():
    line = msg("{who} opened table #{table}: {title}.", who="<@7>", table=3,
               title=marked("Jugglers: poker hands and secret sigils"))  # fmt: skip
    assert text(line, "fi") == "<@7> avasi pöydän #3: Säätäjät: pokerikädet ja salaiset sinetit."
    assert english(line) == "<@7> opened table #3: Jugglers: poker hands and secret sigils."


@pytest.mark.parametrize("lang", TRANSLATED)
async def test_a_started_game_s_first_line_is_in_every_language(opened, lang):
    _, service = opened
    table_id = (await service.create("toy", 1, 100, 7)).table.id
    await service.join(table_id, 8)
    notices = await service.start(table_id, 7)
    first = notices.log[0]
    assert english(first) == "The game begins with 2 players."
    assert text(first, lang) != english(first) and "2" in text(first, lang)
