-- What each division of a divisions event plays in a season: a Swiss (as before this
-- migration, so existing events keep it) or a single round robin.
ALTER TABLE division_rules ADD COLUMN division_format TEXT NOT NULL DEFAULT 'swiss'
    CHECK (division_format IN ('swiss', 'round_robin'));
