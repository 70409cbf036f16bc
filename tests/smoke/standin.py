"""A loopback stand-in for Discord: enough REST API and gateway for whole games.

It runs on 127.0.0.1 with aiohttp (which discord.py already depends on), answers
the REST routes the real client calls, keeps the messages the bot posts (in
channels, threads and DMs, with the files it uploads), answers interactions
(callbacks, deferrals, follow-ups, edits of the original response) and speaks the
gateway protocol: HELLO, IDENTIFY -> READY and GUILD_CREATE, heartbeat ACKs,
then whatever events the test dispatches. Every REST call is kept in `calls` by
kind, for benches; with `limits` it refuses calls past Discord's rate limits as
Discord does (`tests.smoke.limits`); unknown routes are answered 404 and recorded.
"""

from __future__ import annotations

import asyncio
import itertools
import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

from tests.smoke.limits import RateLimits
from tests.smoke.messages import TIMESTAMP, MessageBook, user
from tests.smoke.waiting import Conditions

EVERYTHING = str((1 << 50) - 1)  # every permission bit
EPHEMERAL = 64

__all__ = ["Call", "DiscordStandIn", "user"]


def _json(data: Any, status: int = 200, headers: dict[str, str] | None = None) -> web.Response:
    """JSON with the bare content type discord.py looks for (no charset)."""
    body = json.dumps(data).encode()
    headers = {"Content-Type": "application/json", **(headers or {})}
    return web.Response(body=body, status=status, headers=headers)


@dataclass(frozen=True)
class Call:
    """One REST call the bot made: its kind (`create`, `edit`, `delete`, `dm_open`,
    `thread`, `callback`, `followup`, `original`, `setup`), where, what it uploaded
    (file names and bytes), when (monotonic seconds) and what it was answered."""

    kind: str
    channel_id: int
    at: float
    status: int
    uploads: tuple[tuple[str, bytes], ...] = ()
    message_id: int | None = None


@dataclass
class Interaction:
    """An interaction a person made: its clicked message, if any, and its answer."""

    id: int
    channel_id: int
    message_id: int | None
    callback: dict[str, Any] | None = None
    original_id: int | None = None
    acknowledged_at: float | None = None
    edited: bool = False  # its original response was edited (a deferred answer came)
    sent_at: float = field(default_factory=time.monotonic)


class DiscordStandIn(MessageBook):
    def __init__(self, limits: RateLimits | None = None, channels: int = 1) -> None:
        self._ids = itertools.count(1_300_000_000_000_000_000)
        super().__init__(self.new_id)
        self.app_id = self.new_id()
        self.guild_id = self.new_id()
        self.channel_ids = [self.new_id() for _ in range(channels)]  # text channels
        self.channel_id = self.channel_ids[0]
        self.bot_user = user(self.app_id, "jugglers-table", bot=True)
        self.limits = limits
        self.calls: list[Call] = []
        self.shown_at: dict[int, list[float]] = {}  # channel -> when posts and edits landed
        self.interactions: dict[int, Interaction] = {}
        self.callbacks: dict[int, dict[str, Any]] = {}
        self.commands: list[dict[str, Any]] = []
        self.unknown: list[str] = []
        self.dm_channels: dict[int, int] = {}  # person's id -> their DM channel's id
        self.identified = asyncio.Event()
        self.conditions = Conditions()
        # Called as anything changes, before waiters wake (seconds later on a busy loop).
        self.watchers: list[Callable[[], None]] = []
        self._socket: web.WebSocketResponse | None = None
        self._sequence = 0
        self._runner: web.AppRunner | None = None
        self.port = 0

    def new_id(self) -> int:
        return next(self._ids)

    # Lifecycle

    async def start(self) -> None:
        app = web.Application(client_max_size=64 * 1024 * 1024)
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
        return await self.conditions.wait_for(condition)

    def _changed(self) -> None:
        for watcher in list(self.watchers):
            watcher()
        self.conditions.changed()

    # Gateway

    async def _gateway(self, request: web.Request) -> web.WebSocketResponse:
        socket = web.WebSocketResponse(max_msg_size=0)
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

    def channel(self, channel_id: int | None = None) -> dict[str, Any]:
        channel_id = channel_id or self.channel_id
        return {
            "id": str(channel_id), "type": 0, "guild_id": str(self.guild_id),
            "name": f"games-{self.channel_ids.index(channel_id)}",
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
            "channels": [self.channel(c) for c in self.channel_ids], "threads": [],
            "members": [self.member(self.bot_user)],
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
        self, who: dict[str, Any], kind: int, data: dict[str, Any], message_id: int | None = None,
        channel_id: int | None = None,
    ) -> int:  # fmt: skip
        """An interaction in a text channel (the first unless `channel_id`) or its threads,
        or (on a message in a DM channel) in that DM."""
        interaction_id = self.new_id()
        if message_id is not None:
            channel_id = self.messages[message_id].channel_id
        channel_id = channel_id or self.channel_id
        parent = channel_id if channel_id in self.channel_ids else None
        if channel_id in self.threads:
            parent = int(self.threads[channel_id]["parent_id"])
        in_dm = channel_id in self.dm_channels.values()
        where: dict[str, Any]
        if in_dm:
            where = {"user": who, "channel_id": str(channel_id), "context": 1,
                     "channel": {"id": str(channel_id), "type": 1}}  # fmt: skip
        else:
            where = {"guild_id": str(self.guild_id), "member": self.member(who),
                     "channel_id": str(channel_id), "channel": self.channel(parent), "context": 0,
                     "guild_locale": "en-US"}  # fmt: skip
        if message_id is not None:
            where["message"] = self.messages[message_id].payload
        self.interactions[interaction_id] = Interaction(interaction_id, channel_id, message_id)
        await self.dispatch(
            "INTERACTION_CREATE",
            {
                "id": str(interaction_id), "application_id": str(self.app_id), "type": kind,
                "token": f"token-{interaction_id}", "version": 1, "data": data,
                "app_permissions": EVERYTHING, "locale": "en-US", "entitlements": [],
                "authorizing_integration_owners": {"0": str(self.guild_id)},
                "attachment_size_limit": 8_388_608, **where,
            },
        )  # fmt: skip
        return interaction_id

    async def slash(
        self, who: dict[str, Any], name: str, options: list[dict[str, Any]],
        channel_id: int | None = None,
    ) -> int:  # fmt: skip
        command = next(c for c in self.commands if c["name"] == name)
        data = {"id": command["id"], "name": name, "type": 1, "options": options}
        return await self.interact(who, 2, data, channel_id=channel_id)

    async def click(self, who: dict[str, Any], message_id: int, custom_id: str) -> int:
        return await self.interact(who, 3, {"custom_id": custom_id, "component_type": 2},
                                   message_id)  # fmt: skip

    async def select(
        self, who: dict[str, Any], message_id: int, custom_id: str, values: list[str]
    ) -> int:
        data = {"custom_id": custom_id, "component_type": 3, "values": values}
        return await self.interact(who, 3, data, message_id)

    async def submit(
        self, who: dict[str, Any], message_id: int | None, custom_id: str, typed: dict[str, str]
    ) -> int:
        """A form (modal) sent back with what was typed in its text boxes."""
        rows = [{"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
                for key, value in typed.items()]  # fmt: skip
        return await self.interact(who, 5, {"custom_id": custom_id, "components": rows},
                                   message_id)  # fmt: skip

    # REST

    async def _rest(self, request: web.Request) -> web.Response:
        path = "/" + request.match_info["path"]
        parts = path.strip("/").split("/")
        kind, channel_id = self._kind(request.method, parts)
        if self.limits is not None and kind != "setup":
            verdict = self.limits.check(kind, channel_id)
            if verdict.status == 429:
                self.calls.append(Call(kind, channel_id, time.monotonic(), 429))
                return _json(verdict.body, status=429, headers=verdict.headers)
            headers = verdict.headers
        else:
            headers = {}
        body, files = await self._body(request)
        answer = self._answer(request.method, path, parts, kind, body, files)
        if answer is None:
            self.unknown.append(f"{request.method} {path}")
            return _json({"message": "Unknown route", "code": 0}, status=404)
        message_id = int(answer["id"]) if isinstance(answer, dict) and "id" in answer else None
        now = time.monotonic()
        self.calls.append(Call(kind, channel_id, now, 200, tuple(files.items()), message_id))
        if kind in ("create", "edit"):
            self.shown_at.setdefault(channel_id, []).append(now)
        self._changed()
        return _json(answer, headers=headers)

    def _kind(self, method: str, parts: list[str]) -> tuple[str, int]:
        """What a call is, for counting and rate limits, and the channel it is in."""
        if parts[0] == "interactions":
            return "callback", self.interactions[int(parts[1])].channel_id
        if parts[0] == "webhooks":
            channel = self.interactions[int(parts[2].removeprefix("token-"))].channel_id
            return ("followup" if len(parts) == 3 else "original"), channel
        if parts[0] == "channels" and len(parts) >= 3 and parts[2] == "messages":
            if len(parts) == 3 and method == "POST":
                return "create", int(parts[1])
            if len(parts) == 4:
                kinds = {"PATCH": "edit", "DELETE": "delete"}
                return kinds.get(method, "other"), int(parts[1])
            return "thread", int(parts[1])
        if parts[:3] == ["users", "@me", "channels"]:
            return "dm_open", 0
        return "setup", 0

    def _answer(
        self, method: str, path: str, parts: list[str], kind: str, body: Any,
        files: dict[str, bytes],
    ) -> Any:  # fmt: skip
        if (method, path) == ("GET", "/users/@me"):
            return self.bot_user
        if (method, path) == ("GET", "/oauth2/applications/@me"):
            return {
                "id": str(self.app_id), "name": "Jugglers' Table", "description": "", "icon": None,
                "bot_public": True, "bot_require_code_grant": False, "owner": user(1, "owner"),
                "verify_key": "0" * 64, "flags": 0, "summary": "",
            }  # fmt: skip
        if method == "PUT" and parts[:3] == ["applications", str(self.app_id), "commands"]:
            self.commands = [
                {**command, "id": str(self.new_id()), "application_id": str(self.app_id),
                 "version": "1"}
                for command in body
            ]  # fmt: skip
            return self.commands
        if kind == "callback":
            return self._callback(int(parts[1]), body, files)
        if kind in ("followup", "original"):
            return self._webhook(method, parts, body, files)
        if kind == "dm_open":
            recipient = int(body["recipient_id"])
            channel_id = self.dm_channels.setdefault(recipient, self.new_id())
            return {"id": str(channel_id), "type": 1, "last_message_id": None,
                    "recipients": [user(recipient, "player")]}  # fmt: skip
        if kind == "create":
            return self.post(int(parts[1]), body, files, self._guild_of(int(parts[1])))
        if kind == "edit" and int(parts[3]) in self.messages:
            return self.update(int(parts[3]), body, files)
        if kind == "delete" and int(parts[3]) in self.messages:
            del self.messages[int(parts[3])]
            return {}
        if kind == "thread" and method == "POST" and parts[4:] == ["threads"]:
            return self._thread(int(parts[1]), int(parts[3]), body["name"])
        return None

    def _guild_of(self, channel_id: int) -> str | None:
        in_guild = channel_id in self.channel_ids or channel_id in self.threads
        return str(self.guild_id) if in_guild else None

    def _callback(self, interaction_id: int, body: Any, files: dict[str, bytes]) -> Any:
        interaction = self.interactions[interaction_id]
        interaction.callback = body
        interaction.acknowledged_at = time.monotonic()
        self.callbacks[interaction_id] = body
        data = body.get("data") or {}
        kind = body["type"]
        channel = interaction.channel_id
        if kind == 4:  # a message in answer
            posted = self.post(channel, data, files, self._guild_of(channel))
            interaction.original_id = int(posted["id"])
        elif kind == 5:  # "thinking": the original response is a message to come
            placeholder = {"content": "", "flags": data.get("flags", 0)}
            interaction.original_id = int(self.post(channel, placeholder, {}, None)["id"])
        elif kind in (6, 7):  # the clicked message is the original response
            interaction.original_id = interaction.message_id
            if kind == 7 and interaction.message_id is not None:
                self.update(interaction.message_id, data, files)
        return {"interaction": {"id": str(interaction_id), "type": kind}}

    def _webhook(self, method: str, parts: list[str], body: Any, files: dict[str, bytes]) -> Any:
        interaction = self.interactions[int(parts[2].removeprefix("token-"))]
        if len(parts) == 3 and method == "POST":
            return self.post(interaction.channel_id, body, files, None)
        original = interaction.original_id
        if original is None or original not in self.messages:
            return None
        if method == "PATCH":
            interaction.edited = True
            return self.update(original, body, files)
        return self.messages[original].payload

    @staticmethod
    async def _body(request: web.Request) -> tuple[Any, dict[str, bytes]]:
        if not request.content_type.startswith("multipart/"):
            return (await request.json() if request.can_read_body else {}), {}
        body: Any = {}
        files: dict[str, bytes] = {}
        reader = await request.multipart()
        async for part in reader:
            if part.name == "payload_json":
                body = json.loads(await part.text())  # type: ignore[union-attr]
            else:
                files[part.filename or part.name or "file"] = await part.read()  # type: ignore[union-attr]
        return body, files
