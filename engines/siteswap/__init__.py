"""Siteswap: lay your cards as juggling patterns; the others must recognise them."""

from engines.siteswap.engine import SiteswapEngine

ENGINE = SiteswapEngine()
