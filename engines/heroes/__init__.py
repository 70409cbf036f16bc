"""Heroes: draft heroes from an open and a hidden pool, play your joker once, lock in four."""

from engines.heroes.engine import HeroesEngine

ENGINE = HeroesEngine()
