"""A whole Jugglers state that one seat's view could be showing, for the hard bot's search.

The search must not read the true state, so it deals its own: everything the
view shows is copied as shown (the table, the seat's hand, sigil and own
face-down cards, every count), and each hidden place (other hands, other
sigils, the policy deck, the influence deck, secret influence, other players'
face-down cards, the discard) gets cards drawn at random from those the view
leaves unaccounted for, in the number the view gives for it. Policy cards and
influence cards never mix, as at the table.

What the view does not hold is made up: the game's seed (so the dice of the
search's futures are the search's own), the step counter, the order of the
seat's hand (the view sorts it) and the previous cycle's last player, which
no rule reads before the cycle's end sets it again.
"""

from __future__ import annotations

import random
from collections.abc import Iterator

from engines.core.cards import Card
from engines.jugglers.flow import INFLUENCE_CARDS, POLICY_CARDS
from engines.jugglers.state import (
    PLAY,
    Draft,
    FaceDown,
    Head,
    JugglersOptions,
    JugglersState,
)
from engines.jugglers.views import JugglersView

SEED_BITS = 63
# The step count a deal starts from: a search tells its root by it.
ROOT_STEP = 0


def determinize(view: JugglersView, rng: random.Random) -> JugglersState:
    """A state consistent with `view`, the unseen cards dealt at random with `rng`."""
    seat = view.seat
    if seat is None:
        raise ValueError("a spectator's view has no seat to search for")
    heads = tuple(Head(head.name, head.dummy, head.owner) for head in view.heads)
    influence = _unseen(INFLUENCE_CARDS, _seen_influence(view), rng)
    policies = _unseen(POLICY_CARDS, _seen_policies(view), rng)
    sigils = tuple(
        view.sigil if head == seat else next(policies) if line.has_sigil else None
        for head, line in enumerate(view.heads)
    )
    policy_deck = _take(policies, view.policy_deck_count)
    hands = tuple(
        view.hand if other == seat else _take(influence, view.heads[other].hand_count or 0)
        for other in range(view.players)
    )
    drafts = tuple(
        Draft(
            draft.policy,
            draft.face_up,
            tuple(
                FaceDown(next(influence) if entry.card is None else entry.card, entry.by_head,
                         entry.source)
                for entry in draft.face_down
            ),
            _take(influence, draft.secret_count),
        )
        for draft in view.drafts
    )  # fmt: skip
    deck = _take(influence, view.deck_count)
    ring = _ring(view)
    turn_order, turn_index = _turns(view, ring)
    return JugglersState(
        players=view.players,
        options=_options(view),
        seed=rng.getrandbits(SEED_BITS),
        step=ROOT_STEP,
        heads=heads,
        round=view.round,
        round_wins=view.round_wins,
        results=view.results,
        sigils=sigils,
        policy_deck=policy_deck,
        village_order=view.village_order,
        failed_policies=view.failed_policies,
        deck=deck,
        discard=tuple(influence),
        hands=hands,
        drafts=(drafts[0], drafts[1], drafts[2]),
        gathering=view.gathering,
        cycle=view.cycle,
        chairman=view.chairman,
        phase=view.phase,
        ring=ring,
        turn_order=turn_order,
        turn_index=turn_index,
        last_player=None,  # set again at the cycle's end before any rule reads it
        last_rolls=view.last_rolls,
        recap=view.recap,
        milestone=view.milestone,
        log=view.log,
    )


def _seen_influence(view: JugglersView) -> set[Card]:
    """Influence cards whose place the viewer knows: its hand, the face-up cards and
    its own face-down plays."""
    seen = set(view.hand)
    for draft in view.drafts:
        seen.update(draft.face_up)
        seen.update(entry.card for entry in draft.face_down if entry.card is not None)
    return seen


def _seen_policies(view: JugglersView) -> set[Card]:
    """Policy cards out in the open this round, and the viewer's own sigil."""
    seen = {*view.village_order, *view.failed_policies}
    seen.update(draft.policy for draft in view.drafts if draft.policy is not None)
    if view.sigil is not None:
        seen.add(view.sigil)
    return seen


def _unseen(cards: tuple[Card, ...], seen: set[Card], rng: random.Random) -> Iterator[Card]:
    """The cards not seen, in a random order (the tuple's order first, so a seed
    gives the same deal in any process)."""
    rest = [card for card in cards if card not in seen]
    rng.shuffle(rest)
    return iter(rest)


def _take(cards: Iterator[Card], count: int) -> tuple[Card, ...]:
    return tuple(next(cards) for _ in range(count))


def _options(view: JugglersView) -> JugglersOptions:
    """The table options as far as they matter: `dummy_sigils` shows in whether a
    2-player dummy holds a sigil (it is dealt one every round when the option is on)."""
    dummies_hold = any(head.has_sigil for head in view.heads if head.dummy)
    dummy_sigils = dummies_hold if view.players == 2 else True
    return JugglersOptions(target_wins=view.target_wins, dummy_sigils=dummy_sigils)


def _ring(view: JugglersView) -> tuple[int, ...]:
    """The heads clockwise, as `flow` seats them for the gathering."""
    if view.players == 3:
        chair = view.chairman
        return (chair, 3, (chair + 1) % 3, (chair + 2) % 3)
    if view.players == 2:
        return (0, 2, 1, 3)
    return tuple(range(view.players))


def _turns(view: JugglersView, ring: tuple[int, ...]) -> tuple[tuple[int, ...], int]:
    """This cycle's turn order and whose turn it is. Cycle 1 starts left of the
    chairman and each later cycle with the previous one's last player, who sits one
    place back: so cycle c starts c - 2 places after the chairman."""
    if view.phase is not PLAY or view.acting_head is None:
        return (), 0
    start = (ring.index(view.chairman) + 2 - view.cycle) % len(ring)
    order = ring[start:] + ring[:start]
    return order, order.index(view.acting_head)
