-- Games, their turns and the interactions already applied (issue #4).
-- A game's truth is its seed, variant and turns (+ a pending claim); every other
-- column describes who plays, where, and how it ended.

CREATE TABLE games (
    id              INTEGER PRIMARY KEY,
    guild           INTEGER,                 -- NULL outside a guild (direct messages, terminal)
    channel         INTEGER NOT NULL,        -- channel or thread holding the game
    challenger_id   INTEGER NOT NULL,
    challenger_name TEXT    NOT NULL,
    opponent_id     INTEGER,                 -- NULL while an open seat waits for someone
    opponent_name   TEXT,
    first_seat      INTEGER CHECK (first_seat IN (0, 1)),  -- 0: challenger is player 1
    variant         TEXT    NOT NULL CHECK (variant IN ('standard', 'six')),
    seed            INTEGER,                 -- u64 stored bit for bit; drawn at accept
    status          TEXT    NOT NULL CHECK (status IN ('open', 'active', 'finished', 'declined')),
    pending_claim   TEXT CHECK (pending_claim IN ('I', 'B', 'R', 'G', 'K')),
    result          TEXT,                    -- "bob wins on points (2 to 1)", "alice resigned"
    winner_id       INTEGER,                 -- NULL for a draw or an unfinished game
    days_per_move   INTEGER CHECK (days_per_move > 0),
    version         INTEGER NOT NULL DEFAULT 0,
    created_at      INTEGER NOT NULL,        -- unix seconds
    updated_at      INTEGER NOT NULL,
    CHECK (status IN ('open', 'declined') OR (seed IS NOT NULL AND first_seat IS NOT NULL))
);

-- At most one open or active game per channel (a thread is a channel).
CREATE UNIQUE INDEX games_one_live_per_channel
    ON games (channel) WHERE status IN ('open', 'active');

CREATE INDEX games_by_channel ON games (channel, id);

CREATE TABLE turns (
    game       INTEGER NOT NULL REFERENCES games (id),
    ply        INTEGER NOT NULL CHECK (ply >= 0),   -- 0-based, passes included
    player_id  INTEGER NOT NULL,                    -- who made it (or whose pass it was)
    notation   TEXT    NOT NULL,                    -- RULES §10: C3-D4, R:C3-D4, pass
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game, ply)
) WITHOUT ROWID;

-- Interactions already applied, so a redelivered event changes nothing.
CREATE TABLE processed_interactions (
    interaction_id INTEGER PRIMARY KEY,
    game           INTEGER REFERENCES games (id),
    reply_text     TEXT    NOT NULL,
    created_at     INTEGER NOT NULL
);
