# The web front's pages (web/): headings, labels and the 404.

web-servers = Server LYNGK
web-no-servers = Nessun server pubblica ancora le sue partite.
web-server-name = Server { $address }
web-live-games = Partite in corso
web-finished-games = Partite finite
web-events = Tornei
web-leaderboard = Classifica
web-none = Ancora nessuno.
web-player = Giocatore
web-rating = Punteggio
web-games = Partite
web-players = Giocatori
web-history = Cronologia
web-start = Posizione iniziale
web-download-record = Scarica la registrazione della partita
web-download-replay = Scarica il replay (GIF animata)
web-to-move = Tocca a { $name }
web-game-title = { $first } contro { $second }
web-board-alt = La plancia di LYNGK dopo la mossa { $ply }
web-ply = Posizione dopo la mossa { $ply } di { $plies }
web-standings = Classifica
web-pairings = Abbinamenti
web-round = Turno { $round }
web-download-report = Scarica il rapporto del torneo (TRF)
web-not-found = Pagina non trovata
web-not-found-text = Questa pagina non esiste, o il suo server non la pubblica.
