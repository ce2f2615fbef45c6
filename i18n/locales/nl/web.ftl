# The web front's pages (web/): headings, labels and the 404.

web-servers = LYNGK-servers
web-no-servers = Nog geen server publiceert zijn partijen.
web-server-name = Server { $address }
web-live-games = Lopende partijen
web-finished-games = Beëindigde partijen
web-events = Toernooien
web-leaderboard = Ranglijst
web-none = Nog geen.
web-player = Speler
web-rating = Rating
web-games = Partijen
web-players = Spelers
web-history = Verloop
web-start = Beginstelling
web-download-record = Partijverslag downloaden
web-download-replay = Herhaling downloaden (geanimeerde GIF)
web-to-move = { $name } is aan zet
web-game-title = { $first } tegen { $second }
web-board-alt = Het LYNGK-bord na zet { $ply }
web-ply = Stelling na zet { $ply } van { $plies }
web-standings = Stand
web-pairings = Paringen
web-round = Ronde { $round }
web-download-report = Toernooiverslag (TRF) downloaden
web-not-found = Pagina niet gevonden
web-not-found-text = Deze pagina bestaat niet, of de server publiceert haar niet.
