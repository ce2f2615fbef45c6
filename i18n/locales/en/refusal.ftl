# Refusals: a command that changed nothing, answered privately.

refusal-no-game = There is no game in this channel. Start one with `/{ cmd-lyngk } { cmd-lyngk-challenge }`.
refusal-no-game-here = There is no game in this channel. Yours: { $games }.
refusal-your-game-in = game { $game } in { $channel }
refusal-your-challenge-in = the challenge { $game } in { $channel }
refusal-not-started = The game has not started: the challenge is still waiting for an answer.
refusal-no-challenge = There is no challenge waiting in this channel.
refusal-channel-busy = This channel already has a game ({ $game }). Finish it first, or start yours in a thread.
refusal-busy-playing = { $one } vs { $two }
refusal-busy-challenge = { $challenger } challenged { $opponent }
refusal-busy-open = { $challenger }'s open challenge
refusal-busy-just-created = just created
refusal-self-challenge = You cannot challenge yourself.
refusal-own-challenge = You cannot accept your own challenge: wait for someone to take the seat.
refusal-not-challenged = This challenge is for { $name }: only they can answer it.
refusal-not-your-challenge = Only { $name }, who made this open challenge, can withdraw it.
refusal-already-started = A game is already being played in this channel.
refusal-not-a-player = You are not playing in this game ({ $game }).
refusal-not-your-turn = It is not your turn: { $name } moves now.
refusal-game-over = This game is over: { $result }
refusal-position-changed = The game changed while your command was handled: look at the board and try again.
refusal-bad-origin = The origin cell: { $error }
refusal-bad-landing = The landing cell: { $error }
refusal-bad-cell = The cell: { $error }
refusal-joined-cells = '{ $text }' looks like two cells typed together: give the origin and the landing apart, like `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to }`.
refusal-bad-colour = '{ $text }' is not a colour you can claim: use I, B, R, G or K (ivory, blue, red, green, black).
refusal-joker-claim = The jokers (the white pieces) can never be claimed: use I, B, R, G or K (ivory, blue, red, green, black).
refusal-illegal = That is not allowed: { $error }. See `/{ cmd-lyngk } { cmd-lyngk-moves }` for your legal moves.
refusal-own-colour = You have claimed { $colour } already: it is yours. Move a stack topped by { $colour } with `/{ cmd-lyngk } { cmd-lyngk-move }`.
refusal-colour-taken = That is not allowed: { $colour } is already claimed by { $name }. See `/{ cmd-lyngk } { cmd-lyngk-moves }` for your legal moves.
refusal-needs-claim = That is not allowed without a claim: { $error }. With a claim first it is: { $hint }.
refusal-claim-command = `/{ cmd-lyngk } { cmd-lyngk-move } { $from } { $to } { cmd-lyngk-move.claim }:{ $claim }`
refusal-empty-cell = There is no stack on { $cell }: `/{ cmd-lyngk } { cmd-lyngk-moves }` lists the stacks you can move.
refusal-no-game-to-rematch = There is no finished game { $game } in this channel to rematch.
refusal-cannot-move-from = The stack on { $cell } cannot move this turn.
refusal-bad-days-per-move = Days per move must be 1, 2, 3, 5, 7 or 14 (or none for no clock), not { $given }.
refusal-already-done = Already done (this request was received twice):
refusal-inactive-button = This button is no longer active.
refusal-admin-create-league = Only a server admin (Manage Server permission) can create a league.
refusal-admin-start-league = Only a server admin (Manage Server permission) can start a league.
refusal-admin-server-settings = Only a server admin (Manage Server permission) can change the server's settings.
refusal-bad-league-name = A league name has 1 to { $max } characters: letters, digits, spaces, `-`, `_`, apostrophes or emoji. '{ $given }' is not one.
refusal-league-exists = This server already has a league called { $name }: choose another name.
refusal-no-league = There is no league called '{ $name }' on this server.
refusal-league-started = The league { $name } has already started: players can no longer join or leave.
refusal-already-joined = You have already joined the league { $name }.
refusal-not-joined = You are not in the league { $name }.
refusal-league-full = The league { $name } is full ({ $max } players).
refusal-league-too-small = The league { $name } needs at least 2 players to start; it has { $players }.
refusal-league-running = The league { $name } is already running: see `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-threads-being-opened = The threads of the league { $name } are being opened right now; if some cannot be opened, run `/{ cmd-lyngk-admin } { cmd-lyngk-admin-league } { cmd-lyngk-admin-league-start }` again afterwards.
refusal-league-finished = The league { $name } is over: see `/{ cmd-lyngk } { cmd-lyngk-league } { cmd-lyngk-league-standings }`.
refusal-not-finished = A rematch is for finished games: this one is still going on.
refusal-no-such-game = There is no started game { $game } in this channel: `/{ cmd-lyngk } { cmd-lyngk-replay }` without a number replays the latest one.
refusal-no-such-game-to-review = There is no started game { $game } in this channel: `/{ cmd-lyngk } { cmd-lyngk-review }` without a number reviews the latest finished one.
refusal-game-elsewhere = Game { $game } is in { $channel }: ask there.
refusal-replay-live-game = A game in progress can be replayed only by its players ({ $game }); anyone can replay it once it is over.
refusal-replay-too-large = This game's replay does not fit in an upload: { $why }
refusal-win-on-time = You cannot take the win on time: { $why }.
refusal-win-on-time-no-clock = this game has no clock, so it cannot be won on time
refusal-win-on-time-own-turn = it is your turn: only your opponent could claim on time
refusal-win-on-time-time-left = your opponent still has { $left } to move
refusal-abort = This game cannot be aborted: { $why }.
refusal-abort-no-clock = this game has no clock; resign instead
refusal-abort-started = the game has started; resign instead
refusal-abort-time-left = the player to move still has { $left } for their first move
refusal-vacation = No vacation booked: { $why }.
refusal-vacation-empty = a vacation must last at least one day
refusal-vacation-overlaps = you already have a vacation booked in that period
refusal-vacation-allowance = that would exceed your vacation allowance of { $allowance ->
        [one] { $allowance } day
       *[other] { $allowance } days
    } per year: { $used } already used in the year ending with this vacation, { $requested } requested
refusal-digest-hour = Settings unchanged: the digest hour must be between 0 and 23 (UTC), not { $hour }.
refusal-not-in-server = Server settings belong to a server: use this command in one.

# Mistyped cells.
cell-error-malformed = '{ $text }' is not a cell: write a column letter A-I and a row number, like C3
cell-error-no-such-row = column { $column } has rows 1 to { $rows }, so there is no { $column }{ $row }

# The rules' reasons for refusing a turn (RULES 4-8).
play-error-game-over = the game is over
play-error-no-stack = there is no stack on { $cell }
play-error-joker = the joker on { $cell } cannot move: a joker never moves on its own
play-error-opponents-stack = the stack on { $cell } is topped by { $colour }, { $mover ->
    [opponent] a colour you claimed, which your opponent may not move
   *[you] your opponent's colour
}
play-error-same-cell = a move must go from one cell to another, not from { $cell } to itself
play-error-empty-landing = { $cell } is empty: a move always lands on a stack
play-error-blocked = { $blocker } stands between { $from } and { $to }: a stack cannot jump over another
play-error-not-reachable = { $to } is not reachable from { $from }: a move goes along a straight line to the first stack
play-error-no-chain = { $to } is not reachable from { $from }, not along a line nor by a LYNGK chain
play-error-lyngk-point = the { $colour } stack cannot stop on { $cell }: it is topped by { $colour } too, a LYNGK point, so the move goes on from there
play-error-repeated-colour = the stack on { $cell } already holds { $colour }: a stack never holds a colour twice
play-error-too-high = that would make a stack of { $height } pieces; the most is { $max }
play-error-neutral-too-low = a neutral stack lands only on a stack of its height or lower: it has { $moving ->
    [one] { $moving } piece
   *[other] { $moving } pieces
}, the stack on { $cell } has { $target }
play-error-colour-taken = { $colour } is already claimed by player { $player }
play-error-no-claims-left = { $mover ->
    [opponent] your opponent has claimed two colours already, the most a player may claim
   *[you] you have claimed two colours already, the most a player may claim
}
play-error-claimed-this-turn = { $mover ->
    [opponent] your opponent has already claimed { $colour } this turn: one claim per turn
   *[you] you have already claimed { $colour } this turn: one claim per turn
}
play-error-claim-with-pass = a claim must be followed by a move, never by a pass
play-error-pass-with-moves = you cannot pass while you have a move
play-error-claim-leaves-no-move = { $mover ->
    [opponent] after claiming { $colour } your opponent would have no move, so that claim is not allowed
   *[you] after claiming { $colour } you would have no move, so that claim is not allowed
}

# Clock settings refused
refusal-time-zone = Settings unchanged: “{ $zone }” is not a time zone. Choose one from the list, such as Europe/Berlin or America/Santiago.
refusal-sleep-malformed = Settings unchanged: write sleeping hours like 23:00-07:00, or off.
refusal-sleep-empty = Settings unchanged: sleeping hours cannot start and end at the same time.
refusal-sleep-too-long = Settings unchanged: sleeping hours last at most 10 hours; { $window } is longer.
