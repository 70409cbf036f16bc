"""Bot ladder: does each level beat the one below it, in every game?

For each game and pairing (`higher:lower`), one bot of the higher level plays
among bots of the lower level at the game's usual player count n
(`engine.usual_players`, or `--players`), its seat moved on one place game by
game so that no seat's advantage flatters it. `random` is a level below easy:
a uniformly random legal action (the `random` kind of `simulate`, which leaves
a typed answer, such as a word, to the game's bot).

The higher bot's win share (a shared win counts as its share) gets a 95% Wilson
interval; a level climbs the ladder when the interval's lower end is above 1/n,
what an equal player would win. Games are seeded from `--seed` and their number,
so a run is reproducible, whichever process plays which game (`--processes`).

A searching level (hard) spends its own iteration budget (`--iterations` sets
another) with a cap of `--cap` seconds of CPU per move (time.process_time, 1 s
by default, as in real play); the budget, the CPU each such move took and how
many moves hit the cap are printed, since a capped decision depends on the
machine.

Prints a Markdown table (for the docs and the closing note) and one RESULT line;
exits 1 when some pairing's interval does not clear 1/n. It runs outside CI:
a full run takes hours of CPU.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections.abc import Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import engines
from bot.local.simulation import KINDS
from bot.local.summary import wilson
from engines.core.dice import rng_for
from engines.core.levels import LEVELS, BotLevel, Budget, level_of

RANDOM = "random"
DEFAULT_PAIRINGS = "easy:random,normal:easy,hard:normal"
GAMES = 1000
GAMES_WITH_SEARCH = 300


@dataclass(frozen=True)
class Pairing:
    higher: str
    lower: str

    def __str__(self) -> str:
        return f"{self.higher} > {self.lower}"


@dataclass(frozen=True)
class Task:
    """Everything one game needs, so that any process can play it."""

    game: str
    players: int
    pairing: Pairing
    index: int
    seed: int
    iterations: int | None
    cap: float


@dataclass(frozen=True)
class GameResult:
    share: float  # the higher bot's share of the win
    cpu: float  # CPU seconds the whole game took
    search_moves: tuple[float, ...]  # CPU seconds of each searching level's move
    capped: int  # searching moves stopped by the cap


def play(task: Task) -> GameResult:
    """One game: the higher bot at seat `index % players`, the lower level elsewhere."""
    started = time.process_time()
    engine = engines.get(task.game)
    seed = rng_for(task.seed, task.index, "ladder").getrandbits(62)
    higher_seat = task.index % task.players
    state = engine.new_game(task.players, engine.Options(), seed)
    search_moves: list[float] = []
    capped = 0
    steps = 0
    while not engine.is_over(state):
        seat = engine.to_act(state)[0]
        kind = task.pairing.higher if seat == higher_seat else task.pairing.lower
        rng = rng_for(seed, steps, "bot")
        if kind == RANDOM:
            action = KINDS[RANDOM](engine, state, seat, rng)
        else:
            level = level_of(engine, kind)
            if level.searches:
                action, spent, hit = _search_move(engine, level, state, seat, rng, task)
                search_moves.append(spent)
                capped += hit
            else:
                action = level.decide(engine.view(state, seat), rng, Budget())
        state = engine.apply(state, seat, action)
        steps += 1
    winners = engine.outcome(state).winners
    share = 1 / len(winners) if higher_seat in winners else 0.0
    return GameResult(share, time.process_time() - started, tuple(search_moves), capped)


def _search_move(
    engine: engines.Engine, level: BotLevel, state: Any, seat: int, rng: random.Random, task: Task
) -> tuple[Any, float, bool]:
    """A searching level's move under the budget and the CPU cap: (action, CPU, capped)."""
    started = time.process_time()
    hit = False

    def out_of_time() -> bool:
        nonlocal hit
        hit = hit or time.process_time() - started >= task.cap
        return hit

    action = level.decide(engine.view(state, seat), rng, Budget(task.iterations, out_of_time))
    return action, time.process_time() - started, hit


@dataclass(frozen=True)
class Rung:
    """One pairing's results in one game: a row of the table."""

    game: str
    pairing: Pairing
    players: int
    results: tuple[GameResult, ...]
    budget: str  # the searching level's iterations, or "" when none searches

    @property
    def share(self) -> float:
        return sum(result.share for result in self.results) / len(self.results)

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.share * len(self.results), len(self.results))

    @property
    def climbs(self) -> bool:
        return self.interval[0] > 1 / self.players

    def row(self) -> str:
        low, high = self.interval
        moves = [spent for result in self.results for spent in result.search_moves]
        capped = sum(result.capped for result in self.results)
        per_move = (
            f"{1000 * statistics.fmean(moves):.0f} / {1000 * _p95(moves):.0f} / "
            f"{1000 * max(moves):.0f} ms, {capped} of {len(moves)} capped"
            if moves
            else ""
        )
        cpu = sum(result.cpu for result in self.results)
        cells = (
            self.game, str(self.pairing), str(self.players), str(len(self.results)),
            f"{self.share:.3f}", f"{low:.3f} to {high:.3f}", f"{1 / self.players:.3f}",
            "yes" if self.climbs else "**no**", f"{cpu:.1f}", self.budget, per_move,
        )  # fmt: skip
        return "| " + " | ".join(cells) + " |"


HEADER = (
    "| game | pairing | n | games | higher's share | 95% interval | 1/n | above 1/n "
    "| CPU s | search budget | CPU per search move (mean / p95 / max) |\n"
    "|---|---|---|---|---|---|---|---|---|---|---|"
)


def _p95(values: Sequence[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


def _searching(engine: engines.Engine, pairing: Pairing) -> list[BotLevel]:
    """The levels of the pairing that search (hard), higher first."""
    levels = [level_of(engine, kind) for kind in (pairing.higher, pairing.lower) if kind != RANDOM]
    return [level for level in levels if level.searches]


def _budget(engine: engines.Engine, pairing: Pairing, iterations: int | None, cap: float) -> str:
    searching = _searching(engine, pairing)
    if not searching:
        return ""
    own = searching[0].iterations
    count = iterations if iterations is not None else own
    return f"{count} iterations{'' if count == own else f' (own {own})'}, cap {cap:g} s CPU"


def _games(pairing: Pairing, engine: engines.Engine, asked: int | None) -> int:
    if asked is not None:
        return asked
    return GAMES_WITH_SEARCH if _searching(engine, pairing) else GAMES


def _played(tasks: list[Task], processes: int) -> Iterator[GameResult]:
    if processes == 1:
        yield from map(play, tasks)
        return
    with ProcessPoolExecutor(max_workers=processes) as pool:
        yield from pool.map(play, tasks, chunksize=max(1, len(tasks) // (8 * processes)))


def climb(game: str, pairing: Pairing, players: int, games: int, args: argparse.Namespace) -> Rung:
    engine = engines.get(game)
    tasks = [
        Task(game, players, pairing, index, args.seed, args.iterations, args.cap)
        for index in range(games)
    ]
    results = tuple(_played(tasks, args.processes))
    budget = _budget(engine, pairing, args.iterations, args.cap)
    return Rung(game, pairing, players, results, budget)


def _pairings(text: str) -> list[Pairing]:
    known = (*LEVELS, RANDOM)
    pairings = []
    for item in text.split(","):
        higher, _, lower = item.strip().partition(":")
        if higher not in known or lower not in known or higher == RANDOM:
            raise argparse.ArgumentTypeError(
                f"{item!r} is not higher:lower with levels among {', '.join(known)}"
            )
        pairings.append(Pairing(higher, lower))
    return pairings


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--only", help="one game's key (default: every registered game)")
    parser.add_argument("--pairings", type=_pairings, default=_pairings(DEFAULT_PAIRINGS),
                        help=f"higher:lower,... (default {DEFAULT_PAIRINGS})")  # fmt: skip
    parser.add_argument("--games", type=int, help=f"games per pairing (default {GAMES}, "
                        f"{GAMES_WITH_SEARCH} where a level searches)")  # fmt: skip
    parser.add_argument("--players", type=int, help="n (default: each game's usual_players)")
    parser.add_argument("--iterations", type=int, help="a searching level's iterations per move")
    parser.add_argument("--cap", type=float, default=1.0, help="CPU seconds per searching move")
    parser.add_argument("--processes", type=int, default=1, help="processes to spread games on")
    parser.add_argument("--seed", type=int, default=0)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = _parser()
    args = parser.parse_args(argv)
    keys = [args.only] if args.only else engines.keys()
    if args.only and args.only not in engines.keys():
        parser.error(f"no game {args.only!r}; games: {', '.join(engines.keys())}")
    for name, value in (("games", args.games), ("iterations", args.iterations)):
        if value is not None and value < 1:
            parser.error(f"--{name} must be at least 1")
    if args.processes < 1 or args.cap <= 0:
        parser.error("--processes must be at least 1 and --cap above 0")
    started = time.perf_counter()
    rungs = []
    for key in keys:
        engine = engines.get(key)
        players = args.players or engine.usual_players
        if not engine.min_players <= players <= engine.max_players:
            parser.error(f"{key} takes {engine.min_players} to {engine.max_players} players")
        warm_up = getattr(engine, "warm_up", None)
        if warm_up is not None:
            warm_up()
        for pairing in args.pairings:
            rung = climb(key, pairing, players, _games(pairing, engine, args.games), args)
            print(rung.row(), file=sys.stderr, flush=True)
            rungs.append(rung)
    print(f"Python {sys.version.split()[0]}, seed {args.seed}, processes {args.processes}")
    print(HEADER)
    for rung in rungs:
        print(rung.row())
    climbed = sum(rung.climbs for rung in rungs)
    cpu = sum(result.cpu for rung in rungs for result in rung.results)
    print(
        f"RESULT bot_ladder pairings={len(rungs)} above_1_over_n={climbed} "
        f"games={sum(len(rung.results) for rung in rungs)} cpu_seconds={cpu:.0f} "
        f"seconds={time.perf_counter() - started:.0f}"
    )
    return 0 if climbed == len(rungs) else 1


if __name__ == "__main__":
    sys.exit(main())
