-- Each running service says so here, renewed by its background job every few
-- seconds (`expires_at`, unix seconds): the owed answers and thread claims of a killed
-- process are anyone's once its presence ran out.
CREATE TABLE presence (
    holder     TEXT    PRIMARY KEY,
    expires_at INTEGER NOT NULL
);

-- Answers owed in a channel: a public reply to an interaction is recorded here in the
-- same transaction as the change it answers (a stored turn), so a process that stops
-- before Discord showed it leaves a row the next process finds. `holder` is the
-- service that answers it live; while that holder is present (its row in `presence`
-- has not run out) nobody else sends it ('' once its live attempts all failed).
-- `retry_at` (unix seconds) is when a worker may try again after taking it; `sent_at`
-- is set once Discord showed the answer (or it was given up).
CREATE TABLE outbox (
    interaction INTEGER PRIMARY KEY,
    channel     INTEGER NOT NULL,
    holder      TEXT    NOT NULL,
    locale      TEXT    NOT NULL,
    lines       TEXT    NOT NULL,
    ping        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    retry_at    INTEGER NOT NULL DEFAULT 0,
    sent_at     INTEGER
);
CREATE INDEX outbox_unsent ON outbox (retry_at) WHERE sent_at IS NULL;
