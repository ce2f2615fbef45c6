image-joker = comodín
image-seat = JUGADOR { $seat }
image-unnamed = Jugador { $seat }
image-no-colour-yet = aún sin color
image-points = { $n ->
    [one] { $n } punto
   *[other] { $n } puntos
}
image-to-move-tag = LE TOCA
image-winner-tag = GANADOR
image-turn = Turno { $n }
image-variant = { $variant ->
    [six] Variante: pila de 6
   *[standard] Estándar
}
image-neutral = Neutrales:
image-no-neutral = ninguno
image-last-turn = Último: { $turn }
image-last-turn-lyngk = Último: { $turn } vía LYNGK { $points }
image-landings = { $count ->
    [0] { $from } no puede moverse este turno
    [one] { $from } puede ir a { $count } pila (anillos morados)
   *[other] { $from } puede ir a { $count } pilas (anillos morados)
}
image-six-stack-win = { $winner } gana con una pila de 6
image-tiebreak-win = { $criterion ->
    [points] { $winner } gana por puntos ({ $won } a { $lost })
   *[stacks] { $winner } gana por pilas de { $height } ({ $won } a { $lost })
}
image-draw = Empate: todos los recuentos son iguales
image-resigned = { $loser } se rindió; { $winner } gana
image-won-on-time = { $winner } gana por tiempo
image-aborted = Partida anulada
image-criterion = { $criterion ->
    [points] puntos
   *[stacks] pilas de { $height }
}
image-replay-finished = Repetición de la partida completa: { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
}
image-replay-in-progress = Repetición de una partida en curso: { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turnos
} hasta ahora
image-alt-board = { $variant ->
    [six] Tablero de LYNGK, turno { $turn }, variante de pila de 6
   *[standard] Tablero de LYNGK, turno { $turn }, partida estándar
}
image-alt-player = { $name } (jugador { $seat }): { $colours }
image-alt-player-points = { $name } (jugador { $seat }): { $colours }; { $points ->
    [one] { $points } punto
   *[other] { $points } puntos
}
image-alt-scored = { $player } (pilas logradas: { $stacks })
image-alt-to-move = Le toca a { $name }
image-alt-neutral = Neutrales: { $colours }
image-alt-last-move = Último turno: { $name } movió de { $from } a { $to }
image-alt-last-claim-move = Último turno: { $name } reclamó el { $colour } y movió de { $from } a { $to }
image-alt-via-lyngk = { $sentence } vía LYNGK { $points }
image-alt-last-pass = Último turno: { $name } pasó
image-alt-last-claim-pass = Último turno: { $name } reclamó el { $colour } y pasó
image-alt-tall-stacks = Pilas de 3 o más fichas, de abajo arriba:
image-alt-no-tall-stacks = Ninguna pila de 3 o más fichas
image-and-more = y { $count } más
# Between the items of a long list in alt text (a table's rows).
image-item-separator = ;{ " " }
image-alt-table = Tabla: { $title }
image-alt-no-rows = Sin filas
image-colour = { $colour }
