-- Games against the LYNGK AI and the AI's own ratings (issue 14). Games against the AI
-- are unrated on the server (a row in `unrated_games`); the AI keeps one Glicko-2
-- rating per level here instead, the same on every server.

-- The games where one seat is the AI: which level plays, under which user id (the
-- bot's own user on Discord), and the server's language when the game began, for
-- the AI's posts.
CREATE TABLE ai_games (
    game    INTEGER PRIMARY KEY REFERENCES games (id),
    level   INTEGER NOT NULL CHECK (level BETWEEN 1 AND 5),
    ai_user INTEGER NOT NULL,
    locale  TEXT
);

-- A missing row is a level without games yet (1500, deviation 350, volatility 0.06).
CREATE TABLE ai_ratings (
    level      INTEGER PRIMARY KEY CHECK (level BETWEEN 1 AND 5),
    rating     REAL    NOT NULL,
    deviation  REAL    NOT NULL,
    volatility REAL    NOT NULL,
    games      INTEGER NOT NULL DEFAULT 0,
    wins       INTEGER NOT NULL DEFAULT 0,
    draws      INTEGER NOT NULL DEFAULT 0,
    losses     INTEGER NOT NULL DEFAULT 0,
    updated_at INTEGER NOT NULL
);

-- One row per AI game rated: the primary key makes rating a game twice impossible.
CREATE TABLE ai_rating_changes (
    game          INTEGER PRIMARY KEY REFERENCES games (id),
    level         INTEGER NOT NULL,
    rating_before REAL    NOT NULL,
    rating_after  REAL    NOT NULL,
    created_at    INTEGER NOT NULL
);
