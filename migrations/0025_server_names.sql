-- A server's name as Discord says it (GUILD_CREATE at every connection, GUILD_UPDATE on a
-- rename), for the web front's headings; the terminal names its one server. Kept apart
-- from guild_settings: a name is known whether or not the server chose any setting.
CREATE TABLE server_names (
    guild      INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    updated_at INTEGER NOT NULL   -- unix seconds
);
