"""Settings from the environment and `.env`, checked once at start-up.

Errors name the variable but never echo the token, so a mistyped token cannot
end up in a terminal scroll-back or a log file.
"""

from __future__ import annotations

from typing import Annotated, Literal

from pydantic import Field, SecretStr, ValidationError, field_validator, model_validator
from pydantic_settings import BaseSettings, NoDecode, SettingsConfigDict

from bot.store.shards import Shards
from bot.tables.deciding import DEFAULT_SEARCH_SECONDS, SearchLimits

DEFAULT_DATABASE_URL = "sqlite:///data/jugglers.db"


SECRETS = ("DISCORD_TOKEN", "WEB_SECRET")  # never echoed in an error


class SettingsError(Exception):
    """A one-line, human-readable configuration problem."""


class Settings(BaseSettings):
    """Everything the bot reads from its environment."""

    model_config = SettingsConfigDict(
        env_file=".env", env_file_encoding="utf-8", extra="ignore", case_sensitive=False
    )

    discord_token: SecretStr | None = None
    database_url: str = DEFAULT_DATABASE_URL
    dev_guild_id: int | None = None
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL"] = "INFO"
    # Several processes: how many shards in all, and which of them this process runs.
    shard_count: int | None = Field(None, ge=1)
    shard_ids: Annotated[list[int] | None, NoDecode] = None
    # The spectators' web app: off unless WEB_PORT is set. PUBLIC_URL is where people
    # reach it (the links posted start with it); WEB_SECRET signs the links, made once
    # and kept in the database when unset, so the links survive restarts.
    web_port: int | None = Field(None, ge=1, le=65535)
    web_host: str = "0.0.0.0"
    public_url: str | None = None
    web_secret: SecretStr | None = None
    # Open live pages this process serves at most; past it a page is told to come back later.
    web_max_connections: int = Field(2_000, ge=1)
    # REST calls a second this process makes to Discord, after a burst of up to 4, and
    # never more than 1.1 times as many leaving in any one second (the global limit is 50
    # a second per bot token, for all its processes together: give each of N processes
    # sharing a token about 42 / N).
    discord_calls_per_second: float = Field(42.0, gt=0)
    # Bots that search (the hard level) think in this many worker processes, each move
    # for at most BOT_SEARCH_SECONDS of CPU and BOT_SEARCH_ITERATIONS iterations (unset:
    # each game's own). BOT_PAUSE_SECONDS caps how long Discord shows bots thinking
    # before their moves are posted (a pause that grows with the decision; 0: none).
    bot_processes: int = Field(1, ge=1, le=64)
    bot_search_iterations: int | None = Field(None, ge=1)
    bot_search_seconds: float = Field(DEFAULT_SEARCH_SECONDS, gt=0, le=60)
    bot_pause_seconds: float = Field(2.0, ge=0, le=10)

    @field_validator("shard_ids", mode="before")
    @classmethod
    def _comma_list(cls, value: object) -> object:
        """SHARD_IDS=0,2 as well as a JSON list."""
        if isinstance(value, str):
            return [int(part) for part in value.replace(" ", "").split(",") if part] or None
        return value

    @field_validator(
        "discord_token",
        "dev_guild_id",
        "shard_count",
        "web_port",
        "public_url",
        "web_secret",
        "bot_search_iterations",
        mode="before",
    )
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("database_url")
    @classmethod
    def _known_database(cls, value: str) -> str:
        if not value.startswith(("sqlite:///", "postgresql://", "postgres://")):
            raise ValueError(
                "must look like sqlite:///path/to/file.db or postgresql://user:password@host/db"
            )
        return value

    @field_validator("public_url")
    @classmethod
    def _web_address(cls, value: str | None) -> str | None:
        if value is not None and not value.startswith(("http://", "https://")):
            raise ValueError("must start with http:// or https://, like https://tables.example.org")
        return None if value is None else value.rstrip("/")

    @model_validator(mode="after")
    def _shards_fit(self) -> Settings:
        if self.shard_ids and not self.shard_count:
            raise ValueError("SHARD_IDS needs SHARD_COUNT too")
        if self.shard_count and any(not 0 <= i < self.shard_count for i in self.shard_ids or []):
            raise ValueError(f"SHARD_IDS must be between 0 and {self.shard_count - 1}")
        return self

    @property
    def web_base(self) -> str:
        """Where the pages are reached: PUBLIC_URL, else this machine's WEB_PORT."""
        return self.public_url or f"http://localhost:{self.web_port}"

    @property
    def search_limits(self) -> SearchLimits:
        """What a searching bot may spend on one move."""
        return SearchLimits(self.bot_search_iterations, self.bot_search_seconds)

    @property
    def shards(self) -> Shards:
        """The shards this process runs (all of them when none are set)."""
        return Shards.of(self.shard_count, self.shard_ids)


def load_settings(**overrides: object) -> Settings:
    """Read settings, turning validation errors into one SettingsError line."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as error:
        first = error.errors()[0]
        variable = str(first["loc"][0]).upper() if first["loc"] else "settings"
        reason = first["msg"].removeprefix("Value error, ")
        # A check across settings has every value as its input, the token too.
        if first["loc"] and variable not in SECRETS and "input" in first:
            reason = f"{reason} (got {first['input']!r})"
        raise SettingsError(f"{variable}: {reason}") from None
