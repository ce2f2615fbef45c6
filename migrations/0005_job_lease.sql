-- The background jobs (reminders, digests, automatic timeouts, later AI turns) run in
-- one process at a time, however many processes share this database: the one holding
-- this lease. The holder renews it while alive; another process takes it over once
-- `expires_at` (unix seconds) has passed.
CREATE TABLE job_leases (
    name       TEXT    PRIMARY KEY,
    holder     TEXT    NOT NULL,
    expires_at INTEGER NOT NULL
);
