image-joker = jolly
image-seat = GIOCATORE { $seat }
image-unnamed = Giocatore { $seat }
image-no-colour-yet = ancora nessun colore
image-points = { $n ->
    [one] { $n } punto
   *[other] { $n } punti
}
image-to-move-tag = AL TURNO
image-winner-tag = VINCITORE
image-turn = Turno { $n }
image-variant = { $variant ->
    [six] Variante: pila di 6
   *[standard] Standard
}
image-neutral = Neutrali:
image-no-neutral = nessuno
image-last-turn = Ultima: { $turn }
image-last-turn-lyngk = Ultima: { $turn } via LYNGK { $points }
image-landings = { $count ->
    [0] { $from } non può muovere in questo turno
    [one] { $from } può andare su { $count } pila (anelli viola)
   *[other] { $from } può andare su { $count } pile (anelli viola)
}
image-six-stack-win = { $winner } vince con una pila di 6
image-tiebreak-win = { $criterion ->
    [points] { $winner } vince ai punti ({ $won } a { $lost })
   *[stacks] { $winner } vince per le pile di { $height } ({ $won } a { $lost })
}
image-draw = Pareggio: tutti i conteggi sono pari
image-resigned = { $loser } ha abbandonato; { $winner } vince
image-won-on-time = { $winner } vince a tempo
image-aborted = Partita annullata
image-criterion = { $criterion ->
    [points] punti
   *[stacks] pile di { $height }
}
image-replay-finished = Replay dell’intera partita: { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
}
image-replay-in-progress = Replay di una partita in corso: { $turns ->
    [one] { $turns } turno
   *[other] { $turns } turni
} finora
image-alt-board = { $variant ->
    [six] Tavoliere di LYNGK, turno { $turn }, variante con pila di 6
   *[standard] Tavoliere di LYNGK, turno { $turn }, partita standard
}
image-alt-player = { $name } (giocatore { $seat }): { $colours }
image-alt-player-points = { $name } (giocatore { $seat }): { $colours }; { $points ->
    [one] { $points } punto
   *[other] { $points } punti
}
image-alt-scored = { $player } (pile conquistate: { $stacks })
image-alt-to-move = Tocca a { $name }
image-alt-neutral = Neutrali: { $colours }
image-alt-last-move = Ultimo turno: { $name } ha mosso da { $from } a { $to }
image-alt-last-claim-move = Ultimo turno: { $name } ha acquisito il { $colour } e mosso da { $from } a { $to }
image-alt-via-lyngk = { $sentence } via LYNGK { $points }
image-alt-last-pass = Ultimo turno: { $name } ha passato
image-alt-last-claim-pass = Ultimo turno: { $name } ha acquisito il { $colour } e passato
image-alt-tall-stacks = Pile di 3 o più pedine, dal basso in alto:
image-alt-no-tall-stacks = Nessuna pila di 3 o più pedine
image-and-more = e altre { $count }
# Between the items of a long list in alt text (a table's rows).
image-item-separator = ;{ " " }
image-alt-table = Tabella: { $title }
image-alt-no-rows = Nessuna riga
image-colour = { $colour }
