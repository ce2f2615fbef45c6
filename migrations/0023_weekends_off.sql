-- Weekends off chosen for a game, an event or a server, besides each player's own:
-- on Saturdays and Sundays (in each player's zone) the game's clocks stand still.
-- A game's or an event's NULL means "not chosen": the event's, then the server's, applies.
ALTER TABLE games ADD COLUMN weekends_off INTEGER CHECK (weekends_off IN (0, 1));
ALTER TABLE events ADD COLUMN weekends_off INTEGER CHECK (weekends_off IN (0, 1));
ALTER TABLE guild_settings ADD COLUMN weekends_off INTEGER NOT NULL DEFAULT 0 CHECK (weekends_off IN (0, 1));
