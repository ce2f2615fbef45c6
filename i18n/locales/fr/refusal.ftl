refusal-no-game = Il n’y a pas de partie dans ce salon. Lancez-en une avec `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
refusal-no-game-here = Il n’y a pas de partie dans ce salon. Les vôtres : { $games }.
refusal-your-game-in = partie { $game } dans { $channel }
refusal-your-challenge-in = le défi { $game } dans { $channel }
refusal-not-started = La partie n’a pas commencé : le défi attend encore une réponse.
refusal-no-challenge = Aucun défi n’attend dans ce salon.
refusal-channel-busy = Ce salon a déjà une partie ({ $game }). Terminez-la d’abord, ou lancez la vôtre dans un fil.
refusal-busy-playing = { $one } contre { $two }
refusal-busy-challenge = { $challenger } a défié { $opponent }
refusal-busy-open = le défi ouvert de { $challenger }
refusal-busy-just-created = créée à l’instant
refusal-self-challenge = Vous ne pouvez pas vous défier vous-même.
refusal-own-challenge = Vous ne pouvez pas accepter votre propre défi : attendez qu’un joueur prenne la place.
refusal-not-challenged = Ce défi s’adresse à { $name } : seule cette personne peut y répondre.
refusal-not-your-challenge = Seul { $name }, auteur de ce défi ouvert, peut le retirer.
refusal-already-started = Une partie est déjà en cours dans ce salon.
refusal-not-a-player = Vous ne jouez pas dans cette partie ({ $game }).
refusal-not-your-turn = Ce n’est pas votre tour : c’est à { $name } de jouer.
refusal-game-over = Cette partie est terminée : { $result }
refusal-position-changed = La partie a changé pendant le traitement de votre commande : regardez le plateau et réessayez.
refusal-bad-origin = La case de départ : { $error }
refusal-bad-landing = La case d’arrivée : { $error }
refusal-bad-cell = La case : { $error }
refusal-joined-cells = « { $text } » ressemble à deux cases collées : donnez le départ et l’arrivée séparément, comme `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = « { $text } » n’est pas une couleur que vous pouvez réclamer : utilisez I, B, R, G ou K (ivoire, bleu, rouge, vert, noir).
refusal-joker-claim = Les jokers (les pions blancs) ne peuvent jamais être réclamés : utilisez I, B, R, G ou K (ivoire, bleu, rouge, vert, noir).
refusal-illegal = Ce n’est pas permis : { $error }. Voyez `/{ cmd-lyngk } { cmd-lyngk-moves }` pour vos coups légaux.
refusal-own-colour = Vous avez déjà réclamé la couleur { $colour } : cette couleur est à vous. Déplacez une pile avec { $colour } dessus avec `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = Ce n’est pas permis : la couleur { $colour } est déjà réclamée par { $name }. Voyez `/{ cmd-lyngk } { cmd-lyngk-moves }` pour vos coups légaux.
refusal-needs-claim = Ce n’est pas permis sans réclamation : { $error }. Avec une réclamation d’abord, ça l’est : { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = Il n’y a pas de pile sur { $cell } : `/{ cmd-lyngk } { cmd-lyngk-moves }` liste les piles que vous pouvez déplacer.
refusal-no-game-to-rematch = Il n’y a pas de partie terminée { $game } dans ce salon pour une revanche.
refusal-cannot-move-from = La pile sur { $cell } ne peut pas bouger à ce tour.
refusal-bad-days-per-move = Les jours par coup doivent être 1, 2, 3, 5, 7 ou 14 (ou rien pour jouer sans pendule), pas { $given }.
refusal-already-done = Déjà fait (cette demande est arrivée deux fois) :
refusal-inactive-button = Ce bouton n’est plus actif.
refusal-admin-create-league = Seul un administrateur du serveur (permission Gérer le serveur) peut créer une ligue.
refusal-admin-start-league = Seul un administrateur du serveur (permission Gérer le serveur) peut lancer une ligue.
refusal-admin-server-settings = Seul un administrateur du serveur (permission Gérer le serveur) peut modifier les réglages du serveur.
refusal-bad-league-name = Un nom de ligue a de 1 à { $max } caractères : lettres, chiffres, espaces, `-`, `_`, apostrophes ou émojis. « { $given } » n’en est pas un.
refusal-league-exists = Ce serveur a déjà une ligue nommée { $name } : choisissez un autre nom.
refusal-no-league = Il n’y a pas de ligue nommée « { $name } » sur ce serveur.
refusal-league-started = La ligue { $name } a déjà commencé : on ne peut plus la rejoindre ni la quitter.
refusal-already-joined = Vous avez déjà rejoint la ligue { $name }.
refusal-not-joined = Vous n’êtes pas dans la ligue { $name }.
refusal-league-full = La ligue { $name } est complète ({ $max } joueurs).
refusal-league-too-small = La ligue { $name } a besoin d’au moins 2 joueurs pour commencer ; elle en a { $players }.
refusal-league-running = La ligue { $name } est déjà en cours : voyez `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = Les fils de la ligue { $name } sont en train d’être ouverts ; si certains ne s’ouvrent pas, relancez `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` ensuite.
refusal-league-finished = La ligue { $name } est terminée : voyez `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = Une revanche, c’est pour les parties terminées : celle-ci est encore en cours.
refusal-no-such-game = Il n’y a pas de partie commencée { $game } dans ce salon : `/{ cmd-lyngk } { cmd-lyngk-replay }` sans numéro rejoue la dernière.
refusal-no-such-game-to-review = Il n’y a pas de partie commencée { $game } dans ce salon : `/{ cmd-lyngk } { cmd-lyngk-review }` sans numéro analyse la dernière partie terminée.
refusal-game-elsewhere = La partie { $game } est dans { $channel } : demandez-la là-bas.
refusal-replay-live-game = Une partie en cours ne peut être rejouée que par ses joueurs ({ $game }) ; une fois finie, par tout le monde.
refusal-replay-too-large = Le replay de cette partie est trop lourd pour être envoyé : { $why }
refusal-win-on-time = Vous ne pouvez pas gagner au temps : { $why }.
refusal-win-on-time-no-clock = cette partie n’a pas de pendule, elle ne peut donc pas être gagnée au temps
refusal-win-on-time-own-turn = c’est votre tour : seul votre adversaire pourrait gagner au temps
refusal-win-on-time-time-left = votre adversaire a encore { $left } pour jouer
refusal-abort = Cette partie ne peut pas être annulée : { $why }.
refusal-abort-no-clock = cette partie n’a pas de pendule ; abandonnez plutôt
refusal-abort-started = la partie a commencé ; abandonnez plutôt
refusal-abort-time-left = le joueur au trait a encore { $left } pour son premier coup
refusal-vacation = Aucune absence enregistrée : { $why }.
refusal-vacation-empty = une absence dure au moins un jour
refusal-vacation-overlaps = vous avez déjà une absence enregistrée sur cette période
refusal-vacation-allowance = cela dépasserait votre quota de { $allowance ->
        [one] { $allowance } jour
       *[other] { $allowance } jours
    } d’absence par an : { $used } déjà pris dans l’année qui se termine avec cette absence, { $requested } demandés
refusal-digest-hour = Réglages inchangés : l’heure du résumé doit être entre 0 et 23 (UTC), pas { $hour }.
refusal-not-in-server = Les réglages du serveur appartiennent à un serveur : utilisez cette commande sur l’un d’eux.

cell-error-malformed = « { $text } » n’est pas une case : écrivez une lettre de colonne A-I et un numéro de ligne, comme C3
cell-error-no-such-row = la colonne { $column } a les lignes 1 à { $rows }, il n’y a donc pas de { $column }{ $row }

play-error-game-over = la partie est terminée
play-error-no-stack = il n’y a pas de pile sur { $cell }
play-error-joker = le joker sur { $cell } ne peut pas bouger : un joker ne se déplace jamais seul
play-error-opponents-stack = la pile sur { $cell } a { $colour } dessus, { $mover ->
    [opponent] une couleur à vous, que votre adversaire ne peut pas déplacer
   *[you] la couleur de votre adversaire
}
play-error-same-cell = un coup va d’une case à une autre, pas de { $cell } à elle-même
play-error-empty-landing = { $cell } est vide : un coup s’arrête toujours sur une pile
play-error-blocked = { $blocker } se trouve entre { $from } et { $to } : une pile ne saute pas par-dessus une autre
play-error-not-reachable = { $to } n’est pas accessible depuis { $from } : un coup suit une ligne droite jusqu’à la première pile
play-error-no-chain = { $to } n’est pas accessible depuis { $from }, ni en ligne droite ni par la règle-LYNGK
play-error-lyngk-point = la pile { $colour } ne peut pas s’arrêter sur { $cell } : elle a aussi { $colour } dessus, un point-LYNGK, donc le coup continue de là
play-error-repeated-colour = la pile sur { $cell } contient déjà { $colour } : une pile ne contient jamais deux fois la même couleur
play-error-too-high = cela ferait une pile de { $height } pièces ; le maximum est { $max }
play-error-neutral-too-low = une pile neutre ne s’arrête que sur une pile de même taille ou plus petite : elle a { $moving ->
    [one] { $moving } pièce
   *[other] { $moving } pièces
}, la pile sur { $cell } en a { $target }
play-error-colour-taken = la couleur { $colour } est déjà réclamée par le joueur { $player }
play-error-no-claims-left = { $mover ->
    [opponent] votre adversaire a déjà réclamé deux couleurs, le maximum pour un joueur
   *[you] vous avez déjà réclamé deux couleurs, le maximum pour un joueur
}
play-error-claimed-this-turn = { $mover ->
    [opponent] votre adversaire a déjà réclamé la couleur { $colour } à ce tour : une réclamation par tour
   *[you] vous avez déjà réclamé la couleur { $colour } à ce tour : une réclamation par tour
}
play-error-claim-with-pass = une réclamation est toujours suivie d’un coup, jamais d’un passe
play-error-pass-with-moves = vous ne pouvez pas passer tant que vous avez un coup
play-error-claim-leaves-no-move = { $mover ->
    [opponent] après avoir réclamé la couleur { $colour } votre adversaire n’aurait aucun coup, cette réclamation n’est donc pas permise
   *[you] après avoir réclamé la couleur { $colour } vous n’auriez aucun coup, cette réclamation n’est donc pas permise
}

# Clock settings refused
refusal-time-zone = Réglages inchangés : « { $zone } » n’est pas un fuseau horaire. Choisissez-en un dans la liste, comme Europe/Paris ou America/Santiago.
refusal-sleep-malformed = Réglages inchangés : écrivez les heures de sommeil comme 23:00-07:00, ou off.
refusal-sleep-empty = Réglages inchangés : les heures de sommeil ne peuvent pas commencer et finir à la même heure.
refusal-sleep-too-long = Réglages inchangés : les heures de sommeil durent 10 heures au plus ; { $window } est plus long.
