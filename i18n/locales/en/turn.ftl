# Claims, moves, resignations.

turn-claim = **{ $name }** claims { $colour }: stacks topped by { $colour } are theirs from now on. They now move (`/{ cmd-lyngk } { cmd-lyngk-move }`).
turn-played = **{ $name }** played `{ $turn }`.
turn-played-claiming = **{ $name }** played `{ $turn }` (claiming { $colour }).
turn-played-chain = **{ $name }** played `{ $turn }`, a LYNGK chain { $path }.
turn-played-claiming-chain = **{ $name }** played `{ $turn }` (claiming { $colour }), a LYNGK chain { $path }.
turn-scored = A 5-stack is complete and leaves the board: +1 point.
turn-forced-pass = { $name } has no move and passes.
turn-game-over = **Game over: { $result }.**
turn-next = { $player }, your turn (turn { $turn }).
turn-next-ai = { $name } is thinking (turn { $turn })…
turn-resigns = **{ $name }** resigns. { $winner } wins game { $game }.
turn-resign-confirm = Resign game { $game } against { $opponent }? It cannot be undone: press the button to confirm.
