"""The messages the loopback stand-in keeps: posts and edits, with the files they carry.

An edit replaces what it names: its text, its components and, when it lists
attachments, exactly those (an existing one kept by its id, a new file by its
index in the upload), as Discord does.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

TIMESTAMP = "2025-01-01T00:00:00+00:00"


def user(user_id: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id), "username": name, "global_name": name.title(), "discriminator": "0",
        "avatar": None, "bot": bot, "flags": 0, "public_flags": 0,
    }  # fmt: skip


@dataclass
class Posted:
    """A message the bot created, with the files it carries now."""

    channel_id: int
    payload: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)


class MessageBook:
    """Messages by id, and the threads opened from them."""

    bot_user: dict[str, Any]
    guild_id: int
    app_id: int

    def __init__(self, new_id: Callable[[], int]) -> None:
        self._new_id = new_id
        self.messages: dict[int, Posted] = {}
        self.by_channel: dict[int, list[int]] = {}  # message ids in the order posted
        self.threads: dict[int, dict[str, Any]] = {}

    def post(
        self, channel_id: int, body: dict[str, Any], files: dict[str, bytes], guild_id: str | None
    ) -> dict[str, Any]:
        message_id = self._new_id()
        payload = {
            "id": str(message_id), "channel_id": str(channel_id), "author": self.bot_user,
            "content": body.get("content") or "", "timestamp": TIMESTAMP, "edited_timestamp": None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": self._attachments(files), "embeds": body.get("embeds") or [],
            "pinned": False, "type": 0, "flags": body.get("flags", 0),
            "components": body.get("components") or [],
        }  # fmt: skip
        if guild_id is not None:
            payload["guild_id"] = guild_id
        self.messages[message_id] = Posted(channel_id, payload, dict(files))
        self.by_channel.setdefault(channel_id, []).append(message_id)
        return payload

    def update(self, message_id: int, body: dict[str, Any], files: dict[str, bytes]) -> Any:
        posted = self.messages[message_id]
        posted.payload.update({k: v for k, v in body.items() if k in ("content", "components")})
        if "attachments" in body:
            kept = {str(a["id"]) for a in body["attachments"]}
            old = [a for a in posted.payload["attachments"] if a["id"] in kept]
            names = {a["filename"] for a in old}
            posted.files = {n: d for n, d in posted.files.items() if n in names} | dict(files)
            posted.payload["attachments"] = old + self._attachments(files)
        posted.payload["edited_timestamp"] = TIMESTAMP
        return posted.payload

    def _attachments(self, files: dict[str, bytes]) -> list[dict[str, Any]]:
        return [
            {"id": str(self._new_id()), "filename": name, "size": len(data),
             "content_type": "image/png", "url": f"http://127.0.0.1/{name}",
             "proxy_url": f"http://127.0.0.1/{name}"}
            for name, data in files.items()
        ]  # fmt: skip

    def _thread(self, channel_id: int, message_id: int, name: str) -> dict[str, Any]:
        thread = {
            "id": str(message_id), "type": 11, "guild_id": str(self.guild_id),
            "parent_id": str(channel_id), "owner_id": str(self.app_id), "name": name,
            "message_count": 0, "member_count": 1, "rate_limit_per_user": 0,
            "thread_metadata": {"archived": False, "auto_archive_duration": 1440,
                                "archive_timestamp": TIMESTAMP, "locked": False},
        }  # fmt: skip
        self.threads[message_id] = thread
        return thread
