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
web-entered = Giocatori iscritti
web-crosstable = Tabellone incrociato
web-bracket = Tabellone
web-ladder = Scala
web-ladder-reach = { $reach ->
        [one] Si può sfidare il giocatore { $reach } posto più su.
       *[other] Si può sfidare fino a { $reach } posti più su.
    }
web-challenges = Sfide in corso
web-challenge-game = la partita
web-challenge-waiting = non ancora accettata
web-bye = riposo
web-walkover = ceduto per ritiro
web-withdrawn = ritirato
web-moves-up = sale
web-moves-down = scende
web-season = { $over ->
        [true] Stagione { $season } (conclusa)
       *[other] Stagione { $season }
    }
web-division = Divisione { $division }
web-round-short = T{ $round }
web-match-game = partita { $game }
web-outcome = { $outcome ->
        [win] vittoria
        [draw] patta
        [loss] sconfitta
        [forfeit-win] vinta a tavolino
        [forfeit-loss] persa a tavolino
        [void] annullata
       *[playing] in corso
    }
web-cross-cell = { $seat ->
        [first] Primo posto
       *[other] Secondo posto
    } contro il n. { $opponent }: { $result }
web-legend = 1 vittoria · ½ patta · 0 sconfitta · + vinta a tavolino · − persa a tavolino · × annullata · … in corso · ○ primo posto · ● secondo posto
web-not-found = Pagina non trovata
web-not-found-text = Questa pagina non esiste, o il suo server non la pubblica.
