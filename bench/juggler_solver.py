"""Juggler: solver speed, bot strength and bot speed.

The issue asks the solver for a 10-card hand's best word in under 5 ms
(median), and a bot that beats a simple greedy bot over 300 games: the hard
bot, which knows the whole dictionary as the greedy one does (the normal bot
knows only the 40,000 commonest words). Hands are
random draws from the 70-card deck; the index is built before timing starts.
Games are 2-player, the bot against `greedy_action`, seats alternating so the
first turn flatters neither; a shared win counts for both. Prints one RESULT line
with both and exits 1 when either target is missed.

The RESULT line also gives the bot's time per turn (its take, its discard and
its share of the reveals) over `--timed` four-bot games, the tables the
service runs: a figure behind bench/service_latency.py, reported, not enforced.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines
from engines.juggler.actions import Take
from engines.juggler.bots import bot_action, greedy_action, hard_action
from engines.juggler.cards import deck
from engines.juggler.solver import best_word, index

TARGET_MS = 5
HAND_SIZE = 10
SEED = 20240901


def solver_median_ms(hands: int) -> float:
    index("en")
    rng = random.Random(SEED)
    cards = deck("red") + deck("black")
    samples = ["".join(rng.sample(cards, HAND_SIZE)) for _ in range(hands)]
    times = []
    for hand in samples:
        start = time.perf_counter()
        best_word(hand)
        times.append(time.perf_counter() - start)
    return statistics.median(times) * 1000


def play_one(game: int) -> tuple[bool, bool]:
    """One 2-player game; whether the hard bot and the greedy bot are among the winners."""
    engine = engines.get("juggler")
    bot_seat = game % 2
    state = engine.new_game(2, engine.Options(), seed=game)
    rng = random.Random(game)
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        chooser = hard_action if seat == bot_seat else greedy_action
        state = engine.apply(state, seat, chooser(engine.view(state, seat), rng))
    winners = engine.outcome(state).winners
    return bot_seat in winners, 1 - bot_seat in winners


def bot_ms_per_turn(games: int) -> float:
    """The bot's decision time per turn over four-bot games (seeds 1..games)."""
    engine = engines.get("juggler")
    spent, turns = 0.0, 0
    for seed in range(1, games + 1):
        state = engine.new_game(4, engine.Options(), seed)
        rng = random.Random(seed)
        while not engine.is_over(state):
            seat = engine.to_act(state)[0]
            view = engine.view(state, seat)
            start = time.perf_counter()
            action = bot_action(view, rng)
            spent += time.perf_counter() - start
            turns += isinstance(action, Take)
            state = engine.apply(state, seat, action)
    return spent / max(turns, 1) * 1000


def main(hands: int = 2000, games: int = 300, timed: int = 50) -> int:
    """Print the RESULT line; the return value is the exit code."""
    median = solver_median_ms(hands)
    per_turn = bot_ms_per_turn(timed)
    started = time.perf_counter()
    results = [play_one(game) for game in range(games)]
    bot_wins = sum(bot for bot, _ in results)
    greedy_wins = sum(greedy for _, greedy in results)
    print(f"  {games} games against the greedy bot in {time.perf_counter() - started:.1f} s")
    print(
        f"RESULT juggler_solver hands={hands} median_ms={median:.3f} target_ms={TARGET_MS} "
        f"games={games} bot_wins={bot_wins} greedy_wins={greedy_wins} "
        f"timed_games={timed} bot_ms_per_turn={per_turn:.3f}"
    )
    return 0 if median < TARGET_MS and bot_wins > greedy_wins else 1


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--timed", type=int, default=50)
    arguments = parser.parse_args()
    sys.exit(main(arguments.hands, arguments.games, arguments.timed))
