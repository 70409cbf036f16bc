"""Jugglers: poker hands and secret sigils (the flagship game)."""

from engines.jugglers.engine import JugglersEngine

ENGINE = JugglersEngine()
