# Coups conditionnels : réponses préparées aux coups de l'adversaire.
premove-stored = Enregistré, visible de vous seul : `{ $line }`. Dès que votre adversaire joue le premier de ces coups, le bot joue aussitôt votre réponse.
premove-replaced = { $count ->
    [1] Elle remplace une suite enregistrée qui répondait autrement au même coup.
    [one] Elle remplace { $count } suite enregistrée qui répondait autrement au même coup.
   *[other] Elle remplace { $count } suites enregistrées qui répondaient autrement aux mêmes coups.
}
premove-count = { $count ->
    [one] Vous avez { $count } suite enregistrée dans cette partie.
   *[other] Vous avez { $count } suites enregistrées dans cette partie.
}
premove-none = Vous n’avez aucun coup conditionnel enregistré dans cette partie.
premove-list = { $count ->
    [1] Votre suite dans cette partie, depuis la position actuelle :
    [one] Votre suite ({ $count }) dans cette partie, depuis la position actuelle :
   *[other] Vos { $count } suites dans cette partie, depuis la position actuelle :
}
    { $lines }
premove-cleared = { $count ->
    [0] Vous n’aviez aucune suite enregistrée dans cette partie.
    [1] Votre suite enregistrée est supprimée.
   *[other] Vos { $count } suites enregistrées sont supprimées.
}
premove-played = { $turn } (réponse préparée)
refusal-premove-empty = Écrivez la suite en notation, d’abord le coup de votre adversaire, puis votre réponse : `G6-G5 H1-H2`.
refusal-premove-too-long = Une suite compte au plus { $max } coups ; celle-ci en a { $given }. Rien n’a été enregistré.
refusal-premove-your-turn = C’est à vous de jouer : jouez d’abord votre coup. Les coups conditionnels répondent à l’avance aux coups de votre adversaire.
refusal-premove-unreadable = Le coup { $ply } de votre suite, `{ $text }`, n’est pas un coup : écrivez `C3-D4`, `R:C3-D4` (avec une couleur choisie) ou `pass`. Rien n’a été enregistré.
refusal-premove-illegal = Le coup { $ply } de votre suite, `{ $turn }`, n’est pas permis à cet endroit : { $error }. Rien n’a été enregistré.
refusal-premove-no-answer = Votre suite se termine par un coup de votre adversaire : ajoutez-y votre réponse. Rien n’a été enregistré.
