"""Information-set Monte Carlo tree search (single-observer ISMCTS).

Cowling, Powley and Whitehouse (2012): a bot that cannot see the other hands
searches one tree over the positions its view allows. Each iteration deals the
hidden cards afresh, consistently with the view (a *determinization*), walks
the tree choosing only among the moves legal in that deal (UCB1 weighed by how
often a move was available), adds one new move, plays the game on with a fast
policy, and credits every move on the way with the result for the seat that
made it. The move tried most often at the root is the answer.

A game takes part through a `SearchGame`: how to deal what the searcher cannot
see, and how to score a finished or cut-off playout. Everything is seeded by
the caller's generator, so the same view, seed and iteration count give the
same move in any process.
"""

from __future__ import annotations

import math
import random
from collections.abc import Hashable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from engines.core.levels import Budget
from engines.core.protocol import Outcome

# Exploration constant of UCB1 for rewards in [0, 1].
EXPLORATION = 0.7


class SearchGame(Protocol):
    """What the search needs from one game; engines adapt their rules to it."""

    def determinize(self, view: Any, rng: random.Random) -> Any:
        """A whole state the searcher's view could be showing: its own secrets and
        everything public as the view says, the rest dealt at random from what is
        unaccounted for. Built from the view alone, never from the true state."""
        ...

    def to_act(self, state: Any) -> Sequence[int]: ...

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]: ...

    def apply(self, state: Any, seat: int, action: Any) -> Any: ...

    def key(self, action: Any) -> Hashable:
        """Equal for the same move in any deal (the tree's edge labels)."""
        ...

    def playout_action(self, state: Any, seat: int, rng: random.Random) -> Any:
        """The fast policy that plays a playout on (a simple bot on the seat's view)."""
        ...

    def stop_playout(self, state: Any, steps: int) -> bool:
        """Whether a playout has gone far enough to be scored (its end, at least)."""
        ...

    def rewards(self, state: Any) -> Sequence[float]:
        """Each seat's result in [0, 1]: its share of the win at the end, an estimate
        of it when a playout was cut off."""
        ...


@dataclass(slots=True)
class Node:
    """A move in the tree, with what it earned its mover over the iterations."""

    action: Any = None
    mover: int = -1
    visits: int = 0
    reward: float = 0.0
    # How many times this move was legal when its parent was passed through.
    available: int = 1
    children: dict[tuple[int, Hashable], Node] = field(default_factory=dict)

    def score(self) -> float:
        return self.reward / self.visits + EXPLORATION * math.sqrt(
            math.log(self.available) / self.visits
        )


def search(
    game: SearchGame, view: Any, seat: int, rng: random.Random, budget: Budget, iterations: int
) -> Any:
    """The move `seat` makes from `view` after `iterations` iterations (or fewer, when
    `budget.out_of_time()` says so; at least one is always made)."""
    root = Node()
    for done in range(budget.iterations or iterations):
        if done and budget.out_of_time():
            break
        _iterate(game, root, seat, game.determinize(view, rng), rng)
    best = max(root.children.values(), key=lambda node: node.visits)
    return best.action


def _iterate(game: SearchGame, root: Node, seat: int, state: Any, rng: random.Random) -> None:
    path: list[Node] = []
    node = root
    steps = 0
    while True:
        movers = game.to_act(state)
        if not movers or game.stop_playout(state, steps):
            break
        # Where several seats choose at once, the searcher's own choice is the root.
        mover = seat if node is root else movers[0]
        options = game.legal_actions(state, mover)
        untried = [a for a in options if (mover, game.key(a)) not in node.children]
        if untried:
            action = untried[rng.randrange(len(untried))]
            child = Node(action, mover)
            node.children[mover, game.key(action)] = child
            path.append(child)
            state = game.apply(state, mover, action)
            steps += 1
            break
        node = _select(game, node, mover, options)
        path.append(node)
        state = game.apply(state, mover, node.action)
        steps += 1
    while True:
        movers = game.to_act(state)
        if not movers or game.stop_playout(state, steps):
            break
        mover = movers[0]
        state = game.apply(state, mover, game.playout_action(state, mover, rng))
        steps += 1
    rewards = game.rewards(state)
    for node in path:
        node.visits += 1
        node.reward += rewards[node.mover]


def _select(game: SearchGame, node: Node, mover: int, options: Sequence[Any]) -> Node:
    """The UCB1 choice among the children legal in this deal; each of them counts
    one more availability, so a move rarely legal is not over-explored."""
    candidates = [node.children[mover, game.key(action)] for action in options]
    for child in candidates:
        child.available += 1
    return max(candidates, key=Node.score)


class EngineGame:
    """A `SearchGame` over an engine's own rules, with the usual choices: edges keyed
    by the action's JSON, playouts by the engine's normal bot on each seat's view,
    played to the end and scored by shares of the win. A game subclasses it and
    supplies `determinize`, and overrides the rest where its rules call for it
    (a cheaper playout bot, a cut-off with an estimate)."""

    def __init__(self, engine: Any) -> None:
        self.engine = engine

    def determinize(self, view: Any, rng: random.Random) -> Any:
        raise NotImplementedError

    def to_act(self, state: Any) -> Sequence[int]:
        return self.engine.to_act(state)

    def legal_actions(self, state: Any, seat: int) -> Sequence[Any]:
        return self.engine.legal_actions(state, seat)

    def apply(self, state: Any, seat: int, action: Any) -> Any:
        return self.engine.apply(state, seat, action)

    def key(self, action: Any) -> Hashable:
        return action.model_dump_json()

    def playout_action(self, state: Any, seat: int, rng: random.Random) -> Any:
        return self.engine.bot_action(self.engine.view(state, seat), rng)

    def stop_playout(self, state: Any, steps: int) -> bool:
        return False

    def rewards(self, state: Any) -> Sequence[float]:
        return win_shares(self.engine.outcome(state))


def win_shares(outcome: Outcome) -> list[float]:
    """One win split among the winners (ties share), nothing for the others."""
    share = 1 / len(outcome.winners) if outcome.winners else 0.0
    return [share if seat in outcome.winners else 0.0 for seat in range(len(outcome.scores))]
