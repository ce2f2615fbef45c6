-- Ratings and leagues (issue #5). New tables only: `games` is left as 0001 made it, so
-- this file applies whatever other migrations did to that table.

-- Games that must not change ratings (`challenge ... rated:false`). A missing row
-- means rated, so every game created before this migration counts.
CREATE TABLE unrated_games (
    game INTEGER PRIMARY KEY REFERENCES games (id)
);

-- Challenges that fix who moves first (a rematch swaps the seats) instead of
-- drawing lots at accept. seat: 0 = the challenger is player 1.
CREATE TABLE preset_first_seats (
    game INTEGER PRIMARY KEY REFERENCES games (id),
    seat INTEGER NOT NULL CHECK (seat IN (0, 1))
);

-- Glicko-2 ratings per server (guild 0: games outside a server). A missing row is a
-- newcomer (1500, deviation 350, volatility 0.06).
CREATE TABLE ratings (
    guild_id   INTEGER NOT NULL,
    user_id    INTEGER NOT NULL,
    name       TEXT    NOT NULL,             -- the name last seen, for leaderboards
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL,
    PRIMARY KEY (guild_id, user_id)
) WITHOUT ROWID;

CREATE INDEX ratings_by_rating ON ratings (guild_id, rating DESC);

-- One row per rated result: the primary key makes rating a game twice impossible,
-- and the before/after values explain every change.
CREATE TABLE rating_changes (
    game          INTEGER NOT NULL REFERENCES games (id),
    user_id       INTEGER NOT NULL,
    rating_before REAL    NOT NULL,
    rating_after  REAL    NOT NULL,
    created_at    INTEGER NOT NULL,
    PRIMARY KEY (game, user_id)
) WITHOUT ROWID;

CREATE TABLE leagues (
    id            INTEGER PRIMARY KEY,
    guild_id      INTEGER NOT NULL,
    channel       INTEGER NOT NULL,          -- where it was created; threads open here
    name          TEXT    NOT NULL,
    variant       TEXT    NOT NULL CHECK (variant IN ('standard', 'six')),
    days_per_move INTEGER CHECK (days_per_move > 0),
    double_round  INTEGER NOT NULL CHECK (double_round IN (0, 1)),
    state         TEXT    NOT NULL CHECK (state IN ('open', 'running', 'finished')),
    created_by    INTEGER NOT NULL,
    created_at    INTEGER NOT NULL,
    updated_at    INTEGER NOT NULL,
    version       INTEGER NOT NULL DEFAULT 0
);

-- A name is unique per server, whatever its case.
CREATE UNIQUE INDEX leagues_by_name ON leagues (guild_id, name COLLATE NOCASE);

CREATE TABLE league_players (
    league    INTEGER NOT NULL REFERENCES leagues (id),
    user_id   INTEGER NOT NULL,
    name      TEXT    NOT NULL,
    position  INTEGER NOT NULL CHECK (position >= 0),  -- player index, in join order
    joined_at INTEGER NOT NULL,
    PRIMARY KEY (league, user_id),
    UNIQUE (league, position)
);

-- The scheduled games. A game's thread is its `games.channel`: until the front has
-- opened the thread, the channel is a placeholder (`thread_open = 0`).
CREATE TABLE league_games (
    league         INTEGER NOT NULL REFERENCES leagues (id),
    game           INTEGER NOT NULL UNIQUE REFERENCES games (id),
    round          INTEGER NOT NULL CHECK (round >= 1),
    first          INTEGER NOT NULL,         -- player index moving first
    second         INTEGER NOT NULL,
    thread_open    INTEGER NOT NULL DEFAULT 0 CHECK (thread_open IN (0, 1)),
    removed_first  INTEGER,                  -- stacks removed, set when the game ends
    removed_second INTEGER,
    PRIMARY KEY (league, game)
);
