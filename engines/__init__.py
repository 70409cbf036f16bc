"""The game registry: `get(key)` returns the engine object for a game."""

from __future__ import annotations

import importlib

from engines.core.protocol import Engine, IllegalAction, Outcome

__all__ = ["Engine", "IllegalAction", "Outcome", "get", "keys"]

# Each module listed here exposes ENGINE; importing them lazily keeps
# `import engines` cheap for tools that need only one game.
_BUILTIN_MODULES: tuple[str, ...] = ("engines.jugglers", "engines.juggler")
_registry: dict[str, Engine] = {}


def _load() -> dict[str, Engine]:
    if not _registry:
        for module_name in _BUILTIN_MODULES:
            engine = importlib.import_module(module_name).ENGINE
            _registry[engine.key] = engine
    return _registry


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
