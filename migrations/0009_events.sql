-- Events: a format (Swiss for now), its settings, players, rounds and pairings.
-- New tables only; leagues (0003) are left as they are.

CREATE TABLE events (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel        INTEGER NOT NULL,          -- where it was created; pairings and threads go here
    name           TEXT    NOT NULL,
    format         TEXT    NOT NULL CHECK (format IN ('swiss')),
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

-- A name is unique per server, whatever its case.
CREATE UNIQUE INDEX events_by_name ON events (guild_id, name COLLATE NOCASE);

-- `entry` is the player's index in entry order (the pairing engine's player id);
-- `rating` is fixed at entry, for pairing numbers.
CREATE TABLE event_players (
    event          INTEGER NOT NULL REFERENCES events (id),
    user_id        INTEGER NOT NULL,
    name           TEXT    NOT NULL,
    entry          INTEGER NOT NULL CHECK (entry >= 0),
    rating         INTEGER NOT NULL CHECK (rating BETWEEN 0 AND 9999),
    joined_at      INTEGER NOT NULL,
    withdrawn_at   INTEGER,                  -- never paired again once set
    PRIMARY KEY (event, user_id),
    UNIQUE (event, entry)
);

CREATE TABLE event_rounds (
    event          INTEGER NOT NULL REFERENCES events (id),
    round          INTEGER NOT NULL CHECK (round >= 1),
    opened_at      INTEGER NOT NULL,
    deadline_at    INTEGER NOT NULL,
    closed_at      INTEGER,                  -- every game ended; results recorded
    PRIMARY KEY (event, round)
);

CREATE INDEX event_rounds_open ON event_rounds (deadline_at) WHERE closed_at IS NULL;

-- One row per game or bye of a round. `white` moves first; a bye has no `black`
-- and no game. A game's thread is its `games.channel`: a placeholder until the front
-- has opened the thread (`thread_open = 0`), as for league games.
CREATE TABLE event_pairings (
    event          INTEGER NOT NULL REFERENCES events (id),
    round          INTEGER NOT NULL CHECK (round >= 1),
    white          INTEGER NOT NULL,
    black          INTEGER,
    game           INTEGER UNIQUE REFERENCES games (id),
    thread_open    INTEGER NOT NULL DEFAULT 0 CHECK (thread_open IN (0, 1)),
    forfeited_by   INTEGER,                  -- the entry that lost by withdrawing
    removed_white  INTEGER,                  -- stacks removed, set when the game ends
    removed_black  INTEGER,
    PRIMARY KEY (event, round, white),
    CHECK ((black IS NULL) = (game IS NULL))
);
