game-wins-six-stack = { $name } gagne avec une pile de 6
game-draw = partie nulle : tous les décomptes sont égaux
game-wins-on = { $name } gagne aux { $criterion } ({ $lead } à { $other })
game-criterion-points = points
game-criterion-stacks = piles de { $height }
game-variant-standard = standard
game-variant-six = variante à 6
game-aborted = annulée
game-wins-on-time = { $name } gagne au temps
game-resigned = { $loser } a abandonné ; { $name } gagne
game-result-as-recorded = { $record }
game-breakdown = { $criterion } : { $one } { $a }, { $two } { $b }
game-no-colours = pas encore de couleur
game-one-colour = { $colour }
game-two-colours = { $first } + { $second }
game-player = { $name } (joueur { $seat }, { $claims })
game-player-points = { $name } (joueur { $seat }, { $claims }, { $points ->
    [one] { $points } point
   *[other] { $points } points
})
game-caption = **Partie { $game }** : { $one } contre { $two } · { $variant } · tour { $turn }
game-over = Partie terminée : { $result }
game-to-move = À { $name } de jouer.
game-to-move-after-claim = À { $name } de jouer : couleur { $colour } réclamée à ce tour, le coup suit.
