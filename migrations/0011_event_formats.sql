-- Events in more formats than Swiss: the format's CHECK is widened by rebuilding the
-- table the way SQLite documents it (SQLite cannot alter a CHECK): foreign keys are off
-- while migrations run and checked at the end of this one, so the tables that refer to
-- `events` keep their rows, which name the same ids in the rebuilt table. Each format
-- adds settings of its own in later files.

CREATE TABLE events_widened (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel        INTEGER NOT NULL,          -- where it was created; pairings and threads go here
    name           TEXT    NOT NULL,
    format         TEXT    NOT NULL CHECK (format IN ('swiss', 'knockout', 'ladder')),
    variant        TEXT    NOT NULL CHECK (variant IN ('standard', 'six')),
    days_per_move  INTEGER NOT NULL CHECK (days_per_move > 0),
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1)),
    rounds         INTEGER NOT NULL CHECK (rounds >= 1),
    round_days     INTEGER NOT NULL CHECK (round_days >= 1),
    late_entry     INTEGER NOT NULL CHECK (late_entry IN (0, 1)),
    -- Whether a withdrawn player's unfinished game is lost by forfeit at once
    -- (otherwise it is played out).
    forfeit_on_withdrawal INTEGER NOT NULL CHECK (forfeit_on_withdrawal IN (0, 1)),
    max_players    INTEGER CHECK (max_players >= 2),
    min_rating     INTEGER,
    max_rating     INTEGER,
    state          TEXT    NOT NULL CHECK (state IN ('open', 'running', 'finished')),
    -- Secret: each game's seed (its starting layout) is drawn from it, so rounds
    -- paired without a command (a game's end, a deadline) get unpredictable boards.
    seed_key       INTEGER NOT NULL,
    created_by     INTEGER NOT NULL,         -- the organiser
    created_at     INTEGER NOT NULL,
    updated_at     INTEGER NOT NULL,
    version        INTEGER NOT NULL DEFAULT 0
);

INSERT INTO events_widened SELECT * FROM events;
DROP TABLE events;
ALTER TABLE events_widened RENAME TO events;
CREATE UNIQUE INDEX events_by_name ON events (guild_id, name COLLATE NOCASE);
