# /lyngk settings and /lyngk server-settings.

settings-reminders = **Your reminders**: { $how }.
settings-reminders-channel = a ping in the game's channel at half your time and near the end
settings-reminders-digest = one direct message a day at { $time } UTC listing the games where it is your turn
settings-reminders-off = none
settings-reminders-change = Change with `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Server settings**: a game whose player runs out of time ends automatically (the opponent wins on time).
settings-server-timeout-claim = **Server settings**: when a player runs out of time, the opponent may take the win with `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
# $language: the language's own name ("Deutsch").
settings-server-language = The bot posts here in { $language }. Change with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = The bot posts here in the server's Discord language (now { $language }). Change with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Your time zone**: { $zone }.
settings-time-zone-unset = **Your time zone**: not chosen, so your clocks follow UTC.
settings-sleep = **Sleeping hours**: { $window } in your time zone; your clocks stand still then.
settings-sleep-none = **Sleeping hours**: none.
settings-weekends-off = **Weekends**: off; your clocks stand still on Saturdays and Sundays.
settings-weekends-on = **Weekends**: your clocks run.
settings-auto-vacation-on = **Automatic vacation**: on; rather than let you lose on time, the bot spends your vacation days, a whole day at a time, and tells both players.
settings-auto-vacation-off = **Automatic vacation**: off.
settings-clock-change = Change with `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. A change applies to each game from its next move.
suggest-time-zone-guess = { $zone } (from your Discord language)
settings-reminders-digest-local = one direct message a day at { $time } ({ $zone }) listing the games where it is your turn
# The server's default weekends off.
settings-server-weekends-off = **Weekends**: games here that chose nothing stop their clocks on Saturdays and Sundays, in each player's time zone.
settings-server-weekends-on = **Weekends**: games here run on weekends unless the game, its event or a player chose weekends off.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Web pages**: this server's games and events are public at `{ $path }` on the bot's web site, listed on its front page.
settings-server-web-unlisted = **Web pages**: this server's games and events are at `{ $path }` on the bot's web site, only for those who have the link (not listed, not indexed).
settings-server-web-off = **Web pages**: off; this server's games and events have no pages on the web. Change with `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
