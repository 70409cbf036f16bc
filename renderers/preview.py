"""Write sample pictures from seeded games so a person can look at them.

python -m renderers.preview jugglers --out DIR
python -m renderers.preview juggler --out DIR
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import engines
from engines.jugglers.state import JugglersState
from renderers import juggler as juggler_pictures
from renderers.juggler import samples as juggler_samples
from renderers.jugglers import render_hand, render_results, render_table
from renderers.jugglers.samples import SAMPLE_NAMES, crowded, moments, play


def _busiest_seat(state: JugglersState) -> int:
    """The seat with most of its own cards face down, so its hand picture lists them."""
    return max(
        range(state.players),
        key=lambda seat: sum(
            entry.by == seat and entry.source == "hand"
            for draft in state.drafts
            for entry in draft.face_down
        ),
    )


def jugglers(out: Path, seed: int) -> list[Path]:
    engine = engines.get("jugglers")
    written: list[Path] = []

    def write(name: str, data: bytes) -> None:
        path = out / f"jugglers-{name}.png"
        path.write_bytes(data)
        written.append(path)

    for players in range(engine.min_players, engine.max_players + 1):
        # Letters for 3 players, real-looking (and one overlong) names otherwise.
        names = None if players == 3 else SAMPLE_NAMES[:players]
        states = play(players, seed + players)
        for moment, state in moments(states):
            write(f"{players}p-{moment}", render_table(engine.view(state, None), names))
            if moment in ("tall-piles", "influence"):
                seat = _busiest_seat(state)
                write(f"{players}p-{moment}-hand", render_hand(engine.view(state, seat), names))
        write(f"{players}p-results", render_results(engine.view(states[-1], None), names))
        crowded_view = crowded(engine.view(states[len(states) // 2], 0))
        write(f"{players}p-crowded", render_table(crowded_view, names))
    classic = play(4, seed)
    view = engine.view(max(classic, key=lambda s: len(s.village_order)), 0)
    write("4p-two-colour-table", render_table(view, four_colour=False))
    write("4p-two-colour-hand", render_hand(view, four_colour=False))
    return written


def juggler(out: Path, seed: int) -> list[Path]:
    engine = engines.get("juggler")
    written: list[Path] = []

    def write(name: str, data: bytes) -> None:
        path = out / f"juggler-{name}.png"
        path.write_bytes(data)
        written.append(path)

    for players in (2, 4, 6):
        # Letters for 4 players, real-looking (and one overlong) names otherwise.
        names = None if players == 4 else juggler_samples.SAMPLE_NAMES[:players]
        states = juggler_samples.play(players, seed + players)
        for moment, state in juggler_samples.moments(states):
            write(
                f"{players}p-{moment}",
                juggler_pictures.render_table(engine.view(state, None), names),
            )
            if moment in ("discard", "reveal"):
                seat = state.turn if moment == "discard" else engine.to_act(state)[0]
                hand = juggler_pictures.render_hand(engine.view(state, seat), names)
                write(f"{players}p-{moment}-hand", hand)
        final = engine.view(states[-1], None)
        write(f"{players}p-results", juggler_pictures.render_results(final, names))
        crowded_view = juggler_samples.crowded(engine.view(states[len(states) // 2], 0))
        long_names = ["Maximilian Longname-Smythe"] * players
        write(f"{players}p-crowded", juggler_pictures.render_table(crowded_view, long_names))
        write(f"{players}p-crowded-hand", juggler_pictures.render_hand(crowded_view, long_names))
        write(
            f"{players}p-crowded-results", juggler_pictures.render_results(crowded_view, long_names)
        )
    view = engine.view(juggler_samples.play(3, seed)[40], 0)
    write("3p-plain-table", juggler_pictures.render_table(view, four_colour=False))
    write("3p-plain-hand", juggler_pictures.render_hand(view, four_colour=False))
    return written


GAMES: dict[str, Callable[[Path, int], list[Path]]] = {"jugglers": jugglers, "juggler": juggler}


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m renderers.preview", description=__doc__)
    parser.add_argument("game", choices=sorted(GAMES))
    parser.add_argument("--out", type=Path, required=True, help="directory for the PNG files")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    for path in GAMES[args.game](args.out, args.seed):
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
