# The move picker: a turn chosen step by step, privately (and `/lyngk next`).

picker-prompt-column = **Tocca a te**: prima la colonna della pila da muovere.
picker-prompt-stack = **Tocca a te**: quale pila?
picker-prompt-landing = Dove va la pila in { $cell }?
picker-prompt-claim = { $from } → { $to }: acquisire un colore con questa mossa?
picker-column = Colonna { $column } ({ $count ->
    [one] { $count } pila
   *[other] { $count } pile
})
picker-stack = { $cell }: { $colour } ({ $letter }) in cima, { $height ->
    [one] { $height } pedina
   *[other] { $height } pedine
}, { $landings ->
    [one] { $landings } arrivo
   *[other] { $landings } arrivi
}
picker-landing = { $path } · { $facts }
picker-lyngk-move = mossa LYNGK
picker-needs-claim = solo con un’acquisizione
picker-claim-none = Nessuna acquisizione
picker-claim = Acquisisci { $colour } ({ $letter })
picker-claiming = acquisisce { $colour }
picker-confirm = Giocare **{ $turn }** ({ $path })? { $facts }
picker-confirm-pass = Non hai più mosse: il tuo turno è un passo.
picker-confirm-button = Gioca questo turno
refusal-picker-position-changed = Questa scelta della mossa è scaduta: la posizione è cambiata da quando è stata aperta.
refusal-picker-game-over = Questa scelta della mossa è scaduta: la sua partita è finita.
refusal-picker-expired = Questa scelta della mossa è scaduta: è stata aperta più di { $minutes } minuti fa.
refusal-picker-already-played = Hai già giocato questo turno: `{ $turn }`.
refusal-picker-garbled = Questa non è una scelta della mossa del bot. Aprine una nuova con il pulsante Muovi.
refusal-picker-not-offered = Questa scelta non è offerta in questo passo: scegli di nuovo dall’elenco.
next-game = La tua partita più urgente: partita { $game } in { $channel }, { $time }. ({ $waiting ->
    [one] { $waiting } partita aspetta
   *[other] { $waiting } partite aspettano
} la tua mossa.)
next-game-none = Nessuna partita di questo server aspetta la tua mossa.
terminal-pick-option = { $number }. { $label }
terminal-pick-how = Scrivi `pick` e un numero per scegliere.
terminal-pick-confirm = Scrivi `pick 1` per giocarlo: { $label }.
terminal-pick-none = Nessuna scelta della mossa è aperta qui per { $player }: scrivi `pick` quando tocca a te.
terminal-pick-out-of-range = Non c’è la scelta { $number }: scegli da 1 a { $count }.
