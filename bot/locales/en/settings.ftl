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
