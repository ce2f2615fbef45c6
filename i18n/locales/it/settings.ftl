settings-reminders = **I tuoi promemoria**: { $how }.
settings-reminders-channel = una menzione nel canale della partita a metà del tuo tempo e verso la fine
settings-reminders-digest = un messaggio diretto al giorno alle { $time } UTC con le partite in cui tocca a te
settings-reminders-off = nessuno
settings-reminders-change = Cambia con `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Impostazioni del server**: una partita in cui un giocatore esaurisce il tempo finisce da sola (l’avversario vince per tempo).
settings-server-timeout-claim = **Impostazioni del server**: quando un giocatore esaurisce il tempo, l’avversario può prendersi la vittoria con `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = Il bot scrive qui in { $language }. Cambia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Il bot scrive qui nella lingua Discord del server (ora { $language }). Cambia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Il tuo fuso orario**: { $zone }.
settings-time-zone-unset = **Il tuo fuso orario**: non scelto, quindi i tuoi orologi seguono UTC.
settings-sleep = **Ore di sonno**: { $window } nel tuo fuso orario; i tuoi orologi allora si fermano.
settings-sleep-none = **Ore di sonno**: nessuna.
settings-weekends-off = **Weekend**: liberi; i tuoi orologi si fermano il sabato e la domenica.
settings-weekends-on = **Weekend**: i tuoi orologi corrono.
settings-auto-vacation-on = **Vacanza automatica**: attiva; invece di lasciarti perdere per tempo, il bot spende i tuoi giorni di vacanza, un giorno intero alla volta, e lo dice a entrambi i giocatori.
settings-auto-vacation-off = **Vacanza automatica**: disattivata.
settings-clock-change = Cambia con `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. Un cambio vale in ogni partita dalla sua prossima mossa.
suggest-time-zone-guess = { $zone } (dalla tua lingua di Discord)
settings-reminders-digest-local = un messaggio diretto al giorno alle { $time } ({ $zone }) con le partite in cui tocca a te
# The server's default weekends off.
settings-server-weekends-off = **Weekend**: le partite qui che non hanno scelto nulla fermano gli orologi il sabato e la domenica, nel fuso orario di ciascun giocatore.
settings-server-weekends-on = **Weekend**: le partite qui corrono nel weekend, a meno che la partita, il suo torneo o un giocatore abbia scelto i weekend liberi.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Pagine web**: le partite e i tornei di questo server sono pubblici all’indirizzo `{ $path }` del sito del bot, elencati nella sua pagina iniziale.
settings-server-web-unlisted = **Pagine web**: le partite e i tornei di questo server sono all’indirizzo `{ $path }` del sito del bot, solo per chi ha il link (non elencati, non indicizzati).
settings-server-web-off = **Pagine web**: disattivate; le partite e i tornei di questo server non hanno pagine sul web. Cambia con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
