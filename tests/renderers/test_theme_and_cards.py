"""The shared look: vendored fonts, the fixed palette, cards and text helpers."""

from pathlib import Path

import pytest
from PIL import Image

from engines.core.cards import Card
from renderers import cards, theme, widgets
from tests.renderers.helpers import bluish, decode, reddish

FONTS = Path(theme.__file__).parent / "assets" / "fonts"


def test_dejavu_is_vendored_with_its_licence():
    assert {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "LICENSE"} <= {p.name for p in FONTS.iterdir()}
    assert "Bitstream" in (FONTS / "LICENSE").read_text()
    # The reason for vendoring: Pillow's built-in font has no suit glyphs.
    face = theme.font(40)
    missing = bytes(face.getmask("\ue000"))
    assert all(bytes(face.getmask(suit)) != missing for suit in "♣♦♥♠⚀★")


def test_the_palette_holds_every_theme_colour_exactly():
    colours = theme.palette().getpalette()
    assert len(colours) == 3 * 256
    entries = {tuple(colours[i : i + 3]) for i in range(0, len(colours), 3)}
    assert set(theme.BACKGROUNDS) | set(theme.INKS) <= entries


def test_encoding_gives_a_palette_png_that_keeps_every_theme_colour():
    colours = list(dict.fromkeys((*theme.BACKGROUNDS, *theme.INKS)))
    image = Image.new("RGB", (4 * len(colours), 4))
    for index, colour in enumerate(colours):
        image.paste(colour, (4 * index, 0, 4 * index + 4, 4))
    decoded = decode(theme.encode_png(image))
    assert decoded.mode == "P"
    rgb = decoded.convert("RGB")
    assert [rgb.getpixel((4 * index + 1, 1)) for index in range(len(colours))] == colours


@pytest.mark.parametrize("size", [cards.LARGE, cards.MEDIUM, cards.SMALL, cards.MINI])
def test_card_faces_have_their_size_and_suit_colour(size):
    heart = cards.face(Card(10, "h"), size, True, theme.FELT)
    diamond = cards.face(Card(9, "d"), size, True, theme.FELT)
    two_colour_diamond = cards.face(Card(9, "d"), size, False, theme.FELT)
    assert heart.size == diamond.size == size
    assert any(reddish(p) for p in heart.get_flattened_data())
    assert any(bluish(p) for p in diamond.get_flattened_data())
    assert not any(bluish(p) for p in two_colour_diamond.get_flattened_data())
    assert any(reddish(p) for p in two_colour_diamond.get_flattened_data())


def test_cards_are_drawn_once_and_reused():
    cards.face.cache_clear()
    first = cards.face(Card(5, "s"), cards.SMALL, True, theme.PANEL)
    again = cards.face(Card(5, "s"), cards.SMALL, True, theme.PANEL)
    assert cards.face.cache_info().hits == 1
    assert again.mode == "RGB" and again.tobytes() == first.tobytes()
    assert cards.back(cards.MEDIUM, theme.PANEL, "A", theme.HEAD_COLOURS[0]).size == cards.MEDIUM
    assert cards.joker(cards.LARGE, theme.PANEL).size == cards.LARGE
    assert cards.slot(cards.LARGE, theme.PANEL, "no\npolicy").size == cards.LARGE


@pytest.mark.parametrize(
    ("kept", "args"),
    [
        (cards.face, (Card(12, "h"), cards.LARGE, True, theme.PANEL)),
        (cards.face, (Card(10, "d"), cards.MINI, False, theme.FELT, True)),
        (cards.back, (cards.MEDIUM, theme.PANEL, "A", theme.HEAD_COLOURS[0])),
        (cards.joker, (cards.LARGE, theme.PANEL)),
        (cards.tile, ("Q", 9, (50, 60), theme.INK, theme.PANEL, theme.PASS)),
        (widgets.badge, ("B", 40, theme.HEAD_COLOURS[1], theme.INK, theme.PANEL, True)),
    ],
)
def test_kept_pictures_end_as_the_same_png_as_fresh_drawings(kept, args):
    """Kept on the palette to save memory, a card still ends as the very same pixels."""
    fresh = kept.__wrapped__(*args)
    assert fresh.mode == "RGB"
    assert theme.encode_png(kept(*args)) == theme.encode_png(fresh)


def test_fit_truncates_with_an_ellipsis_within_the_width():
    name = "Christopher Columbus the Third"
    short = widgets.fit(name, 19, True, 120)
    assert short.endswith("…") and name.startswith(short[:-1])
    assert widgets.text_width(short, 19, True) <= 120
    assert widgets.fit("Ada", 19, True, 120) == "Ada"


def test_a_seat_label_never_repeats_its_letter():
    from renderers.widgets import seat_labels

    assert seat_labels(2, ["A (you)", "B (bot)"]) == ["A (you)", "B (bot)"]
    assert seat_labels(3, ["alice", "", "C"]) == ["A · alice", "B", "C"]
    assert seat_labels(2, None) == ["A", "B"]
    assert seat_labels(1, ["Ada"]) == ["A · Ada"]  # a name that merely starts with an A


def test_names_shorten_the_way_people_shorten_them():
    from renderers.widgets import short_name, text_width

    assert short_name("dave", 18, True, 200) == "dave"
    assert short_name("Christopher Columbus", 18, True, 160) == "Christopher C."
    assert short_name("C · Christopher Columbus", 18, True, 180) == "C · Christopher C."
    tight = short_name("Maximilian Longname-Smythe", 18, True, 80)
    assert tight.endswith("…") and text_width(tight, 18, True) <= 80
    # A bot's level stays beside its name; the name shrinks first.
    room = text_width("D · Bot Rowan (normal)", 18, True) - 10
    assert short_name("D · Bot Rowan (normal)", 18, True, room) == "D · Bot R. (normal)"
    assert short_name("D · Bot Rowan (normal)", 18, True, 40).endswith("…")


def test_long_text_wraps_at_spaces_within_its_width():
    from renderers.widgets import text_width, wrap

    assert wrap("straight flush, 10 high", 18, True, 168) == ["straight flush,", "10 high"]
    lines = wrap("Policies matching your sigil: J♥ left, J♣ right, Q♦ left", 18, False, 200, 2)
    assert len(lines) == 2 and all(text_width(line, 18) <= 200 for line in lines)
    assert lines[-1].endswith("…")  # two lines were not enough: the cut is shown
