game-wins-six-stack = { $name } vince con una pila di 6
game-draw = pareggio: tutti i conteggi sono pari
game-wins-on = { $name } vince per { $criterion } ({ $lead } a { $other })
game-criterion-points = punti
game-criterion-stacks = pile da { $height }
game-variant-standard = standard
game-variant-six = variante da 6
game-aborted = annullata
game-wins-on-time = { $name } vince a tempo
game-resigned = { $loser } ha abbandonato; { $name } vince
game-result-as-recorded = { $record }
game-breakdown = { $criterion }: { $one } { $a }, { $two } { $b }
game-no-colours = ancora nessun colore
game-one-colour = { $colour }
game-two-colours = { $first } + { $second }
game-player = { $name } (giocatore { $seat }, { $claims })
game-player-points = { $name } (giocatore { $seat }, { $claims }, { $points ->
    [one] { $points } punto
   *[other] { $points } punti
})
game-caption = **Partita { $game }**: { $one } contro { $two } · { $variant } · turno { $turn }
game-over = Partita finita: { $result }
game-to-move = Muove { $name }.
game-to-move-after-claim = Muove { $name }, che in questo turno ha acquisito il colore { $colour } e ora muove.
