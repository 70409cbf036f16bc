"""Boromir: a ring of stacks, and a colour nobody knows until the Jack of Spades is drawn."""

from engines.boromir.engine import BoromirEngine

ENGINE = BoromirEngine()
