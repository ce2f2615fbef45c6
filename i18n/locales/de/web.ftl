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
web-entered = Angemeldete Spieler
web-crosstable = Kreuztabelle
web-bracket = Turnierbaum
web-ladder = Leiter
web-ladder-reach = { $reach ->
        [one] Man kann den Spieler { $reach } Platz darüber herausfordern.
       *[other] Man kann bis zu { $reach } Plätze nach oben herausfordern.
    }
web-challenges = Laufende Herausforderungen
web-challenge-game = die Partie
web-challenge-waiting = noch nicht angenommen
web-bye = spielfrei
web-walkover = durch Rückzug aufgegeben
web-withdrawn = zurückgezogen
web-moves-up = steigt auf
web-moves-down = steigt ab
web-season = { $over ->
        [true] Saison { $season } (beendet)
       *[other] Saison { $season }
    }
web-division = Division { $division }
web-round-short = R{ $round }
web-match-game = Partie { $game }
web-outcome = { $outcome ->
        [win] Sieg
        [draw] Remis
        [loss] Niederlage
        [forfeit-win] kampflos gewonnen
        [forfeit-loss] kampflos verloren
        [void] ungültig
       *[playing] läuft
    }
web-cross-cell = { $seat ->
        [first] Anzugsspieler
       *[other] Nachziehender
    } gegen Nr. { $opponent }: { $result }
web-legend = 1 Sieg · ½ Remis · 0 Niederlage · + kampflos gewonnen · − kampflos verloren · × ungültig · … läuft · ○ zieht zuerst · ● zieht als Zweiter
web-not-found = Seite nicht gefunden
web-not-found-text = Diese Seite gibt es nicht, oder ihr Server veröffentlicht sie nicht.
