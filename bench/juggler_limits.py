"""Juggler's safety stops are never reached by real play: `--games` four-bot games.

The source rules end a round only by a declaration and the game only at the
target; the engine adds a hand limit, a longest round and a stop after rounds
in a row that nobody scores, so that a table nobody plays properly cannot run
for ever. This plays whole bot games with the default options and reports the
largest hand, the longest round (turns per player), the longest run of
scoreless rounds and the longest game (rounds) seen; exits 1 if any game came
within half of a limit.
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines
from engines.juggler.cards import HAND_LIMIT, SCORELESS_ROUNDS
from engines.juggler.rules import ROUND_ROTATIONS

PLAYERS = 4


def play(seed: int) -> tuple[int, float, int, int]:
    """One bot game: (largest hand, most turns per player in a round, longest run of
    scoreless rounds, rounds)."""
    engine = engines.get("juggler")
    state = engine.new_game(PLAYERS, engine.Options(), seed)
    rng = random.Random(seed)
    hand = turns = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        done = state.turns_done
        state = engine.apply(state, seat, engine.bot_action(engine.view(state, seat), rng))
        hand = max(hand, *map(len, state.hands))
        turns = max(turns, done + 1)
    run = longest = 0
    for result in state.results:
        run = 0 if any(result.points) else run + 1
        longest = max(longest, run)
    return hand, turns / PLAYERS, longest, len(state.results)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=1000)
    args = parser.parse_args(argv)
    engines.get("juggler").warm_up()
    seen = [play(seed) for seed in range(1, args.games + 1)]
    hand = max(s[0] for s in seen)
    turns = max(s[1] for s in seen)
    scoreless = max(s[2] for s in seen)
    rounds = max(s[3] for s in seen)
    print(f"RESULT juggler_limits games={args.games} largest_hand={hand} limit={HAND_LIMIT} "
          f"longest_round_turns={turns:g} limit={ROUND_ROTATIONS} "
          f"scoreless_rounds_in_a_row={scoreless} limit={SCORELESS_ROUNDS} "
          f"longest_game_rounds={rounds}")  # fmt: skip
    near = (hand * 2 > HAND_LIMIT or turns * 2 > ROUND_ROTATIONS
            or scoreless * 2 > SCORELESS_ROUNDS)  # fmt: skip
    return 1 if near else 0


if __name__ == "__main__":
    sys.exit(main())
