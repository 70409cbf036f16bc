"""`play --images DIR`: every picture a thread post would show, the juggler's GIF included."""

from __future__ import annotations

import engines
from bot.local.images import ImageFolder
from engines.siteswap import rules
from engines.siteswap.actions import Lay
from engines.siteswap.views import view
from renderers.presentation import presentation_for
from tests.engines.siteswap.helpers import table_state


def test_a_performance_is_written_as_a_gif_beside_the_table(tmp_path):
    folder = ImageFolder(tmp_path, presentation_for("siteswap"))
    quiet = table_state(["5313", "777"])
    juggled = rules.apply(quiet, 0, Lay(throws="531"))

    first = folder.write(view(quiet, None), ["A (you)", "B (bot)"])
    second = folder.write(view(juggled, None), ["A (you)", "B (bot)"])

    assert [path.name for path in first] == ["table-1.png"]
    assert [path.name for path in second] == ["table-2.png", "performance-2.gif"]
    assert second[1].read_bytes().startswith(b"GIF8")
    # The names say when a picture was due, never what it shows.
    assert not any("531" in path.name for path in tmp_path.iterdir())


def test_an_images_folder_that_cannot_be_made_is_one_line_before_the_game(tmp_path, capsys):
    from bot.__main__ import main

    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    assert main(["play", "jugglers", "--images", str(blocker / "pictures")]) == 2
    out = capsys.readouterr()
    assert out.err.strip() == (
        f"Error: --images: {str(blocker)!r} is a file, so it cannot hold a folder."
    )
    assert "Your turn" not in out.out  # no game was started


def test_each_picture_has_its_words_beside_it(tmp_path):
    folder = ImageFolder(tmp_path, presentation_for("siteswap"))
    quiet = table_state(["5313", "777"])
    juggled = rules.apply(quiet, 0, Lay(throws="531"))
    written = folder.write(view(juggled, None), ["A (you)", "B (bot)"])
    for path in written:
        words = path.with_suffix(".txt").read_text(encoding="utf-8")
        assert words.strip() and "531" not in words  # the pattern under guess stays unsaid
    assert "is juggling a new pattern" in (tmp_path / "performance-1.txt").read_text()


def test_results_are_written_once_each_round_then_at_the_end(tmp_path):
    """A Jugglers match of two rounds: each round's results are saved when the picture
    after it is due, once (they stay in the view all next round), with their words."""
    from renderers.jugglers.samples import play

    engine = engines.get("jugglers")
    states = play(3, 8)
    folder = ImageFolder(tmp_path, presentation_for("jugglers"))
    milestone = None
    for state in states:
        if state.milestone != milestone or engine.is_over(state):
            folder.write(engine.view(state, None), ["A (you)", "B (bot)", "C (bot)"])
            milestone = state.milestone
    results = sorted(tmp_path.glob("results-*.png"), key=lambda p: int(p.stem.split("-")[1]))
    rounds = len(states[-1].results)
    assert rounds >= 2 and len(results) == rounds
    for number, path in enumerate(results, start=1):
        words = path.with_suffix(".txt").read_text(encoding="utf-8")
        assert words.startswith(f"Round {number} results:") and "sigil" in words
    assert "wins the match" in results[-1].with_suffix(".txt").read_text(encoding="utf-8")


def test_play_images_ends_with_the_results_and_names_seats_once(tmp_path, monkeypatch, capsys):
    """`play --images` at the terminal: the last pictures are the final table and the
    results, which say who won and with what; seats read "A (you)", never "A · A (you)"."""
    from bot.__main__ import main

    monkeypatch.setattr("builtins.input", lambda prompt="": "1")
    pictures = tmp_path / "pictures"
    assert (
        main(["play", "boromir", "--players", "2", "--seed", "3", "--images", str(pictures)]) == 0
    )
    saved = [line.split("picture saved: ")[1].rstrip(")") for line in
             capsys.readouterr().out.splitlines() if "picture saved" in line]  # fmt: skip
    assert saved[-1].endswith(".png") and "results-" in saved[-1]
    words = (pictures / saved[-1].rsplit("/", 1)[1]).with_suffix(".txt").read_text()
    assert words.startswith("Boromir, game over.") and "stacks" in words
    assert "A (you)" in words and "A · A" not in words
    every = " ".join(path.read_text() for path in pictures.glob("*.txt"))
    assert "A · A" not in every and "B · B" not in every
