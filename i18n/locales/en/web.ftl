# The web front's pages (web/): headings, labels and the 404.

web-servers = LYNGK servers
web-no-servers = No server publishes its games yet.
web-server-name = Server { $address }
web-live-games = Games in progress
web-finished-games = Finished games
web-events = Events
web-leaderboard = Leaderboard
web-none = None yet.
web-player = Player
web-rating = Rating
web-games = Games
web-players = Players
web-history = History
web-start = Start position
web-download-record = Download the game record
web-download-replay = Download the replay (animated GIF)
web-to-move = { $name } to move
web-game-title = { $first } vs { $second }
web-board-alt = The LYNGK board after turn { $ply }
web-ply = Position after turn { $ply } of { $plies }
web-standings = Standings
web-pairings = Pairings
web-round = Round { $round }
web-download-report = Download the tournament report (TRF)
web-entered = Players entered
web-crosstable = Crosstable
web-bracket = Bracket
web-ladder = Ladder
web-ladder-reach = { $reach ->
        [one] A player may challenge the player { $reach } place above.
       *[other] A player may challenge up to { $reach } places above.
    }
web-challenges = Challenges in play
web-challenge-game = the game
web-challenge-waiting = not yet accepted
web-bye = bye
web-walkover = given up by withdrawal
web-withdrawn = withdrawn
web-moves-up = moves up
web-moves-down = moves down
web-season = { $over ->
        [true] Season { $season } (over)
       *[other] Season { $season }
    }
web-division = Division { $division }
web-round-short = R{ $round }
web-match-game = game { $game }
web-outcome = { $outcome ->
        [win] win
        [draw] draw
        [loss] loss
        [forfeit-win] won by forfeit
        [forfeit-loss] lost by forfeit
        [void] void
       *[playing] in play
    }
web-cross-cell = { $seat ->
        [first] First seat
       *[other] Second seat
    } against no. { $opponent }: { $result }
web-legend = 1 win · ½ draw · 0 loss · + won by forfeit · − lost by forfeit · × void · … in play · ○ first seat · ● second seat
web-not-found = Page not found
web-not-found-text = This page does not exist, or its server does not publish it.
