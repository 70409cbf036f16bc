"""`python -m renderers.preview jugglers --out DIR` writes pictures a person can look at."""

from PIL import Image

from renderers import preview


def test_preview_writes_tables_hands_and_results_for_every_player_count(tmp_path, capsys):
    assert preview.main(["jugglers", "--out", str(tmp_path / "pictures")]) == 0
    printed = capsys.readouterr().out.split()
    names = {path.name for path in (tmp_path / "pictures").iterdir()}
    assert names == {line.rsplit("/", 1)[-1] for line in printed}
    for players in (2, 3, 4, 5):
        for moment in ("influence", "tall-piles", "game-over", "results", "crowded"):
            assert f"jugglers-{players}p-{moment}.png" in names
        assert f"jugglers-{players}p-influence-hand.png" in names
    for name in names:
        with Image.open(tmp_path / "pictures" / name) as image:
            assert image.format == "PNG"
