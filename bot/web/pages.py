"""The two pages, as HTML filled in on the server from public data.

The first frame is written into the page itself, so it reads right before any
script runs (and for tools that read no scripts); the scripts then keep it
live (`static/live.js`) or step through a replay (`static/replay.js`). Every
value is escaped; nothing but the public frame goes in.
"""

from __future__ import annotations

from html import escape
from typing import Any

HEAD = """<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>{title}</title><link rel="stylesheet" href="/static/page.css"></head>"""


def _items(values: list[str], cls: list[str] | None = None) -> str:
    classes = cls or [""] * len(values)
    return "".join(
        f'<li class="{c}">{escape(v)}</li>' if c else f"<li>{escape(v)}</li>"
        for v, c in zip(values, classes, strict=True)
    )


def _seat_words(seat: dict[str, Any]) -> str:
    away = " (away)" if seat["away"] else ""
    return seat["name"] + away + (" (to play)" if seat["turn"] else "")


def live_page(frame: dict[str, Any], events: str, now: float) -> str:
    """A table's page; `events` is the address of its stream of frames, `now` the
    server's time, for the seconds left until the deadline."""
    title = f"{frame['title']} · table #{frame['table']}"
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
    replay = frame.get("replay")
    return f"""{HEAD.format(title=escape(title))}
<body data-events="{escape(events)}" data-version="{frame["version"]}">
<header><h1>{escape(title)}</h1>
<p class="status"><span>Status: <strong id="status">{escape(frame["status_text"])}</strong></span>
<span>To play: <strong id="turn">{escape(", ".join(frame["turn"]) or "nobody")}</strong></span>
<span>Time left: <strong id="countdown">{
        "no timer" if left is None else f"{left:.0f} s"
    }</strong></span>
<span class="connection" id="connection" role="status">Connecting…</span></p></header>
<main class="layout">
<section aria-labelledby="table-heading">
<section id="results" aria-labelledby="results-heading"{"" if standings else " hidden"}>
<h2 id="results-heading">Results</h2><ul class="results" id="standings">{_items(standings)}</ul>
<div id="summary">{summary}</div></section>
<p><a id="replay" href="{escape(replay or "#")}"{"" if replay else " hidden"}>
Replay this game move by move</a></p>
<h2 id="seats-heading">Seats</h2>
<ul class="seats" id="seats" aria-labelledby="seats-heading">{
        _items([_seat_words(s) for s in seats], ["turn" if s["turn"] else "" for s in seats])
    }</ul>
<h2 id="table-heading">Table</h2>
<div id="pictures">{figures}</div></section>
<section aria-labelledby="log-heading"><h2 id="log-heading">What happened</h2>
<div class="log" id="log-box" role="log" aria-live="polite" aria-labelledby="log-heading"
tabindex="0"><ol id="log">{_items(frame["log"])}</ol></div></section>
</main>
<footer><p>Spectator view: only what everyone at the table can see.</p></footer>
<script src="/static/live.js"></script></body></html>
"""


def busy_page(message: str) -> str:
    """What a visitor sees when this server already serves as many pages as it may."""
    return f"""{HEAD.format(title="Too busy")}
<body><main><h1>Too busy right now</h1><p>{escape(message)}</p></main></body></html>"""


def replay_page(title: str, table_id: int, steps: str, results: list[str]) -> str:
    """A finished game's replay; `steps` is the address of its steps as JSON."""
    heading = f"Replay of {title} · table #{table_id}"
    return f"""{HEAD.format(title=escape(heading))}
<body data-steps="{escape(steps)}" data-step="">
<header><h1>{escape(heading)}</h1></header>
<main class="layout">
<section aria-labelledby="table-heading"><h2 id="table-heading">Table</h2>
<div class="controls">
<button type="button" id="previous">Previous</button>
<label class="visually-hidden" for="step">Move</label>
<input type="range" id="step" min="0" max="0" value="0">
<button type="button" id="next">Next</button>
<span id="position" role="status">Loading…</span></div>
<figure><img id="picture" src="data:," alt="The table before the first move" hidden></figure>
<section id="results" aria-labelledby="results-heading" hidden>
<h2 id="results-heading">Results</h2><ul class="results">{_items(results)}</ul></section>
</section>
<section aria-labelledby="log-heading"><h2 id="log-heading">What happened</h2>
<div class="log" id="log-box" role="log" aria-live="polite" aria-labelledby="log-heading"
tabindex="0"><ol id="log"></ol></div></section>
</main>
<footer><p>Spectator view: only what everyone at the table could see.</p></footer>
<script src="/static/replay.js"></script></body></html>
"""
