-- Languages (issue 12). A server's chosen language for its public posts (NULL: follow
-- Discord's preferred locale of the server), and that locale as last seen, so the
-- background job posts in the server's language without a request to read it from.
ALTER TABLE guild_settings ADD COLUMN language TEXT;
ALTER TABLE guild_settings ADD COLUMN discord_locale TEXT;

-- Each user's language as last seen in a request: reminders and digests use it.
CREATE TABLE user_locales (
    user_id INTEGER PRIMARY KEY,
    locale  TEXT NOT NULL
);
