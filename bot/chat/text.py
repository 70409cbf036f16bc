"""The words of every public message, built from table facts alone (no game knowledge).

Lines from engines are Messages, shown in the `locale` each function takes (the
table's language for thread posts, English by default); the service's own
lines and this module's frame are English still (issue 37 goes on).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.chat.names import legend, public_line, seat_letter, who
from bot.store import ChatLink
from bot.tables import GameOver, TableInfo, mention
from engines import Engine
from engines.core.messages import Line
from engines.core.scores import score_text
from engines.core.seat_settings import seat_settings
from renderers.i18n import SOURCE, text, translate

LIMIT = 2000  # Discord's limit for a message's text
BULLET = "• "


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


def timer_text(seconds: int | None) -> str:
    if seconds is None:
        return "off"
    if seconds % 3600 == 0:
        return f"{seconds // 3600} h"
    return f"{seconds // 60} min" if seconds % 60 == 0 else f"{seconds} s"


def options_text(engine: Engine, options: dict[str, object], timer: int | None) -> str:
    parts = []
    own = {setting.field for setting in seat_settings(engine.Options)}
    for name, field in engine.Options.model_fields.items():
        if name in own:
            continue  # shown seat by seat
        value = options.get(name, field.default)
        shown = ("on" if value else "off") if isinstance(value, bool) else str(value)
        parts.append(f"{field.title or name.replace('_', ' ')} {shown}")
    return " · ".join([*parts, f"turn timer {timer_text(timer)}"])


def seat_settings_text(engine: Engine, info: TableInfo) -> list[str]:
    """One line per option each player sets for their own seat: everyone's value."""
    lines = []
    for setting in seat_settings(engine.Options):
        values = list(info.options.get(setting.field) or ())
        shown = [f"**{seat_letter(seat)}** {values[seat]}" for seat in range(len(info.seats))
                 if seat < len(values)]  # fmt: skip
        if shown:
            lines.append(f"{setting.prompt} (each player picks their own): {' · '.join(shown)}")
    return lines


def lobby_text(info: TableInfo, engine: Engine, link: ChatLink, locale: str = SOURCE) -> str:
    seated = (
        f" · {len(info.seats)}/{engine.max_players} seated, at least {engine.min_players} to start"
    )
    lines = [
        f"🎪 **{title(engine, locale)}** · table #{info.id}",
        f"Host: {mention(info.host_id)}{seated if info.status == 'lobby' else ''}",
        f"Seats: {legend(info) or 'nobody yet'}",
        f"Options: {options_text(engine, info.options, info.timer)}",
        *seat_settings_text(engine, info),
    ]
    where = f"<#{link.thread_id}>" if link.thread_id else "its thread"
    closing = {
        "lobby": "Press **Join** to take a seat; the host presses **Start** when everyone is in.",
        "playing": f"The game is on in {where}.",
        "finished": f"The game is over: results in {where}.",
        "cancelled": "This table was cancelled.",
        "broken": "This table could not be loaded and was closed.",
    }
    return "\n".join([*lines, closing[info.status]])


def waiting_text(info: TableInfo) -> str:
    if info.status == "finished":
        return "🏁 The game is over."
    if info.status != "playing":
        return "This table is closed."
    if not info.to_act:
        return "⏳ The bots are thinking."
    people = ", ".join(mention(user) for user in info.to_act)
    what = "time is up" if info.window else "the bot moves for them"
    timer = f" ({what} <t:{int(info.deadline)}:R>)" if info.deadline else ""
    return f"⏳ Waiting for {people}{timer}."


def private_waiting_text(info: TableInfo) -> str:
    """A waiting person's panel: it is not edited for each move of the others (Discord
    limits a bot's edits), so it says where to follow them rather than who moves now."""
    if info.status != "playing" or not info.to_act:
        return waiting_text(info)
    return (
        "⏳ Waiting for the others: the game thread shows every move (and pings you when "
        "everyone may answer at once), and a new message comes here when it is your turn."
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
    where = text(progress, locale) if progress else "since the last picture"
    head = [f"📋 **Table #{info.id}** · {where}", f"Seats: {legend(info)}"]
    head += [f"👀 Watch live: <{watch}>"] if live and watch else []
    return fit(head, bullets(link.status_lines, locale), [waiting_text(info)] if live else [])


def game_over_text(
    info: TableInfo,
    engine: Engine,
    over: GameOver,
    lines: Sequence[Line],
    replay: str | None = None,
    locale: str = SOURCE,
) -> str:
    """`replay`: the finished game's replay page, when the web app runs."""
    head = [f"🏁 **Game over** · table #{info.id}", f"Seats: {legend(info)}"]
    head += [f"🎬 Replay: <{replay}>"] if replay else []
    ranked = sorted(over.results, key=lambda result: (result.place, result.seat))
    standings = [
        f"{'🏆' if result.place == 1 else f'{result.place}.'} "
        f"{who(result.user_id, result.seat, info.level(result.seat))}"
        f" · {text(score_text(engine, result.score), locale)}"
        for result in ranked
    ]
    summary = [text(line, locale) for line in over.summary]
    return fit(head, bullets(lines, locale), [*standings, *summary])


def dm_closed_text(user_id: int) -> str:
    return (
        f"{mention(user_id)}, I can't send you direct messages: use the **My hand** button "
        "to see your hand and play."
    )


def your_turn_ping(user_id: int) -> str:
    return f"{mention(user_id)}, it's your turn: press **My hand** to play."
