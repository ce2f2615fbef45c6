# The web front's pages (web/): headings, labels and the 404.

web-servers = LYNGK-Server
web-no-servers = Noch kein Server veröffentlicht seine Partien.
web-server-name = Server { $address }
web-live-games = Laufende Partien
web-finished-games = Beendete Partien
web-events = Turniere
web-leaderboard = Rangliste
web-none = Noch keine.
web-player = Spieler
web-rating = Wertung
web-games = Partien
web-players = Spieler
web-history = Verlauf
web-start = Anfangsstellung
web-download-record = Partieaufzeichnung herunterladen
web-download-replay = Wiederholung herunterladen (animiertes GIF)
web-to-move = { $name } ist am Zug
web-game-title = { $first } gegen { $second }
web-board-alt = Das LYNGK-Brett nach Zug { $ply }
web-ply = Stellung nach Zug { $ply } von { $plies }
web-standings = Tabelle
web-pairings = Paarungen
web-round = Runde { $round }
web-download-report = Turnierbericht (TRF) herunterladen
web-not-found = Seite nicht gefunden
web-not-found-text = Diese Seite gibt es nicht, oder ihr Server veröffentlicht sie nicht.
