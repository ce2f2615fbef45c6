-- Opening a scheduled game's thread (an event round's, a league's, a ladder's) is
-- claimed once, across every process sharing this database: the claim is taken in the
-- transaction that hands the game out, before anyone asks Discord for the thread, and
-- deleted when the thread is attached or the opening given back. A claim whose
-- `claimed_at` (unix seconds) is older than the claim time was abandoned (its process
-- stopped) and may be taken again. `asked_discord` is the intent recorded just before
-- the thread is created: a later claimant of such a game first looks for the thread
-- that was made, named `name`, before it makes another.
CREATE TABLE thread_claims (
    game          INTEGER PRIMARY KEY REFERENCES games(id) ON DELETE CASCADE,
    holder        TEXT    NOT NULL,
    claimed_at    INTEGER NOT NULL,
    name          TEXT    NOT NULL,
    asked_discord INTEGER NOT NULL DEFAULT 0
);
