challenge-terms = { $variant }{ $days ->
    [0] {""}
    [one] , { $days } día por movimiento
   *[other] , { $days } días por movimiento
}{ $rated ->
    [yes] {""}
   *[no] , amistosa
}
challenge-to = **{ $challenger }** desafía a { $opponent } a una partida de LYNGK ({ $terms }). { $name }, ¿aceptas o rechazas?
challenge-open = **{ $challenger }** busca oponente para una partida de LYNGK ({ $terms }). Cualquiera puede aceptar.
challenge-begins = Empieza la partida { $game }: **{ $one }** (jugador 1) contra **{ $two }** (jugador 2), { $variant }, semilla { $seed }.
challenge-first-move = { $player }, mueves primero: `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** retiró el desafío.
challenge-declined = **{ $name }** rechazó el desafío de { $challenger }.
challenge-rematch = Revancha de la partida { $game }, puestos cambiados: { $name } mueve primero.

button-accept = Aceptar
button-decline = Rechazar
button-rematch = Revancha
button-resign = Rendirse
