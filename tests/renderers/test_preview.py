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


def test_no_two_pictures_of_a_preview_are_the_same_and_deals_tell_apart():
    """A preview is for looking: a picture twice wastes a look (the games' own previews
    draw none twice, and repeats are left out), and two deals whose hand pictures all
    match would hide a drawing that ignores the hand."""
    import hashlib

    import engines

    for game in engines.keys():
        first = {name: hashlib.sha256(data).digest() for name, data in preview.pictures(game, 1)}
        assert len(set(first.values())) == len(first), game
        second = {name: hashlib.sha256(data).digest() for name, data in preview.pictures(game, 2)}
        hands = [name for name in first if "hand" in name and "crowded" not in name]
        assert hands and any(first[name] != second.get(name) for name in hands), game


def test_help_is_written_for_whoever_looks_at_the_pictures(capsys):
    import pytest

    with pytest.raises(SystemExit):
        preview.main(["--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "Draw sample pictures of a game as its Discord thread shows them" in out
    assert "--out FOLDER" in out and "the same seed draws the same pictures" in out
    for jargon in ("presentation", "preview(seed)", "`"):
        assert jargon not in out
