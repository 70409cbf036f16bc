"""Each game's rules page (see bot.rules_pages) cut into pages that fit a Discord embed.

A page is one `## ` section; a section too long for an embed is cut between
paragraphs. Links to anchors of the same page mean nothing in Discord, so
they become bold text.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from bot.rules_pages import rules_markdown
from renderers.i18n import SOURCE

PAGE_LIMIT = 4000  # an embed description holds 4096 characters
_ANCHOR_LINK = re.compile(r"\[([^\]]+)\]\(#[^)]*\)")


@dataclass(frozen=True)
class Page:
    heading: str
    body: str


@dataclass(frozen=True)
class Rulebook:
    title: str
    pages: tuple[Page, ...]


@cache
def rulebook(game: str, lang: str = SOURCE) -> Rulebook | None:
    """The game's rules in a language (see renderers.i18n.language), or None when it
    has no rules page."""
    markdown = rules_markdown(game, lang)
    return None if markdown is None else parse(markdown, game)


def tables_as_lists(markdown: str) -> str:
    """Discord shows Markdown tables as raw pipes: each row becomes a line instead,
    "**Row**: column value · column value"."""
    out: list[str] = []
    header: list[str] | None = None
    for line in markdown.splitlines():
        if not line.startswith("|"):
            header = None
            out.append(line)
            continue
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if header is None:
            header = cells
        elif not all(set(cell) <= set("-: ") for cell in cells):
            pairs = [f"{name}: {value}" if name else value
                     for name, value in zip(header[1:], cells[1:], strict=False)]  # fmt: skip
            out.append(f"• **{cells[0]}**: " + " · ".join(pair for pair in pairs if pair))
    return "\n".join(out)


def parse(markdown: str, fallback_title: str) -> Rulebook:
    markdown = tables_as_lists(markdown)
    intro, *sections = re.split(r"(?m)^## ", _ANCHOR_LINK.sub(r"**\1**", markdown))
    title = fallback_title
    intro_lines = []
    for line in intro.strip().splitlines():
        if line.startswith("# ") and title == fallback_title:
            title = line[2:].strip()
        else:
            intro_lines.append(line)
    pages: list[Page] = []
    lead = "\n".join(intro_lines).strip()
    for section in sections:
        heading, _, body = section.partition("\n")
        body = f"{lead}\n\n{body.strip()}".strip() if lead else body.strip()
        lead = ""
        pages += [Page(heading.strip(), part) for part in _split(body)]
    if lead:
        pages.append(Page(title, lead))
    return Rulebook(title, tuple(pages))


def _split(body: str) -> list[str]:
    parts: list[str] = []
    current = ""
    for paragraph in body.split("\n\n"):
        while len(paragraph) > PAGE_LIMIT:
            parts += [current] if current else []
            current = ""
            parts.append(paragraph[:PAGE_LIMIT])
            paragraph = paragraph[PAGE_LIMIT:]
        joined = f"{current}\n\n{paragraph}" if current else paragraph
        if len(joined) > PAGE_LIMIT:
            parts.append(current)
            joined = paragraph
        current = joined
    return [*parts, current] if current else parts
