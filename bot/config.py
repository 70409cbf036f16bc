"""Settings from the environment and `.env`, checked once at start-up.

Errors name the variable but never echo the token, so a mistyped token cannot
end up in a terminal scroll-back or a log file.
"""

from __future__ import annotations

from typing import Literal

from pydantic import SecretStr, ValidationError, field_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

DEFAULT_DATABASE_URL = "sqlite:///data/jugglers.db"


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

    @field_validator("discord_token", "dev_guild_id", mode="before")
    @classmethod
    def _blank_is_unset(cls, value: object) -> object:
        return None if isinstance(value, str) and not value.strip() else value

    @field_validator("log_level", mode="before")
    @classmethod
    def _upper_level(cls, value: object) -> object:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("database_url")
    @classmethod
    def _sqlite_only(cls, value: str) -> str:
        if not value.startswith("sqlite:///"):
            raise ValueError("must look like sqlite:///path/to/file.db")
        return value


def load_settings(**overrides: object) -> Settings:
    """Read settings, turning validation errors into one SettingsError line."""
    try:
        return Settings(**overrides)  # type: ignore[arg-type]
    except ValidationError as error:
        first = error.errors()[0]
        variable = str(first["loc"][0]).upper() if first["loc"] else "settings"
        reason = first["msg"]
        if variable != "DISCORD_TOKEN" and "input" in first:
            reason = f"{reason} (got {first['input']!r})"
        raise SettingsError(f"{variable}: {reason}") from None
