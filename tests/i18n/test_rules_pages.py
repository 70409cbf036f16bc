"""Every game's rules page in every language: all of it, in the same shape as the English,
and fit for Discord's pages."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import engines
from bot.chat.rulebook import PAGE_LIMIT, rulebook
from renderers.i18n import LANGUAGES, SOURCE

RULES = Path(__file__).resolve().parents[2] / "docs" / "rules"
TRANSLATED = [lang for lang in LANGUAGES if lang != SOURCE]


def shape(markdown: str) -> dict[str, int]:
    """What a faithful translation keeps: its sections and table rows."""
    lines = markdown.splitlines()
    return {
        "sections": sum(line.startswith("## ") for line in lines),
        "subsections": sum(line.startswith("### ") for line in lines),
        "table rows": sum(line.startswith("|") for line in lines),
    }


def code(markdown: str) -> Counter[str]:
    """Commands, options and notations, which players type as they are in any language."""
    return Counter(re.findall(r"`[^`\n]+`", markdown))


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", [*engines.keys(), "README"])
def test_a_translated_page_has_every_section_row_and_code_of_the_english(game, lang):
    english = (RULES / f"{game}.md").read_text(encoding="utf-8")
    translated = (RULES / lang / f"{game}.md").read_text(encoding="utf-8")
    assert shape(translated) == shape(english)
    assert code(english) - code(translated) == Counter()  # a translation may add a few
    assert translated != english


@pytest.mark.parametrize("lang", TRANSLATED)
@pytest.mark.parametrize("game", engines.keys())
def test_a_translated_page_fits_discord_and_its_links_lead_somewhere(game, lang):
    book = rulebook(game, lang)
    assert book is not None and book.pages
    assert all(len(page.body) <= PAGE_LIMIT for page in book.pages)
    assert "](#" not in "".join(page.body for page in book.pages)
