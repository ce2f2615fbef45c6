-- A ladder's order is its players' ranks (1 is the top): "place" also names a guild's
-- channel, so the ladder says rank. And a settled challenge's `outcome` is its
-- settlement (climbed, held, expired, left), not a game's outcome. Renames only: SQLite
-- carries the keys, the checks and the index over.
ALTER TABLE ladder_places RENAME TO ladder_ranks;
ALTER TABLE ladder_ranks RENAME COLUMN place TO rank;
ALTER TABLE ladder_challenges RENAME COLUMN outcome TO settlement;
