"""Setting up, checking and applying Juggler moves.

Functions with a leading underscore mutate the fresh copy that `apply` makes;
nothing here touches its input state. The only randomness is the shuffle at
the start of each round, drawn from (seed, step), so replays are exact.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace

from engines.core.dice import rng_for, shuffled
from engines.core.messages import Line, msg, nmsg
from engines.core.protocol import IllegalAction
from engines.juggler.actions import (
    DECK,
    MAX_WORD_LENGTH,
    NONE,
    Discard,
    JugglerAction,
    Reveal,
    Take,
)
from engines.juggler.cards import HAND_LIMIT, SCORELESS_ROUNDS, colour_of, deck
from engines.juggler.dictionary import normalise
from engines.juggler.refusals import refusal
from engines.juggler.scoring import check_word, reveal_line, round_score, score_in_words
from engines.juggler.state import (
    SEAT_NAMES,
    JugglerOptions,
    JugglerState,
    Phase,
    RoundResult,
    Stage,
)

MIN_PLAYERS, MAX_PLAYERS = 2, 6
DEAL = 7  # black cards dealt to each player
ROUND_ROTATIONS = 100  # safety stop: a round this long is scored as if declared


def name(seat: int) -> str:
    return SEAT_NAMES[seat]


def new_game(players: int, options: JugglerOptions, seed: int) -> JugglerState:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Juggler is for {MIN_PLAYERS} to {MAX_PLAYERS} players")
    state = JugglerState(
        players=players,
        options=options,
        seed=seed,
        totals=[0] * players,
        hands=[[] for _ in range(players)],
        words=[None] * players,
    )
    _start_round(state, rng_for(seed, 0))
    return state


# --- whose move, and which moves -------------------------------------------------


def to_act(state: JugglerState) -> list[int]:
    if state.phase is Phase.PLAY:
        return [state.turn]
    if state.phase is Phase.REVEAL:
        return [seat for seat, word in enumerate(state.words) if word is None]
    return []


def take_choices(
    red_left: int, black_left: int, table: Sequence[str], hand_size: int
) -> list[tuple[str, str]]:
    """The takes open to a player as (colour, source) pairs, from facts its own view also
    holds: bots weigh these and make an action of the one they choose.

    Face-up cards of one letter are interchangeable, so each letter is offered once.
    """
    if hand_size >= HAND_LIMIT:
        return [("none", NONE)]
    options = []
    for colour, left in (("red", red_left), ("black", black_left)):
        if left:
            options.append((colour, DECK))
        options += [
            (colour, letter) for letter in sorted(set(table)) if colour_of(letter) == colour
        ]
    return [*options, ("none", NONE)]


def take_options(
    red_left: int, black_left: int, table: Sequence[str], hand_size: int
) -> list[Take]:
    """The takes open to a player (see `take_choices`)."""
    return [
        Take(colour=colour, source=source)
        for colour, source in take_choices(red_left, black_left, table, hand_size)
    ]


def discard_options(hand: Sequence[str], may_declare: bool) -> list[Discard]:
    """The discards (and declarations) open to a player with this hand."""
    declares = (False, True) if may_declare else (False,)
    return [
        Discard(card=card, declare=declare)
        for card in (NONE, *sorted(set(hand)))
        for declare in declares
    ]


def legal_actions(state: JugglerState, seat: int) -> list[JugglerAction]:
    if seat not in to_act(state):
        return []
    if state.phase is Phase.REVEAL:
        return [Reveal()]
    if state.stage is Stage.TAKE:
        return list(
            take_options(len(state.red), len(state.black), state.table, len(state.hands[seat]))
        )
    return list(discard_options(state.hands[seat], may_declare=state.declarer is None))


def turns_left(state: JugglerState) -> int | None:
    """Turns (the current one included) before the reveal, once the end is in sight."""
    if state.phase is not Phase.PLAY:
        return None
    if state.declarer is not None:
        return state.final_turns
    countdowns = [ROUND_ROTATIONS * state.players - state.turns_done]
    if state.dry_from is not None:
        countdowns.append(state.players - (state.turns_done - state.dry_from))
    left = min(countdowns)
    return left if left <= state.players else None


# --- applying ---------------------------------------------------------------------


def is_legal(state: JugglerState, seat: int, action: object) -> bool:
    """Whether `action` fits `legal_actions(state, seat)` (any typed word fits the reveal),
    checked field by field: matching it against the whole list was most of a replay."""
    if seat not in to_act(state):
        return False
    if state.phase is Phase.REVEAL:
        return isinstance(action, Reveal)
    if state.stage is Stage.TAKE:
        if not isinstance(action, Take):
            return False
        if action.colour == "none" or len(state.hands[seat]) >= HAND_LIMIT:
            return action.colour == "none" and action.source == NONE
        if action.source == DECK:
            return bool(state.red if action.colour == "red" else state.black)
        return action.source in state.table and colour_of(action.source) == action.colour
    if not isinstance(action, Discard):
        return False
    if action.declare and state.declarer is not None:
        return False
    return action.card == NONE or action.card in state.hands[seat]


def apply(state: JugglerState, seat: int, action: object) -> JugglerState:
    if not is_legal(state, seat, action):
        raise IllegalAction(refusal(state, seat, action, to_act(state)))
    if isinstance(action, Reveal) and len(action.word) > MAX_WORD_LENGTH:
        raise IllegalAction(msg("A word has at most {most} letters.", most=MAX_WORD_LENGTH))
    new = clone(state)
    new.log = []
    new.step += 1
    if isinstance(action, Take):
        _take(new, seat, action)
    elif isinstance(action, Discard):
        _discard(new, seat, action)
    elif isinstance(action, Reveal):
        _name_word(new, seat, action.word, rng_for(new.seed, new.step))
    return new


def clone(state: JugglerState) -> JugglerState:
    """A copy that may be changed freely: what `apply` changes, and what a search that
    tries moves on its own copies needs.

    Every list the rules change is copied; the options and past round results
    are shared, since nothing ever changes them once they exist.
    """
    return replace(
        state,
        totals=list(state.totals),
        red=list(state.red),
        black=list(state.black),
        table=list(state.table),
        hands=[list(hand) for hand in state.hands],
        words=list(state.words),
        results=list(state.results),
        log=list(state.log),
    )


def _say(state: JugglerState, line: Line) -> None:
    state.log.append(line)


def _start_round(state: JugglerState, rng: random.Random) -> None:
    state.red = shuffled(deck("red", state.options.language), rng)
    state.black = shuffled(deck("black", state.options.language), rng)
    state.table = []
    state.hands = [[] for _ in range(state.players)]
    for _ in range(DEAL):
        for offset in range(1, state.players + 1):
            state.hands[(state.dealer + offset) % state.players].append(state.black.pop())
    state.phase = Phase.PLAY
    state.turn = (state.dealer + 1) % state.players
    state.turns_done = 0
    state.dry_from = None
    state.declarer = None
    state.final_turns = 0
    state.words = [None] * state.players
    _say(
        state,
        msg("Round {round}: {dealer} deals {count} black cards to everyone; {first} plays first.",
            round=state.round, dealer=name(state.dealer), count=DEAL, first=name(state.turn)),
    )  # fmt: skip
    _begin_turn(state)


def _begin_turn(state: JugglerState) -> None:
    """Start the turn of `state.turn`, skipping the take when nothing can be taken."""
    if state.dry_from is None and not state.red and not state.black:
        state.dry_from = state.turns_done
        if state.declarer is None:
            _say(state, msg("Both decks are empty: one more round of turns unless someone "
                            "declares."))  # fmt: skip
    can_take = (
        len(
            take_options(
                len(state.red), len(state.black), state.table, len(state.hands[state.turn])
            )
        )
        > 1
    )
    state.stage = Stage.TAKE if can_take else Stage.DISCARD


def _take(state: JugglerState, seat: int, action: Take) -> None:
    player = name(seat)
    if action.colour == "none":
        _say(state, msg("{name} takes no card.", name=player))
    elif action.source == DECK:
        pile = state.red if action.colour == "red" else state.black
        state.taken = pile.pop()
        state.hands[seat].append(state.taken)
        top = (
            msg("{name} takes the top red card ({left} left).", name=player, left=len(pile))
            if action.colour == "red"
            else msg("{name} takes the top black card ({left} left).", name=player, left=len(pile))
        )
        _say(state, top)
    else:
        state.table.remove(action.source)
        state.taken = action.source
        state.hands[seat].append(action.source)
        _say(state, msg("{name} takes {card} from the table.", name=player, card=action.source))
    state.stage = Stage.DISCARD


def _discard(state: JugglerState, seat: int, action: Discard) -> None:
    player = name(seat)
    if action.card == NONE:
        held = len(state.hands[seat])
        _say(state, nmsg("{name} discards nothing and holds {count} card.",
                         "{name} discards nothing and holds {count} cards.",
                         held, name=player))  # fmt: skip
    else:
        state.hands[seat].remove(action.card)
        state.table.append(action.card)
        _say(state, msg("{name} discards {card}.", name=player, card=action.card))
    if action.declare:
        state.declarer = seat
        state.final_turns = state.players - 1
        state.milestone += 1
        _say(state, msg("{name} declares! Everyone else has one last turn.", name=player))
    _end_turn(state)


def _end_turn(state: JugglerState) -> None:
    seat = state.turn
    state.turns_done += 1
    state.taken = None
    if state.declarer is not None and seat != state.declarer:
        state.final_turns -= 1
    if turns_left(state) == 0:
        if state.declarer is None:
            _say(state, msg("The round ends without a declaration."))
        _start_reveal(state)
        return
    state.turn = (seat + 1) % state.players
    if state.turns_done % state.players == 0:
        state.milestone += 1
    _begin_turn(state)


def _start_reveal(state: JugglerState) -> None:
    state.phase = Phase.REVEAL
    state.milestone += 1
    _say(state, msg("Reveal: everyone names one word made from their cards."))


def _name_word(state: JugglerState, seat: int, typed: str, rng: random.Random) -> None:
    folded = normalise(typed)
    state.words[seat] = (folded if folded is not None else typed.strip()).upper()
    _say(state, msg("{name} has named a word.", name=name(seat)))
    if all(word is not None for word in state.words):
        _score_round(state, rng)


def _score_round(state: JugglerState, rng: random.Random) -> None:
    words = [word or "" for word in state.words]
    hands = ["".join(sorted(hand)) for hand in state.hands]
    declared = [seat == state.declarer for seat in range(state.players)]
    rows = [(*row, state.options.language) for row in zip(words, hands, declared, strict=True)]
    points, problems = [round_score(*row) for row in rows], [check_word(*row) for row in rows]
    state.totals = [total + gained for total, gained in zip(state.totals, points, strict=True)]
    state.results.append(
        RoundResult(
            round=state.round,
            dealer=state.dealer,
            declarer=state.declarer,
            hands=tuple(hands),
            words=tuple(words),
            problems=tuple(problems),
            points=tuple(points),
            totals=tuple(state.totals),
        )
    )
    for seat in range(state.players):
        _say(
            state,
            reveal_line(name(seat), *rows[seat][:3], problems[seat], score_in_words(*rows[seat])),
        )
    totals = ", ".join(f"{name(seat)} {total}" for seat, total in enumerate(state.totals))
    _say(state, msg("Totals: {totals}.", totals=totals))
    state.milestone += 1
    if max(state.totals) >= state.options.target or _last_round(state) or _stalled(state):
        _end_game(state)
        return
    state.round += 1
    state.dealer = (state.dealer + 1) % state.players
    _start_round(state, rng)


def _last_round(state: JugglerState) -> bool:
    """The table's house rule, when it set one: the game ends after this round."""
    return state.options.max_rounds is not None and state.round >= state.options.max_rounds


def _stalled(state: JugglerState) -> bool:
    """Nobody has scored for SCORELESS_ROUNDS rounds in a row: nobody is playing."""
    recent = state.results[-SCORELESS_ROUNDS:]
    return len(recent) == SCORELESS_ROUNDS and not any(any(r.points) for r in recent)


def winners(state: JugglerState) -> list[int]:
    top = max(state.totals)
    return [seat for seat, total in enumerate(state.totals) if total == top]


def _end_game(state: JugglerState) -> None:
    """Why the game ended; who won is what every front end shows next, with the standings."""
    state.phase = Phase.OVER
    top = max(state.totals)
    if top >= state.options.target:
        _say(state, msg("The game is over: {points} points reach the target of {target}.",
                        points=top, target=state.options.target))  # fmt: skip
    elif _last_round(state):
        _say(state, msg("The game is over: round {round} was the table's last.", round=state.round))
    else:
        _say(state, msg("The game stops: nobody has scored for {count} rounds in a row.",
                        count=SCORELESS_ROUNDS))  # fmt: skip
