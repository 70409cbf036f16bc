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
from engines.core.messages import Line, Message, msg, nmsg
from engines.core.scores import whole_or_fraction
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
from engines.jugglers.words import (
    HAND,
    HAND_START,
    ON_HAND,
    ROLL_DUMMY,
    ROLL_PICK,
    ROLL_SECRET,
    SEAT_LETTERS,
    deck_play_line,
    head_words,
    included_line,
    joined,
    listed,
    played_line,
)

POLICY_CARDS = tuple(full_deck(range(11, 15)))
INFLUENCE_CARDS = tuple(full_deck(range(2, 11)))
RECENT_ROLLS = 6  # die rolls kept for the table picture; the log keeps them all

Rng = Callable[[], random.Random]  # the step's generator, made when first asked for


def die_spot(roll: int) -> Spot:
    """1 or 4: left, 2 or 5: joker, 3 or 6: right."""
    return SPOTS[(roll - 1) % 3]


def acting_head(state: JugglersState) -> int | None:
    """The ring place whose play is awaited, or None outside the play phase."""
    if state.phase is not PLAY:
        return None
    return state.turn_order[state.turn_index]


def _say(state: JugglersState, line: Line) -> None:
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


def _roll(state: JugglersState, rng: Rng, say: Callable[[int], Message]) -> int:
    """Roll the die in public: the line `say` makes of it (which names the roll, and no
    player: dice belong to nobody) goes to the log and the table's last rolls."""
    roll = roll_die(rng())
    line = say(roll)
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
    _say(state, msg("Round {round} begins: new sigils are dealt face down.", round=state.round))
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
    chair = state.heads[state.chairman].name  # always a seat: its letter
    if right is None:
        line = msg("Gathering {gathering}: {chair} chairs. Policies: {left} on the left; the "
                   "right draft has no policy this time.", gathering=state.gathering, chair=chair,
                   left=left.words)  # fmt: skip
    else:
        line = msg("Gathering {gathering}: {chair} chairs. Policies: {left} on the left, "
                   "{right} on the right.", gathering=state.gathering, chair=chair,
                   left=left.words, right=right.words)  # fmt: skip
    _say(state, line)


def secret_influence(state: JugglersState, count: int, rng: Rng) -> None:
    variant = VARIANTS[state.players]
    discarded = max(variant.spent_secret - count, 0)
    # The chair's decision first, then each die roll it sets off (the rulings' order).
    _say(state, included_line(state.heads[state.chairman].name, count, discarded))
    for _ in range(count):
        roll = _roll(state, rng, lambda r: msg(ROLL_SECRET, roll=r, hand=ON_HAND[die_spot(r)]))
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
        _say(state, msg("Starting cards: {left} (left), {joker} (joker), {right} (right).",
                        left=left.face_up[0].words, joker=joker.face_up[0].words,
                        right=right.face_up[0].words))  # fmt: skip
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
                _say(state, msg("{hand} takes the secret influence, underneath.",
                                hand=HAND_START[spot]))  # fmt: skip
    name = head_words(state.heads[start])
    if number == 1:
        _say(state, msg("Cycle {number} begins with {name}.", number=number, name=name))
    else:  # the last to play opens the next cycle: two turns in a row
        _say(state, msg("Cycle {number} begins with {name}, who played last: {name} plays "
                        "twice in a row.", number=number, name=name))  # fmt: skip


def play_card(state: JugglersState, seat: int, action: Play, rng: Rng) -> None:
    spot = action.target
    if action.card == DECK:
        place_from_deck(state, seat, spot)
    else:
        hand = list(state.hands[seat])
        hand.remove(action.card)
        _lay(state, SPOTS.index(spot), _face_down(action.card, seat, "hand"))
        drew = bool(state.deck)
        if drew:
            hand.append(_take_top(state))
        hands = list(state.hands)
        hands[seat] = tuple(hand)
        state.hands = tuple(hands)
        _say(state, played_line(state.heads[seat].name, spot, drew))
    next_turn(state, rng)


def place_from_deck(state: JugglersState, head: int, spot: Spot) -> None:
    _lay(state, SPOTS.index(spot), _face_down(_take_top(state), head, "deck"))
    _say(state, deck_play_line(state.heads[head], spot))


def run_dummies(state: JugglersState, rng: Rng) -> None:
    """Move dummies until a person is awaited: only a 2-player dummy's aim needs one."""
    while (head := acting_head(state)) is not None and state.heads[head].dummy:
        if not state.deck:
            _say(state, msg("{name} has no card to play: the deck is empty.",
                            name=head_words(state.heads[head])))  # fmt: skip
        elif state.heads[head].owner is not None:
            return
        else:
            roll = _roll(state, rng, lambda r: msg(ROLL_DUMMY, roll=r, hand=ON_HAND[die_spot(r)]))
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
        _say(state, msg("{hand} gains no card.", hand=HAND_START[spot]))
        return draft
    if len(pile) == 1:
        picked = pile[0]
        _say(state, msg("{hand} turns up the {card}.", hand=HAND_START[spot],
                        card=picked.card.words))  # fmt: skip
    else:
        count = len(pile)

        def describe(roll: int) -> Message:
            picked = pile[(roll - 1) % count].card
            # `symbol` is for the picture's short form of the line ("4♦"), not the sentence.
            return msg(ROLL_PICK, roll=roll, hand=HAND[spot], position=(roll - 1) % count + 1,
                       count=count, card=picked.words, symbol=picked.symbol)  # fmt: skip

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
        recap_hands.append(RecapHand(spot, draft.policy, draft.face_up, value.words, passed))
        if draft.policy is None:
            continue
        if passed:
            state.village_order = (*state.village_order, draft.policy)
            verdict = msg(
                "{policy} passes: {value} beats the joker's {joker}.",
                policy=draft.policy.words, value=value.words, joker=joker_value.words,
            )  # fmt: skip
        else:
            state.failed_policies = (*state.failed_policies, draft.policy)
            verdict = msg(
                "{policy} fails: {value} does not beat the joker's {joker}.",
                policy=draft.policy.words, value=value.words, joker=joker_value.words,
            )  # fmt: skip
        _say(state, verdict)
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
    revealed = joined([
        msg("{name} had the {card}", name=head_words(head), card=card.words)
        for head, card in zip(state.heads, state.sigils, strict=True)
        if card is not None
    ])  # fmt: skip
    _say(state, msg("Round {round} is over. Sigils: {sigils}.", round=state.round,
                    sigils=revealed))  # fmt: skip
    points = nmsg("{count} point", "{count} points", whole_or_fraction(best))
    names = listed([SEAT_LETTERS[seat] for seat in winners])
    _say(state, nmsg("{names} wins the round with {points}.",
                     "{names} win the round with {points}.", len(winners),
                     names=names, points=points))  # fmt: skip
    state.milestone += 1
    if max(state.round_wins) >= state.options.target_wins:
        state.phase = Phase.OVER
        state.turn_order, state.turn_index = (), 0
        # Why it ended; who won is what every front end shows next, with the standings.
        _say(state, nmsg("The match is over: {count} round win, the target, reached.",
                         "The match is over: {count} round wins, the target, reached.",
                         max(state.round_wins)))  # fmt: skip
        return
    state.round += 1
    start_round(state, rng)
