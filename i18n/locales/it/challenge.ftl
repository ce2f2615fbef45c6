challenge-terms = { $variant }{ $days ->
    [0] {""}
    [one] , { $days } giorno per mossa
   *[other] , { $days } giorni per mossa
}{ $rated ->
    [yes] {""}
   *[no] , amichevole
}
challenge-to = **{ $challenger }** sfida { $opponent } a una partita di LYNGK ({ $terms }). { $name }, accetti o rifiuti?
challenge-open = **{ $challenger }** cerca un avversario per una partita di LYNGK ({ $terms }). Chiunque può accettare.
challenge-begins = Inizia la partita { $game }: **{ $one }** (giocatore 1) contro **{ $two }** (giocatore 2), { $variant }, seme { $seed }.
challenge-first-move = { $player }, muovi per primo: `/{ cmd-lyngk } { cmd-lyngk-move }`.
challenge-withdrawn = **{ $name }** ha ritirato la sfida.
challenge-declined = **{ $name }** ha rifiutato la sfida di { $challenger }.
challenge-rematch = Rivincita della partita { $game }, posti scambiati: { $name } muove per primo.

button-accept = Accetta
button-decline = Rifiuta
button-rematch = Rivincita
button-resign = Abbandona
