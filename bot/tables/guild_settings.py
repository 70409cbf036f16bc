"""Per-server settings: the default turn timer, who counts as ranked, where games may run,
and the language of its tables."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, Field, ValidationError

from bot.store import Store, StoreError
from bot.tables.errors import InvalidRequest, NotAllowed, StorageFailed
from bot.tables.options import DEFAULT_TIMER, parse_timer
from engines.core.messages import msg


class GuildSettings(BaseModel):
    """What a server's managers may change; every field has a sensible default."""

    default_timer: int | None = Field(DEFAULT_TIMER, description="seconds per turn; None = off")
    min_ranked_games: int = Field(3, ge=1, le=100, description="games before a player is ranked")
    game_channels: list[int] = Field(
        default_factory=list, description="channels that may host games; empty = any"
    )

    # Kept as JSON in the store's settings row, so old rows simply read None.
    language: Literal["en", "fi", "de", "fr"] | None = Field(
        None, description="the language of tables' posts and pictures; None = the server's own"
    )

    def allows(self, channel_id: int) -> bool:
        return not self.game_channels or channel_id in self.game_channels


async def load_settings(store: Store, guild_id: int) -> GuildSettings:
    """The server's settings, defaults for anything never set (or no longer valid)."""
    try:
        stored = await store.guild_settings(guild_id)
    except StoreError as error:
        raise StorageFailed(
            msg("The server settings could not be read; please try again.")
        ) from error
    try:
        return GuildSettings.model_validate(stored)
    except ValidationError:
        return GuildSettings()


async def update_settings(
    store: Store, guild_id: int, is_manager: bool, **changes: object
) -> GuildSettings:
    """Change some settings; only server managers may, and bad values change nothing."""
    if not is_manager:
        raise NotAllowed(msg("Only members with Manage Server can change the settings."))
    if "default_timer" in changes:
        changes["default_timer"] = parse_timer(changes["default_timer"])
    current = await load_settings(store, guild_id)
    try:
        updated = GuildSettings.model_validate({**current.model_dump(), **changes})
    except ValidationError as error:
        first = error.errors()[0]
        # Pydantic's own words: only a front end that skipped its choices gets here.
        problem = msg(
            "Setting {name}: {problem}.", name=repr(first["loc"][0]), problem=first["msg"]
        )
        raise InvalidRequest(problem) from None
    try:
        await store.set_guild_settings(guild_id, updated.model_dump(mode="json"))
    except StoreError as error:
        raise StorageFailed(msg("The settings could not be saved; please try again.")) from error
    return updated
