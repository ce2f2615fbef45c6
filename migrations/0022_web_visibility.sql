-- Whether a server's games and events have pages on the web front: 'off' (no pages, the
-- default), 'public' (listed on the front page, at an opaque address) or 'unlisted'
-- (only at an unguessable address, not indexed). The addresses are random, made the
-- first time they are needed and kept, so a link shared once keeps working; no Discord id
-- appears in them.
ALTER TABLE guild_settings ADD COLUMN web TEXT NOT NULL DEFAULT 'off' CHECK (web IN ('off', 'public', 'unlisted'));
ALTER TABLE guild_settings ADD COLUMN web_slug TEXT;   -- public address: 64 random bits, hex
ALTER TABLE guild_settings ADD COLUMN web_token TEXT;  -- unlisted address: 128 random bits, hex
CREATE UNIQUE INDEX guild_settings_web_slug ON guild_settings (web_slug);
CREATE UNIQUE INDEX guild_settings_web_token ON guild_settings (web_token);
