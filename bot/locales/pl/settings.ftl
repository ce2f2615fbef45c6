settings-reminders = **Twoje przypomnienia**: { $how }.
settings-reminders-channel = wzmianka na kanale partii w połowie twojego czasu i tuż przed końcem
settings-reminders-digest = jedna wiadomość prywatna dziennie o { $time } UTC z partiami, w których jest twoja tura
settings-reminders-off = brak
settings-reminders-change = Zmień przez `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Ustawienia serwera**: partia, w której gracz przekroczy czas, kończy się sama (przeciwnik wygrywa na czas).
settings-server-timeout-claim = **Ustawienia serwera**: gdy gracz przekroczy czas, przeciwnik może odebrać zwycięstwo przez `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = Bot pisze tu w języku: { $language }. Zmień przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Bot pisze tu w języku serwera na Discordzie (teraz: { $language }). Zmień przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
