-- A player's time: the zone they live in, a nightly sleeping window and weekends off
-- (their clocks stand still then), and automatic vacation (the bot spends the yearly
-- allowance in whole days rather than let them lose on time).
ALTER TABLE user_settings ADD COLUMN time_zone TEXT;  -- IANA name; NULL: not chosen (UTC)
ALTER TABLE user_settings ADD COLUMN sleep_start INTEGER CHECK (sleep_start BETWEEN 0 AND 1439);  -- local minutes
ALTER TABLE user_settings ADD COLUMN sleep_end INTEGER CHECK (sleep_end BETWEEN 0 AND 1439);
ALTER TABLE user_settings ADD COLUMN weekends_off INTEGER NOT NULL DEFAULT 0 CHECK (weekends_off IN (0, 1));
ALTER TABLE user_settings ADD COLUMN auto_vacation INTEGER NOT NULL DEFAULT 0 CHECK (auto_vacation IN (0, 1));

-- Each player's off hours as they were when the current turn started, so a change of
-- settings applies from the next turn: "zone|HH:MM-HH:MM|weekends", NULL: always running.
ALTER TABLE clocks ADD COLUMN off_hours_first TEXT;
ALTER TABLE clocks ADD COLUMN off_hours_second TEXT;

-- An event may forbid vacation: neither booked nor automatic vacation pauses its games.
ALTER TABLE events ADD COLUMN vacation_allowed INTEGER NOT NULL DEFAULT 1 CHECK (vacation_allowed IN (0, 1));
