settings-reminders = **Deine Erinnerungen**: { $how }.
settings-reminders-channel = eine Erwähnung im Kanal der Partie nach der Hälfte deiner Zeit und kurz vor dem Ende
settings-reminders-digest = eine Direktnachricht täglich um { $time } UTC mit den Partien, in denen du am Zug bist
settings-reminders-off = keine
settings-reminders-change = Ändern mit `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Servereinstellungen**: Eine Partie, in der jemand die Zeit überschreitet, endet von selbst (der Gegner gewinnt auf Zeit).
settings-server-timeout-claim = **Servereinstellungen**: Überschreitet jemand die Zeit, kann der Gegner den Sieg mit `/{ cmd-lyngk } { cmd-lyngk-win-on-time }` nehmen.
settings-server-language = Der Bot schreibt hier auf { $language }. Ändern mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Der Bot schreibt hier in der Discord-Sprache des Servers (derzeit { $language }). Ändern mit `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
