-- Ladders: a permanent event whose players hold places and climb them by
-- challenging those a few places above. New tables only; a ladder's row in `events`
-- has format 'ladder' and stays 'open' (it has no start and no end).

-- A ladder's own settings: how many places up a challenge reaches, and after how many
-- days without activity a player drops to the bottom. A challenge must be accepted
-- within the event's `days_per_move`.
CREATE TABLE ladders (
    event          INTEGER PRIMARY KEY REFERENCES events (id),
    reach          INTEGER NOT NULL CHECK (reach >= 1),
    inactive_days  INTEGER NOT NULL CHECK (inactive_days >= 1)
);

-- Who holds which place (1 is the top), by their `event_players.entry`, and when they
-- last did something on the ladder (joined, challenged, accepted, played).
CREATE TABLE ladder_places (
    event          INTEGER NOT NULL REFERENCES events (id),
    entry          INTEGER NOT NULL,
    place          INTEGER NOT NULL CHECK (place >= 1),
    last_active    INTEGER NOT NULL,
    PRIMARY KEY (event, entry),
    UNIQUE (event, place)
);

-- Every challenge, open or settled. An accepted challenge has a game, played in its
-- own thread: a placeholder channel until the front has opened it (`thread_open = 0`).
-- `outcome`, once settled: the challenger climbed, the defender held the place, the
-- defender let it expire (the challenger climbed by default), or a player left.
CREATE TABLE ladder_challenges (
    id             INTEGER PRIMARY KEY,
    event          INTEGER NOT NULL REFERENCES events (id),
    challenger     INTEGER NOT NULL,
    defender       INTEGER NOT NULL,
    issued_at      INTEGER NOT NULL,
    accepted_at    INTEGER,
    game           INTEGER UNIQUE REFERENCES games (id),
    thread_open    INTEGER NOT NULL DEFAULT 0 CHECK (thread_open IN (0, 1)),
    settled_at     INTEGER,
    outcome        TEXT CHECK (outcome IN ('climbed', 'held', 'expired', 'left')),
    CHECK ((settled_at IS NULL) = (outcome IS NULL))
);

CREATE INDEX ladder_challenges_open ON ladder_challenges (event) WHERE settled_at IS NULL;
