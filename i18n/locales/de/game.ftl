game-wins-six-stack = { $name } gewinnt mit einem 6er-Stapel
game-draw = unentschieden: alle Zählungen sind gleich
game-wins-on = { $name } gewinnt, entscheidend sind die { $criterion } ({ $lead } zu { $other })
game-criterion-points = Punkte
game-criterion-stacks = { $height }er-Stapel
game-variant-standard = Standard
game-variant-six = 6er-Variante
game-aborted = abgebrochen
game-wins-on-time = { $name } gewinnt auf Zeit
game-resigned = { $loser } hat aufgegeben; { $name } gewinnt
game-result-as-recorded = { $record }
game-breakdown = { $criterion }: { $one } { $a }, { $two } { $b }
game-no-colours = noch keine Farben
game-one-colour = { $colour }
game-two-colours = { $first } + { $second }
game-player = { $name } (Spieler { $seat }, { $claims })
game-player-points = { $name } (Spieler { $seat }, { $claims }, { $points ->
    [one] { $points } Punkt
   *[other] { $points } Punkte
})
game-caption = **Partie { $game }**: { $one } gegen { $two } · { $variant } · Zug { $turn }
game-over = Partie vorbei: { $result }
game-to-move = { $name } ist am Zug.
game-to-move-after-claim = { $name } ist am Zug, hat in diesem Zug { $colour } gewählt und zieht jetzt.
