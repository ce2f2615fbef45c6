-- An event may refuse players who lost too large a share of their games on the server
-- on time: the largest share admitted, in percent (NULL: no limit).
ALTER TABLE events ADD COLUMN max_time_losses INTEGER
    CHECK (max_time_losses BETWEEN 0 AND 100);
