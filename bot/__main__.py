"""Command line: `python -m bot [run]` starts the Discord bot; `play` and `simulate` run offline.

Only what every command needs is imported up front: `rules` and `play --help`
must work from any Python with pydantic, even one without the storage drivers,
Pillow or discord.py, so each command imports its own parts when it runs.
"""

from __future__ import annotations

import argparse
import os
import secrets
import shlex
import sys
from pathlib import Path

import engines
from bot.local.setup import (
    UsageError,
    engine_for,
    game_options,
    option_pairs,
    player_count,
    seat_index,
)

# What advice shows when the program was not started from a command line (tests).
PLAIN_FORM = "python -m bot"
# The languages `play --lang` offers: renderers.i18n.LANGUAGES, written out so that
# `play --help` needs no Babel (tests/i18n checks the two agree).
LANGUAGES = ("en", "fi", "de", "fr")
# Our own packages: a missing one is a bug, not a Python without the project installed.
OWN_PACKAGES = ("bot", "engines", "renderers")
WATCH_PORT = 8765  # play --watch: where the spectators' page is served

NO_TOKEN_HELP = """\
Jugglers' Table needs a Discord bot token to go online.

  1. Copy .env.example to .env
  2. Set DISCORD_TOKEN=<your bot token> in it (Discord developer portal -> your app -> Bot)
  3. Optionally set DEV_GUILD_ID to your test server's id for instant slash commands
  4. Run the same command again

To try a game offline right now, against bots: {form} play {game}
"""


def invoked_as() -> str:
    """How this run was started (`.venv/bin/python -m bot`, `jugglers-table`), so the
    commands it suggests can be copied as they are: a bare `python` may be another
    Python, without the project's packages."""
    typed = list(getattr(sys, "orig_argv", []))
    if "-m" in typed:
        return shlex.join(typed[: typed.index("-m") + 2])
    script = sys.argv[0] if sys.argv else ""
    return shlex.join([script]) if script and not script.startswith("-") else PLAIN_FORM


def _run(args: argparse.Namespace) -> int:
    from bot.config import SettingsError, load_settings

    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"Configuration error: {error}", file=sys.stderr)
        return 2
    if settings.discord_token is None:
        print(NO_TOKEN_HELP.format(form=args.form, game=engines.keys()[0]), file=sys.stderr)
        return 2
    from bot.chat import run_bot  # discord.py loads only when the bot really starts

    return run_bot(settings)


def _migrate_db(args: argparse.Namespace) -> int:
    import asyncio

    from bot.store.moving import move_database
    from bot.store.rows import StoreError

    try:
        report = asyncio.run(move_database(args.source, args.target))
    except (ValueError, StoreError, OSError) as error:
        print(f"Error: {error}", file=sys.stderr)
        return 2
    print(report.line())
    return 0


def _rules(args: argparse.Namespace) -> int:
    from bot.local.rules_text import show_rules
    from bot.rules_pages import rules_markdown

    engine = engine_for(args.game)  # an unknown game is one clear line
    text = rules_markdown(engine.key, args.lang)
    if text is None:
        print(f"{engine.key} has no rules page yet.", file=sys.stderr)
        return 1
    show_rules(text, engine.key, args.form)
    return 0


def _play(args: argparse.Namespace) -> int:
    from bot.local.levels import play_levels
    from bot.local.play import PlaySetup, play
    from renderers.presentation import presentation_for

    engine = engine_for(args.game)
    players, bots = play_levels(args.bots, engine, args.players)
    seat = seat_index(args.seat, players)
    options = option_pairs(args.option)
    game_options(engine, options)  # refused here, before the table is set up
    if args.images is not None and presentation_for(engine.key).renderer("table") is not None:
        _writable_folder(args.images, "--images")
    setup = PlaySetup(
        engine.key,
        players,
        seat,
        options,
        args.seed,
        args.images,
        args.form,
        args.watch,
        bots,
        args.lang,
    )
    return play(setup)


def _writable_folder(folder: Path, option: str) -> None:
    """Made ready before anything runs: finding out afterwards would waste the run."""
    blocking = next((path for path in (folder, *folder.parents) if path.is_file()), None)
    if blocking is not None:
        raise UsageError(f"{option}: {str(blocking)!r} is a file, so it cannot hold a folder.")
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as error:
        raise UsageError(f"{option}: cannot write to {str(folder)!r} ({error.strerror}).") from None


def _simulate(args: argparse.Namespace) -> int:
    from bot.local.simulate import simulate
    from bot.local.simulation import SimulationSetup, bot_kinds

    engine = engine_for(args.game)
    if args.games < 1 or args.jobs < 1:
        raise UsageError("--games and --jobs must be at least 1.")
    if args.plot is not None:
        # Checked before the games are played: a wrong name found afterwards wastes the run.
        if args.plot.is_dir():
            raise UsageError(f"--plot: {str(args.plot)!r} is a folder; name a .png file.")
        if args.plot.suffix.lower() != ".png":
            raise UsageError(
                f"--plot draws PNG pictures; name a .png file, not {args.plot.name!r}."
            )
        _writable_folder(args.plot.parent, "--plot")
    setup = SimulationSetup(
        game=engine.key,
        players=player_count(engine, args.players),
        options=game_options(engine, option_pairs(args.option)).model_dump(mode="json"),
        kinds=bot_kinds(args.bots, engine),
        seed=secrets.randbits(32) if args.seed is None else args.seed,
    )
    return simulate(setup, games=args.games, jobs=args.jobs, plot=args.plot)


def _add_game_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help=f"the game: {', '.join(engines.keys())}")
    parser.add_argument(
        "--players", type=int, metavar="N", help="players at the table (default: 4 if allowed)"
    )
    parser.add_argument("--seed", type=int, metavar="S", help="seed for a repeatable run")
    parser.add_argument(
        "--option",
        action="append",
        default=[],
        metavar="KEY=VALUE",
        help="a game option, e.g. target_wins=1 (repeatable)",
    )


def options_help() -> str:
    """Every game's --option names, defaults and meanings, from its Options model."""
    lines = ["game options (--option KEY=VALUE):"]
    words = {True: "on", False: "off", None: "off"}
    for key in engines.keys():
        fields = engines.get(key).Options.model_fields
        lines.append(f"  {key}:" + ("" if fields else " (no options)"))
        for name, field in fields.items():
            default = field.default
            shown = "per seat" if isinstance(default, tuple) else words.get(default, default)
            about = f": {field.description}" if field.description else ""
            lines.append(f"    {name} (default {shown}){about}")
    return "\n".join(lines)


def build_parser(form: str = PLAIN_FORM) -> argparse.ArgumentParser:
    """The commands; `form` is how the program was started, for the usage lines."""
    parser = argparse.ArgumentParser(prog=form, description=__doc__)
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("run", help="start the Discord bot (the default)").set_defaults(
        handler=_run
    )
    play_parser = commands.add_parser(
        "play",
        help="play a game at the terminal against bots",
        description="Play at the terminal against bots. You see only your own seat's view,\n"
        "as at a real table. Answer each question with a number; b goes back a step,\n"
        "t shows the table again, q (or Ctrl-C) quits.",
        epilog=options_help(),
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    _add_game_arguments(play_parser)
    play_parser.add_argument(
        "--seat", type=int, default=1, metavar="K", help="your seat, counted from 1 (default: 1)"
    )
    play_parser.add_argument(
        "--bots",
        metavar="LEVEL,...",
        help="the bots beside you, by level: easy, normal or hard (bot means normal), one bot "
        "each, e.g. --bots hard,easy (default: normal bots; with --players the levels are "
        "dealt round the bot seats)",
    )
    play_parser.add_argument(
        "--images",
        type=Path,
        metavar="DIR",
        help="also write the pictures a game thread shows to DIR (table-1.png, performance-2.gif)",
    )
    play_parser.add_argument(
        "--watch",
        type=int,
        nargs="?",
        const=WATCH_PORT,
        metavar="PORT",
        help=f"serve the spectators' page of the game on localhost (port {WATCH_PORT} by default)",
    )
    play_parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="the language the game speaks: en (English, the default), fi (suomi), de "
        "(Deutsch), fr (français); games not yet translated speak English",
    )
    play_parser.set_defaults(handler=_play)
    simulate_parser = commands.add_parser(
        "simulate",
        help="let bots play many games and summarise them",
        description="Bots play games against each other; a summary of wins and figures follows.",
    )
    _add_game_arguments(simulate_parser)
    simulate_parser.add_argument(
        "--games", type=int, default=100, metavar="N", help="games to play (default: 100)"
    )
    simulate_parser.add_argument(
        "--bots",
        default="bot",
        metavar="NAME,...",
        help="who plays: a bot level (easy, normal, hard; bot is the game's own, normal), "
        "random (any legal move) or another bot the game offers (an unknown name lists them), "
        "dealt round the seats and moved on one seat each game; the summary compares them "
        "(default: bot)",
    )
    simulate_parser.add_argument(
        "--jobs", type=int, default=1, metavar="J", help="processes to use (default: 1)"
    )
    simulate_parser.add_argument(
        "--plot", type=Path, metavar="FILE.png", help="draw score and length histograms"
    )
    simulate_parser.set_defaults(handler=_simulate)
    rules_parser = commands.add_parser("rules", help="print a game's rules")
    rules_parser.add_argument("game", help="which game: " + ", ".join(engines.keys()))
    rules_parser.add_argument(
        "--lang",
        choices=LANGUAGES,
        default="en",
        help="the language to read them in (English when a game's page has no translation)",
    )
    rules_parser.set_defaults(handler=_rules)
    migrate_parser = commands.add_parser(
        "migrate-db",
        help="copy a SQLite database into a new PostgreSQL database",
        description="Copy every table, seat, move, rating and setting from SQLite into an "
        "empty PostgreSQL database, keeping their ids. The SQLite file is only read.",
    )
    migrate_parser.add_argument("source", help="sqlite:///path/to/jugglers.db")
    migrate_parser.add_argument("target", help="postgresql://user:password@host/database")
    migrate_parser.set_defaults(handler=_migrate_db)
    parser.set_defaults(handler=_run)
    return parser


def main(argv: list[str] | None = None) -> int:
    form = invoked_as() if argv is None else PLAIN_FORM
    args = build_parser(form).parse_args(argv)
    args.form = form
    try:
        return args.handler(args)
    except UsageError as error:
        print(f"Error: {error}", file=sys.stderr)
        return 2
    except ModuleNotFoundError as error:
        if (error.name or "").partition(".")[0] in OWN_PACKAGES:
            raise
        print(missing_package(error.name or str(error), args), file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (`| head`): stop quietly, and keep Python's final
        # flush of stdout from raising the same error again.
        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 0


def missing_package(name: str, args: argparse.Namespace) -> str:
    """Said instead of a traceback when this Python lacks a package the command needs:
    usually the command was copied without the project's `.venv/bin/` in front."""
    again = shlex.join(sys.argv[1:]) if len(sys.argv) > 1 else args.command or "run"
    return (
        f"Error: this Python ({sys.executable}) does not have {name!r}, which "
        f"`{args.command or 'run'}` needs.\n"
        "Run it with the Python Jugglers' Table was installed into, for example\n"
        f"  .venv/bin/python -m bot {again}\n"
        "or install the project into this one: pip install -e ."
    )


if __name__ == "__main__":
    sys.exit(main())
