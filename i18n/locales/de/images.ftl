image-joker = Joker
image-seat = SPIELER { $seat }
image-unnamed = Spieler { $seat }
image-no-colour-yet = noch keine Farbe
image-points = { $n ->
    [one] { $n } Punkt
   *[other] { $n } Punkte
}
image-to-move-tag = AM ZUG
image-winner-tag = SIEG
image-turn = Zug { $n }
image-variant = { $variant ->
    [six] 6er-Variante
   *[standard] Standard
}
image-neutral = Neutral:
image-no-neutral = keine
image-last-turn = Zuletzt: { $turn }
image-last-turn-lyngk = Zuletzt: { $turn } über LYNGK { $points }
image-landings = { $count ->
    [0] { $from } kann in diesem Zug nicht ziehen
    [one] { $from } kann auf { $count } Stapel ziehen (violette Ringe)
   *[other] { $from } kann auf { $count } Stapel ziehen (violette Ringe)
}
image-six-stack-win = { $winner } gewinnt mit einem 6er-Stapel
image-tiebreak-win = { $criterion ->
    [points] { $winner } gewinnt nach Punkten ({ $won } zu { $lost })
   *[stacks] { $winner } gewinnt nach { $height }er-Stapeln ({ $won } zu { $lost })
}
image-draw = Unentschieden: alle Zählungen sind gleich
image-resigned = { $loser } hat aufgegeben; { $winner } gewinnt
image-won-on-time = { $winner } gewinnt auf Zeit
image-aborted = Partie abgebrochen
image-criterion = { $criterion ->
    [points] Punkte
   *[stacks] { $height }er-Stapel
}
image-replay-finished = Wiedergabe der ganzen Partie: { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}
image-replay-in-progress = Wiedergabe einer laufenden Partie: bisher { $turns ->
    [one] { $turns } Zug
   *[other] { $turns } Züge
}
image-alt-board = { $variant ->
    [six] LYNGK-Brett, Zug { $turn }, 6er-Variante
   *[standard] LYNGK-Brett, Zug { $turn }, Standardpartie
}
image-alt-player = { $name } (Spieler { $seat }): { $colours }
image-alt-player-points = { $name } (Spieler { $seat }): { $colours }; { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
}
image-alt-scored = { $player } (Stapel: { $stacks })
image-alt-to-move = { $name } ist am Zug
image-alt-neutral = Neutral: { $colours }
image-alt-last-move = Letzter Zug: { $name } zog von { $from } nach { $to }
image-alt-last-claim-move = Letzter Zug: { $name } wählte { $colour } und zog von { $from } nach { $to }
image-alt-via-lyngk = { $sentence } über LYNGK { $points }
image-alt-last-pass = Letzter Zug: { $name } passte
image-alt-last-claim-pass = Letzter Zug: { $name } wählte { $colour } und passte
image-alt-tall-stacks = Stapel ab Höhe 3, von unten nach oben:
image-alt-no-tall-stacks = Kein Stapel der Höhe 3 oder mehr
image-and-more = und { $count } weitere
# Between the items of a long list in alt text (a table's rows).
image-item-separator = ;{ " " }
image-alt-table = Tabelle: { $title }
image-alt-no-rows = Keine Zeilen
image-colour = { $colour }
