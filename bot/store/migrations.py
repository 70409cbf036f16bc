"""SQLite schema, as an append-only list of migrations.

The schema version lives in `PRAGMA user_version`. Each migration runs in its
own transaction together with the version bump, so a crash leaves the database
at a version it really has. Never edit a released migration: append a new one.
"""

from __future__ import annotations

import sqlite3

from bot.store.rows import SchemaTooNew

MIGRATIONS: tuple[tuple[str, ...], ...] = (
    (
        """CREATE TABLE tables (
            id INTEGER PRIMARY KEY,
            game TEXT NOT NULL,
            guild_id INTEGER NOT NULL,
            channel_id INTEGER NOT NULL,
            host_id INTEGER NOT NULL,
            status TEXT NOT NULL
                CHECK (status IN ('lobby', 'playing', 'finished', 'cancelled', 'broken')),
            options TEXT NOT NULL,
            timer INTEGER,
            seed INTEGER NOT NULL,
            version INTEGER NOT NULL DEFAULT 0,
            deadline REAL,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        )""",
        """CREATE UNIQUE INDEX tables_one_active_per_channel
            ON tables (channel_id) WHERE status IN ('lobby', 'playing')""",
        "CREATE INDEX tables_by_deadline ON tables (deadline) WHERE status = 'playing'",
        """CREATE TABLE seats (
            table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            position INTEGER NOT NULL,
            user_id INTEGER,
            away INTEGER NOT NULL DEFAULT 0,
            timeouts INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (table_id, position)
        )""",
        """CREATE UNIQUE INDEX seats_one_per_person
            ON seats (table_id, user_id) WHERE user_id IS NOT NULL""",
        """CREATE TABLE events (
            table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            seq INTEGER NOT NULL,
            seat INTEGER NOT NULL,
            kind TEXT NOT NULL CHECK (kind IN ('human', 'bot', 'timeout')),
            user_id INTEGER,
            action TEXT NOT NULL,
            at REAL NOT NULL,
            PRIMARY KEY (table_id, seq)
        )""",
        """CREATE TABLE snapshots (
            table_id INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
            version INTEGER NOT NULL,
            code_version TEXT NOT NULL,
            state TEXT NOT NULL
        )""",
        """CREATE TABLE results (
            table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            seat INTEGER NOT NULL,
            user_id INTEGER,
            human INTEGER NOT NULL,
            place INTEGER NOT NULL,
            score REAL NOT NULL,
            PRIMARY KEY (table_id, seat)
        )""",
        """CREATE TABLE ratings (
            guild_id INTEGER NOT NULL,
            game TEXT NOT NULL,
            user_id INTEGER NOT NULL,
            mu REAL NOT NULL,
            sigma REAL NOT NULL,
            games INTEGER NOT NULL DEFAULT 0,
            wins INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (guild_id, game, user_id)
        )""",
        """CREATE TABLE guild_settings (
            guild_id INTEGER PRIMARY KEY,
            settings TEXT NOT NULL DEFAULT '{}'
        )""",
    ),
    # 2: where each table shows in Discord, so a restarted bot edits the same messages.
    (
        """CREATE TABLE chat_links (
            table_id INTEGER PRIMARY KEY REFERENCES tables (id) ON DELETE CASCADE,
            channel_id INTEGER NOT NULL,
            lobby_message_id INTEGER,
            thread_id INTEGER,
            status_message_id INTEGER,
            picture_version INTEGER NOT NULL DEFAULT 0,
            status_lines TEXT NOT NULL DEFAULT '[]'
        )""",
        "CREATE INDEX chat_links_by_thread ON chat_links (thread_id, table_id)",
        """CREATE TABLE chat_seats (
            table_id INTEGER NOT NULL REFERENCES tables (id) ON DELETE CASCADE,
            user_id INTEGER NOT NULL,
            dm_message_id INTEGER,
            dm_closed INTEGER NOT NULL DEFAULT 0,
            PRIMARY KEY (table_id, user_id)
        )""",
    ),
    # 3: leaderboards and history stay fast on a server with many finished games;
    # `humans` marks the rated games (two or more people) without a count per query.
    (
        "ALTER TABLE tables ADD COLUMN humans INTEGER NOT NULL DEFAULT 0",
        """UPDATE tables SET humans = (
            SELECT COUNT(*) FROM results r WHERE r.table_id = tables.id AND r.user_id IS NOT NULL
        )""",
        """CREATE INDEX tables_finished_by_guild
            ON tables (guild_id, updated_at) WHERE status = 'finished'""",
        """CREATE INDEX results_by_user
            ON results (user_id, table_id) WHERE user_id IS NOT NULL""",
    ),
    # 4: the picture post that carries an open window's answer button, so the bot can
    # take the button off once that window is over.
    ("ALTER TABLE chat_links ADD COLUMN answer_message_id INTEGER",),
    # 5: every save of a table checks and counts its revision, so a writer holding an
    # older copy (another process on the same file) is refused instead of overwriting.
    ("ALTER TABLE tables ADD COLUMN revision INTEGER NOT NULL DEFAULT 0",),
    # 6: each bot's level; the bots seated before levels existed play at normal.
    (
        "ALTER TABLE seats ADD COLUMN level TEXT",
        "UPDATE seats SET level = 'normal' WHERE user_id IS NULL",
    ),
    # 7: each person's language, as Discord last told it (their client's locale), so a
    # direct message that starts their turn is in their language.
    (
        """CREATE TABLE people (
            user_id INTEGER PRIMARY KEY,
            locale TEXT NOT NULL
        )""",
    ),
)

SCHEMA_VERSION = len(MIGRATIONS)


def migrate(db: sqlite3.Connection) -> int:
    """Bring the schema up to date; return the version it started from. Run on the
    connection's thread (`SqliteThread.run`), like every statement of the store.

    A database newer than this code is refused rather than used: older code
    could write rows the newer schema no longer reads correctly.
    """
    row = db.execute("PRAGMA user_version").fetchone()
    found = row[0] if row else 0
    if found > SCHEMA_VERSION:
        raise SchemaTooNew(
            f"the database has schema version {found} but this version of the bot knows "
            f"only up to {SCHEMA_VERSION}; upgrade the bot or use another database"
        )
    for version in range(found + 1, SCHEMA_VERSION + 1):
        db.execute("BEGIN IMMEDIATE")
        try:
            for statement in MIGRATIONS[version - 1]:
                db.execute(statement)
            db.execute(f"PRAGMA user_version = {version}")
        except BaseException:
            db.execute("ROLLBACK")
            raise
        db.execute("COMMIT")
    return found
