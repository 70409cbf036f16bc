"""Setting up, checking and applying Jugglers moves.

`apply` makes a shallow copy of the state's fields, with a fresh deck and log,
and hands them to `flow`, which moves the game on by replacing whatever else
it changes; nothing here touches its input state.
"""

from __future__ import annotations

from typing import cast

from engines.core.cards import Card
from engines.core.dice import LazyRng
from engines.core.protocol import IllegalAction
from engines.core.trusted import trusted
from engines.jugglers.actions import DECK, AimDummy, Play, SecretInfluence
from engines.jugglers.flow import (
    SEAT_LETTERS,
    acting_head,
    next_turn,
    place_from_deck,
    play_card,
    run_dummies,
    secret_influence,
    start_round,
)
from engines.jugglers.state import (
    INFLUENCE,
    PLAY,
    SPOTS,
    Head,
    JugglersOptions,
    JugglersState,
    Phase,
)
from engines.jugglers.variants import VARIANTS


def _heads(players: int) -> list[Head]:
    heads = [Head(name=SEAT_LETTERS[seat]) for seat in range(players)]
    if players == 3:
        heads.append(Head(name="Dummy", dummy=True))
    if players == 2:
        heads += [Head(name=f"{SEAT_LETTERS[s]}'s dummy", dummy=True, owner=s) for s in (0, 1)]
    return heads


def new_game(players: int, options: JugglersOptions, seed: int) -> JugglersState:
    if players not in VARIANTS:
        raise ValueError("Jugglers is for 2 to 5 players")
    heads = _heads(players)
    state = JugglersState(
        players=players,
        options=options,
        seed=seed,
        heads=heads,
        round_wins=[0] * players,
        sigils=[None] * len(heads),
        hands=[[] for _ in range(players)],
    )
    start_round(state, LazyRng(seed, 0))
    return state


# --- whose move, and which moves -------------------------------------------------


def to_act(state: JugglersState) -> list[int]:
    # Asked every move by the bench, bots and views: `acting_head` inline, and
    # fields read from the dict (pydantic's attribute hook costs twice as much).
    fields = state.__dict__
    phase = fields["phase"]
    if phase is PLAY:
        head = fields["turn_order"][fields["turn_index"]]
        if head < fields["players"]:
            return [head]
        owner = fields["heads"][head].owner  # a dummy: only a 2-player one has an owner
        return [] if owner is None else [owner]
    return [fields["chairman"]] if phase is INFLUENCE else []


def legal_actions(state: JugglersState, seat: int) -> list[SecretInfluence | Play | AimDummy]:
    if seat not in to_act(state):
        return []
    return legal_moves(
        state.phase,
        aiming_dummy=acting_head(state) != seat,
        hand=state.hands[seat],
        deck_has_cards=bool(state.deck),
        max_secret=VARIANTS[state.players].max_secret,
    )


# Actions are frozen, so every list of moves can share these instead of
# validating new ones each time.
INFLUENCES = tuple(
    SecretInfluence(count=n)
    for n in range(max(variant.max_secret for variant in VARIANTS.values()) + 1)
)
AIMS = tuple(AimDummy(target=spot) for spot in SPOTS)


def legal_moves(
    phase: Phase, aiming_dummy: bool, hand: list[Card], deck_has_cards: bool, max_secret: int
) -> list[SecretInfluence | Play | AimDummy]:
    """The moves of an awaited seat, from facts its own view also holds (bots use this)."""
    if phase is Phase.INFLUENCE:
        return list(INFLUENCES[: max_secret + 1])
    if aiming_dummy:
        return list(AIMS)
    sources: list[Card | str] = sorted(set(hand))
    if deck_has_cards:
        sources.append(DECK)
    return [Play(card=source, target=spot) for source in sources for spot in SPOTS]


def _refusal(state: JugglersState, seat: int, action: object) -> str:
    """Why a move is refused, worded for the player who tried it."""
    if state.phase is Phase.OVER:
        return "The game is over."
    if not 0 <= seat < state.players:
        return "You are not seated at this table."
    if seat not in to_act(state):
        waiting = ", ".join(state.heads[s].name for s in to_act(state))
        return f"It is not your turn; waiting for {waiting}."
    expected = type(legal_actions(state, seat)[0])
    if not isinstance(action, expected):
        return {
            SecretInfluence: "First decide how many secret influences to include.",
            AimDummy: "Choose where your dummy plays the deck's top card.",
            Play: "Play a card from your hand or the deck's top card.",
        }[expected]
    if isinstance(action, Play) and action.card == DECK:
        return "The deck is empty, so you must play a card from your hand."
    if isinstance(action, Play):
        return f"You do not hold the {action.card.name}."
    return f"You may include at most {VARIANTS[state.players].max_secret} secret influence."


# --- applying ---------------------------------------------------------------------


def is_legal(state: JugglersState, seat: int, action: object) -> bool:
    """Whether `action` is one of `legal_actions(state, seat)`, without building them all:
    the list holds up to 21 moves, and comparing models was a third of a move's cost."""
    fields = state.__dict__  # no attribute hook per field: asked every move
    phase = fields["phase"]
    if phase is PLAY:  # `to_act` and `acting_head`, inline
        head = fields["turn_order"][fields["turn_index"]]
        if head < fields["players"]:  # a seat's own play
            if head != seat or not isinstance(action, Play) or action.target not in SPOTS:
                return False
            card = action.card
            return bool(fields["deck"]) if card == DECK else card in fields["hands"][seat]
        owner = fields["heads"][head].owner  # a dummy: only a 2-player one has an owner to aim it
        if owner is None or owner != seat:
            return False
        return isinstance(action, AimDummy) and action.target in SPOTS
    if phase is INFLUENCE and seat == fields["chairman"]:
        max_secret = VARIANTS[fields["players"]].max_secret
        return isinstance(action, SecretInfluence) and 0 <= action.count <= max_secret
    return False


def apply(state: JugglersState, seat: int, action: object) -> JugglersState:
    if not is_legal(state, seat, action):
        raise IllegalAction(_refusal(state, seat, action))
    # The deck is the one list most moves change in place (cards come off its
    # top); `flow` replaces every other list and draft it changes, so the rest
    # is shared with `state`. Copying it all cost more than the move.
    fields = state.__dict__.copy()
    step = fields["step"] = fields["step"] + 1
    fields["deck"], fields["log"] = list(fields["deck"]), []
    new = cast(JugglersState, _Fields())
    new.__dict__ = fields
    rng = LazyRng(fields["seed"], step)
    # Plays first: a failed isinstance on a model class costs 60 ns (ABCMeta).
    if isinstance(action, Play):
        play_card(new, seat, action, rng)
    elif isinstance(action, AimDummy):
        place_from_deck(new, acting_head(new), action.target)
        next_turn(new, rng)
    elif isinstance(action, SecretInfluence):
        secret_influence(new, action.count, rng)
    run_dummies(new, rng)
    return trusted(JugglersState, fields)


class _Fields:
    """The new state's fields as plain attributes while `flow` works on them.

    Assigning to a model attribute goes through pydantic's `__setattr__` (about
    a quarter of a microsecond, six times per move and sixteen at a cycle's
    end); here it is a plain write into the dict that becomes the new state's.
    Every field then counts as set, as in a state loaded from JSON.
    """

    draft = JugglersState.draft
