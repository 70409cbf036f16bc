"""The words of every public message, built from table facts alone (no game knowledge).

Every text is a Message made into words in the `locale` each function takes:
the table's language for thread posts and the lobby (its server's, see
`bot.chat.languages`), the person's for the few private ones; English by
default. Lines from engines and the service are Messages or plain English
strings, shown as they are.
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.chat.names import legend, public_line, seat_letter, who
from bot.store import ChatLink
from bot.tables import GameOver, TableInfo, mention
from engines import Engine
from engines.core.messages import Line, Message, msg
from engines.core.scores import score_text
from engines.core.seat_settings import seat_settings
from renderers.i18n import SOURCE, text, translate

LIMIT = 2000  # Discord's limit for a message's text
BULLET = "• "
CLOSED = msg("This table is closed.")


def short_title(engine: Engine, locale: str = SOURCE) -> str:
    """`Jugglers` from `Jugglers: poker hands and secret sigils` (`Säätäjät` in Finnish)."""
    return title(engine, locale).split(":")[0].strip()


def title(engine: Engine, locale: str = SOURCE) -> str:
    """The game's title in the reader's language."""
    return translate(engine.title, locale)


def fit(
    head: Sequence[str], lines: Sequence[str], tail: Sequence[str] = (), limit: int = LIMIT
) -> str:
    """Head and tail in full, and as many of the newest lines as fit between them."""
    fixed = len("\n".join([*head, *tail])) + 1
    kept: list[str] = []
    for line in reversed(lines):
        cost = len(line) + 1
        if fixed + cost > limit - 2:
            kept.append("…")
            break
        kept.append(line)
        fixed += cost
    return "\n".join([*head, *reversed(kept), *tail])[:limit]


def bullets(lines: Sequence[Line], locale: str = SOURCE) -> list[str]:
    return [BULLET + public_line(line, locale) for line in lines]


def timer_text(seconds: int | None, locale: str = SOURCE) -> str:
    """A turn timer as people say it: "3 min", "1 h", "off"."""
    return text(timer_words(seconds), locale)


def timer_words(seconds: int | None) -> Message:
    if seconds is None:
        return msg("off")
    if seconds % 3600 == 0:
        return msg("{hours} h", hours=seconds // 3600)
    if seconds % 60 == 0:
        return msg("{minutes} min", minutes=seconds // 60)
    return msg("{seconds} s", seconds=seconds)


def options_text(
    engine: Engine, options: dict[str, object], timer: int | None, locale: str = SOURCE
) -> str:
    parts = []
    own = {setting.field for setting in seat_settings(engine.Options)}
    for name, field in engine.Options.model_fields.items():
        if name in own:
            continue  # shown seat by seat
        value = options.get(name, field.default)
        if isinstance(value, bool):
            shown = text(msg("on") if value else msg("off"), locale)
        else:
            shown = str(value)
        # The game's own words for its option (its catalog's, English where it has none).
        named = translate(field.title, locale) if field.title else name.replace("_", " ")
        parts.append(f"{named} {shown}")
    timer_part = text(msg("turn timer {timer}", timer=timer_words(timer)), locale)
    return " · ".join([*parts, timer_part])


def seat_settings_text(engine: Engine, info: TableInfo, locale: str = SOURCE) -> list[str]:
    """One line per option each player sets for their own seat: everyone's value."""
    lines = []
    for setting in seat_settings(engine.Options):
        values = list(info.options.get(setting.field) or ())
        shown = [f"**{seat_letter(seat)}** {values[seat]}" for seat in range(len(info.seats))
                 if seat < len(values)]  # fmt: skip
        if shown:
            line = msg(
                "{setting} (each player picks their own): {values}",
                setting=translate(setting.prompt, locale), values=" · ".join(shown),
            )  # fmt: skip
            lines.append(text(line, locale))
    return lines


def lobby_text(info: TableInfo, engine: Engine, link: ChatLink, locale: str = SOURCE) -> str:
    seated = msg(
        " · {seated}/{most} seated, at least {least} to start",
        seated=len(info.seats), most=engine.max_players, least=engine.min_players,
    )  # fmt: skip
    nobody = msg("nobody yet")
    lines = [
        msg("🎪 **{game}** · table #{table}", game=title(engine, locale), table=info.id),
        msg(
            "Host: {host}{seated}",
            host=mention(info.host_id),
            seated=seated if info.status == "lobby" else "",
        ),
        msg("Seats: {seats}", seats=legend(info, locale) or nobody),
        msg("Options: {options}", options=options_text(engine, info.options, info.timer, locale)),
    ]
    where: Line = f"<#{link.thread_id}>" if link.thread_id else msg("its thread")
    closing = {
        "lobby": msg(
            "Press **Join** to take a seat; the host presses **Start** when everyone is in."
        ),
        "playing": msg("The game is on in {where}.", where=where),
        "finished": msg("The game is over: results in {where}.", where=where),
        "cancelled": msg("This table was cancelled."),
        "broken": msg("This table could not be loaded and was closed."),
    }
    head = [text(line, locale) for line in lines]
    return "\n".join([*head, *seat_settings_text(engine, info, locale),
                      text(closing[info.status], locale)])  # fmt: skip


def waiting_text(info: TableInfo, locale: str = SOURCE) -> str:
    return text(_waiting(info), locale)


def closed_text(locale: str = SOURCE) -> str:
    return text(CLOSED, locale)


def _waiting(info: TableInfo) -> Message:
    if info.status == "finished":
        return msg("🏁 The game is over.")
    if info.status != "playing":
        return CLOSED
    if not info.to_act:
        return msg("⏳ The bots are thinking.")
    people = ", ".join(mention(user) for user in info.to_act)
    if not info.deadline:
        return msg("⏳ Waiting for {people}.", people=people)
    when = f"<t:{int(info.deadline)}:R>"
    if info.window:
        return msg("⏳ Waiting for {people} (time is up {when}).", people=people, when=when)
    return msg("⏳ Waiting for {people} (the bot moves for them {when}).", people=people,
               when=when)  # fmt: skip


def private_waiting_text(info: TableInfo, locale: str = SOURCE) -> str:
    """A waiting person's panel: it is not edited for each move of the others (Discord
    limits a bot's edits), so it says where to follow them rather than who moves now."""
    if info.status != "playing" or not info.to_act:
        return waiting_text(info, locale)
    return text(
        msg(
            "⏳ Waiting for the others: the game thread shows every move (and pings you when "
            "everyone may answer at once), and a new message comes here when it is your turn."
        ),
        locale,
    )


def status_text(
    info: TableInfo,
    link: ChatLink,
    live: bool = True,
    progress: Line | None = None,
    watch: str | None = None,
    locale: str = SOURCE,
) -> str:
    """The table since its last picture, carried by that picture's post; `live` while it is
    the post being kept current, with the table's live page (`watch`) when there is one.

    `progress` is the game's own line on where it stands ("cycle 2 of 4: 3 of 4
    played"), when its view offers one. No count of moves: one move can log several
    lines (a die, a settling) and a timer's several moves none, so a count misleads.
    """
    where = progress if progress else msg("since the last picture")
    head = [
        text(msg("📋 **Table #{table}** · {where}", table=info.id, where=where), locale),
        text(msg("Seats: {seats}", seats=legend(info, locale)), locale),
    ]
    if live and watch:
        head.append(text(msg("👀 Watch live: <{link}>", link=watch), locale))
    tail = [waiting_text(info, locale)] if live else []
    return fit(head, bullets(link.status_lines, locale), tail)


def game_over_text(
    info: TableInfo,
    engine: Engine,
    over: GameOver,
    lines: Sequence[Line],
    replay: str | None = None,
    locale: str = SOURCE,
) -> str:
    """`replay`: the finished game's replay page, when the web app runs."""
    head = [
        text(msg("🏁 **Game over** · table #{table}", table=info.id), locale),
        text(msg("Seats: {seats}", seats=legend(info, locale)), locale),
    ]
    head += [text(msg("🎬 Replay: <{link}>", link=replay), locale)] if replay else []
    ranked = sorted(over.results, key=lambda result: (result.place, result.seat))
    standings = [
        f"{'🏆' if result.place == 1 else f'{result.place}.'} "
        f"{who(result.user_id, result.seat, info.level(result.seat), locale)}"
        f" · {text(score_text(engine, result.score), locale)}"
        for result in ranked
    ]
    summary = [text(line, locale) for line in over.summary]
    return fit(head, bullets(lines, locale), [*standings, *summary])


def dm_closed_text(user_id: int, locale: str = SOURCE) -> str:
    """Posted in the thread (in the table's language) for someone Discord's DMs refuse."""
    words = msg(
        "{person}, I can't send you direct messages: use the **My hand** button "
        "to see your hand and play.",
        person=mention(user_id),
    )
    return text(words, locale)


def your_turn_ping(user_id: int, locale: str = SOURCE) -> str:
    return text(msg("{person}, it's your turn: press **My hand** to play.",
                    person=mention(user_id)), locale)  # fmt: skip


def table_heading(engine: Engine, table_id: int, locale: str = SOURCE) -> str:
    """`**Boromir · table #4**`: how a private message names its table."""
    return text(msg("**{game} · table #{table}**", game=short_title(engine, locale),
                    table=table_id), locale)  # fmt: skip
