"""Round 4, Lock-in: everyone picks a secret lineup of four, then all are revealed.

Each move fills in the state `apply` is making (see `places`).
"""

from __future__ import annotations

from engines.core.messages import Line, msg
from engines.heroes.actions import Pick
from engines.heroes.places import SEAT_LETTERS, say
from engines.heroes.roster import hero, heroes_words
from engines.heroes.scoring import points_in_words
from engines.heroes.state import HeroesState, Phase


def _with_lineup(state: HeroesState, seat: int, lineup: tuple[int, ...]) -> None:
    lineups = list(state.lineups)
    lineups[seat] = lineup
    state.lineups = tuple(lineups)


def pick(state: HeroesState, seat: int, action: Pick) -> None:
    _with_lineup(state, seat, (*state.lineups[seat], action.hero))


def unpick(state: HeroesState, seat: int) -> None:
    _with_lineup(state, seat, state.lineups[seat][:-1])


def lock_in(state: HeroesState, seat: int) -> None:
    locked = list(state.locked)
    locked[seat] = True
    state.locked = tuple(locked)
    say(state, msg("{seat} locks in a lineup.", seat=SEAT_LETTERS[seat]))
    if not all(locked):
        return
    lines: list[Line] = [msg("Every lineup is locked: they are revealed.")]
    for player, lineup in enumerate(state.lineups):
        points = points_in_words((hero(h) for h in lineup), state.bank[player])
        lines.append(msg("{seat}: {heroes} · {points}", seat=SEAT_LETTERS[player],
                         heroes=heroes_words(lineup), points=points))  # fmt: skip
    state.phase, state.milestone = Phase.OVER, state.milestone + 1
    say(state, *lines)
