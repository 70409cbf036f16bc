"""Who won a finished Boromir game, and the summary that reveals every secret."""

from __future__ import annotations

from engines.boromir.ring import stacks_of
from engines.boromir.setup import SEAT_LETTERS
from engines.boromir.state import BoromirState
from engines.core.cards import SUIT_NAMES, SUITS
from engines.core.protocol import Outcome


def outcome(state: BoromirState) -> Outcome:
    counts = stacks_of(state.ring, state.players)
    if state.players == 2:
        return _two_players(state, counts)
    scores = [float(counts.get(suit, 0)) for suit in state.suits]
    top = max(scores)
    summary = [
        f"{SEAT_LETTERS[seat]} played {SUIT_NAMES[suit]}: {_stacks(int(scores[seat]))}."
        for seat, suit in enumerate(state.suits)
    ]
    neutral = [suit for suit in SUITS if suit not in state.suits]
    if state.players == 3:
        summary.append(
            f"Nobody played {SUIT_NAMES[neutral[0]]} ({_stacks(counts.get(neutral[0], 0))})."
        )
    winners = [seat for seat, score in enumerate(scores) if score == top]
    return Outcome(winners=winners, scores=scores, summary=summary)


def _two_players(state: BoromirState, counts: dict[str, int]) -> Outcome:
    black, red = counts.get("black", 0), counts.get("red", 0)
    if state.jack_holder is None:
        return Outcome(
            winners=[],
            scores=[0.0, 0.0],
            summary=[
                f"Stalemate: nobody drew the Jack of Spades, so nobody had a colour "
                f"(black {black} stacks, red {red})."
            ],
        )
    holder = state.jack_holder
    scores = [0.0, 0.0]
    scores[holder], scores[1 - holder] = float(black), float(red)
    summary = [
        f"{SEAT_LETTERS[holder]} held the Jack of Spades: {SEAT_LETTERS[holder]} is black, "
        f"{SEAT_LETTERS[1 - holder]} is red.",
        f"Black {black} stacks, red {red}" + (": a draw." if black == red else "."),
    ]
    winners = [0, 1] if black == red else [holder if black > red else 1 - holder]
    return Outcome(winners=winners, scores=scores, summary=summary)


def _stacks(count: int) -> str:
    return "1 stack" if count == 1 else f"{count} stacks"
