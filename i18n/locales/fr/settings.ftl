settings-reminders = **Vos rappels** : { $how }.
settings-reminders-channel = une mention dans le salon de la partie à la moitié de votre temps et près de la fin
settings-reminders-digest = un message privé par jour à { $time } UTC avec les parties où c’est votre tour
settings-reminders-off = aucun
settings-reminders-change = Modifie-les avec `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.reminders }:channel|digest|off { cmd-lyngk-settings.digest_hour }:0-23`.

settings-server-timeout-auto = **Réglages du serveur** : une partie dont un joueur dépasse son temps se termine d’elle-même (l’adversaire gagne au temps).
settings-server-timeout-claim = **Réglages du serveur** : quand un joueur dépasse son temps, l’adversaire peut réclamer la victoire avec `/{ cmd-lyngk } { cmd-lyngk-win-on-time }`.
settings-server-language = Le bot écrit ici en { $language }. Modifie-le avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.
settings-server-language-auto = Le bot écrit ici dans la langue Discord du serveur (actuellement { $language }). Modifie-le avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.language }:`.

# Clock settings: time zone, sleeping hours, weekends off, automatic vacation
settings-time-zone = **Votre fuseau horaire** : { $zone }.
settings-time-zone-unset = **Votre fuseau horaire** : non choisi, vos pendules suivent donc UTC.
settings-sleep = **Heures de sommeil** : { $window } dans votre fuseau ; vos pendules s’arrêtent alors.
settings-sleep-none = **Heures de sommeil** : aucune.
settings-weekends-off = **Week-ends** : libres ; vos pendules s’arrêtent le samedi et le dimanche.
settings-weekends-on = **Week-ends** : vos pendules tournent.
settings-auto-vacation-on = **Absence automatique** : activée ; plutôt que de vous laisser perdre au temps, le bot dépense vos jours d’absence, un jour entier à la fois, et prévient les deux joueurs.
settings-auto-vacation-off = **Absence automatique** : désactivée.
settings-clock-change = Modifiez avec `/{ cmd-lyngk } { cmd-lyngk-settings } { cmd-lyngk-settings.timezone }: { cmd-lyngk-settings.sleep }:23:00-07:00|off { cmd-lyngk-settings.weekends }: { cmd-lyngk-settings.auto_vacation }:`. Un changement vaut dans chaque partie à partir de son prochain coup.
suggest-time-zone-guess = { $zone } (d’après votre langue Discord)
settings-reminders-digest-local = un message privé par jour à { $time } ({ $zone }) avec les parties où c’est votre tour
# The server's default weekends off.
settings-server-weekends-off = **Week-ends** : les parties d’ici qui n’ont rien choisi arrêtent leurs pendules le samedi et le dimanche, dans le fuseau horaire de chaque joueur.
settings-server-weekends-on = **Week-ends** : les parties d’ici tournent le week-end, sauf si la partie, son tournoi ou un joueur a choisi des week-ends libres.
# $path: the address of the server's pages on the web front, from its root (/s/…).
settings-server-web-public = **Pages web** : les parties et tournois de ce serveur sont publics à l’adresse `{ $path }` du site du bot, listés sur sa page d’accueil.
settings-server-web-unlisted = **Pages web** : les parties et tournois de ce serveur sont à l’adresse `{ $path }` du site du bot, seulement pour qui a le lien (non listés, non indexés).
settings-server-web-off = **Pages web** : désactivées ; les parties et tournois de ce serveur n’ont pas de pages sur le web. Modifiez avec `/{ cmd-lyngk-admin } { cmd-lyngk-admin-server-settings } { cmd-lyngk-admin-server-settings.web }:`.
