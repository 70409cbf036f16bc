"""Every button and menu the bot sends, as DynamicItems registered at start-up.

Their custom ids carry all they need, so a restarted bot answers clicks on
messages it sent before the restart.
"""

from __future__ import annotations

from bot.chat.views.choose import LockButton, PickButton, PickMenu, TypeButton
from bot.chat.views.lobby import BotLevelButton, LobbyButton, SeatSettingMenu
from bot.chat.views.rules import PageButton
from bot.chat.views.table import AnswerButton, HandButton, RematchButton

DYNAMIC_ITEMS = (
    PickButton, PickMenu, TypeButton, LockButton, LobbyButton, PageButton, HandButton,
    RematchButton, AnswerButton, SeatSettingMenu, BotLevelButton,
)  # fmt: skip
