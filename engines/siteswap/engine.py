"""The Siteswap engine object that the registry hands out."""

from __future__ import annotations

import random
from types import MappingProxyType

from engines.core.messages import Line, Message, mark, msg, nmsg
from engines.core.protocol import IllegalAction, Outcome
from engines.core.scores import whole_or_fraction
from engines.core.windows import Window
from engines.siteswap import bots, guessing, labels, levels, rules, secrets, views
from engines.siteswap.actions import SiteswapAction, parse_action
from engines.siteswap.figures import SiteswapFigures
from engines.siteswap.state import Phase, SiteswapOptions, SiteswapState


class SiteswapEngine:
    key = "siteswap"
    title = mark("Siteswap: juggling patterns")
    min_players = rules.MIN_PLAYERS
    max_players = rules.MAX_PLAYERS
    Options = SiteswapOptions
    State = SiteswapState
    presentation = "renderers.siteswap"
    figures = SiteswapFigures()
    # More bots for `simulate --bots`: `longest` lays the longest pattern it can, whatever
    # the chance of a drop (the bot before performances had a price), to measure ours by.
    bot_kinds = MappingProxyType({"longest": bots.longest_action})
    # The bot at each level (easy, normal = `bot_action`, hard), and the ladder's table size.
    bots = levels.BOTS
    usual_players = levels.USUAL_PLAYERS
    # State shapes of older code whose snapshots still load as they are: every field
    # added since has a default. Replaying their events instead would judge their
    # unnamed performances by today's rules (a drop), not as they were played. Since
    # log lines became Messages, the plain English lines of older snapshots still read.
    reads_snapshots = frozenset({
        "siteswap::a955047549d7604d",  # before hints and drops
        "siteswap::5a73abc4da73429c",  # before Messages
    })  # fmt: skip

    def new_game(self, players: int, options: SiteswapOptions, seed: int) -> SiteswapState:
        return rules.new_game(players, options, seed)

    def to_act(self, state: SiteswapState) -> list[int]:
        return rules.to_act(state)

    def legal_actions(self, state: SiteswapState, seat: int) -> list[SiteswapAction]:
        return rules.legal_actions(state, seat)

    def apply(self, state: SiteswapState, seat: int, action: SiteswapAction) -> SiteswapState:
        return rules.apply(state, seat, action)

    def view(self, state: SiteswapState, seat: int | None) -> views.SiteswapView:
        return views.view(state, seat)

    def is_over(self, state: SiteswapState) -> bool:
        return state.phase is Phase.OVER

    def outcome(self, state: SiteswapState) -> Outcome:
        if state.phase is not Phase.OVER:
            raise IllegalAction(msg("The game is not over yet."))
        left = [len(hand) for hand in state.hands]
        return Outcome(winners=list(state.winners), scores=[-float(n) for n in left],
                       summary=labels.table_summary(state.table, state.players))  # fmt: skip

    def score_words(self, score: float) -> Message:
        """A score is minus the cards left in hand: the fewest wins."""
        return nmsg("{count} card left", "{count} cards left", whole_or_fraction(-score))

    def parse_action(self, raw: str) -> SiteswapAction:
        return parse_action(raw)

    def bot_action(self, view: views.SiteswapView, rng: random.Random) -> SiteswapAction:
        return bots.bot_action(view, rng)

    def scramble_hidden(
        self, state: SiteswapState, seat: int | None, rng: random.Random
    ) -> SiteswapState:
        return secrets.scramble_hidden(state, seat, rng)

    def window(self, state: SiteswapState) -> Window | None:
        """While a pattern is juggled, everyone else guesses at once (timed in animated mode)."""
        return rules.guess_window(state)

    def closing_actions(self, state: SiteswapState) -> list[tuple[int, SiteswapAction]]:
        """Time is up: every seat still guessing stops (see rules.close_window)."""
        return rules.closing_actions(state)

    # A hint is made for the performer but chosen by nobody: their controls stand.
    moment_kinds = frozenset({"hint"})

    def moment_actions(self, state: SiteswapState) -> list[tuple[int, SiteswapAction]]:
        """The window's next moment: the next hint (see rules.moment_actions)."""
        return rules.moment_actions(state)

    def bot_delay(self, view: views.SiteswapView) -> float:
        """Seconds a bot watches before guessing: longer for harder patterns."""
        return guessing.watching_seconds(view.performance.throws if view.performance else None)

    def label(self, view: views.SiteswapView, field: str, value: object) -> Line:
        return labels.label(view, field, value)
