settings-reminders = **Je herinneringen**: { $how }.
settings-reminders-channel = een vermelding in het kanaal van de partij na de helft van je tijd en vlak voor het einde
settings-reminders-digest = elke dag om { $time } UTC een direct bericht met de partijen waarin je aan de beurt bent
settings-reminders-off = geen
settings-reminders-change = Wijzig met `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Serverinstellingen**: een partij waarin een speler de tijd overschrijdt, eindigt vanzelf (de tegenstander wint op tijd).
settings-server-timeout-claim = **Serverinstellingen**: overschrijdt een speler de tijd, dan kan de tegenstander de winst nemen met `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = De bot schrijft hier in het { $language }. Wijzig met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = De bot schrijft hier in de Discord-taal van de server (nu { $language }). Wijzig met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Je tijdzone**: { $zone }.
settings-time-zone-unset = **Je tijdzone**: niet gekozen, dus je klokken volgen UTC.
settings-sleep = **Slaaptijd**: { $window } in je tijdzone; je klokken staan dan stil.
settings-sleep-none = **Slaaptijd**: geen.
settings-weekends-off = **Weekenden**: vrij; je klokken staan stil op zaterdag en zondag.
settings-weekends-on = **Weekenden**: je klokken lopen.
settings-auto-vacation-on = **Automatische vakantie**: aan; in plaats van je op tijd te laten verliezen, gebruikt de bot je vakantiedagen, telkens een hele dag, en laat beide spelers het weten.
settings-auto-vacation-off = **Automatische vakantie**: uit.
settings-clock-change = Wijzig met `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. Een wijziging geldt in elke partij vanaf de volgende zet.
suggest-time-zone-guess = { $zone } (naar je Discord-taal)
settings-reminders-digest-local = elke dag om { $time } ({ $zone }) een direct bericht met de partijen waarin je aan de beurt bent
# The server's default weekends off.
settings-server-weekends-off = **Weekenden**: partijen hier die niets kozen zetten hun klokken stil op zaterdag en zondag, in de tijdzone van elke speler.
settings-server-weekends-on = **Weekenden**: partijen hier lopen in het weekend door, tenzij de partij, het toernooi of een speler vrije weekenden koos.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Webpagina's**: de partijen en toernooien van deze server zijn openbaar op `{ $path }` van de website van de bot, vermeld op de voorpagina.
settings-server-web-unlisted = **Webpagina's**: de partijen en toernooien van deze server staan op `{ $path }` van de website van de bot, alleen voor wie de link heeft (niet vermeld, niet geïndexeerd).
settings-server-web-off = **Webpagina's**: uit; de partijen en toernooien van deze server hebben geen pagina's op het web. Wijzig met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
