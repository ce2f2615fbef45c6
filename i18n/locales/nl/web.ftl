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
web-entered = Ingeschreven spelers
web-crosstable = Kruistabel
web-bracket = Speelschema
web-ladder = Ladder
web-ladder-reach = { $reach ->
        [one] Je mag de speler { $reach } plaats hoger uitdagen.
       *[other] Je mag tot { $reach } plaatsen hoger uitdagen.
    }
web-challenges = Lopende uitdagingen
web-challenge-game = de partij
web-challenge-waiting = nog niet aangenomen
web-bye = vrij
web-walkover = opgegeven door terugtrekking
web-withdrawn = teruggetrokken
web-moves-up = promoveert
web-moves-down = degradeert
web-season = { $over ->
        [true] Seizoen { $season } (afgelopen)
       *[other] Seizoen { $season }
    }
web-division = Divisie { $division }
web-round-short = R{ $round }
web-match-game = partij { $game }
web-outcome = { $outcome ->
        [win] winst
        [draw] remise
        [loss] verlies
        [forfeit-win] reglementair gewonnen
        [forfeit-loss] reglementair verloren
        [void] ongeldig
       *[playing] bezig
    }
web-cross-cell = { $seat ->
        [first] Eerste plaats
       *[other] Tweede plaats
    } tegen nr. { $opponent }: { $result }
web-legend = 1 winst · ½ remise · 0 verlies · + reglementair gewonnen · − reglementair verloren · × ongeldig · … bezig · ○ eerste plaats · ● tweede plaats
web-not-found = Pagina niet gevonden
web-not-found-text = Deze pagina bestaat niet, of de server publiceert haar niet.
