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
web-not-found = Page not found
web-not-found-text = This page does not exist, or its server does not publish it.
