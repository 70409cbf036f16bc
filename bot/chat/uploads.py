"""Hand pictures already uploaded to each person, shown again from Discord, not uploaded.

A hand picture's file name names its bytes (`Panel.picture_name`), so the
attachments of any message sent or edited tell which pictures Discord holds
for that person. A new message showing one of them links to it in an embed
instead of uploading the bytes again. Discord's links to uploads expire after
a day, so one is used for half a day at most; only each person's latest few
are kept, in memory (after a restart a picture is uploaded once more).
"""

from __future__ import annotations

from collections import OrderedDict
from dataclasses import dataclass, replace
from time import monotonic

import discord

from bot.chat.panels import Panel

REUSED_FOR = 12 * 3600.0  # seconds an upload's link is shown again
KEPT_PER_PERSON = 16  # a hand can look as it did a few turns ago (picks redraw it too)
KEPT_PEOPLE = 20_000  # far above the people playing at once


@dataclass(frozen=True)
class Upload:
    url: str
    at: float  # monotonic seconds


class Uploads:
    """Each person's latest hand picture uploads, by file name."""

    def __init__(self) -> None:
        self._by_person: OrderedDict[int, OrderedDict[str, Upload]] = OrderedDict()

    def remember(self, user_id: int, message: discord.Message) -> None:
        """The hand pictures `message` (sent to `user_id`) carries as attachments."""
        for attachment in message.attachments:
            if attachment.filename.startswith("hand-"):
                theirs = self._by_person.setdefault(user_id, OrderedDict())
                theirs[attachment.filename] = Upload(attachment.url, monotonic())
                theirs.move_to_end(attachment.filename)
                if len(theirs) > KEPT_PER_PERSON:
                    theirs.popitem(last=False)
                self._by_person.move_to_end(user_id)
                if len(self._by_person) > KEPT_PEOPLE:
                    self._by_person.popitem(last=False)

    def reusing(self, user_id: int, panel: Panel) -> Panel:
        """`panel` showing its picture from an earlier upload of the same bytes to the same
        person, while that upload's link is good; else as it is."""
        name = panel.picture_name
        upload = self._by_person.get(user_id, {}).get(name) if name else None
        if upload is None or monotonic() - upload.at >= REUSED_FOR:
            return panel
        return replace(panel, image_url=upload.url)
