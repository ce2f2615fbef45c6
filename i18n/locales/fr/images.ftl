image-joker = joker
image-seat = JOUEUR { $seat }
image-unnamed = Joueur { $seat }
image-no-colour-yet = aucune couleur encore
image-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
image-to-move-tag = AU TRAIT
image-winner-tag = GAGNANT
image-turn = Tour { $n }
image-variant = { $variant ->
    [six] Variante : pile de 6
   *[standard] Standard
}
image-neutral = Neutres :
image-no-neutral = aucune
image-last-turn = Dernier : { $turn }
image-last-turn-lyngk = Dernier : { $turn } via LYNGK { $points }
image-landings = { $count ->
    [0] { $from } ne peut pas bouger ce tour-ci
    [one] { $from } peut aller sur { $count } pile (anneaux violets)
   *[other] { $from } peut aller sur { $count } piles (anneaux violets)
}
image-six-stack-win = { $winner } gagne avec une pile de 6
image-tiebreak-win = { $criterion ->
    [points] { $winner } gagne aux points ({ $won } à { $lost })
   *[stacks] { $winner } gagne aux piles de { $height } ({ $won } à { $lost })
}
image-draw = Partie nulle : tous les décomptes sont égaux
image-resigned = { $loser } a abandonné ; { $winner } gagne
image-won-on-time = { $winner } gagne au temps
image-aborted = Partie annulée
image-criterion = { $criterion ->
    [points] points
   *[stacks] piles de { $height }
}
image-replay-finished = Rediffusion de la partie entière : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
}
image-replay-in-progress = Rediffusion d’une partie en cours : { $turns ->
    [one] { $turns } tour
   *[other] { $turns } tours
} jusqu’ici
image-alt-board = { $variant ->
    [six] Plateau de LYNGK, tour { $turn }, variante à pile de 6
   *[standard] Plateau de LYNGK, tour { $turn }, partie standard
}
image-alt-player = { $name } (joueur { $seat }) : { $colours }
image-alt-player-points = { $name } (joueur { $seat }) : { $colours } ; { $points ->
    [one] { $points } point
   *[other] { $points } points
}
image-alt-scored = { $player } (piles gagnées : { $stacks })
image-alt-to-move = { $name } a le trait
image-alt-neutral = Neutres : { $colours }
image-alt-last-move = Dernier tour : { $name } a joué de { $from } à { $to }
image-alt-last-claim-move = Dernier tour : { $name } a réclamé { $colour } et joué de { $from } à { $to }
image-alt-via-lyngk = { $sentence } via LYNGK { $points }
image-alt-last-pass = Dernier tour : { $name } a passé
image-alt-last-claim-pass = Dernier tour : { $name } a réclamé { $colour } et passé
image-alt-tall-stacks = Piles de 3 pièces ou plus, de bas en haut :
image-alt-no-tall-stacks = Aucune pile de 3 pièces ou plus
image-and-more = et { $count } de plus
# Between the items of a long list in alt text (a table's rows).
image-item-separator =  ;{ " " }
image-alt-table = Tableau : { $title }
image-alt-no-rows = Aucune ligne
image-colour = { $colour }
