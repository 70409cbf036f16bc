"""The spectators' web app: a live page per table and a replay per finished game.

Everything it shows is public: frames are built from the spectators' view
(`view(state, None)`) and the service's public log lines, replays from the
public record, and every address is signed per table (`links`), so one
table's link opens no other. It is off unless `WEB_PORT` is set.
"""

from bot.web.hub import Hub
from bot.web.links import Links, stored_secret
from bot.web.server import WebServer

__all__ = ["Hub", "Links", "WebServer", "stored_secret"]
