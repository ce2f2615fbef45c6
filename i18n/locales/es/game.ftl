game-wins-six-stack = { $name } gana con una pila de 6
game-draw = empate: todos los recuentos están igualados
game-wins-on = { $name } gana por { $criterion } ({ $lead } a { $other })
game-criterion-points = puntos
game-criterion-stacks = pilas de { $height }
game-variant-standard = estándar
game-variant-six = variante de 6
game-aborted = anulada
game-wins-on-time = { $name } gana por tiempo
game-resigned = { $loser } se rindió; { $name } gana
game-result-as-recorded = { $record }
game-breakdown = { $criterion }: { $one } { $a }, { $two } { $b }
game-no-colours = aún sin colores
game-one-colour = { $colour }
game-two-colours = { $first } + { $second }
game-player = { $name } (jugador { $seat }, { $claims })
game-player-points = { $name } (jugador { $seat }, { $claims }, { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
})
game-caption = **Partida { $game }**: { $one } contra { $two } · { $variant } · turno { $turn }
game-over = Partida terminada: { $result }
game-to-move = Mueve { $name }.
game-to-move-after-claim = Mueve { $name }, que ha reclamado el { $colour } en este turno y ahora mueve.
