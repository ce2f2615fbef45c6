-- Divisions and seasons: a permanent event whose players are split by rating into
-- divisions; each season every division plays a Swiss of its own, and at the season's
-- end the top players of each division move up and the bottom ones down.
--
-- The format's CHECK is widened by rebuilding `events` as 0011 did (foreign keys are
-- off while migrations run and checked at the end of this one). The columns are
-- named, not `SELECT *`, so the copy does not depend on the order later ALTERs left.

CREATE TABLE events_widened (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel        INTEGER NOT NULL,
    name           TEXT    NOT NULL,
    format         TEXT    NOT NULL
        CHECK (format IN ('swiss', 'knockout', 'ladder', 'round_robin', 'divisions')),
    variant        TEXT    NOT NULL CHECK (variant IN ('standard', 'six')),
    days_per_move  INTEGER NOT NULL CHECK (days_per_move > 0),
    rated          INTEGER NOT NULL CHECK (rated IN (0, 1)),
    rounds         INTEGER NOT NULL CHECK (rounds >= 1),
    round_days     INTEGER NOT NULL CHECK (round_days >= 1),
    late_entry     INTEGER NOT NULL CHECK (late_entry IN (0, 1)),
    forfeit_on_withdrawal INTEGER NOT NULL CHECK (forfeit_on_withdrawal IN (0, 1)),
    max_players    INTEGER CHECK (max_players >= 2),
    min_rating     INTEGER,
    max_rating     INTEGER,
    state          TEXT    NOT NULL CHECK (state IN ('open', 'running', 'finished')),
    seed_key       INTEGER NOT NULL,
    created_by     INTEGER NOT NULL,
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

-- A divisions event's own settings: players a division holds at most, how many move
-- up and down at a season's end, the days between a season's end and the next one's
-- opening, and each division's Swiss rounds (NULL: from the division's size).
CREATE TABLE division_rules (
    event          INTEGER PRIMARY KEY REFERENCES events (id),
    division_size  INTEGER NOT NULL CHECK (division_size >= 2),
    movers         INTEGER NOT NULL CHECK (movers >= 0 AND movers * 2 <= division_size),
    pause_days     INTEGER NOT NULL CHECK (pause_days >= 0),
    rounds         INTEGER CHECK (rounds >= 1)
);

-- Each season of a divisions event. `ended_at`: every division has finished and the
-- moves are decided; the next season opens by itself at `next_opens_at`.
CREATE TABLE seasons (
    event          INTEGER NOT NULL REFERENCES events (id),
    number         INTEGER NOT NULL CHECK (number >= 1),
    opened_at      INTEGER NOT NULL,
    ended_at       INTEGER,
    next_opens_at  INTEGER,
    PRIMARY KEY (event, number),
    CHECK ((ended_at IS NULL) = (next_opens_at IS NULL))
);

-- A season's division (0 is the top) is played as an event of its own (a Swiss),
-- whose players, rounds and games are stored like any event's.
CREATE TABLE season_divisions (
    event          INTEGER NOT NULL REFERENCES events (id),
    season         INTEGER NOT NULL,
    division       INTEGER NOT NULL CHECK (division >= 0),
    played_as      INTEGER NOT NULL UNIQUE REFERENCES events (id),
    PRIMARY KEY (event, season, division),
    FOREIGN KEY (event, season) REFERENCES seasons (event, number)
);

-- Who played which division in a season, in seeding order (`seat`), with the place
-- they finished in (set at the season's end).
CREATE TABLE season_members (
    event          INTEGER NOT NULL REFERENCES events (id),
    season         INTEGER NOT NULL,
    user_id        INTEGER NOT NULL,
    division       INTEGER NOT NULL CHECK (division >= 0),
    seat           INTEGER NOT NULL CHECK (seat >= 0),
    place          INTEGER CHECK (place >= 1),
    PRIMARY KEY (event, season, user_id),
    UNIQUE (event, season, division, seat),
    FOREIGN KEY (event, season) REFERENCES seasons (event, number)
);

CREATE INDEX seasons_waiting ON seasons (next_opens_at) WHERE ended_at IS NOT NULL;
