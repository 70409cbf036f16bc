"""The game registry: the one place the application learns which games exist.

A game is an engine object (see `engines.core.protocol.Engine`). Everything
else a game brings is reached from that object, never guessed from module
names: its pictures and terminal table through `engine.presentation` (a
dotted module path, resolved by `renderers.presentation_for`), its
simulation figures through `engine.figures`, its rules page through
`engine.rules_page`.

Games come from three places, all loaded together on first use:
- the built-in games listed below;
- games installed as their own distributions, which name their engine object
  under the entry-point group `ENTRY_POINT_GROUP` (the way pytest finds
  plugins), e.g. in their pyproject.toml:
  `[project.entry-points."jugglers_table.games"]  mygame = "mygame:ENGINE"`;
- `register(engine)` at run time (tests, notebooks, an embedding program).
"""

from __future__ import annotations

import importlib
from importlib.metadata import entry_points

from engines.core.protocol import Engine, IllegalAction, Outcome

__all__ = [
    "ENTRY_POINT_GROUP",
    "Engine",
    "IllegalAction",
    "Outcome",
    "get",
    "keys",
    "register",
]

ENTRY_POINT_GROUP = "jugglers_table.games"

# Each module listed here exposes ENGINE; importing them lazily keeps
# `import engines` cheap for tools that need only one game. One per line, so
# adding a game is a one-line change.
_BUILTIN_MODULES: tuple[str, ...] = (
    "engines.jugglers",
    "engines.juggler",
    "engines.boromir",
    "engines.siteswap",
    "engines.heroes",
)
_registry: dict[str, Engine] = {}


def _add(engine: Engine) -> None:
    if not isinstance(engine, Engine):
        raise TypeError(f"{engine!r} does not keep the engine contract (engines.Engine)")
    known = _registry.get(engine.key)
    if known is not None and known is not engine:
        raise ValueError(f"another game is already registered as {engine.key!r}")
    _registry[engine.key] = engine


def _load() -> dict[str, Engine]:
    """The registry, filled with the built-in and installed games on first use."""
    if not _registry:
        for module_name in _BUILTIN_MODULES:
            _add(importlib.import_module(module_name).ENGINE)
        for point in entry_points(group=ENTRY_POINT_GROUP):
            loaded = point.load()
            _add(getattr(loaded, "ENGINE", loaded))
    return _registry


def register(engine: Engine) -> Engine:
    """Add a game at run time, beside the built-in and installed ones.

    Returns the engine, so a module can write `ENGINE = register(MyEngine())`.
    Registering the same object twice is harmless; a second game under a key
    already taken is a ValueError.
    """
    _load()
    _add(engine)
    return engine


def get(key: str) -> Engine:
    """The engine registered under `key`; KeyError names the known games."""
    registry = _load()
    if key not in registry:
        known = ", ".join(sorted(registry)) or "none"
        raise KeyError(f"unknown game {key!r} (known games: {known})")
    return registry[key]


def keys() -> list[str]:
    """Registered game keys in a stable order."""
    return list(_load())
