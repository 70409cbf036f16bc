"""How a Jugglers game unfolds after each move: dealing, dice, cycles, settling, round ends.

Every function here changes the copy of the state that `rules.apply` made.
That copy shares every tuple and record with the state `apply` was given, so
a change replaces a field (`state.discard = (*state.discard, card)`,
`_set_draft` for a draft) and never reaches the earlier state. All randomness
for one step comes from the generator `apply` derives from (seed, step), so
replays are exact.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace
from functools import cache

from engines.core.cards import Card, full_deck
from engines.core.dice import roll_die, shuffled
from engines.jugglers.actions import DECK, Play
from engines.jugglers.hands import evaluate
from engines.jugglers.scoring import round_points
from engines.jugglers.state import (
    PLAY,
    SPOTS,
    Draft,
    FaceDown,
    GatheringRecap,
    JugglersState,
    Phase,
    RecapHand,
    RoundResult,
    Source,
    Spot,
)
from engines.jugglers.variants import VARIANTS

POLICY_CARDS = tuple(full_deck(range(11, 15)))
INFLUENCE_CARDS = tuple(full_deck(range(2, 11)))
SEAT_LETTERS = "ABCDE"
ORDINALS = {1: "1st", 2: "2nd", 3: "3rd"}
RECENT_ROLLS = 6  # die rolls kept for the table picture; the log keeps them all

Rng = Callable[[], random.Random]  # the step's generator, made when first asked for
# Words the log repeats every move, worked out once.
HAND_NAMES = {spot: spot.hand_name for spot in SPOTS}
HAND_NAMES_CAPITALISED = {spot: name.capitalize() for spot, name in HAND_NAMES.items()}
CARD_NAMES = {card: card.name for card in (*INFLUENCE_CARDS, *POLICY_CARDS)}


def die_spot(roll: int) -> Spot:
    """1 or 4: left, 2 or 5: joker, 3 or 6: right."""
    return SPOTS[(roll - 1) % 3]


def _ordinal(n: int) -> str:
    return ORDINALS.get(n, f"{n}th")


def acting_head(state: JugglersState) -> int | None:
    """The ring place whose play is awaited, or None outside the play phase."""
    if state.phase is not PLAY:
        return None
    return state.turn_order[state.turn_index]


def _say(state: JugglersState, line: str) -> None:
    state.log = (*state.log, line)


def _take_top(state: JugglersState) -> Card:
    """The deck's top card, taken off the deck."""
    top = state.deck[-1]
    state.deck = state.deck[:-1]
    return top


def _set_draft(state: JugglersState, at: int, draft: Draft) -> None:
    """Put `draft` in place `at` (in SPOTS order) of the state's drafts."""
    drafts = list(state.drafts)
    drafts[at] = draft
    state.drafts = (drafts[0], drafts[1], drafts[2])


def _lay(state: JugglersState, at: int, entry: FaceDown) -> None:
    """A card laid face down on the pile of the draft at `at`."""
    draft = state.drafts[at]
    _set_draft(
        state, at, Draft(draft.policy, draft.face_up, (*draft.face_down, entry), draft.secret)
    )


# One shared entry per (card, head, source): at most 36 cards x 6 heads or None
# x 3 sources, and entries are frozen, so plays need not make new ones.
@cache
def _face_down(card: Card, by: int | None, source: Source) -> FaceDown:
    return FaceDown(card, by, source)


def _roll(state: JugglersState, rng: Rng, describe: Callable[[int], str]) -> int:
    """Roll the die in public: the line goes to the log and the table's last rolls."""
    roll = roll_die(rng())
    line = f"the die shows {roll}: {describe(roll)}"  # dice belong to nobody
    state.last_rolls = (*state.last_rolls, line)[-RECENT_ROLLS:]
    _say(state, line)
    return roll


def start_round(state: JugglersState, rng: Rng) -> None:
    policy_deck = shuffled(POLICY_CARDS, rng())
    state.village_order, state.failed_policies = (), ()
    state.gathering = 0
    sigils: list[Card | None] = [None] * len(state.heads)
    for head, info in enumerate(state.heads):
        if not info.dummy or state.players == 3 or state.options.dummy_sigils:
            sigils[head] = policy_deck.pop()
    state.sigils, state.policy_deck = tuple(sigils), tuple(policy_deck)
    _say(state, f"Round {state.round} begins: new sigils are dealt face down.")
    _start_gathering(state, rng)


def _start_gathering(state: JugglersState, rng: Rng) -> None:
    variant = VARIANTS[state.players]
    state.gathering += 1
    state.cycle = 0
    policies = list(state.policy_deck)
    left = policies.pop()
    right = policies.pop() if policies else None
    state.policy_deck = tuple(policies)
    state.drafts = (Draft(left), Draft(), Draft(right))
    held = {card for hand in state.hands for card in hand}
    deck = shuffled([card for card in INFLUENCE_CARDS if card not in held], rng())
    hands = []
    for hand in state.hands:
        dealt = list(hand)
        while len(dealt) < variant.hand_size and deck:
            dealt.append(deck.pop())
        hands.append(tuple(dealt))
    state.deck, state.hands, state.discard = tuple(deck), tuple(hands), ()
    if state.players == 3:
        chair = state.chairman
        state.ring = (chair, 3, (chair + 1) % 3, (chair + 2) % 3)
    elif state.players == 2:
        state.ring = (0, 2, 1, 3)
    else:
        state.ring = tuple(range(state.players))
    state.phase = Phase.INFLUENCE
    policies_line = f"{left.name} on the left" + (f", {right.name} on the right" if right else "")
    if right is None:
        policies_line += "; the right draft has no policy this time"
    chair_name = state.heads[state.chairman].name
    _say(state, f"Gathering {state.gathering}: {chair_name} chairs. Policies: {policies_line}.")


def secret_influence(state: JugglersState, count: int, rng: Rng) -> None:
    variant = VARIANTS[state.players]
    discarded = max(variant.spent_secret - count, 0)
    chair = state.heads[state.chairman].name
    included = {0: "no secret influence", 1: "1 secret influence"}.get(
        count, f"{count} secret influences"
    )
    extra = f" and discards {discarded} unseen" if discarded else ""
    # The chair's decision first, then each die roll it sets off (the rulings' order).
    _say(state, f"{chair} includes {included}{extra}.")
    for _ in range(count):
        roll = _roll(
            state, rng, lambda r: f"a secret influence goes face down on {die_spot(r).hand_name}"
        )
        at = (roll - 1) % 3  # `die_spot`'s place
        draft = state.drafts[at]
        _set_draft(state, at, replace(draft, secret=(*draft.secret, _take_top(state))))
    for _ in range(discarded):
        state.discard = (*state.discard, _take_top(state))
    if variant.face_up_start:
        left, joker, right = (
            replace(draft, face_up=(*draft.face_up, _take_top(state))) for draft in state.drafts
        )
        state.drafts = (left, joker, right)
        shown = ", ".join(
            f"{draft.face_up[0].name} ({spot.value})"
            for spot, draft in zip(SPOTS, state.drafts, strict=True)
        )
        _say(state, f"Starting cards: {shown}.")
    _begin_cycle(state, 1)


def _begin_cycle(state: JugglersState, number: int) -> None:
    state.phase = Phase.PLAY
    state.cycle = number
    if number == 1:
        start = state.ring[(state.ring.index(state.chairman) + 1) % len(state.ring)]
    else:
        assert state.last_player is not None
        start = state.last_player
    at = state.ring.index(start)
    state.turn_order = state.ring[at:] + state.ring[:at]
    state.turn_index = 0
    if number == VARIANTS[state.players].cycles:
        for place, (spot, draft) in enumerate(zip(SPOTS, state.drafts, strict=True)):
            if draft.secret:
                hidden = tuple(_face_down(card, None, "secret") for card in draft.secret)
                joined = replace(draft, face_down=hidden + draft.face_down, secret=())
                _set_draft(state, place, joined)
                _say(state, f"The secret influence joins {spot.hand_name}, underneath.")
    if number == 1:
        _say(state, f"Cycle {number} begins with {state.heads[start].name}.")
    else:  # the last to play opens the next cycle: two turns in a row
        name = state.heads[start].name
        _say(state, f"Cycle {number} begins with {name}, who played last: {name} plays twice "
                    "in a row.")  # fmt: skip


def play_card(state: JugglersState, seat: int, action: Play, rng: Rng) -> None:
    spot = action.target
    if action.card == DECK:
        place_from_deck(state, seat, spot)
    else:
        hand = list(state.hands[seat])
        hand.remove(action.card)
        _lay(state, SPOTS.index(spot), _face_down(action.card, seat, "hand"))
        drew = ""
        if state.deck:
            hand.append(_take_top(state))
            drew = " and draws"
        hands = list(state.hands)
        hands[seat] = tuple(hand)
        state.hands = tuple(hands)
        _say(state, f"{state.heads[seat].name} plays a card on {HAND_NAMES[spot]}{drew}.")
    next_turn(state, rng)


def place_from_deck(state: JugglersState, head: int, spot: Spot) -> None:
    _lay(state, SPOTS.index(spot), _face_down(_take_top(state), head, "deck"))
    _say(state, f"{state.heads[head].name} plays the deck's top card unseen on {HAND_NAMES[spot]}.")


def run_dummies(state: JugglersState, rng: Rng) -> None:
    """Move dummies until a person is awaited: only a 2-player dummy's aim needs one."""
    while (head := acting_head(state)) is not None and state.heads[head].dummy:
        if not state.deck:
            _say(state, f"{state.heads[head].name} has no card to play: the deck is empty.")
        elif state.heads[head].owner is not None:
            return
        else:
            roll = _roll(state, rng, lambda r: f"the dummy plays on {die_spot(r).hand_name}")
            place_from_deck(state, head, die_spot(roll))
        next_turn(state, rng)


def next_turn(state: JugglersState, rng: Rng) -> None:
    state.turn_index += 1
    if state.turn_index < len(state.turn_order):
        return
    state.last_player = state.turn_order[-1]
    left, joker, right = state.drafts
    state.drafts = (  # in SPOTS order: the rolls come in this order
        _settle(state, Spot.LEFT, left, rng),
        _settle(state, Spot.JOKER, joker, rng),
        _settle(state, Spot.RIGHT, right, rng),
    )
    state.milestone += 1
    if state.cycle < VARIANTS[state.players].cycles:
        _begin_cycle(state, state.cycle + 1)
    else:
        _end_gathering(state, rng)


def _settle(state: JugglersState, spot: Spot, draft: Draft, rng: Rng) -> Draft:
    """The draft after its pile settles: one card of it face up, the rest discarded."""
    pile = draft.face_down
    if not pile:
        _say(state, f"{HAND_NAMES_CAPITALISED[spot]} gains no card.")
        return draft
    if len(pile) == 1:
        picked = pile[0]
        _say(state, f"{HAND_NAMES_CAPITALISED[spot]} turns up the {CARD_NAMES[picked.card]}.")
    else:
        count = len(pile)

        def describe(roll: int) -> str:
            position = (roll - 1) % count
            return (
                f"the {_ordinal(position + 1)} of {count} cards is picked for {HAND_NAMES[spot]}, "
                f"the {CARD_NAMES[pile[position].card]}; the rest are discarded unseen"
            )

        position = (_roll(state, rng, describe) - 1) % count
        picked = pile[position]
        rest = pile[:position] + pile[position + 1 :]
        state.discard = (*state.discard, *(entry.card for entry in rest))
    return Draft(draft.policy, (*draft.face_up, picked.card), (), draft.secret)


def _end_gathering(state: JugglersState, rng: Rng) -> None:
    joker_value = evaluate(state.draft(Spot.JOKER).face_up)
    recap_hands = []
    for spot, draft in zip(SPOTS, state.drafts, strict=True):
        value = evaluate(draft.face_up)
        passed = None if draft.policy is None else value > joker_value
        recap_hands.append(RecapHand(spot, draft.policy, draft.face_up, str(value), passed))
        if draft.policy is None:
            continue
        if passed:
            state.village_order = (*state.village_order, draft.policy)
            verdict = f"passes: {value} beats the joker's {joker_value}"
        else:
            state.failed_policies = (*state.failed_policies, draft.policy)
            verdict = f"fails: {value} does not beat the joker's {joker_value}"
        _say(state, f"{draft.policy.name} {verdict}.")
    state.recap = GatheringRecap(state.round, state.gathering, tuple(recap_hands))
    for draft in state.drafts:
        state.discard = (*state.discard, *draft.face_up, *(e.card for e in draft.face_down))
    state.drafts = (Draft(), Draft(), Draft())
    if VARIANTS[state.players].discard_hands:
        state.discard = (*state.discard, *(card for hand in state.hands for card in hand))
        state.hands = tuple(() for _ in state.hands)
    state.chairman = _next_chairman(state)
    if state.policy_deck:
        _start_gathering(state, rng)
    else:
        _end_round(state, rng)


def _next_chairman(state: JugglersState) -> int:
    if state.players == 2:
        return 1 - state.chairman
    if state.players == 3:
        return (state.chairman + 1) % 3
    assert state.last_player is not None
    return state.last_player


def _end_round(state: JugglersState, rng: Rng) -> None:
    points = round_points(state.sigils, state.village_order, state.players)
    best = max(points)
    winners = tuple(seat for seat, score in enumerate(points) if score == best)
    state.round_wins = tuple(
        wins + 1 if seat in winners else wins for seat, wins in enumerate(state.round_wins)
    )
    result = RoundResult(state.round, state.sigils, state.village_order, points, winners)
    state.results = (*state.results, result)
    revealed = ", ".join(
        f"{head.name} had the {card.name}"
        for head, card in zip(state.heads, state.sigils, strict=True)
        if card is not None
    )
    _say(state, f"Round {state.round} is over. Sigils: {revealed}.")
    names = " and ".join(state.heads[seat].name for seat in winners)
    _say(state, f"{names} {'win' if len(winners) > 1 else 'wins'} the round with {best:g} points.")
    state.milestone += 1
    if max(state.round_wins) >= state.options.target_wins:
        state.phase = Phase.OVER
        state.turn_order, state.turn_index = (), 0
        top = max(state.round_wins)
        wins = "1 round win" if top == 1 else f"{top:g} round wins"
        # Why it ended; who won is what every front end shows next, with the standings.
        _say(state, f"The match is over: {wins}, the target, reached.")
        return
    state.round += 1
    start_round(state, rng)
