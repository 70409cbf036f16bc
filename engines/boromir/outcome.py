"""Who won a finished Boromir game, and the summary that reveals every secret."""

from __future__ import annotations

from engines.boromir.ring import stacks_of
from engines.boromir.setup import SEAT_LETTERS
from engines.boromir.state import BoromirState
from engines.core.cards import SUIT_WORDS, SUITS
from engines.core.messages import Line, msg, nmsg
from engines.core.protocol import Outcome


def outcome(state: BoromirState) -> Outcome:
    counts = stacks_of(state.ring, state.players)
    if state.players == 2:
        return _two_players(state, counts)
    scores = [float(counts.get(suit, 0)) for suit in state.suits]
    top = max(scores)
    summary: list[Line] = [
        nmsg("{seat} played {suit}: {count} stack.", "{seat} played {suit}: {count} stacks.",
             int(scores[seat]), seat=SEAT_LETTERS[seat], suit=SUIT_WORDS[suit])
        for seat, suit in enumerate(state.suits)
    ]  # fmt: skip
    neutral = [suit for suit in SUITS if suit not in state.suits]
    if state.players == 3:
        summary.append(
            nmsg("Nobody played {suit} ({count} stack).", "Nobody played {suit} ({count} stacks).",
                 counts.get(neutral[0], 0), suit=SUIT_WORDS[neutral[0]])
        )  # fmt: skip
    winners = [seat for seat, score in enumerate(scores) if score == top]
    return Outcome(winners=winners, scores=scores, summary=summary)


def _two_players(state: BoromirState, counts: dict[str, int]) -> Outcome:
    black, red = counts.get("black", 0), counts.get("red", 0)
    if state.jack_holder is None:
        return Outcome(
            winners=[],
            scores=[0.0, 0.0],
            summary=[
                msg(
                    "Stalemate: nobody drew the Jack of Spades, so nobody had a colour "
                    "(stacks: black {black}, red {red}).",
                    black=black,
                    red=red,
                )
            ],
        )
    holder = state.jack_holder
    scores = [0.0, 0.0]
    scores[holder], scores[1 - holder] = float(black), float(red)
    summary: list[Line] = [
        msg("{black_seat} held the Jack of Spades: {black_seat} is black, {red_seat} is red.",
            black_seat=SEAT_LETTERS[holder], red_seat=SEAT_LETTERS[1 - holder]),
        msg("Stacks: black {black}, red {red}: a draw.", black=black, red=red)
        if black == red
        else msg("Stacks: black {black}, red {red}.", black=black, red=red),
    ]  # fmt: skip
    winners = [0, 1] if black == red else [holder if black > red else 1 - holder]
    return Outcome(winners=winners, scores=scores, summary=summary)
