"""Imported once by the bot pool's fork server, before any worker is forked from it.

Loading the games there (their modules, tables built at import) means every
worker, the first one and each one that replaces a crashed one, starts with
them in memory shared with its siblings, instead of importing them again.
"""

from __future__ import annotations

import engines

GAMES = tuple(engines.keys())
