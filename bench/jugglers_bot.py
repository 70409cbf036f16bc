"""Jugglers bot strength: one bot against three random players.

Prints one RESULT line and exits 1 when the bot's win rate is below 1.5 times
the random players' average. Shared wins count as wins for everyone tied.
The bot's seat rotates so that no seat advantage flatters it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines

TARGET_RATIO = 1.5
PLAYERS = 4


def play_one(game: int) -> tuple[bool, int]:
    """Play one game; return whether the bot won and how many random seats won."""
    engine = engines.get("jugglers")
    bot_seat = game % PLAYERS
    state = engine.new_game(PLAYERS, engine.Options(), seed=game)
    rng = random.Random(game)
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        if seat == bot_seat:
            action = engine.bot_action(engine.view(state, seat), rng)
        else:
            action = rng.choice(engine.legal_actions(state, seat))
        state = engine.apply(state, seat, action)
    winners = set(engine.outcome(state).winners)
    return bot_seat in winners, len(winners - {bot_seat})


def main(games: int = 500) -> int:
    started = time.perf_counter()
    bot_wins = random_wins = 0
    for game in range(games):
        won, others = play_one(game)
        bot_wins += won
        random_wins += others
    bot_rate = bot_wins / games
    random_rate = random_wins / (games * (PLAYERS - 1))
    ratio = bot_rate / random_rate if random_rate else float("inf")
    elapsed = time.perf_counter() - started
    print(
        f"RESULT jugglers_bot games={games} bot_win_rate={bot_rate:.3f} "
        f"random_win_rate={random_rate:.3f} ratio={ratio:.2f} target={TARGET_RATIO} "
        f"seconds={elapsed:.1f}"
    )
    return 0 if ratio >= TARGET_RATIO else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--games", type=int, default=500)
    sys.exit(main(parser.parse_args().games))
