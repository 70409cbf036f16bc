"""The shared look: colours, fonts and the PNG encoder of every game's pictures.

Everything is drawn in a few flat colours, so a finished picture maps onto one
fixed palette (the theme colours plus their anti-aliasing blends) instead of
being quantised afresh. That is several times faster than an octree quantiser,
keeps files small and leaves theme colours exact, so a red heart stays red.
"""

from __future__ import annotations

import io
from functools import lru_cache
from pathlib import Path

from PIL import Image, ImageFont

Colour = tuple[int, int, int]

FONTS = Path(__file__).parent / "assets" / "fonts"

# Backgrounds, darkest first.
FELT_DARK: Colour = (16, 54, 38)
FELT: Colour = (27, 82, 58)
PANEL: Colour = (22, 68, 48)
PLATE: Colour = (37, 99, 72)
PLATE_ACTIVE: Colour = (74, 64, 24)
CARD_FACE: Colour = (250, 248, 240)
CARD_EDGE: Colour = (150, 146, 132)
CARD_DIM: Colour = (128, 146, 136)
BACK: Colour = (122, 34, 52)
BACK_LINE: Colour = (160, 64, 82)
SLOT_LINE: Colour = (86, 138, 112)

# Inks. Each meets the WCAG AA contrast ratio (4.5:1) on every background it is
# drawn on (tests/renderers/test_readability.py checks every preview picture).
TEXT: Colour = (244, 241, 230)
TEXT_DIM: Colour = (190, 214, 200)
INK: Colour = (28, 28, 32)
INK_DIM: Colour = (34, 40, 38)
GOLD: Colour = (248, 204, 96)
PASS: Colour = (130, 228, 154)
FAIL: Colour = (255, 140, 128)
JOKER: Colour = (110, 64, 170)

RED: Colour = (210, 40, 40)
BLACK: Colour = (28, 28, 32)
GREEN: Colour = (22, 128, 62)
BLUE: Colour = (28, 92, 196)

FOUR_COLOUR_SUITS: dict[str, Colour] = {"c": GREEN, "d": BLUE, "h": RED, "s": BLACK}
TWO_COLOUR_SUITS: dict[str, Colour] = {"c": BLACK, "d": RED, "h": RED, "s": BLACK}

# One colour per ring place (seats A-E, then dummies), told apart on the felt
# and from the suit colours; tags and names carry the same information in text.
HEAD_COLOURS: tuple[Colour, ...] = (
    (244, 162, 89),
    (91, 192, 235),
    (229, 107, 159),
    (236, 226, 110),
    (179, 157, 219),
)
DUMMY_COLOUR: Colour = (176, 190, 197)

BACKGROUNDS: tuple[Colour, ...] = (
    FELT_DARK,
    FELT,
    PANEL,
    PLATE,
    PLATE_ACTIVE,
    CARD_FACE,
    CARD_DIM,
    BACK,
    GOLD,
    *HEAD_COLOURS,
    DUMMY_COLOUR,
    PASS,
    FAIL,
)
INKS: tuple[Colour, ...] = (
    TEXT,
    TEXT_DIM,
    INK,
    INK_DIM,
    GOLD,
    PASS,
    FAIL,
    JOKER,
    RED,
    BLACK,
    GREEN,
    BLUE,
    CARD_EDGE,
    BACK_LINE,
    SLOT_LINE,
    CARD_FACE,
    PLATE,
    FELT_DARK,
)
BLEND_STEPS = (0.25, 0.5, 0.75)
NEAR_TWIN = 12**2  # squared distance under which a blend would shadow a theme colour
# Discord shows a picture about 400 px wide on a phone. Text reads there when its
# capitals (and digits) are at least 11 px tall: DejaVu's capitals are 0.73 em, so
# a picture 472 px wide uses no font under 18 px, one 800 px wide none under 30.
PHONE_WIDTH = 400
SMALLEST_ON_PHONE = 11
PNG_COMPRESS_LEVEL = 3  # measured: level 6 doubles encoding time for ~25% smaller files
# The width of every picture: at it, the 18 px text used throughout is 11 px tall on a phone.
PICTURE_WIDTH = 472
# The phone column every table and results picture is laid out on, shared so the
# games' pictures line up alike: the edge margin, the body text, a line of that
# text, and the header band (title and status pill).
MARGIN = 8
TEXT_SIZE = 18
LINE = 24
HEADER = 2 * LINE + 30


def cap_height(size: int, bold: bool = False) -> int:
    """How tall capitals and digits of `size` come out, in pixels: what "text height" means."""
    top, bottom = font(size, bold).getbbox("H")[1::2]
    return bottom - top


def text_height_on_phone(size: int, width: int, bold: bool = False) -> float:
    """The capitals' height of `size` text once a picture `width` px wide shows on a phone."""
    return cap_height(size, bold) * PHONE_WIDTH / width


def smallest_font(width: int) -> int:
    """The least font size a picture `width` px wide may use and stay readable on a phone."""
    size = 6
    while text_height_on_phone(size, width) < SMALLEST_ON_PHONE:
        size += 1
    return size


def suit_colour(suit: str, four_colour: bool) -> Colour:
    return (FOUR_COLOUR_SUITS if four_colour else TWO_COLOUR_SUITS)[suit]


@lru_cache(maxsize=8)  # loading a face takes 0.04 ms; each kept one about 0.27 MB
def font(size: int, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (Pillow's built-in font has no suit glyphs), the sizes used last kept loaded."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONTS / name), size, layout_engine=ImageFont.Layout.BASIC)


def blend(ink: Colour, background: Colour, amount: float) -> Colour:
    """`ink` laid over `background` at `amount` coverage, as anti-aliasing does."""
    red, green, blue = (round(b + (i - b) * amount) for i, b in zip(ink, background, strict=True))
    return red, green, blue


@lru_cache(maxsize=1)
def palette() -> Image.Image:
    """The fixed palette: every theme colour exactly, then the edges between them.

    Anti-aliased edges are blends of an ink over a background; there are more
    possible blends than palette entries, so a median cut picks the rest. Blends
    very close to a theme colour are dropped: Pillow looks colours up in a
    coarse cache, and a near twin could win a flat area from the true colour.
    """
    exact = list(dict.fromkeys((*BACKGROUNDS, *INKS)))
    blends = [
        blend(ink, background, step)
        for background in BACKGROUNDS
        for ink in (*INKS, *BACKGROUNDS)
        for step in BLEND_STEPS
    ]
    swatch = Image.new("RGB", (len(blends), 1))
    swatch.putdata(blends)
    reduced = swatch.quantize(256 - len(exact), method=Image.Quantize.MEDIANCUT).getpalette()
    edges = [tuple(reduced[i : i + 3]) for i in range(0, 3 * (256 - len(exact)), 3)]
    colours = exact + [
        edge
        for edge in edges
        if all(sum((a - b) ** 2 for a, b in zip(edge, c, strict=True)) > NEAR_TWIN for c in exact)
    ]
    flat = [channel for colour in colours for channel in colour]
    image = Image.new("P", (1, 1))
    image.putpalette(flat + flat[:3] * (256 - len(colours)))
    return image


def encode_png(image: Image.Image) -> bytes:
    """Map onto the fixed palette (no dithering: flat areas stay flat) and save."""
    indexed = image.quantize(palette=palette(), dither=Image.Dither.NONE)
    out = io.BytesIO()
    indexed.save(out, format="PNG", optimize=False, compress_level=PNG_COMPRESS_LEVEL)
    return out.getvalue()
