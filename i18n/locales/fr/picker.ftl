# The move picker: a turn chosen step by step, privately (and `/lyngk next`).

picker-prompt-column = **À vous** : d’abord la colonne de la pile à déplacer.
picker-prompt-stack = **À vous** : quelle pile ?
picker-prompt-landing = Où va la pile de { $cell } ?
picker-prompt-claim = { $from } → { $to } : réclamer une couleur avec ce coup ?
picker-column = Colonne { $column } ({ $count ->
    [one] { $count } pile
   *[other] { $count } piles
})
picker-stack = { $cell } : { $colour } ({ $letter }) au sommet, { $height ->
    [one] { $height } pièce
   *[other] { $height } pièces
}, { $landings ->
    [one] { $landings } arrivée
   *[other] { $landings } arrivées
}
picker-landing = { $path } · { $facts }
picker-lyngk-move = coup LYNGK
picker-needs-claim = seulement avec une réclamation
picker-claim-none = Sans réclamation
picker-claim = Réclamer { $colour } ({ $letter })
picker-claiming = réclame { $colour }
picker-confirm = Jouer **{ $turn }** ({ $path }) ? { $facts }
picker-confirm-pass = Vous n’avez plus de coup : votre tour est un passe.
picker-confirm-button = Jouer ce coup
refusal-picker-position-changed = Ce choix de coup est périmé : la position a changé depuis son ouverture.
refusal-picker-game-over = Ce choix de coup est périmé : sa partie est terminée.
refusal-picker-expired = Ce choix de coup est périmé : il a été ouvert il y a plus de { $minutes } minutes.
refusal-picker-already-played = Vous avez déjà joué ce tour : `{ $turn }`.
refusal-picker-garbled = Ce n’est pas un choix de coup du bot. Ouvrez-en un nouveau avec le bouton « Jouer ».
refusal-picker-not-offered = Ce choix n’est pas proposé à cette étape : choisissez de nouveau dans la liste.
next-game = Votre partie la plus urgente : partie { $game } dans { $channel }, { $time }. ({ $waiting ->
    [one] { $waiting } partie attend
   *[other] { $waiting } parties attendent
} votre coup.)
next-game-none = Aucune partie de ce serveur n’attend votre coup.
terminal-pick-option = { $number }. { $label }
terminal-pick-how = Tapez `pick` et un numéro pour choisir.
terminal-pick-confirm = Tapez `pick 1` pour le jouer : { $label }.
terminal-pick-none = Aucun choix de coup n’est ouvert ici pour { $player } : tapez `pick` quand c’est votre tour.
terminal-pick-out-of-range = Il n’y a pas de choix { $number } : choisissez de 1 à { $count }.
