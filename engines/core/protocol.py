"""The contract every game engine keeps, so front ends need no per-game code."""

from __future__ import annotations

import random
from typing import Any, Protocol, runtime_checkable

from pydantic import BaseModel, Field

from engines.core.messages import Line, english


class IllegalAction(Exception):
    """An action the rules refuse. Its `reason` (a `Message`, or a plain string) is
    shown to the player who tried it, in their language; str() is the English text."""

    @property
    def reason(self) -> Line:
        return self.args[0] if self.args else ""

    def __str__(self) -> str:
        return english(self.reason)


class Outcome(BaseModel):
    """Final result: winning seats (ties share), one score per seat, and the lines
    that reveal what was secret (Messages or plain strings, like log lines)."""

    winners: list[int]
    scores: list[float]
    summary: list[Line] = Field(default_factory=list)


@runtime_checkable
class Engine(Protocol):
    """Pure rules of one game. No I/O, no clock, no global randomness.

    Seats are the people (or bot players) at the table, numbered from 0.
    Helpers the rules need, such as Jugglers' dummy heads, are moved by the
    engine itself inside `apply` and never appear in `to_act`.

    The contract front ends, bots and tests rely on (the conformance suite in
    tests/engines checks it for every registered engine):
    - a seat listed by `to_act` always has at least one legal action, and
      `to_act` is empty exactly when `is_over`;
    - every action `legal_actions` lists is accepted by `apply` exactly as
      listed; a free-text field (a word, a throw sequence) is listed as a few
      concrete, acceptable instances, and a typed value beyond the list is
      judged by `apply`, which raises IllegalAction with a reason a player can
      read;
    - `apply` never changes its input; an action from a seat that is not to
      act, or one that no longer fits the state, raises IllegalAction;
    - replaying the same seed, options and actions rebuilds the same state,
      and the state's JSON round-trips exactly;
    - states, views and the records in them are plain data (slotted
      dataclasses, tuples, enums; pydantic models are still accepted) that
      engine code reads by attribute and builds with constructors; they are
      validated and turned into JSON only at the edges, through
      `engines.core.records` (snapshots, the record, views sent out);
    - `view(state, seat)` is the only filter of secrets: a seat view shows
      the public table plus that seat's own secrets, `view(state, None)` the
      public table alone; bots get views, never states;
    - `scramble_hidden(state, seat, rng)` returns the same game with
      everything `seat` may not see changed (other hands, deck order, secret
      identities), so the suite can check that the seat's view, terminal
      table and pictures do not change.

    Words for players are never finished English sentences: a log line, a
    progress line, a label, a refusal (`IllegalAction(reason)`), a summary
    line or a score's words is an `engines.core.messages.Message` (made with
    `msg` / `nmsg`: the English msgid with `{named}` placeholders and its
    parameters, a translatable parameter itself a Message), and front ends
    turn it into the reader's language (`renderers.i18n.text`). Plain strings
    are still accepted everywhere a Message is (saved games hold them; a game
    not yet translated may emit them) and are shown as they are. The title is
    a plain string marked with `mark` so that it is translated by its text.
    See docs/translating.md.

    Every view carries three fields that front ends and the table service
    rely on without knowing the game:
    - `seat: int | None`: whose view it is (None for the public view);
    - `log: tuple[str | Message, ...]`: the public log lines produced by the
      last applied action and everything it set off (dice, settling,
      automatic moves);
    - `milestone: int`: grows by one each time a cycle or phase ends, so a
      front end knows a fresh table picture is due.
    A view may carry `progress: str | Message`, one line on where the game
    stands, for status messages.

    Optional members, found with getattr by the application:
    - `label(view, field, value) -> str | Message`: the words for one value of an
      action field; `engines.core.choosing` uses it to build buttons, menus
      and numbered answers for every game alike;
    - `warm_up(options=None) -> None`: slow one-time preparation (a word index)
      that a long-running front end does off its event loop: at start with no
      options, and with a table's options when it opens or resumes (an edition's
      own word index, say), before its first move;
    - `presentation: str`: the dotted path of the module that draws the game
      (`render_table`, `render_hand`, `render_results`, `TEXT_TABLE`; see
      `renderers.presentation`); without it the generic text table is used;
    - `figures: engines.core.figures.Figures`: the game's own counts for
      simulation summaries;
    - `reads_snapshots: Collection[str]`: code versions (see
      `bot.tables.recovery.code_version`) of older State shapes whose stored
      snapshots the State still reads as they are, so tables saved by older
      code resume exactly, not by replaying their moves under newer rules;
    - `bots: Mapping[str, engines.core.levels.BotLevel]`: the bot at each level
      of `engines.core.levels.LEVELS` (easy, normal, hard), deciding from views
      like `bot_action`, which is the normal one; `usual_players: int`, the
      player count the game is mostly played at (the bot ladder's tables);
    - `bot_kinds: Mapping[str, (view, rng) -> action]`: more bots by name, to
      seat beside the game's own in `simulate --bots` (an older or simpler one
      to measure it against);
    - `score_words(score) -> str | Message`: a final score in the game's own words
      ("1 round win", "3 cards left"); without it scores are points;
    - `rules_page: str`: the path of the rules page, for games that live
      outside this repository (built-in games use docs/rules/<key>.md);
    - a timed simultaneous phase (see `engines.core.windows`): `window(state)
      -> Window | None`, `closing_actions(state) -> [(seat, action)]` (what
      closing it on time does), `bot_delay(view) -> seconds` (how long a
      bot waits before answering, like a person) and, for a window with
      moments, `moment_actions(state) -> [(seat, action)]` (what its next
      moment does; `apply` takes those from the seat named even when it is
      not one to act) with `moment_kinds: frozenset[str]`, the `kind` of the
      actions only moments make, which are nobody's choice (a person's
      controls drawn before one still stand).
    """

    key: str
    title: str
    min_players: int
    max_players: int
    Options: type[BaseModel]
    State: type  # a dataclass (or model) that `engines.core.records` round-trips

    def new_game(self, players: int, options: BaseModel, seed: int) -> Any: ...

    def to_act(self, state: Any) -> list[int]: ...

    def legal_actions(self, state: Any, seat: int) -> list[Any]: ...

    def apply(self, state: Any, seat: int, action: Any) -> Any: ...

    def view(self, state: Any, seat: int | None) -> Any: ...

    def is_over(self, state: Any) -> bool: ...

    def outcome(self, state: Any) -> Outcome: ...

    def parse_action(self, raw: str) -> Any: ...

    def bot_action(self, view: Any, rng: random.Random) -> Any: ...

    def scramble_hidden(self, state: Any, seat: int | None, rng: random.Random) -> Any: ...
