"""A fingerprint of every engine's behaviour: the same number before and after a change
means the same games.

For each engine, 100 seeded bot games (two players up to the game's maximum, in
turn) are played; every state's JSON, every seat's and the public view's JSON,
and every bot move are hashed in order. A refactor that must change nothing for
players or stores (issue 33) compares these digests before and after. Prints a
line per engine and one RESULT line with all digests.
"""

from __future__ import annotations

import argparse
import hashlib
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines
from engines.core.records import to_json


def fingerprint(key: str, games: int = 100) -> str:
    engine = engines.get(key)
    warm_up = getattr(engine, "warm_up", None)
    if warm_up is not None:
        warm_up()
    digest = hashlib.sha256()
    counts = range(engine.min_players, engine.max_players + 1)
    for game in range(games):
        players = counts[game % len(counts)]
        state = engine.new_game(players, engine.Options(), game)
        rng = random.Random(game)
        while True:
            digest.update(to_json(state).encode())
            for seat in (None, *range(players)):
                digest.update(to_json(engine.view(state, seat)).encode())
            if engine.is_over(state):
                break
            seat = engine.to_act(state)[0]
            action = engine.bot_action(engine.view(state, seat), rng)
            digest.update(to_json(action).encode())
            state = engine.apply(state, seat, action)
    return digest.hexdigest()[:16]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--only", choices=engines.keys())
    args = parser.parse_args(argv)
    keys = [args.only] if args.only else engines.keys()
    digests = {}
    for key in keys:
        digests[key] = fingerprint(key, args.games)
        print(f"{key:>10}: {digests[key]}", flush=True)
    print("RESULT " + " ".join(f"{key}={value}" for key, value in digests.items()))
    return 0


if __name__ == "__main__":
    sys.exit(main())
