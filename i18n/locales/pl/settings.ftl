settings-reminders = **Twoje przypomnienia**: { $how }.
settings-reminders-channel = wzmianka na kanale partii w połowie twojego czasu i tuż przed końcem
settings-reminders-digest = jedna wiadomość prywatna dziennie o { $time } UTC z partiami, w których jest twoja tura
settings-reminders-off = brak
settings-reminders-change = Zmień przez `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Ustawienia serwera**: partia, w której gracz przekroczy czas, kończy się sama (przeciwnik wygrywa na czas).
settings-server-timeout-claim = **Ustawienia serwera**: gdy gracz przekroczy czas, przeciwnik może odebrać zwycięstwo przez `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = Bot pisze tu w języku: { $language }. Zmień przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Bot pisze tu w języku serwera na Discordzie (teraz: { $language }). Zmień przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Twoja strefa czasowa**: { $zone }.
settings-time-zone-unset = **Twoja strefa czasowa**: niewybrana, więc twoje zegary używają UTC.
settings-sleep = **Godziny snu**: { $window } w twojej strefie czasowej; wtedy twoje zegary stoją.
settings-sleep-none = **Godziny snu**: brak.
settings-weekends-off = **Weekendy**: wolne; twoje zegary stoją w soboty i niedziele.
settings-weekends-on = **Weekendy**: twoje zegary chodzą.
settings-auto-vacation-on = **Automatyczny urlop**: włączony; zamiast pozwolić ci przegrać na czas, bot wykorzystuje twoje dni urlopu, po całym dniu, i informuje obu graczy.
settings-auto-vacation-off = **Automatyczny urlop**: wyłączony.
settings-clock-change = Zmień przez `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. Zmiana obowiązuje w każdej partii od jej następnego ruchu.
suggest-time-zone-guess = { $zone } (według twojego języka Discorda)
settings-reminders-digest-local = jedna wiadomość prywatna dziennie o { $time } ({ $zone }) z partiami, w których jest twoja tura
# The server's default weekends off.
settings-server-weekends-off = **Weekendy**: partie tutaj, które nic nie wybrały, zatrzymują zegary w soboty i niedziele, w strefie czasowej każdego gracza.
settings-server-weekends-on = **Weekendy**: partie tutaj chodzą w weekendy, chyba że partia, jej turniej lub gracz wybrali wolne weekendy.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Strony WWW**: partie i turnieje tego serwera są publiczne pod adresem `{ $path }` na stronie bota, wymienione na stronie głównej.
settings-server-web-unlisted = **Strony WWW**: partie i turnieje tego serwera są pod adresem `{ $path }` na stronie bota, tylko dla osób z linkiem (niewymienione, nieindeksowane).
settings-server-web-off = **Strony WWW**: wyłączone; partie i turnieje tego serwera nie mają stron w sieci. Zmień przez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
