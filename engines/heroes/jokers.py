"""The four joker actions, exactly as the seed has them, with the rulings' clarifications.

A hero on a player's table counts as in their possession; a replacement comes
from the Hidden Pool, else the Rugged Zone, never a hero the same action just
moved there. Star Bank: a player who loses a hero to someone else's Sabotage or
Ban banks half its stars, rounded up; the joker's user never banks.

Each joker fills in the state `apply` is making (see `places`).
"""

from __future__ import annotations

import random

from engines.core.messages import Line, Message, msg, nmsg
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


def banks(seat: int, count: int) -> Message:
    """ "B banks 1 star.": what a Star Bank line says."""
    return nmsg("{seat} banks {count} star.", "{seat} banks {count} stars.", count,
                seat=SEAT_LETTERS[seat])  # fmt: skip


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
    say(state, msg(
        "{user} plays the joker: Swap. {user} gives {mine} and takes {theirs} from {other}; "
        "both go face down into their new hands, and both hands are shuffled.",
        user=user, mine=hero(mine).words, theirs=hero(theirs).words, other=other,
    ))  # fmt: skip


def sabotage(state: HeroesState, seat: int, action: Sabotage, rng: random.Random) -> None:
    chosen = [action.first] + ([action.second] if action.second else [])
    lost = [at(state, action.target, ref) for ref in chosen]
    take_out(state, action.target, chosen)
    state.rugged = (*state.rugged, *lost)
    user, other = SEAT_LETTERS[seat], SEAT_LETTERS[action.target]
    lines: list[Line] = [
        msg("{user} plays the joker: Sabotage on {other}. {first} and {second} go to the "
            "Rugged Zone.", user=user, other=other, first=hero(lost[0]).words,
            second=hero(lost[1]).words)
        if len(lost) == 2
        else msg("{user} plays the joker: Sabotage on {other}. {hero} goes to the Rugged Zone.",
                 user=user, other=other, hero=hero(lost[0]).words)
    ]  # fmt: skip
    lines += [draw_replacement(state, action.target, set(lost), rng) for _ in lost]
    if action.target != seat:
        banked = sum(bank_for(hero(h)) for h in lost)
        _banked(state, action.target, banked)
        lines.append(banks(action.target, banked))
    _used(state, seat)
    say(state, *lines)


def ban(state: HeroesState, seat: int, action: Ban, rng: random.Random) -> None:
    target = action.hero
    if target in state.banned:
        raise IllegalAction(msg("{hero} is banned already.", hero=hero(target).words))
    lines: list[Line] = [
        msg("{user} plays the joker: Ban on {hero}.", user=SEAT_LETTERS[seat],
            hero=hero(target).words)
    ]  # fmt: skip
    owner = next((s for s in range(state.players) if target in state.possession(s)), None)
    state.banned = (*state.banned, target)
    if owner is not None:
        ref = next(r for r in refs(state, owner) if at(state, owner, r) == target)
        take_out(state, owner, [ref])
        name = SEAT_LETTERS[owner]
        lines.append(
            msg("It was in {seat}'s hand: it is banned for good.", seat=name) if ref[0] == "h"
            else msg("It was on {seat}'s table: it is banned for good.", seat=name)
        )  # fmt: skip
        lines.append(draw_replacement(state, owner, {target}, rng))
        if owner != seat:
            _banked(state, owner, bank_for(hero(target)))
            lines.append(banks(owner, bank_for(hero(target))))
    elif target in state.open_pool:
        state.open_pool = without(state.open_pool, target)
        lines.append(msg("It was in the Open Pool: it is banned for good."))
    elif target in state.hidden_pool:
        state.hidden_pool = without(state.hidden_pool, target)
        lines.append(msg("It was in the Hidden Pool: it is banned for good."))
    else:
        state.rugged = without(state.rugged, target)
        lines.append(msg("It was in the Rugged Zone: it is banned for good."))
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
    say(state,
        nmsg("{user} plays the joker: Protection. {user} turns {count} hero from the table "
             "face down into the hand, and the hand is shuffled.",
             "{user} plays the joker: Protection. {user} turns {count} heroes from the table "
             "face down into the hand, and the hand is shuffled.", len(table), user=user)
        if table
        else msg("{user} plays the joker: Protection. {user} has no hero on the table to turn "
                 "face down; the hand is shuffled.", user=user))  # fmt: skip
