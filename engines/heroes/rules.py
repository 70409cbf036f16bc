"""Dealing, the draft's turn order, what is legal, and applying a Heroes move.

`apply` builds the next state from what a move changes; nothing here changes
its input. Shuffles and random picks come from generators derived from
(seed, step), so replays are exact.
"""

from __future__ import annotations

from engines.core.dice import rng_for, shuffled
from engines.core.protocol import IllegalAction
from engines.heroes import jokers
from engines.heroes.actions import (
    Ban,
    EndTurn,
    HeroesAction,
    LockIn,
    Pick,
    Protect,
    Sabotage,
    Swap,
    TakeHidden,
    TakeOpen,
    Unpick,
)
from engines.heroes.lockin import lock_in, pick, unpick
from engines.heroes.places import SEAT_LETTERS, refs, say
from engines.heroes.roster import ROSTER, hero
from engines.heroes.state import (
    DRAFT_ROUNDS,
    JOKER_ROUNDS,
    LINEUP_SIZE,
    TAKES_PER_ROUND,
    HeroesOptions,
    HeroesState,
    Phase,
)

MIN_PLAYERS, MAX_PLAYERS = 3, 6


def new_game(players: int, options: HeroesOptions, seed: int) -> HeroesState:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Heroes is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players}")
    rng = rng_for(seed, 0, "deal")
    first = rng.randrange(players)
    state = HeroesState(
        players=players, seed=seed, first=first,
        hidden_pool=tuple(shuffled([h.id for h in ROSTER], rng)),
        hands=((),) * players, tables=((),) * players, bank=(0,) * players,
        joker_used=(False,) * players, lineups=((),) * players, locked=(False,) * players,
        log=(f"The draw picks {SEAT_LETTERS[first]} to start.",),
    )  # fmt: skip
    return _start_round(state)


def _start_round(state: HeroesState) -> HeroesState:
    """Refill the Open Pool to two heroes per player, from the Hidden Pool."""
    wanted = TAKES_PER_ROUND * state.players - len(state.open_pool)
    moved = state.hidden_pool[len(state.hidden_pool) - max(0, wanted) :] if wanted > 0 else ()
    state = state.model_copy(update={
        "open_pool": (*state.open_pool, *moved),
        "hidden_pool": state.hidden_pool[: len(state.hidden_pool) - len(moved)],
    })  # fmt: skip
    joker = " Jokers may be played this round." if state.round in JOKER_ROUNDS else ""
    return say(state, f"Round {state.round} begins: {len(moved)} heroes are turned face up "
               f"in the Open Pool; {SEAT_LETTERS[state.turn]} takes first.{joker}")  # fmt: skip


def to_act(state: HeroesState) -> list[int]:
    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.LOCK_IN:
        return [seat for seat in range(state.players) if not state.locked[seat]]
    return [state.turn]


def joker_allowed(state: HeroesState, seat: int) -> bool:
    return state.round in JOKER_ROUNDS and not state.joker_used[seat] and not state.joker_now


def _joker_actions(state: HeroesState, seat: int) -> list[HeroesAction]:
    moves: list[HeroesAction] = [Protect()]
    mine = refs(state, seat)
    for target in range(state.players):
        if target == seat:
            continue
        theirs = refs(state, target)
        moves += [Swap(mine=a, target=target, theirs=b) for a in mine for b in theirs]
        if len(theirs) == 1:
            moves.append(Sabotage(target=target, first=theirs[0], second=None))
        moves += [Sabotage(target=target, first=a, second=b)
                  for i, a in enumerate(theirs) for b in theirs[i + 1:]]  # fmt: skip
    moves += [Ban(house=h.house, hero=h.id) for h in ROSTER if h.id not in state.banned]
    return moves


def legal_actions(state: HeroesState, seat: int) -> list[HeroesAction]:
    if seat not in to_act(state):
        return []
    if state.phase is Phase.LOCK_IN:
        picked, owned = state.lineups[seat], state.possession(seat)
        size = min(LINEUP_SIZE, len(owned))
        moves: list[HeroesAction] = [LockIn()] if len(picked) == size else []
        if len(picked) < size:
            moves += [Pick(hero=h) for h in sorted(set(owned) - set(picked))]
        if picked:
            moves.append(Unpick())
        return moves
    joker = _joker_actions(state, seat) if joker_allowed(state, seat) else []
    if state.phase is Phase.AFTER_TAKE:
        return [EndTurn(), *joker]
    if state.open_pool or state.hidden_pool:
        takes: list[HeroesAction] = [TakeOpen(hero=h) for h in state.open_pool]
        takes += [TakeHidden()] if state.hidden_pool else []
    else:  # both pools empty: a face-up take from the Rugged Zone, or nothing at all
        takes = [TakeOpen(hero=h) for h in state.rugged] or [EndTurn()]
    return [*takes, *joker]


def apply(state: HeroesState, seat: int, action: object) -> HeroesState:
    if seat not in to_act(state):
        raise IllegalAction("It is not your turn." if state.phase is not Phase.OVER
                            else "The game is over.")  # fmt: skip
    if isinstance(action, Ban) and action.hero in state.banned:
        raise IllegalAction(f"{hero(action.hero).card} is banned already.")
    if isinstance(action, Sabotage):
        action = _in_order(state, action)
    if action not in legal_actions(state, seat):
        raise IllegalAction(_refusal(state, action))
    state = state.model_copy(update={"step": state.step + 1, "log": ()})
    rng = rng_for(state.seed, state.step)
    if isinstance(action, Pick):
        return pick(state, seat, action)
    if isinstance(action, Unpick):
        return unpick(state, seat)
    if isinstance(action, LockIn):
        return lock_in(state, seat)
    if isinstance(action, Swap):
        return _after_joker(jokers.swap(state, seat, action, rng))
    if isinstance(action, Sabotage):
        return _after_joker(jokers.sabotage(state, seat, action, rng))
    if isinstance(action, Ban):
        return _after_joker(jokers.ban(state, seat, action, rng))
    if isinstance(action, Protect):
        return _after_joker(jokers.protect(state, seat, action, rng))
    if isinstance(action, EndTurn):
        skipped = state.phase is Phase.TAKE
        line = "Nothing is left to take" if skipped else "ends the turn"
        return next_turn(say(state, f"{SEAT_LETTERS[seat]}: {line}."))
    return _take(state, seat, action)


def _in_order(state: HeroesState, action: Sabotage) -> Sabotage:
    """The two heroes of a Sabotage in possession order: picking them either way round
    is the same move."""
    order = refs(state, action.target) if 0 <= action.target < state.players else []
    if (
        action.second in order
        and action.first in order
        and (order.index(action.second) < order.index(action.first))
    ):
        return action.model_copy(update={"first": action.second, "second": action.first})
    return action


def _refusal(state: HeroesState, action: object) -> str:
    if isinstance(action, Swap | Sabotage | Ban | Protect):
        if state.round not in JOKER_ROUNDS:
            return "Jokers may be played in rounds 2 and 3 only."
        return "Your joker is used, or that target is not possible."
    return "That move does not fit the table now."


def _take(state: HeroesState, seat: int, action: object) -> HeroesState:
    name = SEAT_LETTERS[seat]
    if isinstance(action, TakeHidden):
        taken = state.hidden_pool[-1]
        hands = list(state.hands)
        hands[seat] = (*hands[seat], taken)
        state = state.model_copy(update={"hidden_pool": state.hidden_pool[:-1],
                                         "hands": tuple(hands)})  # fmt: skip
        state = say(state, f"{name} takes a hero from the Hidden Pool, blind.")
    else:
        assert isinstance(action, TakeOpen)
        source = "open_pool" if action.hero in state.open_pool else "rugged"
        tables = list(state.tables)
        tables[seat] = (*tables[seat], action.hero)
        left = tuple(h for h in getattr(state, source) if h != action.hero)
        state = state.model_copy(update={source: left, "tables": tuple(tables)})
        where = "Open Pool" if source == "open_pool" else "Rugged Zone"
        state = say(state, f"{name} takes {hero(action.hero).card} from the {where}.")
    if joker_allowed(state, seat):
        return state.model_copy(update={"phase": Phase.AFTER_TAKE})
    return next_turn(state)


def _after_joker(state: HeroesState) -> HeroesState:
    """A joker before the take leaves the take to do; after it, the turn is over."""
    return next_turn(state) if state.phase is Phase.AFTER_TAKE else state


def next_turn(state: HeroesState) -> HeroesState:
    index = state.turn_index + 1
    update: dict[str, object] = {"turn_index": index, "phase": Phase.TAKE, "joker_now": False}
    if index % state.players == 0:
        update["milestone"] = state.milestone + 1
    if index < TAKES_PER_ROUND * state.players:
        return state.model_copy(update=update)
    update["turn_index"] = 0
    if state.round < DRAFT_ROUNDS:
        update["round"] = state.round + 1
        return _start_round(state.model_copy(update=update))
    update.update({"round": DRAFT_ROUNDS + 1, "phase": Phase.LOCK_IN})
    return say(state.model_copy(update=update),
               "Round 4, Lock-in: everyone picks a secret lineup of four heroes.")  # fmt: skip
