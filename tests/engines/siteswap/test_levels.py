"""The Siteswap bot levels (issue 34): every level plays legally in both modes, no
level repeats a wrong guess in a performance, the hard bot decides from its view
alone and spends the budget it is given, and each level beats the one below."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

import engines
from engines.core.levels import LEVELS, Budget, level_of
from engines.siteswap import hints
from engines.siteswap.actions import Guess, Lay, Pass
from engines.siteswap.hard import HARD_ITERATIONS, hard_action, unseen
from engines.siteswap.patterns import canonical, parse, text
from engines.siteswap.state import Phase, SiteswapOptions
from engines.siteswap.views import view
from tests.engines.siteswap.helpers import said, table_state

ENGINE = engines.get("siteswap")
QUICK = Budget(iterations=8)  # hard's deals in the playouts: its moves, not its strength
Decide = Callable[..., object]


def _decide(level: str) -> Decide:
    return level_of(ENGINE, level).decide


def _random(seen, rng: random.Random, budget: Budget, state=None):
    legal = ENGINE.legal_actions(state, seen.seat)
    untyped = [a for a in legal if a.kind not in ("lay", "extend", "guess")]
    return rng.choice(untyped or legal)


def _play(
    seats: list[str],
    seed: int,
    options: SiteswapOptions,
    budget: Budget = QUICK,
    watch: Callable[[object, int, object], None] | None = None,
    listed: bool = False,
):
    """One game with a level (or "random") at each seat; every move goes through `apply`,
    which refuses anything illegal, and with `listed` each untyped one must be listed
    as legal too. `watch(state, seat, action)` sees each move first."""
    state = ENGINE.new_game(len(seats), options, seed)
    rng = random.Random(seed)
    steps = 0
    while not ENGINE.is_over(state):
        steps += 1
        assert steps < 5_000, "the game did not end"
        seat = ENGINE.to_act(state)[0]
        seen = ENGINE.view(state, seat)
        if seats[seat] == "random":
            action = _random(seen, rng, budget, state)
        else:
            action = _decide(seats[seat])(seen, rng, budget)
            if listed and not isinstance(action, Lay | Guess) and action.kind != "extend":
                assert action in ENGINE.legal_actions(state, seat)
        if watch is not None:
            watch(state, seat, action)
        state = ENGINE.apply(state, seat, action)
    return state


def test_the_engine_offers_the_three_levels_and_its_usual_table():
    assert tuple(ENGINE.bots) == LEVELS
    assert ENGINE.min_players <= ENGINE.usual_players <= ENGINE.max_players
    assert ENGINE.bots["hard"].searches and ENGINE.bots["hard"].iterations == HARD_ITERATIONS
    seen = view(table_state(["531", "333", "444"]), 0)
    # normal is the game's own bot, move for move.
    for seed in range(5):
        assert _decide("normal")(seen, random.Random(seed), Budget()) == ENGINE.bot_action(
            seen, random.Random(seed)
        )


@pytest.mark.parametrize("mode", ["animated", "live"])
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_whole_games_legally(level, mode):
    for seed, (players, advanced) in enumerate([(2, False), (3, True), (4, False)]):
        options = SiteswapOptions(mode=mode, advanced=advanced, wild_guess_penalty=seed == 1)
        others = ["normal", "easy", "hard", "random"]
        final = _play([level, *others[: players - 1]], seed, options, listed=True)
        assert final.phase is Phase.OVER and final.winners


@pytest.mark.parametrize("mode", ["animated", "live"])
def test_no_level_repeats_a_wrong_guess_in_one_performance(mode):
    """Every guess a bot makes is new to its performance: never one already refused
    (the engine would refuse it too, so this checks the bots, before `apply`)."""
    guesses = 0

    def watch(state, seat, action):
        nonlocal guesses
        if isinstance(action, Guess):
            guesses += 1
            assert text(canonical(parse(action.throws))) not in state.performance.missed

    options = SiteswapOptions(mode=mode, guess_seconds=None)
    for seed in range(12):
        seats = [LEVELS[(seed + seat) % 3] for seat in range(4)]
        _play(seats, 100 + seed, options, watch=watch)
    assert guesses > 20  # the check saw the bots guess, wrong ones included


def test_in_live_mode_the_hard_bot_reads_the_hints_and_never_repeats_a_miss():
    """Nothing to watch: it reads the performer's hand from the unseen cards, and
    names only patterns that fit every hint given, each a new one."""
    state = table_state(["5317", "98", "66"], players=3, mode="live")
    state = ENGINE.apply(state, 0, Lay(throws="531"))
    state = ENGINE.apply(state, 0, ENGINE.moment_actions(state)[0][1])  # highest throw 5
    state = ENGINE.apply(state, 0, ENGINE.moment_actions(state)[0][1])  # period 3
    named = []
    while state.phase is Phase.PERFORMANCE and 1 in ENGINE.to_act(state):
        action = hard_action(view(state, 1), random.Random(3), Budget(iterations=64))
        if not isinstance(action, Guess):
            break
        words = said(hints.words(parse(action.throws), 3))
        assert words == ["3 balls", "highest throw 5", "period 3"]
        named.append(action.throws)
        state = ENGINE.apply(state, 1, action)
    assert named and len(set(named)) == len(named)


def test_hard_counts_unseen_cards_from_its_view():
    seen = view(table_state(["531", "333"], laid=[(1, "441")], discard="4"), 0)
    assert len(unseen(seen)) == 80 - 3 - 3 - 1


def _positions(options: SiteswapOptions, games: int = 6) -> list[tuple[object, int]]:
    """Every 7th state of seeded bot games, with the seat to act there."""
    seen: list[tuple[object, int]] = []
    for seed in range(games):
        _play(["normal"] * 3, 300 + seed, options,
              watch=lambda state, seat, action: seen.append((state, seat)))  # fmt: skip
    return seen[::7]


@pytest.mark.parametrize("mode", ["animated", "live"])
def test_hard_decides_from_its_view_alone(mode):
    """The scramble check: the same view gives the same decision under the same seed
    and budget, whatever the hidden cards (other hands, the pile, a performance's length)."""
    checked = 0
    for index, (state, seat) in enumerate(_positions(SiteswapOptions(mode=mode))):
        scrambled = ENGINE.scramble_hidden(state, seat, random.Random(index))
        if scrambled == state:
            continue
        assert ENGINE.view(scrambled, seat) == ENGINE.view(state, seat)
        decisions = [
            hard_action(ENGINE.view(game, seat), random.Random(index), Budget(iterations=12))
            for game in (state, scrambled)
        ]
        assert decisions[0] == decisions[1]
        checked += 1
    assert checked > 20


class CountingClock:
    """A time check that says "out of time" after `allowed` questions, and counts them."""

    def __init__(self, allowed: int) -> None:
        self.allowed, self.asked = allowed, 0

    def __call__(self) -> bool:
        self.asked += 1
        return self.asked > self.allowed


def test_hard_spends_its_budget_of_deals_and_stops_when_time_is_up():
    seen = view(table_state(["77226152", "333", "444", "555"]), 0)
    for iterations, expected in ((None, HARD_ITERATIONS), (5, 5), (40, 40)):
        clock = CountingClock(allowed=1_000)
        action = hard_action(seen, random.Random(1), Budget(iterations, clock))
        # One question before each deal after the first: the budget's count, exactly.
        assert clock.asked == expected - 1
        assert isinstance(action, Lay | Pass)
    late = CountingClock(allowed=0)
    action = hard_action(seen, random.Random(1), Budget(1_000, late))
    assert late.asked == 1 and isinstance(action, Lay | Pass)


def _share(top: str, low: str, games: int) -> float:
    """The win share of one `top` bot among `low` ones at the usual table, seats rotated."""
    players = ENGINE.usual_players
    share = 0.0
    for game in range(games):
        seats = [low] * players
        seats[game % players] = top
        winners = _play(seats, 7_000 + game, SiteswapOptions(), Budget()).winners
        share += (game % players in winners) / len(winners)
    return share / games


@pytest.mark.parametrize(
    ("top", "low", "games", "least"),
    [("easy", "random", 20, 0.7), ("normal", "easy", 40, 0.35), ("hard", "normal", 60, 0.35)],
)
def test_each_level_beats_the_one_below(top, low, games, least):
    """One bot among three of the level below wins well over its 1/4 share."""
    assert _share(top, low, games) >= least
