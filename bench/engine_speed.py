"""How fast every registered engine plays itself: four bots, one core.

The loop is what bots and simulations do: the acting seat's view, the bot's
decision from it, `apply`. Games are played at four players (or the nearest
count the game allows). A round is one entry of the state's `results` where
the game keeps them (Jugglers, Juggler), else a whole game.

Prints the interpreter first (the same code runs a sixth to a quarter faster
on Debian's CPython 3.11, built with profile-guided optimisation, than on a
plain pyenv build of 3.11.7 on the same machine, so figures compare only on
one interpreter), then a line per engine (rounds, games and steps per CPU
second) and one RESULT line with every engine's rounds per second.
`--seconds` sets the time spent per engine, and `--only KEY` measures one
engine.

It sets no goal and never fails: absolute speeds on shared machines differ
about twofold from day to day. A speed goal is a ratio between two versions
measured in one session on one interpreter: run the old and the new script in
turn, several times (old, new, old, new...), and take the median of the
ratios of each pair's figures.
"""

from __future__ import annotations

import argparse
import os
import platform
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines


def _play(engine: engines.Engine, players: int, seed: int) -> tuple[int, int]:
    """One bot game: (rounds, steps)."""
    state = engine.new_game(players, engine.Options(), seed)
    rng = random.Random(seed)
    steps = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        state = engine.apply(state, seat, engine.bot_action(engine.view(state, seat), rng))
        steps += 1
    return max(1, len(getattr(state, "results", ()))), steps


def measure(key: str, seconds: float) -> dict[str, float]:
    engine = engines.get(key)
    players = min(max(4, engine.min_players), engine.max_players)
    warm_up = getattr(engine, "warm_up", None)
    if warm_up is not None:
        warm_up()
    _play(engine, players, 0)  # caches and imports, not counted
    rounds = steps = games = 0
    start = time.process_time()
    while (spent := time.process_time() - start) < seconds or games == 0:
        played, taken = _play(engine, players, games + 1)
        rounds, steps, games = rounds + played, steps + taken, games + 1
    return {
        "players": players,
        "rounds_per_s": rounds / spent,
        "games_per_s": games / spent,
        "steps_per_s": steps / spent,
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--seconds", type=float, default=5.0, help="CPU seconds per engine")
    parser.add_argument("--only", choices=engines.keys(), help="measure this engine alone")
    args = parser.parse_args(argv)
    cores = os.sched_getaffinity(0) if hasattr(os, "sched_getaffinity") else None
    if cores:
        os.sched_setaffinity(0, {min(cores)})
    rounds: dict[str, float] = {}
    print(
        f"  interpreter: {platform.python_implementation()} {platform.python_version()}"
        f" ({sys.executable})"
    )
    try:
        for key in [args.only] if args.only else engines.keys():
            result = measure(key, args.seconds)
            rounds[key] = result["rounds_per_s"]
            print(
                f"  {key}: {result['players']:g} players, {result['rounds_per_s']:.1f} rounds/s, "
                f"{result['games_per_s']:.2f} games/s, {result['steps_per_s']:.0f} steps/s"
            )
    finally:
        if cores:
            os.sched_setaffinity(0, cores)
    figures = " ".join(f"{key}_rounds_per_s={value:.1f}" for key, value in rounds.items())
    print(f"RESULT engine_speed {figures}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
