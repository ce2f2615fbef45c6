# The move picker: a turn chosen step by step, privately (and `/lyngk next`).

picker-prompt-column = **Dein Zug**: zuerst die Spalte des Stapels, der ziehen soll.
picker-prompt-stack = **Dein Zug**: welcher Stapel?
picker-prompt-landing = Wohin zieht der Stapel auf { $cell }?
picker-prompt-claim = { $from } → { $to }: mit diesem Zug eine Farbe wählen?
picker-column = Spalte { $column } ({ $count ->
    [one] { $count } Stapel
   *[other] { $count } Stapel
})
picker-stack = { $cell }: { $colour } ({ $letter }) oben, { $height ->
    [one] { $height } Stein
   *[other] { $height } Steine
}, { $landings ->
    [one] { $landings } Ziel
   *[other] { $landings } Ziele
}
picker-landing = { $path } · { $facts }
picker-lyngk-move = LYNGK-Zug
picker-needs-claim = nur mit Wahl einer Farbe
picker-claim-none = Keine Farbe wählen
picker-claim = { $colour } ({ $letter }) wählen
picker-claiming = wählt { $colour }
picker-confirm = **{ $turn }** ({ $path }) ziehen? { $facts }
picker-confirm-pass = Du hast keinen Zug mehr: du musst passen.
picker-confirm-button = Diesen Zug spielen
refusal-picker-position-changed = Diese Auswahl ist veraltet: die Stellung hat sich seit ihrem Öffnen geändert.
refusal-picker-game-over = Diese Auswahl ist veraltet: ihre Partie ist beendet.
refusal-picker-expired = Diese Auswahl ist veraltet: sie wurde vor mehr als { $minutes } Minuten geöffnet.
refusal-picker-already-played = Du hast diesen Zug schon gespielt: `{ $turn }`.
refusal-picker-garbled = Das ist keine Zugauswahl des Bots. Öffne eine neue mit der Schaltfläche „Ziehen“.
refusal-picker-not-offered = Diese Wahl wird in diesem Schritt nicht angeboten: wähle erneut aus der Liste.
next-game = Deine dringendste Partie: Partie { $game } in { $channel }, { $time }. ({ $waiting ->
    [one] { $waiting } Partie wartet
   *[other] { $waiting } Partien warten
} auf deinen Zug.)
next-game-none = Keine Partie auf diesem Server wartet auf deinen Zug.
terminal-pick-option = { $number }. { $label }
terminal-pick-how = Tippe `pick` und eine Zahl, um zu wählen.
terminal-pick-confirm = Tippe `pick 1`, um ihn zu spielen: { $label }.
terminal-pick-none = Für { $player } ist hier keine Zugauswahl offen: tippe `pick`, wenn du am Zug bist.
terminal-pick-out-of-range = Es gibt keine Wahl { $number }: wähle 1 bis { $count }.
