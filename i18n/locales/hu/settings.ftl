settings-reminders = **Emlékeztetőid**: { $how }.
settings-reminders-channel = egy említés a játszma csatornáján az időd felénél és a vége előtt
settings-reminders-digest = naponta egy közvetlen üzenet { $time } UTC-kor azokról a játszmákról, ahol rajtad a sor
settings-reminders-off = nincs
settings-reminders-change = Módosítás: `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Szerverbeállítások**: ha egy játékos ideje lejár, a játszma magától véget ér (az ellenfél időre nyer).
settings-server-timeout-claim = **Szerverbeállítások**: ha egy játékos ideje lejár, az ellenfél a `/{ cmd-lyngk } { cmd-lyngk-win-on-time }` paranccsal veheti el a győzelmet.
settings-server-language = A bot itt ezen a nyelven ír: { $language }. Módosítás: `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = A bot itt a szerver Discord-nyelvén ír (most: { $language }). Módosítás: `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Az időzónád**: { $zone }.
settings-time-zone-unset = **Az időzónád**: nincs kiválasztva, így az óráid az UTC-t követik.
settings-sleep = **Alvásidő**: { $window } az időzónád szerint; ekkor az óráid állnak.
settings-sleep-none = **Alvásidő**: nincs.
settings-weekends-off = **Hétvégék**: szabadok; az óráid szombaton és vasárnap állnak.
settings-weekends-on = **Hétvégék**: az óráid járnak.
settings-auto-vacation-on = **Automatikus szabadság**: bekapcsolva; ahelyett hogy időre veszítenél, a bot elhasználja a szabadságnapjaidat, egyszerre egy egész napot, és mindkét játékosnak szól.
settings-auto-vacation-off = **Automatikus szabadság**: kikapcsolva.
settings-clock-change = Módosítás: `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. A változás minden játszmában a következő lépéstől érvényes.
suggest-time-zone-guess = { $zone } (a Discord-nyelved alapján)
settings-reminders-digest-local = naponta egy közvetlen üzenet { $time }-kor ({ $zone }) azokról a játszmákról, ahol rajtad a sor
# The server's default weekends off.
settings-server-weekends-off = **Hétvégék**: az itteni játszmák, amelyek nem választottak, szombaton és vasárnap megállítják az órájukat, minden játékos időzónája szerint.
settings-server-weekends-on = **Hétvégék**: az itteni játszmák órái hétvégén is járnak, hacsak a játszma, a versenye vagy egy játékos nem választott szabad hétvégét.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Weboldalak**: a szerver játszmái és versenyei nyilvánosak a bot webhelyén: `{ $path }`, a kezdőlapon listázva.
settings-server-web-unlisted = **Weboldalak**: a szerver játszmái és versenyei a bot webhelyén vannak: `{ $path }`, csak a link birtokosainak (nem listázott, nem indexelt).
settings-server-web-off = **Weboldalak**: kikapcsolva; a szerver játszmáinak és versenyeinek nincs weboldala. Módosítás: `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
