-- Games are found by server and channel together (issue 11): the one-live-game rule
-- holds per (server, channel). NULL (outside a server) counts as one more server.

DROP INDEX games_one_live_per_channel;

CREATE UNIQUE INDEX games_one_live_per_guild_channel
    ON games (IFNULL(guild, 0), channel) WHERE status IN ('open', 'active');
