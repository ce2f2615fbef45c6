-- Conditional moves: lines of turns a player entered in advance. A line starts at a
-- ply of its game and is never changed; it is deleted once the game leaves it, once
-- it is played to its end, or when its player clears it.
CREATE TABLE premoves (
    game       INTEGER NOT NULL REFERENCES games (id),
    player_id  INTEGER NOT NULL,
    start_ply  INTEGER NOT NULL CHECK (start_ply >= 0),
    line       TEXT    NOT NULL,   -- RULES §10 notation, plies separated by spaces
    created_at INTEGER NOT NULL,
    PRIMARY KEY (game, player_id, start_ply, line)
) WITHOUT ROWID;

-- Turns the bot played from a stored line, marked in the game's record.
ALTER TABLE turns ADD COLUMN premoved INTEGER NOT NULL DEFAULT 0;
