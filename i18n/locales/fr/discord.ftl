discord-bot-opponent = Les bots ne peuvent pas jouer à LYNGK. Défie une personne, ou laisse `opponent` vide pour une place libre.
discord-missing-option = L’option `{ $option }` manque.
discord-thread-in-thread = Ceci est déjà un fil : utilisez ici `/{ cmd-lyngk } { cmd-lyngk-challenge }` sans `thread`.
discord-no-thread = Je n’ai pas pu ouvrir de fil ici. Il me faut la permission { discord-permission-create-public-threads } dans ce salon.
discord-unknown-option = Cette commande n’a pas d’option `{ $option }`, donc rien n’a été fait. Discord met peut-être encore à jour les commandes du bot ; réessayez dans une minute.
discord-outdated-command = Cette commande n’est plus à jour. Discord met peut-être encore à jour les commandes du bot ; réessayez dans une minute.
discord-missing-permissions = Je ne peux pas jouer ici : il me manque { $permissions } dans ce salon. Un admin du serveur peut l’accorder dans les permissions du salon.
discord-no-threads-here = Les parties ne peuvent pas avoir leur propre fil ici ({ $place }) : utilisez `/{ cmd-lyngk } { cmd-lyngk-challenge }` sans `thread`, ou lancez-la dans un salon textuel ou un forum.
discord-place-voice-chat = le chat d’un salon vocal
discord-place-other = ce type de salon
discord-apology = Désolé, quelque chose s’est mal passé du côté du bot. Rien n’a été modifié ; réessayez, s’il vous plaît.
discord-game-on = La partie se joue dans { $thread }.
discord-league-games = Parties : { $threads }
discord-league-threads-failed = { $count ->
    [one] { $count } fil n’a pas pu être ouvert
   *[other] { $count } fils n’ont pas pu être ouverts
} (il me faut { discord-permission-create-public-threads } ici) : relancez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` pour réessayer.
discord-answered-privately = Réponse envoyée en privé.
discord-inactive-button = Ce bouton n’est plus actif.
discord-overflow = … (le texte complet est joint dans { $file })
discord-thread-name = LYNGK : { $first } contre { $second }
discord-thread-name-open = LYNGK : { $player } (place libre)
discord-thread-name-ai = LYNGK : { $player } contre l’IA, niveau { $level }

discord-permission-view-channel = Voir le salon
discord-permission-send-messages = Envoyer des messages
discord-permission-embed-links = Intégrer des liens
discord-permission-attach-files = Joindre des fichiers
discord-permission-create-public-threads = Créer des fils publics
discord-permission-send-messages-in-threads = Envoyer des messages dans les fils

discord-answer-above = votre réponse se trouve juste au-dessus.
discord-answered-late = _Discord n’a pas accepté cette réponse à temps, elle arrive donc en retard. Ce qu’elle annonce a bien été fait._

discord-digest-first-dm = Votre récapitulatif quotidien de LYNGK arrivera ici : une fois par jour, les parties où c’est votre tour.
discord-digest-dms-closed = Je ne peux pas vous envoyer de messages privés, le récapitulatif reste donc désactivé : vous ne partagez avec moi aucun serveur qui les autorise, vous avez désactivé les messages privés des membres du serveur ou vous avez bloqué le bot. Autorisez les messages privés des membres de ce serveur (dans ses paramètres de confidentialité), puis choisissez à nouveau `reminders:digest`.

discord-forum-needs-tag = Ce forum exige une étiquette sur chaque publication (son paramètre **Obliger les membres à choisir des étiquettes lorsqu’ils publient**) et n’a aucune étiquette que le bot puisse appliquer. Ajoutez une étiquette nommée `LYNGK` (non réservée aux modérateurs) ou désactivez ce paramètre.

discord-league-threads-opening = { $count ->
    [1] Le fil de la partie est en cours d’ouverture ; je publierai ici quand il sera ouvert.
    [one] { $count } fil de partie en cours d’ouverture ; je publierai ici quand il sera ouvert.
   *[other] Les { $count } fils des parties sont en cours d’ouverture ; je publierai ici quand tous seront ouverts.
}
discord-league-threads-open = { $count ->
    [1] Le fil de la partie est ouvert.
    [one] { $count } fil de partie ouvert.
   *[other] Les { $count } fils des parties sont ouverts.
}
