-- How often the players of a round robin division meet in a season: once (as before
-- this migration, so existing events keep it) or twice with the seats swapped. A
-- Swiss division has no legs and keeps 1.
ALTER TABLE division_rules ADD COLUMN legs INTEGER NOT NULL DEFAULT 1
    CHECK (legs IN (1, 2));
