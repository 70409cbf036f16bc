"""Write sample pictures from seeded games so a person can look at them.

python -m renderers.preview <game> --out DIR [--lang fi]

A game's presentation may offer `preview(seed)`, named pictures of the moments
worth checking by eye; any other game with pictures gets its table, a hand
and the results from a few moments of a game between its bots. `--lang` draws
them in another language, to check a translation by eye (a game's own `preview`
takes `locale` once its pictures are translated).
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

import engines
from engines.core.playout import bot_game
from renderers.i18n import LANGUAGES, SOURCE, takes_locale
from renderers.presentation import presentation_for

SAMPLE_NAMES = ("alice", "Bot Ada", "Christopher Columbus", "dave", "Eve", "Maximilian")
MOMENTS = 6


def generic_pictures(game: str, seed: int, locale: str = SOURCE) -> Iterator[tuple[str, bytes]]:
    """Table and hand at a few moments, and the results, at the smallest and largest table."""
    engine = engines.get(game)
    presentation = presentation_for(game)
    for players in sorted({engine.min_players, engine.max_players}):
        names = list(SAMPLE_NAMES[:players])
        states = bot_game(engine, players, seed + players)
        step = max(1, len(states) // MOMENTS)
        for index, state in enumerate(states[::step]):
            table = presentation.draw("table", engine.view(state, None), names, locale)
            seat = (engine.to_act(state) or [0])[0]
            hand = presentation.draw("hand", engine.view(state, seat), names, locale)
            for kind, data in (("table", table), ("hand", hand)):
                if data is not None:
                    yield f"{players}p-{index + 1}-{kind}", data
        try:
            results = presentation.draw("results", engine.view(states[-1], None), names, locale)
        except ValueError:
            results = None
        if results is not None:
            yield f"{players}p-results", results


def pictures(game: str, seed: int, locale: str = SOURCE) -> Iterator[tuple[str, bytes]]:
    """The game's own previews, or the generic ones; a picture identical to one already
    shown (an empty hand at two table sizes) is left out, as it is nothing new to look at."""
    module = presentation_for(game).module
    own = getattr(module, "preview", None)
    seen: set[bytes] = set()
    if own is not None:
        drawn = own(seed, locale=locale) if takes_locale(own) else own(seed)
    else:
        drawn = generic_pictures(game, seed, locale)
    for name, data in drawn:
        digest = hashlib.sha256(data).digest()
        if digest not in seen:
            seen.add(digest)
            yield name, data


# What --help says: for whoever wants to look at the pictures, not for the code's readers.
HELP = (
    "Draw sample pictures of a game as its Discord thread shows them: the table, a "
    "player's hand and the results, at a few moments of games played by bots. Each "
    "picture is saved as a PNG file in the folder named by --out, and its path printed."
)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m renderers.preview", description=HELP)
    parser.add_argument("game", choices=engines.keys(), help="the game to draw")
    parser.add_argument(
        "--out", type=Path, required=True, metavar="FOLDER",
        help="where to save the pictures (made if missing)",
    )  # fmt: skip
    parser.add_argument(
        "--seed", type=int, default=1,
        help="which games to draw: the same seed draws the same pictures (default: 1)",
    )  # fmt: skip
    parser.add_argument(
        "--lang", choices=LANGUAGES, default=SOURCE,
        help="the language of the pictures' words (default: en)",
    )  # fmt: skip
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for name, data in pictures(args.game, args.seed, args.lang):
        path = args.out / f"{args.game}-{name}.png"
        path.write_bytes(data)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
