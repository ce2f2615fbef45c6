# Mosse condizionali: risposte preparate alle mosse dell'avversario.
premove-stored = Salvata, visibile solo a te: `{ $line }`. Appena il tuo avversario gioca la prima di queste mosse, il bot gioca subito la tua risposta.
premove-replaced = { $count ->
    [1] Sostituisce una sequenza salvata che rispondeva in modo diverso alla stessa mossa.
   *[other] Sostituisce { $count } sequenze salvate che rispondevano in modo diverso alle stesse mosse.
}
premove-count = { $count ->
    [one] Hai { $count } sequenza salvata in questa partita.
   *[other] Hai { $count } sequenze salvate in questa partita.
}
premove-none = Non hai mosse condizionali salvate in questa partita.
premove-list = { $count ->
    [1] La tua sequenza in questa partita, dalla posizione attuale:
   *[other] Le tue { $count } sequenze in questa partita, dalla posizione attuale:
}
    { $lines }
premove-cleared = { $count ->
    [0] Non avevi sequenze salvate in questa partita.
    [1] La tua sequenza salvata è stata cancellata.
   *[other] Le tue { $count } sequenze salvate sono state cancellate.
}
premove-played = { $turn } (risposta preparata)
refusal-premove-empty = Scrivi la sequenza in notazione, prima la mossa del tuo avversario, poi la tua risposta: `G6-G5 H1-H2`.
refusal-premove-too-long = Una sequenza ha al massimo { $max } mosse; questa ne ha { $given }. Non è stato salvato nulla.
refusal-premove-your-turn = Tocca a te: gioca prima la tua mossa. Le mosse condizionali rispondono in anticipo alle mosse del tuo avversario.
refusal-premove-unreadable = La mossa { $ply } della tua sequenza, `{ $text }`, non è una mossa: scrivi `C3-D4`, `R:C3-D4` (con un colore scelto) o `pass`. Non è stato salvato nulla.
refusal-premove-illegal = La mossa { $ply } della tua sequenza, `{ $turn }`, lì non è consentita: { $error }. Non è stato salvato nulla.
refusal-premove-no-answer = La tua sequenza finisce con una mossa del tuo avversario: aggiungi la tua risposta. Non è stato salvato nulla.
