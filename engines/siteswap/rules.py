"""Dealing, who is to act, what is legal, and applying a Siteswap move.

`apply` builds the next state from what a move changes; nothing here changes
its input. Randomness (the deal, who starts, reshuffles) comes from
generators derived from (seed, step), so replays are exact.
"""

from __future__ import annotations

from dataclasses import replace

from engines.core.dice import rng_for, shuffled
from engines.core.messages import mark, msg, nmsg
from engines.core.protocol import IllegalAction
from engines.core.windows import Window
from engines.siteswap import exchanges, hints, turn
from engines.siteswap import performance as perf
from engines.siteswap.actions import (
    Draw,
    Extend,
    Guess,
    Hint,
    KeepCards,
    Lay,
    Pass,
    Report,
    RightGuess,
    SiteswapAction,
    Stop,
    SwapGive,
    SwapTake,
    Trick,
    TrickDiscard,
)
from engines.siteswap.cards import DECK, hand_sizes, values
from engines.siteswap.patterns import text
from engines.siteswap.piles import SEAT_LETTERS
from engines.siteswap.search import extensions, patterns_from
from engines.siteswap.state import MAX_GUESSES, Phase, SiteswapOptions, SiteswapState

MIN_PLAYERS, MAX_PLAYERS = 2, 6
# Concrete guesses listed as legal (people type their own): the first cascade not
# guessed wrong yet, since a repeated wrong guess is refused.
LISTED_GUESSES = tuple(text((balls,)) for balls in range(3, 36))  # 3 to z
LISTED_TARGETS = 20  # patterns offered for extending: a menu holds 25 choices at most
GUESS_BUTTON = mark("Guess")  # the public button beside a performance


def new_game(players: int, options: SiteswapOptions, seed: int) -> SiteswapState:
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise ValueError(f"Siteswap is for {MIN_PLAYERS}-{MAX_PLAYERS} players, not {players}")
    rng = rng_for(seed, 0, "deal")
    deck = shuffled(DECK, rng)
    size = hand_sizes(players)
    hands = tuple(tuple(sorted(deck[seat * size : (seat + 1) * size])) for seat in range(players))
    rest = deck[players * size :]
    first = rng.randrange(players)
    return SiteswapState(
        players=players, options=options, seed=seed, hands=hands,
        pickup=tuple(rest[:-1]), discard=(rest[-1],), turn=first,
        log=(nmsg("Each player gets {count} card; the draw picks {seat} to start.",
                  "Each player gets {count} cards; the draw picks {seat} to start.",
                  size, seat=SEAT_LETTERS[first]),),
    )  # fmt: skip


def to_act(state: SiteswapState) -> list[int]:
    if state.phase is Phase.OVER:
        return []
    if state.phase is Phase.TURN:
        return [state.turn]
    if state.phase in (Phase.SWAP_TAKE, Phase.SWAP_GIVE):
        return [state.swapper] if state.swapper is not None else []
    performance = state.performance
    assert performance is not None
    if state.phase is Phase.TRICK_DISCARD:
        return [performance.performer]
    guessers = perf.still_guessing(performance)
    if state.options.mode == "live":
        return sorted({performance.performer, *guessers})
    return guessers


def _turn_actions(state: SiteswapState, seat: int) -> list[SiteswapAction]:
    hand = state.hands[seat]
    own = values(hand, state.flashed(seat))
    moves: list[SiteswapAction] = []
    if len(hand) < 3 and not state.drew_first and (state.pickup or len(state.discard) > 1):
        moves.append(Draw())
    # One concrete instance per choice a front end narrows to: the typed text is
    # free, so two listed lays would leave the chooser with two matches.
    moves += [Lay(throws=text(p)) for p in patterns_from(own, state.options.advanced, limit=1)]
    for target, laid in enumerate(state.table):
        if len(moves) >= LISTED_TARGETS:
            break
        moves += [Extend(target=target, throws=text(p)) for p in extensions(laid.values, own)]
    if state.options.mode == "live":
        moves.append(Trick())
    return [*moves, Pass()]


def legal_actions(state: SiteswapState, seat: int) -> list[SiteswapAction]:
    if seat not in to_act(state):
        return []
    hand = sorted(set(state.hands[seat]))
    if state.phase is Phase.TURN:
        return _turn_actions(state, seat)
    if state.phase is Phase.SWAP_TAKE:
        sources = ["pickup"] if state.pickup or len(state.discard) > 1 else []
        sources += ["discard"] if state.discard else []
        return [SwapTake(source=source) for source in [*sources, "none"]]
    if state.phase is Phase.SWAP_GIVE:
        return [SwapGive(card=card) for card in hand]
    if state.phase is Phase.TRICK_DISCARD:
        return [*(TrickDiscard(first=a, second=b) for i, a in enumerate(hand) for b in hand[i:]
                  if a != b or state.hands[seat].count(a) > 1), KeepCards()]  # fmt: skip
    performance = state.performance
    assert performance is not None
    moves: list[SiteswapAction] = []
    if seat == performance.performer:
        if performance.kind == "trick":
            # Only someone who has guessed can have named it.
            moves += [RightGuess(guesser=s) for s in range(state.players)
                      if s != seat and performance.wrong[s]]  # fmt: skip
            return [*moves, Report(result="dropped")]
        return [Report(result="clean"), Report(result="dropped")]
    listed = next(guess for guess in LISTED_GUESSES if guess not in performance.missed)
    return [Guess(throws=listed), Stop()]


def _check_turn(state: SiteswapState, seat: int, action: object) -> None:
    if state.phase is Phase.OVER:
        raise IllegalAction(msg("The game is over."))
    if isinstance(action, Hint):
        # Made by the table at a window's moment, for the performer (see moment_actions).
        if (seat, action) not in moment_actions(state):
            raise IllegalAction(msg("There is no hint to give now."))
        return
    if seat not in to_act(state):
        raise IllegalAction(msg("It is not your turn.") if state.phase is Phase.TURN
                            else msg("You have nothing to do right now."))  # fmt: skip
    if isinstance(action, (Lay, Extend, Guess)):
        # Typed moves are judged by `apply`, so they are not matched against the list:
        # a lay or an extension fits only a turn, a guess only an open window and only
        # from a seat still guessing (not after the pattern is named, nor while swapping).
        if isinstance(action, Guess):
            window = guess_window(state)
            fits = window is not None and seat in window.seats
        else:
            fits = state.phase is Phase.TURN
        if not fits:
            raise IllegalAction(msg("That move does not fit the table now."))
        return
    if action not in legal_actions(state, seat):
        raise IllegalAction(msg("That move does not fit the table now."))


def guess_window(state: SiteswapState) -> Window | None:
    """The guessing of a performance, while anyone may still guess: timed by
    `guess_seconds` when the bot juggles it; in live mode open until the juggler
    reports, as only they know how it went (the table's turn timer still closes it).

    Once nobody is left to guess, a live juggler who has not reported yet is simply
    the seat awaited, on the turn timer like any other."""
    performance = state.performance
    if state.phase is not Phase.PERFORMANCE or performance is None:
        return None
    guessing = tuple(perf.still_guessing(performance))
    if not guessing:
        return None
    live = state.options.mode == "live"
    due = hints.still_due(performance.hints) if performance.kind != "trick" else ()
    return Window(
        opened_step=performance.opened, seats=guessing,
        seconds=None if live else state.options.guess_seconds,
        button=GUESS_BUTTON, answer=(("kind", "guess"),), moments=due,
        answers=tuple(MAX_GUESSES - left for left in performance.guesses),
    )  # fmt: skip


def closing_actions(state: SiteswapState) -> list[tuple[int, SiteswapAction]]:
    """What closing the window does: every seat still guessing stops, in seat order."""
    window = guess_window(state)
    return [(seat, Stop()) for seat in window.seats] if window is not None else []


def moment_actions(state: SiteswapState) -> list[tuple[int, SiteswapAction]]:
    """What the window's next moment does: the next hint, shown for the performer."""
    window = guess_window(state)
    if window is None or not window.moments or state.performance is None:
        return []
    return [(state.performance.performer, Hint())]


def close_window(state: SiteswapState) -> SiteswapState:
    """The guessing window's time is up: every seat still guessing stops, in seat order.

    The same as each of them sending `Stop`, so a front end that prefers to apply
    those one by one (and log them) gets the same state. In animated mode the
    pattern is then laid as if juggled 20 cycles clean; in live mode the juggler
    still reports how it went. Outside a performance nothing changes.
    """
    if state.phase is not Phase.PERFORMANCE or state.performance is None:
        return state
    for seat in perf.still_guessing(state.performance):
        if state.phase is not Phase.PERFORMANCE:
            break
        state = apply(state, seat, Stop())
    return state


def apply(state: SiteswapState, seat: int, action: object) -> SiteswapState:
    _check_turn(state, seat, action)
    state = replace(state, step=state.step + 1, log=())
    if isinstance(action, Lay):
        return turn.lay(state, seat, action)
    if isinstance(action, Extend):
        return turn.extend(state, seat, action)
    if isinstance(action, Trick):
        return turn.trick(state, seat)
    if isinstance(action, Draw):
        return turn.draw_first(state, seat)
    if isinstance(action, Pass):
        state = replace(state, log=(msg("{name} passes.", name=SEAT_LETTERS[seat]),))
        return turn.end_turn(state, seat, draw=True, active=False)
    if isinstance(action, Guess):
        return perf.guess(state, seat, action)
    if isinstance(action, Stop):
        return perf.stop(state, seat)
    if isinstance(action, Report):
        return perf.report(state, seat, action)
    if isinstance(action, Hint):
        return perf.hint(state)
    if isinstance(action, RightGuess):
        return exchanges.right_guess(state, seat, action)
    if isinstance(action, SwapTake):
        return exchanges.swap_take(state, seat, action)
    if isinstance(action, SwapGive):
        return exchanges.swap_give(state, seat, action)
    if isinstance(action, KeepCards):
        return exchanges.keep(state, seat)
    assert isinstance(action, TrickDiscard)
    return exchanges.trick_discard(state, seat, action)
