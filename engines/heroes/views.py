"""What one viewer may know. This is the only place secrets are filtered.

Public: the Open Pool, every table, the Rugged Zone and the Banned Pool, how
many heroes each hand and the Hidden Pool hold, Star Banks, jokers used,
whose turn it is, who has locked a lineup. A seat view adds that seat's own
hand, position by position, and its own lineup picks. Lineups are revealed
to all only once everyone has locked in.
"""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel

from engines.heroes.places import SEAT_LETTERS
from engines.heroes.roster import hero
from engines.heroes.rules import joker_allowed, to_act
from engines.heroes.scoring import lineup_points
from engines.heroes.state import HeroesState, Phase


class HeroesView(BaseModel):
    game: Literal["heroes"] = "heroes"
    seat: int | None
    players: int
    round: int
    turn: int | None
    phase: Phase
    to_act: list[int]
    open_pool: list[int]
    hidden_count: int
    hand_counts: list[int]
    tables: list[list[int]]
    rugged: list[int]
    banned: list[int]
    bank: list[int]
    joker_used: list[bool]
    joker_ready: bool  # the viewer may play their joker now
    locked: list[bool]
    hand: list[int]  # the viewer's own hand, by position
    my_lineup: list[int]
    lineups: list[list[int]] | None  # everyone's, once all are revealed
    points: list[int] | None  # final points, once revealed
    progress: str
    log: list[str]
    milestone: int


def progress(state: HeroesState) -> str:
    if state.phase is Phase.OVER:
        return "The game is over"
    if state.phase is Phase.LOCK_IN:
        waiting = sum(not locked for locked in state.locked)
        return f"Lock-in: {waiting} lineup{'s' if waiting != 1 else ''} still to lock"
    turn = state.turn_index // state.players + 1
    who = SEAT_LETTERS[state.turn]
    if state.phase is Phase.AFTER_TAKE:
        # The hero is taken; what is left is the joker or the end of the turn.
        doing = f"{who} has taken: joker or end of turn"
    else:
        doing = f"{who} to take"
    return f"Round {state.round} of 3 · turn {turn} of 2 · {doing}"


def view(state: HeroesState, seat: int | None) -> HeroesView:
    own = seat is not None and 0 <= seat < state.players
    seat = seat if own else None
    over = state.phase is Phase.OVER
    drafting = state.phase in (Phase.TAKE, Phase.AFTER_TAKE)
    return HeroesView(
        seat=seat, players=state.players, round=state.round,
        turn=state.turn if drafting else None, phase=state.phase, to_act=to_act(state),
        open_pool=list(state.open_pool), hidden_count=len(state.hidden_pool),
        hand_counts=[len(hand) for hand in state.hands],
        tables=[list(table) for table in state.tables], rugged=list(state.rugged),
        banned=list(state.banned), bank=list(state.bank), joker_used=list(state.joker_used),
        joker_ready=seat is not None and drafting and seat == state.turn
        and joker_allowed(state, seat),
        locked=list(state.locked), hand=list(state.hands[seat]) if seat is not None else [],
        my_lineup=list(state.lineups[seat]) if seat is not None else [],
        lineups=[list(lineup) for lineup in state.lineups] if over else None,
        points=[lineup_points(hero(h) for h in lineup) + state.bank[player]
                for player, lineup in enumerate(state.lineups)] if over else None,
        progress=progress(state), log=list(state.log), milestone=state.milestone,
    )  # fmt: skip
