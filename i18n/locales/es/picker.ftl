# The move picker: a turn chosen step by step, privately (and `/lyngk next`).

picker-prompt-column = **Tu jugada**: primero la columna de la pila que mueves.
picker-prompt-stack = **Tu jugada**: ¿qué pila?
picker-prompt-landing = ¿Adónde va la pila de { $cell }?
picker-prompt-claim = { $from } → { $to }: ¿reclamar un color con este movimiento?
picker-column = Columna { $column } ({ $count ->
    [one] { $count } pila
   *[other] { $count } pilas
})
picker-stack = { $cell }: { $colour } ({ $letter }) arriba, { $height ->
    [one] { $height } ficha
   *[other] { $height } fichas
}, { $landings ->
    [one] { $landings } destino
   *[other] { $landings } destinos
}
picker-landing = { $path } · { $facts }
picker-lyngk-move = movimiento LYNGK
picker-needs-claim = solo con una reclamación
picker-claim-none = Sin reclamar
picker-claim = Reclamar { $colour } ({ $letter })
picker-claiming = reclama { $colour }
picker-confirm = ¿Jugar **{ $turn }** ({ $path })? { $facts }
picker-confirm-pass = No te queda ningún movimiento: tu turno es un pase.
picker-confirm-button = Jugar este turno
refusal-picker-position-changed = Este selector de jugada está desfasado: la posición ha cambiado desde que se abrió.
refusal-picker-game-over = Este selector de jugada está desfasado: su partida ha terminado.
refusal-picker-expired = Este selector de jugada está desfasado: se abrió hace más de { $minutes } minutos.
refusal-picker-already-played = Ya has jugado este turno: `{ $turn }`.
refusal-picker-garbled = Esto no es un selector de jugada del bot. Abre uno nuevo con el botón Mover.
refusal-picker-not-offered = Esa opción no se ofrece en este paso: elige de nuevo en la lista.
next-game = Tu partida más urgente: partida { $game } en { $channel }, { $time }. ({ $waiting ->
    [one] { $waiting } partida espera
   *[other] { $waiting } partidas esperan
} tu jugada.)
next-game-none = Ninguna partida de este servidor espera tu jugada.
terminal-pick-option = { $number }. { $label }
terminal-pick-how = Escribe `pick` y un número para elegir.
terminal-pick-confirm = Escribe `pick 1` para jugarlo: { $label }.
terminal-pick-none = No hay ningún selector abierto aquí para { $player }: escribe `pick` cuando sea tu turno.
terminal-pick-out-of-range = No existe la opción { $number }: elige de 1 a { $count }.
