"""Pieces every engine shares: the contract, cards and seeded dice."""

from engines.core.protocol import Engine, IllegalAction, Outcome

__all__ = ["Engine", "IllegalAction", "Outcome"]
