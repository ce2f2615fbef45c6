# The terminal's own words around the bot's replies (`lyngk play`). Commands are
# typed as on Discord, in English (`claim red`, `move c3 d4`), so the examples keep
# those words.

terminal-intro = LYNGK in the terminal. Type commands as a player, e.g. `alice: challenge bob`, `bob: accept`, `alice: move c3 d4`; `help` lists them, `quit` ends. Images go to { $folder }.
terminal-default-player = player
terminal-now-in-channel = (now in channel { $channel })
terminal-thread-opened = (thread opened: now in channel { $channel })
terminal-league-thread = thread { $channel } "{ $name }":
terminal-bot-everyone = bot (everyone):
terminal-bot-private = bot (only { $player }):
terminal-ping = ping: { $players }
terminal-buttons = buttons: { $labels } (type `{ $commands }`)
terminal-file = file: { $path }
terminal-alt-text = alt text: { $text }
terminal-page = web page: { $url }
terminal-file-not-written = ! the command was carried out, but { $file } could not be written: { $error }
terminal-internal-error = ! internal error, the session goes on: { $error }
terminal-not-utf8 = ! line { $line } is not UTF-8 text: skipped
terminal-faults = { $count ->
    [1] an internal error
   *[other] { $count } internal errors
} during the session (reported above)

# Lines that are not commands.
terminal-unknown-command = unknown command '{ $command }': try help
terminal-missing = { $command } needs { $what }
terminal-needs-channel = a channel number, like channel 1001
terminal-needs-colour = a colour, like claim red
terminal-needs-game = the finished game's number, like rematch 12
terminal-needs-days = a number of days, like vacation 3
terminal-needs-action = one of { $actions }
terminal-needs-name = a name, like { $command } Spring
terminal-needs-value = the value of each option it requires: try help
terminal-needs-cells = two cells, like move c3 d4
terminal-needs-landing = a landing cell, like move c3 d4
terminal-unknown-variant = unknown variant '{ $given }': standard or six
terminal-not-a-choice = `{ $option }` is { $choices }, not '{ $given }'
# One of the words a terminal option takes, as typed.
terminal-typed-choice = `{ $choice }`
terminal-unexpected = unexpected '{ $word }' after { $command }: try help
terminal-unknown-option = { $command } has no option '{ $option }:' (it takes { $known })
terminal-unknown-option-none = { $command } has no option '{ $option }:' (it takes none)
terminal-empty-option = the option '{ $option }:' needs a value, like { $example }
terminal-not-a-channel = a channel is a number, like channel 1001, not '{ $given }'
terminal-not-a-number = `{ $option }` must be a whole number, not '{ $given }'
terminal-not-reminders = reminders are channel, digest or off, not '{ $given }'
terminal-not-a-language = language is auto, en, de, fr, it, nl, es, pl or hu, not '{ $given }'
terminal-not-a-flag = `{ $option }` is true or false, not '{ $given }'
terminal-joined-cells = '{ $word }' is two cells: put a space between them, like move { $from } { $to }
terminal-not-the-ai = the LYNGK AI plays its own turns: type as another player
terminal-open-quote = a " opens a quoted name that is not closed

# Repeated options, option bounds and a bare /lyngk in the terminal.
terminal-repeated-option = `{ $option }` is given twice: give each option once
terminal-out-of-range = `{ $option }` takes a whole number from { $min } to { $max }, not '{ $given }'
terminal-bare-command = type a command after { $command }, like { $command } help

# What the background job posts, in the terminal.
terminal-job-post = (the background job posts in channel { $channel })
terminal-job-direct = (the background job sends { $player } a direct message)

## Game records given to `lyngk play` (docs/record.md)
terminal-record-replayed = Game record replayed through the rules: { $first } vs { $second } · seed { $seed } · { $result }
terminal-record-goes-on = the game goes on

# The last line of `lyngk event simulate`: what the simulated event came to, as labelled figures.
simulate-summary-swiss = players: { $players } (entered late: { $late }, withdrew: { $withdrew }) · rounds: { $rounds } · games: { $games } · drawn at the deadline: { $draws } · forfeited: { $forfeits } · { $seconds } s
simulate-summary-knockout = players: { $players } · best of { $best-of } · rounds: { $rounds } · games: { $games } (tie-break games: { $tiebreaks }, left to the deadline: { $left-to-deadline }) · matches decided at the deadline: { $decided } · withdrawals: { $withdrew } (games forfeited: { $forfeits }, walkovers: { $walkovers }) · winner: { $winner } · { $seconds } s
simulate-summary-round-robin = players: { $players } (withdrew: { $withdrew }) · rounds: { $rounds } · games at once: { $games } · drawn: { $draws } · lost on time: { $time-losses } · forfeited: { $forfeits } · { $seconds } s
simulate-summary-divisions = players: { $players } · seasons: { $seasons } · games: { $games } · drawn at the deadline: { $draws } · forfeited: { $forfeits } · left: { $left } · { $seconds } s
simulate-summary-ladder = players: { $players } · days: { $days } · challenges: { $challenges } · accepted: { $accepted } (played out: { $played }, drawn: { $drawn }) · climbed: { $climbed } · held: { $held } · expired: { $expired } · dropped for inactivity: { $dropped } · left: { $left } · { $seconds } s
