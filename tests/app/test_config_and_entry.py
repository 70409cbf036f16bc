import subprocess
import sys
from types import SimpleNamespace

import pytest

from bot.__main__ import main
from bot.config import SettingsError, load_settings


@pytest.fixture(autouse=True)
def clean_env(monkeypatch, tmp_path):
    for name in ("DISCORD_TOKEN", "DATABASE_URL", "DEV_GUILD_ID", "LOG_LEVEL"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.chdir(tmp_path)  # no stray .env from the checkout


def test_defaults():
    settings = load_settings()
    assert settings.discord_token is None
    assert settings.database_url == "sqlite:///data/jugglers.db"
    assert settings.dev_guild_id is None and settings.log_level == "INFO"


def test_reads_env_and_dotenv(monkeypatch, tmp_path):
    (tmp_path / ".env").write_text("DEV_GUILD_ID=1234\nLOG_LEVEL=debug\n")
    monkeypatch.setenv("DISCORD_TOKEN", "abc.def")
    settings = load_settings()
    assert settings.dev_guild_id == 1234 and settings.log_level == "DEBUG"
    assert settings.discord_token.get_secret_value() == "abc.def"
    assert "abc.def" not in repr(settings) and "abc.def" not in str(settings)


@pytest.mark.parametrize(
    ("name", "value"),
    [("DEV_GUILD_ID", "not-a-number"), ("LOG_LEVEL", "LOUD"), ("DATABASE_URL", "mysql://x")],
)
def test_bad_value_is_one_line_naming_the_variable(monkeypatch, name, value):
    monkeypatch.setenv(name, value)
    with pytest.raises(SettingsError) as caught:
        load_settings()
    message = str(caught.value)
    assert message.startswith(f"{name}:") and "\n" not in message


def test_no_token_exits_nonzero_with_help(capsys):
    assert main([]) == 2
    err = capsys.readouterr().err
    assert "DISCORD_TOKEN" in err and ".env.example" in err
    assert "Traceback" not in err


def test_bad_setting_exits_nonzero_without_traceback(monkeypatch, capsys):
    monkeypatch.setenv("DEV_GUILD_ID", "x")
    assert main(["run"]) == 2
    assert capsys.readouterr().err.startswith("Configuration error: DEV_GUILD_ID:")


def test_with_a_token_the_discord_bot_starts(monkeypatch, capsys):
    import bot.chat

    started = []
    monkeypatch.setattr(bot.chat, "run_bot", lambda settings: started.append(settings) or 0)
    monkeypatch.setenv("DISCORD_TOKEN", "very-secret-token")
    assert main([]) == 0 and main(["run"]) == 0
    assert started[0].discord_token.get_secret_value() == "very-secret-token"
    captured = capsys.readouterr()
    assert "very-secret-token" not in captured.out + captured.err


def test_module_entry_point_runs_as_a_process(tmp_path):
    env = {"PATH": "/usr/bin:/bin", "HOME": str(tmp_path)}
    result = subprocess.run(
        [sys.executable, "-m", "bot"],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env=env,
        check=False,
    )
    assert result.returncode == 2
    assert "DISCORD_TOKEN" in result.stderr and "Traceback" not in result.stderr


@pytest.mark.parametrize(
    ("failure", "code", "said"),
    [
        ("login", 2, "Discord refused the token: check DISCORD_TOKEN."),
        ("dns", 3, "Discord could not be reached ("),
        ("refused", 3, "Discord could not be reached ("),
        ("database", 2, "The database could not be opened: "),
    ],
)
def test_a_failed_start_is_one_clear_line(monkeypatch, capsys, failure, code, said):
    import aiohttp
    import discord

    import bot.chat
    from bot.config import Settings
    from bot.store import StoreError

    errors = {
        "login": discord.LoginFailure("Improper token has been passed."),
        "dns": aiohttp.ClientConnectorError(
            SimpleNamespace(ssl=None, host="discord.com", port=443),
            OSError(-2, "Name or service not known"),
        ),
        "refused": ConnectionRefusedError(111, "Connection refused"),
        "database": StoreError("cannot open the database 'x.db': unable to open database file"),
    }

    class Failing:
        def run(self, *args, **kwargs):
            raise errors[failure]

    monkeypatch.setattr(bot.chat, "create_bot", lambda settings: Failing())
    assert bot.chat.run_bot(Settings(discord_token="abc")) == code
    err = capsys.readouterr().err
    assert err.startswith(said) and err.count("\n") == 1 and "Traceback" not in err
