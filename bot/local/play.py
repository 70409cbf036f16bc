"""`python -m bot play`: one person at the terminal against bots, on the TableService.

Everything shown comes from what the service hands any front end: the notices'
public log lines and the person's own seat view, so the terminal keeps the
same secrets Discord does.
"""

from __future__ import annotations

import textwrap
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import engines
from bot.local.animation import play_frames, watchable
from bot.local.ask import QUIT, Quit, choose, read_line, typed_answers
from bot.local.images import ImageFolder
from bot.local.table import LOCAL_USER, LocalTable
from bot.local.watch import Watch
from bot.tables import GameOver, Notices, TableError, mention
from engines.core.levels import DEFAULT_LEVEL, LEVEL_WORDS, Level
from engines.core.messages import Line, Message, mark, msg, nmsg
from engines.core.scores import score_text
from renderers.i18n import SOURCE, text, texts, translate
from renderers.presentation import presentation_for
from renderers.text import display_width, listed

GOODBYE = mark("Goodbye! The game was left unfinished.")
WIDTH = 78
PLACES = {1: msg("1st"), 2: msg("2nd"), 3: msg("3rd")}
YOU = msg("you")
# Who plays a seat, in the results and beside the seat's name on the table.
BOTS = {"easy": msg("easy bot"), "normal": msg("normal bot"), "hard": msg("hard bot")}


@dataclass(frozen=True)
class PlaySetup:
    game: str
    players: int
    seat: int  # from 0
    options: dict[str, str]
    seed: int | None
    images: Path | None
    form: str = "python -m bot"  # how the program was started, for the commands it suggests
    watch: int | None = None  # serve the spectators' page on this localhost port (0: any free)
    bots: tuple[Level, ...] = ()  # the bots' levels in seat order; normal where it says none
    lang: str = SOURCE  # the language of the game's words (renderers.i18n.LANGUAGES)


def play(setup: PlaySetup) -> int:
    """Play one game to its end; Ctrl-C, end of input or q leave it cleanly."""
    images = _image_folder(setup)
    table = None
    try:
        table, notices = LocalTable.start(
            setup.game, setup.players, setup.seat, setup.options, setup.seed, setup.bots
        )
        game = _Game(table, notices, images, setup.form, setup.watch, setup.bots, setup.lang)
        game.run(notices)
    except (Quit, KeyboardInterrupt):
        print(f"\n{translate(GOODBYE, setup.lang)}")
    finally:
        if table is not None:
            table.close()
    return 0


def _image_folder(setup: PlaySetup) -> ImageFolder | None:
    if setup.images is None:
        return None
    presentation = presentation_for(setup.game)
    if presentation.renderer("table") is None:
        said = msg(
            "There are no table pictures for {game} yet, so --images is ignored.", game=setup.game
        )
        print(text(said, setup.lang))
        return None
    return ImageFolder(setup.images, presentation, setup.lang)


class _Game:
    """The loop of one game: show what happened, show the table, ask, act."""

    def __init__(
        self,
        table: LocalTable,
        started: Notices,
        images: ImageFolder | None,
        form: str,
        watch: int | None = None,
        levels: Sequence[Level] = (),
        lang: str = SOURCE,
    ) -> None:
        info = started.table
        self._lang = lang
        self._table = table
        self._images = images
        self._form = form
        self._engine = engines.get(info.game)
        self._presentation = presentation_for(info.game)
        self._text = self._presentation.text_table
        self._you = info.seats.index(LOCAL_USER)
        players = len(info.seats)
        self._names = self._text.seat_names(table.view(), players)
        bots = iter(levels)
        self._levels = [
            None if seat == self._you else next(bots, DEFAULT_LEVEL) for seat in range(players)
        ]
        # Who plays each seat, beside its name wherever the terminal shows it: "hard bot".
        self._people = [text(BOTS[level] if level else YOU, lang) for level in self._levels]
        self._watch_port = watch
        self._watch: Watch | None = None

    def run(self, notices: Notices) -> None:
        self._introduce()
        try:
            if self._watch_port is not None:
                self._watch = Watch(self._watch_port, self._labels(), self._lang)
                page = self._watch.page(notices.table.id)
                print(self._say(msg("Watch it in a browser: {address}", address=page)))
            self._play(notices)
            if self._watch is not None:  # the page shows the end until the person is done
                read_line(
                    self._say(
                        msg("The page stays up to show how it ended; press Enter to close it.")
                    )
                    + " "
                )
        finally:
            if self._watch is not None:
                self._watch.close()

    def _say(self, said: Line) -> str:
        """Anything the terminal prints, in the player's language."""
        return text(said, self._lang)

    def _labels(self) -> list[str]:
        return [f"{name} ({who})" for name, who in zip(self._names, self._people, strict=True)]

    def _play(self, notices: Notices) -> None:
        self._show(notices)
        while notices.game_over is None:
            notices = self._turn(notices.table.version)
            self._show(notices)
        print()
        self._print_table(self._table.view())  # how the game ended: the final table
        self._results(notices.game_over)

    def _introduce(self) -> None:
        bots = [
            f"{name} ({self._say(LEVEL_WORDS[level])})"
            for name, level in zip(self._names, self._levels, strict=True)
            if level is not None
        ]
        title = translate(self._engine.title, self._lang)
        players, seed = len(self._people), self._table.seed
        print(self._say(nmsg("{title} · {count} player · seed {seed}",
                             "{title} · {count} players · seed {seed}",
                             players, title=title, seed=seed)))  # fmt: skip
        print(self._say(nmsg("You are {name} (seat {seat}); {bots} is a bot.",
                             "You are {name} (seat {seat}); {bots} are bots.", len(bots),
                             name=self._names[self._you], seat=self._you + 1,
                             bots=listed(bots, self._lang))))  # fmt: skip
        keys = msg("Answer each question with a number; b goes back a step, t shows the table "
                   "again, q quits.")  # fmt: skip
        print(textwrap.fill(self._say(keys), WIDTH))
        command = f"{self._form} rules {self._engine.key}"
        command += f" --lang {self._lang}" if self._lang != SOURCE else ""
        print(self._say(msg("The rules: {command}", command=command)))

    def _show(self, notices: Notices) -> None:
        """The public lines since the person's last move, and a picture when one is due."""
        if notices.log:
            print()
            for line in notices.log:
                print(
                    textwrap.fill(
                        self._personal(line), WIDTH, initial_indent="  · ", subsequent_indent="    "
                    )
                )
        if self._watch is not None:
            self._watch.publish(notices)
        if self._images is not None and notices.image_due:
            for path in self._images.write(notices.public_view, self._labels()):
                print("  " + self._say(msg("(picture saved: {path})", path=str(path))))

    def _personal(self, said: Line) -> str:
        """Service lines name people as mentions: here the only person is "you" (in
        English; in other languages their seat and "you" beside it, which reads in any
        sentence). Every line reads as a sentence, with a capital and a full stop."""
        you = self._say(YOU)
        if self._lang != SOURCE:
            you = f"{self._names[self._you]} ({you})"
        line = text(said, self._lang).replace(mention(LOCAL_USER), you).rstrip()
        ends = line[-1:] in (".", "!", "?", ":", ")")
        return line[:1].upper() + line[1:] + ("" if ends or not line else ".")

    def _turn(self, version: int) -> Notices:
        view = self._table.view()
        legal = self._table.legal_actions()
        if not legal:
            raise RuntimeError("the game waits for nobody at the terminal")
        print()
        frames = self._presentation.text_frames(view)
        play_frames(frames, locale=self._lang)
        self._print_table(view)
        print()
        refused = None
        while True:
            action = choose(
                self._engine,
                view,
                legal,
                watchable(read_line, frames, self._lang),
                again=refused,
                show_table=lambda: self._again(view),
                locale=self._lang,
            )
            if not self._confirmed(view, action):
                continue
            try:
                return self._table.act(action, version)
            except TableError as refusal:
                print(f"✗ {self._say(refusal.reason)}")
                refused = action  # what was typed is asked for again, at once

    def _print_table(self, view: Any) -> None:
        for line in self._presentation.table_lines(view, self._people, self._lang):
            print(line)

    def _again(self, view: Any) -> None:
        print()
        self._print_table(view)
        print()

    def _confirmed(self, view: Any, action: Any) -> bool:
        """A typed answer the game warns about (letters you do not hold) is locked in
        only when the person says so, as the Discord form asks too. The safe answer
        is the default: only `y` locks it in; Enter, or anything else, asks again.
        A blank answer was confirmed as it was typed, so it is not asked twice."""
        check = getattr(self._engine, "check", None)
        problem = check(view, action) if check is not None else None
        if problem is None or not any(typed_answers(action)):
            return True
        print(f"⚠ {self._say(problem)}")
        ask = msg("Lock it in anyway? y locks it in, Enter answers again, {quit} quits:", quit=QUIT)
        answer = read_line(self._say(ask) + " ")
        if answer.lower() == QUIT:
            raise Quit
        return answer.lower() in ("y", "yes")

    def _results(self, over: GameOver) -> None:
        print()
        winners = [row.seat for row in over.winners]
        said = verdict(winners, self._you, self._names, self._lang)
        print(self._say(msg("Game over: {verdict}", verdict=said)))
        widest = max(display_width(who) for who in self._people)
        for row in sorted(over.results, key=lambda result: (result.place, result.seat)):
            place = self._say(PLACES.get(row.place, msg("{place}th", place=row.place)))
            who = self._people[row.seat]
            score = self._say(score_text(self._engine, row.score))
            who += " " * (max(10, widest) - display_width(who))
            print(f"  {place:<4} {self._names[row.seat]:<4} {who} {score}")
        for line in texts(over.summary, self._lang):
            print(textwrap.fill(line, WIDTH, initial_indent="  ", subsequent_indent="    "))


def verdict(winners: list[int], you: int, names: list[str], locale: str = SOURCE) -> str:
    """Who won, as the person at the terminal reads it: alone, shared, or not at all."""
    seats = [names[seat] for seat in winners if seat != you]
    others = listed(seats, locale)
    said: Message
    if you in winners:
        said = msg("you share the win with {others}.", others=others) if others else msg("you won!")
    elif others:
        said = nmsg("{winners} won.", "{winners} won.", len(seats), winners=others)
    else:
        said = msg("nobody won.")
    return text(said, locale)
