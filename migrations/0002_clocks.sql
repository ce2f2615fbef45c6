-- Correspondence clocks and reminders (issue #5). A game without a `clocks` row has
-- no clock (days_per_move NULL, or started before clocks existed).

-- The running clock of a timed game, rewritten in the transaction of every turn.
CREATE TABLE clocks (
    game            INTEGER PRIMARY KEY REFERENCES games (id),
    bank_first      INTEGER NOT NULL,        -- seconds banked by the player who moves first
    bank_second     INTEGER NOT NULL,
    to_move         INTEGER NOT NULL CHECK (to_move IN (0, 1)),  -- 0: the first player
    turn_started_at INTEGER NOT NULL,        -- unix seconds
    flag_at         INTEGER NOT NULL,        -- when the player to move runs out (vacations known now)
    ended           TEXT CHECK (ended IN ('time', 'aborted'))    -- how a clock ended the game, if it did
) WITHOUT ROWID;

-- Finds the games whose time ran out, for servers that end them automatically.
CREATE INDEX clocks_by_flag ON clocks (flag_at) WHERE ended IS NULL;

-- A vacation pauses every clock of its player; the allowance is per rolling year.
CREATE TABLE vacations (
    user_id  INTEGER NOT NULL,
    from_ts  INTEGER NOT NULL,
    until_ts INTEGER NOT NULL CHECK (until_ts > from_ts),
    PRIMARY KEY (user_id, from_ts)
) WITHOUT ROWID;

-- Reminders of the current turn: at most one message per row, ever. A row is marked
-- done in the transaction that decides to send it, before it is sent.
CREATE TABLE reminders (
    game   INTEGER NOT NULL REFERENCES games (id),
    turn   INTEGER NOT NULL CHECK (turn >= 0),   -- plies played before the turn
    kind   TEXT    NOT NULL CHECK (kind IN ('half', 'final')),
    due_at INTEGER NOT NULL,
    done   INTEGER NOT NULL DEFAULT 0 CHECK (done IN (0, 1)),
    PRIMARY KEY (game, turn, kind)
) WITHOUT ROWID;

CREATE INDEX reminders_due ON reminders (done, due_at);

-- How a player wants to be reminded: pings in the game's channel, one daily digest
-- by direct message, or nothing.
CREATE TABLE user_settings (
    user_id        INTEGER PRIMARY KEY,
    reminders      TEXT NOT NULL DEFAULT 'channel' CHECK (reminders IN ('channel', 'digest', 'off')),
    digest_hour    INTEGER CHECK (digest_hour BETWEEN 0 AND 23),  -- UTC
    next_digest_at INTEGER                                         -- set while on digest
);

CREATE INDEX user_settings_digest ON user_settings (next_digest_at)
    WHERE next_digest_at IS NOT NULL;

-- Per server: end games whose time ran out without waiting for a claim.
CREATE TABLE guild_settings (
    guild        INTEGER PRIMARY KEY,
    auto_timeout INTEGER NOT NULL DEFAULT 0 CHECK (auto_timeout IN (0, 1))
);
