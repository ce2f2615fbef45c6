# The move picker: a turn chosen step by step, privately (and `/lyngk next`).

picker-prompt-column = **Your move**: first the column of the stack to move.
picker-prompt-stack = **Your move**: which stack?
picker-prompt-landing = Where does the stack on { $cell } go?
picker-prompt-claim = { $from } → { $to }: claim a colour with this move?
picker-column = Column { $column } ({ $count ->
    [one] { $count } stack
   *[other] { $count } stacks
})
picker-stack = { $cell }: { $colour } ({ $letter }) on top, { $height ->
    [one] { $height } piece
   *[other] { $height } pieces
}, { $landings ->
    [one] { $landings } landing
   *[other] { $landings } landings
}
picker-landing = { $path } · { $facts }
picker-lyngk-move = LYNGK move
picker-needs-claim = needs a claim
picker-claim-none = No claim
picker-claim = Claim { $colour } ({ $letter })
picker-claiming = claims { $colour }
picker-confirm = Play **{ $turn }** ({ $path })? { $facts }
picker-confirm-pass = You have no move left: your turn is a pass.
picker-confirm-button = Play this turn
refusal-picker-position-changed = This picker is out of date: the position has changed since it opened.
refusal-picker-game-over = This picker is out of date: its game is over.
refusal-picker-expired = This picker is out of date: it opened more than { $minutes } minutes ago.
refusal-picker-already-played = You have already played this turn: `{ $turn }`.
refusal-picker-garbled = This is not a move picker of the bot. Open a new one with the Move button.
refusal-picker-not-offered = That choice is not offered at this step: choose again from the list.
next-game = Your most urgent game: game { $game } in { $channel }, { $time }. ({ $waiting ->
    [one] { $waiting } game waits
   *[other] { $waiting } games wait
} for your move.)
next-game-none = No game on this server waits for your move.
terminal-pick-option = { $number }. { $label }
terminal-pick-how = Type `pick` and a number to choose.
terminal-pick-confirm = Type `pick 1` to play it: { $label }.
terminal-pick-none = No picker is open for { $player } here: type `pick` when it is your turn.
terminal-pick-out-of-range = There is no choice { $number }: choose 1 to { $count }.
