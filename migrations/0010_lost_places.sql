-- What a server does around its games (issue 23): moderators delete or close their
-- channels and threads, the bot is removed and added back, permissions are taken away.
-- New tables only, so this file applies whatever other migrations did to `games`.

-- Servers the bot was removed from (GUILD_DELETE without `unavailable`). Their games
-- are suspended from `since` (unix seconds): no reminders, timeouts, digests or AI
-- turns. When the bot is added back, the clocks move on by the time away and the row
-- goes.
CREATE TABLE suspended_guilds (
    guild INTEGER PRIMARY KEY,               -- 0 outside a server (never suspended)
    since INTEGER NOT NULL
);

-- Live games whose thread a moderator closed (archived before Discord's inactivity
-- archive was due) or locked. The game is ended like a deleted one once the thread
-- has stayed closed for the grace period; opening the thread again removes the row.
CREATE TABLE closed_threads (
    game   INTEGER PRIMARY KEY REFERENCES games (id),
    since  INTEGER NOT NULL,
    locked INTEGER NOT NULL CHECK (locked IN (0, 1)),
    parent INTEGER                           -- the thread's channel, where the end is told
);

CREATE INDEX closed_threads_by_since ON closed_threads (since);

-- Why the server ended a game (its result is 'aborted', so ratings skip it and a league
-- counts it played without points): its channel or thread was deleted, or its thread
-- stayed closed past the grace period.
CREATE TABLE lost_places (
    game  INTEGER PRIMARY KEY REFERENCES games (id),
    cause TEXT    NOT NULL CHECK (cause IN ('deleted', 'closed')),
    at    INTEGER NOT NULL
);

-- The bot could not post in a game's channel: Discord's code (50001 Missing Access,
-- 50013 Missing Permissions). The players are told at their next command in the game,
-- and the row goes.
CREATE TABLE lost_permissions (
    game INTEGER PRIMARY KEY REFERENCES games (id),
    code INTEGER NOT NULL CHECK (code IN (50001, 50013)),
    at   INTEGER NOT NULL
);
