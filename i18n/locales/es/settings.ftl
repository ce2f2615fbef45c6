settings-reminders = **Tus recordatorios**: { $how }.
settings-reminders-channel = una mención en el canal de la partida a mitad de tu tiempo y cerca del final
settings-reminders-digest = un mensaje directo al día a las { $time } UTC con las partidas en las que es tu turno
settings-reminders-off = ninguno
settings-reminders-change = Cámbialos con `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Ajustes del servidor**: una partida en la que un jugador se queda sin tiempo termina sola (el rival gana por tiempo).
settings-server-timeout-claim = **Ajustes del servidor**: cuando un jugador se queda sin tiempo, el rival puede reclamar la victoria con `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = El bot escribe aquí en { $language }. Cámbialo con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = El bot escribe aquí en el idioma de Discord del servidor (ahora { $language }). Cámbialo con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Tu zona horaria**: { $zone }.
settings-time-zone-unset = **Tu zona horaria**: sin elegir, así que tus relojes siguen UTC.
settings-sleep = **Horas de sueño**: { $window } en tu zona horaria; tus relojes se detienen entonces.
settings-sleep-none = **Horas de sueño**: ninguna.
settings-weekends-off = **Fines de semana**: libres; tus relojes se detienen los sábados y domingos.
settings-weekends-on = **Fines de semana**: tus relojes corren.
settings-auto-vacation-on = **Ausencia automática**: activada; en vez de dejarte perder por tiempo, el bot gasta tus días de ausencia, de uno en uno, y avisa a ambos jugadores.
settings-auto-vacation-off = **Ausencia automática**: desactivada.
settings-clock-change = Cámbialo con `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. Un cambio vale en cada partida desde su próximo movimiento.
suggest-time-zone-guess = { $zone } (según tu idioma de Discord)
settings-reminders-digest-local = un mensaje directo al día a las { $time } ({ $zone }) con las partidas en las que es tu turno
# The server's default weekends off.
settings-server-weekends-off = **Fines de semana**: las partidas de aquí que no eligieron nada detienen sus relojes los sábados y domingos, en la zona horaria de cada jugador.
settings-server-weekends-on = **Fines de semana**: las partidas de aquí corren en fin de semana salvo que la partida, su torneo o un jugador elija fines de semana libres.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Páginas web**: las partidas y torneos de este servidor son públicos en `{ $path }` del sitio web del bot, listados en su portada.
settings-server-web-unlisted = **Páginas web**: las partidas y torneos de este servidor están en `{ $path }` del sitio web del bot, solo para quien tenga el enlace (no listados ni indexados).
settings-server-web-off = **Páginas web**: desactivadas; las partidas y torneos de este servidor no tienen páginas en la web. Cámbialo con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
