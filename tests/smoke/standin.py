"""A loopback stand-in for Discord: just enough REST API and gateway for one lobby.

It runs on 127.0.0.1 with aiohttp (which discord.py already depends on),
answers the REST routes the real client calls, keeps the messages the bot
posts, and speaks the gateway protocol: HELLO, IDENTIFY -> READY and
GUILD_CREATE, heartbeat ACKs, then whatever events the test dispatches.
Routes it does not know are answered 404 and recorded, so a test can insist
there were none.
"""

from __future__ import annotations

import asyncio
import itertools
import json
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

EVERYTHING = str((1 << 50) - 1)  # every permission bit
TIMESTAMP = "2025-01-01T00:00:00+00:00"


def _json(data: Any, status: int = 200) -> web.Response:
    """JSON with the bare content type discord.py looks for (no charset)."""
    body = json.dumps(data).encode()
    return web.Response(body=body, status=status, headers={"Content-Type": "application/json"})


def user(user_id: int, name: str, bot: bool = False) -> dict[str, Any]:
    return {
        "id": str(user_id), "username": name, "global_name": name.title(), "discriminator": "0",
        "avatar": None, "bot": bot, "flags": 0, "public_flags": 0,
    }  # fmt: skip


@dataclass
class Posted:
    """A message the bot created, with the files it uploaded."""

    channel_id: int
    payload: dict[str, Any]
    files: dict[str, bytes] = field(default_factory=dict)


class DiscordStandIn:
    def __init__(self) -> None:
        self._ids = itertools.count(1_300_000_000_000_000_000)
        self.app_id = self.new_id()
        self.guild_id = self.new_id()
        self.channel_id = self.new_id()
        self.bot_user = user(self.app_id, "jugglers-table", bot=True)
        self.messages: dict[int, Posted] = {}
        self.threads: dict[int, dict[str, Any]] = {}
        self.callbacks: dict[int, dict[str, Any]] = {}
        self.commands: list[dict[str, Any]] = []
        self.unknown: list[str] = []
        self.identified = asyncio.Event()
        self.changed = asyncio.Condition()
        self._socket: web.WebSocketResponse | None = None
        self._sequence = 0
        self._runner: web.AppRunner | None = None
        self.port = 0

    def new_id(self) -> int:
        return next(self._ids)

    # Lifecycle

    async def start(self) -> None:
        app = web.Application()
        app.router.add_get("/gateway", self._gateway)
        app.router.add_route("*", "/api/v10/{path:.*}", self._rest)
        self._runner = web.AppRunner(app)
        await self._runner.setup()
        site = web.TCPSite(self._runner, "127.0.0.1", 0)
        await site.start()
        self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def close(self) -> None:
        if self._socket is not None:
            await self._socket.close()
        if self._runner is not None:
            await self._runner.cleanup()

    @property
    def api_base(self) -> str:
        return f"http://127.0.0.1:{self.port}/api/v10"

    @property
    def gateway_url(self) -> str:
        return f"ws://127.0.0.1:{self.port}/gateway"

    async def wait_for(self, condition: Any) -> Any:
        """Until `condition()` is truthy; the test bounds the whole run in time."""
        async with self.changed:
            return await self.changed.wait_for(condition)

    async def _changed(self) -> None:
        async with self.changed:
            self.changed.notify_all()

    # Gateway

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse()
        await socket.prepare(request)
        self._socket = socket
        await socket.send_json({"op": 10, "d": {"heartbeat_interval": 41_250}})
        async for message in socket:
            if message.type is not WSMsgType.TEXT:
                continue
            payload = json.loads(message.data)
            if payload["op"] == 1:
                await socket.send_json({"op": 11})
            elif payload["op"] == 2:
                await self.dispatch("READY", self._ready())
                await self.dispatch("GUILD_CREATE", self._guild())
                self.identified.set()
        return socket

    async def dispatch(self, event: str, data: dict[str, Any]) -> None:
        assert self._socket is not None
        self._sequence += 1
        await self._socket.send_json({"op": 0, "t": event, "s": self._sequence, "d": data})

    def _ready(self) -> dict[str, Any]:
        return {
            "v": 10, "user": self.bot_user,
            "guilds": [{"id": str(self.guild_id), "unavailable": True}], "session_id": "smoke",
            "resume_gateway_url": self.gateway_url,
            "application": {"id": str(self.app_id), "flags": 0}, "private_channels": [],
        }  # fmt: skip

    def channel(self) -> dict[str, Any]:
        return {
            "id": str(self.channel_id), "type": 0, "guild_id": str(self.guild_id), "name": "games",
            "position": 0, "permission_overwrites": [], "nsfw": False, "parent_id": None,
            "topic": None, "rate_limit_per_user": 0, "last_message_id": None,
        }  # fmt: skip

    def _guild(self) -> dict[str, Any]:
        everyone = {
            "id": str(self.guild_id), "name": "@everyone", "permissions": EVERYTHING,
            "position": 0, "color": 0, "hoist": False, "managed": False, "mentionable": False,
            "flags": 0,
        }  # fmt: skip
        return {
            "id": str(self.guild_id), "name": "Smoke test", "icon": None, "owner_id": "1",
            "roles": [everyone], "emojis": [], "stickers": [], "features": [],
            "channels": [self.channel()], "threads": [], "members": [self.member(self.bot_user)],
            "member_count": 3, "large": False, "unavailable": False, "joined_at": TIMESTAMP,
            "verification_level": 0, "default_message_notifications": 0,
            "explicit_content_filter": 0, "mfa_level": 0, "nsfw_level": 0, "premium_tier": 0,
            "preferred_locale": "en-US", "system_channel_flags": 0, "afk_timeout": 300,
            "voice_states": [], "presences": [], "stage_instances": [],
            "guild_scheduled_events": [], "soundboard_sounds": [],
        }  # fmt: skip

    @staticmethod
    def member(who: dict[str, Any]) -> dict[str, Any]:
        return {
            "user": who, "roles": [], "joined_at": TIMESTAMP, "deaf": False, "mute": False,
            "flags": 0, "permissions": EVERYTHING,
        }  # fmt: skip

    # Interactions, as a person's client would send them

    async def interact(
        self, who: dict[str, Any], kind: int, data: dict[str, Any], **extra: Any
    ) -> int:
        interaction_id = self.new_id()
        await self.dispatch(
            "INTERACTION_CREATE",
            {
                "id": str(interaction_id), "application_id": str(self.app_id), "type": kind,
                "token": f"token-{interaction_id}", "version": 1, "guild_id": str(self.guild_id),
                "channel_id": str(self.channel_id), "channel": self.channel(),
                "member": self.member(who), "data": data, "app_permissions": EVERYTHING,
                "locale": "en-US", "guild_locale": "en-US", "entitlements": [],
                "authorizing_integration_owners": {"0": str(self.guild_id)}, "context": 0,
                "attachment_size_limit": 8_388_608, **extra,
            },
        )  # fmt: skip
        return interaction_id

    async def slash(self, who: dict[str, Any], name: str, options: list[dict[str, Any]]) -> int:
        command = next(c for c in self.commands if c["name"] == name)
        data = {"id": command["id"], "name": name, "type": 1, "options": options}
        return await self.interact(who, 2, data)

    async def click(self, who: dict[str, Any], message_id: int, custom_id: str) -> int:
        message = self.messages[message_id].payload
        data = {"custom_id": custom_id, "component_type": 2}
        return await self.interact(who, 3, data, message=message)

    # REST

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["path"]
        parts = path.strip("/").split("/")
        method = request.method
        body, files = await self._body(request)
        answer: Any
        if (method, path) == ("GET", "/users/@me"):
            answer = self.bot_user
        elif (method, path) == ("GET", "/oauth2/applications/@me"):
            answer = {
                "id": str(self.app_id), "name": "Jugglers' Table", "description": "", "icon": None,
                "bot_public": True, "bot_require_code_grant": False, "owner": user(1, "owner"),
                "verify_key": "0" * 64, "flags": 0, "summary": "",
            }  # fmt: skip
        elif method == "PUT" and parts[:3] == ["applications", str(self.app_id), "commands"]:
            self.commands = [
                {**command, "id": str(self.new_id()), "application_id": str(self.app_id),
                 "version": "1"}
                for command in body
            ]  # fmt: skip
            answer = self.commands
        elif method == "POST" and parts[0] == "interactions":
            self.callbacks[int(parts[1])] = body
            answer = {"interaction": {"id": parts[1], "type": body["type"]}}
        elif method == "POST" and parts[0] == "webhooks":
            answer = self._message(self.channel_id, body, files)
        elif method == "POST" and path == "/users/@me/channels":
            answer = {"id": str(self.new_id()), "type": 1, "last_message_id": None,
                      "recipients": [user(int(body["recipient_id"]), "player")]}  # fmt: skip
        elif method == "POST" and parts[0] == "channels" and parts[2:] == ["messages"]:
            answer = self._message(int(parts[1]), body, files)
        elif method == "PATCH" and parts[0] == "channels" and parts[2] == "messages":
            posted = self.messages[int(parts[3])]
            posted.payload.update({k: v for k, v in body.items() if k in ("content", "components")})
            answer = posted.payload
        elif method == "POST" and parts[0] == "channels" and parts[4:] == ["threads"]:
            answer = self._thread(int(parts[1]), int(parts[3]), body["name"])
        else:
            self.unknown.append(f"{method} {path}")
            return _json({"message": "Unknown route", "code": 0}, status=404)
        await self._changed()
        return _json(answer)

    @staticmethod
    async def _body(request: web.Request) -> tuple[Any, dict[str, bytes]]:
        if not request.content_type.startswith("multipart/"):
            return (await request.json() if request.can_read_body else {}), {}
        body: Any = {}
        files: dict[str, bytes] = {}
        reader = await request.multipart()
        async for part in reader:
            if part.name == "payload_json":
                body = json.loads(await part.text())
            else:
                files[part.filename or part.name or "file"] = await part.read()
        return body, files

    def _message(
        self, channel_id: int, body: dict[str, Any], files: dict[str, bytes]
    ) -> dict[str, Any]:
        message_id = self.new_id()
        attachments = [
            {"id": str(self.new_id()), "filename": name, "size": len(data),
             "content_type": "image/png", "url": f"http://127.0.0.1/{name}",
             "proxy_url": f"http://127.0.0.1/{name}"}
            for name, data in files.items()
        ]  # fmt: skip
        payload = {
            "id": str(message_id), "channel_id": str(channel_id), "author": self.bot_user,
            "content": body.get("content") or "", "timestamp": TIMESTAMP, "edited_timestamp": None,
            "tts": False, "mention_everyone": False, "mentions": [], "mention_roles": [],
            "attachments": attachments, "embeds": body.get("embeds") or [], "pinned": False,
            "type": 0, "flags": body.get("flags", 0), "components": body.get("components") or [],
        }  # fmt: skip
        if channel_id == self.channel_id or channel_id in self.threads:
            payload["guild_id"] = str(self.guild_id)
        self.messages[message_id] = Posted(channel_id, payload, files)
        return payload

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
