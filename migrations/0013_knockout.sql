-- Knockout events: a match of best of N games, and matches given up.
--
-- `events.best_of`: the games of a knockout match before a tie-break (1 for a single
-- game); a Swiss keeps 1.
ALTER TABLE events ADD COLUMN best_of INTEGER NOT NULL DEFAULT 1
    CHECK (best_of BETWEEN 1 AND 7 AND best_of % 2 = 1);

-- A knockout match is several games between the same two players in one round, so
-- `event_pairings` gets the game's number within its pairing (1 for every Swiss
-- pairing and for a match's first game) and a key that includes it. The table is
-- rebuilt the way SQLite documents it (a key cannot be altered); foreign keys are off
-- while migrations run and checked at the end of this one. Rows keep their rowids,
-- which give the order games were paired in.
CREATE TABLE event_pairings_numbered (
    event          INTEGER NOT NULL REFERENCES events (id),
    round          INTEGER NOT NULL CHECK (round >= 1),
    white          INTEGER NOT NULL,
    black          INTEGER,
    game           INTEGER UNIQUE REFERENCES games (id),
    thread_open    INTEGER NOT NULL DEFAULT 0 CHECK (thread_open IN (0, 1)),
    forfeited_by   INTEGER,                  -- the entry that lost by withdrawing
    removed_white  INTEGER,                  -- stacks removed, set when the game ends
    removed_black  INTEGER,
    number         INTEGER NOT NULL DEFAULT 1 CHECK (number >= 1),
    PRIMARY KEY (event, round, white, number),
    CHECK ((black IS NULL) = (game IS NULL))
);

INSERT INTO event_pairings_numbered
    (rowid, event, round, white, black, game, thread_open, forfeited_by,
     removed_white, removed_black, number)
SELECT rowid, event, round, white, black, game, thread_open, forfeited_by,
       removed_white, removed_black, 1
FROM event_pairings;
DROP TABLE event_pairings;
ALTER TABLE event_pairings_numbered RENAME TO event_pairings;

-- A knockout match given up by `entry` in `round`: the opponent goes on whatever the
-- games say. `withdrawn`: the player withdrew; `deadline`: the round's deadline came
-- with the match level or behind (see the service's knockout module).
CREATE TABLE knockout_concessions (
    event          INTEGER NOT NULL REFERENCES events (id),
    round          INTEGER NOT NULL CHECK (round >= 1),
    entry          INTEGER NOT NULL,
    reason         TEXT    NOT NULL CHECK (reason IN ('withdrawn', 'deadline')),
    conceded_at    INTEGER NOT NULL,
    PRIMARY KEY (event, round, entry)
);
