settings-reminders = **Deine Erinnerungen**: { $how }.
settings-reminders-channel = eine Erwähnung im Kanal der Partie nach der Hälfte deiner Zeit und kurz vor dem Ende
settings-reminders-digest = eine Direktnachricht täglich um { $time } UTC mit den Partien, in denen du am Zug bist
settings-reminders-off = keine
settings-reminders-change = Ändern mit `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Servereinstellungen**: Eine Partie, in der jemand die Zeit überschreitet, endet von selbst (der Gegner gewinnt auf Zeit).
settings-server-timeout-claim = **Servereinstellungen**: Überschreitet jemand die Zeit, kann der Gegner den Sieg mit `/{ cmd-lyngk } { cmd-lyngk-win-on-time }` nehmen.
settings-server-language = Der Bot schreibt hier auf { $language }. Ändern mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Der Bot schreibt hier in der Discord-Sprache des Servers (derzeit { $language }). Ändern mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Deine Zeitzone**: { $zone }.
settings-time-zone-unset = **Deine Zeitzone**: nicht gewählt, deine Uhren folgen UTC.
settings-sleep = **Schlafenszeit**: { $window } in deiner Zeitzone; dann stehen deine Uhren.
settings-sleep-none = **Schlafenszeit**: keine.
settings-weekends-off = **Wochenenden**: frei; deine Uhren stehen samstags und sonntags.
settings-weekends-on = **Wochenenden**: deine Uhren laufen.
settings-auto-vacation-on = **Automatischer Urlaub**: an; statt dich auf Zeit verlieren zu lassen, verbraucht der Bot deine Urlaubstage, jeweils einen ganzen Tag, und sagt es beiden Spielern.
settings-auto-vacation-off = **Automatischer Urlaub**: aus.
settings-clock-change = Ändern mit `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. Eine Änderung gilt in jeder Partie ab dem nächsten Zug.
suggest-time-zone-guess = { $zone } (nach deiner Discord-Sprache)
settings-reminders-digest-local = eine Direktnachricht täglich um { $time } ({ $zone }) mit den Partien, in denen du am Zug bist
# The server's default weekends off.
settings-server-weekends-off = **Wochenenden**: Partien hier, die nichts gewählt haben, halten ihre Uhren samstags und sonntags an, in der Zeitzone jedes Spielers.
settings-server-weekends-on = **Wochenenden**: Partien hier laufen auch am Wochenende, außer die Partie, ihr Turnier oder ein Spieler hat freie Wochenenden gewählt.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Webseiten**: Die Partien und Turniere dieses Servers sind öffentlich unter `{ $path }` auf der Website des Bots, auf deren Startseite gelistet.
settings-server-web-unlisted = **Webseiten**: Die Partien und Turniere dieses Servers stehen unter `{ $path }` auf der Website des Bots, nur für alle mit dem Link (nicht gelistet, nicht indexiert).
settings-server-web-off = **Webseiten**: aus; die Partien und Turniere dieses Servers haben keine Seiten im Web. Ändern mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
