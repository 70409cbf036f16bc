"""Command line: `python -m bot [run]` starts the Discord bot."""

from __future__ import annotations

import argparse
import sys

from bot.config import SettingsError, load_settings

NO_TOKEN_HELP = """\
Jugglers' Table needs a Discord bot token to go online.

  1. Copy .env.example to .env
  2. Set DISCORD_TOKEN=<your bot token> in it (Discord developer portal -> your app -> Bot)
  3. Optionally set DEV_GUILD_ID to your test server's id for instant slash commands
  4. Run the same command again
"""


def _run(_: argparse.Namespace) -> int:
    try:
        settings = load_settings()
    except SettingsError as error:
        print(f"Configuration error: {error}", file=sys.stderr)
        return 2
    if settings.discord_token is None:
        print(NO_TOKEN_HELP, file=sys.stderr)
        return 2
    print(
        "The Discord front end is not part of this version yet; nothing was started.",
        file=sys.stderr,
    )
    return 2


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m bot", description=__doc__)
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("run", help="start the Discord bot (the default)").set_defaults(
        handler=_run
    )
    parser.set_defaults(handler=_run)
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    return args.handler(args)


if __name__ == "__main__":
    sys.exit(main())
