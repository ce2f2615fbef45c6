# Games: outcomes, results, the board's caption.

game-wins-six-stack = { $name } wins with a 6-stack
game-draw = a draw: every count is level
game-wins-on = { $name } wins on { $criterion } ({ $lead } to { $other })
game-criterion-points = points
game-criterion-stacks = stacks of { $height }
game-variant-standard = standard
game-variant-six = six
game-aborted = aborted
game-wins-on-time = { $name } wins on time
game-resigned = { $loser } resigned; { $name } wins
game-result-as-recorded = { $record }
# One line of the final counts: "points: alice 2, bob 1".
game-breakdown = { $criterion }: { $one } { $a }, { $two } { $b }
game-no-colours = no colours yet
game-one-colour = { $colour }
game-two-colours = { $first } + { $second }
game-player = { $name } (player { $seat }, { $claims })
game-player-points = { $name } (player { $seat }, { $claims }, { $points ->
    [one] { $points } point
   *[other] { $points } points
})
game-caption = **Game { $game }**: { $one } vs { $two } · { $variant } · turn { $turn }
game-over = Game over: { $result }
game-to-move = { $name } to move.
game-to-move-after-claim = { $name } to move. They have claimed { $colour } this turn and now move.
