settings-reminders = **Vos rappels** : { $how }.
settings-reminders-channel = une mention dans le salon de la partie à la moitié de votre temps et près de la fin
settings-reminders-digest = un message privé par jour à { $time } UTC avec les parties où c'est votre tour
settings-reminders-off = aucun
settings-reminders-change = Modifie-les avec `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Réglages du serveur** : une partie dont un joueur dépasse son temps se termine d'elle-même (l'adversaire gagne au temps).
settings-server-timeout-claim = **Réglages du serveur** : quand un joueur dépasse son temps, l'adversaire peut réclamer la victoire avec `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = Le bot écrit ici en { $language }. Modifie-le avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Le bot écrit ici dans la langue Discord du serveur (actuellement { $language }). Modifie-le avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
