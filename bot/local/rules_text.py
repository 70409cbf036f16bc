"""A game's rules page at the terminal: its Markdown as plain wrapped text, paged.

The pages are written once, for Discord's /rules and for the terminal alike.
Here headings become underlined lines, pipe tables aligned columns (cut into
parts that fit the width), links their words, and a Discord slash command is
marked as Discord's; a line at the top says how to play the game here. A page
is a hundred lines or more, so on a terminal it goes through the pager.
"""

from __future__ import annotations

import pydoc
import re
import sys
import textwrap
from dataclasses import dataclass, field

WIDTH = 78
INDENT = "  "
NARROWEST = 12  # a table column is wrapped down to this width, never narrower
GAP = "  "

_LINK = re.compile(r"\[([^\]]+)\]\(([^)]*)\)")
_CODE = re.compile(r"`([^`]+)`")
_BOLD = re.compile(r"\*\*([^*]+)\*\*")
_ITEM = re.compile(r"^( *)([-*]|\d+\.) +(.*)$")
DISCORD = " (in Discord)"


def inline(text: str) -> str:
    """Markdown marks dropped: links keep their words (a web address in brackets),
    code and bold their text; a slash command says it is Discord's."""

    def link(match: re.Match[str]) -> str:
        words, target = match.groups()
        return words if target.startswith("#") else f"{words} ({target})"

    def code(match: re.Match[str]) -> str:
        words = match.group(1)
        return words + DISCORD if words.startswith("/") else words

    return _BOLD.sub(r"\1", _CODE.sub(code, _LINK.sub(link, text)))


@dataclass
class _Block:
    """A run of lines shown together: a paragraph, a list item, a quote or a table."""

    kind: str  # "text", "item", "quote", "table", "heading", "code"
    lines: list[str] = field(default_factory=list)
    marker: str = ""  # a list item's "•" or "3."
    depth: int = 0  # a list item's leading spaces: a nested item sits under its parent's words
    level: int = 0  # a heading's number of #
    after_gap: bool = False  # the page left a blank line before it


def _blocks(markdown: str) -> list[_Block]:
    blocks: list[_Block] = []
    current: _Block | None = None
    gap = False
    fenced: _Block | None = None
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if line.startswith("```"):  # a fenced block is shown as it is written
            if fenced is None:
                fenced = _Block("code", after_gap=gap)
                blocks.append(fenced)
            else:
                fenced = None
            current, gap = None, False
            continue
        if fenced is not None:
            fenced.lines.append(line)
            continue
        if not line.strip():
            current, gap = None, True
            continue
        heading = re.match(r"^(#+) +(.*)$", line)
        item = _ITEM.match(line)
        joins = current is not None and (
            (current.kind == "table" and line.startswith("|"))
            or (current.kind == "quote" and line.startswith(">"))
            or (current.kind in ("text", "item") and not (heading or item or line[0] in "|>"))
        )
        if current is not None and joins:
            current.lines.append(line.lstrip("> ") if current.kind == "quote" else line.strip())
            continue
        if heading:
            current = _Block("heading", [heading.group(2)], level=len(heading.group(1)))
        elif item:
            spaces, mark, rest = item.groups()
            marker = "•" if mark in "-*" else mark
            current = _Block("item", [rest], marker=marker, depth=len(spaces))
        elif line.startswith("|"):
            current = _Block("table", [line])
        elif line.startswith(">"):
            current = _Block("quote", [line.lstrip("> ")])
        else:
            current = _Block("text", [line.strip()])
        current.after_gap, gap = gap, False
        blocks.append(current)
    return blocks


def _wrap(text: str, first: str, rest: str, width: int) -> list[str]:
    """Lines of at most `width`, except that a word longer than a line (a command with a
    long interpreter path) stays whole, so it can still be copied."""
    return textwrap.wrap(
        text,
        width,
        initial_indent=first,
        subsequent_indent=rest,
        break_on_hyphens=False,
        break_long_words=False,
    )


def _cells(line: str) -> list[str]:
    return [inline(cell.strip()) for cell in line.strip().strip("|").split("|")]


def _fitted(widths: list[int], width: int) -> list[int]:
    """Column widths that fit `width` where narrowing the widest columns can do it;
    a column is never narrowed below NARROWEST."""
    widths = list(widths)
    while len(INDENT) + sum(widths) + len(GAP) * (len(widths) - 1) > width:
        widest = max(range(len(widths)), key=widths.__getitem__)
        if widths[widest] <= NARROWEST:
            break
        widths[widest] -= 1
    return widths


def _parts(widths: list[int], width: int) -> list[list[int]]:
    """The columns cut into parts that fit side by side, each led by the first column."""
    parts: list[list[int]] = []
    part: list[int] = [0]
    for col in range(1, len(widths)):
        used = len(INDENT) + sum(widths[c] + len(GAP) for c in part)
        if len(part) > 1 and used + widths[col] > width:
            parts.append(part)
            part = [0]
        part.append(col)
    return [*parts, part]


def table_lines(rows: list[str], width: int = WIDTH) -> list[str]:
    """A pipe table as aligned columns. A table too wide for the terminal first
    wraps its widest cells; one with too many columns (a letter per column) is cut
    into parts, each repeating the first column so every row says what it is."""
    cells = [_cells(row) for row in rows if not set(row) <= set("|-: ")]
    columns = max(len(row) for row in cells)
    cells = [row + [""] * (columns - len(row)) for row in cells]
    natural = [max(len(row[col]) for row in cells) for col in range(columns)]
    widths = _fitted(natural, width)
    wrapped = [[textwrap.wrap(cell, widths[col]) or [""] for col, cell in enumerate(row)]
               for row in cells]  # fmt: skip
    widths = [max(len(part) for row in wrapped for part in row[col]) for col in range(columns)]
    lines: list[str] = []
    for number, chosen in enumerate(_parts(widths, width)):
        if number:
            lines.append("")
        for index, row in enumerate(wrapped):
            for depth in range(max(len(row[col]) for col in chosen)):
                texts = [row[col][depth] if depth < len(row[col]) else "" for col in chosen]
                padded = [text.ljust(widths[col]) for text, col in zip(texts, chosen, strict=True)]
                lines.append((INDENT + GAP.join(padded)).rstrip())
            if index == 0:
                lines.append(INDENT + GAP.join("─" * widths[col] for col in chosen))
    return lines


def _opening(game: str, form: str, width: int) -> list[str]:
    """Under the title: the page serves Discord too, so say how to play it here."""
    return [
        *_wrap(f"Play it here: {form} play {game}", "", INDENT, width),
        *_wrap(f"Its options: {form} play --help", "", INDENT, width),
        f"Parts marked{DISCORD} are for a Discord server only.",
    ]


def rules_lines(markdown: str, game: str, form: str, width: int = WIDTH) -> list[str]:
    """The page as terminal lines, opening with how to play it here."""
    lines: list[str] = []
    previous = ""
    for block in _blocks(markdown):
        # Blank lines where the page has them, around tables and before headings,
        # never right under a heading's rule.
        gap = block.after_gap or "table" in (previous, block.kind) or block.kind == "heading"
        if lines and gap and previous != "heading":
            lines.append("")
        previous = block.kind
        text = inline(" ".join(block.lines)) if block.kind != "code" else ""
        if block.kind == "code":
            lines += [INDENT + line for line in block.lines]
        elif block.kind == "heading":
            rule = "═" if block.level == 1 else "─"
            lines += [text, rule * len(text)]
            if block.level == 1:
                lines += [*_opening(game, form, width), ""]
        elif block.kind == "table":
            lines += table_lines(block.lines, width)
        elif block.kind == "quote":
            lines += _wrap(text, INDENT + "│ ", INDENT + "│ ", width)
        elif block.kind == "item":
            first = f"{INDENT}{' ' * block.depth}{block.marker} "
            lines += _wrap(text, first, " " * len(first), width)
        else:
            lines += _wrap(text, "", "", width)
    return lines


def show_rules(markdown: str, game: str, form: str) -> None:
    """Print the page; on a terminal through the pager ($PAGER, else less), since
    a page runs to a hundred lines or more."""
    text = "\n".join(rules_lines(markdown, game, form))
    if sys.stdout.isatty():
        pydoc.pager(text)
    else:
        print(text)
