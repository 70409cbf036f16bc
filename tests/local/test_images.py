"""`play --images DIR`: every picture a thread post would show, the juggler's GIF included."""

from __future__ import annotations

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
