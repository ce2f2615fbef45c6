game-wins-six-stack = { $name } wint met een stapel van 6
game-draw = onbeslist: alle tellingen zijn gelijk
game-wins-on = { $name } wint op { $criterion } ({ $lead } tegen { $other })
game-criterion-points = punten
game-criterion-stacks = stapels van { $height }
game-variant-standard = standaard
game-variant-six = variant van 6
game-aborted = afgebroken
game-wins-on-time = { $name } wint op tijd
game-resigned = { $loser } gaf op; { $name } wint
game-result-as-recorded = { $record }
game-breakdown = { $criterion }: { $one } { $a }, { $two } { $b }
game-no-colours = nog geen kleuren
game-one-colour = { $colour }
game-two-colours = { $first } + { $second }
game-player = { $name } (speler { $seat }, { $claims })
game-player-points = { $name } (speler { $seat }, { $claims }, { $points ->
    [one] { $points } punt
   *[other] { $points } punten
})
game-caption = **Partij { $game }**: { $one } tegen { $two } · { $variant } · beurt { $turn }
game-over = Partij voorbij: { $result }
game-to-move = { $name } is aan de beurt.
game-to-move-after-claim = { $name } is aan de beurt, heeft deze beurt { $colour } geclaimd en zet nu.
