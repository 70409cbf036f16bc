"""The four joker actions, exactly as the seed has them, with the rulings' clarifications.

A hero on a player's table counts as in their possession; a replacement comes
from the Hidden Pool, else the Rugged Zone, never a hero the same action just
moved there. Star Bank: a player who loses a hero to someone else's Sabotage or
Ban banks half its stars, rounded up; the joker's user never banks.

Each joker fills in the state `apply` is making (see `places`).
"""

from __future__ import annotations

import random

from engines.core.protocol import IllegalAction
from engines.heroes.actions import Ban, Protect, Sabotage, Swap
from engines.heroes.places import (
    SEAT_LETTERS,
    at,
    draw_replacement,
    into_hand,
    refs,
    say,
    take_out,
    without,
)
from engines.heroes.roster import hero
from engines.heroes.scoring import bank_for
from engines.heroes.state import HeroesState


def stars(count: int) -> str:
    """"1 star", "3 stars": what a Star Bank line says."""
    return f"{count} star" if count == 1 else f"{count} stars"


def _used(state: HeroesState, seat: int) -> None:
    used = list(state.joker_used)
    used[seat] = True
    state.joker_used, state.joker_now = tuple(used), True


def _banked(state: HeroesState, seat: int, amount: int) -> None:
    bank = list(state.bank)
    bank[seat] += amount
    state.bank = tuple(bank)


def swap(state: HeroesState, seat: int, action: Swap, rng: random.Random) -> None:
    mine, theirs = at(state, seat, action.mine), at(state, action.target, action.theirs)
    take_out(state, seat, [action.mine])
    take_out(state, action.target, [action.theirs])
    into_hand(state, seat, [theirs], rng)
    into_hand(state, action.target, [mine], rng)
    _used(state, seat)
    user, other = SEAT_LETTERS[seat], SEAT_LETTERS[action.target]
    say(state,
        f"{user} plays the joker: Swap. {user} gives {hero(mine).card} and takes "
        f"{hero(theirs).card} from {other}; both go face down into their new hands, "
        "and both hands are shuffled.")  # fmt: skip


def sabotage(state: HeroesState, seat: int, action: Sabotage, rng: random.Random) -> None:
    chosen = [action.first] + ([action.second] if action.second else [])
    lost = [at(state, action.target, ref) for ref in chosen]
    take_out(state, action.target, chosen)
    state.rugged = (*state.rugged, *lost)
    user, other = SEAT_LETTERS[seat], SEAT_LETTERS[action.target]
    lines = [f"{user} plays the joker: Sabotage on {other}. "
             + " and ".join(hero(h).card for h in lost) + " go to the Rugged Zone."]  # fmt: skip
    for _ in lost:
        got = draw_replacement(state, action.target, set(lost), rng)
        lines.append(f"{other} draws {got}, face down.")
    if action.target != seat:
        banked = sum(bank_for(hero(h)) for h in lost)
        _banked(state, action.target, banked)
        lines.append(f"{other} banks {stars(banked)}.")
    _used(state, seat)
    say(state, *lines)


def ban(state: HeroesState, seat: int, action: Ban, rng: random.Random) -> None:
    target = action.hero
    if target in state.banned:
        raise IllegalAction(f"{hero(target).card} is banned already.")
    user = SEAT_LETTERS[seat]
    lines = [f"{user} plays the joker: Ban on {hero(target).card}."]
    owner = next((s for s in range(state.players) if target in state.possession(s)), None)
    state.banned = (*state.banned, target)
    if owner is not None:
        ref = next(r for r in refs(state, owner) if at(state, owner, r) == target)
        take_out(state, owner, [ref])
        where = "in" if ref[0] == "h" else "on"
        place = "hand" if ref[0] == "h" else "table"
        lines.append(f"It was {where} {SEAT_LETTERS[owner]}'s {place}: it is banned for good.")
        got = draw_replacement(state, owner, {target}, rng)
        lines.append(f"{SEAT_LETTERS[owner]} draws {got}, face down.")
        if owner != seat:
            _banked(state, owner, bank_for(hero(target)))
            lines.append(f"{SEAT_LETTERS[owner]} banks {stars(bank_for(hero(target)))}.")
    elif target in state.open_pool:
        state.open_pool = without(state.open_pool, target)
        lines.append("It was in the Open Pool: it is banned for good.")
    elif target in state.hidden_pool:
        state.hidden_pool = without(state.hidden_pool, target)
        lines.append("It was in the Hidden Pool: it is banned for good.")
    else:
        state.rugged = without(state.rugged, target)
        lines.append("It was in the Rugged Zone: it is banned for good.")
    _used(state, seat)
    say(state, *lines)


def protect(state: HeroesState, seat: int, action: Protect, rng: random.Random) -> None:
    table = list(state.tables[seat])
    tables = list(state.tables)
    tables[seat] = ()
    state.tables = tuple(tables)
    into_hand(state, seat, table, rng)
    _used(state, seat)
    user = SEAT_LETTERS[seat]
    heroes = "no hero" if not table else "1 hero" if len(table) == 1 else f"{len(table)} heroes"
    say(state,
        f"{user} plays the joker: Protection. {user} turns {heroes} from the table "
        f"face down into the hand, and the hand is shuffled.")  # fmt: skip
