settings-reminders = **I tuoi promemoria**: { $how }.
settings-reminders-channel = una menzione nel canale della partita a metà del tuo tempo e verso la fine
settings-reminders-digest = un messaggio diretto al giorno alle { $time } UTC con le partite in cui tocca a te
settings-reminders-off = nessuno
settings-reminders-change = Cambia con `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Impostazioni del server**: una partita in cui un giocatore esaurisce il tempo finisce da sola (l'avversario vince per tempo).
settings-server-timeout-claim = **Impostazioni del server**: quando un giocatore esaurisce il tempo, l'avversario può prendersi la vittoria con `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = Il bot scrive qui in { $language }. Cambia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Il bot scrive qui nella lingua Discord del server (ora { $language }). Cambia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
