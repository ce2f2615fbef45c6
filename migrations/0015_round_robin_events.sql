-- Round robin events: every player meets every other, one round at a time, paired
-- from the circle method's schedule (`correspondence::round_robin`).
--
-- The format's CHECK is widened by rebuilding `events` as 0011 did (SQLite cannot
-- alter a CHECK): foreign keys are off while migrations run and checked at the end of
-- this one, so the tables that refer to `events` keep their rows, which name the same
-- ids in the rebuilt table.

CREATE TABLE events_widened (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel        INTEGER NOT NULL,          -- where it was created; pairings and threads go here
    name           TEXT    NOT NULL,
    format         TEXT    NOT NULL CHECK (format IN ('swiss', 'knockout', 'ladder', 'round_robin')),
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
    version        INTEGER NOT NULL DEFAULT 0,
    max_time_losses INTEGER CHECK (max_time_losses BETWEEN 0 AND 100),
    best_of        INTEGER NOT NULL DEFAULT 1
        CHECK (best_of BETWEEN 1 AND 7 AND best_of % 2 = 1)
);

INSERT INTO events_widened
    (id, guild_id, channel, name, format, variant, days_per_move, rated, rounds,
     round_days, late_entry, forfeit_on_withdrawal, max_players, min_rating, max_rating,
     state, seed_key, created_by, created_at, updated_at, version, max_time_losses,
     best_of)
SELECT id, guild_id, channel, name, format, variant, days_per_move, rated, rounds,
       round_days, late_entry, forfeit_on_withdrawal, max_players, min_rating, max_rating,
       state, seed_key, created_by, created_at, updated_at, version, max_time_losses,
       best_of
FROM events;
DROP TABLE events;
ALTER TABLE events_widened RENAME TO events;
CREATE UNIQUE INDEX events_by_name ON events (guild_id, name COLLATE NOCASE);

-- A round robin's own settings: every pairing once (1) or twice with the seats
-- swapped (2), and the rounds the organiser named at its creation (NULL: none), which
-- the players at the start must agree with. Until the start `events.rounds` holds a
-- placeholder; the start sets it to the rounds the players make.
CREATE TABLE round_robins (
    event          INTEGER PRIMARY KEY REFERENCES events (id),
    legs           INTEGER NOT NULL CHECK (legs IN (1, 2)),
    rounds_named   INTEGER CHECK (rounds_named >= 1)
);

-- A scheduled game of a round robin not played because one side had withdrawn and the
-- event counts such games as forfeits: `white` and `black` as the schedule seated
-- them, `forfeited_by` the withdrawn entry. (When forfeits are off, the player left
-- has a bye in `event_pairings` instead.)
CREATE TABLE round_robin_walkovers (
    event          INTEGER NOT NULL REFERENCES events (id),
    round          INTEGER NOT NULL CHECK (round >= 1),
    white          INTEGER NOT NULL,
    black          INTEGER NOT NULL,
    forfeited_by   INTEGER NOT NULL CHECK (forfeited_by IN (white, black)),
    PRIMARY KEY (event, round, white)
);
