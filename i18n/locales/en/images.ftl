# Every word in the board image, the replay and their alt text (see lyngk-render's
# `Words` trait; `i18n/src/words.rs` fills it from these messages).

image-joker = joker
# The seat tag in the corner of a player's card (capitals).
image-seat = PLAYER { $seat }
image-unnamed = Player { $seat }
image-no-colour-yet = no colour yet
image-points = { $n ->
    [one] { $n } point
   *[other] { $n } points
}
image-to-move-tag = TO MOVE
image-winner-tag = WINNER
image-turn = Turn { $n }
image-variant = { $variant ->
    [six] Six-stack variant
   *[standard] Standard
}
image-neutral = Neutral:
image-no-neutral = none
# $turn is notation such as R:C3-D4; $points lists the LYNGK points passed.
image-last-turn = Last: { $turn }
image-last-turn-lyngk = Last: { $turn } via LYNGK { $points }
image-landings = { $count ->
    [0] { $from } cannot move this turn
    [one] { $from } can land on { $count } stack (purple rings)
   *[other] { $from } can land on { $count } stacks (purple rings)
}
image-six-stack-win = { $winner } wins with a 6-stack
image-tiebreak-win = { $criterion ->
    [points] { $winner } wins on points ({ $won } to { $lost })
   *[stacks] { $winner } wins on stacks of { $height } ({ $won } to { $lost })
}
image-draw = Draw: every count is level
image-resigned = { $loser } resigned; { $winner } wins
image-won-on-time = { $winner } wins on time
image-aborted = Game aborted
image-criterion = { $criterion ->
    [points] points
   *[stacks] { $height }-stacks
}
image-replay-finished = Replay of the whole game: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
}
image-replay-in-progress = Replay of a game in progress: { $turns ->
    [one] { $turns } turn
   *[other] { $turns } turns
} so far

# The alt text, read by screen readers: sentences without their final full stop.
image-alt-board = { $variant ->
    [six] LYNGK board, turn { $turn }, six-stack variant
   *[standard] LYNGK board, turn { $turn }, standard game
}
image-alt-player = { $name } (player { $seat }): { $colours }
image-alt-player-points = { $name } (player { $seat }): { $colours }; { $points ->
    [one] { $points } point
   *[other] { $points } points
}
# Appended to the player's sentence: the stacks they scored, bottom to top.
image-alt-scored = { $player } (scored { $stacks })
image-alt-to-move = { $name } to move
image-alt-neutral = Neutral: { $colours }
image-alt-last-move = Last turn: { $name } moved { $from } to { $to }
image-alt-last-claim-move = Last turn: { $name } claimed { $colour } and moved { $from } to { $to }
image-alt-via-lyngk = { $sentence } via LYNGK { $points }
image-alt-last-pass = Last turn: { $name } passed
image-alt-last-claim-pass = Last turn: { $name } claimed { $colour } and passed
image-alt-tall-stacks = Stacks of 3 or more, bottom to top:
image-alt-no-tall-stacks = No stack of 3 or more
image-and-more = and { $count } more
# Between the items of a long list in alt text (a table's rows).
image-item-separator = ;{ " " }
image-alt-table = Table: { $title }
image-alt-no-rows = No rows
image-colour = { $colour }
