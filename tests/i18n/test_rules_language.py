"""Rules pages are read in the reader's language, and in English where no translation exists."""

from __future__ import annotations

import bot.rules_pages as rules_pages
from bot.rules_pages import rules_markdown


def test_a_translated_page_is_read_in_its_language_and_english_is_the_fallback(
    tmp_path, monkeypatch
):
    (tmp_path / "fi").mkdir()
    (tmp_path / "boromir.md").write_text("# Boromir\n", encoding="utf-8")
    (tmp_path / "fi" / "boromir.md").write_text("# Boromir suomeksi\n", encoding="utf-8")
    monkeypatch.setattr(rules_pages, "_SEARCHED", (tmp_path,))

    assert rules_markdown("boromir", "fi") == "# Boromir suomeksi\n"
    assert rules_markdown("boromir", "fi-FI") == "# Boromir suomeksi\n"  # a Discord-style locale
    assert rules_markdown("boromir", "de") == "# Boromir\n"  # no German page: English
    assert rules_markdown("boromir") == "# Boromir\n"
    assert rules_markdown("no-such-game", "fi") is None
