"""Juggler: word building with red vowels and black consonants."""

from engines.juggler.engine import JugglerEngine

ENGINE = JugglerEngine()
