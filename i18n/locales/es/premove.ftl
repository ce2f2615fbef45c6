# Movimientos condicionales: respuestas preparadas a los movimientos del rival.
premove-stored = Guardado, solo lo ves tú: `{ $line }`. En cuanto tu rival haga el primero de estos movimientos, el bot jugará tu respuesta al instante.
premove-replaced = { $count ->
    [1] Sustituye una secuencia guardada que respondía de otra forma al mismo movimiento.
   *[other] Sustituye { $count } secuencias guardadas que respondían de otra forma a los mismos movimientos.
}
premove-count = { $count ->
    [one] Tienes { $count } secuencia guardada en esta partida.
   *[other] Tienes { $count } secuencias guardadas en esta partida.
}
premove-none = No tienes movimientos condicionales guardados en esta partida.
premove-list = { $count ->
    [1] Tu secuencia en esta partida, desde la posición actual:
   *[other] Tus { $count } secuencias en esta partida, desde la posición actual:
}
    { $lines }
premove-cleared = { $count ->
    [0] No tenías secuencias guardadas en esta partida.
    [1] Tu secuencia guardada se ha borrado.
   *[other] Tus { $count } secuencias guardadas se han borrado.
}
premove-played = { $turn } (respuesta preparada)
refusal-premove-empty = Escribe la secuencia en notación, primero el movimiento de tu rival y luego tu respuesta: `G6-G5 H1-H2`.
refusal-premove-too-long = Una secuencia tiene como mucho { $max } movimientos; esta tiene { $given }. No se ha guardado nada.
refusal-premove-your-turn = Es tu turno: juega primero tu movimiento. Los movimientos condicionales responden por adelantado a los de tu rival.
refusal-premove-unreadable = El movimiento { $ply } de tu secuencia, `{ $text }`, no es un movimiento: escribe `C3-D4`, `R:C3-D4` (eligiendo un color) o `pass`. No se ha guardado nada.
refusal-premove-illegal = El movimiento { $ply } de tu secuencia, `{ $turn }`, no está permitido ahí: { $error }. No se ha guardado nada.
refusal-premove-no-answer = Tu secuencia termina con un movimiento de tu rival: añade tu respuesta. No se ha guardado nada.
