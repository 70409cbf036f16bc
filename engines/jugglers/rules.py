"""Setting up, checking and applying Jugglers moves.

`apply` makes a shallow copy of the state (`state.clone`), with the step
counted and a fresh log, and hands it to `flow`, which moves the game on by
replacing whatever fields it changes; nothing here touches its input state.
"""

from __future__ import annotations

from collections.abc import Sequence

from engines.core.cards import Card
from engines.core.dice import LazyRng
from engines.core.messages import Message, msg, nmsg
from engines.core.protocol import IllegalAction
from engines.jugglers.actions import DECK, AimDummy, Play, SecretInfluence
from engines.jugglers.flow import (
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
    Draft,
    Head,
    JugglersOptions,
    JugglersState,
    Phase,
    clone,
)
from engines.jugglers.variants import VARIANTS
from engines.jugglers.words import SEAT_LETTERS, listed


def _heads(players: int) -> tuple[Head, ...]:
    heads = [Head(name=SEAT_LETTERS[seat]) for seat in range(players)]
    if players == 3:
        heads.append(Head(name="Dummy", dummy=True))
    if players == 2:
        heads += [Head(name=f"{SEAT_LETTERS[s]}'s dummy", dummy=True, owner=s) for s in (0, 1)]
    return tuple(heads)


def new_game(players: int, options: JugglersOptions, seed: int) -> JugglersState:
    if players not in VARIANTS:
        raise ValueError("Jugglers is for 2 to 5 players")
    heads = _heads(players)
    state = JugglersState(
        players=players,
        options=options,
        seed=seed,
        step=0,
        heads=heads,
        round=1,
        round_wins=(0,) * players,
        results=(),
        sigils=(None,) * len(heads),
        policy_deck=(),
        village_order=(),
        failed_policies=(),
        deck=(),
        discard=(),
        hands=((),) * players,
        drafts=(Draft(), Draft(), Draft()),
        gathering=0,
        cycle=0,
        chairman=0,
        phase=Phase.INFLUENCE,
        ring=(),
        turn_order=(),
        turn_index=0,
        last_player=None,
        last_rolls=(),
        recap=None,
        milestone=0,
        log=(),
    )
    start_round(state, LazyRng(seed, 0))
    return state


# --- whose move, and which moves -------------------------------------------------


def to_act(state: JugglersState) -> list[int]:
    if state.phase is PLAY:
        head = state.turn_order[state.turn_index]
        if head < state.players:
            return [head]
        owner = state.heads[head].owner  # a dummy: only a 2-player one has an owner
        return [] if owner is None else [owner]
    return [state.chairman] if state.phase is INFLUENCE else []


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
    phase: Phase, aiming_dummy: bool, hand: Sequence[Card], deck_has_cards: bool, max_secret: int
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


# What a seat is asked for, by the kind of move it owes.
EXPECTED = {
    SecretInfluence: msg("First decide how many secret influences to include."),
    AimDummy: msg("Choose where your dummy plays the deck's top card."),
    Play: msg("Play a card from your hand or the deck's top card."),
}


def _refusal(state: JugglersState, seat: int, action: object) -> Message:
    """Why a move is refused, worded for the player who tried it."""
    if state.phase is Phase.OVER:
        return msg("The game is over.")
    if not 0 <= seat < state.players:
        return msg("You are not seated at this table.")
    if seat not in to_act(state):
        waiting = listed([SEAT_LETTERS[other] for other in to_act(state)])
        return msg("It is not your turn; waiting for {seats}.", seats=waiting)
    expected = type(legal_actions(state, seat)[0])
    if not isinstance(action, expected):
        return EXPECTED[expected]
    if isinstance(action, Play) and action.card == DECK:
        return msg("The deck is empty, so you must play a card from your hand.")
    if isinstance(action, Play):
        return msg("You do not hold the {card}.", card=action.card.words)
    most = VARIANTS[state.players].max_secret
    return nmsg("You may include at most {count} secret influence.",
                "You may include at most {count} secret influences.", most)  # fmt: skip


# --- applying ---------------------------------------------------------------------


def is_legal(state: JugglersState, seat: int, action: object) -> bool:
    """Whether `action` is one of `legal_actions(state, seat)`, answered from the
    action itself instead of building the list (up to 21 moves) and comparing."""
    if state.phase is PLAY:
        head = state.turn_order[state.turn_index]
        if head < state.players:  # a seat's own play
            if head != seat or not isinstance(action, Play) or action.target not in SPOTS:
                return False
            card = action.card
            return bool(state.deck) if card == DECK else card in state.hands[seat]
        owner = state.heads[head].owner  # a dummy: only a 2-player one has an owner to aim it
        return owner == seat and isinstance(action, AimDummy) and action.target in SPOTS
    if state.phase is INFLUENCE and seat == state.chairman:
        max_secret = VARIANTS[state.players].max_secret
        return isinstance(action, SecretInfluence) and 0 <= action.count <= max_secret
    return False


def apply(state: JugglersState, seat: int, action: object) -> JugglersState:
    if not is_legal(state, seat, action):
        raise IllegalAction(_refusal(state, seat, action))
    new = clone(state)
    new.step, new.log = state.step + 1, ()
    rng = LazyRng(new.seed, new.step)
    if isinstance(action, Play):
        play_card(new, seat, action, rng)
    elif isinstance(action, AimDummy):
        head = acting_head(new)
        assert head is not None  # `is_legal`: a dummy's turn in the play phase
        place_from_deck(new, head, action.target)
        next_turn(new, rng)
    elif isinstance(action, SecretInfluence):
        secret_influence(new, action.count, rng)
    run_dummies(new, rng)
    return new
