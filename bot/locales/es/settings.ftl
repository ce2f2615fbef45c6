settings-reminders = **Tus recordatorios**: { $how }.
settings-reminders-channel = una mención en el canal de la partida a mitad de tu tiempo y cerca del final
settings-reminders-digest = un mensaje directo al día a las { $time } UTC con las partidas en las que es tu turno
settings-reminders-off = ninguno
settings-reminders-change = Cámbialos con `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Ajustes del servidor**: una partida en la que un jugador se queda sin tiempo termina sola (el rival gana por tiempo).
settings-server-timeout-claim = **Ajustes del servidor**: cuando un jugador se queda sin tiempo, el rival puede reclamar la victoria con `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = El bot escribe aquí en { $language }. Cámbialo con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = El bot escribe aquí en el idioma de Discord del servidor (ahora { $language }). Cámbialo con `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
