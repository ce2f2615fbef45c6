settings-reminders = **Je herinneringen**: { $how }.
settings-reminders-channel = een vermelding in het kanaal van de partij na de helft van je tijd en vlak voor het einde
settings-reminders-digest = elke dag om { $time } UTC een direct bericht met de partijen waarin je aan de beurt bent
settings-reminders-off = geen
settings-reminders-change = Wijzig met `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Serverinstellingen**: een partij waarin een speler de tijd overschrijdt, eindigt vanzelf (de tegenstander wint op tijd).
settings-server-timeout-claim = **Serverinstellingen**: overschrijdt een speler de tijd, dan kan de tegenstander de winst nemen met `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = De bot schrijft hier in het { $language }. Wijzig met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = De bot schrijft hier in de Discord-taal van de server (nu { $language }). Wijzig met `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
