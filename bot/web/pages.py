"""The two pages, as HTML filled in on the server from public data.

The first frame is written into the page itself, so it reads right before any
script runs (and for tools that read no scripts); the scripts then keep it
live (`static/live.js`) or step through a replay (`static/replay.js`). Every
value is escaped; nothing but the public frame goes in.

Pages speak the table's language: `<html lang>` says which, the server writes
every word, and the few the scripts write later (the countdown, the connection,
the replay's position) travel in the page as data (`<script id="words">`), so
the scripts hold no text of their own.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from engines.core.messages import Message, msg
from renderers.i18n import SOURCE, text

HEAD = """<!doctype html>
<html lang="{lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{title}</title><link rel="stylesheet" href="/static/page.css"></head>"""

# What the scripts write themselves, with `{named}` places they fill in.
LIVE_WORDS = {
    "no_timer": msg("no timer"),
    "seconds": msg("{seconds} s", seconds="{seconds}"),
    "live": msg("Live"),
    "reconnecting": msg("Reconnecting…"),
}
# The pages' own words, written on the server.
LIVE_TEXT = {
    "status": msg("Status:"),
    "to_play": msg("To play:"),
    "time_left": msg("Time left:"),
    "connecting": msg("Connecting…"),
    "results": msg("Results"),
    "replay": msg("Replay this game move by move"),
    "seats": msg("Seats"),
    "table": msg("Table"),
    "log": msg("What happened"),
    "footer": msg("Spectator view: only what everyone at the table can see."),
}
REPLAY_TEXT = {
    "table": msg("Table"),
    "previous": msg("Previous"),
    "move": msg("Move"),
    "next": msg("Next"),
    "loading": msg("Loading…"),
    "first": msg("The table before the first move"),
    "results": msg("Results"),
    "log": msg("What happened"),
    "footer": msg("Spectator view: only what everyone at the table could see."),
}
REPLAY_WORDS = {
    "move": msg("Move {index} of {last}", index="{index}", last="{last}"),
    "deal": msg("The deal (0 of {last})", last="{last}"),
}


def _items(values: list[str], cls: list[str] | None = None) -> str:
    classes = cls or [""] * len(values)
    return "".join(
        f'<li class="{c}">{escape(v)}</li>' if c else f"<li>{escape(v)}</li>"
        for v, c in zip(values, classes, strict=True)
    )


def _escaped(chosen: dict[str, Message], lang: str) -> dict[str, str]:
    return {key: escape(text(said, lang)) for key, said in chosen.items()}


def _words(chosen: dict[str, Message], lang: str) -> str:
    """The scripts' words as JSON inside the page; `<` escaped, so no text can end the
    script element early."""
    data = json.dumps({key: text(said, lang) for key, said in chosen.items()}, ensure_ascii=False)
    safe = data.replace("<", "\\u003c")
    return f'<script type="application/json" id="words">{safe}</script>'


def _head(title: str, lang: str) -> str:
    return HEAD.format(title=escape(title), lang=escape(lang))


def live_page(frame: dict[str, Any], events: str, now: float) -> str:
    """A table's page in the frame's language; `events` is the address of its stream of
    frames, `now` the server's time, for the seconds left until the deadline."""
    lang = frame.get("lang", SOURCE)
    say = _escaped(LIVE_TEXT, lang)
    title = text(msg("{title} · table #{table}", title=frame["title"], table=frame["table"]), lang)
    seats = frame["seats"]
    figures = "".join(
        f'<figure><img src="{escape(p["url"])}" alt="{escape(p["alt"])}" '
        f'data-kind="{escape(p["kind"])}"></figure>'
        for p in frame["pictures"]
    )
    standings = [f"{r['place']}. {r['name']}: {r['score']}" for r in frame["results"]]
    summary = "".join(f"<p>{escape(line)}</p>" for line in frame["summary"])
    deadline = frame["deadline"]
    left = None if deadline is None else max(0.0, deadline - now)
    countdown = (
        LIVE_WORDS["no_timer"] if left is None else msg("{seconds} s", seconds=round(left))
    )
    replay = frame.get("replay")
    return f"""{_head(title, lang)}
<body data-events="{escape(events)}" data-version="{frame["version"]}">
<header><h1>{escape(title)}</h1>
<p class="status"><span>{say["status"]} <strong id="status">{
        escape(frame["status_text"])
    }</strong></span>
<span>{say["to_play"]} <strong id="turn">{escape(frame["turn_text"])}</strong></span>
<span>{say["time_left"]} <strong id="countdown">{escape(text(countdown, lang))}</strong></span>
<span class="connection" id="connection" role="status">{say["connecting"]}</span></p></header>
<main class="layout">
<section aria-labelledby="table-heading">
<section id="results" aria-labelledby="results-heading"{"" if standings else " hidden"}>
<h2 id="results-heading">{say["results"]}</h2><ul class="results" id="standings">{
        _items(standings)
    }</ul>
<div id="summary">{summary}</div></section>
<p><a id="replay" href="{escape(replay or "#")}"{"" if replay else " hidden"}>
{say["replay"]}</a></p>
<h2 id="seats-heading">{say["seats"]}</h2>
<ul class="seats" id="seats" aria-labelledby="seats-heading">{
        _items([s["words"] for s in seats], ["turn" if s["turn"] else "" for s in seats])
    }</ul>
<h2 id="table-heading">{say["table"]}</h2>
<div id="pictures">{figures}</div></section>
<section aria-labelledby="log-heading"><h2 id="log-heading">{say["log"]}</h2>
<div class="log" id="log-box" role="log" aria-live="polite" aria-labelledby="log-heading"
tabindex="0"><ol id="log">{_items(frame["log"])}</ol></div></section>
</main>
<footer><p>{say["footer"]}</p></footer>
{_words(LIVE_WORDS, lang)}
<script src="/static/live.js"></script></body></html>
"""


def busy_page(message: str, lang: str = SOURCE) -> str:
    """What a visitor sees when this server already serves as many pages as it may."""
    title, heading = text(msg("Too busy"), lang), text(msg("Too busy right now"), lang)
    return f"""{_head(title, lang)}
<body><main><h1>{escape(heading)}</h1><p>{escape(message)}</p>
</main></body></html>"""


def replay_page(
    title: str, table_id: int, steps: str, results: list[str], lang: str = SOURCE
) -> str:
    """A finished game's replay in `lang`; `steps` is the address of its steps as JSON."""
    say = _escaped(REPLAY_TEXT, lang)
    heading = text(msg("Replay of {title} · table #{table}", title=title, table=table_id), lang)
    return f"""{_head(heading, lang)}
<body data-steps="{escape(steps)}" data-step="">
<header><h1>{escape(heading)}</h1></header>
<main class="layout">
<section aria-labelledby="table-heading"><h2 id="table-heading">{say["table"]}</h2>
<div class="controls">
<button type="button" id="previous">{say["previous"]}</button>
<label class="visually-hidden" for="step">{say["move"]}</label>
<input type="range" id="step" min="0" max="0" value="0">
<button type="button" id="next">{say["next"]}</button>
<span id="position" role="status">{say["loading"]}</span></div>
<figure><img id="picture" src="data:," alt="{say["first"]}" hidden></figure>
<section id="results" aria-labelledby="results-heading" hidden>
<h2 id="results-heading">{say["results"]}</h2><ul class="results">{_items(results)}</ul></section>
</section>
<section aria-labelledby="log-heading"><h2 id="log-heading">{say["log"]}</h2>
<div class="log" id="log-box" role="log" aria-live="polite" aria-labelledby="log-heading"
tabindex="0"><ol id="log"></ol></div></section>
</main>
<footer><p>{say["footer"]}</p></footer>
{_words(REPLAY_WORDS, lang)}
<script src="/static/replay.js"></script></body></html>
"""
