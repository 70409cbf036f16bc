"""Dealing, the draft's turn order, what is legal, and applying a Heroes move.

`apply` makes one copy of the state (`dataclasses.replace`, which shares every
tuple) and the move fills it in, setting fields to new tuples; nothing changes
its input or any tuple, so every earlier state stays as it was. Shuffles and
random picks come from generators derived from (seed, step), so replays are
exact.
"""

from __future__ import annotations

from dataclasses import replace

from engines.core.dice import rng_for, shuffled
from engines.core.messages import Message, msg, nmsg
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
from engines.heroes.places import SEAT_LETTERS, into_hand, refs, say, without
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
_JOKERS = {Swap: jokers.swap, Sabotage: jokers.sabotage, Ban: jokers.ban, Protect: jokers.protect}


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
        log=(msg("The draw picks {seat} to start.", seat=SEAT_LETTERS[first]),),
    )  # fmt: skip
    _start_round(state)
    return state


def _start_round(state: HeroesState) -> None:
    """Refill the Open Pool to two heroes per player, from the Hidden Pool."""
    wanted = TAKES_PER_ROUND * state.players - len(state.open_pool)
    moved = state.hidden_pool[len(state.hidden_pool) - max(0, wanted) :] if wanted > 0 else ()
    state.open_pool = (*state.open_pool, *moved)
    state.hidden_pool = state.hidden_pool[: len(state.hidden_pool) - len(moved)]
    seat = SEAT_LETTERS[state.turn]
    if state.round in JOKER_ROUNDS:
        line = nmsg(
            "Round {round} begins: {count} hero is turned face up in the Open Pool; {seat} "
            "takes first. Jokers may be played this round.",
            "Round {round} begins: {count} heroes are turned face up in the Open Pool; {seat} "
            "takes first. Jokers may be played this round.",
            len(moved), round=state.round, seat=seat,
        )  # fmt: skip
    else:
        line = nmsg(
            "Round {round} begins: {count} hero is turned face up in the Open Pool; {seat} "
            "takes first.",
            "Round {round} begins: {count} heroes are turned face up in the Open Pool; {seat} "
            "takes first.",
            len(moved), round=state.round, seat=seat,
        )  # fmt: skip
    say(state, line)


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
        raise IllegalAction(msg("It is not your turn.") if state.phase is not Phase.OVER
                            else msg("The game is over."))  # fmt: skip
    if isinstance(action, Ban) and action.hero in state.banned:
        raise IllegalAction(msg("{hero} is banned already.", hero=hero(action.hero).words))
    if isinstance(action, Sabotage):
        action = _in_order(state, action)
    if action not in legal_actions(state, seat):
        raise IllegalAction(_refusal(state, action))
    return play(state, seat, action)


def play(state: HeroesState, seat: int, action: object) -> HeroesState:
    """`apply` without its checks, for a search that plays only moves it took from
    `legal_actions` (each check builds the whole legal list again, which costs more
    than the move). The input is left as it was, as with `apply`."""
    new = replace(state, step=state.step + 1, log=())  # the one copy this move fills in
    rng = rng_for(new.seed, new.step)
    if isinstance(action, Pick):
        pick(new, seat, action)
    elif isinstance(action, Unpick):
        unpick(new, seat)
    elif isinstance(action, LockIn):
        lock_in(new, seat)
    elif isinstance(action, Swap | Sabotage | Ban | Protect):
        _JOKERS[type(action)](new, seat, action, rng)
        if new.phase is Phase.AFTER_TAKE:  # after the take, a joker ends the turn
            next_turn(new)
    elif isinstance(action, EndTurn):
        name = SEAT_LETTERS[seat]
        say(new, msg("{seat}: Nothing is left to take.", seat=name) if new.phase is Phase.TAKE
            else msg("{seat} ends the turn.", seat=name))  # fmt: skip
        next_turn(new)
    else:
        _take(new, seat, action)
    return new


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


def _refusal(state: HeroesState, action: object) -> Message:
    if isinstance(action, Swap | Sabotage | Ban | Protect):
        if state.round not in JOKER_ROUNDS:
            return msg("Jokers may be played in rounds 2 and 3 only.")
        return msg("Your joker is used, or that target is not possible.")
    return msg("That move does not fit the table now.")


def _take(state: HeroesState, seat: int, action: object) -> None:
    name = SEAT_LETTERS[seat]
    if isinstance(action, TakeHidden):
        taken = state.hidden_pool[-1]
        state.hidden_pool = state.hidden_pool[:-1]
        into_hand(state, seat, [taken])
        say(state, msg("{name} takes a hero from the Hidden Pool, blind.", name=name))
    else:
        assert isinstance(action, TakeOpen)
        tables = list(state.tables)
        tables[seat] = (*tables[seat], action.hero)
        state.tables = tuple(tables)
        words = hero(action.hero).words
        if action.hero in state.open_pool:
            state.open_pool = without(state.open_pool, action.hero)
            say(state, msg("{name} takes {hero} from the Open Pool.", name=name, hero=words))
        else:
            state.rugged = without(state.rugged, action.hero)
            say(state, msg("{name} takes {hero} from the Rugged Zone.", name=name, hero=words))
    if joker_allowed(state, seat):
        state.phase = Phase.AFTER_TAKE
    else:
        next_turn(state)


def next_turn(state: HeroesState) -> None:
    state.turn_index += 1
    state.phase, state.joker_now = Phase.TAKE, False
    if state.turn_index % state.players == 0:
        state.milestone += 1
    if state.turn_index < TAKES_PER_ROUND * state.players:
        return
    state.turn_index = 0
    if state.round < DRAFT_ROUNDS:
        state.round += 1
        _start_round(state)
        return
    state.round, state.phase = DRAFT_ROUNDS + 1, Phase.LOCK_IN
    say(state, msg("Round 4, Lock-in: everyone picks a secret lineup of four heroes."))
