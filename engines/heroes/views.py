"""What one viewer may know. This is the only place secrets are filtered.

Public: the Open Pool, every table, the Rugged Zone and the Banned Pool, how
many heroes each hand and the Hidden Pool hold, Star Banks, jokers used,
whose turn it is, who has locked a lineup. A seat view adds that seat's own
hand, position by position, and its own lineup picks. Lineups are revealed
to all only once everyone has locked in.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from engines.core.messages import Line, Message, msg, nmsg
from engines.heroes.places import SEAT_LETTERS
from engines.heroes.roster import hero
from engines.heroes.rules import joker_allowed, to_act
from engines.heroes.scoring import lineup_points
from engines.heroes.state import HeroesState, Phase


@dataclass(frozen=True, slots=True, kw_only=True)
class HeroesView:
    """Tuples, so a view shares the state's collections instead of copying them."""

    game: Literal["heroes"] = "heroes"
    seat: int | None
    players: int
    round: int
    turn: int | None
    phase: Phase
    to_act: tuple[int, ...]
    open_pool: tuple[int, ...]
    hidden_count: int
    hand_counts: tuple[int, ...]
    tables: tuple[tuple[int, ...], ...]
    rugged: tuple[int, ...]
    banned: tuple[int, ...]
    bank: tuple[int, ...]
    joker_used: tuple[bool, ...]
    joker_ready: bool  # the viewer may play their joker now
    locked: tuple[bool, ...]
    hand: tuple[int, ...]  # the viewer's own hand, by position
    my_lineup: tuple[int, ...]
    lineups: tuple[tuple[int, ...], ...] | None  # everyone's, once all are revealed
    points: tuple[int, ...] | None  # final points, once revealed
    progress: Message
    log: tuple[Line, ...]
    milestone: int


def progress(state: HeroesState) -> Message:
    if state.phase is Phase.OVER:
        return msg("The game is over")
    if state.phase is Phase.LOCK_IN:
        waiting = sum(not locked for locked in state.locked)
        return nmsg("Lock-in: {count} lineup still to lock",
                    "Lock-in: {count} lineups still to lock", waiting)  # fmt: skip
    turn = state.turn_index // state.players + 1
    who = SEAT_LETTERS[state.turn]
    if state.phase is Phase.AFTER_TAKE:
        # The hero is taken; what is left is the joker or the end of the turn.
        return msg("Round {round} of 3 · turn {turn} of 2 · {seat} has taken: joker or end of "
                   "turn", round=state.round, turn=turn, seat=who)  # fmt: skip
    return msg("Round {round} of 3 · turn {turn} of 2 · {seat} to take", round=state.round,
               turn=turn, seat=who)  # fmt: skip


def view(state: HeroesState, seat: int | None) -> HeroesView:
    own = seat is not None and 0 <= seat < state.players
    seat = seat if own else None
    over = state.phase is Phase.OVER
    drafting = state.phase in (Phase.TAKE, Phase.AFTER_TAKE)
    return HeroesView(
        seat=seat, players=state.players, round=state.round,
        turn=state.turn if drafting else None, phase=state.phase, to_act=tuple(to_act(state)),
        open_pool=state.open_pool, hidden_count=len(state.hidden_pool),
        hand_counts=tuple(len(hand) for hand in state.hands),
        tables=state.tables, rugged=state.rugged, banned=state.banned, bank=state.bank,
        joker_used=state.joker_used,
        joker_ready=seat is not None and drafting and seat == state.turn
        and joker_allowed(state, seat),
        locked=state.locked, hand=state.hands[seat] if seat is not None else (),
        my_lineup=state.lineups[seat] if seat is not None else (),
        lineups=state.lineups if over else None,
        points=tuple(lineup_points(hero(h) for h in lineup) + state.bank[player]
                     for player, lineup in enumerate(state.lineups)) if over else None,
        progress=progress(state), log=state.log, milestone=state.milestone,
    )  # fmt: skip
