# Bedingte Züge: Antworten auf die Züge des Gegners im Voraus.
premove-stored = Gespeichert, nur für dich sichtbar: `{ $line }`. Sobald dein Gegner den ersten dieser Züge macht, spielt der Bot sofort deine Antwort.
premove-replaced = { $count ->
    [1] Sie ersetzt eine gespeicherte Folge, die denselben Zug anders beantwortete.
   *[other] Sie ersetzt { $count } gespeicherte Folgen, die dieselben Züge anders beantworteten.
}
premove-count = { $count ->
    [one] Du hast { $count } Folge in dieser Partie gespeichert.
   *[other] Du hast { $count } Folgen in dieser Partie gespeichert.
}
premove-none = Du hast in dieser Partie keine bedingten Züge gespeichert.
premove-list = { $count ->
    [1] Deine Folge in dieser Partie, ab der aktuellen Stellung:
   *[other] Deine { $count } Folgen in dieser Partie, ab der aktuellen Stellung:
}
    { $lines }
premove-cleared = { $count ->
    [0] Du hattest in dieser Partie keine Folgen gespeichert.
    [1] Deine gespeicherte Folge ist gelöscht.
   *[other] Deine { $count } gespeicherten Folgen sind gelöscht.
}
premove-played = { $turn } (im Voraus beantwortet)
refusal-premove-empty = Schreibe die Folge als Züge in Notation, zuerst der Zug deines Gegners, dann deine Antwort: `G6-G5 H1-H2`.
refusal-premove-too-long = Eine Folge hat höchstens { $max } Züge, diese hat { $given }. Nichts wurde gespeichert.
refusal-premove-your-turn = Du bist am Zug: spiele ihn zuerst. Bedingte Züge beantworten die Züge deines Gegners im Voraus.
refusal-premove-unreadable = Zug { $ply } deiner Folge, `{ $text }`, ist kein Zug: schreibe Züge wie `C3-D4`, `R:C3-D4` (mit Wahl einer Farbe) oder `pass`. Nichts wurde gespeichert.
refusal-premove-illegal = Zug { $ply } deiner Folge, `{ $turn }`, ist dort nicht erlaubt: { $error }. Nichts wurde gespeichert.
refusal-premove-no-answer = Deine Folge endet mit einem Zug deines Gegners: füge deine Antwort hinzu. Nichts wurde gespeichert.
