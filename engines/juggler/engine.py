"""The Juggler engine object that the registry hands out."""

from __future__ import annotations

import random
from types import MappingProxyType

from engines.core.levels import BotLevel, fixed
from engines.core.messages import Line, Message, mark, msg
from engines.core.protocol import IllegalAction, Outcome
from engines.juggler import labels, rules, secrets, solver, views
from engines.juggler.actions import JugglerAction, Reveal, parse_action
from engines.juggler.bots import EASY, HARD, NORMAL, bot_action, easy_action, hard_action
from engines.juggler.figures import FIGURES
from engines.juggler.scoring import check_letters
from engines.juggler.state import JugglerOptions, JugglerState, Phase, RoundResult


class JugglerEngine:
    key = "juggler"
    title = mark("Juggler: word building")
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    Options = JugglerOptions
    State = JugglerState
    presentation = "renderers.juggler"
    figures = FIGURES
    # Easy and normal know only the 10,000 and 40,000 commonest words and sometimes wait
    # to declare; hard knows the whole dictionary and declares when it pays (see `bots`).
    # Hard searches nothing: its decisions take milliseconds, like the others'.
    bots = MappingProxyType(
        {
            "easy": BotLevel(fixed(easy_action)),
            "normal": BotLevel(fixed(bot_action)),
            "hard": BotLevel(fixed(hard_action)),
        }
    )
    # Four at a table: the middle of 2 to 6, and the tables the service benches run.
    usual_players = 4
    # State shapes of older code whose snapshots still load as they are: the edition
    # (`options.language`) came later, with English as its default, as those games were.
    # Then log lines and refusal reasons became Messages: the plain English lines of older
    # snapshots still read, and are shown as they are.
    reads_snapshots = frozenset(
        {
            "juggler::75379f79070a4025",
            "juggler::da9309e01e978dfa",
        }  # before editions; before Messages
    )

    def new_game(self, players: int, options: JugglerOptions, seed: int) -> JugglerState:
        return rules.new_game(players, options, seed)

    def to_act(self, state: JugglerState) -> list[int]:
        return rules.to_act(state)

    def legal_actions(self, state: JugglerState, seat: int) -> list[JugglerAction]:
        return rules.legal_actions(state, seat)

    def apply(self, state: JugglerState, seat: int, action: JugglerAction) -> JugglerState:
        return rules.apply(state, seat, action)

    def view(self, state: JugglerState, seat: int | None) -> views.JugglerView:
        return views.view(state, seat)

    def scramble_hidden(
        self, state: JugglerState, seat: int | None, rng: random.Random
    ) -> JugglerState:
        return secrets.scramble_hidden(state, seat, rng)

    def is_over(self, state: JugglerState) -> bool:
        return state.phase is Phase.OVER

    def outcome(self, state: JugglerState) -> Outcome:
        if state.phase is not Phase.OVER:
            raise IllegalAction(msg("The game is not over yet."))
        summary: list[Line] = [
            msg("Round {round}: {scores}", round=result.round, scores=_scores(result))
            for result in state.results
        ]
        return Outcome(
            winners=rules.winners(state),
            scores=[float(total) for total in state.totals],
            summary=summary,
        )

    def parse_action(self, raw: str) -> JugglerAction:
        return parse_action(raw)

    def bot_action(self, view: views.JugglerView, rng: random.Random) -> JugglerAction:
        return bot_action(view, rng)

    def check(self, view: views.JugglerView, action: JugglerAction) -> Message | None:
        """A warning to show before a typed action is locked in, or None.

        For a word at the reveal: what its letters already say (not held, not
        all used by a declarer). The dictionary waits for the reveal, as in the seed.
        """
        if not isinstance(action, Reveal):
            return None
        return check_letters(action.word, view.hand, declarer=view.declarer == view.seat)

    def warm_up(self, options: JugglerOptions | None = None) -> None:
        """Load an edition's word lists and build their anagram indexes now (about 2 s for
        the English dictionary, 7 s for the German one, a fraction of that for each bot
        vocabulary), so the first move of a game, or of a bot of any level, does not
        stall whoever calls the engine. English by default; the German and French
        editions when a table with them opens: most tables play English, and each other
        edition costs the process its memory."""
        lang = options.language if options is not None else "en"
        solver.index(lang)
        for style in (EASY, NORMAL, HARD):
            style.known(lang)

    def label(self, view: views.JugglerView, field: str, value: object) -> Line:
        """Button and menu words for one value of an action field."""
        return labels.label(view, field, value)


def _scores(result: RoundResult) -> str:
    """ "A QUIZ 21, B - 0": each seat's word and points, the same in every language."""
    return ", ".join(
        f"{rules.name(seat)} {word or '-'} {points}"
        for seat, (word, points) in enumerate(zip(result.words, result.points, strict=True))
    )
