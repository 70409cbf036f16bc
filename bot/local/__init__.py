"""The terminal front end: `play` a game against bots, `simulate` bots-only games.

`play` runs on the same TableService as Discord, so everything it shows comes
from notices and seat views; `simulate` drives the engines directly, because
thousands of balance games need speed rather than storage.
"""
